"""A no told without "no", found by probing (session 32; docs/consolidation.md, "More kinds
found by probing (session 32)"). Sentences of our own.

- An act said to be unwise ("is a bad idea", "is dangerous", "is discouraged") is an act said
  no to: "Rebasing shared branches is a bad idea" was read as a yes to rebasing, and a
  conflict with "Never rebase shared branches".
- "Haven't", "hasn't", "hadn't" and "couldn't" say no, as "isn't" does: "We haven't turned on
  HSTS yet" was read as a yes.
- What holds "as long as" something else does is a clause of its own: the no in "..., as long as
  nobody else has pulled it" was read as a no to the whole rule, which then merged with its
  opposite.
- Behind authentication is not public: "`/status` sits behind auth" says no to "The `/status`
  page is public", and "not behind auth" is public.
- A subject that opens with "no" and a verb of skipping says yes to what is skipped: "No
  release skips the changelog" is every release with one, not a no to the changelog.
- Write access and read-only access are the two ends of one permission (the merge guard's
  "access" scale): they merged.
- A thing that "was dropped" is no longer used, as one that "was retired" is: "The Slack
  integration was dropped for enterprise plans" said nothing against "... is still offered"
  ("dropped from" a thing was read already, session 27).
- A state the no leaves its object in, at the clause's end ("Don't store API keys in plain
  text", "Never leave the server room unlocked"), turns the no as "never X without Y" does: a
  yes to the state's opposite. And "not allowed", read "forbidden", counts as a no where the
  merge guard weighs an affix ("Unencrypted backups are not allowed" / "Every backup must be
  encrypted" was held back as a conflict).
- A need the other side goes without: "Guests can book a table without an account" says no to
  "An account is required to book a table", though the guests are a word of its own.

Each case fails on the session's start code. The guards hold on it too: a fact said of a
thing, not an act ("HTTP is insecure"), stays uncertain against a rule; an act said to be wise
is no no; a need of another act ("to park") is not said no to by going without it to
enter; a token named after "auth" is no place behind it; read access is read-only access;
what is dropped after a time each time ("Idle connections are dropped after 60 seconds")
is no retirement; a no to an unencrypted thing still conflicts with saying it is unencrypted;
and a verb at the clause's end ("... when the rules engine rejects") is no state."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Rebasing shared branches is a bad idea.", "Never rebase shared branches.",
                 id="bad-idea"),
    pytest.param("Running the seed script against prod is dangerous.",
                 "Don't run the seed script against prod.", id="dangerous"),
    pytest.param("Installing packages globally is discouraged.",
                 "Don't install packages globally.", id="discouraged"),
])
def test_an_act_said_to_be_unwise_is_a_no(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("HSTS is enabled on every domain.", "We haven't turned on HSTS yet.",
                 id="havent"),
    pytest.param("It's fine to squash a branch after review, as long as nobody else has pulled "
                 "it.", "Never squash a branch after review.", id="as-long-as"),
    pytest.param("The `/status` page is public.", "`/status` sits behind auth.",
                 id="behind-auth"),
])
def test_a_no_told_otherwise_against_a_yes_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Patch releases can skip the changelog.",
                 "No release skips the changelog, patches included.", "conflict", id="can-skip"),
    pytest.param("No PR skips CI.", "Every PR runs CI.", "duplicate", id="every"),
])
def test_no_subject_skipping_is_a_yes(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't store API keys in plain text.",
                 "Storing API keys in plain text is not allowed.", id="plain-text"),
    pytest.param("Never leave the server room unlocked.",
                 "The server room must always be locked.", id="unlocked"),
    pytest.param("Unencrypted backups are not allowed.", "Every backup must be encrypted.",
                 id="not-allowed"),
])
def test_a_no_to_a_state_is_a_yes_to_its_opposite(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_dropped_is_no_longer_used() -> None:
    assert symmetric_kind("The Slack integration is still offered on enterprise plans.",
                          "The Slack integration was dropped for enterprise plans.") == (
        "conflict")


def test_dropped_after_a_time_is_no_retirement() -> None:
    assert symmetric_kind("Idle connections are dropped after 60 seconds.",
                          "Idle connections are closed after a minute.") != "conflict"


def test_write_access_against_read_only_access_is_a_conflict() -> None:
    assert symmetric_kind("Support staff get write access to prod.",
                          "Support staff have read-only access to production.") == "conflict"


def test_not_behind_auth_is_public() -> None:
    assert symmetric_kind("The `/status` page is public.", "`/status` is not behind auth.") == (
        "duplicate")


def test_going_without_what_the_other_requires_is_a_conflict() -> None:
    assert symmetric_kind("Guests can book a table without an account.",
                          "An account is required to book a table.") == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("HTTP is insecure.", "Never use HTTP.", "maybe_conflict", id="a-fact"),
    pytest.param("Testing on real devices is a good idea.", "Never test on real devices.",
                 "conflict", id="wise"),
    pytest.param("Staff may enter without a badge.", "A badge is required to park.",
                 "distinct", id="another-act"),
    pytest.param("The `/status` page is public.", "`/status` requires an auth token.",
                 "distinct", id="auth-token"),
    pytest.param("Analysts have read access to the warehouse.",
                 "Analysts have read-only access to the warehouse.", "duplicate", id="read"),
    pytest.param("Unencrypted backups are forbidden.", "Backups are unencrypted.", "conflict",
                 id="forbidden-state"),
    pytest.param("No model score is computed when the rules engine rejects.",
                 "A model score is computed when the rules engine rejects.", "conflict",
                 id="verb-at-the-end"),
])
def test_guards(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
