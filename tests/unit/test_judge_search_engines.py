"""Elasticsearch is one of the search engines (session 43; docs/consolidation.md, "A search
team's notes (session 43)"): "Product search runs on Elasticsearch" / "Product search runs on
Typesense" was a look-alike. Elasticsearch was in no group of the alternatives table, and a
subject of common words ("product search") anchors a choice of two tools only when the table
says they do one job. It is in the search engines' group now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_elasticsearch_against_another_search_engine() -> None:
    assert symmetric_kind("Site search runs on Elasticsearch.",
                          "Site search runs on Meilisearch.") == "conflict"


def test_guard_one_engine_said_twice_merges() -> None:
    assert symmetric_kind("Logs go to Elasticsearch via Filebeat.",
                          "Filebeat ships logs into Elasticsearch.") == "duplicate"
