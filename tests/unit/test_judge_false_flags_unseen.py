"""False contradiction flags found on text the judge was not tuned on
(tests/natural/dev_security.jsonl, docs/consolidation.md "A negation about another thing"):
mostly a negation against a positive claim that says yes to another thing than the one said
no to; also two subjects that differ where they open, a version of a name the other never
mentions, and "only" of some values against a list of more (which was merged).

Each pair below was judged wrongly before these rules (flagged `conflict`, or for "only",
merged); each is written afresh for this test, in the shape of a phenomenon of that file. The
true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

from memstore.core.judge.claims import claims

# Two claims that both hold: never `conflict`, either way round.
NOT_CONFLICTS = [
    # Lined up, the negation puts a word of its own inside what it says no to, in the place
    # where the other puts another word: two things.
    pytest.param("Don't grant contractors admin rights on the billing project.",
                 "Contractors get viewer rights on the billing project.", id="admin-viewer"),
    # ... or narrows what it says no to, while the other says something of its own: a rule
    # and its exception.
    pytest.param("Don't rate-limit partner IPs at the gateway.",
                 "Rate-limit the IP at the gateway when it sends more than 500 requests a "
                 "minute.", id="rule-and-exception"),
    # A word is said by the other only whole: "passwords" is not said by "password-manager".
    pytest.param("Don't paste passwords into tickets.",
                 "Paste into tickets the link to the password-manager entry.",
                 id="word-inside-a-compound"),
    # The negation ends with for whom (where, when) it holds, the other with its own.
    pytest.param("Shell access to the build hosts is disabled for contractors.",
                 "Shell access to the build hosts is enabled for the release engineers during "
                 "a release.", id="for-whom"),
    pytest.param("Fuzz tests run nightly, not on PRs.",
                 "Fuzz tests are not run on pull requests; nightly only.", id="when"),
    # A no to the act, and the other end of an opposite for what it is done to.
    pytest.param("Never upload unencrypted backups to S3.",
                 "Encrypted backups are uploaded to S3 nightly.", id="other-end-of-opposite"),
    pytest.param("Don't retry non-idempotent requests.",
                 "Retry idempotent requests up to 3 times.", id="negating-prefix"),
    # An opposite verb at the other end of the same order: the start and the end of one
    # procedure.
    pytest.param("Enable the WAF bypass before the load test.",
                 "Disable the WAF bypass after the load test.", id="before-and-after"),
    # A claim that tells an act and its opposite does not say no to the act.
    pytest.param("Lock the account after 5 failed logins.",
                 "Lock the account after 5 failed logins and unlock it automatically after 30 "
                 "minutes.", id="lock-and-unlock"),
    pytest.param("Suspend the API key after 3 leaks.",
                 "Suspend the API key after 3 leaks and unsuspend it once rotated.",
                 id="affix-and-base-said"),
    # "X, not Y": the entry says no to Y, what the other says no to, and yes to another thing.
    pytest.param("Never log passwords.", "Log the password hash, not the password.",
                 id="x-not-y"),
    # "Only X" says no to the rest, as "nobody outside X" does.
    pytest.param("Only the SRE on-call may restart the primary database.",
                 "Nobody outside the SRE on-call restarts the primary database.",
                 id="only-and-nobody-outside"),
    # A condition that opens the sentence belongs to the negation after its comma.
    pytest.param("During an incident, don't deploy to prod.",
                 "Deploy to prod any weekday before 16:00.", id="opening-condition"),
    # Two subjects that differ where they open, the rest (what ties them to a value) lined up.
    pytest.param("Break-glass sessions expire after 1 hour.",
                 "Normal admin sessions expire after 8 hours.", id="short-subject-swapped"),
    # A version written after a name the other never mentions is that thing's version.
    pytest.param("All services target net8.0.", "All test services reference xunit 2.9.2.",
                 id="version-of-another-name"),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_both_hold_and_are_not_flagged(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't rate-limit partner IPs at the gateway.",
                 "Rate-limit the IP at the gateway when it sends more than 500 requests a "
                 "minute.", id="rule-and-exception"),
    pytest.param("Don't grant contractors admin rights on the billing project.",
                 "Contractors get viewer rights on the billing project.", id="admin-viewer"),
])
def test_a_no_to_another_thing_is_not_merged_either(a: str, b: str) -> None:
    # Not one piece of knowledge: left to a person, never merged silently.
    assert verdict(a, b) == verdict(b, a) == "maybe_conflict"


def test_an_opening_condition_stays_with_its_negation() -> None:
    found = claims("During an incident, don't deploy to prod.")
    assert len(found) == 1 and found[0].negative
    assert "incid" in found[0].terms


# The same shapes, where the two cannot both hold: still flagged.
CONFLICTS = [
    pytest.param("Contractors get admin rights on the billing project.",
                 "Don't grant contractors admin rights on the billing project.", id="grant"),
    pytest.param("Debug endpoints are disabled for customers.",
                 "Debug endpoints are enabled for customers.", id="same-for-whom"),
    pytest.param("Smoke tests are not run on feature branches.",
                 "Smoke tests run on feature branches.", id="same-where"),
    pytest.param("Never send recovery codes to the support team.",
                 "Send recovery codes to the support team when they ask.",
                 id="condition-added"),
    pytest.param("Enable the WAF bypass before the load test.",
                 "Disable the WAF bypass before the load test.", id="same-time"),
    pytest.param("During a change freeze, don't merge to main.",
                 "During a change freeze, merge to main as usual.", id="same-condition"),
    pytest.param("Lock the vault after 3 failed unseal attempts.",
                 "Unlock the vault after 3 failed unseal attempts.", id="lock-unlock"),
    pytest.param("Only the SRE on-call may restart the primary database.",
                 "The SRE on-call may not restart the primary database.", id="only-and-not"),
    pytest.param("Never log passwords.", "Log passwords, not usernames.", id="x-not-another"),
    pytest.param("Don't retry non-idempotent requests.",
                 "Retry non-idempotent requests up to 3 times.", id="same-prefixed-word"),
    pytest.param("Service tokens expire after 30 days.", "Service tokens expire after 90 days.",
                 id="one-subject-two-values"),
    # "fail open" and "fail closed" are opposites (memstore/data/lexicon.yaml); they were
    # merged before.
    pytest.param("When the KMS is unreachable, fail closed.",
                 "When the KMS is unreachable, fail open.", id="fail-open-closed"),
]


# "only" of some values against a list of those and more in the same place: they were merged.
ONLY_SOME = [
    pytest.param("The edge accepts TLS 1.3 only.", "The edge accepts TLS 1.2 and 1.3.",
                 id="versions"),
    pytest.param("Only port 443 is open on the ALB.", "Ports 80 and 443 are open on the ALB.",
                 id="ports"),
]


@pytest.mark.parametrize(("a", "b"), ONLY_SOME)
def test_only_some_against_more_is_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == verdict(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Use Python 3.12 only.", "Use Python 3.12 and uv 0.4.", id="another-things"),
    pytest.param("The edge accepts TLS 1.3 only.", "The edge accepts TLS 1.3.", id="same-values"),
])
def test_only_against_the_same_values_or_another_things_is_merged(a: str, b: str) -> None:
    assert verdict(a, b) == verdict(b, a) == "duplicate"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_true_conflicts_of_the_same_shapes_are_still_flagged(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
