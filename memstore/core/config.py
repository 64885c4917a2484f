"""memstore.yaml: every tunable of the lifecycle, each written out with a comment by `init`.

Reading (`parse`) uses the safe loader entries use (memstore.core.yamlsafe: bounded integers, a
node budget against alias bombs) and checks every key against the dataclasses below (an unknown
key, a wrong type or a number out of its range is an error naming both). The file arrives
through git like every other: no value in it may hang, overflow or crash a command. The file
itself is read and rewritten by memstore.storage.configfile: only through ruamel.yaml's round
trip, so a person's comments and order survive.
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from memstore.core import yamlsafe
from memstore.core.entry import KINDS
from memstore.core.errors import ConfigError
from memstore.core.yamlsafe import shown

CONFIG_NAME = "memstore.yaml"


@dataclass(frozen=True)
class Working:
    window_days: int = 14
    window_sessions: int = 5
    candidate_expiry_days: int = 30


@dataclass(frozen=True)
class Promotion:
    min_confirmations: int = 2
    min_successes: int = 1
    min_recall_sessions: int = 2
    user_stated: bool = True
    direct_to_long_term: tuple[str, ...] = ("preference", "constraint", "security_rule")


@dataclass(frozen=True)
class Similarity:
    merge_threshold: float = 85.0
    related_threshold: float = 60.0


@dataclass(frozen=True)
class Decay:
    half_life_days: float = 90.0
    prune_threshold: float = 0.1
    recall_window_days: float = 30.0
    recall_boost: float = 0.5
    confirmation_boost: float = 0.05
    contradiction_penalty: float = 0.5


@dataclass(frozen=True)
class Retention:
    enabled: bool = True
    stale_after_days: int = 120
    stale_archive_days: int = 180
    inactive_archive_days: int = 120
    archive_retention_days: int = 90
    protected_kinds: tuple[str, ...] = (
        "constraint", "security_rule", "architecture", "decision", "preference",
    )
    anchor_change_ratio: float = 0.5


@dataclass(frozen=True)
class Compaction:
    enabled: bool = True
    min_group: int = 3
    max_group: int = 50
    min_age_days: int = 14
    archive_sources: bool = True
    summarizer: str | None = None
    summarizer_timeout_seconds: float = 20.0


@dataclass(frozen=True)
class Levels:
    full_days: int = 7
    summary_days: int = 30
    digest_days: int = 90


@dataclass(frozen=True)
class BranchCleanup:
    enabled: bool = True
    after_days: int = 30
    main_branch: str = "main"


@dataclass(frozen=True)
class Session:
    consolidate_on_end: bool = True
    default_budget: int = 2000


@dataclass(frozen=True)
class Schedule:
    retention_every_days: float | None = None


@dataclass(frozen=True)
class Secrets:
    mode: str = "refuse"


@dataclass(frozen=True)
class Watch:
    allow_writes: bool = True
    debounce_ms: int = 300


Groups = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Judge:
    """Words the judge should read as one, or as opposites, or as rival tools, or as values of
    one closed set, or as how a thing is done, or as things named by their number, on top of
    the reviewed tables in memstore/data/lexicon.yaml (memstore.core.judge)."""

    synonyms: Groups = ()
    antonyms: Groups = ()
    alternatives: Groups = ()
    series: Groups = ()
    negators: tuple[str, ...] = ()
    not_forms: tuple[str, ...] = ()
    manners: tuple[str, ...] = ()
    numbered: tuple[str, ...] = ()

    def extra(self) -> dict[str, list[list[str]] | list[str]]:
        """The additions as lexicon.yaml's structure, empty lists left out."""
        out: dict[str, list[list[str]] | list[str]] = {
            key: [list(group) for group in getattr(self, key)]
            for key in ("synonyms", "antonyms", "alternatives", "series") if getattr(self, key)}
        for key in ("negators", "not_forms", "manners", "numbered"):
            if getattr(self, key):
                out[key] = list(getattr(self, key))
        return out


@dataclass(frozen=True)
class Mcp:
    allow_apply: bool = False


