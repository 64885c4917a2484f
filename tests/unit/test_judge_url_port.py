"""An address with a port says where a thing is served: "Grafana: http://localhost:3000"
restates "Grafana is served on port 3000", and is no other word in the place of "served on
port" (memstore.core.judge.compare `_port_said`). Another port in the address still conflicts."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_an_address_restates_the_port_it_holds() -> None:
    # Found by the 26-week simulation (seed 6): "Storybook: http://localhost:6006" was
    # "maybe conflicting: another word in the same place" against "Storybook is served on
    # port 6006.", and each new note of it waited for the Friday review.
    assert _kind("Grafana is served on port 3000.", "Grafana: http://localhost:3000") == "duplicate"
    assert _kind("Jaeger's UI listens on port 16686.",
                 "Jaeger UI: http://localhost:16686") == "duplicate"


def test_an_address_with_another_port_conflicts() -> None:
    assert _kind("Grafana is served on port 3000.", "Grafana: http://localhost:3001") == "conflict"
