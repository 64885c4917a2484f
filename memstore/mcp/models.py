"""The structured results of the MCP tools (their published output schemas).

Plain pydantic models mirroring the `to_json()` documents of the library, so a client gets the
same fields as `memstore ... --json` prints. Extra keys the library may add later are ignored.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Remembered(BaseModel):
    id: str = Field(description="The new entry's id (or, when confirmed, the live entry's)")
    title: str
    path: str = Field(description="Its file, relative to the store root")
    layer: str = Field(description="working (a candidate) or long_term")
    status: str
    confirmed: bool = Field(False, description="The text was a word-for-word copy of this live "
                            "entry: it was confirmed instead of added (do not confirm it again)")


class Hit(BaseModel):
    id: str
    title: str
    kind: str
    status: str
    layer: str
    path: str
    score: float = Field(description="Relevance weighted by status, freshness and support")
    relevance: float
    facts: list[str]
    conflicted: bool = Field(False, description="Its file holds an unresolved git conflict: "
                             "facts lists both versions ('memstore doctor' merges them)")
    tags: list[str] = []
    confirmations: int = 1
    created: str | None = None
    last_confirmed: str | None = None
    evidence_for: str | None = Field(None, description="With deep: the summary this source "
                                                       "entry is evidence for")
    sources: list[str] = []
    matched_sources: list[str] = []


class RecallResult(BaseModel):
    query: str
    hits: list[Hit]
    warnings: list[str] = Field([], description="Files that were skipped because they are "
                                "malformed (run 'memstore lint')")


class ContextResult(BaseModel):
    text: str = Field(description="The context to read, as Markdown")
    tokens: int
    budget: int | None
    full_tokens: int = Field(0, description="Tokens everything would take at full detail")
    included: list[dict[str, str]] = []
    stepped_down: list[dict[str, str]] = []
    left_out: list[dict[str, str]] = []
    cut: list[dict[str, Any]] = Field([], description="Entries shown cut, with the characters "
                                      "shown and in all (`memstore show ID` has the rest)")
    rules: int = Field(0, description="Rules (protected kinds, preserve: true), loaded whole")
    rules_over_budget: bool = False
    needs_review: int = Field(0, description="Entries waiting for review (needs_review)")
    warnings: list[str] = []


class EntryState(BaseModel):
    """An entry as it stands after the edit."""

    id: str
    title: str
    path: str
    layer: str
    status: str
    confirmations: int
    successes: int
    failures: int
    contradictions: int
    superseded_by: str | None = None
    queued: bool = Field(False, description="A job holds the store: the edit is recorded and "
                         "written into the entry when the job finishes (the counts above are "
                         "from before it)")
    merged_from: str | None = Field(None, description="The id you named, when a merge had put "
                                    "that entry into this one (or, for a confirmation or a "
                                    "use, compaction had folded it into this node): the edit "
                                    "was recorded here")


class RestoredEntry(BaseModel):
    id: str
    title: str
    from_: str = Field(alias="from")
    to: str
    status: str
    unlinked: str | None = None
    left: str | None = Field(None, description="The compaction node that stood for the entry "
                             "and no longer does (the entry is served on its own)")
    node_archived: bool = Field(False, description="That node had no source left and went to "
                                "archive/")
    apart_from: str | None = Field(None, description="The entry a merge had absorbed this one "
                                   "into: the two are kept apart now (distinct_from), so no "
                                   "merge takes it back")


class RestoreResult(BaseModel):
    restored: list[RestoredEntry]


class SessionStarted(ContextResult):
    session: str = Field(description="The session's id: pass it as `session` to later tools "
                                     "and to session_end")


class PlanResult(BaseModel):
    job: str
    at: str
    dry_run: bool = Field(description="True: a preview, nothing was changed")
    counts: dict[str, int] = Field(description="Decisions by kind (promote, merge, archive, ...)")
    items: list[dict[str, Any]] = Field(description="Each decision with its entry and reason")
    changes: list[dict[str, str]] = Field(description="The file writes and moves")
    warnings: list[str]
    reports: list[str] = Field([], description="Report files written (only when applied)")


class SessionEnded(BaseModel):
    session: str | None = Field(description="The session ended (None: none was open)")
    consolidation: PlanResult | None = Field(description=(
        "What consolidation did (session.consolidate_on_end in memstore.yaml), or only "
        "previewed when mcp.allow_apply is false; None when the config asks for none"))
    note: str = ""


class PendingDecision(BaseModel):
    id: str = Field(description="The entry under review (or the first of an uncertain pair)")
    kind: str = Field("conflict", description="conflict (both in review), maybe_same or "
                                              "maybe_conflict (the judge could not decide)")
    entry: dict[str, Any] = Field(description="It: id, title, kind, status, layer, facts")
    with_: dict[str, Any] | None = Field(None, alias="with",
                                         description="The entry it conflicts with, if known")
    reason: str | None = Field(None, description="What differs: negation, number, version, "
                                                 "path or name")
    facts: list[str] | None = Field(None, description="The two facts that contradict")
    commands: list[str] = Field(description="The command-line equivalents of each decision")
    flagged_against: list[str] | None = Field(None, description=(
        "With no live other side: the ids it was flagged against, now superseded, archived "
        "or gone (nothing live conflicts with it: accept it)"))


class PendingResult(BaseModel):
    pending: list[PendingDecision]


class DecisionResult(BaseModel):
    action: str = Field(description="keep, both, merge or accept")
    kept: list[str] = Field(description="The entries that hold (active)")
    superseded: list[str] = Field(description="The entries moved to archive/ as superseded")
    files: list[str] = Field(description="The files written or moved")
    freed: list[str] = Field([], description="Entries still under review that were flagged "
                             "only against what this decision superseded: nothing live "
                             "conflicts with them now (decide each: decision accept)")
    flagged: bool = Field(True, description="False: nothing had flagged this pair (no "
                          "conflict, no uncertain pair); the decision was the caller's own, "
                          "and `restore` brings the superseded entry back if it was a mistake")
