"""A code in capitals is no word whose first letter spells another code (session 43;
docs/consolidation.md, "Tools for one job (session 43)"): "We run containers on ECS" /
"Containers run on our EKS cluster" **merged**. The first letters of "EKS cluster" spell
"ec", the term of "ECS", so ECS was read as said in the other entry; a code breaks a row of
words the way a name or a value does now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_ecs_is_not_the_initials_of_eks_cluster() -> None:
    assert symmetric_kind("Batch jobs run on ECS.",
                          "Batch jobs run on our EKS cluster.") != "duplicate"


def test_guard_words_spelled_out_still_match_their_code() -> None:
    assert symmetric_kind("Single sign-on uses Okta.", "SSO is through Okta.") == "duplicate"
