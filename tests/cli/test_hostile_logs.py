"""The logs arrive through git like the entries (`log/*.jsonl merge=union`): a line nested a
hundred thousand deep, or just shallow enough to decode, is skipped or scanned as text by every
reader, never a RecursionError (red team, session 55: `lint` and `doctor` died on one)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import WriteEntry

Run = Callable[..., Result]

GH = "ghp_" + "k3J9x2QmZ7pL4wR8vT1nY6bC5dF0gH2sA9eU"
LOGS = ["log/events.jsonl", "log/recall.jsonl", "log/sessions.jsonl"]
COMMANDS = [("lint",), ("doctor",), ("doctor", "--apply"), ("recall", "port"), ("context",),
            ("session", "start"), ("session", "end"), ("consolidate",), ("prune",),
            ("retention", "report"), ("health",), ("restore", "--search", "port")]


@pytest.mark.parametrize("log", LOGS)
def test_a_line_nested_too_deep_to_decode_is_skipped_by_every_reader(
        run: Run, write_entry: WriteEntry, root: Path, log: str) -> None:
    write_entry("long_term", "web-port", "- The web port is 3000.", title="The web port",
                kind="fact", created="2026-09-01T00:00:00Z",
                last_confirmed="2026-11-01T00:00:00Z")
    with (root / log).open("a") as handle:
        handle.write("[" * 100_000 + "]" * 100_000 + "\n")
        handle.write('{"a": ' + "[" * 100_000 + "\n")  # and one that never closes
    for args in COMMANDS:
        result = run(*args)
        assert result.exit_code in (0, 1), (args, result.output)
        assert "Recursion" not in result.output, args
    assert run("lint").exit_code == 0  # not a secret; the readers skip it
    assert "web-port" in run("recall", "web port").stdout


@pytest.mark.parametrize("log", LOGS)
def test_a_secret_in_a_deeply_nested_line_is_still_found(run: Run, root: Path,
                                                         log: str) -> None:
    escaped = json.dumps(GH).replace("ghp", "\\u0067hp")  # found only once decoded
    for depth in (500, 100_000):
        (root / log).write_text("[" * depth + escaped + "]" * depth + "\n")
        result = run("lint")
        assert result.exit_code == 1, result.output
        assert f"{log}:1: secret: GitHub token on line 1" in result.stdout, (depth, result.stdout)
