"""Time building and querying memstore.core.ranking.RankIndex on synthetic stores (not a test).

.venv/bin/python scripts/bench_ranking.py
"""

from __future__ import annotations

import random
import string
import time

from memstore.core.ranking import Doc, RankIndex

QUERIES = [
    "pytest",
    "pytets fixtures",
    "db/migrations alembic",
    "port 8080",
    "how do we run the linter before a commit",
    "uv.lock dependency management",
    "zzzz unknown words entirely",
]


def _words(rng: random.Random, n: int) -> list[str]:
    # Zipf-like vocabulary: a few very common words, a long tail of rare ones, like real notes.
    return ["".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 10))) for _ in range(n)]


def make_docs(n: int, seed: int = 0) -> list[Doc]:
    """`n` documents of a 5-word title, ~40 words of body with code tokens, and two tags."""
    rng = random.Random(seed)
    vocab = _words(rng, 8000) + [
        "pytest",
        "fixtures",
        "db/migrations",
        "alembic",
        "8080",
        "uv.lock",
        "linter",
        "commit",
        "dependency",
        "management",
        "docker",
        "compose",
        "RankIndex",
        "snake_case",
        "v1.2.3",
    ]
    weights = [1.0 / (rank + 1) for rank in range(len(vocab))]
    rng.shuffle(weights)
    docs = []
    for i in range(n):
        title = " ".join(rng.choices(vocab, weights, k=5))
        body = "\n".join("- " + " ".join(rng.choices(vocab, weights, k=8)) for _ in range(5))
        tags = tuple(rng.choices(vocab[:50], k=2))
        docs.append(Doc(key=f"entry-{i:05d}", title=title, text=body, tags=tags))
    return docs


def main() -> None:
    """Print build time and per-query times for 1k and 10k documents."""
    RankIndex(make_docs(10)).search("warm up imports")
    for n in (1_000, 10_000):
        docs = make_docs(n)
        start = time.perf_counter()
        index = RankIndex(docs)
        build = time.perf_counter() - start
        times = []
        for query in QUERIES:
            for _ in range(5):
                start = time.perf_counter()
                index.search(query, limit=10)
                times.append(time.perf_counter() - start)
        times.sort()
        print(
            f"{n:>6} docs: build {build * 1000:7.1f} ms; query median "
            f"{times[len(times) // 2] * 1000:6.2f} ms, max {times[-1] * 1000:6.2f} ms"
        )


if __name__ == "__main__":
    main()
