"""Contradictions of polarity that a probe of fresh sentence pairs found the judge missing
(session 22; docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing").
Sentences of our own, none from the corpus:

- the word a negative claim is read from ("disabled" as "not enabled") counted as a means of
  its own, so "SSH password login is disabled on the bastion" / "... is allowed on the
  bastion host" read as two acts, each with its own means (`compare._own_choice`);
- a one-word no ("We never squash") against the same act always done ("Always squash when
  merging feature branches") read as a no to something else (`compare._always_done`);
- "fail the build", "block the build" and "break the build" read as three acts (lexicon.yaml);
- "opt-in" against what a thing does by default, said with a verb ("sends telemetry by
  default") rather than "on" (`compare._opt_in_against_default`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("SSH password login is disabled on the bastion.",
                 "Password login over SSH is allowed on the bastion host.", id="disabled-host"),
    pytest.param("Always squash when merging feature branches.", "We never squash.",
                 id="never-squash"),
    pytest.param("Always rebase onto main before opening a PR.", "We never rebase.",
                 id="never-rebase"),
    pytest.param("Lint warnings fail the build.", "Lint warnings don't block the build.",
                 id="fail-block"),
    pytest.param("The linter blocks the build on warnings.", "Lint warnings don't fail the build.",
                 id="block-fail"),
    pytest.param("Coverage under 80% fails the build.",
                 "Coverage below 80% doesn't break the build, it only warns.", id="fail-break"),
    pytest.param("Telemetry is opt-in for the desktop app.",
                 "The desktop app sends telemetry by default.", id="opt-in-sends"),
    pytest.param("Usage statistics are opt-in.", "Usage statistics are collected by default.",
                 id="opt-in-collected"),
])
def test_polarity_probe_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    # (the means of the negative's own still tells two acts apart)
    pytest.param("Start the stack with `docker compose up -d`.",
                 "Stop the stack with `docker compose down`.", id="start-stop"),
    # (an opt-in against another thing's default: each names a thing of its own)
    pytest.param("Upsell offers are opt-in per property.",
                 "Every property gets dynamic pricing by default.", id="other-default"),
])
def test_polarity_probe_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Lint warnings fail the build.", "Lint warnings break the build.",
                 id="fail-break"),
    pytest.param("Always squash when merging feature branches.",
                 "Feature branches are always squashed when merged.", id="always-both"),
])
def test_polarity_probe_restatements_merge(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
