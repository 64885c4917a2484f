"""Lexical ranking for `recall`: BM25 over titles, facts and tags, with rapidfuzz for typos.

Pure: no store access, no I/O. Build a `RankIndex` once over `Doc`s, then `search` it.

Tokens
    Text is NFKC-normalised, case-folded and its accents folded on Latin, Greek and Cyrillic
    letters (`Ünïcödé` matches `unicode`); runs of CJK characters (kana, ideographs, Hangul),
    written without spaces, are indexed as overlapping character pairs. A code-ish token such as
    `db/migrations`, `uv.lock`, `RankIndex` or `snake_case` is kept whole *and* split into its
    parts (on `. / - : @ + # _` and camelCase), so a query for `uv.lock` prefers the exact token
    while `lock` still finds it.
    Numbers (`8080`, `3.11`) are tokens. English stopwords are dropped, and plain ASCII words get a
    light plural stemmer (Harman's S-stemmer: `tests` -> `test`, `dependencies` -> `dependency`).

BM25
    Lucene BM25 (k1=1.5, b=0.75, as bm25s computes it) over each doc's tokens, where the title's
    tokens are counted twice (a cheap BM25F: a title word weighs like two body words) and tags
    once. A document's length, which BM25 divides a word's weight by, counts the words written,
    not the tokens indexed: a code token is one word however many parts it is also indexed
    under (`/api/v2` is one word, indexed as `/api/v2`, `api` and `v2`). Counting its parts
    made a note that writes a path or a dotted name look longer than a note of as many plain
    words, so it lost near-ties on length alone: "api versioning prefix" found "Cache keys are
    prefixed with the deploy version." first (relevance 0.868 against 0.829 for "All endpoints
    are versioned under /api/v2."; 0.830 against 0.829 now, where recall's evidence part
    decides: the 26-week simulation, docs/health.md).

Typos and paraphrase
    A query token stands for every other form of it in the vocabulary (a word with the same
    Snowball English stem, PyStemmer: `pulling` -> `pull`, `versioning` -> `versioned`), each
    with weight 0.92, so the word as asked outranks another form of it. A form is a
    near-spelling the stemmer vouches for, so it weighs what its closeness says without the
    typo's 0.8 for a guess: the median Jaro-Winkler similarity of two forms of one word is
    0.927 over the 1,082 such pairs in the Markdown of docs/ and memstore/ and a 26-week
    simulated store (seed 8), taken to two decimals and rounded down. At 0.9 "new clone? ->
    pre-commit install" (one query word as asked, in a four-word title) came before the uv
    compaction node that holds "pull" for "install python dependencies after pulling" (seed 8,
    day 34); at 0.94 and up bench_recall's "can I use pip install" ranks its answer third (MRR
    0.978 -> 0.974). A query token absent from the vocabulary (at least 4 characters, no
    digits: `8080` must never match `8081`) is also mapped to at most 3 vocabulary tokens whose
    Jaro-Winkler similarity is at least 0.88
    (`pytets` -> `pytest`, `deploy` -> `deployment`), each standing in with weight
    0.8 x similarity unless it is a form of the token. Jaro-Winkler rather than the Indel ratio
    because it scores a transposition (`pytets`) at 0.97 where the ratio gives 83. A
    plural-only stemmer with every other form read as a typo left "install python
    dependencies after pulling" matching `pull` at 0.73, so "Add dependencies with `uv add`"
    outranked "Run `uv sync` after every pull" (the 26-week simulation, docs/health.md). Forms
    were then tried only for a token absent from the vocabulary, at weight 1: one note that
    wrote "pulling" hid every "pull" from that query (seed 8, day 0), and "prefixed" answered
    "prefix" as well as the word itself only while no note wrote "prefix", so the cache-key
    note came before the /api/v2 entry for "api versioning prefix" (seed 9, weeks 15-16).
    Documents are still indexed with the plural stemmer only: stemming every word (Snowball
    on both sides) made "api versioning prefix" find "Prefix every cache key with the deploy
    version." well ahead of "All endpoints are versioned under /api/v2." (0.903 against 0.787;
    0.813 against 0.823 this way), as it lifts the title match of every other form too.

Relevance (each part in [0, 1], so the sum is too)
    relevance = 0.60 * bm25 / best bm25 for this query
              + 0.25 * coverage      (idf-weighted share of the query's tokens the doc contains)
              + 0.15 * title match   (rapidfuzz token_set_ratio of query and title tokens / 100)
    The bm25 part orders documents; coverage keeps the score honest across queries (a doc that
    matches one common query word out of four is not a 1.0); the title part lifts a doc whose
    title says what the query says, in any word order. Only documents sharing at least one
    (possibly typo-corrected) token with the query are returned. Scores are rounded to 6 decimals
    and ties broken by key, so results are identical on every machine.
"""

