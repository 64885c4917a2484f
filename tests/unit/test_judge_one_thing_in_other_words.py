"""One thing named in words the judge read as two, found by probing (session 32;
docs/consolidation.md, "More kinds found by probing (session 32)"). Sentences of our own.

- "Belongs in" a place is where a thing is kept, as "lives in" is: "belongs" was read as a word
  of the subject, and two folders as two kinds of one thing.
- A build's artifacts and its output are one thing.
- What a team "targets" is what it builds on: "target" was weighed as a word of the subject.
- A tool named in a code span is the tool named plainly (`uv` / uv), as an identifier with a
  "_" already was.
- A thing checked into git is committed, and a commit goes to the repository whatever a note
  calls it ("to git", "to the repository").
- An SSL certificate is a TLS certificate; a wipe of an environment is its reset; a language's
  toolchain is what its version is of.
- Chart libraries (Recharts, Chart.js, Highcharts, ECharts, ...) are tools of one job; SMS are
  text messages; "whole" and "entire" are one word.
- All of a thing against a part of it ("the whole test suite" / "only the affected tests") is
  the merge guard's "extent" scale: the two merged, or were left uncertain.
- Three words told to a full stop with a verb in the middle ("Cloudflare terminates TLS.") are
  a sentence, not a label.

Each case fails on the session's start code. The guards hold on it too: two folders each named
by the word that sets its claim apart stay two things, "belongs to" (owning) stays as it was,
"We only target" keeps its "only", a repository named is no "the repository", a heading of
three words stays a heading, "password reset" is no wipe, the full suite is the full test
suite, and two SMS providers stay two tools of one job."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_belongs_in_is_where_a_thing_is_kept() -> None:
    assert symmetric_kind("Fixtures belong in `tests/fixtures/`.",
                          "Put fixture files in spec/fixtures.") == "conflict"


def test_build_artifacts_and_build_output_are_one_thing() -> None:
    assert symmetric_kind("Build artifacts are written to `out/`.",
                          "Build output goes to `target/`.") == "conflict"


def test_what_a_team_targets_is_its_version() -> None:
    assert symmetric_kind("We target Java 21.", "The project's Java version is 21.") == (
        "duplicate")


def test_a_tool_in_a_code_span_is_the_tool_named_plainly() -> None:
    assert symmetric_kind("Manage JS deps with `yarn`.",
                          "JS dependencies are managed with yarn; don't mix in npm.") == (
        "duplicate")


def test_checked_into_git_is_committed_to_the_repository() -> None:
    assert symmetric_kind("Never check API keys into git.",
                          "API keys must not be committed to the repository.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("SSL certificates live in /etc/ssl/private.", "TLS certs are stored in /opt/tls.",
                 id="ssl-tls"),
    pytest.param("The demo tenant is wiped every Sunday.",
                 "The demo tenant gets reset every Friday.", id="wipe-reset"),
    pytest.param("We compile with Zig 0.12.", "The Zig toolchain is pinned to 0.11.",
                 id="toolchain"),
    pytest.param("Graphs are drawn with Recharts.", "We use Chart.js for every graph.",
                 id="charts"),
])
def test_one_thing_given_two_values_in_two_words(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("OTP codes are sent as SMS.", "One-time codes go out as text messages.",
                 "duplicate", id="sms"),
    pytest.param("Run the whole test suite nightly.", "Run the entire test suite every night.",
                 "duplicate", id="whole-entire"),
    pytest.param("Always run the whole test suite before a release.",
                 "Running only the affected tests before a release is fine.", "conflict",
                 id="whole-against-affected"),
    pytest.param("Always run the full test suite before merging.",
                 "Running only the affected tests before merging is fine.", "conflict",
                 id="full-against-affected"),
])
def test_words_of_one_thing_and_of_a_part(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Cloudflare terminates TLS.", "TLS is terminated at Cloudflare.", id="at"),
    pytest.param("Caddy terminates TLS.", "TLS is terminated by Caddy.", id="by"),
])
def test_three_words_told_to_a_full_stop_are_a_sentence(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Unit fixtures belong in tests/unit/fixtures.",
                 "E2E fixtures belong in tests/e2e/fixtures.", "distinct", id="two-folders"),
    pytest.param("The invoices table belongs to billing.",
                 "The invoices table belongs to payments.", "conflict", id="belongs-to"),
    pytest.param("We target Java 21.", "We only target Java 17.", "conflict", id="only-kept"),
    pytest.param("Commit the lockfile to the infra repo.", "Commit the lockfile to the web repo.",
                 "conflict", id="repo-named"),
    pytest.param("Release process notes", "Release process checklist", "distinct",
                 id="heading"),
    pytest.param("Password reset links expire after an hour.",
                 "Password reset links expire after a day.", "conflict", id="password-reset"),
    pytest.param("Run the full suite nightly.", "Run the full test suite every night.",
                 "duplicate", id="full-suite"),
    pytest.param("Password resets are sent by SMS through Vonage.",
                 "Password reset text messages go out via Plivo.", "conflict", id="sms-tools"),
])
def test_guards(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
