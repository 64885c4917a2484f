"""Hostile input: whatever bytes a file holds, memstore never shows a traceback, names the file
in one clear error, and never changes a file it cannot read.

Bounded for CI; the longer run is

    MEMSTORE_FUZZ_EXAMPLES=2000 .venv/bin/pytest tests/cli/test_fuzz.py
"""

from __future__ import annotations

import os
import stat
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memstore.app.scaffold import init_store
from memstore.cli import cli
from memstore.core.entry import parse_entry
from memstore.core.errors import InvalidEntry
from memstore.core.fileformat import MAX_FILE_BYTES, MAX_FRONTMATTER_BYTES, decode, parse
from memstore.runtime.clock import MAX_YEAR, MIN_YEAR

EXAMPLES = int(os.environ.get("MEMSTORE_FUZZ_EXAMPLES", "40"))
NOW = "2026-11-20T12:00:00Z"
REL = "working/hostile-file.md"

FRAGMENTS = [
    "id: hostile-file", "title: t", "kind: fact", "status: active", "status: [a, b]",
    "created: 2026-13-45T99:00:00Z", "created: yesterday", "last_confirmed: 2026-11-02",
    "created: 9999-12-31T23:59:59Z", "expires_at: 0001-01-01T00:00:00Z",
    "confirmations: -3", "confirmations: 1e400", "confirmations: .inf", "confirmations: yes",
    "tags: [a, [b, c]]", "tags: {a: 1}", "provenance: [1, 2]", "provenance:\n  - {at: x}",
    "provenance: {at: 2026-11-02T09:14:00Z}", "supersedes: ../../etc/passwd",
    "superseded_by: [x]", "parent: /etc", "preserve: maybe", "preserve: ~", "? complex key",
    "[1, 2]: list key", "1: int key", "a: &anchor [1, 2]", "b: *anchor", "c: *missing",
    "x: !!python/object:os.system [ls]", "y: !!binary aGVsbG8=", "z: !custom tag",
    "w: !!python/name:os.system", "<<: {merged: 1}", "key: 'unclosed", 'key: "\\x00"',
    "key: |\n  literal\n  block", "key: >\n  folded", "\tindented: tab", "  - stray item",
    "...", "---", "%YAML 1.1", "%TAG ! tag:x,2000:", "key: value # comment", "é: ü",
    "key: \u202e\u2066", "key: " + "\ud7ff", "dup: 1", "dup: 2", ":", "- - -", "{", "[",
]

texts = st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=40), max_size=12).map("\n".join)


@st.composite
def files(draw: st.DrawFn) -> bytes:
    """Bytes a hand, a bad merge or a broken tool might leave in an entry file."""
    kind = draw(st.sampled_from(["raw", "frontmatter", "frontmatter", "text"]))
    if kind == "raw":
        return draw(st.binary(max_size=600))
    if kind == "text":
        return draw(st.text(max_size=600)).encode("utf-8", "surrogatepass")
    head = draw(texts)
    body = draw(st.text(max_size=200))
    close = draw(st.sampled_from(["---\n", "...\n", "", "--- \n", "----\n"]))
    eol = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    bom = draw(st.sampled_from(["", "\ufeff"]))
    text = bom + "---\n" + head + "\n" + close + body
    data = text.replace("\n", eol).encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(max_size=8)) + data[at:]
    return data


def _read(data: bytes) -> object:
    """The entry, or the InvalidEntry it raises; anything else escapes and fails the test."""
    try:
        entry = parse_entry(decode(data, REL), REL)
    except InvalidEntry as exc:
        assert exc.path == REL and str(exc).startswith(REL)
        return exc
    entry.to_json()  # every typed view works on whatever was accepted
    _ = entry.facts, entry.links(), entry.last_confirmed, entry.archived_at, entry.expires_at
    return entry


@given(files())
@settings(max_examples=EXAMPLES * 5, deadline=None)
def test_any_bytes_parse_to_an_entry_or_one_error_naming_the_file(data: bytes) -> None:
    _read(data)


READING = [("list", "--json"), ("show", "good-entry-aaaa"), ("lint",), ("recall", "pytest"),
           ("context",), ("health",), ("retention", "run"), ("doctor",)]
WRITING = [("retention", "run", "--apply"), ("doctor", "--apply"), ("lint", "--fix"),
           ("confirm", "good-entry-aaaa")]
SHORT = [("lint",), ("retention", "run", "--apply"), ("doctor", "--apply")]


