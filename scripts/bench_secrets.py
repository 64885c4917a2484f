"""Time the secret scanner on hostile texts of 1 MiB: the work per file must stay linear.

    .venv/bin/python scripts/bench_secrets.py               # 1 MiB cases, fails past the bound
    .venv/bin/python scripts/bench_secrets.py --size 65536  # a quick run (tests use this)

Issue 18 found the scan quadratic in the length of one token: `memstore add` of 40,000 `x`
took 62 s, `lint` of a 40 KB entry with a fenced base64 block of zero bytes took 42 s, and an
MCP `remember` of 2 MB blocked the server for minutes. Each case below is scanned in-process
(`secrets.scan_text`, what `add`, `remember`, `migrate` and `lint` call), and the issue's own
cases also through a real `memstore add` and `memstore lint`. A case slower than
`--bound` seconds fails the run (exit 1).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memstore.core import secrets  # noqa: E402

BIN = Path(sys.executable).with_name("memstore")
NOW = "2026-11-20T12:00:00Z"
BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def cases(size: int) -> dict[str, str]:
    """Hostile texts of about `size` characters: long single tokens, repeated rule prefixes."""
    rng = random.Random(18)
    noise = "".join(rng.choice(BASE64) for _ in range(size))
    return {
        "one token of x": "x" * size,
        "fenced base64 of zero bytes, one line": "```\n" + "A" * size + "\n```\n",
        "fenced base64 of zero bytes, 76 a line": "```\n" + ("A" * 76 + "\n") * (size // 77)
        + "```\n",
        "random base64, one line": noise,
        "random base64, 64 a line": "\n".join(noise[i:i + 64] for i in range(0, size, 64)),
        "a=a=a=...": "a=" * (size // 2),
        "passwordpassword...": "password" * (size // 8),
        "password= and one long value": "password=" + "x" * size,
        "an unclosed quote after password": 'password="' + "x" * size,
        "://user:pass repeated": ("https://u:" + "p" * 100) * (size // 110),
        "eyJa.eyJa....": "eyJa." * (size // 5),
        "api_key: lines": ("api_key: " + "x" * 40 + "\n") * (size // 50),
        "Bearer Bearer ...": "Bearer " * (size // 7),
        "dashes": "-" * size,
    }


def timed(run: Callable[[], object]) -> float:
    started = time.perf_counter()
    run()
    return time.perf_counter() - started


def whole_commands(size: int, folder: Path) -> dict[str, Callable[[], object]]:
    """The issue's cases through real processes: `add` of one long token, and `lint` of
    a store (made in `folder`) holding an entry with a fenced base64 block of zero bytes."""
    root = folder / "memory"
    subprocess.run([str(BIN), "init", str(root)], check=True, capture_output=True)
    # One argument may hold at most 128 KiB (the kernel's MAX_ARG_STRLEN).
    token = "x" * min(size, 100_000)
    block = "A" * min(size, 900_000)
    (root / "working" / "zeros.md").write_text(
        f"---\nid: zeros\ntitle: zeros\n---\n- a blob\n\n```\n{block}\n```\n")

    def run(*args: str) -> Callable[[], object]:
        return lambda: subprocess.run([str(BIN), "--store", str(root), "--now", NOW, *args],
                                      capture_output=True, check=True)

    return {f"memstore add (one token of {len(token):,} x)": run("add", token),
            "memstore lint (fenced base64 block)": run("lint")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=1 << 20, help="characters per case")
    parser.add_argument("--bound", type=float, default=15.0, help="seconds a case may take")
    args = parser.parse_args()
    secrets.scan_text("warm up: password = 'hunter22'")  # load detect-secrets once
    slow = []
    print(f"| case ({args.size:,} characters) | seconds |")
    print("| --- | ---: |")
    runs = {name: (lambda t=text: secrets.scan_text(t)) for name, text in cases(args.size).items()}
    with tempfile.TemporaryDirectory(prefix="bench-secrets-") as folder:
        runs.update(whole_commands(args.size, Path(folder)))
        for name, run in runs.items():
            seconds = timed(run)
            print(f"| {name} | {seconds:.2f} |", flush=True)
            if seconds > args.bound:
                slow.append(name)
    if slow:
        print(f"slower than {args.bound:g} s: {', '.join(slow)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
