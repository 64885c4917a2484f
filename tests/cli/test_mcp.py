"""`memstore mcp`: a real server subprocess driven by the MCP SDK's own stdio client.

One server serves the whole module (starting one costs about a second); each test works on
entries of its own, so the tests do not depend on each other's order.
"""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from anyio.from_thread import start_blocking_portal
from conftest import NOW, tree
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

from memstore.app.scaffold import init_store
from memstore.core.fileformat import parse, render
from memstore.storage.configfile import update as update_config

TOOLS = {"remember", "recall", "context", "session_start", "session_end", "confirm",
         "contradict", "used", "restore", "consolidate_preview", "retention_preview",
         "pending_decisions", "resolve"}
RESOURCES = {"memory://project/current/retention-status",
             "memory://project/current/compaction-report", "memory://project/current/context"}


class Client:
    """A synchronous face on an MCP ClientSession running in a background event loop."""

    def __init__(self, portal: Any, session: ClientSession, errlog: Path) -> None:
        self.portal, self.session, self.errlog = portal, session, errlog

    def call(self, name: str, arguments: dict[str, Any] | None = None) -> Any:
        return self.portal.call(self.session.call_tool, name, arguments or {})

    def ok(self, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
        result = self.call(name, arguments)
        assert not result.is_error, result.content[0].text
        return result.structured_content

    def error(self, name: str, arguments: dict[str, Any] | None = None) -> str:
        result = self.call(name, arguments)
        assert result.is_error, result.structured_content
        return result.content[0].text

    def read(self, uri: str) -> tuple[str, str]:
        result = self.portal.call(self.session.read_resource, uri)
        return result.contents[0].text, result.contents[0].mime_type

    def tools(self) -> dict[str, Any]:
        return {t.name: t for t in self.portal.call(self.session.list_tools).tools}


@contextmanager
def serve(root: Path, errlog: Path) -> Iterator[Client]:
    """`memstore --store ROOT --now NOW mcp` as a subprocess, with a connected client."""
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "memstore", "--store", str(root), "--now", NOW, "mcp"])

    @asynccontextmanager
    async def connect() -> AsyncIterator[ClientSession]:
        with errlog.open("w") as err:
            async with stdio_client(params, errlog=err) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    yield session

    with start_blocking_portal() as portal, portal.wrap_async_context_manager(connect()) as s:
        yield Client(portal, s, errlog)


def _write(root: Path, layer: str, entry_id: str, body: str, **meta: Any) -> Path:
    path = root / layer / f"{entry_id}.md"
    path.write_text(render({"id": entry_id, **meta}, body), encoding="utf-8")
    return path


OLD = {"created": "2026-09-01T09:00:00Z", "last_confirmed": "2026-09-01T09:00:00Z"}


def _seed(root: Path) -> None:
    init_store(root)
    _write(root, "long_term", "use-uv-7f3a", "- Run `uv sync` after every pull.\n",
           title="Use uv for Python dependencies", kind="convention", status="active",
           confirmations=3, **OLD)
    _write(root, "working", "ci-runs-on-push-0a1b", "- CI runs on every push.\n",
           title="CI runs on every push", kind="fact", status="candidate",
           created="2026-11-19T09:00:00Z", last_confirmed="2026-11-19T09:00:00Z")
    for n, text in enumerate(("Tests run with pytest -q", "Test files live in tests/",
                              "Fixtures are in tests/conftest.py")):
        _write(root, "long_term", f"testing-fact-{n}", f"- {text}.\n", title=text, kind="fact",
               parent="testing", status="active", **OLD)
    for entry_id in ("bump-node-20", "bump-node-22"):
        _write(root, "long_term", entry_id, "- Use Node 20 in CI.\n", title="Use Node 20 in CI",
               kind="fact", status="active", **OLD)
    _write(root, "archive", "old-linter-9e9e", "- Lint with flake8.\n", title="Lint with flake8",
           kind="convention", status="archived", archived_from="long_term",
           archived_at="2026-10-01T00:00:00Z", archived_reason="decay score 0.05 below 0.1",
           **OLD)
    for entry_id, text in (("dup-a", "Run make build before every release"),
                           ("dup-b", "Run make build before each release")):
        _write(root, "working", entry_id, f"- {text}.\n", title=text, kind="procedure",
               status="candidate", created="2026-11-18T09:00:00Z",
               last_confirmed="2026-11-18T09:00:00Z")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Client, Path]]:
    root = tmp_path_factory.mktemp("mcp") / "memory"
    _seed(root)
    with serve(root, root.parent / "server-stderr.txt") as client:
        yield client, root
    assert "Traceback" not in (root.parent / "server-stderr.txt").read_text()


