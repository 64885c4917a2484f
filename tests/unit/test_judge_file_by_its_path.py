"""A claim that names a file ("sys.config") and the path it is at ("config/sys.config") names
one file, where the path says which (memstore.core.judge.compare, session 46): the bare name
was a value of its own, which the other claim's path to another file of that name also ended
in, so the two paths never differed and a conflict merged."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_two_paths_to_a_file_of_one_name_conflict() -> None:
    assert symmetric_kind("The broker's rabbitmq.conf is at `etc/rabbitmq.conf`.",
                          "The broker reads its rabbitmq.conf from `deploy/prod/rabbitmq.conf`."
                          ) == "conflict"


def test_one_path_said_twice_is_one_fact() -> None:
    assert symmetric_kind("The broker's rabbitmq.conf is at `etc/rabbitmq.conf`.",
                          "The broker reads its rabbitmq.conf from `etc/rabbitmq.conf`."
                          ) == "duplicate"
