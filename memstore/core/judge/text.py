"""Reading text: Markdown stripped, split into clauses and words, and the values in it
(numbers, durations, versions, paths, flags, URLs, settings) in one normal form."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from memstore.core.judge.lexicon import _stem, lexicon

# --- words -------------------------------------------------------------------------------------

# Closed-class words: they carry no claim of their own.
_FUNCTION_WORDS = frozenset(
    """a an the this that these those it its it's they them their there here we us our ours you
    your yours i me my he she his her one ones to of for in on at by with via from into onto
    over under within inside about as per and or but nor so yet if then than when whenever while
    where which who whom whose what how why be is are was were been being am do does did done
    doing have has had having will would shall should can could may might must ought also just
    only really actually simply please basically generally usually typically normally currently
    now still already too very quite some such both either each other another more most much
    many few less least any own same like unlike e.g e.g. i.e i.e. etc vs versus note nb important
    tip sure remember always ever use get gets got go goes going went let lets want wants thing
    allow allows allowed permit permits permitted
    things stuff way someone something anyone anything everyone everything whatever here
    anywhere somewhere anybody somebody
    itself themselves himself herself ourselves yourself yourselves myself""".split()
)
# Words of these kinds only say a claim is a rule; "always" is a term through the opposites.
_FUNCTION_WORDS = _FUNCTION_WORDS - {"always"}

# Placeholders and headings: an entry made only of these says nothing.
_EMPTY_WORDS = frozenset(
    """none nothing n/a na tbd todo fixme wip tba misc miscellaneous notes note general overview
    introduction intro summary section heading title known issues issue status yet far so
    fill in later details detail see below above example examples placeholder empty""".split()
)

_NUMBER_WORDS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17",
    "eighteen": "18", "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40",
    "fifty": "50", "sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90",
    "hundred": "100",
}  # (every number word `_ONES` and `_TENS` know: "eighty gwei" is "80 gwei")
# Units glued to the number before them: "30 seconds" and "30s" are one value.
_UNITS = {
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), "s"),
    **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), "min"),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), "h"),
    **dict.fromkeys(("d", "day", "days"), "d"),
    **dict.fromkeys(("w", "wk", "wks", "week", "weeks"), "w"),
    **dict.fromkeys(("mo", "mos", "month", "months"), "mo"),
    **dict.fromkeys(("y", "yr", "yrs", "year", "years"), "y"),
    **dict.fromkeys(("ms", "millisecond", "milliseconds"), "ms"),
    **dict.fromkeys(("kb", "kilobyte", "kilobytes"), "kb"),
    **dict.fromkeys(("mb", "megabyte", "megabytes", "meg", "megs"), "mb"),
    **dict.fromkeys(("gb", "gigabyte", "gigabytes", "gig", "gigs"), "gb"),
    **dict.fromkeys(("tb", "terabyte", "terabytes"), "tb"),
    # (the binary units kept apart: a thousand of them is never the next one up, `_quantity`)
    "kib": "kib", "mib": "mib", "gib": "gib", "tib": "tib",
    **dict.fromkeys(("%", "percent", "pct"), "%"),
    **dict.fromkeys(("x", "times"), "x"),
    # rates: a frequency, a bit rate, a speed ("10 Hz", "500 kbit/s", "0.5 m/s" are amounts
    # of a unit, not a word and a path)
    **dict.fromkeys(("hz", "hertz"), "hz"),
    **dict.fromkeys(("khz", "kilohertz"), "khz"),
    **dict.fromkeys(("mhz", "megahertz"), "mhz"),
    **dict.fromkeys(("bit/s",), "bit/s"),  # ("bps" is also basis points)
    **dict.fromkeys(("kbit/s", "kbps"), "kbit/s"),
    **dict.fromkeys(("mbit/s", "mbps"), "mbit/s"),
    **dict.fromkeys(("gbit/s", "gbps"), "gbit/s"),
    **dict.fromkeys(("m/s",), "m/s"),
    **dict.fromkeys(("rad/s",), "rad/s"),
    **dict.fromkeys(("km/h", "kph"), "km/h"),
    # lengths, in metres ("5 km" is "5000 m"; a bare "m" after a number is minutes unless the
    # text speaks of a length: `_value_forms`)
    **dict.fromkeys(("metre", "metres", "meter", "meters"), "metre"),
    **dict.fromkeys(("km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"), "km"),
    **dict.fromkeys(("cm", "centimetre", "centimetres", "centimeter", "centimeters"), "cm"),
    **dict.fromkeys(("mm", "millimetre", "millimetres", "millimeter", "millimeters"), "mm"),
    # volumes, masses, power and energy, each in one base (session 40: "25 kg" / "25 kilograms" was
    # flagged as two names, "2 ml" read as machine learning, "500 L" / "500 litres" as two
    # words). Not "g" (4G, 5G and "20G" of disk are more common than grams), nor "w" ("2w" is
    # two weeks: a capital "W" is written "watts" first, `_WATTS`, session 42), nor "v". Before
    # a plural noun a unit is no unit ("3 ML models": `_unit_of_a_noun`).
    **dict.fromkeys(("l", "litre", "litres", "liter", "liters"), "l"),
    **dict.fromkeys(("ml", "millilitre", "millilitres", "milliliter", "milliliters"), "ml"),
    **dict.fromkeys(("gram", "grams", "gramme", "grammes"), "gram"),
    **dict.fromkeys(("mg", "milligram", "milligrams"), "mg"),
    **dict.fromkeys(("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"), "kg"),
    **dict.fromkeys(("t", "tonne", "tonnes"), "tonne"),
    **dict.fromkeys(("watt", "watts"), "watt"),
    **dict.fromkeys(("kw", "kilowatt", "kilowatts"), "kw"),
    **dict.fromkeys(("wh",), "wh"),
    **dict.fromkeys(("kwh",), "kwh"),
    # degrees: of an angle, or of a temperature when a scale is named ("12 °C", "12 degrees
    # Celsius" and "12 celsius" are one value; `_unit_after` reads the two-word form)
    **dict.fromkeys(("°", "deg", "degree", "degrees"), "°"),
    **dict.fromkeys(("°c", "celsius", "centigrade"), "°c"),
    **dict.fromkeys(("°f", "fahrenheit"), "°f"),
}
_UNIT_GLUED = re.compile(r"^(\d+(?:\.\d+)?)([a-z%]+(?:/[a-z]+)?|°[cf]?)$")
# The scale named after "degrees" ("12 degrees Celsius"), as one unit.
_TEMPERATURE_SCALES = {"celsius": "°c", "centigrade": "°c", "c": "°c", "fahrenheit": "°f",
                       "f": "°f"}
# Currency codes, before an amount as often as after it ("EUR 10"): the number is an amount,
# never a version of a name.
_CURRENCIES = frozenset("eur usd gbp chf jpy sek nok dkk pln aud cad inr cny".split())

# A word that puts a version after it ("node 18", "python 3").
_RUNTIMES = frozenset(
    """python py node nodejs java jdk jre go golang ruby php perl rust rustc msrv postgres
    postgresql pg mysql mariadb redis ubuntu debian alpine django flask rails react vue angular
    typescript gcc clang cuda kotlin scala dotnet .net elixir erlang terraform helm kubernetes
    k8s swift xcode ios android api schema protocol version release sdk ecmascript es""".split()
)
_VERSION = re.compile(
    r"^(?:[<>=~^!]=?|==)?(?:v\d[a-z0-9.+-]*|\d+\.\d[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$"
)
_FILENAME = re.compile(r"^[\w.~-]*\.[a-z][a-z0-9]{0,6}$")
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://")
# An e-mail address: a mailbox at a domain with a dot ("ops@bakery.example.com"); "@alice" and
# "deploy@web01" are a handle and a login, no address.
_EMAIL = re.compile(r"^[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$")


def _ipv4(word: str) -> bool:
    """Whether a word is an IPv4 address, not a version of four parts: four numbers of at most
    255, one of them 20 or more or the first a private or loopback network's ("198.51.100.7",
    "10.0.0.5"; not "4.8.1.0"). Session 58: "show bgp neighbor 198.51.100.7" was a version
    conflict with the same command written with `<ip>`."""
    parts = word.split(".")
    if len(parts) != 4 or not all(p.isdigit() and len(p) <= 3 for p in parts):
        return False
    numbers = [int(p) for p in parts]
    return max(numbers) <= 255 and (max(numbers) >= 20 or numbers[0] in (10, 127))


def _dotted_name(word: str) -> bool:
    """Whether a word with a dot is a name in parts, not a file: its last part is a common
    English plural or past participle ("vehicle.events", "orders.created"), no file type."""
    last = word.rsplit(".", 1)[-1]
    if len(last) < 5 or not last.isalpha() or last in _PLURAL_TYPES:
        return False
    return (last.endswith("s") and weight(last[:-1]) < _COMMON) or (
        last.endswith("ed") and weight(last) < _COMMON)


# What a dotted name right after these is the name of: not a file ("Kafka topic `gps.raw`",
# "the table `audit.log`").
_NAMED_KINDS = frozenset("topic topics queue queues table tables index stream channel exchange "
                         "subject schema view".split())
# A last part this common (text.weight under 5.0: "event", "scan", "invoice") is an English
# word, not a file type; these file types are plurals too.
_COMMON = 5.0
_PLURAL_TYPES = frozenset(("props", "targets", "tfvars"))
_URL_PORT = re.compile(r"^[a-z][a-z0-9+.-]*://[^/:]+:(\d{2,5})(?:/|$)")
_HOSTPORT = re.compile(r"^[a-z0-9.-]+:(\d{2,5})$")
# A host name: labels of letters, digits and dashes joined by dots, the last one a top-level
# domain or a private network's suffix. Not a dotted name of code ("app.core.config",
# "vehicle.events"), whose last part is none of these.
_HOST = re.compile(r"^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,10})$")
_HOST_ENDS = frozenset("com net org io co ai dev cloud internal local lan corp intra home "
                       "localdomain svc cluster example test us uk de eu fr nl ch se no fi "
                       "jp au ca tv me sh gov edu".split())
_CLOCK = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$")  # (and its seconds)
_IDENT = re.compile(r"^(?=.*[a-z])(?=.*\d)[a-z0-9]+(?:[-_.][a-z0-9]+)+$|^[a-z]+\d[a-z0-9]*$")


def _host_name(word: str) -> bool:
    """Whether a word is a host name ("mqtt.agr.internal", "api2.example.com"): where a
    service is, a value like a path, whatever its first label holds (digits too)."""
    found = _HOST.match(word)
    return found is not None and found.group(1) in _HOST_ENDS


# Clause boundaries: the text is split here before claims are read.
_NEGATION_AHEAD = (r"(?=(?:[\w'-]+\s+){0,2}(?:not|never|no|don't|doesn't|won't|can't|isn't|"
                   r"aren't|shouldn't|mustn't|nothing|nobody|none)\b)")
_SPLIT = re.compile(
    # (not a command's end of options before a flag: "cargo run --bin seed -- --kilns 3",
    # "npm test -- --watch")
    r"(?:(?<=[.!?])\s+(?=[A-Z`*_\"'\[])|;\s*|\s+[-\u2013\u2014]{1,2}\s+(?!-)|"
    r",\s+(?=(?:just|only)\s)|"
    # (a purpose told after the claim, session 29: "Email verification is skipped in staging
    # to make QA faster"; its words are not the claim's)
    r"\s+(?:in\s+order\s+to|so\s+as\s+to|to\s+(?=(?:make|speed\s+up|save|cut|spare)\s))\s*|"
    r",?\s+\b(?:but|because|since|now that|as of|so that|although|though|which means|otherwise|"
    # (not "while" before one word that ends the clause: "only works while online" is the
    # state the act needs, not a claim of its own)
    r"except|unless|as\s+long\s+as|so\s+long\s+as|whereas|while(?!\s+[\w'-]+\s*(?:[.;,!?)]|$)))\b\s+|,\s+(?:or|so)\s+|"
    r",\s+(?:and\s+)?" + _NEGATION_AHEAD
    + r"|\s+so\s+(?=(?:it|that|we|you|they|the|nothing|no|nobody|none|there)\b)"
    # (a result clause whose subject is a name, with its own no or its own modal: "We cache
    # the PLTs in priv/plts so CI doesn't rebuild them", "... so Dialyzer can check them")
    + r"|\s+so\s+(?=[\w`.-]+\s+(?:[\w'-]+\s+)?(?:not|never|no|don't|doesn't|won't|can't|"
    r"isn't|aren't|can|will|must|should|would|could|cannot)\b)"
    + r"|(?<!first),\s+(?=(?:the|it|it's|they|we|this|there)\s)"
    # (a clause of its own after a comma: a short subject and a modal, "..., people can start
    # the form straight away", "..., users can opt out on the settings page", "..., any team
    # member can approve": a subject of three words too, or the no of "A CODEOWNER approval
    # is optional" was read with the other clause's words and lost its rule)
    + r"|,\s+(?=(?:[a-z][\w'-]*\s+){1,3}(?:can|cannot|could|will|must|should|may|might|"
    r"says|said|asked|recommends)\s)"
    # (a clause of its own after a comma: one name or number and its verb, "..., ZooKeeper
    # is gone", "..., 45 was killing the backfills"; or a name of two words, "..., git bisect
    # is too slow", "..., Bazel remote was flaky")
    + r"|,\s+(?=[\w`./-]+(?:\s+[\w`./-]+)?\s+(?:is|was|isn't|wasn't)\s)"
    # (or the old value said again as the subject of its verb: "..., every 5 min was too noisy",
    # "..., 30 seconds was too short")
    + r"|,\s+(?=(?:every\s+|[a-z]+\s+)?\d[\w.]*(?:\s+[a-z]+)?\s+(?:was|were|wasn't|weren't|is|"
    r"isn't|had|has|hadn't|hasn't|did|didn't|does|doesn't|kept|caused|broke)\s)"
    # (a short clause that ends in "instead" says what to do in place of what was said no to
    # before its comma: "Row-wise apply is banned, vectorize instead")
    + r"|,\s+(?=[\w`./-]+(?:\s+[\w`./-]+){0,4}\s+instead\s*(?:[.;!?]|$))"
    # (what holds now, after a comma that ends what used to hold: "The timeout used to be
    # 30 s, now it's 20 s" is a claim of its own, not under the history's no)
    + r"|,\s+(?=now\s+(?:it's|it\s+is|its|they're|they\s+are|we|the|our)\s)"
    + r"|\s+(?=instead of\b|rather than\b))",
    re.IGNORECASE,
)
_PARENTHESES = re.compile(r"\s*\(([^()]*)\)")
_ASIDE_NO = frozenset(("no", "not", "never", "nor", "unlike"))
# An aside that names another thing, as a no does: "(separate from `default`)".
_ASIDE_OTHER = frozenset(("separate from", "apart from", "distinct from"))
# The verb of a three-word aside that is a sentence of its own: a subject, this verb and what
# is said of it ("(flake8 was dropped)", "(deploy/helm is gone)").
_ASIDE_VERBS = frozenset(("is", "was", "are", "were", "got", "gets"))


def _aside_apart(aside: str) -> bool:
    """Whether a parenthesised aside is a clause of its own (see `_clauses`): more than three
    words, or a no ("(no page numbers)", "(not Jest)") or a word that names another thing
    ("(separate from `default`)", "(unlike staging)"), or a sentence of three words, a subject
    and its verb ("Linting: ruff (flake8 was dropped)": read with its sentence, "dropped" took
    back ruff, the choice said, instead of flake8, the tool it names)."""
    words = aside.lower().split()
    return len(words) > 3 or bool(words) and (
        words[0] in _ASIDE_NO or " ".join(words[:2]) in _ASIDE_OTHER
        or len(words) == 3 and words[1] in _ASIDE_VERBS)


# A phrase that opens a sentence and says when or where what follows holds ("During an active
# incident, don't deploy", "In prod, never ..."): part of the clause after its comma, not a
# clause of its own (the comma before a negation splits otherwise).
_OPENING_CONDITION = re.compile(
    r"(?:^|(?<=[.!?;]\s))((?:during|in|on|for|within|outside|inside|if|when|whenever|once|"
    r"after|before|until)\b(?!-)[^,;.:!?]{1,60}),(?=\s+" + _NEGATION_AHEAD[3:-1] + r")"
    # (not before a contrast that ends the sentence, "For new Vue components Jonas wants the
    # Composition API, not the Options API": a thing said no to after a whole clause)
    r"(?!\s+not\s+(?:[\w`.'/-]+\s+){0,3}[\w`.'/-]+\s*(?:[.!?;)]|$))", re.IGNORECASE)
# ... and a short phrase of place or scope that opens a sentence before a comma ("In stg, the
# app talks to the primary directly", "On the replicas, ..."): where the clause after it holds,
# not a clause of its own.
_OPENING_SCOPE = re.compile(
    r"(?:^|(?<=[.!?;]\s))((?:in|on|for|within|inside|outside|away\s+from)\s+(?:[\w`./-]+\s+){0,3}"
    r"[\w`./-]+),(?=\s)", re.IGNORECASE)
_ABBREVIATIONS = re.compile(r"\b(e\.g|i\.e|etc|vs|approx|incl)\.", re.IGNORECASE)
# "without X" / "with no X": what the things a claim speaks of lack.
WITHOUT = re.compile(r"\b(?:without|with\s+no)\b", re.IGNORECASE)
_NO_OF_ITS_OWN = re.compile(r"\b(?:not|never|none|nothing|cannot|no\s+longer)\b|n't\b",
                            re.IGNORECASE)


def lacks_only(text: str) -> bool:
    """Whether a clause's no is only of what its things lack ("Listings without photos rank
    lower", "Tickets with no assignee are escalated"), with no "not" or "never" of its own."""
    return WITHOUT.search(text) is not None and _NO_OF_ITS_OWN.search(text) is None


# A thing left out of another is excluded from it ("Archived projects are left out of the
# report", "... are omitted from the PDF", "The SLA leaves weekends out"): the negative end of
# include / exclude, as "excluded from" is. (Not "omitted" alone, read as its own word: "Frame
# pointers are omitted by default" / "We keep frame pointers", session 28.)
_LEFT_OUT = re.compile(r"\b(?:(?:is|are|was|were|get|gets|got)\s+(?:left\s+out\s+of|omitted\s+"
                       r"from)\b|(leaves?|leaving)\s+((?:the\s+|our\s+|all\s+)?[\w-]+"
                       r"(?:\s+[\w-]+)?)\s+out\b(?!\s+of\b))", re.IGNORECASE)


def _left_out(found: re.Match[str]) -> str:
    if found.group(1) is None:
        verb = found.group(0).split()[0].lower()
        return f"{verb} excluded from"
    verb = {"leave": "exclude", "leaves": "excludes", "leaving": "excluding"}[
        found.group(1).lower()]
    return f"{verb} {found.group(2)}"


# What lacks a thing, said with the verb: "Invoices lacking a PO number", "... that lack one".
_LACKING = re.compile(r"\b(?:lacking|(?:that|which|who)\s+lacks?)\b", re.IGNORECASE)
# The shorthand of notes for "with" and "without" ("declarations w/o a home address", "run it
# w/ --dry-run"): read as the words, not as a path "w/" (fourteenth round). A slash on either
# side keeps it a path ("src/w/o", "w/o/x").
_WITH_WITHOUT = re.compile(r"(?<![\w./-])w/(o)?(?![\w/])", re.IGNORECASE)
# A verb done "by hand" written as one word with "hand-" ("never hand-edited", "hand-rolled
# fetch mocks"): read as the verb and "by hand", as "don't edit the version by hand" says it
# (session 24).
_HAND_DONE = re.compile(r"\bhand-(edit(?:s|ed|ing)?|writ(?:e|es|ten|ing)|roll(?:s|ed|ing)?|"
                        r"craft(?:s|ed|ing)?|tun(?:e|es|ed|ing)|cod(?:e|es|ed|ing))\b",
                        re.IGNORECASE)
# Said of every note, so they tell nothing: "in this repo", "make sure to", "remember to".
_FILLER = re.compile(
    r"\b(?:(?:in|for|across|throughout) (?:this|the|our) (?:repo|repository|project|codebase|"
    r"code base)|make sure (?:to|that|you)?|remember to|be sure to|keep in mind that|"
    r"(?:we|we've|we have|the team|the team has|it was|it's been|it has been) "
    r"(?:agreed|decided) (?:to|that))\b",
    re.IGNORECASE)
# The repository as the one that uses a thing ("This repo uses pnpm", "Our project relies on
# Poetry") says what "we use" says: the repository every note is about, as the filler above
# (session 39: "Use pnpm, not npm or yarn, in this repo" / "This repo uses pnpm").
_REPO_USES = re.compile(r"\b(?:this|the|our) (?:repo|repository|project|codebase|code base) "
                        r"(?:uses|is using|relies on)\b", re.IGNORECASE)
# A change told as "from X to Y" says Y holds and X no longer does: "we switched from Jenkins
# to GitHub Actions" reads as "switched to GitHub Actions instead of Jenkins" (so the old
# state is taken back, as "instead of" does). Values change through the value rules instead.
_CHANGED_FROM_TO = re.compile(
    r"\b((?:switched|moved|migrated|changed|went|converted|transitioned|swapped)(?: over)?)"
    r" from ((?:[\w./@`'-]+ ){0,3}?[\w./@`'-]+) to ((?:[\w./@`'-]+ ){0,3}?[\w./@`'-]+)"
    r"(?=\s*[,;.:!?)]|\s+(?:for|in|on|at|across|because|since|after|last|this|when|as|and|but|"
    r"so|which|everywhere)\b|\s*$)", re.IGNORECASE)
# A change told with what changed between the verb and "from" ("switched the task queue from
# RQ to Celery", "Switched env management on the cluster from conda to uv") is the same change.
_CHANGED_OBJECT_FROM_TO = re.compile(
    r"\b((?:switched|moved|migrated|changed|converted|swapped)((?: [\w./@`'$-]+){1,6}?))"
    r" from ((?:[\w./@`'-]+ ){0,3}?[\w./@`'-]+) to ((?:[\w./@`'-]+ ){0,3}?[\w./@`'-]+)"
    r"(?=\s*[,;.:!?)]|\s+(?:for|in|on|at|across|because|since|after|last|this|when|as|and|but|"
    r"so|which|everywhere)\b|\s*$)", re.IGNORECASE)
# A file or folder renamed or moved by its path ("We renamed workflow/Snakefile to
# workflow/main.smk", "moved `envs/` to `workflow/envs/`"): the old path no longer holds, as
# "changed from X to Y" says.
_RENAMED_PATH = re.compile(
    r"\b(renamed|moved)\s+(`?[\w.~$-]*/[\w.~$/%-]*`?|`?[\w~$-]+\.[a-z][a-z0-9]{0,6}`?)\s+to\s+"
    r"(`?[\w.~$-]*[/.][\w.~$/%-]*`?)", re.IGNORECASE)
# When a change was made, told after it ("JupyterHub moved to 8443 when we put TLS in front of
# it", "env files moved to workflow/envs/ when we adopted the template"): a clause of its own,
# not more of what changed. (A "when" before the change, or in a rule, is a condition.)
# A step done first on an occasion told by what is being done then: "When deploying, run the
# migrations first" is "run the migrations before deploying" (session 30: read as a
# condition and one step, against "Run the migrations before deploying" it was steps in
# another order). Only an act in progress ("deploying", "upgrading Postgres"), not a
# happening it follows ("when a test fails, check the logs first").
_WHEN_DOING_FIRST = re.compile(
    r"(?:^|(?<=[.!?;]\s))when(?:ever)?\s+((?!(?:some|no|any|every)?thing\b|string\b|morning\b|"
    r"evening\b)\w+ing\b[^,;.:!?]{0,60}),\s+([^;.:!?]+?)\s+first\b",
    re.IGNORECASE)
# The acts a gate holds back (merging, deploying, releasing, ...), by their stems.
GATE_ACT_STEMS = ("merg", "deploy", "releas", "ship", "push", "publish", "tag")
_GATE_ACT = r"(?:" + "|".join(GATE_ACT_STEMS) + r")\w*"
# A no to an act until something happens is a gate said the other way round: "Don't start the
# workers until the migrations have run" is "only start the workers once the migrations have
# run" (session 31: read as a no to starting the workers, it merged with "Start the workers
# before running migrations"). So is a no to an act before something happens ("Don't merge
# before two approvals": only merge once there are two; read as a no to merging, it was
# flagged against "Merge once two reviewers approve"). Not before an act ("Do not rebase
# before merging" says no to a rebase as a step of merging), nor a time ("until Monday",
# "until 9am", "until further notice", "before 9am"), which tells how long or when, not what
# must come first.
_NO_ACT_UNTIL = re.compile(
    r"\b(?:don't|dont|do\s+not|never|must\s+not|mustn't|should\s+not|shouldn't|can't|"
    r"cannot|may\s+not)\s+([^,;.:!?]{1,60}?)\s+(?:until|before(?!\s+\w+ing\b))\s+"
    r"(?!\d|further\b|next\b|tomorrow\b|tonight\b|(?:mon|tue|wed|thu|fri|sat|sun)\w*day\b|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b|"
    r"(?:the\s+)?(?:end|start|beginning)\s+of\b|then\b|now\b|later\b)",
    re.IGNORECASE)
# So is a no to a gated act before a step that is no gated act: "Never push before running the
# tests" is "only push after running the tests" (session 41: flagged against "Run the tests
# before you push"). Not one gated act before another ("Don't deploy before merging"), nor an
# act no gate holds back ("Do not rebase before merging", as above).
_NO_GATE_BEFORE_DOING = re.compile(
    r"\b(?:don't|dont|do\s+not|never|must\s+not|mustn't|should\s+not|shouldn't)\s+("
    + _GATE_ACT + r"\b[^,;.:!?]{0,60}?)\s+before\s+(?!" + _GATE_ACT + r"\b)"
    r"(?!(?:some|no|any|every)?thing\b|morning\b|evening\b|spring\b|string\b|meeting\b)"
    r"(\w+ing)\b", re.IGNORECASE)
