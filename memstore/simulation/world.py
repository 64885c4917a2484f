"""The simulated project: what its agents learn, in which words, and what they ask.

A small Python web shop ("shopfront") with topics of knowledge. Each fact comes in several
phrasings, the way an agent writes the same thing down again on another day; each topic has
the queries an agent recalls it by. Popularity is a rank (recalls follow a Zipf law over it),
some topics go out of use (the Jenkins CI is replaced by GitHub Actions), one lives only on a
feature branch, and a few user-stated rules are never asked about at all.

The phrasings follow the natural corpus's dev split (tests/natural/dev_*.jsonl; never the test
split), not a template: the first phrasing of a fact is canonical (the probes and day-0 store
use it), the others say the same thing with the same values in the ways people and agents
write notes there: abbreviations (deps, prod, CI, repo, PR, py3.11), voice and nominalisation
("Sorting of ... is done by"), Markdown emphasis and code spans, an added clause of explanation,
agent-style notes ("Agent note: ..."), and terse "key: value" or "x -> y" notes. The celery,
datetimes and hooks topics are built from restatement groups of that split (dev-be-g03, g12,
g07, g14, g13). No phrasing changes a value, negates, or adds a contradicting clause.

Everything here is data; `memstore.simulation.run` decides what happens on which day.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    """One piece of knowledge and the phrasings it is observed in (the first is canonical)."""

    key: str
    kind: str
    phrasings: tuple[str, ...]


@dataclass(frozen=True)
class Topic:
    """A subject agents work on from day `first` to day `last` (None: the whole run)."""

    name: str
    rank: int
    facts: tuple[Fact, ...]
    queries: tuple[str, ...]
    first: int = 0
    last: int | None = None
    branch: str | None = None

    def active(self, day: int) -> bool:
        return day >= self.first and (self.last is None or day <= self.last)


def _topic(name: str, rank: int, kind: str, facts: str, queries: str, **kw: object) -> Topic:
    """A topic from text: `- [kind: ]phrasing` starts a fact, `| phrasing` adds another way
    of saying it, any other line continues the phrasing above (joined with a space); queries
    one a line."""
    blocks: list[tuple[str, list[str]]] = []
    for line in (ln.strip() for ln in facts.strip().splitlines()):
        if line.startswith("- "):
            fact_kind, text = kind, line[2:]
            head, sep, rest = text.partition(": ")
            if sep and head in KIND_PREFIXES:
                fact_kind, text = head, rest
            blocks.append((fact_kind, [text]))
        elif line.startswith("| "):
            blocks[-1][1].append(line[2:])
        else:
            blocks[-1][1][-1] += " " + line
    parsed = tuple(Fact(f"{name}/{n}", k, tuple(p)) for n, (k, p) in enumerate(blocks))
    qs = tuple(q.strip() for q in queries.strip().splitlines())
    return Topic(name, rank, parsed, qs, **kw)  # type: ignore[arg-type]


KIND_PREFIXES = ("fact", "convention", "procedure", "decision", "architecture", "incident")

TOPICS = (
    _topic("python", 1, "convention", """
        - Run `uv sync` after every pull.
          | After pulling, always run `uv sync`.
          | after git pull -> uv sync
          | Agent note: tests failed with ImportError until I ran `uv sync`; deps had changed
              upstream. Sync after every pull.
          | Remember to sync the venv (`uv sync`) whenever you pull, the lockfile changes often.
        - Add dependencies with `uv add`; never edit uv.lock by hand.
          | Never hand-edit uv.lock, add dependencies with `uv add`.
          | New deps go in with `uv add`, not by editing uv.lock.
          | deps: `uv add` only; uv.lock is **never** edited by hand
        - fact: The project targets Python 3.11.
          | Python 3.11 is the target version of the project.
          | py3.11 across the repo
          | We target Python 3.11 (`requires-python` in pyproject.toml says so).
        - Ruff is the linter and formatter; run `ruff check --fix` before pushing.
          | Run `ruff check --fix` before pushing; ruff is both linter and formatter.
          | Linting and formatting: ruff. `ruff check --fix` before every push.
          | Agent note: this repo's linter and formatter is ruff, so I ran `ruff check --fix` before
              pushing.
        - mypy runs in strict mode on the app package.
          | The app package is type-checked by mypy in strict mode.
          | Type checking of the app package: mypy, strict mode.
          | mypy --strict on the app package
        """, """
        install python dependencies after pulling
        how do I add a new dependency
        which python version does the project use
        linter and formatter setup
        mypy strict mode
        """),
    _topic("testing", 2, "procedure", """
        - Run the fast tests with `pytest -m "not slow"`.
          | The fast test run is `pytest -m "not slow"`.
          | fast tests: `pytest -m "not slow"`
          | To run the quick test suite (everything not marked slow): pytest -m "not slow"
        - Integration tests need `docker compose up -d postgres redis` first.
          | Run `docker compose up -d postgres redis` before the integration tests.
          | integration tests? -> `docker compose up -d postgres redis` first
          | Agent note: the integration tests failed with connection refused until I ran `docker
              compose up -d postgres redis`; start those before them.
        - fact: Test fixtures live in tests/fixtures and load through the load_fixture helper.
          | Fixtures are in tests/fixtures; load them with the load_fixture helper.
          | fixtures: tests/fixtures, loaded via `load_fixture`
          | Loading of test fixtures goes through the `load_fixture` helper; the files live in
              tests/fixtures.
        - Update snapshot tests with `pytest --snapshot-update`.
          | Snapshot tests are refreshed with `pytest --snapshot-update`.
          | snapshots out of date? → `pytest --snapshot-update`
          | Snapshot updates are done with pytest --snapshot-update.
        - fact: The CI test job fails when coverage drops below 85%.
          | Coverage under 85% fails the CI test job.
          | CI coverage threshold: 85% (the test job fails below it)
          | The test job in continuous integration fails if coverage drops below 85%.
        - Run tests in parallel with `pytest -n auto`.
          | Tests can run in parallel using `pytest -n auto`.
          | To run the suite in parallel locally: pytest -n auto
          | parallel tests: `pytest -n auto`
        """, """
        how to run the fast test suite
        integration tests setup
        where are the test fixtures
        update snapshot tests
        coverage threshold in CI
        run tests in parallel
        """),
    _topic("database", 3, "convention", """
        - Migrations live in db/migrations; create one with `alembic revision --autogenerate`.
          | Create migrations with `alembic revision --autogenerate`; they live in db/migrations.
          | New migration: `alembic revision --autogenerate` (files go in db/migrations)
          | Migrations are generated with autogenerate, i.e. alembic revision --autogenerate, and
              are kept in db/migrations.
        - Never edit an applied migration; write a new one instead.
          | Do not change a migration that was already applied, add a new one.
          | **Never** edit a migration once it has been applied; write a new one.
          | Applied migrations are never edited; a fix goes in a new migration instead.
        - fact: Local Postgres listens on port 5433.
          | The local Postgres instance is on port 5433.
          | Local PostgreSQL: localhost:5433
          | Agent note: connected to the local Postgres db on port 5433 (`psql -p 5433`).
        - Load development seeds with `make seed`; they live in db/seeds.
          | Development seeds are in db/seeds and load with `make seed`.
          | dev seeds: db/seeds, loaded by `make seed`
          | Seed loading for local development is done with `make seed` (the seed files are in
              db/seeds).
        """, """
        create a database migration
        can I edit an old migration
        local postgres port
        load development seeds
        """),
    _topic("api", 4, "fact", """
        - The API listens on port 8080.
          | The API server listens on port 8080.
          | Local API: http://localhost:8080
          | Agent note: started the API with `uvicorn app.main:app --port 8080`; that's the port the
              frontend expects.
        - All endpoints are versioned under /api/v2.
          | Every endpoint lives under the /api/v2 prefix.
          | API versioning: everything under `/api/v2`.
          | Endpoints are versioned with the /api/v2 prefix, all of them.
        - convention: Request validation uses the pydantic models in app/schemas.
          | Validate requests with the pydantic models from app/schemas.
          | We validate all incoming requests with the pydantic models in `app/schemas`.
          | request validation → pydantic models (app/schemas)
        - decision: Pagination uses cursor tokens, not page numbers.
          | Paginate with cursor tokens rather than page numbers.
          | Pagination: cursor tokens (no page numbers).
          | List endpoints are paginated with cursor tokens instead of page numbers.
        """, """
        which port does the api server listen on
        api versioning prefix
        request validation models
        how does pagination work
        """),
    _topic("deploy", 5, "procedure", """
        - Every deploy goes to staging before production.
          | Deploys always pass through staging before production.
          | every deploy: staging first, then prod
          | Each deploy hits staging before it goes out to prod.
        - Deploy to production with `make deploy ENV=prod` from main only.
          | Production deploys run `make deploy ENV=prod`, only from main.
          | Prod deploys: `make deploy ENV=prod`, from `main` only.
          | Deployment to prod is done with make deploy ENV=prod, and only ever from the main
              branch.
        - Roll back with `make rollback`, which redeploys the previous image tag.
          | `make rollback` redeploys the previous image tag to roll back.
          | Rollback: `make rollback` (redeploys the previous image tag).
          | Bad deploy? `make rollback` rolls back by redeploying the previous image tag.
        """, """
        how are production deploys done
        staging before production
        roll back a bad deploy
        """),
    _topic("frontend", 6, "procedure", """
        - Build the frontend with `pnpm build` in web/.
          | In web/, `pnpm build` builds the frontend.
          | frontend build: `pnpm build` (in web/)
          | The frontend is built by running pnpm build inside web/.
        - convention: Tailwind classes are sorted by the prettier plugin; never sort them by hand.
          | Do not sort Tailwind classes by hand, the prettier plugin does it.
          | Tailwind class order is handled by the Prettier plugin; **don't** sort classes by hand.
          | Sorting of Tailwind classes is done by the prettier plugin, never by hand.
        - fact: Storybook runs on port 6006.
          | Storybook is served on port 6006.
          | Storybook: http://localhost:6006
          | Agent note: `pnpm storybook` came up on port 6006.
        """, """
        build the frontend
        tailwind class order
        storybook port
        """),
    _topic("observability", 7, "convention", """
        - Logs are structured JSON written through structlog.
          | Use structlog; logs are structured JSON.
          | logging: structlog, JSON output
          | Agent note: this repo logs via structlog (`log = structlog.get_logger()`) and every log
              line is structured JSON.
        - Request ids travel in the X-Request-Id header.
          | The X-Request-Id header carries the request id.
          | request id → `X-Request-Id` header
          | Request ids are passed along in the `X-Request-Id` header.
        - Sentry reports errors from staging and production only.
          | Errors go to Sentry only from staging and production.
          | Sentry: errors from staging + prod only
          | Error reporting to Sentry happens for staging and production only.
        """, """
        structured logging library
        request id header
        sentry error reporting
        """),
    _topic("caching", 8, "fact", """
        - Redis caches product pages for 10 minutes.
          | Product pages stay in the Redis cache for 10 minutes.
          | product page cache TTL: 10 min (Redis)
          | Product pages are cached in Redis for ten minutes.
        - convention: Cache keys are prefixed with the deploy version.
          | Prefix every cache key with the deploy version.
          | cache key prefix = deploy version
          | Agent note: every cache key here starts with the deploy version as its prefix, so a
              deploy leaves the old keys behind.
        """, """
        how long are product pages cached
        cache key prefix
        """),
    _topic("jenkins", 3, "procedure", """
        - fact: The Jenkins pipeline is defined in ci/Jenkinsfile.
          | ci/Jenkinsfile defines the Jenkins pipeline.
          | Jenkins pipeline → `ci/Jenkinsfile`
          | The definition of the Jenkins pipeline is in ci/Jenkinsfile.
        - fact: Jenkins builds run on the ci-worker-2 agent.
          | The ci-worker-2 agent runs the Jenkins builds.
          | Jenkins agent: `ci-worker-2`
          | All Jenkins builds are executed on the ci-worker-2 agent.
        - Restart a stuck Jenkins build with Rebuild, not Replay.
          | Use Rebuild rather than Replay for a stuck Jenkins build.
          | stuck Jenkins build? → **Rebuild**, not Replay
          | A stuck Jenkins build gets restarted with Rebuild instead of Replay.
        """, """
        where is the jenkins pipeline defined
        which agent runs jenkins builds
        restart a stuck jenkins build
        """, last=16),
    _topic("actions", 2, "procedure", """
        - fact: CI runs on GitHub Actions; workflows live in .github/workflows.
          | Workflows are in .github/workflows; CI runs on GitHub Actions.
          | Our CI is GH Actions, workflows under `.github/workflows/`.
          | Continuous integration runs on GitHub Actions, with the workflow files in
              .github/workflows.
        - The test workflow caches the uv download cache.
          | The uv download cache is cached by the test workflow.
          | test workflow: caches the uv download cache
          | Agent note: the test workflow keeps uv's download cache in the actions cache between
              runs.
        - fact: The required checks are lint, types and tests.
          | Lint, types and tests are the required checks.
          | required checks: lint, types, tests
          | A PR only merges once the required checks (lint, types and tests) pass.
        """, """
        where are the github actions workflows
        ci cache for uv downloads
        required checks before merge
        """, first=14),
    _topic("billing", 4, "fact", """
        - The billing client for Stripe is app/billing/client.py.
          | app/billing/client.py is the Stripe billing client.
          | Stripe client → `app/billing/client.py`
          | Billing talks to Stripe through the client in app/billing/client.py.
        - Invoices are generated nightly by the billing worker.
          | The billing worker generates invoices every night.
          | invoices: generated nightly (billing worker)
          | Invoice generation is done by the billing worker, every night.
        - convention: Billing amounts are stored in integer cents.
          | Store billing amounts as integer cents.
          | billing amounts = integer cents
          | Agent note: amounts in the billing code are kept as integer cents, so I stored the new
              fee in cents too.
        """, """
        stripe billing client
        when are invoices generated
        how are billing amounts stored
        """, first=8, last=19, branch="feature/billing"),
    _topic("docs", 9, "convention", """
        - Docs are built with mkdocs; preview them with `mkdocs serve`.
          | Preview the docs with `mkdocs serve`; they are built with mkdocs.
          | documentation: mkdocs; preview with `mkdocs serve`
          | The documentation is built with MkDocs, and `mkdocs serve` previews it.
        - Architecture decisions are recorded in docs/adr.
          | Record architecture decisions in docs/adr.
          | ADRs → docs/adr
          | Recording of architecture decisions is done in `docs/adr/`.
        """, """
        preview the documentation
        where are architecture decisions recorded
        """),
    # Topics from restatement groups of the dev split (dev-be-g03, g12, g07, g14, g13).
    _topic("celery", 5, "architecture", """
        - Celery's broker is Redis.
          | We use Redis as the message broker for Celery.
          | broker: redis (celery)
          | Agent observation: CELERY_BROKER_URL points at redis://localhost:6379/1 in the dev
              settings, so the broker is Redis.
        - convention: Celery tasks live in each package's `tasks.py`.
          | Put new Celery tasks in the package's tasks.py module, not in views or services.
          | Agent observation: Celery autodiscovery only picks up `tasks.py` modules, so tasks
              defined elsewhere never get registered.
        """, """
        which message broker does celery use
        where do celery tasks go
        """),
    _topic("datetimes", 7, "convention", """
        - Store all datetimes in UTC.
          | Timestamps in the db are always UTC; convert to local time only in the frontend.
          | datetimes: everything stored as UTC
          | Agent observation: every datetime column here is saved in UTC, so don't convert to local
              time before saving.
        - Prefer the ORM; raw SQL only when the ORM can't express the query.
          | Raw SQL is a _last resort_. Reach for the ORM first.
          | ORM > raw SQL. If you really need raw SQL, leave a comment saying why.
        """, """
        timezone of stored timestamps
        utc datetimes in the database
        orm or raw sql
        """),
    _topic("hooks", 8, "procedure", """
        - Install the pre-commit hooks right after cloning: `pre-commit install`.
          | Run pre-commit install once per clone so ruff and the secret scan run on every commit.
          | new clone? -> pre-commit install
        """, """
        set up pre-commit hooks
        git hooks after cloning
        """),
)

# User-stated rules, stored on day 0 and never asked about (no query shares a word with them).
PROTECTED = (
    ("security_rule", "Never put credentials or .env files under source control."),
    ("constraint", "Customer personal information must stay within the EU region."),
    ("preference", "Keep each change small and easy to read."),
    ("security_rule", "Rotate signing certificates every quarter."),
)

# Facts a person states on day 0 (source user): the store the simulation starts from.
USER_STATED = ("python/0", "python/2", "testing/0", "database/0", "api/1", "deploy/1",
               "observability/0", "docs/1")

# Facts agents already knew on day 0 (observed and confirmed twice).
KNOWN = ("testing/5", "database/2", "api/0", "caching/0", "jenkins/0", "frontend/0")

# The standing queries of probes.yaml: (query, fact key whose day-0 entry answers it).
PROBES = (
    ("install python dependencies after pulling", "python/0"),
    ("which python version does the project use", "python/2"),
    ("how to run the fast test suite", "testing/0"),
    ("create a database migration", "database/0"),
    ("local postgres port", "database/2"),
    ("api versioning prefix", "api/1"),
    ("how are production deploys done", "deploy/1"),
    ("where is the jenkins pipeline defined", "jenkins/0"),
    ("structured logging library", "observability/0"),
    ("how long are product pages cached", "caching/0"),
)

# Facts that change: (day the new version is first observed, key of the old fact, new phrasings,
# day the user resolves it with `contradict OLD --by NEW`).
CHANGES = (
    (20, "api/0", ("The API listens on port 9090 since the gateway change.",
                   "Since the gateway change the API server listens on port 9090.",
                   "API port: 9090 (since the gateway change)",
                   "Agent note: since the gateway change the API is on port 9090, not 8080."), 24),
    (30, "testing/5", ("Do not run tests with `pytest -n auto`; the db fixtures are not "
                       "parallel-safe.",
                       "Never use `pytest -n auto`: the db fixtures are not parallel-safe.",
                       "Don't run the suite in parallel (`pytest -n auto`); the db fixtures "
                       "aren't parallel-safe."), 34),
)

CHANGE_LABELS = {"api/0": "API port", "testing/5": "pytest -n"}  # short names for the picture

# One-off observations: noise an agent writes down once and never needs again.
EPHEMERAL = (
    "CI run {n} took {m} minutes because the {pkg} wheel was rebuilt.",
    "The {test} test failed once on {weekday} and passed on retry.",
    "Killed a stale {proc} process holding port {port} during a local run.",
    "{pkg} released version {ver}; not upgraded yet.",
    "Reviewer asked for more docstrings in app/{module}.py.",
    "Docker used {pct}% of the disk on {weekday}; pruned old images.",
    "The {module} endpoint returned a 502 for {m} minutes on {weekday}.",
    "Paired with {person} on the {module} refactor.",
    "The nightly {job} job was {m} minutes late on {weekday}.",
    "Cleared the {module} cache by hand after a bad import on {weekday}.",
    "Looked into a slow query in app/{module}.py; it scanned {n} rows.",
    "The {test} test needed {m} retries on {weekday}.",
)
SLOTS = {
    "pkg": ("numpy", "pydantic", "httpx", "sqlalchemy", "structlog", "orjson", "uvicorn",
            "alembic", "redis-py", "boto3"),
    "test": ("test_checkout_flow", "test_invoice_totals", "test_search_rank",
             "test_login_redirect", "test_cart_merge", "test_webhook_retry"),
    "weekday": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
    "proc": ("uvicorn", "celery", "node", "postgres", "redis-server"),
    "module": ("orders", "search", "catalog", "checkout", "accounts", "inventory", "reviews"),
    "person": ("Ana", "Bilal", "Chen", "Dara", "Emil", "Farah"),
    "job": ("export", "reindex", "backup", "digest-mail"),
}


def fact(key: str) -> Fact:
    """The fact with this key (`topic/n`)."""
    name, _, n = key.partition("/")
    return next(t for t in TOPICS if t.name == name).facts[int(n)]


def topic_of(key: str) -> Topic:
    name = key.partition("/")[0]
    return next(t for t in TOPICS if t.name == name)
