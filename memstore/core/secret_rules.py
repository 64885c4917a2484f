"""The rules memstore.core.secrets applies: detect-secrets' plugins, its keyword patterns (bounded)
and its filters, and memstore's own patterns (memstore.core.secret_patterns), built once
per process.

detect-secrets is imported on first use (it costs ~0.25 s, which commands that never scan should
not pay) and used in-process, offline: its plugins' patterns and entropy functions, never their
verification (which would call the vendors' APIs) or its global settings.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from memstore.core import secret_patterns
from memstore.runtime.lazyimport import deferred

BASE64_LIMIT = 4.5
HEX_LIMIT = 3.0
_HEX = re.compile(r"[0-9a-fA-F]+")


@dataclass(frozen=True)
class PatternRule:
    """A rule found by regexes: its name, description, patterns and how to read a match."""

    rule: str
    description: str
    patterns: Sequence[re.Pattern[str]]
    # The secret is group 1 when the pattern has groups (basic auth: only the password), else the
    # whole match, which is then extended over trailing token characters (Stripe's pattern stops
    # after 24 characters of a longer key, the JWT pattern before the signature).
    use_group: bool = False
    tail: re.Pattern[str] | None = None
    valid: Callable[[str], bool] | None = None
    # Lower-case words one of which a line must hold for the patterns to be tried: a substring
    # test is far cheaper than a regex that must try every position (`\b[A-Za-z]...://`).
    gate: tuple[str, ...] = ()


_TOKEN_TAIL = re.compile(r"[A-Za-z0-9_\-]*")
_JWT_TAIL = re.compile(r"[A-Za-z0-9_\-.+/=]*")


_BEARER_RE = re.compile(r"\b[Bb]earer[ \t]+([A-Za-z0-9._~+/\-]{20,}=*)")


def _mixes_classes(word: str) -> bool:
    return any(c.isalpha() for c in word) and any(c.isdigit() for c in word)


@dataclass(frozen=True)
class Rules:
    """Every rule, with the detect-secrets functions the scan uses."""

    patterns: Sequence[PatternRule]
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
def rules() -> Rules:
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


def _build_rules() -> Rules:
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
        PatternRule("aws-access-key", "AWS access key", _denylist(AWSKeyDetector()), True, tail),
        PatternRule(
            "github-token",
            "GitHub token",
            _denylist(GitHubTokenDetector()) + own(r"\bgithub_pat_[A-Za-z0-9_]{22,}"),
            tail=tail,
        ),
        PatternRule("gitlab-token", "GitLab token", _denylist(GitLabTokenDetector()), tail=tail),
        PatternRule("slack-token", "Slack token", _denylist(SlackDetector()), tail=tail),
        PatternRule("stripe-key", "Stripe key", _denylist(StripeDetector()), tail=tail),
        PatternRule(
            "openai-key",
            "OpenAI API key",
            _denylist(OpenAIDetector()) + own(r"\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}"),
            tail=tail,
        ),
        PatternRule(
            "anthropic-key",
            "Anthropic API key",
            own(r"\bsk-ant-[a-z0-9]+-[A-Za-z0-9_\-]{20,}"),
            tail=tail,
        ),
        PatternRule(
            "google-api-key", "Google API key", own(r"\bAIza[0-9A-Za-z_\-]{35}"), tail=tail
        ),
        PatternRule("pypi-token", "PyPI token", _denylist(PypiTokenDetector()), tail=tail),
        PatternRule("npm-token", "npm token", _denylist(NpmDetector()), use_group=True),
        PatternRule("npm-token", "npm token", own(sp.NPM_TOKEN), tail=tail),
        PatternRule("twilio-key", "Twilio key", _denylist(TwilioKeyDetector()), tail=tail,
                     valid=lambda v: _HEX.fullmatch(v[2:]) is not None),
        PatternRule("telegram-token", "Telegram bot token",
                     _denylist(TelegramBotTokenDetector()), tail=tail),
        PatternRule("discord-token", "Discord bot token", _denylist(DiscordBotTokenDetector()),
                     tail=tail),
        PatternRule("mailchimp-key", "Mailchimp key", _denylist(MailchimpDetector()), tail=tail),
        PatternRule("azure-storage-key", "Azure storage key",
                     _denylist(AzureStorageKeyDetector())),
        PatternRule("square-token", "Square OAuth secret", _denylist(SquareOAuthDetector()),
                     tail=tail),
        PatternRule("sendgrid-key", "SendGrid key", _denylist(SendGridDetector()), tail=tail),
        PatternRule(
            "url-password", "password in a URL", _denylist(BasicAuthDetector()) + own(
                sp.URL_PASSWORD), use_group=True, valid=real, gate=("://",)
        ),
        PatternRule("cli-password", "password on a command line",
                     own(sp.CURL_USER, sp.MYSQL_PASSWORD), use_group=True, valid=real,
                     gate=("curl", "mysql", "mariadb")),
        PatternRule("basic-auth", "Basic authorization header", own(sp.BASIC_AUTH),
                     use_group=True, valid=sp.is_basic_credentials, gate=("basic",)),
        PatternRule("prose-password", "password in prose", own(sp.PROSE_QUOTED),
                    use_group=True, valid=real, gate=sp.PROSE_GATE),
        PatternRule("prose-password", "password in prose", own(sp.PROSE_WORD),
                    use_group=True, valid=credential, gate=sp.PROSE_GATE),
        PatternRule(
            "jwt",
            "JSON Web Token",
            _denylist(JwtTokenDetector()),
            tail=_JWT_TAIL,
            valid=JwtTokenDetector.is_formally_valid,
        ),
        PatternRule(
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
    return Rules(
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
