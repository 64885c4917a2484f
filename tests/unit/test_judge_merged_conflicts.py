"""Contradictions the judge merged into one entry (issue 15: "contradictions merged 0").

- Both sides about the things that lack one thing ("with no X", "without X"), one keeping
  them out and the other letting them in: both read as negative, by the "no" of what they
  lack, and "block" / "allowed" was not read as the two ends (`compare._without_apart`).
- A thing moved off one place and into another, against a claim that keeps it in the first
  place ("moved X off A and into B" / "X is stored in A"; `compare._moved_away`).

Every case of the conflict tests failed on the code before (none was flagged); the look-alikes
and restatements beside them give the same verdict before and after. The last three classes
(a "no X needed" clause, can edit / read-only, a mode by its key) are listed where their tests are.
"""

from __future__ import annotations

import pytest

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


@pytest.mark.parametrize(("a", "b"), [
    ("Reject uploads with no checksum header.",
     "Uploads without a checksum header are accepted; the scanner checks them later."),
    ("Block login attempts without a captcha token.",
     "Login attempts with no captcha token are allowed."),
])
def test_keep_out_and_let_in_of_what_lacks_a_thing_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    # the same end, said two ways
    ("Reject uploads with no checksum header.",
     "Uploads without a checksum header are refused at the gateway.", "duplicate"),
    ("Block login attempts without a captcha token.",
     "Login attempts with no captcha token are blocked at the edge.", "duplicate"),
    # no word that lets them in
    ("Block login attempts without a captcha token.",
     "Login attempts without a captcha token get a second challenge.", "duplicate"),
    # where each holds
    ("Webhook calls without a signature are dropped.",
     "Allow webhook calls with no signature from the internal network.", "distinct"),
])
def test_one_end_said_twice_or_a_scope_stays(a: str, b: str, kind: str) -> None:
    assert _kind(a, b) == kind
    assert _kind(b, a) == kind


@pytest.mark.parametrize(("a", "b"), [
    ("Search indexes are kept in Solr.",
     "We moved search indexes off Solr and into OpenSearch."),
    ("Session tokens are stored in Memcached.",
     "We moved session tokens off Memcached and into Redis last sprint."),
])
def test_moved_off_what_the_other_keeps_it_in_conflicts(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    # the new place: the move told from its end
    ("Search indexes are kept in OpenSearch.",
     "We moved search indexes off Solr and into OpenSearch.", "duplicate"),
    # another thing kept in the old place
    ("Audit events are kept in Solr.",
     "We moved search indexes off Solr and into OpenSearch.", "distinct"),
    # the move told twice
    ("Search indexes were moved from Solr to OpenSearch.",
     "We migrated the search indexes off Solr and onto OpenSearch.", "maybe_conflict"),
])
def test_the_new_place_or_another_thing_stays(a: str, b: str, kind: str) -> None:
    assert _kind(a, b) == kind
    assert _kind(b, a) == kind


# - A clause that says only "no X needed", its subject left out, is read with the clause
#   before it ("... can be rotated from the admin page, no redeploy needed";
#   `claims._with_elided_no`).

@pytest.mark.parametrize(("a", "b"), [
    ("Rotating the signing key needs a redeploy of the gateway.",
     "The signing key can be rotated from the admin page, no redeploy needed."),
    ("Adding a column to the orders table requires a migration.",
     "Columns can be added to the orders table through the schema UI; no migration required."),
])
def test_needed_against_no_x_needed_after_its_subject_conflicts(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    # the no said twice
    ("Rotating the signing key needs no redeploy of the gateway.",
     "The signing key can be rotated from the admin page, no redeploy needed."),
    # only the first part said: the no is in what the other adds
    ("Rotating the signing key is done from the admin page.",
     "The signing key can be rotated from the admin page, no redeploy needed."),
])
def test_no_x_needed_restated_or_added_stays_a_duplicate(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"
    assert _kind(b, a) == "duplicate"


# - "can edit" against "read-only", of one thing for one role (`readonly.edit_against_read_only`).

@pytest.mark.parametrize(("a", "b"), [
    ("Agents can modify a ticket once it is closed.", "Closed tickets are read-only for agents."),
    ("Reviewers can change a grade after it is published.",
     "Published grades are read-only for reviewers."),
])
def test_can_edit_against_read_only_conflicts(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    # another time: before it is closed
    ("Agents can modify a ticket before it is closed.",
     "Closed tickets are read-only for agents.", "duplicate"),
    # another role
    ("Admins can modify a ticket once it is closed.",
     "Closed tickets are read-only for agents.", "maybe_same"),
    # another kind of ticket
    ("Agents can modify open tickets.", "Closed tickets are read-only for agents.", "maybe_same"),
])
def test_another_time_role_or_thing_stays(a: str, b: str, kind: str) -> None:
    assert _kind(a, b) == kind
    assert _kind(b, a) == kind


# - A mode set by its key against another mode said in words, of one thing
#   (`compare._modes_apart`).

@pytest.mark.parametrize(("a", "b"), [
    ("`cache_mode` is write-through for the session store.",
     "The session store cache runs in write-back mode."),
    ("queue_mode is fifo for the billing queue.",
     "The billing queue runs in standard mode."),
])
def test_a_mode_by_its_key_against_another_in_words_conflicts(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert _kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    # the same mode in words
    ("pool_mode is transaction for the API pool.",
     "The API pool runs pgbouncer in transaction mode.", "duplicate"),
    # another pool
    ("pool_mode is transaction for the API pool.",
     "The batch pool runs pgbouncer in session mode.", "distinct"),
    # for what the other mode holds
    ("pool_mode is transaction for the API pool.",
     "The API pool runs pgbouncer in session mode for admin connections.", "duplicate"),
])
def test_the_same_mode_another_thing_or_a_scope_stays(a: str, b: str, kind: str) -> None:
    assert _kind(a, b) == kind
    assert _kind(b, a) == kind
