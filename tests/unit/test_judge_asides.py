"""A parenthesised aside that says no ("(no page numbers)", "(not Jest)") is a clause of its
own, like ", not page numbers": its no is said of what it names, not of the sentence around it
(memstore.core.judge.text `_aside_apart`). A short aside that says no such thing still belongs
to its sentence."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.text import _clauses


def test_an_aside_that_says_no_is_a_clause_of_its_own() -> None:
    assert _clauses("Pagination: cursor tokens (no page numbers).") == [
        "Pagination: cursor tokens", "no page numbers"]
    assert _clauses("Run the tests (`pytest -n auto`) before pushing.") == [
        "Run the tests (pytest -n auto) before pushing"]


def test_a_rule_with_its_no_in_an_aside_is_the_same_rule() -> None:
    # Found by the 26-week simulation (seed 0): the two were flagged "negation differs", a
    # third restatement reached long_term/ on its own while the pair waited for review, and
    # the duplicate rate rose to 1.6 % for the last four weeks.
    a = "Paginate with cursor tokens rather than page numbers."
    b = "Pagination: cursor tokens (no page numbers)."
    assert judge(a, (a,), b, (b,)).kind == "duplicate"
    # The aside's no still disputes a yes to what it names.
    c = "Pagination uses page numbers."
    assert judge(c, (c,), b, (b,)).kind == "conflict"
