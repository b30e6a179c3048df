#!/usr/bin/env node
import {runCli} from './run.js';

const code = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  log: (line) => console.error(line),
});
if (code !== 0) process.exit(code);
