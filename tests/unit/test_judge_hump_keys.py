"""A key written in humps and given a number is the key snake case writes (session 51).

Slurm, Java and JavaScript configs name settings in humps ("SlurmctldPort=6807",
"MaxSubmitJobs=500", "maxPoolSize=20"). Such a line alone read as a heading, so "slurmctld
listens on port 6817" against "SlurmctldPort=6807" was never flagged. It now reads as
"slurmctld_port=6807" does: the port, and the key's words."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_hump_key_restates_its_sentence() -> None:
    assert symmetric_kind("slurmctld listens on port 6817",
                          "SlurmctldPort=6817") == "duplicate"
    assert symmetric_kind("The normal QOS lets a user submit at most 500 jobs.",
                          "MaxSubmitJobs=500 on the normal QOS") == "duplicate"


def test_a_hump_key_given_another_number_conflicts() -> None:
    assert symmetric_kind("slurmctld listens on port 6817",
                          "SlurmctldPort=6807 on hal-ctl01") == "conflict"
    assert symmetric_kind("The normal QOS lets a user submit at most 500 jobs.",
                          "MaxSubmitJobs=200 on the normal QOS") == "conflict"


def test_guard_a_bare_number_is_no_amount_of_another_unit() -> None:
    # 4096 of what? The key does not say; "4 GB" is not flagged against it.
    assert symmetric_kind("Jobs get 4 GB of memory per CPU by default.",
                          "DefMemPerCPU=4096") != "conflict"


def test_guard_a_hump_key_given_a_word_stays_a_setting() -> None:
    assert symmetric_kind("Cookies are set with SameSite=Strict.",
                          "Our cookies use SameSite=Lax.") == "conflict"
