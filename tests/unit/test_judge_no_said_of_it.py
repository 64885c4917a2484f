"""A no said again of "it" in the other entry (session 43; docs/consolidation.md, "An agent's
notes (session 43)"): "Generated files in src/gen/ must not be edited" / "src/gen/ is
generated; never edit it by hand" was a **conflict**, and so was "Don't run `npm audit fix
--force`; it breaks the lockfile" / "`npm audit fix --force` breaks package-lock.json, so never
run it". The no met the clause before the pronoun, which names the thing but says no yes to
what the no denies; the clause right after it says the same no, of "it".

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_the_no_said_again_of_it_is_no_conflict() -> None:
    assert symmetric_kind("Vendored code in third_party/ must not be changed.",
                          "third_party/ is vendored; don't change it.") == "duplicate"


def test_guard_a_yes_said_of_it_still_conflicts() -> None:
    assert symmetric_kind("Don't run the seed script in staging.",
                          "The seed script resets staging; run it after each deploy.") == (
        "conflict")


def test_guard_a_plain_yes_still_conflicts() -> None:
    assert symmetric_kind("Never run `terraform destroy` locally.",
                          "Run `terraform destroy` locally to clean up your sandbox.") == (
        "conflict")
