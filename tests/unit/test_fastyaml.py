"""The frontmatter fast path gives exactly what PyYAML gives, or steps aside."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core import fileformat
from memstore.core.fileformat import _Loader, emit_key, fast_meta, parse, render

HOSTILE = [
    "yes", "No", "ON", "off", "y", "n", "true", "False", "null", "Null", "~", "", " ", "0", "007",
    "0x1F", "0o7", "0b101", "1_000", "1:20", "1.5", "1.", ".5", "1e3", "1.0e+3", "-1", "+1", "-",
    ".inf", "-.Inf", ".nan", "<<", "=", "!x", "&a", "*a", "|", ">", "%x", "@x", "`x`", "'x'",
    '"x"', "a: b", "a:b", "a #b", "a#b", "#x", "a,b", "[x]", "{x}", "x]", "?x", ": x", "x:",
    "2026-11-02T09:14:00Z", "2026-11-02", "2026-11-02 09:14:00", "it's", 'say "hi"', "C#",
    "naïve café", "日本語", "tab\there", "line\nbreak", "nel\x85x", "ls\u2028x", "bom\ufeffx",
    "back\\slash", "trailing ", " leading", "a  b", "db/migrations", "uv.lock", "http://x.y/z",
    "s-0142", "feature/x", "1.2.3", "v3", "--no-cache", "-x", "AKIA", "\x07bell",
    "9" * 100, "9" * 101, "9" * 5000, "1" + "0" * 400 + ".0", "0x" + "f" * 200,
]
BENIGN = ["fact", "use uv for deps", "2026-11-02T09:14:00Z", "s-0142", "db/migrations", "12",
          "0.5", "user", "Run `uv sync` after a pull", "port 8080 (api)", "a, b and c"]
KEYS = ["id", "title", "kind", "tags", "provenance", "yes", "null", "on", "x-y", "_k", "K1"]
scalars = st.one_of(st.sampled_from(BENIGN), st.sampled_from(HOSTILE), st.text(max_size=12),
                    st.integers(-5, 10**6), st.booleans(), st.none(),
                    st.sampled_from([0.5, 1.25, 3.0]))
values = st.one_of(
    scalars,
    st.lists(st.one_of(st.sampled_from(BENIGN), st.sampled_from(HOSTILE), st.text(max_size=8)),
             max_size=4),
    st.lists(st.dictionaries(st.sampled_from(["at", "source", "session", "from", "note"]),
                             scalars, max_size=4), max_size=3),
)


def loaded(source: str) -> Any:
    try:
        return yaml.load(source, Loader=_Loader)
    except yaml.YAMLError:
        return "error"


def agrees(source: str) -> None:
    fast = fast_meta(source)
    if fast is None:
        return
    slow = loaded(source)
    assert slow is None and fast == {} or fast == slow, (source, fast, slow)
    if fast:
        assert list(fast) == list(slow)
        assert [type(v) for v in fast.values()] == [type(v) for v in slow.values()]


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS), values, max_size=6))
def test_rendered_frontmatter_reads_the_same(meta: dict[str, Any]) -> None:
    source = "".join(line + "\n" for key, value in meta.items() for line in emit_key(key, value))
    agrees(source)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(
    st.sampled_from(["title: ", "tags: [", "  - {at: ", "- ", "# c", "", "  x", "k:", "k: v ",
                     "  - ", "kind: fact", "a: [b, c]", "p:\n  - {a: b}\n  - {c: d}", "]", "}"]),
    st.sampled_from(HOSTILE), st.text(alphabet="ab :#-[]{},'\"\n\t!&*|>", max_size=10),
), max_size=10))
def test_any_text_reads_the_same_or_goes_to_yaml(pieces: list[str]) -> None:
    agrees("".join(pieces) + "\n")
    agrees("\n".join(pieces) + "\n")


def test_house_style_files_take_the_fast_path() -> None:
    meta = {"id": "use-uv-7f3a", "title": "Use uv: the fast one", "kind": "convention",
            "status": "active", "created": "2026-11-02T09:14:00Z", "confirmations": 3,
            "preserve": True, "decay_score": 0.25, "tags": ["python", "uv.lock"],
            "provenance": [{"at": "2026-11-02T09:14:00Z", "source": "user", "session": "s-1"}],
            "branch": None}
    text = render(meta, "- a fact\n")
    source = text.split("---\n")[1]
    assert fast_meta(source) == meta
    assert parse(text).meta == meta


def test_what_the_fast_path_cannot_be_sure_of_goes_to_yaml() -> None:
    for source in ("title: a\n  continued\n", "tags: [a,\n  b]\n", "k: &a x\nj: *a\n",
                   "k: !!timestamp 2026-11-02\n", "k: 'it''s'  # c\n", "k: 1_000\n",
                   "k:\n  sub: 1\n", "k: |\n  text\n", "yes: 1\n", "k: \"a\\tb\"\n"):
        assert fast_meta(source) is None, source
    assert parse("---\nk: 0x10\n---\n").meta == {"k": 16}
    assert parse("---\nk: 'it''s'\n---\n").meta == {"k": "it's"}


def _scalar_by_yaml(value: str, flow: bool) -> str:
    """What fileformat._scalar wrote before its fast path: PyYAML decides every string."""
    from memstore.core.fileformat import _Dumper

    if fileformat._PLAIN.match(value) and loaded(value) == value:
        return value  # (an integer too long to load is no plain text either: it is quoted)
    dumped = yaml.dump([value] if flow else value, Dumper=_Dumper, default_flow_style=flow,
                       width=10**9, allow_unicode=True).strip()
    return dumped[1:-1] if flow else dumped.removesuffix("\n...").strip()


@settings(max_examples=600, deadline=None)
@given(st.one_of(st.sampled_from(HOSTILE + BENIGN),
                 st.text(alphabet="ab1 ._/@+-:#,'\"yesnoTZ", max_size=14)), st.booleans())
def test_written_scalars_are_what_pyyaml_would_write(value: str, flow: bool) -> None:
    assert fileformat._scalar(value, flow) == _scalar_by_yaml(value, flow)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["---", "...", "--- ", "a: 1", "b: [x, y]", "", "- fact", "#",
                                 "---x", "\r", "\u2028", "\ufeff---", "c: 'q'", "text"]),
                max_size=8), st.booleans())
def test_the_quick_split_agrees_with_the_general_one(lines: list[str], final: bool) -> None:
    text = "\n".join(lines) + ("\n" if final else "")
    simple = fileformat._split_simple(text)
    if simple is None:
        return
    general = fileformat._lines(text)
    bounds = fileformat._frontmatter_bounds(general, "x")
    assert bounds is not None
    assert simple == ("".join(general[bounds[0] : bounds[1]]),
                      "".join(general[bounds[1] + 1 :]))


def test_an_integer_too_long_to_build_is_a_yaml_error_at_its_line() -> None:
    for digits in (101, 400, 5000):
        source = f"id: x\nnote: {'9' * digits}\n"
        assert fast_meta(source) is None
        try:
            yaml.load(source, Loader=_Loader)
        except yaml.MarkedYAMLError as exc:
            assert exc.problem == f"a number of {digits} digits, over the limit of 100"
            assert exc.problem_mark is not None and exc.problem_mark.line == 1
        else:
            raise AssertionError("loaded")
    assert fast_meta(f"note: {'9' * 100}\n") == {"note": int("9" * 100)}
