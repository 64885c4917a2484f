"""One thing with two values, its subject worded differently on the two sides (memstore.core.judge
values, compare, claims, text; tests/natural/dev_logistics.jsonl holds the natural pairs these
shapes come from, docs/consolidation.md "Values whose subject is worded differently").

Each class was read as two subjects (a look-alike, or claims that do not align) on the code
this was written against: a word that only names the kind of amount on one side, a name
written short in parts, a no said only in what a change is for, a sentence opening with
"On-call", a label whose value carries an aside, "stops" counted, a name in parts and its
joined form, a word said in the other's file name. Beside each, the same shape about another
subject, which must stay apart, and the same value said another way, which must not be
flagged."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge import claims
from memstore.core.judge.bounds import may_conflict
from memstore.core.judge.text import _clauses

CONFLICTS = [
    # a word that only names the kind of amount ("interval", "timeout") on one side
    ("Sync interval: 10 s", "Location sync every 30 seconds"),
    ("Depot heartbeat interval: 20 s", "Depot heartbeat every 45 seconds"),
    ("Courier app timeout: 20 s", "The courier app gives up after 45 seconds"),
    # a hyphenated name written short: its first letters, or its consonants
    ("label-gw listens on 7000", "The label gateway is on port 7100"),
    ("The dock scheduler reads its settings from /etc/dock/sched.yaml",
     "dock-sched settings: /opt/dock/conf/app.yaml"),
    # a no said only in what the change is for
    ("The rates Redis runs on port 6379",
     "The rates Redis was moved to 6390 to avoid clashing with the cache"),
    # a sentence that opens with "On-call" opens no condition: its ", not X" is a clause
    ("On-call playbooks are in the wiki under Ops/Playbooks",
     "On-call playbooks now live at docs/playbooks/, not the wiki."),
    # a label set to a name with an aside is one clause, a tool for the job
    ("Build tool for the warehouse apps: Bazel (Starlark rules)",
     "The warehouse apps are built with Gradle"),
    # "stops" counted or rated is a noun, not a switch turned off
    ("Unloading time per stop is 6 minutes in the planner",
     "The planner assumes 4 minutes of unloading"),
    ("Max 40 stops per route", "Routes are capped at 55"),
    # a name in parts and its joined form, stemmed ("go-critic" / "gocritic@0.11")
    ("Static checks run with go-critic 0.9", "Static checks: `gocritic@0.11`"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_subject_worded_two_ways_with_two_values_conflicts(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])  # the bound before the judge keeps the pair


# The same shapes about another subject: both hold.
LOOKALIKES = [
    ("Sync interval: 10 s", "Battery report every 30 seconds"),
    ("pricing-svc runs 6 replicas in prod", "The billing service runs 9 replicas in prod"),
    ("The pricing service has 6 replicas", "pricing-api: 9 replicas"),
    ("The rates Redis runs on port 6379",
     "The session Redis was moved to 6390 to avoid clashing with the cache"),
    ("Build tool for the warehouse apps: Bazel (Starlark rules)",
     "Lint tool for the warehouse apps: detekt"),
    ("On-call playbooks are in the wiki under Ops/Playbooks",
     "On-call postmortems are in the wiki under Ops/Postmortems"),
    ("The planner allows 80 stops per courier", "The planner allows 12 pickups per courier"),
    # two topics named with dots: names, not a file against a name
    ("The `billing.events` topic keeps 7 days of data",
     "The `billing.payments` topic keeps 30 days of data"),
    ("Kafka topic `parcel.scans` has 24 partitions",
     "Kafka topic `parcel.events` has 6 partitions"),
    # two tools, each with what it is for: two jobs
    ("The scanner service uses zerolog for logging",
     "The scanner service uses envconfig for configuration"),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_the_same_shape_about_another_subject_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "duplicate"), (x, y, result.explanation)


# The same value said another way: never flagged.
RESTATED = [
    ("Sync interval: 10 s", "Location sync every 10 seconds"),
    ("label-gw listens on 7000", "The label gateway is on port 7000"),
    ("The rates Redis runs on port 6390",
     "The rates Redis was moved to 6390 to avoid clashing with the cache"),
    ("Max 40 stops per route", "Routes are capped at 40 stops"),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_the_same_value_worded_two_ways_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y)


def test_stops_counted_is_not_a_no_but_stop_as_a_verb_is() -> None:
    assert not claims("The planner caps couriers at 90 stops per shift.")[0].negative
    assert not claims("Handling time per stop: 4 minutes")[0].negative
    assert not claims("Stop cap per van: 90")[0].negative
    assert claims("Stop the consumers before a deploy.")[0].negative
    assert verdict("Stop the consumers before a deploy.",
                   "Start the consumers before a deploy.").kind == "conflict"


def test_on_call_opens_no_condition() -> None:
    assert _clauses("On-call notes now live at ops/notes/, not the wiki.") == [
        "On-call notes now live at ops/notes/", "not the wiki"]
    # (a real opening condition is still read whole: "On Fridays, ...")
    assert len(_clauses("On Fridays, nobody deploys to prod.")) == 1


def test_the_rare_word_check_of_the_value_rule_weighs_both_sides() -> None:
    # "Vans" weighs more where it opens a sentence than "van" inside one: the check reads
    # both sides, so the verdict is the same whichever entry comes first.
    a, b = "Stop cap per van: 90", "Vans are capped at 110 per day"
    assert verdict(a, b).kind == verdict(b, a).kind
