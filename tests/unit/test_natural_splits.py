"""The natural corpus's splits (tests/natural/README.md): the validation split is loaded by
scripts/natural.py, held out from dev and test, and reported by scripts/bench_merge.py in its
own column between dev and test.

No figure of the val split is asserted or printed here: nobody tunes on it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import natural  # noqa: E402

LABELS = {"same", "superset", "conflict", "lookalike", "unrelated", "group"}
CONFLICT_PHENOMENA = {"negation", "negation_clause", "polarity", "order", "number", "version",
                      "port", "duration", "path", "tool", "default_changed", "title_only"}


def text(memory: natural.Memory) -> str:
    return " ".join((memory.title + " " + memory.body).lower().split())


# Val is written in sets of two files, two voices each; each set is a whole reading on its own
# (the lead can read a fresh set while an older one wears out).
VAL_SETS = (("val_ops.jsonl", "val_web.jsonl"), ("val_shop.jsonl", "val_devtools.jsonl"),
            ("val_telecom.jsonl", "val_edtech.jsonl"), ("val_legal.jsonl", "val_energy.jsonl"))


def test_every_val_set_is_in_the_val_split_and_nowhere_else() -> None:
    files = [name for val_set in VAL_SETS for name in val_set]
    assert sorted(files) == sorted(natural.SPLITS["val"])
    assert not set(files) & (set(natural.SPLITS["dev"]) | set(natural.SPLITS["test"]))


@pytest.mark.parametrize("val_set", VAL_SETS, ids="+".join)
def test_each_val_set_has_every_label_and_every_contradiction_phenomenon(
        val_set: tuple[str, ...]) -> None:
    records = list(natural.records("val", val_set))
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


# Two memories of the first set are, word for word, memories of the test split (found when this
# check was extended to test; left as they are, since rewriting them would change the set's
# past readings). No other val record may join them.
SHARED_WITH_TEST = {"val-op-0033", "val-op-0042"}


@pytest.mark.parametrize("other", ["dev", "test"])
def test_the_val_split_is_held_out_from_dev_and_test(other: str) -> None:
    """No val id and no val memory (title and text) is one of dev's or test's. Only val ids are
    named on failure: nobody reads test records."""
    others = list(natural.records(other))
    val = list(natural.records("val"))
    assert not {r.id for r in others} & {r.id for r in val}
    other_texts = {text(m) for r in others for m in r.members}
    copied = {r.id for r in val for m in r.members if text(m) in other_texts}
    assert copied == (SHARED_WITH_TEST if other == "test" else set())


def test_the_val_sets_share_no_memory_with_each_other() -> None:
    """Each set is an independent reading: no memory of one set is repeated in another. Only the
    shared memories are named on failure, not the rest of either set."""
    texts = [{text(m) for r in natural.records("val", val_set) for m in r.members}
             for val_set in VAL_SETS]
    for n, first in enumerate(texts):
        for second in texts[n + 1:]:
            shared = sorted(first & second)
            assert not shared, shared


def test_the_benchmark_reports_val_in_its_own_column_between_dev_and_test() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench_merge.py"), "--no-generated", "--json",
         "--file", "val_web.jsonl", "--file", "dev_events.jsonl", "--file", "val_ops.jsonl"],
        capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert list(report["natural"]) == ["dev", "val"]  # in split order, whatever the order asked
    for split, files in (("dev", ("dev_events.jsonl",)), ("val", VAL_SETS[0])):
        records = list(natural.records(split, files))
        measured = report["natural"][split]["by_label"]
        assert sum(sum(counts.values()) for counts in measured.values()) == len(records), split
    sys.path.insert(0, str(REPO / "scripts"))
    import bench_merge

    header = bench_merge.render_natural(report).splitlines()[1].split()
    assert header == ["measure", "dev", "val"]
