"""Restatements the judge used to miss on text it was not tuned on (tests/natural/dev_gamedev.jsonl,
measured before anything was changed for it), each pinned by its structural cause; beside each,
a contradiction or look-alike of the same shape that must stay apart. Written afresh in the
shapes of that file, not copied from it.

- the plural of an upper-case code ("DTOs") is the code;
- a negative claim that says all a positive one does before "and" / "whose" / "which" / "that",
  and its "no" only after it, holds the positive one (a conjunction holds its parts);
- a rare word and its value ("Jolt 5.0.x") are one fact said, as two rare words are;
- words the other side says as their abbreviation ("Derived Data Cache" / "DDC") are said there;
- "e.g." is an example marker, not a name put for another;
- "prior to" is "before", "check in" is "commit", "capped at" is "maximum", "P4" is Perforce;
- a clause that opens with "Before X" and no comma ends that step at its subject pronoun, and
  in "X must pass Y first" / "X requires Y first" what is required comes first;
- the candidate index meets a name written in parts through its parts ("clang-format" /
  "Formatting");
- a colon inside an aside does not cut its sentence; a code span's edge underscore is the name
  written plainly.
"""

from __future__ import annotations

import pytest
from judging import both_ways, symmetric_kind

from memstore.core.judge import claims
from memstore.core.similarity.blocking import candidate_pairs

