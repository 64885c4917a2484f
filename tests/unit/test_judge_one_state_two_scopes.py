"""One state said of two places is no contradiction (session 59, false flags on the natural
dev split).

"FDC interlock is enabled on all CMP polishers" / "... on all etchers", "X11 forwarding is
allowed on the login nodes" / "... on the viz nodes" and "TLS is mandatory on the SeedLink
port ..." / "... on the FDSN web services ..." were "name" conflicts: the scope was all that
differed, and a scope alone is read as the slot two claims disagree on ("deploy on Tuesdays"
/ "deploy on Thursdays"). When both say the same state of the opposites table after a copula
("is enabled", "is allowed", "is mandatory") right before the scope, and all each has of its
own stands in that scope, the scope says where the state holds: one state, two places, both
hold. Another state ("enabled" / "disabled"), a verb's slot ("go out on Tuesdays"), a
participle that is no state of the table ("kept in Celsius"), and a code or a tool right
after a state that is a verb's participle too ("tracked in PAY-0042", "cached in Redis")
still conflict. Sentences of our
own; dev 3 better, 0 worse."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Two-factor login is mandatory on all admin accounts.",
                 "Two-factor login is mandatory on all billing accounts.", id="mandatory"),
    pytest.param("Write caching is enabled on all RAID controllers.",
                 "Write caching is enabled on all NVMe drives.", id="enabled"),
    pytest.param("Port forwarding is allowed on the login nodes.",
                 "Port forwarding is allowed on the GPU nodes (gpu01-gpu16).", id="allowed"),
])
def test_one_state_said_of_two_places_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Debug logging is enabled in staging.", "Debug logging is disabled in staging.",
                 id="two-states"),
    pytest.param("Deploys go out on Tuesdays.", "Deploys go out on Thursdays.", id="a-verb-slot"),
    pytest.param("Oven temperature logs are kept in Celsius.",
                 "Oven temperature logs are kept in Fahrenheit.", id="no-state"),
    pytest.param("The flaky upload test is tracked in PAY-0042.",
                 "The flaky upload test is tracked in PAY-0043.", id="a-code-after-the-state"),
    pytest.param("The session store is cached in Redis.",
                 "The session store is cached in Memcached.", id="a-tool-after-the-state"),
])
def test_two_fillers_of_one_slot_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
