"""A thing held for a while against the same thing going on as usual then (session 40;
docs/consolidation.md, "Held, or going on as usual (session 40)"): "Deploys are frozen during
the quarter close" / "Deploys carry on as usual during the quarter close".

The two differed only in "frozen" against "carry on as usual", words the judge had no pair
for, so they were a look-alike; "Commanding is frozen during LEOP" / "Commanding carries on
as usual during LEOP, with ..." merged. Paused, halted, suspended and on hold now read as
frozen, and going on (continuing, carrying on, proceeding, running) as usual or as normal
reads as not frozen, both only before the time they hold for. An order to keep going ("Keep
deploying to prod as usual") is not read so.

Sentences of our own and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Deploys are frozen during the quarter close.",
                 "Deploys carry on as usual during the quarter close.", id="dev-prb-0214"),
    pytest.param("Store rollouts are paused during the holiday freeze.",
                 "Store rollouts continue as normal during the holiday freeze.",
                 id="dev-pos-0042"),
    pytest.param("Commanding is frozen during LEOP.",
                 "Commanding carries on as usual during LEOP, with the extra flight dynamics "
                 "shift.", id="dev-gs-0051-merged"),
    pytest.param("Payouts are suspended on bank holidays.",
                 "Payouts run as normal on bank holidays.", id="suspended"),
    pytest.param("Feature work is on hold during the code freeze.",
                 "Feature work carries on normally during the code freeze.", id="on-hold"),
])
def test_held_against_going_on_as_usual_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Merges to main are on hold during the release freeze.",
                 "Merges to main are halted during the release freeze.", id="two-holds"),
    pytest.param("Nightly backups run as usual during the migration.",
                 "Nightly backups continue as normal during the migration.", id="two-usuals"),
])
def test_one_state_said_in_two_words_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_two_things_held_and_going_on_stay_apart() -> None:
    assert symmetric_kind("Staging deploys carry on as usual during the freeze.",
                          "Prod deploys are frozen during the freeze.") not in (
        "duplicate", "conflict")


def test_guard_an_order_to_keep_going_is_not_read_as_a_state() -> None:
    assert not any("frozen" in c.text for c in claims("Keep deploying to prod as usual."))
    assert symmetric_kind("Keep deploying to prod as usual.", "Don't deploy to prod.") == (
        "conflict")


def test_guard_as_usual_with_no_time_it_holds_for_is_left_as_written() -> None:
    assert not any("frozen" in c.text for c in claims("The importer runs as usual."))
