// Runs one command and measures it the way the build is felt on a small machine: wall time, and
// the peak of the memory its whole process tree holds at once (the sum of every process's RSS,
// sampled from /proc; `time -v` would report only the largest single process).
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {clearInterval, setInterval} from 'node:timers';

const SAMPLE_MS = 200;

/**
 * GNU time reports the CPU seconds of the whole tree (the kernel's rusage of reaped children), a
 * figure that, unlike wall time, barely moves when other work shares the machine's cores.
 */
const GNU_TIME = '/usr/bin/time';

/** Parent of each process, from /proc/<pid>/stat (the field after the parenthesised name). */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return map;
}

function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(root) {
  const children = new Map();
  for (const [pid, ppid] of parents()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += rssBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs `command` in `cwd`; resolves with its exit code, wall time, CPU time (user + system, of the
 * whole tree; null without GNU time), peak tree memory and the mean one-minute load average while
 * it ran (on a shared machine the wall time means little without it).
 */
export function measure(command, args, {cwd, logFile}) {
  const cpuFile = path.join(tmpdir(), `bench-cpu-${process.pid}-${Date.now()}.txt`);
  const timed = existsSync(GNU_TIME);
  const [program, argv] = timed ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(program, argv, {cwd, stdio: ['ignore', logFile, logFile]});
    let peak = 0;
    const loads = [];
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
      loads.push(loadavg()[0]);
    }, SAMPLE_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const load = loads.reduce((sum, value) => sum + value, 0) / Math.max(loads.length, 1);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({code, seconds, cpuSeconds: timed ? cpuSecondsFrom(cpuFile) : null, peakBytes: peak, load});
    });
  });
}

function cpuSecondsFrom(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
    return Number.isFinite(user + system) ? user + system : null;
  } catch {
    return null;
  } finally {
    rmSync(file, {force: true});
  }
}

/** Total size of the files under a folder, in bytes. */
export function folderBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
