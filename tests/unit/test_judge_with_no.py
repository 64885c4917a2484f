""""With no" and "without", refused and rejected (session 39; docs/consolidation.md, "As many
nos, said to the same words (session 39)"): "Uploads without a checksum are rejected" /
"Reject uploads with no checksum".

- A claim's polarity is one bit, turned over by each no in the order the nos come; a
  "without" after a no undoes it ("never X without Y" is "always Y before X"), a "with no"
  does not. So two claims that say no to the same words, as many times each, could come out
  with opposite bits and read as a conflict (or a look-alike). They now read with one bit.
  Not where one side writes one no more ("Requests with no token aren't rejected"), and not
  a "no unsafe" against "unsafe": each no is counted.
- "Uploads without a checksum are refused" reads "refused" as "rejected", as it already did
  where the uploads lack nothing; a kind named by a "no-" compound ("no-receipt returns")
  keeps it as written.
- The merge guard counts each pair of opposite words in one place once: "with a 401" beside
  "with no API key" is no second "with" against "without".

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from judging import kind, symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Uploads without a checksum are rejected.",
                 "Reject uploads with no checksum.", id="without-rejected-vs-reject-with-no"),
    pytest.param("Don't merge PRs without a review.",
                 "PRs with no review must not be merged.", id="dont-without-vs-with-no-must-not"),
    pytest.param("Never ship a release with no changelog entry.",
                 "Releases without a changelog entry must not ship.", id="never-with-no"),
    pytest.param("Reject uploads without a checksum header.",
                 "Uploads without a checksum header are refused at the gateway.",
                 id="refused-with-a-without"),
    pytest.param("Uploads without a checksum header are rejected.",
                 "Uploads with no checksum header are refused.", id="rejected-vs-refused"),
    pytest.param("Requests with no API key are refused with a 401.",
                 "The gateway rejects requests without an API key (401).",
                 id="with-a-401-beside-with-no"),
])
def test_as_many_nos_to_the_same_words_say_one_rule(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


_THINGS = ["uploads", "requests", "orders", "builds", "commits", "invoices", "payments",
           "messages"]
_LACKED = ["checksum", "API key", "ticket number", "signature", "reviewer", "receipt",
           "trace ID"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_THINGS), st.sampled_from(_LACKED))
def test_law_without_and_with_no_say_the_same_no(things: str, lacked: str) -> None:
    """Whatever is turned away for lacking whatever: "X without a Y are rejected" restates
    "Reject X with no Y", and is never merged with "X with no Y aren't rejected"."""
    article = "an" if lacked[0] in "aeiouAEIOU" else "a"
    rule = f"{things.capitalize()} without {article} {lacked} are rejected."
    assert symmetric_kind(rule, f"Reject {things} with no {lacked}.") == "duplicate"
    assert kind(rule, f"{things.capitalize()} with no {lacked} aren't rejected.") != "duplicate"


@pytest.mark.parametrize(("a", "b", "expected"), [
    pytest.param("Requests with no token are rejected.",
                 "Requests with no token aren't rejected, they get the public view.",
                 "maybe_conflict", id="one-no-more"),
    pytest.param("Unsafe is allowed in the HAL.", "No unsafe in the HAL.", "conflict",
                 id="no-to-an-opposite"),
    pytest.param("Teachers are allowed to unlock the exam-mode iPads.",
                 "Teachers are not permitted to unlock the exam-mode iPads.", "conflict",
                 id="not-permitted-to-unlock"),
    pytest.param("Uploads without a checksum are rejected.",
                 "Uploads with no checksum are accepted.", "conflict", id="rejected-vs-accepted"),
    pytest.param("Returns without a receipt are not permitted.",
                 "No-receipt returns are refused.", "duplicate", id="a-no-compound"),
])
def test_guard_other_nos_read_as_before(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected
