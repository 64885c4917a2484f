"""memstore: a plain-files, layered memory store for coding agents."""

__version__ = "0.1.0"
