"""What two memories assert, and whether they say the same thing, disagree, or neither.

Pure functions over text; no file I/O (the word tables are package data, read once).

The judge does not ask how alike two texts look. It takes each memory apart into *claims* and
compares claims:

Claims
    An entry's title and facts are split into clauses at sentence ends, semicolons, dashes,
    "but", "because", "since" and the like, and at "instead of X" / "rather than X" / ", not X"
    (so "use pnpm, not npm" is the two claims "use pnpm" and "not npm"). Each clause becomes a
    `Claim`:

    - its *terms*: the content words, lower-cased, with Markdown stripped, read through the
      reviewed synonym table (``memstore/data/lexicon.yaml``: TS = TypeScript, deps =
      dependencies, Postgres = PostgreSQL, ...) and reduced by the Snowball English stemmer
      (PyStemmer), so "manage", "managed" and "management" are one term; a British spelling
      is read as the American one first (the breame package's table: "licence", "centre").
      Function words (articles, pronouns, prepositions, auxiliaries) are not terms;
      identifiers with digits (``prod-ap-2``, ``us-east-1``) and things named by their number
      ("Chair 4", "Gate 12": lexicon.yaml, `numbered`) are terms, never numbers;
    - its *values*: numbers, durations ("30 s" = "30 seconds" = "30s"), sizes, versions, paths,
      file names, flags and URLs, each with its type;
    - its *polarity*: negative when it holds a negation (not, never, no longer, without ...) or
      the negative of an opposite pair (disabled, off, forbidden, optional, private ...; the
      pair's positive word becomes the term), positive otherwise; "skip", "don't bother",
      "deprecated" and "stopped doing X" are negations, and an opposite word inside a negation
      that already found its word ("never commit private keys") does not undo it;
    - its *order*: which step it says comes before which ("A before B", "B after A", "B only
      once A", "A, then B", "A first and B afterwards", a list of steps with one of these),
      nesting with the outer thing first ("A wraps B", "B nested inside A", "outermost");
      a plain list of three or more steps is kept apart as an order
      that counts only against a claim that states one.

    Durations in words ("half an hour", "daily", "once a week") are read as values, a
    change told as "from X to Y" as "Y instead of X", and "prefer X over Y for Z" as "prefer X
    for Z" and "instead of Y for Z".

    Each term weighs what it tells: rare words (tool names, identifiers) much, common words
    ("use", "file") little, by the word's frequency in English (wordfreq).

Two claims
    Lined up on their terms, two claims are one of:

    - **same**: nearly all terms of each are in the other, the same values, the same polarity
      and order;
    - **contains** / **within**: one says all the other does and more (an added detail, a flag,
      a reason);
    - **conflict**: they are about the same thing (the same terms, apart from the one slot that
      differs) and cannot both hold: opposite polarity, another value of the same type in the
      same place, another tool of the same job ("uv" / "poetry"), another name in the slot a
      choice fills ("deploy to staging" / "deploy to production", "exported to Jaeger" / "go
      to Tempo"), another word there when one side says it is new ("is now warn"), or two
      steps in the reverse order. A
      difference in the subject ("migrations live in db/migrations" / "seeds live in db/seeds",
      "prod-eu-1 runs Postgres 15" / "prod-us-2 runs Postgres 15") is not a conflict: the two
      are look-alikes, and both hold. Nor are two *events*, clauses that tell what happened
      once ("CI run 1615 took 8 minutes", "Docker used 72% of the disk on Monday"), unless
      both name the same run or date; an event never conflicts with a rule, and a decision
      told in the past ("we decided to use pnpm") is a rule, not an event;
    - **differs**: each puts its own word or value in one place, not two names: never the
      same, and the entries are uncertain ("maybe conflicting");
    - **related** or **unrelated** otherwise.

Two entries: `judge`
    Each claim is lined up with its best counterpart on the other side (titles included).

    - Any conflicting pair of claims makes the entries a **conflict** (the report names the
      two facts and the reason).
    - An entry with too little in it to be knowledge (a heading such as "Testing", a
      placeholder such as "None so far" or "TODO") is never the same as anything.
    - Otherwise, when the claims of the entry that says less are all found in the other (as the
      same claim or within a larger one), the entries are **duplicates**: extra claims on the
      other side are expected, since the merge keeps every fact. When most but not all are,
      the pair is **uncertain** ("maybe the same"), for a person or the agent to decide,
      unless it is a restatement in other words (`restate`): every rare word and value of the
      entry that says less is in the other, its code spans said whole, with the same polarity
      and no event on either side; then it is a duplicate.

    Every verdict carries a one-line explanation for the report ("same topic: dependency, uv;
    claims aligned 2/2; no conflict").

The same fact: `same_fact`
    Two facts are the same when each claim of one is the same as a claim of the other. Merging
    keeps a fact unless a `same_fact` one is already kept, or one that says all of it and more
    (`said_in`: together, `kept_in`), so no paraphrase is kept twice and no knowledge is
    dropped.

Everything is deterministic; no network, no model download. And symmetric: `judge(b, a)` is
`judge(a, b)` with the sides swapped (the same kind, score and reason; docs/consolidation.md,
"The judge is symmetric"), since consolidation meets a pair in the order of its file ids.

The package, from the words up:

- `lexicon`: the reviewed word tables and the stemmer;
- `limits`: how much of an entry the judge reads (a store is untrusted input);
- `text`: Markdown, clauses, words and values;
- `align`: two word sequences lined up the same whichever comes first;
- `order`: which step a clause says comes before which, and whether two orders agree;
- `events`: whether a clause tells what happened once, and which occasion it names;
- `claims`: one clause as a claim, and how terms match;
- `align`: two claims' words lined up in order (difflib's opcodes, without its objects);
- `lookalikes`: two claims of one shape about two things (one name put for another);
- `subjects`: a claim read as a subject and a value slot, and whether two subjects are one
  thing;
- `values`: one thing stated with two values (the value-slot rule);
- `tools`: one thing stated with two tools (the tool rule);
- `readonly`: "read-only" said against a change (the word tables cannot pair the two);
- `who`: who may do a thing, anyone against someone in particular;
- `thresholds`: numeric bounds ("at least 3", "more than 10", "up to 5 MB"): one limit said
  as a no and as a maximum, one number bounded strictly and inclusively, and one bound said
  two ways read as the other entry says it;
- `compare`: two claims;
- `entries`: what an entry holds (and whether it is too little to be knowledge);
- `doubts`: the reasons not to merge two entries that look alike;
- `restate`: a restatement in other words, which the share of words alone leaves uncertain;
- `compounds`: one word written apart on one side and joined on the other ("back up" /
  "backup"), read as the other writes it;
- `acronyms`: an abbreviation on one side and its words spelled out on the other ("POD" /
  "proof of delivery"), read as the abbreviating entry writes it;
- `readings`: the readings above (and `thresholds`' bound said two ways), in the order the
  bounds and the share ask them;
- `verdict`: two entries;
- `facts`: the same fact, and the union of two fact lists.
"""

from __future__ import annotations

from memstore.core.judge.claims import Claim, claims
from memstore.core.judge.compare import Relation, compare_claims
from memstore.core.judge.entries import Verdict, low_information
from memstore.core.judge.facts import kept_in, merge_facts, same_fact
from memstore.core.judge.lexicon import Lexicon, clear_caches, lexicon, set_lexicon
from memstore.core.judge.text import weight
from memstore.core.judge.verdict import RELATED_TEXT, judge, term_text

__all__ = [
    "RELATED_TEXT",
    "Claim",
    "Lexicon",
    "Relation",
    "Verdict",
    "claims",
    "clear_caches",
    "compare_claims",
    "judge",
    "kept_in",
    "lexicon",
    "low_information",
    "merge_facts",
    "same_fact",
    "set_lexicon",
    "term_text",
    "weight",
]
