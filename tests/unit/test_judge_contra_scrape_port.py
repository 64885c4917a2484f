"""One metrics port said from its two ends: the scraper's ("Prometheus scrapes the gateway
exporter on :9250") and the scraped service's ("The gateway exporter exposes metrics on
:9260"). A contradiction (memstore.core.judge.values), where the judge read each side's own
words ("scrapes" / "metrics") as two things of one service and kept the pair apart. Two
exporters, each with its port, stay apart. The sentences are written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

CONFLICTS = [
    ("Prometheus scrapes the gateway exporter on `:9250`.",
     "The gateway exporter exposes metrics on :9260."),
    ("Prometheus scrapes search-api on port 7070.",
     "search-api exposes its Prometheus metrics on 9091."),
]

APART = [
    ("Prometheus scrapes the gateway exporter on `:9250`.",
     "The billing exporter exposes metrics on :9260."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_scraper_and_scraped_port_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


@pytest.mark.parametrize(("a", "b"), APART)
def test_two_exporters_stay_apart(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind != "conflict", (x, y, result.explanation)
