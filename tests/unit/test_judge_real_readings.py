"""Readings that real agent memory files needed when they were imported as notes
(tests/natural/real/dev, the files of session real4: a Junie guidelines file, Copilot
`.instructions.md` files beside copilot-instructions.md, pytorch's CLAUDE.md ...). Each case is
written afresh in the shape a real file showed, and each fails on the judge before the reading.
"""

from __future__ import annotations

from judging import both_ways, symmetric_kind

from memstore.core.judge import judge


def test_words_joined_by_a_slash_are_said_together_not_a_path() -> None:
    # "Style/format: `make style`" against "`make style` runs ruff format/check ...": two
    # capitalised words joined by a slash are a label ("this or that"), not a folder, so the
    # two are no longer two paths for one command. A real restatement was flagged instead.
    assert "conflict" not in both_ways("Lint/typecheck: `make verify`",
                                       "`make verify` runs mypy check/lint plus the custom "
                                       "linters.")
    assert symmetric_kind("Build/Release: `just ship`",
                          "`just ship` builds the wheel and uploads the release.") == "duplicate"
    # Also two codes ("CI/CD"); a lower-case path stays a path, as does a code span.
    assert symmetric_kind("Deploy config lives in apps/web", "Deploy config lives in apps/api"
                          ) != "duplicate"
    assert symmetric_kind("Put shared scripts in `Tools/Build`",
                          "Put shared scripts in `Tools/Release`") != "duplicate"


def test_a_label_whose_words_are_gathered_from_several_claims_is_not_restated() -> None:
    # "Type hints: `make types`" is a label and its command; an entry about the command's
    # failures that says "hints" in another sentence does not say it. Before, the real
    # "Style/format: `make style`" was merged into "`make style` failures: read output ...".
    assert "duplicate" not in both_ways(
        "Type hints: `make types`",
        "`make types` errors: read the output carefully, most are missing imports. Common: "
        "untyped hints in tests.")


def test_a_word_that_points_elsewhere_in_the_text_names_no_subject() -> None:
    # "the rules in the rule files" / "the rules below": the same sentence in two files of one
    # repository, not two subjects (it was read as a conflict).
    a = ("You are an expert engineer expected to write clean code that adheres to the rules in "
         "the rule files.")
    b = "You are an expert engineer expected to write clean code that adheres to the rules below."
    assert symmetric_kind(a, b) == "duplicate"
    # And "below" / "above" said of one value are two thresholds, not two things.
    verdict = judge("Keep coverage below 80%", ("Keep coverage below 80%",),
                    "Keep coverage above 80%", ("Keep coverage above 80%",))
    assert verdict.kind == "conflict"


BLOCK = ("```bash\n"
         "make lint          # Lint everything\n"
         "make gen-client    # Regenerate the API client\n"
         "\n"
         "# Start Redis and Postgres\n"
         "make up\n"
         "```\n")


def test_a_block_of_commented_commands_says_what_each_command_does() -> None:
    # The "Commands" block of a CLAUDE.md: each line's comment says what it does, so the
    # block is no bare code, and a list item that gives one of its commands for the same use
    # restates it (the block says more).
    assert symmetric_kind("Regenerate the API client: `make gen-client`", BLOCK) == "duplicate"
    assert symmetric_kind("Run `make gen-client` to regenerate the API client", BLOCK
                          ) == "duplicate"
    # Another use of the command, or none, is still not said there.
    assert "duplicate" not in both_ways("Deploy the API client: `make gen-client`", BLOCK)
    # A rule of when to run it is not what the block says ("before", "after").
    assert "duplicate" not in both_ways(
        "Run `make up` before starting the workers (they need Redis)", BLOCK)
    # A block of another language is code, whatever its comments say.
    python = "```python\n# Regenerate the API client\nmake_gen_client()\n```\n"
    assert "duplicate" not in both_ways("Regenerate the API client: `make gen-client`", python)
