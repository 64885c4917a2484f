"""scripts/verdict_diff.py: the dev verdicts dumped, and two dumps compared verdict by verdict
(how every reading of the judge is checked before it is kept). Real subprocesses on a real dev
file of the corpus."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "verdict_diff.py"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          timeout=300)


def test_a_dump_compared_with_itself_changes_nothing_and_a_worse_verdict_is_named(
        tmp_path: Path) -> None:
    before = tmp_path / "before.json"
    done = run("dump", str(before), "--file", "dev_events.jsonl")
    assert done.returncode == 0, done.stderr
    verdicts = json.loads(before.read_text())
    assert len(verdicts) >= 30 and all(len(v) == 5 for v in verdicts.values())
    assert run("compare", str(before), str(before)).stdout.strip() == (
        "better 0 worse 0 explanation-only/side 0")
    # A restatement the judge merged, read as apart after a change: a worse verdict.
    key = next(k for k, v in verdicts.items() if v[0] == "same" and v[2] == "duplicate")
    after = tmp_path / "after.json"
    changed = dict(verdicts)
    changed[key] = [*verdicts[key][:2], "distinct", "claims aligned 0/1", 0.0]
    after.write_text(json.dumps(changed))
    out = run("compare", str(before), str(after)).stdout
    assert f"WORSE {key} [same/" in out and "better 0 worse 1" in out
    assert "better 1 worse 0" in run("compare", str(after), str(before)).stdout


def test_held_out_files_are_never_dumped(tmp_path: Path) -> None:
    done = run("dump", str(tmp_path / "val.json"), "--file", "val_audio.jsonl")
    assert done.returncode == 1 and done.stderr.startswith("Error: not a dev file")
    assert not (tmp_path / "val.json").exists()


def test_a_broken_dump_is_one_error_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    done = run("compare", str(broken), str(broken))
    assert done.returncode == 1 and done.stderr.startswith("Error: cannot read a dump")
    assert len(done.stderr.strip().splitlines()) == 1
