"""Similarity and contradiction: the decisions consolidation relies on, measured on a corpus."""

from __future__ import annotations

import ast
import random
import sys
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from corpus import LABELS, LabelledPair, generate_entries, generate_pairs
from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz, process

from memstore.core import grouping
from memstore.core.similarity import contradiction as rule
from memstore.core.similarity import normalize as normalization
from memstore.core.similarity.blocking import candidate_pairs, candidate_partners
from memstore.core.similarity.facts import (
    contradiction,
    entry_contradictions,
    fact_similarity,
    merge_facts,
    same_fact,
)
from memstore.core.similarity.normalize import normalize, tokens
from memstore.core.similarity.words import STOP_STEMS, stem

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

from nearduplicate import is_near_duplicate  # noqa: E402


@cache
def corpus() -> tuple[LabelledPair, ...]:
    return tuple(generate_pairs(seed=1, n=600))


# normalize and tokens ------------------------------------------------------------------------

def test_normalize_strips_markdown_case_space_and_trailing_punctuation() -> None:
    text = "  Run **`uv sync`**   after\tevery *pull*...  "
    assert normalize(text) == "run uv sync after every pull"
    assert normalize("# Heading: see [the docs](https://x.dev/a)!") == (
        "heading: see the docs https://x.dev/a"
    )
    assert normalize("Don\u2019t push to `main`.") == "don't push to main"


@settings(max_examples=500)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_plain_ascii_takes_the_short_way_to_the_same_result(text: str) -> None:
    slow = text
    while (again := normalization._normalize_once(slow)) != slow:
        slow = again
    assert normalize(text) == slow


@settings(deadline=None)
@given(st.text())
def test_normalize_is_idempotent(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


def test_tokens_keep_code_ish_tokens_whole() -> None:
    assert tokens("Run `pytest -x` on port 8080, v3.2 (see db/migrations; --no-cache).") == [
        "run", "pytest", "-x", "on", "port", "8080", "v3.2", "see", "db/migrations", "--no-cache",
    ]
    assert tokens("Commit uv.lock and .env.example; use localhost:8080") == [
        "commit", "uv.lock", "and", ".env.example", "use", "localhost:8080",
    ]


# contradiction -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ("run tests with pytest -x", "do not run tests with pytest -x", "negation"),
        ("Never call pip directly in this repository.", "Call pip directly.", "negation"),
        ("Use uv", "Avoid uv", "negation"),
        ("Run tests with coverage", "Run tests without coverage", "negation"),
        ("port 8080", "port 9090", "number"),
        ("The dev server listens on port 8080.", "The dev server listens on port 9090.", "number"),
        ("Run pytest with -n auto", "Run pytest with -n 4", "number"),
        ("python 3.11", "python 3.12", "version"),
        ("Use the payments API v2", "Use the payments API v3", "version"),
        ("The build uses Node 18", "The build uses Node 20", "version"),
        ("src/app.py", "lib/app.py", "path"),
        ("The entry point is `src/app.py`", "The entry point is `lib/app.py`", "path"),
        ("Migrations live in `db/migrations`.", "Migrations live in `database/migrations`.",
         "path"),
        ("use pytest", "use unittest", "name"),
        ("run with uv", "run with poetry", "name"),
        ("The default branch is main", "The default branch is master", "name"),
        ("ruff is the linter", "flake8 is the linter", "name"),
    ],
)
def test_contradictions_are_named(a: str, b: str, reason: str) -> None:
    assert contradiction(a, b) == reason
    assert contradiction(b, a) == reason
    assert not same_fact(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # Look-alikes: the same shape, different subjects.
        ("migrations live in db/migrations", "seeds live in db/seeds"),
        ("The API listens on port 8000", "The admin UI listens on port 3000"),
        ("Never edit generated clients by hand", "Never edit migrations by hand"),
        ("Never commit the `uv.lock` file", "Never commit the `.env` file"),
        ("Use pytest as the test runner", "Use mypy as the type checker"),
        # Tools of different trades are not alternatives.
        ("use uv", "use black"),
        # They agree: "never pip" and "uv" is one policy.
        ("never use pip", "use uv"),
        # More detail is not a disagreement.
        ("run pytest", "run pytest -x"),
        # Not about the same thing.
        ("Use uv for dependencies", "The API listens on port 8000"),
        ("Run the linter before committing", "Run the linter before pushing"),
    ],
)
def test_look_alikes_and_agreements_are_not_contradictions(a: str, b: str) -> None:
    assert contradiction(a, b) is None
    assert contradiction(b, a) is None


