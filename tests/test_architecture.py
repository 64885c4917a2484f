"""The library stays the product: core modules never import a front end's framework."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "memstore"
FRONT_ENDS = {"cli", "mcp", "watch.py", "__main__.py"}
FRAMEWORKS = {"click", "mcp", "watchdog"}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_core_modules_do_not_import_click_mcp_or_watchdog() -> None:
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] in FRONT_ENDS:
            continue
        bad = imported_roots(path) & FRAMEWORKS
        if bad:
            offenders[str(rel)] = sorted(bad)
    assert offenders == {}


def test_only_the_clock_asks_the_system_for_the_time() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "clock.py":
            continue
        text = path.read_text()
        for needle in ("datetime.now(", "datetime.utcnow(", "time.time()", "date.today("):
            if needle in text:
                offenders.append(f"{path.relative_to(PACKAGE)}: {needle}")
    assert offenders == []
