"""Two named things with one setting each, however the rest is worded (session 49): "pairing-gen
uses 16 worker threads per solve" / "rostr-opt runs each solve with 16 worker threads" merged,
because the one word each side had of its own was its subject's name and the rest, value
included, was said by the other. Each opens with a name joined by "-" or "_" that the other
never says, not even in parts: two subjects, both hold. Sentences of our own; the guards (one
name written two ways, a name and its words) hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("invoice-gen uses 8 worker threads per batch.",
                 "ledger-sync runs each batch with 8 worker threads.", id="threads"),
    pytest.param("invoice-gen writes its PDFs to S3 with a 30-day expiry.",
                 "ledger-sync has a 30-day expiry on the PDFs it writes to S3.", id="expiry"),
    pytest.param("quota-svc allows 100 requests per minute for each key.",
                 "edge-proxy lets each key make 100 requests a minute.", id="rate"),
])
def test_two_named_subjects_worded_apart_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("invoice-gen uses 8 worker threads per batch.",
                 "invoice_gen runs each batch with 8 worker threads.", id="one-name-two-ways"),
    pytest.param("invoice-gen uses 8 worker threads per batch.",
                 "Each batch of the invoice generator runs on 8 worker threads.",
                 id="a-name-and-its-words"),
])
def test_one_subject_named_two_ways_still_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
