""""Offline" (and other "off-" words of the opposites table) before a noun names which things
a claim is about, it says no to nothing: "Offline kiosks buffer their receipts in X" /
"Receipts on offline kiosks are kept in Y" is one place given twice, a contradiction
(memstore.core.judge.claims). The judge read the word through the table as "not online", a
no of the whole claim, when it opened the claim or followed the preposition the claim opens
with ("On offline kiosks ..."), and two prohibitions of two places both hold. "Online orders"
/ "Offline orders" stay two things. The sentences are written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

CONFLICTS = [
    ("Offline kiosks buffer their receipts in /var/spool/receipts until they reconnect.",
     "Receipts on offline kiosks are kept in /data/receipts-queue until the kiosk reconnects."),
    ("`upload.mode` defaults to `queue` on the offline kiosks.",
     "On offline kiosks the upload mode now defaults to `direct`."),
]

NOT_CONFLICTS = [
    ("Online orders are synced every minute.", "Offline orders are synced every hour."),
    ("Offline mode is disabled on the kiosks.", "Kiosks never run in offline mode."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_offline_things_with_two_values_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_offline_is_no_no(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "maybe_conflict"), (x, y, result.explanation)
