"""One thing stated with two values (memstore.core.judge.values): a path, a port, a version, a
number, a duration or a named tool in the slot of the same subject is a contradiction; the same
sentence about another subject is a look-alike; the same value worded another way is neither."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge import judge
from memstore.core.judge.bounds import may_conflict

# (phenomenon, the slot the report names, a, b)
CONFLICTS = [
    ("path", "path", "Alembic migrations live in `migrations/versions/`.",
     "Alembic revisions are in `alembic/versions/` at the repo root."),
    ("path", "path", "The Grafana dashboards are kept in `ops/dashboards/`.",
     "Grafana dashboards moved to `monitoring/dashboards/` last week."),
    ("port", "number", "Metro bundler listens on 8081.",
     "We run Metro on port 8088, because 8081 clashes with the endpoint agent."),
    ("port", "number", "Local Postgres is on 5432.",
     "Compose maps Postgres to 5433 on the host."),
    ("version", "version", "The Gradle wrapper is at 8.5.",
     "Gradle wrapper bumped to 8.8, because 8.5 can't run on JDK 22."),
    ("version", "version", "Celery is pinned at 5.3.6.", "celery==5.4.0 in `pyproject.toml`"),
    ("version", "version", "The native iOS app compiles with Swift 5.9.",
     "The iOS app builds in Swift 6 language mode now."),
    ("number", "number", "Celery workers run with concurrency 8.",
     "Worker concurrency is 4; 8 caused OOM kills on the small nodes."),
    ("duration", "duration", "RDS automated backups are kept for 7 days.",
     "Backup retention on RDS is 14 days."),
    ("duration", "duration", "The auth session cookie expires after 7 days.",
     "Session cookies last 30 days now, per product's request."),
    ("tool", "name", "Traces are exported to Jaeger.", "Traces go to Tempo."),
    ("tool", "name", "The game server's physics runs on Box2D.",
     "Physics in the game server is done with Chipmunk."),
    ("tool", "name", "Our team's Terraform state is stored in S3.",
     "The team's Terraform state lives in Terraform Cloud workspaces now."),
    ("default_changed", "path", "`make build` targets linux/amd64 by default.",
     "By default `make build` now produces linux/arm64 images."),
]


@pytest.mark.parametrize(("phenomenon", "slot", "a", "b"), CONFLICTS,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(CONFLICTS)])
def test_two_values_for_one_thing_conflict(phenomenon: str, slot: str, a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (phenomenon, x, y, result.explanation)
        assert result.reason == slot, result.explanation  # "path differs: ..." in the report
        assert may_conflict(x, [x], y, [y])  # the bound before the judge keeps the pair


# The same shape about another subject: both hold.
LOOKALIKES = [
    ("Postgres listens on 5432.", "Redis listens on 6379."),
    ("The orders service listens on 8001.", "The inventory service listens on 8002."),
    ("The default log level in prod is INFO.", "The default log level in dev is DEBUG."),
    ("Kotlin sources for payments-api are under `src/main/kotlin`.",
     "Kotlin test sources for payments-api are under `src/test/kotlin`."),
    ("Web e2e specs live in `apps/web/e2e`.", "Admin e2e specs live in `apps/admin/e2e`."),
    ("The read timeout on the gateway is 30 seconds.",
     "The write timeout on the gateway is 60 seconds."),
    ("Unsettled payments are swept every 15 minutes.",
     "Expired payment links are swept every 6 hours."),
    ("apps/web dev server runs on port 3000.", "apps/admin dev server runs on port 5173."),
    ("Logs from the payments pods are shipped to Datadog.",
     "Metrics from the payments pods are shipped to Prometheus."),
    ("Use `uv run pytest` in the FastAPI repos.",
     "Use `poetry run pytest` in the legacy Django monolith."),
    ("In dev, outgoing emails are caught by MailHog.",
     "In qa, outgoing emails are caught by Mailtrap."),
    ("prod deploys need approval from a backend lead.", "uat deploys need a sign-off from QA."),
    ("Don't edit the generated `openapi.json` by hand.",
     "Don't edit the generated `schema.graphql` by hand."),
    # one project, two of its things (each side names what its value is of)
    ("Timeouts for bannix are 5 seconds.", "The dashboards of bannix are rotated every 7 days."),
    ("The bannix service listens on port 3543.", "Timeouts for bannix are 5 seconds."),
    ("Use vault 2.8 or newer for bandextas.", "The bandextas service listens on port 6106."),
    ("The config for pagination lives in config/lodurfen.toml.",
     "Keep pagination code for banmarmi in hallonix/settings.py"),
    ("Cmake caches its results in marlin/settings.py.",
     "Numpy caches its results in grahalka/settings.py."),
    ("In the sandbox, PAY_TOKEN_TTL must be 0.", "Set PAY_TOKEN_TTL to 1 in preview."),
    ("Banven stores log files in alembic",
     "For continuous integration, banven relies on falzensor."),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_the_same_shape_about_another_subject_is_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "duplicate"), (x, y, result.explanation)


# The same value, worded another way: never a conflict.
RESTATED = [
    ("Sentry `tracesSampleRate` is 0.1 in prod.",
     "We sample 10% of transactions for Sentry tracing in production."),
    ("The PSP client times out after 10 seconds.", "PSP client timeout = 10 s"),
    ("Refunds over 500 EUR need a second approver.",
     "Any refund above 500 EUR has to be approved by a second person."),
    ("Kotlin is pinned at 1.9.24.", "We use Kotlin 1.9.24 across all modules."),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_the_same_value_worded_another_way_is_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y)


def test_the_candidate_search_pairs_two_values_for_one_thing() -> None:
    # One word in common is too little for the word and stem indexes; the value-slot keys
    # ("amount flower") pair them, so consolidation asks the judge.
    from memstore.core.similarity.blocking import candidate_pairs

    texts = ["Flower is at http://localhost:5555", "Flower UI: http://localhost:5556",
             "Run the linter before pushing.", "Postgres backups are kept for 7 days.",
             "Redis listens on 6379."]
    pairs = candidate_pairs([("convention", t) for t in texts])
    assert (0, 1) in pairs
    assert judge(texts[0], [texts[0]], texts[1], [texts[1]]).kind == "conflict"
