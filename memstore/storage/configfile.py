"""memstore.yaml on disk: reading it (memstore.core.config checks it) and setting one key."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from memstore.core.config import CONFIG_NAME, MAX_CONFIG_BYTES, Config, parse
from memstore.core.errors import ConfigError, FileTooLarge
from memstore.storage import regular, safepath, writer


def load(root: Path) -> Config:
    """Read and check `root/memstore.yaml` (a missing file means every default)."""
    path = safepath.inside(root, CONFIG_NAME)
    text = _text(path)
    return Config() if text is None else parse(text, path)


def _text(path: Path) -> str | None:
    """The text of memstore.yaml, judged by its size before it is read; None when there is
    none."""
    try:  # (a character takes at most 4 bytes: `parse` counts the characters)
        return regular.read_limited(path, 4 * MAX_CONFIG_BYTES).decode("utf-8")
    except FileNotFoundError:
        return None
    except FileTooLarge as exc:
        raise ConfigError(path, "(file)", f"{exc.size} bytes, over the limit of "
                          f"{MAX_CONFIG_BYTES} characters") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(path, "(file)", f"cannot read: {exc}") from None


def update(root: Path, dotted_key: str, value: Any) -> None:
    """Set one setting in memstore.yaml, keeping every comment (ruamel.yaml round trip).

    The file is checked as `load` checks it before the round trip reads it (an alias bomb
    or a nesting too deep is refused here, not expanded), and the text written is checked the
    same way first, so a broken config is never written."""
    from ruamel.yaml import YAML

    path = safepath.inside(root, CONFIG_NAME)
    text = _text(path)
    if text is not None:
        parse(text, path)
    rt = YAML()
    rt.indent(mapping=2, sequence=4, offset=2)
    data = rt.load(text) if text else None
    if data is None:  # (no file, or an empty one)
        data = {}
    node = data
    *parents, last = dotted_key.split(".")
    for part in parents:
        node = node.setdefault(part, {})
    node[last] = value
    out = io.StringIO()
    rt.dump(data, out)
    written = out.getvalue()
    parse(written, path)  # refuse to write a broken config
    writer.write_text(path, written)
