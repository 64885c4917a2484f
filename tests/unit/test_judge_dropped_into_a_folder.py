"""Dropping a thing into a folder, and a folder named from a bucket's root, found by a probe
of fresh sentence pairs (session 24; docs/consolidation.md, "More kinds found by probing
(session 24)"). Sentences of our own: "drops the reports in /data/reports/" puts them there,
as "drops them into /data/reports/" already did (test_judge_contra_drop_into.py), where
"drop" read as "remove" made the claim a no and the move to another folder went unseen
(`claims._into_path`); "the `vendors/` prefix of the ap-inbox bucket" is
"s3://ap-inbox/vendors/", where the two read as two places (`values._compatible`). Dropping
a table or a topic still removes it."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_move_told_with_drop_conflicts() -> None:
    assert symmetric_kind("Nightly reports are written to /srv/reports/.",
                          "The report job drops the nightly reports in /data/reports/ now.") == (
        "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Drop new migrations in db/migrate/.", "New migrations go in db/migrate/.",
                 id="drop-in"),
    pytest.param("Vendor invoices are put in s3://ap-inbox/vendors/.",
                 "Put vendor invoices in the `vendors/` prefix of the ap-inbox bucket.",
                 id="bucket-prefix"),
])
def test_one_place_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_dropping_a_topic_still_removes_it() -> None:
    assert symmetric_kind("Drop the ORDERS_V1 topic in Kafka.",
                          "Keep the ORDERS_V1 topic in Kafka.") == "conflict"
