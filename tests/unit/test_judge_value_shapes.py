"""Values said in more shapes (memstore.core.judge.text, values, compare): a length of time or
a frequency in words or inside a key, a clock time, a tool left or swapped, a default set to
an identifier, a library by its short name. Two values in one slot of one subject conflict,
whatever shape each is said in; the same value in two shapes, or two options each with its own
value, do not (tests/natural/dev_ml.jsonl holds the natural pairs these shapes come from)."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict

CONFLICTS = [
    # a weekday schedule is weekly
    ("Model cards are regenerated every Friday.", "Model cards are regenerated daily now."),
    # a count written as a word glued to its unit
    ("Preemptible nodes give a two-minute notice before shutdown.",
     "Preemptible nodes give a 30-second notice before shutdown."),
    # the unit in the key's name
    ("`heartbeat.interval.ms` is set to 3000 on the consumers.",
     "The heartbeat interval is 10 seconds on the consumers."),
    ("`eval.interval_hours: 4` in the shared config.",
     "In the shared config, evals run every 8 hours."),
    # the old value said again as the subject of "was": still a conflict, never merged
    ("Disk checks run every 10 min on the build hosts.",
     "We run disk checks on the build hosts once an hour, every 10 min was too noisy."),
    # a length of time written on a clock after a flag
    ("Submit tokenizer jobs with `--time=04:00:00`.",
     "Tokenizer jobs are submitted with an 8 hour time limit."),
    # a tool swap told with its object between the verb and "from", and a tool left
    ("Python envs on the build hosts are managed with pip.",
     "Switched env management on the build hosts from pip to uv."),
    ("Load tests run with Locust.", "We moved off Locust; load tests are k6 scripts now."),
    # a default set to an identifier
    ("The exporter defaults to fp16 weights.", "The exporter's default weights are int8 now."),
    # the other word in that place, and a no to this one in the same entry
    ("Model weights are exported with `torch.save`.",
     "Model weights are exported as safetensors now, not with torch.save."),
    # a library by its short name before its version
    ("The docs site is on Next.js 13.", "We upgraded the docs site to Next 14."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_two_values_in_another_shape_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])  # the bound before the judge keeps the pair


# The same value in two shapes: one piece of knowledge, merged.
RESTATED = [
    # a count per period is a frequency: twice a day is every 12 hours
    ("The search index is rebuilt every 12 hours.", "The search index gets rebuilt twice a day."),
    # the same length, one in words glued to its unit, one as "half a minute"
    ("Preemptible nodes give a 2-minute notice before shutdown.",
     "Preemptible nodes give a two-minute notice before shutdown."),
    ("The trainer flushes metrics every 30 s.",
     "Metrics are flushed by the trainer every half minute."),
    # the same key in its unit and in words
    ("`heartbeat.interval.ms` is set to 3000 on the consumers.",
     "The heartbeat interval is 3 seconds on the consumers."),
    # one clock time, written two ways, and a phrasal verb that is no "off"
    ("The backup job runs nightly at 03:00.", "Every night at 3am the backup job kicks off."),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_one_value_in_two_shapes_merges(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind == "duplicate", (x, y, verdict(x, y).explanation)


# Two options or variables, each with its own value; one variable set to one path two ways.
NOT_CONFLICTS = [
    ("`PIP_CACHE_DIR=/scratch/pip` on every runner.",
     "Set PIP_CACHE_DIR to /scratch/pip on every runner."),
    ("`PIP_CACHE_DIR=/scratch/pip` on every runner.",
     "`NPM_CONFIG_CACHE=/scratch/npm` on every runner."),
    ("`--max-retries` defaults to 5.", "`--backoff-factor` defaults to 2."),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_two_options_or_one_value_said_twice_do_not_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)
