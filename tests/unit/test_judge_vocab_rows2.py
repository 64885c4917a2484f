"""More rows of a word said with another word (memstore/data/lexicon.yaml, "Added in session
15, second round"; docs/consolidation.md, "A word said with another word"), by class: general
words of one meaning ("handoff" / "handover", "roughly" / "approximately"), an engineering
term written two ways ("type check" / "typechecked") and product short names ("Free
RTOS", "VS2022", "R3000").
Each pair is written for this test (not taken from the corpus) and was kept apart or left
uncertain on main. Beside them, look-alikes of the same words that stay apart."""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("On-call handoff is at 09:00 on Tuesdays.",
                 "The on-call handover happens Tuesdays at 09:00.", id="handoff"),
    pytest.param("Cold starts take roughly 3 seconds.", "A cold start is approximately 3 s.",
                 id="roughly"),
])
def test_a_general_word_said_with_another_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The sensor board runs FreeRTOS 10.5 with static allocation.",
                 "The sensor board runs Free RTOS 10.5 with static allocation.", id="freertos"),
    pytest.param("Windows builds of the launcher use VS2022.",
                 "Windows builds of the launcher use Visual Studio 2022.", id="vs2022"),
    pytest.param("The small-cap screen starts from the R3000 members.",
                 "The small-cap screen starts from the Russell 3000 members.", id="r3000"),
])
def test_a_product_short_name_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    # the same new words, said of two different things or with two values
    ("The shift handover happens at 08:00.", "The shift handover happens at 20:00."),
    ("Windows builds of the launcher use VS2022.",
     "Windows builds of the launcher use VS Code."),
    ("The sensor board runs FreeRTOS 10.5.", "The sensor board runs Zephyr 3.6."),
    ("Cold starts take roughly 3 seconds.", "Cold starts take exactly 3 seconds."),
])
def test_a_look_alike_of_the_new_words_stays_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)
