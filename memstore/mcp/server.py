"""`memstore mcp`: the store's tools and resources for an agent, over the Model Context Protocol.

A thin front end (MCP SDK 2.x, `MCPServer` on stdio) over the same library functions as the
command line: every tool parses its typed arguments, calls one library function and returns
a structured result. A user-fixable failure (a bad id, an unknown kind, a secret in the text)
comes back as a tool error (`isError`) or, for a resource, as a JSON-RPC error, with the same
message the CLI prints; a crash shows the client only "Error executing tool NAME".

The server loads the store once and keeps the snapshot while no file changes: each request
compares the files' sizes, modification times and inodes (and memstore.yaml's) with the last
load and reloads only when they differ (memstore.app.follow.LiveStore). Tool calls are
serialized, since the store lock is re-entrant per process. Nothing outside the store root
is read or written: every id is checked with `entry.check_id` before it is looked up, and
paths come only from the snapshot.
Consolidate and retention are previews (dry runs) unless memstore.yaml sets
`mcp.allow_apply: true`, read when the server starts.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field, ValidationError

from memstore import __version__
from memstore.app.follow import LiveStore
from memstore.core.config import MAX_NUMBER
from memstore.core.entry import check_id
from memstore.core.errors import BadInput, EntryNotFound, MemstoreError
from memstore.mcp.models import (
    ContextResult,
    DecisionResult,
    EntryState,
    PendingResult,
    PlanResult,
    RecallResult,
    Remembered,
    RestoreResult,
    SessionEnded,
    SessionStarted,
)

if TYPE_CHECKING:
    from memstore.app.edits import Recorded
    from memstore.core.plan import Plan
    from memstore.storage.store import Store

INSTRUCTIONS = """\
This server is the project's memory (memstore): plain Markdown entries in working/ (recent,
unconfirmed observations), long_term/ (consolidated knowledge) and archive/.
At the start of a task call `session_start` (it returns the context to read and a session
id to pass as `session` later; or read memory://project/current/context), and call `recall`
with a few words before relying on what you think you know about the project. Call
`session_end` when the task is done.
Call `remember` for something worth keeping (a convention, a fix that worked, a user
preference: source "user" when the user said it). Call `confirm` when an entry proved right
again, `used` when it helped a task succeed (or failed: failed=true), and `contradict` when
it is wrong (pass `by` with the id of the corrected entry you remembered).
When entries contradict each other, consolidation puts both in review: call
`pending_decisions`, and `resolve` each pair you can decide from what you know (ask the user
when you cannot tell which is right).
"""

Id = Annotated[str, Field(description="An entry id, or any unique prefix of one "
                                      "(lowercase letters, digits and '-').")]
Session = Annotated[str | None, Field(description="The session to cite in provenance "
                                                  "(default: $MEMSTORE_SESSION).")]
F = TypeVar("F", bound=Callable[..., Any])
Wrap = Callable[[Callable[..., Any]], Callable[..., Any]]


def _tool_errors(live: LiveStore) -> Callable[[F], F]:
    """Run a tool body under the server's guard; user-fixable failures become tool errors."""

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with live.guard:
                try:
                    return fn(*args, **kwargs)
                except MemstoreError as exc:
                    raise ToolError(str(exc)) from None

        return wrapper  # type: ignore[return-value]

    return decorate


def _entry_state(live: LiveStore, done: Recorded) -> EntryState:
    """The entry an evidence edit was recorded on, as it stands after it."""
    entry = live.snapshot().get(done.entry.id)
    return EntryState(id=entry.id, title=entry.title, path=entry.rel, layer=entry.layer,
                      status=entry.status, confirmations=entry.confirmations,
                      successes=entry.successes, failures=entry.count("failures"),
                      contradictions=entry.contradictions, superseded_by=entry.superseded_by,
                      queued=done.queued, merged_from=done.merged_from)


class _UnknownArguments:
    """Middleware: a tool call with an argument the tool does not take is an error (pydantic
    would silently drop it, and a model that passed apply=true to a preview must not believe
    anything was applied)."""

    def __init__(self, server: MCPServer) -> None:
        self.server = server
        self.known: dict[str, set[str]] | None = None

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        params = ctx.params
        if ctx.method == "tools/call" and isinstance(params, dict):
            if self.known is None:
                self.known = {t.name: set(t.input_schema.get("properties", {}))
                              for t in await self.server.list_tools()}
            name, arguments = params.get("name"), params.get("arguments") or {}
            if name in self.known and isinstance(arguments, dict):
                unknown = sorted(set(arguments) - self.known[name])
                if unknown:
                    takes = ", ".join(sorted(self.known[name])) or "no arguments"
                    text = (f"{name} does not take {', '.join(unknown)} (it takes {takes})"
                            + (APPLY_REFUSED if "apply" in unknown else ""))
                    return CallToolResult(content=[TextContent(type="text", text=text)],
                                          is_error=True)
        return await call_next(ctx)


APPLY_REFUSED = ("; applying is a command-line action here ('memstore consolidate --apply', "
                 "'memstore retention run --apply') unless memstore.yaml sets "
                 "mcp.allow_apply: true")


READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)
ADDITIVE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                           open_world_hint=False)
REWRITING = ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=False,
                            open_world_hint=False)


