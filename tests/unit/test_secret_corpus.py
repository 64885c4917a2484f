"""Detection rate and false positives on the labelled corpus (tests/secret_corpus.py), measured
by scripts/secret_corpus.py: the figures docs/guarantees.md states.

Issue 18 found 21 of 52 realistic secrets getting in (URL passwords with `!#$`, `curl -u`,
`mysql -p`, `Authorization: Basic`, prose, npm/Twilio/Telegram tokens, key bodies without their
header) and `export API_TOKEN=<24 random alphanumerics>` caught 12 times in 200.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def figures() -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "secret_corpus.py"), "--json"],
                          capture_output=True, text=True, check=True, timeout=300)
    return json.loads(done.stdout)


def test_every_secret_in_the_corpus_is_detected(figures: dict[str, Any]) -> None:
    assert figures["positives"] >= 50
    assert figures["missed"] == [], figures["by_kind"]
    assert figures["detected"] == figures["positives"]


def test_no_realistic_look_alike_is_a_finding(figures: dict[str, Any]) -> None:
    assert figures["negatives"] >= 50
    assert figures["false_positives"] == []


def test_random_tokens_under_a_secret_name_are_caught(figures: dict[str, Any]) -> None:
    # 24 random letters and digits measure about 4.2 bits a character, under the entropy limit
    # (4.5); what reads as random under a secret-sounding name is caught anyway. The misses are
    # tokens that happen to read as words (docs/guarantees.md states the figure).
    assert figures["env_token_detected"] >= 0.9 * figures["env_token_trials"]