@dataclass(frozen=True)
class Config:
    schema: int = 1
    kinds: tuple[str, ...] = ()
    chars_per_token: float = 4.0
    lock_timeout_seconds: float = 10.0
    working: Working = field(default_factory=Working)
    promotion: Promotion = field(default_factory=Promotion)
    similarity: Similarity = field(default_factory=Similarity)
    judge: Judge = field(default_factory=Judge)
    decay: Decay = field(default_factory=Decay)
    retention: Retention = field(default_factory=Retention)
    compaction: Compaction = field(default_factory=Compaction)
    levels: Levels = field(default_factory=Levels)
    branch_cleanup: BranchCleanup = field(default_factory=BranchCleanup)
    session: Session = field(default_factory=Session)
    schedule: Schedule = field(default_factory=Schedule)
    secrets: Secrets = field(default_factory=Secrets)
    watch: Watch = field(default_factory=Watch)
    mcp: Mcp = field(default_factory=Mcp)

    @property
    def known_kinds(self) -> tuple[str, ...]:
        """Every kind an entry may have: the built-in ones, then those added under `kinds:`."""
        return (*KINDS, *(k for k in self.kinds if k not in KINDS))

    def is_protected(self, kind: str) -> bool:
        """Whether entries of `kind` are protected (memstore.core.protection, the policy)."""
        return kind in self.retention.protected_kinds


TEMPLATE = """\
# memstore configuration. Every key is optional: the values written here are the defaults.
# Edit freely; memstore keeps your comments when it rewrites this file.
schema: 1

# Extra kinds of entry, besides preference, convention, fact, decision, constraint,
# security_rule, architecture, procedure, incident and observation.
kinds: []

# Token budgets count one token as this many characters.
chars_per_token: 4

# How long a writer waits for another one to finish before giving up.
lock_timeout_seconds: 10

working:
  window_days: 14              # working entries this recent are loaded in full at session start
  window_sessions: 5           # ... or those of the last N sessions, whichever keeps more
  candidate_expiry_days: 30    # an unpromoted working entry expires this long after `created`
                               # (or after its restore, if later)

promotion:
  min_confirmations: 2         # observed or confirmed this often (a near-duplicate counts once)
  min_successes: 1             # ... or referenced in this many successful tasks ('memstore used')
  min_recall_sessions: 2       # ... or recalled in this many distinct sessions (0: off)
  user_stated: true            # ... or stated by the user (source: user)
  # user-stated kinds that skip working/:
  direct_to_long_term: [preference, constraint, security_rule]

similarity:
  merge_threshold: 85          # not read any more: the judge decides (kept so files load)
  related_threshold: 60        # score at which a long-term entry counts as related in reports

judge:                         # words to read as memstore/data/lexicon.yaml does, added to it:
  synonyms: []                 # [[payments service, payments-svc, paysvc], ...]: one meaning each
  antonyms: []                 # [[enabled, disabled], ...]: the second is the first negated
  alternatives: []             # [[datadog, honeycomb], [chi, gorilla/mux]]: rival tools
  series: []                   # [[bronze, silver, gold], ...]: closed sets, each word a value
  negators: []                 # [nope, ...]: words that say no
  not_forms: []                # [shipping, ...]: words that only look like a form of a word
                               # of the tables (not read as "production")
  # The two below are newer than the rest: memstore before them refuses a memstore.yaml that
  # names them, so they are left out here; add them once every machine sharing the store
  # runs a memstore that knows them.
  # manners: []                # [tokenized, ...]: how a thing is done, not whether: "logged
                               # without tokenization" is logged, against "never logged"
  # numbered: []               # [pallet, ...]: things named by their number: "Pallet 7
                               # ships today" and "Pallet 9 ships today" are two pallets

decay:                         # 'memstore decay' shows every score and its parts
  half_life_days: 90           # age term = 0.5 ^ (days since last confirmed / half_life_days)
  prune_threshold: 0.1         # entries scoring below this are pruned to archive/
  recall_window_days: 30       # recalls this recent raise the score ...
  recall_boost: 0.5            # ... by a third of this each, up to all of it
  confirmation_boost: 0.05     # each confirmation or success beyond the first: +5% on the age term
  contradiction_penalty: 0.5   # each contradiction multiplies the score by this

retention:
  enabled: true                # false: 'retention run' (and watch's schedule) does nothing
  stale_after_days: 120        # not confirmed or recalled for this long: status stale
  stale_archive_days: 180      # stale this long: archived
  inactive_archive_days: 120   # superseded entries still live after this long: archived
  archive_retention_days: 90   # 'memstore purge' hard-deletes archive entries older than this
  anchor_change_ratio: 0.5     # an anchor file changed this much (git) since last confirmed: stale
  # never expired, pruned, archived or compacted by an automatic job:
  protected_kinds: [constraint, security_rule, architecture, decision, preference]

compaction:
  enabled: true                # false: 'compact' (and the run's compaction) summarizes nothing
  min_group: 3                 # related entries (same scope, parent and kind) needed for a summary
  max_group: 50                # a larger group becomes several summaries of at most this many
  min_age_days: 14             # every member must be at least this old
  archive_sources: true        # move the sources to archive/ once summarized (linked both ways)
  # summarizer: not here. A command in this shared file would run on every clone; set it
  # locally instead: git config memstore.summarizer 'CMD' (or $MEMSTORE_SUMMARIZER)
  summarizer_timeout_seconds: 20 # how long the local summarizer command may take

levels:                        # detail served by 'context' and INDEX.md, by age
  full_days: 7                 # younger: full text
  summary_days: 30             # younger: title and key facts
  digest_days: 90              # younger: one line, grouped by kind; older: wisdom aggregates

branch_cleanup:
  enabled: true                # false: branch entries are never archived by the retention run
  after_days: 30               # branch entries archived this long after their branch was merged
  main_branch: main            # the branch that counts as merged into

session:
  consolidate_on_end: true     # 'memstore session end' runs 'consolidate --apply'
  default_budget: 2000         # tokens printed by 'session start' and 'context'

schedule:
  retention_every_days: null   # 'memstore watch' runs 'retention run --apply' this often

secrets:
  mode: refuse                 # refuse | redact: what 'add' does with text that holds a secret

watch:
  allow_writes: true           # 'memstore watch' may give new hand-written files an id and defaults
  debounce_ms: 300             # a burst of saves this close together makes one pass

mcp:
  allow_apply: false           # may MCP clients apply consolidate and retention runs?
"""


