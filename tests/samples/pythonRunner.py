# Runs Python samples for tests/samples/run.ts, each as `python3 sample.py` would, but forked from
# one interpreter that has already imported requests: the import takes about 0.4 s of CPU per
# sample, most of what a Python sample costs, and the samples test runs hundreds. Each sample runs
# in a child process of its own, as __main__ from its file, in its folder, with its environment;
# its output goes to output.txt beside it.
#
# One request per line on stdin: {"id": n, "script": path, "env": {...}, "timeout": seconds}.
# One answer per line on stdout: {"id": n, "code": exit code, or null when it was killed}.
import json
import os
import runpy
import select
import signal
import sys
import time
import traceback

import requests  # noqa: F401  (imported once, for every sample)


def run_child(request):
    script = request["script"]
    nothing = os.open(os.devnull, os.O_RDONLY)
    os.dup2(nothing, 0)
    os.chdir(os.path.dirname(script))
    os.environ.clear()
    os.environ.update(request["env"])
    out = os.open("output.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    os.dup2(out, 2)
    sys.stdout = os.fdopen(1, "w", buffering=1)
    sys.stderr = os.fdopen(2, "w", buffering=1)
    sys.argv = [script]
    code = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def main():
    running = {}  # pid -> (id, deadline)
    pending = b""
    stdin = sys.stdin.buffer.raw
    while True:
        ready, _, _ = select.select([stdin], [], [], 0.02)
        if ready:
            chunk = os.read(stdin.fileno(), 65536)
            if not chunk:
                break
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                request = json.loads(line)
                pid = os.fork()
                if pid == 0:
                    run_child(request)
                running[pid] = (request["id"], time.monotonic() + request["timeout"])
        for pid, (sample, deadline) in list(running.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done == 0:
                if time.monotonic() > deadline:
                    os.kill(pid, signal.SIGKILL)
                continue
            del running[pid]
            code = os.waitstatus_to_exitcode(status)
            answer = {"id": sample, "code": code if code >= 0 else None}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    for pid in running:
        os.kill(pid, signal.SIGKILL)


main()
