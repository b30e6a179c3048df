import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {PassThrough} from 'node:stream';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {runCli, USAGE} from '../src/run.js';
import {writeFixtureData} from './fixture.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const data = writeFixtureData();
let client: Client;

beforeAll(async () => {
  client = new Client({name: 'stdio-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: [CLI, '--data', data], stderr: 'pipe'}),
  );
});

afterAll(async () => {
  await client.close();
});

const textOf = (result: unknown): string =>
  (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('');

test('the built command serves the tools over stdio to the SDK client', async () => {
  expect(client.getServerVersion()?.name).toBe('energy-xrm-docs');
  expect((await client.listTools()).tools).toHaveLength(7);
  const search = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'rotate tokens'}}));
  expect(search.startsWith('1. Access tokens › Rotate tokens')).toBe(true);
  expect(textOf(await client.callTool({name: 'read_page', arguments: {path: '/docs/auth.md'}}))).toContain(
    'Rotate every year.',
  );
  expect(
    textOf(await client.callTool({name: 'get_operation', arguments: {service: 'orders', operationId: 'getOrder'}})),
  ).toContain('"$ref": "#/$defs/Order"');
  const bad = await client.callTool({name: 'get_operation', arguments: {service: 'nope', operationId: 'x'}});
  expect(bad.isError).toBe(true);
  expect(textOf(bad)).toBe('Unknown service "nope". Valid services: orders.');
});

test('garbage on stdin does not stop the server', async () => {
  const child = spawn(process.execPath, [CLI, '--data', data], {stdio: ['pipe', 'pipe', 'pipe']});
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stdin.write('this is not json\n{"jsonrpc":"2.0"}\n\u0000\u0001\n[1,2,3]\n');
  child.stdin.write(
    `${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}})}\n`,
  );
  await expect.poll(() => lines.some((line) => line.includes('"id":1')), {timeout: 25_000}).toBe(true);
  expect(child.exitCode).toBeNull();
  child.kill();
});

test('without data the command says how to get it and exits with 1', async () => {
  const logged: string[] = [];
  const code = await runCli(['--data', '/nonexistent/folder'], {
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    log: (l) => logged.push(l),
  });
  expect(code).toBe(1);
  expect(logged.join('\n')).toContain(
    'No documentation data in /nonexistent/folder. Build the Dev Center first (npm run build in its repository), or pass --data <folder>.',
  );
});

test('an unknown option prints the usage; --help prints it and succeeds', async () => {
  const io = () => ({logged: [] as string[], stdin: new PassThrough(), stdout: new PassThrough()});
  const wrong = io();
  expect(await runCli(['--port', '3'], {...wrong, log: (l) => wrong.logged.push(l)})).toBe(1);
  expect(wrong.logged.join('\n')).toContain(USAGE);
  const help = io();
  expect(await runCli(['--help'], {...help, log: (l) => help.logged.push(l)})).toBe(0);
  expect(help.logged).toEqual([USAGE]);
});

test('runs in process on given streams', async () => {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const logged: string[] = [];
  expect(await runCli(['--data', data], {stdin, stdout, log: (l) => logged.push(l)})).toBe(0);
  expect(logged[0]).toMatch(/^energy-xrm-docs: 7 pages and 1 REST services from /);
  stdin.end();
});
