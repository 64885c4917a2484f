"""A default told with the option that gives another value ("The CLI's output format defaults
to a table; pass --json for JSON") against a note that says the other value is the default
("By default the CLI prints JSON"), found by a probe of defaults (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own. The
other value, said in the option's clause, was found in the entry, so the two merged: a
contradiction in one entry. An option clause that opens with pass / set / use / add and says
what it is for now keeps the value it gives as an exception, as "only if the rider asks"
did. The guard holds on the session's start code too: a note that says the same default does
not conflict."""

from __future__ import annotations

from judging import symmetric_kind

_TOLD = "The CLI's output format defaults to a table; pass --json for JSON."


def test_the_other_value_as_the_default_conflicts() -> None:
    assert symmetric_kind("By default the CLI prints JSON.", _TOLD) == "conflict"


def test_the_same_default_does_not_conflict() -> None:
    assert symmetric_kind("The CLI prints a table by default.", _TOLD) != "conflict"
