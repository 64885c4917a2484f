""""now" at the end of a clause tells a change (session 42; docs/consolidation.md, "Now at the end
(session 42)"): "The exporter writes CSV files" / "Parquet is what the exporter writes by
default now; pass the --csv option for the old format" (dev) **merged**, and "We don't use
Redux anymore; state lives in Zustand" / "State management is Zustand now, not Redux" was "one
says it changed" though both say it. A change was read from "is now ...", "now uses ...", not
from a "now" that ends its clause.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_new_default_told_with_now_is_questioned() -> None:
    assert symmetric_kind("The report job writes JSON files.",
                          "CSV is what the report job writes by default now; pass --json for "
                          "the old format.") in ("conflict", "maybe_conflict")


def test_both_telling_the_change_restate() -> None:
    assert symmetric_kind("We don't use Vuex anymore; state lives in Pinia.",
                          "State management is Pinia now, not Vuex.") == "duplicate"


def test_guard_now_before_a_verb_still_tells_a_change() -> None:
    assert symmetric_kind("The report job writes JSON files.",
                          "The report job now writes CSV files.") in ("conflict", "maybe_conflict")
