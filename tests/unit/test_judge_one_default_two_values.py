"""One default given two values in sentences that word little else alike, found by a probe of
fresh sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing
(session 23)"). Sentences of our own:

- a default told by who may change it ("unless the user picks a language", "unless someone
  changes it"), which the judge read as a rule with an exception, not as a default;
- two words of one closed set (lexicon.yaml, `series`) or two tools of one job given to one
  default or one job, with too few words in common for the claims to read as one topic
  (`compare._one_slot_two_words`);
- two defaults of one thing, each with another word of one set, merged as one piece of
  knowledge because the two words are common ones and every rare word was said on both
  sides (`restate._set_apart`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Emails are sent in English by default.",
                 "Unless the user picks a language, emails go out in German.", id="language"),
    pytest.param("Reports are generated in English by default.",
                 "Unless the customer chooses another language, reports come out in French.",
                 id="language-chosen"),
    pytest.param("Units default to metric.", "Unless a user picks otherwise, units are imperial.",
                 id="units"),
    pytest.param("The default priority for new tickets is low.",
                 "New tickets get high priority unless someone changes it.", id="changed-by"),
    pytest.param("We send email with SendGrid.", "Emails go out via Postmark.",
                 id="two-tools-little-in-common"),
])
def test_one_default_or_job_given_two_values_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The web app defaults to dark mode.", "The mobile app defaults to light mode.",
                 id="two-apps"),
    pytest.param("Night shifts start at 10 by default.", "Day shifts start at 8 by default.",
                 id="set-word-names-the-subject"),
    pytest.param("`pnpm test` runs Vitest in apps/admin.", "`pnpm test` runs Jest in apps/mobile.",
                 id="each-in-its-own-place"),
    pytest.param("We tried Honeycomb for tracing last year.", "We use Tempo for tracing.",
                 id="once-tried"),
    pytest.param("Invoices default to English.", "Receipts are printed in German by default.",
                 id="two-documents"),
    pytest.param("Emails are sent in English by default.",
                 "SMS messages go out in German by default.", id="two-channels"),
])
def test_two_things_each_with_its_value_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_two_words_of_one_set_are_never_merged_as_one_default() -> None:
    # "dark" and "light" are common words: the rare ones ("dashboard", "default", "mode") are
    # all said on both sides, and the two were merged into one entry holding both values.
    assert symmetric_kind("By default the dashboard opens in dark mode.",
                          "By default the dashboard starts in light mode.") != "duplicate"
