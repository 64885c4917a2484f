"""What keeps the hot paths cheap: `add` stays small, scans skip unused imports, and chained
jobs parse a planned file once. Each is behaviour a user notices as speed, checked here by what
a process imports and by identity, not by timing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from memstore.core.plan import Plan, Write
from memstore.storage.chain import Overlay
from memstore.storage.store import Store

IMPORTS_AFTER = """
import json, sys
from memstore.cli import cli
try:
    cli(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def _modules_after(root: Path, *args: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", IMPORTS_AFTER, "--store", str(root), *args],
                         capture_output=True, text=True, timeout=60)
    return set(json.loads(out.stderr.strip().splitlines()[-1]))


def test_add_neither_loads_the_store_nor_imports_what_it_does_not_need(root: Path) -> None:
    modules = _modules_after(root, "add", "Run the linter before every commit")
    assert "memstore.app.edits" in modules and "memstore.core.secrets" in modules
    for heavy in ("numpy", "bm25s", "scipy", "rapidfuzz", "requests", "urllib3",
                  "multiprocessing", "memstore.jobs.consolidate", "memstore.storage.rankcache",
                  "memstore.app.context", "ruamel"):
        assert heavy not in modules, heavy
    assert not (root / ".cache" / "entries.marshal").exists()  # nothing was loaded
    assert len(list((root / "working").glob("*.md"))) == 1


def test_a_secret_scan_leaves_requests_for_later(tmp_path: Path) -> None:
    code = """
import sys
from memstore.core import secrets
found = secrets.scan_text("api_key = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'")
assert [f.rule for f in found], found
assert "requests" not in sys.modules and "urllib3" not in sys.modules
import detect_secrets.plugins.base as base
# The stand-in imports the real module on first use.
assert base.requests.exceptions.RequestException.__name__ == "RequestException"
import requests
assert requests.get is base.requests.get
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == "ok", out.stderr


def test_chained_jobs_parse_a_planned_file_once(store: Store, write_entry) -> None:
    write_entry("working", "one", "- first", kind="fact")
    write_entry("working", "two", "- second", kind="fact")
    overlay = Overlay(store, store.load())
    plan = Plan("test")
    plan.actions = [Write("working/one.md", "---\nid: one\nkind: fact\n---\n- first, changed\n")]
    overlay.add(plan)
    first, second = overlay.snapshot(), overlay.snapshot()
    assert first.get("one").facts == ["first, changed"]
    assert second.get("one") is first.get("one")  # not parsed again
    again = Plan("test")
    again.actions = [Write("working/one.md", "---\nid: one\nkind: fact\n---\n- third\n")]
    overlay.add(again)
    assert overlay.snapshot().get("one").facts == ["third"]
