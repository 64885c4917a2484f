"""A vendor is a provider, and a provider that "caps us at" a number sets a maximum (session 40;
docs/consolidation.md, "Vendors and caps (session 40)"): "The MLS vendor allows at most 10
requests per second" / "The MLS provider caps us at 10 req/s" (dev-re-0037) was a look-alike
of "vendor maximum" and "provider cap".

"Vendored" and "provided" share the stems and are other words (lexicon.yaml, `not_forms`):
vendored code is copied dependencies, not a provider's.

Sentences of our own and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The MLS vendor allows at most 10 requests per second.",
                 "The MLS provider caps us at 10 req/s.", id="dev-re-0037"),
    pytest.param("Payroll data goes to the vendor over SFTP.",
                 "We send payroll files to the provider via SFTP.", id="payroll"),
    pytest.param("Email is sent through our vendor, Postmark.", "Postmark is our email provider.",
                 id="postmark"),
])
def test_a_vendor_and_a_provider_are_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_caps_of_one_provider_conflict() -> None:
    assert symmetric_kind("The MLS vendor allows at most 10 requests per second.",
                          "The MLS provider caps us at 20 req/s.") == "conflict"


def test_guard_vendored_code_is_no_provider() -> None:
    assert symmetric_kind("Vendored code is excluded from linting.",
                          "Provider code is excluded from linting.") == "distinct"
