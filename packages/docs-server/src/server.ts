import {loadData, MissingDataError, type LoadedData} from '@energy-xrm/docs-mcp';
import type {FastifyInstance} from 'fastify';
import {buildApp} from './app.js';
import type {ServerConfig} from './config.js';
import {openDatabase, type Database} from './db/index.js';
import {scheduleRetention} from './retention.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly url: string;
  /** Stops taking requests, lets the ones in flight finish, then closes the database. */
  close(): Promise<void>;
}

function loadDocs(dir: string | undefined): {docs: LoadedData | null; missing: string} {
  try {
    return {docs: loadData(dir), missing: ''};
  } catch (error) {
    if (error instanceof MissingDataError) return {docs: null, missing: error.message};
    throw error;
  }
}

/** Opens (and migrates) the database, loads the docs data and listens. */
export async function startServer(config: ServerConfig, log: (line: string) => void): Promise<RunningServer> {
  const db = await openDatabase(config);
  const {docs, missing} = loadDocs(config.docsDataDir);
  const app = await buildApp({
    db,
    docs,
    docsMissing: missing,
    rateLimits: config.rateLimits,
    dashboardToken: config.dashboardToken,
    trustProxy: config.trustProxy,
    logger: {level: 'warn'},
  });
  const stopRetention = scheduleRetention(db, () => new Date(), log);
  const address = await app.listen({host: config.host, port: config.port});
  log(`Dev Center service at ${address} (${db.engine}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
  if (!config.dashboardToken) log('Dashboard off: set DASHBOARD_TOKEN to turn it on.');
  if (!docs) log(`/mcp is off: ${missing}`);
  return {
    app,
    db,
    url: address,
    async close() {
      stopRetention();
      await app.close();
      await db.close();
    },
  };
}
