"""A command's peak resident memory, as the kernel counts it, measured from a small process.

Linux keeps a process's high-water mark across `exec`: a child forked from the test process
starts with the test process's resident pages counted in its own peak, and by the end of a full
suite pytest holds hundreds of megabytes (a `memstore list` of 80 ms measured 500 MB). So the
command is started by a fresh interpreter of its own, which waits for it and reports its usage.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

_RUNNER = """
import json, os, subprocess, sys
with open(sys.argv[1], "w") as out, open(sys.argv[2], "w") as err:
    child = subprocess.Popen(sys.argv[3:], stdout=out, stderr=err)
    _, status, usage = os.wait4(child.pid, 0)
print(json.dumps([os.waitstatus_to_exitcode(status), usage.ru_maxrss]))
"""


def measured(args: list[str], out: Path, err: Path) -> tuple[int, int]:
    """Run `args` with stdout and stderr written to `out` and `err`: (exit code, peak KiB)."""
    done = subprocess.run([sys.executable, "-c", _RUNNER, str(out), str(err), *args],
                          capture_output=True, text=True, check=True)
    code, peak = json.loads(done.stdout)
    return int(code), int(peak)
