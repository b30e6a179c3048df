/* global fetch, setTimeout */
// A build served to the benchmarks as readers get it: with the shipped nginx configuration
// (deploy/serve-nginx.mjs: the precompressed gzip and Brotli files, the same headers and rules)
// when nginx is installed. Without nginx, Node serves it and compresses each response as it goes,
// which costs a large index file tens of milliseconds that readers never wait for: the figures
// then say so (`server`).
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const serveNginx = path.join(import.meta.dirname, '..', 'deploy', 'serve-nginx.mjs');

/** Resolves once the origin answers (nginx takes a moment to start), or rejects after 15 s. */
async function answering(origin) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not answer within 15 s`);
}

/** Serves `buildDir` on 127.0.0.1:`port`; resolves to its origin, the server used, and `close`. */
export async function serveBuild(buildDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  if (existsSync(NGINX)) {
    const child = spawn(
      process.execPath,
      [serveNginx, '--dir', buildDir, '--port', String(port), '--docs-server', String(port + 1)],
      {stdio: ['ignore', 'ignore', 'inherit']},
    );
    await answering(origin);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    return {origin, server: 'nginx (precompressed files)', close: () => (child.kill('SIGTERM'), exited)};
  }
  const gzip = compression();
  const server = http.createServer((request, response) =>
    gzip(request, response, () =>
      serveHandler(request, response, {public: buildDir, cleanUrls: true, trailingSlash: false}),
    ),
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    server: 'Node, compressing each response (nginx is not installed)',
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
