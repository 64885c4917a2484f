"""A rule restricted in words of its own (session 41; docs/consolidation.md, "Restricted to, and
what we do (session 41)"): "CORS is restricted to our own domains" / "CORS allows any origin"
merged, one claim read as holding the other. The "any" against "only" reading
(memstore.core.judge.who.any_against_only) knew "only" and no other way to say it.

"restricted to", "limited to", "locked (down) to" and "scoped to" now restrict as "only"
does: against "any" they conflict, and two sides that each restrict (one with "only", one with
a verb) are one rule, not "only" against an open claim.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("CORS is restricted to our own domains.", "CORS allows any origin.",
                 id="restricted"),
    pytest.param("SSH into the bastion is locked down to the office IP range.",
                 "You can SSH into the bastion from any IP.", id="locked-down"),
    pytest.param("The service account can read any bucket.",
                 "The service account is scoped to the reports bucket.", id="scoped"),
])
def test_a_restriction_against_any_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_verb_of_restricting_against_only_is_no_conflict() -> None:
    assert symmetric_kind("Uploads are limited to PDFs and images.",
                          "Uploads only accept PDFs and images.") != "conflict"


def test_guard_only_against_any_still_conflicts() -> None:
    assert symmetric_kind("Uploads accept any file type.",
                          "Uploads only accept PDFs and images.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The admin API is restricted to the VPN.",
                 "The public API can be called from any network.", id="two-apis"),
    pytest.param("Exports are limited to 10,000 rows.",
                 "Any export can be cancelled from the jobs page.", id="a-cap"),
])
def test_guard_two_things_are_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
