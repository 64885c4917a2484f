"""Files committed into a store's `.cache/` are never loaded (issue 55, repro 6 and 14).

git ignores `.cache/`, but a file added with `git add -f` is checked out in every clone. The
caches in it were loaded behind a public header and CRC: a committed `rank.pickle` was unpickled
by `recall` (any code ran), and a few bytes of `entries.marshal` ("a tuple of 0x30000000
items") made `list` allocate gigabytes. Every file in `.cache/` is now sealed with a key that
never enters a store (memstore.storage.sealed), and nothing unsealed reaches a loader.

Real clones of a real git repository, real `memstore` processes; each process's peak memory is
measured by the kernel (wait4, from a small process: tests/peak.py).
"""

from __future__ import annotations

import marshal
import os
import pickle
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from peak import measured

from memstore.core.fileformat import render
from memstore.storage import cache, sealed, verdict_cache

NOW = "2026-11-25T12:00:00Z"
GIT = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
# Five bytes of marshal: "a tuple of 0x4000000 items", which marshal allocates (512 MiB of
# item pointers) before it finds that none follow.
BOMB = b"(" + (0x4000000).to_bytes(4, "little")
MAX_RSS_KIB = 400 * 1024


class _Evil:
    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"echo pwned > {self.marker}",))


def _crc_framed(header: bytes, blob: bytes) -> bytes:
    """A cache file as memstore framed them before they were sealed: header, CRC-32, body."""
    return header + zlib.crc32(blob).to_bytes(4, "big") + blob


def _hostile_clone(tmp_path: Path, marker: Path) -> Path:
    """A clone of a repository whose store commits hostile `.cache/` files."""
    repo = tmp_path / "repo"
    root = repo / "memory"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([sys.executable, "-m", "memstore", "init", str(root)], check=True,
                   capture_output=True)
    for i in range(210):  # recall keeps its index in .cache/ from 200 entries
        (root / "long_term" / f"fact-{i:03d}.md").write_text(render(
            {"id": f"fact-{i:03d}", "title": f"Fact number {i}", "kind": "fact"},
            f"- Service {i} listens on port {8000 + i}.\n"))
    for i in range(2):  # two contradicting notes: consolidate asks the verdict cache
        (root / "working" / f"python-{i}.md").write_text(render(
            {"id": f"python-{i}", "title": f"Python 3.1{i + 1}", "kind": "convention",
             "source": "agent", "created": "2026-11-18T09:00:00Z"},
            f"- The project requires Python 3.1{i + 1}.\n"))
    folder = root / ".cache"
    folder.mkdir(exist_ok=True)
    evil = pickle.dumps(_Evil(marker))
    (folder / "rank.pickle").write_bytes(_crc_framed(b"memstore rank cache 1\n", evil))
    (folder / "rank.marshal").write_bytes(_crc_framed(b"memstore rank cache 1\n", evil))
    (folder / cache.CACHE_FILE).write_bytes(_crc_framed(cache._HEADER, BOMB))
    (folder / verdict_cache.CACHE_FILE).write_bytes(
        _crc_framed(verdict_cache._HEADER + verdict_cache.namespace({}), BOMB))
    subprocess.run([*GIT, "-C", str(repo), "add", "-f", "."], check=True)
    subprocess.run([*GIT, "-C", str(repo), "commit", "-qm", "hostile cache"], check=True)
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    assert (clone / "memory" / ".cache" / "rank.pickle").exists()
    return clone / "memory"


def _measured(tmp_path: Path, *args: str) -> tuple[int, str, str, int]:
    """Run memstore; (exit code, stdout, stderr, its peak resident memory in KiB)."""
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    code, peak = measured([sys.executable, "-m", "memstore", *args], out, err)
    return code, out.read_text(), err.read_text(), peak


@pytest.mark.parametrize("command", [["list"], ["recall", "port of service 7", "--limit", "1"],
                                     ["consolidate"], ["consolidate", "--apply"]])
