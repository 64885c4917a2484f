"""One procedure written as a list of steps in two orders is a contradiction (session 54).

The judge read the order of steps only inside one sentence ("Drain the node, then restart
it"). A procedure kept as a list, one step a bullet under a title that says so ("Release
steps", "Failover runbook", "How to rotate the keys"), was compared fact by fact: every step
of one entry was found in the other, and the two merged, one order lost. Now two steps read
one for one in the other entry, in the other order there, are an order conflict, when both
titles say the facts are steps and the facts read as steps to take (they open with an act,
not with a name or a subject: a list of facts under "How to" is no procedure).
"""

from __future__ import annotations

from memstore.core.judge import judge


def kind(title_a: str, facts_a: list[str], title_b: str, facts_b: list[str]) -> str:
    """The judge's verdict both ways round, which must agree."""
    forward = judge(title_a, facts_a, title_b, facts_b)
    backward = judge(title_b, facts_b, title_a, facts_a)
    assert forward.kind == backward.kind
    return forward.kind


FAILOVER = ["Freeze writes on the primary.", "Promote the replica.", "Point the DNS record at "
            "the new primary."]


def test_the_same_steps_in_another_order_conflict() -> None:
    verdict = judge("Failover runbook", FAILOVER, "Database failover steps",
                    ["Promote the replica.", "Freeze writes on the primary.",
                     "Point the DNS record at the new primary."])
    assert verdict.kind == "conflict"
    assert verdict.reason == "order"
    assert "Freeze writes on the primary." in verdict.explanation
    assert kind("How to rotate the signing keys",
                ["Generate the new key pair.", "Publish the new public key.",
                 "Revoke the old key."],
                "Key rotation procedure",
                ["Generate a new key pair.", "Revoke the old key.",
                 "Publish the new public key."]) == "conflict"


def test_guard_the_same_steps_in_the_same_order_still_merge() -> None:
    assert kind("Failover runbook", FAILOVER, "Database failover steps",
                [*FAILOVER, "Tell the on-call channel."]) == "duplicate"


def test_guard_a_list_that_is_no_procedure_keeps_no_order() -> None:
    # (no title says the facts are steps: a stack listed in two orders is one stack)
    assert kind("Stack", ["Python 3.12", "Postgres 16", "Redis 7"],
                "Our stack", ["Redis 7", "Python 3.12", "Postgres 16"]) == "duplicate"
    # (facts under a "How to" title that state things rather than say what to do)
    assert kind("How to read the billing dashboards",
                ["Grafana shows the invoices per hour.", "Kibana holds the payment logs."],
                "Billing dashboards: how to read them",
                ["Kibana holds the payment logs.",
                 "Grafana shows the invoices per hour."]) == "duplicate"
