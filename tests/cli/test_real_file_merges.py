"""Agent memory files imported as notes and consolidated for real (`migrate --source agent
--apply`, then `consolidate --apply`): entries that only share words must stay apart.

Each file below is written afresh in the shape of false merges found on public memory files
never looked at before (tests/natural/real/dev: transformers AGENTS.md, biome and MCP
TypeScript SDK CLAUDE.md files); each merged on the judge before the rule it pins. Beside
them, a restatement of the same shape that must still merge."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import Result


def _consolidated(run: Any, tmp_path: Path, text: str) -> tuple[list[str], list[dict[str, Any]]]:
    """Import `text` as an agent's CLAUDE.md, consolidate; the titles left and the merges."""
    notes = tmp_path / "CLAUDE.md"
    notes.write_text(text, encoding="utf-8")
    migrated: Result = run("migrate", str(notes), "--source", "agent", "--apply")
    assert migrated.exit_code == 0, migrated.output
    done: Result = run("consolidate", "--apply", "--json")
    assert done.exit_code == 0, done.output
    merges = [item for item in json.loads(done.stdout)["items"] if item["action"] == "merge"]
    listed = json.loads(run("list", "--json").stdout)
    return sorted(e["title"] for e in listed if e["layer"] != "archive"), merges


def test_a_labelled_command_is_not_the_folder_its_label_names(run, tmp_path: Path) -> None:
    # "Docs tests: `make test-docs`" is a command; "`docs`: ... doc tests" is a folder.
    text = ("## Commands\n\n- Docs tests: `make test-docs`\n\n## Repo map\n\n"
            "- `docs`: documentation pages and doc tests.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_a_code_name_item_is_not_the_prose_that_uses_its_word(run, tmp_path: Path) -> None:
    # "`session`: ..." is about the context field `session`; the other says "session" in prose.
    text = ("## Context fields\n\n- `session`: The session being used\n\n## Flow\n\n"
            "1. The high-level session helper calls `this.open()`\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_a_claim_is_not_restated_by_the_comments_of_a_code_block(run, tmp_path: Path) -> None:
    # The block's comments name schemas and loaders; only the bullet says they are generated.
    text = ("## Layout\n\nEach plugin follows the same layout:\n```\n"
            "plug_{name}_schema   # Config definitions\n"
            "plug_{name}_loader   # Loader implementation\n"
            "plug_{name}_tests    # Test fixtures\n```\n\n"
            "## Codegen\n\n- Loaders and config definitions are generated at build time\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_a_command_said_twice_in_one_file_still_merges(run, tmp_path: Path) -> None:
    text = ("## Commands\n\n- Tests: `make test`\n\n## Before you push\n\n"
            "- Run the tests with `make test`.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert len(merges) == 1
    assert len(titles) == 1


def _kinds(run: Any) -> dict[str, str]:
    return {e["title"]: e["kind"] for e in json.loads(run("list", "--json").stdout)}


def test_one_bullet_under_two_headings_of_other_kinds_merges(run, tmp_path: Path) -> None:
    # Migrate reads the kind from the heading: "Workflow" gives a procedure, "Notes" an
    # observation. The same bullet under both is one piece of knowledge said twice.
    text = ("## Workflow\n\n- Run `make lint` before every push; CI rejects lint errors.\n\n"
            "## Notes\n\n- CI rejects lint errors, so run `make lint` before every push.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert len(merges) == 1
    assert len(titles) == 1
    assert sorted(_kinds(run).values()) == ["observation", "procedure"]  # one of them archived


def test_a_protected_kind_never_merges_with_another_kind(run, tmp_path: Path) -> None:
    # "Decisions" gives a decision (a protected kind): it absorbs only decisions, and is
    # absorbed only into one, so the same bullet under "Notes" stays a second entry.
    text = ("## Decisions\n\n- Run `make lint` before every push; CI rejects lint errors.\n\n"
            "## Notes\n\n- CI rejects lint errors, so run `make lint` before every push.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert sorted(_kinds(run).values()) == ["decision", "observation"]
    assert len(titles) == 2


def test_entries_of_other_kinds_that_only_share_words_stay_apart(run, tmp_path: Path) -> None:
    text = ("## Workflow\n\n- Run `make lint` before every push.\n\n"
            "## Notes\n\n- `make lint` took four minutes on the old runners.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_a_condition_clause_is_not_taken_for_a_yes_against_a_no(run, tmp_path: Path) -> None:
    # "If a plugin has `plugin_x.py`" only sets the condition of "do not edit ...": the two
    # bullets say the same rule, neither says yes where the other says no.
    text = ("## Boundaries\n\n- Never: edit the generated loader files when a `plugin_<name>.py`"
            " exists.\n\n## Plugins\n\n- If a plugin has `plugin_<name>.py`, do not edit the "
            "generated loader files directly.\n")
    _consolidated(run, tmp_path, text)
    listed = json.loads(run("list", "--json").stdout)
    assert [e["status"] for e in listed if e["status"] == "needs_review"] == []


def test_a_step_into_a_placeholder_folder_is_not_the_folder(run, tmp_path: Path) -> None:
    # "`tests/e2e/<command>/`" is a folder per command inside tests/e2e/, which the other
    # bullet describes; the step says where a new command's tests go, not what the folder is.
    text = ("## Layout\n\n- `tests/e2e/` - End-to-end tests (browser tests)\n\n"
            "## Adding a command\n\n1. Add e2e tests in `tests/e2e/<command>/`\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_one_template_with_two_quoted_names_is_two_items(run, tmp_path: Path) -> None:
    # A generated list: the same words around what each item quotes.
    text = ("## Anti-patterns\n\n"
            "- **Anti-patterns:** Tried and reverted: \"Fix stale-cache CI job\". This approach"
            " was explicitly rejected.\n"
            "- **Anti-patterns:** Tried and reverted: \"Apply temporary fix for coverage CI "
            "(#2210)\". This approach was explicitly rejected.\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_a_code_block_command_with_more_arguments_is_another_command(run, tmp_path: Path
                                                                     ) -> None:
    # The second block runs one snapshot test of the package, not all of its tests.
    text = ("## Testing\n\nRun the tests of one package:\n\n```sh\ncargo nextest run -p "
            "core_engine\n```\n\nRun one snapshot test (a substring of its name):\n\n```sh\n"
            "SNAP_FILTER=\"<name>\" cargo nextest run -p core_engine snapshots\n```\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 2


def test_the_same_code_block_command_twice_still_merges(run, tmp_path: Path) -> None:
    text = ("## Testing\n\nRun the tests of one package:\n\n```sh\ncargo nextest run -p "
            "core_engine\n```\n\n## Before you push\n\nTest the package you changed:\n\n"
            "```sh\ncargo nextest run -p core_engine\n```\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert len(merges) == 1
    assert len(titles) == 1


def test_a_noun_of_agent_is_not_its_verb(run, tmp_path: Path) -> None:
    # "publisher" names a method to write; the paragraph says who can publish. The stemmer
    # reads both as "publish" (and "sender" / "send" as one word through its "-er").
    text = ("## Event flow\n\nThe bus is two-way: both worker and broker can publish events. "
            "Knowing this flow matters when implementing new event types.\n\n"
            "## Adding an event type\n\n1. Define the event schema\n"
            "2. **Implement publisher** method in Worker or Broker class\n")
    titles, merges = _consolidated(run, tmp_path, text)
    assert merges == []
    assert len(titles) == 3
