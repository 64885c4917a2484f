"""The shipped word tables read with libyaml's base loader (every scalar a string, for speed:
memstore.core.judge.lexicon._shipped) are the tables ruamel's YAML 1.2 reading gives."""

from __future__ import annotations

from importlib import resources

from ruamel.yaml import YAML

from memstore.core.judge.lexicon import Lexicon, _shipped


def _read_by_ruamel() -> dict:
    text = resources.files("memstore").joinpath("data/lexicon.yaml").read_text("utf-8")
    return dict(YAML(typ="safe").load(text))


def test_the_fast_reading_gives_the_same_tables() -> None:
    assert Lexicon.from_data(_shipped()) == Lexicon.from_data(_read_by_ruamel())


def test_the_fast_reading_holds_only_strings() -> None:
    # (a word YAML would read as a boolean or a number stays the word written: "true", "no")
    def scalars(node: object) -> list[object]:
        if isinstance(node, dict):
            return [x for key, value in node.items() for x in (key, *scalars(value))]
        if isinstance(node, list):
            return [x for item in node for x in scalars(item)]
        return [node]

    assert all(isinstance(x, str) for x in scalars(_shipped()))
