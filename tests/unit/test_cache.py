"""The parse cache: rebuilt when a file changes, ignored when corrupt or foreign, and never a
difference a user could see in any command's output."""

from __future__ import annotations

import marshal
import os
import shutil
import zlib
from pathlib import Path

import pytest

from memstore.storage import cache
from memstore.storage.store import Store

NOW = "2026-11-20T12:00:00Z"
OLD = 1_700_000_000 * 10**9  # a modification time well outside the racy window


def _entry(root: Path, layer: str, entry_id: str, facts: list[str], **meta: str) -> Path:
    path = root / layer / f"{entry_id}.md"
    head = "".join(f"{k}: {v}\n" for k, v in meta.items())
    path.write_text(f"---\nid: {entry_id}\n{head}---\n" + "".join(f"- {f}\n" for f in facts))
    os.utime(path, ns=(OLD, OLD))
    return path


def _records(root: Path) -> dict[str, cache.Record]:
    return cache.read(root)


def _facts(store: Store, entry_id: str) -> list[str]:
    return store.load().get(entry_id).facts


def test_a_changed_file_is_parsed_again(store: Store, root: Path) -> None:
    path = _entry(root, "working", "cached", ["first version"])
    assert _facts(store, "cached") == ["first version"]
    assert _records(root)["working/cached.md"][6] == ("first version",)
    # Same size and the old modification time back: the change time still tells.
    path.write_text(path.read_text().replace("first", "FIRST"))
    os.utime(path, ns=(OLD, OLD))
    assert _facts(store, "cached") == ["FIRST version"]
    # New size.
    path.write_text(path.read_text().replace("FIRST", "a longer first"))
    assert _facts(store, "cached") == ["a longer first version"]
    # Only touched: parsed again, same answer, and the record follows the file.
    os.utime(path, ns=(OLD + 10**9, OLD + 10**9))
    assert _facts(store, "cached") == ["a longer first version"]
    assert _records(root)["working/cached.md"][1] == OLD + 10**9
    # Removed, and a malformed file appears: both seen at once.
    path.unlink()
    bad = root / "working" / "bad.md"
    bad.write_text("---\nid: [unclosed\n---\n")
    snapshot = store.load()
    assert snapshot.entries == [] and [p.path for p in snapshot.problems] == ["working/bad.md"]
    assert set(_records(root)) == {"working/bad.md"}


def test_a_file_changed_within_one_clock_tick_is_caught_by_its_digest(store: Store,
                                                                      root: Path) -> None:
    path = root / "working" / "racy.md"
    path.write_text("---\nid: racy\n---\n- one\n")  # just written: racy, so it gets a digest
    assert _facts(store, "racy") == ["one"]
    record = _records(root)["working/racy.md"]
    assert record[cache.DIGEST] is not None
    # The same size, and (as two writes in one tick of the file system's clock would leave
    # them) the very times the cache holds: only the digest can tell.
    path.write_text("---\nid: racy\n---\n- two\n")
    stat = path.stat()
    forged = {"working/racy.md": (stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns,
                                  *record[cache.META:])}
    cache.write(root, forged)
    assert cache.fits(_records(root)["working/racy.md"], stat.st_size, stat.st_mtime_ns,
                      stat.st_ctime_ns)
    assert _facts(store, "racy") == ["two"]


@pytest.mark.parametrize("damage", ["garbage", "flipped", "truncated", "version", "python",
                                    "not-a-dict", "empty"])
