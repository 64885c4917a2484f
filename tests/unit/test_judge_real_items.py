"""List items of real agent memory files (tests/natural/real/dev): an item is not the same as
another entry that only mentions its words. Each phenomenon made false merges when public
CLAUDE.md / AGENTS.md / copilot-instructions files were imported as notes; each case below is
written afresh in that shape and failed on the judge before these rules (the last one reads
the real file itself). Beside them, restatements of the same shapes that must still merge."""

from __future__ import annotations

from pathlib import Path

import pytest
from judging import both_ways

from memstore.core.judge import judge

REAL = Path(__file__).resolve().parent.parent / "natural" / "real" / "dev"


NOT_THE_SAME = [
    # "**Label**: `command`" against another use of the same command.
    pytest.param("**Type-check**: `pnpm tsc -b`",
                 "CI fails on the first error, so run `pnpm tsc -b` locally before you push.",
                 id="label-said-of-another-use-of-its-command"),
    # "`file` - what it is" against a paragraph that says what it is, of no file.
    pytest.param("`src/jobs/retry.ts` - Backoff logic",
                 "Retries are tricky: read the whole backoff logic in the queue and the worker "
                 "before changing anything.", id="item-names-a-file-the-other-never-names"),
    # "**Label**: [link](url)" against a description that names the label's topic.
    pytest.param("**Rate limits**: [API limits](https://docs.example.com/limits)",
                 "The client handles pagination, auth refresh and rate limits for the whole API.",
                 id="link-item-against-a-description"),
    # Two code names that differ only inside, by a segment or a character.
    pytest.param("List the open invoices of a customer (`list_invoices`)",
                 "List the open invoices of a customer by due date (`list_due_invoices`)",
                 id="names-differ-by-a-segment"),
    pytest.param("Read the sensor config from flash (`load_cfg`)",
                 "Read the sensor config from flash and check it (`load_checked_cfg`)",
                 id="names-differ-by-a-segment-2"),
    pytest.param("Send the weekly digest (`send_digest`)",
                 "Send the weekly digest to admins only (`send_admin_digest`)",
                 id="names-differ-by-a-segment-3"),
    # A bare command with no words around it says nothing by itself.
    pytest.param("`pnpm dlx prisma generate`",
                 "Regenerate the Prisma client with pnpm dlx prisma generate after every schema "
                 "change.", id="bare-inline-command"),
]


