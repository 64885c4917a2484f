"""False contradiction flags and look-alikes merged, found on a maps / geospatial team's notes
(tests/natural/dev_gis.jsonl, docs/consolidation.md "Read on a maps team's notes").

Each pair below was judged wrongly before these rules; each is written afresh for this test,
in the shape of a phenomenon of that file, and the true conflicts of the same shapes must be
flagged."""

from __future__ import annotations

import pytest
from judging import both_ways, kind

from memstore.core.judge.claims import claims

# --- a resolution is not a count ------------------------------------------------------------
# "4K" (a capital K) and "8K" are a picture's resolution, the 2160p and 4320p of a screen, and
# so is a width by a height on the 16:9 screen; "Full HD" is 1080p, "UHD" 2160p. None is the
# number 4000, and two resolutions of one thing disagree.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The kiosk in the lobby shows the map at 4K.",
                 "The kiosk in the lobby holds 4000 tiles.", id="4K-beside-a-count"),
    pytest.param("Aerial survey frames are shot at 8K each.",
                 "Aerial survey frames are shipped in lots of 8000 frames.",
                 id="8K-beside-a-count"),
])
def test_a_resolution_beside_a_count_is_not_one_value(a: str, b: str) -> None:
    assert both_ways(a, b) & {"duplicate", "conflict"} == set()


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Poster renders come out at 4K.", "Poster renders come out at 1080p.",
                 id="4K-1080p"),
    pytest.param("The thumbnail job renders at 720p.", "The thumbnail job renders at Full HD.",
                 id="720p-full-hd"),
])
def test_two_resolutions_of_one_thing_conflict(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Poster renders come out at 4K.", "Poster renders come out at 3840x2160.",
                 id="4K-width-by-height"),
    pytest.param("The preview tier streams in UHD.", "The preview tier streams in 2160p.",
                 id="uhd-2160p"),
])
def test_one_resolution_in_two_forms_is_one_value(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def test_a_lower_case_k_or_a_counted_plural_is_still_thousands() -> None:
    assert ("number", "4000") in claims("Import batches hold 4k rows.")[0].values
    assert ("number", "4000") in claims("The cache is capped at 4K entries.")[0].values
    assert ("resolution", "2160p") in claims("Exports are rendered at 4K.")[0].values


# --- "in real time" is a frequency ----------------------------------------------------------
# Done "in real time" is done as it happens: every 0 seconds, against "hourly" of the same
# thing, and not a word that makes two subjects one.


def test_real_time_against_a_period_of_one_thing_conflicts() -> None:
    assert both_ways("The vessel positions overlay updates in real time.",
                     "The vessel positions overlay updates every 10 minutes.") == {"conflict"}


def test_real_time_and_a_period_of_two_things_are_not_merged() -> None:
    assert both_ways("The live vessel overlay updates in real time.",
                     "The archived vessel tracks overlay updates daily.") & {
        "duplicate", "conflict"} == set()


def test_real_time_restated_is_not_flagged() -> None:
    assert kind("Bus arrival times are shown in real time.",
                "Bus arrival times are shown in real-time.") == "duplicate"


# --- a no to a no ---------------------------------------------------------------------------
# A negator right before a verb of leaving undone ("doesn't skip", "never fails to") says yes:
# the act is done. A bound said with a negation ("no more than 3") is a bound ("at most 3").


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The importer validates every geometry.",
                 "The importer doesn't skip geometry validation.", id="doesn't-skip"),
    pytest.param("The watchdog pages the on-call when a tile node dies.",
                 "The watchdog never fails to page the on-call when a tile node dies.",
                 id="never-fails-to"),
    pytest.param("A route may have at most 12 waypoints.",
                 "No more than twelve waypoints are allowed on a route.", id="no-more-than"),
    pytest.param("Keep at least 3 render workers up.",
                 "Keep no fewer than 3 render workers up.", id="no-fewer-than"),
])
def test_a_no_to_a_no_is_a_yes(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Skip geometry validation for trusted imports.",
                 "Don't skip geometry validation for trusted imports.", id="skip-don't-skip"),
    pytest.param("A route may have at most 12 waypoints.",
                 "No more than 20 waypoints are allowed on a route.", id="two-bounds"),
])
def test_a_no_to_a_no_still_conflicts_with_the_no(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


# --- two subjects, each with its own value --------------------------------------------------
# A dotted name right after "topic", "queue", "table" ... is the name of one, not a file; and
# one sentence written twice with one word more in its opening names a kind of the other's
# subject ("the sitemap" / "the news sitemap"): two things, each with its own value. Said in
# other words, the word more may only say the same thing more fully, and the pair still
# conflicts.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The queue `orders.raw` holds jobs for 6 hours.",
                 "The queue `orders.enriched` holds jobs for 2 days.", id="dotted-queue-names"),
    pytest.param("The basemap style is rebuilt every 30 minutes.",
                 "The basemap dark style is rebuilt every 6 hours.", id="one-word-more"),
    pytest.param("The 720p preview is 2 Mbps.", "The 720p HDR preview is 3 Mbps.",
                 id="one-code-more"),
    pytest.param("Sprites for web are packed as atlas 2x2.",
                 "Icon sprites for web are packed as atlas 4x4.", id="one-word-more-names"),
    # ... and its name holds that word too (a look-alike that was merged)
    pytest.param("The tile server is reachable at tiles.gis.internal:3000.",
                 "The tile canary server is reachable at tiles-canary.gis.internal:3000.",
                 id="one-word-more-in-the-host"),
    # ... or the two openings share one word, each beside a word of its own in another place
    pytest.param("Export links expire after 1 hour.", "Partner exports expire after 30 days.",
                 id="two-openings"),
])
def test_two_subjects_each_with_its_own_value_are_not_flagged(a: str, b: str) -> None:
    assert both_ways(a, b) & {"duplicate", "conflict"} == set()


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The queue `orders.raw` holds jobs for 6 hours.",
                 "The queue `orders.raw` holds jobs for 2 days.", id="one-queue"),
    pytest.param("The basemap style is rebuilt every 30 minutes.",
                 "The basemap style is rebuilt every 6 hours.", id="one-style"),
    pytest.param("Export links expire after 1 hour.", "Export links expire after 30 days.",
                 id="one-opening"),
    pytest.param("Geocoder certificates are rotated every 30 days.",
                 "TLS certs of the geocoder rotate every 90 days.", id="said-in-other-words"),
])
def test_one_subject_with_two_values_still_conflicts(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


def test_one_host_written_two_ways_still_merges() -> None:
    assert both_ways("The tile server is reachable at tiles.gis.internal:3000.",
                     "The tile server is reachable at tiles.gis.internal, port 3000.") == {
        "duplicate"}


# --- a name and its code --------------------------------------------------------------------
# An upper-case code spelled by the capitals of a name the other side writes out ("LD" /
# "LaunchDarkly", "GTM" / "Google Tag Manager") is that name written short, even where a word
# table reads the name as one term: not two tools for one job.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Experiments are configured in LaunchDarkly.",
                 "We configure experiments in LD.", id="humps"),
    pytest.param("Map analytics tags are deployed through Google Tag Manager.",
                 "Map analytics tags are deployed through GTM.", id="words"),
])
def test_a_code_of_a_names_capitals_is_not_another_name(a: str, b: str) -> None:
    assert "conflict" not in both_ways(a, b)


