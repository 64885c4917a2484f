"""Realistic synthetic stores for scripts/bench.py (not a test; no memstore code writes them).

`generate(root, n, seed)` writes an initialized store of `n` entry files straight to disk (fast:
one `open().write()` a file), shaped like a year of a team's agent memory:

- 12 kinds (the 10 of SPEC section 2 and two added in memstore.yaml: workflow, gotcha);
- layers: about 20 % working/ (created in the last 40 days, some past the 30-day expiry),
  65 % long_term/ (a tenth in topic sub-folders), 15 % archive/ (archived or expired, with why);
- titles and 2 to 6 bullet facts from phrase templates filled from a sizeable vocabulary: real
  tool and area names plus thousands of project-specific identifiers (services, modules, env
  vars), so the token distribution has a long tail like real notes;
- 15 % near-duplicates of an earlier entry, same kind and scope, mostly in working/: half the
  same observation made again (same words, facts reordered), half paraphrases (other phrasings
  of the same title and facts, a fact dropped or added);
- a few contradictions (0.2 %): a working entry that negates a fact or changes its number;
  otherwise a value (a service's port, a timeout, a path) is the same wherever it is stated;
- created / last_confirmed / confirmations / provenance / tags spread over two years, and
  log/recall.jsonl and log/sessions.jsonl with a realistic number of lines.

`duplicate_pairs` lists (id, id) of every planted paraphrase pair, for measuring the recall of
candidate generation against the truth as well as against all-pairs.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
EXTRA_KINDS = ("workflow", "gotcha")
KINDS = (
    "preference",
    "convention",
    "fact",
    "decision",
    "constraint",
    "security_rule",
    "architecture",
    "procedure",
    "incident",
    "observation",
    *EXTRA_KINDS,
)
KIND_WEIGHTS = (6, 14, 16, 7, 4, 3, 6, 9, 5, 20, 6, 4)

TOOLS = """uv pip poetry pytest ruff mypy black isort flake8 tox nox docker kubectl helm terraform
ansible postgres redis nginx celery kafka rabbitmq sqlite alembic django flask fastapi uvicorn
gunicorn node npm pnpm yarn webpack vite eslint prettier jest vitest playwright cypress go cargo
rustc clippy make cmake bazel gradle maven java kotlin swift xcode git gh pre-commit hatch
sphinx mkdocs grafana prometheus sentry datadog opentelemetry jaeger vault consul nomad
elasticsearch opensearch clickhouse duckdb pandas polars numpy scipy torch jupyter airflow dagster
dbt spark flink minio s3 cloudfront lambda ecs eks gke aks argo flux tekton jenkins circleci
buildkite github-actions dependabot renovate semgrep bandit trivy snyk openapi grpc protobuf
graphql pydantic sqlalchemy httpx requests aiohttp boto3 click typer rich structlog
loguru""".split()

AREAS = """dependency management|database migrations|logging|authentication|caching|continuous
integration|deployment|feature flags|error reporting|code review|release notes|api versioning|
rate limiting|background jobs|schema changes|test fixtures|local development|secrets handling|
load testing|on-call|incident response|backups|data retention|access control|observability|
service discovery|build caching|type checking|formatting|linting|packaging|documentation|
onboarding|performance budgets|memory profiling|queue consumers|webhooks|billing exports|
search indexing|image processing|email delivery|payments|pagination|timeouts|retries|
connection pooling|tracing|health checks|config loading|cron schedules""".replace("\n", " ")
AREAS_LIST = [a.strip() for a in AREAS.split("|")]

ENVS = ["staging", "production", "dev", "ci", "preview", "the sandbox", "local"]
EVENTS = [
    "pull",
    "merge",
    "rebase",
    "release",
    "deploy",
    "schema change",
    "dependency bump",
    "branch switch",
    "lockfile change",
    "config change",
]
STYLES = ["snake_case", "kebab-case", "camelCase", "PascalCase", "UPPER_CASE"]
PEOPLE = [
    "Ana",
    "Bo",
    "Chen",
    "Dana",
    "Eli",
    "Farah",
    "Goran",
    "Hana",
    "Ivo",
    "Jun",
    "Kemal",
    "Lea",
    "Mira",
    "Nils",
    "Omar",
    "Pia",
    "Quinn",
    "Rui",
    "Sana",
    "Tom",
]

SYLLABLES = """ka ri mo tel ban vor lin dex pra sul gon mi ra to ven qua zen fal cor nix ber
lo tas pen dur hal mek sor vin tra pol gra fen lux mar nor pex quo ros sil tam uri vel wex yar zol
""".split()

# Each template is a tuple of phrasings of the same statement; a paraphrase picks another one.
TITLES: dict[str, list[tuple[str, ...]]] = {
    "preference": [
        (
            "Prefer {tool} over {tool2} for {area}",
            "Use {tool} rather than {tool2} for {area}",
            "For {area}, {tool} is preferred to {tool2}",
        )
    ],
    "convention": [
        (
            "Name {thing} in {style} under {path}",
            "{thing} names use {style} in {path}",
            "Use {style} for {thing} names in {path}",
        ),
        (
            "Keep {area} code for {service} in {path}",
            "{service} {area} code lives in {path}",
            "Put the {area} code of {service} under {path}",
        ),
    ],
    "fact": [
        (
            "The {service} service listens on port {port}",
            "{service} serves on port {port}",
            "Port {port} is where {service} listens",
        ),
        (
            "{service} stores {thing} in {tool}",
            "{thing} of {service} are kept in {tool}",
            "{tool} holds the {thing} for {service}",
        ),
    ],
    "decision": [
        (
            "Chose {tool} for {area} in {service}",
            "{service} uses {tool} for {area} (decided)",
            "Decision: {tool} handles {area} for {service}",
        )
    ],
    "constraint": [
        (
            "Never {verb} {thing} in {env} without {check}",
            "Do not {verb} {thing} in {env} unless {check} is done",
            "{thing} must not be {verbed} in {env} without {check}",
        )
    ],
    "security_rule": [
        (
            "Keep {secret} out of {place}",
            "{secret} must never appear in {place}",
            "Never put {secret} in {place}",
        )
    ],
    "architecture": [
        (
            "{service} talks to {service2} through {channel}",
            "{service} reaches {service2} via {channel}",
            "{channel} connects {service} and {service2}",
        )
    ],
    "procedure": [
        (
            "How to {verb} the {service} {thing}",
            "Steps to {verb} {service} {thing}",
            "{verb} the {thing} of {service}: procedure",
        )
    ],
    "incident": [
        (
            "{service} outage caused by {cause}",
            "{cause} took {service} down",
            "Incident: {service} failed because of {cause}",
        )
    ],
    "observation": [
        (
            "{tool} {symptom} when {condition}",
            "When {condition}, {tool} {symptom}",
            "Seen: {tool} {symptom} if {condition}",
        ),
        (
            "{service} {area} is slow under {condition}",
            "{area} in {service} slows down when {condition}",
            "Slow {area} in {service} during {condition}",
        ),
    ],
    "workflow": [
        (
            "Run {tool} before {step}",
            "{step} comes after running {tool}",
            "Always run {tool} ahead of {step}",
        )
    ],
    "gotcha": [
        (
            "{tool} silently {bad} if {condition}",
            "If {condition}, {tool} {bad} without warning",
            "Watch out: {tool} {bad} when {condition}",
        )
    ],
}

FACTS: list[tuple[str, ...]] = [
    (
        "Run `{tool} {sub}` after every {event}.",
        "After each {event}, run `{tool} {sub}`.",
        "Make sure to run `{tool} {sub}` once a {event} is done.",
    ),
    (
        "The config for {area} lives in {path}.",
        "{area} is configured in {path}.",
        "Settings for {area} are kept in {path}.",
    ),
    (
        "{service} depends on {service2} for {area}.",
        "{service} needs {service2} to handle {area}.",
        "For {area}, {service} relies on {service2}.",
    ),
    (
        "Set {envvar} to {value} in {env}.",
        "In {env}, {envvar} must be {value}.",
        "{envvar}={value} is required in {env}.",
    ),
    (
        "The {service} service listens on port {port}.",
        "{service} binds to port {port}.",
        "Port {port} belongs to {service}.",
    ),
    (
        "{person} confirmed this during the {event} review.",
        "Confirmed by {person} in the {event} review.",
        "{person} checked this at the {event} review.",
    ),
    (
        "Use {tool} {version} or newer for {service}.",
        "{service} requires {tool} {version}+.",
        "{tool} must be at least {version} for {service}.",
    ),
    (
        "Tests for {module} live in tests/{module}/.",
        "tests/{module}/ holds the {module} tests.",
        "Put {module} tests under tests/{module}/.",
    ),
    (
        "Do not call {function} from {module} directly.",
        "Never invoke {function} directly in {module}.",
        "{module} code must not call {function} itself.",
    ),
    (
        "{tool} caches its results in {path}.",
        "The {tool} cache is {path}.",
        "{path} is where {tool} keeps its cache.",
    ),
    (
        "Timeouts for {service} are {seconds} seconds.",
        "{service} times out after {seconds} s.",
        "The {service} timeout is {seconds} seconds.",
    ),
    (
        "Migrations for {service} are in db/{module}/migrations.",
        "{service} keeps its migrations in db/{module}/migrations.",
        "db/{module}/migrations holds the {service} migrations.",
    ),
    (
        "The {thing} of {service} are rotated every {days} days.",
        "{service} rotates its {thing} each {days} days.",
        "Every {days} days the {service} {thing} get rotated.",
    ),
    (
        "{tool} flags {function} in {module} as unused.",
        "{function} in {module} is reported unused by {tool}.",
        "{tool} says {function} ({module}) is dead code.",
    ),
    (
        "Ask {person} before changing {area} in {service}.",
        "Changes to {area} in {service} need {person}'s review.",
        "{person} reviews every {area} change to {service}.",
    ),
    (
        "The {module} module wraps {tool} for {area}.",
        "{module} is our {tool} wrapper for {area}.",
        "{area} goes through {module}, which wraps {tool}.",
    ),
]

THINGS = [
    "API keys",
    "feature flags",
    "fixtures",
    "log files",
    "DB users",
    "tokens",
    "webhooks",
    "cron jobs",
    "dashboards",
    "queues",
    "buckets",
    "certificates",
    "snapshots",
    "indexes",
    "workers",
    "env files",
    "dashboards",
    "release tags",
    "sessions",
    "artifacts",
]
VERBS = [
    ("rotate", "rotated"),
    ("drop", "dropped"),
    ("migrate", "migrated"),
    ("restart", "restarted"),
    ("deploy", "deployed"),
    ("rebuild", "rebuilt"),
    ("truncate", "truncated"),
    ("reindex", "reindexed"),
    ("purge", "purged"),
    ("upgrade", "upgraded"),
]
CHECKS = [
    "a backup",
    "a dry run",
    "a second reviewer",
    "a maintenance window",
    "the runbook",
    "a feature flag",
    "load tests",
    "a rollback plan",
]
SECRETS = [
    "API tokens",
    "database passwords",
    "private keys",
    "session cookies",
    "OAuth client secrets",
    "signing keys",
    "customer emails",
    "webhook secrets",
]
PLACES = [
    "the repository",
    "log output",
    "error messages",
    "CI logs",
    "screenshots",
    "commit messages",
    "the wiki",
    "issue comments",
]
CHANNELS = [
    "gRPC",
    "a Kafka topic",
    "REST over HTTPS",
    "a Redis stream",
    "S3 events",
    "a shared Postgres schema",
    "webhooks",
    "a RabbitMQ queue",
]
CAUSES = [
    "an expired certificate",
    "a full disk",
    "a bad migration",
    "connection pool exhaustion",
    "a DNS change",
    "a runaway cron job",
    "a memory leak",
    "a missing index",
    "a config typo",
    "a dependency upgrade",
]
SYMPTOMS = [
    "hangs",
    "crashes",
    "reports stale results",
    "uses too much memory",
    "times out",
    "ignores the config",
    "skips tests",
    "rewrites the lockfile",
    "loses the cache",
    "prints warnings",
]
CONDITIONS = [
    "the cache is cold",
    "two jobs run at once",
    "the network is slow",
    "the lockfile is stale",
    "a branch is rebased",
    "PYTHONPATH is set",
    "the disk is nearly full",
    "running in CI",
    "the clock skews",
    "env vars are missing",
]
BADS = [
    "drops changes",
    "skips files",
    "overwrites config",
    "ignores errors",
    "reuses old results",
    "loses data",
    "truncates output",
    "retries forever",
]
STEPS = [
    "every commit",
    "opening a pull request",
    "a release",
    "merging to main",
    "tagging a version",
    "deploying",
    "pushing",
]


class Vocabulary:
    """Project-specific names: services, modules, functions, env vars, paths (a long tail)."""

    def __init__(self, rng: random.Random, size: int) -> None:
        words: set[str] = set()
        while len(words) < size:
            words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))))
        self.words = sorted(words)
        self.settled: dict[str, dict[str, str]] = {}  # each subject's values (see _settle)
        n = len(self.words)
        self.services = self.words[: n // 6]
        self.modules = self.words[n // 6 : n // 2]
        self.functions = [
            f"{a}_{b}" for a, b in zip(self.words[n // 2 :], self.words[::-1], strict=False)
        ]
        self.envvars = [
            f"{w.upper()}_{rng.choice(['URL', 'TOKEN', 'MODE', 'LEVEL', 'PATH'])}"
            for w in self.words[: n // 3]
        ]
        # Zipf-ish weights: a few services and modules come up all the time.
        self.service_weights = [1.0 / (i + 1) ** 0.8 for i in range(len(self.services))]
        self.module_weights = [1.0 / (i + 1) ** 0.8 for i in range(len(self.modules))]


def _slots(rng: random.Random, vocab: Vocabulary) -> dict[str, str]:
    service, service2 = rng.choices(vocab.services, vocab.service_weights, k=2)
    if service2 == service:
        service2 = rng.choice(vocab.services)
    module = rng.choices(vocab.modules, vocab.module_weights)[0]
    verb, verbed = rng.choice(VERBS)
    return {
        "tool": rng.choice(TOOLS),
        "tool2": rng.choice(TOOLS),
        "area": rng.choice(AREAS_LIST),
        "service": service,
        "service2": service2,
        "module": module,
        "function": rng.choice(vocab.functions),
        "envvar": rng.choice(vocab.envvars),
        "path": rng.choice(
            [
                f"src/{module}/",
                f"config/{module}.toml",
                f"{module}/settings.py",
                f"deploy/{service}/",
                f"docs/{module}.md",
            ]
        ),
        "thing": rng.choice(THINGS),
        "style": rng.choice(STYLES),
        "port": str(rng.randint(3000, 9999)),
        "verb": verb,
        "verbed": verbed,
        "env": rng.choice(ENVS),
        "check": rng.choice(CHECKS),
        "secret": rng.choice(SECRETS),
        "place": rng.choice(PLACES),
        "channel": rng.choice(CHANNELS),
        "cause": rng.choice(CAUSES),
        "symptom": rng.choice(SYMPTOMS),
        "condition": rng.choice(CONDITIONS),
        "bad": rng.choice(BADS),
        "step": rng.choice(STEPS),
        "event": rng.choice(EVENTS),
        "sub": rng.choice(["sync", "check", "run", "build", "test", "lint", "fmt", "up"]),
        "value": rng.choice(["true", "false", "debug", "info", "1", "0", "strict", "off"]),
        "person": rng.choice(PEOPLE),
        "version": f"{rng.randint(1, 5)}.{rng.randint(0, 20)}",
        "seconds": str(rng.choice([5, 10, 15, 30, 60, 120])),
        "days": str(rng.choice([7, 30, 90])),
    }


# The slots that state a value of a fact's subject (its port, its timeout, where it lives, who
# confirmed it) rather than name the subject.
SETTLED = ("port", "seconds", "days", "version", "value", "path", "person", "sub")


def _settle(template: tuple[str, ...], slots: dict[str, str], vocab: Vocabulary) -> None:
    """Give each value in a statement the one value the project has for its subject, wherever it
    is stated: the port of the billing service is the same in every entry that mentions it.
    (Drawn per entry, the same service got a new port in each, and accidental contradictions,
    tens of thousands at 100,000 entries, swamped the 0.2 % planted ones.)"""
    names = _names(template[0])
    subject = "|".join([template[0], *(f"{k}={slots[k]}" for k in sorted(names - set(SETTLED)))])
    settled = vocab.settled.get(subject)
    if settled is None:  # the same subject comes up again and again: draw its values once
        fresh = _slots(random.Random(subject), vocab)
        settled = vocab.settled[subject] = {k: fresh[k] for k in SETTLED if k in names}
    slots.update(settled)


@cache
def _names(template: str) -> frozenset[str]:
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template) if field)


def _fill(template: str, slots: dict[str, str]) -> str:
    text = template.format(**slots)
    first = text.split(" ", 1)[0]
    return text[0].upper() + text[1:] if first.isalpha() else text


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _slug(title: str) -> str:
    words = "".join(c if c.isalnum() else " " for c in title.lower()).split()[:6]
    out = ""
    for word in words:
        if not word.isascii():
            continue
        candidate = f"{out}-{word}" if out else word
        if len(candidate) > 48:
            break
        out = candidate
    return out or "entry"


class _Spec:
    """What one entry says, as templates and slots, so a paraphrase can say it differently."""

    def __init__(
        self,
        kind: str,
        title: tuple[str, ...],
        facts: list[tuple[tuple[str, ...], dict[str, str]]],
        slots: dict[str, str],
        tags: list[str],
    ) -> None:
        self.kind = kind
        self.title = title
        self.facts = facts
        self.slots = slots
        self.tags = tags


def _fresh_spec(rng: random.Random, vocab: Vocabulary) -> _Spec:
    kind = rng.choices(KINDS, KIND_WEIGHTS)[0]
    slots = _slots(rng, vocab)
    facts = []
    for template in rng.sample(FACTS, rng.randint(2, 6)):
        fact_slots = _slots(rng, vocab)
        # Facts mostly talk about the entry's own service and tool.
        fact_slots.update(service=slots["service"], tool=slots["tool"], module=slots["module"])
        _settle(template, fact_slots, vocab)
        facts.append((template, fact_slots))
    tags = sorted(
        {slots["tool"], slots["service"]}
        | set(
            rng.sample(
                ["python", "ci", "infra", "db", "security", "frontend", "ops", "testing", "docs"], 1
            )
        )
    )
    title = rng.choice(TITLES[kind])
    _settle(title, slots, vocab)
    return _Spec(kind, title, facts, slots, tags)


def _paraphrase(rng: random.Random, spec: _Spec, vocab: Vocabulary) -> _Spec:
    facts = list(spec.facts)
    if len(facts) > 2 and rng.random() < 0.3:
        facts.pop(rng.randrange(len(facts)))
    if rng.random() < 0.3:
        extra_slots = _slots(rng, vocab)
        extra_slots.update(service=spec.slots["service"], tool=spec.slots["tool"])
        template = rng.choice(FACTS)
        _settle(template, extra_slots, vocab)
        facts.append((template, extra_slots))
    return _Spec(spec.kind, spec.title, facts, spec.slots, spec.tags)


def _render(entry_id: str, kind: str, title: str, facts: list[str], meta: dict[str, object]) -> str:
    lines = ["---", f"id: {entry_id}", f"title: {json.dumps(title)}", f"kind: {kind}"]
    for key, value in meta.items():
        text = str(value)
        lines.append(f"{key}:{text}" if text.startswith("\n") else f"{key}: {text}")
    lines.append("---")
    lines.extend(f"- {fact}" for fact in facts)
    return "\n".join(lines) + "\n"


def _phrasing(rng: random.Random, options: tuple[str, ...], base: int, paraphrase: bool) -> str:
    if not paraphrase:
        return options[base]
    return options[(base + rng.randint(1, len(options) - 1)) % len(options)]


def generate(root: Path, n: int, seed: int = 0) -> list[tuple[str, str]]:
    """Write a store of `n` entries under `root` (which `memstore init` made); returns the
    planted near-duplicate pairs."""
    rng = random.Random(seed)
    vocab = Vocabulary(rng, max(600, min(8000, n // 4)))
    _add_kinds(root)
    specs: list[tuple[str, _Spec, str]] = []  # id, spec, layer
    pairs: list[tuple[str, str]] = []
    used: set[str] = set()
    topics = ["python", "infra", "db", "frontend", "ops"]
    for i in range(n):
        dup_of = None
        if specs and rng.random() < 0.15:
            dup_of = rng.choice(specs[-5000:] if rng.random() < 0.5 else specs)
        roll = rng.random()
        # Half the duplicates are the same observation made again (same words, facts in
        # another order, a "Note:"), half are rewordings (other phrasings, a fact more or less).
        reobserved = dup_of is not None and rng.random() < 0.5
        if dup_of is not None:
            spec = dup_of[1] if reobserved else _paraphrase(rng, dup_of[1], vocab)
            layer = "working" if roll < 0.7 else ("long_term" if roll < 0.95 else "archive")
        else:
            spec = _fresh_spec(rng, vocab)
            layer = "working" if roll < 0.12 else ("long_term" if roll < 0.85 else "archive")
        paraphrase = dup_of is not None and not reobserved
        title = _fill(_phrasing(rng, spec.title, 0, paraphrase), spec.slots)
        facts = [
            _fill(_phrasing(rng, options, 0, paraphrase and rng.random() < 0.8), slots)
            for options, slots in spec.facts
        ]
        if reobserved:
            title = "Note: " + title
            shift = rng.randrange(len(facts))
            facts = facts[shift:] + facts[:shift]
        contradiction = dup_of is not None and i % 500 == 7
        if contradiction:
            facts[0] = _contradict(facts[0])
        base = _slug(title)
        digest = hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
        entry_id = f"{base}-{digest[:4]}"
        if entry_id in used:
            entry_id = f"{base}-{digest[:8]}"
        used.add(entry_id)
        meta = _meta(rng, layer, spec, i)
        sub = ""
        if layer == "long_term" and rng.random() < 0.1:
            sub = rng.choice(topics) + "/"
        path = root / layer / f"{sub}{entry_id}.md"
        if sub:
            path.parent.mkdir(exist_ok=True)
        path.write_text(_render(entry_id, spec.kind, title, facts, meta), encoding="utf-8")
        specs.append((entry_id, spec, layer))
        if dup_of is not None and not contradiction:
            pairs.append((dup_of[0], entry_id))
    _logs(root, rng, [s[0] for s in specs if s[2] != "archive"])
    return pairs


def _contradict(fact: str) -> str:
    for old, new in (("Run `", "Never run `"), ("Use ", "Do not use "), ("Set ", "Never set ")):
        if fact.startswith(old):
            return new + fact[len(old) :]
    digits = [c for c in fact if c.isdigit()]
    if digits:
        return fact.replace(digits[0], str((int(digits[0]) + 1) % 10), 1)
    return "Never: " + fact


def _meta(rng: random.Random, layer: str, spec: _Spec, i: int) -> dict[str, object]:
    if layer == "working":
        created = NOW - timedelta(days=rng.uniform(0, 40))
    else:
        created = NOW - timedelta(days=rng.uniform(20, 730))
    confirmed = created + (NOW - created) * rng.random() ** 2
    confirmations = 1 if layer == "working" and rng.random() < 0.8 else rng.randint(1, 9)
    source = rng.choices(["agent", "user", "tool"], [70, 20, 10])[0]
    session = f"s-{created.strftime('%Y%m%dT%H%M%SZ')}-{i % 9973:04x}"
    status = {"working": "candidate", "long_term": "active", "archive": "archived"}[layer]
    if layer == "long_term" and rng.random() < 0.05:
        status = "stale"
    meta: dict[str, object] = {
        "status": status,
        "source": source,
        "created": _stamp(created),
        "last_confirmed": _stamp(confirmed),
        "confirmations": confirmations,
    }
    if rng.random() < 0.2:
        meta["successes"] = rng.randint(1, 4)
    if rng.random() < 0.03:
        meta["scope"] = "branch"
        meta["branch"] = f"feature/{spec.slots['service']}"
    if spec.kind in ("constraint", "security_rule") and rng.random() < 0.3:
        meta["preserve"] = "true"
    meta["tags"] = "[" + ", ".join(spec.tags) + "]"
    prov = [f"{{at: {_stamp(created)}, source: {source}, session: {session}}}"]
    if confirmations > 1:
        prov.append(f"{{at: {_stamp(confirmed)}, source: agent}}")
    meta["provenance"] = "\n".join(["", *(f"  - {p}" for p in prov)])
    if layer == "archive":
        if rng.random() < 0.5:
            meta["status"] = "expired"
            expires = created + timedelta(days=30)
            meta["expires_at"] = _stamp(expires)
            meta["expiry_reason"] = "never promoted within 30 days"
        else:
            meta["archived_at"] = _stamp(confirmed + timedelta(days=300))
            meta["archived_from"] = "long_term"
            meta["archived_reason"] = "stale for 180 days"
    meta["schema"] = 1
    return meta


def _add_kinds(root: Path) -> None:
    config = root / "memstore.yaml"
    text = config.read_text(encoding="utf-8")
    if "kinds: []" in text:
        config.write_text(
            text.replace("kinds: []", f"kinds: [{', '.join(EXTRA_KINDS)}]", 1), encoding="utf-8"
        )


def _logs(root: Path, rng: random.Random, live_ids: list[str]) -> None:
    """A recall log of about one recall per 4 entries and a session log of daily sessions."""
    recalls = []
    for _ in range(max(50, len(live_ids) // 4)):
        at = NOW - timedelta(days=rng.uniform(0, 365))
        ids = rng.sample(live_ids, min(len(live_ids), rng.randint(0, 5)))
        query = " ".join(rng.sample(TOOLS, 2))
        recalls.append(
            json.dumps(
                {"at": _stamp(at), "query": query, "ids": ids, "session": None, "via": "cli"}
            )
        )
    recalls.sort()
    (root / "log" / "recall.jsonl").write_text("\n".join(recalls) + "\n", encoding="utf-8")
    sessions = []
    for day in range(365, 0, -1):
        start = NOW - timedelta(days=day, hours=rng.uniform(0, 8))
        sid = f"s-{start.strftime('%Y%m%dT%H%M%SZ')}-{day:04x}"
        sessions.append(json.dumps({"at": _stamp(start), "event": "start", "session": sid}))
        sessions.append(
            json.dumps({"at": _stamp(start + timedelta(hours=1)), "event": "end", "session": sid})
        )
    (root / "log" / "sessions.jsonl").write_text("\n".join(sessions) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    # python scripts/benchgen.py ROOT N [SEED]: prints the number of planted pairs. Run as its
    # own process so the benchmark's process stays small (a child's peak memory counts its
    # parent's at fork).
    planted = generate(Path(sys.argv[1]), int(sys.argv[2]),
                       int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    print(len(planted))
