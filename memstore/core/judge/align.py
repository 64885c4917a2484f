"""Two word sequences lined up in order, the same whichever is lined up against which.

The judge lines two claims up word by word in three places: to find the names one claim puts
for the other's (memstore.core.judge.lookalikes), the word each puts in the slot a choice
fills (memstore.core.judge.compare), and the word of its own each subject puts in one place
(memstore.core.judge.subjects). `difflib.SequenceMatcher` is not symmetric: when the words two
claims share come in another order ("The Vue frontend is built by Vite" / "Vite builds the
Vue front ends"), it keeps the longest match that comes first in the sequence it was given
first, and so lines the two up one way or the other depending on which was given first. A
verdict read from that alignment would depend on argument order (docs/consolidation.md, "The
judge is symmetric").

`readings` gives both readings (a against b, and b against a with the sides turned back), for
a rule that must find what it looks for in both; `opcodes` keeps only the words matched
whichever sequence comes first: words that line up in one reading and not in the other cross,
and are left unaligned. Where the shared words come in the same order both readings agree and
nothing changes.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from functools import lru_cache

Opcode = tuple[str, int, int, int, int]


def readings(a: tuple[str, ...], b: tuple[str, ...]
             ) -> tuple[tuple[Opcode, ...], tuple[Opcode, ...]]:
    """The opcodes of a lined up against b, and of b lined up against a with the sides turned
    back (both `SequenceMatcher`'s, each in a's terms); `readings(b, a)` is the same pair
    turned and swapped."""
    return _one_way(a, b), _turned(_one_way(b, a))


@lru_cache(maxsize=1 << 17)
def _one_way(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    return tuple(SequenceMatcher(None, a, b, autojunk=False).get_opcodes())


def _turned(ops: tuple[Opcode, ...]) -> tuple[Opcode, ...]:
    return tuple((_TURNED[tag], j1, j2, i1, i2) for tag, i1, i2, j1, j2 in ops)


def opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    """The opcodes (as `SequenceMatcher.get_opcodes`) of a against b, from the matches both
    orders find; `opcodes(b, a)` is the same with the sides turned."""
    return _opcodes(a, b) if a <= b else _turned(_opcodes(b, a))


_TURNED = {"equal": "equal", "replace": "replace", "delete": "insert", "insert": "delete"}


@lru_cache(maxsize=1 << 17)  # (the claims of a pair meet again in each round)
def _opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    forward = SequenceMatcher(None, a, b, autojunk=False)
    if a == b or len(forward.get_matching_blocks()) <= 1:
        return tuple(forward.get_opcodes())  # all equal, or nothing in common
    backward = SequenceMatcher(None, b, a, autojunk=False).get_matching_blocks()
    theirs = {(i + k, j + k) for j, i, n in backward for k in range(n)}
    both = sorted((i + k, j + k) for i, j, n in forward.get_matching_blocks()
                  for k in range(n) if (i + k, j + k) in theirs)
    out: list[Opcode] = []
    i = j = 0
    for x, y in [*both, (len(a), len(b))]:
        if i < x and j < y:
            out.append(("replace", i, x, j, y))
        elif i < x:
            out.append(("delete", i, x, j, y))
        elif j < y:
            out.append(("insert", i, x, j, y))
        if x < len(a):
            if out and out[-1][0] == "equal" and out[-1][2] == x and out[-1][4] == y:
                out[-1] = ("equal", out[-1][1], x + 1, out[-1][3], y + 1)
            else:
                out.append(("equal", x, x + 1, y, y + 1))
        i, j = x + 1, y + 1
    return tuple(out)
