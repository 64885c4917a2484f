"""The frontmatter-aware merge of one entry that two sides changed (`memstore git-merge`).

Git calls the driver with the common ancestor (base), our version and theirs; the frontmatter is
merged key by key, the body line by line, and only two different rewrites of the same body line
are a conflict. Every rule is symmetric, so the merge of A into B and of B into A agree.

Keys both sides changed differently (a key only one side changed takes that side's value):

- `confirmations`, `successes`, `failures`, `contradictions`: each side's increments count
  once (ours + theirs - base); an increment both sides made (the same consolidation on two
  clones, told by identical new provenance records) counts once; without a base (both added
  the file) the larger count.
- `created` the earliest, `last_confirmed` and `restored_at` the latest, `schema` the highest.
- `tags`, `anchors`, `supersedes`, `sources`, `provenance`: a three-way set merge: everything
  either side added, minus what one side removed and the other left alone; kept sorted when
  both sides' lists are (tags by name, provenance by `at`).
- `preserve`: true if either side says true.
- The status and the keys written with it (`stale_since`, `archived_at`, `archived_from`,
  `archived_reason`, `decay_score`, `expires_at`, `expiry_reason`, `superseded_by`,
  `compacted_into`, `restored_at`) are taken together from one side:
  1. `superseded` wins (an explicit link a person or a merge made), then `needs_review`;
  2. new evidence beats an automatic archive: when one side archived or expired the entry
     (not by compaction or supersession) and the other recorded evidence the archiving side
     never saw (a confirmation, a success, a newer `last_confirmed`), the live side wins and
     `restored_at` records that evidence's moment; the file may then sit in archive/ with a
     live status, which `memstore doctor --apply` moves back;
  3. both archived: the side with the earliest archive time (`archived_at` / `expires_at`);
  4. otherwise the side with the newer `last_confirmed` (then a fixed order of statuses).
- Any other key (title, kind, unknown keys): the side with the newer `last_confirmed`; on a tie
  the smaller value, so the result never depends on which side merges.

The body: `git merge-file` on the three bodies; a conflict whose base part is empty (both sides
appended facts at the same place) keeps both sides' lines, ours first, then theirs not already
there; a conflict where both rewrote the same base lines is a real conflict, left with the usual
markers (and the driver exits 1 so git reports it). A file that does not parse is merged as text.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable, Mapping
from typing import Any

from memstore.core.entry import LAYERS, tag_list
from memstore.core.errors import InvalidEntry
from memstore.core.fileformat import DELETE, parse, rewrite
from memstore.storage.linemerge import Merged, merge_bodies, merge_plain

COUNTERS = {"confirmations": 1, "successes": 0, "failures": 0, "contradictions": 0}
EARLIEST = ("created",)
LATEST = ("last_confirmed",)
SETS = ("tags", "anchors", "supersedes", "sources", "provenance")
STATUS_GROUP = (
    "status", "stale_since", "archived_at", "archived_from", "archived_reason", "decay_score",
    "expires_at", "expiry_reason", "superseded_by", "compacted_into", "restored_at",
)
LIVE = ("candidate", "active", "stale", "compacted")
DEAD = ("archived", "expired")
# Tie order when nothing else decides between two live statuses.
STATUS_ORDER = ("needs_review", "active", "compacted", "candidate", "stale", "superseded",
                "archived", "expired")
_MISSING: Any = object()


# Frontmatter ------------------------------------------------------------------------------


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _newer_side(ours: Mapping[str, Any], theirs: Mapping[str, Any]) -> int:
    """1 when theirs was confirmed later, -1 when ours was, 0 on a tie."""
    a, b = str(ours.get("last_confirmed") or ""), str(theirs.get("last_confirmed") or "")
    return (a < b) - (a > b)


def _pick(key: str, a: Any, t: Any, ours: Mapping[str, Any], theirs: Mapping[str, Any]) -> Any:
    side = _newer_side(ours, theirs)
    if side:
        return t if side > 0 else a
    if a is _MISSING or t is _MISSING:  # one side removed the key, the other changed it
        return t if a is _MISSING else a
    return min(a, t, key=_canon)


def _count(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _set_merge(base: Any, ours: Any, theirs: Any) -> list[Any]:
    b, a, t = (v if isinstance(v, list) else [] for v in (base, ours, theirs))
    in_b = {_canon(x) for x in b}
    in_a = {_canon(x) for x in a}
    in_t = {_canon(x) for x in t}
    removed = {k for k in in_b if k not in in_a or k not in in_t}
    out: list[Any] = []
    seen: set[str] = set()
    for item in [*a, *t]:
        key = _canon(item)
        if key in seen or key in removed:
            continue
        seen.add(key)
        out.append(item)
    if all(isinstance(x, dict) for x in out):
        if _sorted_by_at(a) and _sorted_by_at(t):
            out.sort(key=lambda r: (str(r.get("at", "")), _canon(r)))
    elif a == sorted(a, key=_canon) and t == sorted(t, key=_canon):
        out.sort(key=_canon)
    return out


def _sorted_by_at(records: list[Any]) -> bool:
    times = [str(r.get("at", "")) for r in records if isinstance(r, dict)]
    return times == sorted(times)


def _evidence(base: Mapping[str, Any], side: Mapping[str, Any]) -> bool:
    """Did this side record an observation or use the base never had?"""
    for key in ("confirmations", "successes"):
        if _count(side.get(key), COUNTERS[key]) > _count(base.get(key), COUNTERS[key]):
            return True
    return str(side.get("last_confirmed") or "") > str(base.get("last_confirmed") or "")


def _archived_at(meta: Mapping[str, Any]) -> str:
    return str(meta.get("archived_at") or meta.get("expires_at") or "~")


def _demotion(meta: Mapping[str, Any]) -> bool:
    """An automatic job's demotion (stale, or archived/expired by decay or expiry), which
    evidence it did not see overrides; compaction and supersession are never overridden."""
    status = str(meta.get("status") or "")
    if status == "stale":
        return True
    return status in DEAD and not meta.get("compacted_into") and not meta.get("superseded_by")


def _status_winner(base: Mapping[str, Any], ours: Mapping[str, Any],
                   theirs: Mapping[str, Any]) -> tuple[Mapping[str, Any], bool]:
    """The side whose status (and archive keys) the merge keeps, and whether that revives an
    archived entry. Called when the two sides' status groups differ."""
    changed_a, changed_t = _group(ours) != _group(base), _group(theirs) != _group(base)
    if changed_a != changed_t:
        changer, other = (ours, theirs) if changed_a else (theirs, ours)
        if _demotion(changer) and _evidence(base, other):
            return other, str(changer.get("status")) in DEAD
        return changer, False
    sa, st = str(ours.get("status") or ""), str(theirs.get("status") or "")
    for status in ("superseded", "needs_review"):
        if (sa == status) != (st == status):
            return (ours if sa == status else theirs), False
    dead_a, dead_t = sa in DEAD, st in DEAD
    if dead_a != dead_t:
        dead, live = (ours, theirs) if dead_a else (theirs, ours)
        if _demotion(dead) and _evidence(base, live):
            return live, True
        return dead, False
    if dead_a and dead_t and _archived_at(ours) != _archived_at(theirs):
        return (ours if _archived_at(ours) < _archived_at(theirs) else theirs), False
    if sa != st and "stale" in (sa, st):
        fresh, stale = (theirs, ours) if sa == "stale" else (ours, theirs)
        if _evidence(base, fresh):
            return fresh, False
    side = _newer_side(ours, theirs)
    if side:
        return (theirs if side > 0 else ours), False
    rank_a = STATUS_ORDER.index(sa) if sa in STATUS_ORDER else len(STATUS_ORDER)
    rank_t = STATUS_ORDER.index(st) if st in STATUS_ORDER else len(STATUS_ORDER)
    if rank_a != rank_t:
        return (ours if rank_a < rank_t else theirs), False
    return (ours if _canon(_group(ours)) <= _canon(_group(theirs)) else theirs), False


