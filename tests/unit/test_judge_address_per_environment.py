"""Two addresses alike but for the environment they name (session 42; docs/consolidation.md,
"An address per environment (session 42)"): "Terraform state is stored in
s3://acme-tfstate/prod" / "... s3://acme-tfstate/staging" was **flagged** as one state in
two places. Paths were read so already ("infra/envs/prod" / "infra/envs/staging"); an address
now is too, when neither claim names an environment besides.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Pulumi state lives in s3://infra-state/prod.",
                 "Pulumi state lives in s3://infra-state/staging.", id="s3"),
    pytest.param("The API reference is at https://staging.example.dev/reference.",
                 "The API reference is at https://prod.example.dev/reference.", id="host"),
])
def test_an_address_per_environment_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The staging API is at https://staging.example.dev.",
                 "The staging API is at https://dev.example.dev.", id="named"),
    pytest.param("Pulumi state lives in s3://infra-state/prod.",
                 "Pulumi state lives in s3://state-infra/prod.", id="bucket"),
])
def test_guard_one_thing_in_two_places_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