# A no written as a word ("not", "never", "no", "none", "cannot", "don't" and every "n't"), as
# the readers that ask what a sentence says, not what its words mean, look for it.
WRITTEN_NO = re.compile(r"\b(?:not|never|no|none|cannot|dont)\b|n't\b", re.IGNORECASE)


# A gate let go of: "Merge even if the tests fail", "You may deploy while the canary is still
# red" say "merge before the tests pass", "deploy before the canary is green", what a gate
# ("Tests must pass before merging") rules out (session 30: both merged with the gate). Only
# the acts a gate holds back (`_GATE_ACT`), and only a state of failing: "the job goes on even
# if a step fails" says nothing of an order.
_DESPITE_FAILING = re.compile(
    r"(\b" + _GATE_ACT + r"\b[^,;.:!?]{0,60}?)\s+(?:even\s+(?:if|when|though)|while)\s+"
    r"((?:the\s+|a\s+|its\s+|your\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:(fail|fails|failed|"
    r"(?:is|are)\s+(?:still\s+)?failing)|(?:is|are)\s+(?:still\s+)?(red))\b", re.IGNORECASE)


# The gate itself said with "unless": "Don't merge unless CI is green" is "only merge once CI
# is green" (cut at "unless", the no was said of merging alone, and "Merge even if CI is red"
# merged with it; session 30). Only the acts a gate holds back, as above, and only a gate's
# passing state after "unless" ("unless it's a hotfix" is an exception, not a gate).
_NO_ACT_UNLESS = re.compile(
    r"\b(?:don't|dont|do\s+not|never)\s+(" + _GATE_ACT + r"\b[^,;.:!?]{0,60}?)\s+unless\s+"
    r"(?=[^,;.:!?]{0,40}?\b(?:pass|passes|passed|passing|green|approved|signed\s+off|"
    r"reviewed)\b)", re.IGNORECASE)


def _before_passing(found: re.Match[str]) -> str:
    said = found.string[max(0, found.start() - 40):found.end(1)]
    if WRITTEN_NO.search(said.rsplit(".", 1)[-1]):
        return found.group(0)  # "Don't merge while the tests are failing" keeps the gate
    state = "is green" if found.group(4) else "pass"
    # (the words as written stay a claim of their own: "Deploy even when the build is red"
    # is still the same words as "Never deploy when the build is red" said with a no)
    return f"{found.group(0)}; {found.group(1)} before {found.group(2)} {state}"


# An act done while a thing is still going ("Deploy the API while the migration is still
# running", "Announce the outage while the incident is ongoing") is done before that thing
# ends: the order "once the migration has finished" says the other way round (session 39:
# both merged). Only of a thing named with an article or a name in capitals ("CI"), not of a
# person ("while you're still waiting ...") nor of things in general ("while stores are open",
# a time of day); and only a state of going on (a "still ...", "in progress", "ongoing",
# "running", "open"; not "still red", `_DESPITE_FAILING`'s), not a contrast ("while the API
# is public, ...").
_WHILE_GOING = re.compile(
    r"\b[Ww]hile\s+((?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|[Oo]ur|[Yy]our)\s+[\w-]+(?:\s+[\w-]+)?|"
    r"[A-Z][A-Z0-9]+)\s+(?:is|are)\s+(?:still\s+(?!red\b|failing\b)[\w-]+"
    r"(?:\s+(?:up|on|open|going|running))?|in\s+progress|ongoing|underway|running|open)\b")


# A thing held for a while and the same thing going on as usual then (session 40: "Deploys
# are frozen during the quarter close" / "Deploys carry on as usual during the quarter close"
# was a look-alike, "Commanding is frozen during LEOP" / "... carries on as usual during LEOP"
# merged). Paused, halted, suspended and on hold read as frozen, which says the act is not
# done (`compare._CLOSED_STATES`), and going on as usual reads as not frozen; both only before
# the time they hold for ("during", "over", "on", "while", "through", "throughout", "when",
# "whenever"), and the one going on only after its subject, never as an order ("Keep
# deploying as usual").
_TIME_FRAME = r"(?=\s+(?:during|over|on|while|through|throughout|when|whenever)\b)"
_HELD = re.compile(r"\b(is|are|stay|stays|remain|remains)\s+(?:paused|halted|suspended|on\s+hold)"
                   + _TIME_FRAME, re.IGNORECASE)
_AS_USUAL = re.compile(
    r"(?<=\w)\s+(?:(continue|carry\s+on|go\s+ahead|go\s+on|go\s+out|proceed|run|keep\s+running|"
    r"keep\s+going|happen)|continues|carries\s+on|goes\s+ahead|goes\s+on|goes\s+out|proceeds|"
    r"runs|keeps\s+running|keeps\s+going|happens)\s+(?:as\s+(?:usual|normal|planned)|normally)"
    + _TIME_FRAME, re.IGNORECASE)


def _not_held(found: re.Match[str]) -> str:
    return " are not frozen" if found.group(1) else " is not frozen"


# A thing in the state "closed" is not open (session 40: "Gates default to closed when they
# lose power" / "Gates default to open when they lose power" merged, "The gate is open" / "The
# gate is closed" was "maybe the same"). "Open" is in no opposites table (it opens files, PRs
# and ports), so only the state is read: "closed" or "shut" after "is", "are", "stays",
# "starts", "defaults to", and before the end or a scope ("on Sundays", "to the public"), not
# an act ("Stale issues are closed by a bot", "... closed after 30 days") nor a kind ("closed
# source"), and not in a clause that tells when ("Once a period is closed, nothing can be
# posted", "after the day is closed": the event of closing).
_SHUT = re.compile(r"\b(is|are|be|stays?|remains?|starts?|defaults?\s+to|set\s+to)\s+"
                   r"(?:closed|shut)(?=\s*$|[.,;:)]|\s+(?:to|on|for|during|at|from|until|between|"
                   r"in|over|overnight|outside|by\s+default|when\s+(?!merged\b))\b)",
                   re.IGNORECASE)
_WHEN_CLAUSE = re.compile(r"\b(?:once|after|when|whenever|until|till|before|if|unless|"
                          r"as\s+soon\s+as)\b[^,;.]*$", re.IGNORECASE)
# (how far back the "when" is looked for: a few words of subject, so a hostile text of many
# "is closed" reads in linear time)
_WHEN_REACH = 80


def _not_open(found: re.Match[str]) -> str:
    if _WHEN_CLAUSE.search(found.string[max(0, found.start() - _WHEN_REACH):found.start()]):
        return found.group(0)
    return f"{found.group(1)} not open"


# A column that "is nullable" can be null, one that "is non-nullable" cannot (session 40: "The
# `consent_version` column is nullable" / "`consent_version` is NOT NULL" was a look-alike of
# "nullable" and "null"). Only after "is" / "are", where it says what a value may be; "Add new
# columns as nullable first" and "nullable reference types" keep the word.
_NULLABLE = re.compile(r"\b(?:is|are)\s+(non-?|not\s+)?nullable\b", re.IGNORECASE)


# Things not shared are each one's own (session 40: "Each microservice has its own database"
# / "Services don't share databases" was flagged, the no of "share" against a claim that never
# says it): "do not / don't / never share X" reads as "have their own X" ("does not" as "has
# its own"), which memstore.core.judge.sharing reads against "X is shared across ...", as it
# read "its own" before. Not sharing with someone ("Never share credentials with vendors":
# giving them), nor an order or what we or you do ("We never share ...").
_NOT_SHARED = re.compile(
    r"(?<![\w'])(?<!^)(?<!\bwe\s)(?<!\byou\s)(?<!\bi\s)(?:(?:(does|doesn't)|do|don't)\s*"
    r"(?:(?<=does)\s*not|(?<=do)\s*not|(?<=n't))\s+share\b|never\s+shares?\b)"
    r"(?:\s+(?:a|an|the|its|their|our|one)\b)?(?![^.,;:]{0,80}?\bwith\b)", re.IGNORECASE)


# A check that "is green" has passed ("Don't merge until CI is green" / "... only get merged
# once CI passes"; session 39): read so after the gate readings above, which know both.
_CHECKS = (r"(?:ci|build|builds|pipeline|pipelines|run|runs|test|tests|check|checks|suite|scan|"
           r"job|jobs|canary)")
_TURNED_GREEN = re.compile(r"\b(" + _CHECKS + r"(?:\s+(?:must|has\s+to|should|needs\s+to))?)\s+"
                           r"(?:(is|goes|turns|stays)|are|be|go|turn|stay)\s+green\b",
                           re.IGNORECASE)
# ... and a check called green before its name ("Wait for green CI before merging"). (Not
# another thing that is green: "The status light is green".)
_GREEN_CHECK = re.compile(r"\bgreen(?=\s+" + _CHECKS + r"\b)", re.IGNORECASE)


_CHANGED_WHEN = re.compile(
    r"(\b(?:moved|switched|migrated|changed|bumped|upgraded|downgraded|renamed|raised|lowered|"
    r"increased|decreased)\s+(?:[^\s,;.]+\s+){0,4}?to\s+[^\s,;]+)\s+(?=when\s+(?:we|they|I|you|"
    r"someone|it|the\s+\w+)\s)", re.IGNORECASE)
# A state that lasts "until" something happens ("We're still on clap 4.4 until the regression
# in 4.5 is fixed", "The worker stays on Java 17 until the agent is upgraded"): what ends it is
# a clause of its own, whose values are not the state's (session 49). Only after "still",
# "stays" or "remains" with no no before it: "No bag is sealed until it is verified" is a
# condition, "not ... until" says "only after".
_STILL_UNTIL = re.compile(
    r"\b(?:still|stays?|remains?)\b(?:[^;.!?]|\.(?=\S))*?(?=\s+until\s+(?:the|a|an|we|you|they|it|our|its|"
    r"their|this|that|someone|somebody|everyone|all)\s+(?:[\w.'-]+\s+){0,4}(?:is|are|was|"
    r"were|has|have|lands?|ships?|gets?|goes|go)\b)", re.IGNORECASE)
# Leaving a tool is no longer using it: "we moved off Optuna", "migrated away from Jenkins".
# ("switched off" and "went off" are not: one is an opposite of on, the other an alarm.)
_MOVED_OFF = re.compile(r"\b(?:moved|migrated)\s+(?:off(?: of)?|away from)\s+(?=\S)",
                        re.IGNORECASE)
# An age limit told by what happens past it: "Logs older than 30 days are deleted", "Delete
# request logs older than 14 days", "Bag files older than a month get purged" keep them for
# that long, as "Loki keeps logs for 30 days" says (the delete is no "no" to keeping them).
_AGE = (r"((?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|ten|twelve|thirty|sixty|"
        r"ninety)\s*[a-z]+)")
_REMOVED = r"(?:deleted|purged|removed|dropped|cleaned up|cleaned out|wiped)"
_PURGED = r"(?:" + _REMOVED + r"|expired)"
_OLDER_PURGED = re.compile(r"\b(?:all\s+|any\s+)?([^,;:.]*?\S)\s+older than\s+" + _AGE
                           + r"\s+(?:are|is|get|gets|will be)\s+" + _PURGED + r"\b(\s+from\b)?",
                           re.IGNORECASE)
# ... or when they are that old ("get deleted once they are 90 days old"); and the same limit
# said once more after the keeping ("keep runs for a year before deleting them"): the delete is
# when the keeping ends.
_PURGED_AT_AGE = re.compile(r"\b(?:are|is|get|gets|will be)\s+" + _PURGED + r"\s+(?:once|when)\s+"
                            r"(?:they are|they're|it is|it's)\s+" + _AGE + r"\s+old\b",
                            re.IGNORECASE)
_THEN_PURGED = re.compile(r"(\b(?:keep|keeps|kept|keeping)\b[^,;:.]*?\bfor\s+" + _AGE
                          + r")\s*,?\s+before\s+"
                          r"(?:deleting|purging|removing|dropping|wiping)\s+(?:them|it)\b",
                          re.IGNORECASE)
# ... and an end told by when it comes, with a length of time: a thing deleted (purged, wiped,
# torn down) after 30 days expires then ("Raw GPS traces are deleted after 30 days" against "...
# expire after 90 days": one end, two lengths, where the delete read as a no to keeping and
# the two as two acts); a session or a job killed after a time times out then; "we delete X
# after 30 days" keeps X for 30 days. (Only with a length of time right after: "deleted after
# the export" is an order of two steps; memstore.core.judge.compare._one_life reads the
# keeping and the end of one life as one.)
_TIME = (r"(?:\d+(?:\.\d+)?\s*|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
         r"fourteen|fifteen|twenty|thirty|sixty|ninety)\s+)(?:"
         + "|".join(sorted((unit for unit, kind in _UNITS.items()
                            if kind in ("s", "min", "h", "d", "w", "mo", "y")),
                           key=len, reverse=True)) + r")\b")  # (the units of time `_UNITS` knows)
_REMOVED_AFTER = re.compile(r"\b(?:are|is|get|gets|will\s+be|be|and)\s+(?:automatically\s+)?"
                            r"(?:(deleted|purged|removed|discarded|wiped|cleaned\s+up|torn\s+down"
                            r"|dropped)|(killed|reaped|terminated))\s+after\s+(?=" + _TIME + ")",
                            re.IGNORECASE)
# ... and with the length before "after" and the event it counts from ("Data of rejected
# applicants is deleted 6 months after the rejection", session 51: against "... is kept for 6
# months after the rejection" it read as a no to keeping them).
_REMOVED_SOME_TIME_AFTER = re.compile(
    r"\b((?:are|is|get|gets|will\s+be|be)\s+(?:automatically\s+)?)(?:deleted|purged|removed|"
    r"discarded|wiped|erased)\s+(" + _TIME + r")\s+(?=after\b)", re.IGNORECASE)
_REMOVE_AFTER = re.compile(r"\b(?:(?:we|they|I)\s+)?(?:automatically\s+)?"
                           r"(?:delete|purge|remove|wipe)s?\s+((?:(?!after\b)[\w-]+\s+){1,4})"
                           r"after\s+(?=" + _TIME + ")", re.IGNORECASE)
# A thing that fails an act done to it ("AMI files that fail parsing", "an address that fails
# geocoding") is one the act could not be done to, as "fails to" says (session 51: against
# "the files it can't parse" it read as a yes).
_FAILS_DOING = re.compile(r"\b((?:that|which)\s+fails?)\s+(?=[a-z]{2,}ing\b)", re.IGNORECASE)
# ... or as none at all: "Audit logs are never deleted", "We never purge invoices" keep them
# forever (a length of time, against "kept for 7 years"; not a "no" to keeping them).
_NEVER_PURGED = re.compile(r"\b(?:are|is|get|gets|will be)\s+never\s+" + _REMOVED
                           + r"\b(?!\s+(?:from|by|when|if|unless|without)\b)", re.IGNORECASE)
_NEVER_PURGE = re.compile(r"\b(?:(?:we|they|I)\s+)?never\s+(?:delete|purge|remove|drop|wipe)\s+"
                          r"((?!(?:the|a|an|this|that|any|its|their)\b)[\w-]+(?:\s+[\w-]+){0,3})"
                          r"(?=\s*(?:[,;:.]|$))", re.IGNORECASE)
_PURGE_OLDER = re.compile(r"^(?:delete|purge|remove|drop|wipe)\s+([^,;:.]*?\S)\s+older than\s+"
                          + _AGE + r"\b", re.IGNORECASE)
# Retiring a thing is no longer using it: "the Jaeger backend was decommissioned", "Burrow was
# replaced", "agent-mode Prometheus got retired", "the template is retired" (told as done, or
# as a state; "nodes are retired after 90 days" and "queries are cancelled after 5 minutes"
# say what happens each time), "we cancelled Statuspage", "we gave up on MQTT" (a name or a
# code span after the verb: "we cancelled the deploy" tells an event), and "we tried Renovate
# but it opened too many PRs" (tried, and the "but" says it was not kept; "we tried X" alone
# does not say so). Dropped too, told as done: "XML responses were dropped in v3" (session 32:
# it merged with "The API supports XML responses"); not "dropped from" a thing, which says
# where it was taken out of (`compare._removed_from`).
_RETIRED = re.compile(
    r"\b(?:(?:was|were|got|has been|have been|had been)\s+(?:retired|decommissioned|sunset|"
    r"sunsetted|dropped(?!\s+from\b)|replaced(?!\s+(?:by|with)\b))|(?:is|are)\s+(?:now\s+)?(?:retired|"
    r"decommissioned|sunset))\b(?!\s+(?:after|when|once|if|every|each|within|before|on)\b)",
    re.IGNORECASE)
# When a thing told retired above was retired, at the end of its sentence ("... is no longer
# used in v3", "We no longer use the old VPN last year"): left out, so the no stays with the
# thing retired (session 38: it was read as said of "v3", the first word after it, and "XML
# responses were dropped in v3" merged with "The API supports XML responses"). Told as a
# clause of its own ("since v3"), the when was read as a claim that the other side's "March"
# contradicted ("The beta channel was retired in March" / "We retired the beta channel in
# March"). Where it holds stays ("no longer used in prod").
_WHEN_RETIRED = re.compile(
    r"(\bno\s+longer\s+used?\b[^.;!?]*?)\s+(?:(?:in|since|as\s+of|during|after)\s+((?:v?\d[\w.]*|"
    r"q[1-4]|jan\w*|feb\w*|mar(?:ch)?|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|"
    r"dec\w*)(?:\s+\d{4})?)|((?:last|this)\s+(?:year|month|week|quarter|sprint|release|spring|"
    r"summer|autumn|fall|winter)))(?=\s*(?:[.;,!?]|$))", re.IGNORECASE)
_RETIRED_NAME = re.compile(
    r"\b((?i:we|they|I))\s+(?i:(?:have\s+|had\s+)?(?:retired|decommissioned|cancell?ed|"
    r"canceled|sunset|ditched|gave\s+up\s+on|given\s+up\s+on))\s+"
    r"(?=(?:the\s+|our\s+)?(?:old\s+|legacy\s+)?[A-Z`])")
# Free of a thing is without it: "Logs must be free of personal data" says what "Don't store
# PII in logs" says (session 28; it was a false conflict: "must" read as a yes to the data).
_FREE_OF = re.compile(r"\b(be|is|are|stay|stays|remain|remains|kept)\s+"
                      r"(?:completely\s+|entirely\s+)?free\s+(?:of|from)\b", re.IGNORECASE)
# Exempt from a thing is not required to do it: "Contractors are exempt from MFA" says no to
# what "MFA is compulsory for contractors" says (session 28; not the noun, "tax exemption").
_EXEMPT_FROM = re.compile(r"\b(is|are|was|were|be)\s+exempt(?:ed)?\s+from\b", re.IGNORECASE)
# An act said to be unwise is an act said no to: "Committing .env files is a bad idea" says
# what "Never commit .env files" says (session 32; "a bad idea" was read as a yes to the act,
# and the pair as a conflict). Only of an act, told by a gerund that opens the claim: "HTTP is
# insecure" states a fact.
_ACT_UNWISE = re.compile(
    r"^((?:[A-Z]?[a-z]+ing)\b(?:[^,;:.!?]|\.(?=\w))*?)\s+(?:is|are)\s+(?:(?:really|very|generally|usually)\s+)?"
    r"(?:a (?:bad|terrible|dangerous|risky) idea|dangerous|risky|insecure|unsafe|"
    r"discouraged|not recommended|frowned upon)\b", re.IGNORECASE)
# "No longer" says a thing changed, but not "no longer than 2 days", a bound ("at most"; session
# 33): the change words of doubts and subjects spell it so.
NO_LONGER = r"no longer(?! than)"
# A thing called a code smell or an anti-pattern is a thing said no to, whatever names it:
# "Database queries inside loops are a code smell here" says what "Don't query the DB in a
# loop" says (session 33: read as a yes to the queries, against the no), read "Avoid X".
_SMELL = re.compile(
    r"^((?:[^,;:.!?]|\.(?=\w))+?)\s+(?:is|are)\s+(?:(?:really|usually|generally|considered)\s+)?"
    r"(?:a\s+code\s+smell|an\s+anti-?pattern)\b", re.IGNORECASE)
# A thing checked into version control is committed there, the object between the two words
# ("Never check credentials into git" says what "Secrets must not be committed" says; session
# 32: the table knows "check in" only as two words side by side), or none ("Secrets must not
# be checked into git", session 40).
_CHECKED_INTO = re.compile(r"\bcheck(s|ed|ing)?\s+((?:[\w.`'/\u2021-]+\s+){0,4}?)into\b",
                           re.IGNORECASE)
# A commit goes to the repository, whatever a note calls it: "committed to git", "... to the
# repo", "... into version control" say one place (session 32: "git" against "repository" was
# read as two places), and a commit with no place says it too, so the place is left out
# (session 41: "Never commit .env files" / "Don't commit .env to git" read "files" / "git" as
# one word put for another). Not a repository named ("to the infra repo").
_GIT = (r"(?:git|(?:the|our|this)\s+(?:git\s+)?(?:repo|repository)|version\s+control|"
        r"source\s+control)\b")
_COMMITTED_TO_REPO = re.compile(
    r"\b(commit(?:s|ted|ting)?\b(?:\s+[\w.`'/\u2021-]+){0,4}?)\s+(?:to|into|in)\s+" + _GIT,
    re.IGNORECASE)
# A thing kept out of version control is not committed, as are none in it: "`.env` files stay
# out of git", "Command keys must stay out of the repo", "No command keys in git" say what
# "Never commit .env files" says (session 41: each was read as a claim about git, a place the
# other never names; "gitignored" is the opposite of "committed" in lexicon.yaml).
_OUT_OF_GIT = re.compile(
    r"\b(?:(must|should|has\s+to|have\s+to|needs?\s+to)\s+)?(?:stay|stays|stayed|remain|remains|"
    r"be\s+kept|are\s+kept|is\s+kept)\s+out\s+of\s+" + _GIT, re.IGNORECASE)
# ("Keep API keys out of the repo": "Never commit API keys")
_KEEP_OUT_OF_GIT = re.compile(
    r"\bkeep\s+((?:[\w.`'/\u2021*-]+\s+){1,4}?)out\s+of\s+" + _GIT, re.IGNORECASE)
_NONE_IN_GIT = re.compile(
    r"\b(no\s+(?:[\w.`'/\u2021*-]+\s+){0,3}?[\w.`'/\u2021*-]+)\s+in\s+" + _GIT, re.IGNORECASE)
# What a thing starts out as is its default: "A new flag starts out turned off" says what
# "Feature flags default to off" says (session 32).
_STARTS_OUT = re.compile(r"\b(?:starts?|started)\s+out\s+(?:as\s+)?(?=(?:turned\s+)?"
                         r"(?:disabled|enabled|off|on|empty|private|public|hidden|visible)\b)",
                         re.IGNORECASE)
# An SSL certificate is a TLS certificate, whichever name a note keeps (session 32: "The SSL
# certs are stored in /etc/ssl/private" / "TLS certificates are kept in /opt/certs" read as two
# kinds of certificate). Only of certificates: "SSL 3.0" and "TLS 1.3" are two protocols.
_SSL_CERT = re.compile(r"\bSSL(?=[\s/-]+(?:cert|certs|certificate|certificates)\b)",
                       re.IGNORECASE)
# Behind authentication is not public: "`/metrics` sits behind auth" and "... requires
# authentication" say no to "The `/metrics` endpoint is public" (session 32; read as two
# things said of one endpoint).
_BEHIND_AUTH = re.compile(
    r"\b(?:(?:is|are|sits?|lives?)(\s+not|n't)?\s+behind|requires?|needs?)\s+(?:an?\s+|the\s+)?"
    r"(?:auth|authentication|login|sso)\b(?!\s+(?:token|header|service|server|flow|step|"
    r"provider|proxy|cookie|middleware)s?\b)", re.IGNORECASE)
# How long a thing runs, told by when it ends: "The nightly ETL finishes in about 20 minutes"
# says what "... takes about 20 minutes" says (session 32: "finishes" and "takes" were read as
# two things said alike). Only before a length of time.
# A length of time, a word of about how much before it ("about 20 minutes", "an hour", "~12
# min"), as the rewrites below look ahead for it.
_A_LENGTH = (r"(?:(?:about|around|roughly|approximately|under|over|~)\s*)?(?:\d+(?:\.\d+)?|an?|"
             r"one|two|three|four|five|six|seven|ten|twelve|fifteen|twenty|thirty|sixty|ninety|"
             r"half\s+an)\s*(?:s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|"
             r"months?|years?)\b")
_ENDS_IN = re.compile(
    r"\b(?:finish(?:es)?|complete[s]?|run[s]?|is\s+done|are\s+done)\s+in\s+(?=" + _A_LENGTH
    + ")", re.IGNORECASE)
# A thing that stops working after a length of time expires then: "A reset link stops working
# after an hour" says what "Reset links expire after 1 hour" says (session 33: read as a no to
# "working", a conflict). Not a fault ("stops working after sleep").
_STOPS_WORKING_AFTER = re.compile(r"\bstop(s|ped)?\s+working\s+(?=after\s+" + _A_LENGTH + ")",
                                  re.IGNORECASE)
# Bypassing a thing is doing without it: "The app connects to the prod database directly,
# bypassing PgBouncer" says no to what "Prod database connections go through PgBouncer" says
# (session 33: they merged); "Internal callers bypass the rate limiter" (session 38, the plural
# verb before an article). Not the noun ("PIN bypass is disabled"). (As an opposite of
# "use" in the tables it also turned "with" in "validated with pydantic" into a choice.)
_BYPASSING = re.compile(r"\b(?:(?:bypassing|bypasses|circumventing|circumvents)\s+(?=\S)|"
                        r"(?:bypass|circumvent)\s+(?=(?:the|a|an|our|their|its|any|all)\s))",
                        re.IGNORECASE)
