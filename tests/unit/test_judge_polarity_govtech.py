"""Polarity, negation with a clause and durations in the shapes tests/natural/dev_govtech.jsonl
showed the judge missing (it was written and measured before these rules): a reason clause after
a comma with its own subject and modal ("..., users can skip it"), "must" against "optional" /
"nice to have", "can choose whether to", "is blocked" against "is allowed", when a thing was
stopped told after it ("stopped X after the outage"), a state that lasts a time against its
opposite from a time on ("valid for 1 hour" / "stops working after 24 hours"), a verb with its
particle against its noun ("cleaned up" / "cleanups"), and a year said in months. Each case is
written afresh (no corpus sentence) and failed on the judge before these rules; each
restatement or look-alike of the same shape stays unflagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

CONFLICTS = [
    pytest.param("Reviewers must sign the change request before it is merged.",
                 "Signing the change request is optional, reviewers can approve it in the "
                 "ticket instead.", id="must-against-optional-with-a-clause"),
    pytest.param("Developers must get a security review before anything is deployed to "
                 "production.", "A security review is nice to have but not a must before we "
                 "deploy.", id="must-against-nice-to-have"),
    pytest.param("Hardware keys are compulsory for admin accounts.",
                 "Admins can choose whether to register a hardware key.",
                 id="compulsory-against-choose-whether"),
    pytest.param("Staff are allowed to upload ZIP files to the case folder.",
                 "ZIP uploads are blocked for the case folder.", id="allowed-against-blocked"),
    pytest.param("We run the visual regression suite on every merge.",
                 "We stopped running the visual regression suite after it kept flaking.",
                 id="stopped-after-a-reason"),
    pytest.param("Reset codes are valid for 2 hours.", "Reset codes stop working after 12 hours.",
                 id="valid-for-against-stops-after"),
    pytest.param("Uploaded scans are kept for 30 days before they are deleted.",
                 "Uploaded scans are purged after 90 days.", id="kept-for-against-purged-after"),
    pytest.param("The ledger database is cleaned up every 6 hours.",
                 "Ledger DB cleanups run once a day.", id="cleaned-up-against-cleanups-run"),
    pytest.param("The licence check runs nightly in the release pipeline.",
                 "The licence check runs weekly, on Friday evenings.",
                 id="a-period-with-when-it-runs"),
    pytest.param("Chat transcripts are retained for 30 days.",
                 "Chat transcript retention: 1 year.", id="retained-against-retention"),
]

# Both hold, or one restates the other: never a conflict.
APART = [
    pytest.param("The privacy statement is reviewed every 24 months.",
                 "We review the privacy statement every 2 years.", id="months-as-years"),
    pytest.param("Reset codes are valid for 2 hours.",
                 "Reset codes stop working after 120 minutes.", id="one-length-two-ends"),
    pytest.param("Delete upload logs older than 30 days.", "Keep audit logs for 6 years.",
                 id="two-kinds-of-log"),
    pytest.param("Staff are allowed to upload ZIP files to the case folder.",
                 "ZIP uploads are blocked for the public form.", id="blocked-elsewhere"),
    pytest.param("Block pop-ups on the payment page.", "Pop-ups are blocked on the payment page.",
                 id="block-against-blocked"),
    pytest.param("The release is blocked by the failing smoke test.",
                 "Releases are allowed on Fridays.", id="blocked-by-is-held-up"),
    pytest.param("Reviewers must sign the change request before it is merged.",
                 "Signing the change request is optional for documentation fixes.",
                 id="must-and-optional-of-two-scopes-stay-unflagged"),
    pytest.param("Penetration tests are repeated every 6 months.",
                 "Penetration tests: 6-monthly.", id="n-monthly"),
    pytest.param("The sync job runs hourly on weekdays.",
                 "The sync job runs every 4 hours on weekends.", id="two-schedules-of-one-job"),
    pytest.param("The licence check runs weekly in the release pipeline.",
                 "The dependency scan runs weekly, on Friday evenings.", id="another-check"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_polarity_and_durations_in_these_shapes_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), APART)
def test_restatements_and_look_alikes_of_these_shapes_are_not_flagged(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


def test_a_year_in_months_and_twice_a_year_merge_with_their_restatements() -> None:
    assert verdict("The accessibility statement is reviewed every 12 months.",
                   "We review the accessibility statement once a year.") == "duplicate"
    assert verdict("Guidance pages are reviewed every 6 months.",
                   "Guidance pages are reviewed twice a year.") == "duplicate"


def test_a_verb_with_its_particle_merges_with_its_noun() -> None:
    assert verdict("The ledger database is cleaned up every 6 hours.",
                   "Ledger DB cleanups run four times a day.") == "duplicate"


def test_keep_then_delete_is_one_order_whichever_order_word_says_it() -> None:
    assert verdict("Uploaded scans are kept for 30 days, then deleted.",
                   "Uploaded scans are retained for thirty days before deletion.") == "duplicate"
    # (and the merge guard does not hold back "kept" against "deleted" when one side says both)
    assert verdict("Uploaded scans are kept for 30 days before they are deleted.",
                   "Uploaded scans get deleted after thirty days.") == "duplicate"


def test_periods_written_as_adverbs_merge_with_their_restatements() -> None:
    assert verdict("Access reviews happen quarterly.",
                   "Access reviews happen every 3 months.") == "duplicate"
    assert verdict("Penetration tests are repeated every 6 months.",
                   "Penetration tests: 6-monthly.") == "duplicate"


def test_on_and_off_as_a_label_state_read_as_enabled_and_disabled() -> None:
    # "OFF" in capitals is a state, not a code; after a label's colon, and in "with X on",
    # it says the same as "disabled" / "enabled".
    assert verdict("**Request tracing:** OFF in staging",
                   "Request tracing is disabled in staging.") == "duplicate"
    assert verdict("**Request tracing:** OFF in staging",
                   "We run staging with request tracing on until the outage review.") == (
        "conflict")
