"""The verdict cache (memstore/storage/verdict_cache.py): a pure accelerator, never stale, never
trusted when it did not come from this machine's memstore, bounded, and never an error.

Real stores in temporary folders, real `memstore` processes, a real git repository for the
committed cache. Where a test shows that a forged cache is ignored, it first shows that the same
forgery, sealed here, would have been believed: so the test fails if the cache were trusted.
A dry run reads the cache but writes nothing under the store root (SPEC 4); a run that may write
(`--apply`, or `_warm`: the planning an applied run does, in this process) keeps it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import NOW, generated_store

from memstore.core.fileformat import render
from memstore.core.verdict_memo import VerdictMemo
from memstore.jobs.consolidate import plan_consolidation
from memstore.runtime import clock
from memstore.storage import sealed, verdict_cache
from memstore.storage.store import Store

Bin = Callable[..., subprocess.CompletedProcess[str]]
CACHE = Path(".cache") / verdict_cache.CACHE_FILE
# Two working notes that contradict each other (the judge: "version differs").
RULES = {"python-3-11-aa01": "The project requires Python 3.11.",
         "python-3-12-aa02": "The project requires Python 3.12."}
# What a forger would write for every pair: "the same, merge them".
FORGED = {"may_be_uncertain": True, "may_conflict": True, "may_be_duplicate": True,
          "verdict": ("duplicate", 100.0, "forged: the same", "", "", ""), "told_apart": False,
          **{f"inside/{x}{y}": () for x in "01" for y in "01"}}


def _plan(memstore_bin: Bin, root: Path, **env: str) -> str:
    done = memstore_bin("--store", str(root), "--now", NOW, "consolidate", "--json", env=env,
                        timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def _warm(root: Path) -> None:
    """Plan a consolidation as an applied run does, from a snapshot that may write the caches:
    what `consolidate --apply` keeps in the verdict cache, without carrying the plan out."""
    clock.set_now(NOW)
    store = Store(root)
    plan_consolidation(store, store.load())


def _files(root: Path) -> dict[str, bytes]:
    """Every file under the store root, .cache/ included, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def _counts(plan: str) -> dict[str, int]:
    counts: dict[str, int] = json.loads(plan)["counts"]
    return counts


def _rules_store(root: Path) -> Path:
    subprocess.run(["git", "init", "-q", str(root.parent)], check=True)
    from memstore.app.scaffold import init_store

    init_store(root)
    for entry_id, text in RULES.items():
        meta = {"id": entry_id, "title": text.rstrip("."), "kind": "convention",
                "status": "candidate", "source": "agent", "created": "2026-11-18T09:00:00Z"}
        (root / "working" / f"{entry_id}.md").write_text(render(meta, f"- {text}\n"))
    return root


def _forge(root: Path, extra: dict[str, list[list[str]]] | None = None) -> None:
    """Fill this store's cache as an applied run does, then rewrite it so that every pair it
    holds reads as a duplicate, sealed as memstore seals it here."""
    _warm(root)
    memo = verdict_cache.load(root, extra or {})
    assert memo.pairs, "a run must have written a cache first"
    forged = VerdictMemo(dict(memo.terms), {key: dict(FORGED) for key in memo.pairs})
    forged.used_terms, forged.used_pairs = set(memo.terms), set(memo.pairs)
    forged.learned = True
    verdict_cache.save(root, forged, extra or {})


