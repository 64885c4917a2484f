"""The merge driver's rules, one by one, and the laws they keep: merging is symmetric, a side
that changed nothing changes nothing, and only two rewrites of one body line conflict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.fileformat import parse, render
from memstore.storage.gitmerge import merge_meta, merge_texts
from memstore.storage.linemerge import merge_bodies

BASE: dict[str, Any] = {
    "id": "use-uv-7f3a", "title": "Use uv", "kind": "convention", "status": "active",
    "source": "user", "created": "2026-10-01T09:00:00Z", "last_confirmed": "2026-10-01T09:00:00Z",
    "confirmations": 1, "tags": ["python"],
    "provenance": [{"at": "2026-10-01T09:00:00Z", "source": "user"}], "schema": 1,
}


def confirmed(meta: dict[str, Any], at: str, session: str) -> dict[str, Any]:
    return {**meta, "last_confirmed": at, "confirmations": meta["confirmations"] + 1,
            "provenance": [*meta["provenance"], {"at": at, "source": "agent",
                                                 "session": session}]}


def pruned(meta: dict[str, Any]) -> dict[str, Any]:
    return {**meta, "status": "archived", "archived_at": "2026-12-01T00:00:00Z",
            "archived_from": "long_term", "archived_reason": "decay", "decay_score": 0.09}


def test_confirmations_on_both_sides_add_up_and_every_record_is_kept() -> None:
    a = confirmed(BASE, "2026-11-02T10:00:00Z", "s-a")
    b = confirmed(confirmed(BASE, "2026-11-03T10:00:00Z", "s-b"), "2026-11-04T10:00:00Z", "s-c")
    merged = merge_meta(BASE, a, b)
    assert merged["confirmations"] == 4
    assert merged["last_confirmed"] == "2026-11-04T10:00:00Z"
    assert [r.get("session") for r in merged["provenance"]] == [None, "s-a", "s-b", "s-c"]


def test_the_same_increment_made_on_both_sides_counts_once() -> None:
    shared = {**BASE, "confirmations": 3, "provenance": [
        *BASE["provenance"], {"at": "2026-11-01T00:00:00Z", "source": "agent", "from": "dup-1"}]}
    ours = confirmed(shared, "2026-11-05T00:00:00Z", "s-a")  # the same merge, then a confirm
    assert merge_meta(BASE, ours, shared)["confirmations"] == 4
    assert merge_meta(BASE, shared, ours)["confirmations"] == 4


def test_successes_add_up_tags_union_created_earliest() -> None:
    a = {**BASE, "successes": 2, "tags": ["python", "tooling"], "created": "2026-09-01T00:00:00Z"}
    b = {**BASE, "successes": 1, "tags": ["ci", "python"]}
    merged = merge_meta(BASE, a, b)
    assert merged["successes"] == 3
    assert merged["tags"] == ["ci", "python", "tooling"]
    assert merged["created"] == "2026-09-01T00:00:00Z"


def test_a_tag_removed_on_one_side_and_kept_on_the_other_is_removed() -> None:
    a = {**BASE, "tags": ["python", "uv"]}
    b = {**BASE, "tags": []}
    assert merge_meta({**BASE, "tags": ["python"]}, a, b)["tags"] == ["uv"]


def test_tags_written_as_text_on_one_side_merge_as_the_list_they_spell() -> None:
    # (a person wrote `tags: python, tooling` by hand; the other clone added "ci")
    a = {**BASE, "tags": "python, tooling"}
    b = {**BASE, "tags": ["ci", "python"]}
    assert merge_meta(BASE, a, b)["tags"] == ["ci", "python", "tooling"]


def test_evidence_the_pruning_side_never_saw_revives_the_entry() -> None:
    merged = merge_meta(BASE, pruned(BASE), confirmed(BASE, "2026-12-03T00:00:00Z", "s-b"))
    assert merged["status"] == "active"
    assert "archived_at" not in merged and "decay_score" not in merged
    assert merged["restored_at"] == "2026-12-03T00:00:00Z"
    assert merged["confirmations"] == 2


def test_a_compaction_or_supersession_stands_against_a_confirmation() -> None:
    compacted = {**pruned(BASE), "compacted_into": "node-1111", "archived_reason": "compacted"}
    merged = merge_meta(BASE, compacted, confirmed(BASE, "2026-12-03T00:00:00Z", "s-b"))
    assert (merged["status"], merged["compacted_into"]) == ("archived", "node-1111")
    assert merged["confirmations"] == 2  # the evidence is kept all the same
    superseded = {**BASE, "status": "superseded", "superseded_by": "newer-2222"}
    merged = merge_meta(BASE, confirmed(BASE, "2026-12-03T00:00:00Z", "s-b"), superseded)
    assert merged["status"] == "superseded" and merged["superseded_by"] == "newer-2222"


def test_a_confirmation_revives_an_entry_the_other_side_marked_stale() -> None:
    stale = {**BASE, "status": "stale", "stale_since": "2027-01-29T09:00:00Z"}
    merged = merge_meta(BASE, stale, confirmed(BASE, "2027-02-01T00:00:00Z", "s-b"))
    assert merged["status"] == "active" and "stale_since" not in merged
    assert "restored_at" not in merged  # it never left long_term/


def test_two_archives_keep_the_earliest_archive_time() -> None:
    early = {**pruned(BASE), "archived_at": "2026-11-15T00:00:00Z", "archived_reason": "early"}
    late = {**pruned(BASE), "archived_at": "2026-12-15T00:00:00Z", "archived_reason": "late"}
    for a, b in ((early, late), (late, early)):
        merged = merge_meta(BASE, a, b)
        assert (merged["archived_at"], merged["archived_reason"]) == ("2026-11-15T00:00:00Z",
                                                                        "early")


def test_needs_review_wins_over_an_archive() -> None:
    flagged = {**BASE, "status": "needs_review", "contradictions": 1}
    assert merge_meta(BASE, pruned(BASE), flagged)["status"] == "needs_review"


times = st.sampled_from(["2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z"])


@st.composite
def sides(draw: st.DrawFn) -> dict[str, Any]:
    meta = dict(BASE)
    for at in sorted(draw(st.lists(times, max_size=3))):  # time only goes forward
        meta = confirmed(meta, at, draw(st.sampled_from(["s-1", "s-2", "s-3"])))
    if draw(st.booleans()):
        meta["tags"] = sorted(set(meta["tags"]) | set(draw(st.lists(
            st.sampled_from(["ci", "uv", "docs"]), max_size=2))))
    if draw(st.booleans()):
        meta["successes"] = draw(st.integers(0, 3))
    change = draw(st.sampled_from(["none", "prune", "review", "supersede", "title"]))
    if change == "prune":
        meta = pruned(meta)
        meta["archived_at"] = draw(times)
    elif change == "review":
        meta["status"] = "needs_review"
    elif change == "supersede":
        meta.update(status="superseded", superseded_by=draw(st.sampled_from(["n-1111",
                                                                            "n-2222"])))
    elif change == "title":
        meta["title"] = draw(st.sampled_from(["Use uv always", "Prefer uv"]))
    return meta


@given(sides(), sides())
@settings(max_examples=200, deadline=None)
def test_merging_is_symmetric(a: dict[str, Any], b: dict[str, Any]) -> None:
    one, two = merge_meta(BASE, a, b), merge_meta(BASE, b, a)
    assert dict(sorted(one.items())) == dict(sorted(two.items()))


@given(sides())
@settings(max_examples=100, deadline=None)
def test_a_side_that_changed_nothing_changes_nothing(a: dict[str, Any]) -> None:
    assert merge_meta(BASE, a, BASE) == a
    assert merge_meta(BASE, a, a) == a


def test_facts_appended_on_both_sides_are_both_kept() -> None:
    base = "- Run uv sync.\n"
    merged = merge_bodies(base, base + "- Commit uv.lock.\n", base + "- Pin uv in CI.\n")
    assert merged.conflicts == 0
    assert merged.text == "- Run uv sync.\n- Commit uv.lock.\n- Pin uv in CI.\n"


def test_one_fact_both_sides_added_in_two_places_is_kept_once() -> None:
    # (two clones merged one note into one entry, one with its facts in another order: the
    # driver kept "- The Redis maxmemory policy is allkeys-lru" at the top and at the end;
    # the team trial)
    base = "- Cache entries live 15 minutes.\n"
    added = "- The Redis maxmemory policy is allkeys-lru, configured in fly.toml.\n"
    merged = merge_bodies(base, added + base, base + added)
    assert merged.conflicts == 0 and merged.text == added + base
    # a line one side already held twice stays twice, and code is left as it is
    twice = "- Restart.\n- Restart.\n"
    assert merge_bodies(base, base + twice, base).text == base + twice
    code = "```yaml\n- name: build\n```\n"
    merged = merge_bodies(base, code + base, base + code)
    assert merged.text.count("- name: build") == 2


def test_one_line_rewritten_two_ways_is_a_real_conflict() -> None:
    merged = merge_bodies("- Run uv sync.\n", "- Run uv sync --frozen.\n", "- Run uv sync -q.\n")
    assert merged.conflicts == 1
    assert merged.text == ("<<<<<<< ours\n- Run uv sync --frozen.\n=======\n"
                           "- Run uv sync -q.\n>>>>>>> theirs\n")


def test_a_markdown_rule_line_is_not_taken_for_a_marker() -> None:
    base = "Title\n=======\n\n- one\n"
    merged = merge_bodies(base, base + "- two\n", base + "- three\n")
    assert merged.conflicts == 0 and merged.text.startswith("Title\n=======\n")


def test_whole_files_keep_ours_layout_comments_and_line_endings() -> None:
    def text(meta: dict[str, Any], body: str = "- Run uv sync.\n") -> str:
        return render(meta, body).replace("kind: convention", "kind: convention  # by hand")

    base = text(BASE)
    ours = text(confirmed(BASE, "2026-11-02T10:00:00Z", "s-a")).replace("\n", "\r\n")
    theirs = text(confirmed(BASE, "2026-11-03T10:00:00Z", "s-b"),
                  "- Run uv sync.\n- Commit uv.lock.\n")
    merged = merge_texts(base, ours, theirs)
    assert merged.conflicts == 0
    assert "kind: convention  # by hand\r\n" in merged.text
    assert "\r\n- Commit uv.lock.\r\n" in merged.text
    assert parse(merged.text).meta["confirmations"] == 3


def test_the_driver_command_writes_ours_and_exits_by_conflict(tmp_path: Path) -> None:
    def run(base: str, ours: str, theirs: str) -> tuple[int, str]:
        files = []
        for name, text in (("O", base), ("A", ours), ("B", theirs)):
            (tmp_path / name).write_text(text)
            files.append(str(tmp_path / name))
        done = subprocess.run([sys.executable, "-m", "memstore", "git-merge", *files,
                               "memory/long_term/use-uv-7f3a.md"], capture_output=True,
                              text=True)
        assert done.stderr == ""
        return done.returncode, (tmp_path / "A").read_text()

    base = render(BASE, "- Run uv sync.\n")
    code, text = run(base, render(confirmed(BASE, "2026-11-02T10:00:00Z", "s-a"), "- Run uv "
                                  "sync.\n"), render(BASE, "- Run uv sync.\n- Pin uv.\n"))
    assert code == 0 and "- Pin uv." in text and "confirmations: 2" in text
    code, text = run(base, render(BASE, "- Run uv sync --frozen.\n"),
                     render(BASE, "- Run uv sync -q.\n"))
    assert code == 1 and "<<<<<<< ours" in text
    code, text = run("not: [valid", "---\nbroken: [\n---\n- a\n", "---\nbroken: [\n---\n- b\n")
    assert code == 1  # unparseable: git's own line merge, which conflicts here


@pytest.mark.parametrize("path", ["memory/reports/20261120T120000Z-compact.md",
                                  "memory/README.md"])
def test_files_that_are_not_entries_get_gits_line_merge(tmp_path: Path, path: str) -> None:
    for name, text in (("O", "a\nb\nc\n"), ("A", "A\nb\nc\n"), ("B", "a\nb\nC\n")):
        (tmp_path / name).write_text(text)
    done = subprocess.run([sys.executable, "-m", "memstore", "git-merge", str(tmp_path / "O"),
                           str(tmp_path / "A"), str(tmp_path / "B"), path],
                          capture_output=True, text=True)
    assert done.returncode == 0 and (tmp_path / "A").read_text() == "A\nb\nC\n"