RESTATED = [
    pytest.param("Request DTOs are checked with FluentValidation before the handler runs.",
                 "We check each request DTO with FluentValidation before the handler runs.",
                 id="plural-of-a-code"),
    pytest.param("Shader caches are rebuilt by the nightly job.",
                 "Shader caches are rebuilt by the nightly job and are never copied by hand.",
                 id="added-clause-with-its-own-negation"),
    pytest.param("cppcheck runs as a pre-push hook.",
                 "cppcheck runs as a pre-push hook, and the farm refuses changelists whose "
                 "report isn't clean.",
                 id="added-relative-clause-with-its-own-negation"),
    pytest.param("The server runs Jolt 5.0.x.", "Jolt v5.0 across the server.",
                 id="a-rare-word-and-its-version"),
    pytest.param("Shared Derived Data Cache: //nas2/ddc (SMB share).",
                 "We point the shared DDC at the SMB path //nas2/ddc.",
                 id="words-said-as-their-abbreviation"),
    pytest.param("Asset names are PascalCase with a type prefix (e.g. `T_Grass`).",
                 "We name assets with a type prefix plus PascalCase, like T_Grass.",
                 id="an-example-marker-is-no-name"),
    pytest.param("Validate the cooked build prior to tagging it.",
                 "Validate the cooked build before tagging it.", id="prior-to-is-before"),
    pytest.param("Never commit the Saved folder of the editor.",
                 "Don't check in the Saved folder of the editor.", id="check-in-is-commit"),
    pytest.param("Release builds are labelled with their P4 changelist.",
                 "Release builds are labelled with their Perforce changelist.",
                 id="p4-is-perforce"),
    pytest.param("Replay files are capped at 50 MB.", "Max replay file size: 50 MB.",
                 id="capped-at-is-maximum"),
    pytest.param("Before every playtest we tag the build in Horde.",
                 "The build is tagged in Horde before each playtest.",
                 id="a-fronted-before-clause-without-a-comma"),
    pytest.param("Console submissions must pass the TRC checklist first.",
                 "Run the TRC checklist before a console submission.",
                 id="what-is-required-first-comes-first"),
    pytest.param("Shader changes require a cook on the farm first.",
                 "Cook on the farm before you submit shader changes.",
                 id="what-a-step-requires-first-comes-first"),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_restatements_merge(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


APART = [
    # The "no" is said of what the positive states, not of an added part: still a conflict.
    pytest.param("The nightly job runs on the build farm.",
                 "The nightly job no longer runs on the build farm.", "conflict",
                 id="a-no-in-the-shared-predicate"),
    pytest.param("Shader caches are rebuilt by the nightly job.",
                 "Shader caches are not rebuilt by the nightly job.", "conflict",
                 id="a-no-on-the-shared-verb"),
    # Another value of the one rare word: a conflict, not a restatement.
    pytest.param("We're on Godot 4.2.", "We're on Godot 4.3.", "conflict",
                 id="another-version"),
    # The two ends of a scale are still opposed once "at most" reads as "maximum".
    pytest.param("Retry the upload at most 3 times.", "Retry the upload at least 3 times.",
                 "conflict", id="at-most-at-least"),
    pytest.param("Validate the cooked build prior to tagging it.",
                 "Validate the cooked build after tagging it.", "conflict",
                 id="prior-to-against-after"),
    pytest.param("Console submissions must pass the TRC checklist first.",
                 "Run the TRC checklist after a console submission.", "conflict",
                 id="required-first-against-after"),
]


@pytest.mark.parametrize(("a", "b", "expected"), APART)
def test_same_shapes_stay_apart(a: str, b: str, expected: str) -> None:
    assert both_ways(a, b) == {expected}


def test_a_name_written_in_parts_meets_its_parts_in_the_candidate_index() -> None:
    docs = [("k", "**Formatting:** clang-format (config in `.clang-format`)"),
            ("k", "We run clang-format on our C++ sources before each commit."),
            ("k", "Use ccache for local builds.")]
    assert (0, 1) in candidate_pairs(docs)


def test_a_colon_inside_an_aside_does_not_cut_the_sentence() -> None:
    found = claims("We push each nightly to Steam (branch: beta) with steamcmd.")
    assert len(found) == 1
    assert "steamcmd" in found[0].terms


def test_a_code_span_and_the_plain_name_are_one_term() -> None:
    (in_code,), (plain,) = claims("Blueprint assets are prefixed `BP_`."), claims(
        "Blueprint assets are prefixed BP_.")
    assert in_code.terms[-1] == plain.terms[-1]


def _store_with_a_union(root, candidate: str):
    """A store holding one merged long-term entry (the union of two notes) and one candidate."""
    from memstore.core.fileformat import bullets, render
    from memstore.storage.store import Store

    for layer in ("working", "long_term", "archive"):
        (root / layer).mkdir(parents=True)
    (root / "memstore.yaml").write_text("schema: 1\n")
    union = {"id": "audio-handling-a1a1", "title": "Audio handling", "kind": "fact",
             "status": "active", "source": "agent", "created": "2026-11-01T10:00:00Z",
             "supersedes": ["audio-streaming-b2b2"]}
    (root / "long_term" / "audio-handling-a1a1.md").write_text(render(union, bullets([
        "Special case handling for specific Wwise banks",
        "Implemented streaming of audio embedded in Wwise banks"])))
    note = {"id": "candidate-c3c3", "title": candidate, "kind": "fact", "status": "candidate",
            "source": "agent", "created": "2026-11-18T10:00:00Z"}
    (root / "working" / "candidate-c3c3.md").write_text(render(note, bullets([candidate])))
    return Store(root)


def test_a_union_is_joined_through_one_of_its_facts_not_words_gathered_from_several(
        tmp_path) -> None:
    from memstore.jobs.consolidate import plan_consolidation
    from memstore.runtime import clock

    clock.set_now("2026-11-20T12:00:00Z")
    # The whole union holds three quarters of it, no fact of it alone restates it.
    store = _store_with_a_union(tmp_path / "a" / "memory",
                                "Limited special case handling for unique Wwise implementations")
    plan = plan_consolidation(store, store.load(write_cache=False))
    assert not [i for i in plan.items if i["action"] == "merge"]
    assert [u for u in plan.uncertain if "union" in u["why"]]
    # A note that restates one of its facts still joins it.
    store = _store_with_a_union(tmp_path / "b" / "memory",
                                "Special-case handling for specific Wwise banks is needed")
    plan = plan_consolidation(store, store.load(write_cache=False))
    assert [i for i in plan.items if i["action"] == "merge"]
