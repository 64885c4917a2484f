"""Two radios for one device are two tools for one job (session 43; docs/consolidation.md, "A
device fleet's notes (session 43)"): "Thermostats use Zigbee" / "Thermostats connect over
Z-Wave" was a look-alike; the alternatives table had no group for the radios a device talks
over, nor for MQTT brokers.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_two_radios_for_one_device_conflict() -> None:
    assert symmetric_kind("Door sensors use Zigbee.", "Door sensors connect over Z-Wave.") == (
        "conflict")


def test_two_brokers_for_one_fleet_conflict() -> None:
    assert symmetric_kind("Device telemetry goes through Mosquitto.",
                          "Device telemetry goes through EMQX.") == "conflict"


def test_guard_two_devices_each_with_its_radio() -> None:
    assert symmetric_kind("Door sensors use Zigbee.", "Soil probes use LoRaWAN.") != "conflict"
