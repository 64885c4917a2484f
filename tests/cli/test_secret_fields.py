"""Every field a command writes is screened for secrets, and lint finds them anywhere (issue 18).

Before, only an entry's text and title were screened: a token given as a tag, a branch, a
session (or $MEMSTORE_SESSION), a recall's session or query, or a migrated record's tags went
into a committed file. And `lint` never read the logs, nor a file it could not parse, nor a
value YAML had escaped or folded.

The fake secrets are assembled from pieces so that no scanner finds one in this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import storecheck

from memstore.storage import configfile, logs

GH = "ghp_" + "R7tqk2WmZx9Lb4Nc8Vd3Hf6Jp1Ys5Ue0Ga2K"
AWS = "AKIA" + "Q3MN7ZP2XV5TRW4H"


def everything(root: Path) -> str:
    """Every byte of every file in the store, as text (where a leaked secret would show)."""
    return "".join(p.read_text(errors="replace") for p in sorted(root.rglob("*"))
                   if p.is_file() and ".cache" not in p.parts)


@pytest.mark.parametrize(("args", "where"), [
    (("add", "Deploys go through CI", "--tag", GH), "the tag"),
    (("add", "Deploys go through CI", "--branch", GH), "the branch"),
    (("add", "Deploys go through CI", "--session", GH), "the session"),
    (("recall", "deploys", "--session", AWS), "the session"),
    (("recall", f"deploy key {AWS}"), "the query"),
    (("confirm", "deploys-aaaa", "--session", GH), "the session"),
    (("contradict", "deploys-aaaa", "--session", GH), "the session"),
    (("session", "end", "--session", GH), "the session"),
], ids=["add-tag", "add-branch", "add-session", "recall-session", "recall-query", "confirm",
        "contradict", "session-end"])
def test_a_secret_in_any_field_is_refused_and_nothing_is_written(
        run: Any, root: Path, write_entry: Any, args: tuple[str, ...], where: str) -> None:
    write_entry("long_term", "deploys-aaaa", "- Deploys go through CI.\n", title="Deploys")
    before = storecheck.snapshot_tree(root)
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert result.stderr.startswith(f"Error: {where}: refused, it looks like it contains a "
                                    "secret"), result.stderr
    assert GH not in result.stderr and AWS not in result.stderr
    assert storecheck.snapshot_tree(root) == before


def test_a_secret_in_memstore_session_is_refused(run: Any, root: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSTORE_SESSION", GH)
    result = run("add", "Deploys go through CI")
    assert result.exit_code == 1 and "the session" in result.stderr
    assert GH not in everything(root)


def test_redact_mode_redacts_every_field(run: Any, root: Path) -> None:
    configfile.update(root, "secrets.mode", "redact")
    added = run("add", "Deploys go through CI", "--tag", GH, "--branch", f"b-{GH}",
                "--session", GH)
    assert added.exit_code == 0, added.output
    assert run("recall", "deploys", "--session", AWS).exit_code == 0
    text = everything(root)
    assert GH not in text and AWS not in text
    assert "[REDACTED:github-token]" in text and "[REDACTED:aws-access-key]" in text


def test_migrate_refuses_a_record_with_a_secret_tag(run: Any, root: Path,
                                                    tmp_path: Path) -> None:
    source = tmp_path / "memories.jsonl"
    source.write_text(json.dumps({"text": "Deploys go through CI", "tags": ["ci", GH]}) + "\n"
                      + json.dumps({"text": "Use uv for Python"}) + "\n")
    result = run("migrate", str(source), "--apply")
    assert result.exit_code == 0, result.output
    assert "memories.jsonl:1: refused, it looks like it contains a secret" in result.stderr
    text = everything(root)
    assert GH not in text and "Use uv for Python" in text


def test_a_log_line_never_holds_a_secret_whatever_the_caller(root: Path, now: str) -> None:
    # The last guard: memstore.storage.logs redacts what a command failed to screen.
    from memstore.storage.store import EVENTS, Store

    logs.append(Store(root), EVENTS, [{"event": "x", "note": f"key {AWS}", "ids": [GH]}])
    text = (root / EVENTS).read_text()
    assert AWS not in text and GH not in text and "[REDACTED:" in text


def escaped(token: str) -> str:
    return token.replace("_", "\\x5f")


MALFORMED = {
    "working/unclosed.md": f"---\nid: unclosed\ntitle: never closed\n- token {GH}\n",
    "working/mismatch.md": f"---\nid: another-id\n---\n- token {GH}\n",
    "working/Bad Name.md": f"---\ntitle: bad name\n---\n- token {GH}\n",
    "working/bad-yaml.md": f"---\ntitle: [oops\nnote: {GH}\n---\n- x\n",
}


def test_lint_finds_secrets_in_files_it_cannot_parse(run: Any, root: Path) -> None:
    for rel, text in MALFORMED.items():
        (root / rel).write_text(text)
    result = run("lint")
    assert result.exit_code == 1
    for rel in MALFORMED:
        assert f"{rel}: secret: GitHub token" in result.stdout, (rel, result.stdout)
    assert GH not in result.stdout
    assert {rel: (root / rel).read_text() for rel in MALFORMED} == MALFORMED


def test_lint_finds_secrets_yaml_escaped_or_folded(run: Any, root: Path,
                                                   write_entry: Any) -> None:
    (root / "working" / "escaped.md").write_text(
        f'---\nid: escaped\ntitle: escaped\nnote: "deploy with {escaped(GH)}"\n---\n- x\n')
    # Folded, the password is on a line of its own, away from its name.
    (root / "working" / "folded.md").write_text(
        "---\nid: folded\ntitle: folded\ndb_password: >-\n  " + "Xk9#mQ2v" + "L7pR\n---\n- x\n")
    result = run("lint")
    assert result.exit_code == 1
    assert "working/escaped.md: secret: GitHub token in the value of note" in result.stdout
    assert "working/folded.md: secret: secret assigned to db_password in the value of " \
        "db_password" in result.stdout


def test_lint_scans_the_logs_and_only_what_was_appended(run: Any, root: Path) -> None:
    log = root / "log" / "recall.jsonl"
    clean = json.dumps({"at": "2026-11-20T12:00:00Z", "query": "deploy", "ids": []}) + "\n"
    log.write_text(clean * 3)
    assert run("lint").exit_code == 0
    # An escaped secret (JSON \u escapes) in a hand-appended line is found, with its line.
    leaked = json.dumps({"at": "2026-11-20T12:00:00Z", "query": GH, "ids": []},
                        ensure_ascii=True).replace("ghp", "\\u0067hp")
    with log.open("a") as handle:
        handle.write(leaked + "\n")
    result = run("lint")
    assert result.exit_code == 1
    assert "log/recall.jsonl:4: secret: GitHub token on line 4" in result.stdout
    assert run("lint").stdout == result.stdout  # found again from the kept scan
    log.write_text(clean)  # rewritten by hand: scanned afresh
    assert run("lint").exit_code == 0
