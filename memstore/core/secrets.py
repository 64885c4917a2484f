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

own patterns, where detect-secrets 1.5 has no rule (the newer ones in memstore.core.secret_patterns)
    url-password        also a password holding `!`, `#`, `$`, `@` or `%`
    cli-password        `curl -u user:pw`, `mysql -pPW`
    basic-auth          `Authorization: Basic <base64 of user:password>`
    prose-password      "the password is X" (X quoted, or a word mixing letters and digits/symbols
                        that is not a name of words set apart: `hunter2horse` is a password,
                        `Argon2PasswordHasher` a class)
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

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from memstore.core import secret_patterns, secret_rules, secret_triggers
from memstore.core.secret_rules import BASE64_LIMIT, HEX_LIMIT, Rules, installed_detect_secrets

__all__ = ["SecretFinding", "installed_detect_secrets", "may_hold_secret", "redact", "scan_text",
           "triggers"]

REDACTED_PREFIX = "[REDACTED:"
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


def _find_spans(text: str, screen: bool = True) -> list[_Span]:
    """All secret spans in `text`, overlapping ones merged, sorted by position. With `screen`,
    a text no rule's first regex matches is cleared without loading detect-secrets."""
    lines = text.split("\n")
    if screen and not may_hold_secret(lines):
        return []
    rules = secret_rules.rules()
    # Every span of a line starts from a match of one of these on it (a pattern rule's regex,
    # the keyword hint, the assignment regex), so a line none matches is skipped.
    gate = triggers() if screen else None
    spans: list[_Span] = []
    offset = 0
    for index, raw_line in enumerate(lines):
        # Offsets stay valid: the carriage return is the line's last character.
        line = raw_line[:-1] if raw_line.endswith("\r") else raw_line
        for start, piece in _pieces(line):
            if gate is None or any(p.search(piece) for p in gate):
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


def _line_spans(line: str, number: int, offset: int, rules: Rules) -> Iterator[_Span]:
    if not line.strip():
        return
    priority = 0
    lower = ""
    for rule in rules.patterns:
        priority += 1
        if rule.gate:
            lower = lower or line.lower()
            if not any(word in lower for word in rule.gate):
                continue
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
        rule_name = _entropy_rule(key, value, line[match.start("value"):], rules)
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


def _keyword_values(line: str, rules: Rules) -> Iterator[tuple[int, int, str]]:
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
            if _filtered(value, line[start:], rules):
                continue
            around = line[match.start() : start] + " " + line[end : match.end()]
            name = rules.keyword_name.search(around)
            yield start, end, name.group() if name else "a secret-sounding name"


def _looks_like_credential(word: str) -> bool:
    return secret_patterns.looks_like_credential(word)


def _entropy_rule(key: str, value: str, rest: str, rules: Rules) -> str | None:
    """`high-entropy-base64`/`-hex` if `value`, assigned to `key`, is a random-looking secret
    (`rest`: the line from the value on)."""
    parts = [p.lower() for p in _NAME_SPLIT_RE.split(key) if p]
    if not parts or parts[-1] in _BENIGN_LAST_PART or _BENIGN_ANY_PART.intersection(parts):
        return None
    if _filtered(value, rest, rules) or rules.is_sequential(value) or rules.is_uuid(value):
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


def _filtered(value: str, rest: str, rules: Rules) -> bool:
    """detect-secrets' heuristics for values that only stand in for a secret, plus ours.
    `rest` is the line from the value on: the value is an indirect reference when it is
    itself a call or an index (`request.headers['apikey']`, `get_secret()`); detect-secrets
    asks it of the whole line, so `password = "hunter2" id: 0[ (retry)` passed the password
    for one (found by the property test of tests/unit/test_secrets.py)."""
    return (
        _is_placeholder(value)
        or rules.is_templated(value)
        or rules.is_dollar(value)
        or rules.is_not_alphanumeric(value)
        or (_CALLED.match(rest) is not None and rules.is_indirect("x = " + rest))
    )


# A value that is a call or an index, as detect-secrets' indirect reference starts.
_CALLED = re.compile(r"[\w.-]+[\[(]")


def _is_placeholder(value: str) -> bool:
    value = value.strip("\"'`")
    return (REDACTED_PREFIX in value or bool(_PLACEHOLDER_RE.match(value))
            or value.endswith(_DOCUMENTED_EXAMPLES))


def _private_key_spans(lines: list[str], rules: Rules) -> Iterator[_Span]:
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


def may_hold_secret(lines: list[str]) -> bool:
    """Whether any line matches a regex some rule starts from (every span comes from such a
    match); True when the trigger list does not match the installed detect-secrets."""
    found = triggers()
    if found is None:
        return True
    return any(p.search(piece) for raw in lines for _, piece in _pieces(raw.removesuffix("\r"))
               for p in found)


@lru_cache(maxsize=1)
def triggers() -> list[re.Pattern[str]] | None:
    """The regexes some rule starts from (memstore.core.secret_triggers and our own), or None when
    that list was generated for another detect-secrets."""
    if secret_triggers.DETECT_SECRETS_VERSION != installed_detect_secrets():
        return None
    return [re.compile(p, flags) for p, flags in secret_triggers.PATTERNS] + [
        _ASSIGNMENT_RE, secret_patterns.KEY_BODY_START]
