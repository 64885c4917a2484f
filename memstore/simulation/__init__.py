"""The longevity simulation: weeks of scripted sessions on a fresh store, with every health
metric measured after every lifecycle run (see memstore.simulation.run)."""

from __future__ import annotations

from memstore.simulation.result import Result
from memstore.simulation.run import simulate

__all__ = ["Result", "simulate"]
