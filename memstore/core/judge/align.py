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

Both orders are lined up with `difflib_opcodes`, which is `difflib.SequenceMatcher(None, a, b,
autojunk=False).get_opcodes()`, exactly. The judge lines up hundreds of thousands of short
sequences on a large store (the look-alike rule, the slot a choice fills, two subjects side by
side), and building a SequenceMatcher for each was a tenth of a consolidation run. With no junk
function and autojunk off, the matcher is its longest-match search and the recursion around it,
nothing more: those are written out here as difflib writes them (the same search order, so the same
ties), without the objects, and the answer is kept for the pair (tests/unit/test_judge_align.py
checks it against difflib).

That search is cubic in the worst case: two claims of a thousand words drawn from two, repeated
in two rhythms ("x y x x y ..." / "x y x x x y ..."), took 4 seconds a pair, and a hostile pair
of entries of a hundred such facts held a consolidation for a day. So one alignment looks at
no more than `limits.MAX_ALIGN_STEPS` places (no claim of the corpora needs a hundredth of
them): past that, the blocks found so far are the answer, and the rest of the two sequences
counts as words that differ.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from memstore.core.judge.limits import MAX_ALIGN_STEPS

Opcode = tuple[str, int, int, int, int]


def difflib_opcodes(a: Sequence[str], b: Sequence[str]) -> tuple[Opcode, ...]:
    """How to turn `a` into `b`: difflib's opcodes, exactly (see the module docstring)."""
    return _difflib(tuple(a), tuple(b))


