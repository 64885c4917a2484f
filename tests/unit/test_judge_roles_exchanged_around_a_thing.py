"""Two parts exchanged around a thing both name, or along a way, found by a probe of fresh
sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing (session
25)"). Sentences of our own. Word for word the same sentence but for two parts put in each
other's place was read as a list said in another order unless the words between the parts
named a step, so three contradictions merged: "from the edge to the API" / "from the API to
the edge" (which way), "written to the primary and read from replicas" / "read from the
primary and written to replicas" and "stored in UTC and shown in local time" / the other way
round (two acts, each about one thing, exchanged). A thing named between the two parts, or
"from X to Y", now makes them roles (`order.exchanged`). The last cases hold on the session's
start code too, as guards: a list, or two whole clauses, said in another order."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Requests are proxied from the edge to the API.",
                 "Requests are proxied from the API to the edge.", id="from-to"),
    pytest.param("Orders are written to the primary and read from replicas.",
                 "Orders are read from the primary and written to replicas.", id="read-write"),
    pytest.param("Timestamps are stored in UTC and shown in local time.",
                 "Timestamps are stored in local time and shown in UTC.", id="utc-local"),
])
def test_two_roles_exchanged_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Lint with ruff and format with black.",
                 "Format with black and lint with ruff.", id="two-clauses"),
    pytest.param("Tests run on Linux and macOS.", "Tests run on macOS and Linux.", id="list"),
    pytest.param("Copy the file from staging to prod.", "Copy the file to prod from staging.",
                 id="from-to-said-the-other-way"),
    pytest.param("Logs go to Loki and metrics go to Prometheus.",
                 "Metrics go to Prometheus and logs go to Loki.", id="two-sentences"),
])
def test_the_same_said_in_another_order_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