class _Server(MCPServer):
    """MCPServer whose argument errors read like the CLI's: one line naming the tool and the
    argument (`confirm: id: required`), not pydantic's report with its links."""

    async def call_tool(self, name: str, arguments: dict[str, Any], *args: Any,
                        **kwargs: Any) -> Any:
        try:
            return await super().call_tool(name, arguments, *args, **kwargs)
        except ToolError as exc:
            if not isinstance(exc.__cause__, ValidationError):
                raise
            raise ToolError(_argument_errors(name, exc.__cause__)) from None


def _argument_errors(tool: str, error: ValidationError) -> str:
    problems = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"]) or "arguments"
        message = "required" if item["type"] == "missing" else str(item["msg"])
        problems.append(f"{where}: {message[:1].lower()}{message[1:]}")
    return f"{tool}: {'; '.join(problems)}"


def build_server(root: Path) -> MCPServer:
    """The server for the store at `root`, with every tool and resource registered."""
    live = LiveStore(root)
    server: MCPServer = _Server(name="memstore", version=__version__,
                                instructions=INSTRUCTIONS, log_level="WARNING")
    tool = _tool_errors(live)
    server.middleware.append(_UnknownArguments(server))

    @server.tool(annotations=ADDITIVE)
    @tool
    def remember(
        text: Annotated[str, Field(description="What to remember: one fact, or several as "
                                               "'- ' bullet lines. Plain words, no secrets.")],
        kind: Annotated[str | None, Field(description=(
            "preference, convention, fact, decision, constraint, security_rule, architecture, "
            "procedure, incident or observation (the default)"))] = None,
        source: Annotated[Literal["user", "agent", "tool"], Field(description=(
            "'user' when the user stated it (user preferences, constraints and security rules "
            "then go straight to long-term memory), 'agent' when you observed it"))] = "agent",
        title: Annotated[str | None, Field(description="A one-line title (default: the "
                                                       "first line of the text)")] = None,
        tags: Annotated[list[str] | None, Field(description="Short topic tags")] = None,
        branch: Annotated[str | None, Field(description="Only true on this git branch")] = None,
        parent: Annotated[str | None, Field(
            description="Id (or unique prefix) of the entry this one refines")] = None,
        session: Session = None,
    ) -> Remembered:
        """Remember a new observation or instruction about this project.

        It lands in working memory as a candidate (consolidation promotes it once it is
        confirmed), except what the user states as a preference, constraint or security rule,
        which goes straight to long-term memory. Call `recall` first: if an entry already says
        it, `confirm` that entry instead of remembering it twice (a word-for-word copy of a
        live entry confirms it and returns its id). Returns the new entry's id.
        """
        from memstore.app import edits

        added = edits.add(live.store, text, title=title, kind=kind, source=source,
                          tags=tags or (), branch=branch, parent=parent, session=session)
        live.changed()
        entry = live.snapshot().get(added.id)
        return Remembered(id=added.id, path=added.rel, layer=added.layer, status=entry.status,
                          title=entry.title, confirmed=added.confirmed)

    @server.tool(annotations=ADDITIVE)
    @tool
    def recall(
        query: Annotated[str, Field(description="A few words about what you need to know")],
        limit: Annotated[int, Field(ge=1, le=100, description="Most entries to return")] = 10,
        deep: Annotated[bool, Field(description="Also return the source entries behind each "
                                                "summary (the evidence)")] = False,
        include_archived: Annotated[bool, Field(description="Also search archived, expired "
                                                            "and superseded entries")] = False,
        session: Session = None,
    ) -> RecallResult:
        """Find what the project's memory knows about a topic, best match first.

        Each hit has its id, title, kind, status, facts and score. Stale entries rank lower;
        superseded and archived ones are left out unless include_archived. The recall is
        logged, which keeps useful entries from decaying.
        """
        from memstore.app import recall as recaller
        from memstore.app.edits import session_id

        snapshot = live.snapshot()
        hits = recaller.recall(live.store, snapshot, query, limit=limit, deep=deep,
                               include_archived=include_archived, session=session_id(session),
                               via="mcp")
        return RecallResult(query=query, hits=[h.to_json() for h in hits],  # type: ignore[misc]
                            warnings=[f"skipped {p}" for p in snapshot.problems])

    @server.tool(annotations=READ_ONLY)
    @tool
    def context(
        budget: Annotated[int | None, Field(ge=1, le=MAX_NUMBER, description=(
            "Most tokens to return (default: session.default_budget in memstore.yaml)"))] = None,
    ) -> ContextResult:
        """What to load at the start of a task, within a token budget: the rules (protected
        kinds, preserve: true) with every fact, how many entries wait for review, recent
        working notes, then long-term memory at the detail each entry's age calls for.

        No entry takes more than its share (a long one is cut, pointing at `memstore show
        ID`); the text ends with a line saying what was shortened, cut or left out.
        """
        from memstore.app.context import build_context

        store = live.store
        snapshot = live.snapshot()
        result = build_context(store, snapshot,
                               store.config.session.default_budget if budget is None else budget)
        skipped = [f"skipped {problem}" for problem in snapshot.problems]
        return ContextResult(**{**result.to_json(), "warnings": [*skipped, *result.warnings]})

    @server.tool(annotations=ADDITIVE)
    @tool
    def session_start(
        budget: Annotated[int | None, Field(ge=1, le=MAX_NUMBER, description=(
            "Most tokens of context to return (default: session.default_budget in "
            "memstore.yaml)"))] = None,
        session: Annotated[str | None, Field(description=(
            "The session's id (default: a new one, s-<UTC stamp>-<4 hex>)"))] = None,
    ) -> SessionStarted:
        """Start a session: log it (log/sessions.jsonl) and return its id with the context to
        load, as `context` returns it. The working window holds the notes of the last five
        sessions logged (or the last 14 days, whichever keeps more), so an agent that logs its
        sessions keeps its recent notes in view however long it pauses; `session end` (or
        `session_end`) closes it."""
        from memstore.app import sessions

        started, result = sessions.start(live.store, session, budget)
        live.changed()
        return SessionStarted(**result.to_json(), session=started)

    @server.tool(annotations=REWRITING if live.store.config.mcp.allow_apply else ADDITIVE)
    @tool
    def session_end(session: Session = None) -> SessionEnded:
        """End a session (default: the last one started and not ended) and log it. When
        memstore.yaml sets session.consolidate_on_end, consolidation runs as it does after
        `memstore session end`: applied if mcp.allow_apply is true, else only previewed."""
        from memstore.app.lifecycle import end_session

        apply = live.store.config.mcp.allow_apply
        ended, plan, busy = end_session(live.store, session, apply=apply)
        live.changed()
        if busy is not None:
            return SessionEnded(session=ended, consolidation=None, note=(
                f"consolidation not run: the store is locked by {busy}; the next "
                "consolidation takes this session's notes"))
        if plan is None:
            return SessionEnded(session=ended, consolidation=None)
        note = "" if apply else ("consolidation previewed, not applied (mcp.allow_apply is "
                                 "false): run 'memstore consolidate --apply'")
        return SessionEnded(session=ended, note=note,
                            consolidation=PlanResult(**plan.to_json(not apply)))

    @server.tool(annotations=ADDITIVE)
    @tool
    def confirm(id: Id, session: Session = None) -> EntryState:
        """Record that an entry was observed or proved right again.

        Raises its confirmation count and last_confirmed (a stale entry becomes active again),
        which helps a working entry get promoted and keeps a long-term one from decaying.
        """
        from memstore.app import edits

        done = edits.confirm(live.store, check_id(id), session=session)
        live.changed()
        return _entry_state(live, done)

    @server.tool(annotations=REWRITING)
    @tool
    def contradict(
        id: Id,
        by: Annotated[str | None, Field(description=(
            "Id of the entry that replaces it (remember the correction first); the "
            "contradicted entry is then superseded and moved to the archive"))] = None,
        session: Session = None,
    ) -> EntryState:
        """Record that an entry is wrong or no longer true.

        Without `by` it counts a contradiction, which lowers the entry's score. With `by` the
        newer entry explicitly supersedes it and it moves to archive/ (restorable), unless it
        is a rule a person stated (a protected kind, source user) and the newer entry is not:
        then both go to needs_review and a person decides.
        """
        from memstore.app import edits

        done = edits.contradict(live.store, check_id(id),
                                by=check_id(by, "by") if by else None, session=session)
        live.changed()
        return _entry_state(live, done)

    @server.tool(annotations=ADDITIVE)
    @tool
    def used(
        id: Id,
        failed: Annotated[bool, Field(description="The task failed with this entry's "
                                                  "advice")] = False,
    ) -> EntryState:
        """Record that an entry was relied on in a task that succeeded (or, failed=true, did
        not). Successes promote working entries and keep long-term ones alive."""
        from memstore.app import edits

        done = edits.used(live.store, check_id(id), failed=failed)
        live.changed()
        return _entry_state(live, done)

    @server.tool(annotations=ADDITIVE)
    @tool
    def restore(
        id: Annotated[str | None, Field(description="The archived entry's id (or a unique "
                                                    "prefix)")] = None,
        search: Annotated[str | None, Field(description=(
            "Instead of an id: words from its title or facts; restores the one clear best "
            "match, and fails listing the candidates when several match equally"))] = None,
    ) -> RestoreResult:
        """Bring an archived, expired or superseded entry back to the layer it left.

        Use it when an entry that was pruned, expired or superseded turns out to be right
        after all; it becomes active again (a candidate if it returns to working memory).
        """
        from memstore.app import restore as restorer

        if bool(id) == bool(search):
            raise BadInput("give either id or search (one of them)")
        if id:
            done = [restorer.restore(live.store, check_id(id), source="agent")]
        else:
            done = restorer.restore_search(live.store, str(search), source="agent")
        live.changed()
        return RestoreResult(restored=[r.to_json() for r in done])  # type: ignore[misc]

    @server.tool(annotations=READ_ONLY)
    @tool
    def pending_decisions() -> PendingResult:
        """What waits for a decision: each pair of entries consolidation found contradicting
        (both are in review and left out of recall until decided), with the two facts that
        differ, then the pairs the judge could not decide (kind maybe_same or maybe_conflict).
        Decide each with `resolve`."""
        from memstore.app.pending import waiting

        items = waiting(live.store, live.snapshot())
        return PendingResult(pending=[i.to_json() for i in items])  # type: ignore[misc]

    @server.tool(annotations=REWRITING)
    @tool
    def resolve(
        id: Id,
        decision: Annotated[Literal["keep", "both", "merge", "accept"], Field(description=(
            "'keep': id is right and becomes active, other is superseded and archived; "
            "'both': both are true (they are never flagged against each other again); "
            "'merge': they say the same thing, merged into one keeping every fact; "
            "'accept' (no other): id holds and its other side is already gone"))],
        other: Annotated[str | None, Field(description="The other entry of the pair (not "
                                                       "with accept)")] = None,
        session: Session = None,
    ) -> DecisionResult:
        """Decide a pair that waits for review (see `pending_decisions`). The decision is
        written into both entries' files and logged."""
        from memstore.app import resolve as resolver

        if (decision == "accept") != (other is None):
            raise BadInput("give other for keep, both and merge, and none for accept")
        if other is None:
            done = resolver.accept(live.store, check_id(id), source="agent", session=session)
        else:
            decide = {"keep": resolver.keep, "both": resolver.both,
                      "merge": resolver.merge_pair}
            done = decide[decision](live.store, check_id(id), check_id(other, "other"),
                                    source="agent", session=session)
        live.changed()
        return DecisionResult(**done.to_json())

    allow_apply = live.store.config.mcp.allow_apply
    _plan_tool(server, tool, live, "consolidate_preview", _consolidate, allow_apply,
               CONSOLIDATE_DOC)
    _plan_tool(server, tool, live, "retention_preview", _retention_run, allow_apply,
               RETENTION_DOC)
    _resources(server, live)
    return server


