"""Clusters around a small core, from the real memory banks of tests/natural/real/dev (the
thirteenth round: docs/consolidation.md), written afresh in the same shapes; the first two cases
failed on main's grouping. Beside them, the shapes that must still group.

- A small core said inside two larger notes that are not restatements of each other is one
  fact each of them holds: the core takes the larger notes headed by what it says, and one
  other at most (`memstore.core.grouping._around_another`). A memory bank's "Project
  lifecycle management capabilities" had joined its list of those tools and a phase plan
  whose last step creates the framework.
"""

from __future__ import annotations

from memstore.core.entry import Entry
from memstore.core.grouping import Pairs, clusters


def _note(k: int, title: str, *items: str) -> Entry:
    body = "".join(f"- {item}\n" for item in items)
    return Entry(f"working/n-{k}.md", {"id": f"n-{k}", "title": title, "kind": "convention",
                                       "status": "candidate",
                                       "created": f"2026-03-0{k + 1}T09:00:00Z"}, body)


CORE = _note(0, "Release automation capabilities", "Release automation capabilities")
HEADED = _note(1, "Release Automation", "Tools for tagging every build",
               "Changelog generation from the merged pull requests",
               "Signing the artefacts before they are published")
PLAN = _note(2, "Phase 2: Delivery", "Finish the artefact store for the mobile builds",
             "Move the CI runners to arm64 machines", "Create release automation framework")
HEADED_AGAIN = _note(3, "Release automation", "Release automation: a pipeline of tag, build, "
                     "sign and publish steps, each with its own retry budget")


def _grouped(notes: list[Entry], pairs: Pairs) -> list[list[str]]:
    return sorted(sorted(e.id for e in cluster) for cluster in clusters(notes, [], pairs))


def _around(core: Entry, *members: Entry) -> Pairs:
    pairs = Pairs()
    for member in members:
        pairs.add_duplicate(core, member, 90.0)
    return pairs


def test_a_small_core_does_not_join_two_larger_notes_of_other_things() -> None:
    notes = [CORE, HEADED, PLAN]
    assert _grouped(notes, _around(CORE, HEADED, PLAN)) == [["n-0", "n-1"], ["n-2"]]


def test_the_larger_notes_headed_by_the_core_join_it_together() -> None:
    notes = [CORE, HEADED, PLAN, HEADED_AGAIN]
    assert _grouped(notes, _around(CORE, HEADED, PLAN, HEADED_AGAIN)) == [
        ["n-0", "n-1", "n-3"], ["n-2"]]


def test_smaller_notes_inside_a_larger_core_still_join_it() -> None:
    # The core says most; each note is one of its facts (the usual cluster of restatements).
    core = _note(0, "Release automation", "Tag every build, generate the changelog from the "
                 "merged pull requests, and sign the artefacts before they are published")
    tag = _note(1, "Tag builds", "Tag every build")
    sign = _note(2, "Sign artefacts", "Sign the artefacts before publishing them")
    assert _grouped([core, tag, sign], _around(core, tag, sign)) == [["n-0", "n-1", "n-2"]]


def test_two_larger_notes_that_restate_each_other_both_join() -> None:
    plan = _note(2, "Release tooling", "Tools for tagging every build",
                 "Changelog generation from merged pull requests",
                 "Signing artefacts before publishing")
    pairs = _around(CORE, HEADED, plan)
    pairs.add_duplicate(HEADED, plan, 95.0)
    assert _grouped([CORE, HEADED, plan], pairs) == [["n-0", "n-1", "n-2"]]