# Words before a bare "bypass" that make it a thing allowed or asked for, not done ("lets
# teachers bypass a blocked site", "can bypass the queue"): left as written.
_LET_OR_MAY = re.compile(r"\b(?:to|can|may|might|could|must|should|let|lets|allow|allows|"
                         r"allowed)\s+(?:\w+\s+)?$", re.IGNORECASE)


def _bypassing(found: re.Match[str]) -> str:
    if found.group(0).split()[0].lower() in ("bypass", "circumvent") and _LET_OR_MAY.search(
            found.string, 0, found.start()):
        return found.group(0)
    return "without "


# A thing that errors out fails: "`make test` errors out otherwise" says what "`make test`
# fails unless Docker is running" says (session 33: a look-alike, "fail" / "error out"). A
# rewrite rather than a row of the tables, where "fail" read through them weighed less.
_ERRORS_OUT = re.compile(r"\berror(s|ed|ing)?\s+out\b", re.IGNORECASE)
# A thing that is an option is optional: "Photo ID at check-in is an option since March" says
# no to what "Photo ID is required at check-in" says. (The tables once read every "option" as
# "optional", through its stem: "the Options API", "the --csv option". Session 34.)
_IS_AN_OPTION = re.compile(r"\b(is|are)\s+((?:now|still|just|only|also|merely)\s+)*(?:an?|one)\s+"
                           r"option\b", re.IGNORECASE)
# Written to the logs is logged: "Don't write PANs to the logs" and "Card numbers must not
# appear in logs" say what "Never log card numbers" says (session 32: "write" and "appear" were
# read as acts of their own).
_WRITTEN_TO_LOGS = re.compile(
    r"\b(?:write|writes|wrote|print|prints|printed|dump|dumps|dumped)\s+((?:[\w`'.\u2021-]+\s+)"
    r"{1,4}?)(?:to|in|into)\s+(?:the\s+|our\s+|any\s+)?logs?\b", re.IGNORECASE)
_PUT_IN_LOGS = re.compile(
    r"\b(?:(?:is|are|be|been|get|gets|got)\s+(?:written|printed|dumped)\s+(?:to|in|into)|"
    r"(?:appear|appears|show\s+up|shows\s+up|end\s+up|ends\s+up)\s+in)\s+(?:the\s+|our\s+|"
    r"any\s+)?logs?\b", re.IGNORECASE)
# A limit told as an instruction, the thing between the verb and its number: "Limit uploads to
# 20 MB" says "uploads limited to 20 MB", what "Uploads over 20 MB are rejected" says from the
# other side (session 32: read as a no to uploads).
_LIMIT_TO = re.compile(r"^(\W*)(?:limit|cap)\s+((?:[\w`'.\u2021-]+\s+){1,4}?)(?:to|at)\s+(?=\d)",
                       re.IGNORECASE)
# A value said to be the default of a thing, the value first: "Dark mode is the default theme"
# says "The default theme is dark mode", the order in which a default is read (session 32:
# against "Light mode is the default theme" each opened with its own value, read as what the
# claim is about, and the two as look-alikes).
# (Where it holds may follow, and a "now" at the end: "Squash is the default merge option on
# GitHub now", session 34. The thing may go unnamed, and a clause of its own may follow: "Grid
# view is the default", "Imperial units are the default since the US launch", session 37; the
# "now" of "List view is the default now" had been read as the thing.)
# A value that became the default is the default now ("Dark mode became the default in 2.4",
# session 38: read as a word "became", against "Dark mode is off by default" a look-alike).
_BECAME_DEFAULT = re.compile(r"\b(?:became|has\s+become|have\s+become)\s+(?:now\s+)?"
                             r"the\s+default\b", re.IGNORECASE)
# Words after "became the default" that begin what follows it, not the name of the thing.
_AFTER_DEFAULT = frozenset("in on for at with since after as last this when from across "
                           "everywhere again".split())


def _became_default(found: re.Match[str]) -> str:
    """"is the default now", the shape `_VALUE_IS_DEFAULT` reads; "is now the default" before
    the name of what is defaulted ("became the default map view")."""
    verb = "are" if found.group(0).lower().startswith("have") else "is"
    following = found.string[found.end():].split(maxsplit=1)
    if following and following[0].isalpha() and following[0].lower() not in _AFTER_DEFAULT:
        return f"{verb} now the default"
    return f"{verb} the default now,"



_VALUE_IS_DEFAULT = re.compile(
    r"^([\s*_>#-]*)((?:[\w`.'\u2021/-]+\s+){0,2}?[\w`.'\u2021/-]+)\s+(is|are)\s+(now\s+)?the\s+default"
    r"(?:\s+(?!(?:now|since|unless|until|except)\b)((?:[\w-]+\s+){0,2}?[\w-]+(?:\s+(?:on|in|for|at)\s+(?:the\s+|our\s+)?"
    r"(?:[\w`'/-]+\s+)?[\w`'/-]+(?:\.[\w`'/-]+)*)?))?"
    r"(\s+now)?"
    r"(?=\s*(?:[.;,!?(]|$)|\s+(?:since|unless|until|except)\b)", re.IGNORECASE)
# "Plain text" as the format a program writes, not the absence of encryption: beside another
# format ("HTML by default now, plain text is kept as a fallback") or right after a verb that
# shows or returns what it names ("the CLI prints plain text", "our services log plain text"),
# or as what an output is ("the CLI's output is plain text").
# Read so, it is the format's one word, "plain-text", as "plain-text logs" is. Not "logged in
# plain text", "stored in plain text" (session 37: as the opposite of "encrypted", it had made
# "By default the CLI prints plain text" a no, and a look-alike of "... prints JSON now").
_FORMAT_NAMED = re.compile(r"\b(?:json|xml|yaml|csv|tsv|html|markdown)\b", re.IGNORECASE)
_PLAIN_TEXT = re.compile(r"\bplain[\s-]?text\b", re.IGNORECASE)
_PLAIN_TEXT_SHOWN = re.compile(
    r"\b((?:print|output|render|display|show|return|emit|respond|reply)(?:s|ed|ing)?"
    r"(?:\s+(?:as|in|with))?|(?:log|logs|write|writes)(?:\s+as)?"
    r"|(?:output|format|response|body|logs)\s+(?:is|are)(?:\s+in)?)\s+plain[\s-]?text\b",
    re.IGNORECASE)
# "Following" an event is after it: "Following each deploy, purge the CDN cache", "Purge the
# cache following every release" (session 37: read as the word "follow", the order was lost
# and "... before each deploy" merged). Only before a word that picks out occurrences of an
# event ("each", "every", "a", "any"): not "following the style guide", nor "the following
# steps". "Upon" likewise where a sentence opens with it ("Upon merge, delete the feature
# branch"), not after a verb ("relies upon Redis", "agreed upon").
_FOLLOWING_OR_UPON = re.compile(
    r"\bfollowing(?=\s+(?:each|every|a|an|any)\s)|(?:^|(?<=[.;!?]\s))upon\b", re.IGNORECASE)
# Belonging in a place is being kept there: "Migrations belong under migrations/" says where
# they live, as "Put migration files in db/migrate" does (session 32; it was read as a word
# of the subject, and the two folders as two kinds of one thing). Not "belongs to", owning.
_BELONGS_IN = re.compile(r"\b(?:belong|belongs)\s+(?=(?:in|under|inside)\b)", re.IGNORECASE)
_TRIED_BUT = re.compile(r"\b(we|they|I)\s+(?:also\s+|briefly\s+)?tried(?:\s+out)?\s+"
                        r"(?=[^,;.:!?]{1,60}?,?\s+but\b)", re.IGNORECASE)
# "Out of" after a verb of getting (or of serving, deploying, provisioning, moving), before a
# named source or a path, is "from": "we get our flame graphs out of Pyroscope", "metrics are
# pulled out of `kube-state-metrics`", "dashboards are provisioned out of dashboards/", "we
# moved passenger counts out of InfluxDB into TimescaleDB" (not the "no"
# of "keep secrets out of git", "take the replica out of the pool", "runs out of memory").
_OUT_OF_SOURCE = re.compile(
    r"\b((?:(?:we|you|they|I|it)\s+(?:get|got)|pull|pulls|pulled|read|reads|fetch|fetches|"
    r"fetched|export|exports|exported|come|comes|came|load|loads|loaded|provision|provisions|"
    r"provisioned|serve|serves|served|deploy|deploys|deployed|host|hosts|hosted|publish|"
    r"publishes|published|sync|syncs|synced|move|moves|moved|migrate|migrates|migrated)\b"
    r"(?:\s+[\w'`.-]+){0,4}?)"
    r"\s+out of(?=\s+(?:the\s+)?(?:(?-i:[A-Z`\u2021])|[\w.~-]*/))", re.IGNORECASE)
# A choice left to someone is no requirement: "Caseworkers can choose whether to turn on MFA"
# says what "caseworkers are not required to turn on MFA" says (against "MFA is compulsory").
_LEFT_TO_CHOOSE = re.compile(r"\b(?:can|may|get to)\s+(?:choose|decide|pick)\s+whether\s+"
                             r"(?:or not\s+)?(?=to\b)", re.IGNORECASE)
# When a thing was stopped is not part of what was stopped: "We stopped running Lighthouse in
# CI after it kept timing out" says no to running it in CI, and "after it kept timing out"
# tells when and why (read as a clause of its own, as "since ..." is). "after deploying" (a
# step) stays.
_STOPPED_AFTER = re.compile(r"\b((?:stopped|quit|ceased)\s+\w+ing\b[^,;.!?]*?)\s+after\s+"
                            r"(?!\w+ing\b)", re.IGNORECASE)
# A past use bounded by "until" is over: "we used conda until the spring" says conda is no
# longer used, as "we moved off conda in the spring" does.
_USED_UNTIL = re.compile(r"\bused\s+(?!to\b)((?:[\w./@`'-]+\s+){1,4}?)until\s+(?!now\b)",
                         re.IGNORECASE)
# A thing a change names (up to three words, or five for what replaced it), and where the
# change's sentence goes on after it: a stop, or a word that starts what it says next.
_THING = r"(?:[\w./@`'-]+ ){0,2}?[\w./@`'-]+"
_CHANGE_WORDS = r"in|on|at|because|since|after|last|this|when|as|and|but|so|which"
_CHANGE_END = r"(?=[,;.:!?)]|\s+(?:for|" + _CHANGE_WORDS + r")\b|$)"
_REPLACED_WITH = re.compile(
    r"\b(replaced|swapped)\s+(" + _THING + r")\s+(?:with|for|by)\s+"
    r"((?:[\w./@`'-]+ ){0,4}?[\w./@`'-]+)" + _CHANGE_END, re.IGNORECASE)
# A tool left for another ("We left HipChat for Slack years ago", "we ditched Heroku for
# Render"): the same change, told by what was given up. Only after a pronoun that did it ("Ana
# left the team for a job at Stripe" is no change of tools, "abandoned uploads" no act).
_LEFT_FOR = re.compile(
    r"\b((?:we|they|i)\s+)(?:left|ditched|abandoned)\s+(" + _THING + r")\s+for\s+"
    r"((?:[\w./@`'-]+ ){0,4}?[\w./@`'-]+)"
    r"(?=[,;.:!?)]|\s+(?:" + _CHANGE_WORDS + r"|years?|months?|weeks?|recently|back)\b|$)",
    re.IGNORECASE)
# ... and told of the old thing, done ("Burrow was replaced by kminion", "the Jaeger backend got
# superseded by Tempo"): the same change ("kminion instead of Burrow"). Told in the present
# ("tokens are replaced by a placeholder in logs") it says what happens each time.
_REPLACED_BY = re.compile(
    r"(" + _THING + r")\s+(?:was|were|got|has been|have been|had been)\s+"
    r"(?:replaced|superseded|swapped out)\s+(?:by|with|for)\s+(" + _THING + r")" + _CHANGE_END,
    re.IGNORECASE)
# ... and told with the new thing as the subject ("Vitest replaced Jest", "Queue orders-v2
# replaces orders-v1"; session 29): the same change, "Vitest instead of Jest". Not after a
# pronoun: "We replaced Jest" says who, and not with what.
_NEW_REPLACED_OLD = re.compile(
    r"^((?!(?:we|they|i|you|someone|somebody|it|this|that)\b)" + _THING + r")\s+"
    r"(?:replaced|replaces|has\s+replaced|superseded|supersedes)\s+(" + _THING + r")"
    + _CHANGE_END, re.IGNORECASE)
# Durations written in words, in the form the value rules read: "half an hour" is 30
# minutes, "daily" and "once a day" are every 1 day, "a minute" is 1 minute.
_PERIOD = r"(second|minute|hour|day|week|month|year)"
# A word of a path or a name is not a frequency: "s3://qr-mkt/bars/daily/", "nightly.yml",
# "backup-daily" name a folder, a file and a job.
_NOT_IN_PATH = r"(?<![\w/.\\-])"
# The counts said in words that an amount "and a half" is read with ("seven and a half hours").
_TWO_TO_TWELVE = "|".join(list(_NUMBER_WORDS)[2:13])
# A replacement of a rewriting table (`_rewritten`): a template, or a function of the match.
_Replacement = str | Callable[[re.Match[str]], str]
# Fractions of a unit, read before "a minute" is (only where "half" or "quarter" is written).
_FRACTION_WORDS: tuple[tuple[re.Pattern[str], _Replacement], ...] = (
    # (session 49: "a one-and-a-half-minute hold time" was no amount, and the "half-hour" of
    # "a two-and-a-half-hour window" was read alone)
    (re.compile(r"\b(\d+|an?|one|" + _TWO_TO_TWELVE + r")-and-a-half-" + _PERIOD + r"s?\b",
                re.IGNORECASE),
     lambda found: f"{_count(found.group(1))}.5 {found.group(2)}s"),
    (re.compile(r"\b(?:an|one) hour and a half\b", re.IGNORECASE), "90 minutes"),
    (re.compile(r"\b(?:a|one) minute and a half\b", re.IGNORECASE), "90 seconds"),
    (re.compile(r"\bthree quarters of an hour\b", re.IGNORECASE), "45 minutes"),
    (re.compile(r"\b(?:a )?quarter (?:of an )?hour\b", re.IGNORECASE), "15 minutes"),
    (re.compile(r"\b(?:a|one) quarter of a second\b", re.IGNORECASE), "250 milliseconds"),
    (re.compile(r"\bhalf (?:a )?minute\b", re.IGNORECASE), "30 seconds"),
    (re.compile(r"\bhalf (?:a )?second\b", re.IGNORECASE), "500 milliseconds"),
    (re.compile(r"\bhalf[- ]hour\b", re.IGNORECASE), "30 minutes"),
    (re.compile(r"\bhalf[- ]day\b", re.IGNORECASE), "12 hours"),
    # (session 35: "kept for a day and a half" is 36 hours, not a day and something else;
    # "one and a half days", "2 and a half hours" the same amounts written with a number)
    (re.compile(r"\b(?:a|one) day and a half\b", re.IGNORECASE), "36 hours"),
    (re.compile(r"\b(?:a|one) week and a half\b", re.IGNORECASE), "252 hours"),
    (re.compile(r"\b(?:a|one) year and a half\b", re.IGNORECASE), "18 months"),
    (re.compile(r"\b(?:one|1) and a half (second|minute|hour|day|week|year)s\b",
                re.IGNORECASE), r"1.5 \1s"),
    (re.compile(r"\b(\d+) and a half (second|minute|hour|day|week|year)s\b",
                re.IGNORECASE), r"\1.5 \2s"),
    # (session 49: "seven and a half hours" was 7 hours and a half of something else, "a
    # month and a half" a month)
    (re.compile(r"\b(" + _TWO_TO_TWELVE + r") and a half " + _PERIOD + r"s\b", re.IGNORECASE),
     lambda found: f"{_count(found.group(1))}.5 {found.group(2)}s"),
    (re.compile(r"\b(?:(?:a|one) |(?<=every ))month and a half\b", re.IGNORECASE), "45 days"),
    # ... and half of a whole is 50 % of it ("Half of the traffic goes to the canary" / "The
    # canary gets 10% of traffic"), not the first or second half of a period
    (re.compile(r"(?<!first )(?<!second )(?<!other )(?<!latter )(?<!back )(?<!front )"
                r"\bhalf of (?=(?:the|all|our|its|their|every|each)\b)", re.IGNORECASE),
     "50% of "),
    # ... and so are the other fractions of a whole said in words ("a fifth of all CRF pages"
    # is 20% of them; not "a quarter of an hour", read above)
    *((re.compile(r"\b" + said + r"\s+of\s+(?=(?:the|all|our|its|their|every|each)\b)",
                  re.IGNORECASE), share)
      for said, share in ((r"(?:a|one)\s+quarter", "25% of "), (r"(?:a|one)\s+fifth", "20% of "),
                          (r"(?:a|one)\s+tenth", "10% of "), (r"three\s+quarters", "75% of "))),
)
# ... and a share said as one in so many ("one CRF page in ten", "1 in 5 requests", "one out of
# four runs"): that share of them.
_ONE_IN = re.compile(r"\b(?:one|1)\s+((?:[A-Za-z][\w-]*\s+){0,3}?)(?:in|out\s+of)\s+"
                     r"(two|four|five|ten|twenty|fifty|a\s+hundred|\d{1,3})\b(?!\s*(?:%|[:.]\d))",
                     re.IGNORECASE)
# A count in dozens ("a dozen replicas" is 12 of them; "dozens" says no number).
_DOZENS = (
    (re.compile(r"\bhalf a dozen\b", re.IGNORECASE), "6"),
    (re.compile(r"\b(?:a|one) dozen\b", re.IGNORECASE), "12"),
    (re.compile(r"\btwo dozen\b", re.IGNORECASE), "24"),
)
# Every pattern of _DURATION_WORDS holds one of these.
_PERIOD_HINT = re.compile(r"second|minute|hour|day|dai|week|month|year|quarter|night|annual")
_DURATION_WORDS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"\bhalf an hour\b", re.IGNORECASE), "30 minutes"),
    (re.compile(r"\bhalf a day\b", re.IGNORECASE), "12 hours"),
    (re.compile(r"\bhalf a year\b", re.IGNORECASE), "6 months"),  # (session 51)
    # ("every other day" is every 2 days, "a fortnight" 2 weeks: session 24)
    (re.compile(r"\bevery\s+(?:other|second)\s+" + _PERIOD + r"\b", re.IGNORECASE),
     r"every 2 \1s"),
    (re.compile(r"\b(?:a|one)\s+fortnight\b", re.IGNORECASE), "2 weeks"),
    (re.compile(r"\b(?:once|one time)\s+(?:a|an|per|every)\s+" + _PERIOD + r"\b",
                re.IGNORECASE), r"every 1 \1"),
    (re.compile(r"\bevery\s+" + _PERIOD + r"\b", re.IGNORECASE), r"every 1 \1"),
    (re.compile(r"\b(?:an?|one single)\s+" + _PERIOD + r"\b(?:\s+([a-z][\w-]*))?", re.IGNORECASE),
     lambda m: _one_period(m)),
    (re.compile(_NOT_IN_PATH + r"(\d+)-(hour|week|month|year)ly\b(?![/.]\w)", re.IGNORECASE),
     r"every \1 \2s"),
    (re.compile(_NOT_IN_PATH + r"(\d+)-daily\b(?![/.]\w)", re.IGNORECASE), r"every \1 days"),
    (re.compile(_NOT_IN_PATH + r"quarterly\b(?![/.]\w)", re.IGNORECASE), "every 3 months"),
    # ("every quarter", "once a quarter": a quarter of a year; "a quarter of an hour" is read
    # with the fractions, before these)
    (re.compile(r"\b(?:every|each|(?:once|one time)\s+(?:a|per|every))\s+quarter\b",
                re.IGNORECASE), "every 3 months"),
    (re.compile(r"\b(?:every|each|(?:once|one time)\s+(?:a|per|every))\s+fortnight\b",
                re.IGNORECASE), "every 2 weeks"),
    (re.compile(_NOT_IN_PATH + r"fortnightly\b(?![/.]\w)", re.IGNORECASE), "every 2 weeks"),
    # ("biweekly" is every two weeks in a team's notes, as a release train's or a sprint's;
    # session 25)
    (re.compile(_NOT_IN_PATH + r"bi-?weekly\b(?![/.]\w)", re.IGNORECASE), "every 2 weeks"),
    (re.compile(_NOT_IN_PATH + r"annually\b(?![/.]\w)", re.IGNORECASE),
     "every 1 year"),
    # "yearly" where it says how often, at a clause's end ("We rotate TLS certs yearly"), not
    # before a noun ("a yearly plan": a kind of plan)
    (re.compile(_NOT_IN_PATH + r"yearly(?=\s*(?:[.,;:!?)]|$|\s+(?:and|or|but|at|on|in|from|"
                r"by|via|with|so|because)\b))", re.IGNORECASE), "every 1 year"),
    # ("the nightly channel", "a nightly toolchain": the name of a release channel, not how
    # often something is done)
    (re.compile(_NOT_IN_PATH + r"(?:daily|nightly|every night)\b(?![/.]\w)"
                r"(?!\s+(?:channel|toolchain|track)s?\b)", re.IGNORECASE), "every 1 day"),
    # (a part of an hour first: "half-hourly interval data" is every 30 minutes, session 51)
    (re.compile(_NOT_IN_PATH + r"half[- ]hourly\b(?![/.]\w)", re.IGNORECASE), "every 30 minutes"),
    (re.compile(_NOT_IN_PATH + r"quarter[- ]hourly\b(?![/.]\w)", re.IGNORECASE),
     "every 15 minutes"),
    (re.compile(_NOT_IN_PATH + r"hourly\b(?![/.]\w)", re.IGNORECASE), "every 1 hour"),
    (re.compile(_NOT_IN_PATH + r"weekly\b(?![/.]\w)", re.IGNORECASE), "every 1 week"),
    (re.compile(_NOT_IN_PATH + r"monthly\b(?![/.]\w)", re.IGNORECASE), "every 1 month"),
    # A grain told with "by": "partitioned by day" is "partitioned daily" (session 42: "Tables
    # are partitioned by day by default" / "New tables default to monthly partitions" merged,
    # "day" a word and "monthly" a length). Only after a verb of cutting or grouping, so "by
    # day" as a time of day ("by day the line runs every 10 minutes") is left as it is.
    (re.compile(r"\b((?:partition|rotat|bucket|shard|aggregat|group|split|roll)\w*(?:\s+up)?)"
                r"\s+by\s+(hour|day|week|month|year)\b", re.IGNORECASE), r"\1 every 1 \2"),
)


# Words that follow a length of time ("wait a second before retrying", "a second later").
_AFTER_A_LENGTH = frozenset("before after later ago earlier until till per or and then each "
                            "every between longer shorter more less delay timeout".split())


def _one_period(found: re.Match[str]) -> str:
    """ "a minute" is 1 minute; but "a second" before a word that is not a function word is
    the ordinal ("a second approver", "a second time"), not a length of time."""
    period, following = found.group(1), found.group(2)
    if period.lower() == "second" and following and following.lower() not in _FUNCTION_WORDS \
            and following.lower() not in _AFTER_A_LENGTH:
        return found.group(0)
    return f"1 {period}" + (f" {following}" if following else "")


# A frequency told as a count per period is every period over the count: "twice a day" is
# every 12 hours, "3 times a week" every 56 hours (read before "a day" becomes "1 day").
_PER_PERIOD = re.compile(
    r"\b(twice|thrice|(?:two|three|four|five|six|\d+)\s+times|\d+x)\s+(?:a|an|per|every|each)\s+"
    + _PERIOD + r"\b", re.IGNORECASE)
_PERIOD_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800,
                   "month": 2592000, "year": 31536000}
_COUNT = {"twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


# ... and written shorter still: "2x/yr", "4x / month", "3x/wk" are 2 times a year, 4 times a
# month, 3 times a week (read as a path, "2x/yr" named a file).
_PER_SHORT = re.compile(r"(?<![\w/.-])(\d+)\s*x\s*/\s*(yr|year|mo|mth|month|wk|week|day|d|hr|h|"
                        r"hour)\b(?![/.\w-])", re.IGNORECASE)
_SHORT_PERIODS = {"yr": "year", "year": "year", "mo": "month", "mth": "month", "month": "month",
                  "wk": "week", "week": "week", "day": "day", "d": "day", "hr": "hour",
                  "h": "hour", "hour": "hour"}


def _per_short(found: re.Match[str]) -> str:
    return f"{found.group(1)} times a {_SHORT_PERIODS[found.group(2).lower()]}"


def _per_period(found: re.Match[str]) -> str:
    """ "2x per week" is "2 times per week" written short (the count glued to its x)."""
    count_word = found.group(1).lower().split()[0]
    if count_word[:1].isdigit():
        count_word = count_word.removesuffix("x")
    count = _COUNT.get(count_word) or int(count_word)
    if found.group(2).lower() == "year" and count > 1 and 12 % count == 0:
        return f"every {12 // count} months"  # "twice a year" is every 6 months, not 182.5 days
    seconds = _PERIOD_SECONDS[found.group(2).lower()] / max(count, 1)
    for unit, size in sorted(_PERIOD_SECONDS.items(), key=lambda p: -p[1]):
        if seconds >= size and seconds % size == 0:
            return f"every {seconds / size:g} {unit}s"
    return f"every {seconds:g} seconds"


# A count written as a word and glued to its unit ("a two-minute warning", "a one-week rule")
# is the count and the unit, as "2-minute" is.
_WORD_UNIT = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|"
                        r"twenty|thirty|sixty|ninety|\d+(?:\.\d+)?)-" + _PERIOD + r"s?\b",
                        re.IGNORECASE)
# A time of day on the clock: "2am" and "02:00" are one time, "2:30 pm" (or "2.30pm", as
# British English writes it) is "14:30".
_AM_PM = re.compile(r"\b(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])\.?m\b\.?", re.IGNORECASE)
# A length of time written on a clock after a flag or a key ("--time=02:00:00", "-t 72:00:00",
# "walltime=4:00:00") is that many hours, minutes and seconds; a time of day ("at 02:00:00")
# is not one.
_CLOCK_LENGTH = re.compile(
    r"((?:^|\s)(?:-{1,2}[a-z][\w.-]*(?:=|\s+)|[a-z][\w.-]*=))(\d{1,3}):([0-5]\d):([0-5]\d)\b",
    re.IGNORECASE)


