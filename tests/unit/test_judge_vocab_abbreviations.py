"""Abbreviations with one engineering meaning, said in full on the other side
(memstore/data/lexicon.yaml, the rows added in session 15; docs/consolidation.md, "The word
tables"). Each pair is written for this test and was kept apart or left uncertain before the
rows; the look-alikes below, the same abbreviation beside another subject, stay apart."""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Ask a DBA before adding an index to the orders table.",
                 "Ask a database administrator before adding an index to the orders table.",
                 id="dba"),
    pytest.param("The replay viewer is capped at 30 fps.",
                 "The replay viewer is capped at 30 frames per second.", id="fps"),
    pytest.param("Avatars are resized to 256 px.", "Avatars are resized to 256 pixels.",
                 id="px"),
    pytest.param("Store coordinates as lat and lon in the events table.",
                 "Store coordinates as latitude and longitude in the events table.",
                 id="lat-lon"),
    pytest.param("The import job needs 16 GB of RAM.", "The import job needs 16 GB of memory.",
                 id="ram"),
    pytest.param("Keep the last three ckpts of each training run.",
                 "Keep the last three checkpoints of each training run.", id="ckpt"),
    pytest.param("The P&L report is emailed every morning.",
                 "The profit and loss report is emailed every morning.", id="p-and-l"),
    pytest.param("Use pt-osc on big tables.", "Use pt-online-schema-change on big tables.",
                 id="pt-osc"),
    pytest.param("Prices in the catalogue are stored in USD.",
                 "Prices in the catalogue are stored in US dollars.", id="usd"),
    pytest.param("The Swagger spec is served at /docs.", "The OpenAPI spec is served at /docs.",
                 id="swagger"),
    pytest.param("Row-level security is enforced on the invoices table.",
                 "RLS is enforced on the invoices table.", id="rls"),
])
def test_an_abbreviation_said_in_full_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    ("The DBA approves schema changes.", "The SRE lead approves firewall changes."),
    ("The replay viewer is capped at 30 fps.", "The replay viewer is capped at 60 fps."),
    ("The import job needs 16 GB of RAM.", "The import job needs 200 GB of disk."),
])
def test_the_same_abbreviation_beside_another_subject_stays_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)
