"""Things not shared are each one's own (session 40; docs/consolidation.md, "Not shared, and two
abbreviations (session 40)"): "Each microservice has its own database" / "Services don't share
databases" was flagged, the no of "share" read against a claim that never says the word.

"do not / don't / never share X" now reads as "have their own X", which
memstore.core.judge.sharing reads against "X is shared across ..." as it read "its own"
before. Not sharing with someone ("Never share credentials with vendors": giving them away),
nor an order ("Never share the root password"), nor what we or you do.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Each microservice has its own database.",
                 "Services don't share databases; one DB per service.", id="databases"),
    pytest.param("Every tenant gets its own Postgres database.",
                 "Tenants never share a Postgres database.", id="never"),
    pytest.param("Each developer has their own sandbox account.",
                 "Developers don't share sandbox accounts.", id="their-own"),
    pytest.param("The data warehouse is Snowflake.", "We use Snowflake as our DWH.", id="dwh"),
    pytest.param("Use semantic versioning for all packages.", "All our packages follow semver.",
                 id="semver"),
])
def test_the_restatement_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_shared_against_never_shared_conflicts() -> None:
    assert symmetric_kind("All regions share one Kafka cluster.",
                          "Regions never share a Kafka cluster.") == "conflict"


def test_guard_shared_against_its_own_still_conflicts() -> None:
    assert symmetric_kind("The cache is shared across all pods.",
                          "Each pod has its own local cache.") == "conflict"


@pytest.mark.parametrize("text", [
    pytest.param("We never share credentials with vendors.", id="with-someone"),
    pytest.param("Never share the root password.", id="an-order"),
    pytest.param("We don't share the staging DB.", id="we"),
])
def test_guard_other_sharing_is_left_as_written(text: str) -> None:
    assert not any(" own" in c.text for c in claims(text))

