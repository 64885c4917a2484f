"""A group of restatements with a long-term entry that is not its centre
(tests/natural/dev_desktop.jsonl and the dev groups, measured before anything was changed for
them), pinned with sentences written afresh; beside it, the shapes that must stay apart.

- A long-term entry is the core of the candidates that restate it; a note left alone that is
  the same as another member, one that is itself the same as every member, joins: the cluster
  is that member's near-duplicates too (`memstore.core.grouping._centred`). Not when the note
  is told apart from a member, and not through a member that is not the same as all the others
  (a chain).
"""

from __future__ import annotations

from memstore.core.entry import Entry
from memstore.core.grouping import Pairs, clusters
from tests.judging import working_notes

STORED = Entry("long_term/png.md", {"id": "png", "title": "Docs screenshots are PNG",
                                    "kind": "convention", "status": "active",
                                    "created": "2026-02-01T09:00:00Z"},
               "- Screenshots in the docs are PNG, never JPEG.\n")
NOTES = ("Docs screenshots: PNG only (no JPEG).",
         "We save every documentation screenshot as a PNG, not a JPEG.",
         "Use PNG for doc screenshots; JPEG artefacts blur the small text.")


def _pairs(notes: list[Entry], centre_knows_all: bool = True) -> Pairs:
    """The long-term entry and the first two notes restate each other (the second note and
    the first only when `centre_knows_all`); the last note restates the second alone."""
    first, second, last = notes
    pairs = Pairs()
    pairs.add_duplicate(STORED, first, 90.0)
    pairs.add_duplicate(STORED, second, 90.0)
    if centre_knows_all:
        pairs.add_duplicate(first, second, 90.0)
    pairs.add_duplicate(second, last, 85.0)
    return pairs


def _grouped(notes: list[Entry], pairs: Pairs) -> list[list[str]]:
    return sorted(sorted(e.id for e in cluster) for cluster in clusters(notes, [STORED], pairs))


def test_a_note_the_same_as_the_groups_centre_joins_the_long_term_entry() -> None:
    notes = working_notes(*NOTES)
    assert _grouped(notes, _pairs(notes)) == [["n-0", "n-1", "n-2", "png"]]


def test_a_note_told_apart_from_a_member_stays_out() -> None:
    notes = working_notes(*NOTES)
    pairs = _pairs(notes)
    pairs.apart.add(("n-0", "n-2"))
    assert _grouped(notes, pairs) == [["n-0", "n-1", "png"], ["n-2"]]


def test_no_chain_through_a_member_that_is_not_the_centre() -> None:
    # The second note is the same as the long-term entry only, not as the first: the last
    # note would join through a chain, not a centre.
    notes = working_notes(*NOTES)
    assert _grouped(notes, _pairs(notes, centre_knows_all=False)) == [
        ["n-0", "n-1", "png"], ["n-2"]]
