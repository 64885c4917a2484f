"""A title `add` or `migrate` made of an entry's first fact is read as that fact (session 57).

`add` now titles a note by its first line of words ("Nightly batch" for "## Nightly batch",
"Validate the batch" for "4. Validate the batch", the first line of code for a fenced block;
memstore.core.entry.title_of). The judge skipped a title only when it repeated a fact as
written, so a heading titled by its words was read as a heading plus a sentence, and merged
into the fact under it."""

from __future__ import annotations

from memstore.core.entry import title_of
from memstore.core.judge import judge


def _as_added(text: str) -> tuple[str, list[str]]:
    return title_of(text), [text]


def test_a_heading_titled_by_its_words_absorbs_nothing() -> None:
    heading = _as_added("## Nightly batch")
    fact = _as_added("The nightly batch window is seven and a half hours.")
    assert heading[0] == "Nightly batch"
    assert judge(*heading, *fact).kind == "distinct"
    assert judge(*fact, *heading).kind == "distinct"


def test_a_numbered_step_titled_without_its_number_reads_as_the_step() -> None:
    step = _as_added("4. Run the migrations before deploying the API.")
    again = _as_added("Migrations run before the API is deployed.")
    assert step[0] == "Run the migrations before deploying the API."
    assert judge(*step, *again).kind == "duplicate"
