"""A command's end of options, `--` before a flag, opens no clause (the editor trial, session 56).

"Seed it: cargo run --bin seed -- --kilns 3" was split at " -- " as at a spaced dash, and
its tail, "--kilns 3", became a claim of one word and one number: against "Two firing
requests that overlap on one kiln: the second gets HTTP 409 Conflict." that was a "number"
conflict, and two unrelated entries of a hand-kept store went to review. A spaced dash
followed by a flag is the `--` of a command line, read with the command.
"""

from __future__ import annotations

from memstore.core.judge import claims, judge


def test_the_end_of_options_stays_in_its_command() -> None:
    assert [c.text for c in claims("Seed it: cargo run --bin seed -- --kilns 3")] == [
        "Seed it: cargo run --bin seed -- --kilns 3"]


def test_a_seed_command_does_not_contradict_a_rule_about_kilns() -> None:
    verdict = judge("", ["Two firing requests that overlap on one kiln: the second gets HTTP "
                         "409 Conflict."], "", ["Seed it: cargo run --bin seed -- --kilns 3"])
    assert verdict.kind == "distinct"


def test_a_spaced_dash_before_a_word_still_opens_a_clause() -> None:
    assert len(claims("Run the migrations -- then restart the workers")) == 2