SUBJECT_LOOK_ALIKES = [
    ("In the orders service, breaking this rule needs an OK in #dev-tools",
     "In the webhooks service, breaking this rule needs an OK in #dev-tools"),
    ("In the imports service, this rule is enforced by CI.",
     "In the notifications service, this rule is enforced by CI."),
    ("In the fraud service, upgrade Go only in a dedicated pull request.",
     "In the auth service, upgrade Terraform only in a dedicated pull request."),
    ("For the orders service, run tests with pytest",
     "For the webhooks service, run tests with pytest"),
    ("On main, force pushes are blocked", "On develop, force pushes are blocked"),
    ("In src/api, format with black", "In src/web, format with black"),
    ("In the payments api service, deploys need approval",
     "In the payments web service, deploys need approval"),
    ("Tax service: CI and local builds both target Postgres 16.",
     "CI and local builds both target Postgres 14. (thumbnails service)"),
    ("The orders service's config lives in config/",
     "The webhooks service's config lives in config/"),
]


@pytest.mark.parametrize(("a", "b"), SUBJECT_LOOK_ALIKES)
def test_a_differing_subject_is_a_look_alike_not_a_contradiction(a: str, b: str) -> None:
    # A word replaced in a leading prepositional phrase ("In the X service, ...") or before the
    # verb says the same thing of two subjects: both can hold, and they are not one fact.
    assert contradiction(a, b) is None
    assert contradiction(b, a) is None
    assert not same_fact(a, b)
    assert not is_near_duplicate("Rule", [a], "Rule", [b])


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("use pytest", "use unittest"),
        ("run with uv", "run with poetry"),
        ("In the orders service, use pytest", "In the orders service, use unittest"),
        ("In tests, run with uv", "In tests, run with poetry"),
        ("ruff is the linter", "flake8 is the linter"),
    ],
)
def test_a_differing_name_in_the_object_slot_is_still_a_contradiction(a: str, b: str) -> None:
    assert contradiction(a, b) == "name"
    assert contradiction(b, a) == "name"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Do not call `charge_card` from billing directly.",
         "Do not call `refund_card` from billing directly."),
        ("Never use pip for this repo", "Never use poetry for this repo"),
        ("Do not set the timeout to 5 seconds", "Do not set the timeout to 50 seconds"),
        ("Never put secrets in config/dev.toml", "Never put secrets in config/prod.toml"),
    ],
)
def test_two_prohibitions_of_different_things_both_hold(a: str, b: str) -> None:
    # Each alone, said positively, contradicts the other; said negatively, both can hold.
    positive_a, positive_b = (t.replace("Do not ", "").replace("Never ", "") for t in (a, b))
    assert contradiction(positive_a, positive_b) is not None
    assert contradiction(a, b) is None
    assert contradiction(b, a) is None
    assert contradiction(a, positive_a) == "negation"
    # Not one fact either: an entry holding both keeps both.
    assert not same_fact(a, b)
    assert merge_facts([a], [b]) == [a, b]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("migrations live in db/migrations", "seeds live in db/seeds"),
        ("run pytest", "run pytest -x"),
        ("Run tests before pushing", "Run tests after pushing"),
        ("migrate from mysql to postgres", "migrate from postgres to mysql"),
        ("Write docstrings on public functions", "Write type hints on public functions"),
        ("Run tests with pytest", "Run tests with pytest in parallel"),
    ],
)
def test_different_facts_are_not_the_same_fact(a: str, b: str) -> None:
    assert not same_fact(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Run `uv sync` after every pull.", "After pulling, always run uv sync."),
        ("Never call pip directly in this repository.", "Don't invoke pip directly."),
        ("Migrations live in `db/migrations`.", "Keep migrations under db/migrations"),
        ("Port 8080 is used by the dev server", "The dev server listens on port 8080"),
        ("Avoid mocking the database in integration tests",
         "Don't mock the database in integration tests"),
        ("Never rename existing fixtures.", "Existing fixtures must not be renamed."),
    ],
)
def test_rephrasings_are_the_same_fact(a: str, b: str) -> None:
    assert same_fact(a, b)
    assert same_fact(b, a)
    assert contradiction(a, b) is None