def _am_pm(found: re.Match[str]) -> str:
    hour, minute, half = int(found.group(1)), found.group(2) or "00", found.group(3).lower()
    if hour > 12:
        return found.group(0)
    hour = hour % 12 + (12 if half == "p" else 0)
    return f"{hour:02d}:{minute}"


def _clock_length(found: re.Match[str]) -> str:
    hours, minutes, seconds = (int(found.group(n)) for n in (2, 3, 4))
    return f"{found.group(1).rstrip('=')} {hours * 3600 + minutes * 60 + seconds} seconds"


# A weekday after "every" or "each" is a weekly schedule held on that day ("every Monday").
_EVERY_WEEKDAY = re.compile(
    r"\b(?:every|each)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE)
# ... and every other one is every second week ("every other Tuesday", "every second Sunday",
# where "second" read as the unit of time: session 25).
_EVERY_OTHER_WEEKDAY = re.compile(
    r"\b(?:every|each)\s+(?:other|second|alternate)\s+"
    r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.IGNORECASE)
# A setting whose key names its unit holds an amount of that unit: "`session.timeout.ms` is set
# to 45000" is a session timeout of 45000 ms, "eval.interval_hours: 6" an eval interval of 6
# hours. The key's words are read as words (what the value is of); a value written with a unit
# of its own keeps it.
_KEY_UNIT = re.compile(
    r"(?<![\w./-])([a-z][a-z0-9]*(?:[._-][a-z][a-z0-9]*)*)[._-]"
    r"(ms|millis|seconds|secs|sec|s|minutes|mins|min|hours|hrs|h|days|d)`?"
    r"(\s*[:=]\s*|\s+(?:is\s+)?(?:set\s+to|=)\s+|\s+is\s+)`?(\d+(?:\.\d+)?)`?"
    r"(\s*(?:ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?|d|days?)\b)?",
    re.IGNORECASE)
_KEY_UNITS = {"ms": "ms", "millis": "ms", "seconds": "s", "secs": "s", "sec": "s", "s": "s",
              "minutes": "min", "mins": "min", "min": "min", "hours": "h", "hrs": "h", "h": "h",
              "days": "d", "d": "d"}


def _key_unit(found: re.Match[str]) -> str:
    """An equals sign with no space around it ("TIMEOUT_SECONDS=45") is read as a colon: left
    as "timeout=45" the key and its number were one setting word, never the 45 seconds that
    "timeout: 45 seconds" says."""
    key, unit, joint, number, own_unit = found.groups()
    words = " ".join(re.split(r"[._-]", key))
    if joint == "=":
        joint = ": "
    return f"{words}{joint}{number}{own_unit or ' ' + _KEY_UNITS[unit.lower()]}"


# A crontab schedule says when in words: "30 22 * * *" is every day at 22:30, "*/15 * * * *"
# every 15 minutes, "0 */6 * * *" every 6 hours (its numbers are no counts of anything).
_CRON_DAILY = re.compile(r"(?<![\w*/])([0-5]?\d) ([01]?\d|2[0-3]) \* \* \*(?![\w*/])")
_CRON_EVERY = re.compile(
    r"(?<![\w*/])(?:\*/(\d{1,2}) \* \* \* \*|0 \*/(\d{1,2}) \* \* \*)(?![\w*/])")


def _cron(found: re.Match[str]) -> str:
    if found.re is _CRON_DAILY:
        return f"every 1 day at {int(found.group(2)):02d}:{int(found.group(1)):02d}"
    minutes, hours = found.group(1), found.group(2)
    return f"every {minutes} minutes" if minutes else f"every {hours} hours"


# Something done "in real time" is done as it happens: no wait between one time and the next,
# a frequency like "hourly" (every 0 seconds, against every 1 hour), not a word of the subject.
_REAL_TIME = re.compile(r"\bin real[- ]?time\b", re.IGNORECASE)


# A picture's resolution: "4K" and "8K" (a capital K, not followed by a plural it would count:
# "4K rows" is four thousand rows) are the 2160 and 4320 lines of "2160p" and "4320p", and so
# is a width by a height on the 16:9 screen ("3840x2160"). It is one value, never the number
# 4000 of "caches 4000 tiles" (see `_raw_value`).
_K_RESOLUTION = re.compile(r"(?<![\w.])([48])K(?![\w-])(?!\s+[a-z]+s\b)")
_WIDTH_BY_HEIGHT = re.compile(r"(?<![\w.])(\d{3,4}) ?[x\u00d7] ?(\d{3,4})p?(?!\w|\.\d)")
_LINES = re.compile(r"^(?:240|360|480|576|720|1080|1440|2160|4320)p$")
# The names of the screens' resolutions ("HD" alone is 720p or 1080p, so it is left a word).
_NAMED_RESOLUTION = re.compile(r"\b(?:(Full HD|FHD)|(UHD|Ultra HD)|(QHD))\b")


def _resolutions(text: str) -> str:
    text = _K_RESOLUTION.sub(lambda m: "2160p" if m.group(1) == "4" else "4320p", text)
    if "HD" in text:
        text = _NAMED_RESOLUTION.sub(lambda m: "1080p" if m.group(1) else "2160p" if m.group(2)
                                     else "1440p", text)
    text = _WIDTH_BY_HEIGHT.sub(lambda m: f"{m.group(2)}p" if int(m.group(1)) * 9 == int(
        m.group(2)) * 16 and _LINES.match(m.group(2) + "p") else m.group(0), text)
    return _TWO_SIDES.sub(lambda m: f"{m.group(1) or m.group(3)}x{m.group(2) or m.group(4)}",
                          text)


# Any other size given by its two sides ("256 x 256 mm", "256×256 mm", "3000 by 3000 pixels",
# "320x180"): one value, written one way (session 45: "256 x 256" read as the number 256 and
# "256x", "256×256" as a word, so one bed size written two ways was a possible conflict, and
# "320x180" / "320 x 180 pixels" two names). "by" only before a unit of length or of pixels.
_SIDES = re.compile(r"\d{1,5}x\d{1,5}")
_TWO_SIDES = re.compile(r"(?<![\w.])(\d{1,5}) ?[x\u00d7] ?(\d{1,5})(?!\w|\.\d)"
                        r"|(?<![\w.])(\d{1,5}) by (\d{1,5})(?= ?(?:px|pixels?|mm|cm|m|in|inch"
                        r"|inches|ft|feet)\b)")


# A frequency word that opens a sentence before the plural noun it qualifies names a kind of
# that thing, not how often something is done: "Hourly snapshots are kept for 7 days" /
# "Weekly snapshots are kept for 90 days" are two kinds of snapshot, each kept its own time
# (read as "every 1 hour" / "every 1 week" they were one thing done at two rates). It is read
# as the period's noun ("hour snapshots"), a word like any other, where the sentence goes on to
# tell a length of time (`_frequency_kind`).
_FREQUENCY_KIND = re.compile(
    r"(?:^|(?<=[.;!?]\s))((?:the|our)\s+)?(daily|nightly|hourly|weekly|monthly)"
    r"(?=\s+(?!vs\b)[a-z]+s\b)",
    re.IGNORECASE)
_KIND_PERIOD = {"daily": "day", "nightly": "night", "hourly": "hour", "weekly": "week",
                "monthly": "month"}


# A length of time said later in the sentence: what the sentence tells of that kind.
_LENGTH_LATER = re.compile(r"\b(?:\d+(?:\.\d+)?|an?|one)\s*" + _PERIOD + r"s?\b", re.IGNORECASE)


def _frequency_kind(found: re.Match[str]) -> str:
    """Only where the sentence goes on to tell a length of time of that kind ("kept for 7
    days", "archived after 5 years"): "Nightly backups run at 02:00" tells how often backups
    run, against "Backups run weekly"."""
    if not _LENGTH_LATER.search(found.string, found.end()):
        return found.group(0)
    return (found.group(1) or "") + _KIND_PERIOD[found.group(2).lower()]


def _count(said: str) -> str:
    """A count written in digits or as a number word ("a" and "an" are one), in digits."""
    said = said.lower()
    return "1" if said in ("a", "an") else _NUMBER_WORDS.get(said, said)


def _one_in(found: re.Match[str]) -> str:
    """ "one CRF page in ten" -> "10% of CRF page", where the share is a whole percent."""
    said = found.group(2).lower().split()[-1]  # ("a hundred": the number word)
    count = int(_NUMBER_WORDS.get(said, said))
    if count < 2 or 100 % count:
        return found.group(0)
    return f"{100 // count}% of {found.group(1)}".rstrip() + " "


def _durations(text: str) -> str:
    lower = text.lower()
    if "real" in lower:
        text = _REAL_TIME.sub("every 0 seconds", text)
    if "half" in lower or "quarter" in lower or "fifth" in lower or "tenth" in lower:
        text = _rewritten(text, _FRACTION_WORDS)
    if " in " in lower or " out of " in lower:
        text = _ONE_IN.sub(_one_in, text)
    if "dozen" in lower:
        text = _rewritten(text, _DOZENS)
    if "x/" in lower or "x /" in lower:
        text = _PER_SHORT.sub(_per_short, text)
        lower = text.lower()
    if "times" in lower or "twice" in lower or "thrice" in lower or "x " in lower:
        text = _PER_PERIOD.sub(_per_period, text)
    if "-" in lower:
        text = _WORD_UNIT.sub(r"\1 \2s", text)  # (plural: a length, not a kind of noun)
    if "m" in lower and _DIGIT.search(text):  # (a time of day on the clock has a digit)
        text = _AM_PM.sub(_am_pm, text)
    if ":" in lower:
        text = _CLOCK_LENGTH.sub(_clock_length, text)
    if _may_hold(text, "day"):
        text = _EVERY_WEEKDAY.sub(r"every 1 week on \1", _EVERY_OTHER_WEEKDAY.sub(
            r"every 2 weeks on \1", text))
    if _PERIOD_HINT.search(text.lower()):  # (each pattern names a period: most texts have none)
        text = _FREQUENCY_KIND.sub(_frequency_kind, text)
        for pattern, worded in _DURATION_WORDS:
            text = pattern.sub(worded, text)
    return text


# A variable set to a path ("HF_HOME=/scratch/hf_cache") names the variable and the path: the
# path is the value, compared as one with "Set HF_HOME to /scratch/hf_cache".
_SET_TO_PATH = re.compile(r"(?<![\w./=-])([A-Za-z_][A-Za-z0-9_]*)=(?=[~/$]|\.{1,2}/)")
# A variable or key set to a port ("PORT=8080", "API_PORT=9000", "port=5432") says port 8080, as
# "listens on port 8080" does: its words, then the number after "port".
_SET_TO_PORT = re.compile(r"(?<![\w./=-])((?:[A-Za-z][A-Za-z0-9]*_)*(?i:port))=(\d{2,5})\b")
# An environment variable set to a number ("RECEIPT_BATCH_SIZE=500", "DEDUPE_THRESHOLD=0.85")
# names the variable and the number, as "RECEIPT_BATCH_SIZE = 500" and "the receipt batch size
# is 500" do: the key is read as a name (whose words the prose says) and the number as a value
# of its own, not the two glued into one value no sentence can say (fourteenth round). Only a
# key of two words or more, in capitals or in snake case (`work_mem=64` says what "work_mem:
# 64" does, session 47; a one-word `acks=1` or `seed=42` stays a setting of a config file), and
# only a whole number or one decimal: `X=4.2.11` is a version, `X=1.5GB` a size.
# Not 0 or 1, which may turn a thing off or on (`PHI_REDACTION=1`, `CGO_ENABLED=0`: claims.py
# reads those as the switch they are).
_SET_TO_NUMBER = re.compile(
    r"(?<![\w./=-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)"
    r"=(?![01](?![\d.]))(\d+(?:\.\d+)?)(?![\w.:/-])")
# A key written in humps ("SlurmctldPort=6817", "MaxSubmitJobs=500", "maxPoolSize=20"), as
# Slurm, Java and JavaScript configs name their settings, is the key snake case writes
# ("slurmctld_port=6817"), read as one: against "slurmctld listens on port 6817" (session 51).
# Only before a number: a hump-written name given a word ("SameSite=Strict") is a setting and
# its value.
_HUMPS_SET_TO_NUMBER = re.compile(
    r"(?<![\w./=-])((?:[A-Z][a-z0-9]+|[a-z][a-z0-9]+)(?:[A-Z]+[a-z0-9]*)+)=(?=\d)")
_HUMP = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+")
# A package pinned to one version with "==" ("django==4.2.11") is the package at that version,
# as "Django 4.2.11" is: the name and the version, compared as a version (fourteenth round). A
# bound (">=", "~=") is not one version and stays as it is.
_PINNED_EXACTLY = re.compile(
    r"(?<![\w./=-])([a-z][a-z0-9_.-]*[a-z0-9])==v?(\d+(?:\.\d+)*)(?![\w.-])")
# A flag given a number with "=" ("--port=8080", "--workers=4") is the flag and its number, as
# "--port 8080" is.
_FLAG_EQUALS_NUMBER = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)=(\d+(?:\.\d+)?)(?![\w:/-]|\.\w)")
# A key set to a length of time ("token_ttl=15m", "retention.ms=604800000" is read by the unit
# in its key) names what the length is of in its words: "token ttl 15m" against "a TTL of 1 hour".
_SET_TO_LENGTH = re.compile(
    r"(?<![\w./=-])([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*)=(\d+(?:\.\d+)?(?:ms|s|m|min|h|d|w))\b")


# A count written into a compound before its noun is the count of it: "a 6-node cluster" has
# 6 nodes, "a 3-replica set" 3 replicas (units of time, size and the rest are the value
# reader's: "a 90-day window").
_COUNTED_COMPOUND = re.compile(r"(?<![\w.-])(\d+)-(node|replica|shard|worker|core|broker|"
                               r"instance|server|member|partition|thread|approver|reviewer)"
                               r"(?![\w-])", re.IGNORECASE)
# "A single approval" is one approval (not "single sign-on", "a single point of failure", "a
# single source of truth", "a single name" of a portfolio: phrases of their own; nor "a single
# node", "a single instance": a way to run a thing, against "multiple nodes", lexicon.yaml's
# series).
_A_SINGLE = re.compile(r"\ba\s+single\s+(?!(?:sign|sign-on|point|source|name|node|instance|"
                       r"server|host|machine|process|thread|region|zone|tenant|replica)s?\b)"
                       r"([a-z]+)", re.IGNORECASE)
# A first word whose hyphen waits for the second's ending ("split- and dividend-adjusted",
# "on- and off-boarding") says it whole: "split-adjusted and dividend-adjusted".
_SUSPENDED_HYPHEN = re.compile(r"\b([A-Za-z]+)-\s+(and|or|&)\s+([A-Za-z]+)-([A-Za-z]+)\b")
# A percentage written with a space before its sign ("5 % of NAV") is the one written without.
_SPACED_PERCENT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) %(?!\w)")

# A unit given apart, in brackets after its number ("`CASEWORKER_IDLE_TIMEOUT=1200` (seconds)",
# "timeout: 90 (in minutes)"), is the number's unit: 1200 seconds, as "1200 seconds" says.
# (Whole words and the usual short forms only: "2 (s)" may be a plural's ending.)
_UNIT_IN_BRACKETS = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)(`?)\s*\((?:in\s+)?(milliseconds|seconds|minutes|hours|days|"
    r"weeks|ms|secs?|mins?|hrs?)\)", re.IGNORECASE)


def _key_units(text: str) -> str:
    return _KEY_UNIT.sub(_key_unit, text) if _DIGIT.search(text) else text  # (it needs one)


# How a note says what kind of note it is ("Agent observation:", "TIL:"): not what it says.
_NOTE_LABEL = re.compile(
    r"^\s*(?:(?:agent|ai|bot)\s+(?:observation|note|finding)|observation|observed|note|nb|til|"
    r"fyi|heads[- ]up(?:\s+from\s+\w+)?|(?:noticed|found|learned|learnt|seen)(?:\s+(?:in|"
    r"during)\s+\w+)?)\s*:\s*", re.IGNORECASE)
# ... or how its writer came to know it ("Found out the staging DB gets wiped every Sunday",
# "Turns out CI caches node_modules"; session 29): the news is the clause after it. Not
# "confirmed" or "verified", which tell a check done once ("Verified the restore on May 2").
_LEARNED = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:just\s+)?(?:found\s+out|found(?=\s+that\b)|learned|learnt|"
    r"noticed|discovered|realized|realised|(?:it\s+)?turns\s+out)(?:\s+that)?\s+(?=\S)",
    re.IGNORECASE)
# What a team targets is what it builds on or for: "We target Python 3.12" says what "The
# Python version is 3.12" says (session 32; "target" weighed as a word of the subject). Only
# the verb after a person: "the build target", "make targets" are things.
_WE_TARGET = re.compile(r"\b(we|i|they|you)(\s+(?:mainly\s+|only\s+)?)target\b", re.IGNORECASE)
# A code in capitals and its number, as a standard or an algorithm is written three ways
# ("ISO-8601" / "ISO 8601" / "iso8601", "SHA-256" / "sha256", "RFC 3339"): read glued, as one
# name. Apart only from a number of four digits or more ("IEC 104" may be a code and a count,
# or a code and a part of its longer number: "IEC 60870-5-104"), and not after a code whose
# number is a value of its own ("HTTP 404", "port 8080"). Not one number of several
# ("CVE-2024-1234"), nor one with a point (a version).
_STANDARD = re.compile(r"\b([A-Z]{2,6})(?:-(\d{1,5})|\s(\d{1,5}))(?![\w-]|\.\d)")
_NUMBERED_BY_VALUE = frozenset("HTTP HTTPS TCP UDP PORT API ID PR MR".split())
# The algorithms and encodings whose short number is part of the name however it is written
# ("AES 256" is AES-256, "SHA 1", "UTF 8", "RSA 2048"; session 42: "encrypted with AES-256" /
# "using AES 256" was flagged as two names), and the SOC reports ("SOC 2"; session 43: read as
# a version, "... after the SOC 2 audit flagged it" weighed a value the other side lacked).
_NAMED_WITH_NUMBER = frozenset("AES SHA UTF RSA MD SOC".split())


def _standard(found: re.Match[str]) -> str:
    code, number = found.group(1), found.group(2) or found.group(3)
    if code in _NUMBERED_BY_VALUE or (
            found.group(3) and len(number) < 4 and code not in _NAMED_WITH_NUMBER):
        return found.group(0)
    return code + number


# A runtime glued to its version ("py3.12", "node18", "go1.22") is the two words.
_GLUED_VERSION = re.compile(r"\b(python|py|node|go|java|jdk|ruby|php|perl|pg|postgres)"
                            r"(\d+(?:\.\d+)*)\b", re.IGNORECASE)
# A toolchain named with its version after a hyphen ("openjdk-17", "gcc-13"): the toolchain and
# its version. Not a hyphen after a server's name: "node-1", "kafka-2", "redis-0" name hosts and
# pods. (session 35)
_TOOLCHAIN_VERSION = re.compile(r"(?<![\w./-])(openjdk|jdk|java|gcc|clang|llvm|python)-"
                                r"(\d{1,2}(?:\.\d+)*)(?![\w:/-]|\.\w)", re.IGNORECASE)


# A count of things in a period ("100 requests per second", "6000 requests a minute"): said per
# minute where the count stays whole (from seconds it always does), so that one rate said in
# two periods reads alike ("6000 requests per minute" both) and two rates, each said in its own
# period, differ in their counts ("100 requests per minute" / "5 requests per second").
_RATE = re.compile(r"\b(\d+(?:,\d{3})*|(?:" + "|".join(_NUMBER_WORDS) + r"))\s+"
                   r"(?:((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*s)\s+(?:per|a|an|each|every)|per)\s+"
                   r"(second|minute|hour|day)\b(?![/-])", re.IGNORECASE)
_RATE_PERIODS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


# "second" as the ordinal: a noun after "a second" ("a second scanner", "every second day").
_A_SECOND = re.compile(r"\b(?:a|every|each)\s+second$", re.IGNORECASE)
_SECOND_OF_A_KIND = re.compile(r"\s+(?!(?:from|per|on|in|at|for|to|and|or|with|during|across|"
                               r"by|when|while|until|max|each|of|is|are|was)\b)[a-z]{3,}\b")


def _rate(found: re.Match[str]) -> str:
    said = found.group(1).lower()
    count = int(_NUMBER_WORDS.get(said, said).replace(",", ""))
    seconds = _RATE_PERIODS[found.group(3).lower()]
    if (count * 60) % seconds or found.group(2) and tuple(
            f"{found.group(2)} per {found.group(3)}".lower().split()) in lexicon().synonyms:
        return found.group(0)  # (not whole per minute: "10 deploys a day" stays as it is; nor
        # a phrase of the word tables: "30 frames per second" is "30 fps")
    if found.group(3).lower() == "second" and _A_SECOND.search(found.group(0)) and (
            _SECOND_OF_A_KIND.match(found.string, found.end())):
        return found.group(0)  # "Gate 12 has a second scanner": the ordinal, no rate
    things = f" {found.group(2)}" if found.group(2) else ""
    return f"{count * 60 // seconds}{things} per minute"


# A default told by what overrides it: "X is A unless you pass --b", "If you don't set X, the
# script uses 0", "Leaving out --tag builds :latest", "loads warehouse.sdf if no world is
# given", "falls back to domain 0 when X is unset". Each says what holds when nothing is
# given, as "X is A by default" does, and the option it names is what the default is of, not a
# clause of its own (cut off, "you pass rviz:=false" would dispute "you pass rviz:=true" of
# another launch file). The override is read by its verb, a closed class of the words notes
# use for giving an option, or for a person choosing another value ("unless the user picks a
# language", "unless someone changes it", "unless you opt out"); a rule with an exception
# ("Don't merge unless CI is green") has none of them and keeps its "unless"; nor does "pass"
# with nothing after it, which is to succeed ("Don't merge unless the tests pass", session 30).
_OVERRIDE = (r"(?:pass(?:es|ed)?(?=\s+\S)(?!\s+(?:before|after|first|again|locally|on|in)\b)|"
             r"set(?:s)?|specif(?:y|ies|ied)|configure[sd]?|override[sn]?|"
             r"overridden|suppl(?:y|ies|ied)|provide[sd]?|give[sn]?|launch(?:es)?\s+with|"
             r"ask(?:s)?\s+for|says?\s+otherwise|told\s+otherwise|"
             r"chang(?:e|es|ed)\s+(?:it|them|that)|opt(?:s|ed)?\s+out|"
             r"(?:pick|choose|select)(?:s|ed)?)")
_OPTION = r"(?P<x>(?:(?![.;!?](?:\s|$)|,\s)[^\n])*?)"  # (up to the clause's end)
_CLAUSE_END = r"(?=[.;!?](?:\s|$)|,\s|$)"
_GIVEN = r"(?:is|are)\s+(?:passed|set|given|specified|provided|configured|overridden)"
_DEFAULT_UNLESS = re.compile(
    r"(?<=[^\s.;!?,])\s*,?\s+unless\s+(?:(?:[\w`'\u2021-]+\s+){0,3}?"
    + _OVERRIDE + r"\b\s*" + _OPTION + r"|(?P<y>(?:[\w`.:=/\u2021-]+\s+){1,3}?)" + _GIVEN
    + r")" + _CLAUSE_END, re.IGNORECASE)
_NOT_OVERRIDDEN = (r"(?:if|when)\s+(?:you|we)\s+(?:don't|do\s+not|didn't)\s+" + _OVERRIDE
                   + r"\s+" + _OPTION)
_DEFAULT_IF_NOT = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:" + _NOT_OVERRIDDEN + r"|unless\s+(?:[\w`'\u2021-]+\s+){0,3}?"
    + _OVERRIDE + r"\b\s*" + _OPTION.replace("?P<x>", "?P<y>") + r"),\s+(?=\S)", re.IGNORECASE)
# (the option named before its verb, the clause may end without a comma: "Unless LOG_LEVEL is
# set we log at DEBUG", session 29; where the option comes after the verb only a comma tells
# where it ends: "Unless you pass --json the CLI ...")
_DEFAULT_UNLESS_GIVEN = re.compile(
    r"(?:^|(?<=[.!?;]\s))unless\s+(?P<y>(?:[\w`.:=/\u2021-]+\s+){1,3}?)" + _GIVEN
    + r",?\s+(?=\S)", re.IGNORECASE)
_DEFAULT_IF_NOT_CLOSING = re.compile(r",?\s+" + _NOT_OVERRIDDEN + _CLAUSE_END, re.IGNORECASE)
_DEFAULT_NOT_GIVEN = (
    r"(?:if|when)\s+(?:no\s+(?P<x>[\w`.:=/\u2021-]+(?:\s+[\w`.:=/\u2021-]+){0,2}?)\s+(?:is|are)\s+"
    r"(?:given|set|passed|specified|provided|configured)|(?P<y>[\w`.:=/\u2021-]+(?:\s+"
    r"[\w`.:=/\u2021-]+){0,2}?)\s+(?:is|are)\s+(?:(?:not|n't)\s+(?:given|set|passed|specified|"
    r"provided|configured)|unset|omitted|left\s+out|missing))")
_DEFAULT_OPENING = re.compile(r"(?:^|(?<=[.!?;]\s))" + _DEFAULT_NOT_GIVEN + r",?\s+(?=\S)",
                              re.IGNORECASE)
_DEFAULT_CLOSING = re.compile(r"\s+" + _DEFAULT_NOT_GIVEN + _CLAUSE_END, re.IGNORECASE)
_DEFAULT_LEFT_OUT = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:leaving\s+(?:out|off)|omitting|if\s+you\s+(?:leave\s+out|omit))\s+"
    r"(?:(?P<x>[-\u2021][^\s,]*)|(?P<y>[^\s,]+(?:\s+[^\s,]+){0,2}?)(?=,))(?:,\s+|\s+)",
    re.IGNORECASE)  # (an option, a flag or a code span, is one word; anything else ends at a
