"""A prohibition and a permission of the same act are never one piece of knowledge, however
their words read (session 59, from the team trial: "Turning off TLS verification is fine for
the internal staging endpoints" was merged into the security rule "Do not disable TLS
verification": "internal", read as the other end of "publicly", turned the exception back
into a yes, and two yeses read as one rule)."""

from __future__ import annotations

import pytest

from tests.judging import both_ways


@pytest.mark.parametrize(("rule", "exception"), [
    ("Do not disable TLS verification.",
     "Turning off TLS verification is fine for the internal staging endpoints."),
    ("Manual barcode entry is forbidden in the picker app - every item has to be scanned.",
     "Pickers are allowed to key in a barcode by hand when the label won't scan."),
])
def test_a_rule_and_its_exception_are_never_merged(rule: str, exception: str) -> None:
    assert "duplicate" not in both_ways(rule, exception)


@pytest.mark.parametrize(("no", "yes"), [
    ("Unverified users cannot post.", "Only verified users can post."),
    ("Refunds for more than 500 EUR can't be approved by a cashier.",
     "Cashiers can approve refunds of up to 500 EUR."),
    ("Public S3 buckets are forbidden.", "No S3 bucket may be public."),
])
def test_one_line_said_from_its_two_sides_still_merges(no: str, yes: str) -> None:
    # a permission kept to some ("only"), up to a bound, or given to nobody says the rule
    # from its other side
    assert both_ways(no, yes) == {"duplicate"}