@pytest.fixture
def client(served: tuple[Client, Path]) -> Client:
    return served[0]


@pytest.fixture
def store_root(served: tuple[Client, Path]) -> Path:
    return served[1]


def _meta(path: Path) -> dict[str, Any]:
    return parse(path.read_text(encoding="utf-8")).meta


# Listing --------------------------------------------------------------------------------------

def test_every_tool_is_described_typed_and_hinted(client: Client) -> None:
    tools = client.tools()
    assert set(tools) == TOOLS
    for tool in tools.values():
        assert len(tool.description) > 80, tool.name
        assert tool.input_schema["type"] == "object"
        assert tool.output_schema and tool.output_schema["type"] == "object", tool.name
    read_only = {n for n, t in tools.items() if t.annotations.read_only_hint}
    assert read_only == {"context", "consolidate_preview", "retention_preview",
                         "pending_decisions"}
    assert tools["resolve"].annotations.destructive_hint is True
    assert tools["contradict"].annotations.destructive_hint is True
    assert tools["remember"].annotations.destructive_hint is False
    assert tools["session_end"].annotations.destructive_hint is False  # (a preview here)
    assert "apply" not in tools["consolidate_preview"].input_schema.get("properties", {})
    remember = tools["remember"].input_schema
    assert remember["required"] == ["text"]
    assert set(remember["properties"]["source"]["enum"]) == {"user", "agent", "tool"}
    assert tools["recall"].input_schema["properties"]["limit"]["minimum"] == 1


def test_help_names_every_tool_the_server_lists(client: Client, memstore_bin: Any) -> None:
    # `memstore mcp --help` (and docs/commands.md, made from it) is where a person looks up what
    # the server offers: it named 9 of the 13 tools (not session_start, session_end,
    # pending_decisions or resolve)
    shown = memstore_bin("mcp", "--help")
    assert shown.returncode == 0, shown.stderr
    text = " ".join(shown.stdout.split())
    missing = {name for name in client.tools()
               if name not in text and name.removesuffix("_preview") not in text}
    assert not missing, text


def test_lists_and_reads_every_resource(client: Client, store_root: Path) -> None:
    listed = client.portal.call(client.session.list_resources).resources
    assert {str(r.uri) for r in listed} == RESOURCES
    templates = client.portal.call(client.session.list_resource_templates).resource_templates
    assert [t.uri_template for t in templates] == ["memory://entry/{id}"]

    text, mime = client.read("memory://project/current/retention-status")
    status = json.loads(text)
    assert mime == "application/json"
    assert status["layers"]["archive"].get("archived", 0) >= 1
    assert status["malformed"] == 0

    report = json.loads(client.read("memory://project/current/compaction-report")[0])
    grouped = [sorted(g["ids"]) if "ids" in g else g for g in report["groups"]]
    assert report["settings"]["min_group"] == 3
    assert any("testing-fact-0" in json.dumps(g) for g in grouped), report

    context, mime = client.read("memory://project/current/context")
    assert mime == "text/markdown"
    assert "Use uv for Python dependencies" in context and "CI runs on every push" in context

    entry, mime = client.read("memory://entry/use-uv-7f3a")
    assert mime == "text/markdown"
    assert entry == (store_root / "long_term" / "use-uv-7f3a.md").read_text()
    assert client.read("memory://entry/use-uv")[0] == entry  # a unique prefix works too


@pytest.mark.parametrize("uri, says", [
    ("memory://entry/no-such-entry", "no entry with id 'no-such-entry'"),
    ("memory://entry/Not_An_Id", "is not a valid id"),
    ("memory://entry/bump-node", "matches 2 entries"),
])
def test_bad_entry_reads_are_protocol_errors(client: Client, uri: str, says: str) -> None:
    with pytest.raises(MCPError) as caught:
        client.read(uri)
    assert says in caught.value.message


