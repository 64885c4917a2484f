"""A British spelling is the American one ("licence" / "license", "centre" / "center",
"grey" / "gray", "analyser" / "analyzer"; memstore.core.judge.lexicon.spelling, from the
breame package's table): one team writes both, and a restatement so written merges while
another value so written still conflicts. Sentences of our own."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.lexicon import spelling


@pytest.mark.parametrize(("a", "b"), [
    ("Fibre links in the centre are monitored.", "Fiber links in the center are monitored."),
    ("Grey-listed senders are retried after an hour.",
     "Gray-listed senders are retried after an hour."),
    ("The analyser flags any licence older than 2 years.",
     "The analyzer flags any license older than two years."),
])
def test_a_restatement_in_the_other_spelling_merges(a: str, b: str) -> None:
    assert kind(a, b) == "duplicate"


def test_another_value_in_the_other_spelling_conflicts() -> None:
    assert kind("The analyser flags any licence older than 2 years.",
                "The analyzer flags any license older than 3 years.") == "conflict"


def test_spellings_read_as_one_word() -> None:
    for british, american in [("catalogue", "catalog"), ("behaviour", "behavior"),
                              ("programme", "program"), ("artefact", "artifact"),
                              ("vectorise", "vectorize"), ("analysing", "analyzing")]:
        assert spelling(british) == american
    # American spellings, and words breame lists wrongly as British, stay as written
    for word in ("license", "buses", "gases", "precise", "revise"):
        assert spelling(word) == word
