export {buildApp, BODY_LIMIT, type AppOptions} from './app.js';
export {configFromEnv, DEFAULT_RATE_LIMITS, type RateLimits, type ServerConfig} from './config.js';
export {openDatabase, type Database} from './db/index.js';
export {startServer, type RunningServer} from './server.js';
export {startPostgresCluster, type PostgresCluster} from './dev/postgresCluster.js';
