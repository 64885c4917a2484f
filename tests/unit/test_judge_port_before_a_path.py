"""A port written before the path served on it, with no host (":9102/metrics") is that port
and that path (memstore.core.judge.text, session 46): it was one path, so "serves metrics on
9102" met nothing of it. And a word that names a place served over HTTP ("endpoint") is said
by the other's path (memstore.core.judge.values)."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_a_port_before_its_path_is_the_port() -> None:
    assert symmetric_kind("The ledger exposes /metrics on port 9187.",
                          "Prometheus scrapes the ledger at `:9187/metrics`.") == "duplicate"


def test_another_port_before_a_path_is_a_conflict() -> None:
    assert symmetric_kind("The fleet exporter serves metrics on 9187.",
                          "Prometheus scrapes the fleet exporter at `:9188/metrics`."
                          ) == "conflict"
    # "endpoint" is what the path names: one place, at two ports
    assert symmetric_kind("The billing metrics endpoint is exposed on port 9300.",
                          "Each billing worker serves metrics on `:9400/metrics`.") == "conflict"
