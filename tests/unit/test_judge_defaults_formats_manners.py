"""Three readings of session 37 (docs/consolidation.md, "Session 37"), each a contradiction the
judge had read as a restatement or a look-alike. Sentences of our own; the guards hold on the
session's start code too.

- A default said value first with no thing named ("Grid view is the default") or a value of
  several words ("Standard shipping is the default delivery option"): read as "The default ...
  is X", so two such claims name two values of one default.
- "Plain text" as the format a program writes ("the CLI prints plain text") is a format, one of
  a closed set with JSON, CSV, HTML ..., not the opposite of "encrypted" (which made the claim
  a no, and "prints JSON" a look-alike of it).
- A no to an act against the act done in some way that is itself read as a no ("Card numbers
  are never logged" / "Card numbers are logged in plain text"): both read as negative, they
  had merged as one no said twice.
- A default told by the option that overrides it ("Sync runs in the foreground unless you pass
  --background") against that option said to be the default ("... in the background by
  default now"): the option was read as a word of the first claim, which then held the
  second whole.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tiles view is the default.", "Table view is the default now.",
                 id="no-thing-named-and-now"),
    pytest.param("Board view is the default.", "Calendar view is the default since the redesign.",
                 id="a-clause-after-the-default"),
    pytest.param("Ground shipping is the default carrier option.",
                 "Overnight air is the default carrier option since March.",
                 id="values-of-two-words"),
])
def test_two_values_of_one_default_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The default zone is eu-central-1.",
                 "The default zone for the Canadian tenant is ca-central-1.",
                 id="a-default-and-where-another-holds"),
    pytest.param("Ground shipping is the default carrier option for letters.",
                 "Overnight air is the default carrier option for medical parcels.",
                 id="two-things-each-its-default"),
    pytest.param("The default is board view for sprints.",
                 "The default is calendar view for releases.", id="each-value-where-it-holds"),
])
def test_guard_defaults_of_two_things_do_not_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The status command prints plain text.", "The status command prints YAML now.",
                 id="plain-text-against-yaml"),
    pytest.param("By default the audit tool outputs plain text.",
                 "The audit tool outputs JSON by default now; plain text needs --text.",
                 id="a-default-format-changed"),
    pytest.param("The audit endpoint returns CSV.", "The audit endpoint returns NDJSON now.",
                 id="csv-against-ndjson"),
])
def test_two_formats_of_one_output_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Session tokens are encrypted at rest.",
                 "Session tokens are kept as plain text on disk.", id="at-rest"),
    pytest.param("Session tokens are never kept in plain text.",
                 "Session tokens are kept in plain text.", id="a-no-and-its-yes"),
])
def test_guard_plain_text_of_a_secret_still_says_not_encrypted(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("IBANs are never logged.", "IBANs are logged in plain text for the ops team.",
                 id="in-plain-text"),
    pytest.param("Patient notes are never cached.",
                 "Patient notes are cached unencrypted on the tablets.", id="unencrypted"),
    pytest.param("Exports are never uploaded to the partner bucket.",
                 "Exports are uploaded to the partner bucket without encryption.",
                 id="without-encryption"),
    pytest.param("The ledger export is never sent in plain text.",
                 "The ledger export is sent in plain text to the auditors.",
                 id="never-that-way-against-done-that-way-with-a-clause"),
])
def test_a_no_to_an_act_contradicts_the_act_done_in_some_way(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never log IBANs.", "IBANs must not be logged.", id="one-no-twice"),
    pytest.param("No sleeping in signal handlers.", "Never call sleep from a signal handler.",
                 id="a-no-of-another-word"),
    pytest.param("Telemetry is disabled in kiosk builds.", "Kiosk builds: telemetry off.",
                 id="a-switch-off-twice"),
])
def test_guard_one_no_said_twice_still_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_a_no_to_another_thing_is_no_contradiction() -> None:
    assert symmetric_kind("We never store raw IBANs.",
                          "Tokens from the IBAN vault are stored without encryption in Redis.") \
        != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Uploads are queued unless you pass --immediate.",
                 "Uploads go out immediately by default now.", id="a-flag-made-the-default"),
    pytest.param("Statements are posted unless the customer asks for email.",
                 "Statements go out by email by default now.", id="asked-for-made-the-default"),
])
def test_the_option_of_one_default_made_the_default_contradicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The worker uses 6 threads unless you pass --threads.",
                 "The worker defaults to 6 threads.", id="the-flag-names-the-setting"),
    pytest.param("Invoices use EUR unless you pick a currency.",
                 "The default currency for invoices is EUR.", id="an-option-with-an-article"),
])
def test_guard_an_option_that_names_the_setting_is_one_default(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@settings(max_examples=60, deadline=None)
@given(value=st.lists(st.sampled_from(["grid", "compact", "Board", "dark", "rolling", "Express",
                                       "list", "metric", "ground", "tabs", "Beta", "cozy"]),
                      min_size=1, max_size=2).map(" ".join),
       verb=st.sampled_from(["is", "are"]),
       now=st.booleans())
def test_a_value_said_first_reads_as_the_default_said_first(value: str, verb: str,
                                                           now: bool) -> None:
    """The law: "V is the default [now]." reads as "The default is [now] V.", whatever V."""
    def read(text: str) -> list[tuple[tuple[str, ...], bool]]:
        return [(claim.terms, claim.negative) for claim in claims(text)]

    later = " now" if now else ""
    assert read(f"{value} {verb} the default{later}.") == read(
        f"The default {verb}{later} {value}.")


def test_a_store_adds_manners_of_its_own(tmp_path) -> None:
    """memstore.yaml's `judge: manners` extends the shipped table: a no of a word of the store's
    own ("without tokenization") says the act is done, against a no to the act."""
    from memstore.core.config import parse
    from memstore.core.judge import set_lexicon

    config = parse("judge:\n  manners: [tokenized, tokenization]\n", tmp_path / "memstore.yaml")
    assert config.judge.extra() == {"manners": ["tokenized", "tokenization"]}
    never = "Card numbers are never exported."
    done = "Card numbers are exported without tokenization."
    assert symmetric_kind(never, done) != "conflict"  # (not a manner of the shipped table)
    set_lexicon(config.judge.extra())
    try:
        assert symmetric_kind(never, done) == "conflict"
    finally:
        set_lexicon(None)


def test_an_option_named_after_what_the_default_is_of_is_one_default() -> None:
    """Session 49: "... unless you pass `--format`" against "Default export format: CSV" was a
    changed default; "default" one word before the option's word names the default of it."""
    optioned = "The exporter writes CSV unless you pass `--format`."
    assert symmetric_kind(optioned, "Default export format: CSV.") == "duplicate"
    assert symmetric_kind(optioned, "Default export format: JSON.") == "conflict"