WORDS = (
    "use run tests with pytest unittest uv poetry not never don't avoid without always the in "
    "port 8080 9090 python 3.11 3.12 v2 v3 db/migrations db/seeds src/app.py lib/app.py "
    "migrations seeds live -x before after from to is main master api"
).split()
sentences = st.lists(st.sampled_from(WORDS), min_size=1, max_size=8).map(" ".join)


@st.composite
def near_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """A sentence and a variant one edit away: the pairs where contradictions live."""
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8))
    other = list(words)
    at = draw(st.integers(0, len(words)))
    edit = draw(st.sampled_from(("replace", "insert", "delete")))
    if edit == "insert" or at == len(words):
        other.insert(at, draw(st.sampled_from(WORDS)))
    elif edit == "replace":
        other[at] = draw(st.sampled_from(WORDS))
    else:
        del other[at]
    return " ".join(words), " ".join(other)


@settings(deadline=None)
@given(st.one_of(near_pairs(), st.tuples(sentences, sentences), st.tuples(st.text(), st.text())))
def test_contradiction_and_similarity_are_symmetric(pair: tuple[str, str]) -> None:
    a, b = pair
    assert contradiction(a, b) == contradiction(b, a)
    assert same_fact(a, b) == same_fact(b, a)
    assert fact_similarity(a, b) == fact_similarity(b, a)
    assert 0.0 <= fact_similarity(a, b) <= 100.0


@settings(max_examples=60, deadline=None)
@given(st.one_of(sentences, st.text()))
def test_a_fact_is_the_same_fact_as_itself(text: str) -> None:
    assert same_fact(text, text)
    assert contradiction(text, text) is None


@settings(deadline=None)
@given(near_pairs())
def test_a_contradiction_is_never_the_same_fact(pair: tuple[str, str]) -> None:
    a, b = pair
    if contradiction(a, b) is not None:
        assert not same_fact(a, b)


# merge_facts ---------------------------------------------------------------------------------

@cache
def corpus_facts() -> tuple[str, ...]:
    return tuple(sorted({f for p in corpus()[:120] for f in (*p.a_facts, *p.b_facts)}))


facts_lists = st.lists(
    st.one_of(st.sampled_from(corpus_facts()), sentences, st.text(max_size=30)), max_size=6
)


@settings(max_examples=60, deadline=None)
@given(facts_lists, facts_lists)
def test_merge_facts_loses_no_fact(kept: list[str], incoming: list[str]) -> None:
    merged = merge_facts(kept, incoming)
    assert merged[: len(kept)] == kept
    for fact in incoming:
        # A fact is only ever dropped for a kept phrasing of the same fact.
        assert fact in merged or any(same_fact(fact, other) for other in merged)
    assert all(fact in kept or fact in incoming for fact in merged)


@settings(max_examples=60, deadline=None)
@given(facts_lists, facts_lists)
def test_merge_facts_is_idempotent_and_deterministic(kept: list[str], incoming: list[str]) -> None:
    merged = merge_facts(kept, incoming)
    assert merge_facts(merged, incoming) == merged
    assert merge_facts(merged, merged) == merged
    assert merge_facts(kept, incoming) == merged


@settings(max_examples=100, deadline=None)
@given(facts_lists, facts_lists)
def test_merge_facts_compares_within_blocks_yet_decides_as_against_every_fact(
    kept: list[str], incoming: list[str]
) -> None:
    # The documented rule, spelled out: each incoming fact against every fact kept so far.
    expected = list(kept)
    for fact in incoming:
        if not any(same_fact(fact, have) for have in expected):
            expected.append(fact)
    assert merge_facts(kept, incoming) == expected


def test_merge_facts_keeps_the_conflicting_and_the_look_alike_facts() -> None:
    kept = ["Migrations live in `db/migrations`.", "Run `uv sync` after every pull."]
    incoming = [
        "Seeds live in `db/seeds`.",
        "Migrations live in `database/migrations`.",
        "After pulling, always run uv sync.",
        "Run uv sync after every pull and before tests.",
    ]
    assert merge_facts(kept, incoming) == [
        *kept, incoming[0], incoming[1], incoming[3],
    ]


# merging entries on the labelled corpus ----------------------------------------------------