def test_committed_caches_are_never_loaded(tmp_path: Path, command: list[str]) -> None:
    marker = tmp_path / "PWNED"
    root = _hostile_clone(tmp_path, marker)
    code, out, err, rss = _measured(tmp_path, "--store", str(root), "--now", NOW, *command)
    assert code == 0, err
    assert "Traceback" not in err
    assert not marker.exists()  # the pickle never ran
    assert rss < MAX_RSS_KIB, f"{rss} KiB"  # the marshal bombs never went off
    if command[0] == "recall":
        assert "fact-007" in out
    if command == ["consolidate"]:
        assert "needs_review" in out or "flag" in out  # judged afresh, not by the committed file


def test_a_cache_sealed_by_another_user_or_for_another_store_is_not_trusted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "memory"
    root.mkdir()
    rel = ".cache/entries.marshal"
    assert sealed.write(root, rel, b"payload")
    assert sealed.read(root, rel) == b"payload"
    data = (root / rel).read_bytes()
    # The same bytes in another store (a clone, a copy) are not trusted there.
    other = tmp_path / "other"
    (other / ".cache").mkdir(parents=True)
    (other / rel).write_bytes(data)
    assert sealed.read(other, rel) is None
    # Nor under another name in the same store.
    (root / ".cache" / "rank.marshal").write_bytes(data)
    assert sealed.read(root, ".cache/rank.marshal") is None
    # Nor by another user (another key).
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "someone-else"))
    assert sealed.read(root, rel) is None
    assert sealed.key() is not None and (tmp_path / "someone-else" / "memstore").is_dir()
    assert oct((tmp_path / "someone-else" / "memstore" / "cache.key").stat().st_mode & 0o777) \
        == "0o600"


def test_a_sealed_marshal_round_trips_and_the_seal_covers_every_byte(tmp_path: Path) -> None:
    root = tmp_path / "memory"
    records = {"working/a.md": (1, 2, 3, {"id": "a"}, "- x\n", None, ("x",), {}, None)}
    cache.write(root, records)  # type: ignore[arg-type]
    assert cache.read(root) == records
    path = cache.path_of(root)
    data = path.read_bytes()
    for i in (0, 30, len(data) - 1):
        path.write_bytes(data[:i] + bytes([data[i] ^ 1]) + data[i + 1:])
        assert cache.read(root) == {}
    path.write_bytes(data + marshal.dumps(None))
    assert cache.read(root) == {}


def test_cache_files_of_earlier_versions_are_removed_never_read(tmp_path: Path) -> None:
    # (a pickle an earlier memstore left, or a teammate committed, would run code the day any
    # tool loads it; the parse cache's next write removes it, and a symlink among them goes as
    # a link, never what it points to)
    marker = tmp_path / "PWNED"
    root = _hostile_clone(tmp_path, marker)
    folder = root / ".cache"
    (folder / "verdicts.stamp").write_bytes(b"\x00" * 16)
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me\n")
    (folder / "entries.pickle").symlink_to(outside)
    code, _out, err, _rss = _measured(tmp_path, "--store", str(root), "--now", NOW, "list")
    assert code == 0, err
    assert not marker.exists()
    assert [name for name in cache.OBSOLETE if os.path.lexists(folder / name)] == []
    assert outside.read_text() == "keep me\n"
    assert (folder / cache.CACHE_FILE).exists() and (folder / "rank.marshal").exists()


@pytest.mark.parametrize(("rel", "size", "command"), [
    (".cache/journal.json", 2 << 30, ["doctor"]),
    (".cache/journal.json", 2 << 30, ["confirm", "fact-001"]),
    (f".cache/{cache.CACHE_FILE}", 900 << 20, ["list"]),
])
def test_a_huge_committed_cache_file_is_checked_without_being_loaded(
        tmp_path: Path, rel: str, size: int, command: list[str]) -> None:
    """The journal was read whole with no limit, a cache up to 1 GiB, before the seal was
    checked: gigabytes of zeros (a few MB packed) took their size in memory."""
    root = _hostile_clone(tmp_path, tmp_path / "PWNED")
    with (root / rel).open("wb") as handle:
        handle.truncate(size)
    code, out, err, rss = _measured(tmp_path, "--store", str(root), "--now", NOW, *command)
    assert rss < MAX_RSS_KIB, f"{rss} KiB"
    assert code == 0, err
    assert "Traceback" not in err
    if rel.endswith("journal.json"):
        assert (root / f"{rel}.unreadable").exists() or "journal" in out + err
