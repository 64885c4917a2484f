"""Items of real agent memory files that only share words with another entry (session 14,
tests/natural/real/dev: the dagster, mem0, graphiti, temporal sdk-python, litellm and vllm
files, and two older false merges). Each shape below merged wrongly when those files were
imported as notes; every case is written afresh in that shape and failed on the judge before
the rule it pins. Beside them, restatements of the same shapes that must still merge."""

from __future__ import annotations

import pytest
from judging import both_ways

from memstore.core.judge import judge


def _kinds(a: tuple[str, list[str]], b: tuple[str, list[str]]) -> set[str]:
    return {judge(a[0], a[1], b[0], b[1]).kind, judge(b[0], b[1], a[0], a[1]).kind}


# --- an example is a code block: it shows a rule said elsewhere ----------------------------

EXAMPLE = ("Example:", ["Example:", "```python\n@dataclass\nclass Job:\n    name: str\n"
                        "    retries: int = 3  # Default keeps old configs loading\n```"])


def test_an_example_block_absorbs_no_rule() -> None:
    # The rule's words are in the example's code comment; the example shows it, it does not
    # say it a second time.
    rule = "Give new fields a default such as `= 3` so old configs keep loading"
    assert "duplicate" not in _kinds((rule, [rule]), EXAMPLE)


@pytest.mark.parametrize("lead_in", ["For example:", "**Examples**:", "e.g.:"])
def test_every_example_lead_in_is_read_alike(lead_in: str) -> None:
    rule = "Give new fields a default such as `= 3` so old configs keep loading"
    example = (lead_in, [lead_in, *EXAMPLE[1][1:]])
    assert "duplicate" not in _kinds((rule, [rule]), example)


def test_a_lead_in_that_says_what_the_block_is_for_still_merges() -> None:
    # "Format the code:" says what the block does; only "Example:" says nothing.
    said = ("Format the code:", ["Format the code:", "```sh\nblack src/\n```"])
    rule = "Format the code with `black src/`"
    assert "duplicate" in _kinds((rule, [rule]), said)


# --- a labelled item whose code name does the thing -------------------------------------------

NOT_NAMED = [
    # "**Label**: `Name` does X" against an item of what something else does.
    pytest.param("**Pool**: `ConnPool` handles reuse of idle socket connections",
                 "Reusing idle socket connections", id="the-code-name-that-acts-is-not-named"),
    pytest.param("- **Store**: `BlobCache` keeps thumbnails and previews",
                 "- Keeps thumbnails and previews", id="the-code-name-that-acts-is-not-named-2"),
]


@pytest.mark.parametrize(("a", "b"), NOT_NAMED)
def test_an_item_of_what_a_named_thing_does_is_not_another_items_doing(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


NAMED = [
    pytest.param("**Pool**: `ConnPool` handles socket reuse and timeouts",
                 "`ConnPool` reuses sockets and handles timeouts", id="the-code-name-said-too"),
    # A command, not a name: "OSX folks: `brew install libpq` first" says who runs it.
    pytest.param("macOS: `brew install libpq` first, then uv sync",
                 "On macOS install libpq with Homebrew first, then run uv sync",
                 id="a-command-after-the-label"),
]


@pytest.mark.parametrize(("a", "b"), NAMED)
def test_an_item_whose_code_name_the_other_gives_still_merges(a: str, b: str) -> None:
    assert "duplicate" in both_ways(a, b)


# --- words gathered from several claims of the other ------------------------------------------

BLOCK = ("Lint one file", ["```bash\n# Lint one file\nflake8 app/models.py\n\n"
                           "# Run tests matching a keyword\npytest -k \"billing\" -q\n\n"
                           "# Show captured output\npytest tests/test_billing.py -q -s\n```"])


def test_a_step_is_not_gathered_from_the_lines_of_a_command_block() -> None:
    # "tests matching a keyword" is one line, `tests/test_billing.py` another: no line says
    # to look at that file for keywords.
    step = "Check `tests/test_billing.py` for tests matching the keyword"
    assert "duplicate" not in _kinds((step, [step]), BLOCK)


def test_a_line_of_the_block_said_again_still_merges() -> None:
    step = "Show the captured output with `pytest tests/test_billing.py -q -s`"
    assert "duplicate" in _kinds((step, [step]), BLOCK)


def test_a_note_of_two_claims_is_not_gathered_from_a_list_of_tasks() -> None:
    # No claim of the list is a counterpart of either claim of the note: "regenerate" is in
    # two tasks, "workflow" in a third, `SCHEMA.md` in a fourth.
    tasks = ("Make targets are defined in the Makefile:", [
        "Make targets are defined in the Makefile:",
        "`make test` - run pytest against the default database workflow.",
        "`make schema` - regenerate schema-related files using the container image.",
        "`make schema-local` - regenerate schema-related files without the container, with "
        "the constraints documented in `SCHEMA.md`.",
        "`make client` - build the generated client for the Go module.",
        "`make docs` - build the docs site into the site folder."])
    note = "Generated schema and client files have specific regeneration workflows; see"
    facts = ["Generated schema and client files have specific regeneration workflows; see "
             "`SCHEMA.md` before changing them."]
    assert "duplicate" not in _kinds((note, facts), tasks)


def test_two_clauses_that_say_one_sentence_still_merge() -> None:
    # (the lines of a command block are items; two clauses of one sentence are not)
    assert "duplicate" in both_ways("CI runs on GitHub Actions; workflow files are in "
                                    ".github/workflows.",
                                    "Our CI is GH Actions, workflows under `.github/workflows/`.")
