"""Restatements in other words are merged, and what only looks like one is not (issue 15,
"restate"): each case is hand-written notes in one store, a real `consolidate --apply`, and what
became of them. Every SAME case here was left apart, uncertain or flagged by the judge before
this round; the APART and FLAGGED cases pin the guards of the new rules
(memstore.core.judge.restate, docs/consolidation.md "Restatements in other words")."""

from __future__ import annotations

from pathlib import Path

import pytest

from memstore.core.fileformat import bullets, parse

SAME, FLAGGED, APART = "merged", "flagged", "apart"  # (APART: neither merged nor flagged)


def outcome(root: Path, run, write_entry, a: str, b: str, kind: str = "convention") -> str:
    """Write `a` (long_term/) and `b` (working/), consolidate, and say what became of them."""
    for layer, entry_id, text in (("long_term", "note-a", a), ("working", "note-b", b)):
        write_entry(layer, entry_id, bullets([text]), title=text, kind=kind,
                    status="active" if layer == "long_term" else "candidate", source="agent",
                    created="2026-11-18T09:00:00Z", last_confirmed="2026-11-18T09:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    statuses = {path.stem: parse(path.read_text()).meta["status"]
                for path in root.rglob("note-*.md")}
    if "superseded" in statuses.values():
        return SAME
    if set(statuses.values()) == {"needs_review"}:
        return FLAGGED
    return APART


CASES = [
    # Its rare words and values all said in the other, only the wording around them differs.
    ("a paraphrased verb", "Mail on staging is caught by Mailpit.",
     "On staging all outgoing emails end up in Mailpit.", SAME),
    # An arrow is "then"; "before X: Y" is an order, as "before X, Y" is.
    ("an arrow between two steps", "Run `php artisan config:clear` after changing .env.",
     "after .env changes -> php artisan config:clear", SAME),
    ("a step before a colon", "Take a database snapshot before every production deploy.",
     "before deploying to prod: DB snapshot!", SAME),
    # "key = value" states a value, as "key: value" does: not a heading.
    ("key = value", "Staging sites are protected with basic auth.", "staging = basic auth",
     SAME),
    # An abbreviation and the words it stands for.
    ("an abbreviation of three words", "We manage custom fields with ACF.",
     "Custom fields are managed with Advanced Custom Fields.", SAME),
    ("an abbreviation of a name in humps", "The WordPress sites sit behind Cloudflare.",
     "All WP sites sit behind Cloudflare.", SAME),
    # Two spellings of one product: "Inertia.js" is Inertia, "Laravel Pint" is Pint.
    ("a library written with .js", "The Lindqvist portal uses Inertia to connect Laravel and "
     "Vue.", "Lindqvist portal: Laravel + Vue glued together with Inertia.js.", SAME),
    ("a maker's name before the product's", "Format PHP with Laravel Pint.",
     "We use Pint to format all PHP code.", SAME),
    # Guards: another subject, one rare word in common, a report of what happened against a
    # rule, a yes against a no, a maker's name that is a tool of its own.
    ("another subject", "Forge provisions our servers.",
     "Ploi provisions the servers of the Berger account.", APART),
    ("one rare word in common", "Build: `pnpm build`.",
     "Workspace: pnpm workspaces with Nx project metadata.", APART),
    ("a command said differently", "Clean up: `docker compose down`",
     "Run the smoke test: `docker compose --profile lt up --build`", APART),
    # (never merged; and since "we tried X but ..." reads as X not kept, flagged: the corpus
    # labels this pair a conflict, dev-pf-0012)
    ("a past event against a rule", "Use Renovate to keep dependencies up to date.",
     "Dependency updates come from Dependabot; we tried Renovate but it opened too many PRs.",
     FLAGGED),
    ("two accounts of one event", "Deploy 311 to staging failed on a missing env var.",
     "Deploy 311 to staging went through fine.", APART),
    ("a no against a yes", "New feature flags default to off for all users.",
     "New flags now default to on for the internal-employees segment (off for everyone "
     "else).", APART),
    ("a tool before a common word", "Secrets for the platform services come from Vault.",
     "Platform services read their secrets from AWS Secrets Manager.", FLAGGED),
]


@pytest.mark.parametrize(("name", "a", "b", "expected"), CASES, ids=[c[0] for c in CASES])
def test_restatements(root: Path, run, write_entry, name: str, a: str, b: str,
                      expected: str) -> None:
    assert outcome(root, run, write_entry, a, b) == expected, name


def test_a_group_ends_as_one_entry_through_a_member_that_restates_it(
        root: Path, run, write_entry) -> None:
    # The third restates the second, and all that the first two say together, while the judge
    # is only unsure about it against the first (the cluster's lead). The cluster is the lead
    # and its direct duplicates, so the first round merges the first two; the next round
    # compares the third with the merged entry, which holds both wordings, and merges it.
    notes = ["Go lint = golangci-lint (config in .golangci.yml)",
             "golangci-lint is the Go linter we use.",
             "Linting of our Go code is done by `golangci-lint`; CI runs it on every PR."]
    for n, text in enumerate(notes):
        write_entry("working", f"note-{n}", bullets([text]), title=text, kind="convention",
                    status="candidate", source="agent", created=f"2026-11-18T0{n + 1}:00:00Z",
                    last_confirmed=f"2026-11-18T0{n + 1}:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    live = [path for path in root.rglob("*.md") if path.parent.name in ("working", "long_term")
            and parse(path.read_text()).meta.get("status") not in ("superseded",)]
    bodies = [parse(path.read_text()).body for path in live]
    assert len(live) == 1, bodies
    assert all(note.split()[0].strip("`") in bodies[0] for note in notes)