# comma: "Leaving out --tag pushes app:latest", "Omitting the region, the CLI uses us-east-1")
_NOT_AN_OPTION = frozenset("it them this that one otherwise else anything something".split())


# How `_option` writes the option after the default it overrides: "by default (background)".
_OPTION_ASIDE = re.compile(r"\bby default \(([^()]+)\)", re.IGNORECASE)


def option_aside(clause: str) -> str:
    """The words `_option` put in brackets after a clause's "by default" ("background" in "Sync
    runs in the foreground by default (background)"), or ""."""
    found = _OPTION_ASIDE.search(clause)
    return found.group(1) if found else ""


def _option(found: re.Match[str]) -> str:
    """The option an override names, as an aside of at most three words ("" when it names
    none: "unless a params file overrides it")."""
    option = next((g for g in (found.groupdict().get(k) for k in ("x", "y")) if g), "")
    # (named by its name: "--tag" is the tag option, "rviz:=false" the rviz argument; the
    # value that overrides the default is not what holds)
    said = option.split()
    if said[:1] and said[0].startswith("-"):
        said = said[:1]  # ("-s sqlite3": the option, and the value it would be given)
    names = (re.split(r":?=", w.lstrip("-"), maxsplit=1)[0] for w in said)
    polar = lexicon().opposites.keys() | lexicon().positives
    # (nor a value of a pair of opposites: "unless you pick private" names the value that
    # overrides the default, and read as a word of the claim it says the default's opposite)
    words = [w for w in names if w and w.lower() not in _NOT_AN_OPTION
             and (w.lower(),) not in polar]
    return f" ({' '.join(words)})" if 0 < len(words) <= 3 else ""


# Off until someone turns it on is off by default, and on until they turn it off on by default:
# "Telemetry is off unless the user turns it on" says what "Telemetry is off by default" (and
# "... is opt-in") says, and no to "Telemetry is opt-out" (session 32; the two halves were read
# as two claims, one of them "the user turns it on").
_UNLESS_SOMEONE = (r"\s*,?\s+unless\s+(?:the\s+|a\s+|an\s+|each\s+)?[a-z]+\s+"
                   r"(?:explicitly\s+)?")
# What someone does to turn a thing on, or off, after that "unless".
_TURNS_IT_ON = r"(?:(?:turns?|switch(?:es)?)\s+(?:it|them)\s+on|enables?\s+(?:it|them)|opts?\s+in)"
_TURNS_IT_OFF = (r"(?:(?:turns?|switch(?:es)?)\s+(?:it|them)\s+off|disables?\s+(?:it|them)|"
                 r"opts?\s+out)")
_OFF_UNLESS_ON = re.compile(
    r"\b(is|are)\s+(off|disabled|on|enabled)" + _UNLESS_SOMEONE
    + r"(?:(?:turns?|switch(?:es)?)\s+(?:it|them)\s+(on|off)|(enable|disable)s?\s+(?:it|them)|"
    r"opts?\s+(in|out))" + _CLAUSE_END, re.IGNORECASE)


# And an act said no to until someone turns it on is not done by default: "Self-hosted installs
# don't send telemetry unless the admin turns it on" says what "Telemetry is opt-in for
# self-hosted installs" says (session 33: read as a no to sending telemetry, a conflict).
_NOT_UNLESS_ON = re.compile(
    r"\b((?:don't|doesn't|do\s+not|does\s+not|never)\s+[^,;:.!?]*?)" + _UNLESS_SOMEONE
    + _TURNS_IT_ON + _CLAUSE_END, re.IGNORECASE)


# ... and an act done until someone turns it off is done by default: "The SDK now retries
# failed requests unless you turn it off" says what "Retries are on by default" says (session
# 33: "you turn it off" was read as a claim of its own). Not after a no (left to the above).
_DONE_UNLESS_OFF = re.compile(
    r"^((?:(?!\b(?:not|never|no|don't|doesn't|off|disabled)\b)[^,;:.!?])+?)" + _UNLESS_SOMEONE
    + _TURNS_IT_OFF + _CLAUSE_END, re.IGNORECASE)


# ... and the same two with the "unless" said first: "Unless someone disables it, authdns
# logs every query" says "authdns logs every query by default"; "Unless the admin turns it
# on, installs don't send telemetry" says they don't by default (session 49: the first was
# read as a no, against "Per-query logging is enabled by default").
_SAYS_NO_NOT = r"(?!\b(?:not|never|no|nothing|nobody|none|don't|doesn't)\b)"
_UNLESS_FIRST = r"^unless\s+(?:the\s+|a\s+|an\s+|each\s+)?[a-z]+\s+(?:explicitly\s+)?"
_OFF_FIRST_DONE = re.compile(
    _UNLESS_FIRST + _TURNS_IT_OFF + r"\s*,\s*(" + _SAYS_NO_NOT + r"\w(?:" + _SAYS_NO_NOT
    + r"[^,;:.!?])*)", re.IGNORECASE)
_ON_FIRST_NOT = re.compile(
    _UNLESS_FIRST + _TURNS_IT_ON
    + r"\s*,\s*([^,;:.!?]*\b(?:don't|doesn't|do\s+not|does\s+not|never)\b[^,;:.!?]*)",
    re.IGNORECASE)


def _opted(found: re.Match[str]) -> str:
    """An `_OFF_UNLESS_ON` said as a default (left as it is when the two ends do not meet:
    "off unless someone turns it off")."""
    off = found.group(2).lower() in ("off", "disabled")
    turned = (found.group(3) or found.group(5) or found.group(4)).lower()
    if off == (turned in ("on", "in", "enable")):
        return f"{found.group(1)} {found.group(2)} by default"
    return found.group(0)


def _defaults(text: str) -> str:
    """The text with each default told by what overrides it said as a default (see above)."""
    lower = text.lower()
    if "unless" in lower:
        text = _OFF_UNLESS_ON.sub(_opted, text)
        text = _NOT_UNLESS_ON.sub(r"\1 by default", text)
        text = _DONE_UNLESS_OFF.sub(r"\1 by default", text)
        text = _OFF_FIRST_DONE.sub(r"\1 by default", text)
        text = _ON_FIRST_NOT.sub(r"\1 by default", text)
        text = _DEFAULT_UNLESS.sub(lambda m: f" by default{_option(m)}", text)
    if "if " in lower or "when " in lower or "unless" in lower:
        text = _DEFAULT_IF_NOT.sub(lambda m: f"By default{_option(m)} ", text)
        text = _DEFAULT_UNLESS_GIVEN.sub(lambda m: f"By default{_option(m)} ", text)
        text = _DEFAULT_IF_NOT_CLOSING.sub(lambda m: f" by default{_option(m)}", text)
        text = _DEFAULT_OPENING.sub(lambda m: f"By default{_option(m)} ", text)
        text = _DEFAULT_CLOSING.sub(lambda m: f" by default{_option(m)}", text)
    if "leav" in lower or "omit" in lower:
        text = _DEFAULT_LEFT_OUT.sub(lambda m: f"By default{_option(m)} ", text)
    return text


# "A > B" between two phrases is how notes write a preference: "prefer A over B" ("Service
# objects > fat models", "API pagination: cursors > offsets"); "> 5" is a number, "->" an arrow.
_GREATER = re.compile(r"(^|:\s+)([^,;.:<>=\s][^,;.:<>=]*?)\s+>\s+(?=[A-Za-z`*_])")
# A dot inside a word ("pathlib.Path", "os.path", "v1.2") does not end the phrase.
_PHRASE = r"(?:[^,;.]|\.(?=\w))"
_PREFERRED = r"\b(prefer\w*\s+" + _PHRASE + r"{1,200}?)\s+(?:over|to)\s+"
# A choice told as made, with "over" what was not chosen: "We chose RabbitMQ over SQS", "picked
# Vitest over Jest", "went with uv over Poetry" (session 28). Not "cherry-pick", "picked up"
# ("picked up by the photo watcher that arrive over FTP"), and "over" alone is as often a
# transport ("gRPC over HTTP/2").
_CHOSEN = (r"(?<![\w-])((?:cho(?:se|ose|oses|sen)|pick(?:s|ed)?(?!\s+up\b)|went\s+with|"
           r"go(?:es)?\s+with|opt(?:s|ed)?\s+for)\s+" + _PHRASE + r"{1,80}?)\s+over\s+")
# "prefer X over Y for new drivers", "picked Vitest over Jest for unit tests": where the choice
# holds, after what it was made over, is said of both X and Y.
_CHOICE_HOLDS = (r"(\s+(?:for|in|on|when|inside|within|across|at)\s+" + _PHRASE
                 + r"{1,200})(?=[,;.]|$)")
_PREFER_OVER = re.compile(_PREFERRED, re.IGNORECASE)
_PREFER_OVER_WHERE = re.compile(_PREFERRED + "(" + _PHRASE + r"{1,200}?)" + _CHOICE_HOLDS,
                                re.IGNORECASE)
_CHOSE_OVER = re.compile(_CHOSEN, re.IGNORECASE)
_CHOSE_OVER_WHERE = re.compile(_CHOSEN + "(" + _PHRASE + r"{1,80}?)" + _CHOICE_HOLDS, re.IGNORECASE)
_PREFERRED_TO = re.compile(r"\bpreferred\s+(?:to|over)\b", re.IGNORECASE)
_MARKDOWN = re.compile(r"(\*\*|__|(?<![\w*])[*_](?=\S)|(?<=\S)[*_](?![\w*])|^#{1,6}\s+|^>\s*)")
_LINK = re.compile(r"\[([^\[\]\n]*)\]\(([^)\[\]\s]*)\)")
_FENCE = re.compile(r"^\s*(```|~~~)")
# A colon inside a word ("test:e2e", "localhost:8080") keeps it whole; before a space it is a
# separator ("Linting: ruff").
_WORDS = re.compile(r"(?:[^\s,:;!?\"()\[\]{}<>|]|:(?=[^\s,:;!?\"()\[\]{}<>|]))+|[,:]")
_CODE_MARK = "\u2021"  # put before a one-word code span while a text is read
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


_PLACE_WEIGHT = 4.0
_COMPOUND_WEIGHT = 3.0  # (a term that names, above the judge's NAMING, 2.8)
_PLACES = frozenset("production staging development test testing qa uat sandbox preview local "
                    "canary demo integration".split())


@lru_cache(maxsize=1 << 16)
def weight(word: str) -> float:
    """How much a word tells, from 1 (as common as "use") to 7 (not an English word at all:
    a tool, an identifier): 8 minus its Zipf frequency in English (wordfreq), at least 1."""
    if not word.replace("_", "").replace("-", "").isalpha():
        return 6.0
    if word in _PLACES:
        return _PLACE_WEIGHT
    from wordfreq import zipf_frequency

    found = max(1.0, min(7.0, 8.0 - zipf_frequency(word.replace("_", " "), "en",
                                                   wordlist="small")))
    if word.count("-") >= 2:
        # Three words or more joined by hyphens are one term ("end-to-end", "fire-and-forget",
        # "point-in-time"): wordfreq weighs such a phrase from its common parts (as it would
        # "end to end" said in passing), so "end-to-end tests" against "unit tests" named no
        # kind of test and the two runners of two kinds read as one job's two tools.
        return max(found, _COMPOUND_WEIGHT)
    return found


# (Not "set": in "Set FALFEN_URL to 1 in CI" what is set is the subject, and "to" announces
# the choice. The tables long read every "set" as "settings", so it never acted as one.)
_CHOICE_WORDS = frozenset(
    "use is are was be to on in into as with via by through default defaults switch switched "
    "pick choose adopt target against from".split()
)


# Words after which the next term says where or for whom a statement holds ("DEBUG on dev").
_QUALIFYING = frozenset("in on for at within across per".split())
_ARTICLES = frozenset("a an the our your their its this that every each all".split())


# Words joined by slashes outside a code span, the first one capitalised or a code
# ("Style/format:", "Tokenizers/processors:", "JavaScript/TypeScript unit tests",
# "Engine/version", "CI/CD", "AP/Reuters"): the words said together, "this or that", not a
# path (a path is written in a code span, or in lower case: "apps/web", "src/Api"; a folder
# ends in its slash, a file in its extension: a period before a letter, not one that ends the
# sentence).
_ALTERNATION = re.compile(r"(?<![\w/.~@:$-])(?:[A-Z][A-Za-z]*[a-z][A-Za-z]*(?:-[A-Za-z]+)*"
                          r"(?:/[A-Za-z]+(?:-[A-Za-z]+)*)+"
                          r"|[A-Z]{2,6}(?:/(?:[A-Z]{2,6}|[A-Z][a-z]+))+)"
                          r"(?![\w/]|\.\w)")


# A shell code block whose lines carry comments ("# Format code" above `just format`, or
# `pytest   # Run all tests`): each command said with what it does, as a list of "what: `how`"
# items would say it. A block of commands alone says nothing by itself (what it is for was said
# around it); a block of another language is code, not a list of commands.
_SHELL_FENCE = re.compile(r"\s*(?:```|~~~)\s*(?:bash|sh|shell|zsh|console)\s*", re.IGNORECASE)
_LINE_COMMENT = re.compile(r"\s*#\s*(.*?)\s*")
_TRAILING_COMMENT = re.compile(r"(.*?\S)\s+#\s+(.*?)\s*")


def block_commands(block: str) -> list[str]:
    """The command lines of a fenced code block, each without its trailing comment or a "$ "
    prompt; a line that is all comment gives none."""
    found = []
    for line in block.splitlines()[1:-1]:
        if _LINE_COMMENT.fullmatch(line):
            continue
        trailing = _TRAILING_COMMENT.fullmatch(line)
        found.append((trailing.group(1) if trailing else line).strip().removeprefix("$ "))
    return found


def commented_commands(text: str) -> str | None:
    """A fenced shell block of commented commands as "what: `command`" items joined by "; ",
    or None for any other text (see `_SHELL_FENCE`)."""
    lines = text.strip("\n").splitlines()
    if (len(lines) < 3 or not _SHELL_FENCE.fullmatch(lines[0]) or not _FENCE.match(lines[-1])
            or "`" in "".join(lines[1:-1])):
        return None
    items: list[str] = []
    said = ""  # the comment above the commands that follow it
    for line in lines[1:-1]:
        comment = _LINE_COMMENT.fullmatch(line)
        if comment:
            said = comment.group(1) if len(re.findall(r"[^\W\d_]{2,}", comment.group(1))) >= 2 \
                else ""
            continue
        if not line.strip():
            said = ""
            continue
        trailing = _TRAILING_COMMENT.fullmatch(line)
        command, what = (trailing.group(1), trailing.group(2)) if trailing else (line.strip(), "")
        what = what if len(re.findall(r"[^\W\d_]{2,}", what)) >= 2 else said
        items.append(f"{what}: `{command.strip()}`" if what else f"`{command.strip()}`")
    if not any(": `" in item for item in items):
        return None
    return "; ".join(items)


# A size in the binary units Kubernetes writes ("512Mi", "2Gi"): mebibytes and gibibytes, as
# "512 MiB" (case matters: "5 mi" is five miles).
_BINARY_UNIT = re.compile(r"(?<=\d)(Ki|Mi|Gi|Ti)\b")
# A number whose thousands are set apart by a no-break or thin space ("10\u202f000"), as
# typesetting does: one number (a plain space may part two numbers of a list).
_SPACED_THOUSANDS = re.compile(r"(?<![\w.,])\d{1,3}(?:[\u00a0\u202f\u2009]\d{3})+(?![\w,]|\.\d)")
# A length in hours and minutes, or minutes and seconds, written as one word ("1h30m", "2h 15m",
# "1m30s"): its seconds, as one amount.
_COMPOUND_LENGTH = re.compile(
    r"(?<![\w.:-])(?:(\d+)h ?(\d+)m(?:in)?(?: ?(\d+)s)?|(\d+)m ?(\d+)s)(?![\w:]|\.\w)")
# A length in ISO 8601 ("PT15M", "P1DT12H", "P2W"), as configuration files write it: its seconds.
# (Not months or years, whose length in days varies.)
_ISO_LENGTH = re.compile(r"(?<![\w-])P(?:(\d+)W|(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?"
                         r"(?:(\d+)S)?)?)(?![\w-])")
# A range of an amount written with a dash ("5-10 minutes", "2–3 days", "10-20%"), as "5 to 10
# minutes" says it: a dash between two numbers is otherwise read as one word ("5-10").
_DASHED_RANGE = re.compile(r"(?<![\w.:/-])(\d+(?:\.\d+)?) ?[-\u2013\u2014] ?(\d+(?:\.\d+)?)"
                           r"( ?)([A-Za-z]+\b|%)(?![-/.]\w)")
# Payment terms ("net 30", "Net-60"): the days an invoice has, as "within 30 days" says them.
_NET_TERMS = re.compile(r"\b[Nn]et[- ](\d{1,3})\b(?![- ]?days?\b)")
# The home folder named by its variable ("$HOME/.aws/credentials", "${HOME}/.config"), as "~".
_HOME = re.compile(r"\$(?:HOME\b|\{HOME\})(?=/)")
# A version with the operator of a requirement ("Python >=3.11", "~=4.2.0", "^18.2.0"): a
# floor is "or newer", as people write it; a pin (PEP 440's "~=" and "==", npm's "^" and "~"
# before a version with a dot) is the version itself. Upper bounds ("<3.13") are left as they
# are. A "~" before a whole number is "about" ("~30 s": `_ABOUT_SIGN`).
_VERSION_FLOOR = re.compile(r"(?<![\w.<>=~^!])(?:>=|\u2265)\s?(v?\d+(?:\.\d+)*)(?!\w|\.\d)"
                            r"(?=\s?(%|[A-Za-z\u00b0][\w/\u00b0]*))?")
_VERSION_PIN = re.compile(r"(?<![\w.<>=~^!])(?:(?:~=|==|~)\s?(?=v?\d+\.\d)|\^)(v?\d+(?:\.\d+)*)"
                          r"(?!\w|\.\d)")
_GLUED_COMPATIBLE = re.compile(r"(?<=[a-z0-9])~=(?=\d)", re.IGNORECASE)


# Two times of day that share their "am" or "pm" ("between 2 and 4 am", "from 9 to 11pm"): the
# first is a time of day too, not a count.
_SHARED_MERIDIEM = re.compile(r"\b(between|from)\s+(\d{1,2})\s+(and|to)\s+(\d{1,2})\s*([ap]m)\b",
                              re.IGNORECASE)
# Two times written with a dash other than the hyphen ("02:00–04:00") are the same range.
_DASHED_TIMES = re.compile(r"\b(\d{1,2}:[0-5]\d)\s*[\u2013\u2014]\s*(\d{1,2}:[0-5]\d)\b")


def _floor(found: re.Match[str]) -> str:
    """`_VERSION_FLOOR`'s match as people write a floor: a version "or newer" ("Python >=3.11"),
    an amount of a unit "at least" ("≥ 8 GB", "≥ 90%": read as a version, "8 or newer
    GB" lost its unit and conflicted with "at least 8 GB"; session 50)."""
    after = found.group(2)
    if after is not None and after.lower() in _UNITS:
        return f"at least {found.group(1)}"
    return f"{found.group(1)} or newer"


# A code whose number is padded with zeros ("KVS-0731", "pg-01", "LITHO04"): people write one
# ticket, one host, with the zeros and without ("KVS-731", "pg-1", "litho-4"), and no two things
# are told apart by them (session 57). Only a code of letters, perhaps a dash, and digits, as a
# word of its own: a date ("2024-01-05"), a version ("1.2-01"), a path or a file name
# ("//fs01/ddc", "\\fs01\share", "test01.py") keeps its zeros.
_PADDED_CODE = re.compile(r"(?<![\w./\\:@-])([A-Za-z]+)(-?)0+(\d+)(?![\w/\\-]|\.\w)")


def _notations(text: str) -> str:
    """A text with the notations of tools read as people write them (session 35): sizes and
    lengths in the short forms of Kubernetes, ISO 8601, cron and payment terms as amounts, the
    home folder by its variable as "~", and versions with a requirement's operator."""
    if "HOME" in text:
        text = _HOME.sub("~", text)
    if _DIGIT.search(text) is None:
        return text
    if "* *" in text:  # (a schedule in cron's notation, in a code span or not: read before
        # its stars are taken for emphasis, "Cron: */15 * * * *")
        text = _CRON_EVERY.sub(_cron, _CRON_DAILY.sub(_cron, text))
    if "=" in text or "^" in text or "~" in text or "\u2265" in text:
        text = _VERSION_PIN.sub(r"\1", _VERSION_FLOOR.sub(_floor, text))
        text = _GLUED_COMPATIBLE.sub("==", text)
    if "i" in text:
        text = _BINARY_UNIT.sub(r"\1B", text)
    if "\u00a0" in text or "\u202f" in text or "\u2009" in text:
        text = _SPACED_THOUSANDS.sub(lambda m: re.sub(r"\D", "", m.group(0)), text)
    if "m" in text:
        text = _COMPOUND_LENGTH.sub(lambda m: _seconds(
            hours=m[1], minutes=m[2] or m[4], seconds=m[3] or m[5]) or m[0], text)
        text = _SHARED_MERIDIEM.sub(r"\1 \2 \5 \3 \4 \5", text)
    if "\u2013" in text or "\u2014" in text:
        text = _DASHED_TIMES.sub(r"\1-\2", text)
    if "et" in text:
        text = _NET_TERMS.sub(r"net \1 days", text)
    if "-" in text or "\u2013" in text or "\u2014" in text:
        text = _DASHED_RANGE.sub(_dashed_range, text)
    if "0" in text:
        text = _PADDED_CODE.sub(r"\1\2\3", text)
    if "P" in text:
        text = _ISO_LENGTH.sub(lambda m: _seconds(
            weeks=m[1], days=m[2], hours=m[3], minutes=m[4], seconds=m[5]) or m[0], text)
    return text


def _default_first(found: re.Match[str]) -> str:
    """`_VALUE_IS_DEFAULT`'s match as the default first: "The default theme is Dark mode",
    "The default is now Light mode"."""
    lead, value, verb, now, named, now_after = found.groups()
    return (f"{lead}The default {named + ' ' if named else ''}{verb} {now or ''}"
            f"{'now ' if now_after else ''}{value}")


def _dashed_range(found: re.Match[str]) -> str:
    """ "5-10 minutes" as "5 to 10 minutes": two numbers rising, then a unit. Two hours of the
    day that share their "am" or "pm" ("2–4 am", "9-11pm") are each a time of day, "2am-4am"
    (session 51: "2–4 am" was read as 2 and 04:00, against "02:00–04:00"); not "9-5pm", which
    crosses noon, nor a range to 12."""
    low, high, space, unit = found.groups()
    if unit.lower() in ("am", "pm"):
        if not (low.isdigit() and high.isdigit() and int(low) < int(high) < 12):
            return found.group(0)
        return f"{low}{unit}-{high}{unit}"
    if unit.lower() not in _UNITS or float(low) >= float(high):
        return found.group(0)
    return f"{low} to {high}{space}{unit}"


def _rewritten(text: str, table: Sequence[tuple[re.Pattern[str], _Replacement]]) -> str:
    """`text` with each pattern of `table` replaced in turn."""
    for pattern, replacement in table:
        text = pattern.sub(replacement, text)
    return text


def _seconds(**parts: str | None) -> str:
    """A length given in parts ("1" week, "2" hours ...) as "N seconds"; "" for none at all."""
    scale = {"weeks": 604800, "days": 86400, "hours": 3600, "minutes": 60, "seconds": 1}
    total = sum(scale[unit] * int(count) for unit, count in parts.items() if count)
    return f"{total} seconds" if total else ""


@lru_cache(maxsize=1 << 16)
def _strip_markdown(text: str) -> str:
    text = _notations(text)
    text = commented_commands(text) or text
    text = text.translate(_QUOTES)
    text = _LINK.sub(r"\1 \2", text)
    lines = [line for line in text.splitlines() if not _FENCE.match(line)]
    # Emphasis is stripped outside code spans only: `us_` keeps its underscore.
    parts = " ".join(lines).split("`")
    text = "".join(_code(part) if n % 2 else _prose(part) for n, part in enumerate(parts))
    return " ".join(text.split())


# A time zone by its tz database name ("Europe/London", "Asia/Tokyo"): one name, written with
# capitals and a slash, not two words said together.
_ZONE_NAME = re.compile(r"(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|"
                        r"Pacific|Etc|US)/[A-Z][A-Za-z]+(?:/[A-Z][A-Za-z]+)?")


def _alternation(found: re.Match[str]) -> str:
    if _ZONE_NAME.fullmatch(found.group(0)) or found.group(0).lower() in _UNITS:
        return found.group(0)  # (a unit written with a capital is one unit: "10 Gbit/s")
    return found.group(0).replace("/", " ")


def _prose(part: str) -> str:
    part = _ALTERNATION.sub(_alternation, part)
    return _MARKDOWN.sub("", part)


def _code(span: str) -> str:
    # A one-word code span is a name, even when it spells a common word (`any`, `default`).
    if (span and " " not in span and not span.startswith("-")
            and span.replace("_", "").replace("-", "").isalnum()):
        return _CODE_MARK + span
    return span


_SUBORDINATE = frozenset("after before when whenever if once to for while until since".split())


# A clause with a subject of its own ("it's ephemeral", "that's too slow"): a statement
# however short, not the value of a label.
_OWN_SUBJECT = re.compile(r"(?:it|they|that|this|these|those)(?:'s|'re|\s+(?:is|are|was|were)\b)",
                          re.IGNORECASE)