def _gauntlet(root: Path, data: bytes, commands: list[tuple[str, ...]] | None = None) -> None:
    """Reading commands, then writing ones, on a store holding `data` at REL."""
    from memstore.storage.linemerge import has_conflict_markers

    bad = root / REL
    bad.write_bytes(data)
    readable = not isinstance(_read(data), InvalidEntry)
    runner = CliRunner()
    for args in commands or [*READING, *WRITING]:
        result = runner.invoke(cli, ["--store", str(root), "--now", NOW, *args],
                               catch_exceptions=False)
        assert result.exit_code in (0, 1), (args, result.output)
        if result.exit_code == 1:
            assert result.stderr.startswith("Error: ") or args[0] == "lint", (args, result.output)
        if not readable and args[0] == "lint":
            assert REL in result.stdout, result.output
        if readable:
            continue
        if args == ("doctor", "--apply") and has_conflict_markers(data.decode("utf-8", "replace")):
            data = bad.read_bytes()  # doctor's one repair of an unreadable file: a bad merge
            readable = not isinstance(_read(data), InvalidEntry)
            continue
        assert bad.read_bytes() == data, f"{args} changed the unreadable file"


def _store(folder: Path) -> Path:
    root = folder / "memory"
    init_store(root)
    (root / "long_term" / "good-entry-aaaa.md").write_text(
        "---\nid: good-entry-aaaa\ntitle: Run pytest before pushing\nkind: procedure\n"
        "status: active\ncreated: 2026-10-01T09:00:00Z\nlast_confirmed: 2026-10-01T09:00:00Z\n"
        "schema: 1\n---\n- Run pytest before pushing.\n")
    return root


@given(files())
@settings(max_examples=max(5, EXAMPLES // 5), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_every_command_survives_a_hostile_file_and_never_changes_it(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _gauntlet(_store(Path(folder)), data)


def _alias_bomb() -> bytes:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]"
              for i in range(1, 12)]
    return ("---\n" + "\n".join(lines) + "\n---\n- boom\n").encode()


