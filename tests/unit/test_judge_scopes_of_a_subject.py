"""Which things a claim speaks of, named inside its subject or as an environment, are no tools
chosen for one job (session 44; docs/consolidation.md, "Scopes read as tools (session 44)").
Sentences of our own, in the shapes of the session's new corpus files:

- A word after "to" inside the subject, before the verb ("Payouts to German creators are made
  by SEPA transfer"), names which payouts; read as a choice after "to", two countries were two
  tools of one job (`compare._one_choice`).
- An environment written as a code ("enabled in PRD" / "enabled in UAT") is where a thing
  holds; read as a name, two environments were two tools (`tools._environments`).
- The kind of a tool, named by its initials ("synced to the CRM"), against a tool of that kind
  ("synced to HubSpot") says one thing less precisely, not another tool
  (`tools.kinds_of_tools`).

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


def test_the_kind_of_a_tool_against_one_of_its_kind_restates() -> None:
    assert symmetric_kind("Leads are synced to the CRM every night.",
                          "Every night the leads are synced to HubSpot.") == "duplicate"


def test_two_tools_of_the_kind_still_conflict() -> None:
    assert symmetric_kind("Leads are synced to HubSpot every night.",
                          "Leads are synced to Salesforce every night.") == "conflict"
