"""Which things a claim speaks of, named inside its subject or as an environment, are no tools
chosen for one job (session 44; docs/consolidation.md, "Scopes read as tools (session 44)").
Sentences of our own, in the shapes of the session's new corpus files:

- A word after "to" inside the subject, before the verb ("Payouts to German creators are made
  by SEPA transfer"), names which payouts; read as a choice after "to", two countries were two
  tools of one job (`compare._one_choice`).
- An environment written as a code ("enabled in PRD" / "enabled in UAT") is where a thing
  holds; read as a name, two environments were two tools (`tools._environments`).

The guards, two tools of one job, hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Payouts to German creators are made by SEPA transfer.",
                 "Payouts to Austrian creators are made by SEPA transfer.", id="to-in-subject"),
    pytest.param("The fraud model is switched on in PRD.",
                 "The fraud model is switched on in UAT.", id="two-environment-codes"),
])
def test_two_scopes_of_one_statement_both_hold(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Traces are exported to Jaeger.", "Traces go to Tempo.", id="to-after-verb"),
    pytest.param("Backups are stored in S3.", "Backups are stored in GCS.", id="in-a-store"),
    pytest.param("Deploys to prod go through Argo CD.", "Deploys to prod go through Flux.",
                 id="same-environment-two-tools"),
])
def test_two_tools_of_one_job_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
