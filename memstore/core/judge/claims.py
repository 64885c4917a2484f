"""One clause read as a claim: its terms, values, polarity and order (see memstore.core.judge),
and how the terms of two claims match.

The order a clause states is read by memstore.core.judge.order, whether it tells an event by
memstore.core.judge.events.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise

from memstore.core.judge.events import _past, occasions
from memstore.core.judge.lexicon import (
    Lexicon,
    _stem,
    _term_of,
    lexicon,
    spelling,
    unmark_phrases,
    word_tables_cache,
)
from memstore.core.judge.limits import MAX_CLAUSE_CHARS, clip
from memstore.core.judge.order import _listed, _nesting, _order
from memstore.core.judge.text import (
    _ARTICLES,
    _CHOICE_WORDS,
    _CODE_MARK,
    _EMPTY_WORDS,
    _FUNCTION_WORDS,
    _IDENT,
    _NUMBER_WORDS,
    _QUALIFYING,
    _URL_PORT,
    _clauses,
    _tokens,
    _value,
    weight,
)

# --- claims ------------------------------------------------------------------------------------


# A term this heavy (Zipf frequency 5.2 or rarer) can name a subject.
NAMING = 2.8


@dataclass(frozen=True, eq=False)  # one object per clause text (cached): compared by identity
class Claim:
    """One clause of a memory, read as what it asserts (see the module docstring)."""

    text: str
    terms: tuple[str, ...]  # content terms in order (stems; identifiers whole)
    weights: tuple[float, ...]  # one per term
    values: frozenset[tuple[str, str]]  # (type, value)
    negative: bool
    # What it says happens before what: pairs of steps (the terms naming each), or None.
    order: tuple[tuple[frozenset[str], frozenset[str]], ...] | None = None
    choice: frozenset[str] = field(default=frozenset())  # terms that follow a choice word
    seq: tuple[str, ...] = ()  # terms and values ("number=8080") in the order they came
    qualifiers: frozenset[str] = field(default=frozenset())  # terms after in/on/for/at
    names: frozenset[str] = field(default=frozenset())  # identifiers, codes, code spans
    event: bool = False  # told in the past tense: something that happened, not a standing rule
    negated: frozenset[str] = field(default=frozenset())  # what each negation applies to
    opposed: frozenset[str] = field(default=frozenset())  # negated as an opposite ("disabled")
    # A list of three or more items and no order word ("tag the commit, build the image,
    # upload it"), read as steps in the order listed: an order only against a claim that
    # states one (see compare._conflict).
    listed: tuple[tuple[frozenset[str], frozenset[str]], ...] | None = None
    # Which occasion an event names, when it names one: "id=1615", "date=2026-01-14".
    occasion: frozenset[str] = field(default=frozenset())
    must: bool = False  # "must" says what it applies to is required ("must get a 2i review")
    agent: str = ""  # the tool named as the subject of an active verb ("Dependabot opens ...")
    # How many nos it writes: negators ("not", "without", "with no") and the negative ends of
    # opposites ("rejected"), whether or not each one turned `negative` over.
    nos: int = 0

    @property
    def total(self) -> float:
        return sum(self.weights) + 3.0 * len(self.values)

    @property
    def keys(self) -> frozenset[str]:
        """What two claims must share to relate at all: the start of each term (so that
        config and configur meet) and each value."""
        found = self.__dict__.get("_keys")
        if found is None:
            found = frozenset([*(t[:4] for t in self.terms), *(f"{k}={v}" for k, v in self.values),
                               *(p[:4] for t in self.terms for p in _parts(t))])
            self.__dict__["_keys"] = found
        return found

    def bag(self) -> Bag:
        """Each term with its weight (worked out once)."""
        found = self.__dict__.get("_bag")
        if found is None:
            found = Bag()
            for term, w in zip(self.terms, self.weights, strict=True):
                found[term] = max(w, found.get(term, 0.0))
            found.__dict__["_initials"] = (_initials(self.terms, _codes(self.text))
                                           | _capitals(self.text) | _written_initials(self.text))
            self.__dict__["_bag"] = found.seal()
        return found


def _initials(terms: Sequence[str], codes: frozenset[str] = frozenset()) -> frozenset[str]:
    """What an abbreviation of some of these terms would spell: the first letters of two to
    five words in a row ("Hugging Face": hf, "Advanced Custom Fields": acf), a name joined by
    hyphens read as its words, small ones included ("single sign-on": sso, "end-of-day": eod,
    "single-table inheritance": sti), and of the parts of a name written in humps
    ("WordPress": wp). Each is also stemmed, as an upper-case code is ("OOS" is the term
    "oo")."""
    # (a name or a value between two words breaks the row: "access logs go to an S3 bucket"
    # spells no "alb"; so does a code in capitals, an abbreviation already: "our EKS cluster"
    # spells no "ec", the code of ECS)
    runs: list[list[str]] = [[]]
    for t in terms:
        parts = t.split("-") if _COMPOUND.fullmatch(t) else [t]
        if all(p.isalpha() for p in parts) and t not in codes:
            runs[-1].extend(parts)
        elif runs[-1]:
            runs.append([])
    found = {"".join(w[0] for w in words[i:i + n]) for words in runs for n in range(2, 6)
             for i in range(len(words) - n + 1)}
    found |= {"".join(p[0] for p in t.split("_")) for t in terms if _HUMPS.fullmatch(t)}
    return frozenset(found | {_stem(f) for f in found})


def _written_initials(text: str) -> frozenset[str]:
    """The initials of two words in a row as written ("service requests": sr), where the
    terms read them through the synonyms ("service" is "microservice") and spell another
    row (session 44: "Closed SRs are archived after 30 days" / "We archive closed service
    requests after 90 days")."""
    return frozenset(
        f"{x[0]}{y[0]}" for x, y in pairwise(re.findall(r"[A-Za-z]+", text[:500]))
        if x.islower() and y.islower() and x not in _FUNCTION_WORDS and y not in _FUNCTION_WORDS)


_COMPOUND = re.compile(r"[a-z]+(?:-[a-z]+){1,4}")
# A code written in capitals, perhaps in the plural ("EKS", "PRs").
_CODE_WORD = re.compile(r"\b[A-Z]{2,6}s?\b")


@lru_cache(maxsize=1 << 16)
def _codes(text: str) -> frozenset[str]:
    """The terms of the codes a text writes in capitals ("EKS", "PRs"), each as its term."""
    return frozenset(_stem(w.lower()) for w in _CODE_WORD.findall(text))


# Words written with capitals: a proper name's words, or the humps of one ("LaunchDarkly").
_CAPITALISED = re.compile(r"[A-Z][A-Za-z]*")
_NAME_WITH_CAPITALS = re.compile(r"[A-Z][a-z]*[A-Z]|[A-Z][A-Za-z]*[ -][A-Z]")


@lru_cache(maxsize=1 << 16)
def _capitals(text: str) -> frozenset[str]:
    """What a code of a name written with capitals spells, in lower case: its capitals, read
    whole words at a time ("LaunchDarkly": ld, "Google Cloud Run": gcr, "Azure DevOps": ado),
    two to five of them; a name a word table knows is otherwise read as one term ("launchdark"),
    and its code "LD" would be another name."""
    if not _NAME_WITH_CAPITALS.search(text):
        return frozenset()  # (most clauses: no word with humps, no two capitalised in a row)
    found: set[str] = set()
    for run in re.finditer(r"[A-Z][A-Za-z]*(?:[ -][A-Z][A-Za-z]*)*", text):
        names = _CAPITALISED.findall(run.group())
        if any(len(w) > 1 and w.isupper() for w in names):
            continue  # (a code in capitals, "BMF", is a code of its own, not a name's words)
        words = [[c.lower() for c in w if c.isupper()] for w in names]
        if sum(map(len, words)) < 2:
            continue
        for i in range(len(words)):
            code = ""
            for j in range(i, len(words)):
                code += "".join(words[j])
                if len(code) > 5:
                    break  # (each word adds a capital at least: the next codes are longer)
                if len(code) >= 2:
                    found.add(code)
    return frozenset(found)


# Endings the Snowball stemmer keeps on some forms of a word (configur/config, migrat/migr;
# rebalanc/rebal: it takes "-ance" / "-ence" off "rebalance" and "reference", not off
# "rebalanced" and "referenced").
_ENDINGS = ("e", "s", "es", "ed", "er", "ur", "ure", "at", "ate", "ion", "ing", "al", "ic", "y",
            "i", "ie", "ies", "ation", "ment", "ly", "anc", "enc")


class Bag(dict[str, float]):
    """Terms with their weights, and what `_matched` asks of them, indexed once: the short
    forms a longer stem may take ("configur" -> "config"), and the words of hyphenated names."""

    @property
    def prefixes(self) -> frozenset[str]:
        found = self.__dict__.get("_prefixes")
        if found is None:  # each term without an ending the stemmer may have left on it
            found = frozenset(root for term in self if term.isalpha() for root in _roots(term))
            found |= {term[:-1] for term in self if _PLURAL_CODE.fullmatch(term)}
            self.__dict__["_prefixes"] = found
        return found

    @property
    def forms(self) -> frozenset[str]:
        """Every term, its roots, and the words of its hyphenated names: what `_matched`
        looks a term's forms up in."""
        found = self.__dict__.get("_forms")
        if found is None:
            found = frozenset(self) | self.prefixes | self.parts | self.initials
            self.__dict__["_forms"] = found
        return found

    @property
    def initials(self) -> frozenset[str]:
        """What an abbreviation of its words in a row would spell (`_initials`), when it was
        made from a claim's terms in order."""
        found: frozenset[str] = self.__dict__.get("_initials", frozenset())
        return found

    @property
    def clipped(self) -> frozenset[str]:
        """Its short words no dictionary knows ("adj", "env", "calc"): what may be the first
        letters of a longer word, written short (`_clipped`)."""
        found = self.__dict__.get("_clipped")
        if found is None:
            found = frozenset(t for t, w in self.items() if w >= UNKNOWN and _CLIPPED.fullmatch(t))
            self.__dict__["_clipped"] = found
        return found

    def seal(self) -> Bag:
        """Mark the bag as made: no term or weight of it changes from now on, so `_matched`
        may keep its answers in it. Returns the bag."""
        self.__dict__["_memo"] = {}
        return self

    @property
    def parts(self) -> frozenset[str]:
        found = self.__dict__.get("_parts")
        if found is None:
            found = frozenset(p for term in self if "-" in term or "_" in term or "." in term
                              for p in (*_parts(term), *_joined_forms(term),
                                        *_key_parts(term)))
            self.__dict__["_parts"] = found
        return found


# Words after which the next content word is a choice being stated.

# A package pinned at a version the way its tools write it: "celery==5.4.0", "react@18.2".
_PINNED = re.compile(r"([a-z][a-z0-9_.-]*[a-z0-9])(?:==|@)v?\d+(?:\.\w+)*")
# A long flag spelled in words ("--strict", "--check-formatted"): it names those words.
_WORDED_FLAG = re.compile(r"--[a-z]{3,}(?:-[a-z]+)*")


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _analyse_text(clause: str) -> Claim | None:
    lex = lexicon()
    openers = _phrase_openers()
    told = _tokens(clause)  # (whether it tells an event is read from the words as written)
    words = _free_of(_on_off(_switches(unmark_phrases(told), clause)))
    negative = False
    terms: list[str] = []
    weights: list[float] = []
    seq: list[str] = []  # terms and values, in order
    values: set[tuple[str, str]] = set()
    choice: set[str] = set()
    qualifiers: set[str] = set()
    names: set[str] = set()
    negated: set[str] = set()
    opposed: set[str] = set()
    from_opposite = False  # the pending negation is an opposite word's own
    head_pending = False  # a negation waits for the word it applies to
    after_qualifier = False
    before_after: list[tuple[int, str]] = []  # (position in terms, "before"/"after")
    comma_at: list[int] = []
    previous = ""
    after_choice = False
    choice_run = False  # the words of the noun phrase a choice word announced
    from_word = False  # the claim was made negative by a negator ("never", "don't")
    by_without = False  # ... and by a "without" alone, which a negation after it cancels
    required_at = -1  # where "must" / "requires" first stands after a term
    must = False  # a "must" that no negator undoes
    condition_end = _condition_end(words, clause)  # a no before it is the condition's own
    negator_end = -1  # where the last negator ended (a second one right after undoes it)
    nos = 0  # the nos written (`Claim.nos`)
    # Inside a condition that follows the rule, up to a comma or the clause's end ("Sharing
    # the DB password in a DM is ok if you delete it afterwards"): an opposite there tells when
    # the rule holds, it is no no to the rule. (A negator there stays a no: "... times out
    # when the link carries no telemetry" says what another note says with "no telemetry".)
    in_condition = False

    def take(term: str, w: float, name: bool) -> None:
        # One more term: the word a pending negation applies to, or the choice a choice
        # word announced.
        nonlocal head_pending, after_choice, choice_run, from_opposite
        terms.append(term)
        weights.append(w)
        seq.append(term)
        if name:
            names.add(term)
        if head_pending:
            negated.add(term)
            if from_opposite:
                opposed.add(term)
            head_pending = from_opposite = False
        choice_run = after_choice or choice_run  # "with the standard library's slog"
        if choice_run:
            choice.add(term)
            after_choice = False

    i = 0
    while i < len(words):
        word = words[i]
        if i == condition_end:  # "If the cache is not warm, run `make warm`": the rule after
            # the condition says yes to warming it; the no told when
            negative = by_without = from_word = head_pending = from_opposite = False
            negated.clear()
            opposed.clear()
        if word in (",", ":"):
            in_condition = False
            comma_at.append(len(terms) if word == "," else -1 - len(terms))
            choice_run = False
            i += 1
            after_choice = word == ":"
            # "retries: 1" is a count, not retries version 1; "Postgres version: 16" is one
            previous = previous if word == ":" and previous in _VERSION_KEYS else ""
            continue
        if word[:1] in ("^", _CODE_MARK):  # "US", `default`: a name, whatever word it spells
            plain = word[1:]
            if len(plain.strip("_")) >= 2:  # `BP_` is the name BP_ written plainly (Markdown
                plain = plain.strip("_")  # reads a plain word's edge underscore as emphasis)
            if word[0] == _CODE_MARK and after_choice and not _IDENT.match(plain):
                values.add(("name", plain))  # "the default queue is `default`"
            code = lex.synonyms.get((plain,), (plain,))
            term = (_term_of(code) if len(code) > 1 or not code[0].isalpha()
                    else _stem(code[0]))
            if plain in _FUNCTION_WORDS:
                term = plain + "!"
            elif plain in _EMPTY_WORDS:
                term = plain
            take(term, max(4.5, weight(plain)), name=True)
            if after_qualifier and word[0] == "^":  # "for VOD", "in CI": where it holds
                qualifiers.add(term)
                after_qualifier = False
            previous, i = plain, i + 1
            continue
        # The longest phrase from here that a table knows.
        phrase: tuple[str, ...] = (word,)
        size, role = 1, ""
        longest = min(lex.longest, len(words) - i) if word in openers else 1
        for n in range(longest, 0, -1):
            candidate = tuple(words[i : i + n])
            if candidate in lex.negators:
                phrase, size, role = candidate, n, "negator"
                break
            if (candidate in lex.opposites or candidate in lex.synonyms
                    or (n > 1 and candidate in lex.positives)):
                phrase, size = candidate, n
                break
        if size == 1 and not role and phrase not in lex.synonyms and word.isalpha():
            known = lex.by_stem.get(_stem(word))  # another form of a word the tables know
            if known is not None and word not in lex.not_forms and _form_of(
                    word, known[0]) and not (known in lex.negators
                                             and _adjective_of_adverb(word, known)):
                phrase = known
                role = "negator" if known in lex.negators else ""
        kept = phrase == ("live",) and _live_stream(words, i)  # "live channels": no "store"
        if size == 1 and word in _FALLING and (words[i + 1 : i + 2] in _BELOW or _by_amount(
                words[i + 1 : i + 3])):
            phrase, role = ("fall",), ""  # "fails when coverage drops below 85%", "max FDP
            # drops by 30 minutes": a level that falls, not a thing removed ("drop the table")
        elif size == 1 and word in _FALLING and _into_path(words[i + 1 : i + 9]):
            phrase, role = ("put",), ""  # "validators drop their tap logs into /data/taps":
            # where a thing is put, not a thing removed
        if role == "negator" and phrase == ("out", "of") and words[i + 2:i + 3] == ["date"] and (
                i > 0 and _stem(words[i - 1]) in _AGE_UNITS):
            role = ""  # "less than a month out of date": by how much a thing is old, a measure,
            # not a no ("the snapshot is out of date" stays one: "don't trust it"; thirteenth
            # round)
        if role == "negator" and phrase == ("out", "of") and _made_out_of(words, i):
            role = ""  # "We draft the release notes out of the PR titles": what a thing is
            # made from, as "from" says, not a thing kept out
        if role == "negator" and phrase == ("out", "of") and i > 0 and (
                _stem(words[i - 1]) in _SESSION_ENDS):
            role = ""  # "Pharmacists get kicked out of the console after 30 idle minutes":
            # a session ended, an act done (as "logged out after 15 minutes" reads), not a no
            # to the console (session 46)
        if size == 1 and word in _STOPPING and _gerund(words[i + 1 : i + 2]):
            role = "negator"  # "we stopped vendoring the HAL": no longer vendored
        start, i = i, i + size
        if role == "negator" and (_right_after(words, negator_end, start) or _no_subject(
                words, negator_end, start)) and phrase in _SAYING_NO:
            nos += 1
            negative, head_pending, by_without = not negative, False, False  # "doesn't skip
            continue  # the checks", "never fails to page": a no to a no, the checks are run
        if role == "negator" and from_word and phrase in _NO_MORE:
            continue  # "We don't disable TLS anymore": the "anymore" of the no already said,
            # not a second no (after "don't disable", a yes to enabling it, it read as a no)
        if role == "negator":
            nos += 1
            negator_end = i
            choice_run = False
            # "never X without Y" is "always Y before X": the second negation cancels the first.
            if phrase == ("without",):
                negative, by_without = not negative, not negative
            else:  # "Backtests without costs are not accepted": a no to a without is a yes,
                # as "never X without Y" is
                negative, by_without = not by_without, False
            head_pending, from_opposite = True, False
            from_word = True
            continue
        phrase = phrase if kept else lex.synonyms.get(phrase, phrase)
        counted = size == 1 and phrase in lex.opposites and _counted(
            word, previous, words[i:i + 1])
        if counted:
            phrase = (word,)  # "120 stops per shift": things counted, not a switch turned off
        elif phrase in lex.opposites and not (_attributive(
                tuple(words[i - size:i]), words[i - size - 1:i - size], words[i:i + 1])
                and tuple(words[i - size:i]) in lex.opposites
                and (terms or words[i - size].startswith(("off", "non-"))
                     or not _PERMITTING.search(clause))) and not _circumstance(
                tuple(words[i - size:i]), words[i - size - 1:i - size], terms):
            nos += 1
            if not in_condition and (by_without or not _out_of_scope(
                    negative, head_pending, negated, from_word) or (
                    _manner_of_negated(words, start, size, terms, negated)) or (
                    _state_left_in(words, i, size, terms, negated))):
                negative = not negative  # ("Deploys without a smoke test are forbidden": the
                by_without = False  # opposite says no to the without, as "not" would)
            phrase = lex.synonyms.get(lex.opposites[phrase], lex.opposites[phrase])
            if not in_condition:
                head_pending = from_opposite = True  # "disabled": the word itself is negated
        if len(phrase) == 1 and phrase not in lex.synonyms and (value := _value(
                phrase[0], previous, words[i : i + 2], words[i - 3] if i >= 3 else "")):
            kind, text = value
            if kind == "unit_number":  # "30 seconds": the unit word is part of the value
                i += 1
                kind = "number"
            values.add((kind, text))
            choice_run = False
            pinned = _PINNED.fullmatch(text) if kind == "setting" else None
            if pinned:  # "celery==5.4.0" names celery as much as "celery 5.4.0" does
                take(_stem(pinned.group(1)), weight(pinned.group(1)), name=False)
            if kind == "flag" and _WORDED_FLAG.fullmatch(text):
                # "--strict" says strict as much as "strict mode" does ("--check-formatted")
                for part in text[2:].split("-"):
                    if part not in _FUNCTION_WORDS:
                        # (through the synonyms, as the words are read in prose: "--reset-cache"
                        # / "wipe the cache")
                        read = lex.synonyms.get((part,), (part,))
                        word = read[0] if len(read) == 1 else part
                        take(_stem(word), weight(part), name=False)
            seq.append(f"{kind}={text}")
            port = _URL_PORT.search(text) if kind == "url" else None
            if port:  # "http://localhost:8000" says port 8000 as much as "port 8000" does
                values.add(("number", port.group(1)))
            if head_pending:
                negated.add(seq[-1])
                head_pending = from_opposite = False
            previous = phrase[0]
            continue
        term = _term_of(phrase)
        previous = phrase[-1]
        term = _nesting(term, words, i, terms) or term
        if term in ("before", "after", "then", "once"):
            if term == "after" and words[i : i + 1] in (["it"], ["that"], ["this"], ["them"]):
                term = "after_it"  # "... and rotate the token after it comes back up"
            before_after.append((len(terms), term))
            seq.append(term)
            choice_run = False
            continue
        if term == "skip":
            continue
        if term in _FUNCTION_WORDS and not (after_choice and term in lex.alternatives):
            choice_run = False
            if term == "must" and not negative and words[i:i + 1] != ["not"]:
                must = True
            if term == "and":
                comma_at.append(len(terms))
            elif term in ("when", "whenever", "if"):  # a condition, not a step
                before_after.append((len(terms), "when"))
                in_condition = in_condition or bool(terms) and start > condition_end
            elif term in _MODALS and terms and required_at < 0:
                required_at = len(terms)
            elif term in _SUBJECTS and terms and before_after[:1] in (
                    [(0, "before")], [(0, "after")], [(0, "once")]) and not any(
                    c > 0 for c in comma_at):
                comma_at.append(len(terms))  # "Before every milestone we gather ...": the
                # subject ends the step the clause opened with, as a comma would
            # ("use just as the task runner": after a choice, a tool's name is a name)
            after_choice = term in _CHOICE_WORDS or after_choice or (
                term == "under" and start > 0 and _stem(words[start - 1]) in _RUN_UNDER
                and not _path_next(words, i)) or (
                term == "for" and start > 0 and _stem(words[start - 1]) in _RESERVED)
            after_qualifier = term in _QUALIFYING and not _placed(words, start, i) or (
                after_qualifier and term in _ARTICLES) or (term == "from" and _from_where(words, i))
            continue
        stemmed = term if "_" in term or not term.isalpha() else _stem(term)
        if stemmed == "requir" and terms and required_at < 0:
            required_at = len(terms)
        if after_qualifier:
            qualifiers.add(stemmed)
            after_qualifier = False
        w = weight(phrase[0] if len(phrase) == 1 else term)
        if phrase == ("git",) and words[i : i + 1] and words[i] in _GIT_VERBS:
            w = min(w, _IMPLIED)  # "after git pull": "pull" says git as much ("after every
            # pull"); the tool's name stays, light, for a choice of another tool
        take(stemmed, w, name=_IDENT.match(stemmed) is not None)
        if term in _CHOICE_WORDS:
            after_choice = True
    if not terms and not values:
        return None
    if (required_at > 0 and words[-1:] == ["first"] and not before_after
            and not any(c > 0 for c in comma_at)):
        comma_at.append(required_at)  # "Content submits must pass validation first": what is
        # required comes first, before what the clause opens with
    if head_pending and seq:  # "naive datetimes are banned": it says no to what came before
        negated.add(seq[-1])
    if negative and from_word and "until" in words and not _SWITCHED_OFF.search(
            re.split(r"\buntil\b", clause, maxsplit=1, flags=re.IGNORECASE)[0]):
        # "can't merge until it is approved": a condition (but "stays off until legal signs
        # off" is a state, now, and so is "`X_ENABLED=false` until legal signs off", whose no
        # `_switches` wrote as a word: fourteenth round)
        negative = False
    if choice and "=" in clause:
        choice -= _assigned_keys(clause)  # ("Direct debit retries: `MAX_RETRY_ATTEMPTS=3`")
    if len(words) > 3 and words[1] in ("is", "are") and words[2] in ("the", "our") and terms:
        choice.add(terms[0])  # "`yapf` is the code formatter": the name fills the role
    agent = _agent_opens(words, terms, clause)
    if agent:
        choice.add(agent)  # "Dependabot opens the PRs" fills the role "opened by X" does
    order = _order(terms, before_after, comma_at, qualifiers)
    event = _past(told)
    return Claim(clause, tuple(terms), tuple(weights), frozenset(values), negative, order,
                 frozenset(choice), tuple(seq), frozenset(qualifiers), frozenset(names),
                 event, frozenset(negated), frozenset(opposed),
                 _listed(terms, before_after, comma_at, qualifiers, order),
                 frozenset(o for o in occasions(told) if o != "when") if event else frozenset(),
                 must, agent, nos)


@word_tables_cache
@lru_cache(maxsize=1)
def _phrase_openers() -> frozenset[str]:
    """The first words of the phrases of several words `_analyse_text` looks up (negators,
    opposites, synonyms, the positive ends of opposites): a word that opens none of them is
    looked up alone, without trying the longer phrases from it first, which cannot be in the
    tables. Made from the tables in use, and cleared with them (`set_lexicon`)."""
    lex = lexicon()
    return frozenset(phrase[0] for table in (lex.negators, lex.opposites, lex.synonyms,
                                             lex.positives)
                     for phrase in table if len(phrase) > 1)


# A setting turned on or off ("`AUDIT_LOG_ENABLED=0`", "verify_tls=false", "DEBUG=1").
_SWITCH = re.compile(r"([a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*)=(true|false|on|off|yes|no|0|1)")
_FALSE = frozenset("false off no 0".split())
# A setting turned off, as a clause writes it ("`ANONYMISE_LAPSED_DONORS=false`"); read
# before "until" only ("Don't deploy until QUEUE_DEPTH=0" waits for a value, a condition).
_SWITCHED_OFF = re.compile(r"[A-Za-z0-9_.-]=(?:false|off|no|0)\b", re.IGNORECASE)
# The words of a key that say it is a switch ("ENABLE_X", "X_DISABLED"; "REQUIRE_MFA=1" turns a
# requirement on, as "MFA is required" says: fourteenth round; "allow_signup", session 38).
_SWITCH_WORDS = frozenset("enable enabled disable disabled require required allow allowed".split())
# An environment variable named in a sentence ("Set HALQUA_MODE to 0", "DEBUG_SQL is off").
_ENV_KEY = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_SWITCH_VALUES = frozenset("true false on off yes no 0 1".split())
# A key given true or false as a YAML or JSON file writes it ("`request_logging: false`",
# "\"strict\": true"; session 38): a switch whatever its name, so it reads as the sentence it
# stands for ("request logging not enabled"), as an environment variable does. (Not "key=false":
# "catchup=False" against "catchup=True" stays two values of one setting.)
_BOOLEAN_KEY = re.compile(r"(?<![\w.-])[\"'`]?([A-Za-z][\w.-]*[A-Za-z0-9])[\"'`]?\s*:\s*[\"'`]?"
                          r"(?:true|false)\b", re.IGNORECASE)


def _agent_opens(words: list[str], terms: list[str], clause: str) -> str:
    """The term of the tool a clause opens with as the subject of an active verb, right
    before the thing it acts on ("Dependabot opens the dependency PRs", "Trustwave runs the
    PCI scans", "Kafka Lag Exporter monitors the consumer lag"), or "". The name is the
    agent, the role the passive voice gives after "by" ("dependency PRs are opened by
    Renovate"), so it fills the same slot, a choice. A name of one word must be one the
    tables hold as a tool or one English does not know (a `_AGENT_WEIGHT`: "Housekeeping
    sends the ..." opens with a plain word, which names who does it, not which tool); a
    name of two or three words must be written in capitals, each word (a proper name), and
    its last word is the term read. The verb is in its -s form (not "is" / "has"; not a
    plural noun before a verb: "Dependabot PRs merge ..."), with an article right after, not
    the subject's own possessive: "Numpy caches its results in ..." / "Kubectl caches its
    results in ..." are two tools each with its own results, no slot one of them fills. Nor a
    clause that goes on with a condition: "Aiohttp loses the cache when the disk is nearly
    full" / "Flask loses the cache when ..." tell how each tool behaves, not who does a job."""
    if not _CONDITIONS.isdisjoint(words):
        return ""
    written = clause.split()
    for size in (1, 2, 3):
        if len(words) < size + 3 or len(terms) < size or words[size + 1] not in _ARTICLES or (
                words[size + 1] in _ITS_OWN):
            continue
        name, verb = words[:size], words[size]
        if verb in _NOT_ACTS or not verb.isalpha() or not verb.endswith("s") or verb.endswith(
                "ss") or not all(w.isalpha() for w in name):
            continue
        if [_stem(w) for w in name] != terms[:size]:
            continue
        if size == 1:
            known = terms[0] in lexicon().alternatives
            return terms[0] if known or weight(name[0]) >= _AGENT_WEIGHT else ""
        if len(written) > size and all(w[:1].isupper() for w in written[:size]):
            return terms[size - 1]
    return ""


# A key given a number ("MAX_RETRY_ATTEMPTS = 3", as the text reads `MAX_RETRY_ATTEMPTS=3`).
_ASSIGNED = re.compile(r"([A-Za-z][A-Za-z0-9_.]*)\s*=\s*\d")


def _assigned_keys(clause: str) -> frozenset[str]:
    """The keys a clause gives a number to: after a label's colon such a key is what the value
    is of, not a choice the label announces ("Direct debit retries: `MAX_RETRY_ATTEMPTS=3`"
    against "GoCardless retries a failed direct debit, max 3 attempts" names no second tool;
    fourteenth round)."""
    return frozenset(key.lower() for key in _ASSIGNED.findall(clause))


# Words that open a condition: a clause with one tells what a tool does in a case.
_CONDITIONS = frozenset({"when", "whenever", "if", "unless", "while", "until"})
# The possessives that give the thing acted on to the subject itself ("caches its results").
_ITS_OWN = frozenset({"its"})
# Verbs in the -s form that state no act of a tool: a copula, a possession, a modal.
_NOT_ACTS = frozenset("is has was does needs gets makes lets".split())
# How rare (weight) a word must be to be read as a tool's name when no table holds it: a
# word English hardly uses ("dependabot", "trustwave", "onesignal"), not one it does
# ("playwright", "housekeeping").
_AGENT_WEIGHT = 5.0


def _set_to(words: list[str], keys: set[str], clause: str) -> list[str]:
    """The words of a clause with an environment variable given a switch value in words ("Set
    HALQUA_MODE to 0", "In dev, LUXSULTAS_MODE must be off", "DEBUG_SQL = False") written as
    the setting it is ("halqua_mode=0"), so that every way of saying it reads alike."""
    if not keys:
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        key = word.lstrip("^" + _CODE_MARK)
        if key in keys:
            j = i + 1
            said_to = words[j:j + 1] == ["to"]
            if said_to:
                j += 1
            else:
                while j < len(words) and (words[j] in _COPULAS | _MODALS or words[j] == ":"):
                    j += 1  # (a key and its value as a config file writes them: "key: false")
            joined = j == i + 1 and re.search(re.escape(key) + r"[`\"']?\s*[=:]", clause.lower())
            value = words[j] if j < len(words) and (j > i + 1 or joined) else ""
            ends = j + 1 >= len(words) or words[j + 1] in _AFTER_STATE
            if value in _SWITCH_VALUES and ends and (value not in ("0", "1") or _switch_key(key)):
                if said_to and out[-1:] == ["set"]:
                    out.pop()  # ("set" says no more than the setting does)
                out.append(f"{key}={value}")
                i = j + 1
                continue
        out.append(word)
        i += 1
    return out


def _switch_key(key: str) -> bool:
    """Whether a key says it is a switch ("CGO_ENABLED", "DISABLE_SCRUBBER"): its 0 and 1 are
    off and on; another key's are numbers ("QUEUE_MODE=0", "RETRIES=1")."""
    return bool(_SWITCH_WORDS & set(re.split(r"[_.-]", key)))


def _switches(words: list[str], clause: str) -> list[str]:
    """The words of a clause with each setting that turns a thing on or off said in words,
    as the sentence it stands for: "`AUDIT_LOG_ENABLED=0`" as "not audit log enabled",
    "TRACING_ENABLED=1" as "tracing enabled", "SCRUBBER_DISABLED=0" as "scrubber not
    disabled" (a no before the key's own no undoes it). The setting and its prose then share their
    words and their polarity ("Audit logging is on for patient-records" / "patient-records
    runs with `AUDIT_LOG_ENABLED=0`"). Only an environment variable (written in capitals) or
    a key that says it is a switch is one: "catchup=False" and "acks=1" stay values of a
    setting, whose other values are compared as values; and 0 / 1 are off / on only for a key
    that says it is a switch ("RETRIES=0", "QUEUE_MODE=1" are numbers)."""
    keys = {k.lower() for k in _ENV_KEY.findall(clause)}
    booleans = {k.lower() for k in _BOOLEAN_KEY.findall(clause)} if ":" in clause else set()
    keys |= booleans
    if not keys and not any("=" in w for w in words):
        return words
    lex = lexicon()
    out: list[str] = []
    for word in _set_to(words, keys, clause):
        mark = word[:1] if word[:1] in ("^", _CODE_MARK) else ""
        switch = _SWITCH.fullmatch(word[len(mark):]) if "=" in word else None
        parts = re.split(r"[_.-]", switch.group(1)) if switch else []
        key = switch.group(1) if switch else ""
        if not switch or (switch.group(2) in ("0", "1") and not _switch_key(key)) or not (
                _switch_key(key) or key in keys or key.upper() + "=" in clause):
            out.append(word)
            continue
        said = [p for p in parts if p]
        if key in booleans and not _switch_key(key):
            said.append("enabled")  # ("request_logging: true": request logging enabled)
        if switch.group(2) in _FALSE:
            negating = next((n for n, p in enumerate(said) if (p,) in lex.opposites), 0)
            said.insert(negating, "not")  # (before the key's own no, it undoes it)
        out.extend(said)
    return out


# Verbs that join a thing to its state ("is on", "stays off", "remains disabled").
_COPULAS = frozenset(
    "is are was were be been being stay stays stayed remain remains remained".split())
# Participles of turning a thing away: after a copula, the state "rejected" says (not accepted).
_TURNED_AWAY = frozenset("refused declined".split())
# The active verb of a refusal, read as the word of the table it says (thirteenth round).
_REFUSING = {"refuses": "rejects", "refuse": "reject", "declines": "rejects"}
# The same said as an order ("Decline payments with no CVV", session 42: against "Payments
# without a CVV are declined" it was flagged, the passive read as "not accepted" and the order
# as a word of its own). Only opening a clause with no copula after it: "Decline codes are
# logged" names a kind of code.
_REFUSE_ORDER = frozenset("refuse decline".split())
_STAYING = frozenset("stay stays stayed remain remains remained".split())
# What may follow "on" / "off" said as a state: the end of the clause, or where, when, why it
# holds ("is off in prod", "stays off until legal signs off").
_AFTER_STATE = frozenset("""in on for at by until unless except when if since because so and
    but while , :""".split())


# What a blocking call stalls: "block the event loop", "the main thread", "the UI thread".
_STALLED = frozenset("loop thread threads reactor runtime executor renderer".split())


# "X-free" said of a thing ("Both sites are kept peanut-free", "The build is warning-free"):
# there is no X in it, as "No peanuts at either site" says. Only where the clause says it of
# its subject, at its end or before a pause; before a noun it names a kind of that noun
# ("crash-free sessions", "a lock-free queue", "step-free access").
_FREE_OF = re.compile(r"([a-z][a-z0-9]*)-free")
_PAUSES = frozenset((",", ":", ";", "and", "but", "because", "so", "since", "as", "then"))


def _free_of(words: list[str]) -> list[str]:
    """The words of a clause with each "X-free" said of its subject read as "no X"."""
    if not any(w.endswith("-free") for w in words):
        return words
    out: list[str] = []
    for n, word in enumerate(words):
        free = _FREE_OF.fullmatch(word)
        following = words[n + 1] if n + 1 < len(words) else ""
        if free and (following == "" or following in _PAUSES) and not (
                out and out[-1] in _ARTICLES):
            out.extend(("no", free.group(1)))
        else:
            out.append(word)
    return out


def _on_off(words: list[str]) -> list[str]:
    """The words of a clause with "on" and "off" said as a state ("Audit logging is on",
    "LTO stays off for release builds") as the words a table reads, "enabled" and "disabled"
    ("is blocked" as "is forbidden"),
    and a verb of staying before a state as the copula it is ("stays off" is "is off"); "on"
    and "off" as prepositions ("is on Postgres 15", "is off the table") stay as they are, and
    "off" as the particle of a verb before its object ("signs off the wording") is dropped."""
    if "on" not in words and "off" not in words and "blocked" not in words and (
            "block" not in words) and _TURNED_AWAY.isdisjoint(words) and (
            _REFUSING.keys().isdisjoint(words)) and _KEEPING_FROM.isdisjoint(words) and (
            _REFUSE_ORDER.isdisjoint(words)):
        return words
    lex = lexicon()
    out: list[str] = []
    kept_from = -1  # where the "from" of "prevents X from doing" stands
    for n, word in enumerate(words):
        following = words[n + 1] if n + 1 < len(words) else ""
        if word in _KEEPING_FROM and out and (kept_from := _kept_from(
                words, n, out[-1] in _COPULAS)) > 0:
            continue  # "The MDM prevents students from removing the profile": the students
        if n == kept_from:  # cannot remove it, as "Students cannot remove ..." says
            out.extend(_KEPT_FROM_SAID)
            continue
        if out and _gatekeeper_blocks(out[-1], word, lex) and following:
            out.append("forbids")  # "The web filter blocks YouTube on ...": a rule that
            continue  # forbids it, as "YouTube is blocked / not allowed on ..." says
        if word == "blocked" and out and out[-1] in _COPULAS and (
                following != "by" or _by_gatekeeper(words[n + 2:], lex)):
            out.append("forbidden")  # "PDF uploads are blocked": not allowed (the verb and the
            continue  # noun, "CI blocks on errors", "`unsafe` blocks", are not read so; nor
            # "is blocked by the wheel issue", held up; "by the store firewall" is a rule)
        if word in _TURNED_AWAY and out and out[-1] in _COPULAS and following != "by" and (
                not _no_compound(out)):
            out.append("rejected")  # "Card payments are refused while offline": not accepted,
            continue  # as "are rejected" says ("refused by the bank", who did it, is not read
            # so; nor a kind named by what it lacks, "no-receipt returns are refused", whose
            # "no-" is no no of the claim's). "Uploads without a checksum are refused" says no
            # to the checksum and to letting them in, as "... are rejected" does (session 39).
        if word in _REFUSING and out and out[-1] not in _COPULAS and following != "to" and (
                not _no_compound(out)):
            out.append(_REFUSING[word])  # "The image service refuses any upload over 20 MB":
            continue  # the active voice of "are refused", so "rejects" ("refuse to sign", a
            # no to an act, and a kind named by what it lacks are left as they are, as above)
        if word in _REFUSE_ORDER and all(w in _IMPERATIVE_OPENING for w in out) and (
                following != "to" and _COPULAS.isdisjoint(words[n + 1:])):
            out.append("reject")
            continue
        if word == "block" and all(w in _IMPERATIVE_OPENING for w in out) and (
                following in _ARTICLES or following in ("all", "any", "every")
                or (len(following) > 3 and following.endswith("s"))) and (
                _STALLED.isdisjoint(words[n + 1:n + 4])):
            out.append("forbid")  # "Block screenshots on the payment screen": the rule
            continue  # "screenshots are blocked" states ("Block length", a noun, is not;
            # nor what a blocking call stalls, "Don't block the event loop", session 30)
        state = word in ("on", "off") and out and (
            out[-1] in _COPULAS or out[-1] == ":" or "with" in out[-4:-1]) and (
            not following or following in _AFTER_STATE)  # ("Debug logging: OFF in prod", a
        # label and its state; "we run prod with debug logging on for now")
        if word == "off" and out and not state and following in _ARTICLES and out[-1].isalpha(
                ) and out[-1] not in _FUNCTION_WORDS and (out[-1], "off") not in lex.synonyms and (
                out[-1], "off") not in lex.opposites:
            continue  # the particle of a verb with its object ("legal signs off the wording",
            # "kicked off the build"), not a thing switched off
        if word == "off" and out and not state and _moved_off(out, following, lex):
            continue  # "the workers pull their jobs off redis": where from, not switched off
        if word == "off" and out and out[-1] in _TIME_OFF and following not in _ARTICLES:
            continue  # "10 days off per month", "a day off after a night shift": time away
            # from work, a thing given, never a thing switched off ("ten free days")
        if word == "off" and out and out[-1] in _SIGN:
            continue  # "until the desk signs off", "once legal signed off": an approval,
            # wherever it stands, never a thing switched off
        if word == "off" and len(out) >= 2 and out[-2] in _VERB_BEFORE and out[-1].isalpha(
                ) and out[-1] not in _FUNCTION_WORDS and (out[-1], "off") not in lex.synonyms and (
                out[-1], "off") not in lex.opposites:
            continue  # ... or after a modal or "to" ("the risk desk must sign off to restart",
            # "wait for legal to sign off"): a verb's particle, whatever follows it
        if state:
            if out[-1] in _STAYING:
                out[-1] = "is"
            out.append("enabled" if word == "on" else "disabled")
        else:
            out.append(word)
    return out


# Verbs that keep someone from an act: "prevents X from doing", "blocks X from doing" say X
# does not do it (fourteenth round, helper `verbs`).
_KEEPING_FROM = frozenset(
    "prevent prevents prevented block blocks stop stops keep keeps bar bars barred".split())
# What "from" before the act is read as once its verb of keeping is dropped.
_KEPT_FROM_SAID = ("not", "allowed", "to")


def _kept_from(words: list[str], at: int, passive: bool) -> int:
    """Where the "from" stands after a verb of keeping from at `at`, when "X from <-ing>"
    follows it within a short noun phrase ("prevents students from removing", "blocks the
    SCADA VLAN from reaching"), or right after it in the passive ("students are prevented
    from using AirDrop"): the verb says no to the act, the subject does not do it.
    -1 without "from" and an -ing form: the verb is then left as it is ("to prevent drift",
    "blocks on type errors", "`unsafe` blocks")."""
    for n in range(at + 1, min(at + 6, len(words))):
        if words[n] == "from":
            return n if (n > at + 1 or passive) and _gerund(words[n + 1:n + 2]) else -1
        if not words[n].lstrip("^" + _CODE_MARK).replace("-", "").isalnum():
            return -1
    return -1


def _gatekeeper_blocks(before: str, word: str, lex: Lexicon) -> bool:
    """Whether `word` is the verb "block" said by what keeps things out by rule (lexicon.yaml,
    `gatekeepers`): "the firewall blocks", "the filters block". The number must agree, so
    "the web filter's block on a site" (a noun) is not read so."""
    gate = before.lstrip("^" + _CODE_MARK)
    if gate not in lex.gatekeepers:
        return False
    plural = gate.endswith("s")
    return word == ("block" if plural else "blocks")


def _by_gatekeeper(after: list[str], lex: Lexicon) -> bool:
    """Whether the words after "blocked by" name what keeps things out by rule (lexicon.yaml,
    `gatekeepers`: "the store firewall", "the web filter", "our MDM policy"): then "blocked"
    is "forbidden", as it is with no "by". The noun phrase ends at the first word that is no
    letter-word or is a function word ("by the firewall; support uses ..."), three words at
    most after its article; its last word must be a gatekeeper. Anything else that blocks
    holds a thing up ("blocked by the SOAP client", "by the psycopg2 wheel issue")."""
    phrase = []
    for word in after[:4]:
        plain = word.lstrip("^" + _CODE_MARK)
        if not plain.isalpha() or (plain in _FUNCTION_WORDS and plain not in _ARTICLES):
            break
        if plain not in _ARTICLES:
            phrase.append(plain)
    return bool(phrase) and phrase[-1] in lex.gatekeepers


def _no_compound(before: list[str]) -> bool:
    """Whether the words before a state name a kind by a compound with "no-" ("no-receipt
    returns" are returns without a receipt, a name whose no the claim does not read)."""
    return any(w.startswith("no-") for w in before)


def _moved_off(before: list[str], after: str, lex: Lexicon) -> bool:
    """Whether "off" after the words `before` and before `after` is the preposition of where a
    thing is taken from ("pull their jobs off redis", "read the events off kafka"): a name or
    a noun follows it directly, after a word that is no verb or function word, in a clause
    with no verb of a known phrase with it ("turn verbose logging off again", "switched
    caching off"). A switch's "off" stands at the end of its clause or before where, when or
    why it holds ("Crashlytics off", "is off in prod"), or goes with "turn" or "switch"."""
    last = before[-1]
    return (after.isalpha() and len(after) > 1 and after not in _AFTER_STATE
            and after not in _FUNCTION_WORDS and after not in _ARTICLES and last.isalpha()
            and last not in _FUNCTION_WORDS and last not in _COPULAS and not any(
                (word, "off") in lex.synonyms or (word, "off") in lex.opposites
                for word in before))


# A label's key that says its value is a version ("Node version: 20").
_VERSION_KEYS = frozenset("version versions".split())
# The verb of "sign off" (to approve), in its forms.
_SIGN = frozenset("sign signs signed signing".split())
# Lengths of time "off" after which is time away from work ("days off", "time off").
_TIME_OFF = frozenset("day days time week weeks weekend weekends hour hours".split())
# Words after which the next word is a verb: a modal, or "to" before an infinitive.
_VERB_BEFORE = frozenset("must should shall will would can could may might to".split())
# What may stand before a verb that opens a clause as a command ("Never block ...").
_IMPERATIVE_OPENING = frozenset("always never don't dont do not please".split())
# Words that say what the thing the clause opens with requires ("X must pass Y first").
_MODALS = frozenset("must should".split())
# Pronouns that open a main clause: after "Before X" with no comma, they end the step X.
_SUBJECTS = frozenset("we you i they".split())


# After "live" as a verb comes where something lives or how long ("configs live in ops/",
# "live only in Vault", "tokens live for 15 minutes", "live 15 minutes"); with nothing after
# it, a word before it says whether it is the verb ("where the configs live") or the
# adjective ("for live", "the stream is live").
_LIVE_WHERE = frozenset("""in under at on inside outside only next alongside beside there here
    elsewhere together within with side by behind for now forever""".split())
_LIVE_BEFORE = frozenset("for go goes going gone went is are was were be been the a an".split())


def _live_stream(words: list[str], i: int) -> bool:
    """Whether "live" at words[i] is the adjective of a live stream or event ("live
    channels", "Live segments are 2 s", "TTL of 2 s for live"), not the verb that says where
    something is kept ("Encoding profiles live in profiles/"), which the synonym table reads
    as "store"."""
    following = words[i + 1] if i + 1 < len(words) else ""
    if following and following not in (",", ":", ";"):
        return following not in _LIVE_WHERE and not following[:1].isdigit()
    return i > 0 and words[i - 1] in _LIVE_BEFORE


# A question before an arrow is the condition of what the arrow points to ("snapshots out of
# date? -> `pytest --snapshot-update`", "cache not warm? → `make warm`").
_QUESTION_ARROW = re.compile(r"[^?]{1,80}\?\s*(?:->|\u2192|=>)\s")
_OPENING_IF = (["if"], ["when"], ["whenever"])


def _condition_end(words: list[str], clause: str) -> int:
    """Where a condition the clause opens with ends (the comma after "If ..." or "When ...",
    the arrow after a question), or -1: a no inside the condition says when the rule after it
    holds, not no to the rule ("If the cache is not warm, run `make warm`" is no prohibition
    of warming it). The condition opens the clause, so everything read before that point is
    the condition's."""
    if words[:1] in _OPENING_IF:
        stop = ","
    elif "?" in clause and _QUESTION_ARROW.match(clause):
        stop = "then"
    else:
        return -1
    return words.index(stop) if stop in words else -1


def _out_of_scope(negative: bool, head_pending: bool, negated: set[str], from_word: bool) -> bool:
    """Whether an opposite word stands outside the negation a negator already made: "never
    commit private keys" says no to committing (the word it applied to), and "private" is
    what is committed, not a second no that cancels the first. ("isn't disabled", where the
    negation still waits for its word, is a double negation.)"""
    return negative and from_word and not head_pending and bool(negated)


def _manner_of_negated(words: list[str], start: int, size: int, terms: list[str],
                       negated: set[str]) -> bool:
    """Whether an opposite word is an adverb of manner right after the verb a negation found
    ("The drawer does not open automatically", "builds aren't signed manually"): the no is
    said of the manner, as much of the verb, so the adverb turns it as "not" would. "doesn't
    open automatically" is "opens manually", the opposite of "opens automatically"."""
    if size != 1 or start < 1 or not words[start].endswith("ly") or not terms:
        return False
    return terms[-1] in negated and _stem(words[start - 1]) == terms[-1]


def _state_left_in(words: list[str], end: int, size: int, terms: list[str],
                   negated: set[str]) -> bool:
    """Whether an opposite word ends the clause after the object of the verb a negation found,
    the state the object is left in ("Never store passwords unencrypted", "Don't store
    passwords in plain text"): the no is said of that state, as "never X without Y" says it,
    so the word turns it as "without" does (session 32: "Storing passwords in plain text is
    not allowed" read as a yes to encryption, "Don't store passwords in plain text" as a no
    to storing). A state word only, a participle or a word with a negating prefix, or a phrase
    ("in plain text"): not a verb that ends the clause ("... when the rules engine rejects")."""
    word = words[end - 1]
    state = size > 1 or word.endswith("ed") or word.startswith(_NEGATING_PREFIXES)
    return state and end == len(words) and len(terms) >= 2 and terms[0] in negated


def _circumstance(phrase: tuple[str, ...], before: Sequence[str], terms: Sequence[str]) -> bool:
    """Whether "offline" (or "online") tells where an act is done, after the act and what it is
    done to, not the state of a thing after a copula ("The tablet app caches patient names
    offline", "Technicians can close a work order while offline"; not "The kiosk is offline",
    "The printer went offline"). It says no to nothing: read as "not online", the first made a
    negative claim of the same kind as "The app doesn't keep patient names in its offline
    cache", and the two merged."""
    return (phrase in _WHERE_DONE and len(terms) >= 2 and bool(before)
            and before[-1] not in _COPULAS and before[-1] not in _GONE)


_WHERE_DONE = frozenset((("offline",), ("online",)))
_GONE = frozenset("go goes went gone going taken take takes took brought bring come came "
                  "comes set put".split())


def _attributive(phrase: tuple[str, ...], before: Sequence[str], after: Sequence[str]) -> bool:
    """Whether the negative word of an opposite pair stands before a noun it describes: "Never
    deploy unpinned images", "Retry non-idempotent requests up to 3 times", "Disabled accounts
    are removed from the index". It names which things (as a plain word does), it says no to
    nothing: read through the table, "Retry unsupported requests" was a negative claim, the
    same as "Don't retry unsupported requests". An adjective or participle only (not "disable
    the cache", a verb), not after a copula ("is disabled everywhere" says the state), and only
    a word the table holds as written ("internal" is read as "internally" through its stem, and
    keeps that reading). The word a claim opens with is read so too (session 44): read as a
    no, "Disabled accounts are removed from the search index" said yes to keeping enabled
    ones, against "The search index drops disabled accounts", and "Disabled accounts are
    hidden" / "Enabled accounts are hidden" conflicted; the two kinds are now a look-alike of
    one word each (compare._subject_opposed still reads an opening word the table holds but
    this does not, "Private endpoints ..."). Not where the claim says whether a thing may be
    (`_PERMITTING`): "Unencrypted backups are not allowed" says backups must be encrypted; an
    "off-" or "non-" word names a mode or a kind even there ("Offline refunds: not allowed")."""
    if len(phrase) != 1 or not after or before[-1:] and before[-1] in _COPULAS:
        return False
    word, following = phrase[0], after[0]
    if following in _FUNCTION_WORDS or not following.isalpha() or following in (",", ":"):
        return False
    return word not in _VERBS_LIKE_ADJECTIVES and word.endswith(_ADJECTIVE_ENDINGS) and (
        word.endswith("ed") or word.startswith(_NEGATING_PREFIXES))


# A claim that says whether a thing may be ("are not allowed", "must", "is required"): the
# adjective it opens with is the state the rule is about ("Unencrypted backups are not
# allowed" says backups must be encrypted), read as a no, not as a kind of thing.
_PERMITTING = re.compile(r"\b(?:allowed|permitted|forbidden|banned|prohibited|required|"
                         r"mandatory|must|acceptable|tolerated)\b", re.IGNORECASE)
_ADJECTIVE_ENDINGS = ("ed", "ent", "ant", "ic", "ive", "al", "ous", "y", "ible", "able", "less",
                      "ful", "ary", "line")
_NEGATING_PREFIXES = ("un", "non", "in", "im", "ir", "il", "dis", "off")
_VERBS_LIKE_ADJECTIVES = frozenset({"disable", "enable"})


# What git's own verbs name without it ("after git pull" / "after every pull"), and the weight
# its name keeps before one: a light word, under what names a subject (NAMING).
_GIT_VERBS = frozenset("pull pulls pulled pulling push pushes pushed pushing fetch rebase "
                       "commit commits clone cloned cloning".split())
_IMPLIED = 1.5
# A verb of removal that also tells a level falling, and the words that say it fell past a
# mark ("coverage drops below 85%", "the error budget dropped under 20%").
_FALLING = frozenset("drop drops dropped dropping".split())


def _into_path(following: list[str]) -> bool:
    """Whether the words after a verb put its object into a path within a few words ("drop
    their tap logs into /data/taps/pending", "drops the pass plans in /data/gs/plans/"): a
    place a thing is put, not a thing removed."""
    at = next((n for n, word in enumerate(following[:-1]) if word in _INTO), -1)
    return at >= 0 and "/" in following[at + 1]


_INTO = frozenset("into in under".split())


_BELOW = (["below"], ["under"], ["beneath"])


def _by_amount(following: list[str]) -> bool:
    """"by" and a number after a verb of falling ("drops by 30 minutes", "dropped by a
    third"): how far a level fell."""
    return len(following) == 2 and following[0] == "by" and (
        following[1][:1].isdigit() or following[1] in _NUMBER_WORDS or following[1] in (
            "a", "half", "third", "quarter"))


# Verbs that say no to the act named after them ("stopped vendoring", "quit using").
# Negators that are verbs of leaving undone: right after another negator, the two say yes.
# The auxiliary a passive puts between a no and the verb it says no to ("must not be skipped").
_PASSIVE_AUX = frozenset("be been being get gets got".split())


def _right_after(words: Sequence[str], end: int, start: int) -> bool:
    """Whether the word at `start` follows a negator that ended at `end`, or only a passive's
    auxiliary stands between them ("must not be skipped", as "never skipped")."""
    return end >= 0 and (start == end or start > end and all(
        w in _PASSIVE_AUX for w in words[end:start]))


def _no_subject(words: Sequence[str], end: int, start: int) -> bool:
    """Whether the word at `start` is the verb of a subject that opens with "no" ("No change
    skips code review": every change gets one, session 32), one or two words after it."""
    return end == 1 and words[0] == "no" and 1 <= start - end <= 2


_SAYING_NO = frozenset((w,) for w in "skip skips skipped skipping avoid avoids avoided".split()) | {
    ("fail", "to"), ("fails", "to"), ("failed", "to")}
_NO_MORE = frozenset([("anymore",), ("any", "more")])
_STOPPING = frozenset("stop stops stopped stopping quit quits quitting cease ceased".split())


# Verbs of making, or of reading: "out of" after one of them and its object says what the thing
# is made or read from ("drafted out of the PR titles", "build the image out of the
# lockfile", "Balances are read out of creator_ledger", "served out of S3"; session 44).
_MAKING = frozenset(_stem(w) for w in "draft build make made generate create compose assemble "
                    "render compile derive produce read load fetch query serve served stream "
                    "copy".split())
# Verbs that keep, leave or take a thing out: "kept out of", "leave them out of", "taken out of"
# are the no even after a verb of making ("Generated files are kept out of git").
_KEEPING = frozenset(_stem(w) for w in "keep kept leave left take taken stay stays get got be is "
                     "are was were been move moved".split())


_AGE_UNITS = frozenset(_stem(w) for w in "day days week weeks month months year years".split())
# Verbs that end a session: "logged out of", "signed out of", "kicked out of", "timed out of".
_SESSION_ENDS = frozenset(_stem(w) for w in "log logs logged sign signs signed kick kicks "
                          "kicked lock locks locked time times timed boot boots booted "
                          "thrown".split())


def _made_out_of(words: Sequence[str], i: int) -> bool:
    """Whether the "out of" at words[i] follows a verb of making and its object within four words,
    with no verb of keeping or leaving, nor a copula, in between: a source, not a no."""
    before = [_stem(w) for w in words[max(0, i - 5):i]]
    for n in range(len(before) - 1, -1, -1):
        if before[n] in _KEEPING:
            return False
        if before[n] in _MAKING:
            return True
    return False


def _from_where(words: Sequence[str], i: int) -> bool:
    """Whether the "from" before words[i] says whose or where from, as "in" and "for" say where
    ("logs from the edge nodes", "heartbeats from Europe"): a plain word after it, not a name
    written as one ("imported from lucide-react": where the thing is taken from, a choice)."""
    following = words[i:i + 2]
    if following[:1] and following[0] in _ARTICLES:
        following = following[1:]
    return bool(following) and following[0].isalpha()


def _gerund(following: Sequence[str]) -> bool:
    """Whether the next word is an -ing form: the act a stopping verb says no to."""
    word = following[0] if following else ""
    return len(word) >= 5 and word.isalpha() and word.endswith("ing")


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _claims_of(text: str) -> tuple[Claim, ...]:
    text = _inline_steps(text)
    return tuple(claim for clause in _with_elided_subject(_with_elided_no(
        _with_pronoun_subject(text, _clauses(text))))
                 if (claim := _analyse_text(clip(clause, MAX_CLAUSE_CHARS))))


# Steps numbered on one line ("Release steps: 1. tag it 2. deploy it 3. test it"): the first,
# after a start, a space or a colon, and each next number after a space.
_FIRST_STEP = re.compile(r"(?:^|(?<=[\s:]))1[.)]\s+(?=[A-Za-z`])")


def _inline_steps(text: str) -> str:
    """A list of steps numbered on one line, read as the steps it orders: "1. A 2. B 3. C" as
    "A, then B, then C". Read as sentences, each number ended one ("Release steps: 1" / "tag
    the backend 2"), and the list stated no order to hold against "Run the tests before
    tagging the backend". Numbers must run 1, 2, ... from the first; a "1." alone is kept."""
    if "1." not in text and "1)" not in text:
        return text  # (the cheap test: most texts number nothing)
    first = _FIRST_STEP.search(text)
    if first is None:
        return text
    rest, parts, n = text[first.end():], [], 2
    while (found := re.search(rf"\s+{n}[.)]\s+(?=[A-Za-z`])", rest)) is not None:
        parts.append(rest[:found.start()])
        rest, n = rest[found.end():], n + 1
    if not parts:
        return text
    parts.append(rest)
    return text[:first.start()] + ", then ".join(p.strip().rstrip(",;.") for p in parts)


# A clause that says only that a thing is not needed, its subject left out ("no restart
# needed", "no migration required").
_ELIDED_NO = re.compile(r"no(?:\s+[\w-]+){1,3}\s+(?:(?:is|are)\s+)?(?:needed|required|necessary)",
                        re.IGNORECASE)


def _with_elided_no(clauses: list[str]) -> list[str]:
    """The clauses, each that says only "no X needed" joined by "and" to the clause before
    it, whose subject it leaves out: "The signing key can be rotated from the admin page, no
    redeploy needed" says no redeploy is needed to rotate the signing key. Alone it said no
    to a redeploy of nothing, and missed "Rotating the signing key needs a redeploy"."""
    if len(clauses) < 2 or not any(_ELIDED_NO.fullmatch(c.strip()) for c in clauses[1:]):
        return clauses
    out: list[str] = []
    for clause in clauses:
        if out and _ELIDED_NO.fullmatch(clause.strip()):
            out[-1] = f"{out[-1]} and {clause.strip()}"  # (a conjunction: its "no" is
            # in the part it adds, `compare._no_in_added_part`)
        else:
            out.append(clause)
    return out


# A clause that says no to a state, its subject and its "is" left out ("never squashed", "not
# cached", "and never rebased", "no squashing"), and the subject with its "is" of a clause
# before it ("Feature branches are merged with a merge commit").
_ELIDED_STATE = re.compile(
    r"(?:(?:and|but)\s+)?(?:(?:never|not)\s+(?:[a-z]+(?:ed|en|wn)|built|kept|sent|run|set|put|"
    r"made|done|held|left|read)(?:\s+[\w-]+){0,4}|no\s+[a-z]{3,}ing)", re.IGNORECASE)
_SUBJECT_IS = re.compile(r"(?:[\w`'-]+\s+){1,5}?(?:is|are)\b", re.IGNORECASE)


# A clause that opens with "it" or "they" speaks of the subject of the clause before it:
# "Usernames are set at signup. They can't be changed afterwards" says usernames can't be
# changed (session 41). The subject: up to four words before a verb of being, a modal or a
# common verb, none of them a pronoun or a word that opens a condition.
_PRONOUN_OPENS = re.compile(r"^(?:(?:and|but|so)\s+)?(?:it|they)\s+(?=[a-z])", re.IGNORECASE)
_SUBJECT_BEFORE_VERB = re.compile(
    r"^\W*((?:(?:the|our|all|every|each|any)\s+)?(?:[\w`'./\u2021-]+\s+){0,3}?[\w`'./\u2021-]+)\s+"
    r"(?:is|are|was|were|can|cannot|can't|must|should|will|won't|may|has|have|had|does|do|don't|"
    r"doesn't|isn't|aren't|get|gets|need|needs|take|takes|run|runs|use|uses|go|goes|live|lives|"
    r"share|shares)\b", re.IGNORECASE)
_NO_SUBJECT = frozenset("it they we you i he she this that these those there here if when "
                        "whenever once unless before after while since because don't do not "
                        "never always please no".split())


def _with_pronoun_subject(text: str, clauses: list[str]) -> list[str]:
    """The clauses, each that opens a sentence (after ".", ";", "!" or "?") with "it" or
    "they", given the subject of the clause before it (`_PRONOUN_OPENS`,
    `_SUBJECT_BEFORE_VERB`). Not a pronoun after a comma or a condition ("unless they opt in",
    "while it is suspended"), which may speak of anything the sentence named."""
    if len(clauses) < 2 or not any(_PRONOUN_OPENS.match(c.strip()) for c in clauses[1:]):
        return clauses
    out = [clauses[0]]
    for clause in clauses[1:]:
        opening = _PRONOUN_OPENS.match(clause.strip())
        # (the clause before as read: "It is cleared on deploy. It is rebuilt nightly.")
        subject = _SUBJECT_BEFORE_VERB.match(out[-1].strip()) if opening else None
        words = subject.group(1).lower().split() if subject else []
        if opening is None or subject is None or not _NO_SUBJECT.isdisjoint(words) or (
                not re.search(r"[.;!?]\s+" + re.escape(" ".join(clause.split()[:2])), text,
                              re.IGNORECASE)):
            out.append(clause)
            continue
        out.append(f"{subject.group(1)} {clause.strip()[opening.end():]}")
    return out


def _with_elided_subject(clauses: list[str]) -> list[str]:
    """The clauses, each that says no to a state without its subject (`_ELIDED_STATE`) given
    the subject of the clause before it: "Feature branches are merged with a merge commit,
    never squashed" says feature branches are never squashed, and "PRs are merged with a merge
    commit, no squashing" says no squashing of PRs. Alone, "never squashed" said no of
    nothing, and "Always squash when merging feature branches" met no no."""
    if len(clauses) < 2 or not any(_ELIDED_STATE.fullmatch(c.strip()) for c in clauses[1:]):
        return clauses
    out: list[str] = []
    for clause in clauses:
        subject = _SUBJECT_IS.match(out[-1].strip()) if out else None
        bare = clause.strip()
        if subject is not None and _ELIDED_STATE.fullmatch(bare):
            bare = re.sub(r"^(?:and|but)\s+", "", bare, flags=re.IGNORECASE)
            if bare.lower().startswith("no "):  # ("no squashing": of the subject)
                things = re.sub(r"\s+(?:is|are)$", "", subject.group(0).strip(), flags=re.I)
                out.append(f"{bare} of {things}")
            else:
                out.append(f"{subject.group(0)} {bare}")
        else:
            out.append(clause)
    return out


def _counted(word: str, previous: str, following: list[str]) -> bool:
    """Whether an opposite word is a noun that is counted or rated ("120 stops per shift",
    "Max stops per vehicle route", "per stop", "Stop cap: 90"), not the word of a state."""
    plural = word.endswith("s") and word.isalpha()
    return (plural and (previous.replace(".", "", 1).isdigit() or following == ["per"])) or (
        word.isalpha() and (previous == "per" or following[:1] in _COUNT_NOUNS))


# Nouns that count what the word before them names ("stop cap", "stop count").
_COUNT_NOUNS = (["cap"], ["caps"], ["count"], ["counts"], ["limit"], ["limits"])


@lru_cache(maxsize=1 << 14)
def _form_of(word: str, known: str) -> bool:
    """Whether a word the tables do not know is a form of a one-word phrase they know that
    shares its stem: the same word inflected ("forbids" / "forbid", "setting" / "settings",
    "internal" / "internally", "availability" / "available"), the noun made of it
    ("deployment" / "deploy", "removal" / "remove"), or the verb a noun of the tables is made
    of ("authenticate" / "authentication", "depends" / "dependency"). Not another word the
    phrase is made from, nor another word made from that: "developers" is no "development",
    "set" no "settings", "options" no "optional", "manager" no "manage". (Words that pass
    this by their spelling alone, "products" / "production", are listed in the tables:
    lexicon.yaml, `not_forms`.)"""
    bases, plains = _bare(known), _bare(word)
    if plains & bases or any(plain[len(base):] in _NOUN_ENDINGS and plain.startswith(base)
                             for plain in plains for base in bases):
        return True
    verbs = {b for ending in _NOMINAL if known.endswith(ending) and len(known) > len(ending) + 2
             for b in _bare(known[: -len(ending)])}
    return bool(verbs & plains)


# The endings that make a noun of a verb ("authenticat-ion", "depend-ency", "manage-ment"),
# and a noun's ending after a verb's last letter ("remov-al", "generat-ion").
_NOMINAL = ("ation", "ition", "ion", "ment", "ency", "ence", "ance")
_NOUN_ENDINGS = frozenset(e for ending in (*_NOMINAL, "al", "er", "or")
                          for e in (ending, ending[1:]))


def _bare(word: str) -> set[str]:
    """A word's readings without an inflection, a last silent letter, a doubled last
    consonant or the "-ly" of an adverb: "settings" -> setting, "setting" -> sett / set,
    "managed" -> manag, "preferred" -> prefer, "forbidden" -> forbid, "availability" ->
    availabl, "internally" -> internal."""
    word = spelling(word)
    if word.endswith(("ability", "ibility")):
        word = word[:-5] + "le"
    found = {word}
    for ending in ("'s", "s", "es", "ies", "ed", "d", "en", "ing", "ly", "ally"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            found.add(word[: -len(ending)])
    for form in list(found):
        if form[-1] in "ey" and len(form) > 3:
            found.add(form[:-1])
        if len(form) > 3 and form[-1] == form[-2] and form[-1] not in "aeiou":
            found.add(form[:-1])
    return found


def _adjective_of_adverb(word: str, known: tuple[str, ...]) -> bool:
    """Whether a word shares its stem with a negator that is an adverb without being one:
    "the previous tag" is no "previously", "the former owner" no "formerly"."""
    return len(known) == 1 and known[0].endswith("ly") and not word.endswith("ly")


def claims(text: str) -> tuple[Claim, ...]:
    """The claims of one title or fact, in order (of at most its first MAX_TEXT_CHARS
    characters, each clause at most MAX_CLAUSE_CHARS: memstore.core.judge.limits)."""
    return _claims_of(clip(text))


def _matched(term: str, others: Bag) -> bool:
    """Whether a term is in a bag: itself, another form of its stem (config / configur), or
    as the words of a hyphenated name ("django-debug-toolbar" / "debug toolbar")."""
    if term in others:
        return True
    # A bag that never changes once made (a claim's, an entry's: `Bag.seal`) keeps the answers
    # it gave: the same claims meet again in pair after pair, and their terms with them.
    memo = others.__dict__.get("_memo")
    if memo is None:
        return _looked_up(term, others)
    found = memo.get(term)
    if found is None:
        found = memo[term] = _looked_up(term, others)
    return found


def _looked_up(term: str, others: Bag) -> bool:
    """`_matched` for a term not in the bag as it is."""
    # (Set operations in C rather than generators: consolidation asks this millions of times.
    # A term without "-" or "_" is its own joined form, already looked up above.)
    forms = others.forms
    if not forms.isdisjoint(_variants(term)) and not _vowel_apart(term, forms, others):
        return True
    if (3 <= len(term) <= 4 or others.clipped) and _clipped(term, others):
        return True  # (the test before the call is `_clipped`'s own first: most terms fail it)
    if "-" not in term and "_" not in term:
        return False  # no parts either: _parts needs a "-" or "_"
    joined = _joined_forms(term)
    if joined and (joined[0] in others or (joined[0].isalpha() and joined[1] in others)):
        return True  # ("lower case" / "lowercase", "or-tools" / "ortools==9.7": the one word
        # is stemmed, "uppercas", "ortool")
    if "_" in term and _hump_initials(term) in others:
        return True  # "WordPress" / "WP": a name in humps and its abbreviation
    parts = _parts(term)
    return bool(parts) and all(not forms.isdisjoint(_variants(p)) for p in parts) and not (
        "_" in term and (_inside_longer_name(parts, others) or _sibling_name(parts, others)
                         or _other_alternative(term, others)))


def _vowel_apart(term: str, forms: frozenset[str], others: Bag) -> bool:
    """Whether a term meets the other bag only by a root both stems reach by dropping their
    last vowel, a different one on each side: two words ("stori" / "store": "stories" are not
    "stored"), not one word in two forms ("modifi" / "modif")."""
    root, last = term[:-1], term[-1:]
    if last not in ("i", "e") or len(root) < 4 or root in others:
        return False
    other = root + ("e" if last == "i" else "i")
    return other in others and forms.intersection(_variants(term)) == {root}


# A word no dictionary knows weighs this much (text.weight).
UNKNOWN = 7.0
_CLIPPED = re.compile(r"[a-z]{3,4}")
# Endings after which a stem is an English word again ("environ": environment, "calcul":
# calculate), to tell a stem of a word from a name no dictionary knows ("vitest", "kubectl").
_WORD_ENDINGS = ("", "e", "s", "y", "al", "ate", "ment", "ation", "ing", "ed", "ic", "icate")


def _clipped(term: str, others: Bag) -> bool:
    """Whether a term and a word of the other bag are one word, one side written short: a
    short word no dictionary knows that begins an English word ("adj close" / "adjusted
    close", "envs" / "environments", "perf" / "performance"), three letters or more short. A
    name that begins another name ("vite" / "vitest") is two names: the longer one must be a
    word; and a word only two letters longer may be another word ("env" / "envoy")."""
    if 3 <= len(term) <= 4 and _short(term):  # (asked millions of times: length first)
        return _unknown(term) and any(t.startswith(term) and _longer(t, len(term))
                                      and _word_like(t) for t in others)
    clipped = others.clipped  # (words of three or four letters: a look-up of each length
    # asks what `term.startswith(c) and len(term) >= len(c) + 3` asks of every c)
    return bool(clipped) and term.isalpha() and (
        term[:3] in clipped and _longer(term, 3) or term[:4] in clipped and _longer(term, 4)
    ) and _word_like(term)


def _longer(stem: str, short: int) -> bool:
    """Whether a stem stands for a word at least three letters longer than a short word of
    `short` letters: it is, or it is two letters longer and no word itself, a stem the
    stemmer cut an ending off ("calcul": calculator, "calc" its short form), where one that
    is a word ("envoy") is another word than "env"."""
    return len(stem) >= short + 3 or (len(stem) == short + 2 and _unknown(stem))


@lru_cache(maxsize=1 << 16)
def _short(term: str) -> bool:
    return _CLIPPED.fullmatch(term) is not None


@lru_cache(maxsize=1 << 16)
def _unknown(term: str) -> bool:
    return weight(term) >= UNKNOWN


@lru_cache(maxsize=1 << 16)
def _word_like(stem: str) -> bool:
    """Whether a stem is an English word's, with one of its endings put back."""
    return stem.isalpha() and any(weight(stem + end) < UNKNOWN for end in _WORD_ENDINGS)


# How common a word must be in wordfreq's large list to be a word of English, not a name.
ENGLISH = 2.0


@lru_cache(maxsize=1 << 16)
def english(stem: str) -> bool:
    """Whether a stem that weighs as a name is a word of English all the same: weights come
    from wordfreq's small list, which leaves out inflected forms ("suffices", "lags",
    "resized") and much of a trade's vocabulary ("solver", "multipart", "lidar"); the large
    list holds them (Zipf 2 or commoner, with one of their endings put back). It holds the
    best-known tools too ("kafka", "npm"): where a claim names one, its capital, its code
    span or the tool table tells it apart, not its rarity."""
    if not stem.isalpha():
        return False
    from wordfreq import zipf_frequency

    return any(zipf_frequency(stem + end, "en", wordlist="large") >= ENGLISH
               for end in _WORD_ENDINGS)


def _inside_longer_name(parts: tuple[str, ...], others: Bag) -> bool:
    """Whether the words of a name in snake case are all words of one longer such name of the
    other bag: another setting, column or variable ("work_mem" / "maintenance_work_mem",
    "idle_session_timeout" / "idle_in_transaction_session_timeout"), not the same one."""
    wanted = set(parts)
    return any("_" in name and wanted < set(_parts(name)) for name in others)


def _other_alternative(term: str, others: Bag) -> bool:
    """Whether the other bag names another tool of the group a tool's name of several words
    belongs to ("npm ci" / "npm install", lexicon.yaml `alternatives`): its words found apart
    there ("npm" in "npm install", "ci" as continuous integration) are not the name (session
    33)."""
    alternatives = lexicon().alternatives
    groups = alternatives.get(term)
    return groups is not None and any(
        name != term and not groups.isdisjoint(alternatives.get(name, ())) for name in others)


def _sibling_name(parts: tuple[str, ...], others: Bag) -> bool:
    """Whether the other bag names another thing of the same pattern: a name of three words or
    more that begins and ends as this one does and differs in between ("McpToolsPlugin" /
    "McpManagementPlugin", `cache_read_timeout` / `cache_write_timeout`): two classes or
    settings of one family, whose shared head and tail, with the middle word said elsewhere in
    the other entry ("McpManagementPlugin with tools"), do not make the one name the other."""
    if len(parts) < 3:
        return False
    for name in others:
        if "_" not in name:
            continue
        theirs = _parts(name)
        if (len(theirs) >= 3 and theirs != parts and theirs[0] == parts[0]
                and theirs[-1] == parts[-1]):
            return True
    return False


_HUMPS = re.compile(r"[a-z]+(?:_[a-z]+)+")


@lru_cache(maxsize=1 << 16)
def _hump_initials(term: str) -> str:
    """The first letters of the parts of a name in humps ("word_press": wp), or ""."""
    return "".join(p[0] for p in term.split("_")) if _HUMPS.fullmatch(term) else ""


@lru_cache(maxsize=1 << 16)
def _variants(term: str) -> tuple[str, ...]:
    """A term and its roots (without an ending the stemmer may have left on it); a code with
    digits in its plural, without its "s" ("SEV1s" / "SEV1", "H100s" / "H100")."""
    if _PLURAL_CODE.fullmatch(term):
        return term, term[:-1]
    return (term, *_roots(term)) if len(term) >= 4 and term.isalpha() else (term,)


# A code with digits said in the plural: "SEV1s", "P1s", "H100s" (session 38: "Page the
# security on-call for any SEV1" / "Don't page ... for SEV1s" read two codes).
_PLURAL_CODE = re.compile(r"[a-z]+\d+s")


# Function words that, inside a name, are a code of their own: "us" in `beacon-us` or
# `stg-us` is the region, not the pronoun ("beacon-eu" / "beacon-us" are two hosts).
_CODE_PARTS = frozenset({"us"})


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _parts(term: str) -> tuple[str, ...]:
    if not re.fullmatch(r"[a-z]+(?:[-_][a-z]+)+", term):
        return ()
    synonyms = lexicon().synonyms
    out = []
    pieces = re.split(r"[-_]", term)
    for n, part in enumerate(pieces):
        if part in _FUNCTION_WORDS and part not in _CODE_PARTS and not (
                len(part) == 1 and n == len(pieces) - 1):
            continue  # (but a last letter is the item's own: "node-a" is not "node-b")
        # (in a name, "live" is never the verb the synonym table reads as "store":
        # "live_view", "live-reload")
        canonical = (part,) if part == "live" else synonyms.get((part,), (part,))
        out.append(_term_of(canonical) if len(canonical) > 1 else _stem(canonical[0]))
    return tuple(out)


# A dotted configuration key ("spark.sql.shuffle.partitions", "spring.jpa.open-in-view"):
# three or more dotted words, none of them a file ending or a domain.
_DOTTED_KEY = re.compile(r"[a-z]+(?:[-_][a-z]+)*(?:\.[a-z]+(?:[-_][a-z]+)*){2,}")
_NOT_KEY_PARTS = frozenset({"com", "org", "net", "io", "dev", "internal", "local", "yaml", "yml",
                            "json", "toml", "py", "md", "txt", "conf", "xml", "ini", "cfg"})


@word_tables_cache
@lru_cache(maxsize=1 << 14)
def _key_parts(term: str) -> tuple[str, ...]:
    """The words of a dotted configuration key, stemmed as a claim's words are: what names the
    setting in words ("`spark.sql.shuffle.partitions`" / "Spark shuffle partitions")."""
    if not _DOTTED_KEY.fullmatch(term):
        return ()
    words = term.split(".")
    if any(w in _NOT_KEY_PARTS for w in words):
        return ()
    return tuple(p for w in words for p in (_parts(w) or (_stem(w),)))


def _joined(term: str) -> str:
    """A name written in parts, as one word ("spring_boot" / "springboot")."""
    return term.replace("_", "").replace("-", "")


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _joined_forms(term: str) -> tuple[str, ...]:
    """A name written in parts, as one word, as written and as stemmed; none when that one word
    is a tool of its own the words are not ("unit tests" / `unittest`, the test framework:
    lexicon.yaml, `alternatives`)."""
    joined = _joined(term)
    alternatives = lexicon().alternatives
    if joined in alternatives and term not in alternatives:
        return ()
    return joined, _joined_stem(term)


@lru_cache(maxsize=1 << 16)
def _joined_stem(term: str) -> str:
    """A name written in parts, as one word and stemmed as the word would be ("or-tools" /
    "ortools==9.7": ortool)."""
    return _stem(_joined(term))


@lru_cache(maxsize=1 << 16)
def _roots(term: str) -> tuple[str, ...]:
    """The term without each ending the stemmer may have left on it; for a noun in -y
    ("delivery", stemmed "deliveri"), also its root as the stemmer reads the verb ("deliver"
    -> "deliv"), so the noun and its verb meet ("Thank-you letters are delivered by post" /
    "Delivery of the letters: by post"; fourteenth round); and a database's name without its
    "DB" (`_product_of_db`)."""
    found = tuple(term[: -len(end)] for end in _ENDINGS
                  if term.endswith(end) and len(term) - len(end) >= 4) + _product_of_db(term)
    if term.endswith("i") and len(term) >= 6:
        verb = _stem(term[:-1])
        if verb != term[:-1] and len(verb) >= 4:
            return (*found, verb)
    return found


# A word at least this rare is a product's name, not an English word said in passing.
_PRODUCT_WEIGHT = 4.0


@lru_cache(maxsize=1 << 16)
def _product_of_db(term: str) -> tuple[str, ...]:
    """A database named with "DB" after its product's name is that product written short
    ("TimescaleDB" / "Timescale", "InfluxDB" / "Influx", "CockroachDB" / "Cockroach"): the
    name without its "db", stemmed as the other side's word is. Only where that name is a rare
    word, so "LevelDB" is never "level" nor "CouchDB" "couch"."""
    if not term.endswith("db") or len(term) < 7:
        return ()
    product = term[:-2]
    if weight(product) < _PRODUCT_WEIGHT:
        return ()
    return tuple(dict.fromkeys((product, _stem(product))))


# --- a no said of the rest -------------------------------------------------------------------

# What a no is said of when it is said of what lies outside a thing: a relative clause with its
# own no ("never ship an image that isn't signed"), or "outside" ("never expose it outside the
# VPC"). The word after it names the thing itself.
_NO_OF_THE_REST = re.compile(
    r"\b(?:that|which|who)\s+(?:is|are|was|were|has|have|does|do|did)(?:n't|\s+not)\s+"
    r"(?:been\s+|be\s+)?(?:the\s+|a\s+|an\s+)?(?P<that>[A-Za-z][\w-]*)"
    # ("never take a bet from an account whose age isn't verified": the same, said of a part)
    r"|\bwhose\s+[\w-]+\s+(?:is|are|was|were|has|have)(?:n't|\s+not)\s+(?:been\s+)?"
    r"(?P<whose>[A-Za-z][\w-]*)"
    r"|\boutside\s+(?:of\s+)?(?:the\s+|a\s+|an\s+|our\s+)?(?P<where>[A-Za-z][\w-]*)",
    re.IGNORECASE)
_INSIDE = re.compile(r"\b(?:inside|within|in|during)\b", re.IGNORECASE)
# A time a no is said of: "during the release freeze", "during business hours".
_DURING = re.compile(r"\bduring\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:\w+\s+)?(?P<when>[a-z][\w-]*)\b",
                     re.IGNORECASE)


def no_of_the_rest(negative: Claim, positive: Claim) -> bool:
    """Whether a negative claim says no only to what lies outside what the positive one says
    yes to: the rule told from its other side, not taken back ("Never ship a firmware image
    that isn't signed" / "Every firmware image we ship is signed", "Never expose the debug
    endpoints outside the VPC" / "The debug endpoints stay inside the VPC"). The thing named
    after the inner no must be said by the positive claim as it is ("signed", not "unsigned";
    "inside the VPC", not "outside")."""
    if positive.negative or _NO_OF_THE_REST.search(positive.text):
        return False
    during = _DURING.search(negative.text)
    if during is not None and not _DURING.search(positive.text):
        # "Don't restart it during the business day" / "Restarts wait until after the
        # business day": a no of a time, and the yes of the time outside it
        return re.search(rf"\b(?:after|before|outside(?: of)?)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?"
                         rf"{re.escape(during.group('when'))}\b", positive.text,
                         re.IGNORECASE) is not None
    found = _NO_OF_THE_REST.search(negative.text)
    if found is None:
        return False
    word = found.group("that") or found.group("whose") or found.group("where")
    read = _analyse_text(word)
    if read is None or not read.terms:
        return False
    term = read.terms[0]
    if term in positive.opposed or not _matched(term, positive.bag()):
        return False
    return (found.group("that") or found.group("whose")) is not None or _INSIDE.search(
        positive.text) is not None


# Verbs after which "under" names what a thing runs in or where it is kept ("tests run under
# QEMU", "the sysroots live under /opt"), a choice as "with" or "in" names one; elsewhere
# "under" may be a limit or a namespace ("under 80%", "every key under a prefix").
_RUN_UNDER = frozenset(_stem(w) for w in "run runs ran executed live lives sit sits kept "
                       "stored installed".split())


# Verbs of where a thing is: after them "in", "on", "for" or "at" names the place the claim
# states ("The search cluster lives in us-east-1", "The cache bucket is in eu-central-1",
# "The GPU box is reserved for the vision team"), not where a statement holds ("DEBUG on
# dev", "enabled for the partner tenant").
_PLACED = frozenset(_stem(w) for w in "live lives sit sits reside resides hosted located stay "
                    "stays reserved is are".split())
_RUN = frozenset({_stem("run"), _stem("runs")})
# Verbs after which "for" names whom a thing is given to, one holder chosen ("reserved for the
# vision team", "dedicated to" says it with "to", a choice word already).
_RESERVED = frozenset(_stem(w) for w in "reserved dedicated earmarked booked".split())


def _placed(words: Sequence[str], start: int, i: int) -> bool:
    """Whether the preposition at words[start:i] follows a verb of where a thing is
    (`_PLACED`), so the word after it is the place the claim states. After "run" that is a
    named place only ("The publish job runs on ubuntu-latest", "... runs in the mcs-ops
    namespace"): "Integration tests run on pull requests" names an occasion."""
    if start == 0:
        return False
    verb = _stem(words[start - 1])
    if verb in _PLACED:
        return True
    following = [w for w in words[i:i + 2] if w not in _ARTICLES][:1]
    return verb in _RUN and bool(following) and (
        following[0][:1] == _CODE_MARK or any(c.isdigit() or c == "-" for c in following[0]))


def _path_next(words: Sequence[str], i: int) -> bool:
    """Whether the word after place i, past an article, is a path ("lives under the /api/v2
    prefix"): the path is a value of its own, and the words after it say what kind of place
    it is, not a thing chosen to run in."""
    rest = [w for w in words[i + 1:i + 3] if w.lower() not in _ARTICLES]
    return bool(rest) and ("/" in rest[0] or rest[0][:1] == "~")
