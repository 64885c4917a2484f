"""A size given by its two sides ("256 x 256 mm", "256×256 mm", "3000 by 3000 pixels",
"320x180") is one value, written one way (memstore.core.judge.text, session 45), and a
square's side is the size of the square. One bed size written two ways was a possible
conflict, "320x180" / "320 x 180 pixels" two names, and "1200 x 1200" / "800x800" no
conflict at all."""

from __future__ import annotations

from memstore.core.judge import judge
from tests.judging import symmetric_kind


def test_one_size_written_two_ways_is_one_value() -> None:
    assert symmetric_kind("The X2 has a 256 x 256 mm bed.", "Bed size of the X2: 256×256 mm.") == (
        "duplicate")
    assert symmetric_kind("Map tiles are 256 by 256 pixels.", "Map tiles: 256x256.") == "duplicate"
    assert symmetric_kind("Product photos are uploaded at 1200 x 1200 px.",
                     "Upload product photos at 1200×1200.") == "duplicate"
    assert symmetric_kind("Avatars are cropped to 400 px squares.",
                     "Avatars are cropped to 400x400.") == "duplicate"


def test_two_sizes_conflict_as_numbers() -> None:
    verdict = judge("Product photos are uploaded at 1200 x 1200 px.",
                    ("Product photos are uploaded at 1200 x 1200 px.",),
                    "Product photos are uploaded at 800x800.",
                    ("Product photos are uploaded at 800x800.",))
    assert (verdict.kind, verdict.reason) == ("conflict", "number")


def test_two_things_each_with_its_size_stay_apart() -> None:
    assert symmetric_kind("Desktop banners are 1200x300.",
                          "Mobile banners are 600x150.") == "distinct"
    assert symmetric_kind("The X2 has a 256 x 256 mm bed.", "The X3 has a 300 x 300 mm bed.") == (
        "distinct")
