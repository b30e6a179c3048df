#!/usr/bin/env node
// `npm run bench:server`: the docs server under sustained event batches, on PGlite and on
// PostgreSQL, with a restart of the service halfway. Prints requests/s, events/s and p99 latency,
// then counts the rows: every event answered 202 must be in the database. Reads figures, asserts
// only that nothing was lost (exit 1 otherwise). 127.0.0.1 only; bounded by time and count.
//   BENCH_SECONDS=60 (default) BENCH_CONNECTIONS=10 BENCH_ENGINES=PGlite,PostgreSQL
/* global fetch, setTimeout */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {freePort} from '@energy-xrm/ports';
import {openDatabase, startPostgresCluster} from '../packages/docs-server/dist/index.js';

const MAIN = path.join(import.meta.dirname, '..', 'packages', 'docs-server', 'dist', 'main.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAX_REQUESTS = 2_000_000;
const ENGINES = (process.env.BENCH_ENGINES ?? 'PGlite,PostgreSQL').split(',');
const BATCH = 20;

/** A full batch as the site sends it: searches, clicks on results and page views. */
const body = JSON.stringify({
  events: Array.from({length: BATCH}, (_, i) =>
    i % 3 === 0
      ? {type: 'search', query: `webhook signature ${i}`, results: 8, ms: 35, tags: ['default']}
      : i % 3 === 1
        ? {type: 'click', query: `webhook signature ${i - 1}`, position: 1 + (i % 8), url: '/docs/webhooks#verify'}
        : {type: 'view', url: `/docs/page-${i}`},
  ),
});

async function waitHealthy(url) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${url}/_/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the service at ${url} did not start`);
}

function startService(env) {
  const child = spawn(process.execPath, [MAIN], {
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {stop: () => (child.kill('SIGTERM'), exited)};
}

async function bench(engine) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cluster = engine === 'PostgreSQL' ? await startPostgresCluster({durable: true}) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-docs-server-'));
  const databaseUrl = cluster ? await cluster.createDatabase('bench') : undefined;
  // No MCP data: the service starts faster, and /mcp is not measured here.
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DOCS_DATA_DIR: path.join(dataDir, 'none'),
    ...(databaseUrl ? {DATABASE_URL: databaseUrl} : {}),
  };
  let service = startService(env);
  await waitHealthy(url);

  let accepted = 0;
  let other = 0;
  let client = 0;
  // Each request names one of 4096 readers (TEST-NET addresses): the service's per-client limits stay on.
  const setupRequest = (request) => ({
    ...request,
    headers: {...request.headers, 'x-forwarded-for': `198.18.${(client >> 8) & 15}.${client++ & 255}`},
  });
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    amount: undefined,
    maxOverallRequests: MAX_REQUESTS,
    requests: [{method: 'POST', path: '/_/events', headers: {'content-type': 'application/json'}, body, setupRequest}],
  });
  instance.on('response', (_client, status) => (status === 202 ? accepted++ : other++));
  // Halfway: SIGTERM (requests in flight finish), then a new process on the same data.
  const restarted = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2)).then(async () => {
    const began = Date.now();
    await service.stop();
    service = startService(env);
    await waitHealthy(url);
    return (Date.now() - began) / 1000;
  });
  const result = await instance;
  const downSeconds = await restarted;
  await service.stop();

  const db = await openDatabase({databaseUrl, dataDir});
  const [{n}] = await db.query(
    'SELECT ((SELECT count(*) FROM search_events) + (SELECT count(*) FROM click_events) + (SELECT count(*) FROM view_events))::int AS n',
  );
  await db.close();
  await cluster?.stop();
  rmSync(dataDir, {recursive: true, force: true});
  return {
    engine,
    'requests/s': Math.round(accepted / SECONDS),
    'events/s': Math.round((accepted * BATCH) / SECONDS),
    'p99 ms': result.latency.p99,
    'accepted (202)': accepted * BATCH,
    stored: n,
    lost: Math.max(0, accepted * BATCH - n),
    'other answers': other,
    'connection errors': result.errors,
    'restart s': downSeconds.toFixed(1),
  };
}

const rows = [];
for (const engine of ENGINES) {
  console.log(`${engine}: ${SECONDS} s of ${BATCH}-event batches over ${CONNECTIONS} connections…`);
  rows.push(await bench(engine));
}
console.table(rows);
const lost = rows.filter((row) => row.lost > 0);
if (lost.length > 0) {
  console.error(`Events answered 202 are missing from the database: ${lost.map((row) => row.engine).join(', ')}`);
  process.exit(1);
}
console.log('Nothing lost: every event answered 202 is in the database.');
