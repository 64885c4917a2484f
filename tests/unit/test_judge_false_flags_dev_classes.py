"""False contradiction flags of session 15's second short round (docs/consolidation.md, the
false-flag tables):

- a label whose key holds the no ("Card fields we never store: PAN, CVV, expiry date") was cut
  at its colon and the list after it read alone, without its no, so it disputed the same rule
  said as a sentence ("Never store the PAN, CVV or expiry date");
- two subjects said alike, one needing a kind of a thing and the other none of it ("Releases of
  the payments app need a QA signoff" / "Releases of the internal apps need no signoff"): the
  one word more on the side that says yes ("QA") kept the two from lining up, so the two
  subjects went unseen and the pair read as one act said and unsaid;
- a stem that joins two words: "stories" (stori) and "stored" (store) met at the root "stor"
  each reaches by dropping its last vowel, so "Feature stories are stored as Markdown" /
  "Feature photos are stored as WebP files" had no subject of its own on the left and read as
  two formats for one thing (TWO_WORDS, each pair `maybe_conflict` or `conflict` before);
- a frequency word used as a kind: "Hourly snapshots of the volume are kept for 2 days" /
  "Weekly snapshots of the volume are kept for 60 days" were read as one thing done every hour
  and every week, though each names a kind of snapshot and tells how long that kind is kept.

Each pair of NOT_CONFLICTS was judged `conflict` before; each is written afresh for this test.
The true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

NOT_CONFLICTS = [
    pytest.param("Card fields we never store: PAN, CVV, expiry date.",
                 "Never store the PAN, CVV or expiry date.", id="key-never-store"),
    pytest.param("Columns we don't export to the warehouse: email, phone number, home address.",
                 "Never export the email, phone number or home address columns to the warehouse.",
                 id="key-dont-export"),
    pytest.param("Releases of the payments app need a QA signoff.",
                 "Releases of the internal apps need no signoff.", id="two-subjects-kind-of"),
    pytest.param("Merges to the ledger repo need a CODEOWNERS approval.",
                 "Merges to the sandbox repos need no approval.", id="two-subjects-name"),
    pytest.param("Edits to the payments schema need a security review.",
                 "Edits to the sandbox schemas need no review.", id="two-subjects-plural"),
    pytest.param("Hourly snapshots of the volume are kept for 2 days.",
                 "Weekly snapshots of the volume are kept for 60 days.", id="frequency-kind"),
    pytest.param("Monthly invoices are archived after 5 years.",
                 "Daily invoices are archived after 90 days.", id="frequency-kind-after"),
]

TWO_WORDS = [
    pytest.param("Feature stories are stored as Markdown.",
                 "Feature photos are stored as WebP files.", id="stories-stored"),
    pytest.param("Agency stories are stored in Arc.", "Agency videos are stored in Brightcove.",
                 id="stories-videos"),
]

CONFLICTS = [
    pytest.param("Card fields we never store: PAN, CVV, expiry date.",
                 "Store the PAN, CVV and expiry date with each order.", id="key-never-store"),
    pytest.param("Columns we never export: email, phone number, address.",
                 "Export the email, phone number and address columns.", id="key-never-export"),
    pytest.param("Releases of the payments app need a QA signoff.",
                 "Releases of the payments app need no signoff.", id="one-subject-kind-of"),
    pytest.param("Edits to the payments schema need a security review.",
                 "Edits to the payments schema need no review.", id="one-subject"),
    pytest.param("User stories are stored in Jira.", "User stories are stored in Linear.",
                 id="stories-one-subject"),
    pytest.param("Hourly snapshots of the volume are kept for 2 days.",
                 "Hourly snapshots of the volume are kept for 14 days.", id="one-kind-two-lengths"),
    pytest.param("Nightly backups of the orders database run at 02:00.",
                 "Backups of the orders database run weekly, on Sunday at 02:00.",
                 id="frequency-the-rate"),
    pytest.param("Daily reports are emailed to finance.",
                 "Reports are emailed to finance every week.", id="frequency-the-rate-no-length"),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_not_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_still_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), TWO_WORDS)
def test_two_words_not_one_stem(a: str, b: str) -> None:
    assert verdict(a, b) not in ("conflict", "maybe_conflict")
    assert verdict(b, a) not in ("conflict", "maybe_conflict")
