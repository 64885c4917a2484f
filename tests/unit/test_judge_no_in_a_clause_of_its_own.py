"""A no the judge merged away, and opposites it did not know, found by a probe of fresh
sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing (session
23)"). Sentences of our own:

- a no said as a claim of its own ("..., no autoscaling") against a yes of the other entry:
  the claims lined up best are the ones that share the most words, and they left the no
  out, so the two merged into one entry holding a rule and its opposite
  (`verdict._denied_elsewhere`);
- one resource for all against one for each ("shared" / "dedicated"), and work done at once
  or one after another ("in parallel" / "sequentially"), read as two wordings of one claim."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_no_of_its_own_against_a_yes_is_never_merged() -> None:
    assert symmetric_kind("Autoscaling is enabled for the API pods.",
                          "The API runs a fixed number of pods, no autoscaling.") != "duplicate"


def test_a_no_beside_a_yes_of_another_thing_still_merges() -> None:
    # (the no is said of npm; the other entry's "npm breaks the workspace links" is a reason,
    # not a yes to npm)
    assert symmetric_kind("Use pnpm, not npm.",
                          "We use pnpm (npm breaks the workspace links).") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tests run in parallel.", "Tests must run sequentially.", id="parallel"),
    pytest.param("Migrations run sequentially.", "Migrations are applied in parallel.",
                 id="sequentially"),
    pytest.param("The cache is shared between tenants.", "Each tenant gets a dedicated cache.",
                 id="shared-dedicated"),
])
def test_two_ends_of_one_opposite_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_serial_console_and_an_isolation_level_are_not_opposites() -> None:
    # (the pairs tried and left out: "isolated" stems as "isolation", "serially" as "serial")
    assert symmetric_kind("Password login is disabled on the bastion hosts.",
                          "Password login is enabled on the serial console of the lab "
                          "switches.") == "distinct"
    assert symmetric_kind("Default DB isolation level is READ COMMITTED.",
                          "Since the ledger work, the default isolation level in settings is "
                          "REPEATABLE READ.") == "conflict"