HOSTILE = {
    "python-object-tag": b"---\nx: !!python/object/apply:os.system [touch /tmp/pwned]\n---\n- a\n",
    "python-name-tag": b"---\nx: !!python/name:os.system\n---\n- a\n",
    "alias-bomb": _alias_bomb(),
    "deep-nesting": b"---\nx: " + b"[" * 5000 + b"]" * 5000 + b"\n---\n- a\n",
    # Deep enough to break every reader that walks a value recursively (list --json, lint's
    # secret scan), shallow enough for libyaml to read.
    "nesting-below-the-loader": b"---\nx: " + b"[" * 600 + b"]" * 600 + b"\n---\n- a\n",
    "mapping-nesting-below-the-loader": b"---\nx: " + b"{a: " * 400 + b"1" + b"}" * 400
    + b"\n---\n- a\n",
    "number-of-5000-digits": b"---\nnote: " + b"9" * 5000 + b"\n---\n- a\n",
    "count-of-400-digits": b"---\nconfirmations: " + b"9" * 400 + b"\n---\n- a\n",
    "count-past-the-limit": b"---\ncontradictions: 1000000001\n---\n- a\n",
    "deep-block-nesting": ("---\n" + "".join(f"{' ' * i}k{i}:\n" for i in range(800))
                           + "---\n- a\n").encode(),
    "huge-frontmatter": b"---\ntitle: " + b"x" * (MAX_FRONTMATTER_BYTES + 10) + b"\n---\n- a\n",
    "huge-file": b"---\ntitle: big\n---\n" + b"- fact\n" * (MAX_FILE_BYTES // 7 + 10),
    "binary": b"\x00\x01\x02ELF\x00" * 50,
    "invalid-utf8": b"---\ntitle: caf\xe9\n---\n- \xff\xfe\n",
    "utf16-bom": "---\ntitle: t\n---\n- a\n".encode("utf-16"),
    "never-closed": b"---\ntitle: open\nkind: fact\n- a fact\n",
    "only-dashes": b"---\n",
    "list-frontmatter": b"---\n- a\n- b\n---\n- fact\n",
    "scalar-frontmatter": b"---\njust text\n---\n- fact\n",
    "int-key": b"---\n1: one\n---\n- fact\n",
    "id-mismatch": b"---\nid: another-entry\n---\n- fact\n",
    "id-path": b"---\nid: ../../etc/passwd\n---\n- fact\n",
    "bad-date": b"---\ncreated: 2026-02-30T10:00:00Z\n---\n- fact\n",
    "bad-count": b"---\nconfirmations: many\n---\n- fact\n",
    "year-9999": b"---\ncreated: 9999-12-31T23:59:59Z\n---\n- fact\n",
    "year-1": b"---\nstatus: expired\nexpires_at: 0001-01-01T00:00:00Z\n---\n- fact\n",
}
# Readable, but odd: must work (and may be rewritten by jobs that own them).
ODD = {
    "bom": "\ufeff---\nid: hostile-file\ntitle: With a BOM\n---\n- a fact\n".encode(),
    "crlf": b"---\r\nid: hostile-file\r\ntitle: Windows\r\n---\r\n- a fact\r\n",
    "no-frontmatter": b"Just a paragraph someone wrote by hand.\n",
    "empty": b"",
}


FULL_GAUNTLET = ("python-object-tag", "alias-bomb", "never-closed", "binary",
                 "nesting-below-the-loader")


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_files_are_refused_by_name_and_left_alone(name: str, tmp_path: Path) -> None:
    data = HOSTILE[name]
    assert isinstance(_read(data), InvalidEntry), name
    _gauntlet(_store(tmp_path), data, None if name in FULL_GAUNTLET else SHORT)
    assert not Path("/tmp/pwned").exists()


def test_conflict_markers_are_left_to_reading_commands_and_resolved_by_doctor(
        tmp_path: Path) -> None:
    root = _store(tmp_path)
    data = (b"---\nid: hostile-file\ntitle: Merged badly\n<<<<<<< ours\nconfirmations: 2\n"
            b"=======\nconfirmations: 3\n>>>>>>> theirs\n---\n- fact\n")
    assert isinstance(_read(data), InvalidEntry)
    _gauntlet(root, data, [("lint",), ("retention", "run", "--apply"), ("doctor", "--apply")])
    repaired = (root / REL).read_text()
    assert "<<<<<<<" not in repaired and "confirmations: 3" in repaired


@pytest.mark.parametrize("name", sorted(ODD))
def test_odd_but_readable_files_work_everywhere(name: str, tmp_path: Path) -> None:
    data = ODD[name]
    assert not isinstance(_read(data), InvalidEntry), name
    _gauntlet(_store(tmp_path), data)


def test_the_size_limits_are_the_documented_ones() -> None:
    docs = (Path(__file__).parents[2] / "docs" / "guarantees.md").read_text()
    assert f"{MAX_FILE_BYTES:,}".replace(",", " ") in docs or str(MAX_FILE_BYTES) in docs
    assert str(MAX_FRONTMATTER_BYTES) in docs
    with pytest.raises(InvalidEntry, match="over the"):
        parse("---\nt: " + "x" * MAX_FRONTMATTER_BYTES + "\n---\n", REL)


# The store's own paths a committed symlink can take, and where it can point from there.
LINKABLE = ["log", "log/events.jsonl", "log/recall.jsonl", "log/sessions.jsonl", ".cache",
            ".cache/lock", ".cache/entries.marshal", "INDEX.md", "reports", "archive",
            "working/linked.md", "long_term/topic", "long_term/good-entry-aaaa.md",
            "memstore.yaml", ".gitattributes"]
TARGETS = ["outside/file.md", "outside", "outside/missing", "memory/working", "memory/INDEX.md"]
EVERY_COMMAND = [*READING, *WRITING, ("add", "Deploy on Fridays", "--tag", "ops"),
                 ("recall", "deploy", "--session", "s1"), ("index",), ("session", "start"),
                 ("session", "end"), ("used", "good-entry-aaaa"), ("consolidate", "--apply")]


@given(links=st.dictionaries(st.sampled_from(LINKABLE), st.sampled_from(TARGETS), min_size=1,
                             max_size=3),
       commands=st.lists(st.sampled_from(EVERY_COMMAND), min_size=1, max_size=5))
@settings(max_examples=max(5, EXAMPLES // 2), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
# Issue 18's repros, always tried: doctor wrote its lock holder into a README, add appended to a
# Makefile, doctor read a file outside through an entry.
@example(links={".cache/lock": "outside/file.md"}, commands=[("doctor", "--apply")])
@example(links={"log/events.jsonl": "outside/file.md"},
         commands=[("add", "Deploy on Fridays", "--tag", "ops")])
@example(links={"working/linked.md": "outside/file.md", "long_term/topic": "outside"},
         commands=[("doctor", "--apply")])
def test_symlinks_anywhere_never_reach_outside_the_store(
        links: dict[str, str], commands: list[tuple[str, ...]]) -> None:
    """Whatever the store's paths a committed symlink takes and wherever it points, no command
    writes outside the store, replaces the link, or shows a traceback; a failure names a link;
    lint lists every link."""
    import shutil

    with tempfile.TemporaryDirectory() as folder:
        top = Path(folder)
        root = _store(top)
        outside = top / "outside"
        outside.mkdir()
        (outside / "file.md").write_text("---\nid: file\n---\n- TOPSECRET outside\n")
        before = {p.relative_to(top).as_posix(): p.read_bytes()
                  for p in sorted(outside.rglob("*")) if p.is_file()}
        # A link inside a linked folder would be made outside the store: one of the two.
        links = {rel: t for rel, t in links.items()
                 if not any(rel.startswith(other + "/") for other in links)}
        for rel, target in links.items():
            path = root / rel
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            elif path.exists() or path.is_symlink():
                path.unlink()
            path.parent.mkdir(parents=True, exist_ok=True)
            path.symlink_to(top / target)
        runner = CliRunner()
        for args in [*commands, ("lint",)]:
            result = runner.invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                   catch_exceptions=False)
            assert result.exit_code in (0, 1), (args, result.output)
            if result.exit_code == 1 and args[0] != "lint":  # warnings may come first
                errors = [line for line in result.stderr.splitlines() if line.startswith("Error")]
                assert len(errors) == 1, (args, result.output)
            assert "TOPSECRET" not in result.stdout, args
            now = {p.relative_to(top).as_posix(): p.read_bytes()
                   for p in sorted(outside.rglob("*")) if p.is_file()}
            assert now == before, args
            for rel, target in links.items():
                assert (root / rel).is_symlink() and os.readlink(root / rel) == str(top / target)
        if "memstore.yaml" not in links:
            for rel in links:
                assert rel in result.stdout, (rel, result.stdout)


# Special files (issue 18, item 10) --------------------------------------------------------

FIFO_PLACES = {
    "log/recall.jsonl": [("recall", "pytest"), ("decay",), ("retention", "run", "--apply")],
    "log/events.jsonl": [("add", "a new fact"), ("purge",), ("purge", "--apply")],
    "log/sessions.jsonl": [("session", "start"), ("context",)],
    "INDEX.md": [("index",), ("doctor",), ("add", "--source", "user", "--kind", "preference",
                                           "tabs over spaces")],
}


@pytest.mark.parametrize("place", sorted(FIFO_PLACES))
def test_a_fifo_in_the_store_never_hangs_a_command(place: str, tmp_path: Path) -> None:
    import subprocess
    import sys

    root = _store(tmp_path)
    (root / place).unlink(missing_ok=True)
    os.mkfifo(root / place)
    for args in FIFO_PLACES[place]:
        done = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                               NOW, *args], capture_output=True, text=True, timeout=30)
        assert "Traceback" not in done.stderr, (args, done.stderr)
        if done.returncode:
            assert done.returncode == 1, (args, done.stderr)
            assert done.stderr.startswith("Error: ") and place in done.stderr, (args, done.stderr)
    assert stat.S_ISFIFO((root / place).lstat().st_mode)


