"""Two small restatements found by probes of fresh sentence pairs (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
A command run as root is the same command ("Restart the worker with `systemctl restart
app-worker`" / "To restart the worker: `sudo systemctl restart app-worker`" was kept apart:
"the other does not give `sudo systemctl restart app-worker`"), and "mgmt" is how engineers
write "management" ("The mgmt API ..." / "The management API ..." was a look-alike). The
guards hold on the session's start code too: another command is still another command."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Restart the worker with `systemctl restart app-worker`.",
                 "To restart the worker: `sudo systemctl restart app-worker`", id="sudo"),
    pytest.param("The mgmt API is internal only.",
                 "The management API is only reachable internally.", id="mgmt"),
])
def test_one_thing_said_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_another_command_run_as_root_is_not_given() -> None:
    assert symmetric_kind("Restart the worker with `systemctl restart app-worker`.",
                          "To reload the worker: `sudo systemctl reload app-worker`") != (
        "duplicate")