def test_plans_are_the_same_without_cache_cold_warm_and_after_edits(
        tmp_path: Path, memstore_bin: Bin) -> None:
    # 1,000 entries: about 200 working probes, so the judge runs in worker processes.
    root = generated_store(tmp_path, 1000, seed=3)
    off = _plan(memstore_bin, root, MEMSTORE_VERDICT_CACHE="0")
    assert not (root / CACHE).exists()
    cold = _plan(memstore_bin, root)
    assert not (root / CACHE).exists()  # (a dry run writes nothing under the store root)
    _warm(root)
    assert (root / CACHE).exists()
    written = os.stat(root / CACHE)
    warm = _plan(memstore_bin, root)
    one_process = _plan(memstore_bin, root, MEMSTORE_WORKERS="1")
    assert cold == off and warm == off and one_process == off
    assert _counts(off)["flag"] > 0 and _counts(off)["merge"] > 0
    again = os.stat(root / CACHE)
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)
    _warm(root)
    again = os.stat(root / CACHE)
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)  # (no news)

    # Edit one working entry, add a copy of another with a changed fact, delete a third.
    working = sorted((root / "working").glob("*.md"))
    first = working[10].read_text()
    working[10].write_text(first.replace("\n- ", "\n- Checked again: ", 1))
    copied = working[20].read_text().replace("\n- ", "\n- Also: ", 1)
    old_id = working[20].stem
    (root / "working" / "copied-note-zz99.md").write_text(copied.replace(
        f"id: {old_id}", "id: copied-note-zz99", 1))
    working[30].unlink()
    edited = _plan(memstore_bin, root)
    assert edited == _plan(memstore_bin, root, MEMSTORE_VERDICT_CACHE="0")
    assert edited != off


