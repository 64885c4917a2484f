""""Go" is a language's name after "in", found by a probe of fresh sentence pairs (session 28;
docs/consolidation.md, "More kinds found by probing (session 28)"). Sentences of our own. "The
billing service is written in Go" / "The billing service is written in Kotlin" was a
look-alike: the judge reads "Go" as the language ("golang", not the verb), but did not count
that word as a proper name, so "in Go" read as where the claim holds ("in prod"), not as the
tool chosen. "Go" written with its capital inside a sentence is now a proper name, as
"Kotlin" is (`subjects._propers`). The guards hold on the session's start code too: the same
language with another verb stays a restatement, and two services each in its language are
two facts."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The billing service is written in Go.",
                 "The billing service is written in Kotlin.", id="go-against-kotlin"),
    pytest.param("The billing service is written in Go.", "The billing service is a Kotlin app.",
                 id="go-against-a-kotlin-app"),
    pytest.param("The CLI is written in Rust.", "The CLI is written in Go.", id="rust-against-go"),
])
def test_one_thing_in_go_and_in_another_language_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_the_same_language_said_with_another_verb_stays_a_restatement() -> None:
    assert symmetric_kind("The ingest worker is written in Go.",
                          "The ingest worker is implemented in Go.") == "duplicate"


def test_two_services_each_in_its_language_are_no_contradiction() -> None:
    assert symmetric_kind("The ingest worker is written in Go.",
                          "The export worker is written in Rust.") != "conflict"
