"""A thing that "caps it at" a number sets a maximum, as "capped at" did (session 40;
docs/consolidation.md, "Vendors and caps (session 40)"): "The mailer caps it at 500 emails an
hour" / "The mailer sends at most 500 emails per hour" was "maybe the same".

"vendor" and "provider" were tried as one word for "The MLS vendor allows at most 10 requests
per second" / "The MLS provider caps us at 10 req/s" (dev-re-0037) and dropped: in code notes a
vendor is as often a folder of copied dependencies ("vendor/bin/phpunit", "go mod vendor") and a
provider a class or an auth or model provider. The pair stays apart, and is pinned here as
such, so that a change that joins them again is a decision.

Sentences of our own and one dev record."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The mailer caps it at 500 emails an hour.",
                 "The mailer sends at most 500 emails per hour.", id="caps-it-at"),
    pytest.param("The geocoder allows at most 50 requests per second.",
                 "The geocoder caps us at 50 requests per second.", id="caps-us-at"),
])
def test_a_cap_is_a_maximum(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_caps_conflict() -> None:
    assert symmetric_kind("The geocoder allows at most 50 requests per second.",
                          "The geocoder caps us at 20 requests per second.") == "conflict"


def test_a_vendor_and_a_provider_stay_two_words() -> None:
    assert symmetric_kind("The MLS vendor allows at most 10 requests per second.",
                          "The MLS provider caps us at 10 req/s.") == "distinct"
    assert symmetric_kind("Vendored code is excluded from linting.",
                          "Provider code is excluded from linting.") == "distinct"
