"""Host names and e-mail addresses are places, like paths: "mqtt.agr.internal" against
"broker.agr.internal" is one service said to live in two places, and "host:port" is read as
both its host and its port.
Before, a host name whose labels hold digits or whose suffix is no file type was read as a name
(two names, so two subjects: a look-alike) and "host:port" kept only its port (so two hosts on
one port were the same). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims

CONFLICTS = [
    pytest.param("The bake-plan API is at `plan.bakery.internal:8443`.",
                 "The bake-plan API moved to `bakeplan.ops.internal:8443`.", id="host-same-port"),
    pytest.param("The TV apps call api-v1.streamco.tv.", "The TV apps call api-v2.streamco.tv.",
                 id="digits-in-label"),
    pytest.param("Grafana is served from dash.corp.internal.",
                 "Grafana is served from grafana.corp.internal.", id="internal-suffix"),
    # the port of "host:port" is still read: two ports for one service
    pytest.param("The reporting replica is on port 5433.",
                 "Reporting replica: reporting-db.internal:5432", id="port-of-host-port"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_service_in_two_places_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_two_services_on_two_hosts_stay_apart() -> None:
    kind = symmetric_kind("The ERP API is at erp.bakery.internal.",
                          "The label-printer server is at labels.bakery.internal.")
    assert kind not in ("duplicate", "conflict")


def test_a_host_and_its_port_said_apart_is_the_same() -> None:
    assert symmetric_kind("The bake-plan API is at `plan.bakery.internal:8443`.",
                          "Bake-plan API: host plan.bakery.internal, port 8443.") == "duplicate"


def test_host_and_port_are_two_values() -> None:
    (claim,) = claims("The broker is at `mqtt.agr.internal:8883`.")
    assert {("path", "mqtt.agr.internal"), ("number", "8883")} <= set(claim.values)


@pytest.mark.parametrize("name", ["planner.config.defaults", "app.core.settings"])
def test_a_dotted_name_of_code_is_no_host(name: str) -> None:
    # (its last part is no top-level domain: a module, not a place)
    (claim,) = claims(f"Read the settings from `{name}`.")
    assert not any(kind == "path" and value == name for kind, value in claim.values)


def test_two_mailboxes_for_one_alert_conflict() -> None:
    assert symmetric_kind("Oven fault alerts are emailed to maintenance@bakery.example.com.",
                          "Oven fault alerts are emailed to engineering@bakery.example.com."
                          ) == "conflict"


@pytest.mark.parametrize("word", ["@alice", "deploy@web01"])
def test_a_handle_or_a_login_is_no_address(word: str) -> None:
    (claim,) = claims(f"Ask {word} about the deploy.")
    assert not any(kind == "url" for kind, _ in claim.values)
