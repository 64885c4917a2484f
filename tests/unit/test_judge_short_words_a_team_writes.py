"""Short words a team writes for a word it also writes whole ("src" / "source", "promo" /
"promotion", "WS" / "WebSocket", "user-facing" / "user-visible"), found by a probe of fresh
sentence pairs (session 30; docs/consolidation.md, "More kinds found by probing (session
30)"). Sentences of our own. Each was read as another word in the same place, a look-alike;
they are now spellings of one word in the synonyms table (lexicon.yaml). "Weights & Biases"
was in the table already but never matched: the table's "&" was a word the readers never
see, so "Track experiments in Weights & Biases" / "... in wandb" read as two tools, a
conflict. The guard holds on the session's start code too: "img" is left out ("not <img>" is
an HTML tag, which "images" does not say no to), and so is "sync" (a sync of two things is
not the synchronisation of either)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Source maps are uploaded to Sentry.", "Src maps get uploaded to Sentry.",
                 id="src"),
    pytest.param("The promo banner is hidden on checkout.",
                 "The promotion banner is hidden on checkout.", id="promo"),
    pytest.param("Websocket connections time out after 60 s.",
                 "WS connections time out after 60 seconds.", id="ws"),
    pytest.param("Add a changelog entry for every user-facing change.",
                 "Every user-visible change needs a CHANGELOG entry.", id="user-facing"),
])
def test_a_short_word_and_the_whole_word_are_one_claim(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_weights_and_biases_written_with_an_ampersand_is_wandb() -> None:
    assert symmetric_kind("Track experiments in Weights & Biases.",
                          "Experiments are tracked in wandb.") != "conflict"


def test_an_img_tag_said_no_to_is_not_against_images() -> None:
    assert symmetric_kind("Images go through next/image, not <img>.",
                          "NextJS: next/image for all images") != "conflict"
