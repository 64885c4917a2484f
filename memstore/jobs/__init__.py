"""Jobs: the lifecycle planners (consolidate, compact, prune/restore/purge, retention, migrate),
each a plan computed from a loaded snapshot and the clock. Imports storage, core and runtime
(docs/architecture.md)."""
