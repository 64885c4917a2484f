"""Find and redact secrets in memory text, which is committed to git and must never hold one.

Pure: no store access and no I/O; detect-secrets is imported on first use (it costs ~0.25 s, which
commands that never scan should not pay) and used in-process, offline: its plugins' own patterns
and entropy functions, never its verification (which would call the vendors' APIs) or its global
settings (so scanning is thread-safe and leaves no state behind).

Rules (`SecretFinding.rule`, also the label in `[REDACTED:<rule>]`):

from detect-secrets 1.5 (plugin in brackets)
    private-key         PEM / OpenSSH / PGP / SSH2 / PuTTY private keys [PrivateKeyDetector, plus
                        PKCS#8 `BEGIN ENCRYPTED PRIVATE KEY`, which it lacks]; fires
                        only when key material follows the header, so a note that *mentions*
                        `-----BEGIN OPENSSH PRIVATE KEY-----` is not a finding. The whole block is
                        redacted, header to END line.
    aws-access-key      `AKIA...` key ids, and quoted 40-character secret keys near `aws`
                        [AWSKeyDetector]
    github-token        `ghp_` / `gho_` / `ghu_` / `ghs_` / `ghr_` tokens [GitHubTokenDetector]
    gitlab-token        `glpat-` and the other GitLab prefixes [GitLabTokenDetector]
    slack-token         `xox?-` tokens and incoming-webhook URLs [SlackDetector]
    stripe-key          `sk_live_` / `rk_live_` keys [StripeDetector]
    openai-key          legacy `sk-...T3BlbkFJ...` keys [OpenAIDetector]
    pypi-token          [PypiTokenDetector]
    npm-token           `_authToken=` in .npmrc lines [NpmDetector]
    sendgrid-key        [SendGridDetector]
    url-password        the password in `scheme://user:password@host` [BasicAuthDetector]
    jwt                 well-formed JSON Web Tokens [JwtTokenDetector]
    secret-keyword      a value assigned to a secret-sounding name (`password`, `api_key`,
                        `secret`, `db_pass`, ...) [KeywordDetector's patterns]: quoted values
                        always; unquoted ones (a `.env` line) only when the value is one
                        word that mixes letters with digits or symbols, so prose such as
                        `password: see the vault` is not a finding.
    high-entropy-base64 / high-entropy-hex
                        [Base64HighEntropyString limit 4.5, HexHighEntropyString limit 3.0], but
                        only for the value of an assignment or key-value pair (`TOKEN = "..."`,
                        `API_KEY: ...`, `"auth": "..."`, `?api_key=...`), never in prose; hex only
                        under a secret-sounding name (key, secret, token, pass, auth, ...), and
                        never under a name for something public (commit, sha, hash, checksum,
                        uuid, id, version, cache key, public key, ...), so commit hashes and ids
                        are not findings.
    detect-secrets' heuristic filters drop templated values (`${X}`, `<x>`, `{x}`), `$VARS`,
    indirect references (`= os.environ["X"]`), uuids, sequential strings and values with no
    letter; we also drop placeholders (`password`, `xxx`, `your_api_key`, `changeit`, ...), so
    `postgres://user:password@localhost` in a how-to note is not a finding.

also from detect-secrets 1.5, loaded since issue 18
    twilio-key, telegram-token, discord-token, mailchimp-key, azure-storage-key, square-token

own patterns, where detect-secrets 1.5 has no rule (the newer ones in memstore.secret_patterns)
    url-password        also a password holding `!`, `#`, `$`, `@` or `%`
    cli-password        `curl -u user:pw`, `mysql -pPW`
    basic-auth          `Authorization: Basic <base64 of user:password>`
    prose-password      "the password is X" (X quoted, or a word mixing letters and digits/symbols)
    npm-token           `npm_...` tokens
    secret-keyword      also a random-looking value under a secret-sounding name, too short for
                        the entropy limit (`API_TOKEN=<24 random letters and digits>`)
    private-key         also a key's base64 body pasted without its BEGIN line
    openai-key          current `sk-proj-` / `sk-svcacct-` / `sk-admin-` keys
    anthropic-key       `sk-ant-...` keys
    github-token        fine-grained `github_pat_...` tokens
    google-api-key      `AIza...` keys
    bearer-token        `Bearer <token>` in pasted headers or curl commands

Findings that overlap (one value caught by several rules) are reported once, under the most
specific rule (the order above).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from memstore import secret_patterns
from memstore.errors import SecretDetected

__all__ = ["SecretFinding", "redact", "scan_text", "screen", "scrub"]

REDACTED_PREFIX = "[REDACTED:"
BASE64_LIMIT = 4.5
HEX_LIMIT = 3.0
# Redacting can uncover a second secret on a line (detect-secrets' keyword patterns report the
# first match only), so `redact` rescans; a real text settles in two or three passes.
_MAX_PASSES = 16
# Long lines are scanned in overlapping pieces (see _pieces), and entropy is measured on at
# most MAX_ENTROPY_CHARS of a value: what bounds the work per file to linear in its size.
MAX_PIECE = 2048
OVERLAP = 512
MAX_ENTROPY_CHARS = 256


@dataclass(frozen=True)
class SecretFinding:
    """One secret found: which rule, the 1-based line, and a description that never quotes it."""

    rule: str
    line: int
    excerpt: str


class _Span(NamedTuple):
    start: int  # offsets into the scanned text
    end: int
    priority: int  # lower wins when spans overlap
    rule: str
    line: int
    excerpt: str


@dataclass(frozen=True)
class _PatternRule:
    rule: str
    description: str
    patterns: Sequence[re.Pattern[str]]
    # The secret is group 1 when the pattern has groups (basic auth: only the password), else the
    # whole match, which is then extended over trailing token characters (Stripe's pattern stops
    # after 24 characters of a longer key, the JWT pattern before the signature).
    use_group: bool = False
    tail: re.Pattern[str] | None = None
    valid: Callable[[str], bool] | None = None


_TOKEN_TAIL = re.compile(r"[A-Za-z0-9_\-]*")
_JWT_TAIL = re.compile(r"[A-Za-z0-9_\-.+/=]*")

# Values a person writes in place of a secret: never findings, under any rule.
_PLACEHOLDER_RE = re.compile(
    r"(?i)^(?:x+|\*+|\.+|_+|-+|\?+|#+|redacted|secret|password|passwd|pass|pwd|token|"
    r"api[_-]?key|(?:your|my)[_-]?(?:api[_-]?)?(?:key|token|secret|password|pass|pwd)(?:[_-]?here)?|"
    r"example|dummy|sample|placeholder|none|null|nil|true|false|undefined|todo|tbd|changeit|"
    r"changeme|x-oauth-basic)$"
)
# The placeholders vendors' documentation uses (AWS: AKIAIOSFODNN7EXAMPLE and a secret key
# ending in EXAMPLEKEY): quoting them in a how-to note is not a leak.
_DOCUMENTED_EXAMPLES = ("EXAMPLE", "EXAMPLEKEY")
_SECRET_NAME_RE = re.compile(
    r"(?i)key|secret|token|pass|pwd|auth|credential|private|signature|salt|cookie|bearer|"
    r"webhook|dsn"
)
# Names whose values are hashes, ids, versions, cache keys or public keys: public by nature and
# often high in entropy.
_BENIGN_ANY_PART = frozenset(
    "commit sha sha1 sha256 sha512 hash checksum digest integrity uuid guid fingerprint etag "
    "revision oid cache public pub pubkey".split()
)
_BENIGN_LAST_PART = frozenset("id ids rev ref version ver build run trace span request h1".split())
_NAME_SPLIT_RE = re.compile(r"[_.\-]+|(?<=[a-z0-9])(?=[A-Z])")

# KEY <op> VALUE, with optional quotes on both sides: `API_KEY=...`, `token: "..."`,
# `"auth": '...'`, `secret := ...`, `?api_key=...&`. VALUE must be one base64/hex-charset word.
_ASSIGNMENT_RE = re.compile(
    r"""(?<![A-Za-z0-9_.\-])[-.]{0,2}(?P<key>[A-Za-z_][A-Za-z0-9_.\-]{0,80})["'\]]{0,2}[ \t]*"""
    r"""(?::=|=>|==?|:)[ \t]*@?(?P<q>["'`]?)(?P<value>[A-Za-z0-9+/_\-]{8,512}={0,3})(?P=q)"""
    r"""(?=$|[\s,;&)\]}#"'`])"""
)
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_BEARER_RE = re.compile(r"\b[Bb]earer[ \t]+([A-Za-z0-9._~+/\-]{20,}=*)")

