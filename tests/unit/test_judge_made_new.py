""""New X: `command`" and "Create X with `command`" tell one act two ways: at the opening of
two claims, "new" against a verb of making (create, add, make, generate, write) is no other
subject (memstore.core.judge.lookalikes `_made_new`)."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_new_x_is_what_making_x_makes() -> None:
    # Found by the 26-week simulations (seeds 6 and 7): "New migration: `alembic revision
    # --autogenerate` (files go in db/migrations)" was read as a look-alike of "...; create
    # one with `alembic revision --autogenerate`", so a compaction node holding that fact
    # did not absorb it, and the two stayed near-duplicates for weeks (seed 7: to the end).
    assert _kind("New fixture: `make fixture`", "Create a fixture with `make fixture`.") == (
        "duplicate")
    assert _kind("New service: `cookiecutter gh:acme/service`",
                 "Generate one with `cookiecutter gh:acme/service`.") == "duplicate"


def test_new_against_another_act_is_still_apart() -> None:
    assert _kind("New migration: `alembic revision --autogenerate`",
                 "Remove a migration with `alembic revision --autogenerate`.") != "duplicate"