MAX_DAYS = 36500
"""Every `*_days` setting: a century at most (beyond it, dates leave the calendar)."""
MAX_NUMBER = 1_000_000_000
"""Any other number: far above any sensible value, far below an overflow."""
RANGES: dict[str, tuple[float, float, bool]] = {
    # key: (lowest, highest, whether the lowest itself is allowed)
    # A token of less than a tenth of a character is no estimate, and a budget times a tiny
    # one is infinite characters (`chars_per_token: 1.0e-320` broke every context).
    "chars_per_token": (0.1, 1000, True),
    "decay.half_life_days": (0, MAX_DAYS, False),
    "decay.prune_threshold": (0, 1, True),
    "decay.contradiction_penalty": (0, 1, True),
    "similarity.merge_threshold": (0, 100, True),
    "similarity.related_threshold": (0, 100, True),
    "retention.anchor_change_ratio": (0, 1, True),
    "compaction.min_group": (1, MAX_NUMBER // 2, True),  # max_group is at least twice it
    "compaction.max_group": (2, MAX_NUMBER, True),
    "compaction.summarizer_timeout_seconds": (0, 86400, False),
    "lock_timeout_seconds": (0, 86400, True),
}
"""Settings with a narrower range than `0 <= value <= MAX_NUMBER` (or MAX_DAYS)."""


def range_of(key: str) -> tuple[float, float, bool]:
    """(lowest, highest, whether the lowest itself is allowed) of the number at `key`."""
    return RANGES.get(key, (0, MAX_DAYS if key.endswith("_days") else MAX_NUMBER, True))


def _check_range(value: float | yamlsafe.LongNumber, path: Path, key: str) -> None:
    low, high, low_ok = range_of(key)
    # Compared before anything converts it: a 400-digit integer is no float (OverflowError).
    if isinstance(value, yamlsafe.LongNumber) or (
            isinstance(value, float) and not math.isfinite(value)) or value < low or (
            value == low and not low_ok) or value > high:
        lowest = f"{_plain(low)} or more" if low_ok else f"more than {_plain(low)}"
        raise ConfigError(path, key, f"expected a number {lowest} and at most {_plain(high)}, "
                          f"got {shown(value)}")


def _plain(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else f"{number:g}"


# The most words of a phrase in the judge's word tables (the shipped ones have at most 4): the
# judge tries every phrase length up to the longest at each word it reads.
MAX_PHRASE_WORDS = 8


def _check_phrases(phrases: list[str], path: Path, key: str) -> None:
    for phrase in phrases:
        if len(phrase.split()) > MAX_PHRASE_WORDS:
            raise ConfigError(path, key, f"a phrase of {len(phrase.split())} words (at most "
                                         f"{MAX_PHRASE_WORDS}): {shown(phrase)}")


def _words_of(phrase: str) -> tuple[str, ...]:
    """A phrase's words as the judge's tables read them (memstore.core.judge.lexicon._phrase):
    lower case, a word of punctuation alone left out."""
    return tuple(w for w in phrase.lower().split() if any(c.isalnum() for c in w))


def _check_groups(groups: list[list[str]], path: Path, key: str) -> None:
    """A group of the judge's word tables says something: each phrase holds a word and is
    named once; an antonym is a pair; a synonym means one thing (`[[redis, redis]]`, or
    `[[a, b], [b, a]]`, were read silently, each word its own opposite or first meaning)."""
    meaning: dict[tuple[str, ...], int] = {}
    for n, group in enumerate(groups):
        if key == "judge.antonyms" and len(group) != 2:
            raise ConfigError(path, key, f"expected pairs [word, its opposite], got a group of "
                              f"{len(group)}: {shown(group)}")
        if len(group) < 2:
            raise ConfigError(path, key, f"a group of one phrase says nothing: {shown(group)}")
        seen: set[tuple[str, ...]] = set()
        for phrase in group:
            words = _words_of(phrase)
            if not words:
                raise ConfigError(path, key, f"a phrase with no word: {shown(phrase)}")
            if words in seen:
                raise ConfigError(path, key, f"{shown(phrase)} twice in one group")
            seen.add(words)
            if key == "judge.synonyms" and meaning.setdefault(words, n) != n:
                raise ConfigError(path, key, f"{shown(phrase)} in two groups (a phrase has "
                                  "one meaning: join the groups)")


# A kind is a name: it is written in entries' frontmatter, listed in INDEX.md and typed after
# `--kind`.
_KIND = re.compile(r"\w[\w-]{0,59}\Z")
_KIND_KEYS = ("kinds", "retention.protected_kinds", "promotion.direct_to_long_term")


def _kind_fix(name: str) -> str:
    """How to fix a kind's name in memstore.yaml: the name it could be ("my kind" ->
    "my_kind"). Every command refuses the file until it is fixed, `lint` and `doctor` too, so
    the one line says what to do (until session 59 it said only what was wrong)."""
    fixed = re.sub(r"[^\w-]+", "_", name).strip("_-")[:60].rstrip("_-")
    rename = f"rename it {shown(fixed)}" if fixed and _KIND.match(fixed) else "rename it"
    return (f": {rename} or remove it, in memstore.yaml and in the `kind:` of any entry that "
            "uses it (every command refuses the file until then)")


def _check_names(names: list[str], path: Path, key: str) -> None:
    for name in names:
        if key in _KIND_KEYS and not _KIND.match(name):
            raise ConfigError(path, key, f"expected names of kinds (letters, digits, '_' and "
                              f"'-', at most 60), got {shown(name)}{_kind_fix(name)}")
        if key.startswith("judge.") and not _words_of(name):
            raise ConfigError(path, key, f"a phrase with no word: {shown(name)}")


def _field_types(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def _coerce(value: Any, expected: Any, path: Path, key: str) -> Any:
    origin = typing.get_origin(expected)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(expected)
        if value is None and type(None) in options:
            return None
        expected = next(t for t in options if t is not type(None))
        origin = typing.get_origin(expected)
    if dataclasses.is_dataclass(expected):
        if not isinstance(value, dict):
            raise ConfigError(path, key, "expected a section of keys")
        return _build(expected, value, path, key + ".")  # type: ignore[arg-type]
    if expected == Groups:
        if not isinstance(value, list) or not all(
                isinstance(g, list) and g and all(isinstance(v, str) for v in g) for g in value):
            raise ConfigError(path, key, f"expected a list of lists of words, got {shown(value)}")
        _check_phrases([v for g in value for v in g], path, key)
        _check_groups(value, path, key)
        return tuple(tuple(g) for g in value)
    if origin is tuple:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(path, key, f"expected a list of names, got {shown(value)}")
        if key.startswith("judge."):
            _check_phrases(value, path, key)
        _check_names(value, path, key)
        return tuple(value)
    if expected is bool:
        if not isinstance(value, bool):
            raise ConfigError(path, key, f"expected true or false, got {shown(value)}")
        return value
    if expected in (int, float):
        if isinstance(value, yamlsafe.LongNumber):
            _check_range(value, path, key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(path, key, f"expected a number, got {shown(value)}")
        if expected is int and not isinstance(value, int):
            raise ConfigError(path, key, f"expected a whole number, got {shown(value)}")
        if value < 0:
            raise ConfigError(path, key, "must not be negative")
        _check_range(value, path, key)
        return expected(value)
    if expected is str:
        if not isinstance(value, str):
            raise ConfigError(path, key, f"expected text, got {shown(value)}")
        return value
    raise ConfigError(path, key, "unsupported setting")


def _build(cls: type, data: dict[str, Any], path: Path, prefix: str = "") -> Any:
    types_ = _field_types(cls)
    values = {}
    for key, value in data.items():
        if key not in types_:
            known = ", ".join(sorted(types_))
            name = str(key) if isinstance(key, str) and len(key) <= 60 else shown(key)
            raise ConfigError(path, prefix + name, f"unknown setting (known here: {known})")
        values[key] = _coerce(value, types_[key], path, prefix + key)
    return cls(**values)


MAX_CONFIG_BYTES = 1024 * 1024
"""The largest memstore.yaml read (the template is about 5 KB)."""
MAX_CONFIG_NODES = 50_000
"""YAML values memstore.yaml may hold, counting every use of an alias (yamlsafe.too_big)."""
MAX_JUDGE_PHRASES = 10_000
"""Phrases the `judge:` word tables of memstore.yaml may add in all (the shipped tables hold
about 3,900): the judge's tables are built from them in every process that judges."""


def parse(text: str, path: Path) -> Config:
    """Check the text of memstore.yaml (read from `path`, named in errors) into a Config."""
    if len(text) > MAX_CONFIG_BYTES:
        raise ConfigError(path, "(file)", f"{len(text)} characters, over the limit of "
                          f"{MAX_CONFIG_BYTES}")
    try:
        data = yaml.load(text, Loader=yamlsafe.NamingLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1}" if mark else "(file)"
        raise ConfigError(path, where, f"bad YAML ({exc.problem or exc.context})") from None
    except (yaml.YAMLError, RecursionError, ValueError, TypeError) as exc:
        # RecursionError: nesting too deep for the loader (`kinds: [[[[...`).
        reason = "nested too deeply" if isinstance(exc, RecursionError) else type(exc).__name__
        raise ConfigError(path, "(file)", f"bad YAML ({reason})") from None
    if yamlsafe.too_big(data, MAX_CONFIG_NODES):
        raise ConfigError(path, "(file)", f"more than {MAX_CONFIG_NODES} values, counting every "
                          "use of an alias (memstore.yaml needs no anchors or aliases), or "
                          f"nested more than {yamlsafe.MAX_DEPTH} deep")
    if data is None:
        return Config()
    if not isinstance(data, dict):
        raise ConfigError(path, "(file)", "expected a mapping of settings")
    config: Config = from_mapping(data, path)
    if config.compaction.max_group < max(1, 2 * config.compaction.min_group):
        raise ConfigError(path, "compaction.max_group", "must be at least twice "
                          "compaction.min_group (each part of a split group must be big enough)")
    if config.secrets.mode not in ("refuse", "redact"):
        raise ConfigError(path, "secrets.mode", "expected refuse or redact")
    _check_judge_size(config.judge, path)
    return config


def _check_judge_size(judge: Judge, path: Path) -> None:
    total = 0
    for item in dataclasses.fields(Judge):
        value = getattr(judge, item.name)
        total += sum(len(v) if isinstance(v, tuple) else 1 for v in value)
        if total > MAX_JUDGE_PHRASES:
            raise ConfigError(path, f"judge.{item.name}", f"the judge: tables add more than "
                              f"{MAX_JUDGE_PHRASES} phrases in all; keep the words the "
                              "store's entries need")


def from_mapping(data: dict[str, Any], path: Path) -> Config:
    """Every key of `data` checked against the dataclasses (unknown keys and wrong types are
    errors naming `path` and the key)."""
    config: Config = _build(Config, data, path)
    return config
