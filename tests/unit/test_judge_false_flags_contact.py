"""False contradiction flags found on tests/natural/dev_contact.jsonl (a contact-centre team's
notes; docs/consolidation.md, "False flags of a contact-centre team"):

- a value taken back as history ("The upload cap used to be 10 MB, now it's 25 MB") against the
  value now ("The upload cap is 25 MB"): "used to" took back the cap itself, not its old value,
  and the ", now ..." clause was read under the history's no (a conflict or a possible one
  before, never merged; and "... is 10 MB", the old value said as now, was no conflict);
- a yes said of all the others ("Page every other team for disk alerts") against a no said of
  one ("Never page the data team for disk alerts"): read as one act said and unsaid;
- a default ("Dark mode is off by default") against one named thing's own setting ("Dark mode
  is on for the acme-kiosk build"): read as on against off;
- two steps of one procedure done to the new thing and to the old one ("Create the new signing
  key, then update the vault entry" / "After the vault entry is updated, revoke the old signing
  key"): the two steps met in "key" and read as one step put before and after the update;
- a count of things against a length of time ("Escalate the ticket after 4 customer replies" /
  "... after 2 hours"): read as two durations of one wait.

Each pair of NOT_CONFLICTS was judged `conflict` before, each of HISTORY_THEN_NOW
`maybe_conflict` or `conflict`; each is written afresh for this test.
The true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

HISTORY_THEN_NOW = [
    pytest.param("The upload cap used to be 10 MB, now it's 25 MB.", "The upload cap is 25 MB.",
                 id="history-then-now"),
    pytest.param("The session timeout used to be 30 minutes, now it's 20 minutes.",
                 "The session timeout is 20 minutes.", id="history-then-now-duration"),
    pytest.param("The page size used to be 50, now it's 100 by default.",
                 "The default page size is 100.", id="history-then-now-default"),
]

NOT_CONFLICTS = [
    pytest.param("Never page the data team for disk alerts.",
                 "Page every other team for disk alerts.", id="every-other"),
    pytest.param("Don't send the weekly digest to trial accounts.",
                 "Send the weekly digest to all other accounts.", id="all-other"),
    pytest.param("Dark mode is off by default.", "Dark mode is on for the acme-kiosk build.",
                 id="default-and-named-on"),
    pytest.param("The request timeout defaults to 30 seconds.",
                 "billing-api sets its request timeout to 60 seconds.",
                 id="default-and-named-value"),
    pytest.param("Create the new signing key, then update the vault entry.",
                 "After the vault entry is updated, revoke the old signing key.",
                 id="new-and-old-key"),
    pytest.param("To rotate the signing key: create the new key, then update the vault entry.",
                 "To rotate the signing key: after the vault entry is updated, revoke the old key.",
                 id="new-and-old-key-labelled"),
    pytest.param("Escalate the ticket after 4 customer replies.",
                 "Escalate the ticket after 2 hours.", id="a-count-and-a-length"),
    pytest.param("Close the chat after 3 unanswered prompts.", "Close the chat after 10 minutes.",
                 id="a-count-and-a-length-prompts"),
]

CONFLICTS = [
    pytest.param("The upload cap used to be 10 MB, now it's 25 MB.", "The upload cap is 10 MB.",
                 id="history-said-as-now"),
    pytest.param("The session timeout used to be 30 minutes, now it's 20 minutes.",
                 "The session timeout is 30 minutes.", id="history-said-as-now-duration"),
    pytest.param("The page size used to be 50, now it's 100 by default.",
                 "The default page size is 50.", id="history-said-as-now-default"),
    pytest.param("Never page the data team for disk alerts.",
                 "Page the data team for disk alerts.", id="the-same-team"),
    pytest.param("Don't send the weekly digest to trial accounts.",
                 "Send the weekly digest to all accounts.", id="all-without-other"),
    pytest.param("Dark mode is off by default.", "Dark mode is on by default.",
                 id="two-defaults"),
    pytest.param("Dark mode is off by default for new builds.",
                 "Dark mode is on for new builds.", id="default-and-no-name"),
    pytest.param("The request timeout defaults to 30 seconds.",
                 "The request timeout defaults to 60 seconds.", id="two-default-values"),
    pytest.param("Create the new signing key, then update the vault entry.",
                 "Update the vault entry before you create the new signing key.",
                 id="one-step-reversed"),
    pytest.param("Create the new signing key before you revoke the old signing key.",
                 "Revoke the old signing key, then create the new signing key.",
                 id="new-and-old-reversed"),
    pytest.param("Escalate the ticket after 2 hours.", "Escalate the ticket after 4 hours.",
                 id="two-lengths"),
    pytest.param("Escalate the ticket after 4 customer replies.",
                 "Escalate the ticket after 6 customer replies.", id="two-counts"),
    pytest.param("The session token lives for 3600.", "The session token lives for 30 minutes.",
                 id="a-bare-number-and-a-length"),
]


@pytest.mark.parametrize(("a", "b"), HISTORY_THEN_NOW)
def test_history_then_now_is_the_value_now(a: str, b: str) -> None:
    assert verdict(a, b) == "duplicate"
    assert verdict(b, a) == "duplicate"


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_not_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_still_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
