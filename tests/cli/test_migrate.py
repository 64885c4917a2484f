"""`memstore migrate` through the real CLI: every source shape, the placement rule, secrets,
idempotence, and dry runs that change nothing."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from conftest import tree
from peak import measured

from memstore.core.fileformat import parse

NOW = "2026-11-20T12:00:00Z"


def entries(root: Path) -> dict[str, dict]:
    """Every entry file under the store: path -> parsed frontmatter plus its body."""
    out = {}
    for path in sorted(root.rglob("*.md")):
        rel = path.relative_to(root).as_posix()
        if rel.split("/")[0] in ("working", "long_term", "archive"):
            parsed = parse(path.read_text())
            out[rel] = {**parsed.meta, "body": parsed.body}
    return out


def write_jsonl(path: Path, *records: object) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n"
                            for r in records))
    return path


def test_jsonl_records_are_placed_by_evidence_with_their_dates(run, root: Path,
                                                               tmp_path: Path) -> None:
    source = write_jsonl(
        tmp_path / "memories.jsonl",
        {"text": "Use uv for Python dependencies", "kind": "convention", "confirmations": 3,
         "created": "2026-09-01T10:00:00Z", "tags": ["python"]},
        {"content": "Never force-push to main", "kind": "constraint", "source": "user"},
        {"text": "The nightly build is slow on Mondays", "created": "2026-11-02"},
    )
    result = run("migrate", str(source), "--apply")
    assert result.exit_code == 0, result.stderr
    found = entries(root)
    by_title = {meta["title"]: (rel, meta) for rel, meta in found.items()}
    rel, uv = by_title["Use uv for Python dependencies"]
    assert rel.startswith("long_term/") and uv["status"] == "active"
    assert uv["created"] == "2026-09-01T10:00:00Z" and uv["confirmations"] == 3
    assert uv["tags"] == ["python"] and uv["body"] == "- Use uv for Python dependencies\n"
    assert uv["provenance"] == [{"at": "2026-09-01T10:00:00Z", "source": "agent",
                                 "note": "migrated from memories.jsonl:1"}]
    rel, rule = by_title["Never force-push to main"]
    assert rel.startswith("long_term/") and rule["source"] == "user"
    assert rule["created"] == NOW  # no date given: it counts as created now
    rel, slow = by_title["The nightly build is slow on Mondays"]
    assert rel.startswith("working/") and slow["status"] == "candidate"
    assert slow["created"] == "2026-11-02T00:00:00Z"
    assert "Never force-push to main" in (root / "INDEX.md").read_text()
    report = next((root / "reports").glob("*-migrate.md")).read_text()
    assert "confirmed 3 times: long_term/" in report and "stated by the user" in report
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert [e["event"] for e in events] == ["migrate"] * 3
    assert {e["from"] for e in events} == {f"memories.jsonl:{n}" for n in (1, 2, 3)}


def test_secrets_and_broken_lines_are_refused_by_line_and_the_rest_imported(
        run, root: Path, tmp_path: Path) -> None:
    source = write_jsonl(
        tmp_path / "m.jsonl",
        {"text": "Deploys use the key AKIAQ3MN7ZP2XV5TRW4H"},
        "this is not json",
        {"title": "no text at all"},
        {"text": "Staging runs on port 8081"},
    )
    result = run("migrate", str(source), "--apply")
    assert result.exit_code == 0
    assert "m.jsonl:1: refused, it looks like it contains a secret" in result.stderr
    assert "m.jsonl:2: not JSON" in result.stderr
    assert "m.jsonl:3: expected an object with a 'text' or 'content' string" in result.stderr
    found = entries(root)
    assert [m["title"] for m in found.values()] == ["Staging runs on port 8081"]
    assert "AKIA" not in "".join(p.read_text() for p in (root / "reports").glob("*"))
    assert "AKIA" not in (root / "log/events.jsonl").read_text()


def test_a_folder_of_markdown_keeps_names_unknown_keys_and_subfolders(
        run, root: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    (notes / "release").mkdir(parents=True)
    (notes / "ports.md").write_text(
        "---\ntitle: Ports\nkind: fact\ncreated: 2026-11-01\nconfirmations: 2\n"
        "owner: platform-team\n---\nThe API listens on port 8080.\n")
    (notes / "release" / "How We Release.md").write_text(
        "# How we release\n\n- Tag with vX.Y.Z\n- Push the tags\n")
    outside = tmp_path / "secret-elsewhere.md"
    outside.write_text("- not for the store\n")
    os.symlink(outside, notes / "link.md")
    result = run("migrate", str(notes), "--apply")
    assert result.exit_code == 0, result.stderr
    assert "link.md: symlink points outside notes/; skipped" in result.stderr
    found = entries(root)
    ports = found["long_term/ports.md"]
    assert ports["owner"] == "platform-team" and ports["body"] == "The API listens on port 8080.\n"
    release = [rel for rel in found if "release" in rel]
    assert len(release) == 1 and release[0].startswith("working/release/how-we-release-")
    assert found[release[0]]["title"] == "How we release"
    assert all("not for the store" not in m["body"] for m in found.values())


def test_a_bullet_file_becomes_one_entry_per_bullet_with_hints_from_headings(
        run, root: Path, tmp_path: Path) -> None:
    claude = tmp_path / "CLAUDE.md"
    claude.write_text(
        "# Project notes\n\n"
        "## Conventions\n\n"
        "- Use uv for dependencies.\n"
        "  - Run `uv sync` after every pull.\n"
        "- Format with ruff.\n\n"
        "## Deployment\n\n"
        "- Deploys go through the release branch.\n")
    result = run("migrate", str(claude), "--apply")
    assert result.exit_code == 0, result.stderr
    found = {m["title"]: (rel, m) for rel, m in entries(root).items()}
    assert set(found) == {"Use uv for dependencies.", "Format with ruff.",
                          "Deploys go through the release branch."}
    rel, uv = found["Use uv for dependencies."]
    # CLAUDE.md is written by a person: its bullets are user-stated, so long-term.
    assert rel.startswith("long_term/") and uv["source"] == "user"
    assert uv["kind"] == "convention"
    assert uv["body"] == "- Use uv for dependencies.\n  - Run `uv sync` after every pull.\n"
    rel, deploy = found["Deploys go through the release branch."]
    assert deploy["kind"] == "observation" and deploy["tags"] == ["deployment"]


def test_a_memory_file_with_dated_headings_lands_in_working_with_those_dates(
        run, root: Path, tmp_path: Path) -> None:
    memory = tmp_path / "MEMORY.md"
    memory.write_text("## 2026-11-10\n\n- The cache key includes the branch name.\n\n"
                      "The flaky test is test_login.\n")
    assert run("migrate", str(memory), "--apply").exit_code == 0
    found = entries(root)
    assert sorted(m["created"] for m in found.values()) == ["2026-11-10T00:00:00Z"] * 2
    assert all(rel.startswith("working/") for rel in found)


def test_dry_run_changes_nothing_and_a_second_migration_plans_nothing(
        run, root: Path, tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "m.jsonl", {"text": "Staging runs on port 8081"},
                         {"text": "Staging runs on port 8081"})
    before = tree(root)
    dry = run("migrate", str(source))
    assert dry.exit_code == 0 and "dry run" in dry.stdout
    assert tree(root) == before
    assert run("migrate", str(source), "--apply").exit_code == 0
    assert len(entries(root)) == 2  # two observations: consolidation will merge them
    after = tree(root)
    again = run("migrate", str(source), "--apply", "--json", now="2026-12-01T00:00:00Z")
    data = json.loads(again.stdout)
    assert data["changes"] == [] and data["counts"] == {"skip": 2}
    assert tree(root) == after


def test_a_source_inside_the_store_is_refused(run, root: Path) -> None:
    result = run("migrate", str(root / "working"))
    assert result.exit_code == 1
    assert "is inside the store" in result.stderr


def test_source_and_kind_options_place_a_hand_written_memory(run, root: Path,
                                                             tmp_path: Path) -> None:
    """A team's curated MEMORY.md used to land in working/ as agent observations and expire."""
    memory = tmp_path / "MEMORY.md"
    memory.write_text("- Never log request bodies.\n- Releases are cut on Mondays.\n\n"
                      "## Security\n\n- Rotate the deploy key every 90 days.\n")
    bad = run("migrate", str(memory), "--kind", "wish")
    assert bad.exit_code == 1 and "unknown kind 'wish'" in bad.stderr
    assert run("migrate", str(memory), "--source", "someone").exit_code == 2
    done = run("migrate", str(memory), "--source", "user", "--kind", "convention", "--apply")
    assert done.exit_code == 0, done.stderr
    found = {m["title"]: (rel, m) for rel, m in entries(root).items()}
    assert {t: (rel.split("/")[0], m["source"], m["kind"]) for t, (rel, m) in found.items()} == {
        "Never log request bodies.": ("long_term", "user", "convention"),
        "Releases are cut on Mondays.": ("long_term", "user", "convention"),
        # A heading's kind is more specific than --kind.
        "Rotate the deploy key every 90 days.": ("long_term", "user", "security_rule"),
    }
    # Months later they are all still there: user-stated knowledge never expires unconfirmed.
    run("retention", "run", "--apply", now="2027-01-20T12:00:00Z")
    assert all(rel.startswith("long_term/") for rel in entries(root))


