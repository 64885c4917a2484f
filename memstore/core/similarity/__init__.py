"""The string similarity: which memories read alike, which contradict, which are worth comparing.

Consolidation decides with the judge (memstore.core.judge); what it still asks here is which
pairs to put to the judge (`blocking.candidate_pairs`, `blocking.candidate_partners`), and
compaction and `resolve` ask which facts contradict and how fact lists merge (`facts`).

- `normalize`: text normalized, split into tokens, in canonical form;
- `words`: the word lists, stems and word classes the canonical form uses;
- `contradiction`: the contradiction rule over two canonical token lists;
- `facts`: fact similarity, the same fact, contradicting facts, the union of fact lists;
- `blocking`: candidate pairs from inverted indexes, without comparing all pairs.

Pure functions, no I/O; everything is deterministic: no randomness, results never depend on
set or dict order.
"""
