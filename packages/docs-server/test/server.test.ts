import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {configFromEnv} from '../src/config.js';
import {startServer} from '../src/server.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'docs-server-start-'));
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

test('the server starts on the embedded engine, keeps what it stored across a restart, and says what is off', async () => {
  const config = configFromEnv({PORT: '0', DATA_DIR: dataDir, DOCS_DATA_DIR: path.join(dataDir, 'none')}, '/');
  const lines: string[] = [];
  const first = await startServer(config, (line) => lines.push(line));
  expect(lines).toContain(`Dev Center service at ${first.url} (PGlite in ${dataDir})`);
  expect(lines).toContain('Dashboard off: set DASHBOARD_TOKEN to turn it on.');
  expect(
    lines.some((line) => line.startsWith(`/mcp is off: No documentation data in ${path.join(dataDir, 'none')}.`)),
  ).toBe(true);
  const sent = await fetch(`${first.url}/_/events`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({events: [{type: 'view', url: '/docs/intro'}]}),
  });
  expect(sent.status).toBe(202);
  await first.close();

  const second = await startServer(config, () => undefined);
  expect(await (await fetch(`${second.url}/_/health`)).json()).toEqual({ok: true});
  expect(await second.db.query('SELECT url FROM view_events')).toEqual([{url: '/docs/intro'}]);
  expect(await second.db.query('SELECT version, name FROM schema_migrations')).toEqual([
    {version: 1, name: '001-events.sql'},
    {version: 2, name: '002-feedback-votes.sql'},
  ]);
  await second.close();
  // Two starts of the embedded engine: each loads PostgreSQL's WebAssembly build.
}, 120_000);
