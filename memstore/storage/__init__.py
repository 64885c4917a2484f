"""Storage: the store on disk (loading, the parse cache, the one writer, the lock, the intent
journal, the logs, git reads and plumbing) and the execution of plans. Imports core and runtime
(docs/architecture.md)."""