from __future__ import annotations

import bisect
import functools
import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from memstore.core.stemming import snowball

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["Doc", "RankIndex", "tokenize"]

BM25_WEIGHT = 0.60
COVERAGE_WEIGHT = 0.25
TITLE_WEIGHT = 0.15
TITLE_REPEAT = 2
K1 = 1.5
B = 0.75
FUZZY_CUTOFF = 0.88
FUZZY_WEIGHT = 0.8
FUZZY_LIMIT = 3
FUZZY_MIN_LEN = 4
FORM_WEIGHT = 0.92

# A leading dot only at a word start (`.env`, `~/.config`), so `end.Next` is not one token.
_TOKEN_RE = re.compile(r"(?:(?<![\w.])\.(?=\w))?\w+(?:[./\-:@+#]\w+)*")
_SEP_RE = re.compile(r"[./\-:@+#_]+")
_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_DIGIT_RE = re.compile(r"\d")

# Negations (`no`, `not`, `never`) are kept: in a memory they carry the meaning.
STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before being
    below between both but by can could d did do does doing during each e.g etc few for from
    further had has have having he her here hers herself him himself his how i i.e if in into is
    it it's its itself just ll m me more most my myself nor o of once only or other our ours
    ourselves own re s same she should so some such t than that the their theirs them themselves
    then there these they this those through to too until ve very was we were what when where
    which while who whom why will with would you your yours yourself yourselves
    """.split()
)


@dataclass(frozen=True)
class Doc:
    """One searchable document: `key` identifies it in results (an entry id, typically)."""

    key: str
    title: str
    text: str
    tags: tuple[str, ...] = ()


def _stem(word: str) -> str:
    """Harman's S-stemmer, ASCII words only: conservative, so it rarely conflates two meanings."""
    if len(word) <= 3 or not (word.isascii() and word.isalpha()):
        return word
    if word.endswith("ies") and not word.endswith(("eies", "aies")):
        return word[:-3] + "y"
    if word.endswith("es") and not word.endswith(("aes", "ees", "oes")):
        return word[:-1]
    if word.endswith("s") and not word.endswith(("us", "ss")):
        return word[:-1]
    return word


# Kana, CJK ideographs and Hangul: scripts written without spaces between words, where `\w+`
# would make one token of a whole phrase. Their runs are indexed as overlapping character pairs
# (the usual bigram indexing of CJK search), so `日本語` finds `日本語のテスト`.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_RE = re.compile(f"([{_CJK}]+)")
_MARKED_SCRIPTS_END = 0x0530
"""Accents are folded on Latin, Greek and Cyrillic letters (below U+0530) only: elsewhere a
combining mark is part of the letter."""


def fold(text: str) -> str:
    """NFKC, then accents off Latin, Greek and Cyrillic letters: `Ünïcödé` -> `Unicode`."""
    text = unicodedata.normalize("NFKC", text)
    decomposed = unicodedata.normalize("NFKD", text)
    if decomposed == text:
        return text
    out: list[str] = []
    for char in decomposed:
        if (unicodedata.combining(char) and out
                and ord(out[-1][-1]) < _MARKED_SCRIPTS_END):
            continue
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


def _cjk_terms(run: str) -> tuple[str, ...]:
    if len(run) == 1:
        return (run,)
    return tuple(run[i : i + 2] for i in range(len(run) - 1))


def tokenize(text: str) -> list[str]:
    """Split text into ranking tokens: whole code-ish tokens plus their parts, stopwords removed.

    >>> tokenize("Run the tests in db/migrations")
    ['run', 'test', 'db/migrations', 'db', 'migration']
    """
    if not text.isascii():
        text = fold(text)
    # No token spans whitespace, so splitting first lets a cache answer for repeated words.
    return [t for chunk in text.split() for t in _chunk_terms(chunk)]


