"""List items of real agent memory files (tests/natural/real/dev): an item is not the same as
another entry that only mentions its words. Each phenomenon made false merges when public
CLAUDE.md / AGENTS.md / copilot-instructions files were imported as notes; each case below is
written afresh in that shape and failed on the judge before these rules (the last one reads
the real file itself). Beside them, restatements of the same shapes that must still merge."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstore.core.judge import judge

REAL = Path(__file__).resolve().parent.parent / "natural" / "real" / "dev"


def both_ways(a: str, b: str) -> set[str]:
    """The judge's verdicts on two one-fact memories, each way round."""
    return {judge(a, [a], b, [b]).kind, judge(b, [b], a, [a]).kind}


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