CONSOLIDATE_DOC = """\
Preview what consolidation would do now: which working entries would be promoted to
long-term memory, merged into an existing entry (with the facts each merge adds),
flagged for review because they contradict another entry, or expired unconfirmed."""

RETENTION_DOC = """\
Preview one retention run: consolidation, pruning of decayed entries to the archive,
compaction of related old entries into summaries, branch cleanup, stale marking and
archival, each decision with its reason."""

APPLY_NOTE = """
With apply=true the changes are made (files rewritten and moved, a report written);
otherwise nothing changes."""

PREVIEW_NOTE = """
Nothing changes; applying is a deliberate command-line action ('memstore consolidate
--apply' / 'memstore retention run --apply')."""


def _consolidate(store: Store, apply: bool) -> tuple[Plan, list[str]]:
    from memstore.app.lifecycle import consolidate

    return consolidate(store, apply)


def _retention_run(store: Store, apply: bool) -> tuple[Plan, list[str]]:
    from memstore.app.retention import run

    return run(store, apply)


def _plan_tool(server: MCPServer, tool: Wrap, live: LiveStore, name: str,
               job: Callable[[Store, bool], tuple[Plan, list[str]]], allow_apply: bool,
               doc: str) -> None:
    """Register a lifecycle job as a preview tool (with an `apply` argument if allowed)."""

    def run(apply: bool) -> PlanResult:
        plan, written = job(live.store, apply)
        if apply:
            live.changed()
        return PlanResult(**plan.to_json(not apply), reports=written)

    if allow_apply:
        def job_with_apply(
            apply: Annotated[bool, Field(description="Make the changes")] = False,
        ) -> PlanResult:
            return run(apply)

        server.add_tool(tool(job_with_apply), name=name, description=doc + APPLY_NOTE,
                        annotations=REWRITING)
    else:
        def job_preview() -> PlanResult:
            return run(False)

        server.add_tool(tool(job_preview), name=name, description=doc + PREVIEW_NOTE,
                        annotations=READ_ONLY)


