"""Defaults and settings that a probe of fresh sentence pairs found the judge missing (session
22; docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing"). Sentences
of our own:

- two claims of what one default is set to, one word apart and nothing else naming anything,
  read as look-alikes unless one said "now" ("New users get the viewer role by default" /
  "The default role for new users is editor"; compare `_one_default_swapped`);
- two words of one closed set put in a setting's place, too common for the judge to read as
  names ("The default theme is light" / "... dark", "Log level in prod is info" / "...
  debug"), left maybe the same (compare `_set_to_one_of_a_set`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("New users get the viewer role by default.",
                 "The default role for new users is editor.", id="default-role"),
    pytest.param("The default theme is light.", "The default theme is dark.", id="theme"),
    pytest.param("The app uses the dark theme.", "The app uses the light theme.",
                 id="theme-used"),
    pytest.param("Log level in prod is info.", "Log level in prod is debug.", id="log-level"),
])
def test_one_setting_two_values_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Guests get the viewer role by default.",
                 "Admins get the owner role by default.", id="two-kinds-of-user"),
    pytest.param("New tenants get English IVR prompts by default.",
                 "Tenants in Quebec get French prompts by default.", id="where-it-holds"),
    pytest.param("The light theme uses Inter.", "The dark theme uses Inter.",
                 id="set-word-names-the-subject"),
    pytest.param("Small instances run the API.", "Large instances run the API.",
                 id="set-word-qualifies"),
])
def test_two_things_each_with_its_value_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
