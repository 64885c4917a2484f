"""A light word on one side names nothing, so it keeps no paraphrase twice (session 43;
docs/consolidation.md, "A merge keeps one phrasing (session 43)"). `same_fact` keeps both facts
when a word that names something is on one side alone ("make alpha" / "make bravo"); it
counted a light word the same way ("listens", "port", "stay in" read as "store"), so a merge
kept "API port: 8080." beside "The API listens on port 8080.", the paraphrase the issue names.

Facts of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from memstore.core.judge.facts import merge_facts, same_fact


def test_a_light_word_on_one_side_keeps_one_phrasing() -> None:
    assert merge_facts(["The API listens on port 8080."], ["API port: 8080."]) == [
        "The API listens on port 8080."]


def test_stays_in_the_cache_is_cached() -> None:
    assert same_fact("Redis caches product pages for 10 minutes.",
                     "Product pages stay in the Redis cache for 10 minutes.")


def test_guard_another_port_is_kept() -> None:
    assert merge_facts(["The API listens on port 8080."], ["The API listens on port 9090."]) == [
        "The API listens on port 8080.", "The API listens on port 9090."]


def test_guard_a_name_on_one_side_is_kept() -> None:
    assert not same_fact("Use make alpha.", "Use make bravo.")
