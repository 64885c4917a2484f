"""Branch cleanup in a real git repository: merged, deleted and current branches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import tree
from gitrepo import Repo

from memstore.app.transaction import apply_plan
from memstore.core.fileformat import parse
from memstore.jobs.retention import plan_branch_cleanup
from memstore.runtime import clock
from memstore.storage import gitinfo
from memstore.storage.store import Store


def branch_entry(write_entry, entry_id: str, branch: str | None, layer: str = "long_term",
                 scope: str = "branch", **extra) -> None:
    meta = {"scope": scope, "status": "active" if layer == "long_term" else "candidate",
            "created": "2026-01-02T00:00:00Z", "last_confirmed": "2026-01-02T00:00:00Z",
            "confirmations": 3, "kind": "fact", **extra}
    if branch:
        meta["branch"] = branch
    words = " ".join(part for part in entry_id.split("-") if not part.isdigit())
    write_entry(layer, entry_id, f"- Remember {words} while on the branch.\n",
                title=entry_id, **meta)


@pytest.fixture
def repo(tmp_path: Path, root: Path, write_entry) -> Repo:
    repo = Repo(tmp_path)
    repo.commit("2026-01-01T00:00:00Z", "start", {"README": "hi\n"})
    for name, at in (("feature-merged", "2026-01-05"), ("feature-deleted", "2026-01-06"),
                     ("gone-unmerged", "2026-01-07"), ("wip-other", "2026-01-08"),
                     ("wip-current", "2026-01-09")):
        repo.git("checkout", "-q", "-b", name, "main")
        repo.commit(f"{at}T00:00:00Z", f"work on {name}", {f"{name}.txt": name})
    repo.git("checkout", "-q", "main")
    repo.merge("feature-merged", "2026-02-01T00:00:00Z")
    repo.merge("feature-deleted", "2026-02-10T00:00:00Z")
    repo.git("branch", "-q", "-D", "feature-deleted", "gone-unmerged")
    repo.git("checkout", "-q", "wip-current")
    branch_entry(write_entry, "merged-note-0001", "feature-merged")
    branch_entry(write_entry, "merged-wip-0002", "feature-merged", layer="working")
    branch_entry(write_entry, "deleted-note-0003", "feature-deleted")
    branch_entry(write_entry, "gone-note-0004", "gone-unmerged",
                 last_confirmed="2026-02-05T00:00:00Z")
    branch_entry(write_entry, "other-note-0005", "wip-other")
    branch_entry(write_entry, "current-note-0006", "wip-current")
    branch_entry(write_entry, "promoted-0007", "feature-merged", scope="project")
    branch_entry(write_entry, "project-0008", None, scope="project")
    branch_entry(write_entry, "main-note-0009", "main")
    branch_entry(write_entry, "merged-rule-0010", "feature-merged", kind="constraint")
    return repo


def cleanup(store: Store, now: str) -> list[str]:
    clock.set_now(now)
    plan = plan_branch_cleanup(store, store.load())
    apply_plan(store, plan)
    return sorted(item["id"] for item in plan.items)


def meta(path: Path) -> dict:
    return parse(path.read_text()).meta


def test_git_inspection_answers_as_of_a_moment(repo: Repo, root: Path) -> None:
    top = gitinfo.repo_root(root)
    assert top == repo.folder
    assert gitinfo.current_branch(top) == "wip-current"
    assert gitinfo.branches(top) == {"main", "feature-merged", "wip-other", "wip-current"}
    merged = gitinfo.merged_at(top, "feature-merged", "main",
                               clock.parse_time("2026-06-01T00:00:00Z"))
    assert merged == clock.parse_time("2026-02-01T00:00:00Z")
    assert gitinfo.merged_at(top, "feature-merged", "main",
                             clock.parse_time("2026-01-31T00:00:00Z")) is None
    assert gitinfo.merged_at(top, "wip-other", "main",
                             clock.parse_time("2026-06-01T00:00:00Z")) is None
    by_message = gitinfo.merge_time_by_message(top, "feature-deleted", "main",
                                               clock.parse_time("2026-06-01T00:00:00Z"))
    assert by_message == clock.parse_time("2026-02-10T00:00:00Z")


def test_merged_deleted_and_current_branches(repo: Repo, store: Store, root: Path) -> None:
    assert cleanup(store, "2026-03-02T00:00:00Z") == []  # merged 29 days ago
    assert cleanup(store, "2026-03-04T00:00:00Z") == ["merged-note-0001", "merged-wip-0002"]
    m = meta(root / "archive/merged-note-0001.md")
    assert m["archived_at"] == "2026-03-03T00:00:00Z" and m["archived_from"] == "long_term"
    assert m["archived_reason"].startswith("branch feature-merged was merged into main on "
                                           "2026-02-01")
    assert meta(root / "archive/merged-wip-0002.md")["archived_from"] == "working"
    # Deleted without a merge: 30 days after the entry was last confirmed (2026-02-05).
    assert cleanup(store, "2026-03-07T00:00:00Z") == []
    assert cleanup(store, "2026-03-08T00:00:00Z") == ["gone-note-0004"]
    # Deleted after a merge commit that names it: 30 days after that merge (2026-02-10).
    assert cleanup(store, "2026-03-13T00:00:00Z") == ["deleted-note-0003"]
    assert meta(root / "archive/deleted-note-0003.md")["archived_at"] == "2026-03-12T00:00:00Z"
    # Never: the current branch, an unmerged branch, project scope (promoted or not), main,
    # protected kinds.
    assert cleanup(store, "2028-01-01T00:00:00Z") == []
    left = sorted(p.stem for p in (root / "long_term").glob("*.md"))
    assert left == ["current-note-0006", "main-note-0009", "merged-rule-0010",
                    "other-note-0005", "project-0008", "promoted-0007"]


def test_branch_cleanup_through_retention_run_and_its_dry_run(repo: Repo, run,
                                                              root: Path) -> None:
    before = tree(root)
    dry = run("retention", "run", "--json", now="2026-03-04T00:00:00Z")
    assert dry.exit_code == 0, dry.stderr
    assert {i["id"] for i in json.loads(dry.stdout)["items"]} == {"merged-note-0001",
                                                                 "merged-wip-0002"}
    assert tree(root) == before
    applied = run("retention", "run", "--apply", now="2026-03-04T00:00:00Z")
    assert applied.exit_code == 0
    assert (root / "archive/merged-note-0001.md").exists()


def test_a_restored_entry_of_a_merged_branch_gets_a_new_window(repo: Repo, run,
                                                                 root: Path) -> None:
    run("retention", "run", "--apply", now="2026-03-04T00:00:00Z")
    assert (root / "archive/merged-note-0001.md").exists()
    assert run("restore", "merged-note", now="2026-05-01T00:00:00Z").exit_code == 0
    # The branch was merged three months ago; a person brought the entry back, so the next
    # runs leave it alone until the window has passed again, counted from the restore.
    kept = run("retention", "run", "--apply", now="2026-05-31T00:00:00Z")
    assert kept.exit_code == 0, kept.stderr
    assert (root / "long_term/merged-note-0001.md").exists()
    run("retention", "run", "--apply", now="2026-06-01T00:00:01Z")
    assert meta(root / "archive/merged-note-0001.md")["archived_at"] == "2026-05-31T00:00:00Z"


def test_without_git_branch_cleanup_is_skipped_with_a_warning(run, write_entry, root) -> None:
    if gitinfo.repo_root(root) is not None:
        pytest.skip("the temporary folder is inside a git repository")
    branch_entry(write_entry, "lonely-0001", "feature-x")
    result = run("retention", "run", "--apply", now="2026-03-04T00:00:00Z")
    assert result.exit_code == 0
    assert "not in a git repository: branch cleanup skipped" in result.stderr
    assert (root / "long_term/lonely-0001.md").exists()
