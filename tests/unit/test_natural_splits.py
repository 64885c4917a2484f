"""The natural corpus's splits (tests/natural/README.md): the validation split is loaded by
scripts/natural.py, held out from dev, and reported by scripts/bench_merge.py in its own column
between dev and test.

No figure of the val split is asserted or printed here: nobody tunes on it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import natural  # noqa: E402

LABELS = {"same", "superset", "conflict", "lookalike", "unrelated", "group"}
CONFLICT_PHENOMENA = {"negation", "negation_clause", "polarity", "order", "number", "version",
                      "port", "duration", "path", "tool", "default_changed", "title_only"}


def text(memory: natural.Memory) -> str:
    return " ".join((memory.title + " " + memory.body).lower().split())


def test_the_val_split_loads_with_every_label_and_every_contradiction_phenomenon() -> None:
    records = list(natural.records("val"))
    labels = Counter(record.label for record in records)
    assert set(labels) == LABELS
    assert labels["group"] >= 15 and sum(labels.values()) - labels["group"] >= 300
    for record in records:
        assert record.note, record.id
        assert len(record.members) == 2 or (record.label == "group"
                                            and len(record.members) in (3, 4)), record.id
    conflicts = Counter(r.phenomenon for r in records if r.label == "conflict")
    assert set(conflicts) == CONFLICT_PHENOMENA
    assert min(conflicts.values()) >= 8


def test_the_val_split_is_held_out_from_dev() -> None:
    dev = list(natural.records("dev"))
    val = list(natural.records("val"))
    assert not {r.id for r in dev} & {r.id for r in val}
    dev_texts = {text(m) for r in dev for m in r.members}
    copied = [r.id for r in val for m in r.members if text(m) in dev_texts]
    assert copied == []


def test_the_benchmark_reports_val_in_its_own_column_between_dev_and_test() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench_merge.py"), "--no-generated", "--json",
         "--file", "val_web.jsonl", "--file", "dev_events.jsonl", "--file", "val_ops.jsonl"],
        capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert list(report["natural"]) == ["dev", "val"]  # in split order, whatever the order asked
    for split, files in (("dev", ("dev_events.jsonl",)), ("val", natural.SPLITS["val"])):
        records = list(natural.records(split, files))
        measured = report["natural"][split]["by_label"]
        assert sum(sum(counts.values()) for counts in measured.values()) == len(records), split
    sys.path.insert(0, str(REPO / "scripts"))
    import bench_merge

    header = bench_merge.render_natural(report).splitlines()[1].split()
    assert header == ["measure", "dev", "val"]
