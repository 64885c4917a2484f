""""offline" after an act and what it is done to tells where the act is done, not a no
(memstore.core.judge.claims, session 46): "The courier app caches order notes offline" was read as
"not online", a negative claim like "The courier app doesn't keep order notes in its offline
cache", and the two merged. After a copula it still says a state: "The kiosk is offline" /
"The kiosk is online" conflict. "online-only" says "only online"."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_done_offline_is_no_no() -> None:
    assert symmetric_kind("The courier app caches order notes offline.",
                          "The courier app doesn't keep order notes in its offline cache."
                          ) == "conflict"
    assert symmetric_kind("The courier app caches order notes offline.",
                          "Order notes are never put in the courier app's offline cache."
                          ) == "conflict"
    assert symmetric_kind("Couriers can scan parcels offline.",
                          "Couriers cannot scan parcels offline.") == "conflict"


def test_a_state_offline_still_conflicts_with_online() -> None:
    assert symmetric_kind("The kiosk printer is offline.",
                          "The kiosk printer is online.") == "conflict"


def test_online_only_is_only_online() -> None:
    # (read as "not online", "works offline" met "online-only" as its opposite; read as
    # where it works, it meets "only online")
    assert symmetric_kind("The ticket scanner app works offline.",
                          "The ticket scanner app is online-only.") == "conflict"
