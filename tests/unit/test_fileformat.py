"""The entry file format: parsing, facts, and rewrites that keep every untouched byte."""

from __future__ import annotations

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.entry import parse_entry
from memstore.core.errors import InvalidEntry
from memstore.core.fileformat import DELETE, facts, parse, render, rewrite

HAND_WRITTEN = """\
---
id: use-uv-7f3a
# why: the team agreed on 2026-11-02
title: Use uv for Python dependency management
kind: convention
reviewer: alice            # not a memstore key; must survive
tags: [python, tooling]
provenance:
  - {at: 2026-11-02T09:14:00Z, source: user, session: s-0142}
---
- Run `uv sync` after every pull.
- Never call pip directly in this repository.
"""


def test_rewrite_changes_only_the_named_keys() -> None:
    new = rewrite(HAND_WRITTEN, {"confirmations": 3, "kind": "procedure"})
    old_lines, new_lines = HAND_WRITTEN.splitlines(), new.splitlines()
    assert "confirmations: 3" in new_lines
    assert "kind: procedure" in new_lines
    # Everything else is byte-identical and in its place.
    kept = [line for line in old_lines if line != "kind: convention"]
    assert [line for line in new_lines if line in kept] == kept
    assert "# why: the team agreed on 2026-11-02" in new_lines
    assert "reviewer: alice            # not a memstore key; must survive" in new_lines


def test_new_keys_go_where_the_house_order_puts_them() -> None:
    new = rewrite(HAND_WRITTEN, {"status": "active", "schema": 1})
    keys = [line.split(":")[0] for line in new.split("---")[1].splitlines()
            if line and line[0].isalpha()]
    assert keys.index("status") == keys.index("kind") + 1
    assert keys[-1] == "schema"


def test_rewrite_deletes_a_key_and_its_block() -> None:
    new = rewrite(HAND_WRITTEN, {"provenance": DELETE})
    assert "provenance" not in new and "s-0142" not in new
    assert parse(new).meta["tags"] == ["python", "tooling"]


def test_rewrite_adds_frontmatter_to_a_plain_markdown_file() -> None:
    text = "Prefer small commits\n\n- one change per commit\n"
    new = rewrite(text, {"id": "prefer-small-commits"})
    assert new == "---\nid: prefer-small-commits\n---\n" + text


def test_crlf_and_bom_survive_a_rewrite() -> None:
    text = "\ufeff---\r\nid: a\r\ntitle: T\r\n---\r\n- fact\r\n"
    new = rewrite(text, {"confirmations": 2})
    assert new.startswith("\ufeff---\r\n")
    assert new.endswith("- fact\r\n")
    assert "confirmations: 2\r\n" in new
    assert parse(new).meta == {"id": "a", "title": "T", "confirmations": 2}


def test_provenance_records_are_one_line_flow_mappings() -> None:
    text = render({"id": "x", "provenance": [
        {"at": "2026-11-02T09:14:00Z", "source": "user", "note": "merged: a, b"}]}, "- f")
    assert "  - {at: 2026-11-02T09:14:00Z, source: user, note: 'merged: a, b'}" in text
    assert parse(text).meta["provenance"][0]["note"] == "merged: a, b"


def test_timestamps_stay_the_strings_a_person_wrote() -> None:
    assert parse(HAND_WRITTEN).meta["provenance"][0]["at"] == "2026-11-02T09:14:00Z"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("- a\n- b\n", ["a", "b"]),
        ("# Heading\n\n- a\n  continued\n\n1. numbered\n", ["a continued", "numbered"]),
        ("First paragraph\nstill first.\n\nSecond.\n", ["First paragraph still first.", "Second."]),
        ("* [x] done task\n+ plus bullet\n", ["done task", "plus bullet"]),
        ("```sh\nuv sync\n```\n", ["```sh\nuv sync\n```"]),
        ("## only a heading\n", []),
    ],
)
def test_facts_are_bullets_and_paragraphs(body: str, expected: list[str]) -> None:
    assert facts(body) == expected


@pytest.mark.parametrize(
    ("text", "reason", "line"),
    [
        ("---\ntitle: [unclosed\n---\n", "bad YAML", 3),
        ("---\nid: x\n", "never closed", 1),
        ("---\n- a list\n---\n", "must be a mapping", 2),
        ("---\nconfirmations: many\n---\n", "whole number", None),
        ("---\ncreated: yesterday\n---\n", "ISO 8601", None),
        ("---\nx: !!python/object:os.system ls\n---\n", "bad YAML", 2),
        ("---\nid: other\n---\n", "does not match the file name", None),
    ],
)
def test_malformed_files_are_refused_with_a_reason(text: str, reason: str,
                                                    line: int | None) -> None:
    with pytest.raises(InvalidEntry) as caught:
        parse_entry(text, "working/x.md")
    assert reason in caught.value.reason
    assert caught.value.line == line
    assert "working/x.md" in str(caught.value)


def test_alias_bombs_are_refused() -> None:
    bomb = "---\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 7):
        bomb += f"b{n}: &b{n} [" + ", ".join([f"*{'a' if n == 1 else f'b{n-1}'}"] * 10) + "]\n"
    bomb += "---\n"
    with pytest.raises(InvalidEntry, match="too large or too deeply aliased"):
        parse_entry(bomb, "working/x.md")


# A law: rewriting keys and parsing gives back exactly the keys written, and every line of a key
# not named in the change keeps its bytes.
keys = st.sampled_from(["title", "kind", "confirmations", "tags", "custom", "provenance", "status"])
texts = st.text(alphabet=string.ascii_letters + string.digits + " :,#'\"-[]{}é", max_size=30)
values = st.one_of(
    st.integers(min_value=0, max_value=10**6),
    texts,
    st.lists(texts, max_size=4),
    st.lists(st.fixed_dictionaries({"at": st.just("2026-11-02T09:14:00Z"), "note": texts}),
             max_size=3),
    st.booleans(),
)


@settings(max_examples=300, deadline=None)
@given(changes=st.dictionaries(keys, values, max_size=4))
def test_rewrite_round_trips_and_keeps_untouched_lines(changes: dict[str, object]) -> None:
    new = rewrite(HAND_WRITTEN, changes)
    meta = parse(new).meta
    for key, value in changes.items():
        assert meta[key] == value
    untouched = {"id", "reviewer", "tags", "provenance", "title", "kind"} - set(changes)
    old_lines = HAND_WRITTEN.splitlines()
    for key in untouched:
        block = [line for line in old_lines if line.startswith(f"{key}:")]
        assert all(line in new.splitlines() for line in block)
    assert "# why: the team agreed on 2026-11-02" in new
    assert new.endswith("- Never call pip directly in this repository.\n")


@settings(max_examples=200, deadline=None)
@given(meta=st.dictionaries(keys, values, max_size=6), body=st.lists(texts, max_size=4))
def test_render_then_parse_is_identity(meta: dict[str, object], body: list[str]) -> None:
    text = render(meta, "\n".join(f"- {b}" for b in body))
    assert parse(text).meta == meta
    assert text.endswith("\n")
