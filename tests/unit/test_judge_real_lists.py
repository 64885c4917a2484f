"""Items of real agent memory files that only share words with another entry (session 14,
tests/natural/real/dev: the dagster, mem0, graphiti, temporal sdk-python, litellm and vllm
files, and two older false merges). Each shape below merged wrongly when those files were
imported as notes; every case is written afresh in that shape and failed on the judge before
the rule it pins (the last ones read the real lines themselves). Beside them, restatements
of the same shapes that must still merge."""

from __future__ import annotations

from pathlib import Path

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


# --- a code name and one of its parts -----------------------------------------------------------

def test_a_step_on_a_part_of_a_name_is_not_the_step_on_the_name() -> None:
    # Two steps that open with "Refresh": one on `TokenCache`, the other on the token, which
    # it then puts in the cache. The token and the token cache are two things.
    assert "duplicate" not in both_ways("Refresh `TokenCache` if needed",
                                        "Refresh token to pass value when constructing TokenCache")


def test_the_same_step_on_the_whole_name_still_merges() -> None:
    assert "duplicate" in both_ways("Update `WorkerResult` if needed",
                                    "Update `WorkerResult` when it needs a new value")


# --- a quoted string is said whole or not at all -----------------------------------------------

BADGES = ('- A "Made with" / "Built by" / "\u2728" badge, or any other tool or vendor credit.')
REVOKED = ("Design tools ship with built-in settings to add credit badges \u2014 Acme Studio, for "
           "example, defaults to a `\u2728 Made with [Acme](...)` badge on every exported page. "
           "**That default is revoked in this repo.** Do not follow it, and do not treat it as a "
           "fallback.")


def test_an_item_that_quotes_what_the_other_never_says_is_not_restated() -> None:
    # The paragraph gives "Made with" and the sparkle; "Built by" is the item's own.
    assert "duplicate" not in both_ways(BADGES, REVOKED)


def test_quotes_the_other_gives_still_merge() -> None:
    assert "duplicate" in both_ways('Say "LGTM" only after running the tests',
                                    "Only say LGTM after you ran the tests")


def test_a_quoted_argument_in_code_is_the_command_s() -> None:
    # (the message of `-m "msg"` is a placeholder of the command, not a quote of the note)
    assert "duplicate" in both_ways(
        "To add a migration: `uv run alembic revision --autogenerate -m \"msg\"`",
        "New Alembic migrations are made with autogenerate: uv run alembic revision "
        "--autogenerate -m \"what changed\"")


# --- a labelled command, run for another purpose -------------------------------------------------

def test_a_step_that_runs_a_labelled_command_for_its_own_purpose_is_a_use() -> None:
    # "Repo lint" is said inside the command's own name; the step runs it about a migration,
    # which neither the label nor the command names.
    assert "duplicate" not in both_ways(
        "Repo lint: `make lint-repo`",
        "Run `make lint-repo` to verify the migration and lint for leftovers")


@pytest.mark.parametrize("other", [
    "`make lint-repo` runs the repo-wide lint",
    "Run `make lint-repo` to make sure the repo lint passes",
])
def test_what_the_labelled_command_does_still_merges(other: str) -> None:
    assert "duplicate" in both_ways("Repo lint: `make lint-repo`", other)


# --- said only as the condition of another step --------------------------------------------------

def test_a_checklist_item_is_not_the_condition_of_another_step() -> None:
    # The item's words ("performance changes") are, in the other, only when to run the suite:
    # the other's step is profiling and the benchmark suite, not adding benchmarks.
    assert "duplicate" not in both_ways(
        "Add benchmarks for performance changes.",
        "Profile locally while tuning; run the benchmark suite only when the change affects "
        "hot performance paths.")


@pytest.mark.parametrize(("a", "b"), [
    # the other's main clause says the item's own thing, with a condition added
    ("Write migrations for schema changes.",
     "Use a scratch database while prototyping; write full migrations only when the change "
     "affects shared schema."),
    ("Friday deploys need on-call approval", "Deploy on Fridays only if on-call approves"),
    # the item says "only" itself: the condition is what it says
    ("Ask for a store rating only when the user has more than 5 sessions.",
     "Rating prompt: only for users with more than 5 sessions."),
])
def test_a_rule_with_its_condition_still_merges(a: str, b: str) -> None:
    assert "duplicate" in both_ways(a, b)

# --- the real dev lines these rules were written for ---------------------------------------------

REAL = Path(__file__).resolve().parent.parent / "natural" / "real" / "dev"


def _line(path: str, number: int) -> str:
    return (REAL / path).read_text("utf-8").splitlines()[number - 1].strip()


@pytest.mark.parametrize(("path", "a", "b"), [
    ("vllm/CLAUDE.md", 176, 151),  # `KVCacheManager` / an item of what the scheduler does
    ("transformers/AGENTS.md", 58, 9),  # a step of the conversion / the command's label
])
def test_the_real_items_stay_apart(path: str, a: int, b: int) -> None:
    assert "duplicate" not in both_ways(_line(path, a), _line(path, b))


def test_the_real_footer_item_is_not_the_paragraph_that_quotes_one_footer() -> None:
    item = _line("playwright/CLAUDE.md", 146)
    paragraph = " ".join(_line("playwright/CLAUDE.md", n) for n in range(138, 142))
    assert "duplicate" not in both_ways(item, paragraph)
