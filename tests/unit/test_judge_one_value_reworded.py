"""Two claims that give the same one value of a kind that names one thing (a path, a URL, a
version) and open with the same word are one statement, however rare the words each puts for
the other's after that opening (memstore.core.judge.restate, session 46): "The QNX targets are
built with QNX SDP 7.1" / "QNX toolchain = SDP 7.1" was a look-alike of "target build" and
"toolchain". Not where what each puts in is a name, a tool, or one word of the opposites."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_one_value_said_in_other_words_is_one_statement() -> None:
    assert symmetric_kind("The Yocto images are built with Poky 4.0.",
                          "Yocto toolchain = Poky 4.0") == "duplicate"


def test_two_things_at_one_value_stay_apart() -> None:
    # What each puts in first names what the value is of: two tools, two things.
    assert symmetric_kind("Configure black in `pyproject.toml`.",
                          "Configure isort in `pyproject.toml`.") == "distinct"
    assert symmetric_kind("Crash dumps of gateway-svc go to /var/crash.",
                          "Crash dumps of billing-svc go to /var/crash.") == "distinct"
    # (two plain words for two things, beside one path, are left for a person to decide)
    assert symmetric_kind("Crash dumps of the gateway go to /var/crash.",
                          "Crash dumps of the billing service go to /var/crash."
                          ) != "duplicate"


def test_a_folder_with_its_last_slash_is_the_folder() -> None:
    # (and "All the" before the subject is no subject of its own)
    assert symmetric_kind("Ansible lives in `ops/ansible/`.",
                          "All the Ansible code is under ops/ansible.") == "duplicate"
    assert symmetric_kind("Terraform lives in `infra/terraform/`.",
                          "All the Pulumi code is under infra/terraform.") == "distinct"
