"""The probe set: standing queries with known-correct answers, and how well recall answers them.

`probes.yaml` (at the store root by default) lists queries and what a correct answer contains:

    k: 3                      # optional: how many hits each query is judged on
    probes:
      - query: how do we install python dependencies
        ids: [use-uv-for-python-deps-7f3a]
      - query: which port does the api listen on
        facts: ["The API listens on port 9090."]
        k: 1
      - query: local postgres port
        facts:                # one expected fact in any of the words it is written in
          - ["Local Postgres listens on port 5433.", "Local PostgreSQL: localhost:5433"]

Each query runs through `memstore.app.recall.recall(..., log=False)`, so probing never counts as
a recall. It is judged on its top k hits, where k is the probe's `k`, else the file's `k`, else
the number of expected items (so a perfect answer always scores 1.0):

    precision@k = hits in the top k that satisfy an expected item / k

An expected id is satisfied by that entry or by whatever replaced it: the entry it was merged
into (`superseded_by`) or the compaction node that stands for it (`compacted_into`), followed
to the end of the chain, or a hit listing it in `supersedes` or `sources`. An expected fact is
satisfied by a hit with a fact (or title) that states it: the same words after normalizing case,
punctuation and spacing, contained either way, or `memstore.core.judge.kept_in` (what
consolidation counts as a fact kept: the same fact, or all of it in one that says more); an
expected fact given as a list of phrasings is satisfied
by a hit that states any one of them (the first names it in the results). Each expected item is
used by at most one hit, so two duplicates of one answer count once. The overall precision is
the mean over queries.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from memstore.app.recall import recall
from memstore.core import yamlsafe
from memstore.core.entry import Entry
from memstore.core.errors import ConfigError, MemstoreError
from memstore.core.judge import kept_in
from memstore.storage import regular
from memstore.storage.store import Snapshot, Store

PROBES_FILE = "probes.yaml"
MAX_PROBES_BYTES = 4 << 20
MAX_PROBES_NODES = 1_000_000  # (a probe is a few values; a real set holds dozens of probes)


@dataclass(frozen=True)
class Probe:
    """One standing query and the ids or facts a correct answer must contain."""

    query: str
    ids: tuple[str, ...] = ()
    facts: tuple[str | tuple[str, ...], ...] = ()  # a tuple: one fact in any of these words
    k: int | None = None

    @property
    def expected(self) -> int:
        return len(self.ids) + len(self.facts)


@dataclass(frozen=True)
class ProbeSet:
    """The probes of one file, with the file-wide default k."""

    probes: tuple[Probe, ...]
    k: int | None = None
    source: str = PROBES_FILE

    def k_for(self, probe: Probe) -> int:
        return probe.k or self.k or max(1, probe.expected)


@dataclass
class ProbeResult:
    """How recall answered one probe."""

    probe: Probe
    k: int
    top: list[str]
    satisfied: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return round(len(self.satisfied) / self.k, 4)

    def to_json(self) -> dict[str, Any]:
        return {"query": self.probe.query, "k": self.k, "precision": self.precision,
                "top": self.top, "satisfied": self.satisfied, "missed": self.missed}


def default_path(store: Store) -> Path:
    return store.path(PROBES_FILE)


def parse(data: Any, source: str) -> ProbeSet:
    """A probe set from parsed YAML: a mapping with `probes:` (and `k:`) or a bare list."""
    if isinstance(data, list):
        data = {"probes": data}
    if not isinstance(data, dict) or not isinstance(data.get("probes"), list):
        raise ConfigError(source, "probes", "expected a list of {query, ids, facts} items")
    default_k = _positive(data.get("k"), source, "k")
    probes = []
    for n, item in enumerate(data["probes"]):
        where = f"probes[{n}]"
        if not isinstance(item, dict):
            raise ConfigError(source, where, "expected a mapping with query and ids or facts")
        query = item.get("query")
        if not isinstance(query, str) or not query.strip():
            raise ConfigError(source, f"{where}.query", "expected the text of a query")
        ids = _strings(item.get("ids"), source, f"{where}.ids")
        facts = _facts(item.get("facts"), source, f"{where}.facts")
        if not ids and not facts:
            raise ConfigError(source, where, "lists no expected ids or facts")
        probes.append(Probe(query.strip(), ids, facts, _positive(item.get("k"), source,
                                                                   f"{where}.k")))
    return ProbeSet(tuple(probes), default_k, source)


def _strings(value: Any, source: str, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, (str, int)) for v in value):
        raise ConfigError(source, key, "expected a list of text items")
    return tuple(str(v).strip() for v in value if str(v).strip())


def _facts(value: Any, source: str, key: str) -> tuple[str | tuple[str, ...], ...]:
    """Expected facts: each a text, or a list of the phrasings it may be stated in."""
    if not isinstance(value, list):
        return _strings(value, source, key)
    out: list[str | tuple[str, ...]] = []
    for n, item in enumerate(value):
        if isinstance(item, list):
            words = _strings(item, source, f"{key}[{n}]")
            if words:
                out.append(words[0] if len(words) == 1 else words)
        else:
            out.extend(_strings([item], source, key))
    return tuple(out)


def phrasings(fact: str | tuple[str, ...]) -> tuple[str, ...]:
    """The phrasings an expected fact may be stated in (the first names it)."""
    return (fact,) if isinstance(fact, str) else fact


def _positive(value: Any, source: str, key: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(source, key, f"expected a whole number of at least 1, got {value!r}")
    return value


def load(path: Path, shown: str | None = None) -> ProbeSet | None:
    """The probe set in `path`, or None when the file does not exist."""
    shown = shown or str(path)
    try:  # (committed like memstore.yaml: a FIFO, a GiB of zeros, a number of 5000 digits
        # once hung `health` and every applied job's health record, or broke it with a
        # traceback after the job had changed the store)
        text = regular.read_limited(path, MAX_PROBES_BYTES).decode("utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, MemstoreError) as exc:
        raise ConfigError(shown, "(file)", f"cannot read: {exc}") from None
    try:
        data = yaml.load(text, Loader=yamlsafe.Loader)
    except yaml.YAMLError as exc:
        raise ConfigError(shown, "(file)", f"bad YAML ({getattr(exc, 'problem', exc)})") from None
    if yamlsafe.too_big(data, MAX_PROBES_NODES):
        raise ConfigError(shown, "(file)", f"more than {MAX_PROBES_NODES} values (counting "
                          f"every use of an alias) or nested more than {yamlsafe.MAX_DEPTH} "
                          "deep")
    return parse(data, shown)


def dump(probes: Sequence[Probe], k: int | None = None) -> str:
    """The YAML text of a probe set (the simulation writes its probes with this)."""
    items = []
    for probe in probes:
        item: dict[str, Any] = {"query": probe.query}
        if probe.ids:
            item["ids"] = list(probe.ids)
        if probe.facts:
            item["facts"] = [f if isinstance(f, str) else list(f) for f in probe.facts]
        if probe.k:
            item["k"] = probe.k
        items.append(item)
    data: dict[str, Any] = {"k": k} if k else {}
    data["probes"] = items
    header = "# Standing queries for 'memstore health': what a correct answer must contain.\n"
    return header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


# Judging -------------------------------------------------------------------------------------

_WORDS = re.compile(r"[\w./:@#+-]+")


def normalize(text: str) -> str:
    """Case-folded words, punctuation at word ends dropped (`Use uv.` -> `use uv`)."""
    return " ".join(w.strip(".,;:!?-'\"`()") for w in _WORDS.findall(text.casefold())).strip()


def successors(snapshot: Snapshot, entry_id: str) -> set[str]:
    """`entry_id` and every entry that replaced it: merges and compactions, to the chain's end."""
    seen = {entry_id}
    current = snapshot.find(entry_id)
    while current is not None:
        nxt = current.superseded_by or current.compacted_into
        if not nxt or nxt in seen:
            break
        seen.add(nxt)
        current = snapshot.find(nxt)
    return seen