def _resources(server: MCPServer, live: LiveStore) -> None:
    def read(fn: Callable[[], str]) -> str:
        with live.guard:
            try:
                return fn()
            except (EntryNotFound, BadInput) as exc:
                raise ResourceNotFoundError(str(exc)) from None
            except MemstoreError as exc:
                raise ResourceError(str(exc)) from None

    @server.resource("memory://project/current/retention-status", mime_type="application/json",
                     description="Entries per layer and status, and how many are protected, "
                                 "preserved or malformed.")
    def retention_status() -> str:
        from memstore.app.status import counts

        return read(lambda: _json(counts(live.store, live.snapshot())))

    @server.resource("memory://project/current/compaction-report",
                     mime_type="application/json",
                     description="Groups of related old entries that compaction would "
                                 "summarize, and the entries it refuses to compact and why.")
    def compaction_report() -> str:
        from memstore.app.compaction import candidates

        return read(lambda: _json(candidates(live.store, live.snapshot())))

    @server.resource("memory://project/current/context", mime_type="text/markdown",
                     description="What to load at session start: the rules in full, the "
                                 "review notice, recent working notes, then long-term memory, "
                                 "within the default token budget.")
    def current_context() -> str:
        from memstore.app.context import build_context

        return read(lambda: build_context(live.store, live.snapshot(),
                                          live.store.config.session.default_budget).text)

    @server.resource("memory://entry/{id}", mime_type="text/markdown",
                     description="One entry's file (frontmatter and body), by id or unique "
                                 "prefix.")
    def entry(id: str) -> str:
        def text() -> str:
            found = live.snapshot().get(check_id(id))
            return live.store.read_text(found.rel)

        return read(text)


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n"


def serve(root: Path) -> None:
    """Run the server for the store at `root` on stdin/stdout until the client hangs up."""
    build_server(root).run("stdio")
