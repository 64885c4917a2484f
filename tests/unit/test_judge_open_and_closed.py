"""A thing in the state "closed" against the same thing "open" (session 40; docs/consolidation.md,
"Open and closed (session 40)"): "Gates default to closed when they lose power" / "Gates
default to open when they lose power" merged, and "The gate is open" / "The gate is closed"
was "maybe the same".

"Open" is in no opposites table: it opens files, PRs and ports. Only the state is read now:
"closed" or "shut" after "is", "are", "stays", "starts" or "defaults to", before the end or a
scope ("on Sundays", "to the public", "by default"), reads as "not open". Not the act of
closing ("Stale issues are closed by the triage bot", "... closed after 30 days"), not a
clause that tells when ("Once the sprint is closed, ..."), not a kind ("closed source").

Sentences of our own; the guards hold on the session's start code too (the two entrances
were "maybe the same" there)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Gates default to closed when they lose power.",
                 "Gates default to open when they lose power.", id="default-merged"),
    pytest.param("The valve defaults to closed on power loss.",
                 "The valve defaults to open on power loss.", id="valve-merged"),
    pytest.param("The gate is open.", "The gate is closed.", id="is"),
    pytest.param("Registration is open to everyone.", "Registration is closed to everyone.",
                 id="to-everyone"),
    pytest.param("The circuit breaker starts closed.", "The circuit breaker starts open.",
                 id="starts"),
    pytest.param("The support line is closed on weekends.",
                 "The support line is open on weekends.", id="on-weekends"),
])
def test_closed_against_open_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Stale issues are closed by the triage bot.",
                 "The triage bot closes stale issues.", id="an-act"),
    pytest.param("Once the sprint is closed, no tickets can be added.",
                 "No tickets can be added to a sprint after it is closed.", id="when-closed"),
])
def test_guard_closing_as_an_act_or_an_event_still_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize("text", [
    pytest.param("Stale issues are closed by the triage bot.", id="by"),
    pytest.param("PRs are closed after 30 days without activity.", id="after"),
    pytest.param("Once a period is closed, nothing can be posted into it.", id="once"),
    pytest.param("The project is closed source.", id="a-kind"),
])
def test_guard_closed_that_is_no_state_is_left_as_written(text: str) -> None:
    assert not any("not open" in c.text for c in claims(text))


def test_two_entrances_one_closed_one_open_are_a_look_alike() -> None:
    assert symmetric_kind("The north entrance is closed on Sundays.",
                          "The south entrance is open on Sundays.") == "distinct"
