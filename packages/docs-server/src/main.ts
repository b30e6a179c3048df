#!/usr/bin/env node
import {configFromEnv} from './config.js';
import {startServer} from './server.js';

const server = await startServer(configFromEnv(process.env, process.cwd()), (line) => console.log(line));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