def test_a_dry_run_reads_the_cache_and_writes_nothing_while_an_applied_run_keeps_it(
        tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    _forge(root)
    before = _files(root)
    # (the forged answers, sealed here, are read by the dry run: it uses the cache)
    assert _counts(_plan(memstore_bin, root)).get("flag") is None
    assert _files(root) == before  # not a byte under the store root, .cache/ included
    (root / CACHE).unlink()
    done = memstore_bin("--store", str(root), "--now", NOW, "consolidate", "--apply",
                        timeout=300)
    assert done.returncode == 0, done.stderr
    assert verdict_cache.load(root, {}).pairs  # what the applied run worked out, kept


def test_a_committed_cache_is_never_trusted(tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    assert _counts(_plan(memstore_bin, root)).get("flag") == 2
    _forge(root)
    # Sealed here, the forgery is believed: the contradiction merges (what an attacker wants).
    assert _counts(_plan(memstore_bin, root)).get("flag") is None
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run([*git, "-C", str(tmp_path / "repo"), "add", "-f", "."], check=True)
    subprocess.run([*git, "-C", str(tmp_path / "repo"), "commit", "-qm", "forged"], check=True)
    subprocess.run(["git", "clone", "-q", str(tmp_path / "repo"), str(tmp_path / "clone")],
                   check=True)
    clone = tmp_path / "clone" / "memory"
    assert (clone / CACHE).read_bytes() == (root / CACHE).read_bytes()
    plan = _plan(memstore_bin, clone)
    assert _counts(plan).get("flag") == 2 and "merge" not in _counts(plan)
    # A plain copy on this machine is no more trusted than a checkout.
    copy = tmp_path / "copy"
    shutil.copytree(tmp_path / "repo", copy, symlinks=True)
    assert _counts(_plan(memstore_bin, copy / "memory")).get("flag") == 2


def test_a_store_that_adds_words_is_judged_again(tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    _plan(memstore_bin, root)
    _forge(root)
    assert _counts(_plan(memstore_bin, root)).get("flag") is None  # (believed: same judge)
    config = root / "memstore.yaml"
    config.write_text(config.read_text().replace("  synonyms: []", "  synonyms: [[ci, pipeline]]",
                                                 1))
    assert _counts(_plan(memstore_bin, root)).get("flag") == 2


def test_another_judge_does_not_read_this_judges_answers() -> None:
    assert verdict_cache.namespace({}) != verdict_cache.namespace({"synonyms": [["a", "b"]]})
    assert verdict_cache.namespace({}) == verdict_cache.namespace({})


def _unreadable(data: bytes) -> bytes:
    """The cache's payload with its header and namespace over bytes marshal cannot read."""
    start = data.index(b"\n") + 1 + 16
    return data[:start] + b"\xff" * 40


@pytest.mark.parametrize("damage", ["truncated", "flipped", "other version", "garbage",
                                    "empty", "not marshal"])
def test_a_damaged_cache_is_ignored_and_rebuilt(tmp_path: Path, memstore_bin: Bin,
                                                damage: str) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    expected = _plan(memstore_bin, root)
    _forge(root)
    payload = sealed.read(root, verdict_cache.REL)
    assert payload is not None
    data = bytes(payload)
    header = len(b"memstore verdict cache")
    damaged = {"truncated": data[: len(data) // 2],
               "flipped": data[:-3] + bytes([data[-3] ^ 1]) + data[-2:],
               "other version": data[:header] + b" 99" + data[header + 2:],
               "garbage": os.urandom(len(data)),
               "empty": b"",
               "not marshal": _unreadable(data)}[damage]
    # Sealed as if memstore had written it, to reach the checks behind the seal.
    assert sealed.write(root, verdict_cache.REL, damaged)
    assert _plan(memstore_bin, root) == expected
    _warm(root)
    assert verdict_cache.load(root, {}).pairs  # rebuilt by the next run that may write


def test_a_symlinked_cache_is_never_followed(tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    expected = _plan(memstore_bin, root)
    _forge(root)
    outside = tmp_path / "outside.bin"
    forged = (root / CACHE).read_bytes()
    outside.write_bytes(forged)
    (root / CACHE).unlink()
    (root / CACHE).symlink_to(outside)
    assert _plan(memstore_bin, root) == expected
    _warm(root)
    assert (root / CACHE).is_symlink() and outside.read_bytes() == forged  # (not written)
    assert verdict_cache.load(root, {}).pairs == {}


def test_an_unwritable_cache_is_no_error(tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    (root / ".cache").mkdir(exist_ok=True)
    (root / CACHE).mkdir()  # (a folder where the file goes: it can neither be read nor replaced)
    assert _counts(_plan(memstore_bin, root)).get("flag") == 2
    _warm(root)
    assert (root / CACHE).is_dir() and list((root / CACHE).iterdir()) == []


def test_the_cache_holds_only_the_pairs_of_the_last_run(tmp_path: Path,
                                                        memstore_bin: Bin) -> None:
    root = generated_store(tmp_path / "a", 400, seed=5)
    _warm(root)
    before = verdict_cache.load(root, {})
    for path in sorted((root / "working").glob("*.md"))[::2]:
        path.unlink()  # (half the working entries gone)
    _warm(root)
    after = verdict_cache.load(root, {})
    fresh = tmp_path / "b" / "memory"
    shutil.copytree(root, fresh, ignore=shutil.ignore_patterns(".cache"))
    _warm(fresh)
    alone = verdict_cache.load(fresh, {})
    assert 0 < len(after.pairs) < len(before.pairs)
    assert after.pairs == alone.pairs and after.terms == alone.terms
    # (the document features of the texts this run read: the same texts as a fresh run's)
    assert after.docs.keys() == alone.docs.keys() and len(after.docs) < len(before.docs)


def test_the_switch_turns_it_off(tmp_path: Path, memstore_bin: Bin) -> None:
    root = _rules_store(tmp_path / "repo" / "memory")
    _plan(memstore_bin, root)
    _forge(root)
    plan = _plan(memstore_bin, root, MEMSTORE_VERDICT_CACHE="0")
    assert _counts(plan).get("flag") == 2  # (the forged answers, sealed here, are not read)


def test_a_retention_run_shares_the_answers_between_its_passes_and_keeps_them(
        tmp_path: Path, memstore_bin: Bin) -> None:
    """The retention run plans consolidation again after each pass that changed something,
    from one table of the judge's answers: the plan is the one judged afresh each pass, and an
    applied run keeps the table, as `consolidate --apply` does."""
    root = generated_store(tmp_path, 600, seed=3)

    def retention(*args: str, **env: str) -> str:
        done = memstore_bin("--store", str(root), "--now", NOW, "retention", "run", *args,
                            env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        return done.stdout

    off = retention("--json", MEMSTORE_VERDICT_CACHE="0")
    assert retention("--json") == off
    assert _counts(off)["merge"] > 0 and _counts(off)["promote"] > 0
    assert not (root / CACHE).exists()  # (a dry run writes nothing under the store root)
    retention("--apply")
    assert verdict_cache.load(root, {}).pairs  # what the applied run worked out, kept
    assert _plan(memstore_bin, root) == _plan(memstore_bin, root, MEMSTORE_VERDICT_CACHE="0")
