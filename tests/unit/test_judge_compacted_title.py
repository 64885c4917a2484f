"""A compaction node's title ("[Compacted] observation group: <member titles, cut short>") is
no claim of its own: read as one sentence it joins its members' subjects, so the judge reads
the node's facts only (memstore.core.judge.entries)."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.jobs.compact import titled

MEMBERS = ("Paired with Bilal on the catalog refactor.",
           "Paired with Ana on the reviews refactor.",
           "Paired with Dara on the accounts refactor.")


def test_a_node_title_does_not_join_its_members_subjects() -> None:
    # Found by the 26-week simulation (seed 4): the node absorbed "Paired with Ana on the
    # orders refactor", and "... on the catalog refactor" counted as its duplicate, because
    # the title "Paired with Bilal on the catalog…; Paired with Ana on the reviews refactor"
    # holds Ana, catalog and refactor in one line.
    title = titled("observation", MEMBERS)
    assert title.startswith("[Compacted] observation group: Paired with Bilal")
    for other in ("Paired with Ana on the orders refactor.",
                  "Paired with Ana on the catalog refactor."):
        assert judge(title, MEMBERS, other, (other,)).kind != "duplicate", other


def test_a_node_still_holds_what_its_members_said() -> None:
    title = titled("observation", MEMBERS)
    again = "Paired with Dara on the accounts refactor today."
    assert judge(title, MEMBERS, again, (again,)).kind == "duplicate"
