"""Ids for real titles: the words that tell entries apart survive, any script becomes a
readable slug, and recall finds accented and CJK text (issue 18, item 20)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from click.testing import Result
from hypothesis import given
from hypothesis import strategies as st

from memstore.core.entry import ID_PATTERN, MAX_ID_LENGTH
from memstore.core.ids import SLUG_CHARS, new_id, slug

Run = Callable[..., Result]


def test_two_notes_that_differ_at_the_end_get_ids_that_say_so(run: Run) -> None:
    first = run("add", "The API dev server listens on port 8080 in development").stdout.strip()
    second = run("add", "The API dev server listens on port 9090 in staging").stdout.strip()
    assert first.startswith("api-dev-server-listens-port-") and "8080" not in second
    assert first.rsplit("-", 1)[0] != second.rsplit("-", 1)[0]
    assert "development" in first and "staging" in second


@pytest.mark.parametrize("title, expected", [
    ("Καλημέρα κόσμε", "kalimera-kosme"),
    ("🚀 launch day", "rocket-launch-day"),
    ("Привет мир", "privet-mir"),
    ("naïve café rules", "naive-cafe-rules"),
    ("Run uv sync after every pull", "run-uv-sync-after-every-pull"),
    ("Do not commit the .env file", "do-not-commit-the-env-file"),
])
def test_any_script_becomes_a_readable_slug(title: str, expected: str) -> None:
    assert slug(title) == expected


def test_a_greek_title_is_not_entry_xxxx(run: Run) -> None:
    entry_id = run("add", "Η βάση δεδομένων τρέχει στη θύρα 5432").stdout.strip()
    assert not entry_id.startswith("entry-")
    assert entry_id.startswith("vasi-dedomenon-trechei-sti-thyra-5432-")


@given(st.text(max_size=200))
def test_any_title_gives_a_valid_id(title: str) -> None:
    found = slug(title)
    assert len(found) <= SLUG_CHARS
    entry_id = new_id(title, "body", taken=lambda _: False)
    assert ID_PATTERN.match(entry_id) and len(entry_id) <= MAX_ID_LENGTH


def test_recall_folds_accents_and_finds_cjk(run: Run) -> None:
    run("add", "Ünïcödé strings are normalised to NFC before hashing")
    run("add", "日本語のテストは UTF-8 で書く")
    assert "nfc" in run("recall", "unicode").stdout.lower()
    assert "日本語" in run("recall", "日本語").stdout