def test_a_path_in_an_entry_uri_never_reaches_the_file_system(client: Client) -> None:
    for uri in ("memory://entry/..%2F..%2Fmemstore.yaml", "memory://entry/%2Fetc%2Fpasswd"):
        with pytest.raises(MCPError):
            client.read(uri)


# Tools with good and bad arguments ------------------------------------------------------------

def test_remember_routes_like_add(client: Client, store_root: Path) -> None:
    seen = client.ok("remember", {"text": "The staging database is reset every Monday",
                                  "kind": "fact", "tags": ["db"]})
    assert seen["layer"] == "working" and seen["status"] == "candidate"
    assert _meta(store_root / seen["path"])["tags"] == ["db"]

    stated = client.ok("remember", {"text": "Never force-push to main", "kind": "constraint",
                                    "source": "user"})
    assert stated["layer"] == "long_term" and stated["status"] == "active"
    assert "Never force-push to main" in (store_root / "INDEX.md").read_text()


def test_remember_says_when_it_confirmed_a_word_for_word_copy(client: Client,
                                                              store_root: Path) -> None:
    # A user trial: the agent remembered the same note twice and got the same id back, with
    # nothing saying the second call confirmed the first entry (the CLI says so on stderr).
    text = "The nightly export job writes to the reports bucket"
    first = client.ok("remember", {"text": text, "kind": "fact"})
    assert first["confirmed"] is False
    again = client.ok("remember", {"text": text, "kind": "fact"})
    assert again["id"] == first["id"] and again["confirmed"] is True
    assert _meta(store_root / again["path"])["confirmations"] == 2


@pytest.mark.parametrize("arguments, says", [
    ({"text": "   "}, "nothing to remember"),
    ({"text": "x", "kind": "rumour"}, "unknown kind 'rumour'"),
    ({"text": "x", "source": "boss"}, "source"),
    ({"kind": "fact"}, "text"),
    ({"text": "deploy key AKIAQ3MN7ZP2XV5TRW4H"}, "looks like it contains a secret"),
    # Issue 18: every field is screened, not only the text and title.
    ({"text": "x", "tags": ["ci", "AKIA" + "Q3MN7ZP2XV5TRW4H"]}, "the tag: refused"),
    ({"text": "x", "branch": "AKIA" + "Q3MN7ZP2XV5TRW4H"}, "the branch: refused"),
    ({"text": "x", "session": "AKIA" + "Q3MN7ZP2XV5TRW4H"}, "the session: refused"),
    ({"text": "x", "parent": "../up"}, "not a valid id"),
    ({"text": "a NUL \x00 byte"}, "control character"),
    ({"text": "some words here. " * 80000}, "over the 1048576 limit"),
    ({"text": "x", "tags": [f"a-rather-long-tag-number-{i:05d}" for i in range(3000)]},
     "frontmatter is over the 65536 byte limit"),
])
def test_remember_refuses_bad_arguments(client: Client, store_root: Path,
                                        arguments: dict[str, Any], says: str) -> None:
    before = tree(store_root)
    assert says in client.error("remember", arguments)
    assert tree(store_root) == before


def test_recall_ranks_and_logs(client: Client, store_root: Path) -> None:
    found = client.ok("recall", {"query": "uv sync pull", "limit": 3})
    assert found["hits"][0]["id"] == "use-uv-7f3a"
    assert found["hits"][0]["facts"] == ["Run `uv sync` after every pull."]
    last = json.loads((store_root / "log" / "recall.jsonl").read_text().splitlines()[-1])
    assert last["query"] == "uv sync pull" and "use-uv-7f3a" in last["ids"]
    assert "nothing to recall" in client.error("recall", {"query": " "})
    assert "limit" in client.error("recall", {"query": "uv", "limit": 0})


def test_a_recall_of_megabytes_logs_only_the_start_of_its_query(client: Client,
                                                                 store_root: Path) -> None:
    """An MCP argument has no size limit: each recall of a 600 KB query logged it whole, and
    a few dozen filled log/recall.jsonl past the size no command reads."""
    log = store_root / "log" / "recall.jsonl"
    before = log.stat().st_size
    found = client.ok("recall", {"query": "uv sync pull " * 50_000, "limit": 1})
    assert found["hits"][0]["id"] == "use-uv-7f3a"
    last = json.loads(log.read_text().splitlines()[-1])
    assert last["query"] == ("uv sync pull " * 50_000)[:1000] + "..."
    assert log.stat().st_size - before < 2000


