#!/usr/bin/env node
// `npm start`: the development server, with DOCS_SERVER=on when the docs server answers on this
// machine (`npm run server`), so that search, page views and feedback reach it through the
// development server's proxy (plugins/docs-server). DOCS_SERVER set by hand wins.
/* global fetch, AbortSignal */
import {spawn} from 'node:child_process';

const HEALTH = 'http://127.0.0.1:8788/_/health';

async function serverAnswers() {
  try {
    const response = await fetch(HEALTH, {signal: AbortSignal.timeout(1500)});
    return response.ok && (await response.json()).ok === true;
  } catch {
    return false;
  }
}

const env = {...process.env};
if (env.DOCS_SERVER === undefined) {
  env.DOCS_SERVER = (await serverAnswers()) ? 'on' : 'off';
  console.log(
    env.DOCS_SERVER === 'on'
      ? `The docs server answers at ${HEALTH}: search and page events and "Was this page helpful?" are on.`
      : 'No docs server at 127.0.0.1:8788: events and feedback are off (start it with npm run server, then npm start).',
  );
}
const child = spawn('docusaurus', ['start', ...process.argv.slice(2)], {stdio: 'inherit', env, shell: true});
child.on('exit', (code) => process.exit(code ?? 0));
