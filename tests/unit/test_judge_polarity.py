"""Polarity, negation and order in the judge: a rule and its opposite are flagged, never merged,
and two rules of one polarity or about two subjects are not flagged. Each case is a phenomenon
of tests/natural (dev), written afresh; each failed on the judge before these rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from judging import kind as verdict

# A rule and its opposite: must be a conflict (never a duplicate, never only a "maybe").
CONFLICTS = [
    pytest.param("We stopped vendoring the HAL into the repo.",
                 "The HAL is vendored into the repo.", id="stopped-doing"),
    pytest.param("CMake presets are used for the host builds.",
                 "We stopped using CMake presets for host builds.", id="stopped-using"),
    pytest.param("Erase the whole flash before flashing a new image.",
                 "Skip the full flash erase before flashing a new image.", id="skip"),
    pytest.param("The hardware watchdog is enabled in release firmware.",
                 "Release firmware has the hardware watchdog turned off.", id="turned-off"),
    pytest.param("The Spring actuator endpoints are exposed publicly.",
                 "Actuator endpoints are only exposed internally.", id="publicly-internally"),
    pytest.param("Use `k_msgq` for passing sensor samples between threads.",
                 "k_msgq is deprecated for sensor samples between threads; use zbus channels.",
                 id="deprecated"),
    pytest.param("**NEVER** push directly to `main`.",
                 "Pushing directly to main is allowed for release managers.",
                 id="code-span-name-against-plain-word"),
    pytest.param("Prefer C++ over C for new drivers.", "Prefer C over C++ for new drivers.",
                 id="prefer-x-over-y-reversed"),
    pytest.param("Prefer static allocation over the heap in drivers.",
                 "Prefer the heap over static allocation in drivers.",
                 id="prefer-over-in-place"),
    pytest.param("The watchdog feeder wraps the main loop.",
                 "The main loop wraps the watchdog feeder.", id="wraps-reversed"),
    pytest.param("The retry layer sits outside the TLS layer.",
                 "The TLS layer wraps the retry layer.", id="outside-vs-wraps"),
    pytest.param("Provider order: `QueryClientProvider` wraps `LDProvider`.",
                 "LDProvider has to be the outermost provider, with QueryClientProvider "
                 "nested inside it.", id="outermost-nested-inside"),
    pytest.param("Run the OTA smoke test last, after the power tests.",
                 "Run the OTA smoke test first, before the power tests.",
                 id="steps-named-by-common-words"),
    pytest.param("Release: tag the commit, build the signed image, upload it to the OTA server.",
                 "Release: build the signed image, upload it to the OTA server, and only then "
                 "tag the commit.", id="listed-steps-against-stated-order"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_a_rule_and_its_opposite_are_a_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


# One polarity said two ways: the same rule, merged.
SAME = [
    pytest.param("**Never** commit private signing keys to the repo.",
                 "Private signing keys must never be committed to the repository.",
                 id="opposite-word-inside-a-negation"),
    pytest.param("The hardware watchdog is enabled in release firmware.",
                 "Release firmware has the hardware watchdog turned on.", id="turned-on"),
    pytest.param("Don't bother running the full HIL suite on every PR.",
                 "Skip the full HIL suite on PRs; the nightly covers it.",
                 id="dont-bother-vs-skip"),
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_one_rule_in_two_wordings_merges(a: str, b: str) -> None:
    assert verdict(a, b) == "duplicate"


# Two statements that both hold: not a conflict.
BOTH_HOLD = [
    pytest.param("Avoid force-pushing to PR branches.",
                 "Avoid force-pushing to release branches.", id="two-prohibitions"),
    pytest.param("How to drop the ingest workers", "Ingest stores DB users in Vault",
                 id="a-yes-and-a-no-about-two-things-in-either-order"),
    pytest.param("Use Hilt for dependency injection in the Android app.",
                 "Use Dagger for dependency injection in the SDK module, it can't depend on "
                 "Hilt.", id="pronoun-speaks-of-another-subject"),
]


@pytest.mark.parametrize(("a", "b"), BOTH_HOLD)
def test_statements_about_two_subjects_are_not_flagged(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


def test_a_reversed_nesting_is_flagged_not_merged_by_consolidate(
        run, root: Path, write_entry) -> None:
    """"A wraps B" against "B wraps A" read the same words: consolidate used to merge them into
    one entry; it now flags both for review, saying the order differs."""
    write_entry("long_term", "tls-outer", "- The TLS layer wraps the retry layer.\n",
                title="The TLS layer wraps the retry layer", kind="architecture",
                created="2026-10-02T09:14:00Z")
    write_entry("working", "retry-outer", "- The retry layer wraps the TLS layer.\n",
                title="The retry layer wraps the TLS layer", kind="architecture",
                created="2026-11-18T10:00:00Z",
                provenance=[{"at": "2026-11-18T10:00:00Z", "source": "agent",
                             "session": "s-0150"}])
    data = json.loads(run("consolidate", "--json").stdout)
    assert [(i["action"], i["id"], i["with"]) for i in data["items"]] == [
        ("flag", "tls-outer", "retry-outer"), ("flag", "retry-outer", "tls-outer")]
    assert all("order differs" in i["reason"] for i in data["items"])