def _group(meta: Mapping[str, Any]) -> dict[str, Any]:
    return {k: meta[k] for k in STATUS_GROUP if k in meta}


def _same(x: Any, y: Any) -> bool:
    if x is _MISSING or y is _MISSING:
        return x is y
    return _canon(x) == _canon(y)


def merge_meta(base: Mapping[str, Any] | None, ours: Mapping[str, Any],
               theirs: Mapping[str, Any]) -> dict[str, Any]:
    """The merged frontmatter (ours' key order, then keys only theirs has). `base` None: both
    sides added the file (no common ancestor)."""
    if _canon(ours) == _canon(theirs):  # both sides made the same change: the same event
        return dict(ours)
    b: Mapping[str, Any] = base or {}
    keys = list(ours) + [k for k in theirs if k not in ours]
    winner: Mapping[str, Any] | None = None
    revived = False
    if not _same(_group(ours), _group(theirs)):
        winner, revived = _status_winner(b, ours, theirs)
    out: dict[str, Any] = {}
    for key in keys:
        a, t, o = ours.get(key, _MISSING), theirs.get(key, _MISSING), b.get(key, _MISSING)
        if winner is not None and key in STATUS_GROUP:
            value = winner.get(key, _MISSING)
        elif key in COUNTERS and not _same(a, o) and not _same(t, o):
            value = _counter(key, base, ours, theirs)
        elif _same(a, t) or _same(t, o):
            value = a
        elif _same(a, o):
            value = t
        else:
            value = _both_changed(key, o, a, t, ours, theirs)
        if value is not _MISSING:
            out[key] = value
    if revived:
        times = [str(m["last_confirmed"]) for m in (ours, theirs) if m.get("last_confirmed")]
        if times:
            out["restored_at"] = max(times)
    return out


