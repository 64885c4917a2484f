"""Two words before one noun, each naming a folder of the other's path, found by a probe of
fresh sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing
(session 23)"). Sentences of our own: "The Helm chart" and "The API chart" read as two kinds
of chart, each in its own folder, while each word names a folder of the other's path: one
chart, the API's Helm chart, in two places (`compare._modifier_apart`)."""

from __future__ import annotations

from judging import symmetric_kind


def test_one_thing_named_by_the_other_paths_folders_conflicts() -> None:
    assert symmetric_kind("The Helm chart lives in charts/api.",
                          "The API chart is in deploy/helm/api.") == "conflict"


def test_two_kinds_each_in_its_own_folder_stay_apart() -> None:
    assert symmetric_kind("The billing batch writes to exports/billing/.",
                          "The claims batch writes to exports/claims/.") != "conflict"
