"""False contradiction flags: two memories that both hold must not be flagged as a conflict,
and the rules that keep them apart must not lose the true conflicts of the same shape.

Each case is a phenomenon of tests/natural/dev_rails.jsonl (or of the rest of dev), written
afresh for this test; each pair in NOT_CONFLICTS was flagged `conflict` by the judge before
these rules (docs/consolidation.md, "False flags"). A pair that both hold may still be left to a
person (`maybe_conflict`, `maybe_same`) or merged when it is a restatement: only `conflict` is
wrong for them."""

from __future__ import annotations

import pytest
from judging import kind as verdict

from memstore.core.judge.claims import claims

NOT_CONFLICTS = [
    # A comparison written "A > B" is a preference, the same as "prefer A over B".
    pytest.param("Form objects > controller params juggling.",
                 "Prefer form objects over controller params juggling.", id="greater-than"),
    pytest.param("Query objects > scopes for reports, unless it's a one-liner.",
                 "Prefer query objects over scopes in reports, except for one-liners.",
                 id="greater-than-where"),
    # One value in other words or units.
    pytest.param("The Puma worker boot timeout is half a minute.",
                 "puma worker_boot_timeout: 30 seconds", id="half-a-minute"),
    # "X is deprecated" against another claim about X, not a choice of it.
    pytest.param("The v2 webhooks endpoint is deprecated.",
                 "The v2 webhooks endpoint is handled by `Webhooks::V2Controller`.",
                 id="deprecated-and-served-by"),
    pytest.param("`ImportCsvJob` is deprecated; new imports use `Imports::RunJob`.",
                 "ImportCsvJob still runs nightly for the two enterprise tenants.",
                 id="deprecated-and-still-runs"),
    # A clause cut from its sentence says no of the subject of the clause before it.
    pytest.param("API keys go in the credentials file, never in `config/settings.yml`.",
                 "Feature toggles go in `config/settings.yml`, never in the credentials file.",
                 id="elliptical-never"),
    # An opposite verb with its own means on each side: two acts.
    pytest.param("Start the test stack with `docker compose up -d`.",
                 "Stop the test stack with `docker compose down`.", id="start-stop"),
    # Two names in one place, each for a thing of its own.
    pytest.param("The staging database is refreshed from production every Saturday morning.",
                 "The staging attachments are synced from production every Saturday morning.",
                 id="two-subjects-two-verbs"),
    pytest.param("Clear the config cache with `php artisan config:clear` after editing .env.",
                 "Clear the route cache with `php artisan route:clear` after editing "
                 "routes/api.php.", id="command-named-for-its-subject"),
    # Two prohibitions of two places both hold.
    pytest.param("**Never** edit files in `vendor/bundle/` by hand.",
                 "**Never** edit files in `app/assets/builds/` by hand.", id="two-prohibitions"),
    # One folder's items for two environments.
    pytest.param("Deploy the Helm chart from `deploy/envs/production`.",
                 "Deploy the Helm chart from `deploy/envs/staging` for staging.",
                 id="folder-per-environment"),
    # The other entry states the same path and one more: it lists, it does not dispute.
    pytest.param("Release branches: `release/<version>-<date>`.",
                 "Release branches: `release/<version>-<date>`, or `rc/<version>-<date>` for "
                 "candidates.", id="one-more-path-listed"),
    # A prohibition against a state of the thing it names.
    pytest.param("Don't rely on `/tmp` on the Render workers: it's wiped on deploy.",
                 "/tmp on the Render workers is wiped on deploy, so don't keep files there.",
                 id="prohibition-and-its-reason"),
    pytest.param("The onboarding checklist page is outdated.",
                 "Don't link to the onboarding checklist page, it's outdated.",
                 id="outdated-and-dont-link"),
    # An opposite word telling one rule from its other end.
    pytest.param("Keep request logs for 30 days.", "Remove request logs older than 30 days.",
                 id="keep-for-remove-older-than"),
    pytest.param("Keep the checkout feature flag until the rollout is at 100%.",
                 "Remove the checkout feature flag after the rollout.",
                 id="keep-until-remove-after"),
    # "is a no-go" says no.
    pytest.param("Don't stub Stripe with WebMock in system specs.",
                 "Stubbing Stripe with WebMock in system specs is a no-go.", id="no-go"),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_both_hold_and_are_not_flagged(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


# "X is deprecated" beside another statement about X: not a conflict, and not one piece of
# knowledge either (it was merged before): left to a person.
@pytest.mark.parametrize(("a", "b"), [
    pytest.param("CarrierWave is deprecated.",
                 "CarrierWave uploads are copied to Active Storage by `CopyUploadsJob`.",
                 id="deprecated-and-migrated-by"),
    pytest.param("The v2 webhooks endpoint is deprecated.",
                 "The v2 webhooks endpoint is handled by `Webhooks::V2Controller`.",
                 id="deprecated-and-served-by"),
])
def test_deprecated_beside_another_claim_is_left_to_a_person(a: str, b: str) -> None:
    assert verdict(a, b) == verdict(b, a) == "maybe_conflict"


def test_a_value_reads_the_same_in_other_words_and_units() -> None:
    # "half a minute" is 30 seconds (not "half" and "1 minute"); "5 MB" is 5MB (not 5 and a
    # code "MB"): the value rules compare them as one value.
    def values(text: str) -> frozenset[tuple[str, str]]:
        return frozenset(v for c in claims(text) for v in c.values)

    assert values("The boot timeout is half a minute.") == values("The boot timeout is 30s.")
    assert values("The quarter of an hour grace period.") == values("The 15 minutes grace period.")
    assert values("Uploads are capped at 5 MB.") == values("Uploads are capped at 5MB.")


# The same shapes, where the two cannot both hold: still flagged.
CONFLICTS = [
    pytest.param("Concerns > service objects.", "Prefer service objects over concerns.",
                 id="greater-than-reversed"),
    pytest.param("The Puma worker boot timeout is half a minute.",
                 "puma worker_boot_timeout: 90 seconds", id="half-a-minute-vs-other"),
    pytest.param("CarrierWave is deprecated.", "Use CarrierWave for invoice uploads.",
                 id="deprecated-vs-use"),
    pytest.param("We use Resque for background jobs.",
                 "Background jobs run on Sidekiq now; Resque was removed in May.",
                 id="removed-tool"),
    pytest.param("Never deploy on Fridays.", "Deploys on Friday are fine.", id="never-vs-fine"),
    pytest.param("Don't commit `.env.local`.", "`.env.local` is committed to the repo.",
                 id="dont-vs-is-done"),
    pytest.param("Don't use Redis for sessions.", "Redis is the session store.",
                 id="dont-use-vs-role"),
    pytest.param("Turbo Drive is enabled on the billing pages.",
                 "Turbo Drive is not enabled on the billing pages; the old widgets break.",
                 id="is-vs-is-not"),
    pytest.param("Keep trial accounts for 14 days after they lapse.",
                 "Remove lapsed trial accounts right away; we don't hold on to them.",
                 id="keep-vs-remove"),
    pytest.param("Running migrations in the release phase is fine.",
                 "Running migrations in the release phase is a no-go; use a one-off dyno.",
                 id="fine-vs-no-go"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_true_conflicts_of_the_same_shapes_are_still_flagged(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