def test_merging_a_contradicting_entry_keeps_the_conflicting_fact() -> None:
    for pair in corpus():
        if pair.label.startswith("contradiction:"):
            merged = merge_facts(list(pair.a_facts), list(pair.b_facts))
            for _, fact_b, _ in entry_contradictions(list(pair.a_facts), list(pair.b_facts)):
                assert fact_b in merged


WORDS = ["the", "to", "run", "runs", "tests", "test", "not", "pytest", "8080", "db/seeds", "a"]
TOKEN_LISTS = st.lists(st.sampled_from(WORDS), max_size=8)


@settings(max_examples=300, deadline=None)
@given(a=TOKEN_LISTS, b=TOKEN_LISTS)
def test_the_cheap_alignment_bound_never_rejects_a_pair_the_alignment_accepts(
    a: list[str], b: list[str]
) -> None:
    # contradiction.compare skips the alignment when _may_align says it cannot pass; that must
    # never change a verdict: whenever the alignment itself would accept, the bound lets it by.
    from difflib import SequenceMatcher

    sa, sb = [stem(t) for t in a], [stem(t) for t in b]
    opcodes = SequenceMatcher(None, sa, sb, autojunk=False).get_opcodes()
    matched = [sa[i] for tag, i1, i2, _, _ in opcodes if tag == "equal" for i in range(i1, i2)]
    accepts = 2 * len(matched) >= max(len(sa), len(sb)) and not all(
        m in STOP_STEMS for m in matched)
    if accepts:
        assert rule._may_align(rule._stems(tuple(a)), rule._stems(tuple(b)))


