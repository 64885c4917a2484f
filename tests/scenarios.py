"""Stores with work for every multi-file job, shared by the crash and concurrency tests.

`build(root)` writes a store where, at NOW, consolidate promotes, merges, flags and expires;
prune archives; purge deletes; compact summarizes; restore and contradict --by have targets;
doctor has duplicates, a hand move and a dangling link to repair (only in `build_damaged`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memstore.app.scaffold import init_store
from memstore.core.fileformat import render

NOW = "2026-11-20T12:00:00Z"


def entry(root: Path, rel: str, body: str, **meta: Any) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    entry_id = path.stem
    meta.setdefault("schema", 1)
    path.write_text(render({"id": entry_id, **meta}, body), encoding="utf-8")


def _times(created: str, confirmed: str | None = None) -> dict[str, str]:
    return {"created": created, "last_confirmed": confirmed or created}


def build(root: Path) -> Path:
    """A sound store with work for consolidate, prune, purge, compact, restore, contradict."""
    init_store(root)
    # consolidate: a near-duplicate pair of candidates (promoted and merged) ...
    entry(root, "working/run-tests-with-pytest-a1a1.md",
          "- Run the tests with pytest -x before every commit.\n",
          title="Run the tests with pytest before committing", kind="procedure",
          status="candidate", source="agent", **_times("2026-11-15T10:00:00Z"))
    entry(root, "working/run-tests-with-pytest-b2b2.md",
          "- Run the tests with pytest -x before each commit.\n- CI runs the same command.\n",
          title="Run tests with pytest before each commit", kind="procedure",
          status="candidate", source="agent", **_times("2026-11-16T10:00:00Z"))
    # ... a user-stated candidate (promoted alone) and an old one that expires.
    entry(root, "working/deploys-happen-on-fridays-c3c3.md", "- Deploys happen on Fridays.\n",
          title="Deploys happen on Fridays", kind="fact", status="candidate", source="user",
          **_times("2026-11-18T09:00:00Z"))
    entry(root, "working/old-guess-about-caching-d4d4.md",
          "- The cache layer might be Redis.\n", title="Old guess about caching",
          kind="observation", status="candidate", source="agent",
          **_times("2026-09-01T09:00:00Z"))
    # prune: long-term facts nobody confirmed for well over a year.
    for n, topic in enumerate(("the staging database", "the old queue", "the legacy api")):
        entry(root, f"long_term/notes-about-{n}-e5e{n}.md",
              f"- Notes about {topic} live in the wiki page {n}.\n",
              title=f"Notes about {topic}", kind="fact", status="active", source="agent",
              **_times("2024-06-01T09:00:00Z"))
    # compact: three settled conventions on one topic.
    for n, rule in enumerate(("Use uv sync after pulling", "Commit uv.lock with changes",
                              "Pin the uv version in CI")):
        entry(root, f"long_term/uv-convention-{n}-f6f{n}.md", f"- {rule}.\n", title=rule,
              kind="convention", status="active", source="agent", tags=["uv"],
              **_times(f"2026-10-0{n + 1}T09:00:00Z", "2026-11-10T09:00:00Z"))
    # purge: archived a long time ago.
    entry(root, "archive/ancient-build-note-g7g7.md", "- The build used make in 2024.\n",
          title="Ancient build note", kind="fact", status="archived", source="agent",
          archived_at="2025-01-01T00:00:00Z", archived_from="long_term",
          archived_reason="decay", **_times("2024-01-01T00:00:00Z"))
    # restore: recently archived.
    entry(root, "archive/docker-compose-for-local-dev-h8h8.md",
          "- Use docker compose for local development.\n",
          title="Docker compose for local dev", kind="procedure", status="archived",
          source="agent", archived_at="2026-11-01T00:00:00Z", archived_from="long_term",
          archived_reason="decay", **_times("2025-06-01T00:00:00Z"))
    # contradict --by: an old and a new statement.
    entry(root, "long_term/api-port-is-8080-i9i9.md", "- The API listens on port 8080.\n",
          title="API port is 8080", kind="fact", status="active", source="user",
          **_times("2026-11-01T09:00:00Z"))
    entry(root, "long_term/api-port-is-9090-j0j0.md", "- The API listens on port 9090.\n",
          title="API port is 9090", kind="fact", status="active", source="user",
          **_times("2026-11-19T09:00:00Z"))
    entry(root, "long_term/keep-prs-small-k1k1.md", "- Keep pull requests under 400 lines.\n",
          title="Keep PRs small", kind="preference", status="active", source="user",
          **_times("2024-01-01T09:00:00Z"))
    return root


def build_damaged(root: Path) -> Path:
    """`build`, then what a crash without journal, a bad merge and hand moves leave."""
    build(root)
    dup = root / "long_term" / "deploys-happen-on-fridays-c3c3.md"
    text = (root / "working" / "deploys-happen-on-fridays-c3c3.md").read_text()
    dup.write_text(text.replace("status: candidate", "status: active")
                   .replace("- Deploys happen on Fridays.\n",
                            "- Deploys happen on Fridays.\n- Never on a holiday.\n"))
    moved = root / "archive" / "keep-prs-small-k1k1.md"
    (root / "long_term" / "keep-prs-small-k1k1.md").rename(moved)
    entry(root, "long_term/links-to-nowhere-l2l2.md", "- A fact with a broken link.\n",
          title="Links to nowhere", kind="fact", status="active", source="agent",
          supersedes=["gone-for-good-0000"], **_times("2026-11-01T09:00:00Z"))
    return root
