"""False contradiction flags found on text the judge was not tuned on
(tests/natural/dev_cad.jsonl, a CAD / 3D-printing team's notes; docs/consolidation.md "A no of
the rest, a share of a CPU, a subject with its tool"):

- a CPU share in thousandths, Kubernetes' millicores ("1500m of CPU", "cpu: 250m"), was read
  as minutes, so "1.5 CPUs" and "1500m of CPU" were two durations;
- a no said only of what lies outside a thing ("never publish a build that isn't notarized",
  "never mount the volume outside the cluster", "don't run migrations during the freeze")
  against the yes of the thing itself ("every build we publish is notarized", "the volume
  stays inside the cluster", "run migrations after the freeze") was read as the act said and
  unsaid;
- two claims of one shape that differ in two places, a subject and its tool, each put for the
  other's ("Encrypt the 4K renditions with cbcs" / "Encrypt the SD renditions with cenc"),
  were read as two tools for one job;
- "nightly" before "channel", "toolchain" or "track" was read as a frequency, every day, so
  "the nightly channel" lost the word that names it and "on for the beta channel" / "off for
  the nightly channel" was one thing said and unsaid.

Each pair of NOT_CONFLICTS was judged `conflict` before these rules, each of SAME_AMOUNT
`maybe_conflict`; each is written afresh for this test. The true conflicts of the same shapes
must stay flagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

# A CPU share in millicores is that many thousandths of a CPU, not minutes: one amount.
SAME_AMOUNT = [
    pytest.param("Render workers request 1.5 CPUs.", "Render workers request 1500m CPU.",
                 id="millicores-after"),
    pytest.param("The exporter sidecar requests 0.25 CPU.",
                 "The exporter sidecar requests 250m of CPU.", id="millicores-of-cpu"),
]

# A no of the rest: the rule told from its other side.
NOT_CONFLICTS = [
    pytest.param("Never publish a desktop build that isn't notarized.",
                 "Every desktop build we publish is notarized first.", id="that-isnt"),
    pytest.param("Never merge a pull request that hasn't been approved by a kernel owner.",
                 "Every pull request is approved by a kernel owner before we merge it.",
                 id="that-hasnt-been"),
    pytest.param("Never mount the scratch volume outside the render cluster.",
                 "The scratch volume stays inside the render cluster.", id="outside-inside"),
    pytest.param("Don't run migrations during the release freeze.",
                 "Run migrations after the release freeze.", id="during-after"),
    pytest.param("Never deploy during business hours.", "Deploys happen after business hours.",
                 id="during-after-hours"),
]

# Two subjects, each with its own tool, in one sentence shape.
NOT_CONFLICTS += [
    pytest.param("Encrypt the 4K renditions with cbcs.", "Encrypt the SD renditions with cenc.",
                 id="subject-and-tool"),
    pytest.param("The SDK exposes its API to Rust through cxx.",
                 "The SDK exposes its API to the browser through wasm-bindgen.",
                 id="two-consumers-two-bridges"),
]

# "nightly" before "channel", "toolchain" or "track" names a release channel, not how often.
NOT_CONFLICTS += [
    pytest.param("Telemetry is enabled for the beta channel.",
                 "Telemetry is disabled for the nightly channel.", id="nightly-channel"),
]

# The same shapes about one thing: still `conflict`.
CONFLICTS = [
    pytest.param("Render workers request 1500m of CPU.", "Render workers request 3 CPUs.",
                 id="two-cpu-shares"),
    pytest.param("Never mount the scratch volume outside the render cluster.",
                 "Mount the scratch volume outside the render cluster when debugging.",
                 id="the-rest-said-yes-to"),
    pytest.param("Don't page the on-call during weekends.",
                 "Page the on-call during weekends for SEV1.", id="during-said-yes-to"),
    pytest.param("Encrypt the 4K renditions with cbcs.", "Encrypt the 4K renditions with cenc.",
                 id="one-subject-two-tools"),
    pytest.param("The SDK exposes its API to Rust through cxx.",
                 "The SDK exposes its API to Rust through autocxx.", id="one-consumer-two-bridges"),
    pytest.param("Crash reports are on in the nightly channel.",
                 "Crash reports are off in the nightly channel.", id="one-channel"),
    pytest.param("The report is generated nightly.", "The report is generated weekly.",
                 id="nightly-as-often"),
]


@pytest.mark.parametrize(("a", "b"), SAME_AMOUNT)
def test_a_cpu_share_in_millicores_is_one_amount(a: str, b: str) -> None:
    assert verdict(a, b) == "duplicate"
    assert verdict(b, a) == "duplicate"


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_a_rule_from_its_other_side_or_two_subjects_are_no_conflict(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_the_same_shapes_about_one_thing_are_still_flagged(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"
