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
# The first four sets, worn out by their readings, joined dev in session 44 (dev_ops, dev_web,
# dev_shop, dev_devtools, dev_telecom, dev_edtech, dev_legal, dev_energy).
VAL_SETS = (("val_construction.jsonl", "val_audio.jsonl"),)


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




@pytest.mark.parametrize("other", ["dev", "test"])
def test_the_val_split_is_held_out_from_dev_and_test(other: str) -> None:
    """No val id and no val memory (title and text) is one of dev's or test's. Only val ids are
    named on failure: nobody reads test records."""
    others = list(natural.records(other))
    val = list(natural.records("val"))
    assert not {r.id for r in others} & {r.id for r in val}
    other_texts = {text(m) for r in others for m in r.members}
    copied = {r.id for r in val for m in r.members if text(m) in other_texts}
    assert not copied


def test_the_val_files_share_no_memory_with_each_other() -> None:
    """Each file is written by its own writer, and each set is an independent reading: no
    memory of one val file is repeated in another. Only the shared memories are named on
    failure, not the rest of either file."""
    files = [name for val_set in VAL_SETS for name in val_set]
    texts = [{text(m) for r in natural.records("val", (name,)) for m in r.members}
             for name in files]
    for n, first in enumerate(texts):
        for second in texts[n + 1:]:
            shared = sorted(first & second)
            assert not shared, shared


def test_the_benchmark_reports_val_in_its_own_column_between_dev_and_test() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench_merge.py"), "--no-generated", "--json",
         "--file", "val_audio.jsonl", "--file", "dev_events.jsonl", "--file",
         "val_construction.jsonl"],
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


def test_near_copies_names_a_memory_copied_from_dev_and_hides_a_val_one(tmp_path: Path) -> None:
    """scripts/near_copies.py, run by a writer before a file is committed: a memory reworded
    from a dev memory is found with the dev memory beside it; one copied from val is found
    without its text; a memory of its own passes."""
    dev = next(r for r in natural.records("dev", ("dev_events.jsonl",)) if r.label != "group")
    val = next(r for r in natural.records("val") if r.label != "group")
    dev_text = dev.members[0].body.removeprefix("- ").strip()
    val_text = val.members[0].body.removeprefix("- ").strip()
    own = "Nobody has written this sentence about purple giraffes before."

    def run(a: str, b: str) -> subprocess.CompletedProcess[str]:
        new = tmp_path / "dev_new.jsonl"
        new.write_text(json.dumps({"id": "new-0001", "label": "same", "phenomenon": "synonym",
                                   "kind": "fact", "a": a, "b": b, "note": "n"}) + "\n")
        return subprocess.run([sys.executable, str(REPO / "scripts" / "near_copies.py"),
                               str(new)], capture_output=True, text=True, timeout=300)

    copied = run(dev_text.rstrip(".") + " indeed.", own)
    assert copied.returncode == 1
    assert "against dev_events.jsonl" in copied.stdout and dev.id in copied.stdout
    hidden = run(own, val_text)
    assert hidden.returncode == 1 and "against val_" in hidden.stdout
    assert "there:" not in hidden.stdout  # (its text printed as the writer's only)
    clean = run(own, own.replace("purple", "green"))
    assert clean.returncode == 0 and clean.stdout.strip() == "0 near copies"


def test_near_copies_names_a_bad_line_and_exits_1(tmp_path: Path) -> None:
    """A file with a line that is no corpus record gets one "Error:" line naming the file
    and the line, exit code 1 and no traceback; the file is left as it was."""
    good = json.dumps({"id": "new-0001", "label": "same", "phenomenon": "synonym",
                       "kind": "fact", "a": "Purple giraffes sleep standing up.",
                       "b": "Giraffes that are purple sleep on their feet.", "note": "n"})
    for bad in ('{"id": "new-0002", "label": "same", "a": "cut off', '{"id": "new-0002"}',
                '["a list"]'):
        new = tmp_path / "dev_new.jsonl"
        new.write_text(good + "\n" + bad + "\n")
        before = new.read_bytes()
        done = subprocess.run([sys.executable, str(REPO / "scripts" / "near_copies.py"),
                               str(new)], capture_output=True, text=True, timeout=300)
        assert done.returncode == 1
        assert done.stderr.startswith(f"Error: {new}:2: not a corpus record"), done.stderr
        assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
        assert new.read_bytes() == before
    missing = subprocess.run([sys.executable, str(REPO / "scripts" / "near_copies.py"),
                              str(tmp_path / "nowhere.jsonl")], capture_output=True, text=True,
                             timeout=300)
    assert missing.returncode == 1 and missing.stderr.startswith("Error: ")
    assert "Traceback" not in missing.stderr
