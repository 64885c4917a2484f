""""out of" after a verb that ends a session ("signed out of the portal", "kicked out of the
kiosk") tells an act done, as "logged out after 15 minutes" does, not a no to the place
(memstore.core.judge.claims, session 46). Read as a no, "Users are signed out of the portal
after 15 minutes of inactivity" said no where "Portal idle timeout: 15 min" said yes, and the
two were a possible conflict. A thing kept out of a place is still a no."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_a_session_ended_is_no_no() -> None:
    assert symmetric_kind("Users are signed out of the portal after 15 minutes of inactivity.",
                          "Portal idle timeout: 15 min.") == "duplicate"
    assert symmetric_kind("Kiosk session idle timeout: 10 min.",
                          "Cashiers get kicked out of the kiosk once they've been idle for 20 "
                          "minutes.") != "distinct"


def test_a_thing_kept_out_is_still_a_no() -> None:
    assert symmetric_kind("Keep secrets out of the repo.",
                          "Secrets are committed to the repo.") == "conflict"
