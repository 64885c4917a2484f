"""The verdict cache: the judge's answers about pairs of entries, kept between runs in a derived,
gitignored file, so that consolidating a store that barely changed costs little.

`.cache/verdicts.marshal` holds a `memstore.core.verdict_memo.VerdictMemo`'s table, sealed by
this user's memstore (memstore.storage.sealed): a header naming the cache version and the
Python that wrote it, the judge's *namespace* (`namespace`), then one marshal'd triple of dicts
(term texts by text key, pair records by pair key, document features by the text the candidate
index reads).

Never stale
    The namespace is a digest of the judge's identity: the source of every module whose change
    could change an answer kept (memstore/core/judge/*.py, memstore/core/grouping.py, this
    table's module, the stemmer's and the entry model's, and what reads a document's features
    for the candidate index: memstore/core/similarity/blocking.py, normalize.py and
    words.py), the bundled word tables
    (memstore/data/lexicon.yaml), the installed versions of the libraries the judge reads
    words with (PyStemmer, wordfreq), the Python that runs it, and the store's own `judge:`
    section of memstore.yaml (a store that adds a synonym is judged again). A file of another
    namespace is ignored whole.
Untrusted
    A store arrives through git from other people, and a `.cache/` committed and checked out is
    theirs: a forged record could make the judge "decide" that a rule and its opposite are
    duplicates, and marshal is not safe on hostile bytes. So the file is used only when its
    seal checks with this user's key, which never enters a store (an earlier stamp of the
    file's inode and times beside it was guessable, and its own read blocked on a FIFO). A
    symlinked `.cache/` or file, or anything but a regular file, is never used
    (memstore.storage.safepath, memstore.storage.regular); a corrupt, truncated or foreign file
    is ignored, and the next run writes a good one.
Bounded
    What is saved is what the run used (memstore.core.verdict_memo: `kept`), so the file holds
    the pairs of the last run, never more.

It is only an accelerator: what any command prints or writes never depends on it. A dry run
reads it and writes nothing (SPEC 4: a dry run changes no byte under the store root, the parse
cache's rule too), so what a run works out is kept by the runs that may write (`--apply`); a
store where it cannot be written works without it. `MEMSTORE_VERDICT_CACHE=0` turns it off
(neither read nor written), to measure.
"""

from __future__ import annotations

import functools
import hashlib
import json
import marshal
import os
import sys
from collections.abc import Mapping
from importlib import metadata, resources
from pathlib import Path
from typing import Any

from memstore.core import entry, grouping, stemming, verdict_memo
from memstore.core import judge as judge_package
from memstore.core.similarity import blocking, normalize, words
from memstore.core.verdict_memo import VerdictMemo
from memstore.storage import sealed

CACHE_VERSION = 1
CACHE_FILE = "verdicts.marshal"
REL = f".cache/{CACHE_FILE}"
ENV = "MEMSTORE_VERDICT_CACHE"
_HEADER = (f"memstore verdict cache {CACHE_VERSION} {sys.implementation.cache_tag} "
           f"marshal {marshal.version}\n").encode()
_NAMESPACE_BYTES = 16
# The parts of a document's features (memstore.core.similarity.blocking._doc_features).
_FEATURES = 5
# The libraries whose word lists and stemmer the judge reads words with.
_LIBRARIES = ("PyStemmer", "wordfreq")


def enabled() -> bool:
    """Whether the cache is on: unless MEMSTORE_VERDICT_CACHE is 0 (or off, no, false)."""
    return os.environ.get(ENV, "").strip().lower() not in ("0", "off", "no", "false")


def load(root: Path, judge_extra: Mapping[str, Any]) -> VerdictMemo:
    """The table this machine's memstore saved for `root` under this judge, or an empty one
    (see the module docstring for when a file is not used)."""
    if not enabled():
        return VerdictMemo(enabled=False)
    data = sealed.read(root, REL)
    start = len(_HEADER) + _NAMESPACE_BYTES
    if data is None or len(data) < start or data[:len(_HEADER)] != _HEADER:
        return VerdictMemo()
    if data[len(_HEADER):start] != namespace(judge_extra):
        return VerdictMemo()
    blob = data[start:]
    try:
        terms, pairs, docs = marshal.loads(blob)
    except Exception:  # noqa: BLE001 - any unreadable cache is simply rebuilt
        return VerdictMemo()
    if not _well_formed(terms, pairs, docs):
        return VerdictMemo()
    return VerdictMemo(terms, pairs, docs=docs)


def save(root: Path, memo: VerdictMemo, judge_extra: Mapping[str, Any]) -> None:
    """Write what `memo` used in this run (if that is not what the file already holds),
    sealed. A store where it cannot be written goes on without the cache."""
    kept = memo.kept()
    if kept is None:
        return
    try:
        blob = marshal.dumps(kept)
    except ValueError:  # (a value marshal cannot hold: no answer kept should be one)
        return
    # (False when it cannot be written: a read-only store, or one whose .cache/ is a symlink,
    # works, only slower)
    sealed.write(root, REL, _HEADER + namespace(judge_extra) + blob)


def _well_formed(terms: Any, pairs: Any, docs: Any) -> bool:
    """Whether the unmarshalled table has the shape `VerdictMemo` expects."""
    return (type(terms) is dict and type(pairs) is dict and type(docs) is dict
            and all(type(k) is bytes and type(v) is str for k, v in terms.items())
            and all(type(k) is bytes and type(v) is dict for k, v in pairs.items())
            and all(type(k) is bytes and type(v) is tuple and len(v) == _FEATURES
                    for k, v in docs.items()))


def namespace(judge_extra: Mapping[str, Any]) -> bytes:
    """The judge's identity (see the module docstring), with the store's own word tables."""
    digest = hashlib.blake2b(_judge_digest(), digest_size=_NAMESPACE_BYTES)
    digest.update(json.dumps(judge_extra, sort_keys=True, ensure_ascii=False).encode())
    return digest.digest()


@functools.lru_cache(maxsize=1)
def _judge_digest() -> bytes:
    """A digest of what the judge is on this machine, apart from a store's configuration:
    worked out once per process."""
    digest = hashlib.blake2b(digest_size=32)
    folder = Path(judge_package.__file__).parent
    modules = sorted(folder.glob("*.py"))
    modules += [Path(m.__file__ or "") for m in (grouping, verdict_memo, stemming, entry,
                                                 blocking, normalize, words)]
    for module in modules:
        digest.update(f"{module.name}\0".encode())
        digest.update(module.read_bytes())
    lexicon = resources.files("memstore").joinpath("data/lexicon.yaml").read_bytes()
    digest.update(lexicon)
    for library in _LIBRARIES:
        try:
            version = metadata.version(library)
        except metadata.PackageNotFoundError:
            version = "-"
        digest.update(f"{library}={version}\0".encode())
    digest.update(sys.version.encode())
    return digest.digest()
