"""`memstore migrate` on a project's agent memory, as a team that already has one meets it
(session 57's migration trial): a project folder holding CLAUDE.md, AGENTS.md, rule files in
dot folders, a Cline memory bank and the store itself, and instruction files that already hold
memstore's own block."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memstore.core.fileformat import parse

CLAUDE = """\
# CLAUDE.md

## Security

- Never commit `.env` files.
- Never log full card numbers; mask to the last 4 digits.

## Code Style

- Line length is 100 characters.
"""


def entries(root: Path) -> dict[str, dict[str, Any]]:
    """Every entry of the store: id -> frontmatter and body."""
    out = {}
    for layer in ("working", "long_term", "archive"):
        for path in sorted((root / layer).rglob("*.md")):
            parsed = parse(path.read_text("utf-8"))
            out[str(parsed.meta["id"])] = {**parsed.meta, "body": parsed.body,
                                           "rel": path.relative_to(root).as_posix()}
    return out


def migrated(run: Any, source: Path, *more: str) -> dict[str, Any]:
    result = run("migrate", str(source), "--json", *more)
    assert result.exit_code == 0, result.stderr
    return dict(json.loads(result.stdout))


def test_a_project_folder_holding_the_store_never_imports_the_store(run: Any,
                                                                   root: Path) -> None:
    # `memstore migrate .` in the project: the store's INDEX.md and its reports were taken for
    # notes, and each run imported the report of the run before.
    project = root.parent
    (project / "CLAUDE.md").write_text(CLAUDE)
    first = migrated(run, project, "--apply")
    assert all(not i["from"].startswith("memory/") for i in first["items"]), first["items"]
    titles = {e["title"] for e in entries(root).values()}
    assert "Memory index" not in titles
    assert not any(t.startswith("memstore migrate") for t in titles)
    again = migrated(run, project, "--apply")
    assert [i["action"] for i in again["items"]] == ["skip"] * len(first["items"])


def test_instruction_files_in_a_folder_are_read_as_when_named_one_by_one(
        run: Any, root: Path, tmp_path: Path) -> None:
    # In a folder CLAUDE.md was one note of its whole text, an agent's observation in working/
    # (expiring in 30 days); named on its own, the same file gave one user-stated rule a bullet.
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "CLAUDE.md").write_text(CLAUDE)
    (repo / "AGENTS.md").write_text("# AGENTS.md\n\n## PR instructions\n\n"
                                    "* Don't push to main directly.\n")
    alone = {i["id"] for name in ("CLAUDE.md", "AGENTS.md")
             for i in migrated(run, repo / name)["items"]}
    plan = migrated(run, repo, "--apply")
    assert {i["id"] for i in plan["items"]} == alone
    found = entries(root)
    assert len(found) == 4
    assert all(e["source"] == "user" and e["rel"].startswith("long_term/")
               for e in found.values())
    assert {i["from"] for i in plan["items"]} == {
        "repo/CLAUDE.md:5", "repo/CLAUDE.md:6", "repo/CLAUDE.md:10", "repo/AGENTS.md:5"}


def test_a_memory_bank_folder_is_read_bullet_by_bullet_under_its_headings(
        run: Any, root: Path, tmp_path: Path) -> None:
    # Cline's memory bank is a folder: each file was one note, its sections and bullets all
    # absorbed under the file's title.
    bank = tmp_path / "memory-bank"
    bank.mkdir()
    (bank / "activeContext.md").write_text(
        "# Active Context\n\n## Recent changes\n\n"
        "- Switched the Celery broker from RabbitMQ to Redis.\n"
        "- Added HMAC checks for Stripe webhooks.\n\n"
        "## Active decisions\n\n- Amounts are integer cents in the API payload.\n")
    plan = migrated(run, bank, "--apply")
    assert [i["from"] for i in plan["items"]] == [
        "memory-bank/activeContext.md:5", "memory-bank/activeContext.md:6",
        "memory-bank/activeContext.md:10"]
    found = entries(root)
    assert sorted(e["body"] for e in found.values()) == [
        "- Added HMAC checks for Stripe webhooks.\n",
        "- Amounts are integer cents in the API payload.\n",
        "- Switched the Celery broker from RabbitMQ to Redis.\n"]
    assert not any(e["title"] == "Active Context" for e in found.values())


def test_the_rule_files_of_a_project_are_read_from_its_dot_folders(
        run: Any, root: Path, tmp_path: Path) -> None:
    # `migrate .` left out .cursorrules, .github/copilot-instructions.md and .cursor/rules/
    # without a word: every dot path was skipped.
    repo = tmp_path / "repo"
    (repo / ".github" / "ISSUE_TEMPLATE").mkdir(parents=True)
    (repo / ".cursor" / "rules").mkdir(parents=True)
    (repo / ".git").mkdir()
    (repo / ".cursorrules").write_text("- Use early returns for errors.\n")
    (repo / ".github" / "copilot-instructions.md").write_text(
        "# Copilot\n\n- TypeScript in strict mode, no `any`.\n")
    (repo / ".github" / "ISSUE_TEMPLATE" / "bug.md").write_text("- Steps to reproduce\n")
    (repo / ".cursor" / "rules" / "python.mdc").write_text(
        "---\nglobs: ledger/**/*.py\n---\n- Use `Decimal` for money.\n")
    (repo / ".git" / "notes.md").write_text("- not a memory\n")
    plan = migrated(run, repo)
    assert sorted(i["from"] for i in plan["items"]) == [
        "repo/.cursor/rules/python.mdc:4", "repo/.cursorrules:1",
        "repo/.github/copilot-instructions.md:3"]


def test_the_memstore_block_of_an_instruction_file_is_not_imported(
        run: Any, root: Path) -> None:
    # After `init --agent claude`, migrating CLAUDE.md imported memstore's own instructions as
    # twelve user-stated rules ("<!-- memstore:begin -->" among them).
    project = root.parent
    (project / "CLAUDE.md").write_text(CLAUDE)
    assert run("init", str(root), "--agent", "claude").exit_code == 0
    assert "memstore:begin" in (project / "CLAUDE.md").read_text()
    plan = migrated(run, project / "CLAUDE.md", "--apply")
    assert [i["from"] for i in plan["items"]] == ["CLAUDE.md:5", "CLAUDE.md:6", "CLAUDE.md:10"]
    assert not any("memstore" in e["body"] for e in entries(root).values())


def test_rules_migrated_from_two_files_that_disagree_are_flagged_for_review(
        run: Any, root: Path, tmp_path: Path) -> None:
    # Every bullet of an instruction file goes straight to long_term/, where consolidation only
    # looked for duplicates: CLAUDE.md's 100 characters and .cursorrules' 120 were both loaded
    # at every session start, and consolidate said "Nothing to do".
    (tmp_path / "CLAUDE.md").write_text("## Code Style\n\n- Line length is 100 characters\n")
    (tmp_path / ".cursorrules").write_text("- Line length: 120 characters max.\n")
    for name in ("CLAUDE.md", ".cursorrules"):
        assert run("migrate", str(tmp_path / name), "--apply").exit_code == 0
    plan = json.loads(run("consolidate", "--apply", "--json").stdout)
    flagged = sorted(i["id"] for i in plan["items"] if i["action"] == "flag")
    assert flagged == sorted(entries(root)), plan["items"]
    assert all(e["status"] == "needs_review" for e in entries(root).values())
    assert "1 decision waits for review" in run("resolve").stdout


def test_a_table_merged_into_another_keeps_its_rows(run: Any, root: Path,
                                                    tmp_path: Path) -> None:
    # CLAUDE.md's "## Commands" table, absorbed in a merge, became one bullet line:
    # "- | Command | What it does | | --- | --- | | `make dev` | start the API | ...".
    table = ("| Command | What it does |\n| --- | --- |\n| `make dev` | start the API on :8000 |\n"
             "| `make test` | run pytest with coverage |\n")
    (tmp_path / "CLAUDE.md").write_text(f"## Commands\n\n{table}")
    (tmp_path / "AGENTS.md").write_text(
        "## Commands\n\n| Command | What it does |\n| --- | --- |\n"
        "| `make lint` | ruff and mypy |\n| `make dev` | start the API on :8000 |\n")
    for name in ("CLAUDE.md", "AGENTS.md"):
        assert run("migrate", str(tmp_path / name), "--apply").exit_code == 0
    plan = json.loads(run("consolidate", "--apply", "--json").stdout)
    assert [i["action"] for i in plan["items"]].count("merge") == 1, plan["items"]
    (live,) = [e for e in entries(root).values() if e["status"] == "active"]
    assert table in live["body"] and "\n| `make lint` | ruff and mypy |\n" in live["body"]
    assert all(line.count("|") <= 3 for line in live["body"].splitlines()), live["body"]
    context = run("context", "--budget", "2000").stdout.splitlines()
    assert "| `make test` | run pytest with coverage |" in [line.strip() for line in context]


def test_a_cursorrules_label_over_its_bullets_is_their_heading_not_an_entry(
        run: Any, root: Path, tmp_path: Path) -> None:
    # The common .cursorrules shape: a bare label line, then its bullets. "Git", "Key
    # Principles" and "Error Handling" each became a user-stated rule in long_term/.
    (tmp_path / ".cursorrules").write_text(
        "You are an expert in Python, FastAPI and React.\n\n"
        "Key Principles\n- Write concise, technical responses.\n- Prefer iteration over "
        "duplication.\n\nGit\n- Never push to the main branch directly.\n\n"
        "Security\n- Never commit .env files.\n")
    plan = migrated(run, tmp_path / ".cursorrules", "--apply")
    found = {e["title"]: e for e in entries(root).values()}
    assert sorted(found) == [
        "Never commit .env files.", "Never push to the main branch directly.",
        "Prefer iteration over duplication.", "Write concise, technical responses.",
        "You are an expert in Python, FastAPI and React."], plan["items"]
    assert found["Never push to the main branch directly."]["tags"] == ["git"]
    assert found["Write concise, technical responses."]["tags"] == ["key-principles"]
    assert found["Never commit .env files."]["kind"] == "security_rule"


def test_placeholders_and_html_comments_are_listed_as_skipped_not_imported(
        run: Any, root: Path, tmp_path: Path) -> None:
    # "None yet.", "TBD" and a maintainer's HTML comment each became a user-stated long_term
    # entry, loaded into every session's context.
    (tmp_path / "CLAUDE.md").write_text(
        "# CLAUDE.md\n\n<!-- Keep this file short! Last reviewed 2026-10-02 -->\n\n"
        "## Current Focus\n\nNone yet.\n\n## Notes\n\nTBD\n\n## Next steps\n\n1. ???\n- N/A\n\n"
        "## Git\n\n- Never push to `main`.\n<!--\n- Squash-merge only (off for now)\n-->\n")
    plan = migrated(run, tmp_path / "CLAUDE.md", "--apply")
    assert [e["title"] for e in entries(root).values()] == ["Never push to `main`."]
    skipped = {i["id"]: i["reason"] for i in plan["items"] if i["action"] == "skip"}
    assert sorted(skipped) == ["CLAUDE.md:11", "CLAUDE.md:15", "CLAUDE.md:16", "CLAUDE.md:21",
                               "CLAUDE.md:3", "CLAUDE.md:7"], plan["items"]
    assert "placeholder" in skipped["CLAUDE.md:7"] and "comment" in skipped["CLAUDE.md:3"]
    report = run("migrate", str(tmp_path / "CLAUDE.md")).stdout
    assert "None yet." in report and "Squash-merge only" in report
    again = migrated(run, tmp_path / "CLAUDE.md", "--apply")
    assert [i["action"] for i in again["items"]] == ["skip"] * 7


def test_a_table_or_code_block_under_a_heading_takes_the_heading_as_its_title(
        run: Any, root: Path, tmp_path: Path) -> None:
    # `memstore list` showed "| Command | What it does |" and "uv sync" (the first line of a
    # bare code block) as titles; the heading over them says what they are.
    (tmp_path / "CLAUDE.md").write_text(
        "# CLAUDE.md\n\n## Commands\n\n| Command | What it does |\n| --- | --- |\n"
        "| `make dev` | start the API |\n\n## Build\n\n```sh\nuv sync\nmake test\n```\n")
    migrated(run, tmp_path / "CLAUDE.md", "--apply")
    found = {e["title"]: e["body"] for e in entries(root).values()}
    assert found == {
        "Commands": "| Command | What it does |\n| --- | --- |\n| `make dev` | start the API |\n",
        "Build": "```sh\nuv sync\nmake test\n```\n"}


def test_an_instruction_file_saved_with_a_bom_or_in_utf16_reads_as_in_utf8(
        run: Any, tmp_path: Path) -> None:
    # Windows editors save AGENTS.md in UTF-16 (PowerShell's `>`) or UTF-8 with a BOM: the first
    # was refused as "binary file (contains NUL bytes)", the second imported its "# CLAUDE.md"
    # title, BOM and all, as a user-stated rule.
    text = "# CLAUDE.md\n\n## Security\n\n- Never commit .env files.\n- Mask card numbers.\n"
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "CLAUDE.md").write_text(text, encoding="utf-8")
    want = [(i["id"], i["from"].replace("plain/", "")) for i in migrated(
        run, plain / "CLAUDE.md")["items"]]
    assert len(want) == 2
    for encoding in ("utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"):
        folder = tmp_path / encoding
        folder.mkdir()
        data = text.encode(encoding)
        if encoding in ("utf-16-le", "utf-16-be"):
            data = "\ufeff".encode(encoding) + data
        (folder / "CLAUDE.md").write_bytes(data)
        got = [(i["id"], i["from"].replace(f"{encoding}/", "")) for i in migrated(
            run, folder / "CLAUDE.md")["items"]]
        assert got == want, encoding


def test_a_rule_file_whose_frontmatter_is_never_closed_keeps_it_out_with_a_warning(
        run: Any, root: Path, tmp_path: Path) -> None:
    # A Cursor rule missing its closing '---': "description: broken" and the globs under it
    # became a user-stated rule.
    rules = tmp_path / ".cursor" / "rules"
    rules.mkdir(parents=True)
    (rules / "bad.mdc").write_text("---\ndescription: Backend rules\nglobs: [unclosed\n"
                                   "alwaysApply: maybe\n\n- Use `Decimal` for money.\n")
    result = run("migrate", str(rules), "--apply")
    assert result.exit_code == 0, result.stderr
    assert "bad.mdc: its frontmatter ('---') is never closed" in result.stderr
    assert [e["body"] for e in entries(root).values()] == ["- Use `Decimal` for money.\n"]


def test_a_bullet_that_announces_a_code_block_keeps_it(run: Any, root: Path,
                                                       tmp_path: Path) -> None:
    # "- Run the checks:" then, after a blank line, the command: two entries, one a bare code
    # block, the other a lead-in saying nothing (a paragraph lead-in already kept its block).
    (tmp_path / "CLAUDE.md").write_text(
        "## Checks\n\n- Before committing, run:\n\n```bash\nmake lint && make test\n```\n\n"
        "- Never push to `main`.\n")
    plan = migrated(run, tmp_path / "CLAUDE.md", "--apply")
    assert [i["from"] for i in plan["items"]] == ["CLAUDE.md:3", "CLAUDE.md:9"]
    bodies = sorted(e["body"] for e in entries(root).values())
    assert bodies == ["- Before committing, run:\n\n```bash\nmake lint && make test\n```\n",
                      "- Never push to `main`.\n"]


def test_agents_md_linked_to_claude_md_is_read_once(run: Any, root: Path,
                                                   tmp_path: Path) -> None:
    # `ln -s CLAUDE.md AGENTS.md`, as many projects do: a folder migration imported every rule
    # twice (two ids, each cited from its own name), and consolidation then asked a person to
    # merge each pair of rules.
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "CLAUDE.md").write_text(CLAUDE)
    (repo / "AGENTS.md").symlink_to("CLAUDE.md")
    result = run("migrate", str(repo), "--apply", "--json")
    assert result.exit_code == 0, result.stderr
    plan = json.loads(result.stdout)
    assert plan["warnings"] == ["AGENTS.md: the same file as CLAUDE.md; read once"]
    assert sorted(i["from"] for i in plan["items"]) == [
        "repo/CLAUDE.md:10", "repo/CLAUDE.md:5", "repo/CLAUDE.md:6"]
    assert len(entries(root)) == 3


def test_a_source_that_is_a_symlink_leaving_its_folder_is_refused(run: Any, root: Path,
                                                                   tmp_path: Path) -> None:
    # A repository's AGENTS.md linked to a file outside it: named on the command line, it was
    # followed, and what it pointed at imported as the team's rules.
    outside = tmp_path / "elsewhere" / "private.md"
    outside.parent.mkdir()
    outside.write_text("- Outside rule: never deploy on Fridays\n")
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "AGENTS.md").symlink_to(outside)
    result = run("migrate", str(repo / "AGENTS.md"), "--apply")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ") and len(result.stderr.splitlines()) == 1
    assert "AGENTS.md" in result.stderr and "outside" in result.stderr
    assert entries(root) == {}
    assert outside.read_text() == "- Outside rule: never deploy on Fridays\n"
    (repo / "CLAUDE.md").write_text(CLAUDE)  # a link inside its folder is read as ever
    (repo / "GEMINI.md").symlink_to("CLAUDE.md")
    assert len(migrated(run, repo / "GEMINI.md")["items"]) == 3


def test_a_source_of_many_records_may_be_larger_than_one_entry(run: Any, root: Path,
                                                               tmp_path: Path) -> None:
    # A 2 MB CLAUDE.md (or a memory tool's JSONL export) was refused whole, "over the 1048576
    # limit" of one entry file, though each of its records is far below it.
    words = ("Service {n} reads its settings from config/service-{n}.toml and reloads them "
             "on SIGHUP; restart it only when the schema changes. ") * 8
    bullets = "".join(f"- {words.format(n=n)}\n" for n in range(1300))
    (tmp_path / "CLAUDE.md").write_text(f"# CLAUDE.md\n\n{bullets}")
    assert (tmp_path / "CLAUDE.md").stat().st_size > 1 << 20
    plan = migrated(run, tmp_path / "CLAUDE.md")
    assert plan["counts"] == {"migrate": 1300}
    notes = tmp_path / "notes"  # a file that becomes one entry keeps the entry's limit
    notes.mkdir()
    (notes / "big.md").write_text(f"---\ntitle: Big\n---\n{bullets}")
    result = run("migrate", str(notes))
    assert result.exit_code == 0
    assert "big.md: file is" in result.stderr and "1048576 limit" in result.stderr


def test_a_project_folder_gives_its_agent_memory_and_names_the_markdown_it_left(
        run: Any, root: Path) -> None:
    # `memstore migrate .` took every Markdown file of the project for a note: README.md and
    # docs/ each became an observation, and so did every package's README in node_modules/
    # (CLAUDE.md files shipped in packages included).
    project = root.parent
    (project / ".git").mkdir()
    for rel, text in {"CLAUDE.md": CLAUDE, "README.md": "# Ledgerline\n\nBookkeeping API.\n",
                      "docs/ARCHITECTURE.md": "# Architecture\n\n- API, services, repos.\n",
                      "node_modules/left-pad/CLAUDE.md": "- Pad strings on the left.\n",
                      "node_modules/left-pad/README.md": "# left-pad\n",
                      "packages/web/AGENTS.md": "- Use Tailwind utility classes.\n",
                      "memory-bank/progress.md": "# Progress\n\n## What works\n\n- CSV import\n",
                      }.items():
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text(text)
    plan = migrated(run, project)
    assert sorted(i["from"] for i in plan["items"]) == [
        "CLAUDE.md:10", "CLAUDE.md:5", "CLAUDE.md:6", "memory-bank/progress.md:5",
        "packages/web/AGENTS.md:1"]
    assert ("README.md, docs/ARCHITECTURE.md: not agent memory, not read from a project's "
            "folder (migrate a folder of notes by its own path)") in plan["warnings"]


def test_provenance_names_the_file_by_its_path_in_the_project(run: Any, root: Path) -> None:
    # A monorepo's two CLAUDE.md files, migrated one by one, both cited "migrated from
    # CLAUDE.md:1": a reviewer could not tell which package a rule came from.
    project = root.parent
    for package, rule in (("api", "- Money is always `Decimal`.\n"),
                          ("web", "- Components are function components.\n")):
        (project / "packages" / package).mkdir(parents=True)
        (project / "packages" / package / "CLAUDE.md").write_text(rule)
        assert run("migrate", str(project / "packages" / package / "CLAUDE.md"),
                   "--apply").exit_code == 0
    notes = sorted(e["provenance"][0]["note"] for e in entries(root).values())
    assert notes == ["migrated from packages/api/CLAUDE.md:1",
                     "migrated from packages/web/CLAUDE.md:1"]


def test_a_rule_files_description_or_name_gives_its_bullets_a_kind(run: Any, root: Path,
                                                                  tmp_path: Path) -> None:
    # .cursor/rules/security.mdc ("description: Security", always applied): its bullets were
    # imported as plain observations, left out of the rules every session loads.
    rules = tmp_path / ".cursor" / "rules"
    rules.mkdir(parents=True)
    (rules / "security.mdc").write_text("---\ndescription: Security\nalwaysApply: true\n---\n\n"
                                        "- Never commit `.env` files.\n")
    (rules / "secrets.mdc").write_text("---\ndescription: Secrets handling and security\n---\n"
                                       "- Secrets come from Vault in production.\n")
    (rules / "frontend.mdc").write_text("---\nglobs: web/**\n---\n- Use Tailwind classes.\n")
    (tmp_path / ".windsurf" / "rules").mkdir(parents=True)
    (tmp_path / ".windsurf" / "rules" / "security.md").write_text("- Mask card numbers.\n")
    for source in (rules, tmp_path / ".windsurf" / "rules"):
        assert run("migrate", str(source), "--apply").exit_code == 0
    kinds = {e["title"]: e["kind"] for e in entries(root).values()}
    assert kinds == {"Never commit `.env` files.": "security_rule",
                     "Secrets come from Vault in production.": "security_rule",
                     "Use Tailwind classes.": "observation",
                     "Mask card numbers.": "security_rule"}
    rules_loaded = run("context", "--budget", "2000").stdout.split("## ", 2)[1]
    assert "Never commit `.env` files." in rules_loaded


def test_a_decision_between_two_migrated_rules_names_the_file_each_came_from(
        run: Any, root: Path, tmp_path: Path) -> None:
    # `memstore resolve` listed "Line length is 100 characters" against "Line length: 120
    # characters max." by id and kind only: to decide, Tomás had to `show` each to learn that
    # one is CLAUDE.md's and the other .cursorrules'.
    (tmp_path / "CLAUDE.md").write_text("## Code Style\n\n- Line length is 100 characters\n")
    (tmp_path / ".cursorrules").write_text("- Line length: 120 characters max.\n")
    for name in ("CLAUDE.md", ".cursorrules"):
        assert run("migrate", str(tmp_path / name), "--apply").exit_code == 0
    assert run("consolidate", "--apply").exit_code == 0
    listed = run("resolve").stdout
    assert "Line length is 100 characters  (from CLAUDE.md:3)\n" in listed
    assert "Line length: 120 characters max.  (from .cursorrules:1)\n" in listed
    sides = json.loads(run("resolve", "--json").stdout)[0]
    assert {sides["entry"]["from"], sides["with"]["from"]} == {"CLAUDE.md:3", ".cursorrules:1"}


def test_claude_codes_own_folder_gives_its_claude_md_and_rules(run: Any, root: Path) -> None:
    # Claude Code reads .claude/CLAUDE.md and every Markdown file under .claude/rules/ (path-
    # scoped by a `paths:` frontmatter): `migrate .` left the whole folder out, unnamed.
    project = root.parent
    (project / ".git").mkdir()
    for rel, text in {
            ".claude/CLAUDE.md": "## Git\n\n- Never push to `main`.\n",
            ".claude/rules/testing.md": "---\npaths:\n  - \"tests/**/*.py\"\n---\n"
                                        "# Testing\n\n- Tests use a real Postgres.\n",
            ".claude/rules/api/errors.md": "- Errors use the format of src/api/errors.ts.\n",
            ".claude/commands/deploy.md": "Deploy the app to $ARGUMENTS.\n",
            ".claude/agents/reviewer.md": "---\nname: reviewer\n---\nYou review code.\n"}.items():
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text(text)
    plan = migrated(run, project)
    assert sorted(i["from"] for i in plan["items"]) == [
        ".claude/CLAUDE.md:3", ".claude/rules/api/errors.md:1", ".claude/rules/testing.md:7"]
    alone = migrated(run, project / ".claude" / "rules" / "api" / "errors.md")
    assert [i["from"] for i in alone["items"]] == [".claude/rules/api/errors.md:1"]


def test_an_instruction_file_with_frontmatter_is_still_read_bullet_by_bullet(
        run: Any, root: Path, tmp_path: Path) -> None:
    # An AGENTS.md opening with a frontmatter (a description, a version) was taken for one note:
    # every rule in one entry titled "AGENTS.md", an agent's observation in working/.
    for where in ("alone", "folder"):
        (tmp_path / where).mkdir()
        (tmp_path / where / "AGENTS.md").write_text(
            "---\ndescription: Project rules for agents\nversion: 2\n---\n\n# AGENTS.md\n\n"
            "## Security\n\n- Never commit .env files.\n- Rotate keys every 90 days.\n")
    for source in (tmp_path / "alone" / "AGENTS.md", tmp_path / "folder"):
        plan = migrated(run, source)
        assert [i["title"] for i in plan["items"]] == [
            "Never commit .env files.", "Rotate keys every 90 days."], source
        assert all(i["reason"] == "stated by the user: long_term/" for i in plan["items"])


def test_an_instruction_file_opening_with_a_thematic_break_loses_nothing(
        run: Any, tmp_path: Path) -> None:
    # (read as a rule file now, a CLAUDE.md opening with '---' over its text must not have that
    # text taken for a frontmatter and skipped)
    (tmp_path / "CLAUDE.md").write_text("---\n\n- Never push to `main`.\n\n---\n\n- Use uv.\n")
    plan = migrated(run, tmp_path / "CLAUDE.md")
    assert [i["title"] for i in plan["items"]] == ["Never push to `main`.", "Use uv."]


def test_one_rule_migrated_from_two_files_under_two_kinds_is_listed_to_merge(
        run: Any, root: Path, tmp_path: Path) -> None:
    # CLAUDE.md says it under "## Security" (a security rule), AGENTS.md under "## PR
    # instructions" (an observation): the judge finds them the same, but two long-term entries
    # of two kinds were never even listed, and every session loaded both.
    (tmp_path / "CLAUDE.md").write_text("## Security\n\n- Never commit `.env` files.\n")
    (tmp_path / "AGENTS.md").write_text("## PR instructions\n\n* Never commit `.env` files!\n")
    for name in ("CLAUDE.md", "AGENTS.md"):
        assert run("migrate", str(tmp_path / name), "--apply").exit_code == 0
    plan = json.loads(run("consolidate", "--apply", "--json").stdout)
    assert [(u["kind"]) for u in plan["uncertain"]] == ["maybe_same"], plan
    assert "two kinds" in plan["uncertain"][0]["why"]
    listed = run("resolve").stdout
    assert "maybe the same as" in listed and "--merge" in listed
    assert {e["status"] for e in entries(root).values()} == {"active"}


def test_a_folder_of_notes_kept_in_git_is_still_a_folder_of_notes(
        run: Any, root: Path, tmp_path: Path) -> None:
    # (a project's folder gives only its agent memory; a notes folder that happens to be a git
    # repository, with no agent file in it, is read note by note as ever)
    notes = tmp_path / "vault"
    (notes / ".git").mkdir(parents=True)
    (notes / "deploys.md").write_text("# Deploys\n\n- Deploys go out on Tuesdays.\n")
    plan = migrated(run, notes)
    assert [(i["title"], i["from"]) for i in plan["items"]] == [("Deploys", "vault/deploys.md")]
