"""False contradiction flags found on tests/natural/dev_sportsbook.jsonl (a sports-betting
team's notes) and the dev files they share a shape with (docs/consolidation.md, "False flags of
a sports-betting team"):

- a yes and a no of two kinds of one noun ("Manual card entry is forbidden" / "Manual price
  entry is permitted"): read as one thing allowed and forbidden (lookalikes._kind_inside);
- "out of" after a verb of making and its object ("We draft the release notes out of the PR
  titles"): read as a no (claims._made_out_of), while "kept out of" stays one;
- a yes said "outside" the thing a no names ("Hotfixes skip the train" / "Hotfix -> patch
  release, outside the train"): read as the thing said and unsaid (compare.outside_of);
- two capitals after "in" that spell "on" ("on in ON", Ontario): read as the word "on", so
  the place was lost and "on in ON" / "off in DE" became on against off (text._tokens);
- the clause after "otherwise" ("..., otherwise the bet slip is rejected"): its no was read as
  a no to the rule (verdict._consequence);
- a place of each own and another value besides ("logs arrive in s3://.../akamai/ every 1
  hour" / "... /fastly/ every 5 minutes"): read as one interval disputed
  (values.places_apart);
- one act with a value for each of two occasions ("two sign-offs before it is reopened" /
  "one sign-off before it is published"): read as one count disputed (swaps.occasions_apart);
- two words more that name a kind ("the toolhead board firmware" / "the firmware"), and "API
  v1" / "API v2" each with a state of its own: read as one thing at two versions
  (lookalikes.one_word_more, values.versions_named);
- a no to one act and a yes to another in its place ("can't issue invoices" / "can preview
  invoices"; compare._other_act), and "whose age isn't verified", the rule from its other
  side (claims.no_of_the_rest);
- one folder's two children, one named by the word that sets its claim apart ("rule
  definitions in rules/credit/" / "Fraud rule definitions live in rules/fraud/"): read as one
  thing in two places (values.own_folders);
- two orders that meet only in the acts their steps open with, done to other things
  ("Drain the gates before restarting the station server" / "Restart the depot router before
  draining the bus validators"): read as one order reversed (compare._acts_on_other_things);
- a "skip" against a verb of leaving out ("skip every marketing campaign" / "Marketing
  campaigns leave self-excluded players out"): "leave out" is no negator, so a yes met a no
  (compare.left_out).

Each pair of NOT_CONFLICTS is written for this test (not taken from the corpus) and was judged
`conflict` before; the true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

from memstore.core.judge import claims

NOT_CONFLICTS = [
    pytest.param("Manual card entry is forbidden on all kiosks.",
                 "Manual price entry is permitted on all kiosks.", id="kind-of-one-noun"),
    pytest.param("Bank fees never apply to card top-ups.",
                 "Bank fees always apply to bank top-ups.", id="kind-of-one-noun-object"),
    pytest.param("Invoices are generated from the order lines.",
                 "We generate the invoices out of the order lines.", id="made-out-of"),
    pytest.param("Security patches skip the monthly window.",
                 "Security patch -> deployed right away, outside the monthly window.",
                 id="outside-what-is-skipped"),
    pytest.param("Live casino is on in ON.", "Live casino is off in DE.", id="place-code-on"),
    pytest.param("No deposit is accepted without a verified phone number.",
                 "Phone verification has to pass before we accept any deposit, otherwise the "
                 "deposit is rejected.", id="otherwise-consequence"),
    pytest.param("Audit logs land in s3://audit-logs/eu/ every 10 minutes.",
                 "Audit logs land in s3://audit-logs/us/ every 2 hours.", id="two-places"),
    pytest.param("A market needs two trader sign-offs before it is reopened after a suspension.",
                 "A new market needs one trader sign-off before it goes live.",
                 id="two-occasions"),
    pytest.param("The agent uses Node 20.", "The edge proxy agent uses Node 18.",
                 id="two-words-more"),
    pytest.param("Payments API v1 is frozen now.", "Payments API v2 takes new merchants.",
                 id="versions-named"),
    pytest.param("Tenants in trial can preview quotes.", "Tenants in trial can't issue quotes.",
                 id="another-act"),
    pytest.param("No deposit without a verified phone.",
                 "We never take a deposit from an account whose phone isn't verified yet.",
                 id="whose-not"),
    pytest.param("Keep the templates in templates/email/.",
                 "SMS templates live in templates/sms/.", id="named-sibling-folder"),
    pytest.param("Drain the gates before restarting the station server.",
                 "Restart the depot router before draining the bus validators.",
                 id="two-procedures"),
    pytest.param("self-excluded -> skip every loyalty mailing",
                 "Loyalty mailings leave self-excluded players out, per the RG policy.",
                 id="skip-and-leave-out"),
]

CONFLICTS = [
    pytest.param("Manual card entry is forbidden on all kiosks.",
                 "Manual card entry is permitted on all kiosks.", id="one-kind-both-ways"),
    pytest.param("Security patches skip the monthly window.",
                 "Security patches go out with the monthly window.", id="skip-and-with"),
    pytest.param("Live casino is on in ON.", "Live casino is off in ON.", id="one-place-code"),
    pytest.param("Audit logs land in s3://audit-logs/eu/ every 10 minutes.",
                 "Audit logs land in s3://audit-logs/eu/ every 2 hours.", id="one-place"),
    pytest.param("A payout needs two finance sign-offs before it is released.",
                 "A payout needs one finance sign-off before it is released.", id="one-occasion"),
    pytest.param("The agent uses Node 20.", "The agent uses Node 18.", id="one-agent"),
    pytest.param("Checkout flow v2 is live.", "Checkout flow v3 is live.",
                 id="versions-said-alike"),
    pytest.param("Tenants in trial can issue quotes.", "Tenants in trial can't issue quotes.",
                 id="one-act"),
    pytest.param("Keep the templates in templates/email/.",
                 "The templates moved to templates/core/.", id="one-thing-moved"),
    pytest.param("Drain the node before restarting it.", "Restart the node before draining it.",
                 id="one-procedure-reversed"),
    pytest.param("Skip self-excluded players in every loyalty mailing.",
                 "Send every loyalty mailing to self-excluded players too.",
                 id="skip-and-send-too"),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_not_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_still_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


def test_kept_out_of_is_still_a_no() -> None:
    """After a verb of making, "out of" is a source; "kept out of" is the no it always was."""
    assert claims("Generated files are kept out of git.")[0].negative
    assert not claims("We build the image out of the lockfile.")[0].negative
