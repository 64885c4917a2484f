"""The merge guard (memstore.core.judge.guard): two entries are merged only when every difference
between their aligned claims is a restatement.

Each case below was merged into one entry by the judge before the guard: the two texts share
nearly all their words and differ in one small word or affix ("more" / "less", "allowed" /
"blocked", "opt-in" / "opt-out", "unsigned" in a clause of its own). Written afresh in the shapes
of tests/natural/dev_mobile.jsonl, not copied from it. Beside them, restatements of the same
shapes that must still merge."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from judging import both_ways as verdicts

from memstore.core.judge import judge

CLEAR_OPPOSITES = [
    # The two ends of one scale in the place where the claims differ.
    pytest.param("Show the upgrade banner only when the free plan has more than 3 projects.",
                 "Show the upgrade banner only when the free plan has less than 3 projects.",
                 id="more-than-less-than"),
    pytest.param("When the queue backs up, increase the worker count.",
                 "When the queue backs up, decrease the worker count.",
                 id="increase-decrease"),
    pytest.param("Keep the p95 of the search endpoint under 200 ms.",
                 "Keep the p95 of the search endpoint above 200 ms.", id="under-above"),
    pytest.param("Request timeouts go up to 30 s.", "Request timeouts go down to 30 s.",
                 id="up-down"),
    # Two words of one pair of opposites in one place, the rest reworded or added to.
    pytest.param("SSL verification is on for all outgoing requests.",
                 "SSL verification is off for outgoing requests to the internal mock.",
                 id="on-off-with-a-clause-added"),
    pytest.param("R8 is enabled for release and disabled for debug.",
                 "R8 is disabled for release and enabled for debug.",
                 id="opposites-swapped-between-two-places"),
    # An affix-negated word in a clause that is not the closest counterpart of the other.
    pytest.param("The release bundle is signed with the upload key.",
                 "The release bundle is unsigned, the upload key signs it later.",
                 id="unsigned-in-a-clause-of-its-own"),
    # A negator put in front of a word that says no itself, the rest word for word.
    pytest.param("The old upload endpoint is deprecated.",
                 "The old upload endpoint is not deprecated; two partners still call it.",
                 id="not-put-before-deprecated"),
    pytest.param("Password login is disabled for staff accounts.",
                 "Password login is not disabled for staff accounts.",
                 id="not-put-before-disabled"),
]


@pytest.mark.parametrize(("a", "b"), CLEAR_OPPOSITES)
def test_a_clear_opposite_is_a_conflict_not_a_merge(a: str, b: str) -> None:
    assert verdicts(a, b) == {"conflict"}


ONE_WORD_FOR_ANOTHER = [
    # A polarity word against a word the tables do not know as its opposite.
    pytest.param("Debug endpoints are permitted in staging.",
                 "Debug endpoints are blocked in staging.", id="permitted-blocked"),
    pytest.param("Crash reports are allowed in the kiosk build.",
                 "Crash reports are suppressed in the kiosk build.", id="allowed-suppressed"),
    # Two compounds that differ in their particle.
    pytest.param("Analytics is opt-in.", "Analytics is opt-out.", id="opt-in-opt-out"),
    pytest.param("Telemetry: opt-in for all users.", "Telemetry is opt-out for all users.",
                 id="opt-in-opt-out-label-form"),
    # One name against another, nothing else different.
    pytest.param("Use HTTPS for every API call.", "Use HTTP for every API call.",
                 id="https-http"),
]


@pytest.mark.parametrize(("a", "b"), ONE_WORD_FOR_ANOTHER)
def test_one_word_put_for_another_is_not_merged(a: str, b: str) -> None:
    assert "duplicate" not in verdicts(a, b)
    assert "distinct" not in verdicts(a, b)  # listed for a person or the agent to decide


STILL_THE_SAME = [
    pytest.param("Gzip is disabled on the edge proxy.",
                 "The edge proxy doesn't have gzip enabled.", id="disabled-doesnt-enabled"),
    pytest.param("Caching is not enabled in dev.", "Caching is disabled in dev.",
                 id="not-enabled-disabled"),
    # Two words of the opposites table with one polarity, one put for the other.
    pytest.param("The new onboarding flag is on in staging.",
                 "The new onboarding flag is enabled in staging.", id="on-enabled"),
    pytest.param("Crash reporting is off in debug builds.",
                 "Crash reporting is disabled in debug builds.", id="off-disabled"),
    pytest.param("When the queue backs up, decrease the worker count.",
                 "When the queue backs up, reduce the worker count.", id="decrease-reduce"),
    pytest.param("Always squash when merging.", "Squash when merging.",
                 id="always-left-out"),
    pytest.param("Run the database migrations before the deploy.",
                 "The deploy only runs after the database migrations.",
                 id="before-said-as-after"),
    pytest.param("Splash screen: minimum 2 seconds.", "The splash screen shows for at least 2 s.",
                 id="minimum-at-least"),
]


@pytest.mark.parametrize(("a", "b"), STILL_THE_SAME)
def test_a_restatement_with_the_same_small_words_still_merges(a: str, b: str) -> None:
    assert verdicts(a, b) == {"duplicate"}


def test_the_report_says_why_the_merge_was_held_back() -> None:
    a = "Screenshots are allowed on the checkout screen."
    b = "Screenshots are restricted on the checkout screen."
    verdict = judge(a, [a], b, [b])
    assert verdict.kind == "maybe_conflict"
    assert "merge held back" in verdict.explanation
    assert "allow / restrict" in verdict.explanation
    # ("are blocked" reads as forbidden, the opposite of allowed: a conflict outright)
    b = "Screenshots are blocked on the checkout screen."
    assert judge(a, [a], b, [b]).kind == "conflict"
    a = "Retry the upload at most 3 times."
    b = "Retry the upload at least 3 times."
    verdict = judge(a, [a], b, [b])
    assert verdict.kind == "conflict"
    assert "merge held back: maximum / minimum (bound)" in verdict.explanation


def test_consolidate_flags_the_pair_instead_of_merging_it(run, root: Path, write_entry) -> None:
    """A user-stated security rule and its opposite used to end as one entry holding both; now
    both are flagged for review and nothing is merged."""
    write_entry("long_term", "ats-min-tls", "- Require TLS 1.3 for more than 2 API hosts.\n",
                title="TLS 1.3 for API hosts", kind="security_rule", source="user",
                created="2026-10-02T09:14:00Z")
    write_entry("working", "ats-fewer", "- Require TLS 1.3 for fewer than 2 API hosts.\n",
                title="TLS 1.3 for API hosts", kind="security_rule",
                created="2026-11-18T10:00:00Z",
                provenance=[{"at": "2026-11-18T10:00:00Z", "source": "agent",
                             "session": "s-0151"}])
    data = json.loads(run("consolidate", "--json").stdout)
    assert [(i["action"], i["id"], i["with"]) for i in data["items"]] == [
        ("flag", "ats-min-tls", "ats-fewer"), ("flag", "ats-fewer", "ats-min-tls")]
    assert all("number differs" in i["reason"] for i in data["items"])


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Vitest over Jest for the web app.", "Jest over Vitest for the legacy admin.",
                 id="over-swapped"),
    pytest.param("Run ruff before mypy in the hooks.", "Run mypy before ruff in CI.",
                 id="before-swapped"),
])
def test_two_things_weighed_the_other_way_round_are_not_one_rule(a: str, b: str) -> None:
    """Every rare word of one said in the other, but the two weighed the other way round: a
    look-alike about another place (or a reversed preference), never a merge."""
    assert "duplicate" not in verdicts(a, b)


def test_the_guard_reads_a_reordered_pair_the_same_both_ways() -> None:
    """The guard lines the words up the same whichever entry comes first (found by the
    property test in tests/cli/test_judge.py: one order merged, the other flagged)."""
    a, b = "deploy enabled never", "enabled deploy disabled never"
    assert verdicts(a, b) == {"conflict"}
    # Two things said the other way round around "before" / "after" are one order.
    assert verdicts("Run buf lint before buf generate.",
                    "buf generate only runs after buf lint.") == {"duplicate"}