def test_source_agent_overrides_an_instruction_files_default(run, root: Path,
                                                             tmp_path: Path) -> None:
    (tmp_path / "AGENTS.md").write_text("- The API client retries twice.\n")
    assert run("migrate", str(tmp_path / "AGENTS.md"), "--source", "agent",
               "--apply").exit_code == 0
    [(rel, meta)] = entries(root).items()
    assert rel.startswith("working/") and meta["source"] == "agent"


def test_cursor_rules_are_user_stated_and_their_frontmatter_is_skipped(
        run, root: Path, tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    # Cursor's own frontmatter: `globs: *.ts` is not even valid YAML.
    (rules / "typescript.mdc").write_text(
        "---\ndescription: TypeScript rules\nglobs: *.ts\nalwaysApply: false\n---\n"
        "- Prefer `type` over `interface`.\n- **Never** use `any`.\n")
    (tmp_path / ".cursorrules").write_text("Use pnpm, not npm.\n")
    for source in (rules, rules / "typescript.mdc", tmp_path / ".cursorrules"):
        done = run("migrate", str(source), "--apply")
        assert done.exit_code == 0, done.stderr
    found = {m["title"]: (rel, m) for rel, m in entries(root).items()}
    assert set(found) == {"Prefer `type` over `interface`.", "Never use `any`.",
                          "Use pnpm, not npm."}
    assert all(rel.startswith("long_term/") and m["source"] == "user"
               for rel, m in found.values())
    assert "description" not in json.dumps(list(entries(root).values()))
    _, never = found["Never use `any`."]
    assert never["body"] == "- **Never** use `any`.\n"  # the body keeps its Markdown
    assert never["provenance"][0]["note"] == "migrated from rules/typescript.mdc:7"


def test_copilot_instruction_files_are_rules_not_one_note(run, root: Path,
                                                         tmp_path: Path) -> None:
    # Copilot's path-specific instructions carry Copilot's own frontmatter (`applyTo`): read
    # whole as one note, a file of ten rules became one entry that a single line elsewhere
    # could absorb.
    folder = tmp_path / ".github" / "instructions"
    folder.mkdir(parents=True)
    (folder / "testing.instructions.md").write_text(
        '---\ndescription: "C# testing guidelines"\napplyTo: "tests/**/*.cs"\n---\n\n'
        "# Testing Guidelines\n\n- Use xUnit as the primary testing framework.\n"
        "- Follow AAA pattern (Arrange, Act, Assert).\n")
    for source in (folder / "testing.instructions.md", folder):
        done = run("migrate", str(source), "--apply")
        assert done.exit_code == 0, done.stderr
    found = {m["title"]: (rel, m) for rel, m in entries(root).items()}
    assert set(found) == {"Use xUnit as the primary testing framework.",
                          "Follow AAA pattern (Arrange, Act, Assert)."}
    assert all(m["source"] == "user" for _, m in found.values())
    assert "applyTo" not in json.dumps(list(entries(root).values()))
    _, aaa = found["Follow AAA pattern (Arrange, Act, Assert)."]
    assert aaa["provenance"][0]["note"] == (
        "migrated from .github/instructions/testing.instructions.md:9")


def test_a_thematic_break_separates_records_and_is_none(run, root: Path, tmp_path: Path) -> None:
    # Real instruction files put "---" between sections; it was imported as a note of its own.
    notes = tmp_path / "CLAUDE.md"
    notes.write_text("- Use uv for dependencies.\n\n---\n\nIf unsure, ask in #dev.\n***\n"
                     "Run `make test` before pushing.\n")
    assert run("migrate", str(notes), "--apply").exit_code == 0
    assert sorted(m["title"] for m in entries(root).values()) == [
        "If unsure, ask in #dev.", "Run `make test` before pushing.", "Use uv for dependencies."]


def test_titles_lose_emphasis_markers_but_keep_code(run, root: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("- **Always** run `make __init__` before _any_ test.\n")
    assert run("migrate", str(notes), "--apply").exit_code == 0
    [meta] = entries(root).values()
    assert meta["title"] == "Always run `make __init__` before any test."
    added = run("add", "- __Never__ commit *.env* files to my_repo", "--kind", "security_rule",
                "--source", "user").stdout.strip()
    text = (root / "long_term" / f"{added}.md").read_text()
    assert parse(text).meta["title"] == "Never commit .env files to my_repo"


def test_a_lead_in_and_the_code_block_under_it_are_one_entry(run, root: Path,
                                                             tmp_path: Path) -> None:
    # The block alone says no more than "make lint && make test"; the line above says when.
    notes = tmp_path / "CLAUDE.md"
    notes.write_text("## Before you commit\n\nRun the linters and the tests:\n\n"
                     "```sh\nmake lint && make test\n```\n\n- Never push to main directly.\n")
    assert run("migrate", str(notes), "--apply").exit_code == 0
    found = {m["title"]: m for m in entries(root).values()}
    assert set(found) == {"Run the linters and the tests:", "Never push to main directly."}
    block = found["Run the linters and the tests:"]
    assert block["body"] == ("Run the linters and the tests:\n\n```sh\nmake lint && make test\n"
                             "```\n")
    assert block["provenance"][0]["note"] == "migrated from CLAUDE.md:3"


WINDSURF_RULE = ("---\ntrigger: glob\nglobs: *.py\ndescription: Python rules\n---\n"
                 "# Python\n\n- Use uv for dependencies.\n- Never call pip directly.\n")


def test_windsurf_and_cline_rules_are_user_stated_and_their_frontmatter_is_skipped(
        run, root: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".windsurf" / "rules").mkdir(parents=True)
    (project / ".windsurf" / "rules" / "python.md").write_text(WINDSURF_RULE)
    (project / ".windsurfrules").write_text("- Run `make test` before pushing.\n")
    (project / ".clinerules").write_text("Keep commits small.\n")
    (project / "GEMINI.md").write_text("# Gemini\n\n- Answer in British English.\n")
    for source in (".windsurfrules", ".clinerules", "GEMINI.md", ".windsurf/rules"):
        done = run("migrate", str(project / source), "--apply")
        assert done.exit_code == 0, done.stderr
    found = {m["title"]: (rel, m) for rel, m in entries(root).items()}
    assert set(found) == {"Use uv for dependencies.", "Never call pip directly.",
                          "Run `make test` before pushing.", "Keep commits small.",
                          "Answer in British English."}
    assert all(rel.startswith("long_term/") and m["source"] == "user"
               for rel, m in found.values())
    dumped = json.dumps(list(entries(root).values()))
    assert "trigger" not in dumped and "description" not in dumped
    _, pip = found["Never call pip directly."]
    assert pip["provenance"][0]["note"] == "migrated from project/.windsurf/rules/python.md:9"


def test_a_clinerules_folder_and_one_windsurf_rule_file_are_rules_too(
        run, root: Path, tmp_path: Path) -> None:
    folder = tmp_path / ".clinerules"
    folder.mkdir()
    (folder / "01-style.md").write_text("---\ndescription: style\n---\n- Use tabs in Go code.\n")
    (folder / "02-testing.md").write_text("- Table-driven tests for every parser.\n")
    rule = tmp_path / "ws" / ".windsurf" / "rules" / "deploy.md"
    rule.parent.mkdir(parents=True)
    rule.write_text(WINDSURF_RULE.replace("Python", "Deploy"))
    for source in (folder, rule):
        done = run("migrate", str(source), "--apply")
        assert done.exit_code == 0, done.stderr
    found = {m["title"]: m for m in entries(root).values()}
    assert set(found) == {"Use tabs in Go code.", "Table-driven tests for every parser.",
                          "Use uv for dependencies.", "Never call pip directly."}
    assert all(m["source"] == "user" and "description" not in m for m in found.values())


def test_an_unknown_file_names_the_rule_files_migrate_reads(run, tmp_path: Path) -> None:
    (tmp_path / "notes.rtf").write_text("x")
    done = run("migrate", str(tmp_path / "notes.rtf"))
    assert done.exit_code == 1
    assert ".windsurfrules" in done.stderr and ".clinerules" in done.stderr


def test_a_hostile_source_is_skipped_by_file_and_line_and_the_rest_imported(
        run, root: Path, tmp_path: Path) -> None:
    """A teammate's notes arrive from anywhere: a number of 5000 digits, a line nested a
    hundred thousand deep, a count past the limit or a field of 100,000 letters skip that one file
    or line with a warning naming it (dry run and --apply alike), never a traceback; what is
    imported reads back and every job runs on it (red team, session 55)."""
    from memstore.core.entry import MAX_COUNT

    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "bigint.md").write_text(f"---\nconfirmations: {'9' * 5000}\n---\n- body\n")
    (notes / "ok.md").write_text("- The build uses make all\n")
    source = write_jsonl(
        tmp_path / "hostile.jsonl",
        "[" * 100_000 + "]" * 100_000,
        '{"text": "A count of five thousand digits", "confirmations": ' + "9" * 5000 + "}",
        {"text": "A count far too high", "confirmations": 10**400},
        {"text": "A count just past the limit", "successes": MAX_COUNT + 1},
        {"text": "A kind of a hundred thousand letters", "kind": "k" * 100_000},
        {"text": "The API listens on port 8080", "confirmations": 3})
    before = tree(root)
    for args in (("migrate", str(notes)), ("migrate", str(source))):
        result = run(*args, now=NOW)
        assert result.exit_code == 0, result.output
    assert tree(root) == before
    folder = run("migrate", str(notes), "--apply", now=NOW)
    assert folder.exit_code == 0, folder.output
    assert "bigint.md: line 2: bad YAML (a number of 5000 digits, over the limit of 100); " \
           "skipped" in folder.stderr
    result = run("migrate", str(source), "--apply", now=NOW)
    assert result.exit_code == 0, result.output
    warned = result.stderr
    assert "hostile.jsonl:1: not JSON (nested too deeply); skipped" in warned
    assert "hostile.jsonl:2: not JSON (a number too long to read); skipped" in warned
    assert f"hostile.jsonl:3: confirmations: expected a whole number from 0 to {MAX_COUNT}, " \
           "got a number of about 401 digits; skipped" in warned
    assert f"hostile.jsonl:4: successes: expected a whole number from 0 to {MAX_COUNT}, " \
           f"got {MAX_COUNT + 1}; skipped" in warned
    assert "hostile.jsonl:5: unknown kind 'kkkkk" in warned and len(warned) < 5000
    titles = sorted(meta["title"] for meta in entries(root).values())
    assert titles == ["The API listens on port 8080", "The build uses make all"]
    assert run("lint").exit_code == 0
    for args in (("context",), ("decay",), ("prune",), ("retention", "report")):
        assert run(*args, now=NOW).exit_code == 0, args


def test_a_huge_source_file_is_skipped_by_its_size_before_it_is_read(root: Path,
                                                                     tmp_path: Path) -> None:
    """A sparse GiB in a teammate's notes folder was read whole to be refused (1 GB)."""
    source = tmp_path / "notes"
    source.mkdir()
    (source / "a.md").write_text("- Run make before every commit.\n")
    with (source / "big.md").open("wb") as handle:
        handle.truncate(1 << 30)
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    code, peak = measured([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           "migrate", str(source)], out, err)
    assert peak < 400 * 1024, f"{peak} KiB"
    assert code == 0, err.read_text()
    assert "big.md: file is 1073741824 bytes, over the 1048576 limit; skipped" in err.read_text()
    assert "Run make before every commit" in out.read_text()


def test_a_jsonl_record_holding_a_line_separator_is_one_record(run, root: Path,
                                                               tmp_path: Path) -> None:
    # json.dumps(ensure_ascii=False) writes U+2028 as it is; splitlines() cut the record in two
    # halves of no JSON, each skipped with a warning, and the memory was not migrated.
    source = tmp_path / "memories.jsonl"
    source.write_text(json.dumps({"text": "Staging deploys\u2028need a green build"},
                                 ensure_ascii=False) + "\n", encoding="utf-8")
    result = run("migrate", str(source), "--apply")
    assert result.exit_code == 0, result.stderr
    assert "not JSON" not in result.stderr
    [entry] = (root / "working").glob("*.md")
    assert "need a green build" in entry.read_text(encoding="utf-8")


def test_a_users_never_and_always_lines_are_imported_as_rules(run, root: Path,
                                                              tmp_path: Path) -> None:
    # A trial: "Never commit .env files" and "Always run tests before pushing" from CLAUDE.md
    # came in as observations, unprotected, so a year without a recall would prune them and
    # session start never loaded them as rules. A line worded as an absolute instruction is a
    # constraint; every other line keeps the kind its heading gives, or the default.
    text = ("# Project notes\n\n- Never commit .env files.\n- Always run tests before "
            "pushing.\n- **Do not** call pip directly; use uv.\n- The API listens on port "
            "8080.\n- Use pytest for tests.\n\n## Conventions\n\n- Always use snake_case.\n")
    (tmp_path / "CLAUDE.md").write_text(text)
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "MEMORY.md").write_text("- Never saw the cache miss twice.\n")
    assert run("migrate", str(tmp_path / "CLAUDE.md"), "--apply").exit_code == 0
    assert run("migrate", str(tmp_path / "agent" / "MEMORY.md"), "--source", "agent",
               "--apply").exit_code == 0
    kinds = {m["title"]: m["kind"] for m in entries(root).values()}
    assert kinds == {"Never commit .env files.": "constraint",
                     "Always run tests before pushing.": "constraint",
                     "Do not call pip directly; use uv.": "constraint",
                     "The API listens on port 8080.": "observation",
                     "Use pytest for tests.": "observation",
                     "Always use snake_case.": "convention",  # its heading said so
                     "Never saw the cache miss twice.": "observation"}  # an agent's note
    protected = run("list", "--protected").stdout
    assert "Never commit .env files." in protected and "Use pytest" not in protected
    # `--kind` names the kind of every record that names none: it wins over the wording
    (tmp_path / "AGENTS.md").write_text("- Never deploy on Fridays.\n")
    assert run("migrate", str(tmp_path / "AGENTS.md"), "--kind", "convention",
               "--apply").exit_code == 0
    assert {m["title"]: m["kind"] for m in entries(root).values()}[
        "Never deploy on Fridays."] == "convention"
    # a second run plans nothing
    again = run("migrate", str(tmp_path / "CLAUDE.md"), "--json")
    assert json.loads(again.stdout)["counts"].get("migrate", 0) == 0, again.stdout