def _records(meta: Mapping[str, Any] | None) -> set[str]:
    provenance = (meta or {}).get("provenance")
    return {_canon(r) for r in provenance} if isinstance(provenance, list) else set()


def _counter(key: str, base: Mapping[str, Any] | None, ours: Mapping[str, Any],
             theirs: Mapping[str, Any]) -> int:
    """A counter both sides changed: each side's increments count once.

    Confirmations and contradictions come with provenance records, which tell increments
    both sides share (the same consolidation run on two clones) from separate ones: if one
    side's new records include the other's, the larger count already holds both; otherwise
    the increments add up, less one per record both added. Successes and failures have no
    record, so their increments always add up.
    """
    default = COUNTERS[key]
    ca, ct = _count(ours.get(key), default), _count(theirs.get(key), default)
    if base is None:
        return max(ca, ct)
    co = _count(base.get(key), default)
    if key in ("confirmations", "contradictions"):
        new_a, new_t = _records(ours) - _records(base), _records(theirs) - _records(base)
        if new_a <= new_t or new_t <= new_a:
            return max(ca, ct)
        return max(ca, ct, ca + ct - co - len(new_a & new_t))
    return max(ca, ct, ca + ct - co)


def _both_changed(key: str, o: Any, a: Any, t: Any, ours: Mapping[str, Any],
                  theirs: Mapping[str, Any]) -> Any:
    if key in SETS:
        o, a, t = (tag_list(v) if key == "tags" and isinstance(v, str) else v for v in (o, a, t))
        return _set_merge(None if o is _MISSING else o, None if a is _MISSING else a,
                          None if t is _MISSING else t)
    if a is _MISSING or t is _MISSING:
        return _pick(key, a, t, ours, theirs)
    if key in EARLIEST:
        return min(a, t, key=str)
    if key in LATEST or key == "restored_at":
        return max(a, t, key=str)
    if key == "schema":
        return max(_count(a, 0), _count(t, 0))
    if key == "preserve":
        return True if True in (a, t) else a
    return _pick(key, a, t, ours, theirs)


# Whole files ------------------------------------------------------------------------------


def merge_texts(base: str | None, ours: str, theirs: str) -> Merged:
    """Merge three versions of one entry file (`base` None or '' when both sides added it)."""
    if ours == theirs:
        return Merged(ours, 0)
    try:
        parsed_o = parse(base, "base") if base else None
        parsed_a = parse(ours, "ours")
        parsed_t = parse(theirs, "theirs")
    except InvalidEntry:
        return merge_plain(base or "", ours, theirs)
    meta = merge_meta(parsed_o.meta if parsed_o else None, parsed_a.meta, parsed_t.meta)
    body = merge_bodies(parsed_o.body if parsed_o else None, parsed_a.body, parsed_t.body)
    changes: dict[str, Any] = {k: v for k, v in meta.items()
                               if not _same(parsed_a.meta.get(k, _MISSING), v)}
    changes.update({k: DELETE for k in parsed_a.meta if k not in meta})
    new_body = body.text if body.text != parsed_a.body else None
    if not changes and new_body is None:
        return Merged(ours, body.conflicts)
    return Merged(rewrite(ours, changes, new_body), body.conflicts)


def is_entry_path(path: str, layers: tuple[str, ...]) -> bool:
    """Whether a repository path names an entry (a .md file under a layer folder)."""
    parts = path.replace(os.sep, "/").split("/")
    return path.endswith(".md") and any(part in layers for part in parts[:-1])


def driver(base_file: str, ours_file: str, theirs_file: str, path: str,
           read: Callable[[str], bytes] | None = None) -> int:
    """What `memstore git-merge %O %A %B %P` does: merge into `ours_file`; 0 clean, 1 conflict.

    Entries get the frontmatter-aware merge; any other file git's line merge. Undecodable or
    unparseable files fall back to git's line merge, so the driver never fails a merge that
    git alone could have done.
    """
    def load(name: str) -> bytes:
        with open(name, "rb") as handle:
            return handle.read()

    reader = read or load
    try:
        base, ours, theirs = (reader(name).decode("utf-8") for name in
                              (base_file, ours_file, theirs_file))
    except (UnicodeDecodeError, OSError):
        return _plain_files(base_file, ours_file, theirs_file)
    if is_entry_path(path, LAYERS):
        result = merge_texts(base or None, ours, theirs)
    else:
        result = merge_plain(base, ours, theirs)
    with open(ours_file, "w", encoding="utf-8", newline="") as handle:
        handle.write(result.text)
    return 1 if result.conflicts else 0


def _plain_files(base_file: str, ours_file: str, theirs_file: str) -> int:
    done = subprocess.run(["git", "merge-file", ours_file, base_file, theirs_file],
                          capture_output=True, check=False)
    return 0 if done.returncode == 0 else 1
