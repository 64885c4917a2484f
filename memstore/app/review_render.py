"""Rendering a review (memstore.app.review): for a terminal, as a pull-request description, and as
the message of the commit `retention run --apply --commit` makes (`commit_run` makes it)."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any

from memstore.app.review import (
    DECISIONS,
    DIRECT_EDITS,
    Review,
    named_ids,
    review,
    store_repo,
)
from memstore.core.errors import BadInput
from memstore.core.plural import counted
from memstore.storage.gitinfo import GitError
from memstore.storage.gitinfo import _git as git
from memstore.storage.reports import facts_with_origin
from memstore.storage.store import Store

HEADINGS = {
    "merge": "Merged", "promote": "Promoted to long_term/", "supersede": "Absorbed by a merge",
    "flag": "Flagged for review (contradictions)", "expire": "Expired", "compact": "Compacted",
    "prune": "Pruned to archive/", "archive": "Archived", "stale": "Marked stale",
    "restore": "Restored", "purge": "Purged (hard-deleted)", "unlink": "Links removed",
    "repair": "Repaired", "migrate": "Migrated", "resolve": "Decided after review",
}
VERBS = {"merge": "merged", "promote": "promoted", "supersede": "absorbed", "flag": "flagged",
         "expire": "expired", "compact": "compacted", "prune": "pruned", "archive": "archived",
         "stale": "marked stale", "restore": "restored", "purge": "purged",
         "resolve": "decided"}


def _ids(value: Any) -> str:
    values = value if isinstance(value, list) else [value]
    return ", ".join(f"`{v}`" for v in values if v)


def _details(event: dict[str, Any]) -> list[str]:
    """The lines under one decision: what it absorbed, added, where it went, its score."""
    lines = []
    if event.get("from"):
        label = "sources" if event.get("event") == "compact" else "absorbed"
        lines.append(f"{label}: {_ids(event['from'])}")
    if event.get("into"):
        lines.append(f"into: {_ids(event['into'])}")
    if event.get("with"):
        label = "with" if event.get("event") == "resolve" else "contradicts"
        lines.append(f"{label}: {_ids(event['with'])}")
    lines += [f"added fact: {fact}" for fact in facts_with_origin(event)]
    if event.get("decay_score") is not None:
        lines.append(f"decay score: {event['decay_score']}")
    if event.get("to") and event.get("event") not in ("promote",):
        lines.append(f"to: `{event['to']}`")
    return lines


def _headline(summary: Review) -> str:
    counts = summary.counts()
    done = [_flags(summary) if a == "flag" else f"{counts[a]} {VERBS[a]}"
            for a in DECISIONS if a in counts and a in VERBS]
    # (a move a logged decision or edit explains is that decision, counted above: until
    # session 59 an expiry read "1 expired, 1 moved", and a reviewer looked for a second change)
    explained = named_ids(summary.events)
    moved = sum(1 for f in summary.files if f.change == "moved"
                and PurePosixPath(f.path).stem not in explained)
    if moved:
        done.append(f"{moved} moved by hand")
    if summary.persons_rules_replaced:
        n = summary.persons_rules_replaced
        done.insert(0, f"{n} rule{'s' if n != 1 else ''} a person stated replaced by an agent")
    edits = sum(counts.get(a, 0) for a in DIRECT_EDITS)
    if edits:
        done.append(f"{edits} direct edit{'s' if edits != 1 else ''}")
    if summary.hand_edits:
        done.append(f"{len(summary.hand_edits)} edited by hand")
    if summary.errors:
        done.append(f"{len(summary.errors)} format error{'s' if len(summary.errors) != 1 else ''}")
    return ", ".join(done) or "no changes"


def _heading(summary: Review, action: str, events: list[dict[str, Any]]) -> str:
    """A section's heading with its count; the flags in their one wording (`_flags`)."""
    return _flags(summary) if action == "flag" else f"{HEADINGS[action]} ({len(events)})"


def _flags(summary: Review) -> str:
    """The flags in the one wording of the reports and `session end` (memstore.core.plan
    Plan.flag_count): "2 contradictions flagged (4 entries to review)"; until session 59
    `review` said "4 flagged", both sides of two contradictions."""
    flags = summary.decisions("flag")
    pairs = {frozenset((str(e.get("id")), str(e.get("with") or e.get("id")))) for e in flags}
    return (f"{counted(len(pairs), 'contradiction')} flagged "
            f"({counted(len(flags), 'entry', 'entries')} to review)")


def _stated(item: dict[str, Any]) -> str:
    who = "stated by a person" if item["source"] == "user" else f"source: {item['source']}"
    return f"{item['kind']}, {who}"


def _direct_edits(summary: Review) -> str:
    counts = summary.counts()
    return ", ".join(f"{counts[a]} {a}" for a in DIRECT_EDITS if a in counts)