@st.composite
def token_list_pairs(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    # Two lists, often of one length and differing in a few positions (templated facts), drawn
    # from few letters so that repeats and words moved to other positions are common.
    letters = st.sampled_from("abcdefgh")
    a = draw(st.lists(letters, max_size=9))
    if draw(st.booleans()):
        return a, draw(st.lists(letters, max_size=9))
    b = list(a)
    for k in draw(st.lists(st.integers(0, max(len(a) - 1, 0)), max_size=4)):
        if b:
            b[k] = draw(st.sampled_from("abcdefghxyz"))
    return a, b


@settings(max_examples=600, deadline=None)
@given(token_list_pairs())
def test_the_alignment_shortcut_gives_difflibs_opcodes(pair: tuple[list[str], list[str]]) -> None:
    # contradiction.align skips SequenceMatcher for lists of one length whose shared words sit
    # in the same places; every opcode must be the one difflib gives.
    from difflib import SequenceMatcher

    a, b = pair
    assert rule.align(a, b) == SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


@settings(max_examples=150, deadline=None)
@given(facts_lists, facts_lists, st.lists(near_pairs(), max_size=12))
def test_entry_contradictions_are_every_contradicting_pair_of_facts(
    a: list[str], b: list[str], near: list[tuple[str, str]]
) -> None:
    # entry_contradictions skips the fact pairs that cannot align (with many facts, those that
    # share no key word); it must find what asking `contradiction` of every pair finds, in the
    # same order.
    a, b = a + [x for x, _ in near], [y for _, y in near] + b
    expected: list[tuple[str, str, str]] = []
    for fa in a:
        for fb in b:
            reason = contradiction(fa, fb)
            if reason is not None and (fa, fb, reason) not in expected:
                expected.append((fa, fb, reason))
    assert entry_contradictions(a, b) == expected


def test_a_bare_path_contradicts_among_hundreds_of_facts() -> None:
    # A one-token fact shares no key word with its contradiction ("src/app.py" / "lib/app.py");
    # the fact index must still pair it, however many facts either side has.
    filler = [f"Run step {n} after the build" for n in range(40)]
    found = entry_contradictions(["src/app.py", *filler], [*filler[::-1], "lib/app.py"])
    assert ("src/app.py", "lib/app.py", "path") in found


# candidate_pairs -----------------------------------------------------------------------------

def test_candidate_pairs_stay_within_blocks_and_are_ordered() -> None:
    docs = [
        ("fact|project", "The API listens on port 8080"),
        ("fact|project", "The API listens on port 9090"),
        ("fact|branch:x", "The API listens on port 8080"),
        ("fact|project", "Use uv for Python dependencies"),
    ]
    assert candidate_pairs(docs) == {(0, 1)}
    assert candidate_pairs([]) == set()


def test_a_clause_that_retires_a_name_is_paired_with_the_notes_that_choose_it() -> None:
    # The two share one word, "Jaeger": too little for the word and stem indexes, but the
    # second takes back what the first states as used (memstore.core.judge.doubts).
    docs = [
        ("fact|project", "The collectors export traces to Jaeger"),
        ("fact|project", "We send spans to Tempo; the Jaeger backend was decommissioned in March"),
        ("fact|project", "Each Grafana dashboard has a Jaeger link"),
    ]
    assert candidate_pairs(docs) == {(0, 1)}  # not the note that only speaks of Jaeger
    assert candidate_pairs(docs, probes=[0]) == {(0, 1)}
    assert candidate_pairs(docs, probes=[1]) == {(0, 1)}


def test_a_clause_holding_a_rule_of_a_longer_entry_whole_is_paired_with_it() -> None:
    # A user trial's agent wrote the note below beside a security rule of two facts: the two
    # share 3 of the rule's 8 stems, too little for the stem index, and the rule's first
    # clause, said whole inside the note's, was never judged against it (memstore.core.judge
    # calls the pair a conflict). Either side may be the probe.
    docs = [
        ("", "Never log request bodies; they hold card data\nNever log request bodies; they "
             "hold card data.\nDon't log HTTP request bodies, card numbers end up in them."),
        ("", "It is fine to log full request bodies at debug level for troubleshooting"),
        ("", "Request IDs come from the X-Request-ID header"),
    ]
    assert candidate_pairs(docs) == {(0, 1)}
    assert candidate_pairs(docs, probes=[0]) == {(0, 1)}
    assert candidate_pairs(docs, probes=[1]) == {(0, 1)}


def test_candidate_pairs_propose_every_labelled_pair_worth_a_look() -> None:
    proposed: Counter[str] = Counter()
    for pair in corpus():
        docs = [("k", "\n".join([pair.a_title, *pair.a_facts])),
                ("k", "\n".join([pair.b_title, *pair.b_facts]))]
        proposed[pair.label] += candidate_pairs(docs) == {(0, 1)}
    per_label = 600 // len(LABELS)
    for label in LABELS:
        if label not in ("lookalike", "unrelated"):
            assert proposed[label] >= 0.95 * per_label, (label, proposed[label])
    assert proposed["unrelated"] <= 0.05 * per_label


def test_candidate_pairs_find_what_all_pairs_scoring_finds_on_2000_docs() -> None:
    entries = generate_entries(seed=1, n=2000)
    docs = [(f"{e.kind}|{e.scope}", "\n".join([e.title, *e.facts])) for e in entries]
    blocks: dict[str, list[int]] = defaultdict(list)
    for i, (key, _) in enumerate(docs):
        blocks[key].append(i)
    # The reference: token_set_ratio >= 85 on the normalized text of every pair in a block.
    reference: set[tuple[int, int]] = set()
    for members in blocks.values():
        texts = [normalize(docs[i][1]) for i in members]
        scores = process.cdist(texts, texts, scorer=fuzz.token_set_ratio, score_cutoff=85,
                               dtype=np.uint8, workers=-1)
        for x, y in zip(*np.nonzero(scores), strict=True):
            if x < y:
                reference.add((members[x], members[y]))
    all_pairs = sum(len(m) * (len(m) - 1) // 2 for m in blocks.values())
    found = candidate_pairs(docs)
    recall = len(found & reference) / len(reference)
    assert len(reference) > 1000
    assert recall >= 0.98, f"candidate recall {recall:.4f}"
    # Far fewer than all pairs, even on a corpus this templated.
    assert len(found) < 0.3 * all_pairs
    # Every planted copy of an entry is proposed with its original.
    planted = {
        (i, j) for members in blocks.values() for i in members for j in members
        if i < j and entries[i].group == entries[j].group
    }
    assert len(planted & found) >= 0.98 * len(planted)


def docs_and_probes(seed: int, share: float) -> tuple[list[tuple[str, str]], set[int]]:
    """150 corpus entries as candidate_pairs documents, and about `share` of them as probes."""
    entries = generate_entries(seed=seed, n=150)
    docs = [(f"{e.kind}|{e.scope}", "\n".join([e.title, *e.facts])) for e in entries]
    rng = random.Random(seed)
    return docs, {i for i in range(len(docs)) if rng.random() < share}


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), share=st.sampled_from([0.0, 0.01, 0.1, 0.5, 1.0]),
       min_shared=st.integers(1, 2))
