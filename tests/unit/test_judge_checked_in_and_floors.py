"""Two restatements found by a batch of hand-written ones (session 40; docs/consolidation.md,
"Checked into git, and a version read as a count (session 40)").

"Never commit secrets to the repo" / "Secrets must not be checked into git" was "maybe the
same": a thing "checked X into" version control was read as committed since session 32, but
not one "checked into" it with nothing between. And "The mobile app supports iOS 15 and up" /
"Minimum iOS version for the app is 15" was "maybe the same" because the one 15 was read as a
version ("iOS 15") and the other as a count ("... is 15"): one whole number read as a version
on one side and a count on the other is now one value (`values._compatible`), as dev-tr-0124
("Minimum Android version for the ticket app is 10" / "... supports Android 10 and newer") and
dev-htl-0090 ("runs on Java 17" / "The PMS backend's JDK is 17") show.

Sentences of our own and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never commit secrets to the repo.", "Secrets must not be checked into git.",
                 id="checked-into"),
    pytest.param("Don't commit `.env` files.", "`.env` files must never be checked into git.",
                 id="env-files"),
    pytest.param("The mobile app supports iOS 15 and up.",
                 "Minimum iOS version for the app is 15.", id="ios-floor"),
    pytest.param("Minimum Android version for the ticket app is 10.",
                 "The ticket app supports Android 10 and newer.", id="dev-tr-0124"),
    pytest.param("pms-backend runs on Java 17.", "The PMS backend's JDK is 17.",
                 id="dev-htl-0090"),
])
def test_the_restatement_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app targets Android 12 and above.",
                 "Minimum Android version for the app is 13.", id="two-floors"),
    pytest.param("The build agents run Node 20.", "The Node version on the build agents is 22.",
                 id="two-versions"),
])
def test_guard_two_values_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_checked_into_git_against_never_committed_is_a_conflict() -> None:
    assert symmetric_kind("Lockfiles are checked into git.",
                          "Lockfiles are never committed.") == "conflict"
