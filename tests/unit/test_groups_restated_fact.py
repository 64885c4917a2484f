"""A note that restates one fact of a merged entry in its own words is no look-alike match."""

from memstore.core.entry import Entry
from memstore.core.grouping import look_alike_inside


def test_a_note_restating_one_fact_in_other_words_is_not_held_out_by_a_look_alike() -> None:
    # The 26-week simulation (seed 1, docs/health.md): "Update snapshot tests with `pytest
    # --snapshot-update`." sat a week beside the testing node that held "Snapshot tests are
    # refreshed with ..." (the judge: a duplicate; `same_fact`: not word for word), held out
    # as a look-alike of the node's other fact, the fast-test command. Sentences of our own.
    merged = Entry("long_term/tests.md", {"id": "tests", "title": "Test commands"},
                   "- Run the smoke tests with `pytest -m smoke`.\n"
                   "- Golden tests are refreshed with `pytest --golden-update`.\n")
    note = Entry("working/golden.md", {"id": "golden", "title": "Update golden tests"},
                 "- Update golden tests with `pytest --golden-update`.\n")
    assert look_alike_inside(merged, note) == ""
    assert look_alike_inside(note, merged) == ""
    # A note that restates none of the facts and resembles one is still held out.
    other = Entry("working/load.md", {"id": "load", "title": "Run the load tests"},
                  "- Run the load tests with `pytest -m load`.\n")
    assert "look-alike of its fact" in look_alike_inside(merged, other)
