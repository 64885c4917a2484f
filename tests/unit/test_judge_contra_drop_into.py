""""Drop X into <path>" says where X is put, not that X is removed: read as a removal (an
opposite of "keep"), it turned the claim into a no, and a no and a yes were never held as two
places for one thing (tests/natural/dev_transit.jsonl was written to measure it before the
rule changed). Each case is written afresh (no corpus sentence) and failed on the judge before;
the look-alike of the same shape (another source, another folder) stays unflagged, and "drop"
without a path after "into" keeps its reading."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.claims import claims


@pytest.mark.parametrize(("a", "b"), [
    ("The scanners drop their PDFs into /srv/scans/inbox.",
     "Scanned PDFs are written to /data/scanner/out/."),
    ("The build agents drop their artifacts into `/var/cache/artifacts`.",
     "Build artifacts go to /mnt/artifacts/ on the agents now."),
])
def test_dropped_into_one_path_conflicts_with_another_path(a: str, b: str) -> None:
    assert kind(a, b) == "conflict"
    assert kind(b, a) == "conflict"


def test_another_source_dropping_into_another_folder_is_not_flagged() -> None:
    a = "The scanners drop their PDFs into /srv/scans/inbox."
    b = "The fax gateway drops its PDFs into /srv/fax/inbox."
    assert kind(a, b) != "conflict"
    assert kind(b, a) != "conflict"


@pytest.mark.parametrize(("text", "negative"), [
    ("The agents drop their reports into /var/spool/reports.", False),
    ("Drop the staging tables before the migration.", True),
])
def test_drop_is_a_removal_unless_put_into_a_path(text: str, negative: bool) -> None:
    assert claims(text)[0].negative is negative