def test_two_names_for_one_job_still_conflict() -> None:
    assert both_ways("Experiments are configured in LaunchDarkly.",
                     "We configure experiments in Statsig.") == {"conflict"}


# --- "from" as a scope ----------------------------------------------------------------------
# "from" before a plain word says whose or where from ("logs from the edge nodes", "pings from
# Europe"), as "in" or "for" say where: each side with a scope of its own and a name of its own
# is two things. A name written as one after it ("imported from lucide-react") is still what
# is chosen.


def test_from_a_place_of_its_own_is_a_scope() -> None:
    assert both_ways("Tile pings are sent to `collector-eu` from Europe.",
                     "Tile pings are sent to `collector-ap` from Asia.") & {
        "duplicate", "conflict"} == set()


def test_one_scope_two_names_still_conflicts() -> None:
    assert both_ways("Crash reports from the kiosks go to Sentry.",
                     "Crash reports from the kiosks go to Bugsnag.") == {"conflict"}


# --- an order of its own in each scope ------------------------------------------------------
# Each side says where it holds with a word of its own ("in our API" / "in the legacy WMS
# export") and lists the same items in another order: each scope has its own order, both hold.


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Band order in the Sentinel product is red, green, blue.",
                 "Band order in the legacy Landsat export is blue, green, red.", id="bands"),
    pytest.param("Bounding boxes in our API are west, south, east, north.",
                 "Bounding boxes in the legacy WMS export are south, west, north, east.",
                 id="bbox"),
])
def test_two_scopes_each_with_its_own_order_are_not_flagged(a: str, b: str) -> None:
    assert both_ways(a, b) & {"duplicate", "conflict"} == set()


def test_one_scope_with_the_order_reversed_is_no_look_alike() -> None:
    # (it should conflict; read today as one list in another order, it is merged: the scope
    # rule must not be what keeps it apart)
    assert "distinct" not in both_ways("Band order in the Sentinel product is red, green, blue.",
                                       "Band order in the Sentinel product is blue, green, red.")


# --- "every quarter" is a period ------------------------------------------------------------


def test_every_quarter_is_three_months() -> None:
    assert ("number", "7.776e+06s") in claims("Tile QA audits run every quarter.")[0].values
    assert both_ways("Tile QA audits run every month.",
                     "We run a tile QA audit every quarter.") == {"conflict"}
    assert both_ways("Tile QA audits run quarterly.",
                     "We run a tile QA audit every quarter.") == {"duplicate"}


# --- "go 1.22" is the language ---------------------------------------------------------------
# "go" before a version number, in any case (the go.mod directive `go 1.22`), is the language
# and its version, not the verb.


def test_go_before_a_version_is_the_language() -> None:
    assert "golang" in claims("`go 1.22` in the tiler go.mod")[0].terms
    assert both_ways("The tiler services build with Go 1.21.",
                     "go 1.22 in the tiler go.mod") == {"conflict"}
    assert both_ways("The tiler services build with Go 1.22.",
                     "go 1.22 in the tiler go.mod") == {"duplicate"}