_PEM_END_RE = re.compile(
    r"END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?(?: ?-+)?|Private-MAC: *[0-9a-fA-F]*"
)
_DASHES_BEFORE_RE = re.compile(r"-+ ?$")
_KEY_LINE_RE = re.compile(r"[A-Za-z0-9+/=]+")
_KEY_FIELD_RE = re.compile(r"[A-Z][A-Za-z-]*: .*")
_KEY_MATERIAL_RE = re.compile(r"[A-Za-z0-9+/=]{40,}")


def scan_text(text: str) -> list[SecretFinding]:
    """Return the secrets in `text`, one finding per rule and line, in text order.

    The excerpt describes the finding (`"AWS access key on line 3"`) and never contains the
    secret, so it is safe to print, log or put in a report.
    """
    findings: list[SecretFinding] = []
    seen: set[tuple[str, int]] = set()
    for span in _find_spans(text):
        if (span.rule, span.line) not in seen:
            seen.add((span.rule, span.line))
            findings.append(SecretFinding(span.rule, span.line, span.excerpt))
    return findings


def redact(text: str) -> str:
    """Replace every secret `scan_text` finds with `[REDACTED:<rule>]`; the rest stays as it is.

    Afterwards `scan_text(redact(text)) == []`. A private key is replaced as a whole block, from
    its BEGIN marker to its END line.
    """
    for _ in range(_MAX_PASSES):
        spans = _find_spans(text)
        if not spans:
            break
        parts: list[str] = []
        pos = 0
        for span in spans:
            parts.append(text[pos : span.start])
            parts.append(f"{REDACTED_PREFIX}{span.rule}]")
            pos = span.end
        parts.append(text[pos:])
        text = "".join(parts)
    return text


