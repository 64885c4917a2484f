"""A value dated by the change it came with, found by a probe of fresh sentence pairs (session
27; docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"Build artifacts are uploaded to gs://ci-artifacts/builds/" / "CI puts build artifacts in
gs://acme-ci/artifacts/ after the project move" were two look-alikes: the words of "after the
project move" were read as what the second claim is about, so each side seemed to name a thing
of its own. A change a value dates from ("after the lake migration", "following the repo
merge", "since the bucket split") now says the value is new, as "now" does, and its words are
not the subject (`subjects._SINCE_CHANGE`). The guards hold on the session's start code too:
two things, each with its own value, stay apart whichever of them is dated."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Build artifacts are uploaded to gs://ci-artifacts/builds/.",
                 "CI puts build artifacts in gs://acme-ci/artifacts/ after the project move.",
                 id="bucket-after-a-move"),
    pytest.param("Nightly exports land in `s3://acme-exports/nightly/` partitioned by day.",
                 "Nightly exports are written to `s3://acme-data/exports/`, after the lake "
                 "migration.", id="bucket-after-a-migration"),
    pytest.param("The metrics endpoint is exposed on port 9100.",
                 "Metrics are served on 9464 after the OpenTelemetry switch.",
                 id="port-after-a-switch"),
])
def test_a_value_dated_by_its_change_conflicts_with_the_old_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Web logs go to /var/log/web/ after the logging rework.",
                 "Worker logs go to /var/log/worker/.", id="two-kinds-of-log"),
    pytest.param("The billing service's database is on port 5433 after the split.",
                 "The auth service's database is on port 5434.", id="two-services"),
    pytest.param("Invoices are stored in s3://acme-billing/invoices/ following the bucket "
                 "merge.", "Receipts are stored in s3://acme-billing/receipts/.",
                 id="two-documents"),
    pytest.param("The EU cluster runs Kubernetes 1.29 after the upgrade.",
                 "The US cluster runs Kubernetes 1.27.", id="two-clusters"),
])
def test_two_things_stay_apart_whichever_is_dated(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