@pytest.mark.parametrize(("a", "b"), NOT_THE_SAME)
def test_an_item_is_not_the_entry_that_mentions_its_words(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


STILL_THE_SAME = [
    pytest.param("**Tests**: `make test`", "Run the tests with `make test`.",
                 id="label-said-around-the-command"),
    pytest.param("Tail the API logs: `kubectl logs -f deploy/api`",
                 "kubectl logs -f deploy/api   # follow the api logs",
                 id="label-said-in-other-words"),
    pytest.param("`uv.lock`: the lock file, commit it", "Commit `uv.lock`, it is the lock file.",
                 id="item-whose-file-the-other-names"),
    pytest.param("Use `fmt_secs` for durations", "Durations go through `fmt_secs`.",
                 id="one-name-on-both-sides"),
    pytest.param("The docs server runs on 8000 locally.", "Local docs: http://localhost:8000",
                 id="link-whose-port-the-other-gives"),
]


@pytest.mark.parametrize(("a", "b"), STILL_THE_SAME)
def test_restatements_of_the_same_shapes_still_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def _section(text: str, start: str) -> list[str]:
    """A lead-in line and the code block under it, as migrate makes them one entry's facts."""
    lines = text.splitlines()
    at = lines.index(start)
    end = lines.index("```", at + 3)
    return [start, "\n".join(lines[at + 2:end + 1])]


def test_one_template_filled_in_for_two_cases_is_two_entries() -> None:
    # "**Example (callback):**" and "**Example (Promise):**", each over a code block that
    # differs in a few words: two examples, not one said twice.
    text = (REAL / "cline" / ".clinerules" / "network.md").read_text("utf-8")
    callback = _section(text, "**Example (callback):**")
    promise = _section(text, "**Example (Promise):**")
    assert judge("Example (Promise):", promise, "Example (callback):", callback).kind != (
        "duplicate")
    assert judge("Example (callback):", callback, "Example (Promise):", promise).kind != (
        "duplicate")


# Parallel items of real memory files: the steps of two procedures, two entries of one list,
# written in the same words but for what they are about. Each shape merged wrongly when
# public memory files were imported as notes (genai-toolbox GEMINI.md, 0-k/netto CLAUDE.md,
# cline .clinerules, openai-agents-python AGENTS.md); the cases are written afresh in that
# shape, and each failed on the judge before these rules.
PARALLEL = [
    # One word put for another, the last of both: the object the step ends on.
    pytest.param("4. Call `setup()` to load the config.", "4. Call `setup()` to load the data.",
                 id="one-word-put-for-another-at-the-end"),
    # One name in code put for another, whatever stands after it.
    pytest.param("1. Create `Config` and `Client` classes in `sdk/<lang>/client.py`.",
                 "1. Create `Config` and `Server` classes.", id="one-code-name-put-for-another"),
    # A file inside a folder the other names, and never that folder itself.
    pytest.param("3. Add a YAML file in `config/regions/eu.yaml`",
                 "3. Add YAML files in `config/` for each environment",
                 id="a-file-inside-the-folder-the-other-names"),
    # The same verb and things, the object and a preposition's object swapped.
    pytest.param("- Computes the monthly fee from the yearly plan price",
                 "- Computes the yearly plan price for a given monthly fee",
                 id="two-roles-swapped"),
    pytest.param("Generate the TypeScript types from the OpenAPI schema",
                 "Generate the OpenAPI schema from the TypeScript types",
                 id="two-roles-swapped-2"),
    # A change made, recorded against the file, is not the rule such changes follow.
    pytest.param("- `api/billing.ts` - Fixed rounding for refunds",
                 "Refund amounts must be rounded in `api/billing.ts` before they are stored",
                 id="a-change-made-against-the-rule"),
    # A condition the other says only as the purpose of another step.
    pytest.param("- All lint checks pass.",
                 "Run `make fmt` again after regenerating the client to ensure the lint checks "
                 "pass.", id="a-condition-said-only-as-a-purpose"),
    # A step into a folder named by a placeholder, inside the folder the other describes.
    pytest.param("4. Add snapshot tests in `tests/snapshots/<crate>/`",
                 "- `tests/snapshots/` - Snapshot tests (insta)",
                 id="a-placeholder-folder-inside-the-folder-the-other-names"),
    # Code blocks: a command line of the same program with more arguments.
    pytest.param("Run tests for a specific crate:\n\n```sh\ncargo nextest run -p core_engine\n"
                 "```", "Run a specific doctest (use a substring of the test name):\n\n```sh\n"
                 "DOC_FILTER=\"<filter>\" cargo nextest run -p core_engine doctest\n```",
                 id="a-code-block-command-with-more-arguments"),
    # One generated template, two quoted titles.
    pytest.param("- **Anti-patterns:** Tried and reverted: \"Fix stale-cache CI job\". This "
                 "approach was explicitly rejected.",
                 "- **Anti-patterns:** Tried and reverted: \"Apply temporary fix for coverage CI "
                 "(#2210)\". This approach was explicitly rejected.",
                 id="the-same-words-around-two-quoted-names"),
    # A noun of agent against its verb ("-er" kept by the stemmer, or taken off).
    pytest.param("Implement sender method in Peer or Hub class",
                 "The link is bidirectional: both peer and hub can send frames. Understanding "
                 "this flow is essential when implementing new frame types.",
                 id="a-noun-of-agent-against-its-verb"),
    pytest.param("Implement publisher method in Worker or Broker class",
                 "The bus is two-way: both worker and broker can publish events. Knowing this "
                 "flow matters when implementing new event types.",
                 id="a-noun-of-agent-against-its-verb-stemmed-alike"),
]


@pytest.mark.parametrize(("a", "b"), PARALLEL)
def test_parallel_items_are_two_entries(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


STILL_ONE = [
    pytest.param("Priya prefers small, stacked PRs.", "Priya likes small, stacked PRs.",
                 id="a-verb-put-for-a-verb"),
    pytest.param("Migrate the data from MySQL to Postgres",
                 "Migrate the data to Postgres from MySQL", id="roles-kept-in-another-order"),
    pytest.param("Run pytest -x for the tests.", "Run the tests with pytest -x.",
                 id="an-instrument-traded-for-a-purpose"),
    pytest.param("Fixtures live in `tests/fixtures/`; the main one is "
                 "`tests/fixtures/users.json`.", "Put fixtures in `tests/fixtures/`.",
                 id="a-file-beside-its-folder"),
    pytest.param("`CHANGELOG.md` - Added an entry for every release",
                 "`CHANGELOG.md`: added an entry for each release", id="two-change-records"),
    pytest.param("Pin dependency versions so that builds are reproducible.",
                 "Dependency versions are pinned so that builds stay reproducible.",
                 id="both-told-with-a-purpose"),
    pytest.param("Keep the JS bundle under 200 kB.",
                 "Run `pnpm size` in CI to make sure the JS bundle stays under 200 kB.",
                 id="a-limit-said-as-the-purpose-of-a-check"),
    pytest.param("Run one crate's tests:\n\n```sh\ncargo nextest run -p core_engine\n```",
                 "Test only the crate you changed:\n\n```sh\ncargo nextest run -p core_engine\n"
                 "```", id="the-same-code-block-command"),
    pytest.param("- **Reverted:** \"Cache the parsed config globally\". Do not try it again.",
                 "- **Reverted:** \"Cache the parsed config globally\" (tried twice). Do not try "
                 "it again.", id="the-same-quoted-name"),
]


@pytest.mark.parametrize(("a", "b"), STILL_ONE)
def test_restatements_of_parallel_shapes_still_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def _item(path: Path, number: int) -> str:
    return path.read_text("utf-8").splitlines()[number - 1]


def test_steps_of_two_procedures_in_a_real_file_are_two_entries() -> None:
    # genai-toolbox's GEMINI.md: "Adding a New Data Source" and "Adding a New Tool" are two
    # numbered procedures whose steps differ in one word or one name.
    gemini = REAL / "genai-toolbox" / "GEMINI.md"
    for source, tool in ((100, 109), (103, 112)):
        assert "duplicate" not in both_ways(_item(gemini, source), _item(gemini, tool))
