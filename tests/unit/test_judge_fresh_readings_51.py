"""Readings found on session 51's two fresh dev files (dev_waterutil, dev_ats), each a way
of writing a value or an end that any team uses. Sentences of our own; each case fails on the
session's start code (236a4231)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    # --- values and ends
    # "half-hourly" is every 30 minutes, "quarter-hourly" every 15 (it was a word of its own)
    pytest.param("Each smart meter pushes a read every 15 min.",
                 "Each smart meter pushes a read half-hourly.", "conflict", id="half-hourly"),
    # a time range with one "am" for both ends, and an en dash: "2–4 am" was 2 and 04:00
    pytest.param("The MNF window for new DMAs is 02:00–04:00.",
                 "The MNF window for new DMAs is 2–4 am.", "duplicate", id="dashed-am"),
    pytest.param("Quiet hours are 02:00–04:00.", "Quiet hours are 02:00-04:00.", "duplicate",
                 id="en-dash-range"),
    # "half a year" is six months (it was "half 1 year")
    pytest.param("Rejected applicants' data is deleted after 6 months.",
                 "Rejected applicants' data is deleted after half a year.", "duplicate",
                 id="half-a-year"),
    # deleted some time after an event is kept until then, not a no to keeping it
    pytest.param("Data of rejected applicants is deleted 6 months after the rejection.",
                 "Data of rejected applicants is kept for 6 months after the rejection.",
                 "duplicate", id="deleted-some-time-after"),
    pytest.param("Data of rejected applicants is deleted 6 months after the rejection.",
                 "Data of rejected applicants is kept for 2 years after the rejection.",
                 "conflict", id="deleted-another-time-after"),
    # --- words for one thing
    # a CV is a résumé (the verb "resume" is left alone)
    pytest.param("Parsed CVs are stored under `s3://docs-prod/cvs/`.",
                 "Parsed résumés are written to `s3://docs-prod/uploads/`.", "conflict",
                 id="cv-resume-paths"),
    pytest.param("CV parsing is done by Affinda's API.",
                 "Résumés are parsed by our self-hosted Textkernel.", "conflict",
                 id="cv-resume-tools"),
    # "past due" is "overdue" (it was a value of its own, against "pinged" read as a name)
    pytest.param("The HM gets a Slack DM when a scorecard is overdue.",
                 "Hiring managers are pinged by Slack DM whenever a scorecard goes past due.",
                 "duplicate", id="overdue-past-due"),
    # an inbox is a mailbox
    pytest.param("Support replies are sent from the shared team mailbox.",
                 "Support replies go out from the team's shared inbox.", "duplicate",
                 id="mailbox-inbox"),
    # --- acts
    # a thing that fails an act is one the act could not be done to
    pytest.param("Invoices that fail parsing are moved to /srv/inbox/failed/.",
                 "The importer moves invoices it can't parse to /srv/inbox/failed/.",
                 "duplicate", id="fails-doing"),
    # an arrow without spaces joins two places, as a spaced one does
    pytest.param("The CRM→ERP customer sync is a Boomi process.",
                 "We use Boomi to sync customers from the CRM into the ERP.", "duplicate",
                 id="glued-arrow"),
    # --- Windows paths
    # a Windows share or drive path is a path: its trailing separator and the words in it are
    # no words of the sentence ("daily" in C:\exports\daily is a folder, not how often)
    pytest.param(r"Exports are written to \\fs01\finance\exports\.",
                 r"The export lands on the finance share: `\\fs01\finance\exports`.",
                 "duplicate", id="unc-share"),
    pytest.param(r"Exports are written to \\fs01\finance\exports\.",
                 r"Exports are written to \\fs02\finance\exports.", "conflict",
                 id="unc-share-other-host"),
    pytest.param(r"Reports go to C:\reports\daily\.", r"Reports go to C:\reports\daily",
                 "duplicate", id="drive-path"),
])
def test_fresh_readings(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_guard_a_range_across_noon_keeps_its_morning() -> None:
    # "9-5pm" is nine to five, not 21:00 to 17:00
    assert symmetric_kind("Support runs 9-5pm on weekdays.",
                          "Support runs 09:00-17:00 on weekdays.") != "conflict"
