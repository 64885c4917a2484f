"""A word that names the file the other's path ends in ("Our OpenAPI spec is api/openapi.yaml"
/ "The API spec file is docs/openapi.json"), found by a probe of path conflicts (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own. The
two opening words ("OpenAPI" / "API") were read as two kinds of spec, each its own subject,
unless each named a folder of the other's path; a word naming the other's file counts now
too, so one spec in two places conflicts. The guards hold on the session's start code too:
two kinds, neither named by the other's path, stay apart."""

from __future__ import annotations

from judging import symmetric_kind


def test_one_file_in_two_places_conflicts() -> None:
    assert symmetric_kind("Our OpenAPI spec is api/openapi.yaml.",
                          "The API spec file is docs/openapi.json.") == "conflict"


def test_two_kinds_of_one_thing_stay_apart() -> None:
    assert symmetric_kind("The billing batch writes to out/billing.csv.",
                          "The claims batch writes to out/claims.csv.") != "conflict"