def _colon_split(text: str) -> list[str]:
    # "X isn't done in nginx anymore: the middleware does it" is two clauses; "API
    # pagination: the page size is 50" is a label and its statement, kept together.
    head, colon, rest = text.partition(": ")
    if head.count("(") > head.count(")"):
        return [text]  # "(branch: beta)": a key and its value inside an aside
    # (an aside is not counted: "Build tool for the JVM services: Gradle (Kotlin DSL)" is a
    # label and the name it is set to)
    stated = _PARENTHESES.sub("", rest).split()
    if (colon and len(head.split()) >= 4 and (len(stated) >= 3 or bool(_OWN_SUBJECT.match(rest)))
            and head.split()[0].lower() not in _SUBORDINATE
            and not rest[:1].isdigit()  # "first-load JS budget: 200 kB gz": a key, a value
            and not _negated_key(head, rest) and not _polar_value(rest)):
        return [head, rest]
    return [text]


def _polar_value(rest: str) -> bool:
    """Whether what follows a label's colon opens with a word of polarity that says a state
    of the label: either end of a pair of the opposites table, or "not" / "no longer" ("Head
    brewer signature on batch records: not needed for packaging release", "Admin console
    SSO for contractors: optional until the IdP migration"). Such a value has no subject of
    its own; it says yes or no of the label, and split from it the no would be said of
    nothing (the label, read alone, then held "Batch records must be signed by the head
    brewer" whole, and the pair merged). The pairs are read from memstore/data/lexicon.yaml,
    so a store's own count too. Not the other negators: "no Date.now() inside workflow
    code", "nobody can edit timesheets", "never call it there" are statements of their own
    that explain the label. A preposition that is also one end of a pair ("on", "with")
    opens a place or a means as often as a state, and counts only when nothing follows it."""
    words = [w.strip(".,;!*_") for w in rest.lower().split()]
    if words[:1] == ["not"] or words[:2] == ["no", "longer"]:
        return True
    lex = lexicon()
    for phrase in lex.openings(words):
        if phrase in lex.opposites or phrase in lex.positives:
            return not (len(phrase) == 1 and phrase[0] in _PLACE_WORDS and len(words) > 1)
    return False


# Words that are an end of a pair of the opposites table but open a place or a means too.
_PLACE_WORDS = frozenset("on with in".split())


# A label whose key holds the no ("PII fields we never log: SSN, date of birth") says the no of
# each item listed after it: read whole, not as a bare list of the items (which, said without
# its no, disputed "Never log the SSN").
_KEY_NO = re.compile(r"\b(?:never|not|no)\b|n't\b", re.IGNORECASE)
_LIST_ITEM = re.compile(r",\s+|\s+(?:and|or)\s+")


def _negated_key(head: str, rest: str) -> bool:
    if not _KEY_NO.search(head):
        return False
    items = _LIST_ITEM.split(rest.rstrip(". "))
    return len(items) >= 2 and all(len(item.split()) <= 4 for item in items)


# A sentence that opens with the reason or the time since which its statement holds ("Since
# we added automaxprocs, GOMAXPROCS defaults to ...", "Because of the RDS limit, the pool is
# 10"): the statement after the comma is a clause of its own. ("After X, Y" and "Once X, Y" are
# orders, read whole.)
_OPENING_REASON = re.compile(r"^((?:since|because|as of)\b[^,;:]{3,80}),\s+(?=\S)", re.IGNORECASE)


# A number written with thousands separators ("1,200 policies", "2,500,000 rows") is one
# number, not a list of two.
_THOUSANDS = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\w,]|\.\d)")


def _state_until(found: re.Match[str]) -> str:
    """A lasting state (`_STILL_UNTIL`) ended with a semicolon before its "until", unless the
    state is said with a no of its own."""
    state = found.group(0)
    return state if _NO_OF_ITS_OWN.search(found.string, 0, found.end()) else state + ";"


def _reason_split(text: str) -> list[str]:
    found = _OPENING_REASON.match(text)
    return [found.group(1), text[found.end():]] if found else [text]


def _end_after(found: re.Match[str]) -> str:
    """How a thing removed (or cut off) after a length of time ends then: it expires (times
    out), unless it has expired already ("Expired sessions are deleted after 7 days" is a
    second step, after the sessions' own end)."""
    if _EXPIRED.search(found.string, 0, found.start()):
        return found.group(0)
    joint = "and " if found.group(0)[:3].lower() == "and" else ""
    return f"{joint}{'expire' if found.group(1) else 'time out'} after "


_EXPIRED = re.compile(r"\b(?:expired|expiring|timed[ -]out)\b", re.IGNORECASE)


def _may_hold(text: str, *words: str) -> bool:
    """Whether a text may hold one of these words (in lower case), in any case: asked before a
    pattern that ignores case and cannot match without one of them, so that most texts skip
    it. A text with a letter outside ASCII always may (such a pattern reads the long s as "s",
    the Kelvin sign as "k")."""
    if not text.isascii():
        return True
    lower = text.lower()
    for word in words:  # (a loop, not any() over a generator: asked about twenty times a text,
        if word in lower:  # the generator was most of its cost)
            return True
    return False


# A number written in words of more than one part ("two hundred", "forty-five", "a thousand",
# "three hundred and fifty") is the number in digits, as "200", "45", "1000" and "350" are:
# read part by part it was two numbers ("2" and "100") or none.
_ONES = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
         "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
         "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
         "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_TENS_ONES = (r"(?:" + "|".join(_TENS) + r")(?:-(?:" + "|".join(list(_ONES)[3:12]) + r"))?")
_COMPOUND_NUMBER = re.compile(
    r"\b(?:(" + "|".join(list(_ONES)[2:]) + r"|" + _TENS_ONES + r"|a)\s+"
    r"(hundred|thousand|million|billion)"
    r"(?:\s+(?:and\s+)?(" + _TENS_ONES + r"|" + "|".join(list(_ONES)[2:]) + r"))?"
    r"|((?:" + "|".join(_TENS) + r")-(?:" + "|".join(list(_ONES)[3:12]) + r")))\b",
    re.IGNORECASE)


def _word_number(words: str) -> int:
    """A number of one or two words below a hundred ("seven", "forty-five")."""
    tens, _, ones = words.lower().partition("-")
    return _TENS.get(tens, 0) + _ONES.get(ones or tens, 0) if tens in _TENS else _ONES[tens]


_WORD_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000,
                "billion": 1_000_000_000}  # ("one million rows" is "1M rows", session 35)


def _compound_number(found: re.Match[str]) -> str:
    if found.group(4):
        return str(_word_number(found.group(4)))
    count = _word_number(found.group(1))
    size = _WORD_SCALES[found.group(2).lower()]
    return str(count * size + (_word_number(found.group(3)) if found.group(3) else 0))


# A bound or a restriction said with a "no" states no negation: "no more than 3" and "not
# longer than 30 s" are "at most", "no later than 5 days" is "within 5 days", "nobody outside
# the platform team" is "only the platform team" (read as the plain bound, it is the same as
# the other wording of it, not a no to what it bounds).
_BOUNDS_SAID_WITH_NO = (
    (re.compile(r"\b(?:no|not)\s+(?:more|greater|higher|larger|bigger|longer)\s+than\b",
                re.IGNORECASE), "at most"),
    (re.compile(r"\b(?:no|not)\s+(?:fewer|less|lower|smaller|shorter)\s+than\b",
                re.IGNORECASE), "at least"),
    (re.compile(r"\b(?:no|not)\s+later\s+than\b", re.IGNORECASE), "within"),
    (re.compile(r"\b(?:nobody|no\s+one|no-one|none)\s+(?:outside(?:\s+of)?|but|except|"
                r"other\s+than|besides)\s+", re.IGNORECASE), "only "),
    (re.compile(r"\bas\s+many\s+as\s+(?=\d)", re.IGNORECASE), "at most "),
    # ("up to" is left alone: "timeouts go up to 30 s" against "go down to 30 s")
    # "TLS 1.3 or nothing" is "TLS 1.3 only" (session 50; not "all or nothing", which offers
    # no choice)
    (re.compile(r"(?<!\ball)\s+or\s+nothing\b", re.IGNORECASE), " only"),
)
# A floor said after a whole number, in words or with a plus, is one floor: "iOS 16 and later",
# "Android 7 and up", "iOS 16+" are "iOS 16 minimum", as "minimum iOS 16" says (not "C++",
# "+1"). A version with a dot keeps its own wording: "Django 4.2+" is read as its own value
# (memstore.core.judge.values), and read as a bare "minimum" it lost what tells two tools'
# floors apart ("The API requires Django 4.2+" / "Use Celery 5.3 or newer for the API").
_FLOOR_AFTER = re.compile(r"(?<![\w.+-])(\d+)(?:\+|\s+(?:or|and)\s+(?:newer|later|up|above|"
                          r"higher))(?=[\s.,;:!?)]|$)", re.IGNORECASE)
# A count of tries is a count of times: "3 attempts", "three retries", "5 tries" are what
# "retried 3 times" says (the tries counted, read as the count "3x" that "3 times" gives).
# "retries" stays, said before its count: it is the verb's own word ("gives a job 25 retries"
# says it retries), where "attempts" and "tries" only count.
# (a count written as a word too: "three attempts" is "3 times")
_TRIES = re.compile(r"\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+"
                    r"(attempts|tries|retries)\b", re.IGNORECASE)

_DIGIT = re.compile(r"\d")


def _tries(match: re.Match[str]) -> str:
    word, noun = match.groups()
    count = _NUMBER_WORDS.get(word.lower(), word)
    return f"{noun} {count} times" if noun.lower() == "retries" else f"{count} times"


# One value written in two forms (`_value_forms`): each pattern gives the form the rest of the
# reading knows.
# A share written "per cent" in two words: "90 per cent" is "90%".
_PER_CENT = re.compile(r"(?<=\d)\s+per\s+cent\b", re.IGNORECASE)
# A time of day said "o'clock" or with the part of the day: "2 o'clock" is "02:00", "10 in the
# morning" "10:00", "3 o'clock in the afternoon" "15:00"; the hour in words too ("at two in the
# afternoon" is "at 14:00").
# An hour of the clock, in figures or in words.
_CLOCK_HOUR = r"1[0-2]|0?[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_O_CLOCK = re.compile(r"\b(" + _CLOCK_HOUR + r")(?:\s*o['\u2019]clock\b|(?=\s+in\s+the\s+(?:"
                      r"morning|afternoon|evening)\b))(?:\s+in\s+the\s+(?:morning|(afternoon|"
                      r"evening)))?\b", re.IGNORECASE)
# A time of day said in words, the way people say it aloud (session 53): "half past five" is
# "05:30", "quarter to nine" "08:45"; "every evening at six" and "at eight every morning" are
# "18:00" and "08:00". The part of the day after it ("in the evening", "pm") makes an
# afternoon or evening hour; midnight and noon are hours too.
_HOUR = r"(" + _CLOCK_HOUR + r"|midnight|noon|midday)"
_PART_AFTER = r"(?:\s+in\s+the\s+(morning|afternoon|evening)|\s*([ap])\.?m\b\.?)?"
_PAST_HOUR = re.compile(r"\b(half\s+past|quarter\s+past|quarter\s+to)\s+" + _HOUR + r"\b"
                        + _PART_AFTER, re.IGNORECASE)
# The minutes each of `_PAST_HOUR`'s words adds to the hour.
_PAST_MINUTES = {"half past": 30, "quarter past": 15, "quarter to": -15}
_PART_THEN_HOUR = re.compile(r"\b((?:every|each)\s+(morning|afternoon|evening)|(morning|afternoon|"
                             r"evening)s)\s+at\s+" + _HOUR + r"\b(?![:.]\d|\s*(?:%|[ap]\.?m\b|h\b|"
                             r"hrs?\b|hours?\b|min|o['\u2019]clock|in\s+the\b|[a-z]+s\b))",
                             re.IGNORECASE)
_HOUR_THEN_PART = re.compile(r"\bat\s+" + _HOUR + r"(?=\s+(?:every|each)\s+(morning|afternoon|"
                             r"evening)\b)", re.IGNORECASE)


def _clock(hour_said: str, minutes: int, part: str | None, meridiem: str | None) -> str:
    """"HH:MM" of an hour said in words or digits, with the part of the day it falls in."""
    said = hour_said.lower()
    hour = {"midnight": 0, "noon": 12, "midday": 12}.get(said)
    if hour is None:
        hour = int(_NUMBER_WORDS.get(said, said))
        afternoon = (part or "").lower() in ("afternoon", "evening") or (
            (meridiem or "").lower() == "p")
        if afternoon and hour < 12:
            hour += 12
    if minutes < 0:  # ("quarter to nine": a quarter before the hour)
        hour, minutes = (hour - 1) % 24, 60 + minutes
    return f"{hour:02d}:{minutes:02d}"


def _said_times(text: str) -> str:
    """A text with each time of day it says in words written as "HH:MM" (`_PAST_HOUR`)."""
    text = _PAST_HOUR.sub(lambda m: _clock(m.group(2), _PAST_MINUTES[" ".join(
        m.group(1).lower().split())], m.group(3), m.group(4)), text)
    text = _PART_THEN_HOUR.sub(lambda m: f"{m.group(1)} at "
                               f"{_clock(m.group(4), 0, m.group(2) or m.group(3), None)}", text)
    return _HOUR_THEN_PART.sub(lambda m: f"at {_clock(m.group(1), 0, m.group(2), None)}", text)


# A length of time with a word between its number and its unit ("after 15 unacknowledged
# minutes", "ten free days a year"): the unit next to its number, as "15 minutes" is read, the
# word after it (session 53). Not a word that counts things of its own ("15 failed jobs"
# names no unit), nor a function word ("30 of the days").
_AMOUNT_APART = re.compile(
    r"\b(\d+|" + "|".join(_NUMBER_WORDS) + r")\s+([a-z]+)\s+(seconds?|minutes?|hours?|"
    r"days?|weeks?|months?|years?)\b", re.IGNORECASE)
# Words between a number and a unit of time that keep it where it is: which period ("released
# 2.11 last week"), a unit of its own ("2 working days", "4 business hours" are not 2 days and
# 4 hours), or a bound a floor was read as ("45+ minutes", `_FLOOR_AFTER`: left as it was read).
_KEPT_APART = frozenset("""last next this past previous coming following same business
    working work school trading banking man person minimum maximum""".split())


def _amount_apart(found: re.Match[str]) -> str:
    number, word, unit = found.groups()
    said = word.lower()
    if said in _FUNCTION_WORDS or said in _UNITS or said in _NUMBER_WORDS or said in _KEPT_APART:
        return found.group(0)
    return f"{number} {unit} {word}"


# An hour said bare after a day it falls on ("every Monday at 10", "weekdays at 9, ..."): the
# time of day, "10:00" (session 42: "hands over every Monday at 10:00" / "Every Monday at 10
# the pager passes ..." was flagged, the bare 10 read as a count). Only an hour of the day,
# right after "at", with no unit, share, clock or count after it.
_HOUR_OF_A_DAY = re.compile(
    r"(\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?|daily|nightly|"
    r"every\s+(?:1\s+)?(?:day|night))\b[^.;:]{0,12}?\s)at\s+(1[0-9]|2[0-3]|0?[0-9])\b"
    r"(?![:.]\d|\s*(?:%|[ap]\.?m\b|h\b|hrs?\b|hours?\b|min|o['\u2019]clock|[a-z]+s\b))",
    re.IGNORECASE)
# A weekday written short and capitalised ("Tue", "Thurs."), a month written short next to a
# day's number ("3 Sept", "Sept 3"): the whole name. (Lower-case "wed", "sat", "sun" are words.)
_SHORT_WEEKDAY = re.compile(r"\b(Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\b\.?(?=\s*(?:[,+&/;)]|"
                            r"and\b|or\b|to\b|-|\d|$))")
_WEEKDAYS = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday",
             "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"}
_MONTHS_SHORT = {"Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April",
                 "Jun": "June", "Jul": "July", "Aug": "August", "Sep": "September",
                 "Sept": "September", "Oct": "October", "Nov": "November", "Dec": "December"}
_SHORT_MONTH = re.compile(r"(?<=\d )(" + "|".join(_MONTHS_SHORT) + r")\b\.?|\b("
                          + "|".join(_MONTHS_SHORT) + r")\b\.?(?= \d)")
# A whole date written with its month's name ("March 1, 2027", "1st March 2027"): the ISO
# form a date is most often written in ("2027-03-01").
_MONTH_NUMBERS = {name: n for n, name in enumerate(
    "january february march april may june july august september october november december"
    .split(), start=1)}
_MONTH_NAME = r"(" + "|".join(_MONTH_NUMBERS) + r")"
_WRITTEN_DATE = re.compile(
    r"\b" + _MONTH_NAME + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b|\b(\d{1,2})(?:st|nd|rd|th)?"
    r"\s+(?:of\s+)?" + _MONTH_NAME + r",?\s+(\d{4})\b", re.IGNORECASE)


def _iso_date(found: re.Match[str]) -> str:
    month, day, year = ((found.group(1), found.group(2), found.group(3)) if found.group(1)
                        else (found.group(5), found.group(4), found.group(6)))
    if not 1 <= int(day) <= 31:
        return found.group(0)
    return f"{year}-{_MONTH_NUMBERS[month.lower()]:02d}-{int(day):02d}"


# A rate of requests written short: "100 req/min", "100 rpm" (said of requests, a rate limit
# or an API: a motor's rpm is revolutions) are "100 requests per minute".
_REQUEST_RATE = re.compile(r"(?<=\d)\s*(?:req(?:uests?|s)?/(min|m|s|sec)|(rpm|rps))\b",
                           re.IGNORECASE)
# A rate over a span of more than one unit is the rate over one: "10 requests per 10 seconds"
# is "1 requests per second", "100 calls per 60 seconds" "100 calls per minute" (only where it
# divides evenly).
_RATE_OVER_SPAN = re.compile(r"\b(\d+)\s+(requests|calls|req)\s+(?:per|every|each|in)\s+(\d+)\s+"
                             r"(seconds|minutes|secs|s|mins)\b", re.IGNORECASE)


def _rate_over_one(found: re.Match[str]) -> str:
    count, noun, span, unit = int(found.group(1)), found.group(2), int(found.group(3)), (
        "second" if found.group(4).lower().startswith("s") else "minute")
    if unit == "second" and span == 60:
        return f"{count} {noun} per minute"
    if span and count % span == 0:
        return f"{count // span} {noun} per {unit}"
    return found.group(0)


# A bare rate glued to its number: "5k/s" and "300/min" are "5000 per second", "300 per minute"
# (a unit before the slash, "mm/s", "kbit/s", stays a unit of its own).
_GLUED_RATE = re.compile(r"(?<![\w./])(\d+(?:\.\d+)?)(k?)/(s|sec|min)\b", re.IGNORECASE)


def _glued_rate(found: re.Match[str]) -> str:
    amount = float(found.group(1)) * (1000 if found.group(2) else 1)
    return f"{amount:g} per {'minute' if found.group(3).lower() == 'min' else 'second'}"


_OF_REQUESTS = re.compile(r"request|\breq\b|rate|limit|throttl|\bapi\b|quota", re.IGNORECASE)
# A square root written as a sign or a call: "√252" and "sqrt(252)" are "the square root of
# 252".
_SQUARE_ROOT = re.compile(r"\u221a\s*(\d+(?:\.\d+)?)|\bsqrt\s*\(\s*(\d+(?:\.\d+)?)\s*\)",
                          re.IGNORECASE)
