"""Restatements of one rule that a group loses to a false conflict between two members
(docs/consolidation.md, "Restatements read as opposed"): a cap said as a no to what goes past
it ("no more than 3" / "max 3"), a no to an act said as the state that stops it ("never edit"
/ "frozen"), and a count said in times against the bare number ("4 times" / "count: 4").
Each still conflicts when the value or the polarity really differs."""

from __future__ import annotations

import pytest
from judging import kind


@pytest.mark.parametrize(("a", "b"), [
    ("No tenant gets more than 3 sandboxes at once.", "max sandboxes per tenant: 3"),
    ("A build agent never runs more than 4 jobs in parallel.",
     "Build agents are capped at 4 parallel jobs."),
    ("Uploads are capped at 20 files per request, a 21st file is never accepted.",
     "max files per upload request: 20"),
])
def test_a_cap_said_as_a_no_is_no_conflict(a: str, b: str) -> None:
    assert kind(a, b) not in ("conflict", "maybe_conflict")


def test_a_cap_with_another_number_is_never_merged() -> None:
    assert kind("No tenant gets more than 3 sandboxes at once.",
                "max sandboxes per tenant: 5") != "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    ("Nobody can edit an invoice once it has been sent.",
     "Invoices are locked once they have been sent."),
    ("The admin panel never shows full IBANs.", "IBANs in the admin panel: masked"),
    ("Never change a release tag after it is published.",
     "Published release tags are frozen."),
])
def test_a_no_said_as_the_state_that_stops_the_act_is_no_conflict(a: str, b: str) -> None:
    assert kind(a, b) not in ("conflict", "maybe_conflict")


def test_the_state_said_no_to_still_conflicts() -> None:
    assert kind("Invoices are locked once they have been sent.",
                "Invoices are not locked once they have been sent.") == "conflict"


def test_a_count_in_times_is_the_bare_count() -> None:
    assert kind("The importer retries a failed file 4 times.",
                "Importer retry count for a failed file: 4.") not in ("conflict",
                                                                      "maybe_conflict")
    assert kind("The importer retries a failed file 4 times.",
                "The importer retries a failed file 6 times.") == "conflict"


def test_a_product_with_its_makers_name_is_one_tool() -> None:
    # "Grafana" is a tool of its own, yet written right before the product the other side
    # names alone it only says who makes it.
    assert kind("Loki is our log backend.", "Logs are stored in Grafana Loki.") != "conflict"
    assert kind("Tempo is where our spans go.", "Spans are kept in Grafana Tempo.") != "conflict"
    assert kind("Logs are stored in Grafana Loki.",
                "Logs are stored in Elasticsearch.") == "conflict"
    # Two words in capitals that are no maker and product still name two things.
    assert kind("The web app uses Video Player.",
                "The web app runs on hls.js; we dropped Video last year.") != "duplicate"


def test_a_freeze_of_the_act_said_as_a_no() -> None:
    assert kind("During the quarterly audit, merges to main are frozen.",
                "Don't merge to main while the quarterly audit is running.") == "duplicate"
    assert kind("Over the holidays, production deploys are frozen.",
                "Don't deploy to production over the holidays.") == "duplicate"
    # An act done to a thing in that state is still said no to by the other.
    assert kind("Never change settings in the admin panel.",
                "Change locked settings in the admin panel.") == "conflict"