def test_a_budget_past_the_largest_is_refused_naming_it(client: Client) -> None:
    """A budget of 400 digits passed `ge=1` and broke the tool with an OverflowError."""
    assert "budget" in client.error("context", {"budget": 10 ** 400})
    assert client.ok("context", {"budget": 1_000_000_000})["text"]
    # (session_start had no upper bound: "Error executing tool session_start", a traceback in
    # the server's log, after it had logged the session)
    assert client.ok("session_start", {"budget": 1_000_000_000})["session"]
    assert "session_start: budget: input should be less than or equal to 1000000000" in (
        client.error("session_start", {"budget": 10 ** 400}))


def test_context_tool_keeps_to_its_budget(client: Client) -> None:
    whole = client.ok("context", {})
    small = client.ok("context", {"budget": 60})
    assert small["tokens"] <= 60 < whole["tokens"]
    assert small["left_out"] or small["stepped_down"]
    assert "budget" in client.error("context", {"budget": -5})


def test_confirm_used_and_contradict_edit_the_entry(client: Client, store_root: Path) -> None:
    path = _write(store_root, "long_term", "deploys-on-friday-5c5c",
                  "- Deploys happen on Friday.\n", title="Deploys happen on Friday", kind="fact",
                  status="active", **OLD)
    assert client.ok("confirm", {"id": "deploys-on-friday"})["confirmations"] == 2
    assert _meta(path)["last_confirmed"] == NOW
    assert client.ok("used", {"id": "deploys-on-friday-5c5c"})["successes"] == 1
    assert client.ok("used", {"id": "deploys-on-friday-5c5c", "failed": True})["failures"] == 1
    state = client.ok("contradict", {"id": "deploys-on-friday-5c5c"})
    assert state["contradictions"] == 1 and state["layer"] == "long_term"

    newer = client.ok("remember", {"text": "Deploys happen on Thursday", "kind": "fact",
                                   "source": "user"})
    state = client.ok("contradict", {"id": "deploys-on-friday-5c5c", "by": newer["id"]})
    assert state["status"] == "superseded" and state["superseded_by"] == newer["id"]
    assert not path.exists() and (store_root / "archive" / path.name).exists()


def test_evidence_on_a_merged_entry_is_recorded_on_the_entry_it_was_merged_into(
        client: Client, store_root: Path) -> None:
    live = _write(store_root, "long_term", "ci-node-version-1a1a", "- CI runs on Node 22.\n",
                  title="CI Node version", kind="fact", status="active", **OLD)
    absorbed = _write(store_root, "archive", "ci-uses-node-22-2b2b", "- CI uses Node 22.\n",
                      title="CI uses Node 22", kind="fact", status="superseded",
                      superseded_by="ci-node-version-1a1a", archived_from="working",
                      archived_reason="merged into ci-node-version-1a1a", **OLD)
    before = absorbed.read_bytes()
    for tool, key, count in (("confirm", "confirmations", 2), ("used", "successes", 1)):
        state = client.ok(tool, {"id": "ci-uses-node-22-2b2b"})
        assert (state["id"], state["merged_from"], state[key]) == (
            "ci-node-version-1a1a", "ci-uses-node-22-2b2b", count)
    assert _meta(live)["confirmations"] == 2 and absorbed.read_bytes() == before
    assert client.ok("used", {"id": "ci-node-version-1a1a"})["merged_from"] is None


