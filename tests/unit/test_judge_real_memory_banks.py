"""Notes of real Cline memory banks and Cursor rule files (tests/natural/real/dev, added in the
twelfth round: docs/consolidation.md): a false merge found in a memory bank's progress log,
its phenomenon written afresh in the same shape; the first cases failed on the judge before
the rule. Beside them, restatements of the same shape that must still merge."""

from __future__ import annotations

import pytest
from judging import both_ways

# --- two names of one family ----------------------------------------------------------------
# A progress log lists the classes it made: "McpToolsPlugin for ..." and "McpManagementPlugin
# with tools for ...". The second holds every word of the first name (mcp, tools, plugin),
# one of them outside the name, and so looked like the same class said again. A name of three
# words or more is another thing than a name that begins and ends alike and differs inside.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Created CacheWarmupTask for the product pages.",
                 "Created CacheEvictionTask for the product pages, run after the warmup.",
                 id="class-of-one-family"),
    pytest.param("Added the OrderExportJob to write the ledger.",
                 "Added the OrderImportJob: reads the ledger, export files included.",
                 id="job-of-one-family"),
    pytest.param("Set tile_read_timeout for the map proxy.",
                 "Set tile_write_timeout for the map proxy; reads use the default.",
                 id="setting-of-one-family"),
])
def test_a_name_is_not_its_sibling(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Created CacheWarmupTask for the product pages.",
                 "CacheWarmupTask (created last week) warms the product pages.",
                 id="the-same-class-said-again"),
    pytest.param("Set tile_read_timeout for the map proxy.",
                 "The map proxy has its tile_read_timeout set.", id="the-same-setting"),
])
def test_the_same_name_said_again_still_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


# --- a link is no claim ---------------------------------------------------------------------
# A memory bank's progress log ends with "Resources": "- [Semantic Kernel Docs](https://...)".
# The link's text names a library the log's other lines name too ("Function Calling через
# Semantic Kernel"), and the pair read as maybe the same, which grouping then joined. A link
# points to a resource and says nothing of it: it is said again only where its address is.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("[Temporal Python SDK docs](https://docs.temporal.io/develop/python)",
                 "Workflows run on the Temporal Python SDK.", id="link-beside-its-library"),
    pytest.param("- [Temporal Python SDK docs](https://docs.temporal.io/develop/python)",
                 "Workflows run on the Temporal Python SDK.", id="bulleted-link"),
    pytest.param("[Avalonia UI Docs](https://docs.avaloniaui.net/)",
                 "The window layer uses Avalonia UI", id="link-beside-a-ui-library"),
    pytest.param("<https://pnpm.io/workspaces>", "pnpm workspaces hold the three packages.",
                 id="bare-address"),  # (read apart before too: a link of no words)
])
def test_a_link_is_not_a_note_about_its_subject(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)
    assert "maybe_same" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("[Temporal Python SDK docs](https://docs.temporal.io/develop/python)",
                 "The Temporal Python SDK docs live at https://docs.temporal.io/develop/python.",
                 id="the-same-address-given"),
    pytest.param("[Polars user guide](https://docs.pola.rs/user-guide/)",
                 "[Polars user guide](https://docs.pola.rs/user-guide/)", id="the-same-link"),
])
def test_a_link_given_again_still_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


# --- a day is when, not what ----------------------------------------------------------------
# A generated memory bank opens its active context with a session header ("Started:
# 2025-03-14 2:18:49 PM Mode: Development Current Task: Initial Setup") and keeps a log of
# "2025-03-14: Project initialized". The day, a heavy rare term on both sides, made the log
# line read as said inside the header. A log line's day is its key: two notes of one day are
# two events unless the rest of one is said in the other.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("2026-02-10: Branch created",
                 "Started: 2026-02-10 09:12 AM Mode: Review Current Task: Branch cleanup",
                 id="log-line-beside-a-session-header"),
    pytest.param("- 2026-05-02: Schema migrated",
                 "Session: 2026-05-02 16:40 Mode: Debug Task: Migration rollback",
                 id="bulleted-log-line"),
])
def test_a_shared_day_is_not_a_shared_event(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)
    assert "maybe_same" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("2026-02-10: Moved billing to Postgres",
                 "Billing moved to Postgres on 2026-02-10.", "duplicate",
                 id="the-same-event-of-the-day"),
    pytest.param("[2026-02-10] Decided on SQLite for the cache",
                 "2026-02-10 standup: decided the cache stays on SQLite", "duplicate",
                 id="bracketed-day"),
    pytest.param("2026-02-10: Released v2.1", "2026-02-10: Released v2.2", "conflict",
                 id="one-day-two-versions"),
])
def test_the_same_event_of_one_day_still_merges(a: str, b: str, kind: str) -> None:
    assert both_ways(a, b) == {kind}


# --- a label over a list is several claims ----------------------------------------------------
# A memory bank's techContext.md gives "**Language**: Markdown for memory files, MDC for cursor
# rules" and, further down, a label over a list of editor settings. The anchored reading
# (doubts.one_value, which then took one subject as an anchor too) merged the two on
# "Markdown" and "cursor", which the list says in two different items. It reads a note of one
# line against a note of one line only (the text here is the bank's own,
# tests/natural/real/dev/big-brain-memory-bank, MIT).


def test_a_label_line_is_not_merged_into_a_list_on_one_subject() -> None:
    line = "- **Language**: Markdown for memory files, MDC for cursor rules"
    listed = ("- **Editor Configuration**:\n  - Cursor IDE with custom rules enabled\n"
              "  - Markdown file support\n  - UTF-8 encoding for all files\n"
              "  - XML structure support for rule files")
    assert "duplicate" not in both_ways(line, listed)


def test_one_value_still_merges_two_one_line_notes() -> None:
    assert both_ways("- Kotlin is pinned at 1.9.24",
                     "- We use Kotlin 1.9.24 across all modules") == {"duplicate"}
