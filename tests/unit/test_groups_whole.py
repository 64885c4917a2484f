"""Groups of restatements that used to end in pieces on text the judge was not tuned on
(tests/natural/dev_newsroom.jsonl, measured before anything was changed for it), each pinned by
its cause with sentences written afresh; beside each, a shape that must stay apart.

- a note maybe the same as both members of a duplicate pair, and close to each, joins them (a
  triangle of one duplicate pair and two close uncertain ones); not beside a note said twice
  word for word, nor when it quotes other code than they do.
- a note told apart from the core (it restates it only through the union of its facts) is
  none of the core's "maybe the same" partners: it never joins the core's triangle (session
  45, from the real memory-bank files).
- a core maybe the same as two notes that restate each other joins them only when close to
  both (session 45, from the real memory-bank files).
"""

from __future__ import annotations

from memstore.core.config import Similarity
from memstore.core.entry import Entry
from memstore.core.grouping import Pairs, Uncertain, clusters, compare
from tests.judging import working_notes


def _grouped(*texts: str) -> list[list[str]]:
    notes = working_notes(*texts)
    found = clusters(notes, [], compare(notes, [], Similarity()))
    return sorted(sorted(e.id for e in cluster) for cluster in found)


def test_a_note_close_to_both_members_of_a_duplicate_pair_joins_them() -> None:
    # The first two restate each other; the third is only "maybe the same" as each (it says
    # the version in a clause of its own), and close to both.
    assert _grouped("The search indexer is a Rust 1.79 binary.", "Search indexer: Rust 1.79",
                    "We built the search indexer in Rust; it compiles with 1.79.") == [
        ["n-0", "n-1", "n-2"]]


def test_a_note_said_twice_word_for_word_is_one_wording() -> None:
    # Unsure of one text twice is one uncertain pair: never merged alone.
    assert _grouped("Search indexer: Rust 1.79", "Search indexer: Rust 1.79",
                    "We built the search indexer in Rust; it compiles with 1.79.") == [
        ["n-0", "n-1"], ["n-2"]]


def _related(notes: list[Entry], maybe: float) -> Pairs:
    """The first two notes restate each other; the last is maybe the same as each."""
    first, second, third = notes
    pairs = Pairs()
    pairs.add_duplicate(first, second, 90.0)
    for other in (first, second):
        key = (min(other.id, third.id), max(other.id, third.id))
        pairs.uncertain[key] = Uncertain(other, third, "maybe_same", "", maybe)
    return pairs


def test_the_triangle_needs_both_uncertain_pairs_close() -> None:
    notes = working_notes("Local services: `make up`", "Run `make up` for the local services",
                          "The local services start with `make up`.")
    assert len(clusters(notes, [], _related(notes, 65.0))) == 1
    assert len(clusters(notes, [], _related(notes, 55.0))) == 2  # (under CLOSE: unsure)


def test_a_note_that_quotes_other_code_stays_out() -> None:
    # Two notes of one command, and a third near their words with another command.
    notes = working_notes("Services only: `make up db cache`",
                          "Run `make up db cache` for the services",
                          "The whole stack: `make up`, the site with its services")
    assert sorted(len(c) for c in clusters(notes, [], _related(notes, 70.0))) == [1, 2]


def test_a_note_told_apart_from_the_core_never_joins_its_triangle() -> None:
    # A note that restates the core only through the union of its facts is listed as maybe
    # the same and told apart (memstore.core.grouping.look_alike_inside: a union is no chain).
    # The core's "maybe the same" partners used to include it all the same, so three parallel
    # items of one list ("Anti-patterns: tried and reverted: ...", each a different commit)
    # merged as a triangle of uncertain pairs.
    notes = working_notes("Reverted: box large fields (#12985); reverted: fix v1 typos (#12865)",
                          "Tried and reverted: box large fields (#12985)",
                          "Tried and reverted: fix typos in v1 comments (#12865)")
    core, first, second = notes
    pairs = Pairs()
    for a, b, score in ((core, first, 80.0), (core, second, 80.0), (first, second, 65.0)):
        key = (min(a.id, b.id), max(a.id, b.id))
        pairs.uncertain[key] = Uncertain(a, b, "maybe_same", "", score)
    assert len(clusters(notes, [], pairs)) == 1  # three notes each maybe the same: one group
    pairs.apart.add((min(core.id, first.id), max(core.id, first.id)))
    assert sorted(len(c) for c in clusters(notes, [], pairs)) == [1, 1, 1]



def _core_beside_a_pair(core: Entry, notes: list[Entry], to_first: float,
                        to_second: float) -> Pairs:
    """The core is maybe the same as each of the two notes, which restate each other."""
    first, second = notes
    pairs = Pairs()
    pairs.add_duplicate(first, second, 95.0)
    for other, score in ((first, to_first), (second, to_second)):
        key = (min(core.id, other.id), max(core.id, other.id))
        pairs.uncertain[key] = Uncertain(core, other, "maybe_same", "", score)
    return pairs


def test_a_core_beside_two_copies_of_one_note_needs_to_be_close_to_both() -> None:
    # Two copies of one list are one piece of knowledge: a core close to one of them only is
    # one doubt, and the copies merge without it (they used to join the core's triangle).
    core = Entry("long_term/mitigation.md", {
        "id": "mitigation", "title": "Mitigation", "kind": "fact", "status": "active",
        "created": "2026-02-01T09:00:00Z"},
        "- Mitigation: validation of generated code, regular state checks\n")
    notes = working_notes("Regular tasks: knowledge validation, project status checks",
                          "Regular tasks: knowledge validation, project state checks")
    apart = clusters(notes, [core], _core_beside_a_pair(core, notes, 57.0, 64.0))
    assert sorted(sorted(e.id for e in c) for c in apart) == [["n-0", "n-1"]]
    close = clusters(notes, [core], _core_beside_a_pair(core, notes, 65.0, 70.0))
    assert sorted(sorted(e.id for e in c) for c in close) == [["mitigation", "n-0", "n-1"]]
