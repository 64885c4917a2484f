"""The verdict memo (memstore/core/verdict_memo.py): each answer worked out once, what workers
learned taken in without losing a slot, and only what a run used kept."""

from __future__ import annotations

from memstore.core.verdict_memo import Notes, VerdictMemo, pair_key, text_key


def test_text_keys_tell_every_list_of_texts_apart() -> None:
    keys = {text_key("a", ["b", "c"]), text_key("a", ["bc"]), text_key("ab", ["c"]),
            text_key("a", ["b", "c", ""]), text_key("a", ["c", "b"])}
    assert len(keys) == 5
    assert text_key("a", ["b"]) == text_key("a", ("b",))
    first, second = text_key("x", []), text_key("y", [])
    assert pair_key(first, second) != pair_key(second, first)  # (the judge names the sides)


def test_an_answer_is_worked_out_once_and_kept() -> None:
    memo, notes = VerdictMemo(), Notes()
    asked: list[str] = []
    reading = memo.reading(b"k" * 16, notes)
    assert reading.get("verdict", lambda: asked.append("verdict") or 1) == 1
    assert reading.get("verdict", lambda: asked.append("again") or 2) == 1
    memo.note(reading, notes)
    memo.take(notes)
    later = memo.reading(b"k" * 16, Notes())
    assert later.get("verdict", lambda: 3) == 1 and not later.grown and asked == ["verdict"]


def test_slots_learned_apart_are_all_kept() -> None:
    # One pair met by two workers (each side probes) and twice in one batch (two entries of
    # one text): every slot either worked out survives.
    memo = VerdictMemo()
    for slot in ("may_conflict", "may_be_duplicate"):
        notes = Notes()
        reading = memo.reading(b"p" * 16, Notes())  # (each worker starts from the parent's)
        reading.get(slot, lambda: False)
        memo.note(reading, notes)
        memo.take(notes)
    notes = Notes()
    for slot in ("verdict", "told_apart"):
        reading = memo.reading(b"q" * 16, notes)
        reading.get(slot, lambda: True)
        memo.note(reading, notes)
    memo.take(notes)
    assert set(memo.pairs[b"p" * 16]) == {"may_conflict", "may_be_duplicate"}
    assert set(memo.pairs[b"q" * 16]) == {"verdict", "told_apart"}


def test_only_what_a_run_used_is_kept_and_nothing_new_is_not_written() -> None:
    loaded = VerdictMemo({b"t" * 16: "term"}, {b"a" * 16: {"x": 1}, b"b" * 16: {"y": 2}})
    notes = Notes()
    loaded.note(loaded.reading(b"a" * 16, notes), notes)
    loaded.term_text(b"t" * 16, lambda: "other", notes)
    loaded.take(notes)
    assert loaded.kept() == ({b"t" * 16: "term"}, {b"a" * 16: {"x": 1}}, {})  # (b dropped)
    same = VerdictMemo({}, {b"a" * 16: {"x": 1}})
    notes = Notes()
    same.note(same.reading(b"a" * 16, notes), notes)
    same.take(notes)
    assert same.kept() is None
    assert VerdictMemo(enabled=False).kept() is None
