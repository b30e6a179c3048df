// Runs one command and measures it the way the build is felt on a small machine: wall time, and
// the peak of the memory its whole process tree holds at once (the sum of every process's RSS,
// sampled from /proc; `time -v` would report only the largest single process).
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {clearInterval, setInterval} from 'node:timers';

const SAMPLE_MS = 200;

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
 * Runs `command` in `cwd`; resolves with its exit code, wall time, peak tree memory and the mean
 * one-minute load average while it ran (on a shared machine the time means little without it).
 */
export function measure(command, args, {cwd, logFile}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {cwd, stdio: ['ignore', logFile, logFile]});
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
      resolve({code, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak, load});
    });
  });
}

/** Total size of the files under a folder, in bytes. */
export function folderBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
