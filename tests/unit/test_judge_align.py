"""The judge lines up claims' words each way with `memstore.core.judge.align.difflib_opcodes`
instead of difflib's SequenceMatcher: its answer must be difflib's, opcode for opcode, for any two
sequences (the symmetric alignment the look-alike rule, the slot rule and the subjects read is
built from these, so one different tie would change a verdict)."""

from __future__ import annotations

from difflib import SequenceMatcher

from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.judge.align import difflib_opcodes as opcodes


def difflibs(a: list[str], b: list[str]) -> list[tuple[str, int, int, int, int]]:
    return SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


@st.composite
def word_sequences(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    # Three shapes: any two lists from few words (repeats and moved words are common), two
    # templated claims of one length differing in a few places, and two lists of distinct
    # words with some added, dropped or moved (the shapes claims' sequences take).
    words = st.sampled_from(["port", "number=8080", "servic", "listen", "a", "b", "c", "d"])
    shape = draw(st.integers(0, 2))
    if shape == 0:
        return draw(st.lists(words, max_size=10)), draw(st.lists(words, max_size=10))
    if shape == 1:
        a = draw(st.lists(words, max_size=9))
        b = list(a)
        for k in draw(st.lists(st.integers(0, max(len(a) - 1, 0)), max_size=4)):
            if b:
                b[k] = draw(st.sampled_from(["x", "y", "z", "port", "a"]))
        return a, b
    pool = [f"w{n}" for n in range(14)]
    a = draw(st.lists(st.sampled_from(pool), unique=True, max_size=9))
    b = draw(st.permutations(a)) if draw(st.booleans()) else list(a)
    b = [w for w in b if draw(st.booleans()) or len(b) < 3]
    b += draw(st.lists(st.sampled_from(pool), unique=True, max_size=3))
    return a, list(dict.fromkeys(b))


@settings(max_examples=1500, deadline=None)
@given(word_sequences())
def test_the_opcodes_are_difflibs(pair: tuple[list[str], list[str]]) -> None:
    a, b = pair
    assert list(opcodes(a, b)) == difflibs(a, b)
    assert list(opcodes(b, a)) == difflibs(b, a)


def test_ties_go_where_difflib_puts_them() -> None:
    # Two runs of one length: difflib takes the first in a (then in b); a word met twice
    # on one side is lined up with the same occurrence.
    for a, b in [("ab-ab", "ab"), ("ab", "abxab"), ("abcab", "cabab"), ("aaa", "aa"),
                 ("xaybz", "zbyax"), ("", "ab"), ("ab", ""), ("abc", "abc")]:
        assert list(opcodes(list(a), list(b))) == difflibs(list(a), list(b))
