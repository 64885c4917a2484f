"""memstore's own secret patterns, for what detect-secrets 1.5 has no rule for
(memstore.core.secrets combines them with its plugins). Pure: regexes and small checks, no
detect-secrets import.

Each closes a gap issue 18 measured on realistic pastes (tests/secret_corpus.py holds them, and
scripts/secret_corpus.py measures the detection rate and false positives):

- url-password: a password in a URL that contains `!`, `#`, `$`, `@` or `%` (detect-secrets'
  pattern stops at those characters);
- cli-password: `curl -u user:pw`, `mysql -pPW` (and mysqldump, mysqladmin, mariadb);
- basic-auth: `Authorization: Basic <base64 of user:password>`;
- prose-password: "the password is X", "the staging token was X" (X quoted, or one word that
  mixes letters with digits or symbols, so "the password is stored in the vault" is prose);
- npm-token (`npm_...`), and the vendors detect-secrets knows but memstore did not load:
  Twilio, Telegram, Discord, Mailchimp, Azure storage, Square;
- secret-keyword, also for random-looking values under a secret-sounding name that are too
  short for the entropy limit (`export API_TOKEN=<24 random letters and digits>`);
- private-key: the base64 body of a private key pasted without its BEGIN line (its first line
  starts the way DER-encoded private keys do: `MII..IBAA`, `MHcCAQEE`, `b3BlbnNzaC1rZXktdjE`).
"""

from __future__ import annotations

import base64
import binascii
import re

# `scheme://user:password@host`, the password being anything but white space and `/`, up to the
# last `@` before the host.
URL_PASSWORD = (r"\b[A-Za-z][A-Za-z0-9+.\-]{0,20}://[^\s:/?#\[\]@\"'`<>]{0,64}:"
                r"([^\s/\"'`<>]{1,128})@(?=[A-Za-z0-9\[])")
CURL_USER = (r"\bcurl\b[^\n]{0,200}?\s(?:-u|--user)(?:[ \t]+|=)?[\"']?[^\s:\"']{1,64}:"
             r"([^\s\"']{1,128})")
MYSQL_PASSWORD = (r"\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mariadb)\b"
                  r"[^\n]{0,200}?[ \t]-p([^\s\"'-][^\s\"']{0,127})")
BASIC_AUTH = r"\b[Bb]asic[ \t]+([A-Za-z0-9+/]{8,256}={0,2})(?![A-Za-z0-9+/=])"
_PROSE_NAME = (r"(?i:\b(?:password|passphrase|passcode|passwd|pwd|secret|token|api[ _-]?key|"
               r"access[ _-]?key)\b)")
_PROSE_LINK = (r"(?:[ \t]+(?:for|of|on|to)(?:[ \t]+[\w.@:/-]{1,64}){1,3}?)?"
               r"[ \t]+(?i:is|was|are)[ \t]+")
PROSE_GATE = ("pass", "pwd", "secret", "token", "key")  # a line without one holds no such name
PROSE_QUOTED = _PROSE_NAME + _PROSE_LINK + r"[\"'`]([^\s\"'`]{4,128})[\"'`]"
PROSE_WORD = _PROSE_NAME + _PROSE_LINK + r"([^\s\"'`]{6,128})"
NPM_TOKEN = r"\bnpm_[A-Za-z0-9]{36}\b"

# The first base64 line of a private key's DER body: PKCS#1 RSA (`MII..IBAA`), PKCS#8
# (`MII..IBAD`, EC `MIG.AgEA`, Ed25519 `MC4CAQAw`), encrypted PKCS#8, SEC1 EC (`MHcCAQEE`),
# OpenSSH (`b3BlbnNzaC1rZXktdjE`). Certificates (`MII..CCA`) and public keys (`MII..ANB`) differ.
KEY_BODY_START = re.compile(
    r"^[ \t>]*(?:MII[A-Za-z0-9+/]{3}IBA[AD]|MII[A-Za-z0-9+/]{3}BOBgkqhkiG9w0BBQ0w|"
    r"MIG[A-Za-z0-9+/]AgEA|MC4CAQAw|MHcCAQEE|MH4CAQEE|MIGkAgEBBD|b3BlbnNzaC1rZXktdjE)"
    r"[A-Za-z0-9+/=]{24,}[ \t]*$")
KEY_BODY_LINE = re.compile(r"^[ \t>]*[A-Za-z0-9+/=]{16,}[ \t]*$")

_CAMEL_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def looks_random(value: str) -> bool:
    """Whether `value` reads as a random token rather than a name: at least 16 characters,
    two kinds of character, few separators, mostly not digits, and less than half of it in
    words of four letters or more (`GoogleOAuth2Provider` is words; `R7tqk2WmZx9L...` is not)."""
    if len(value) < 16 or sum(value.count(c) for c in "-_.") >= 2:
        return False
    kinds = (any(c.islower() for c in value) + any(c.isupper() for c in value)
             + any(c.isdigit() for c in value))
    digits = sum(c.isdigit() for c in value)
    if kinds < 2 or digits * 2 >= len(value) or len(set(value)) < 8:
        return False
    wordy = sum(len(t) for t in _CAMEL_WORD.findall(value) if len(t) >= 4 and not t.isdigit())
    return wordy * 2 < len(value)


def is_basic_credentials(value: str) -> bool:
    """Whether `value` is base64 of `user:password` (what an Authorization: Basic header holds)."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    user, colon, password = text.partition(":")
    return bool(colon and user and password and text.isprintable())


def looks_like_credential(word: str) -> bool:
    """One word that mixes letters with digits or symbols (`hunter2`, `S3cure!pass`), as opposed
    to an English word (`stored`, `rotated`) or a name made of words (`Argon2PasswordHasher`,
    `aws-secretsmanager-rotation1`)."""
    word = word.rstrip(".,;:!?)")
    if len(word) < 6 or "/" in word or not any(c.isalpha() for c in word) or reads_as_name(word):
        return False
    return any(c.isdigit() for c in word) or any(c in "!@#$%^&*+=?~|" for c in word)


def reads_as_name(word: str) -> bool:
    """Whether `word` is built of two or more words of four letters or more that make up most
    of it, set apart as an identifier sets them (a capital, `-`, `_` or `.`): a class or a
    resource name (`Argon2PasswordHasher`, `aws-secretsmanager-rotation1`) rather than a
    password. Words run together in one case with a digit between them are how a password is
    made memorable (`hunter2horse`), not how a name is written."""
    if not any(c in "-_." for c in word) and not (
            any(c.isupper() for c in word) and any(c.islower() for c in word)):
        return False
    words = [t for t in _CAMEL_WORD.findall(word) if len(t) >= 4 and not t.isdigit()]
    return len(words) >= 2 and sum(map(len, words)) * 5 >= len(word) * 3
