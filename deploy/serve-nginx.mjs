#!/usr/bin/env node
// Serves a build with the shipped nginx configuration on 127.0.0.1, in the foreground, as any user:
//   node deploy/serve-nginx.mjs [--dir build] [--port 8080] [--docs-server 8788]
// The server block differs from devcenter.conf only where it must (listen, root, no TLS); the rules,
// headers and types are the same included files. Everything nginx writes (pid, logs, temp files)
// goes to a temporary prefix that is removed on exit. The browser tests start the site this way.
// /_/ and /mcp go to the docs server on 127.0.0.1 at the --docs-server port (site.conf).
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const NGINX_DIR = path.join(import.meta.dirname, 'nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '8080'},
    'docs-server': {type: 'string', default: '8788'},
  },
});
const root = path.resolve(values.dir);
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';

if (!existsSync(nginx)) {
  console.error(
    `nginx is not installed at ${nginx}: apt-get install nginx libnginx-mod-http-brotli-static (or set NGINX).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} holds no build: run npm run build first.`);
  process.exit(1);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'devcenter-nginx-'));
// Relative includes resolve from the directory of the main file, as /etc/nginx/devcenter does in production.
symlinkSync(NGINX_DIR, path.join(prefix, 'devcenter'));
const brotli = existsSync(BROTLI_MODULE);
const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include devcenter/http.conf;
  upstream devcenter_docs_server { server 127.0.0.1:${Number(values['docs-server'])}; keepalive 4; }
  server {
    listen 127.0.0.1:${values.port};
    root ${root};
    include devcenter/site.conf;
    ${brotli ? 'include devcenter/brotli.conf;' : '# no Brotli: the module is not installed'}
  }
}
`,
);

const server = spawn(
  nginx,
  ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
console.log(`nginx serves ${root} at http://127.0.0.1:${values.port}/${brotli ? '' : ' (without Brotli)'}`);

const stop = () => server.kill('SIGQUIT');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
server.on('exit', (code) => {
  rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});
