"""One thing stated with two values: the value-slot rule (see memstore.core.judge and
docs/consolidation.md).

Each claim is read as a subject and a value slot (memstore.core.judge.subjects: "payments-api
listens on 8080" is about payments-api, and its slot holds a port). Two claims whose subjects
are the same thing and whose slots of one type hold different values cannot both hold: "path:
Alembic migrations live in migrations/versions/ / Alembic revisions are in alembic/versions/
at the repo root". Two values compete only in one slot: each type with itself, a bare amount
with a version ("Swift 5.9" / "Swift 6") or a port ("listens on 8081" / "runs on port 8088");
a value both state is not the one in dispute; a version and a longer one it begins, a folder
and a path in it, a fraction and its percentage say the same.

Two things (look-alikes, both hold) besides those the subjects tell apart: a value of another
type differs too ("apps/web dev server runs on port 3000" / "apps/admin dev server ... 5173"),
two paths are items of one collection ("db/losil/migrations" / "db/halnor/migrations"), or for
paths the folders are named by the words that set each claim apart ("Web e2e specs live in
apps/web/e2e" / "Admin e2e specs ... apps/admin/e2e", "Kotlin sources ... src/main/kotlin" /
"Kotlin test sources ... src/test/kotlin"), each opens with a value of its own and gives it
another ("profiles.yml goes in ~/.dbt/" / "packages.yml goes next to dbt_project.yml"), or a
word of each side's own stands next to the same word ("worker images" / "notebook images").

Where the two differ is read from the order of the words: what names the subject is said
before the value, so words of its own that one side says only after its value (while the other
says none after its own) say more of the value, not of another subject ("Spark History Server
UI: port 18080" / "Spark History Server runs on 18081 on the EMR cluster"). A subject word
that names a folder of the other side's path is said by it ("Airflow DAGs" /
"airflow/dags/production/"); one the other says only inside a longer hyphenated name is not
("events" / "events-dlq"). A setting key holds one value ("catchup=True" / "catchup=False"),
its key a word of the subject on both sides.

`slot_keys` gives the candidate search (memstore.core.similarity.blocking) what it needs to
bring such pairs together; memstore.core.judge.bounds asks `value_conflict` and
`tool_conflict` (memstore.core.judge.tools) before its other checks, as compare_claims does.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from memstore.core.judge.claims import NAMING, Bag, Claim, _analyse_text, _matched, _parts
from memstore.core.judge.lexicon import _stem, word_tables_cache
from memstore.core.judge.subjects import (
    _CHANGED_TO,
    _FLAG_LEVEL,
    _PINNED,
    _SLOTS,
    FOUND,
    LEAST,
    SHARED,
    _in_path,
    _narrows,
    _now,
    _own_things,
    _parallel,
    _parts_of_one,
    _read,
    _Reading,
    _said,
    _slot_type,
    _two_places,
)
from memstore.core.judge.text import _FUNCTION_WORDS, weight

# The port that ends an address ("cache.internal:6379"), read apart as a number of its own.
_PORT = re.compile(r":\d{1,5}$")


_COUNT_OR_VERSION = frozenset(("number", "version"))
_VERSIONED_PATH = frozenset(("path", "version"))
_VERSION_PREFIX = re.compile(r"/?v(\d+(?:\.\d+)*)/?", re.IGNORECASE)


def _differing(mine: frozenset[tuple[str, str]],
               theirs: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values of `mine` that no value of `theirs` is compatible with."""
    if not mine or not theirs:
        return mine  # (most claims hold no value: asked of every claim pair both ways)
    theirs = _fullest(theirs)
    return frozenset(v for v in mine if not any(_compatible(v, t) for t in theirs))


def _from_another_root(longer: str, shorter: str) -> bool:
    """Whether a relative path of three folders or more is the end of a longer one: one folder
    said from two roots ("src/main/resources/zpl" in the label-svc repository /
    "label-svc/src/main/resources/zpl")."""
    return shorter[:1] not in "/~." and shorter.count("/") >= 2 and longer.endswith(
        "/" + shorter)


