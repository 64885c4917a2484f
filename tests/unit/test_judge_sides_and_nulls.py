"""Where an act is done, server-side or client-side, and whether a column may be null (session
40; docs/consolidation.md, "Server-side and nullable (session 40)").

"Feature flags are evaluated server-side" / "... client-side" was a look-alike, though "on the
server" / "on the client" was already read as two places of one act: the two words are now a
closed set of one kind (lexicon.yaml, `series`). Not "server" / "client" alone, which name two
sides of a system that may both hold. "The `consent_version` column is nullable" /
"`consent_version` is NOT NULL" (dev-hc-0057) was a look-alike of "nullable" and "null": after
"is" / "are", "nullable" now reads "can be null" and "non-nullable" "cannot be null".

Sentences of our own and one dev record; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Feature flags are evaluated server-side.",
                 "Feature flags get evaluated client-side.", id="flags"),
    pytest.param("Validation happens client-side.", "Validation happens on the server.",
                 id="on-the-server"),
    pytest.param("The `consent_version` column is nullable.", "`consent_version` is NOT NULL.",
                 id="dev-hc-0057"),
    pytest.param("`archived_at` is nullable.", "`archived_at` is non-nullable.",
                 id="non-nullable"),
])
def test_the_two_sides_and_the_two_nulls_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("`email` is non-nullable.", "The `email` column is NOT NULL.", id="not-null"),
    pytest.param("The `deleted_at` column is nullable.", "`deleted_at` may be NULL.",
                 id="may-be-null"),
])
def test_one_null_said_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_one_side_said_two_ways_still_merges() -> None:
    assert symmetric_kind("Thumbnails are generated server-side.",
                          "Thumbnails are generated on the server.") == "duplicate"


def test_guard_two_things_on_two_sides_stay_apart() -> None:
    assert symmetric_kind("Prices are formatted client-side.",
                          "Dates are formatted server-side.") == "distinct"


@pytest.mark.parametrize("text", [
    "Add new columns as nullable first, then backfill in batches.",
    "Nullable reference types are enabled in every project.",
])
def test_guard_nullable_that_says_no_state_is_left_as_written(text: str) -> None:
    assert not any("null" in c.text and "be null" in c.text for c in claims(text))
