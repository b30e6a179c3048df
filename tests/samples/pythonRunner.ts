import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';

const RUNNER = fileURLToPath(new URL('pythonRunner.py', import.meta.url));

interface Runner {
  readonly child: ChildProcessWithoutNullStreams;
  readonly waiting: Map<number, (code: number | null) => void>;
  next: number;
}

let runner: Runner | undefined;

function start(): Runner {
  const child = spawn('python3', [RUNNER], {stdio: ['pipe', 'pipe', 'pipe']});
  const started: Runner = {child, waiting: new Map(), next: 0};
  createInterface({input: child.stdout}).on('line', (line) => {
    const {id, code} = JSON.parse(line) as {id: number; code: number | null};
    started.waiting.get(id)?.(code);
    started.waiting.delete(id);
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  child.on('exit', (code) => {
    for (const done of started.waiting.values()) done(-1);
    if (runner === started) runner = undefined;
    if (code !== 0 && errors) console.error(`pythonRunner.py stopped (${code}):\n${errors}`);
  });
  return started;
}

/**
 * Runs a Python sample file as `python3 <file>` would, in its folder and with `env`, forked from
 * one interpreter that has imported requests already (pythonRunner.py); resolves with its exit
 * code (null when it was killed after `timeoutMs`) and what it printed.
 */
export function runPython(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{code: number | null; output: string}> {
  runner ??= start();
  const {child, waiting} = runner;
  const id = runner.next++;
  return new Promise((resolve) => {
    waiting.set(id, (code) => {
      let output = '';
      try {
        output = readFileSync(path.join(path.dirname(script), 'output.txt'), 'utf8').slice(0, 4000);
      } catch {
        output = code === -1 ? 'pythonRunner.py stopped before the sample ended' : '';
      }
      resolve({code, output});
    });
    child.stdin.write(`${JSON.stringify({id, script, env, timeout: timeoutMs / 1000})}\n`);
  });
}

/** Ends the runner, if one is running (a test's afterAll). */
export function stopPythonRunner(): void {
  runner?.child.stdin.end();
}
