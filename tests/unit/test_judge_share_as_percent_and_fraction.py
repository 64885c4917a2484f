"""One share written as a percent on one side and as a fraction of one on the other ("10%" /
"0.1") is one value (memstore.core.judge.values, session 45). The two used to read as two
values in one place, a possible conflict, and three restatements on dev were listed as
uncertain for it; a different share stays in doubt, and a version is no share."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_a_share_as_a_percent_and_as_a_fraction_is_one_value() -> None:
    assert symmetric_kind("Trace sampling in prod is 10%.",
                     "Prod tracing samples 0.1 of requests.") == "duplicate"
    assert symmetric_kind("Crash reports go to Sentry at a sample rate of 100%.",
                     "Sentry gets every crash report (sample rate 1.0).") == "duplicate"
    assert symmetric_kind("Discount for students: 15%.",
                     "Students get a 0.15 discount on the yearly plan.") == "duplicate"


def test_another_share_is_still_in_doubt() -> None:
    assert symmetric_kind("Trace sampling in prod is 10%.",
                     "Prod tracing samples 0.5 of requests.") == "maybe_conflict"
    assert symmetric_kind("Alert when the error ratio is above 2%.",
                     "Alert when the error ratio goes above 0.05.") == "maybe_conflict"


def test_a_version_is_no_share() -> None:
    # "1.0" after "build" is a version: it says nothing of the 100 % of traffic.
    assert symmetric_kind("The canary takes 100% of traffic after the bake.",
                     "The canary runs build 1.0 after the bake.") == "distinct"
