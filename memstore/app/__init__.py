"""The application: what a command does (sessions, context, recall, edits, health, review,
doctor, lint, following hand edits, resolving), on top of jobs and storage. The front ends
(memstore.cli, memstore.mcp, memstore.watch) call it (docs/architecture.md)."""
