"""A no to the negated end of an opposite is the other end required (session 59, false flags
on the natural dev split).

"Storing passwords unencrypted is not allowed" / "Passwords must be stored encrypted" was a
negation conflict, "merge held back: unencrypt / encrypt": the merge guard counts the nos on
each side of a pair of opposites, and "not allowed", which the synonyms read as "forbidden",
was counted as a no where the guard asks whether a word and its affixed form differ
(`_negated_apart`), but not where it asks whether two opposites stand in one place
(`_flipped`). It is now counted there too, unless the pair is "with" / "without" (what
"blocked" forbids beside a "with no" is a no counted already). Forbidding the positive end,
or allowing the negated one, still conflicts. Sentences of our own; dev 1 better, 0 worse."""

from __future__ import annotations

from judging import symmetric_kind


def test_forbidding_the_negated_end_requires_the_other() -> None:
    assert symmetric_kind("Sending invoices unencrypted is not allowed.",
                          "Invoices must be sent encrypted.") == "duplicate"


def test_forbidding_the_positive_end_still_conflicts() -> None:
    assert symmetric_kind("Sending invoices encrypted is not allowed.",
                          "Invoices must be sent encrypted.") == "conflict"


def test_allowing_the_negated_end_still_conflicts() -> None:
    assert symmetric_kind("Sending invoices unencrypted is allowed.",
                          "Invoices must be sent encrypted.") == "conflict"


def test_with_and_without_beside_a_block_still_conflict() -> None:
    assert symmetric_kind("Uploads without a checksum are blocked.",
                          "Uploads with a checksum are blocked.") == "conflict"
