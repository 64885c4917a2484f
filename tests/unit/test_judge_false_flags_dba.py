"""False contradiction flags found on text the judge was not tuned on
(tests/natural/dev_dba.jsonl, a database-reliability team's notes; docs/consolidation.md
"Two subjects, each with its own value"): one setting or amount given two values for two
things, where the two claims, lined up, put a name of their own in the place that says what
the value is of; a clause cut from its sentence before "not" or "rather than" against a claim
about another thing; a rule with an exception against a yes said only where the exception
holds; two acts each with its tool, where the capitalised verb that opens the sentence was
read as a maker's name ("Lint SQL" like "Laravel Pint"); two settings named alike, one name
inside the other ("work_mem" / "maintenance_work_mem"); and a sentence that opens with where
it holds ("In stg, ..." / "In prod, ..."), which was read as a clause of its own, so the rest
was compared bare.

Each pair of NOT_CONFLICTS was judged `conflict` before these rules (and the scope said first
or last was merged); each is written afresh for this test, in the shape of a phenomenon of
that file. The true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

# Two claims that both hold: never `conflict`, either way round.
NOT_CONFLICTS = [
    # Each opens with a name of its own (what the value is of), the rest alike.
    pytest.param("inventory-db runs MySQL 8.0.", "the old crm-db is still on MySQL 5.7.",
                 id="two-databases-open"),
    # Each says where its value holds, after the value: a per-table override and the default.
    pytest.param("fillfactor is 0.7 on the sessions table.", "fillfactor is 0.9 cluster-wide.",
                 id="override-and-default"),
    # ... or after a preposition, with a proper name that is also an English verb.
    pytest.param("Max texture size on Switch is 4096.", "Max texture size on Xbox is 8192.",
                 id="scope-proper-name"),
]

# Two settings (columns, variables) whose names in snake case are one inside the other.
NOT_CONFLICTS += [
    pytest.param("`cost_limit` is 200 for the batch queue.",
                 "`vacuum_cost_limit` is 2000 for the batch queue.", id="name-inside-a-name"),
    pytest.param("lock_timeout is 5s for migrations.",
                 "idle_lock_timeout is 30s for migrations.", id="one-word-more"),
    # A word is not said by a longer snake-case name that holds it: another table.
    pytest.param("The events table is 800 GB.", "The events_archive table is 3 TB.",
                 id="table-inside-a-table-name"),
]

# A sentence that opens with its scope before a comma: each holds where it says.
NOT_CONFLICTS += [
    pytest.param("In dev, the workers connect to the primary directly.",
                 "In prod, the workers connect to the primary through pgbouncer.", id="two-envs"),
    pytest.param("On the replicas, hot_standby_feedback is on.",
                 "On the primary, hot_standby_feedback is off.", id="two-roles"),
    pytest.param("For the etl role, work_mem is 512MB.",
                 "For the api role, work_mem is 32MB.", id="two-db-roles"),
]

# One opens with a word of its own, the other with a path of its own, and the rest lines up.
NOT_CONFLICTS += [
    pytest.param("main is protected: merges need two DBA approvals.",
                 "hotfix/* is protected: merges need one DBA approval.", id="word-and-path"),
]

# "X rather than Y", "X, not Y": the clause cut before the "not" is said of the sentence's
# subject, and the other claim names another one before the words they share.
NOT_CONFLICTS += [
    pytest.param("Run ANALYZE from the cron host rather than from the app servers.",
                 "Restart pgbouncer from the app servers.", id="rather-than-another-act"),
    pytest.param("Backfill jobs read from the replica instead of the primary.",
                 "Schema migrations write to the primary.", id="instead-of-another-subject"),
    pytest.param("Slow queries are reviewed in pganalyze, not on the replica.",
                 "Slow queries are logged by auto_explain on the replica.",
                 id="not-another-predicate"),
]

# A no with its exception ("except", "unless") against a yes said only where the exception
# holds: the rule and its exception.
NOT_CONFLICTS += [
    pytest.param("Never run VACUUM FULL except during the Sunday maintenance window.",
                 "VACUUM FULL only runs in the Sunday maintenance window.", id="except"),
    pytest.param("Don't grant SUPERUSER unless the extension install needs it.",
                 "SUPERUSER is granted only for extension installs.", id="unless"),
]

# Two acts, each with its own tool: the verb that opens the sentence is capitalised as grammar,
# not as a maker's name before a product's.
NOT_CONFLICTS += [
    pytest.param("Lint SQL migrations with squawk.", "Format SQL migrations with pgFormatter.",
                 id="two-acts-two-tools"),
]

# The same shapes about one thing: still `conflict`.
CONFLICTS = [
    pytest.param("inventory-db runs MySQL 8.0.", "inventory-db is on MySQL 5.7.",
                 id="one-database"),
    pytest.param("fillfactor is 0.7 on the sessions table.",
                 "fillfactor on the sessions table is 0.9.", id="one-table"),
    pytest.param("The WAL volume on Azure is 200 GB.", "On Azure the WAL volume is 500 GB.",
                 id="one-scope"),
    pytest.param("Max texture size on Switch is 4096.", "On Switch, max texture size is 8192.",
                 id="one-proper-name-scope"),
]


CONFLICTS += [
    pytest.param("`vacuum_cost_limit` is 200 for the batch queue.",
                 "vacuum_cost_limit is 2000 for the batch queue.", id="one-name"),
    pytest.param("lock_timeout is 5s for migrations.",
                 "For migrations the lock timeout is 30 seconds.", id="name-written-apart"),
    pytest.param("In prod, the workers connect to the primary through pgbouncer.",
                 "In prod, the workers connect to the primary directly.", id="one-env"),
    pytest.param("The events table is 800 GB.", "The events table is 3 TB.", id="one-table-size"),
    pytest.param("main is protected: merges need two DBA approvals.",
                 "main is protected: merges need one DBA approval.", id="one-branch"),
    pytest.param("Run ANALYZE from the cron host rather than from the app servers.",
                 "Run ANALYZE from the app servers.", id="rather-than-the-same-act"),
    pytest.param("Feature flags go in config/features.yml, never in .env.",
                 "Feature flags go in .env.", id="never-the-same-place"),
    pytest.param("Never run VACUUM FULL except during the Sunday maintenance window.",
                 "Run VACUUM FULL during business hours.", id="yes-outside-the-exception"),
    pytest.param("Don't grant SUPERUSER unless the extension install needs it.",
                 "Grant SUPERUSER to the reporting role.", id="yes-to-another-role"),
    pytest.param("Lint SQL migrations with squawk.", "Lint SQL migrations with sqlfluff.",
                 id="one-act-two-tools"),
    # A word that names a folder of the other's path is said by it.
    pytest.param("The schema folder is owned by the DBA team and needs 2 reviews.",
                 "db/schema/ is owned by the DBA team and needs 1 review.", id="folder-named"),
    pytest.param("On the replicas, hot_standby_feedback is on.",
                 "On the replicas, hot_standby_feedback is off.", id="one-role"),
]


# The scope read with its clause also keeps two ways of connecting from merging.
def test_a_scope_said_first_or_last_is_one_scope() -> None:
    assert verdict("In prod, the workers connect to the primary through pgbouncer.",
                   "The workers connect to the primary directly in prod.") == "conflict"


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_two_things_each_with_its_own_value_are_no_conflict(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_thing_with_two_values_is_still_flagged(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
