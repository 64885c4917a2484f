"""memstore: a plain-files, layered memory store for coding agents."""

import logging

__version__ = "0.1.0"

# What the library tells a person (a crashed run it completed, say) goes to the `memstore`
# logger; the front ends print it. Used as a library, it stays quiet unless asked.
logging.getLogger("memstore").addHandler(logging.NullHandler())
