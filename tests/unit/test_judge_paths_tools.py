"""Contradictions about paths and tools that the judge missed, and the restatements and
look-alikes of the same shapes that must stay as they are (the fourteenth round, helper
`paths`, tests/natural/dev_maritime.jsonl)."""

from __future__ import annotations

from memstore.core.judge.claims import NAMING, _product_of_db
from memstore.core.judge.text import _clauses, weight
from tests.judging import both_ways


def test_a_three_word_aside_with_its_verb_is_a_clause_of_its_own() -> None:
    # "(pyright was removed)" is a sentence: read with "mypy", its "removed" took back the tool
    # chosen; alone, it takes back the tool it names, which the other note chose
    assert _clauses("Type checking: mypy (pyright was removed).") == [
        "Type checking: mypy", "pyright was removed"]
    assert both_ways("We type-check the services with pyright.",
                     "Type checking: mypy (pyright was removed).") == {"conflict"}


def test_a_three_word_aside_without_a_verb_stays_with_its_sentence() -> None:
    # a short aside that is no sentence still belongs to its sentence
    assert _clauses("Run the linter (`ruff check .`) before pushing.") == [
        "Run the linter (ruff check .) before pushing"]
    assert "conflict" not in both_ways("Type checking is done with mypy.",
                                       "Type checking: mypy (pyright was removed).")


def test_three_words_joined_by_hyphens_name_a_kind() -> None:
    # "end-to-end" names a kind of test as "unit" does: two runners for two kinds both hold
    assert weight("end-to-end") >= NAMING
    assert "conflict" not in both_ways("Backend unit tests run with pytest.",
                                       "Backend end-to-end tests run with Cypress.")


def test_two_runners_for_one_kind_still_conflict() -> None:
    assert both_ways("Backend end-to-end tests run with Cypress.",
                     "Backend end-to-end tests run with Selenium.") == {"conflict"}


def test_a_database_named_with_and_without_its_db_is_one_product() -> None:
    # "InfluxDB" / "Influx": one product, not two tools for one job
    assert both_ways("Metrics are stored in InfluxDB.",
                     "We keep metrics in Influx buckets.") == {"duplicate"}
    # ... only where the name without "DB" is a rare word: LevelDB is not "level"
    assert _product_of_db("influxdb") == ("influx",)
    assert _product_of_db("leveldb") == ()


def test_two_databases_for_one_thing_still_conflict() -> None:
    assert both_ways("Metrics are stored in InfluxDB.",
                     "Metrics are stored in Postgres.") == {"conflict"}


def test_a_tool_swap_is_read_alike_from_either_side() -> None:
    # one side writes the shared word rarer ("paging" / "page"): the tool rule's shared word
    # is weighed on either side, so the verdict no longer depends on which note comes first
    assert both_ways("Alerts page the on-call through Opsgenie.",
                     "We switched on-call paging to Squadcast last month.") == {"conflict"}


def test_one_file_in_two_sibling_folders_is_one_file_moved() -> None:
    # neither note names a folder the two paths differ in: the same file in two places
    assert both_ways("The gateway's Caddyfile is /etc/caddy/sites/gateway.caddy.",
                     "The gateway Caddyfile moved to /etc/caddy/enabled/gateway.caddy.") == {
        "conflict"}


def test_one_file_name_in_folders_each_note_names_is_two_items() -> None:
    # each note names its own folder: two jobs' files of one name, both hold
    assert "conflict" not in both_ways("The billing job's settings are in jobs/billing/app.toml.",
                                       "The export job's settings are in jobs/export/app.toml.")


def test_a_file_at_the_repo_root_is_its_path_from_the_root() -> None:
    # "NOTES.md in the repo root" is the path /NOTES.md: another place than docs/NOTES.md
    assert both_ways("The upgrade guide is UPGRADING.md in the repo root.",
                     "The upgrade guide is in docs/UPGRADING.md.") == {"conflict"}
    # ... and the same place however the root is said
    assert both_ways("The upgrade guide is `UPGRADING.md` at the repo root.",
                     "UPGRADING.md sits in the root of the repository.") == {"duplicate"}
