"""Two claims' words lined up in order: `opcodes(a, b)` is
`difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()`, exactly.

The judge lines up hundreds of thousands of short sequences on a large store (the look-alike
rule, the slot a choice fills, two subjects side by side), and building a SequenceMatcher for
each was a tenth of a consolidation run. With no junk function and autojunk off, the matcher is
its longest-match search and the recursion around it, nothing more: those are written out here
as difflib writes them (the same search order, so the same ties), without the objects, and the
answer is kept for the pair (tests/unit/test_judge_align.py checks it against difflib).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

Opcode = tuple[str, int, int, int, int]


def opcodes(a: Sequence[str], b: Sequence[str]) -> tuple[Opcode, ...]:
    """How to turn `a` into `b`: difflib's opcodes (see the module docstring)."""
    return _opcodes(tuple(a), tuple(b))


@lru_cache(maxsize=1 << 17)
def _opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Opcode, ...]:
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


def _unique_blocks(a: tuple[str, ...], at: dict[str, int], size_b: int
                   ) -> list[tuple[int, int, int]]:
    """difflib's matching blocks when no item repeats on either side: then each item of a
    meets at most one place of b, and the longest run in a range is the longest stretch of
    items whose places in b follow each other (the first of the longest, as difflib takes it)."""
    where = [at.get(item, -1) for item in a]
    found = []
    queue = [(0, len(a), 0, size_b)]
    while queue:
        alo, ahi, blo, bhi = queue.pop()
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
        if bestsize:
            found.append((besti, bestj, bestsize))
            if alo < besti and blo < bestj:
                queue.append((alo, besti, blo, bestj))
            if besti + bestsize < ahi and bestj + bestsize < bhi:
                queue.append((besti + bestsize, ahi, bestj + bestsize, bhi))
    return found


def _blocks(a: tuple[str, ...], b: tuple[str, ...], b2j: dict[str, list[int]]
            ) -> list[tuple[int, int, int]]:
    """difflib's matching blocks, unsorted: its longest-match search and the recursion."""
    nothing: list[int] = []
    found = []
    queue = [(0, len(a), 0, len(b))]
    while queue:
        alo, ahi, blo, bhi = queue.pop()
        # difflib's find_longest_match: the longest run, the earliest in a, then in b.
        besti, bestj, bestsize = alo, blo, 0
        j2len: dict[int, int] = {}
        for i in range(alo, ahi):
            j2lenget = j2len.get
            newj2len: dict[int, int] = {}
            for j in b2j.get(a[i], nothing):
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
        if bestsize:
            found.append((besti, bestj, bestsize))
            if alo < besti and blo < bestj:
                queue.append((alo, besti, blo, bestj))
            if besti + bestsize < ahi and bestj + bestsize < bhi:
                queue.append((besti + bestsize, ahi, bestj + bestsize, bhi))
    return found


def _from_blocks(found: list[tuple[int, int, int]], size_a: int, size_b: int
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