# A length in metres ("5000 m") where the text speaks of a length or a distance: metres, not
# minutes (a length in kilometres is read in metres too: `_UNITS`).
_METRES = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*m\b(?![/'\u2019])")
# Watts written as a capital "W" after a number ("300 W", "60W"; session 42: "The panel draws 300
# W" / "... 300 watts" read the first as 300 weeks). A lower-case "w" stays weeks ("2w").
_WATTS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?W\b")
# ("within", "long", "longer" are said of times too: "respond within 5 m", "jobs longer than 30 m")
_OF_LENGTH = re.compile(r"\b(?:radius|distance|range|length|width|height|altitude|elevation|"
                        r"buffer|away|km|kilomet|metre|meter|tall|wide|deep|thick)",
                        re.IGNORECASE)


def _o_clock(found: re.Match[str]) -> str:
    return _clock(found.group(1), 0, found.group(2), None)


# A count of a thing per period glued to the thing: "5 free stories/month" is "5 free stories
# per month" (read as a path it named a file).
_GLUED_PERIOD = re.compile(r"(?<=[a-z])/(second|minute|hour|day|week|month|year)\b", re.IGNORECASE)
# "3-of-5": three of five, as "3 of 5" is read (signers, approvals, replicas).
_K_OF_N = re.compile(r"\b(\d+)-of-(\d+)\b", re.IGNORECASE)


# Midnight and noon as a time of day ("runs at midnight" is "runs at 00:00").
_NOON = re.compile(r"\b(at|until|till|from|by|after|before|since)\s+(midnight|noon|midday)\b",
                   re.IGNORECASE)
# The working week and the weekend said by their days ("Monday to Friday", "Mon-Fri",
# "Saturdays and Sundays"): "weekdays" and "weekends", as most notes say them.
_WORK_WEEK = re.compile(r"\bmondays?\s*(?:to|through|thru|till|until|-|\u2013|\u2014)\s*"
                        r"fridays?\b", re.IGNORECASE)
_WEEKEND = re.compile(r"\bsaturdays?\s*(?:and|&|to|-|\u2013)\s*sundays?\b", re.IGNORECASE)
# A count written with a word of scale ("10 million rows", "2.5 bn events"): the number.
_SCALED = re.compile(r"\b(\d+(?:\.\d+)?)\s*(thousand|million|billion|mn|bn)\b", re.IGNORECASE)
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "mn": 1e6, "billion": 1e9, "bn": 1e9}


# "10M users", "1.2B rows": a capital M or B glued to a count before a noun is a million or
# a billion, not minutes (session 31: "2M tris" was read as 2 minutes, "1.2B rows" as a
# version). Said of memory ("Heap is 512M", "The JVM heap is 2G"), a capital M or G is
# megabytes or gigabytes. A small "m" stays minutes ("timeout 2m").
_GLUED_SCALE = re.compile(r"(?<![\w.$€£-])(\d+(?:\.\d+)?)([MB])"
                          r"(?=\s+(?!(?:of|per|a|an|the|to|in|on|at|for|and|or)\b)[a-z])")
_GLUED_BYTES = re.compile(r"(?<![\w.$€£-])(\d+)([MG])\b(?!\s+[a-z])")
_MEMORY = re.compile(r"\b(?:heap|memory|mem|ram|buffer|disk|storage|size)\b", re.IGNORECASE)


def _glued_scale(found: re.Match[str]) -> str:
    return f"{found.group(1)} {'million' if found.group(2) == 'M' else 'billion'}"


def _scaled(found: re.Match[str]) -> str:
    return format(float(found.group(1)) * _SCALE_WORDS[found.group(2).lower()], ".15g")


# An environment variable (or another UPPER_SNAKE key) given a value in words: "LOG_LEVEL should
# be debug", "set LOG_LEVEL to debug", read as the key=value setting "LOG_LEVEL=debug" says (a
# number is left as it is: "MAX_CONN=20" reads as the key and the number already; so is a state,
# "is enabled", "is off", which the polarity readings read).
_KEY_SAID = re.compile(
    r"`?\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b`?\s+(?:is|should\s+be|must\s+be|has\s+to\s+be|"
    r"needs\s+to\s+be|defaults\s+to|is\s+set\s+to|=)\s+(?!(?:not|never|the|an?|set|unset|"
    r"empty|required|optional|mandatory|enabled|disabled|on|off|true|false|yes|no|turned|"
    r"switched|active|inactive|deprecated|ignored|supported|used|needed)\b)"
    r"`?([A-Za-z](?:[\w.:/-]*\w)?)`?")
_SET_KEY = re.compile(r"\b[Ss]et\s+`?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`?\s+to\s+"
                      r"`?([A-Za-z](?:[\w.:/-]*\w)?)`?")


def _key_set(found: re.Match[str]) -> str:
    """"KEY=value" for a key given a value in words, unless the word after it is a function
    word ("TRANSFORM_WH is for dev only": what the key is for, no value)."""
    key, value = found.group(1), found.group(2)
    if value.lower() in _FUNCTION_WORDS:
        return found.group(0)
    return f"{key}={value}"


# "~8 min", "~200ms": a tilde before an amount says "about" (session 29: "~8 min" was read as
# "~8" and "minimum"); not in a path ("~/.cache"), a version bound ("~=1.4") or a version of
# three parts ("~1.2.3", a range of patches).
_ABOUT_SIGN = re.compile(r"(?<![\w/.~$=^<>-])~(?=\d+(?:\.\d+)?(?![\d.]))")


def _value_forms(text: str) -> str:
    """One value written in the form the other readings know (the patterns above)."""
    if "_" in text:
        text = _SET_KEY.sub(_key_set, _KEY_SAID.sub(_key_set, text))
    if _may_hold(text, "half", "quarter", "morning", "afternoon", "evening"):
        text = _said_times(text)
    if _may_hold(text, "second", "minute", "hour", "day", "week", "month", "year"):
        text = _AMOUNT_APART.sub(_amount_apart, text)
    if _may_hold(text, "clock", "in the morning", "in the afternoon", "in the evening"):
        text = _O_CLOCK.sub(_o_clock, text)
    if _may_hold(text, "day", "daily", "night", "weekend") and _may_hold(text, "at "):
        text = _HOUR_OF_A_DAY.sub(lambda m: f"{m.group(1)}at {int(m.group(2)):02d}:00", text)
    if _may_hold(text, "midnight", "noon", "midday"):
        text = _NOON.sub(lambda m: f"{m.group(1)} "
                         f"{'00:00' if m.group(2).lower() == 'midnight' else '12:00'}", text)
    if _may_hold(text, "mon", "tue", "wed", "thu", "fri", "sat", "sun"):
        text = _SHORT_WEEKDAY.sub(lambda m: _WEEKDAYS[m.group(1)[:3]], text)
        text = _WEEKEND.sub("weekends", _WORK_WEEK.sub("weekdays", text))
    if _may_hold(text, "on the ", "by the ", " month"):
        text = _SPELLED_ORDINAL.sub(_ordinal_digits, text)
    if _DIGIT.search(text):
        if "~" in text:
            text = _ABOUT_SIGN.sub("about ", text)
        if "M" in text or "B" in text or "G" in text:
            text = _GLUED_SCALE.sub(_glued_scale, text)
            if _MEMORY.search(text):
                text = _GLUED_BYTES.sub(r"\1 \2B", text)
        if _may_hold(text, "thousand", "million", "billion", "mn", "bn"):
            text = _SCALED.sub(_scaled, text)
        if _may_hold(text, "per cent"):
            text = _PER_CENT.sub("%", text)
        if _may_hold(text, "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct", "nov",
                     "dec"):
            text = _SHORT_MONTH.sub(lambda m: _MONTHS_SHORT[m.group(1) or m.group(2)], text)
        if _may_hold(text, "uary", "march", "april", "may ", "june", "july", "august", "ember",
                     "october"):
            text = _WRITTEN_DATE.sub(_iso_date, text)
        if _may_hold(text, "/s", "/min"):
            text = _GLUED_RATE.sub(_glued_rate, text)
        if _may_hold(text, "/second", "/minute", "/hour", "/day", "/week", "/month", "/year"):
            text = _GLUED_PERIOD.sub(r" per \1", text)
        if _may_hold(text, "-of-"):
            text = _K_OF_N.sub(r"\1 of \2", text)
        if _may_hold(text, "requests", "calls", "req "):
            text = _RATE_OVER_SPAN.sub(_rate_over_one, text)
        if _may_hold(text, "/", "rpm", "rps") and _OF_REQUESTS.search(text):
            text = _REQUEST_RATE.sub(lambda m: " requests per " + (
                "minute" if (m.group(1) or m.group(2)).lower() in ("min", "m", "rpm")
                else "second"), text)
        if _may_hold(text, "sqrt", "\u221a"):
            text = _SQUARE_ROOT.sub(lambda m: f"the square root of {m.group(1) or m.group(2)}",
                                    text)
        if _may_hold(text, " m", "0m", "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m") and (
                _OF_LENGTH.search(text)):
            text = _METRES.sub(r"\1 metres", text)
        if "W" in text:
            text = _WATTS.sub(r"\1 watts", text)
        if _may_hold(text, "tcp", "udp"):
            text = _PROTOCOL_PORT.sub(_protocol_port, text)
    if _may_hold(text, "line-only"):
        text = _LINE_ONLY.sub(lambda m: "only " + m.group(1), text)
    return text


# "online-only", "offline-only": only that way, as "only online" reads ("The housekeeping app
# is online-only" / "The housekeeping app works offline"). Not other "-only" words, which name
# a kind ("read-only", "admin-only").
_LINE_ONLY = re.compile(r"(?<![\w-])(online|offline)-only\b", re.IGNORECASE)


# An ordinal written in digits ("15th", "1st", "22nd"), and the day of a month written out
# ("on the fifteenth", "the first of the month"): the same day in digits (session 45:
# "Creators are paid on the 15th" / "... on the 20th" read as a look-alike, and "the 15th" /
# "the fifteenth" as two words). Only where a day is meant: after "on the" or "by the" at the
# end of a clause or before "of" or "every", or before "of the month" ("the first deploy" is
# no day).
_ORDINAL = re.compile(r"\d{1,3}(?:st|nd|rd|th)")
_UNITS_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
                   "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                   "nineteenth twentieth").split()
_ORDINAL_DAYS = {word: n for n, word in enumerate(_UNITS_ORDINALS, 1)}
_ORDINAL_DAYS.update({f"twenty-{word}": 20 + n for n, word in enumerate(_UNITS_ORDINALS[:9], 1)})
_ORDINAL_DAYS.update({"thirtieth": 30, "thirty-first": 31})
_ORDINAL_WORD = "|".join(sorted(_ORDINAL_DAYS, key=len, reverse=True))
_SPELLED_ORDINAL = re.compile(
    r"\b((?:on|by)\s+the\s+)(" + _ORDINAL_WORD + r")(?=\s*(?:[.,;:)!?]|$)|\s+(?:of|each|every)\b)"
    r"|\b(the\s+)(" + _ORDINAL_WORD + r")(?=\s+of\s+(?:the|each|every)\s+month)", re.IGNORECASE)


def _of_a_month(previous: str, following: Sequence[str]) -> bool:
    """Whether an ordinal is the day of a month named beside it ("April 6th", "6th of April"):
    a date, which the words of its month tell with it, not a day of any month."""
    after = [w for w in following[:2] if w != "of"][:1]
    return previous in _MONTH_NUMBERS or bool(after) and after[0] in _MONTH_NUMBERS


def _ordinal_digits(found: re.Match[str]) -> str:
    """"on the fifteenth" as "on the 15th"."""
    lead, word = (found.group(1), found.group(2)) if found.group(1) else (
        found.group(3), found.group(4))
    day = _ORDINAL_DAYS[word.lower()]
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{lead}{day}{suffix}"


# A port written with its protocol ("TCP/2575", "TCP 5020", "514/udp", "udp:514"): the port,
# as "TCP port 2575" says it (session 45: "TCP/2575" read as a path, "TCP 5020" as a word of
# its own in the place where the other claim says "port"). The protocol stays a word of the
# claim: "syslog on UDP 514" and "syslog on TCP 514" still name two protocols.
_PROTOCOL_PORT = re.compile(r"(?<![\w/.-])(?:(tcp|udp)[ /:](\d{1,5})|(\d{1,5})/(tcp|udp))"
                            r"(?![\w/-]|\.\w)", re.IGNORECASE)


def _protocol_port(found: re.Match[str]) -> str:
    """"TCP/2575" as "TCP port 2575"."""
    return f"{found.group(1) or found.group(4)} port {found.group(2) or found.group(3)}"


# A file said to be at the root of the repository ("`tsconfig.base.json` in the repo root",
# "NOTES.md lives at the root of the repository"): the path from the root, "/NOTES.md", so it
# competes with the same file in a folder ("docs/NOTES.md") as two paths do, where the words
# "repo root" read as a name of their own set the two claims apart as two subjects.
_AT_ROOT = re.compile(
    r"(?<![\w/.~-])(`?)([\w-]+(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]*)\1"
    r"((?:\s+(?:is|are|lives|live|sits|sit|stays|stay|belongs|belong|goes|go|is\s+kept|"
    r"are\s+kept))?)\s+(?:in|at)\s+the\s+(?:(?:repo|repository|project)\s+root|root\s+of\s+"
    r"the\s+(?:repo|repository|project)|top\s+level\s+of\s+the\s+(?:repo|repository|project))"
    r"\b", re.IGNORECASE)


def _at_root(found: re.Match[str]) -> str:
    """The file from the root, with the root said in one way on every side ("at the root":
    a claim that only names the file and where it is keeps a word beside its path)."""
    return f"{found.group(1)}/{found.group(2)}{found.group(1)}{found.group(3)} at the root"


# A word and a number, and the word after them if any ("Chair 4 runs", "the Year 3 iPads").
_NUMBERED = re.compile(r"(?<![\w/.`-])([A-Za-z]{2,}) (\d{1,4})(?![\w.,:/%-]*\d)(?![\w%-])"
                       r"(?=(?:\s+([A-Za-z][\w']*))?)")
# A capitalised word right before: the word and its number end a longer name.
_NAME_BEFORE = re.compile(r"\b[A-Z][\w-]*\s+$")
# Words after a number that make it an amount, not part of a name ("line 3 of", "gate 2 to 4").
_AFTER_AN_AMOUNT = frozenset("of to than times per percent more less plus minus x by "
                             "out".split())


# ... and named by a code of its initial and its number ("Door D07", "Gate G12", "Bay B3"):
# the thing and its number, one name, as "door 7" is read.
_NUMBERED_CODE = re.compile(r"(?<![\w/.`-])([A-Za-z]{2,}) ([A-Za-z])0*(\d{1,4})(?![\w.-])")


def _numbered_code(found: re.Match[str]) -> str:
    word, initial, number = found.groups()
    if initial.lower() != word[0].lower() or word.lower() not in lexicon().numbered:
        return found.group(0)
    return f"{word}-{number}"  # (a name, as "door 7" is read: `_numbered`)


def _numbered(found: re.Match[str]) -> str:
    """A thing people number, named by its number (lexicon.yaml, `numbered`), as one name:
    "Chair 4 runs on the new drive" -> "Chair-4 runs ...", "jams printer 2" -> "jams
    printer-2", which `prod-ap-2` is read as (an identifier, never a count). Left as written
    before a unit or a word that makes the number an amount ("line 3 of the file", "zone 2 to
    4"), and after a capitalised word (the end of a product's name: "Visual Studio 2022")."""
    word, number, following = found.groups()
    after = (following or "").lower()
    if word.lower() not in lexicon().numbered or after in _AFTER_AN_AMOUNT or after in _UNITS:
        return found.group(0)
    if _NAME_BEFORE.search(found.string, 0, found.start()):
        return found.group(0)  # the end of a product's name: "Visual Studio 2022"
    return f"{word}-{number}"


# A tool that ignores a thing skips it: "Prettier ignores Markdown" says no to what "Prettier
# formats Markdown" says (session 38: "ignore" is the no of "commit" in the word tables, git's
# sense, so the two were look-alikes, "format" / "commit"). Not git's own ignoring ("Git
# ignores the build folder", "... ignored by git"), nor "gitignored".
_IGNORED_BY_A_TOOL = re.compile(r"\b(?:(git|\.?gitignore)\s+)?ignores\b|"
                                r"\b(is|are|gets|get)\s+ignored\s+by\s+(?!git\b|the\s+\.?gitignore)",
                                re.IGNORECASE)


def _skipped(found: re.Match[str]) -> str:
    if found.group(1):
        return found.group(0)  # git's ignoring: not committed, as the tables read it
    if found.group(2):
        return f"{found.group(2)} skipped by "
    return "skips"


# A comma before a verb whose object is "it" or "them" (up to two words before it), the
# thing of a statement before the comma: "Type hints are optional in new code, add them where
# they help", "The audit is optional before beta, most teams book it ahead of the assessment"
# (session 38: read as one clause, the second half's words outweighed the first's "optional").
_PRONOUN_CLAUSE = re.compile(r",\s+(?=(?!(?:and|then|first|next|finally|or)\b)"
                             r"(?:[a-z][\w'-]*\s+){0,2}[a-z]+\s+(?:them|it)\b)")
# What makes the words before such a comma no statement of their own: a condition or a time
# ("If Metro acts up, restart it"), or a list of steps ("tag the commit, build the image,
# upload it").
_NOT_A_STATEMENT = re.compile(r"^\W*(?:if|when|whenever|before|after|once|as\s+soon\s+as|until|"
                              r"unless|while)\b|,", re.IGNORECASE)
_STATEMENT = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)


def _pronoun_clause(found: re.Match[str]) -> str:
    start = max(found.string.rfind(end, 0, found.start()) for end in ".!?;:") + 1
    before = found.string[start:found.start()]
    if _STATEMENT.search(before) and not _NOT_A_STATEMENT.search(before):
        return "; "
    return found.group(0)


def _clauses(text: str) -> list[str]:
    """The clauses of a text: its sentences and clauses, and each parenthesis on its own (the
    sentence around it stays whole)."""
    # (Each pattern below that most texts cannot match is asked only where the words it needs
    # are there: `_may_hold`.)
    text = _strip_markdown(text)
    if _may_hold(text, "->", "\u2192", "=>") and _may_hold(text, "http", "www."):
        text = _ARROW_TO_ADDRESS.sub(": ", text)
    if _may_hold(text, "stay", "remain"):
        text = _STAYS_INSIDE.sub("never leaves ", text)
    if _may_hold(text, "know"):
        text = _LET_KNOW.sub(r"notify \1", text)
    if _may_hold(text, "no ", "not even "):
        text = _NO_ONE_OF_THEM.sub(r"\1 \2 not ", text)
    if _may_hold(text, " - ", " \u2013 ") and ":" not in text:
        text = _DASHED_LABEL.sub(r"\1: ", text, count=1)
    if _may_hold(text, "e.g.", "i.e.", "etc.", "vs.", "approx.", "incl."):
        text = _ABBREVIATIONS.sub(lambda m: m.group(1).replace(".", ""), text)
    if _may_hold(text, " root", "top level"):
        text = _AT_ROOT.sub(_at_root, text)  # (before the filler: "in the repo" is one)
    if _may_hold(text, "w/"):
        text = _WITH_WITHOUT.sub(lambda m: "without" if m.group(1) else "with", text)
    if _may_hold(text, "hand-"):
        text = _HAND_DONE.sub(r"\1 by hand", text)
    if _may_hold(text, "lack"):
        text = _LACKING.sub("without", text)
    if _may_hold(text, "repo", "project", "code", "make sure", "remember to", "be sure to",
                 "keep in mind that", "agreed", "decided"):
        text = _REPO_USES.sub("we use", _FILLER.sub(" ", text))
    if ":" in text:
        text = _NOTE_LABEL.sub("", text)
    if _may_hold(text, "found", "learn", "notice", "discover", "reali", "turns out"):
        text = _LEARNED.sub("", text)
    if _may_hold(text, "target"):
        text = _WE_TARGET.sub(r"\1\2use", text)
    if _DIGIT.search(text):
        text = _GLUED_VERSION.sub(r"\1 \2", _STANDARD.sub(_standard, text))
        text = _NUMBERED.sub(_numbered, _NUMBERED_CODE.sub(_numbered_code, text))
        if "-" in text:
            text = _TOOLCHAIN_VERSION.sub(r"\1 \2", text)
    if "," in text:
        text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
    if "- " in text:
        text = _SUSPENDED_HYPHEN.sub(r"\1-\4 \2 \3-\4", text)
    if _DIGIT.search(text) and "-" in text:
        text = _COUNTED_COMPOUND.sub(r"\1 \2s", text)
    if _may_hold(text, "single "):
        text = _A_SINGLE.sub(r"1 \1", text)
    if _may_hold(text, " than", "nobody", "no one", "no-one", "none ", "as many", "nothing"):
        text = _rewritten(text, _BOUNDS_SAID_WITH_NO)
    if _DIGIT.search(text) and _may_hold(text, "+", " newer", " later", " up", " above",
                                         " higher"):
        text = _FLOOR_AFTER.sub(r"\1 minimum", text)
    if _may_hold(text, "hundred", "thousand", "illion", "ty-"):
        text = _COMPOUND_NUMBER.sub(_compound_number, text)
    text = _value_forms(text)
    if _may_hold(text, "attempts", "tries"):
        text = _TRIES.sub(_tries, text)
    if _may_hold(text, "second", "minute", "hour", "day"):  # (every rate names its period)
        text = _RATE.sub(_rate, text)
    if "(" in text and _DIGIT.search(text):
        text = _UNIT_IN_BRACKETS.sub(r"\1\2 \3", text)
    text = _durations(_key_units(text))
    if "HD" in text or _DIGIT.search(text) and _may_hold(text, "k", "x", "\u00d7", "p", " by "):
        text = _resolutions(text)
    if "=" in text:
        text = _SET_TO_PATH.sub(r"\1 = ", text)
        text = _SET_TO_LENGTH.sub(lambda m: f"{m.group(1).replace('_', ' ')} {m.group(2)}", text)
        text = _HUMPS_SET_TO_NUMBER.sub(lambda m: _snake(m.group(1)) + "=", text)
        text = _SET_TO_PORT.sub(lambda m: f"{m.group(1).replace('_', ' ')} {m.group(2)}", text)
        text = _FLAG_EQUALS_NUMBER.sub(r"\1 \2", text)
        text = _SET_TO_NUMBER.sub(r"\1 = \2", text)
        text = _PINNED_EXACTLY.sub(r"\1 \2", text)
    if " %" in text:
        text = _SPACED_PERCENT.sub(r"\1%", text)
    if _may_hold(text, "moved", "migrated"):
        text = _MOVED_OFF.sub("no longer use ", text)
    if _may_hold(text, "out of"):
        text = _OUT_OF_SOURCE.sub(r"\1 from", text)
    if _may_hold(text, "deleting", "purging", "removing", "dropping", "wiping"):
        text = _THEN_PURGED.sub(r"\1", text)
    if _may_hold(text, " old"):
        text = _PURGED_AT_AGE.sub(r"are kept for \1", text)
    if _may_hold(text, "older than"):
        text = _PURGE_OLDER.sub(r"keep \1 for \2", _OLDER_PURGED.sub(
            lambda m: f"{m.group(1)} are kept for {m.group(2)}{' in' if m.group(3) else ''}",
            text))  # (deleted from a place: kept in it)
    if _may_hold(text, "never"):
        text = _NEVER_PURGE.sub(r"keep \1 forever", _NEVER_PURGED.sub("are kept forever", text))
    if _may_hold(text, "fail"):
        text = _FAILS_DOING.sub(r"\1 to ", text)
    if _may_hold(text, "deleted", "purged", "removed", "discarded", "wiped", "erased"):
        text = _REMOVED_SOME_TIME_AFTER.sub(r"expire \2 ", text)
    if _may_hold(text, "ed after", "up after", "down after"):
        text = _REMOVED_AFTER.sub(_end_after, text)
    if _may_hold(text, "delete", "purge", "remove", "wipe"):
        text = _REMOVE_AFTER.sub(r"keep \1for ", text)
    if _may_hold(text, "retired", "decommissioned", "sunset", "replaced", "dropped"):
        text = _RETIRED.sub("is no longer used", text)
    if _may_hold(text, "left", "ditched", "abandoned"):  # (before "ditched" reads as a no)
        text = _LEFT_FOR.sub(r"\1switched to \3 instead of \2", text)
    if _may_hold(text, "retired", "decommissioned", "cancel", "sunset", "ditched", "up on"):
        text = _RETIRED_NAME.sub(r"\1 no longer use ", text)
    if _may_hold(text, "tried"):
        text = _TRIED_BUT.sub(r"\1 no longer use ", text)
    if _may_hold(text, "no longer use"):
        text = _WHEN_RETIRED.sub(r"\1", text)
    if _may_hold(text, "free of", "free from"):
        text = _FREE_OF.sub(r"\1 without", text)
    if _may_hold(text, "exempt"):
        text = _EXEMPT_FROM.sub(r"\1 not required for", text)
    if _may_hold(text, "idea", "dangerous", "risky", "insecure", "unsafe", "discouraged",
                 "recommended", "frowned"):
        text = _ACT_UNWISE.sub(r"\1 is not allowed", text)
    if _may_hold(text, "smell", "pattern"):
        text = _SMELL.sub(r"Avoid \1", text)  # (not "... are not allowed": against "N+1
        # queries are slow on the reports page", a state of the thing, that is a conflict)
    if _may_hold(text, "check"):
        text = _CHECKED_INTO.sub(lambda m: f"commit{'ted' if m.group(1) == 'ed' else ''} "
                                 f"{m.group(2)}to", text)
    if _may_hold(text, " out of "):
        text = _OUT_OF_GIT.sub(lambda m: "must not be committed" if m.group(1) else
                               "are not committed", text)
        text = _KEEP_OUT_OF_GIT.sub(r"never commit \1", text)
    if _may_hold(text, "no "):
        text = _NONE_IN_GIT.sub(r"\1 committed", text)
    if _may_hold(text, "commit"):
        text = _COMMITTED_TO_REPO.sub(r"\1", text)
    if _may_hold(text, "out"):
        text = _STARTS_OUT.sub("is by default ", text)
    if _may_hold(text, "ssl"):
        text = _SSL_CERT.sub("TLS", text)
    if _may_hold(text, "auth", "login", "sso"):
        text = _BEHIND_AUTH.sub(lambda m: "is public" if m.group(1) else "is not public", text)
    if _may_hold(text, " in "):
        text = _ENDS_IN.sub("takes ", text)
    if _may_hold(text, "out"):
        text = _ERRORS_OUT.sub(r"fail\1", text)  # ("errors out" -> "fails", "errored" ...)
    if _may_hold(text, "option"):
        text = _IS_AN_OPTION.sub(lambda m: f"{m.group(1)} {m.group(2) or ''}optional", text)
    if _may_hold(text, "bypass", "circumvent"):
        text = _BYPASSING.sub(_bypassing, text)
    if _may_hold(text, "working"):
        text = _STOPS_WORKING_AFTER.sub(
            lambda m: {"s": "expires ", "ped": "expired "}.get(m.group(1) or "", "expire "), text)
    if _may_hold(text, "log"):
        text = _WRITTEN_TO_LOGS.sub(lambda m: f"log {m.group(1).rstrip()}", text)
        text = _PUT_IN_LOGS.sub("be logged", text)
    if _may_hold(text, "limit", "cap"):
        text = _LIMIT_TO.sub(lambda m: f"{m.group(1)}{m.group(2)}limited to ", text)
    if _may_hold(text, "the default"):
        if _may_hold(text, "becam", "become"):
            text = _BECAME_DEFAULT.sub(_became_default, text)
        text = _VALUE_IS_DEFAULT.sub(_default_first, text)
    if _may_hold(text, "plain"):
        if _FORMAT_NAMED.search(text):
            text = _PLAIN_TEXT.sub("plain-text", text)
        else:
            text = _PLAIN_TEXT_SHOWN.sub(r"\1 plain-text", text)
    if _may_hold(text, "following", "upon"):
        text = _FOLLOWING_OR_UPON.sub("after", text)
    if _may_hold(text, "ignore"):
        text = _IGNORED_BY_A_TOOL.sub(_skipped, text)
    if ", " in text and _may_hold(text, " it", " them"):
        text = _PRONOUN_CLAUSE.sub(_pronoun_clause, text)
    if _may_hold(text, "left out", "leave", "leaving", "omitted from"):
        text = _LEFT_OUT.sub(_left_out, text)
    if _may_hold(text, "belong"):
        text = _BELONGS_IN.sub("live ", text)
    if "after" in text:
        text = _STOPPED_AFTER.sub(r"\1, since ", text)
    if "whether" in text:
        text = _LEFT_TO_CHOOSE.sub("are not required ", text)
    if _may_hold(text, "until"):
        text = _USED_UNTIL.sub(r"no longer use \1since ", text)
    text = _RENAMED_PATH.sub(r"\1 to \3 instead of \2", text) if " to " in text else text
    # (every change of one thing for another is told with one verb, "switched": "We replaced
    # Webpack with Vite" and "The build moved from webpack to Vite" were look-alikes, "replaced"
    # and "moved" put for each other; session 33)
    if _may_hold(text, " from "):
        text = _CHANGED_FROM_TO.sub(r"switched to \3 instead of \2", text)
        text = _CHANGED_OBJECT_FROM_TO.sub(r"switched\2 to \4 instead of \3", text)
    if _may_hold(text, "replaced", "swapped", "superseded"):
        text = _REPLACED_WITH.sub(r"switched to \3 instead of \2", text)
        text = _REPLACED_BY.sub(r"\2 instead of \1", text)
    if _may_hold(text, "replace", "supersede"):
        text = _NEW_REPLACED_OLD.sub(r"\1 instead of \2", text)
    text = _defaults(text)
    if " > " in text:
        text = _GREATER.sub(r"\1prefer \2 over ", text)
    if _may_hold(text, "prefer"):
        text = _PREFER_OVER_WHERE.sub(r"\1\3 instead of \2\3", text)
        text = _PREFER_OVER.sub(r"\1 instead of ", text)
        text = _PREFERRED_TO.sub("preferred instead of", text)
    if _may_hold(text, " over ") and _may_hold(text, "cho", "pick", "with", "opt"):
        text = _CHOSE_OVER_WHERE.sub(r"\1\3 instead of \2\3", text)
        text = _CHOSE_OVER.sub(r"\1 instead of ", text)
    if _may_hold(text, "unless"):
        text = _NO_ACT_UNLESS.sub(r"only \1 once ", text)
    if _may_hold(text, "until", "before"):
        text = _NO_ACT_UNTIL.sub(r"only \1 once ", text)
        text = _NO_GATE_BEFORE_DOING.sub(r"only \1 after \2", text)
    if _may_hold(text, "even ", "while ") and _may_hold(text, "fail", "red"):
        text = _DESPITE_FAILING.sub(_before_passing, text)
    if _may_hold(text, "while "):
        text = _WHILE_GOING.sub(r"before \1 ends", text)
    if _may_hold(text, "nullable"):
        text = _NULLABLE.sub(lambda m: "cannot be null" if m.group(1) else "can be null", text)
    if _may_hold(text, "share"):
        text = _NOT_SHARED.sub(lambda m: "has its own" if m.group(1) else "have their own", text)
    if _may_hold(text, "closed", "shut"):
        text = _SHUT.sub(_not_open, text)
    if _may_hold(text, "paused", "halted", "suspended", "on hold"):
        text = _HELD.sub(r"\1 frozen", text)
    if _may_hold(text, "usual", "normal", "planned"):
        text = _AS_USUAL.sub(_not_held, text)
    if _may_hold(text, " green"):
        text = _GREEN_CHECK.sub("passing", _TURNED_GREEN.sub(
            lambda m: f"{m.group(1)} {'passes' if m.group(2) else 'pass'}", text))
    if " first" in text and _may_hold(text, "when"):
        text = _WHEN_DOING_FIRST.sub(r"\2 first before \1", text)
    if " when " in text:
        text = _CHANGED_WHEN.sub(r"\1; ", text)
    if " until " in text:
        text = _STILL_UNTIL.sub(_state_until, text)
    # An aside of a few words ("(`pytest -n auto`)") belongs to its sentence, negation and
    # all; a longer one is a clause of its own, and so is one that says no ("Pagination:
    # cursor tokens (no page numbers)" says no to page numbers, not to cursor tokens).
    asides = [a for a in _PARENTHESES.findall(text) if _aside_apart(a)] if "(" in text else []
    if "(" in text:
        text = _PARENTHESES.sub(lambda m: "" if _aside_apart(m.group(1)) else m.group(0), text)
    if "," in text:
        text = _OPENING_CONDITION.sub(r"\1", text)
        text = _OPENING_SCOPE.sub(r"\1", text)
    out = []
    pieces = [piece for chunk in (text, *asides) for piece in _SPLIT.split(chunk)]
    for part in [half for piece in pieces for whole in _reason_split(piece.strip())
                 for half in _colon_split(whole)]:
        part = part.strip(" ,:").rstrip(".")
        part = part if part.startswith(("./", "../")) else part.strip(" ,.:")  # (a path from
        # here opening the clause keeps its dot: "./metadata/samplesheets is where ...")
        if part:
            out.append(part)
    return out


