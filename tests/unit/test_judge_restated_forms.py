"""Restatements in other forms that the judge called distinct (docs/consolidation.md, "The
fourteenth round, helper `recall`"): a setting written as an assignment against the same
setting said in words (an environment variable given a number, a package pinned with "==", a
switch that turns a requirement on, a switch turned off until something happens), the
shorthand "w/" and "w/o", and a verb against the noun English makes from it with a changed
stem ("explain" / "explanation") or in -y ("recover" / "recovery"), which the stemmer leaves
apart. Each pair is written for this test (not taken from the corpus) and was called
distinct, uncertain or a conflict before; the contradictions and look-alikes of the same
shapes stay apart."""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("EXPORT_BATCH_SIZE=200", "The export batch size is 200.", id="variable-alone"),
    pytest.param("Thumbnailer: `THUMBNAIL_QUALITY=0.8` in the worker config.",
                 "The thumbnailer's thumbnail quality is set to 0.8 in the worker config.",
                 id="variable-after-label"),
    pytest.param("billing-api: `stripe==9.6.0`", "The billing API runs stripe 9.6.0.",
                 id="pinned"),
    pytest.param("`REQUIRE_SSO=1` for contractor accounts.",
                 "SSO is required for contractor accounts.", id="require-switch"),
])
def test_a_setting_as_an_assignment_merges_with_the_same_said_in_words(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("EXPORT_BATCH_SIZE=200", "The export batch size is 400.", id="variable-alone"),
    pytest.param("billing-api: `stripe==9.6.0`", "The billing API is on stripe 10.1.0 now.",
                 id="pinned"),
    pytest.param("`REQUIRE_SSO=1` for contractor accounts.",
                 "SSO is not required for contractor accounts.", id="require-switch"),
])
def test_another_value_of_the_same_setting_conflicts(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("billing-api: `stripe==9.6.0`", "The refunds service runs stripe 9.6.0.",
                 id="pinned-elsewhere"),
    pytest.param("`REQUIRE_SSO=1` for contractor accounts.",
                 "SSO is required for auditor accounts.", id="require-switch-elsewhere"),
])
def test_the_same_setting_of_another_thing_stays_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


def test_a_variable_set_to_a_number_is_no_heading() -> None:
    """Alone on a line, `KEY=500` states a value of a named thing; it used to read as a bare
    value (a heading), compared with nothing, so its contradiction went unflagged too."""
    assert both_ways("UPLOAD_CHUNK_SIZE=500", "The upload chunk size is 250.") == {"conflict"}


def test_zero_and_one_stay_switches_and_counts() -> None:
    """`=0` and `=1` are not read as numbers of the key: on a switch they turn it off or on,
    as before ("CGO_ENABLED=0" against "CGO is on" stays a conflict)."""
    assert both_ways("CGO_ENABLED=0 for every release build.",
                     "CGO is on for every release build.") == {"conflict"}


def test_a_switch_turned_off_until_something_happens_is_off() -> None:
    """`=false` says no as "is switched off" does, and "until" then says how long, not a
    condition (as "can't merge until it is approved" is): the two restate each other, and "is
    switched on" contradicts them."""
    off = "`SEND_PAYSLIPS=false` until the payroll migration is signed off."
    assert both_ways(off, "Sending payslips is switched off until the payroll migration is "
                     "signed off.") == {"duplicate"}
    assert both_ways(off, "Sending payslips is switched on; the payroll migration was signed "
                     "off.") != {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Invoices w/o a purchase order number are held for review.",
                 "Invoices without a purchase order number are held for review.", id="w/o"),
    pytest.param("run the seed script w/ --small on a laptop",
                 "On a laptop, run the seed script with --small.", id="w/"),
])
def test_with_and_without_written_short_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def test_without_written_short_keeps_its_conflict() -> None:
    assert both_ways("Invoices w/o a purchase order number are rejected.",
                     "Invoices without a purchase order number are accepted.") == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The explanation of each skipped test goes in its docstring.",
                 "Explain each skipped test in its docstring.", id="explain"),
    pytest.param("The platform team maintains the shared Terraform modules.",
                 "Maintenance of the shared Terraform modules is the platform team's job.",
                 id="maintain"),
    pytest.param("Tenants are registered by the provisioning job.",
                 "Registration of tenants is done by the provisioning job.", id="register"),
    pytest.param("Default recovery target: the last snapshot",
                 "By default we recover to the last snapshot.", id="recover"),
])
def test_a_verb_and_its_noun_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Every skipped migration needs an explanation in the PR description.",
                 "Every skipped test needs an explanation in the PR description.",
                 id="explain-other-thing"),
    pytest.param("The platform team maintains the shared Terraform modules.",
                 "Maintenance of the shared Helm charts is the platform team's job.",
                 id="maintain-other-thing"),
])
def test_a_verb_and_its_noun_of_another_thing_stay_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("work_mem: 64 on the reporting replica.", "work_mem=64 on the reporting replica.",
                 "duplicate", id="same"),
    pytest.param("work_mem: 64 on the reporting replica.",
                 "work_mem=128 on the reporting replica.", "conflict", id="other-value"),
])
def test_a_config_key_in_lower_case_reads_as_one_in_capitals(a: str, b: str, kind: str) -> None:
    """A setting of a config file written `key=64` says what `key: 64` and `key = 64` say
    (session 47: lower-case snake-case keys were one glued value, so the two forms of one
    line were only "maybe the same"); one-word keys (`acks=1`, `seed=42`) stay as they were."""
    assert both_ways(a, b) == {kind}
