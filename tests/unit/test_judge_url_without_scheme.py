"""A URL and the same address written without its scheme, found by a probe of fresh sentence
pairs (session 28; docs/consolidation.md, "More kinds found by probing (session 28)").
Sentences of our own. "The docs are at https://docs.acme.io/guide" / "Docs: docs.acme.io/guide"
was a false conflict, and "Grafana is at https://grafana.internal.acme.io" / "Grafana:
grafana.internal.acme.io" only a maybe-conflict: the URL is read as a URL and the bare address
as a path, two kinds of value that could never be the same. A URL is now the same value as its
address without "https://" (`values._compatible`). The guard holds on the session's start code
too: another host is not."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Grafana is at https://grafana.internal.acme.io.",
                 "Grafana: grafana.internal.acme.io", id="host"),
    pytest.param("The runbook index is at https://wiki.acme.io/runbooks.",
                 "Runbook index: wiki.acme.io/runbooks", id="host-and-path"),
])
def test_a_url_and_its_address_without_the_scheme_are_one_value(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_the_docs_url_without_its_scheme_is_no_contradiction() -> None:
    assert symmetric_kind("The docs are at https://docs.acme.io/guide",
                          "Docs: docs.acme.io/guide") != "conflict"


def test_another_host_is_not_the_same_value() -> None:
    assert symmetric_kind("The status page is https://status.acme.io",
                          "The status page is status.acme.com") != "duplicate"
