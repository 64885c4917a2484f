"""One word put for another in the same place, the rest of two claims lined up word for word
(see memstore.core.judge): an opposite of the other's word (the same act said and unsaid, a
conflict), or another trigger of the same act (two facts, both hold).

A word may have several opposites (memstore/data/lexicon.yaml: "remove" is the opposite of
"keep" and of "add"). A claim reads a negative word through its first pair only ("remove" as
"not keep"), so against "add" it would put "keep" for "add" in that place, which reads like a
look-alike. `opposite_put` asks the table for every partner: "Add pytest-randomly to the test
group" / "Remove pytest-randomly from the test group" put one opposite for the other and say
the rest word for word, so they cannot both hold. Where the words differ in more than that one
place ("Use uv add to add a dependency" / "Use uv remove to drop a dependency": two commands,
each with its own job) the claims speak of two things, and the look-alike reading stands.

`another_trigger` reads the part of a claim after "after", "before", "once", "when" or
"whenever": the occasion of what the claim says to do. Two claims that say the same act, each
on an occasion whose words the other never says ("Run uv sync after pulling" / "Run uv sync
after editing pyproject.toml"), state two facts: neither says the other, and both hold.
"""

from __future__ import annotations

from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import Claim
from memstore.core.judge.lexicon import _stem, form, lexicon, opposite_forms, word_tables_cache


@word_tables_cache
@lru_cache(maxsize=1)
def _read_as() -> dict[str, frozenset[str]]:
    """Each positive word (as a claim's terms hold it) that a negative word is read as, with
    every opposite of those negative words: "store" (what "remove" is read as, "not keep")
    with keep's form and "add"."""
    lex = lexicon()
    partners = opposite_forms()
    found: dict[str, set[str]] = {}
    for negative, positive in lex.opposites.items():
        read = lex.synonyms.get(positive, positive)
        term = _stem(read[0]) if len(read) == 1 else "_".join(read)
        found.setdefault(term, set()).update(partners.get(form(negative), ()))
    return {k: frozenset(v) for k, v in found.items()}


def opposite_put(a: Claim, b: Claim) -> str:
    """The two words, when claims a and b line up word for word but for one term on each side,
    and one of the two is read as an opposite ("remove": not keep) of which the other is a
    partner ("add"): the same act said and unsaid. "" otherwise."""
    if a.negative == b.negative or a.order or b.order:
        return ""
    lined = opcodes(a.seq, b.seq)
    places = [op for op in lined if op[0] != "equal"]
    if len(places) != 1 or sum(op[2] - op[1] for op in lined if op[0] == "equal") < 2:
        return ""
    tag, i1, i2, j1, j2 = places[0]
    if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1:
        return ""
    x, y = a.seq[i1], b.seq[j1]
    read_as = _read_as()
    if x in a.opposed and y not in b.negated and y in read_as.get(x, ()):
        return f"not {x} / {y}"
    if y in b.opposed and x not in a.negated and x in read_as.get(y, ()):
        return f"{x} / not {y}"
    return ""
