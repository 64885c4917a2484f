"""The bundled sample store (memstore/samples/demo) and scripts/demo that consolidates it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "memstore" / "samples" / "demo"
NOW = "2026-11-20T12:00:00Z"


def test_the_sample_shows_every_kind_of_decision(run, tmp_path: Path) -> None:
    store = tmp_path / "sample"
    shutil.copytree(SAMPLE, store)
    result = run("--store", str(store), "consolidate", "--json", now=NOW)
    assert result.exit_code == 0, result.stderr
    plan = json.loads(result.stdout)
    assert plan["counts"] == {"expire": 1, "flag": 2, "merge": 3, "promote": 2, "supersede": 4}
    by_action: dict[str, set[str]] = {}
    for item in plan["items"]:
        by_action.setdefault(item["action"], set()).add(item["id"])
    # The contradiction (port 8080 / 9090) is flagged, never merged.
    assert by_action["flag"] == {"api-dev-server-port-2c41", "api-dev-server-port-9090-4be7"}
    # The look-alike (seeds vs migrations), the protected decision and the fresh observation stay.
    touched = set().union(*by_action.values())
    assert not touched & {"seeds-live-in-db-seeds-77a0", "chose-postgres-over-mysql-d9e8",
                          "login-test-flaky-on-ci-5a5a", "never-commit-env-files-91d0",
                          "migrations-live-in-db-migrations-5e12"}
    assert by_action["expire"] == {"staging-deploy-took-12-minutes-3f10"}


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_scripts_demo_consolidates_and_shows_the_diff() -> None:
    done = subprocess.run([str(REPO / "scripts" / "demo")], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "(dry run: nothing was changed)" in out
    assert "{working => archive}/release-changelog-c2d4.md" in out
    assert "+- Write the changelog entry before tagging." in out
    # What git diff -M shows for the promoted, rewritten entry is said, and review pairs it.
    assert "working/restart-dev-server-after-env-8a1c.md   |  14 --" in out
    assert "shows as a delete in working/ plus an add in long_term/" in out
    assert "restart-dev-server-after-env-8a1c: Restart the dev server after editing .env" in out
    assert "every entry that moved is a rename" not in out
    assert out.rstrip().endswith("Nothing to do.")
