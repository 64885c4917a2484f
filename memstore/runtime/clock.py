"""The one clock. Nothing else in memstore asks the system for the time.

`--now` (or `$MEMSTORE_NOW`) freezes it, so tests and the simulation can travel through months.
Times are UTC and whole seconds, so the files they end up in are the same on every machine.
"""

from __future__ import annotations

import os
from datetime import UTC, date, datetime, timedelta

from memstore.core.errors import BadInput

MIN_YEAR = 1970
MAX_YEAR = 2199
"""The years memstore accepts in a file, a log or --now. Wider ranges gave nothing but crashes: a
confirmation dated 2280 made decay's 0.5 ** (age / half-life) overflow, and windows are added
to and taken from these times (created + 30 days, ...)."""

_frozen: datetime | None = None


def set_now(value: datetime | str | None, what: str = "--now") -> None:
    """Freeze the clock at `value` (None thaws it); a bad text raises BadInput."""
    global _frozen
    _frozen = parse_time(value, what) if isinstance(value, str) else value


def now() -> datetime:
    """The current moment: the frozen time if set, else $MEMSTORE_NOW, else the system clock."""
    if _frozen is not None:
        return _frozen
    env = os.environ.get("MEMSTORE_NOW")
    if env:
        return parse_time(env, "$MEMSTORE_NOW")
    return datetime.now(UTC).replace(microsecond=0)


def parse_time(value: object, what: str = "time") -> datetime:
    """Read an ISO 8601 moment with a time zone (a bare date counts as midnight UTC).

    Errors start with `what: ` (nothing when `what` is empty: the caller names it)."""
    prefix = f"{what}: " if what else ""
    if type(value) is str and len(value) == 20 and value[10] == "T" and value[19] == "Z":
        # The form memstore writes (format_time), read by every job for every entry.
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            pass  # the general path below says what is wrong
        else:
            if MIN_YEAR <= moment.year <= MAX_YEAR:
                return moment
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, date):
        moment = datetime(value.year, value.month, value.day, tzinfo=UTC)
    elif isinstance(value, str):
        text = value.strip()
        try:
            if len(text) == 10:
                moment = datetime.fromisoformat(text).replace(tzinfo=UTC)
            else:
                moment = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
        except ValueError:
            raise BadInput(
                f"{prefix}'{value}' is not an ISO 8601 time like 2026-11-02T09:14:00Z"
            ) from None
    else:
        raise BadInput(f"{prefix}expected an ISO 8601 time, got {type(value).__name__}")
    if moment.tzinfo is None:
        raise BadInput(f"{prefix}'{value}' has no time zone; add Z for UTC")
    if not MIN_YEAR <= moment.year <= MAX_YEAR:
        raise BadInput(f"{prefix}'{value}' is outside the years {MIN_YEAR} to {MAX_YEAR} "
                       "that memstore accepts")
    return moment.astimezone(UTC).replace(microsecond=0)


def format_time(moment: datetime) -> str:
    """The one way memstore writes a moment: `2026-11-20T16:02:11Z`."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def stamp(moment: datetime) -> str:
    """A moment as a file-name part: `20261120T160211Z`."""
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def days_between(earlier: datetime, later: datetime) -> float:
    """Fractional days from `earlier` to `later` (negative if `later` is earlier)."""
    return (later - earlier) / timedelta(days=1)
