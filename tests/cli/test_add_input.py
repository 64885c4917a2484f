"""`add` for real use: text from stdin or a file, text with no words refused, and an exact copy
of a live entry confirming it instead of making a second file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import tree
from hypothesis import given
from hypothesis import strategies as st

from memstore.core.entry import plain_title
from memstore.core.fileformat import parse


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for layer in ("working", "long_term")
                  for p in (root / layer).rglob("*.md"))


def test_add_dash_reads_stdin(run, root: Path) -> None:
    done = run("add", "-", "--kind", "fact", input="- Staging runs on port 8443.\n- It has TLS.\n")
    assert done.exit_code == 0, done.stderr
    entry_id = done.stdout.strip()
    text = (root / "working" / f"{entry_id}.md").read_text()
    assert text.endswith("---\n- Staging runs on port 8443.\n- It has TLS.\n")
    assert parse(text).meta["title"] == "Staging runs on port 8443."


@pytest.mark.parametrize("text, title", [
    ("```yaml\nwebhooks:\n  max_retries: 5\n```\n", "webhooks:"),
    ("## Deploys\n- Deploys go through release.yml.\n", "Deploys"),
    ("1. Run `make migrate`\n2. Run `make deploy-api`\n", "Run `make migrate`"),
    ("> **Never** log request bodies.\n> They hold card data.\n", "Never log request bodies."),
])
def test_a_title_made_of_the_text_is_its_first_line_of_words(run, root: Path, text: str,
                                                              title: str) -> None:
    """Not the Markdown that opens it: `add` of a code block was titled "```yaml" (`list`,
    INDEX.md and every context showed it so), and of a section "## Deploys"."""
    done = run("add", "-", input=text)
    assert done.exit_code == 0, done.stderr
    stored = (root / "working" / f"{done.stdout.strip()}.md").read_text()
    assert parse(stored).meta["title"] == title
    assert stored.endswith("---\n" + text)  # the text itself as it was given


def test_add_file_takes_a_250_kb_note_through_a_real_process(
        tmp_path: Path, root: Path, memstore_bin) -> None:
    """Passed as an argument, a note this long fails with "Argument list too long"."""
    note = tmp_path / "incident-notes.md"
    lines = [f"- Step {n}: restarted worker {n % 17} after the queue backed up." for n in
             range(4500)]
    note.write_text("\n".join(lines) + "\n")
    assert note.stat().st_size > 250_000
    done = memstore_bin("--store", str(root), "add", "--file", str(note), "--kind", "incident")
    assert done.returncode == 0, done.stderr
    stored = (root / "working" / f"{done.stdout.strip()}.md").read_text()
    assert stored.endswith(note.read_text())


@pytest.mark.parametrize("text", ["`" * 16_000 + " deploys", "**a " * 20_000, "_a _" * 20_000])
def test_a_note_of_markdown_markers_is_added_at_once(tmp_path: Path, root: Path, memstore_bin,
                                                     text: str) -> None:
    """Reading the title's emphasis once ran over the whole note: a run of 16,000 backticks took
    minutes (a code span looked for at every start and every length), 20,000 unclosed bold
    markers half a minute."""
    note = tmp_path / "note.md"
    note.write_text(text + "\n")
    done = memstore_bin("--store", str(root), "add", "--file", str(note), timeout=20)
    assert done.returncode == 0, done.stderr
    stored = (root / "working" / f"{done.stdout.strip()}.md").read_text()
    assert stored.endswith(text.strip() + "\n")


def test_a_text_over_the_size_of_an_entry_file_is_refused_at_once(
        tmp_path: Path, root: Path, memstore_bin) -> None:
    """5 MB took seconds of secret scanning, then failed as "could not read the entry back"."""
    note = tmp_path / "dump.md"
    note.write_text("- " + "a" * 5_000_000 + "\n")
    before = tree(root)
    done = memstore_bin("--store", str(root), "add", "--file", str(note), timeout=20)
    assert done.returncode == 1
    assert done.stderr == ("Error: the text is 5000002 bytes, over the 1048576 limit of an "
                           "entry file; nothing was written\n")
    assert tree(root) == before


@pytest.mark.parametrize("args, stdin", [
    (["-"], "-\n"), (["---"], None), (["- "], None), (["   \n\t"], None), (["-"], "---\n- \n"),
    (["*"], None),
])
def test_text_with_no_words_is_refused(run, root: Path, args: list[str],
                                       stdin: str | None) -> None:
    before = tree(root)
    done = run("add", *args, input=stdin)
    assert done.exit_code == 1
    assert done.stderr.startswith("Error: nothing to remember") and done.stderr.count("\n") == 1
    assert tree(root) == before


def test_a_title_alone_is_the_note(run, root: Path) -> None:
    # (`add -t "..." ""` was refused as "the text is empty" though the title said it all;
    # the agent trial) A title with no words is still refused, as a text with none is.
    done = run("add", "--title", "Use uv for Python deps", "")
    assert done.exit_code == 0, done.stderr
    stored = (root / "working" / f"{done.stdout.strip()}.md").read_text()
    assert parse(stored).meta["title"] == "Use uv for Python deps"
    assert stored.endswith("---\n- Use uv for Python deps\n")
    before = tree(root)
    refused = run("add", "--title", "---", "")
    assert refused.exit_code == 1 and refused.stderr.startswith("Error: nothing to remember")
    assert tree(root) == before


def test_bad_sources_are_errors(run, root: Path, tmp_path: Path) -> None:
    before = tree(root)
    missing = run("add", "--file", str(tmp_path / "nope.md"))
    assert missing.exit_code == 1 and "nope.md: cannot read it" in missing.stderr
    (tmp_path / "latin1.md").write_bytes("caf\xe9 notes".encode("latin-1"))
    assert "latin1.md: not UTF-8 text" in run("add", "--file", str(tmp_path / "latin1.md")).stderr
    assert run("add").exit_code == 2
    assert run("add", "text", "--file", str(tmp_path / "latin1.md")).exit_code == 2
    assert run("add", "--tittle", "x").exit_code == 2
    assert tree(root) == before


def test_three_identical_adds_make_one_entry_with_three_confirmations(run, root: Path) -> None:
    ids = [run("add", "Builds need Node 20", "--kind", "fact", "--session", f"s-{n}",
               now=f"2026-11-2{n}T09:00:00Z") for n in range(3)]
    assert all(i.exit_code == 0 for i in ids)
    assert len({i.stdout for i in ids}) == 1
    assert "an exact copy of" in ids[2].stderr
    assert _files(root) == [f"working/{ids[0].stdout.strip()}.md"]
    meta = parse((root / _files(root)[0]).read_text()).meta
    assert (meta["confirmations"], meta["last_confirmed"]) == (3, "2026-11-22T09:00:00Z")
    assert [p.get("session") for p in meta["provenance"]] == ["s-0", "s-1", "s-2"]


def test_only_a_live_copy_of_the_same_kind_and_branch_is_confirmed(run, root: Path) -> None:
    first = run("add", "Deploys go out on Tuesdays", "--kind", "fact").stdout.strip()
    # Whitespace and case aside, the same text: a copy.
    assert run("add", "deploys  go out on TUESDAYS", "--kind", "fact").stdout.strip() == first
    # Another kind, another branch, or more text: new entries.
    assert run("add", "Deploys go out on Tuesdays", "--kind", "decision").stdout.strip() != first
    assert run("add", "Deploys go out on Tuesdays", "--kind", "fact", "--branch",
               "feature-x").stdout.strip() != first
    assert run("add", "Deploys go out on Tuesdays and Thursdays",
               "--kind", "fact").stdout.strip() != first
    # Archived: no longer live, so the same words are a new entry.
    (root / "archive").mkdir(exist_ok=True)
    (root / "working" / f"{first}.md").rename(root / "archive" / f"{first}.md")
    again = run("add", "Deploys go out on Tuesdays", "--kind", "fact").stdout.strip()
    assert again != first and (root / "working" / f"{again}.md").exists()


@given(st.text(alphabet="ab _*`-.", max_size=30))
def test_stripping_emphasis_is_idempotent_and_never_touches_code(text: str) -> None:
    once = plain_title(text)
    assert plain_title(once) == once
    spans = [m.group(0) for m in re.finditer(r"(`+).+?\1", text, re.DOTALL)]
    assert [m.group(0) for m in re.finditer(r"(`+).+?\1", once, re.DOTALL)] == spans
    if "*" not in text and "_" not in text:
        assert once == text
    assert once.replace("*", "").replace("_", "") == text.replace("*", "").replace("_", "")


def test_parent_is_an_entry_in_the_store_named_by_any_unique_prefix(run, root: Path) -> None:
    """`add --parent` wrote whatever it was given: a prefix (as every other ID argument takes)
    or a typo went into the file as it stood, and the next `lint` called the new entry an
    error ("dangling-link: parent names 'api-gateway', which is not in the store")."""
    gateway = run("add", "The API gateway is Kong", "--kind", "fact").stdout.strip()
    child = run("add", "Kong plugins live in gateway/plugins", "--parent", "the-api-gat")
    assert child.exit_code == 0, child.stderr
    text = (root / "working" / f"{child.stdout.strip()}.md").read_text()
    assert f"\nparent: {gateway}\n" in text
    before = tree(root)
    typo = run("add", "Kong runs three replicas", "--parent", "api-gateway")
    assert typo.exit_code == 1 and typo.stdout == ""
    assert typo.stderr.startswith("Error: no entry with id 'api-gateway'"), typo.stderr
    assert tree(root) == before
    assert run("lint").exit_code == 0


def test_a_note_with_frontmatter_is_titled_by_its_first_line_of_words(run, root: Path,
                                                                      tmp_path: Path) -> None:
    """`add --file` of an Obsidian-style note (YAML frontmatter, then a heading) made an entry
    titled '---' with the id 'entry-0066': a line of dashes counted as the "first line of
    words", and the note's own frontmatter was read as its opening text."""
    note = tmp_path / "deploys.md"
    note.write_text("---\ntags: [obsidian]\ndate: 2026-01-01\n---\n# Deploy notes\n\n"
                    "- Deploys go through Argo CD.\n")
    done = run("add", "--file", str(note), "--kind", "procedure")
    assert done.exit_code == 0, done.stderr
    entry_id = done.stdout.strip()
    assert entry_id.startswith("deploy-notes-"), entry_id
    meta = parse((root / "working" / f"{entry_id}.md").read_text()).meta
    assert meta["title"] == "Deploy notes"
    ruled = run("add", "***\n\nThe API gateway is Kong.\n")
    assert ruled.stdout.startswith("the-api-gateway-is-kong-"), ruled.stdout