def screen(value: str, where: str, mode: str = "refuse") -> str:
    """`value` as it may be written: unchanged when it holds no secret, else redacted (`mode`
    "redact") or refused with SecretDetected naming `where` ("the tag", "the session", ...)."""
    findings = scan_text(value)
    if not findings:
        return value
    if mode == "redact":
        return redact(value)
    raise SecretDetected(where, sorted({f.rule for f in findings}))


def scrub(record: Any) -> Any:
    """`record` (a log line's JSON value, or a list of them) with every string in it redacted:
    the last guard before a log line is written, whatever a command failed to screen.

    A job logs thousands of events at once, so their strings are screened together: every
    rule's first regex searched once over all of them (one a line), and only the strings it
    fires on are scanned in full."""
    strings: set[str] = set()
    _collect(record, strings)
    suspects = _suspects(strings)
    if not suspects:
        return record
    leaks = {s: redact(s) for s in suspects if scan_text(s)}
    return _replace(record, leaks) if leaks else record


def _collect(value: Any, into: set[str]) -> None:
    if isinstance(value, str):
        into.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _collect(item, into)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _collect(item, into)


def _replace(value: Any, leaks: dict[str, str]) -> Any:
    if isinstance(value, str):
        return leaks.get(value, value)
    if isinstance(value, dict):
        return {key: _replace(item, leaks) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_replace(item, leaks) for item in value]
    return value


def _suspects(strings: set[str]) -> set[str]:
    """The strings some rule's first regex fires on: searched over all of them at once, one a
    line (a long or many-line string is screened on its own, in pieces)."""
    triggers = _triggers()
    if triggers is None:
        return set(strings)
    short = sorted(s for s in strings if len(s) <= MAX_PIECE and "\n" not in s)
    found = {s for s in strings if (len(s) > MAX_PIECE or "\n" in s)
             and _may_hold_secret(s.split("\n"))}
    starts = []
    position = 0
    for string in short:
        starts.append(position)
        position += len(string) + 1
    text = "\n".join(short)
    for pattern in _multiline_triggers():
        for match in pattern.finditer(text):
            first = bisect.bisect_right(starts, match.start()) - 1
            last = bisect.bisect_right(starts, max(match.start(), match.end() - 1)) - 1
            found.update(short[first:last + 1])
    return found


