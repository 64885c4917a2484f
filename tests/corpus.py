"""A generated, labelled corpus of coding-agent memories, for tests and the merge benchmark.

`generate_pairs(seed, n)` gives pairs of entries (title and facts) labelled with what a careful
reader would say of them: the same observation again (`duplicate`), the same knowledge reworded
(`paraphrase`), two entries that disagree in one fact (`contradiction:<reason>`), two entries
with the same shape about different things (`lookalike`), or nothing in common (`unrelated`).
`generate_entries(seed, n)` gives a store-sized list of entries with planted duplicates, for
measuring candidate generation. Both are deterministic for a seed (one `random.Random(seed)`).

Facts come from templates about ports, versions, paths, tool choices and do/don't rules. A
paraphrase picks another template for each fact and title, swaps words for synonyms (some that
memstore's word lists know, some that they do not), adds filler ("Note:", "in this repo"),
changes Markdown and case, reorders facts, and sometimes leaves out a secondary fact.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import NamedTuple

LABELS = (
    "duplicate",
    "paraphrase",
    "contradiction:negation",
    "contradiction:number",
    "contradiction:version",
    "contradiction:path",
    "contradiction:name",
    "lookalike",
    "unrelated",
)


class LabelledPair(NamedTuple):
    """Two entries and what they are to each other (one of `LABELS`)."""

    a_title: str
    a_facts: tuple[str, ...]
    b_title: str
    b_facts: tuple[str, ...]
    label: str


class GeneratedEntry(NamedTuple):
    """One generated entry; `group` is shared by an entry and its planted copies."""

    kind: str
    scope: str
    title: str
    facts: tuple[str, ...]
    group: int


class _Subject(NamedTuple):
    text: str
    values: tuple[str, ...]
    family: int = 0


@dataclass(frozen=True)
class _Schema:
    kind: str  # the contradiction a changed value makes
    entry_kinds: tuple[str, ...]  # the memstore kinds its entries may have
    subjects: tuple[_Subject, ...]
    phrasings: tuple[str, ...]  # {s}/{S} subject, {v} value; negation: "positive|negative"
    titles: tuple[str, ...]
    details: tuple[tuple[str, ...], ...]  # secondary facts, each with its alternative phrasings


_PORTS = ("3000", "4000", "5000", "5173", "8000", "8080", "8443", "8888", "9000", "9090")


def _subjects(*items: tuple[str, tuple[str, ...]] | tuple[str, tuple[str, ...], int]) -> tuple[
    _Subject, ...
]:
    return tuple(_Subject(*item) for item in items)


_SCHEMAS = (
    _Schema(
        "number", ("fact", "observation"),
        _subjects(*((s, _PORTS) for s in (
            "dev server", "API", "admin UI", "metrics exporter", "docs site", "webhook receiver",
            "auth mock", "Storybook instance",
        ))),
        ("The {s} listens on port {v}.", "{S} runs on port {v} locally.",
         "Port {v} is used by the {s}.", "Start the {s} on port {v}.",
         "The {s} is served at `localhost:{v}`."),
        ("{S} port", "Port of the {s}", "Which port the {s} uses", "Local port for the {s}"),
        (("Restart the {s} after changing `.env`.", "After editing `.env`, restart the {s}."),
         ("The {s} is documented in `docs/{slug}.md`.",
          "Docs for the {s} live in `docs/{slug}.md`."),
         ("Start the {s} with `make {slug}`.", "`make {slug}` starts the {s}.")),
    ),
    _Schema(
        "version", ("constraint", "decision"),
        _subjects(
            ("Python", ("3.10", "3.11", "3.12", "3.13")), ("Node", ("18", "20", "22")),
            ("Postgres", ("14", "15", "16")), ("Go", ("1.21", "1.22", "1.23")),
            ("Ruby", ("3.2", "3.3")), ("Java", ("17", "21")), ("Terraform", ("1.5", "1.6", "1.7")),
            ("payments API", ("v1", "v2", "v3")), ("search API", ("v2", "v3", "v4")),
        ),
        ("The project requires {s} {v}.", "Use {s} {v} for local development.",
         "{S} {v} is the supported version here.", "CI and local builds both target {s} {v}."),
        ("{S} version", "Required {s} version", "Which {s} version to use",
         "Supported {s} version"),
        (("Pin {s} in `.tool-versions`.", "The {s} version is pinned in `.tool-versions`."),
         ("Upgrade {s} only in a dedicated pull request.", "{S} upgrades get their own PR."),
         ("`make doctor` checks the {slug} version.",
          "The {slug} version is checked by `make doctor`.")),
    ),
    _Schema(
        "path", ("convention", "architecture"),
        _subjects(
            ("migrations", ("db/migrations", "src/db/migrations", "alembic/versions")),
            ("fixtures", ("tests/fixtures", "tests/data", "testdata/")),
            ("database seeds", ("db/seeds", "scripts/seeds")),
            ("end-to-end tests", ("tests/e2e", "e2e/")),
            ("generated API clients", ("src/gen", "clients/generated")),
            ("static assets", ("static/", "web/public", "assets/")),
            ("feature flag definitions", ("config/flags.yaml", "flags/")),
            ("type stubs", ("typings/", "stubs/")),
            ("CI workflows", (".github/workflows", "ci/")),
            ("release notes", ("docs/releases", "docs/changelog/")),
        ),
        ("{S} live in `{v}`.", "Keep {s} under `{v}`.", "{S} are stored in `{v}`.",
         "New {s} go in `{v}` in this repository."),
        ("Where {s} live", "Location of {s}", "{S} directory", "Where to put {s}"),
        (("{S} are reviewed like any other code.", "Review {s} like regular code."),
         ("Run `make check-{slug}` after adding {s}.",
          "After adding {s}, run `make check-{slug}`."),
         ("Never rename existing {s}.", "Existing {s} must not be renamed.")),
    ),
    _Schema(
        "name", ("preference", "decision"),
        _subjects(
            ("test runner", ("pytest", "unittest", "nose2")),
            ("Python package manager", ("uv", "poetry", "pipenv", "pdm")),
            ("code formatter", ("black", "ruff", "yapf")),
            ("linter", ("ruff", "flake8", "pylint")),
            ("type checker", ("mypy", "pyright")),
            ("JavaScript package manager", ("pnpm", "yarn", "npm")),
            ("task runner", ("make", "just", "nox", "tox")),
            ("container runtime", ("docker", "podman")),
            ("local database", ("postgres", "mysql", "sqlite")),
            ("default branch", ("main", "master", "trunk", "develop")),
            ("indentation style", ("spaces", "tabs")),
        ),
        ("Use {v} as the {s}.", "The {s} is {v}.", "We use {v} as our {s} in this repo.",
         "`{v}` is the {s} for this project."),
        ("{S}", "Which {s} to use", "Our {s}", "{S} choice"),
        (("Configure the {s} in `pyproject.toml`.", "The {s} config lives in `pyproject.toml`."),
         ("CI runs the {s} on every push.", "The {s} runs in CI for each push."),
         ("Ask in #dev-tools before changing the {s}.",
          "Changing the {s} needs an OK in #dev-tools.")),
    ),
    _Schema(
        "negation", ("convention", "constraint", "security_rule"),
        _subjects(
            ("run `pytest -x` before pushing", ("pytest before a push",), 0),
            ("run `ruff check` before pushing", ("ruff before a push",), 0),
            ("run `mypy` before pushing", ("mypy before a push",), 0),
            ("commit the `uv.lock` file", ("committing uv.lock",), 1),
            ("commit the `.env` file", ("committing .env",), 1),
            ("commit the `dist/` folder", ("committing dist/",), 1),
            ("call `pip install` directly", ("direct pip installs",), 2),
            ("call `npm install` directly", ("direct npm installs",), 2),
            ("edit generated clients in `src/generated/` by hand",
             ("hand edits to generated code",), 3),
            ("edit migrations in `db/migrations/` by hand", ("hand edits to migrations",), 3),
            ("push straight to `main`", ("pushing to main",), 4),
            ("push straight to `release/*` branches", ("pushing to release branches",), 4),
            ("use `--no-verify` when committing", ("skipping commit hooks",), 5),
            ("use `--force` when pushing", ("force pushes",), 5),
            ("log full request bodies", ("logging request bodies",), 6),
            ("log full response headers", ("logging response headers",), 6),
            ("mock the database in integration tests", ("mocking the database",), 7),
            ("mock the clock in integration tests", ("mocking the clock",), 7),
            ("squash commits before merging", ("squashing commits",), 8),
            ("rebase commits before merging", ("rebasing commits",), 8),
        ),
        ("{A}.|Never {a}.", "Always {a}.|Do not {a}.",
         "Make sure to {a} in this repo.|Don't {a} in this repo.",
         "Remember to {a}.|You must not {a}."),
        ("{T}", "Rule on {t}", "{T}: the rule", "Policy: {t}"),
        (("CI enforces this rule.", "This rule is enforced by CI."),
         ("Agreed in the 2024 tooling review.", "The 2024 tooling review settled this."),
         ("Ask in #dev-tools before breaking this rule.",
          "Breaking this rule needs an OK in #dev-tools.")),
    ),
)
_BY_KIND = {schema.kind: schema for schema in _SCHEMAS}

# Rewordings a paraphrase may apply. Some are in memstore's synonym lists, some deliberately not.
_SYNONYMS = (
    ("Run ", "Execute "), ("run ", "execute "), ("every ", "each "), ("directory", "folder"),
    ("repository", "repo"), ("pull request", "PR"), ("local development", "local dev work"),
    ("documented in", "described in"), ("listens on", "binds to"), ("live in", "sit in"),
    ("stored in", "kept in"), ("supported", "expected"), ("project", "repository"),
    ("dedicated", "separate"), ("Configure", "Set up"), ("regular", "normal"),
    ("Never ", "Never ever "), ("Do not ", "Please do not "),
)
_PREFIXES = ("Note: ", "Important: ", "Tip: ")
_SUFFIXES = (" in this repo", " here", " in this codebase")


@dataclass(frozen=True)
class _State:
    schema: _Schema
    subject: _Subject
    value: str
    phrasing: int
    title: int
    details: tuple[tuple[int, int], ...]  # (detail, its phrasing)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fill(template: str, subject: str, value: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", subject.lower()).strip("-")
    return (template.replace("{S}", _cap(subject)).replace("{s}", subject)
            .replace("{A}", _cap(subject)).replace("{a}", subject)
            .replace("{v}", value).replace("{slug}", slug))


def _primary(state: _State, phrasing: int) -> str:
    template = state.schema.phrasings[phrasing]
    if state.schema.kind == "negation":
        template = template.split("|")[state.value == "-"]
    return _fill(template, state.subject.text, state.value)


def _title(state: _State, index: int) -> str:
    template = state.schema.titles[index]
    if state.schema.kind == "negation":
        topic = state.subject.values[0]
        return template.replace("{T}", _cap(topic)).replace("{t}", topic)
    return _fill(template, state.subject.text, state.value)


def _random_state(rng: random.Random, schema: _Schema | None = None) -> _State:
    schema = schema or rng.choice(_SCHEMAS)
    subject = rng.choice(schema.subjects)
    value = rng.choice("+-") if schema.kind == "negation" else rng.choice(subject.values)
    count = rng.randint(0, 2)
    details = tuple(sorted((d, rng.randrange(2)) for d in rng.sample(range(3), count)))
    return _State(schema, subject, value, rng.randrange(len(schema.phrasings)),
                  rng.randrange(len(schema.titles)), details)


def _render(state: _State) -> tuple[str, list[str]]:
    facts = [_primary(state, state.phrasing)]
    for detail, phrasing in state.details:
        facts.append(_fill(state.schema.details[detail][phrasing], state.subject.text, state.value))
    return _title(state, state.title), facts


def _cosmetic(rng: random.Random, text: str) -> str:
    """The same words written differently: backticks, bold, case, the final period."""
    if "`" in text and rng.random() < 0.5:
        text = text.replace("`", "")
    if text.endswith(".") and rng.random() < 0.4:
        text = text[:-1]
    elif not text.endswith(".") and rng.random() < 0.3:
        text += "."
    if rng.random() < 0.25 and text[1:2].islower():
        text = text[:1].lower() + text[1:]
    if rng.random() < 0.15:
        words = text.split(" ")
        i = rng.randrange(len(words))
        if words[i].isalpha():
            words[i] = f"**{words[i]}**"
        text = " ".join(words)
    return text


def _filler(rng: random.Random, text: str) -> str:
    if rng.random() < 0.3:
        text = rng.choice(_PREFIXES) + text
    if rng.random() < 0.3 and not re.search(r" in this \w+\.?$| here\.?$", text):
        end = "." if text.endswith(".") else ""
        text = text.removesuffix(".") + rng.choice(_SUFFIXES) + end
    return text


def _reword(rng: random.Random, text: str) -> str:
    for old, new in _SYNONYMS:
        # Whole words only, never inside a path or a file name (pyproject.toml).
        pattern = rf"(?<![\w./`-]){re.escape(old.strip())}(?![\w./`-])"
        if re.search(pattern, text) and rng.random() < 0.5:
            text = re.sub(pattern, new.strip(), text, count=1)
    return _cosmetic(rng, _filler(rng, text))


def _other(rng: random.Random, count: int, current: int) -> int:
    return rng.choice([i for i in range(count) if i != current] or [current])


def _paraphrase(
    rng: random.Random, state: _State, primary: str | None = None
) -> tuple[str, list[str]]:
    if primary is None:
        primary = _reword(rng, _primary(state, _other(rng, len(state.schema.phrasings),
                                                      state.phrasing)))
    facts = [primary]
    details = list(state.details)
    if details and rng.random() < 0.25:
        details.pop(rng.randrange(len(details)))
    for detail, phrasing in details:
        template = state.schema.details[detail][1 - phrasing]
        facts.append(_reword(rng, _fill(template, state.subject.text, state.value)))
    rng.shuffle(facts)
    return _cosmetic(rng, _title(state, _other(rng, len(state.schema.titles), state.title))), facts


def _duplicate(
    rng: random.Random, state: _State, primary: str | None = None
) -> tuple[str, list[str]]:
    title, facts = _render(state)
    facts = [_cosmetic(rng, fact) for fact in facts]
    if primary is not None:
        facts[0] = primary
    rng.shuffle(facts)
    return _cosmetic(rng, title), facts


def _contradicting(rng: random.Random, state: _State) -> tuple[str, list[str]]:
    if state.schema.kind == "negation":
        value = "+" if state.value == "-" else "-"
    else:
        value = rng.choice([v for v in state.subject.values if v != state.value])
    changed = _State(state.schema, state.subject, value, state.phrasing, state.title, ())
    # The disagreeing fact keeps its template (it is "similar text"); the rest may be reworded.
    conflict = _cosmetic(rng, _filler(rng, _primary(changed, state.phrasing)))
    return (_paraphrase if rng.random() < 0.5 else _duplicate)(rng, state, conflict)


def _lookalike(rng: random.Random, state: _State) -> tuple[str, list[str]]:
    others = [s for s in state.schema.subjects
              if s != state.subject and s.family == state.subject.family]
    subject = rng.choice(others)
    if state.schema.kind == "negation":
        value = state.value
    else:
        value = rng.choice([v for v in subject.values if v != state.value] or list(subject.values))
    other = _State(state.schema, subject, value, state.phrasing, state.title, state.details)
    title, facts = _render(other)
    return _cosmetic(rng, title), [_cosmetic(rng, fact) for fact in facts]


def _pair(rng: random.Random, label: str) -> LabelledPair:
    if label.startswith("contradiction:"):
        state = _random_state(rng, _BY_KIND[label.split(":")[1]])
    else:
        state = _random_state(rng)
    a_title, a_facts = _render(state)
    if label == "duplicate":
        b_title, b_facts = _duplicate(rng, state)
    elif label == "paraphrase":
        b_title, b_facts = _paraphrase(rng, state)
    elif label == "lookalike":
        b_title, b_facts = _lookalike(rng, state)
    elif label == "unrelated":
        schema = rng.choice([s for s in _SCHEMAS if s is not state.schema])
        b_title, b_facts = _render(_random_state(rng, schema))
    else:
        b_title, b_facts = _contradicting(rng, state)
    return LabelledPair(a_title, tuple(a_facts), b_title, tuple(b_facts), label)


def generate_pairs(seed: int, n: int) -> list[LabelledPair]:
    """`n` labelled pairs, the labels in turn (so every label gets n/9 pairs). Deterministic."""
    rng = random.Random(seed)
    return [_pair(rng, LABELS[i % len(LABELS)]) for i in range(n)]


# Large stores hold the same kinds of facts about many parts of a system.
_COMPONENTS = (
    "billing", "checkout", "search", "ledger", "notifications", "auth", "profile", "uploads",
    "reports", "inventory", "pricing", "shipping", "catalog", "analytics", "admin", "webhooks",
    "scheduler", "exports", "imports", "audit-log", "sessions", "payments", "refunds", "invoices",
    "emails", "sms", "ratings", "reviews", "wishlist", "cart", "orders", "returns", "tax",
    "currency", "geo", "media", "thumbnails", "recommendations", "fraud", "onboarding",
)
_SCOPED_TITLES = ("{C} service: {t}", "{T} ({c} service)", "{T} for the {c} service")
_SCOPED_FACTS = ("In the {c} service, {t}", "{T} ({c} service)", "{C} service: {t}")


def _scoped(templates: tuple[str, ...], variant: int, component: str, text: str) -> str:
    return (templates[variant].replace("{C}", _cap(component)).replace("{c}", component)
            .replace("{T}", _cap(text)).replace("{t}", _uncap(text)))


def _uncap(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def generate_entries(seed: int, n: int, *, copies: float = 0.3) -> list[GeneratedEntry]:
    """`n` entries about many components, in several kinds and scopes, where about `copies` of
    them are duplicates or paraphrases of an earlier entry (same `group`). Deterministic."""
    rng = random.Random(seed)
    out: list[GeneratedEntry] = []
    made: list[tuple[_State, str, str, str, int]] = []
    for _ in range(n):
        if made and rng.random() < copies:
            group = rng.randrange(len(made))
            state, kind, scope, component, variant = made[group]
            if rng.random() < 0.5:
                title, facts = _paraphrase(rng, state)
                variant = _other(rng, len(_SCOPED_FACTS), variant)
            else:
                title, facts = _duplicate(rng, state)
        else:
            state = _random_state(rng)
            kind = rng.choice(state.schema.entry_kinds)
            scope = "project" if rng.random() < 0.8 else "branch:" + rng.choice(("auth", "ui"))
            component, variant = rng.choice(_COMPONENTS), rng.randrange(len(_SCOPED_FACTS))
            group = len(made)
            made.append((state, kind, scope, component, variant))
            title, facts = _render(state)
        title = _scoped(_SCOPED_TITLES, variant, component, title)
        facts = [_scoped(_SCOPED_FACTS, variant, component, fact) for fact in facts]
        out.append(GeneratedEntry(kind, scope, title, tuple(facts), group))
    return out
