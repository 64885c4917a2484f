"""Value-slot conflicts read from the structure of the two claims (memstore.core.judge.values):
what tells two things apart is said where a claim names what it speaks of, not in what it adds
after the value; and the look-alikes of the same shapes stay apart."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict

# (phenomenon, a, b): one side says more only after its value (where it runs, through what,
# a reason), the other says nothing after its own.
DETAIL_AFTER_THE_VALUE = [
    ("port", "Kibana UI: port 5601.", "Kibana runs on 5602 on the ELK VM."),
    ("port", "Flink JobManager UI: port 8081.",
     "Flink JobManager listens on 8082 behind the Traefik ingress."),
]


@pytest.mark.parametrize(("phenomenon", "a", "b"), DETAIL_AFTER_THE_VALUE,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(DETAIL_AFTER_THE_VALUE)])
def test_a_detail_after_the_value_does_not_make_another_subject(phenomenon: str, a: str,
                                                                b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (phenomenon, x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])


# Words of their own after the value on both sides, or before it: two things, both hold.
TWO_THINGS = [
    ("Redis db 2 is the rate limiter.", "Redis db 3 is the session store."),
    ("A release needs 2 sign-offs before shipping to prod.",
     "A release needs 1 sign-off before shipping to staging."),
    ("Flink JobManager UI: port 8081.", "Flink TaskManager UI: port 8082."),
    ("Kibana UI: port 5601.", "Prometheus UI: port 9090."),
    ("The `billing_daily` DAG has a 2 hour `dagrun_timeout`.",
     "The `refunds_hourly` DAG has a 20 minute `dagrun_timeout`."),
]


@pytest.mark.parametrize(("a", "b"), TWO_THINGS)
def test_the_same_shape_about_two_things_is_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)
