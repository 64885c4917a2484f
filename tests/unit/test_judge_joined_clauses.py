"""One clause that says what two clauses of the other entry's fact say ("Stubs are generated with
`pyright --createstub` and saved in typings/" / "Type stubs go in typings/; generate one with
`pyright --createstub`") meets one of the two as its counterpart; the value the other clause
gives (the folder) is said, not something more (memstore.core.judge.verdict `_said_elsewhere`).
A value the other fact names in a clause of another topic is still more."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(title_a: str, facts_a: list[str], b: str) -> str:
    forward = judge(title_a, facts_a, b, [b]).kind
    assert judge(b, [b], title_a, facts_a).kind == forward  # either way round
    return forward


def test_one_clause_restating_two_clauses_of_a_fact_is_a_duplicate() -> None:
    # Found by the 26-week simulations (seeds 8 and 9, twice each): "Migrations are generated
    # with autogenerate, i.e. alembic revision --autogenerate, and are kept in db/migrations."
    # beside the compaction node holding "Migrations live in db/migrations; create one with
    # `alembic revision --autogenerate`." was "maybe the same: each says something the other
    # does not", and waited for the Friday review.
    assert _kind("Stubs", ["Type stubs go in typings/; generate one with `pyright --createstub`.",
                           "CI runs pyright in strict mode."],
                 "Stubs are generated with `pyright --createstub` and saved in typings/.") == (
        "duplicate")
    assert _kind("Translations",
                 ["Translations live in app/locale; extract them with "
                  "`pybabel extract --omit-header`.", "Weblate syncs translations nightly."],
                 "Translations are extracted with `pybabel extract --omit-header` and kept in "
                 "app/locale.") == "duplicate"


def test_a_value_named_in_a_clause_it_does_not_restate_is_still_more() -> None:
    # "3 quarters" is what the other fact's reason speaks of, not what it keeps.
    assert _kind("Holdout", ["Keep the last quarter as holdout; 3 quarters proved too few to fit.",
                             "Backtests run nightly."],
                 "Keep the last 3 quarters as holdout.") != "duplicate"
    # A value of another fact is no part of the counterpart's fact.
    assert _kind("Caching", ["Postgres is the source of truth for bookings; Redis only caches "
                             "availability.", "Redis runs on port 6380."],
                 "Availability is cached in Redis for 5 minutes.") != "duplicate"