@functools.lru_cache(maxsize=1 << 16)
def _chunk_terms(chunk: str) -> tuple[str, ...]:
    if chunk.isascii() or not _CJK_RE.search(chunk):
        return tuple(t for raw in _TOKEN_RE.findall(chunk) for t in _token_terms(raw))
    terms: list[str] = []
    for i, part in enumerate(_CJK_RE.split(chunk)):
        if i % 2:  # a run of CJK characters
            terms.extend(_cjk_terms(part))
        else:
            terms.extend(t for raw in _TOKEN_RE.findall(part) for t in _token_terms(raw))
    return tuple(terms)


@functools.lru_cache(maxsize=1 << 16)
def _chunk_words(chunk: str) -> int:
    """How many words `chunk` writes, for the document's length: a token with at least one
    term is one word, whatever its parts; a CJK pair is one word, as it is one term."""
    if chunk.isascii() or not _CJK_RE.search(chunk):
        return sum(1 for raw in _TOKEN_RE.findall(chunk) if _token_terms(raw))
    words = 0
    for i, part in enumerate(_CJK_RE.split(chunk)):
        if i % 2:
            words += len(_cjk_terms(part))
        else:
            words += sum(1 for raw in _TOKEN_RE.findall(part) if _token_terms(raw))
    return words


def _token_terms(raw: str) -> tuple[str, ...]:
    pieces = [p for seg in _SEP_RE.split(raw) if seg for p in _CAMEL_RE.split(seg) if p]
    whole = raw.casefold()
    if len(pieces) == 1 and pieces[0] == raw:
        return () if whole in STOPWORDS else (_stem(whole),)
    terms = [] if whole in STOPWORDS else [whole]
    for piece in pieces:
        part = piece.casefold()
        # One-letter parts (`v1.2.3` -> `2`, `3`) match almost anything and mean nothing.
        if len(part) > 1 and part not in STOPWORDS:
            terms.append(_stem(part))
    return tuple(terms)


def _unique(tokens: list[str]) -> list[str]:
    return list(dict.fromkeys(tokens))


def _score_matrix(corpus_ids: list[list[int]], lengths: list[int],
                  n_vocab: int) -> dict[str, Any]:
    """bm25s's score matrix (token-major CSC: one Lucene BM25 score per document and token it
    holds, float32) for these documents, each of the given length."""
    import numpy as np

    n = len(corpus_ids)
    counts = np.fromiter((len(ids) for ids in corpus_ids), dtype=np.int64, count=n)
    tokens = np.fromiter((t for ids in corpus_ids for t in ids), dtype=np.int64,
                         count=int(counts.sum()))
    docs = np.repeat(np.arange(n, dtype=np.int64), counts)
    # Each (token, document) pair once, token-major, with how often the document holds it.
    pairs, tf = np.unique(tokens * n + docs, return_counts=True)
    token, doc = np.divmod(pairs, n)
    df = np.bincount(token, minlength=n_vocab)
    idf = np.log1p((n - df + 0.5) / (df + 0.5))
    length = np.asarray(lengths, dtype=np.float64)
    norm = K1 * ((1 - B) + B * length / max(float(length.mean()), 1e-9))
    data = idf[token] * tf / (norm[doc] + tf)
    indptr = np.zeros(n_vocab + 1, dtype=np.int64)
    np.cumsum(df, out=indptr[1:])
    return {"data": data.astype(np.float32), "indices": doc.astype(np.int32),
            "indptr": indptr, "num_docs": n}


