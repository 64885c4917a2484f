"""An arrow that labels an address ("Staging URL → https://staging.example.com" / "The staging
site lives at https://staging.example.com"), found by a probe of fresh sentence pairs
(session 30; docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of
our own. An arrow between two steps reads as "then", so the label was read as a step before
the address, and the pair was a look-alike; written with a colon, it merged. An arrow before
an address that ends the line is now read as the colon it stands for, and the label's last
words ("URL") say what kind of thing the value is, as after a colon. The guards hold on the
session's start code too: an arrow between two steps still tells their order, and two
addresses for one label conflict."""

from __future__ import annotations

from judging import symmetric_kind


def test_an_arrow_before_an_address_labels_it() -> None:
    assert symmetric_kind("Staging URL → https://staging.example.com",
                          "The staging site lives at https://staging.example.com.") == (
        "duplicate")


def test_an_arrow_between_two_steps_still_tells_their_order() -> None:
    assert symmetric_kind("git pull -> uv sync", "After git pull, run uv sync.") == "duplicate"
    assert symmetric_kind("git pull -> uv sync", "Run uv sync before git pull.") == "conflict"


def test_two_addresses_for_one_label_conflict() -> None:
    assert symmetric_kind("Staging URL → https://staging.example.com",
                          "Staging URL → https://stg.example.com") == "conflict"
