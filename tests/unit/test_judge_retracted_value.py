"""A no to a file or a port, said of the subject the other note gives it to, is a no to that
note, however much the other note adds about where it holds (session 59, from the team trial:
"Deploys go through the deploy.yml workflow in GitHub Actions" / "Deploys no longer go through
deploy.yml; use the release.yml workflow instead" was only uncertain, so both rules stayed
live, the outdated one loaded at session start)."""

from __future__ import annotations

import pytest

from tests.judging import both_ways


@pytest.mark.parametrize(("yes", "no"), [
    ("Deploys go through the deploy.yml workflow in GitHub Actions.",
     "Deploys no longer go through deploy.yml; use the release.yml workflow instead."),
    ("Deploys go through deploy.yml on the self-hosted runners.",
     "Deploys don't go through deploy.yml."),
])
def test_a_no_to_the_value_the_other_note_gives_its_subject_conflicts(yes: str, no: str) -> None:
    assert both_ways(yes, no) == {"conflict"}


def test_a_bare_no_to_a_name_is_still_no_no_to_what_is_said_of_it() -> None:
    # "not npm" names only what it says no to: the other note says something of npm, and
    # does not choose it (session 29)
    assert "conflict" not in both_ways("npm breaks the workspace links.", "Use pnpm, not npm.")


def test_a_value_put_for_the_one_said_no_to_is_a_correction() -> None:
    # The reviewer trial (session 59): "... listens on port 5433 not 5432" against "... is on
    # port 5432" was only uncertain, the new value read as a second thing the no spoke of.
    assert both_ways("Staging Postgres is on port 5432.",
                     "Staging Postgres listens on port 5433 not 5432.") == {"conflict"}
    assert both_ways("The API listens on 8080.", "The API listens on 9090 not 8080.") == {
        "conflict"}
