"""Recall quality on a generated store with a fixed probe set (not a test).

    .venv/bin/python scripts/bench_recall.py [--entries 2000] [--seed 0]

The store holds 30 hand-written target entries, their traps (an older stale version, a
superseded one, an entry under review, a look-alike that states a different value, a compaction
whose sources went to archive/) and `--entries` generated distractors that use the same
vocabulary. Each probe is a standing query with the ids a correct answer must contain: a
paraphrase, a typo, a code token, a question. Probes run through `memstore.app.recall.recall`
(log=False) and are scored on the ranked ids:

    precision@1  share of probes whose first hit is a correct id
    precision@5  mean over probes of (correct ids in the top 5) / min(5, number of correct ids),
                 so a perfect answer scores 1.0 whether a probe has one correct id or three
    MRR          mean over probes of 1 / rank of the first correct hit (0 when none in the top 10)
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from memstore.app.recall import recall
from memstore.app.scaffold import init_store
from memstore.core.fileformat import bullets, render
from memstore.runtime import clock
from memstore.storage.store import Store

NOW = "2026-11-20T12:00:00Z"

# id: (kind, title, facts, tags)
TARGETS: dict[str, tuple[str, str, list[str], list[str]]] = {
    "use-uv": ("convention", "Use uv for Python dependency management",
               ["Run `uv sync` after every pull.", "Never call pip directly in this repository.",
                "The lockfile is uv.lock; commit it."], ["python", "tooling"]),
    "pytest-fixtures": ("convention", "Shared pytest fixtures live in tests/conftest.py",
                        ["Put fixtures used by several modules in tests/conftest.py.",
                         "Module-only fixtures stay in the test module."], ["testing"]),
    "pytest-xdist": ("procedure", "Run the test suite in parallel with pytest -n auto",
                     ["pytest-xdist is installed; `pytest -n auto` uses every core."],
                     ["testing"]),
    "pytest-slow": ("convention", "Mark slow tests with @pytest.mark.slow",
                    ["CI runs them nightly; `pytest -m 'not slow'` skips them locally."],
                    ["testing"]),
    "api-port": ("fact", "The API server listens on port 8080",
                 ["Set API_PORT to change it.", "The health check is GET /healthz."], ["api"]),
    "alembic": ("procedure", "Create database migrations with alembic",
                ["`alembic revision --autogenerate -m msg` writes one to db/migrations.",
                 "Review the generated file before committing."], ["database"]),
    "seeds": ("fact", "Seed data lives in db/seeds",
              ["`make seed` loads it into the local database."], ["database"]),
    "compose": ("procedure", "Start the local stack with docker compose",
                ["`docker compose up -d` starts api, worker, postgres and redis.",
                 "`docker compose logs -f api` follows the api."], ["docker"]),
    "release-tags": ("procedure", "Releases are cut by pushing a version tag",
                     ["Tag vX.Y.Z on main and push it; CI builds and publishes."],
                     ["release"]),
    "changelog": ("convention", "Every user-visible change gets a CHANGELOG.md line",
                  ["Write it in the same pull request, under Unreleased."], ["release"]),
    "ruff": ("convention", "Lint and format with ruff before committing",
             ["`ruff check --fix .` then `ruff format .`.", "The pre-commit hook runs both."],
             ["tooling"]),
    "mypy-strict": ("constraint", "mypy runs in strict mode on the core package",
                    ["No new `type: ignore` without a comment saying why."], ["tooling"]),
    "redis-ttl": ("fact", "Session data is cached in Redis for one hour",
                  ["The TTL is 3600 seconds, set in settings.SESSION_TTL."], ["cache"]),
    "structlog": ("convention", "Log with structlog as JSON to stdout",
                  ["Never use print() in library code.", "Bind request_id on every request."],
                  ["logging"]),
    "feature-flags": ("architecture", "Feature flags are read from LaunchDarkly at startup",
                      ["Flags are cached for 60 seconds; a restart is not needed."],
                      ["flags"]),
    "queue-celery": ("architecture", "Background jobs run on Celery with RabbitMQ",
                     ["Tasks live in app/tasks; retries use exponential backoff."],
                     ["queue"]),
    "secrets-vault": ("security_rule", "Secrets come from Vault, never from .env files",
                      ["Local development uses `vault login` and the dev role."],
                      ["security"]),
    "no-force-push": ("constraint", "Never force-push to main",
                      ["Rewrite history only on your own feature branches."], ["git"]),
    "branch-names": ("convention", "Branch names start with the ticket number",
                     ["For example ENG-1234-short-description."], ["git"]),
    "ci-cache": ("fact", "CI caches the uv download cache between runs",
                 ["The cache key hashes uv.lock; a lock change rebuilds it."], ["ci"]),
    "frontend-pnpm": ("convention", "The frontend uses pnpm, not npm",
                      ["`pnpm install --frozen-lockfile` in CI."], ["frontend"]),
    "storybook": ("procedure", "Preview components in Storybook",
                  ["`pnpm storybook` serves it on port 6006."], ["frontend"]),
    "timeouts": ("decision", "Outgoing HTTP calls time out after 10 seconds",
                 ["Use the shared httpx client; it sets the timeout and retries twice."],
                 ["http"]),
    "s3-uploads": ("fact", "User uploads go to the S3 bucket acme-uploads",
                   ["Presigned URLs expire after 15 minutes."], ["storage"]),
    "pagination": ("convention", "List endpoints paginate with cursors",
                   ["Return next_cursor; never offset pagination on large tables."], ["api"]),
    "incident-disk": ("incident", "The database disk filled up during the March backfill",
                      ["Backfills now run in batches of 10,000 rows with a pause."],
                      ["database"]),
    "timezone": ("convention", "Store times in UTC and convert at the edge",
                 ["Use datetime with tzinfo=UTC; never naive datetimes."], ["time"]),
    "dependabot": ("procedure", "Dependabot pull requests are merged on Mondays",
                   ["Group minor updates; review majors by hand."], ["dependencies"]),
    "openapi": ("fact", "The OpenAPI schema is generated from the FastAPI app",
                ["`make openapi` writes openapi.json for the frontend client."], ["api"]),
    "coverage": ("constraint", "Test coverage must stay above 85 percent",
                 ["CI fails the build below it; see coverage.xml."], ["testing"]),
}

# (query, correct ids)
PROBES: list[tuple[str, list[str]]] = [
    ("how do we install python dependencies", ["use-uv"]),
    ("uv.lock", ["use-uv", "ci-cache"]),
    ("can I use pip install", ["use-uv"]),
    ("where do shared fixtures go", ["pytest-fixtures"]),
    ("conftest.py", ["pytest-fixtures"]),
    ("run tests in parallel", ["pytest-xdist"]),
    ("pytets paralel", ["pytest-xdist"]),
    ("skip slow tests locally", ["pytest-slow"]),
    ("pytest", ["pytest-fixtures", "pytest-xdist", "pytest-slow"]),
    ("which port does the api listen on", ["api-port"]),
    ("healthz endpoint", ["api-port"]),
    ("create a migration", ["alembic"]),
    ("alembic autogenerate", ["alembic"]),
    ("load seed data", ["seeds"]),
    ("start the local stack", ["compose"]),
    ("docker compose logs", ["compose"]),
    ("how to cut a release", ["release-tags"]),
    ("changelog entry", ["changelog"]),
    ("linting and formatting", ["ruff"]),
    ("type: ignore", ["mypy-strict"]),
    ("session cache ttl", ["redis-ttl"]),
    ("redis", ["redis-ttl"]),
    ("logging format", ["structlog"]),
    ("print statements", ["structlog"]),
    ("feature flag refresh", ["feature-flags"]),
    ("background jobs retries", ["queue-celery"]),
    ("celery rabbitmq", ["queue-celery"]),
    ("where do secrets come from", ["secrets-vault"]),
    ("force push", ["no-force-push"]),
    ("branch naming", ["branch-names"]),
    ("ci cache key", ["ci-cache"]),
    ("npm or pnpm", ["frontend-pnpm"]),
    ("storybook port", ["storybook"]),
    ("http timeout", ["timeouts"]),
    ("upload bucket", ["s3-uploads"]),
    ("presigned url expiry", ["s3-uploads"]),
    ("pagination", ["pagination"]),
    ("disk full backfill", ["incident-disk"]),
    ("timezones", ["timezone"]),
    ("dependabot", ["dependabot"]),
    ("openapi schema", ["openapi"]),
    ("coverage threshold", ["coverage"]),
    # Traps: the answer is the live version, not its stale, superseded or archived kin.
    ("grafana dashboards", ["observability-node"]),
    ("prometheus scrape interval", ["observability-node"]),
    ("which port does the worker use", ["worker-port"]),
]

# Distractors: the same vocabulary in other combinations, like a real store's long tail.
NOUNS = ("api worker database cache queue test fixture migration branch release pipeline "
         "container image config schema endpoint token session bucket log metric alert "
         "dashboard script hook lockfile client server job retry timeout flag").split()
VERBS = ("run use check write read keep avoid prefer set move split rename document review "
         "cache retry log deploy build publish").split()
EXTRA = ("locally in CI on main nightly weekly before merging after pulling per module "
         "for the frontend for the backend in staging in production by hand").split(" ")


def write(root: Path, layer: str, entry_id: str, facts: list[str], **meta: Any) -> None:
    path = root / layer / f"{entry_id}.md"
    path.write_text(render({"id": entry_id, **meta}, bullets(facts)), encoding="utf-8")


def ago(days: float) -> str:
    return clock.format_time(clock.parse_time(NOW) - timedelta(days=days))


def build(root: Path, entries: int, seed: int) -> None:
    """Targets, traps and `entries` distractors."""
    init_store(root)
    rng = random.Random(seed)
    for entry_id, (kind, title, facts, tags) in TARGETS.items():
        write(root, "long_term", entry_id, facts, title=title, kind=kind, status="active",
              created=ago(rng.uniform(5, 200)), confirmations=rng.randint(1, 5), tags=tags)
    # Traps.
    write(root, "long_term", "use-pip-old", ["pip install -r requirements.txt."],
          title="Install Python dependencies with pip", kind="convention", status="stale",
          created=ago(400))
    write(root, "archive", "use-poetry", ["poetry install."], title="Use poetry for dependencies",
          kind="convention", status="superseded", superseded_by="use-uv", created=ago(500))
    write(root, "long_term", "api-port-review", ["The API server listens on port 9000."],
          title="The API server listens on port 9000", kind="fact", status="needs_review",
          created=ago(3))
    write(root, "long_term", "worker-port", ["The worker exposes metrics on port 9100."],
          title="The worker listens on port 9100", kind="fact", status="active",
          created=ago(50))
    sources = {"obs-grafana": "Grafana dashboards live in ops/grafana",
               "obs-alerts": "Alerts page the on-call engineer through PagerDuty",
               "obs-prometheus": "Prometheus scrapes every target every 15 seconds"}
    for entry_id, fact in sources.items():
        write(root, "archive", entry_id, [fact + "."], title=fact, kind="fact",
              status="archived", compacted_into="observability-node", created=ago(120))
    write(root, "long_term", "observability-node", [f + "." for f in sources.values()],
          title="[Compacted] fact group: " + "; ".join(sources.values()), kind="fact",
          status="compacted", sources=list(sources), created=ago(120), confirmations=3)
    for i in range(entries):
        title = " ".join([rng.choice(VERBS).capitalize(), "the", rng.choice(NOUNS),
                          rng.choice(NOUNS), rng.choice(EXTRA)])
        facts = [" ".join([rng.choice(VERBS), "the", rng.choice(NOUNS), rng.choice(EXTRA),
                           rng.choice(NOUNS)]) + "." for _ in range(rng.randint(1, 3))]
        layer = "long_term" if rng.random() < 0.8 else "working"
        write(root, layer, f"noise-{i:05d}", facts, title=title,
              kind=rng.choice(["fact", "convention", "procedure", "observation"]),
              status="active" if layer == "long_term" else "candidate",
              created=ago(rng.uniform(0, 300)), confirmations=rng.randint(1, 4))


def score(store: Store, k: int = 5) -> dict[str, Any]:
    """Run every probe; precision@1, precision@5 and MRR, and the misses."""
    snapshot = store.load(write_cache=False)
    p1 = p5 = rr = 0.0
    misses = []
    start = time.perf_counter()
    for query, correct in PROBES:
        ranked = [h.id for h in recall(store, snapshot, query, limit=10, log=False)]
        p1 += 1.0 if ranked[:1] and ranked[0] in correct else 0.0
        p5 += len(set(ranked[:k]) & set(correct)) / min(k, len(correct))
        rank = next((i + 1 for i, hit in enumerate(ranked) if hit in correct), None)
        rr += 1.0 / rank if rank else 0.0
        if rank != 1:
            misses.append((query, correct, ranked[:3]))
    elapsed = time.perf_counter() - start
    n = len(PROBES)
    return {"probes": n, "entries": len(snapshot.entries), "precision@1": p1 / n,
            "precision@5": p5 / n, "mrr": rr / n, "ms_per_query": elapsed / n * 1000,
            "misses": misses}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, default=2000, help="distractor entries")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    clock.set_now(NOW)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "memory"
        build(root, args.entries, args.seed)
        result = score(Store(root))
    print(f"{result['probes']} probes on {result['entries']} entries "
          f"({result['ms_per_query']:.0f} ms a query, index build included once)")
    print(f"precision@1 {result['precision@1']:.3f}")
    print(f"precision@5 {result['precision@5']:.3f}")
    print(f"MRR         {result['mrr']:.3f}")
    for query, correct, top in result["misses"]:
        print(f"  not first: {query!r}: want {correct}, got {top}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