def _fullest(values: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values of one claim less a bare file name its own path ends in ("The SIP proxy's
    sys.config is at `config/sys.config`"): one file, where the path says which, so another
    path to a file of that name ("rel/prod/sys.config") differs from it. A bare file name beside
    the one folder the claim names ("reads its slurm.conf from /opt/slurm/etc") is the file in
    that folder, for the same reason (session 51)."""
    bare = {v for v in values if v[0] == "path" and "/" not in v[1]}
    if not bare:
        return values
    fullest = values - {v for v in bare if any(
        k == "path" and p.endswith("/" + v[1]) for k, p in values)}
    folders = [p for k, p in fullest
               if k == "path" and "/" in p and "." not in p.rsplit("/", 1)[-1]]
    files = [v for v in fullest & bare if "." in v[1]]
    if len(folders) == 1 and len(files) == 1:
        return fullest - {files[0]} | {("path", folders[0].rstrip("/") + "/" + files[0][1])}
    return fullest


def _compatible(x: tuple[str, str], y: tuple[str, str]) -> bool:
    """Whether two values can name the same thing: equal; a version and a longer one it
    begins ("5.0" / "5.0.x", "16" / "16.2"); a folder and a path in it (or a URL under it); two
    settings of different keys (they do not compete)."""
    (kx, vx), (ky, vy) = x, y
    if x == y:
        return True
    if ("%" in vx or "%" in vy) and (_one_share(x, y) or _one_share(y, x)):
        return True
    if kx != ky:
        if {kx, ky} == _COUNT_OR_VERSION:
            # one whole number read as a version on one side and as a count on the other
            # ("supports iOS 15 and up" / "Minimum iOS version for the app is 15", session 40)
            return vx == vy and vx.isdigit()
        if {kx, ky} == _VERSIONED_PATH:
            # an API version said by its path prefix ("`/v1` used feet" / "v1 returned feet",
            # the team trial of session 56)
            path, version = (vx, vy) if kx == "path" else (vy, vx)
            prefix = _VERSION_PREFIX.fullmatch(path)
            return prefix is not None and prefix[1] == version
        if {kx, ky} != _PLACES:
            return False
        # a folder named from a bucket's root and the URL of it ("the `customer/` prefix of
        # the gis-ingest bucket" / "s3://gis-ingest/customer/")
        url, path = (vx, vy) if kx == "url" else (vy, vx)
        address, place = url.partition("://")[2].rstrip("/"), path.rstrip("/")
        host = address.partition("/")[0]
        if address == place or "/" not in place and _PORT.sub("", host) == place:
            return True  # the URL written without its scheme ("https://staging.acme.dev" /
            # "staging.acme.dev", session 28), or its host alone, the port read as a number
            # of its own ("http://galaxy.lab.internal:8080" / "galaxy.lab.internal:8080",
            # "redis://cache.internal:6379/0" / "cache.internal:6379, database 0", session 35)
        under = address.partition("/")[2]
        return bool(under) and path[:1] not in "/~." and under == path.rstrip("/")
    if kx == "version":
        parts_x, parts_y = vx.rstrip(".x*+").split("."), vy.rstrip(".x*+").split(".")
        n = min(len(parts_x), len(parts_y))
        return parts_x[:n] == parts_y[:n]
    if kx == "url" and "/" in vx.partition("://")[2] and "/" in vy.partition("://")[2]:
        # a folder of a bucket and a path in it ("s3://qr-mkt/bars/daily/" and
        # "s3://qr-mkt/bars/daily/date=YYYY-MM-DD/"), as for paths below
        px, py = vx.rstrip("/"), vy.rstrip("/")
        return px.startswith(py + "/") or py.startswith(px + "/")
    if kx == "path":
        px, py = vx.rstrip("/*.").rstrip("/"), vy.rstrip("/*.").rstrip("/")
        if "/" not in vx or "/" not in vy:  # a bare name and a path that ends in it
            return px == py or px.endswith("/" + py) or py.endswith("/" + px)
        return px == py or px.startswith(py + "/") or py.startswith(px + "/") or (
            _from_another_root(px, py) or _from_another_root(py, px))
    if kx == "setting":
        # (a key left blank, "ENV=<env>" read as "env=", is the key given any value: a
        # sample value fills it, session 58)
        return _setting_key(vx) != _setting_key(vy) or vx.endswith("=") or vy.endswith("=")
    if kx == "number":
        return (_same_amount(vx, vy) or _same_amount(vy, vx) or _counted(vx, vy)
                or _square_of(vx, vy) or _square_of(vy, vx))
    return False


def _square_of(side: str, sides: str) -> bool:
    """A square's side and its two sides ("Raster tiles are 512 px" / "... 512x512 pixels"):
    one size."""
    width, _, height = sides.partition("x")
    return bool(height) and width == height == side


# A share written as a percent ("10%") and as a fraction of one ("0.1", read as a number or,
# with its dot, as a version).
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)%")
_FRACTION = re.compile(r"[01](?:\.\d+)?|\.\d+")


def _one_share(percent: tuple[str, str], fraction: tuple[str, str]) -> bool:
    """Whether a percent and a fraction of one are one share ("sample rate 100%" / "sample
    rate 1.0", "infill 10%" / "infill 0.1"; session 45: the two read as two values in one
    place, a possible conflict)."""
    share = _PERCENT.fullmatch(percent[1]) if percent[0] == "number" else None
    if share is None or fraction[0] not in _COUNT_OR_VERSION or not _FRACTION.fullmatch(
            fraction[1]) or "." not in fraction[1]:
        return False
    return abs(float(share.group(1)) / 100 - float(fraction[1])) < 1e-9


def _counted(x: str, y: str) -> bool:
    """A count said in times and the bare number ("retries a failed job 25 times" / "retry
    count: 25"): one amount, the "x" only says what is counted."""
    return x.removesuffix("x") == y.removesuffix("x") and x.isdigit() != y.isdigit()


@lru_cache(maxsize=1 << 16)  # (asked for every two numbers of every claim pair)
def _same_amount(bare: str, timed: str) -> bool:
    """A number without a unit and a duration it may be in another unit ("45000" in a
    setting named in ms, "45 s"), or a rate it is the amount of ("500k" / "500 kbit/s")."""
    rate = _RATE_AMOUNT.fullmatch(timed)
    if rate and bare.replace(".", "", 1).isdigit():
        return float(bare) == float(rate.group(1))
    if not timed.endswith("s") or not bare.replace(".", "", 1).isdigit():
        return False
    try:
        seconds, number = float(timed[:-1]), float(bare)
    except ValueError:
        return False
    return number in (seconds, seconds * 1000)


# An amount of a rate in its base unit ("500000bit/s", "20hz").
_RATE_AMOUNT = re.compile(r"(\d+(?:\.\d+)?(?:e\+?\d+)?)(?:hz|[a-z]*/[a-z]+)")


def _setting_key(value: str) -> str:
    return re.split(r"[=@:]", value, maxsplit=1)[0]


def value_conflict(a: Claim, b: Claim) -> str:
    """The type of the slot two claims about one thing fill with two values ("path",
    "version", "duration", "number", "url"), or "" when they do not."""
    if not _slotted(a) or not _slotted(b):
        return ""  # (asked of every pair that shares a word: most hold no value at all)
    return _value_conflict(a, b)


# A claim that opens with how often, read as a period ("every 1 day backups ..."), and the
# period's noun another claim opens with where it tells a length of time of its own ("night
# backups are kept for 35 days": `text._frequency_kind`).
_OPENING_PERIOD = re.compile(r"(?:(?:the|our)\s+)?every 1 (day|hour|week|month)\b")
_PERIOD_KINDS = {"day": ("day", "night"), "hour": ("hour",), "week": ("week",),
                 "month": ("month",)}


def _one_kind_two_readings(a: Claim, b: Claim) -> bool:
    """Whether claim a opens with a period read from a frequency word and b opens with that
    period's noun, read as a kind of thing, and a holds no other length of time: one word,
    "nightly", read two ways, and no value of a that b speaks of."""
    found = _OPENING_PERIOD.match(a.text)
    if found is None or not b.terms or b.terms[0] not in _PERIOD_KINDS[found.group(1)]:
        return False
    lengths = [v for k, v in a.values if k == "number" and v.endswith("s")]
    return len(lengths) == 1


# How often ("every", as "nightly" reads too) and how long ("takes"), as terms read them.
_EVERY, _TAKING = _stem("every"), frozenset(_stem(w) for w in ("take", "takes", "took", "taking"))


def _often_against_long(a: Claim, b: Claim) -> bool:
    """Whether claim a says how often a thing is done ("every 6 hours", "nightly") and b how
    long it takes ("takes 20 minutes"), and not how often."""
    return _EVERY in a.terms and _EVERY not in b.terms and not _TAKING.isdisjoint(b.terms)


def _slotted(claim: Claim) -> bool:
    """Whether a claim may fill a value slot: it holds a value or a pinned name."""
    found = claim.__dict__.get("_slotted")
    if found is None:
        found = bool(claim.values) or any(_PINNED.fullmatch(t) for t in claim.terms
                                          if not t.isalpha())
        claim.__dict__["_slotted"] = found
    return found


@word_tables_cache
@lru_cache(maxsize=1 << 17)
def _value_conflict(a: Claim, b: Claim) -> str:
    # (a pinned name, "python:3.12-slim", is a value too: see `_slotted`)
    if not (a.values or a.names or _slotted(a)) or not (b.values or b.names or _slotted(b)):
        return ""
    if a.negative != b.negative:
        # A no said only in what a change is for is not said of the value ("The ETA cache
        # Redis was moved to 6380 to avoid clashing with the session store"): the value is
        # read from the clause before it.
        head_a, head_b = _before_purpose(a), _before_purpose(b)
        if head_a is None and head_b is None:
            return ""
        return _value_conflict(head_a or a, head_b or b)
    if (a.event and not _CHANGED_TO.search(a.text)) or (
            b.event and not _CHANGED_TO.search(b.text)):
        return ""  # something that happened once states no value that holds
    if _one_kind_two_readings(a, b) or _one_kind_two_readings(b, a):
        return ""  # "Nightly backups go to S3" / "Nightly backups go to S3 and are kept for 35
        # days": one kind of backup, whose "nightly" each read its own way
    ra, rb = _read(a), _read(b)
    if not any(_meet(x, y) for x in ra.slots for y in rb.slots):
        return ""
    if own_flags(a, b):
        return ""  # each value is the value of its own option ("`--num-workers` defaults to
        # 8" / "`--prefetch-factor` defaults to 2")
    slot = _slot(ra, rb)
    if not slot:
        return ""
    kind, mine, theirs = slot
    if kind in ("number", "version") and (_a_count(ra, mine) and _named_after(b, theirs) or (
            _a_count(rb, theirs) and _named_after(a, mine))):
        return ""  # "Postgres pool size is 20" / "The database is Postgres 15": a number one
        # side names as a size or a count, the other's written right after a name (a tool's
        # version, "Postgres 15"): two numbers of two things
    if kind == "duration" and (_often_against_long(a, b) or _often_against_long(b, a)):
        return ""  # how often a thing runs and how long it takes are two lengths of time
        # ("The backup runs every 6 hours" / "The backup takes 20 minutes", session 41)
    if a.negative and kind in ("path", "url"):
        return ""  # two prohibitions of two places both hold ("never edit files in vendor/" /
        # "never edit files in public/build/"), as memstore.core.judge.compare reads them
    sa, sb = ra.subject, rb.subject
    if not sa or not sb:
        return ""
    bag_a, bag_b = ra.bag, rb.bag
    if kind == "setting":
        # The key both give a value names what the value is of ("catchup=True" /
        # "catchup=False"): a word of the subject on both sides.
        key = _setting_key(mine)
        sa, sb = {**sa, key: weight(key)}, {**sb, key: weight(key)}
        bag_a, bag_b = Bag({**bag_a, key: weight(key)}), Bag({**bag_b, key: weight(key)})
        ra, rb = (replace(r, subject=s, bag=g, seq=tuple(
            key if t.startswith(f"setting={key}=") else t for t in r.seq))
            for r, s, g in ((ra, sa, bag_a), (rb, sb, bag_b)))
    # A word that names a folder of the other's path is said by the other ("Airflow DAGs" /
    # "airflow/dags/production/", "Kafka Connect connector configs" / "kafka/connectors/").
    # A word that only names the kind of amount ("Ping interval: 10 s" / "every 30 seconds",
    # "4 attempts" / "six times") is said by the other's amount of that kind, unless the other
    # names its amount with a word of another group (`_amount_said`), and a name
    # written short is said by the words it is written for ("route-opt" / "the route
    # optimiser": `_written_short`).
    kind_words = _amount_words().get(kind, {})
    short_a, short_b = _written_short(ra, rb), _written_short(rb, ra)
    said_a = {t for t in sa if _said(t, bag_b, bag_a) or _in_folders(t, kind, theirs)
              or _amount_said(t, kind_words, sb) or t in short_a
              or _in_file_name(t, kind, theirs) or _endpoint_said(t, rb)}
    said_b = {t for t in sb if _said(t, bag_a, bag_b) or _in_folders(t, kind, mine)
              or _amount_said(t, kind_words, sa) or t in short_b
              or _in_file_name(t, kind, mine) or _endpoint_said(t, ra)}
    shared_a = sum(w for t, w in sa.items() if t in said_a)
    shared_b = sum(w for t, w in sb.items() if t in said_b)
    one_file = kind == "path" and _one_file_named(mine, theirs)
    named = _one_named_subject(sa, sb) or one_file
    if min(max((w for t, w in sa.items() if t in said_a), default=0.0),
           max((w for t, w in sb.items() if t in said_b), default=0.0)) < SHARED and not named:
        return ""  # no fairly rare word in common ("edit the generated X by hand"), weighed
        # on either side (one word may weigh more where it is written as a name)
    # Most of the smaller subject is in the larger, and some of the larger in the smaller
    # (the larger may say where the value sits: "moved to the ops repo under ops/runbooks/").
    total_a, total_b = sum(sa.values()), sum(sb.values())
    # (own words one side says only after its value, the other none after its own, say more
    # of the value, as below: "Metrics moved to port 9464 (the OTel default)")
    after_a = _after(ra, [t for t in sa if t not in said_a], mine)
    after_b = _after(rb, [t for t in sb if t not in said_b], theirs)
    # (not where a name after "for", "in", "on" or "at" says for what an amount holds:
    # "Cypress must be at least 3.14 for falluxpen" / "Berfen requires cypress 2.5+" are two
    # projects; after a path, "at the repo root", it says where the path is)
    amount = kind not in _PLACES
    if after_b and not after_a and not (amount and _scoped(rb, after_b)):
        total_b -= sum(sb[t] for t in after_b)
    elif after_a and not after_b and not (amount and _scoped(ra, after_a)):
        total_a -= sum(sa[t] for t in after_a)
    small, large = sorted(((shared_a, total_a), (shared_b, total_b)),
                          key=lambda p: (p[1], p[0]))  # (of two as large, the less shared)
    if min(shared_a, shared_b) < SHARED and not named or not one_file and (
            small[0] < FOUND * small[1] or large[0] < LEAST * large[1]):
        return ""  # (however little else is said alike, one file named is one thing)
    own_a = [t for t in sa if t not in said_a]
    own_b = [t for t in sb if t not in said_b]
    if kind == "duration":  # when in the day or week a schedule runs says more of the value,
        # not what it is of ("runs weekly, on Monday mornings" / "runs nightly in the pipeline")
        own_a = [t for t in own_a if t not in _times_of_day()]
        own_b = [t for t in own_b if t not in _times_of_day()]
    if own_a and own_b:
        own_a, own_b = _two_sides_of_a_scrape(own_a, own_b)
    if own_a and own_b and _two_places(ra, own_a, rb, own_b):
        return ""  # each says where it holds with a word of its own ("in the sandbox" / "in
        # preview")
    # What tells two things apart is said before the value, where a claim names what it
    # speaks of. Words of its own that one side says only after its value, when the other
    # says none after its own, say more of the value ("Spark History Server UI: port 18080" /
    # "Spark History Server runs on 18081 on the EMR cluster"; "a 45 minute timeout" / "times
    # out after 90 minutes, 45 was killing the backfills"). (Words of their own after the
    # value on both sides may be what each is: "db 0 is the cache" / "db 1 is the broker".)
    before_a, before_b = _before(ra, own_a, mine), _before(rb, own_b, theirs)
    if own_b and not before_b and before_a == own_a:
        own_b = []
    elif own_a and not before_a and before_b == own_b:
        own_a = []
    elif own_a and own_b and before_b and before_a == own_a and before_b != own_b:
        own_b = before_b  # (and where it names its subject before the value too, only those
        # words: "Kafka brokers in the bid-log cluster use port 9092" / "The bid-log Kafka
        # cluster is reached on 9094 (SASL listener)": the listener is what 9094 is)
    elif own_a and own_b and before_a and before_b == own_b and before_a != own_a:
        own_a = before_a
    if kind == "version" and (_owner(ra, mine) and not _said(_owner(ra, mine), bag_b, bag_a)
                              and not _owner(rb, theirs) or _owner(rb, theirs) and not _said(
                                  _owner(rb, theirs), bag_a, bag_b) and not _owner(ra, mine)):
        return ""  # "Use pydantic 1.17 or newer for dexbanyar" / "Dexbanyar requires 3.1+":
        # the version right after a name the other never says is that thing's, where the
        # other's version follows no name at all
    if kind == "path" and (_siblings(mine, theirs) and not _named_by_both(
            mine, theirs, said_a & said_b) and not _one_file_moved(mine, theirs, bag_a, bag_b)
                           or _per_environment(mine, theirs)):
        return ""  # two items of one collection ("db/losil/migrations" / "db/halnor/migrations",
        # "proto/ledger/v1/" / "proto/inventory/v1/"), not one thing in two places
    if kind == "url" and addresses_per_environment(a, b, [mine], [theirs]):
        return ""  # the same for two addresses (session 42)
    if _opens_with(ra, mine) and _opens_with(rb, theirs):
        return ""  # each opens with its own value, what it speaks of, and gives it another
        # ("profiles.yml goes in ~/.dbt/" / "packages.yml goes next to dbt_project.yml")
    if kind == "path" and _name(mine) == _name(theirs):
        # One name in two folders is the same thing moved ("docs/runbooks/" / "ops/runbooks/"),
        # unless each folder is named by the word that sets its claim apart ("Web e2e specs
        # live in apps/web/e2e" / "Admin e2e specs live in apps/admin/e2e"), the rest lines up
        # around a swap, or a side names something the other does not ("Cmake caches its
        # results in marlin/settings.py" / "Numpy caches its results in grahalka/settings.py").
        if (_in_path(own_a, mine) and _in_path(own_b, theirs)) or (own_a and own_b and not (
                one_file) and (_parallel(ra, rb, lined_up=True)
                               or _own_things(ra, own_a, rb, own_b, True))):
            return ""  # (one file in a folder both name is one thing, however each words it)
    elif own_a and own_b and _parallel(ra, rb, lined_up=kind != "path" or _now(a, b)):
        return ""  # each puts a word of its own in one place: two things described alike
    elif _one_address(a, b):
        pass  # one address but for its port: the same endpoint, however else each names what
        # answers there ("Seqera Platform is at https://tower.lab.internal:8443" / "Our
        # Tower / Seqera instance answers on https://tower.lab.internal:9443")
    elif own_a and own_b and _same_head(ra, own_a, rb, own_b) and not _now(a, b):
        return ""  # each names its own kind of one thing, whatever the order of the rest
        # ("Python 3.11 for all worker images" / "Notebook images are built on python:3.12")
    elif _own_things(ra, own_a, rb, own_b) and not _now(a, b):
        return ""  # each names something of its own: two things of one project ("Timeouts
        # for bannix are 5 seconds" / "The dashboards of bannix are rotated every 7 days")
    if own_a and own_b and _parts_of_one(ra, own_a, rb, own_b) and not _now(a, b):
        return ""  # each names a part of one project: "The sessions of quillmoss are rotated
        # every 14 days" / "Quillmoss rotates its certificates each 60 days"
    if (not own_b and _narrows(ra, own_a, bag_b)) or (not own_a and _narrows(rb, own_b, bag_a)):
        return ""  # "Kotlin test sources" is a part of "Kotlin sources", not the same thing
    return kind


# The scraper's words on one side ("Prometheus scrapes X on :9100") and the words of what it
# scrapes on the other ("X exposes metrics on :9101"): one port, said from its two ends.
_SCRAPER = frozenset(("scrape", "prometheus"))
_SCRAPED = frozenset(("metric", "expos", "prometheus"))


def _two_sides_of_a_scrape(own_a: list[str], own_b: list[str]) -> tuple[list[str], list[str]]:
    """The own words of two claims less those that only say which end of a metrics scrape each
    speaks from: "scrapes" on one side, "metrics" on the other (and "Prometheus" on either)."""
    if "scrape" in own_a and "metric" in own_b:
        return [t for t in own_a if t not in _SCRAPER], [t for t in own_b if t not in _SCRAPED]
    if "scrape" in own_b and "metric" in own_a:
        return [t for t in own_a if t not in _SCRAPED], [t for t in own_b if t not in _SCRAPER]
    return own_a, own_b


def _one_named_subject(sa: dict[str, float], sb: dict[str, float]) -> bool:
    """Whether both claims name one and the same thing, by a name of its own, and nothing
    else before their values ("policy-service listens on port 8081" / "policy-service runs on
    8085 now"): however common the name's parts, the two values are that thing's."""
    return sa.keys() == sb.keys() and any(not t.isalpha() for t in sa)


# What a change is for, said after it: "so (that) ...", "to avoid ...", "to prevent ...".
_PURPOSE = re.compile(r"\s+(?:so(?:\s+that)?|so as not to|in order not to|to avoid|to prevent)"
                      r"\s+\S.*$", re.IGNORECASE)
# A condition told as what is missing, after the value ("time out after 90 seconds without an
# ack from the spacecraft"): its no is said of the thing missing, not of the value.
_LACKING = re.compile(r"\s+(?:without|with\s+no)\s+\S.*$", re.IGNORECASE)


def _before_purpose(claim: Claim) -> Claim | None:
    """The claim without the purpose it ends with, when only that purpose says no and the
    rest holds every value ("... moved to 6380 to avoid clashing with the session store",
    "... time out after 12h so a full dispatch shift isn't cut off"); None otherwise. The same
    for a condition of what is missing ("... time out after 90 seconds without an ack")."""
    if not claim.negative:
        return None
    found = _PURPOSE.search(claim.text) or _LACKING.search(claim.text)
    if found is None:
        return None
    head = _analyse_text(claim.text[:found.start()])
    if head is None or head.negative or head.values != claim.values:
        return None
    return head


# Words that name the kind of an amount, not what it is of: said by any amount of that kind,
# unless the other side names its amount with a word of another group: a period ("every 30
# days") is not a timeout, nor a lifetime ("Timeouts for X are 5 seconds" / "X's DB users are
# rotated every 30 days" are two amounts of one service, not one amount changed).
_AMOUNT_WORDS = {
    "duration": ("every interval frequency period cadence", "retention ttl lifetime",
                 "timeout deadline", "threshold"),
    "number": ("attempts times", "count total", "limit cap", "size", "threshold"),
    # (what a language's version is the version of: "The Go toolchain is pinned to 1.21" /
    # "We build with Go 1.22", session 32)
    "version": ("version toolchain runtime sdk compiler interpreter",),
}


@lru_cache(maxsize=1)
def _amount_words() -> dict[str, dict[str, int]]:
    """Per kind of value, each word naming a kind of amount (and its stem) -> its group."""
    return {kind: {form: n for n, words in enumerate(groups) for w in words.split()
                   for form in (w, _stem(w))}
            for kind, groups in _AMOUNT_WORDS.items()}


def _a_count(reading: _Reading, value: str) -> bool:
    """Whether a claim names its number with a word for a count or a size before it ("pool
    size is 20", "a limit of 5"; session 58)."""
    counts = _amount_words()["number"]
    return any(t in counts for t in _before(reading, list(reading.subject), value))


def _named_after(claim: Claim, value: str) -> bool:
    """Whether a claim writes its number right after a name, as a tool's version is written
    ("Postgres 15", "We run Redis 7"), not after "is", "=" or a word for a count or a size
    ("`batch_size` is 20")."""
    found = re.search(r"([A-Za-z][\w.+-]*)[`*_]*\s+" + re.escape(value) + r"\b", claim.text)
    if found is None:
        return False
    name = found.group(1).lower()
    counts = _amount_words()["number"]
    return name not in _FUNCTION_WORDS and weight(name) >= OWNER and not any(
        part in counts or _stem(part) in counts for part in re.split(r"[._-]", name))


def _amount_said(word: str, groups: dict[str, int], other: Iterable[str]) -> bool:
    """Whether a word that names the kind of an amount is said by the other side's amount:
    the other names its amount with no word of another group."""
    group = groups.get(word)
    return group is not None and all(groups.get(t, group) == group for t in other)


# A short part of a hyphenated name that may be a word written short: its first letters
# ("opt": optimiser, "sched": scheduler) or its first letter and consonants ("svc": service,
# "gw": gateway).
_SHORT_PART = re.compile(r"[a-z]{2,5}")
_VOWELS = frozenset("aeiou")


def _short_for(part: str, word: str) -> bool:
    if part == word or len(word) < len(part) + 3 or part[0] != word[0]:
        return False
    if len(part) >= 3 and word.startswith(part):
        return True
    if _VOWELS & set(part[1:]):
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in part[1:])


def _written_short(reading: _Reading, other: _Reading) -> frozenset[str]:
    """The words of a claim that a hyphenated name of the other writes short, in the same
    order and next to the words its other parts match ("the route optimiser" /
    "route-opt", "the ingest gateway" / "ingest-gw", "the geofencing service" /
    "geofence-svc"), and the names of the claim that are the other's words written short.
    Every part is one of the other's words, at least one written short and one in full."""
    found: set[str] = set()
    for x, y in ((reading, other), (other, reading)):
        names = [t for t in x.subject if "-" in t and t.count("-") <= 2]
        if not names:
            continue
        words = re.findall(r"[a-z]+", y.claim.text.lower())
        for name in names:
            parts = name.split("-")
            if not all(p.isalpha() for p in parts):
                continue
            for start in range(len(words) - len(parts) + 1):
                run = words[start:start + len(parts)]
                short = [w for p, w in zip(parts, run, strict=True)
                         if _SHORT_PART.fullmatch(p) and _short_for(p, w)]
                whole = [w for p, w in zip(parts, run, strict=True) if _stem(p) == _stem(w)]
                if short and whole and len(short) + len(whole) == len(parts):
                    if x is reading:
                        found.add(name)
                    else:
                        found.update(t for w in short for t in _terms_of(w) if t in y.subject)
                    break
    return frozenset(found)


@word_tables_cache
@lru_cache(maxsize=1 << 12)
def _terms_of(word: str) -> tuple[str, ...]:
    claim = _analyse_text(word)
    return claim.terms if claim is not None else ()


def _after(reading: _Reading, own: list[str], value: str) -> list[str]:
    """Those of a claim's own subject words it says only after its value."""
    before = _before(reading, own, value)
    return [t for t in own if t not in before] if before != own or not own else []


def _one_address(a: Claim, b: Claim) -> bool:
    """Whether the two claims give one URL each, the same but for its port."""
    urls_a = [v for k, v in a.values if k == "url"]
    urls_b = [v for k, v in b.values if k == "url"]
    if len(urls_a) != 1 or len(urls_b) != 1 or urls_a == urls_b:
        return False
    x, y = _PORT_OF_URL.fullmatch(urls_a[0]), _PORT_OF_URL.fullmatch(urls_b[0])
    if x is None or y is None:
        return False
    return (x.group(1), x.group(3)) == (y.group(1), y.group(3))


# A URL with a port: what comes before the port, the port, and what comes after it.
_PORT_OF_URL = re.compile(r"([a-z][a-z0-9+.-]*://[^/:]+):(\d{2,5})(/.*)?")


# A word this heavy (Zipf 3.5 or rarer) right before a version names whose version it is.
OWNER = 4.5


def _scoped(reading: _Reading, words: list[str]) -> bool:
    """Whether one of the words is where a claim holds: the first word after in / on / for /
    at, rare enough to name something ("for falluxpen"; not "for the new websocket
    protocol")."""
    return any(t in reading.claim.qualifiers and reading.bag.get(t, 0.0) >= NAMING
               for t in words)


def _owner(reading: _Reading, value: str) -> str:
    """The name a claim writes the version in dispute right after ("pydantic 1.17"), or ""."""
    seq = reading.seq
    at = next((n for n, item in enumerate(seq) if item == f"version={value}"), None)
    if not at or "=" in seq[at - 1]:
        return ""
    owner = seq[at - 1]
    return owner if reading.bag.get(owner, 0.0) >= OWNER else ""


@lru_cache(maxsize=1)
def _times_of_day() -> frozenset[str]:
    """The stems of the words that say when in the day or week something happens."""
    return frozenset(_stem(w) for w in """monday tuesday wednesday thursday friday saturday
        sunday mornings morning evenings evening nights night afternoons afternoon midnight
        noon utc""".split())  # (not "weekends" / "weekdays": a schedule for each is two)


def own_flags(a: Claim, b: Claim) -> bool:
    """Whether each claim names a command-line flag the other does not: two options, whatever
    values they are given. A short option glued to its level ("-O2" / "-O3") is one option at
    two levels, a setting of one key (memstore.core.judge.subjects `_FLAG_LEVEL`)."""
    flags_a = {_option_of(v) for k, v in a.values if k == "flag"}
    flags_b = {_option_of(v) for k, v in b.values if k == "flag"}
    return bool(flags_a - flags_b) and bool(flags_b - flags_a)


def _option_of(flag: str) -> str:
    level = _FLAG_LEVEL.fullmatch(flag)
    return level.group(1) if level else flag


def _opens_with(reading: _Reading, value: str) -> bool:
    """Whether a claim opens with the value in dispute and states another of the same kind
    after it (what it speaks of, and what it says of it)."""
    kind, _, first = reading.seq[0].partition("=") if reading.seq else ("", "", "")
    return first == value and sum(1 for item in reading.seq if item.startswith(kind + "=")) > 1


def _in_folders(term: str, kind: str, path: str) -> bool:
    """Whether a word names one of the folders of a path, the whole folder name (not a file
    name: ".env.staging" is what the claim is about; nor the start of a longer name:
    "linpol" / "tests/linpolcor/")."""
    return kind == "path" and term in _folder_names(path)


@word_tables_cache
@lru_cache(maxsize=1 << 14)
def _folder_names(path: str) -> frozenset[str]:
    """The folder names of a path, each as written (lower-cased) and stemmed: what
    `_in_folders` looks a word up in (asked for every word of every claim pair with a path)."""
    if "/" not in path.strip("/") or _NOT_A_FOLDER.search(path):
        return frozenset()
    folders = [p.lower() for p in path.strip("/").split("/")[:-1] if p]
    if "." not in path.rsplit("/", 1)[-1]:
        folders.append(path.rstrip("/").rsplit("/", 1)[-1].lower())
    return frozenset(name for p in folders for name in (p, _stem(p)))


_NOT_A_FOLDER = re.compile(r"=|://")


def _endpoint_said(term: str, other: _Reading) -> bool:
    """Whether a word that names a place served over HTTP ("endpoint", "route") is said by
    the path the other side gives ("The Prometheus metrics endpoint is on port 9090" /
    "Each service serves Prometheus metrics on `:9100/metrics`")."""
    return term in _ENDPOINT_WORDS and any(
        kind == "path" and value.startswith("/") for kind, value in other.values)


_ENDPOINT_WORDS = frozenset(("endpoint", _stem("endpoints"), _stem("route"), "route"))


def _in_file_name(term: str, kind: str, path: str) -> bool:
    """Whether a word names a part of the file a path ends in, or its type ("The depot
    polygons GeoJSON" / "geo/fixtures/depot_polygons.geojson"): the other side says it."""
    if kind != "path" or _NOT_A_FOLDER.search(path):
        return False
    name = path.rstrip("/").rsplit("/", 1)[-1].lower()
    if "." not in name.strip("."):
        return False
    return any(term in (p, _stem(p)) for p in re.split(r"[._-]", name) if len(p) >= 3)


def _same_head(a: _Reading, own_a: list[str], b: _Reading, own_b: list[str]) -> bool:
    """Whether a word of each side's own stands right before (or right after) the same word
    both say: "worker images" / "notebook images" (not "Local Postgres" / "Compose maps
    Postgres", where a verb stands between)."""
    def neighbours(reading: _Reading, own: list[str]) -> set[tuple[int, str]]:
        seq = reading.seq
        return {(step, seq[n + step]) for n, t in enumerate(seq) if t in own
                for step in (1, -1) if 0 <= n + step < len(seq) and seq[n + step] not in own}

    return bool(neighbours(a, own_a) & neighbours(b, own_b))


def _before(reading: _Reading, own: list[str], value: str) -> list[str]:
    """Those of a claim's own subject words it says before its value (all of them when no
    subject word comes before it, "`management.server.port: 9091` for the actuator", or only
    the name the value belongs to, "Python 3.11 for all worker images")."""
    at = next((n for n, item in enumerate(reading.seq)
               if "=" in item and item.partition("=")[2] == value), None)
    if at is None or not any(t in reading.subject for t in reading.seq[:max(at - 1, 0)]):
        return own
    before = set(reading.seq[:at])
    return [t for t in own if t in before]


def _slot(a: _Reading, b: _Reading) -> tuple[str, str, str] | None:
    """The slot both claims fill with a value the other lacks ("path", "number", "version",
    "duration", "url"), and the first such value of each; None when there is none, or when
    values of two kinds differ (two things described alike)."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        # (each read as the other's type: "0" and "0.0" are one version, whichever is the
        # number)
        return (_compatible(x, y) or _compatible((y[0], x[1]), y)
                or _compatible((x[0], y[1]), x) or _same_share(x[1], y[1]))

    mine = [(v, _slot_type(*v)) for v in sorted(a.values) if v[0] in _SLOTS]
    theirs = [(v, _slot_type(*v)) for v in sorted(b.values) if v[0] in _SLOTS]
    # (a value both say is not the one in dispute: "a second approver" on both sides)
    xs = [(x, tx) for x, tx in mine if not any(_meet(tx, ty) and same(x, y) for y, ty in theirs)]
    ys = [(y, ty) for y, ty in theirs if not any(_meet(tx, ty) and same(x, y) for x, tx in mine)]
    disputes = [(x, tx, y, ty) for x, tx in xs for y, ty in ys if _meets(x, tx, y, ty)]
    if not disputes:
        return None
    families = {_family(tx, ty) for _, tx, _, ty in disputes}
    if len(families) > 1:
        families.discard("url")  # (a URL's port is an amount of its own: "http://localhost:5555"
        # / "http://localhost:5556")
    if len(families) > 1:
        return None  # two values differ: two things described alike ("apps/web dev server runs
        # on port 3000" / "apps/admin dev server runs on port 5173")
    family = families.pop()
    chosen = [d for d in disputes if _family(d[1], d[3]) == family]
    types = {t for d in chosen for t in (d[1], d[3])}
    kind = ("version" if "version" in types else "duration" if family == "duration"
            else family if family in ("path", "url") else "setting"
            if family.startswith("setting:") else "number")
    return (kind, _first(a, [d[0] for d in chosen]), _first(b, [d[2] for d in chosen]))


# Slot types that compete: each with itself, and a bare amount with a port or a version ("listens
# on 8081" / "runs on port 8088"; "Swift 5.9" / "Swift 6"); a port never with a version.
_FAMILY = {"port": "amount", "version": "amount"}


def _meet(x: str, y: str) -> bool:
    return x == y or "amount" in (x, y) and _FAMILY.get(x, x) == _FAMILY.get(y, y) or (
        {x, y} == _PLACES)


# A path and a URL both say where a thing is ("Reference genomes live in /shared/refs/" /
# "Reference genomes moved to s3://lab-refs/"): one slot, a place.
_PLACES = frozenset(("path", "url"))


_ONLY = re.compile(r"(?<![\w-])only\b", re.IGNORECASE)  # (not "read-only")
# A term this heavy is a content word (as compare.CONTENT), not a word of grammar.
_CONTENT = 2.4


def versions_named(a: Claim, b: Claim) -> bool:
    """Whether each claim names a version of one thing by its number, "v1" / "v2" written right
    after the same word ("The old wallet API v1 is read-only now" / "Wallet API v2 accepts
    deposits and withdrawals", "IVR flow v3 is live" / "IVR flow v4 is in testing"), and says
    of it something the other does not say of its own: two versions, each a thing with its own
    state, not one thing at two versions. "v3 is live" / "v4 is live" still conflict (the same
    said of each: which one is live), as do releases of one spec ("TCF v2.1" / "only TCF
    v2.2")."""
    found = []
    for claim, other in ((a, b), (b, a)):
        versions = [n for n, t in enumerate(claim.seq) if t.startswith("version=")]
        if len(versions) != 1 or versions[0] == 0:
            return False
        at = versions[0]
        number = claim.seq[at][len("version="):]
        if not number.isdigit() or _ONLY.search(claim.text) or not re.search(
                rf"\bv{number}\b", claim.text, re.IGNORECASE):
            return False  # (a release of one spec, "TCF v2.1" / "v2.2", or "only v2": one
            # thing at two versions)
        theirs = other.bag()
        own_after = [t for t in claim.seq[at + 1:] if "=" not in t
                     and claim.bag().get(t, 0.0) >= _CONTENT and not _matched(t, theirs)]
        found.append((claim.seq[at - 1], claim.seq[at], own_after))
    (noun_a, version_a, own_a), (noun_b, version_b, own_b) = found
    return noun_a == noun_b and version_a != version_b and bool(own_a) and bool(own_b)


# Nouns a number after them labels ("Tier 1 support", "Zoom 14 tiles", "Level 3 alerts"):
# the number names which one, as a name would, not how many.
_LABEL_NOUNS = frozenset(_stem(w) for w in """tier level zoom phase step priority severity sev
    grade round sprint wave ring lane shard floor gate zone bay dock""".split())


def labels_apart(a: Claim, b: Claim) -> bool:
    """Whether each claim opens on one labelled thing, a noun of `_LABEL_NOUNS` and its number
    ("Zoom 14 tiles of the city layer are ~40 KB" / "Zoom 10 tiles ... are ~120 KB", "Tier 1
    support responds within 1 hour" / "Tier 2 support ... within 4 hours"), the numbers
    differ, and another value follows in each: two things, each with its own value (session
    29), not one thing with two."""
    found = []
    for claim in (a, b):
        at = next((n for n, t in enumerate(claim.seq) if "=" in t), -1)
        if at < 1 or not any("=" in t for t in claim.seq[at + 1:]):
            return False
        noun, label = claim.seq[at - 1], claim.seq[at]
        if not (label.startswith("number=") and noun in _LABEL_NOUNS or _counted_label(
                claim, at)):
            return False
        found.append((noun, label.split("=", 1)[1]))
    (noun_a, label_a), (noun_b, label_b) = found
    return noun_a == noun_b and label_a != label_b


# A small whole number right after the claim's first noun, written bare ("Service 1", "worker
# 3", "the service number 10"): which one of several, not a version of a tool.
_LABEL_NUMBER = re.compile(r"(?:number|version)=\d{1,3}")


def _counted_label(claim: Claim, at: int) -> bool:
    """Whether the value at `at` is a small whole number that labels the common noun the claim
    opens with ("Service 1 listens on port 8001" / "Service 10 listens on port 8010"): two
    things, each with its own value, as `_LABEL_NOUNS` labels are. A name's number is its
    version ("Node 18", "Postgres 15"): the noun must be a common word, not a name."""
    if not _LABEL_NUMBER.fullmatch(claim.seq[at]):
        return False
    before = [t for t in claim.seq[:at] if "=" not in t and t != "number"]
    opening = _LABELLED.match(claim.text)
    return (len(before) == 1 and before[0] not in claim.names and opening is not None
            and opening.group(3) == claim.seq[at].split("=", 1)[1]
            and (claim.seq[at].startswith("version=") or bool(opening.group("said")))
            and weight(opening.group(1).lower()) < NAMING)


# The claim's opening noun and the number written after it ("Service 1 ...", "The service
# number 10 ...", "worker #3 ..."): read as that noun's version (as a name's number is), or
# said to be its number; a count of what follows is neither ("Keep 3 lanes open").
_LABELLED = re.compile(r"(?:the\s+)?([A-Za-z]+)\s+(?P<said>number\s+|no\.\s*|#)?(\d{1,3})\b",
                       re.IGNORECASE)


def places_apart(a: Claim, b: Claim) -> bool:
    """Whether two claims each give a place of their own (a path or a URL the other does not
    give) and, besides it, another value of one kind that differs too ("Partner CDN logs arrive
    in s3://rw-cdn-logs/akamai/ every 1 hour" / "... in s3://rw-cdn-logs/fastly/ every 5
    minutes"): each amount is said of its own place, two things described alike, as two
    values of two kinds differing at once are (`compare._conflict`). Not when one side says
    its values are new (then both moved: "now land in ... every 5 minutes"), nor between a yes
    and a no."""
    if a.negative != b.negative or _now(a, b):
        return False
    va, vb = a.values - b.values, b.values - a.values
    places_a = [v for k, v in va if k in _PLACES]
    places_b = [v for k, v in vb if k in _PLACES]
    if len(places_a) != 1 or len(places_b) != 1:
        return False
    # (a value read out of the place itself, the port of a URL, is no value besides it)
    besides_a = {k for k, v in va if k not in _PLACES and v not in places_a[0]}
    besides_b = {k for k, v in vb if k not in _PLACES and v not in places_b[0]}
    return bool(besides_a & besides_b)


def _family(x: str, y: str) -> str:
    """The family of the slot two competing values fill: a path against a URL is a path,
    whichever side says which."""
    return "path" if {x, y} == _PLACES else _FAMILY.get(x, x)


# A time of day, as the value reader writes it ("01:00", "22:30").
_CLOCK_TIME = re.compile(r"\d{2}:\d{2}")


def _meets(x: tuple[str, str], tx: str, y: tuple[str, str], ty: str) -> bool:
    """Whether two values compete for one slot; a port only with a number that may be one
    (two digits or more: "listens on 8081" / "on port 8088", not "two jobs"), a time of day
    only with another (session 29)."""
    if not _meet(tx, ty):
        return False
    if (_CLOCK_TIME.fullmatch(x[1]) is None) != (_CLOCK_TIME.fullmatch(y[1]) is None):
        return False  # a time of day and another amount ("Postgres 16" / "at 01:00")
    if "port" in (tx, ty) and tx != ty:
        bare = x[1] if tx == "amount" else y[1]
        return bare.isdigit() and len(bare) >= 2
    return True


def _same_share(x: str, y: str) -> bool:
    """A fraction and the percentage it is ("0.1" / "10%")."""
    if x.endswith("%") == y.endswith("%"):
        return False
    share, percent = (y, x) if x.endswith("%") else (x, y)
    try:
        return abs(float(share) * 100 - float(percent[:-1])) < 1e-9
    except ValueError:
        return False


def _first(reading: _Reading, values: list[tuple[str, str]]) -> str:
    for item in reading.seq:
        kind, _, value = item.partition("=")
        if (kind, value) in values:
            return value
    return sorted(values)[0][1]


def sibling_paths(mine: list[str], theirs: list[str]) -> bool:
    """Whether every path of one side is a sibling of every path of the other (see
    `_siblings`), or its folder for another environment (`_per_environment`)."""
    return bool(mine) and bool(theirs) and all(_siblings(x, y) or _per_environment(x, y)
                                               for x in mine for y in theirs)


def _siblings(x: str, y: str) -> bool:
    """Whether two paths share their first and last parts and differ only between them."""
    px, py = x.strip("/").split("/"), y.strip("/").split("/")
    return len(px) >= 3 and len(py) >= 3 and px[0] == py[0] and px[-1] == py[-1]


def _named_by_both(x: str, y: str, shared: set[str]) -> bool:
    """Whether a folder in which two sibling paths differ is named by a word both claims say:
    what both speak of, not one item of a collection ("The MultiQC report is written to
    results/qc/multiqc_report.html" / "MultiQC puts its report in
    results/multiqc/multiqc_report.html")."""
    px, py = x.strip("/").split("/"), y.strip("/").split("/")
    differ = set(px[1:-1]) ^ set(py[1:-1])
    return any(part.lower() in shared or _stem(part.lower()) in shared for part in differ)


# A file's name: a period before its type ("app.conf", "values.yaml"), not a folder's slash.
_FILE_NAME = re.compile(r"[^/]+\.[A-Za-z][A-Za-z0-9]*")


def _one_file_moved(x: str, y: str, bag_a: Bag, bag_b: Bag) -> bool:
    """Whether two sibling paths end in one file's name and neither claim names, outside its
    path, a folder in which they differ: one file said to be in two places ("The nginx config
    is at /etc/nginx/sites-enabled/app.conf" / "... moved to /etc/nginx/conf.d/app.conf"), not
    two items of one collection. Items are named by the folder that holds each: a folder of
    its own ("db/losil/migrations"), or a word one claim says ("The orders service config is
    config/orders/app.yaml" / "The billing service config is config/billing/app.yaml")."""
    px, py = x.rstrip("/").split("/"), y.rstrip("/").split("/")
    if x.endswith("/") or y.endswith("/") or not _FILE_NAME.fullmatch(px[-1]):
        return False
    differ = set(px[1:-1]) ^ set(py[1:-1])
    words = {_stem(word) for part in differ for word in re.split(r"[-_.]", part.lower()) if word}
    # (a folder named by a word both say is what both speak of: `_named_by_both`)
    return not any(_matched(word, bag_a) != _matched(word, bag_b) for word in words)


# The names of deployment environments: a folder per environment holds one item each.
_ENVIRONMENTS = frozenset("prod production prd staging stage stg dev development develop test "
                          "testing qa uat sandbox preview local canary demo integration "
                          "int".split())
_ENVIRONMENT_STEMS = frozenset(_stem(word) for word in _ENVIRONMENTS)


def addresses_per_environment(a: Claim, b: Claim, mine: list[str], theirs: list[str]) -> bool:
    """Whether two claims give one address each, the two alike but for the environment they
    name, and neither names an environment besides ("Terraform state is stored in
    s3://acme-tfstate/prod" / "... s3://acme-tfstate/staging", session 42: flagged as one
    state in two places). "The staging API is at https://dev.acme.dev" says which environment
    its address is of, and conflicts with the address another gives it."""
    return len(mine) == 1 and len(theirs) == 1 and _per_environment(mine[0], theirs[0]) and (
        _ENVIRONMENT_STEMS.isdisjoint(a.terms) and _ENVIRONMENT_STEMS.isdisjoint(b.terms))


def _per_environment(x: str, y: str) -> bool:
    """Whether two paths are one folder's items for two environments ("infra/envs/prod" /
    "infra/envs/staging", "config/prod.yaml" / "config/staging.yaml"): they differ in one part
    only, and it names an environment on both sides."""
    px, py = x.strip("/").split("/"), y.strip("/").split("/")
    if len(px) != len(py):
        return False
    differ = [(p, q) for p, q in zip(px, py, strict=True) if p != q]
    return len(differ) == 1 and all(part.split(".")[0].lower() in _ENVIRONMENTS
                                    for part in differ[0])


def _one_file_named(x: str, y: str) -> bool:
    """Whether two paths name one file in two places: the same file name, and a folder of
    its own both name besides ("/etc/myapp/config.toml" / "~/.config/myapp/config.toml",
    "/etc/nginx/sites-enabled/app.conf" / "/etc/nginx/conf.d/app.conf"). The words before
    them may then be common ones ("config", "the app reads ..."): the path says what they
    speak of."""
    px, py = x.rstrip("/").split("/"), y.rstrip("/").split("/")
    if x.endswith("/") or y.endswith("/") or px[-1] != py[-1] or not _FILE_NAME.fullmatch(px[-1]):
        return False
    folders = {p.lower().lstrip(".") for p in px[:-1]} & {p.lower().lstrip(".") for p in py[:-1]}
    return any(len(f) >= 3 and f not in _SYSTEM_FOLDERS for f in folders)


# Folders of every system and project, which name no particular thing.
_SYSTEM_FOLDERS = frozenset("etc var usr opt srv home tmp lib local share config conf src "
                            "app apps data log logs bin build dist".split())


def _name(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1].lstrip(".")


def slot_keys(claim: Claim) -> tuple[str, ...]:
    """What a claim offers the candidate search (memstore.core.similarity.blocking) so that it
    meets the claims the value rule may find in conflict with it though they share few words:
    for each kind of slot it fills, its two heaviest subject words if rare enough to be the
    one two such claims share ("amount flower")."""
    return _slot_keys(claim)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _slot_keys(claim: Claim) -> tuple[str, ...]:
    if not _slotted(claim):
        return ()  # no value and no pinned name: the reading would find no slot (the
        # candidate search asks this of every clause of the store; most fill none)
    if claim.event and not _CHANGED_TO.search(claim.text):
        return ()
    reading = _read(claim)
    # (the types that may meet; two tools get no keys: on dev they found one pair more and on
    # a generated store of 2,000 entries they proposed a fifth more pairs)
    kinds = sorted({_FAMILY.get(t, t) for t in reading.slots})
    if not kinds:
        return ()
    # The two heaviest: the word two such claims share is nearly always one of them, and a
    # key for every word paired twice the entries on a generated store.
    heavy = {t for t, w in sorted(reading.subject.items(), key=lambda p: (-p[1], p[0]))[:2]
             if w >= SHARED}
    # (a hyphenated name meets its words: "unsettled-payments" / "unsettled payments")
    heavy |= {p for t in heavy for p in _parts(t)}
    return tuple(f"{kind} {term}" for kind in kinds for term in sorted(heavy))


def own_folders(a: Claim, b: Claim) -> bool:
    """Whether each claim names, outside its path, a folder of its own path that the other
    does not say ("Encoding profiles for VOD live in encoding/profiles/vod/" / "Live channel
    encoding profiles are in encoding/profiles/live/"): two folders, each named after what
    its claim is about, are two things' places, not one thing moved. Where the two paths
    differ only in their last folder, one side naming its own is enough ("Keep rule
    definitions in rules/credit/" / "Fraud rule definitions live in rules/fraud/"): the word
    that sets that claim apart is the folder that sets its path apart."""
    if _named_folder(a, b) and _named_folder(b, a):
        return True
    paths_a = [v for k, v in a.values if k == "path"]
    paths_b = [v for k, v in b.values if k == "path"]
    if len(paths_a) != 1 or len(paths_b) != 1 or not _last_apart(paths_a[0], paths_b[0]):
        return False
    return _named_folder(a, b) or _named_folder(b, a)


def _last_apart(x: str, y: str) -> bool:
    """Whether two paths are one folder's two children: the same parts but the last."""
    px, py = x.strip("/").split("/"), y.strip("/").split("/")
    return len(px) == len(py) >= 2 and px[:-1] == py[:-1] and px[-1] != py[-1]


def _named_folder(claim: Claim, other: Claim) -> bool:
    paths = [v for k, v in claim.values if k == "path"]
    if not paths:
        return False
    theirs = other.bag()
    their_paths = [v for k, v in other.values if k == "path"]
    # (a folder both paths hold sets neither apart: "test fixtures ... tests/data/" /
    # "Fixtures are in tests/fixtures/")
    return any(not _matched(t, theirs) and any(_in_folders(t, "path", p) for p in paths)
               and not any(_in_folders(t, "path", p) for p in their_paths)
               for t in claim.terms if t.isalpha())


def amounts_worded_apart(a: Claim, b: Claim) -> bool:
    """Whether two claims read as a look-alike of two values ("values differ") may rather be
    one amount given two values in other words: each differs from the other only in an amount
    (a count, a length of time, a size, a port) or only in a place (a path: not two files
    of two names, nor two prohibitions), both say yes (or both no) of what they are
    about and neither tells what happened once, the two are worded apart rather than one
    sentence written twice about two things (`_ONE_FRAME`, with the amounts masked), no word of
    each side's own stands before the same word ("Zoom 14 tiles" / "Zoom 10 tiles", "the
    standard double" / "a family room"), and not both name a thing of their own ("Kafka
    clients ... brokers" / "Kafka Connect workers"). "Console session idle timeout: 15 min" /
    "The console ends a session after 30 idle minutes"; left for a person to decide
    (session 46)."""
    if a.negative != b.negative or a.event or b.event:
        return False
    mine = {k for k, _ in _differing(a.values, b.values)}
    theirs = {k for k, _ in _differing(b.values, a.values)}
    if mine != theirs or mine not in ({"number"}, {"path"}):
        return False
    if mine == {"path"} and (a.negative or _two_files(a, b) or own_folders(a, b)):
        return False  # two prohibitions of two places both hold ("Don't commit Binaries/" /
        # "Don't commit Saved/"), two files of two names are two things ("profiles.yml ...
        # goes in ~/.dbt/" / "packages.yml ... goes next to dbt_project.yml"), and so are two
        # folders each named after its own subject ("... for kids titles live in subs/kids/")
    bag_a, bag_b = a.bag(), b.bag()
    own_a = [t for t in a.terms if not _matched(t, bag_b)]
    own_b = [t for t in b.terms if not _matched(t, bag_a)]

    def named(claim: Claim, own: list[str], bag: Bag) -> bool:
        return any(t in claim.names or not t.replace("-", "").isalpha()
                   or bag.get(t, 0.0) >= NAMED for t in own)

    if named(a, own_a, bag_a) and named(b, own_b, bag_b):
        return False
    if ("default" in a.terms) != ("default" in b.terms) and (
            named(b, own_b, bag_b) if "default" in a.terms else named(a, own_a, bag_a)):
        return False  # a default, and what one thing of its own has ("Each tenant gets 50
        # call slots by default" / "Tenant globex has 400 call slots on their plan")
    if heads_of(a, own_a) & heads_of(b, own_b):
        return False
    counted_a, counted_b = _what_it_counts(a), _what_it_counts(b)
    if counted_a and counted_b and not (counted_a & counted_b) and not any(
            _matched(t, bag_b) for t in counted_a) and not any(
            _matched(t, bag_a) for t in counted_b):
        return False  # two things counted ("5 responsible attorneys" / "20 client contacts")
    from rapidfuzz import fuzz

    return fuzz.token_sort_ratio(_masked(a.text), _masked(b.text)) < _ONE_FRAME


# Two sentences this alike, with their amounts masked (rapidfuzz's token_sort_ratio), are one
# sentence written about two things; less alike, each says its thing in its own words.
_ONE_FRAME = 65.0
# A word this heavy (Zipf 2 or rarer) names a thing of its own.
NAMED = 6.0
_AMOUNT = re.compile(r"\d[\w.:/%-]*")


def _masked(text: str) -> str:
    return _AMOUNT.sub("#", text.lower())


def _two_files(a: Claim, b: Claim) -> bool:
    """Whether each claim names a file (a name with a dot in it) the other does not."""
    def files(claim: Claim) -> set[str]:
        return {v.rstrip("/").rsplit("/", 1)[-1] for k, v in claim.values
                if k == "path" and "." in v.rstrip("/").rsplit("/", 1)[-1].strip(".")}

    mine, theirs = files(a), files(b)
    return bool(mine - theirs) and bool(theirs - mine)


def _what_it_counts(claim: Claim) -> set[str]:
    """The words right after a claim's plain counts (no unit): what it counts."""
    seq = claim.seq
    return {seq[n + 1] for n, t in enumerate(seq[:-1])
            if t.startswith("number=") and t[7:].replace(".", "").isdigit()
            and "=" not in seq[n + 1]}


def heads_of(claim: Claim, own: list[str]) -> set[str]:
    """The words of a claim said right after a word of its own (the thing a word of its own
    names a kind of: "double" in "the standard double", "errors" in "Web errors"; asked by
    memstore.core.judge.tools.one_job_two_tools too)."""
    seq = claim.seq
    return {seq[n + 1] for n, t in enumerate(seq[:-1]) if t in own and seq[n + 1] not in own}
