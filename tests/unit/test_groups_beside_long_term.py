"""A group of restatements with a long-term entry that ended in two pieces (the dev groups,
measured before anything was changed for them), pinned with sentences written afresh; beside
it, the shape that must stay apart. Once the candidates are merged they are a second long-term
entry, which the long-term pass merges only as a duplicate: the group never ends whole.

- A long-term entry no candidate restates directly joins a cluster of candidates on the
  evidence a lone candidate joins one (`memstore.core.grouping._gather`, `_joins`): close to
  two of its wordings, and the cluster's union holds it. Not when it is close to one only.
"""

from __future__ import annotations

from memstore.core.entry import Entry
from memstore.core.grouping import Pairs, Uncertain, clusters
from tests.judging import working_notes


def _stored(entry_id: str, text: str) -> Entry:
    return Entry(f"long_term/{entry_id}.md", {"id": entry_id, "title": text[:60],
                                             "kind": "convention", "status": "active",
                                             "created": "2026-02-01T09:00:00Z"}, f"- {text}\n")


def _maybe(pairs: Pairs, a: Entry, b: Entry, score: float) -> None:
    pairs.uncertain[(min(a.id, b.id), max(a.id, b.id))] = Uncertain(a, b, "maybe_same", "",
                                                                    score)


def _grouped(notes: list[Entry], stored: list[Entry], pairs: Pairs) -> list[list[str]]:
    return sorted(sorted(e.id for e in cluster) for cluster in clusters(notes, stored, pairs))


CACHE = "Product pages are cached at the CDN for 120 seconds."
CACHE_NOTES = ("CDN TTL for product pages: 120s",
               "Cloudflare keeps product pages for two minutes.",
               "We cache product pages at the edge for 2 min so price changes show up fast.")


def _cache_pairs(notes: list[Entry], stored: Entry, close_to_both: bool) -> Pairs:
    """The last two notes restate each other; the long-term entry is maybe the same as each
    (close to both, or related to the last only) and as the first note, which the judge read
    as no relation of the other two: on its own, a core takes the first note it is unsure
    of, and that kept the two others out."""
    first, second, last = notes
    pairs = Pairs()
    pairs.add_duplicate(second, last, 80.0)
    _maybe(pairs, stored, first, 70.0)
    if close_to_both:
        _maybe(pairs, stored, second, 62.0)
    _maybe(pairs, stored, last, 70.0)
    return pairs


def test_a_long_term_entry_close_to_two_restating_candidates_joins_them() -> None:
    stored, notes = _stored("cdn", CACHE), working_notes(*CACHE_NOTES)
    assert _grouped(notes, [stored], _cache_pairs(notes, stored, close_to_both=True)) == [
        ["cdn", "n-1", "n-2"], ["n-0"]]


def test_a_long_term_entry_close_to_one_candidate_only_stays_out() -> None:
    stored, notes = _stored("cdn", CACHE), working_notes(*CACHE_NOTES)
    assert _grouped(notes, [stored], _cache_pairs(notes, stored, close_to_both=False)) == [
        ["n-0"], ["n-1", "n-2"]]
