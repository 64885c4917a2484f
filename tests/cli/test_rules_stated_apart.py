"""Rules a user states straight into long_term/ meet each other (session 55).

A user-stated preference, constraint or security rule skips working/ (`add --source user`), and
with it the comparison every working candidate gets; the long-term pass only looked for
duplicates among long-term entries, and no job may merge a rule away. So a user trial stated
"Never log request bodies from the payments endpoints." and, two weeks on, "Request bodies from
the payments endpoints may be logged.": consolidation said "Nothing to do", and every session
started with both rules loaded. Now a rule stated straight into long_term/ is judged, the run
after it is stated, as a candidate is: a contradiction flags both, a restatement of another
rule is listed for a person to merge (and listed again each run until someone decides), and
two rules once compared are not compared again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FIRST = "2026-04-06T09:00:00Z"
LATER = "2026-04-20T09:00:00Z"


def add_rule(run: Any, text: str, kind: str, now: str) -> str:
    result = run("add", text, "--kind", kind, "--source", "user", now=now)
    assert result.exit_code == 0, result.stderr
    return str(result.stdout.strip())


def statuses(run: Any) -> dict[str, str]:
    return {e["id"]: e["status"] for e in json.loads(run("list", "--json").stdout)}


def test_a_rule_and_its_reversal_stated_weeks_apart_are_flagged(run: Any) -> None:
    never = add_rule(run, "Never write card numbers to the application logs.", "security_rule",
                     FIRST)
    port = add_rule(run, "The local Postgres container listens on port 5433.", "constraint",
                    FIRST)
    may = add_rule(run, "Card numbers may be written to the application logs.",
                   "security_rule", LATER)
    other_port = add_rule(run, "The local Postgres container listens on port 5432.",
                          "constraint", LATER)
    result = run("consolidate", "--apply", now=LATER)
    assert result.exit_code == 0
    assert statuses(run) == {never: "needs_review", may: "needs_review",
                             port: "needs_review", other_port: "needs_review"}
    text = run("context", "--budget", "2000", now=LATER).stdout
    assert f"(`{never}`, security_rule, under review: contradicts `{may}`)" in text
    # decided once, never flagged again
    assert run("resolve", never, "--over", may, now=LATER).exit_code == 0
    assert run("resolve", port, "--both", other_port, now=LATER).exit_code == 0
    assert run("consolidate", "--apply", now="2026-04-21T09:00:00Z").stdout.endswith(
        "Nothing to do.\n")
    assert statuses(run) == {never: "active", may: "superseded", port: "active",
                             other_port: "active"}


def test_two_rules_that_say_the_same_are_listed_until_someone_merges_them(
        run: Any, root: Path) -> None:
    first = add_rule(run, "Never write card numbers to the application logs.", "security_rule",
                     FIRST)
    again = add_rule(run, "Card numbers must never be written to the application logs!",
                     "security_rule", LATER)
    for now in (LATER, "2026-04-21T09:00:00Z"):  # (listed again: no job merges a rule away)
        plan = json.loads(run("consolidate", "--apply", "--json", now=now).stdout)
        assert [(u["a"], u["b"], u["kind"]) for u in plan["uncertain"]] == [
            (min(first, again), max(first, again), "maybe_same")]
        assert f"`memstore resolve {first} --merge {again}` does" in plan["uncertain"][0]["why"]
        assert statuses(run) == {first: "active", again: "active"}
    assert f"{first} --merge {again}" in run("resolve", now=LATER).stdout
    assert run("resolve", first, "--merge", again, now="2026-04-22T09:00:00Z").exit_code == 0
    assert statuses(run) == {first: "active", again: "superseded"}
    plan = json.loads(run("consolidate", "--apply", "--json", now="2026-04-23T09:00:00Z").stdout)
    assert plan["uncertain"] == [] and plan["items"] == []


def test_a_rule_edited_by_hand_into_a_reversal_is_flagged(run: Any, root: Path) -> None:
    rule = add_rule(run, "Never write card numbers to the application logs.", "security_rule",
                    FIRST)
    other = add_rule(run, "Deploys go out from the release pipeline only.", "constraint", FIRST)
    assert run("consolidate", "--apply", now=FIRST).stdout.endswith("Nothing to do.\n")
    path = root / "long_term" / f"{other}.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "Deploys go out from the release pipeline only.",
        "Card numbers may be written to the application logs."), encoding="utf-8")
    # the edited rule is a changed one: compared again, as a rule just stated is
    assert run("consolidate", "--apply", now=LATER).exit_code == 0
    assert statuses(run) == {rule: "needs_review", other: "needs_review"}
