"""Defaults said in more shapes (memstore.core.judge.text, compare): a default told by what
overrides it ("unless you pass --x", "If you don't set X, ...", "Leaving out --x gives ...",
"if no X is given", "when X is unset"), "out of the box", the value of a default wherever the
sentence puts it, and an old value said again as the subject of its own clause ("..., 1.1
doesn't have it"). Two defaults of one thing with two values conflict; the same default said
two ways, and the defaults of two options or two launch files, do not
(tests/natural/dev_robotics.jsonl holds the natural pairs these shapes come from; each case
here failed on the code before)."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict
from memstore.core.judge.text import _clauses

CONFLICTS = [
    # a default told by the option that overrides it, against one told as a default
    ("If you don't set `WORKER_POOL`, the scheduler starts 4 workers.",
     "WORKER_POOL defaults to 8 now."),
    ("The exporter writes to out/ if no target dir is given.",
     "Default target dir for the exporter is build/export/ now."),
    ("If you omit --region, the CLI uses us-east-1.",
     "The CLI's default --region is eu-west-1 now."),
    # "out of the box" is how a default is said, not a "no"
    ("The agent logs at DEBUG out of the box.", "Default log level for the agent is ERROR."),
    # the value of a default, before "by default" on one side and after "is" on the other
    ("The CLI prints results as yaml by default.",
     "Default output format of the CLI is json now."),
    # the old version said again as the subject of its own clause
    ("The planner is pinned to 3.2.x.",
     "We need planner 3.4 for the new costmaps, 3.2 doesn't have them."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_two_defaults_of_one_thing_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])  # the bound before the judge keeps the pair


# The same default said two ways: one piece of knowledge.
RESTATED = [
    ("The agent logs at DEBUG out of the box.", "Default log level for the agent: DEBUG."),
    ("Leaving out --tag pushes app:latest.",
     "push_image.sh pushes app:latest if you don't give it --tag."),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_one_default_said_two_ways_merges(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind == "duplicate", (x, y, verdict(x, y).explanation)


# The defaults of two options, of two launch files, or a default and its subject named two
# ways: not a conflict.
NOT_CONFLICTS = [
    ("If you don't set `WORKER_POOL`, the scheduler starts 4 workers.",
     "If you don't set `WORKER_QUEUE`, the scheduler starts 1 workers."),
    ("demo.launch.py opens the dashboard unless you pass gui:=false.",
     "test.launch.py doesn't open the dashboard unless you pass gui:=true."),
    ("The uploader compresses with gzip by default.",
     "Out of the box, upload-cli compresses with gzip."),
    ("Workers log at DEBUG by default.", "The gateway logs at WARN by default."),
    ("Default output format of the CLI is json.", "Default output format of the SDK is protobuf."),
    # a version right after a name of its own, against one after no name (now that "requires"
    # only ties a version to its subject)
    ("Use pydantic 2.7 or newer for the billing service.",
     "The billing service requires go 1.22+."),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_two_options_or_one_default_said_twice_do_not_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)


def test_an_exception_to_a_rule_keeps_its_unless() -> None:
    """Only the words notes use for giving an option make an "unless" a default: a rule with
    an exception is still a rule and its exception. (A gate's passing state after "unless" is
    read as the gate since session 30: "Don't merge unless CI is green" is "only merge once
    CI is green", tests/unit/test_judge_gate_let_go.py, and since session 39 a check that is
    green passes, tests/unit/test_judge_green_checks.py; not a default either way.)"""
    assert _clauses("Don't deploy on Fridays unless it's a hotfix.") == [
        "Don't deploy on Fridays", "it's a hotfix"]
    assert _clauses("Don't merge unless CI is green.") == ["only merge once CI passes"]
    assert _clauses("Deploys run unless you pass --dry-run.") == [
        "Deploys run by default (dry-run)"]