def test_an_agent_lists_and_decides_pending_conflicts(client: Client, store_root: Path) -> None:
    for entry_id, port in (("db-port-5432", 5432), ("db-port-6543", 6543)):
        _write(store_root, "long_term", entry_id, f"- The database listens on port {port}.\n",
               title="Database port", kind="fact", status="needs_review", contradictions=1,
               conflicts_with=["db-port-6543" if port == 5432 else "db-port-5432"], **OLD)
    pending = client.ok("pending_decisions")["pending"]
    mine = [p for p in pending if p["id"] == "db-port-5432"]
    assert len(mine) == 1 and mine[0]["with"]["id"] == "db-port-6543"
    assert mine[0]["facts"] == ["The database listens on port 5432.",
                                "The database listens on port 6543."]
    assert not [p for p in pending if p["id"] == "db-port-6543"]  # each pair once

    done = client.ok("resolve", {"id": "db-port-6543", "other": "db-port-5432",
                                 "decision": "keep"})
    assert (done["kept"], done["superseded"]) == (["db-port-6543"], ["db-port-5432"])
    kept = _meta(store_root / "long_term" / "db-port-6543.md")
    assert (kept["status"], kept.get("contradictions", 0)) == ("active", 0)
    assert _meta(store_root / "archive" / "db-port-5432.md")["superseded_by"] == "db-port-6543"
    assert "db-port" not in json.dumps(client.ok("pending_decisions"))
    before = tree(store_root)
    refused = client.error("resolve", {"id": "db-port-6543", "other": "x", "decision": "drop"})
    assert "'keep', 'both', 'merge' or 'accept'" in refused
    assert "none for accept" in client.error("resolve", {"id": "db-port-6543",
                                                         "decision": "keep"})
    assert "cannot be resolved against itself" in client.error(
        "resolve", {"id": "db-port-6543", "other": "db-port-6543", "decision": "both"})
    assert tree(store_root) == before


@pytest.mark.parametrize("name, arguments, says", [
    ("confirm", {"id": "no-such-entry"}, "no entry with id 'no-such-entry'"),
    ("confirm", {"id": "../../etc/passwd"}, "is not a valid id"),
    ("confirm", {"id": "bump-node"}, "matches 2 entries"),
    ("confirm", {}, "id"),
    ("used", {"id": "use-uv-7f3a", "failed": "perhaps"}, "failed"),
    ("contradict", {"id": "use-uv-7f3a", "by": "use-uv-7f3a"}, "cannot supersede itself"),
    ("contradict", {"id": "use-uv-7f3a", "by": "../x"}, "not a valid id"),
    ("restore", {}, "either id or search"),
    ("restore", {"id": "use-uv-7f3a"}, "is not archived"),
    ("restore", {"search": "quantum chromodynamics"}, "nothing in archive/ matches"),
])
def test_bad_arguments_are_tool_errors_and_change_nothing(
        client: Client, store_root: Path, name: str, arguments: dict[str, Any],
        says: str) -> None:
    before = tree(store_root)
    assert says in client.error(name, arguments)
    assert tree(store_root) == before


def test_restore_brings_an_archived_entry_back(client: Client, store_root: Path) -> None:
    done = client.ok("restore", {"search": "flake8"})
    assert done["restored"] == [{"id": "old-linter-9e9e", "title": "Lint with flake8",
                                 "from": "archive/old-linter-9e9e.md",
                                 "to": "long_term/old-linter-9e9e.md", "status": "active",
                                 "unlinked": None, "left": None, "node_archived": False,
                                 "apart_from": None}]
    assert _meta(store_root / "long_term" / "old-linter-9e9e.md")["restored_at"] == NOW


def test_previews_show_the_plan_and_change_nothing(client: Client, store_root: Path) -> None:
    before = tree(store_root)
    plan = client.ok("consolidate_preview")
    assert plan["dry_run"] is True and plan["reports"] == []
    merged = [i for i in plan["items"] if i["action"] == "merge"]
    assert merged and {merged[0]["id"], *merged[0]["from"]} == {"dup-a", "dup-b"}
    run = client.ok("retention_preview")
    assert run["job"] == "retention" and run["dry_run"] is True
    assert run["counts"].get("compact") == 1
    assert tree(store_root) == before
    assert "apply" in client.error("consolidate_preview", {"apply": True})


def test_the_server_follows_hand_edits(client: Client, store_root: Path) -> None:
    path = _write(store_root, "long_term", "hand-written-cafe", "- Use tabs in Makefiles.\n",
                  kind="convention")
    assert client.ok("recall", {"query": "tabs Makefiles"})["hits"][0]["id"] == "hand-written-cafe"
    path.write_text(path.read_text().replace("tabs", "hard tabs"), encoding="utf-8")
    assert "hard tabs" in client.read("memory://entry/hand-written-cafe")[0]


