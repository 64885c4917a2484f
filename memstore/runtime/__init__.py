"""The runtime: the one clock, worker processes, the progress line and deferred imports.
Any layer may use it; it imports nothing above memstore.core (docs/architecture.md)."""
