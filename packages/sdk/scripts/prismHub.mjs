// A child process that serves many Prism mocks at once (see startSharedMock in prism.mjs). It loads
// Prism's libraries once: a `prism mock` process spends about 2 of its 3 CPU seconds loading them,
// and the SDK and sample tests start over a hundred mocks. Each mock is built as `prism mock <spec>`
// builds its server (@stoplight/prism-cli, util/createServer.js), with the CLI's default options;
// only the file watcher, which a test never needs, is left out.
//
// Messages from the parent: {type: 'start', id, specFile, host, port} and {type: 'stop', id}.
// Answers: {type: 'started', id} or {type: 'failed', id, message}, {type: 'stopped', id}, and
// {type: 'log', id, line} for each line a mock logs (Prism's JSON log lines).
import {createRequire} from 'node:module';
import {Writable} from 'node:stream';

const require = createRequire(import.meta.url);
const {createLogger} = require('@stoplight/prism-core');
const {getHttpOperationsFromSpec} = require('@stoplight/prism-http');
const {createServer} = require('@stoplight/prism-http-server');
const {configureExtensionsUserProvided} = require('@stoplight/prism-cli/dist/extensions');

/**
 * @typedef {{type: 'start', id: number, specFile: string, host: string, port: number}} StartRequest
 * @typedef {StartRequest | {type: 'stop', id: number}} Request
 */

/** @type {Map<number, {close: () => Promise<void>}>} */
const servers = new Map();

/** @param {object} message */
const send = (message) => process.send?.(message);

/**
 * A destination for one mock's log: its lines go to the parent, named by the mock.
 * @param {number} id
 */
const logTo = (id) =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') send({type: 'log', id, line});
      done();
    },
  });

/**
 * The CLI's defaults for `prism mock <spec>`: static examples, CORS on, violations as warnings.
 * @param {StartRequest} request
 */
async function start({id, specFile, host, port}) {
  const operations = await getHttpOperationsFromSpec(specFile);
  await configureExtensionsUserProvided(specFile, {fillProperties: undefined});
  if (operations.length === 0) throw new Error('No operations found in the current file.');
  const logger = createLogger('CLI', {customLevels: {start: 31}, level: 'info'}, logTo(id));
  const server = createServer(operations, {
    cors: true,
    config: {
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: false,
      upstreamProxy: undefined,
      mock: {dynamic: false, ignoreExamples: false, seed: undefined},
      isProxy: false,
    },
    components: {logger: logger.child({name: 'HTTP SERVER'})},
  });
  await server.listen(port, host);
  servers.set(id, server);
}

process.on('message', (/** @type {Request} */ message) => {
  if (message.type === 'start') {
    start(message).then(
      () => send({type: 'started', id: message.id}),
      (error) =>
        send({type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error)}),
    );
  } else if (message.type === 'stop') {
    const server = servers.get(message.id);
    servers.delete(message.id);
    void (server?.close() ?? Promise.resolve()).finally(() => send({type: 'stopped', id: message.id}));
  }
});

// The parent's end is the hub's end.
process.on('disconnect', () => process.exit(0));
