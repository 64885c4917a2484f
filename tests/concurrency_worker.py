"""One agent process for tests/cli/test_concurrency.py: adds, recalls and confirms through the real
command line (in-process `cli.main`, so a loop is not all interpreter start-up) until the stop
file appears, then writes what it did (every id it was given, counts) as JSON."""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import time
from pathlib import Path

from memstore.cli import cli

WORDS = tuple("""alpha bravo cobalt delta ember fjord garnet harbor indigo juniper krypton lagoon
marble nectar onyx pepper quartz raven saffron tundra umber violet walnut xenon yarrow zephyr amber
basalt cedar dune eagle falcon glacier hazel iris jasper kelp lotus maple nimbus orchid pine quill
reef sequoia thistle urchin vapor willow yew zinnia anchor beacon canyon""".split())


def tag(worker: str, n: int) -> str:
    """A word naming this note, letters only (digits would read as conflicting numbers)."""
    letters = ""
    value = int(worker) * 100_000 + n
    while True:
        value, digit = divmod(value, 26)
        letters += chr(ord("a") + digit)
        if not value:
            return "zq" + letters


def run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            cli.main(list(args), prog_name="memstore", standalone_mode=False)
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
        except Exception as exc:  # noqa: BLE001 - reported to the test, which fails on it
            import traceback
            return 99, f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"
    return code, out.getvalue()


def main() -> None:
    store, worker, stop, result, now, confirm_id = sys.argv[1:7]
    rng = random.Random(int(worker))
    done: dict[str, object] = {"ids": [], "recalls": 0, "confirms": 0, "errors": []}
    n = 0
    while not Path(stop).exists():
        time.sleep(0.1)  # an agent thinks between notes (and leaves the jobs some CPU)
        n += 1
        words = " ".join(rng.sample(WORDS, 5))
        code, out = run("--store", store, "--now", now, "add", f"Seen {tag(worker, n)} {words}",
                        "--session", f"s-{worker}")
        if code == 0:
            done["ids"].append(out.strip())  # type: ignore[attr-defined]
            Path(f"{result}.ready").touch()
        else:
            done["errors"].append(f"add: {out}")  # type: ignore[attr-defined]
        if n % 2 == 0:
            code, out = run("--store", store, "--now", now, "recall", words[:20], "--json")
            if code == 0:
                json.loads(out)
                done["recalls"] += 1  # type: ignore[operator]
            else:
                done["errors"].append(f"recall: {out}")  # type: ignore[attr-defined]
        if n % 4 == 0:
            code, out = run("--store", store, "--now", now, "confirm", confirm_id)
            if code == 0:
                done["confirms"] += 1  # type: ignore[operator]
            else:
                done["errors"].append(f"confirm: {out}")  # type: ignore[attr-defined]
    Path(result).write_text(json.dumps(done))


if __name__ == "__main__":
    main()