def test_candidate_pairs_with_probes_are_the_full_search_restricted_to_them(
    seed: int, share: float, min_shared: int
) -> None:
    # Consolidation probes only from working entries; it must not lose a pair by doing so.
    docs, probes = docs_and_probes(seed, share)
    full = candidate_pairs(docs, min_shared=min_shared)
    assert candidate_pairs(docs, min_shared=min_shared, probes=probes) == {
        (i, j) for i, j in full if i in probes or j in probes
    }


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), share=st.sampled_from([0.1, 0.5, 1.0]),
       limit=st.integers(0, 12))
def test_a_partner_limit_keeps_only_pairs_of_the_full_search_and_binds_each_probe(
    seed: int, share: float, limit: int
) -> None:
    docs, probes = docs_and_probes(seed, share)
    full = candidate_pairs(docs, probes=probes)
    limited = candidate_pairs(docs, probes=probes, limit=limit)
    assert limited <= full
    # Consolidation reads the same pairs one probe at a time, each pair once.
    streamed = [(min(i, j), max(i, j))
                for i, partners in candidate_partners(docs, probes, limit=limit)
                for j in partners]
    assert len(streamed) == len(set(streamed)) and set(streamed) == limited
    # A limit no probe reaches changes nothing.
    assert candidate_pairs(docs, probes=probes, limit=len(docs)) == full
    # Only probes choose, at most `limit` partners from each index (three, and the parts and
    # retired-names indexes in a block that needs them).
    for i in range(len(docs)):
        if i not in probes:
            partners = {j for pair in limited if i in pair for j in pair if j != i}
            assert partners <= probes
    for i in probes:
        others = {j for pair in limited if i in pair for j in pair if j != i} - probes
        assert len(others) <= 5 * limit


def test_a_partner_limit_keeps_the_restatement_among_hundreds_of_look_alikes() -> None:
    # One template makes 400 entries share most of their words with the probe; its one real
    # restatement shares the most, so a limit of 8 still finds it.
    docs = [("b", f"The svc{n} service listens on port {9000 + n}\n"
                  f"Restart svc{n} with make restart-svc{n}") for n in range(400)]
    docs.append(("b", "svc7 listens on port 9007\nRestart svc7 with make restart-svc7"))
    probe = len(docs) - 1
    full = candidate_pairs(docs, probes=[probe])
    limited = candidate_pairs(docs, probes=[probe], limit=8)
    assert len(full) > 100
    assert (7, probe) in limited
    assert len(limited) <= 16


def test_the_partner_limit_consolidation_uses_keeps_all_pairs_on_2000_docs() -> None:
    entries = generate_entries(seed=1, n=2000)
    docs = [(f"{e.kind}|{e.scope}", "\n".join([e.title, *e.facts])) for e in entries]
    full = candidate_pairs(docs)
    limited = candidate_pairs(docs, limit=grouping.PARTNERS)
    assert limited <= full
    # What the limit drops are templated look-alikes, not what consolidation would merge.
    from memstore.core.judge import judge

    dropped = full - limited
    assert len(dropped) < 0.05 * len(full)
    merged = [(i, j) for i, j in dropped if judge(entries[i].title, entries[i].facts,
                                                  entries[j].title, entries[j].facts).kind
              == "duplicate"]
    assert len(merged) <= 0.001 * len(full), merged[:5]


# purity --------------------------------------------------------------------------------------

@pytest.mark.parametrize("module", [
    *(f"memstore/core/similarity/{name}.py"
      for name in ("normalize", "words", "contradiction", "facts", "blocking")),
    "scripts/nearduplicate.py", "tests/corpus.py"])
def test_modules_import_only_the_standard_library_and_rapidfuzz(module: str) -> None:
    tree = ast.parse((REPO / module).read_text())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            roots.add(node.module.split(".")[0])
    allowed = {"__future__", "collections", "dataclasses", "difflib", "functools", "random",
               "re", "sys", "typing", "unicodedata", "rapidfuzz", "numpy", "memstore"}
    assert roots <= allowed
    source = (REPO / module).read_text()
    assert "open(" not in source and "Path(" not in source
