"""Two sentences joined by a comma are no contradiction of either (session 58, a user trial).

"Never commit .env files; secrets live in the vault." against the same rule with a comma,
"Never commit .env files, secrets live in the vault.", was a negation conflict: the comma
left one clause, negative, and the other entry's "secrets live in the vault" met it as a yes
against a no, so an agent restating the security rule sent it to review. A negative claim
whose no stands before a comma and whose part after it says all the other does is read as
saying its no of what it adds, as one joined by "and" was. A no said of the same act still
conflicts. Sentences of our own, and four dev verdicts (three conflicts that are
restatements, one left apart)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never commit .env files; secrets live in the vault.",
                 "Never commit .env files, secrets live in the vault.", id="semicolon"),
    pytest.param("Never commit .env files, secrets live in the vault.",
                 "Never commit .env files. Secrets live in the vault.", id="full-stop"),
])
def test_a_comma_for_a_semicolon_is_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never run migrations by hand, the deploy pipeline runs them.",
                 "Run migrations by hand.", id="the-act"),
    pytest.param("Never deploy on Fridays, hotfixes included.",
                 "Hotfixes can be deployed on Fridays.", id="the-exception"),
])
def test_a_no_to_the_same_act_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
