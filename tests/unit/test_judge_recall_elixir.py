"""Restatements the judge missed on a fresh dev file (tests/natural/dev_elixir.jsonl, an
Elixir / Phoenix team's notes), each pinned by a pair of its own: a result clause opened by
"so" that holds its own "not" or modal, and an Elixir atom or Ruby symbol against the word it
names. Each failed on the code the round started from (a false conflict, or "maybe")."""

from __future__ import annotations

import pytest

from memstore.core.judge import claims, judge


def verdict(a: str, b: str) -> str:
    return judge(a, [a], b, [b]).kind


@pytest.mark.parametrize(("a", "b"), [
    ("The release job pins the Rust toolchain in rust-toolchain.toml so CI doesn't drift from "
     "local builds.", "The Rust toolchain is pinned in rust-toolchain.toml."),
    ("We cache the compiled assets in priv/static so Docker never rebuilds them on deploy.",
     "Compiled assets are cached in priv/static."),
])
def test_a_result_clause_with_its_own_no_is_not_said_against_the_rule(a: str, b: str) -> None:
    # "so CI doesn't drift" says no to drifting, not to pinning: the two restate one rule.
    assert verdict(a, b) == "duplicate"
    assert verdict(b, a) == "duplicate"


def test_so_with_a_name_and_a_modal_opens_a_clause_of_its_own() -> None:
    said = [c.text for c in claims("Typespecs are required for public functions so Dialyzer "
                                   "can check them.")]
    assert said == ["Typespecs are required for public functions", "Dialyzer can check them"]


def test_a_rule_and_its_opposite_with_a_result_clause_still_conflict() -> None:
    assert verdict("Pin the Rust toolchain in rust-toolchain.toml.",
                   "Don't pin the Rust toolchain in rust-toolchain.toml, so CI tracks stable."
                   ) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("Session data is serialized as :erlang_term.",
     "We serialize session data as erlang_term."),
    ("Every event is tagged with :request_id.", "All events are tagged with request_id."),
])
def test_an_atom_names_the_word_it_spells(a: str, b: str) -> None:
    # `:request_id` (an Elixir atom, a Ruby symbol) is the name request_id: not another name.
    assert verdict(a, b) == "duplicate"


def test_a_namespace_separator_is_no_atom() -> None:
    # "Api::V1::BaseController" is a Ruby constant path, not the atoms :V1 and :BaseController
    # (read as atoms, "v1" would be said with a yes here and with a no in "deprecated").
    assert verdict("The v1 API is deprecated.",
                   "The v1 API is served by Api::V1::BaseController.") != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("Mypy runs in strict mode in CI.", "CI runs `mypy --strict`."),
    ("Rubocop runs in parallel mode in CI.", "CI runs `rubocop --parallel`."),
    ("Stale bundles: clear the cache with `pnpm start --reset-cache`.",
     "metro stale? reset cache: pnpm start --reset-cache"),
])
def test_a_long_flag_is_said_in_its_words(a: str, b: str) -> None:
    # "--strict" says "strict": the same setting, not another word put in place of "strict".
    assert verdict(a, b) == "duplicate"


def test_two_flags_of_one_command_stay_apart() -> None:
    assert verdict("Run the suite with --verbose.", "Run the suite with --quiet.") not in (
        "duplicate", "maybe_same")


@pytest.mark.parametrize(("a", "b"), [
    ("Staging SMS all go to the Twilio test console.", "The Twilio test console catches every "
     "SMS sent from staging, nothing reaches real phones."),
    ("Logs are shipped with Vector.", "Logs: Vector only, nothing else ships them."),
])
def test_a_clause_opened_by_nothing_is_a_clause_of_its_own(a: str, b: str) -> None:
    # ", nothing reaches real phones" says no to another thing than the rule says yes to (as
    # ", no ..." and ", never ..." already did): a restatement, not a negation conflict.
    assert verdict(a, b) == "duplicate"