@lru_cache(maxsize=1)
def _multiline_triggers() -> list[re.Pattern[str]]:
    # The same regexes over many lines at once: `^` and `$` at every line (a match across two
    # lines only costs a closer look, never hides a secret).
    return [re.compile(p.pattern, p.flags | re.MULTILINE) for p in _triggers() or []]


def _find_spans(text: str, screen: bool = True) -> list[_Span]:
    """All secret spans in `text`, overlapping ones merged, sorted by position. With `screen`,
    a text no rule's first regex matches is cleared without loading detect-secrets."""
    lines = text.split("\n")
    if screen and not _may_hold_secret(lines):
        return []
    rules = _rules()
    spans: list[_Span] = []
    offset = 0
    for index, raw_line in enumerate(lines):
        # Offsets stay valid: the carriage return is the line's last character.
        line = raw_line[:-1] if raw_line.endswith("\r") else raw_line
        for start, piece in _pieces(line):
            spans.extend(_line_spans(piece, index + 1, offset + start, rules))
        offset += len(raw_line) + 1
    spans.extend(_private_key_spans(lines, rules))
    spans.extend(_key_body_spans(lines))
    return _merge(spans)


def _pieces(line: str) -> Iterator[tuple[int, str]]:
    """A line as pieces of at most MAX_PIECE characters, cut at spaces where it can be, each
    overlapping the one before by OVERLAP: the per-line rules then cost at most a constant per
    character however long the line (a 1 MiB line of one character included), and a secret
    shorter than OVERLAP is whole in some piece."""
    if len(line) <= MAX_PIECE:
        yield 0, line
        return
    start = 0
    while True:
        end = start + MAX_PIECE
        if end >= len(line):
            yield start, line[start:]
            return
        cut = line.rfind(" ", start + MAX_PIECE // 2, end)
        end = cut + 1 if cut > 0 else end
        yield start, line[start:end]
        start = end - OVERLAP


def _merge(spans: list[_Span]) -> list[_Span]:
    spans.sort(key=lambda s: (s.start, -s.end, s.priority))
    merged: list[_Span] = []
    for span in spans:
        if merged and span.start < merged[-1].end:
            last = merged[-1]
            best = last if last.priority <= span.priority else span
            merged[-1] = best._replace(start=last.start, end=max(last.end, span.end))
        else:
            merged.append(span)
    return merged


def _line_spans(line: str, number: int, offset: int, rules: _Rules) -> Iterator[_Span]:
    if not line.strip():
        return
    priority = 0
    for rule in rules.patterns:
        priority += 1
        for pattern in rule.patterns:
            for match in pattern.finditer(line):
                grouped = rule.use_group and pattern.groups > 0
                start, end = match.span(1) if grouped else match.span()
                if start == end or _is_placeholder(line[start:end]):
                    continue
                if rule.valid is not None and not rule.valid(line[start:end]):
                    continue
                tail = rule.tail.match(line, end) if rule.tail is not None else None
                if tail is not None and not grouped:
                    end = tail.end()
                desc = f"{rule.description} on line {number}"
                yield _Span(offset + start, offset + end, priority, rule.rule, number, desc)

    priority += 1
    for start, end, name in _keyword_values(line, rules):
        desc = f"secret assigned to {name} on line {number}"
        yield _Span(offset + start, offset + end, priority, "secret-keyword", number, desc)

    priority += 1
    for match in _assignments(line):
        key, value = match.group("key"), match.group("value")
        rule_name = _entropy_rule(key, value, line, rules)
        if rule_name is not None:
            start, end = match.span("value")
            desc = f"high-entropy value assigned to {key} on line {number}"
            yield _Span(offset + start, offset + end, priority, rule_name, number, desc)


def _assignments(line: str) -> Iterator[re.Match[str]]:
    """Every KEY = VALUE in a line, overlapping ones included: in `id: signing_key = 9f86...`
    the value of the first (`signing_key`) is the key of the second."""
    position = 0
    while match := _ASSIGNMENT_RE.search(line, position):
        yield match
        position = match.start("value")


def _keyword_values(line: str, rules: _Rules) -> Iterator[tuple[int, int, str]]:
    """Spans of values assigned to secret-sounding names, by detect-secrets' keyword patterns."""
    # Every keyword pattern contains one of the names: one cheap search spares seven costly ones.
    if not rules.keyword_hint.search(line):
        return
    for pattern, group, quotes_required in rules.keyword_patterns:
        for match in pattern.finditer(line):
            start, end = match.span(group)
            value = line[start:end]
            quoted = quotes_required or bool(match.group(group - 1))
            if not quoted:
                # An unquoted value runs to the end of the line; only its first word can be a
                # password, and only a word that does not read as prose.
                word = value.split()[0].rstrip(",;.)") if value.split() else ""
                if not _looks_like_credential(word):
                    continue
                end = start + len(word)
                value = word
            if _filtered(value, line, rules):
                continue
            around = line[match.start() : start] + " " + line[end : match.end()]
            name = rules.keyword_name.search(around)
            yield start, end, name.group() if name else "a secret-sounding name"


def _looks_like_credential(word: str) -> bool:
    return secret_patterns.looks_like_credential(word)


def _mixes_classes(word: str) -> bool:
    return any(c.isalpha() for c in word) and any(c.isdigit() for c in word)


def _entropy_rule(key: str, value: str, line: str, rules: _Rules) -> str | None:
    """`high-entropy-base64`/`-hex` if `value`, assigned to `key`, is a random-looking secret."""
    parts = [p.lower() for p in _NAME_SPLIT_RE.split(key) if p]
    if not parts or parts[-1] in _BENIGN_LAST_PART or _BENIGN_ANY_PART.intersection(parts):
        return None
    if _filtered(value, line, rules) or rules.is_sequential(value) or rules.is_uuid(value):
        return None
    sample = value[:MAX_ENTROPY_CHARS]
    if rules.base64_entropy(sample) > BASE64_LIMIT:
        return "high-entropy-base64"
    if (
        _HEX_RE.fullmatch(value)
        and _SECRET_NAME_RE.search(key)
        and rules.hex_entropy(sample) > HEX_LIMIT
    ):
        return "high-entropy-hex"
    # Too short for the entropy limit (24 random letters and digits measure about 4.2), but
    # random-looking under a secret-sounding name: `export API_TOKEN=R7tqk2WmZx9Lb4Nc8Vd3Hf6J`.
    if _SECRET_NAME_RE.search(key) and secret_patterns.looks_random(sample):
        return "secret-keyword"
    return None


def _filtered(value: str, line: str, rules: _Rules) -> bool:
    """detect-secrets' heuristics for values that only stand in for a secret, plus ours."""
    return (
        _is_placeholder(value)
        or rules.is_templated(value)
        or rules.is_dollar(value)
        or rules.is_not_alphanumeric(value)
        or rules.is_indirect(line)
    )


def _is_placeholder(value: str) -> bool:
    value = value.strip("\"'`")
    return (REDACTED_PREFIX in value or bool(_PLACEHOLDER_RE.match(value))
            or value.endswith(_DOCUMENTED_EXAMPLES))


def _private_key_spans(lines: list[str], rules: _Rules) -> Iterator[_Span]:
    """Whole private-key blocks: the header line through the END line (or the last key line).

    A header with no key material after it (a note that names the format) is not a finding.
    """
    offsets = [0]
    for raw in lines[:-1]:
        offsets.append(offsets[-1] + len(raw) + 1)
    for i, raw in enumerate(lines):
        line = raw.rstrip("\r")
        header = next((m for p in rules.private_key for m in [p.search(line)] if m), None)
        if header is None:
            continue
        dashes = _DASHES_BEFORE_RE.search(line, 0, header.start())
        start = dashes.start() if dashes else header.start()
        rest = line[header.end() :]
        has_material = bool(_KEY_MATERIAL_RE.search(rest.replace("\\n", "\n")))
        end_on_line = _PEM_END_RE.search(rest)
        if end_on_line:
            last, end = i, header.end() + end_on_line.end()
        else:
            last, end = i, len(line)
            blanks = 0
            for j in range(i + 1, len(lines)):
                body = lines[j].strip()
                if not body:
                    blanks += 1
                    if blanks > 1:
                        break
                    continue
                blanks = 0
                end_marker = _PEM_END_RE.search(lines[j])
                if end_marker:
                    last, end = j, end_marker.end()
                    break
                if _KEY_LINE_RE.fullmatch(body):
                    has_material = has_material or len(body) >= 40
                elif not _KEY_FIELD_RE.fullmatch(body):
                    break
                last, end = j, len(lines[j].rstrip("\r"))
        if has_material:
            desc = f"private key on line {i + 1}"
            yield _Span(offsets[i] + start, offsets[last] + end, 0, "private-key", i + 1, desc)


def _key_body_spans(lines: list[str]) -> Iterator[_Span]:
    """The base64 body of a private key pasted without its BEGIN line: a line that starts the
    way a DER private key does (secret_patterns.KEY_BODY_START), with the base64 lines after it."""
    offset = 0
    follows = -1
    for i, raw in enumerate(lines):
        line = raw.rstrip("\r")
        if i > follows and secret_patterns.KEY_BODY_START.match(line):
            last = i
            while last + 1 < len(lines) and secret_patterns.KEY_BODY_LINE.match(
                    lines[last + 1].rstrip("\r")):
                last += 1
            end = offset + sum(len(x) + 1 for x in lines[i:last]) + len(lines[last].rstrip("\r"))
            start = offset + len(line) - len(line.lstrip(" \t>"))
            follows = last
            yield _Span(start, end, 0, "private-key", i + 1, f"private key on line {i + 1}")
        offset += len(raw) + 1


@dataclass(frozen=True)
class _Rules:
    patterns: Sequence[_PatternRule]
    keyword_patterns: Sequence[tuple[re.Pattern[str], int, bool]]
    keyword_name: re.Pattern[str]
    keyword_hint: re.Pattern[str]
    private_key: Sequence[re.Pattern[str]]
    base64_entropy: Callable[[str], float]
    hex_entropy: Callable[[str], float]
    is_templated: Callable[[str], bool]
    is_dollar: Callable[[str], bool]
    is_not_alphanumeric: Callable[[str], bool]
    is_indirect: Callable[[str], bool]
    is_sequential: Callable[[str], bool]
    is_uuid: Callable[[str], bool]


def _denylist(plugin: Any) -> list[re.Pattern[str]]:
    return list(plugin.denylist)


def _may_hold_secret(lines: list[str]) -> bool:
    """Whether any line matches a regex some rule starts from (every span comes from such a
    match); True when the trigger list does not match the installed detect-secrets."""
    triggers = _triggers()
    if triggers is None:
        return True
    return any(p.search(piece) for raw in lines for _, piece in _pieces(raw.removesuffix("\r"))
               for p in triggers)


@lru_cache(maxsize=1)
def _triggers() -> list[re.Pattern[str]] | None:
    from memstore import secret_triggers

    if secret_triggers.DETECT_SECRETS_VERSION != installed_detect_secrets():
        return None
    return [re.compile(p, flags) for p, flags in secret_triggers.PATTERNS] + [
        _ASSIGNMENT_RE, secret_patterns.KEY_BODY_START]


def installed_detect_secrets() -> str | None:
    """The installed detect-secrets' version, read without importing it (None if unknown)."""
    import importlib.util
    import os

    spec = importlib.util.find_spec("detect_secrets")
    if spec is None or not spec.origin:
        return None
    try:
        with open(os.path.join(os.path.dirname(spec.origin), "__version__.py"),
                  encoding="utf-8") as handle:
            found = re.search(r"""VERSION\s*=\s*['"]([^'"]+)['"]""", handle.read())
    except OSError:
        return None
    return found.group(1) if found else None


@lru_cache(maxsize=1)
def _rules() -> _Rules:
    from memstore.lazyimport import deferred

    # detect-secrets imports requests and multiprocessing (0.15 s) only for what we never use.
    try:
        with deferred("requests", "multiprocessing"):
            return _build_rules()
    except ImportError:
        return _build_rules()


# detect-secrets' keyword patterns let a name's affixes and a value run unbounded (`\w*`,
# `[^\v'"]*`), which backtracks quadratically over a long word (`passwordpassword...`): the same
# patterns with bounds no real name or password reaches.
_UNBOUNDED = ((r"\w*[^\s]{0,50}?", r"[^\s]{0,64}?"), (r"\w*", r"\w{0,24}"), (r"(?=\w+)", r"(?=\w)"),
              (r"[^\v\'\"]*", r"[^\v\'\"]{0,200}"))


def _bounded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    source = pattern.pattern
    for unbounded, bounded in _UNBOUNDED:
        source = source.replace(unbounded, bounded)
    return re.compile(source, pattern.flags)


def _build_rules() -> _Rules:
    from detect_secrets.filters import heuristic
    from detect_secrets.plugins import keyword
    from detect_secrets.plugins.aws import AWSKeyDetector

    # (requests, which the vendor plugins import for verification, is deferred by _rules.)
    from detect_secrets.plugins.azure_storage_key import AzureStorageKeyDetector
    from detect_secrets.plugins.basic_auth import BasicAuthDetector
    from detect_secrets.plugins.discord import DiscordBotTokenDetector
    from detect_secrets.plugins.github_token import GitHubTokenDetector
    from detect_secrets.plugins.gitlab_token import GitLabTokenDetector
    from detect_secrets.plugins.high_entropy_strings import (
        Base64HighEntropyString,
        HexHighEntropyString,
    )
    from detect_secrets.plugins.jwt import JwtTokenDetector
    from detect_secrets.plugins.mailchimp import MailchimpDetector
    from detect_secrets.plugins.npm import NpmDetector
    from detect_secrets.plugins.openai import OpenAIDetector
    from detect_secrets.plugins.private_key import PrivateKeyDetector
    from detect_secrets.plugins.pypi_token import PypiTokenDetector
    from detect_secrets.plugins.sendgrid import SendGridDetector
    from detect_secrets.plugins.slack import SlackDetector
    from detect_secrets.plugins.square_oauth import SquareOAuthDetector
    from detect_secrets.plugins.stripe import StripeDetector
    from detect_secrets.plugins.telegram_token import TelegramBotTokenDetector
    from detect_secrets.plugins.twilio import TwilioKeyDetector

    sp = secret_patterns

    def real(value: str) -> bool:  # not `$VAR`, `${VAR}`, `<password>` or `{{ x }}`
        return not (heuristic.is_templated_secret(value)
                    or heuristic.is_prefixed_with_dollar_sign(value))

    def credential(value: str) -> bool:
        return real(value) and sp.looks_like_credential(value)

    def own(*patterns: str) -> list[re.Pattern[str]]:
        return [re.compile(p) for p in patterns]

    tail = _TOKEN_TAIL
    patterns = [
        _PatternRule("aws-access-key", "AWS access key", _denylist(AWSKeyDetector()), True, tail),
        _PatternRule(
            "github-token",
            "GitHub token",
            _denylist(GitHubTokenDetector()) + own(r"\bgithub_pat_[A-Za-z0-9_]{22,}"),
            tail=tail,
        ),
        _PatternRule("gitlab-token", "GitLab token", _denylist(GitLabTokenDetector()), tail=tail),
        _PatternRule("slack-token", "Slack token", _denylist(SlackDetector()), tail=tail),
        _PatternRule("stripe-key", "Stripe key", _denylist(StripeDetector()), tail=tail),
        _PatternRule(
            "openai-key",
            "OpenAI API key",
            _denylist(OpenAIDetector()) + own(r"\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}"),
            tail=tail,
        ),
        _PatternRule(
            "anthropic-key",
            "Anthropic API key",
            own(r"\bsk-ant-[a-z0-9]+-[A-Za-z0-9_\-]{20,}"),
            tail=tail,
        ),
        _PatternRule(
            "google-api-key", "Google API key", own(r"\bAIza[0-9A-Za-z_\-]{35}"), tail=tail
        ),
        _PatternRule("pypi-token", "PyPI token", _denylist(PypiTokenDetector()), tail=tail),
        _PatternRule("npm-token", "npm token", _denylist(NpmDetector()), use_group=True),
        _PatternRule("npm-token", "npm token", own(sp.NPM_TOKEN), tail=tail),
        _PatternRule("twilio-key", "Twilio key", _denylist(TwilioKeyDetector()), tail=tail,
                     valid=lambda v: _HEX_RE.fullmatch(v[2:]) is not None),
        _PatternRule("telegram-token", "Telegram bot token",
                     _denylist(TelegramBotTokenDetector()), tail=tail),
        _PatternRule("discord-token", "Discord bot token", _denylist(DiscordBotTokenDetector()),
                     tail=tail),
        _PatternRule("mailchimp-key", "Mailchimp key", _denylist(MailchimpDetector()), tail=tail),
        _PatternRule("azure-storage-key", "Azure storage key",
                     _denylist(AzureStorageKeyDetector())),
        _PatternRule("square-token", "Square OAuth secret", _denylist(SquareOAuthDetector()),
                     tail=tail),
        _PatternRule("sendgrid-key", "SendGrid key", _denylist(SendGridDetector()), tail=tail),
        _PatternRule(
            "url-password", "password in a URL", _denylist(BasicAuthDetector()) + own(
                sp.URL_PASSWORD), use_group=True, valid=real
        ),
        _PatternRule("cli-password", "password on a command line",
                     own(sp.CURL_USER, sp.MYSQL_PASSWORD), use_group=True, valid=real),
        _PatternRule("basic-auth", "Basic authorization header", own(sp.BASIC_AUTH),
                     use_group=True, valid=sp.is_basic_credentials),
        _PatternRule("prose-password", "password in prose", own(sp.PROSE_QUOTED),
                     use_group=True, valid=real),
        _PatternRule("prose-password", "password in prose", own(sp.PROSE_WORD),
                     use_group=True, valid=credential),
        _PatternRule(
            "jwt",
            "JSON Web Token",
            _denylist(JwtTokenDetector()),
            tail=_JWT_TAIL,
            valid=JwtTokenDetector.is_formally_valid,
        ),
        _PatternRule(
            "bearer-token", "bearer token", [_BEARER_RE], use_group=True, valid=_mixes_classes
        ),
    ]
    keyword_patterns: list[tuple[re.Pattern[str], int, bool]] = []
    seen: set[re.Pattern[str]] = set()
    for table, quotes_required in (
        (keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP, True),
        (keyword.CONFIG_DENYLIST_REGEX_TO_GROUP, False),
    ):
        for pattern, group in table.items():
            if pattern not in seen:
                seen.add(pattern)
                # A pattern without a quote group right before the value always has quotes.
                has_quote_group = not quotes_required and pattern in (
                    keyword.FOLLOWED_BY_COLON_REGEX,
                    keyword.FOLLOWED_BY_EQUAL_SIGNS_REGEX,
                )
                keyword_patterns.append((_bounded(pattern), group, not has_quote_group))

    base64 = Base64HighEntropyString(limit=BASE64_LIMIT)
    hexa = HexHighEntropyString(limit=HEX_LIMIT)
    return _Rules(
        patterns=patterns,
        keyword_patterns=keyword_patterns,
        keyword_name=_bounded(re.compile(rf"\w*(?:{keyword.DENYLIST_REGEX})", re.IGNORECASE)),
        keyword_hint=re.compile("|".join(keyword.DENYLIST), re.IGNORECASE),
        # PKCS#8 encrypted keys are missing from detect-secrets' list.
        private_key=_denylist(PrivateKeyDetector()) + [re.compile("BEGIN ENCRYPTED PRIVATE KEY")],
        base64_entropy=base64.calculate_shannon_entropy,
        hex_entropy=hexa.calculate_shannon_entropy,
        is_templated=heuristic.is_templated_secret,
        is_dollar=heuristic.is_prefixed_with_dollar_sign,
        is_not_alphanumeric=heuristic.is_not_alphanumeric_string,
        is_indirect=lru_cache(maxsize=64)(heuristic.is_indirect_reference),
        is_sequential=heuristic.is_sequential_string,
        is_uuid=heuristic.is_potential_uuid,
    )
