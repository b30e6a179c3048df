// Starts and stops Prism mock servers (@stoplight/prism-cli) for bundled specs on 127.0.0.1.
// Used by `npm run mock` (scripts/mock.mjs, one `prism mock` process per service, as a reader runs
// it) and by the SDK and sample tests (startSharedMock: many mocks in a hub process, prismHub.mjs).
import {fork, spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {clearTimeout, setTimeout} from 'node:timers';
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';
import path from 'node:path';

import {LOOPBACK, onFreePort} from '@energy-xrm/ports';

export {isPortFree} from '@energy-xrm/ports';
export const HOST = LOOPBACK;

const require = createRequire(import.meta.url);

/** The Prism CLI's entry file, resolved from this workspace's node_modules. */
function prismBin() {
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const {bin} = /** @type {{bin: Record<string, string>}} */ (require(manifest));
  const entry = bin.prism;
  if (!entry) throw new Error('@stoplight/prism-cli declares no "prism" binary');
  return path.join(path.dirname(manifest), entry);
}

/**
 * @typedef {object} MockServer
 * @property {string} name what the mock serves, for messages
 * @property {number} port
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {import('node:child_process').ChildProcess} child the Prism process
 * @property {() => Promise<void>} stop ends the process and waits for it
 */

/**
 * @typedef {object} StartOptions
 * @property {string} name what the mock serves, for messages (a service route)
 * @property {string} specFile the bundled spec, JSON or YAML
 * @property {number} [port] default: a free port
 * @property {number} [timeoutMs] how long Prism may take to listen; default 60 000
 * @property {(line: string) => void} [onLog] receives Prism's log lines once it listens
 */

/**
 * Whether a mock failed to start because its port was taken before Prism listened on it (Prism
 * reports the system's EADDRINUSE); only that failure is tried again on another port.
 * @param {unknown} error
 */
export const portTaken = (error) => error instanceof Error && error.message.includes('EADDRINUSE');

/**
 * Starts `prism mock` for one spec and resolves once it listens. Rejects with Prism's output
 * when it exits or does not listen in time.
 * @param {StartOptions} options
 * @returns {Promise<MockServer>}
 */
export function startMock(options) {
  return onFreePort((port) => startMockOn(port, options), {port: options.port, taken: portTaken});
}

/**
 * @param {number} chosenPort
 * @param {StartOptions} options
 * @returns {Promise<MockServer>}
 */
async function startMockOn(chosenPort, {name, specFile, timeoutMs = 60_000, onLog}) {
  const child = spawn(process.execPath, [prismBin(), 'mock', '--host', HOST, '--port', String(chosenPort), specFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  /** @type {string[]} */
  const output = [];
  let ready = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Prism did not start for ${name} within ${timeoutMs / 1000} s:\n${output.join('\n')}`));
    }, timeoutMs);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        if (ready) {
          onLog?.(line);
          continue;
        }
        output.push(line);
        if (line.includes(`Prism is listening on http://${HOST}:${chosenPort}`)) {
          ready = true;
          clearTimeout(timer);
          resolve(undefined);
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`Prism exited (${signal ?? `code ${code}`}) before ${name} was served:\n${output.join('\n')}`));
    });
  });
  return {name, port: chosenPort, url: `http://${HOST}:${chosenPort}`, child, stop};
}

/** Hub processes that serve the shared mocks (prismHub.mjs): one per core, two at the least. */
const HUBS = Math.max(availableParallelism(), 2);

/**
 * @typedef {{type: string, id?: number, line?: string, message?: string, specFile?: string, host?: string, port?: number}} HubMessage
 * @typedef {object} Hub
 * @property {import('node:child_process').ChildProcess} child
 * @property {number} mocks the mocks it serves now
 * @property {Map<number, (message: HubMessage) => void>} listeners by mock id
 */

/** @type {Hub[]} */
const hubs = [];
let nextMockId = 0;

/** @param {import('node:child_process').ChildProcess} child */
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

function startHub() {
  const child = fork(fileURLToPath(new URL('prismHub.mjs', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  /** @type {Hub} */
  const hub = {child, mocks: 0, listeners: new Map()};
  child.on('message', (/** @type {HubMessage} */ message) => hub.listeners.get(message.id ?? -1)?.(message));
  child.once('exit', (code, signal) => {
    const message = `The Prism hub exited (${signal ?? `code ${code}`})`;
    for (const listener of hub.listeners.values()) listener({type: 'exit', message});
  });
  // A test run that forgets stopSharedMocks still ends: the hubs do not keep it alive.
  child.unref();
  child.channel?.unref();
  return hub;
}

/** The hub serving the fewest mocks; a new one while fewer than HUBS run. */
function leastLoadedHub() {
  for (let index = hubs.length - 1; index >= 0; index--) {
    if (ended(/** @type {Hub} */ (hubs[index]).child)) hubs.splice(index, 1);
  }
  if (hubs.length < HUBS) hubs.push(startHub());
  return hubs.reduce((least, hub) => (hub.mocks < least.mocks ? hub : least));
}

/**
 * Like startMock, but the mock runs inside a shared hub process that has loaded Prism once
 * (prismHub.mjs), which saves about two CPU seconds per mock. Prism's own libraries build the
 * server with the options `prism mock` uses. `child` is the hub: when a mock brings Prism down,
 * as a crash would end its own `prism mock` process, the hub's exit code says so.
 * @param {StartOptions} options
 * @returns {Promise<MockServer>}
 */
export function startSharedMock(options) {
  return onFreePort((port) => startSharedMockOn(port, options), {port: options.port, taken: portTaken});
}

/**
 * @param {number} chosenPort
 * @param {StartOptions} options
 * @returns {Promise<MockServer>}
 */
async function startSharedMockOn(chosenPort, {name, specFile, timeoutMs = 60_000, onLog}) {
  const hub = leastLoadedHub();
  const id = nextMockId++;
  /** @type {((message: HubMessage) => void) | undefined} */
  let waiting;
  hub.listeners.set(id, (message) => {
    if (message.type === 'log') onLog?.(message.line ?? '');
    else waiting?.(message);
  });
  /**
   * Sends a request to the hub and waits for its answer.
   * @param {HubMessage} request
   * @param {string} expected the answer's type
   */
  const ask = (request, expected) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting = undefined;
        reject(new Error(`Prism did not answer "${request.type}" for ${name} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      waiting = (message) => {
        clearTimeout(timer);
        waiting = undefined;
        if (message.type === expected) resolve(undefined);
        else reject(new Error(`Prism could not ${request.type} ${name}: ${message.message}`));
      };
      if (ended(hub.child)) waiting({type: 'exit', message: 'the Prism hub had exited'});
      else hub.child.send(request);
    });
  try {
    await ask({type: 'start', id, specFile, host: HOST, port: chosenPort}, 'started');
  } catch (error) {
    hub.listeners.delete(id);
    throw error;
  }
  hub.mocks++;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    hub.mocks--;
    try {
      if (!ended(hub.child) && hub.child.connected) await ask({type: 'stop', id}, 'stopped');
    } finally {
      hub.listeners.delete(id);
    }
  };
  return {name, port: chosenPort, url: `http://${HOST}:${chosenPort}`, child: hub.child, stop};
}

/** Ends the hubs of the shared mocks (for a test file's afterAll). */
export async function stopSharedMocks() {
  await Promise.all(
    hubs.splice(0).map(
      ({child}) =>
        new Promise((resolve) => {
          if (ended(child)) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Runs `task` over `items` with at most `limit` running at once, in order of `items`.
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
