"""The longevity simulation: weeks of scripted sessions on a fresh store, with every health
metric measured after every lifecycle run (see memstore.simulation.run)."""

from __future__ import annotations

from memstore.simulation.run import Result, simulate

__all__ = ["Result", "simulate"]