class RankIndex:
    """A BM25 + fuzzy index over a fixed set of documents; build once, search many times."""

    def __init__(self, docs: Sequence[Doc]) -> None:
        """Tokenize and index `docs`. Raises ValueError if two docs share a key."""
        # Imported here, as bm25s and rapidfuzz are: numpy takes about 0.15 s, which a command
        # that imports this module and never ranks (the health check's) does not wait for.
        import numpy as np

        keys = [d.key for d in docs]
        if len(set(keys)) != len(keys):
            dupes = sorted({k for k in keys if keys.count(k) > 1})
            raise ValueError(f"duplicate document keys: {', '.join(dupes)}")
        self._keys = keys
        self._n = len(docs)
        # Rank of each key in sorted order, so ties break by key with a vectorised sort.
        order = sorted(range(self._n), key=keys.__getitem__)
        self._key_rank = np.empty(self._n, dtype=np.int64)
        self._key_rank[order] = np.arange(self._n, dtype=np.int64)

        vocab: dict[str, int] = {}
        # Notes repeat their words (Zipf), so each distinct whitespace-separated chunk is split,
        # stemmed and numbered once: tokenizing is most of what building costs.
        chunk_ids: dict[str, tuple[tuple[int, ...], int]] = {}

        def ids_of(text: str) -> tuple[list[int], int]:
            """The text's term ids and how many words it writes."""
            if not text.isascii():
                text = fold(text)
            out: list[int] = []
            words = 0
            for chunk in text.split():
                known = chunk_ids.get(chunk)
                if known is None:
                    ids = tuple(vocab.setdefault(t, len(vocab)) for t in _chunk_terms(chunk))
                    known = chunk_ids[chunk] = (ids, _chunk_words(chunk) if ids else 0)
                out.extend(known[0])
                words += known[1]
            return out, words

        corpus_ids: list[list[int]] = []
        lengths: list[int] = []
        titles: list[str] = []
        for doc in docs:
            title_ids, title_words = ids_of(doc.title)
            ids, length = ids_of(doc.text)
            ids = title_ids * TITLE_REPEAT + ids
            length += title_words * TITLE_REPEAT
            for tag in doc.tags:
                tag_ids, tag_words = ids_of(tag)
                ids.extend(tag_ids)
                length += tag_words
            corpus_ids.append(ids)
            lengths.append(length)
            titles.append(" ".join(_unique(tokenize(doc.title))))
        self._vocab = vocab
        self._titles = titles
        # Only words can be typos; numbers, versions and hashes must match exactly.
        self._fuzzy_vocab = sorted(
            t for t in vocab if len(t) >= FUZZY_MIN_LEN - 1 and not _DIGIT_RE.search(t)
        )

        self._bm25: Any = None
        self._df: NDArray[np.int64] = np.zeros(len(vocab), dtype=np.int64)
        if vocab:
            # Imported here: bm25s pulls in scipy (~0.3 s), which commands that never rank skip.
            import bm25s

            model = bm25s.BM25(method="lucene", k1=K1, b=B)
            # What `model.index((ids, vocab))` would hold, with the words written as each
            # document's length (bm25s counts its tokens): bm25s scores a query from it.
            model.scores = _score_matrix(corpus_ids, lengths, len(vocab))
            model.nonoccurrence_array = None  # as its build leaves it for the Lucene variant
            model.vocab_dict = vocab
            self._bm25 = model
            # The index is a token-major CSC matrix with one positive score per (doc, token)
            # pair (Lucene idf and tf parts are both > 0), so column lengths are the doc freqs.
            self._df = np.diff(np.asarray(model.scores["indptr"], dtype=np.int64)).astype(np.int64)

    def __len__(self) -> int:
        return self._n

    def _idf(self, df: int) -> float:
        return math.log(1 + (self._n - df + 0.5) / (df + 0.5))

    def _expand(self, token: str) -> list[tuple[int, float]]:
        """Vocabulary ids standing in for one query token, each with its weight: the token
        itself (1), every other form of it in the vocabulary (`FORM_WEIGHT`), and, for a token
        absent from the vocabulary, up to `FUZZY_LIMIT` typo corrections."""
        forms = self._forms_of(token)
        if token in self._vocab:
            return [(self._vocab[token], 1.0), *forms]
        if len(token) < FUZZY_MIN_LEN or _DIGIT_RE.search(token) or not self._fuzzy_vocab:
            return forms
        from rapidfuzz import process
        from rapidfuzz.distance import JaroWinkler

        matches = process.extract(
            token,
            self._fuzzy_vocab,
            scorer=JaroWinkler.normalized_similarity,
            score_cutoff=FUZZY_CUTOFF,
            limit=FUZZY_LIMIT,
        )
        weights = dict(forms)
        found = [(self._vocab[m[0]], weights.get(self._vocab[m[0]], FUZZY_WEIGHT * float(m[1])))
                 for m in matches]
        seen = {token_id for token_id, _ in found}
        # The closest spelling first, as before: its document frequency sets the word's idf.
        return found + [pair for pair in forms if pair[0] not in seen]

    def _forms_of(self, token: str) -> list[tuple[int, float]]:
        """The vocabulary's other forms of `token` (the same Snowball stem), each at
        `FORM_WEIGHT`; none for a number or a code token. A stem keeps the word's first two
        letters, so only the words that start with them are stemmed."""
        if len(token) < 2 or not (token.isascii() and token.isalpha()):
            return []
        stem = snowball(token)
        words = self._fuzzy_vocab
        start = bisect.bisect_left(words, token[:2])
        end = bisect.bisect_left(words, token[:2] + "\x7f", start)
        return [(self._vocab[word], FORM_WEIGHT) for word in words[start:end]
                if word != token and word.isalpha() and snowball(word) == stem]

    def search(self, query: str, limit: int = 10) -> list[tuple[str, float]]:
        """Return up to `limit` `(key, relevance)` pairs, best first; relevance is in [0, 1].

        Ties are broken by key. An empty index, an empty query or a query of stopwords only gives
        an empty list; so does a query that shares no token (even typo-corrected) with any doc.
        """
        if limit <= 0 or self._bm25 is None:
            return []
        qtokens = _unique(tokenize(query))
        if not qtokens:
            return []
        import numpy as np

        raw, covered, idf_total = self._query_sums(qtokens)
        best = float(raw.max())
        if best <= 0.0:
            return []
        candidates = np.flatnonzero(raw > 0)
        base = (
            BM25_WEIGHT * raw[candidates] / best + COVERAGE_WEIGHT * covered[candidates] / idf_total
        )

        # The title part adds at most TITLE_WEIGHT, so only docs within that of the limit-th best
        # base score can still reach the top: score titles for those alone, and stay exact.
        if len(candidates) > limit:
            floor = float(np.partition(base, -limit)[-limit]) - TITLE_WEIGHT
            keep = base >= floor
            candidates, base = candidates[keep], base[keep]
        from rapidfuzz import fuzz, process

        titles = [self._titles[i] for i in candidates]
        title_sim = process.cdist([" ".join(qtokens)], titles, scorer=fuzz.token_set_ratio)[0]
        title_sim = title_sim.astype(np.float64) / 100.0
        final: NDArray[np.float64] = np.round(base + TITLE_WEIGHT * title_sim, 6)
        order = np.lexsort((self._key_rank[candidates], -final))[:limit]
        return [(self._keys[candidates[i]], float(final[i])) for i in order]

    def coverage(self, query: str) -> dict[str, float]:
        """The share of `query`'s words each doc that has any of them contains, each word
        weighed by its rarity (idf; a word in no doc is as rare as a word can be): the
        relevance's coverage part, in [0, 1]. What `restore --search` asks of a match."""
        if self._bm25 is None:
            return {}
        qtokens = _unique(tokenize(query))
        if not qtokens:
            return {}
        import numpy as np

        _raw, covered, idf_total = self._query_sums(qtokens)
        return {self._keys[i]: float(covered[i] / idf_total)
                for i in np.flatnonzero(covered > 0)}

    def _query_sums(self, qtokens: list[str]) -> tuple[NDArray[np.float64],
                                                        NDArray[np.float64], float]:
        """Per doc: the BM25 sum over the query's tokens (each token's best form), and the idf
        of the tokens it contains; and the query's whole idf."""
        import numpy as np

        assert self._bm25 is not None
        raw = np.zeros(self._n, dtype=np.float64)
        covered = np.zeros(self._n, dtype=np.float64)
        idf_total = 0.0
        for token in qtokens:
            group = self._expand(token)
            # An unknown word is as rare as a word can be: it counts fully against coverage.
            best_df = int(self._df[group[0][0]]) if group else 0
            idf = self._idf(best_df)
            idf_total += idf
            token_scores = np.zeros(self._n, dtype=np.float64)
            token_match = np.zeros(self._n, dtype=np.float64)
            for token_id, weight in group:
                scores = self._bm25.get_scores_from_ids([token_id]).astype(np.float64)
                # max, not sum: three spellings of one typo are still one query word.
                np.maximum(token_scores, weight * scores, out=token_scores)
                np.maximum(token_match, weight * (scores > 0), out=token_match)
            raw += token_scores
            covered += idf * token_match
        return raw, covered, idf_total