def test_a_corrupt_or_foreign_cache_is_ignored_and_rebuilt(store: Store, root: Path,
                                                          damage: str) -> None:
    _entry(root, "long_term", "kept", ["the real fact"], kind="fact")
    store.load()
    path = cache.path_of(root)
    data = path.read_bytes()
    header = data.split(b"\n", 1)[0] + b"\n"
    if damage == "garbage":
        data = b"not a cache at all"
    elif damage == "flipped":
        i = data.index(b"the real fact")
        data = data[:i] + b"THE" + data[i + 3 :]
    elif damage == "truncated":
        data = data[: len(data) // 2]
    elif damage == "version":
        data = data.replace(f"cache {cache.CACHE_VERSION} ".encode(), b"cache 999 ", 1)
    elif damage == "python":
        data = data.replace(b"cpython-", b"otherpy-", 1)
    elif damage == "not-a-dict":
        blob = marshal.dumps(["working/kept.md"])
        data = header + zlib.crc32(blob).to_bytes(4, "big") + blob
    else:
        data = b""
    path.write_bytes(data)
    if damage in ("flipped", "garbage", "truncated", "empty", "not-a-dict"):
        assert cache.read(root) == {}
    snapshot = store.load()
    assert snapshot.get("kept").facts == ["the real fact"] and snapshot.problems == []
    assert _records(root)["long_term/kept.md"][6] == ("the real fact",)


def test_a_record_of_another_shape_is_not_used(store: Store, root: Path) -> None:
    path = _entry(root, "working", "shaped", ["right"])
    stat = path.stat()
    cache.write(root, {"working/shaped.md": (stat.st_size, stat.st_mtime_ns,  # type: ignore
                                             stat.st_ctime_ns, {"id": "shaped"}, "- wrong\n")})
    assert _facts(store, "shaped") == ["right"]


def test_a_dry_run_load_never_writes_the_cache(store: Store, root: Path) -> None:
    entry_path = _entry(root, "working", "quiet", ["fact"])
    snapshot = store.load(write_cache=False)
    assert snapshot.memo(snapshot.get("quiet"), "test/1", lambda: ["x"]) == ["x"]
    snapshot.save_memos()
    assert not cache.path_of(root).exists()
    assert entry_path.read_text().endswith("- fact\n")


def test_memos_are_kept_until_the_file_changes(store: Store, root: Path) -> None:
    path = _entry(root, "working", "memo", ["fact"])
    calls: list[int] = []

    def compute() -> list[str]:
        calls.append(1)
        return ["derived"]

    snapshot = store.load()
    assert snapshot.memo(snapshot.get("memo"), "test/1", compute) == ["derived"]
    snapshot.save_memos()
    snapshot = store.load()
    assert snapshot.memo(snapshot.get("memo"), "test/1", compute) == ["derived"]
    assert len(calls) == 1
    # Another version of the computation replaces the first.
    assert snapshot.memo(snapshot.get("memo"), "test/2", compute) == ["derived"]
    assert set(_records(root)["working/memo.md"][7]) == {"test/1"}
    snapshot.save_memos()
    assert set(_records(root)["working/memo.md"][7]) == {"test/2"}
    path.write_text(path.read_text() + "- more\n")
    snapshot = store.load()
    assert snapshot.memo(snapshot.get("memo"), "test/2", compute) == ["derived"]
    assert len(calls) == 3


STORE = {
    ("working", "pytest-flaky-on-ci-1a2b"): (["pytest is flaky on CI when run in parallel",
                                             "Run it with -p no:randomly"], "observation"),
    ("working", "redis-port-3c4d"): (["Redis listens on port 6380 in staging"], "fact"),
    ("long_term", "use-uv-5e6f"): (["Use uv for Python dependencies", "Run uv sync after a pull"],
                                  "convention"),
    ("long_term", "never-push-main-7a8b"): (["Never push to main directly"], "constraint"),
    ("archive", "old-port-9c0d"): (["Redis listened on port 6379"], "fact"),
}


def _fill(root: Path) -> None:
    for (layer, entry_id), (facts, kind) in STORE.items():
        status = {"working": "candidate", "long_term": "active", "archive": "archived"}[layer]
        _entry(root, layer, entry_id, facts, kind=kind, status=status,
               created="2026-11-01T10:00:00Z", last_confirmed="2026-11-10T10:00:00Z")
    (root / "long_term" / "bad.md").write_text("---\ntitle: [broken\n---\n- x\n")
    os.utime(root / "long_term" / "bad.md", ns=(OLD, OLD))
    # A secret, so that lint's cached scan has something to report.
    secret = root / "working" / "leaked-token-1f2e.md"
    secret.write_text("---\nid: leaked-token-1f2e\n---\n"
                      "- api_key = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'\n")
    os.utime(secret, ns=(OLD, OLD))


COMMANDS = [
    ["list", "--json"],
    ["list"],
    ["recall", "redis port"],
    ["recall", "--json", "pytest parallel"],
    ["context", "--budget", "4000"],
    ["context", "--json", "--budget", "60"],
    ["lint"],
]


@pytest.mark.parametrize("args", COMMANDS, ids=[" ".join(a) for a in COMMANDS])
def test_no_command_prints_anything_different_with_the_cache(root: Path, tmp_path: Path,
                                                             memstore_bin, args: list[str]) -> None:
    _fill(root)
    assert memstore_bin("--store", str(root), "list").returncode == 0  # warms the cache
    warm_cache = cache.path_of(root).read_bytes()
    cold = tmp_path / "cold" / "memory"
    shutil.copytree(root, cold, ignore=shutil.ignore_patterns(".cache"))
    with_cache = memstore_bin("--store", str(root), "--now", NOW, *args)
    without = memstore_bin("--store", str(cold), "--now", NOW, *args)
    assert (with_cache.returncode, with_cache.stdout, with_cache.stderr) == (
        without.returncode, without.stdout.replace(str(cold), str(root)),
        without.stderr.replace(str(cold), str(root)))
    assert with_cache.stdout or with_cache.stderr
    if args[0] != "lint":  # lint adds its scan results to the cache
        assert cache.path_of(root).read_bytes() == warm_cache  # every entry came from it
    # And again with lint's scan results cached.
    if args[0] == "lint":
        again = memstore_bin("--store", str(root), "--now", NOW, *args)
        assert (again.returncode, again.stdout, again.stderr) == (
            with_cache.returncode, with_cache.stdout, with_cache.stderr)
        assert "secret" in again.stdout and again.returncode == 1
