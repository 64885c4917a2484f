"""Provenance that stays readable: old records fold into one summary record.

A much-confirmed fact gains a provenance record per confirmation; left alone, a long-lived
entry would outgrow the 64 KiB frontmatter limit and memstore would refuse the file it wrote.
Once an entry holds more than MAX_RECORDS records, all but the newest KEEP_RECORDS fold into a
single summary record at the top of the list:

    - {at: 2026-03-01T10:00:00Z, source: tool, note: summary of 812 earlier records,
       count: 812, first: 2025-01-02T09:00:00Z, last: 2026-03-01T10:00:00Z,
       sources: [agent, user]}

`count` is how many records it stands for, `first` and `last` the earliest and latest of their
times, `sources` every source among them. A later fold absorbs the summary too, so there is
never more than one. The fold depends only on the records, so every clone folds alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from memstore.runtime import clock

if TYPE_CHECKING:
    from memstore.core.entry import Entry

MAX_RECORDS = 200
"""More records than this and the oldest fold (200 one-line records are ~20 KB, well under the
64 KiB frontmatter limit)."""
KEEP_RECORDS = 100
"""Records kept as they are after a fold: the newest ones."""
SUMMARY_NOTE = "summary of {count} earlier records"
MIGRATED_NOTE = "migrated from "
"""How the provenance of an entry `memstore migrate` wrote starts: `migrated from CLAUDE.md:12`."""


def migrated_from(entry: Entry) -> str | None:
    """Where `memstore migrate` found `entry` ("CLAUDE.md:34"), as its first record says;
    None for an entry it did not import."""
    records = entry.provenance
    note = str(records[0].get("note", "")) if records and isinstance(records[0], dict) else ""
    return note[len(MIGRATED_NOTE):] if note.startswith(MIGRATED_NOTE) else None


def migrated(entry: Entry) -> bool:
    """Whether `entry` was imported by `memstore migrate`."""
    return migrated_from(entry) is not None


def own_provenance(entry: Entry) -> list[dict[str, Any]]:
    """An entry's provenance; a hand-written entry without one cites its own creation."""
    if entry.provenance:
        return entry.provenance
    return [{"at": clock.format_time(entry.created), "source": entry.source}]


def is_summary(record: Any) -> bool:
    """Whether a provenance record is a fold of earlier ones."""
    count = record.get("count") if isinstance(record, dict) else None
    return isinstance(count, int) and not isinstance(count, bool)


def compact(records: Sequence[Any]) -> list[Any]:
    """`records`, with all but the newest KEEP_RECORDS folded into one summary once there are
    more than MAX_RECORDS (unchanged otherwise)."""
    if len(records) <= MAX_RECORDS:
        return list(records)
    old, recent = records[: len(records) - KEEP_RECORDS], records[len(records) - KEEP_RECORDS:]
    count = 0
    times: list[str] = []
    sources: set[str] = set()
    for record in old:
        if not isinstance(record, dict):
            count += 1
            continue
        if is_summary(record):
            count += record["count"]
            times += [str(record[k]) for k in ("first", "last") if record.get(k)]
            found = record.get("sources")
            if isinstance(found, list):
                sources.update(str(s) for s in found if s)
            continue
        count += 1
        if record.get("at"):
            times.append(str(record["at"]))
        if record.get("source"):
            sources.add(str(record["source"]))
    first, last = (min(times), max(times)) if times else ("", "")
    summary: dict[str, Any] = {"at": last, "source": "tool",
                               "note": SUMMARY_NOTE.format(count=count), "count": count,
                               "first": first, "last": last, "sources": sorted(sources)}
    if not times:
        for key in ("at", "first", "last"):
            del summary[key]
    return [summary, *recent]
