"""Polarity said where the judge lost it (fourteenth round, helper `polarity`,
tests/natural/dev_brewery.jsonl).

- A label whose value opens with a word of polarity ("Sign-off on hotfixes: not needed for
  the patch train") is one clause: the value has no subject of its own, and split from the
  label its no was said of nothing, so the label alone merged with the rule it denies
  (`text._polar_value`). A value that opens with another negator ("no", "nobody", "never")
  is a statement of its own and is still split.
- A switch said off in the middle of its claim ("is turned off in ... builds") or first
  ("We stopped the ...") says no to the whole act the claim names, when the other side says
  every other word of it (`compare._switched_off`, the `switches` table of lexicon.yaml).

- A clause of its own after a comma whose subject has three words ("..., any backend
  engineer can approve") is split off as one of two or one word was (`text._SPLIT`): read
  with the no before it, its words hid the rule the no denies.

- A label whose key is a word of polarity ("**Required:** ...", "Allowed: ...") states a
  rule: its participle is no past tense, and the label was read as an event, which no rule
  contradicts (`events._past`, `events._polar`).

- A removal said of a rule's noun ("We dropped the requirement for signed commits", "We
  removed support for Python 3.8") says no to that rule, which the other side states
  ("Signed commits are required", "Python 3.8 is supported"): the no was read as said of
  keeping something, which the other side never names (`compare._requirement_dropped`).

- "like any other X" / "as every other X" compares the thing with the rest; it is no yes
  said of everything but what the no names ("Route all other callers through the IVR"),
  so it no longer keeps a yes and a no of one thing apart (`compare._THE_OTHERS`).

Each conflict below failed on the code before; the look-alikes and restatements beside them
give the same verdict before and after.
"""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    ("Hotfixes must be signed by the release manager before they are deployed.",
     "Release manager signature on hotfixes: not needed for deploying them."),
    ("Lab results must be checked by the duty chemist before a batch is released.",
     "Duty chemist check of lab results: not needed for releasing a batch."),
])
def test_a_label_with_a_polar_value_keeps_its_no(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("Nightly exports lock the ledger: nobody can post journal entries while the export runs.",
     "While the nightly export runs, the ledger is locked for journal entries."),
])
def test_a_label_whose_value_has_its_own_subject_is_still_split(a: str, b: str) -> None:
    assert "conflict" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("The image viewer prefetches thumbnails by default.",
     "Thumbnail prefetching is off by default in the image viewer now."),
    ("`SHOW_BETA_BANNER=true` in the release build of the kiosk app.",
     "The beta banner is turned off in release builds of the kiosk app."),
    ("The print servers restart every Sunday at 4am.",
     "We stopped the weekly restart of the print servers."),
])
def test_a_switch_off_said_of_the_whole_act(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("Verbose tracing is turned off in production builds of the kiosk app.",
     "Verbose tracing is on in debug builds of the kiosk app."),
    ("We stopped the weekly restart of the print servers.",
     "The mail servers restart every Sunday at 4am."),
])
def test_a_switch_off_of_another_scope_or_thing_is_no_conflict(a: str, b: str) -> None:
    assert "conflict" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Schema migrations must be approved by a DBA.",
     "A DBA approval is optional, any backend engineer can approve."),
])
def test_a_comma_clause_with_a_subject_of_three_words_is_its_own(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("**Required:** a migration note for every schema change.",
     "Migration notes are optional for schema changes."),
    ("Allowed: force pushes to feature branches.",
     "Force pushes to feature branches are forbidden."),
])
def test_a_label_keyed_by_a_polar_word_is_a_rule(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


def test_a_label_keyed_by_a_polar_word_still_restates_its_rule() -> None:
    assert both_ways("**Required:** a migration note for every schema change.",
                     "Every schema change needs a migration note.") == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    ("We dropped the requirement for signed tags.", "Signed tags are required."),
    ("We removed support for Node 16.", "Node 16 is still supported."),
])
def test_a_removed_rule_says_no_to_it(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("We dropped the requirement for signed tags.", "Signed tags are optional."),
    ("We removed support for Node 16.", "Node 18 is supported."),
    ("Drop the required columns after the import.", "The columns are required."),
])
def test_a_removed_rule_restated_or_another_thing_is_no_conflict(a: str, b: str) -> None:
    assert "conflict" not in both_ways(a, b)


def test_like_any_other_compares_and_does_not_exclude() -> None:
    assert both_ways("Database migrations are never run by the deploy pipeline.",
                     "Database migrations are run by the deploy pipeline like any other "
                     "release step.") == {"conflict"}


def test_all_other_still_excludes() -> None:
    assert "conflict" not in both_ways("Don't page the on-call for SEV3 alerts.",
                                       "Page the on-call for all other alerts.")
