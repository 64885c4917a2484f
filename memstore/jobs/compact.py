"""Compaction: a summary node for each group of related, settled long-term entries.

Eligible entries (each refusal below is reported with its reason, in this order)
    long_term/, `status: active` (needs_review, stale, compacted ... are refused), not already
    compacted into a node, not `preserve: true`, not a security or authorization rule (kind
    security_rule, or the words auth, authorization, authentication, permission, access control,
    RBAC, ACL, credential, password or secret in its title, tags or facts), not a protected kind
    (retention.protected_kinds: decisions, constraints, ...), no contradiction recorded, created
    (or restored by a person, if later) at least compaction.min_age_days ago (14).

Groups
    Same scope and branch, same kind and same `parent`. Entries without a parent are grouped by
    topic inside their (scope, branch, kind): an entry with tags joins the group of its primary
    tag (the one of its tags most shared in that partition; ties alphabetical); entries without
    tags are clustered by text, each joining the most similar earlier cluster leader (rapidfuzz
    token_set_ratio of title and facts at least similarity.related_threshold) or leading a new
    cluster, oldest first. Two members that contradict each other
    (memstore.core.similarity.facts.entry_contradictions) both leave the group. A group needs at
    least compaction.min_group members (3); one of more than compaction.max_group (50) is split, in
    its members' order (oldest first), into as few groups of at most that many as will hold
    them, of sizes as even as can be: a summary of hundreds of entries is no summary, and its
    frontmatter (a provenance record and a source id per member) would outgrow the 64 KiB a
    file's frontmatter may hold, so memstore could not read back the node it wrote.

The node
    A new long_term/ entry (in the sources' sub-folder when they share one): `status: compacted`,
    title `[Compacted] <kind> group: <source titles>` (shortened), every fact of its sources
    (and each source title that is not already one of its facts) with duplicates merged
    (memstore.core.similarity.facts.merge_facts), `sources`, one provenance record
    per source at its own `created`, counters summed, `created` and `last_confirmed` the newest
    of the sources' (never the run's time), and an id derived from the title and source ids.
    Each source gets `compacted_into`; with compaction.archive_sources (default) it moves to
    archive/ with `archived_at` = the moment the group became eligible (the newest member's
    `created` + min_age_days), `archived_from: long_term` and the reason.

Running it again changes nothing: the sources are archived or linked, so no group re-forms.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from memstore.core import ids
from memstore.core.entry import COMPACTED_TITLE, SCHEMA_VERSION, Entry, first_line
from memstore.core.fileformat import DELETE, as_written, bullets, render, without_facts
from memstore.core.plan import Drafts, Plan
from memstore.core.provenance import own_provenance
from memstore.core.similarity.blocking import candidate_pairs
from memstore.core.similarity.facts import contradiction, entry_contradictions, merge_facts
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store, StoreView

AUTH_WORDS = re.compile(
    r"\b(auth[nz]?|authori[sz]\w*|authenticat\w*|permissions?|access[ -]control|rbac|acls?|"
    r"credentials?|passwords?|secrets?)\b", re.IGNORECASE)
REVIEW_TAGS = frozenset({"review", "under-review", "needs-review", "open", "investigating",
                         "unresolved"})
TITLE_CHARS = 100
RULE_LABELS = {
    "needs_review": "under review", "incident_under_review": "incidents under review",
    "is_node": "compaction nodes", "not_active": "not active",
    "already_compacted": "already compacted", "preserve": "preserved",
    "security": "security or authorization rules", "protected_kind": "protected kinds",
    "in_conflict": "in conflict", "too_recent": "too recent",
    "contradicts_member": "contradicting another member", "too_few": "in groups too small",
    "duplicate_id": "ids in several files",
}


@dataclass(frozen=True)
class Group:
    """Entries that would become one compaction node."""

    scope: str
    branch: str | None
    parent: str | None
    kind: str
    topic: str | None
    members: tuple[Entry, ...]

    def key(self) -> dict[str, Any]:
        return {"scope": self.scope, "branch": self.branch, "parent": self.parent,
                "kind": self.kind, "topic": self.topic}

    def to_json(self) -> dict[str, Any]:
        return {**self.key(), "ids": [e.id for e in self.members],
                "titles": [e.title for e in self.members], "title": node_title(self)}


def _refusal(entry: Entry, store: StoreView) -> tuple[str, str] | None:
    """(rule, reason) when `entry` may not be compacted, else None."""
    config = store.config
    if entry.status == "needs_review":
        if entry.kind == "incident":
            return "incident_under_review", "incident under review"
        return "needs_review", "needs review"
    if entry.status == "compacted":
        return "is_node", "is a compaction node"
    if entry.status != "active":
        return "not_active", f"status {entry.status} (only active entries are compacted)"
    if entry.compacted_into:
        return "already_compacted", f"already compacted into {entry.compacted_into}"
    if entry.preserve:
        return "preserve", "preserve: true"
    if entry.kind == "security_rule" or _mentions_auth(entry):
        return "security", "security or authorization rule"
    if config.is_protected(entry.kind):
        return "protected_kind", f"protected kind {entry.kind}"
    if entry.kind == "incident" and REVIEW_TAGS & {t.casefold() for t in entry.tags}:
        return "incident_under_review", "incident under review"
    if entry.contradictions:
        n = entry.contradictions
        return "in_conflict", f"in conflict ({n} contradiction{'s' if n != 1 else ''} recorded)"
    start = entry.since_restore(entry.created)  # (a person's restore starts a new window)
    age = clock.days_between(start, clock.now())
    if age < config.compaction.min_age_days:
        what = "restored" if start > entry.created else "created"
        return "too_recent", (f"too recent: {what} {age:.0f} days ago, compaction needs "
                              f"{config.compaction.min_age_days}")
    return None


def _mentions_auth(entry: Entry) -> bool:
    return bool(AUTH_WORDS.search(" ".join([entry.title, *entry.tags, *entry.facts])))


def _text(entry: Entry) -> str:
    return " ".join([entry.title, *entry.facts])


def _topics(entries: list[Entry], threshold: float) -> list[tuple[str | None, list[Entry]]]:
    """Split unparented entries of one (scope, branch, kind) into topics (module docstring)."""
    tagged = [e for e in entries if e.tags]
    shared: dict[str, int] = {}
    for entry in tagged:
        for tag in set(entry.tags):
            shared[tag] = shared.get(tag, 0) + 1
    topics: dict[str, list[Entry]] = {}
    for entry in tagged:
        primary = min(set(entry.tags), key=lambda t: (-shared[t], t))
        topics.setdefault(f"tag:{primary}", []).append(entry)
    out: list[tuple[str | None, list[Entry]]] = sorted(topics.items())
    from rapidfuzz import fuzz, process

    leaders: list[str] = []
    clusters: list[list[Entry]] = []
    for entry in sorted((e for e in entries if not e.tags), key=lambda e: (e.created, e.id)):
        text = _text(entry).casefold()
        match = process.extractOne(text, leaders, scorer=fuzz.token_set_ratio,
                                   score_cutoff=threshold) if leaders else None
        if match is None:
            leaders.append(text)
            clusters.append([entry])
        else:
            clusters[match[2]].append(entry)
    out += [(f"similar to {c[0].id}", c) for c in clusters]
    return out


def _units(entry: Entry) -> list[str]:
    return [entry.title, *entry.facts]


def _contradiction(a: Entry, b: Entry) -> str | None:
    """Why two members contradict (memstore.core.similarity.facts), or None."""
    # Titles are compared with titles and facts with facts: a title set against a fact of
    # the same entry reads like a contradiction when it is only a heading.
    found = entry_contradictions(a.facts or [a.title], b.facts or [b.title])
    reason = contradiction(a.title, b.title)
    if reason:
        found.append((a.title, b.title, reason))
    if not found:
        return None
    fact_a, fact_b, reason = found[0]
    return f"{reason}: '{first_line(fact_a, 60)}' / '{first_line(fact_b, 60)}'"


def find_groups(store: StoreView, snapshot: Snapshot) -> tuple[list[Group], list[dict[str, Any]]]:
    """Eligible groups, and every other long-term entry with the reason it is left alone."""
    config = store.config.compaction
    refused: list[dict[str, Any]] = []
    partitions: dict[tuple[str, str | None, str | None, str], list[Entry]] = {}
    seen: set[str] = set()
    for entry in snapshot.layer("long_term"):
        if entry.id in seen:
            continue
        seen.add(entry.id)
        copies = len(snapshot.by_id.get(entry.id, ()))
        refusal = (("duplicate_id", f"its id is in {copies} files; run 'memstore doctor'")
                   if copies > 1 else _refusal(entry, store))
        if refusal:
            refused.append({"ids": [entry.id], "rule": refusal[0], "reason": refusal[1]})
            continue
        key = (entry.scope, entry.branch, entry.parent, entry.kind)
        partitions.setdefault(key, []).append(entry)
    groups: list[Group] = []
    threshold = store.config.similarity.related_threshold
    for (scope, branch, parent, kind), members in sorted(partitions.items(),
                                                         key=lambda kv: _sort_key(kv[0])):
        topics = [(None, members)] if parent else _topics(members, threshold)
        for topic, topic_members in topics:
            group = Group(scope, branch, parent, kind, topic,
                          tuple(sorted(topic_members, key=lambda e: (e.created, e.id))))
            group, conflicts = _without_conflicts(group)
            refused.extend(conflicts)
            if len(group.members) >= config.min_group:
                groups.extend(_split(group, config.max_group))
            elif group.members:
                n = len(group.members)
                noun = "entry" if n == 1 else "entries"
                refused.append({"ids": [e.id for e in group.members], "group": group.key(),
                                "rule": "too_few", "reason": f"only {n} related {noun} "
                                f"(compaction needs {config.min_group})"})
    return groups, refused


def _split(group: Group, most: int) -> list[Group]:
    """`group`, or when it has more than `most` members, as few groups of at most `most` as
    will hold them, of sizes as even as can be, in the members' order (oldest first)."""
    n = len(group.members)
    parts = -(-n // most)
    bounds = [n * k // parts for k in range(parts + 1)]
    return [Group(group.scope, group.branch, group.parent, group.kind, group.topic,
                  group.members[start:end]) for start, end in itertools.pairwise(bounds)]


def _sort_key(key: tuple[str, str | None, str | None, str]) -> tuple[str, ...]:
    return tuple(part or "" for part in key)


PAIRWISE_LIMIT = 24


def _pairs(members: list[Entry]) -> list[tuple[int, int]]:
    """Member pairs to check for contradictions: all of them in a small group; in a large one
    only pairs sharing a rare word (memstore.core.similarity.blocking.candidate_pairs), since facts
    that share no word cannot contradict each other."""
    if len(members) <= PAIRWISE_LIMIT:
        return [(i, j) for i in range(len(members)) for j in range(i + 1, len(members))]
    docs = [("group", " ".join(_units(e))) for e in members]
    return sorted(candidate_pairs(docs))


def _without_conflicts(group: Group) -> tuple[Group, list[dict[str, Any]]]:
    members = list(group.members)
    out: list[dict[str, Any]] = []
    conflicted: dict[str, str] = {}
    for i, j in _pairs(members):
        a, b = members[i], members[j]
        reason = _contradiction(a, b)
        if reason:
            conflicted.setdefault(a.id, f"contradicts {b.id} ({reason})")
            conflicted.setdefault(b.id, f"contradicts {a.id} ({reason})")
    for entry_id, reason in sorted(conflicted.items()):
        out.append({"ids": [entry_id], "rule": "contradicts_member", "reason": reason})
    kept = tuple(e for e in members if e.id not in conflicted)
    return Group(group.scope, group.branch, group.parent, group.kind, group.topic, kept), out


def compaction_candidates(store: Store, snapshot: Snapshot) -> dict[str, Any]:
    """The candidate groups and the refusals, as one JSON-ready document."""
    groups, refused = find_groups(store, snapshot)
    cfg = store.config.compaction
    return {
        "settings": {"enabled": cfg.enabled, "min_group": cfg.min_group,
                     "max_group": cfg.max_group, "min_age_days": cfg.min_age_days,
                     "archive_sources": cfg.archive_sources},
        "groups": [g.to_json() for g in groups],
        "refused": refused,
        "problems": [str(p) for p in snapshot.problems],
    }


# The node ----------------------------------------------------------------------------------


def node_title(group: Group) -> str:
    """`[Compacted] <kind> group: <titles>`, cut after whole titles with `(+N more)`."""
    return titled(group.kind, [e.title for e in group.members])


def titled(kind: str, member_titles: Sequence[str]) -> str:
    """A node's title from its members' titles (see `node_title`)."""
    titles = [first_line(t, 40) for t in member_titles]
    shown: list[str] = []
    for title in titles:
        if shown and len("; ".join([*shown, title])) > TITLE_CHARS:
            break
        shown.append(title)
    rest = len(titles) - len(shown)
    more = f" (+{rest} more)" if rest else ""
    return f"{COMPACTED_TITLE}{kind} group: {'; '.join(shown)}{more}"


def _title_fact(entry: Entry) -> list[str]:
    """A source's explicit title as a fact of the node, unless its facts already say it.

    The node's title lists the source titles only shortened, and the node replaces its sources
    in recall and context, so a title that carries knowledge of its own must not be lost.
    """
    title = " ".join(str(entry.meta.get("title") or "").split())
    if not title:
        return []
    stem = title.rstrip("…").rstrip(" .").casefold()
    if any(" ".join(f.split()).casefold().startswith(stem) for f in entry.facts):
        return []
    return [title]


def source_leaves(node: Entry, leaving: Entry, staying: Sequence[Entry],
                  record: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The frontmatter changes and new body (None: unchanged) of compaction node `node` when
    its source `leaving` leaves it and `staying` (its other sources found) stay: the source
    leaves `sources`, the title and the counters, and what it brought (its facts, its title
    when the node kept it as a fact) leaves the body unless a staying source says it too.
    `record` is appended to the node's provenance. A restored source no longer needs the node
    to stand for it (memstore.app.restore), and it holds every fact it takes out."""
    theirs = set(_title_fact(leaving) + leaving.facts)
    theirs -= {f for e in staying for f in (*_title_fact(e), *e.facts)}
    facts = [f for f in node.facts if f not in theirs]
    body = None
    if facts != node.facts:  # (only their lines go: a person's heading or markers stay)
        body = without_facts(node.body, [f for f in node.facts if f in theirs]) or bullets(facts)
    return sources_leave(node, [leaving], staying, record), body


def sources_leave(node: Entry, leaving: Sequence[Entry], staying: Sequence[Entry],
                  record: dict[str, Any]) -> dict[str, Any]:
    """The frontmatter changes of compaction node `node` when its sources `leaving` leave it
    and `staying` (its other sources found) stay: they leave `sources`, the title (made of the
    staying sources' titles, unless a person retitled the node) and the counters, and
    `record` is appended to its provenance.
    (A restored source leaves its node, `source_leaves`; consolidation releases the sources
    that state what another entry contradicts, memstore.jobs.consolidate.)"""
    gone = {e.id for e in leaving}
    changes: dict[str, Any] = {"sources": [i for i in node.sources if i not in gone] or DELETE,
                               "provenance": [*own_provenance(node), record]}
    titles = [e.title for e in staying]
    if titles and node.title.startswith(COMPACTED_TITLE):  # (not one a person gave it)
        changes["title"] = titled(node.kind, titles)
    for key in ("confirmations", "successes", "failures"):
        if node.count(key) or key == "confirmations":
            changes[key] = max(0, node.count(key) - sum(e.count(key) for e in leaving))
    return changes


def merged_facts(members: Sequence[Entry]) -> list[str]:
    """Every fact of the members (and each explicit title that is not already a fact), oldest
    member first; a fact is dropped only when another phrasing of it is kept
    (memstore.core.similarity.facts.merge_facts)."""
    facts: list[str] = []
    for entry in members:
        facts = merge_facts(facts, [*_title_fact(entry), *entry.facts])
    return facts


def _node(group: Group, node_id: str) -> dict[str, Any]:
    members = group.members
    created = max(e.created for e in members)
    meta: dict[str, Any] = {
        "id": node_id, "title": node_title(group), "kind": group.kind, "status": "compacted",
        "source": "tool", "created": clock.format_time(created),
        "last_confirmed": clock.format_time(max(e.last_confirmed for e in members)),
        "confirmations": sum(e.confirmations for e in members),
    }
    for key in ("successes", "failures"):
        total = sum(e.count(key) for e in members)
        if total:
            meta[key] = total
    if group.scope != "project":
        meta["scope"] = group.scope
    if group.branch:
        meta["branch"] = group.branch
    if group.parent:
        meta["parent"] = group.parent
    tags = sorted({t for e in members for t in e.tags})
    if tags:
        meta["tags"] = tags
    meta["provenance"] = [{"at": clock.format_time(e.created), "source": e.source, "from": e.id,
                           "note": "compacted"} for e in members]
    meta["sources"] = [e.id for e in members]
    meta["schema"] = SCHEMA_VERSION
    return meta


def plan_compaction(store: StoreView, snapshot: Snapshot) -> Plan:
    """The `compact` job: one node per eligible group, sources linked (and archived)."""
    plan = Plan("compact")
    plan.warnings.extend(f"skipped malformed file {p}" for p in snapshot.problems)
    cfg = store.config.compaction
    if not cfg.enabled:
        plan.warnings.append("compaction is disabled (compaction.enabled: false in memstore.yaml)")
        return plan
    groups, _ = find_groups(store, snapshot)
    drafts = Drafts(store.read_text)
    planned: set[str] = set()
    broken = {p.path.rsplit("/", 1)[-1].removesuffix(".md") for p in snapshot.problems}
    for group in groups:
        title = node_title(group)
        source_ids = [e.id for e in group.members]
        node_id = ids.new_id(title, *source_ids,
                             taken=lambda c: c in snapshot.by_id or c in planned or c in broken)
        planned.add(node_id)
        subdirs = {e.subdir for e in group.members}
        subdir = subdirs.pop() if len(subdirs) == 1 else ""
        rel = "/".join(p for p in ("long_term", subdir, f"{node_id}.md") if p)
        facts = merged_facts(group.members)
        drafts.create(rel, render(_node(group, node_id), bullets(
            as_written(facts, *(e.body for e in group.members)))))
        where = f"parent {group.parent}" if group.parent else f"topic {group.topic}"
        plan.note("compact", node_id, f"{len(source_ids)} {group.kind} entries ({where}, "
                  f"scope {group.branch or group.scope}) summarized with every fact kept",
                  title=title, **{"from": source_ids, "facts": len(facts)})
        closed = clock.format_time(max(e.since_restore(e.created) for e in group.members)
                                   + timedelta(days=cfg.min_age_days))
        for entry in group.members:
            changes: dict[str, Any] = {"compacted_into": node_id}
            if cfg.archive_sources:
                changes.update(status="archived", archived_at=closed, archived_from=entry.layer,
                               archived_reason=f"compacted into {node_id}")
                drafts.update(entry, changes, layer="archive")
                plan.note("archive", entry.id, f"compacted into {node_id}", title=entry.title,
                          into=node_id)
            else:
                drafts.update(entry, changes)
    plan.actions.extend(drafts.actions())
    return plan
