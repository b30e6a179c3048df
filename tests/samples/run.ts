import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import type {RunLanguage} from './extract';
import {runPython} from './pythonRunner';

const REDIRECT = fileURLToPath(new URL('redirectHosts.mjs', import.meta.url));

/**
 * How each language's sample is run, as a reader would run it: a file and its interpreter. The
 * TypeScript SDK sample has its types stripped (this Node has no TypeScript of its own) and runs
 * with `redirectHosts.mjs` preloaded, since it names no host to replace. Python samples are forked
 * from one interpreter that has imported requests (pythonRunner.ts), which saves most of their cost.
 */
const RUNNERS: Record<
  RunLanguage,
  {readonly file: string; readonly command: string; readonly args?: readonly string[]; readonly compile?: boolean}
> = {
  curl: {file: 'sample.sh', command: 'bash'},
  javascript: {file: 'sample.mjs', command: 'node'},
  python: {file: 'sample.py', command: 'python3'},
  typescript: {file: 'sample-sdk.mjs', command: 'node', args: ['--import', REDIRECT], compile: true},
};

const TIMEOUT_MS = 30_000;

export interface RunResult {
  readonly code: number | null;
  readonly output: string;
}

const stripTypes = (code: string): string =>
  ts.transpileModule(code, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false},
  }).outputText;

/** Writes the sample to `dir` and runs it with the given environment; resolves when it ends. */
export function runSample(
  language: RunLanguage,
  code: string,
  dir: string,
  env: NodeJS.ProcessEnv,
): Promise<RunResult> {
  const {file, command, args = [], compile} = RUNNERS[language];
  const script = path.join(dir, file);
  writeFileSync(script, `${compile ? stripTypes(code) : code}\n`);
  if (language === 'python') return runPython(script, env, TIMEOUT_MS);
  return new Promise((resolve) => {
    const child = spawn(command, [...args, script], {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (chunk: Buffer) => {
      if (output.length < 4000) output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({code: exitCode, output});
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({code: -1, output: `${command} could not start: ${error.message}`});
    });
  });
}
