"""False contradiction flags and merged look-alikes found on text the judge was not tuned on
(tests/natural/dev_agritech.jsonl, an agritech team's notes; docs/consolidation.md, thirteenth
round, "flags"):

- a rule and its exception: one claim is the other word for word with a scope put in before
  its value ("The default irrigation cycle for greenhouse zones is 8 minutes" against "The
  default irrigation cycle is 20 minutes") was read as one value said twice, a conflict;
- one sentence written twice but for one word of the subject in its opening ("Mobile check-in
  is enabled ..." / "Mobile checkout is enabled ...", "The north pivot ..." / "The south pivot
  ...") was read as one piece of knowledge and merged;
- a kind named with "non-" against the kind it is the rest of, before the same noun
  ("Non-GPS tractors ..." / "GPS tractors ..."), was read as a no, or as one thing.

Each pair of EXCEPTIONS was judged `conflict` before these rules, each pair of TWO_SUBJECTS
`duplicate`, each pair of COMPLEMENTS `conflict` or `duplicate`; each is written afresh for
this test. The true conflicts and restatements of the same shapes must keep their verdicts."""

from __future__ import annotations

import pytest
from judging import kind as verdict

# A rule and its exception: the scope is put in before the value; both hold.
EXCEPTIONS = [
    pytest.param("The session timeout is 30 minutes.",
                 "The session timeout for kiosk terminals is 5 minutes.", id="for-before-value"),
    pytest.param("Nightly backups are kept for 14 days.",
                 "Nightly backups from the billing cluster are kept for 90 days.",
                 id="from-before-value"),
    pytest.param("The upload limit is 25 MB.",
                 "In the enterprise plan the upload limit is 200 MB.", id="scope-first"),
]

# The same shapes about one thing: the scope after the value, a scope of all of it, a value
# said new, a scope that is the value's key.
STILL_CONFLICTS = [
    pytest.param("The session timeout is 30 minutes.",
                 "The session timeout is 45 minutes for security.", id="purpose-after-value"),
    pytest.param("Nightly backups are kept for 14 days.",
                 "All nightly backups in the company are kept for 30 days.", id="all-of-them"),
    pytest.param("The upload limit is 25 MB.", "The upload limit is 50 MB now.", id="now"),
    pytest.param("The metrics exporter listens on 9100.",
                 "The metrics exporter listens on port 9200.", id="port-key"),
]

# One sentence about two things: one word of the subject each.
TWO_SUBJECTS = [
    pytest.param("- Mobile check-out is enabled for all branches.",
                 "- Mobile top-up is enabled for all branches.", id="opening-noun"),
    pytest.param("- Backups for enterprise tenants are encrypted by default.",
                 "- Backups for education tenants are encrypted by default.", id="for-kind"),
    pytest.param("- The east wing boiler is serviced every spring.",
                 "- The west wing boiler is serviced every spring.", id="common-words"),
]

# A kind and the rest of it, before the same noun: two sets of things, both hold.
COMPLEMENTS = [
    pytest.param("Non-EU customers are invoiced in USD.", "EU customers are invoiced in EUR.",
                 id="non-code"),
    pytest.param("Non-production clusters scale to zero at night.",
                 "Production clusters scale to zero at night.", id="non-word"),
]

# "non-" said of the thing itself is a polarity: still a conflict.
NON_POLARITY = [
    pytest.param("The ruff step in CI is blocking.", "The ruff step in CI is non-blocking.",
                 id="non-blocking"),
]

# The same shape said another way, or with an opposite: never read as two subjects.
NOT_TWO_SUBJECTS = [
    pytest.param("Delete the tmp folder before packaging.",
                 "Remove the tmp folder before packaging.", "duplicate", id="synonym-verb"),
    pytest.param("Allow outbound mail in the staging stack.",
                 "Block outbound mail in the staging stack.", "not-duplicate", id="opposite-verb"),
]


@pytest.mark.parametrize(("a", "b"), EXCEPTIONS)
def test_a_rule_and_its_exception_is_no_conflict(a: str, b: str) -> None:
    assert verdict(a, b) not in ("conflict", "duplicate")
    assert verdict(b, a) not in ("conflict", "duplicate")


@pytest.mark.parametrize(("a", "b"), STILL_CONFLICTS)
def test_one_thing_with_two_values_is_still_flagged(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), TWO_SUBJECTS)
def test_one_sentence_about_two_subjects_is_never_merged(a: str, b: str) -> None:
    assert verdict(a, b) == "distinct"
    assert verdict(b, a) == "distinct"


@pytest.mark.parametrize(("a", "b", "expected"), NOT_TWO_SUBJECTS)
def test_a_word_said_two_ways_is_not_another_subject(a: str, b: str, expected: str) -> None:
    if expected == "duplicate":
        assert verdict(a, b) == "duplicate"
    else:
        assert verdict(a, b) != "duplicate"


@pytest.mark.parametrize(("a", "b"), COMPLEMENTS)
def test_a_kind_and_the_rest_of_it_are_two_subjects(a: str, b: str) -> None:
    assert verdict(a, b) == "distinct"
    assert verdict(b, a) == "distinct"


@pytest.mark.parametrize(("a", "b"), NON_POLARITY)
def test_non_said_of_the_thing_itself_is_still_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