def render_text(summary: Review) -> str:
    """Plain text for a terminal."""
    lines = [f"memstore review: {summary.store}/ since {summary.base} ({summary.commit[:12]})",
             _headline(summary)]
    if summary.empty:
        return "\n".join(lines) + "\n"
    for action in DECISIONS:
        events = summary.decisions(action)
        if events:
            lines += ["", _heading(summary, action, events)]
            for event in events:
                title = f" {event['title']}" if event.get("title") else ""
                lines.append(f"  {event.get('id')}:{title}")
                if event.get("reason"):
                    lines.append(f"    {event['reason']}")
                lines += [f"    {line}" for line in _details(event)]
    if summary.replaced:
        lines += ["", f"Replaced with contradict --by ({len(summary.replaced)})"]
        for item in summary.replaced:
            lines += [f"  {item['id']}: {item['title']} ({_stated(item)})",
                      f"    replaced by {item['by']}: {item['by_title']} "
                      f"(source: {item['by_source']})"]
    if _direct_edits(summary):
        lines += ["", f"Direct edits: {_direct_edits(summary)}"]
    if summary.files:
        lines += ["", f"Files ({len(summary.files)})"]
        for change in summary.files:
            old = f"{change.old_path} -> " if change.old_path else ""
            lines.append(f"  {change.change:<9} {old}{change.path}")
    if summary.hand_edits:
        lines += ["", "Edited by hand (no logged command explains them)"]
        lines += [f"  {path}" for path in summary.hand_edits]
    if summary.errors:
        lines += ["", f"Format errors ({len(summary.errors)}): fix them or run 'memstore lint'"]
        lines += [f"  {finding}" for finding in summary.errors]
    return "\n".join(lines) + "\n"


def render_markdown(summary: Review) -> str:
    """A pull-request description: summary first, each decision, then the files."""
    lines = ["## Memory changes", "",
             f"Store `{summary.store}/` compared with `{summary.base}` "
             f"(`{summary.commit[:12]}`): {_headline(summary)}."]
    for action in DECISIONS:
        events = summary.decisions(action)
        if not events:
            continue
        lines += ["", f"### {_heading(summary, action, events)}", ""]
        for event in events:
            title = f" — {event['title']}" if event.get("title") else ""
            reason = f": {event['reason']}" if event.get("reason") else ""
            lines.append(f"- `{event.get('id')}`{title}{reason}")
            lines += [f"  - {line}" for line in _details(event)]
    if summary.replaced:
        lines += ["", f"### Replaced with `contradict --by` ({len(summary.replaced)})", ""]
        for item in summary.replaced:
            warn = (" — **a rule a person stated, replaced by an agent's entry**"
                    if item["persons_rule"] else "")
            lines += [f"- `{item['id']}` — {item['title']} ({_stated(item)}){warn}",
                      f"  - replaced by `{item['by']}` — {item['by_title']} "
                      f"(source: {item['by_source']})"]
    if _direct_edits(summary):
        lines += ["", f"Direct edits: {_direct_edits(summary)}."]
    if summary.errors:
        lines += ["", "### Format errors", "",
                  "These files would be skipped by every job until fixed (`memstore lint`):", ""]
        lines += [f"- `{f.path}`{f':{f.line}' if f.line else ''}: {f.message}"
                  for f in summary.errors]
    if summary.hand_edits:
        lines += ["", "### Edited by hand", ""]
        lines += [f"- `{path}`" for path in summary.hand_edits]
    if summary.files:
        lines += ["", "<details><summary>Files</summary>", "", "| change | file |",
                  "| --- | --- |"]
        for change in summary.files:
            shown = (f"`{change.old_path}` → `{change.path}`" if change.old_path
                     else f"`{change.path}`")
            lines.append(f"| {change.change} | {shown} |")
        lines += ["", "</details>"]
    return "\n".join(lines) + "\n"


def commit_message(summary: Review) -> tuple[str, str]:
    """(subject, body) for the commit of a run: the headline, then the review as Markdown."""
    subject = f"memstore: {_headline(summary)}"
    if len(subject) > 72:
        subject = subject[:71].rsplit(", ", 1)[0] + " …"
    return subject, render_markdown(summary)


def commit_run(store: Store, base_rev: str = "HEAD") -> str:
    """Stage the store folder and commit it, with the review since `base_rev` as the message;
    returns the new commit's id."""
    summary = review(store, base_rev)
    if summary.empty:
        raise BadInput("nothing to commit: the store has no changes since " + base_rev)
    repo, prefix = store_repo(store)
    spec = prefix or "."
    subject, body = commit_message(summary)
    git(repo, "add", "--all", "--", spec)
    try:
        git(repo, "commit", "--quiet", "-m", subject, "-m", body, "--", spec)
    except GitError as exc:
        raise GitError(f"{exc}; the store's changes are staged, commit them by hand") from None
    return git(repo, "rev-parse", "HEAD").stdout.strip()