def test_a_symlink_out_of_the_store_is_never_read(client: Client, store_root: Path) -> None:
    secret = store_root.parent / "outside.md"
    secret.write_text("---\nid: outside\n---\n- top secret\n", encoding="utf-8")
    (store_root / "long_term" / "outside.md").symlink_to(secret)
    try:
        with pytest.raises(MCPError):
            client.read("memory://entry/outside")
        assert client.ok("recall", {"query": "top secret"})["hits"] == []
    finally:
        (store_root / "long_term" / "outside.md").unlink()


# Applying, when the configuration allows it ----------------------------------------------------

def _sessions(root: Path) -> list[tuple[str, str]]:
    lines = (root / "log" / "sessions.jsonl").read_text().splitlines()
    return [(record["event"], record["session"]) for record in map(json.loads, lines)]


def test_an_agent_logs_its_sessions_and_ends_them_with_a_preview(tmp_path: Path) -> None:
    # (an MCP agent could not log a session, so its sessions never counted toward the
    # working window's "last 5 sessions", and nothing consolidated when it stopped)
    root = tmp_path / "memory"
    _seed(root)
    with serve(root, tmp_path / "stderr.txt") as client:
        started = client.ok("session_start", {"budget": 400})
        assert started["session"].startswith("s-") and started["tokens"] <= 400
        assert "CI runs on every push" in started["text"]  # the working window
        named = client.ok("session_start", {"session": "s-agent-7"})["session"]
        assert "session" in client.error("session_start", {"session": "../../x y"})
        ended = client.ok("session_end", {})  # the last one started and not ended
        assert ended["session"] == named
        preview = ended["consolidation"]
        assert preview["dry_run"] is True and "allow_apply" in ended["note"]
        assert preview["counts"]["merge"] >= 1
        assert client.ok("session_end", {"session": started["session"]})["session"] == (
            started["session"])
    assert _sessions(root) == [("start", started["session"]), ("start", named),
                               ("end", named), ("end", started["session"])]
    assert (root / "working" / "dup-a.md").exists() and (root / "working" / "dup-b.md").exists()
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text()


