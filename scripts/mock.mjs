// `npm run mock -- <service> [<service> …] [--port <n>]` or `npm run mock -- all [--port <n>]`:
// Prism mock servers on 127.0.0.1 that answer with the examples of the services' bundled specs.
// One service gets a free port unless --port says otherwise; several get consecutive ports from
// --port (default 4010). Ctrl+C stops them all.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout} from 'node:timers';
import {HOST, isPortFree, mapLimit, startMock} from '../packages/sdk/scripts/prism.mjs';
import {serviceByRoute, services, writeBundledSpecs} from '@energy-xrm/specs';

const FIRST_PORT = 4010;
const PARALLEL_STARTS = 4;
const routes = services.map((service) => service.route).sort();

function usage() {
  return [
    'Usage: npm run mock -- <service> [<service> ...] [--port <n>]',
    '       npm run mock -- all [--port <n>]',
    '',
    `Services: ${routes.join(', ')}`,
  ].join('\n');
}

function fail(message) {
  console.error(`${message}\n\n${usage()}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(usage());
  process.exit(args.length === 0 ? 2 : 0);
}

let port;
const names = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--port' || arg === '-p') {
    port = Number(args[++i]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port needs a port number, got "${args[i]}".`);
  } else if (arg.startsWith('-')) {
    fail(`Unknown option "${arg}".`);
  } else {
    names.push(arg);
  }
}

const unknown = names.filter((name) => name !== 'all' && !routes.includes(name));
if (unknown.length > 0) {
  fail(`Unknown service${unknown.length > 1 ? 's' : ''}: ${unknown.map((name) => `"${name}"`).join(', ')}.`);
}
const selected = names.includes('all') ? routes : [...new Set(names)];
if (selected.length > 1) port ??= FIRST_PORT;
const ports = selected.map((_, index) => (port === undefined ? undefined : port + index));
if (ports.at(-1) > 65535) fail(`Not enough ports above ${port} for ${selected.length} services.`);
for (const candidate of ports) {
  if (candidate !== undefined && !(await isPortFree(candidate))) {
    fail(`Port ${candidate} on ${HOST} is in use. Stop what listens there or choose other ports with --port.`);
  }
}

const specDir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-mock-'));
const running = [];
let stopping = false;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all(running.map((server) => server.stop()));
  rmSync(specDir, {recursive: true, force: true});
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  console.log(`Bundling ${selected.length} spec${selected.length > 1 ? 's' : ''} from api/ ...`);
  const files = await writeBundledSpecs(
    selected.map((route) => serviceByRoute(route)),
    specDir,
  );
  const width = Math.max(...selected.map((route) => route.length));
  console.log(`Starting Prism for ${selected.length} service${selected.length > 1 ? 's' : ''} ...`);
  await mapLimit(selected, PARALLEL_STARTS, async (route, index) => {
    if (stopping) return;
    const server = await startMock({
      name: route,
      specFile: files.get(route),
      port: ports[index],
      onLog: (line) => console.log(selected.length > 1 ? `[${route}] ${line}` : line),
    });
    running.push(server);
    console.log(`  ${route.padEnd(width)}  ${server.url}`);
    server.child.once('exit', (code) => {
      // Ctrl+C reaches Prism too; give our own SIGINT handler the first word.
      setTimeout(() => {
        if (stopping) return;
        console.error(`Prism for ${route} stopped unexpectedly (exit code ${code}); stopping the others.`);
        void stopAll(1);
      }, 200);
    });
  });
  const [first] = running;
  console.log(
    `\n${running.length} mock server${running.length > 1 ? 's' : ''} running. Any bearer token is accepted, e.g.\n` +
      `  createClient({service: '${first.name}', token: 'mock-token', baseUrl: '${first.url}'})\n` +
      'Press Ctrl+C to stop.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
