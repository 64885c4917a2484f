"""YAML that arrives through git: the one loader for entry frontmatter and memstore.yaml.

Both are untrusted input, so both are read with libyaml's safe loader (no object tags), with
integers bounded where the loader builds them and with a node budget checked before anything
else looks at the value:

- Python refuses to turn an integer of more than 4300 digits into text (and back), and a few
  hundred digits already overflow a float: `confirmations: 999...9` broke every command that
  printed or weighed it. An integer written with more than `MAX_INT_CHARS` characters is a YAML
  error at its line, whatever the key.
- Aliases share one value, so a few hundred bytes can stand for billions of nodes (an alias
  bomb): harmless until something walks the value (a check, a message's repr). `too_big` counts
  nodes the way such a walk would, every use of an alias included, and stops at the budget.
"""

from __future__ import annotations

from typing import Any

import yaml

MAX_INT_CHARS = 100
"""The longest integer literal the loader builds (about 10**99; any count fits with room)."""

_BaseLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _bounded_int(loader: Any, node: yaml.ScalarNode) -> int:
    text = str(node.value)
    if len(text) > MAX_INT_CHARS:
        raise yaml.constructor.ConstructorError(
            None, None, f"a number of {len(text)} digits, over the limit of {MAX_INT_CHARS}",
            node.start_mark)
    value: int = yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    return value


class Loader(_BaseLoader):  # type: ignore[misc,valid-type]
    """libyaml's safe loader, refusing integers longer than MAX_INT_CHARS."""


Loader.add_constructor("tag:yaml.org,2002:int", _bounded_int)


class LongNumber:
    """An integer written with more than MAX_INT_CHARS characters, left unbuilt."""

    __slots__ = ("chars",)

    def __init__(self, chars: int) -> None:
        self.chars = chars

    def __repr__(self) -> str:
        return f"a number of {self.chars} digits"


def _long_or_int(loader: Any, node: yaml.ScalarNode) -> int | LongNumber:
    if len(str(node.value)) > MAX_INT_CHARS:
        return LongNumber(len(str(node.value)))
    value: int = yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    return value


class NamingLoader(Loader):
    """The same loader, building a too-long integer as a LongNumber: for memstore.yaml, whose
    check then names the key that holds it (every setting is checked for its type)."""


NamingLoader.add_constructor("tag:yaml.org,2002:int", _long_or_int)


MAX_DEPTH = 64
"""The deepest nesting of lists and mappings accepted (memstore writes 3 levels at most).
libyaml reads a thousand, and every reader that walks a value recursively (a JSON dump, a
check) fails long before that."""


def too_big(value: Any, budget: int, depth: int = MAX_DEPTH) -> bool:
    """Whether `value` holds more than `budget` nodes, counting a shared (aliased) node each
    time it is used, or nests lists and mappings more than `depth` deep. Nodes are counted as
    they are reached, so the walk stops within `budget` steps and holds at most `budget` of
    them, whatever an alias bomb (or a value that contains itself, `&a [*a, *a]`) stands
    for."""
    budget -= 1
    stack = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: list[Any] = [*item.keys(), *item.values()]
        elif isinstance(item, list):
            children = item
        else:
            continue
        budget -= len(children)
        if budget < 0 or level >= depth:
            return True
        stack.extend((child, level + 1) for child in children)
    return False


def shown(value: Any, limit: int = 60) -> str:
    """`value` as a message may quote it: its repr cut to about `limit` characters, a number
    too long to print or a large (or aliased, or self-containing) list or mapping by its size.
    A message never builds the repr of a whole hostile value."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, (list, dict)) and too_big(value, 20):
        return f"a {'list' if isinstance(value, list) else 'mapping'} too large to show"
    text = repr(value[:limit + 1] if isinstance(value, str) else value)
    return text if len(text) <= limit + 2 else text[:limit] + "…"