def _kept_in() -> Any:
    return kept_in


def states(entry: Entry, fact: str, kept: Any = None) -> bool:
    """Whether `entry` states `fact` (see the module docstring)."""
    wanted = normalize(fact)
    for have in (*entry.facts, entry.title):
        norm = normalize(have)
        if wanted and norm and (wanted in norm or norm in wanted):
            return True
        if kept is not None and kept(fact, have):
            return True
    return False


def judge(snapshot: Snapshot, probe: Probe, k: int, hits: Sequence[Any]) -> ProbeResult:
    """Score one probe's hits (objects with `.entry` and `.matched_sources`)."""
    top = list(hits)[:k]
    kept = _kept_in() if probe.facts else None
    lineage = {i: successors(snapshot, i) for i in probe.ids}
    open_ids = list(probe.ids)
    open_facts = list(probe.facts)
    result = ProbeResult(probe, k, [h.entry.id for h in top])
    for hit in top:
        entry = hit.entry
        cited = {*entry.supersedes, *entry.sources, *getattr(hit, "matched_sources", ())}
        for wanted in open_ids:
            if entry.id in lineage[wanted] or wanted in cited:
                open_ids.remove(wanted)
                result.satisfied.append(wanted)
                break
        else:
            for fact in open_facts:
                if any(states(entry, words, kept) for words in phrasings(fact)):
                    open_facts.remove(fact)
                    result.satisfied.append(phrasings(fact)[0])
                    break
    result.missed = open_ids + [phrasings(f)[0] for f in open_facts]
    return result


def run(store: Store, snapshot: Snapshot, probe_set: ProbeSet) -> list[ProbeResult]:
    """Run every probe through recall without logging it, and judge the answers."""
    results = []
    for probe in probe_set.probes:
        k = probe_set.k_for(probe)
        hits = recall(store, snapshot, probe.query, limit=k, log=False)
        results.append(judge(snapshot, probe, k, hits))
    return results


def summary(probe_set: ProbeSet, results: Sequence[ProbeResult]) -> dict[str, Any]:
    """The probe part of a health record: overall precision and each query's result."""
    precision = round(sum(r.precision for r in results) / len(results), 4) if results else None
    return {"source": probe_set.source, "count": len(results), "precision": precision,
            "queries": [r.to_json() for r in results]}
