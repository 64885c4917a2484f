"""Golden cases: a whole store before consolidation, and the store a reviewer expects after.

Each folder under tests/cases/ holds

- `before/`: a store (memstore.yaml, entries, maybe logs);
- `runs` (optional): the --now of each run, one a line (default: 2026-11-20T12:00:00Z);
- `add-N/` (optional): files copied into the store just before run N (new observations);
- `after/` (one run) or `after-1/`, `after-2/`, ...: the whole store after each
  `consolidate --apply` (entries, INDEX.md, log/events.jsonl, reports/);
- `report.md`: what the dry run of the first run prints.

`INDEX.md` and `log/health.jsonl` (written after every applied job by the index and health
modules, in their own formats) are left out, so these cases pin consolidation's output only.

Every run also checks the promises: the dry run changes no byte, and a second `--apply` at the
same moment changes nothing. Regenerate the expected files with `UPDATE_GOLDEN=1 pytest
tests/cli/test_consolidate_golden.py`, then read every changed file in `git diff` before committing.
"""

from __future__ import annotations

import difflib
import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import tree

from memstore.cli import cli

CASES = Path(__file__).parents[1] / "cases"
NOW = "2026-11-20T12:00:00Z"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def case_names() -> list[str]:
    return sorted(p.parent.name for p in CASES.glob("*/before"))


def consolidate(store: Path, now: str, *args: str) -> str:
    result = CliRunner().invoke(cli, ["--store", str(store), "--now", now, "consolidate", *args],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return result.stdout


IGNORED = ("INDEX.md", "log/health.jsonl")


def store_tree(folder: Path) -> dict[str, bytes]:
    return {rel: data for rel, data in tree(folder).items() if rel not in IGNORED}


def check_tree(actual: Path, expected: Path) -> None:
    if UPDATE:
        shutil.rmtree(expected, ignore_errors=True)
        shutil.copytree(actual, expected, ignore=shutil.ignore_patterns(".cache"))
        for rel in IGNORED:
            (expected / rel).unlink(missing_ok=True)
        return
    got, want = store_tree(actual), store_tree(expected)
    assert sorted(got) == sorted(want), f"files differ from {expected.name}/"
    for rel in sorted(want):
        if got[rel] != want[rel]:
            diff = difflib.unified_diff(want[rel].decode().splitlines(),
                                        got[rel].decode().splitlines(),
                                        f"expected/{rel}", f"actual/{rel}", lineterm="")
            pytest.fail("\n".join(diff))


def check_text(actual: str, expected: Path) -> None:
    if UPDATE:
        expected.write_text(actual)
        return
    assert actual == expected.read_text()


@pytest.mark.parametrize("name", case_names())
def test_golden_case(name: str, tmp_path: Path) -> None:
    case = CASES / name
    runs_file = case / "runs"
    runs = runs_file.read_text().split() if runs_file.exists() else [NOW]
    store = tmp_path / "memory"
    shutil.copytree(case / "before", store)
    for number, now in enumerate(runs, 1):
        overlay = case / f"add-{number}"
        if overlay.exists():
            shutil.copytree(overlay, store, dirs_exist_ok=True)
        before = tree(store)
        printed = consolidate(store, now)
        assert tree(store) == before, "a dry run changed the store"
        if number == 1:
            check_text(printed, case / "report.md")
        consolidate(store, now, "--apply")
        after = tree(store)
        again = json.loads(consolidate(store, now, "--apply", "--json"))
        assert again["changes"] == [] and again["reports"] == []
        assert tree(store) == after, "a second run at the same moment changed the store"
        check_tree(store, case / ("after" if len(runs) == 1 else f"after-{number}"))


def test_every_case_has_its_expected_files() -> None:
    assert len(case_names()) >= 8
    for name in case_names():
        case = CASES / name
        assert (case / "report.md").exists(), name
        assert (case / "after").exists() or (case / "after-1").exists(), name
