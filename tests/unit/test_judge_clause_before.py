"""A clause that leaves its subject to the clause before it ("...; the files live in
tests/fixtures") speaks of what that clause names (memstore.core.judge.verdict
`_each_after_its_own`): two such clauses after two clauses about two things do not conflict,
however alike they are."""

from __future__ import annotations

from memstore.core.judge import judge


def test_the_files_of_two_sentences_are_two_sets_of_files() -> None:
    # Found by the 26-week simulation (seed 3): the migrations node and a fixtures note were
    # both flagged needs_review for "path differs", and "create a database migration" lost
    # its entry for three days.
    migrations = ("Migrations live in db/migrations; create one with `alembic revision "
                  "--autogenerate`.",
                  "New migration: `alembic revision --autogenerate` (files go in db/migrations)")
    fixtures = ("Loading of test fixtures goes through the `load_fixture` helper; the files "
                "live in tests/fixtures.")
    result = judge("Migrations", migrations, fixtures, (fixtures,))
    assert result.kind != "conflict", result.explanation
    a = "Create migrations with alembic; the files go in db/migrations."
    b = "Load fixtures with load_fixture; the files live in tests/fixtures."
    assert judge(a, (a,), b, (b,)).kind != "conflict"


def test_the_same_thing_before_keeps_the_conflict() -> None:
    # Both sentences open on ruff: "the config" is ruff's on both sides, in two places.
    a = "Use ruff for lint; the config is in pyproject.toml."
    b = "Lint with ruff; the config lives in ruff.toml."
    assert judge(a, (a,), b, (b,)).kind == "conflict"
    # One side alone after a clause of its own still disputes a plain statement of the thing.
    c = "Since the ledger work, the default isolation level in settings is REPEATABLE READ."
    d = "Default DB isolation level is READ COMMITTED."
    assert judge(c, (c,), d, (d,)).kind == "conflict"
