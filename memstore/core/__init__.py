"""The core: pure decisions over entries and text (the entry model and its file format, the
configuration schema, plans, the judge, grouping, merging, levels, decay, ranking, secrets).
No file I/O; imports only itself and memstore.runtime (docs/architecture.md)."""
