"""Restatements the judge used to keep apart on text it was not tuned on
(tests/natural/dev_newsroom.jsonl, measured before anything was changed for it), each pinned by
its cause with sentences written afresh; beside each, a pair of the same shape that must stay
apart.

- a command's blank written two ways (`URL=...` / `URL=<url>`, `{feed}` / `$FEED`) is one
  command; a filled-in value or another subcommand is another.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind, verdict

from memstore.core.judge import claims

RESTATED = [
    pytest.param("Clear the CDN cache of a page with `make purge URL=<url>`.",
                 "To clear a page from the CDN cache run `make purge URL=...`.",
                 id="a-key-with-its-blank-written-two-ways"),
    pytest.param("Reset a stuck feed with `ingest reset {feed}`.",
                 "A stuck feed is reset with `ingest reset $FEED`.",
                 id="a-blank-argument-written-two-ways"),
    pytest.param("The sports feed comes from PA/Opta.", "The sports feed comes from PA and Opta.",
                 id="a-code-and-a-name-joined-by-a-slash"),
    pytest.param("The newsletter is built for Gmail/Outlook.",
                 "The newsletter is built for Gmail and Outlook.",
                 id="two-names-joined-by-a-slash-end-a-sentence"),
    pytest.param("Build artifacts older than 14 days are deleted from the cache bucket.",
                 "The cache bucket keeps build artifacts for 14 days.",
                 id="older-than-an-age-are-deleted"),
    pytest.param("Delete preview deployments older than 7 days.",
                 "Preview deployments are kept for 7 days.", id="delete-those-older-than-an-age"),
    pytest.param("Session recordings get deleted once they are 30 days old.",
                 "We keep session recordings for 30 days.", id="deleted-once-they-are-that-old"),
    pytest.param("We keep crash dumps for two weeks before deleting them.",
                 "Crash dumps are kept for two weeks.", id="kept-for-an-age-before-deleting"),
    pytest.param("Keep CI artifacts for 30 days before removing them.",
                 "CI artifacts are kept for 30 days.", id="kept-for-an-age-before-removing"),
    pytest.param("We run Redis 7.", "Redis version: 7", id="a-label-keyed-version"),
    pytest.param("Terraform is pinned to 1.7.5.", "Terraform version: 1.7.5",
                 id="pinned-at-a-version-and-a-label-keyed-version"),
    pytest.param("Docker image tags are lowercase.", "Docker image tags are lower case.",
                 id="a-phrase-and-its-one-word-spelling"),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_restatements_merge(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


APART = [
    pytest.param("Clear the CDN cache of a page with `make purge URL=<url>`.",
                 "Clear the CDN cache of a page with `make purge URL=/news`.",
                 id="a-blank-against-a-value"),
    pytest.param("Reset a stuck feed with `ingest reset <feed>`.",
                 "Reset a stuck feed with `ingest restart <feed>`.",
                 id="another-subcommand-with-the-same-blank"),
    pytest.param("The sports feed comes from PA/Opta.",
                 "The sports feed no longer comes from PA/Opta.",
                 id="a-no-to-the-names-joined-by-a-slash"),
    pytest.param("Build artifacts older than 14 days are deleted from the cache bucket.",
                 "The cache bucket keeps build artifacts for 30 days.",
                 id="deleted-past-another-age"),
    pytest.param("Delete preview deployments older than 7 days.",
                 "Preview deployments are kept for 30 days.", id="delete-past-another-age"),
    pytest.param("We keep crash dumps for two weeks before deleting them.",
                 "Crash dumps are kept for a month.", id="kept-for-another-age-before-deleting"),
    pytest.param("We run Redis 7.", "Redis version: 6", id="a-label-keyed-version-of-another"),
    pytest.param("Terraform is pinned to 1.7.5.", "Terraform version: 1.8.0",
                 id="pinned-at-another-version"),
    pytest.param("Docker image tags are lowercase.", "Docker image tags are upper case.",
                 id="the-opposite-spelled-the-other-way"),
]


@pytest.mark.parametrize(("a", "b"), APART)
def test_same_shapes_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("duplicate", "distinct")


@pytest.mark.parametrize("text", [
    "Releases resume only after the finance desk signs off.",
    "The takeover stays up until the news editor signed off.",
])
def test_signing_off_at_the_end_of_a_clause_is_an_approval(text: str) -> None:
    assert not any(claim.negative for claim in claims(text))


def test_a_freeze_lifted_on_a_sign_off_is_no_negation_of_the_all_clear() -> None:
    assert verdict("Releases are frozen on budget day and resume after the finance desk "
                   "signs off.", "On budget day releases are frozen until the finance desk "
                   "gives the all clear.").kind == "maybe_same"


def test_a_thing_switched_off_is_still_a_no() -> None:
    assert symmetric_kind("Autoplay is switched off on article pages.",
                          "Autoplay is switched on on article pages.") == "conflict"
    assert any(claim.negative for claim in claims("The paywall turns off at midnight."))


def test_a_label_keyed_version_gives_a_version_and_a_count_a_number() -> None:
    assert [claim.values for claim in claims("Redis version: 7")] == [{("version", "7")}]
    assert [claim.values for claim in claims("Job retries: 3")] == [{("number", "3")}]
