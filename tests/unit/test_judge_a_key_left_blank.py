"""A setting's key left blank is the key given any value (session 58).

"Add RESTART= to the job card" (a key to fill in) against "`RESTART=STEP030`" (the key
filled) was a "setting" conflict, as was a command written with a `<placeholder>` for the
value ("ENV=<env>", read as the key alone) against the same command with a sample value: the
blank was read as one more value of the key. A key left blank now meets any value of it; two
values of one key still conflict. Sentences of our own, and dev-mf-0120 (a JCL fence against
a sentence), whose false flag went."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Set `LOG_LEVEL=<level>` in .env to change how much the API logs.",
                 "Set `LOG_LEVEL=debug` in .env to change how much the API logs.",
                 id="placeholder"),
    pytest.param("To rerun from a failed step, add RESTART= to the JOB card and resubmit.",
                 "To rerun from a failed step, resubmit with `RESTART=STEP030` on the JOB card.",
                 id="key-alone"),
])
def test_a_blank_key_against_a_value_of_it_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_two_values_of_one_key_still_conflict() -> None:
    assert symmetric_kind("Set `LOG_LEVEL=info` in .env for the API.",
                          "Set `LOG_LEVEL=debug` in .env for the API.") == "conflict"