@lru_cache(maxsize=1 << 17)
def _difflib(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    at = {item: j for j, item in enumerate(b)}
    if len(at) == len(b) and len(set(a)) == len(a):
        if len(a) == len(b) and all(item == b[i] or item not in at for i, item in enumerate(a)):
            return _in_place(a, b)
        return _from_blocks(_unique_blocks(a, at, len(b)), len(a), len(b))
    b2j: dict[str, list[int]] = {}
    for j, item in enumerate(b):
        b2j.setdefault(item, []).append(j)
    return _from_blocks(_blocks(a, b, b2j), len(a), len(b))


def _in_place(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    """Two sequences of one length, no item repeated, where every item of a is at its own place
    in b or not in b at all (two templated claims that differ in a few words): the runs of equal
    places are the matching blocks, with a replacement between each two."""
    out: list[Opcode] = []
    start = 0  # of the current run of equal places
    n = len(a)
    for k in [*(k for k in range(n) if a[k] != b[k]), n]:
        if k > start:
            out.append(("equal", start, k, start, k))
        if k < n:
            if out and out[-1][0] == "replace" and out[-1][2] == k:
                out[-1] = ("replace", out[-1][1], k + 1, out[-1][3], k + 1)
            else:
                out.append(("replace", k, k + 1, k, k + 1))
        start = k + 1
    return tuple(out)


Block = tuple[int, int, int]  # (where in a, where in b, how long)


def _matching(size_a: int, size_b: int, longest: Callable[[int, int, int, int], Block],
              spent: list[int]) -> list[Block]:
    """difflib's matching blocks, unsorted: the longest match in the whole, then in the part
    before it and the part after it, and so on (`longest` finds one in a range, adding the
    places it looked at to `spent[0]`). Once `MAX_ALIGN_STEPS` places were looked at, the
    blocks found so far are the answer (see the module docstring)."""
    found = []
    queue = [(0, size_a, 0, size_b)]
    while queue and spent[0] <= MAX_ALIGN_STEPS:
        alo, ahi, blo, bhi = queue.pop()
        besti, bestj, bestsize = longest(alo, ahi, blo, bhi)
        if bestsize:
            found.append((besti, bestj, bestsize))
            if alo < besti and blo < bestj:
                queue.append((alo, besti, blo, bestj))
            if besti + bestsize < ahi and bestj + bestsize < bhi:
                queue.append((besti + bestsize, ahi, bestj + bestsize, bhi))
    return found


def _unique_blocks(a: tuple[str, ...], at: dict[str, int], size_b: int) -> list[Block]:
    """difflib's matching blocks when no item repeats on either side: then each item of a
    meets at most one place of b, and the longest run in a range is the longest stretch of
    items whose places in b follow each other (the first of the longest, as difflib takes it)."""
    where = [at.get(item, -1) for item in a]
    spent = [0]

    def longest(alo: int, ahi: int, blo: int, bhi: int) -> Block:
        spent[0] += ahi - alo
        besti, bestj, bestsize = alo, blo, 0
        run = 0
        previous = -2
        for i in range(alo, ahi):
            j = where[i]
            if blo <= j < bhi:
                run = run + 1 if j == previous + 1 and run else 1
                previous = j
                if run > bestsize:
                    besti, bestj, bestsize = i - run + 1, j - run + 1, run
            else:
                run = 0
                previous = -2
        return besti, bestj, bestsize

    return _matching(len(a), size_b, longest, spent)


def _blocks(a: tuple[str, ...], b: tuple[str, ...], b2j: dict[str, list[int]]) -> list[Block]:
    """difflib's matching blocks, unsorted: its longest-match search and the recursion."""
    nothing: list[int] = []
    spent = [0]

    def longest(alo: int, ahi: int, blo: int, bhi: int) -> Block:
        # difflib's find_longest_match: the longest run, the earliest in a, then in b.
        besti, bestj, bestsize = alo, blo, 0
        j2len: dict[int, int] = {}
        for i in range(alo, ahi):
            if spent[0] > MAX_ALIGN_STEPS:
                break
            j2lenget = j2len.get
            newj2len: dict[int, int] = {}
            places = b2j.get(a[i], nothing)
            spent[0] += len(places) + 1
            for j in places:
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = newj2len[j] = j2lenget(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            j2len = newj2len
        # (difflib then extends the run over equal neighbours; kept as it is written there)
        while besti > alo and bestj > blo and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi
               and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        return besti, bestj, bestsize

    return _matching(len(a), len(b), longest, spent)


def _from_blocks(found: list[Block], size_a: int, size_b: int
                 ) -> tuple[Opcode, ...]:
    """difflib's opcodes from its matching blocks (adjacent blocks joined first)."""
    found.sort()
    blocks = []
    i1 = j1 = k1 = 0
    for i2, j2, k2 in found:
        if i1 + k1 == i2 and j1 + k1 == j2:
            k1 += k2
        else:
            if k1:
                blocks.append((i1, j1, k1))
            i1, j1, k1 = i2, j2, k2
    if k1:
        blocks.append((i1, j1, k1))
    blocks.append((size_a, size_b, 0))
    out: list[Opcode] = []
    i = j = 0
    for ai, bj, size in blocks:
        tag = ("replace" if i < ai and j < bj else "delete" if i < ai
               else "insert" if j < bj else "")
        if tag:
            out.append((tag, i, ai, j, bj))
        i, j = ai + size, bj + size
        if size:
            out.append(("equal", ai, i, bj, j))
    return tuple(out)


def readings(a: tuple[str, ...], b: tuple[str, ...]
             ) -> tuple[tuple[Opcode, ...], tuple[Opcode, ...]]:
    """The opcodes of a lined up against b, and of b lined up against a with the sides turned
    back (both `SequenceMatcher`'s, each in a's terms); `readings(b, a)` is the same pair
    turned and swapped."""
    return _one_way(a, b), backward_reading(a, b)


def backward_reading(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    """The second of `readings(a, b)` alone (b lined up against a, turned back into a's
    terms), for a caller that needs it only when the first finds something."""
    return _turned(_one_way(b, a))


def forward_reading(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    """The first of `readings(a, b)` alone: a lined up against b."""
    return _one_way(a, b)


def _one_way(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    return _difflib(a, b)


def _turned(ops: tuple[Opcode, ...]) -> tuple[Opcode, ...]:
    return tuple((_TURNED[tag], j1, j2, i1, i2) for tag, i1, i2, j1, j2 in ops)


def opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    """The opcodes (as `SequenceMatcher.get_opcodes`) of a against b, from the matches both
    orders find; `opcodes(b, a)` is the same with the sides turned."""
    return _opcodes(a, b) if a <= b else _turned(_opcodes(b, a))


_TURNED = {"equal": "equal", "replace": "replace", "delete": "insert", "insert": "delete"}


@lru_cache(maxsize=1 << 17)  # (the claims of a pair meet again in each round)
def _opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
    forward = _difflib(a, b)
    if a == b or not any(op[0] == "equal" for op in forward):
        return forward  # all equal, or nothing in common
    backward = _difflib(b, a)
    theirs = {(i1 + k, j1 + k) for tag, j1, j2, i1, _ in backward if tag == "equal"
              for k in range(j2 - j1)}
    both = sorted((i1 + k, j1 + k) for tag, i1, i2, j1, _ in forward if tag == "equal"
                  for k in range(i2 - i1) if (i1 + k, j1 + k) in theirs)
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
