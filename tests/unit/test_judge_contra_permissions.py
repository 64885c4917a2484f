"""Contradictions that were merged or missed (the twelfth round, tests/natural/dev_hotel.jsonl):
the two ends of one permission or state said with words no opposites table can pair safely
("blocks" / "allowed", "lock" / "keep open", "read-only access" / "can edit", "opt-in" / "by
default"), one tool as the agent of an active verb against another after the passive's "by"
("Tenable runs the scans" / "the scans are done by Qualys"), an order said with "followed
by", "no approval is needed" against "must be approved", and a few rows of the word tables
(refundable / non-refundable, "fail secure", "retired", "RDP"). Each conflict has a look-alike
of the same shape about another thing, or a restatement, that must not be flagged. The
sentences are written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

CONFLICTS = [
    pytest.param("Vulnerability scans of the shop network are done by Qualys.",
                 "Tenable runs the quarterly vulnerability scans of the shop network.",
                 id="agent-voice"),
    pytest.param("Kafka consumer lag on the orders topic is watched by Burrow.",
                 "Kafka Lag Exporter watches the consumer lag on the orders topic.",
                 id="agent-two-words"),
    pytest.param("Coupon stacking is allowed at checkout.",
                 "The cart service blocks coupon stacking at checkout.", id="blocks-allowed"),
    pytest.param("Rebuild the search index before you switch the alias.",
                 "Alias switches are followed by the search index rebuild.", id="followed-by"),
    pytest.param("Auditors have read-only access to payroll records.",
                 "Auditors can edit payroll records.", id="read-only-access"),
    pytest.param("Lock the sprint board once planning ends.",
                 "Keep the sprint board open after planning ends, for late tickets.",
                 id="lock-keep-open"),
    pytest.param("Beta search is opt-in for workspace admins.",
                 "Workspace admins get beta search by default.", id="opt-in-default"),
    pytest.param("Annual plans are refundable within 30 days.",
                 "Annual plans are non-refundable.", id="refundable"),
    pytest.param("The server room door fails secure on a power cut.",
                 "On a power cut the server room door fails open.", id="fail-secure"),
    pytest.param("Office calls go over our own SIP trunks.",
                 "Office calls go through Vonage now; we retired our own SIP trunks.",
                 id="retired"),
    pytest.param("Expense claims over 200 GBP must be approved by a director.",
                 "Expense claims over 200 GBP are only checked by a director afterwards; no "
                 "approval is needed.", id="no-approval-needed"),
]

NOT_CONFLICTS = [
    pytest.param("Vulnerability scans of the shop network are done by Qualys.",
                 "Qualys runs the quarterly vulnerability scans of the shop network.",
                 id="agent-restated"),
    pytest.param("Vulnerability scans of the shop network are done by Qualys.",
                 "Tenable runs the vulnerability scans of the payments network.",
                 id="agent-other"),
    pytest.param("Coupon stacking is allowed at checkout.",
                 "The cart service blocks gift wrapping at checkout.", id="blocks-other"),
    pytest.param("CI blocks on lint errors.", "Lint errors are allowed in draft PRs.",
                 id="blocks-on"),
    pytest.param("Deploys may be slow on Fridays.", "The freeze blocks deploys on Fridays.",
                 id="may-no-permission"),
    pytest.param("Refunds can take five days.", "The fraud check blocks refunds.",
                 id="can-with-value"),
    pytest.param("Rebuild the search index before you switch the alias.",
                 "Alias switches are preceded by the search index rebuild.", id="preceded-by"),
    pytest.param("Auditors have read-only access to payroll records.",
                 "Payroll admins can edit payroll records.", id="read-only-other"),
    pytest.param("Lock the sprint board once planning ends.",
                 "Keep the release branch open after planning ends, for late fixes.",
                 id="lock-other"),
    pytest.param("Beta search is opt-in for workspace admins.",
                 "Workspace admins get dark mode by default.", id="opt-in-other"),
    pytest.param("Beta search is opt-in for workspace admins.",
                 "Beta search is off by default for workspace admins.", id="opt-in-restated"),
    pytest.param("Annual plans are non-refundable.", "Monthly plans are non-refundable.",
                 id="refundable-other"),
    pytest.param("Expense claims over 200 GBP must be approved by a director.",
                 "Expense claims over 200 GBP must be approved by a director; no receipt is "
                 "needed.", id="no-other-thing-needed"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_two_ends_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_other_things_and_restatements_are_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind != "conflict", (x, y, result.explanation)


# A tool as the agent fills one slot only when the thing acted on is not its own: "Numpy
# caches its results in ..." and "Kubectl caches its results in ..." are two tools, each with
# its own results (the generated store's 2,000 entries had 30 such false flags).
@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Mypy caches its results in .cache/types/.",
                 "Pytest caches its results in .cache/types/.", id="its-own-results"),
    pytest.param("Renovate writes its logs to ops/logs/.",
                 "Traefik writes its logs to ops/logs/.", id="its-own-logs"),
])
def test_two_tools_each_acting_on_its_own_are_no_conflict(a: str, b: str) -> None:
    assert verdict(a, b).kind != "conflict"
    assert verdict(b, a).kind != "conflict"


# Nor when the clause goes on with a condition: how each tool behaves in a case, not who does
# a job (the generated 10,000-entry store had 176 such flags: "Aiohttp loses the cache when the
# disk is nearly full" / "Flask loses the cache when ...").
@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Consul loses the cache when the disk is nearly full.",
                 "Datadog loses the cache when the disk is nearly full.", id="when"),
    pytest.param("Terraform rewrites the lockfile when the cache is cold.",
                 "Postgres rewrites the lockfile when the cache is cold.", id="when-cold"),
])
def test_two_tools_behaving_alike_in_a_case_are_no_conflict(a: str, b: str) -> None:
    assert verdict(a, b).kind != "conflict"
    assert verdict(b, a).kind != "conflict"


def test_two_tools_for_one_job_still_conflict() -> None:
    assert verdict("Dependabot opens the dependency PRs.",
                   "Renovate opens the dependency PRs.").kind == "conflict"
