"""One line of a JSON-lines file that arrives through git (the logs, a `migrate` source).

`json.loads` raises more than `ValueError` on hostile text: a line of a hundred thousand `[`
exhausts the decoder's recursion (RecursionError), which no reader expected, and `lint`,
`doctor`, `review` and `migrate` died on one. `loads` makes every line that is not one usable
JSON value a `ValueError`, which a reader skips or reports by line.
"""

from __future__ import annotations

import json
import re
from typing import Any

# A JSON string literal; the two alternatives never match the same character, so a failed match
# costs time linear in the line.
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\.)*"')


def lines(text: str) -> list[str]:
    """The lines of a JSON-lines text, split at newlines only. `str.splitlines` also splits at
    U+2028, U+2029, U+0085 and the other separators JSON writes unescaped inside a string (the
    logs keep a recall's query and an entry's title as written), cutting such a record into
    two halves of no JSON that every reader skipped."""
    return text.split("\n")


def loads(line: str | bytes) -> Any:
    """The value of one JSON line. Raises ValueError (a `json.JSONDecodeError` for bad JSON)
    for anything else: nesting too deep to decode, an integer too long to build."""
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        raise
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError:  # Python's limit on the digits of an integer it reads from text
        raise ValueError("a number too long to read") from None


def strings(value: Any) -> list[str]:
    """Every string in `value` (keys of objects not included), in order, without recursion:
    a value nested just below the decoder's limit is as deep as Python's stack."""
    found: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return found


def string_literals(line: str) -> list[str]:
    """The strings of a line `loads` refused (torn, or nested too deeply), each decoded on its
    own: a secret written with JSON escapes (`\\u0067hp_...`) is still read whole."""
    found = []
    for match in _STRING.finditer(line):
        try:
            found.append(json.loads(match.group()))
        except ValueError:
            continue
    return found
