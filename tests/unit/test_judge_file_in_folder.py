"""A file named beside the one folder it is read from is that file in that folder (session 51).

"slurm.conf is /etc/slurm/slurm.conf on every node" / "Every node reads its slurm.conf from
/opt/slurm/etc" merged: the bare "slurm.conf" of the second was taken for the first's path
(a path that ends in it), so the two places were never compared."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_file_read_from_another_folder_conflicts() -> None:
    assert symmetric_kind("nginx.conf is /etc/nginx/nginx.conf on every host.",
                          "Every host reads its nginx.conf from /opt/nginx/conf.") == "conflict"


def test_guard_a_bare_file_name_alone_still_meets_its_path() -> None:
    assert symmetric_kind("nginx.conf is /etc/nginx/nginx.conf on every host.",
                          "Every host keeps its nginx.conf under version control.") != "conflict"