def test_a_fifo_in_a_migrate_source_is_skipped_by_name(tmp_path: Path) -> None:
    import subprocess
    import sys

    root = _store(tmp_path)
    source = tmp_path / "notes"
    source.mkdir()
    (source / "a.md").write_text("- Run the linter before committing.\n")
    os.mkfifo(source / "b.md")
    done = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           "migrate", str(source), "--apply"], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 0, done.stderr
    assert "b.md: is a FIFO, not a regular file; skipped" in done.stderr
    assert any("linter" in p.read_text() for p in (root / "working").glob("*.md"))


# Dates, config values and read-back (issue 18, items 7-9) ---------------------------------

@given(st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)))
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_date_in_an_entry_is_used_or_skipped_by_name_never_a_crash(moment: datetime) -> None:
    stamp = moment.strftime("%Y-%m-%dT%H:%M:%SZ").rjust(20, "0")
    in_range = MIN_YEAR <= moment.year <= MAX_YEAR
    with tempfile.TemporaryDirectory() as folder:
        root = _store(Path(folder))
        (root / "long_term" / "dated-entry.md").write_text(
            f"---\nid: dated-entry\ntitle: Dated\nkind: fact\ncreated: 2026-01-01T00:00:00Z\n"
            f"last_confirmed: {stamp}\n---\n- Run pytest with a date.\n")
        runner = CliRunner()
        for args in [("recall", "pytest"), ("decay",), ("context",), ("retention", "report"),
                     ("lint",)]:
            result = runner.invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                   catch_exceptions=False)
            if args[0] == "lint":
                assert result.exit_code == (0 if in_range else 1), result.output
                assert in_range or "long_term/dated-entry.md" in result.stdout
                continue
            assert result.exit_code == 0, (args, result.output)
            assert in_range or "dated-entry.md" in result.stderr, (args, result.stderr)


