"""A product name with a number, written with or without a space (session 42;
docs/consolidation.md, "Route 53 (session 42)"): "DNS for the app is handled by Route 53" /
"The app's DNS lives in Route53" (a probe of session 40) was **flagged** as two names: "Route
53" read as the word "route" and the number 53. lexicon.yaml holds the name's spellings now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_route_53_is_route53() -> None:
    assert symmetric_kind("The marketing site's DNS is in Route 53.",
                          "DNS for the marketing site is managed in Route53.") == "duplicate"


def test_guard_another_dns_host_still_conflicts() -> None:
    assert symmetric_kind("The marketing site's DNS is in Route53.",
                          "The marketing site's DNS is in Cloudflare.") == "conflict"
