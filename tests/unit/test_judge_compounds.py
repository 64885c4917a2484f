"""One word written apart on one side and joined on the other ("back up" / "backup", "fail
over" / "failover", "tool chain" / "toolchain", "log in" / "login") is read as the other writes
it (memstore.core.judge.compounds): a restatement so written merges, and a contradiction so
written is flagged, while a name run together ("diskmetrics") is not joined, and a look-alike
stays apart."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.compounds import joined_apart


def both_ways(a: str, b: str) -> str:
    """The verdict's kind, the same whichever entry comes first."""
    kind = judge(a, (a,), b, (b,)).kind
    assert judge(b, (b,), a, (a,)).kind == kind
    return kind


def test_a_restatement_with_one_word_written_apart_merges() -> None:
    assert both_ways("When the primary broker dies, fail over to the Frankfurt standby.",
                     "The Frankfurt standby is the failover target for the primary broker."
                     ) == "duplicate"
    assert both_ways("The firmware toolchain is GCC 13 for the STM32 boards.",
                     "STM32 firmware builds use the GCC 13 tool chain.") == "duplicate"
    assert both_ways("The archive dataset is kept for 90 days.",
                     "Archive data set retention: 90 days.") == "duplicate"


def test_a_contradiction_with_one_word_written_apart_is_flagged() -> None:
    assert both_ways("The firmware toolchain is GCC 13 for the STM32 boards.",
                     "STM32 firmware builds use the GCC 10 tool chain.") == "conflict"
    assert both_ways("Kiosk users log in with a badge; no shared logins.",
                     "The night shift may log in to the kiosk with the shared account."
                     ) == "conflict"


def test_the_report_names_the_facts_as_written() -> None:
    a = "The firmware toolchain is GCC 13 for the STM32 boards."
    b = "STM32 firmware builds use the GCC 10 tool chain."
    verdict = judge(a, (a,), b, (b,))
    assert (verdict.fact_a, verdict.fact_b) == (a, b)
    assert "read as one word: tool chain / toolchain" in verdict.explanation


def test_a_look_alike_stays_apart() -> None:
    assert both_ways("Back up the billing database before each schema migration.",
                     "A backup of the search index is taken before each reindex.") == "distinct"


def test_a_name_run_together_is_not_joined() -> None:
    # "diskmetrics" is no word of English: the plugin's name, which "Disk metrics" only spells.
    assert joined_apart("Disk metrics come from collectd.", ("Disk metrics come from collectd.",),
                        "We replaced collectd with the diskmetrics plugin.",
                        ("We replaced collectd with the diskmetrics plugin.",)) is None


def test_only_words_written_on_their_own_are_joined_into() -> None:
    # A part of a host name or a path is no word: "buildlogs" names a host here.
    a, b = "Build logs are kept for 30 days.", "Logs live on buildlogs.example.internal."
    assert joined_apart(a, (a,), b, (b,)) is None
    a, b = "Build logs are kept for 30 days.", "Buildlogs are kept for 30 days."
    assert joined_apart(a, (a,), b, (b,)) is None  # ("buildlogs" is no word of English either)
    a, b = "Back up the wiki nightly.", "Wiki backups run nightly."
    joined = joined_apart(a, (a,), b, (b,))
    assert joined is not None and joined[0] == ("Backup the wiki nightly.",
                                                ("Backup the wiki nightly.",))


def test_an_entry_that_writes_the_word_joined_keeps_its_words_apart() -> None:
    # "set up" beside "setup" on one side: two words of their own there.
    a = "Set up the build agents with the setup script."
    b = "The setup script configures the build agents."
    assert joined_apart(a, (a,), b, (b,)) is None
    # Two function words never make one ("any one" / "anyone").
    a, b = "Any one of the admins can approve.", "Anyone of the admins can approve."
    assert joined_apart(a, (a,), b, (b,)) is None


def test_a_merge_keeps_no_paraphrase_written_apart_twice() -> None:
    from memstore.core.judge import merge_facts, same_fact

    assert same_fact("Fail over to the standby broker.", "Failover to the standby broker.")
    assert same_fact("The firmware tool chain is GCC 13.", "The firmware toolchain is GCC 13.")
    assert not same_fact("The firmware tool chain is GCC 13.", "The firmware toolchain is GCC 10.")
    assert merge_facts(["Fail over to the standby broker."],
                       ["Failover goes to the standby broker.", "Failover is tested monthly."]
                       ) == ["Fail over to the standby broker.", "Failover is tested monthly."]


def test_a_name_in_humps_written_apart_as_its_parts_is_one_name() -> None:
    # "NetLify" and "Net Lify" spell one product (session 45; the issue's "two spellings of
    # one product name"): read apart they were two names, a look-alike.
    assert both_ways("We host the marketing site on NetLify.",
                     "The marketing site is hosted on Net Lify.") == "duplicate"
    assert both_ways("Feature flags live in LaunchDarkly.",
                     "Feature flags are managed in Launch Darkly.") == "duplicate"
    # The same name put for another is still two tools for one job.
    assert both_ways("Transactional email goes through SendGrid.",
                     "Transactional email goes through Mail Gun.") == "conflict"


def test_a_name_in_humps_is_joined_only_from_its_parts_as_written() -> None:
    # Lower-case words that happen to spell the name are words of their own ("wallets
    # connect" is no WalletConnect), as a name run together is.
    a, b = "The mobile wallets connect through WalletConnect.", "Hosts send grid updates."
    assert joined_apart(a, (a,), "Our apps send grid data to SendGrid.",
                        ("Our apps send grid data to SendGrid.",)) is None
    assert joined_apart("Status mails go out through SendGrid.", (), b, (b,)) is None
    assert joined_apart(a, (a,), "Wallets connect through it.", ("Wallets connect through it.",)
                        ) is None
