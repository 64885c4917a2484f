"""The store: finding the root, loading every layer, lookups, the lock and the parse cache."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memstore.core.errors import AmbiguousId, ConfigError, EntryNotFound, LockTimeout, StoreNotFound
from memstore.storage import cache
from memstore.storage.store import Store, find_root


def test_root_is_found_like_git_finds_dot_git(root: Path, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.delenv("MEMSTORE_DIR")
    deep = tmp_path / "src" / "pkg"
    deep.mkdir(parents=True)
    assert find_root(cwd=deep) == root
    assert find_root(str(tmp_path)) == root  # --store may name the project folder too
    monkeypatch.setenv("MEMSTORE_DIR", str(root))
    assert find_root(cwd=Path("/")) == root
    with pytest.raises(StoreNotFound, match="memstore init"):
        find_root(str(tmp_path / "src"))


def test_hand_written_files_need_no_frontmatter(store: Store, root: Path, now: str) -> None:
    (root / "long_term" / "topic").mkdir()
    (root / "long_term" / "topic" / "prefer-small-commits.md").write_text(
        "Prefer small commits\n\n- One change per commit.\n")
    (root / "working" / "partial.md").write_text("---\nkind: fact\n---\nThe API runs on 8080.\n")
    snapshot = store.load()
    plain = snapshot.get("prefer-small-commits")
    assert (plain.layer, plain.status, plain.kind, plain.title) == (
        "long_term", "active", "observation", "Prefer small commits")
    assert plain.subdir == "topic"
    partial = snapshot.get("partial")
    assert (partial.status, partial.kind, partial.confirmations) == ("candidate", "fact", 1)
    assert partial.facts == ["The API runs on 8080."]
    assert partial.created.isoformat() == "2026-11-20T12:00:00+00:00"  # the clock, not mtime


def test_ids_resolve_by_unique_prefix(store: Store, write_entry, now: str) -> None:
    write_entry("working", "run-tests-with-pytest-1a2b", "- a")
    write_entry("working", "run-linter-first-3c4d", "- b")
    snapshot = store.load()
    assert snapshot.get("run-t").id == "run-tests-with-pytest-1a2b"
    with pytest.raises(AmbiguousId) as caught:
        snapshot.get("run-")
    assert caught.value.candidates == ["run-linter-first-3c4d", "run-tests-with-pytest-1a2b"]
    with pytest.raises(EntryNotFound):
        snapshot.get("nothing-like-it")


def test_a_malformed_file_does_not_hide_the_others(store: Store, root: Path, write_entry,
                                                   now: str) -> None:
    write_entry("working", "good", "- fine")
    bad = root / "working" / "bad.md"
    bad.write_bytes(b"---\ntitle: [oops\n---\n- x\n")
    binary = root / "long_term" / "blob.md"
    binary.write_bytes(b"\x00\x01\x02")
    latin = root / "archive" / "latin.md"
    latin.write_bytes("caf\xe9\n".encode("latin-1"))
    before = {p: p.read_bytes() for p in (bad, binary, latin)}
    snapshot = store.load()
    assert [e.id for e in snapshot.entries] == ["good"]
    reasons = {p.path: p.reason for p in snapshot.problems}
    assert "bad YAML" in reasons["working/bad.md"]
    assert "binary" in reasons["long_term/blob.md"]
    assert "not UTF-8" in reasons["archive/latin.md"]
    assert {p: p.read_bytes() for p in before} == before


def test_symlinks_out_of_the_store_are_refused(store: Store, root: Path, tmp_path: Path,
                                               now: str) -> None:
    outside = tmp_path / "secret.md"
    outside.write_text("- private notes\n")
    (root / "working" / "leak.md").symlink_to(outside)
    (root / "working" / "elsewhere").symlink_to(tmp_path, target_is_directory=True)
    (root / "working" / "loop").symlink_to(root / "working", target_is_directory=True)
    snapshot = store.load()
    assert snapshot.entries == []
    reasons = {p.path: p.reason for p in snapshot.problems}
    assert "outside the store" in reasons["working/leak.md"]
    assert "outside the store" in reasons["working/elsewhere"]
    assert "not followed" in reasons["working/loop"]


def test_config_errors_name_the_key_and_file(root: Path) -> None:
    config = root / "memstore.yaml"
    config.write_text("decay:\n  half_life_dayz: 30\n")
    with pytest.raises(ConfigError, match=r"memstore.yaml: decay.half_life_dayz: unknown"):
        Store(root)
    config.write_text("working:\n  window_days: two weeks\n")
    with pytest.raises(ConfigError, match=r"working.window_days: expected a number"):
        Store(root)


def test_the_cache_is_used_rebuilt_and_never_trusted(store: Store, root: Path, write_entry,
                                                     now: str) -> None:
    path = write_entry("working", "cached", "- first version")
    assert store.load().get("cached").facts == ["first version"]
    assert "working/cached.md" in cache.read(root)
    # A change of content (and size) is seen at once.
    path.write_text(path.read_text().replace("first version", "second, longer version"))
    assert store.load().get("cached").facts == ["second, longer version"]
    # A corrupt cache is ignored and rebuilt.
    (root / ".cache" / cache.CACHE_FILE).write_bytes(b"not a pickle")
    assert store.load().get("cached").facts == ["second, longer version"]
    assert "working/cached.md" in cache.read(root)
    # Same size, new mtime: re-parsed.
    path.write_text(path.read_text().replace("second", "SECOND"))
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert store.load().get("cached").facts == ["SECOND, longer version"]


HOLD_LOCK = """
import sys, time
from pathlib import Path
from memstore.storage.store import Store
with Store(Path(sys.argv[1])).lock():
    print("locked", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def test_a_second_writer_waits_then_names_the_holder(root: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(root), "30"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        monkeypatch.setenv("MEMSTORE_LOCK_TIMEOUT", "0.3")
        started = time.monotonic()
        with pytest.raises(LockTimeout) as caught:
            with Store(root).lock():
                pass
        assert 0.3 <= time.monotonic() - started < 5
        assert f"pid {holder.pid}" in str(caught.value)
        assert "waited 0.3 s" in str(caught.value)
    finally:
        holder.kill()
        holder.wait()
        assert holder.stdout is not None
        holder.stdout.close()
    # A killed holder leaves no lock behind: the kernel released it.
    with Store(root).lock():
        pass