def _numeric_settings() -> list[str]:
    import dataclasses
    import typing

    from memstore.core.config import Config

    found = []
    for section in dataclasses.fields(Config):
        hint = typing.get_type_hints(Config)[section.name]
        if dataclasses.is_dataclass(hint):
            for inner in dataclasses.fields(hint):
                kind = typing.get_type_hints(hint)[inner.name]
                if kind in (int, float) or kind == float | None:
                    found.append(f"{section.name}.{inner.name}")
        elif hint in (int, float):
            found.append(section.name)
    return found


NUMBERS = (st.sampled_from([0, -1, 1, 0.5, 1e300, -1e300, 10**12, 99999999999, 10**400, 1e-320])
           | st.floats(allow_nan=True, allow_infinity=True) | st.integers()
           | st.integers(min_value=10**300, max_value=10**4000) | st.floats(0, 1e-300))


@given(st.sampled_from(_numeric_settings()), NUMBERS)
@settings(max_examples=EXAMPLES * 2, deadline=None)
def test_any_number_in_the_config_works_or_is_one_error_naming_its_key(
        key: str, value: float) -> None:
    text = repr(value).replace("nan", ".nan").replace("inf", ".inf")
    if "e" in text and "." not in text:
        text = text.replace("e", ".0e")  # YAML 1.1 reads `1e-320` as text, `1.0e-320` as a number
    section, _, name = key.rpartition(".")
    yaml_text = f"{section}:\n  {name}: {text}\n" if section else f"{key}: {text}\n"
    with tempfile.TemporaryDirectory() as folder:
        root = _store(Path(folder))
        (root / "memstore.yaml").write_text(yaml_text)
        runner = CliRunner()
        for args in [("context",), ("recall", "pytest"), ("retention", "run", "--apply"),
                     ("add", "Run pytest before merging.")]:
            result = runner.invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                   catch_exceptions=False)
            assert result.exit_code in (0, 1), (args, result.output)
            if result.exit_code == 1:
                assert result.stderr.startswith("Error: ") and key in result.stderr


FIELD_TEXT = st.text(max_size=60) | st.sampled_from(
    ["\x00", "t\udcffg", "a\nb", "---", "key: value", "'", '"', "#", "- x", "\u2028", "\ufeff",
     "é", "日本語", "x" * 2000, "{a: 1}", "[", "*alias", "&anchor", "!!python/object", "null"])


@given(text=FIELD_TEXT, title=st.none() | FIELD_TEXT, tags=st.lists(FIELD_TEXT, max_size=4),
       branch=st.none() | FIELD_TEXT)
@settings(max_examples=EXAMPLES * 3, deadline=None)
def test_whatever_add_accepts_reads_back_and_whatever_it_refuses_leaves_no_file(
        text: str, title: str | None, tags: list[str], branch: str | None) -> None:
    from memstore.app.edits import add
    from memstore.core.errors import MemstoreError
    from memstore.runtime import clock
    from memstore.storage.store import Store

    with tempfile.TemporaryDirectory() as folder:
        root = _store(Path(folder))
        before = sorted(p.name for p in root.rglob("*.md"))
        clock.set_now(NOW)
        try:
            added = add(Store(root), text, title=title, tags=tags, branch=branch or None)
        except MemstoreError:
            assert sorted(p.name for p in root.rglob("*.md")) == before
            return
        finally:
            clock.set_now(None)
        entry = parse_entry(decode((root / added.rel).read_bytes(), added.rel), added.rel)
        assert entry.id == added.id
        assert entry.tags == sorted({t.strip() for t in tags if t.strip()})
        assert entry.meta.get("branch") == (branch or None)
        if title and title.split():
            assert entry.meta["title"] == " ".join(title.split())
        store = Store(root)
        assert store.load().get(added.id).rel == added.rel
