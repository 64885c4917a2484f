"""Near copies of a corpus file's memories elsewhere in the natural corpus (tests/natural).

    .venv/bin/python scripts/near_copies.py tests/natural/val_audio.jsonl

A writer of a new file runs it before the file is committed: every memory of the file whose
words overlap a memory of another file by 0.5 or more (the words they share, over the words of
both) is printed, to be rewritten. A dev memory is printed beside it; a val or test memory is
not (nobody reads them), only the file it is in. Exits 1 when it finds one.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import natural  # noqa: E402

NEAR = 0.5


class BadFile(Exception):
    """A corpus file this script cannot read: the message names the file and the line."""


def _memories(path: Path) -> Iterator[tuple[str, str]]:
    """Each memory of a corpus file as one line of text, with its record's id."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise BadFile(f"{path}: cannot read it ({error})") from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            values = raw["members"] if raw["label"] == "group" else (raw["a"], raw["b"])
            memories = [natural.memory(value) for value in values]
            record_id = str(raw["id"])
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise BadFile(f"{path}:{number}: not a corpus record ({type(error).__name__}: "
                          f"{error})") from None
        for memory in memories:
            body = " ".join(memory.body.removeprefix("- ").split())
            yield record_id, body if body.startswith(memory.title) else f"{memory.title}: {body}"


def _words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[a-z0-9]+", text.lower()))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        return _report(Path(argv[0]))
    except BadFile as error:
        print(f"Error: {error}", file=sys.stderr)
        return 1


def _report(path: Path) -> int:
    """Print the near copies of `path`'s memories; 1 when there is one, else 0."""
    mine = list(_memories(path))  # (read first: a bad line is reported before any finding)
    others = [(other.name, record_id, text, _words(text))
              for other in sorted(natural.CORPUS.glob("*.jsonl"))
              if other.resolve() != path.resolve() for record_id, text in _memories(other)]
    found = 0
    for record_id, text in mine:
        words = _words(text)
        for name, other_id, other_text, other_words in others:
            overlap = len(words & other_words) / len(words | other_words) if words else 0.0
            if overlap < NEAR:
                continue
            found += 1
            print(f"{record_id}: {overlap:.2f} against {name}\n  mine:  {text}")
            if name.startswith("dev_"):
                print(f"  there: {other_text} ({other_id})")
    print(f"{found} near copies")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
