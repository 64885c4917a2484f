"""A second port of one service read as its port changed, found by a probe of fresh sentence
pairs (session 23; docs/consolidation.md, "More kinds found by probing (session 23)").
Sentences of our own: a service's port, and a port it serves its metrics, its admin
endpoints or a health check on, were flagged as one port with two numbers
(`compare._served_of_its_own`). What a service is for is served on its main port, so a port
for that stays a conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The orders service listens on 8080.",
                 "The orders service exposes metrics on 9090.", id="metrics"),
    pytest.param("The API listens on 8080.", "The API exposes its admin endpoints on 9000.",
                 id="admin"),
    pytest.param("The gateway listens on 443.", "The gateway exposes a health check on 8081.",
                 id="health-check"),
])
def test_a_side_port_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The orders service listens on 8080.",
                 "The orders service now serves on port 8081.", id="moved"),
    pytest.param("The tile server serves vector tiles on port 3000.",
                 "The tile server listens on `:3001`.", id="what-it-is-for"),
])
def test_one_port_two_numbers_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
