"""One sentence frame said of two things of one project: look-alikes, not conflicts.

A store holds many sentences cut from one frame ("The <things> of <project> are rotated every
<n> days", "Keep <job> code for <project> in <path>"). Two of them about the same project but
two of its parts, each with its own value, both hold: "The sessions of quillmoss are rotated
every 14 days" / "Every 60 days the quillmoss certificates get rotated". What sets them apart
is a word of each side's own that the sentence ties to the shared name as something it has:
"the sessions OF quillmoss", "the quillmoss certificates", "quillmoss's certificates",
"quillmoss rotates ITS certificates" (memstore.core.judge.subjects `_parts_of_one`). The
same part with two values stays a conflict, however the frame is worded.
"""

from __future__ import annotations

import pytest

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


# Two parts of one project, each with its own period: both hold.
@pytest.mark.parametrize(("a", "b"), [
    ("The sessions of quillmoss are rotated every 14 days.",
     "Every 60 days the quillmoss certificates get rotated."),
    ("The sessions of quillmoss are rotated every 14 days.",
     "Quillmoss rotates its certificates each 60 days."),
    ("The backups of vendrill are deleted after 30 days.",
     "Vendrill deletes its logs after 90 days."),
])
def test_two_parts_of_one_project_with_two_periods_both_hold(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# Two parts of one project, each kept in its own place: both hold.
@pytest.mark.parametrize(("a", "b"), [
    ("Keep retry logic code for quillmoss in src/plinth/",
     "Quillmoss keeps its seeds in db/tarsk/seeds."),
])
def test_two_parts_of_one_project_in_two_places_both_hold(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# The same part, two values: still a conflict, however each sentence is framed.
@pytest.mark.parametrize(("a", "b"), [
    ("The quillmoss caches are rotated every 60 days.",
     "Quillmoss's caches now rotate every 14 days."),
    ("The sessions of quillmoss are rotated every 14 days.",
     "Quillmoss rotates its sessions each 60 days."),
    ("Every 60 days the quillmoss certificates get rotated.",
     "The certificates of quillmoss are rotated every 14 days."),
    ("The backups of vendrill are deleted after 30 days.",
     "Vendrill deletes its backups after 90 days."),
    ("Quillmoss keeps its fixtures in tests/vormel/fixtures.",
     "The quillmoss fixtures live in spec/fixtures/."),
    ("Quillmoss keeps its seeds in db/tarsk/seeds.",
     "The seeds for quillmoss are in data/seeds/."),
])
def test_the_same_part_with_two_values_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


# Two tools, each given the least version it must have: a requirement of each tool, not one
# tool chosen over the other (memstore.core.judge.tools `versioned_apart`).
@pytest.mark.parametrize(("a", "b"), [
    ("Use sqlglot 4.2 or newer for quillmoss.", "Use alembic 4.2 or newer for quillmoss."),
    ("For vendrill, use kubectl 1.29+.", "For vendrill, use terraform 1.29+."),
])
def test_two_tools_each_with_its_least_version_both_hold(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# Two tools of one job, each with its version: still one tool chosen against the other; and
# one tool, two least versions: still a conflict.
@pytest.mark.parametrize(("a", "b"), [
    ("Use poetry 1.8 or newer for quillmoss.", "Use uv 1.8 or newer for quillmoss."),
    ("Use alembic 4.2 or newer for quillmoss.", "Quillmoss needs alembic 5.0 or later."),
])
def test_one_choice_or_one_tool_with_versions_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


# Each names its own thing and says it went wrong: two faults, both true (one tool's crash
# does not deny the other's, even of two tools for one job; two services each had an incident)
# (memstore.core.judge.tools `faults_apart`).
@pytest.mark.parametrize(("a", "b"), [
    ("Mypy hangs when PYTHONHASHSEED is set.", "Pyright hangs when PYTHONHASHSEED is set."),
    ("Vitest crashes if NODE_OPTIONS is set.", "Jest crashes if NODE_OPTIONS is set."),
    ("Pnpm fails when the lockfile is missing.", "Yarn fails when the lockfile is missing."),
    ("Incident: quillmoss failed because of an expired certificate.",
     "Incident: vendrill failed because of a full queue."),
])
def test_two_names_each_with_its_own_fault_both_hold(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# The fault of one name said and denied, or two tools for one job: still conflicts.
@pytest.mark.parametrize(("a", "b"), [
    ("Mypy hangs when PYTHONHASHSEED is set.", "Mypy no longer hangs when PYTHONHASHSEED is set."),
    ("Mypy is the type checker of quillmoss.", "Pyright is the type checker of quillmoss."),
])
def test_a_fault_denied_or_two_tools_for_one_job_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


# One tool run on two occasions, each named with "every": the two occasions share only that
# word, which puts no step of one where the other's is (memstore.core.judge.order
# `_reversed_pair`).
@pytest.mark.parametrize(("a", "b"), [
    ("Run `sqlfluff fix` after every model change.", "Run sqlfluff before every push."),
    ("Run buf before every release", "Run `buf lint` after every proto edit."),
])
def test_one_tool_on_two_occasions_each_every_is_no_reversed_order(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# The same two steps the other way round: still a conflict.
@pytest.mark.parametrize(("a", "b"), [
    ("Run sqlfluff before every push.", "Push first, and run sqlfluff after every push."),
    ("Run buf lint before every release.", "Cut the release first, then run buf lint."),
])
def test_two_steps_the_other_way_round_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


# Where a thing is kept (a tool) and how often it is rotated (a verb and a period): two
# statements of one thing, no tool put against another (memstore.core.judge.compare `_slot`
# asks `_tool_against_verb`, the guard the choice rule asks).
@pytest.mark.parametrize(("a", "b"), [
    ("Quillmoss stores sessions in redis.", "The sessions of quillmoss are rotated every 7 days."),
    ("Vendrill keeps its job queue in celery.",
     "The job queue of vendrill is purged every 30 days."),
])
def test_a_tool_against_a_verb_and_a_period_is_no_conflict(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# Two tools in that place: still a conflict.
@pytest.mark.parametrize(("a", "b"), [
    ("Quillmoss stores sessions in redis.", "Quillmoss stores sessions in memcached."),
    ("Vendrill keeps its job queue in celery.",
     "The vendrill job queue now lives in dramatiq."),
])
def test_two_tools_in_one_place_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


# A service that talks to two peers, one said in each claim: both hold; a service has many
# peers (memstore.core.judge.tools `peers_apart`).
@pytest.mark.parametrize(("a", "b"), [
    ("Checkout talks to inventory-svc over gRPC.", "Checkout talks to pricing-svc over gRPC."),
    ("Quillmoss communicates with vendrill via webhooks.",
     "Quillmoss communicates with tarsk via webhooks."),
])
def test_one_service_talking_to_two_peers_both_hold(a: str, b: str) -> None:
    assert _kind(a, b) != "conflict"
    assert _kind(b, a) != "conflict"


# Two tools for where something goes, or for how it talks to one peer: still conflicts.
@pytest.mark.parametrize(("a", "b"), [
    ("Quillmoss sends its traces to Tempo.", "Quillmoss sends its traces to Jaeger."),
    ("Quillmoss talks to Postgres through pgbouncer.",
     "Quillmoss talks to Postgres through pgcat."),
])
def test_two_tools_for_one_route_is_still_a_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"
