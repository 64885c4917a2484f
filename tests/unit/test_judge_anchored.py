"""A restatement the judge left uncertain because one rare word of the entry that says less is
not said in the other (docs/consolidation.md, "One value, the rest worded otherwise";
memstore.core.judge.doubts.one_value): when every other restatement test holds and the closest
claims are anchored on one value of what a rare word both say names ("Terraform is pinned at
1.7.5" / "We use Terraform 1.7.5 in every workspace": "pinned" is how the setting is said;
"lags the primary by 2 hours" / "recovery_min_apply_delay = 120min"), the two merge. Each pair
below was written for this test (not taken from the corpus) and was left "maybe the same"
before the reading. The look-alikes, contradictions and changed defaults of the same shapes
stay unmerged."""

from __future__ import annotations

import pytest
from judging import both_ways

from memstore.core.judge import judge


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Terraform is pinned at 1.7.5.", "We use Terraform 1.7.5 in every workspace.",
                 id="pinned-terraform"),
    pytest.param("Node is pinned at 20.11.1.", "We run Node 20.11.1 on every build agent.",
                 id="pinned-node"),
    pytest.param("HDF5 is pinned at 1.14.3 on the cluster.",
                 "On the cluster we build against HDF5 1.14.3.", id="hdf5"),
])
def test_one_version_of_one_tool_worded_otherwise_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The delayed standby lags the primary by 2 hours on purpose.",
                 "Our delayed standby is configured with recovery_min_apply_delay = 120min.",
                 id="delay"),
    pytest.param("The ingest worker fleet runs 6 pods in prod.",
                 "In production we keep six replicas of the ingest worker.", id="replicas"),
])
def test_one_value_of_one_thing_worded_otherwise_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    # another thing in the subject's place
    ("New agents are onboarded by the support team.",
     "New brokerages are onboarded by the sales team."),
    ("The ingest worker fleet runs 6 pods in prod.",
     "In production we keep six replicas of the export worker."),
    ("The ingest worker fleet runs 6 pods in prod.",
     "In staging we keep six replicas of the ingest worker."),
    ("The delayed standby lags the primary by 2 hours on purpose.",
     "The reporting replica lags the primary by 2 hours at peak."),
    # one value shared by two things, no rare word in common beside it
    ("Retain invoices for 10 years.", "Signed contracts are kept in the DMS for 10 years."),
    # a length of time of one name, said of two of its settings (a timeout, a frequency)
    ("Sidekiq job timeout: 30s", "We retry Sidekiq jobs every 30s on the worker dynos."),
    ("Nextflow task timeout: 2h", "We run Nextflow pipelines every 2h on the cluster."),
    ("Terraform lock timeout: 5m", "We run Terraform plans every 5m from the CI runners."),
    # another value of the same kind beside the one both say
    ("Node is pinned at 20.11.1.",
     "We run Node 20.11.1 on the build agents only, the servers are on 18.19."),
    # a default said to be new on one side only
    ("Remote builds are the default now, use --local to opt out.",
     "Remote builds are off by default; pass --remote to use them."),
])
def test_another_thing_or_a_change_stays_unmerged(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Node is pinned at 20.11.1.", "Node is not pinned; CI takes the latest 20.x."),
    ("The ingest worker fleet runs 6 pods in prod.",
     "In production we keep eight replicas of the ingest worker."),
])
def test_a_no_or_another_value_is_never_merged(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


# Two list items of a notes file that share only a general word ("tests", "error handling"):
# not one thing named on both sides (doubts._names_one_thing). Written for this test in the
# shape of the real files that showed it (tests/natural/real: a checklist item against a
# commit-prefix list, a yes/no label against a scored category).
_PREFIXES = ("Branch names: kind/slug",
             ["**Branch names**: kind/slug", "`feat/` for new features", "`fix/` for bug fixes",
              "`test/` for tests", "`docs/` for documentation"])
_SCORED = ("Security (15/100) - Input checks and error handling",
           ["6. **Security** (15/100) - Input checks and error handling"])


@pytest.mark.parametrize(("small", "big"), [
    pytest.param("Add tests for new years", _PREFIXES, id="tests"),
    pytest.param("**Error Handling:** Yes", _SCORED, id="error-handling-label"),
    pytest.param("Error handling: yes, always", _SCORED, id="error-handling"),
])
def test_two_items_sharing_a_general_word_are_not_merged(
        small: str, big: tuple[str, list[str]]) -> None:
    assert judge(small, [small], *big).kind != "duplicate"
    assert judge(big[0], big[1], small, [small]).kind != "duplicate"
