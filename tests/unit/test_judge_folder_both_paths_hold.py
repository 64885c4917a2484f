"""A word naming a folder both paths hold, found by a probe of fresh sentence pairs (session
24; docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of our
own: "Put test fixtures under tests/data/" names "test", a folder of its path, which the
other side ("Fixtures are in tests/fixtures/") does not say as a word; read as the word
that sets its path apart, as "Fraud rule definitions live in rules/fraud/" does, it made
the two one folder's two children, two things, where "tests" is a folder of both paths and
sets neither apart: one kind of file, moved (`values._named_folder`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Fixtures are in tests/fixtures/.", "Put test fixtures under tests/data/.",
                 id="tests"),
    pytest.param("Invoices are stored in billing/invoices/.",
                 "Billing invoices are stored in billing/pdf/ now.", id="billing"),
])
def test_a_folder_of_both_paths_sets_neither_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Keep rule definitions in rules/credit/.",
                 "Fraud rule definitions live in rules/fraud/.", id="own-folder"),
    pytest.param("Unit test fixtures are in tests/unit/fixtures/.",
                 "E2E fixtures are in tests/e2e/fixtures/.", id="both-own"),
])
def test_a_folder_of_its_own_still_sets_it_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
