"""What a thing is like, said with a rare word: "The worker is idempotent" / "The worker is
stateless". wordfreq hardly knows such words, and a rare word ending a claim was read as a
tool (memstore.core.judge.subjects `_tool_words`), so two properties of one thing were flagged
as two tools for one job. A lower-case word after a form of "be" is a property
(`subjects._PROPERTY`). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The worker is idempotent.", "The worker is stateless.", id="two-properties"),
    pytest.param("Handlers must be idempotent.", "Handlers must be re-entrant.", id="must-be"),
])
def test_two_properties_of_one_thing_do_not_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The session service is stateless.", "The session service is stateful.",
                 id="opposites"),
    pytest.param("The event broker is Redpanda.", "The event broker is RabbitMQ.",
                 id="named-in-capitals"),
])
def test_opposite_properties_and_two_names_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_property_said_with_a_synonym_is_one_note() -> None:
    assert symmetric_kind("The importer is performant.", "The importer is fast.") == "duplicate"