_CODE = re.compile(r"^[A-Z]{2,6}s?$")
# Words written in capitals for emphasis ("NEVER", "MUST"), not codes.
_EMPHASIS = frozenset("not no do does don't all any only now and the is are can may one must "
                      "never always should shall will important note warning critical please "
                      "yes ok on off".split())  # ("Debug logging: OFF", a state)


# After "in" or "from", two capitals that spell a word of emphasis are a place's code ("on in
# ON": Ontario, "in OK": Oklahoma), as "in DE" and "in NJ" are; "Debug logging: ON" stays a state.
_PLACE_CODE_AFTER = frozenset(("in", "from"))


# An arrow before an address that ends the line labels it ("Staging URL → https://staging.
# example.com"), as a colon does: not a step after the label (session 30).
_ARROW_TO_ADDRESS = re.compile(r"\s+(?:->|\u2192|=>)\s+(?=(?:https?://|www\.)\S+\s*$)",
                               re.IGNORECASE | re.MULTILINE)


# A thing that stays inside a place never leaves it ("Protected health information stays inside
# the VPC" / "PHI must never leave the VPC", session 42: flagged, the no said of leaving against
# staying). Only "inside" or "within" a place named with an article or a name.
_STAYS_INSIDE = re.compile(
    r"\b(?:stays?|remains?|must\s+stay|must\s+remain)\s+(?:inside|within)\s+"
    r"(?=(?:the|our|your|its|their)\s|(?-i:[A-Z]))", re.IGNORECASE)


# "let X know" is "notify X" ("Start the maintenance, then let support know", session 42).
_LET_KNOW = re.compile(r"\blet\s+((?:the\s+|our\s+)?[\w#@-]+(?:\s+team)?)\s+know\b", re.IGNORECASE)


# A no said of who may act is said of the act: "No user can delete comments" is "a user can not
# delete comments", as "Nobody can delete ..." reads, and "Not even admins can delete a project"
# is "admins can not delete a project" (session 42: "No" was said of the noun, the verb "delete"
# said its own no, and the claim against "Admins can delete any project" merged). Only a noun
# right before a modal ("no one" is `_BOUNDS_SAID_WITH_NO`'s).
_NO_ONE_OF_THEM = re.compile(
    r"\b(?:[Nn]o|[Nn]ot\s+even(?:\s+the)?)\s+(?!one\b|body\b|longer\b|more\b)([a-z][\w-]*)\s+"
    r"(can|may|could|should|will|must)\s+(?!not\b|n't)")


# A label of one to three words set off by a spaced dash, as a colon sets it off ("Error
# tracking - Sentry", "Hosting – Fly.io"; session 42: read as a heading, it restated nothing).
# Only at the start of a line that has no colon, before a value of at most four words that
# opens no clause ("Run the migrations - then restart the workers" is two steps); an em dash is
# left to prose ("fast — under 50 ms").
_DASHED_LABEL = re.compile(r"^(\s*[A-Za-z][\w./-]*(?:\s+[\w./-]+){0,2})\s+[-\u2013]\s+"
                           r"(?!(?:then|and|but|so|or|which|because|otherwise|else)\b)"
                           r"(?=\S+(?:\s+\S+){0,3}\s*$)", re.IGNORECASE)


# An arrow between two steps reads as "then" ("git pull -> uv sync", "after .env changes →
# php artisan config:clear").
_ARROW = re.compile(r"(?<=\s)(?:->|\u2192|=>)(?=\s)")
# ... written without spaces too ("the GIS→Maximo asset sync": from GIS into Maximo, not one
# name; session 51). Only the arrow sign: "->" between words is code ("$order->total").
_GLUED_ARROW = re.compile(r"(?<=\w)[\u2192\u21d2](?=\w)")


# A capitalised name ending in ".js" is how a JavaScript library is written ("Vue.js" is
# Vue); a file is written in lower case ("app.js").
_LIBRARY = re.compile(r"[A-Z][A-Za-z0-9]*\.js$")


def _tokens(clause: str) -> list[str]:
    """The words of a clause, lower-cased; a short upper-case code ("US", "IT", "OR") keeps a
    mark (a leading "^"), so it is never read as the ordinary word it spells."""
    words = []
    if "\u2192" in clause or "\u21d2" in clause:
        clause = _GLUED_ARROW.sub(" \u2192 ", clause)
    clause = _ARROW.sub(" then ", clause)
    raws = _WORDS.findall(clause)
    for n, raw in enumerate(raws):
        # A path from where the reader stands keeps its "./" or "../" ("./logs/slurm" is not
        # the absolute "/logs/slurm"; `_raw_value` reads it).
        up = next((lead for lead in ("../", "./") if raw.startswith(lead)
                   and raw[len(lead):len(lead) + 1].isalnum()), "") if raw[:1] == "." else ""
        word = up + raw[len(up):].strip(".!?'\"*")
        if word[:1] == ":" and _ATOM.match(word) and ":" + raw not in clause:
            word = word[1:]  # an Elixir atom or a Ruby symbol (":telemetry") names the word
        if word.startswith(_CODE_MARK):
            words.extend(_host_and_port(_CODE_MARK + _humps(word[1:])))
            continue
        if ".js" in word and _LIBRARY.match(word) and (word.lower(),) not in lexicon().synonyms:
            word = word[:-3]  # "Vue.js", "Inertia.js": the library, not a file
        elif (n and word[:1].isupper() and word[1:].islower() and raws[n + 1:n + 2]
              and raws[n + 1][:1].isdigit() and (word.lower() + ".js",) in lexicon().synonyms):
            word += ".js"  # "Next 15": a library the tables know as "Next.js", by its short
            # name before its version
        if word == "Go" and (n or raw != word or clause[len(raw):len(raw) + 1] != " " or
                             clause.split(maxsplit=2)[1:2] not in ([w] for w in _GO_VERB)):
            words.append("golang")  # the language, not the verb ("Go services", "in Go")
            continue
        if word == "go" and _GO_VERSION.match(raws[n + 1] if n + 1 < len(raws) else ""):
            words.append("golang")  # "`go 1.22`", the go.mod directive: the language's version
            continue
        if _may_have_humps(word) and (_CAMEL.match(word) or _PASCAL.match(word)):
            words.append(_humps(word))
            continue
        if word.lower() == "about" and n and raws[n - 1].lower() in _DETERMINERS and raws[
                n + 1:n + 2] and raws[n + 1][:1].isalpha():
            words.append("^about")  # "the about page", "the About dialog": a name, as a code
            continue  # is, not the word a sentence is "about"
        code = word[:2].isupper() and bool(_CODE.match(word))  # (two capitals first)
        word = word.lower()
        place = len(word) == 2 and n > 0 and raws[n - 1].lower() in _PLACE_CODE_AFTER
        if code and (word not in _EMPHASIS or place) and (word,) not in lexicon().negators:
            if raw.rstrip(".!?'\"*").endswith("s") and (word,) not in lexicon().synonyms:
                word = word[:-1]  # "DTOs", "PDBs": the plural of a code is the code
            words.append("^" + word)
            continue
        for suffix in ("'s", "'re", "'ve", "'ll", "'d", "'m") if "'" in word else ():
            if word.endswith(suffix) and len(word) > len(suffix):
                word = word[: -len(suffix)]
                break
        glued = _GLUED_LENGTH.match(word)
        if glued:
            words += glued.groups()  # "200px" is "200 px", a number and its unit
            continue
        if word in (",", ":") or word[:1].isalnum() or any(ch.isalnum() for ch in word):
            words.extend(_host_and_port(word))
    return words


_DETERMINERS = frozenset("the a an our its this that your my their".split())


# A length on a screen or a page glued to its number ("200px", "1.5rem"): `_UNITS` reads units
# of time, size and rate glued so; these are read as the number, then the unit as a word.
_GLUED_LENGTH = re.compile(r"^(\d+(?:\.\d+)?)(px|pt|em|rem|dp|sp|vh|vw)$")


def _host_and_port(word: str) -> list[str]:
    """A host name and its port ("mqtt.agr.internal:8883") as two words, the host and ":8883",
    so each is read as its own value (a place and a port: two notes may differ in either);
    any other word alone."""
    host, colon, port = word.rpartition(":")
    if colon and _HOSTPORT.match(word.removeprefix(_CODE_MARK)) and _host_name(
            host.removeprefix(_CODE_MARK)):
        return [host, colon + port]
    found = _PORT_PATH.match(word.removeprefix(_CODE_MARK))
    if found:
        # A port and the path served on it, no host written ("scrape `:9102/metrics`"): the
        # port, as ":9102" alone is read, and the path ("/metrics").
        return [":" + found.group(1), found.group(2)]
    return [word]


# A Windows path: a share ("\\fs01\compliance") or a drive ("C:\exports\daily").
_WINDOWS_PATH = re.compile(r"(?:\\\\|[a-z]:\\)[^\\\s]", re.IGNORECASE)
_PORT_PATH = re.compile(r"^:(\d{2,5})(/[\w./{}-]*)$")


def _may_have_humps(word: str) -> bool:
    """Whether a word may be written in humps (`_CAMEL`, `_PASCAL`): both need a capital from
    its third letter on, which a word whose rest is all in lower case has not. Asked first,
    since `_tokens` asks it of every word and most words are plain."""
    return not word[2:].islower()


# An identifier written in humps ("reactStrictMode", "SpringBoot") names the words it joins:
# its parts are matched against the same words written apart.
_CAMEL = re.compile(r"^[a-z]{2,}(?:[A-Z][a-z]{2,}[a-z0-9]*)+$")
_PASCAL = re.compile(r"^[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,}[a-z0-9]*)+$")
# An Elixir atom or a Ruby symbol: a colon and a name (not "::", not a "key:" label).
_ATOM = re.compile(r"^:[A-Za-z_]\w*[?!]?$")
_GO_VERSION = re.compile(r"\d+\.\d+(?:\.\d+)?[.,;]?$")
_GO_VERB = frozenset("to through ahead back with into on over for and".split())


def _humps(word: str) -> str:
    lower = word.lower()
    if not (_CAMEL.match(word) or _PASCAL.match(word)):
        return lower
    lex = lexicon()
    if ((lower,) in lex.synonyms or lower in lex.alternatives or _stem(lower) in lex.alternatives
            or (lower,) in lex.opposites):
        return lower  # a product the tables know by one spelling ("GitHub", "TypeScript")
    return _snake(word)


def _snake(word: str) -> str:
    """A name written in humps as snake case writes it ("maxPoolSize": max_pool_size,
    "DefMemPerCPU": def_mem_per_cpu, a run of capitals one part)."""
    return "_".join(part.lower() for part in _HUMP.findall(word))


_TIMES = {"twice": "2", "thrice": "3"}
# After these, "one" is a pronoun ("no one", "the only one"), not a count (so it is after an
# article and a word: "a new one", see `_raw_value`). "Only" without "the" counts ("need only
# one reviewer" against "need two reviewers", session 33: merged as one rule).
_NOT_A_COUNT = frozenset("no the only any every this that which each another some one".split())


# Units in one base each, so "10 minutes" and "600 seconds" are one value.
_SCALE = {"ms": ("s", 0.001), "s": ("s", 1), "min": ("s", 60), "h": ("s", 3600),
          "d": ("s", 86400), "w": ("s", 604800), "mo": ("s", 2592000),
          "y": ("s", 31536000), "kb": ("kb", 1), "mb": ("kb", 1024),
          "gb": ("kb", 1024 ** 2), "tb": ("kb", 1024 ** 3), "kib": ("kb", 1),
          "mib": ("kb", 1024), "gib": ("kb", 1024 ** 2), "tib": ("kb", 1024 ** 3),
          "khz": ("hz", 1000), "mhz": ("hz", 1000 ** 2), "kbit/s": ("bit/s", 1000),
          "mbit/s": ("bit/s", 1000 ** 2), "gbit/s": ("bit/s", 1000 ** 3),
          "km": ("metre", 1000), "cm": ("metre", 0.01), "mm": ("metre", 0.001),
          "ml": ("l", 0.001), "mg": ("gram", 0.001),
          "kg": ("gram", 1000), "tonne": ("gram", 1000 ** 2), "kwh": ("wh", 1000),
          "kw": ("watt", 1000)}


# The next unit up, counted in thousands ("2000 MB" is "2 GB" to whoever wrote it).
_THOUSAND_UP = {"kb": "mb", "mb": "gb", "gb": "tb"}


def _quantity(number: str, unit: str) -> str:
    try:
        count = float(number)
    except ValueError:
        return number + unit
    # Sizes are counted in binary units ("2 GB" is "2048 MB"); but a size written past a
    # thousand of a unit, and no round number of the binary one, is the next unit up in
    # thousands, as it was written ("2000 MB" / "2 GB", "1500 GB" / "1.5 TB"; "1536 MB" is
    # still 1.5 GB). Units written binary ("MiB") keep their own count.
    while unit in _THOUSAND_UP and count >= 1000 and count % 512 and not count % 10:
        count, unit = count / 1000, _THOUSAND_UP[unit]
    base, factor = _SCALE.get(unit, (unit, 1))
    amount = count * factor
    if unit == "mo" and count % 12 == 0:  # "12 months" is a year (365 days, not 360)
        amount = count / 12 * _SCALE["y"][1]
    return f"{amount:g}{base}"


def _value(word: str, previous: str, following: Sequence[str],
           before: str = "") -> tuple[str, str] | None:
    """The (type, normal form) of a value-like word, or None for a plain word (`before`: the
    word before `previous`)."""
    found = _raw_value(word, previous, following, before)
    if found is None:
        return None
    kind, text = found
    if kind in ("unit_number", "number"):
        quantity = _UNIT_GLUED.match(text)
        if quantity and quantity.group(2) in _UNITS.values():
            return kind, _quantity(quantity.group(1), quantity.group(2))
    return found


def _unit_after(following: Sequence[str]) -> str:
    """The unit word right after a number, in the form `_UNITS` knows: a unit written in
    capitals ("5 MB") is a unit, not a code; "degrees" followed by a scale is that scale, and
    so is a scale's capital letter alone ("110 C")."""
    if following and following[0] in ("c", "f"):
        return _TEMPERATURE_SCALES[following[0]]
    unit = following[0].removeprefix("^") if following else ""
    if _UNITS.get(unit) == "°" and len(following) > 1:
        return _TEMPERATURE_SCALES.get(following[1].removeprefix("^"), unit)
    return unit


_BELOW_ZERO = re.compile(r"^[-\u2212](\d+(?:\.\d+)?)(°?[cf])?$")


def _raw_value(word: str, previous: str, following: Sequence[str],
               before: str = "") -> tuple[str, str] | None:
    if word in _EMPTY_WORDS:  # "n/a" is a placeholder, not a path
        return None
    if word in _TIMES:  # "retries twice"
        return "number", _TIMES[word]
    if word == "once" and _once_counted(previous, following):
        return "number", "1"  # "at most once" is as much a count as "at most twice"
    unit = _unit_after(following)
    if word[:1] in "-\u2212" and (cold := _BELOW_ZERO.match(word)):
        # A temperature below zero ("-18 °C", "-18C"): a value, not a flag or a word
        scale = "°" + cold.group(2)[-1] if cold.group(2) else _UNITS.get(unit, "")
        if scale in ("°c", "°f"):
            return "number" if cold.group(2) else "unit_number", f"-{cold.group(1)}{scale}"
    if word in _NUMBER_WORDS:
        if word == "one" and before in ("a", "an", "the"):
            return None  # "write a new one", "the old one": a pronoun after an article and a word
        if unit in _SUBUNITS:
            return "number", _amount(_NUMBER_WORDS[word], parts=100)  # "ninety-five pence"
        if unit in _UNITS and _unit_of_a_noun(_NUMBER_WORDS[word], unit, following):
            return "number", _NUMBER_WORDS[word]
        if unit in _UNITS:
            return "unit_number", _NUMBER_WORDS[word] + _UNITS[unit]
        nxt = following[0] if following else ""
        if (previous not in _NOT_A_COUNT or previous == "only" and before != "the") and (
                nxt not in ("of", "or", "another", "") and (
                nxt not in _FUNCTION_WORDS) or nxt == "of" and _of_a_count(following)):
            return "number", _NUMBER_WORDS[word]
        return None
    if _URL.match(word):
        return "url", word.rstrip("/")
    if word[:1] == ":" and word[1:].isdigit() and 2 <= len(word) - 1 <= 5:
        return "number", word[1:]  # ":50051", a port
    if _ORDINAL.fullmatch(word) and not _of_a_month(previous, following):
        return "number", word  # "paid on the 15th": a day of the month, against "the 20th"
    clock = _CLOCK.match(word)
    if clock:  # "22:30", "2:30": a time of day (the whole of it), not a host "22" and port 30
        seconds = f":{clock.group(3)}" if clock.group(3) not in (None, "00") else ""
        return "number", f"{int(clock.group(1)):02d}:{clock.group(2)}{seconds}"
    host = _HOSTPORT.match(word)
    if host:
        return "number", host.group(1)
    if _LINES.match(word):
        return "resolution", word  # "1080p" (`_resolutions`)
    if _SIDES.fullmatch(word):
        return "number", word  # "256x256" (`_TWO_SIDES`)
    if word.replace(".", "", 1).isdigit():
        if unit in _SUBUNITS:
            return "number", _amount(word, parts=100)  # "50 cents" is the amount "$0.50" says
        if unit in _UNITS and _unit_of_a_noun(word, unit, following):
            return "number", word  # "4000 day tickets": 4000 tickets, not 4000 days
        if unit in _UNITS:
            return "unit_number", word + _UNITS[unit]
        if previous in _CURRENCIES:
            return "number", _amount(word)  # "EUR 10": an amount
        if previous in _RUNTIMES or previous in ("version", "versions") or "." in word or (
                len(word) <= 3 and previous.isalpha() and weight(previous) >= 4.5) or (
                previous in ("is", "was") and before in ("version", "versions")):
            return "version", word  # (and "The minimum Node version is 18", session 29)
        return "number", word
    glued = _UNIT_GLUED.match(word)
    if glued and glued.group(2) == "m" and _of_cpu(previous, following, before):
        return "number", f"{float(glued.group(1)) / 1000:g}"  # "2000m of CPU": 2 CPUs
    if glued and glued.group(2) in _UNITS:
        return "number", glued.group(1) + _UNITS[glued.group(2)]
    if glued and glued.group(2) == "k":  # "10k rows": ten thousand, as "10,000 rows"
        return "number", f"{float(glued.group(1)) * 1000:g}"
    if _ipv4(word):
        return "path", word  # "198.51.100.7": a host's address, as a host name is a place
    if _VERSION.match(word) and (any(c.isdigit() for c in word)):
        digits = re.sub(r"^[a-z-]*?(?=[<>=~^!\dv])", "", word)
        return "version", digits.lstrip("v") if digits.startswith("v") else digits
    if word.startswith("-") and len(word) > 1 and not word[1:].isdigit():
        return "flag", word
    if word.startswith("./") and len(word) > 2:
        word = word[2:]  # "./logs/slurm" is "logs/slurm", "./mvnw" the file mvnw right here
        if "/" not in word.rstrip("/"):
            return "path", word
    if "\\" in word and _WINDOWS_PATH.match(word):
        # "\\fs01\compliance\dwi\", "C:\exports\": a Windows share or drive path, the
        # same place written with its separators either way (session 51)
        return "path", word.replace("\\", "/").rstrip("/")
    if "/" in word and len(word) > 1:
        path = word.rstrip("/")
        # A bare folder keeps its slash ("e2e/" is not a file "e2e" that a path may end in).
        return "path", path + "/" if "/" not in path and word.endswith("/") else path
    if _FILENAME.match(word) and not _IDENT.match(word.split(".")[0] or "x") and not _dotted_name(
            word) and previous not in _NAMED_KINDS or _host_name(word):
        return "path", word
    money = _MONEY.fullmatch(word) or _MONEY_AFTER.fullmatch(word)
    if money:  # "$0.25" is an amount of money, not a shell variable; "€2000" is "2,000 EUR"
        amount, scale = money.group(1).replace(",", ""), money.group(2)
        return "number", _amount(amount, times=_MONEY_SCALE.get(scale, 1))
    if _EMAIL.match(word):
        return "url", word  # "ops@bakery.example.com": where mail goes, a place like a URL
    if "=" in word or "$" in word or "@" in word:
        return "setting", word
    return None


# Where "once" is a count, not "as soon as" ("once CI is green") nor "formerly": after a bound
# ("at most once", read "maximum once"; "more than once", "exactly once"), or after "only" /
# "just" where no clause follows it ("only once per case", "just once.": "only once the tests
# pass" is a condition).
_ONCE_BOUND = frozenset("most least maximum minimum max min exactly than".split())
_ONCE_ONLY = frozenset("only just".split())
_ONCE_CLOSED = frozenset(("", ",", "per", "after", "before", "during", "in", "for", "a", "an",
                          "every", "each", "and", "or"))


def _once_counted(previous: str, following: Sequence[str]) -> bool:
    """Whether "once" says one time: a bound before it, or "only" / "just" before it and no
    clause after it (the next word a preposition or nothing), so it compares with "twice" and
    "3 times" as the count it is."""
    if previous in _ONCE_BOUND:
        return True
    nxt = following[0] if following else ""
    return previous in _ONCE_ONLY and nxt in _ONCE_CLOSED


# The period words that, singular before a plural noun, name a kind of that noun rather than a
# length: "4000 day tickets" are 4000 tickets (day tickets), "6 hour passes" 6 passes.
_PERIOD_NOUNS = frozenset("second minute hour day week month year".split())


def _unit_of_a_noun(number: str, unit: str, following: Sequence[str]) -> bool:
    """Whether a period word after a number qualifies the plural noun after it ("55 day
    pickups", "10 hour passes"): the number then counts that noun, and the period word is a
    word of what is counted (a "day" against a "night" pickup), not a length of 55 days. A
    period in the plural ("55 days") or before a singular noun ("a 30 minute warning", "a 48
    hour turnaround") is a length as before, and so is one after a 1: one counts no plural,
    so "1 year chunks" are chunks of a year, and "every 1 day builds" (nightly builds) a
    frequency. A unit of volume, mass or energy before a plural noun is no unit either, after
    any number ("3 ML models" are models of machine learning)."""
    noun = following[1] if len(following) > 1 else ""
    if _UNITS[unit] in _MEASURED and _plural_noun(noun):
        return True  # ("3 ML models", "2 kg bags": a count of models and of bags)
    if number in ("1", "1.0") or unit not in _PERIOD_NOUNS:
        return False
    return _plural_noun(noun)


_MEASURED = frozenset(("l", "ml", "gram", "mg", "kg", "tonne", "kw", "wh", "kwh"))


def _plural_noun(noun: str) -> bool:
    return len(noun) > 3 and noun.isalpha() and noun.endswith("s") and not noun.endswith("ss") \
        and noun not in _FUNCTION_WORDS and noun not in _UNITS and noun not in _AFTER_A_LENGTH


def _of_a_count(following: Sequence[str]) -> bool:
    """Whether a number word before "of" is a part of a count the next words give ("three of
    five", "two of the three signers": 3 and 2, as "3 of 5" reads), not a share of a thing
    ("one of the services", "two of us")."""
    return any(w in _NUMBER_WORDS or w.isdigit() for w in following[1:4])


# What a count of CPUs is written with: "2000m of CPU", "cpu: 500m", "250m vCPU".
_CPU_WORDS = frozenset({"cpu", "cpus", "vcpu", "vcpus", "core", "cores",
                        "central_processing_unit"})


def _of_cpu(previous: str, following: Sequence[str], before: str) -> bool:
    """Whether "NNNm" is a share of CPUs in thousandths (Kubernetes' millicores: "2000m of
    CPU" is 2 CPUs), not minutes: a CPU word right before it (or before its colon), or right
    after it (after "of" at most)."""
    after = [w.removeprefix("^") for w in following[:2] if w != "of"][:1]
    return previous in _CPU_WORDS or previous in ("", ":") and before in _CPU_WORDS or bool(
        after) and after[0] in _CPU_WORDS


# An amount of money: "$0.25", "€40", "£1.5k". Its value is the amount ("€2000" says what
# "2,000 EUR" says; the currency, a word on the other side, is not compared here).
_MONEY = re.compile(r"[$\u20ac\u00a3](\d+(?:[.,]\d+)?)([km]?)")
_MONEY_AFTER = re.compile(r"(\d+(?:[.,]\d+)?)([km]?)[$\u20ac\u00a3]")  # "10€", as written in Europe
_MONEY_SCALE = {"k": 1000, "m": 1000000}
# The hundredth of a currency, after a count of it: "50 cents" and "95 pence" are the amounts
# "$0.50" and "£0.95" (the currency, as above, is not compared).
_SUBUNITS = frozenset(("cent", "cents", "pence", "penny", "pennies", "\u00a2"))


def _amount(amount: str, times: int = 1, parts: int = 1) -> str:
    """An amount of money written as one number however it was written: "$0.50", "$0.5" and
    "50 cents" are all 0.5, "$1.5m" and "$1,500,000" both 1500000 (no trailing zero, no
    exponent)."""
    try:
        return format((Decimal(amount) * times / parts).normalize(), "f")
    except InvalidOperation:  # a digit Python counts but Decimal reads not ("²")
        return amount


@lru_cache(maxsize=1 << 16)
def _plain(text: str) -> str:
    return " ".join(_strip_markdown(text).lower().split())