def test_apply_is_offered_only_when_the_config_allows_it(tmp_path: Path, now: str) -> None:
    """In process (the SDK's in-memory transport): the same server, another configuration."""
    from mcp import Client as InProcess

    from memstore.mcp.server import build_server

    root = tmp_path / "memory"
    _seed(root)
    update_config(root, "mcp.allow_apply", True)

    async def scenario() -> tuple[Any, Any, Any]:
        async with InProcess(build_server(root)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            preview = await client.call_tool("consolidate_preview", {})
            assert (root / "working" / "dup-a.md").exists()
            applied = await client.call_tool("consolidate_preview", {"apply": True})
            ended = await client.call_tool("session_end", {"session": "s-agent-1"})
            return tools["consolidate_preview"], preview, applied, tools["session_end"], ended

    tool, preview, applied, end_tool, ended = anyio.run(scenario)
    assert end_tool.annotations.destructive_hint is True
    assert ended.structured_content["consolidation"]["dry_run"] is False
    assert ended.structured_content["note"] == ""
    assert tool.annotations.read_only_hint is False and tool.annotations.destructive_hint is True
    assert "apply" in tool.input_schema["properties"]
    assert preview.structured_content["dry_run"] is True
    done = applied.structured_content
    assert done["dry_run"] is False and len(done["reports"]) == 2
    assert all((root / report).exists() for report in done["reports"])
    assert not (root / "working" / "dup-a.md").exists()


def test_the_context_resource_keeps_rules_whole_and_shares_the_budget(tmp_path: Path) -> None:
    """The real server: an old security rule is whole and a 108 KB note is cut, not starving
    the rest, in the resource and the tool alike."""
    root = tmp_path / "memory"
    init_store(root)
    _write(root, "long_term", "no-env-files", "- Never commit .env files.\n",
           title="Never commit .env files", kind="security_rule", source="user",
           created="2026-06-01T09:00:00Z")
    _write(root, "working", "profiler-dump", "- " + "The nightly job waits on the ORM. " * 3200,
           title="Profiler dump", created="2026-11-20T09:00:00Z")
    for i in range(5):
        _write(root, "working", f"note-{i}", f"- Staging restarts at 0{i}:00.\n",
               title=f"Staging restart {i}", created="2026-11-19T09:00:00Z")
    with serve(root, tmp_path / "stderr.txt") as client:
        resource, _ = client.read("memory://project/current/context")
        tool = client.ok("context", {})
    for text in (resource, tool["text"]):
        assert "- **Never commit .env files** (`no-env-files`, security_rule)\n" in text
        assert "`memstore show profiler-dump` has the rest" in text
        assert all(f"`note-{i}`" in text for i in range(5))
    assert 0.9 * 2000 <= tool["tokens"] <= 2000 and tool["rules"] == 1
    assert tool["cut"][0]["id"] == "profiler-dump"


@pytest.mark.parametrize("name, arguments, says", [
    ("confirm", {}, "confirm: id: required"),
    ("used", {"id": "use-uv-7f3a", "failed": "perhaps"}, "used: failed: input should be a valid"),
    ("recall", {"query": "uv", "limit": "many"}, "recall: limit: input should be a valid integer"),
    ("remember", {"kind": "fact"}, "remember: text: required"),
    ("context", {"budget": 0}, "context: budget: input should be greater than or equal to 1"),
])
def test_a_missing_or_mistyped_argument_is_one_line_like_the_cli(
        client: Client, name: str, arguments: dict[str, Any], says: str) -> None:
    text = client.error(name, arguments)
    assert text == says or text.startswith(says)
    assert "\n" not in text and "pydantic" not in text and "http" not in text


def test_recall_says_which_files_it_skipped(tmp_path: Path) -> None:
    root = tmp_path / "memory"
    _seed(root)
    (root / "working" / "broken-entry.md").write_text("---\ntitle: [unclosed\n---\n- x\n")
    with serve(root, tmp_path / "stderr.txt") as client:
        found = client.ok("recall", {"query": "uv sync"})
        context = client.ok("context", {})
    assert found["hits"][0]["id"] == "use-uv-7f3a"
    assert any(w.startswith("skipped working/broken-entry.md") for w in found["warnings"])
    assert any(w.startswith("skipped working/broken-entry.md") for w in context["warnings"])


def test_session_start_never_promises_a_cut_rule_in_full(tmp_path: Path) -> None:
    # A trial: at a tiny budget the rules' heading said "always loaded in full" over the uv
    # rule cut to its title line. Over MCP too, the heading says they were cut.
    root = tmp_path / "memory"
    _seed(root)
    _write(root, "long_term", "secrets-9f00", "- Never commit .env files.\n- Secrets live in "
           "the vault and are fetched at deploy time by the CI job.\n", title="Secrets",
           kind="security_rule", status="active", **OLD)
    with serve(root, tmp_path / "stderr.txt") as client:
        headings = set()
        for budget in range(20, 80, 2):
            text = client.ok("session_start", {"budget": budget})["text"]
            if "## Rules (always loaded in full)" in text:
                assert "fetched at deploy time by the CI job" in text, (budget, text)
            headings.update(line for line in text.splitlines() if line.startswith("## Rules"))
    assert "## Rules (cut to fit the budget)" in headings, headings


def test_an_agent_cannot_replace_a_persons_security_rule_with_contradict_by(
        client: Client, store_root: Path) -> None:
    # The reviewer trial (session 59): one `contradict` call with `by` archived the .env rule
    # a person wrote and put an agent's "Committing .env is fine for local test keys" in
    # force, unreviewed. Protected rules leave only by a person's hand: both wait for review.
    rule = _write(store_root, "long_term", "never-commit-env-3c3c",
                  "- Never commit .env files.\n", title="Never commit .env files",
                  kind="security_rule", status="active", source="user", **OLD)
    newer = client.ok("remember", {"text": "Committing .env is fine for local test keys"})
    state = client.ok("contradict", {"id": "never-commit-env-3c3c", "by": newer["id"]})
    assert state["status"] == "needs_review" and state["superseded_by"] is None
    assert rule.exists() and _meta(rule)["conflicts_with"] == [newer["id"]]
    assert _meta(rule)["contradictions"] == 1
    context = client.ok("context", {})
    assert "Never commit .env files" in json.dumps(context)
