"""What a blocking call stalls is not a thing forbidden ("Don't block the event loop" /
"Never run blocking calls on the event loop"), found by a probe of fresh sentence pairs
(session 30; docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of
our own. "Block the X" said as a rule reads as forbidding X ("Block screenshots on the payment
screen"), so "Don't block the event loop" said no to forbidding the loop, a yes, and the pair
was a conflict. An event loop, a thread, a reactor or a runtime is what a blocking call
stalls, and is now left out of that reading. The guards hold on the session's start code too:
"Block screenshots" is still a rule that forbids them."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't block the event loop.",
                 "Never run blocking calls on the event loop.", id="event-loop"),
    pytest.param("Don't block the main thread.",
                 "Never make blocking calls on the main thread.", id="main-thread"),
])
def test_a_blocking_call_said_no_to_twice_is_one_rule(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_block_said_of_a_thing_still_forbids_it() -> None:
    assert symmetric_kind("Block screenshots on the payment screen.",
                          "Screenshots are allowed on the payment screen.") == "conflict"
