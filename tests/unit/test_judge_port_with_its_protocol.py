"""A port written with its protocol ("TCP/2575", "TCP 5020", "514/udp") is the port, as
"port 2575" says it (memstore.core.judge.text, session 45). "514/udp" read as a path and
"TCP 5020" as a word of its own where the other claim says "port", so a restatement was a
look-alike or a possible conflict, and another port against it was no conflict at all."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_a_port_with_its_protocol_restates_the_port() -> None:
    assert symmetric_kind("The syslog collector listens on 514/udp.",
                     "Syslog collector port: 514") == "duplicate"
    assert symmetric_kind("The lift telemetry gateway listens on port 5020.",
                     "Lift PLCs send their telemetry to the gateway on TCP 5020.") == "duplicate"
    assert symmetric_kind("WireGuard on the bastion listens on UDP 51820.",
                     "The bastion's WireGuard port is 51820.") == "duplicate"


def test_another_port_is_a_conflict() -> None:
    assert symmetric_kind("The MQTT broker is reachable on tcp/1883 inside the plant.",
                     "Inside the plant the MQTT broker listens on port 8883 only."
                     ) == "conflict"


def test_a_protocol_is_not_a_port() -> None:
    # No number after it: "TCP" stays a word ("TCP keepalive"), and a version is no port.
    assert symmetric_kind("Enable TCP keepalive on the load balancer.",
                     "The load balancer has TCP keepalive enabled.") == "duplicate"
    assert symmetric_kind("The gateway speaks MQTT 5.0 over TCP.",
                     "The gateway speaks MQTT 3.1.1 over TCP.") == "conflict"
