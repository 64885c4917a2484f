"""Two words of one set named inside the subjects say which things each note is about, not two
choices for one thing (session 59, false flags on the natural dev split).

"Payouts to DE creators are made by SEPA transfer" / "Payouts to AT creators are made by SEPA
transfer" was a "name" conflict: the two country codes are two values of one set (the
alternatives table), and any two of a set were read as two choices for one slot before the
reading that puts a word said before the verb in the subject was asked. "Episodes uploaded
as WAV are kept as the master file" / "... as FLAC ..." went the same way through the tool
rule. Words put for each other inside both subjects, neither opening its claim, now name two
subjects, each with the same thing said of it: both hold. Two tools chosen after the verb,
or opening the claim, still conflict. Sentences of our own; dev 2 better, 0 worse."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Refunds to FR customers are sent by bank transfer.",
                 "Refunds to NL customers are sent by bank transfer.", id="country-codes"),
    pytest.param("Images uploaded as PNG are stored as the original file.",
                 "Images uploaded as JPEG are stored as the original file.", id="formats"),
    pytest.param("Logs from the EU cluster are shipped to Loki.",
                 "Logs from the US cluster are shipped to Loki.", id="regions"),
])
def test_two_of_a_set_in_the_subjects_are_two_subjects(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Invoices are rendered with WeasyPrint.",
                 "Invoices are rendered with wkhtmltopdf.", id="after-the-verb"),
    pytest.param("Invoice PDFs are stored in S3.", "Invoice PDFs are stored in GCS.",
                 id="where-stored"),
    pytest.param("Jest runs the unit tests.", "Vitest runs the unit tests.", id="opening"),
])
def test_two_choices_for_one_slot_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
