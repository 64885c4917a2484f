"""Restatements that differ in structure rather than in words (tests/natural/dev_lending.jsonl's
phenomena; docs/consolidation.md, "Restatements in another structure"). The sentences are
written for these tests, not taken from the corpus."""

from __future__ import annotations

from judging import kind

# --- a state word ("enabled", "off") against the other's own verb ----------------------------

def test_enabled_is_restated_by_the_verb_of_what_runs() -> None:
    assert kind("Datadog is only enabled in production.",
                  "Metrics shipping to Datadog runs in production only.") == "duplicate"


def test_a_word_put_in_the_place_of_a_state_word_is_no_rewording() -> None:
    # "dark" is no word of the opposites table, and says the flag is off
    assert kind("The beta-checkout flag is enabled in staging.",
                  "beta-checkout is still dark in staging.") != "duplicate"


def test_a_state_word_against_its_opposite_still_conflicts() -> None:
    assert kind("Datadog is only enabled in production.",
                  "Metrics shipping to Datadog is switched off in production.") == "conflict"
    assert kind("Statsd is only enabled on the workers.",
                  "Statsd is only enabled on the web nodes.") != "duplicate"


# --- a label's key against a sentence: the key's last words name what kind its value is -------

def test_a_labels_kind_word_need_not_be_said_when_its_value_is() -> None:
    assert kind("Protobuf compiler version: 25.1",
                  "We generate the stubs with protobuf 25.1 on the build agents.") == "duplicate"
    assert kind("Arrow trade extracts: s3://desk-exports/trades/",
                  "Trade files are dumped to s3://desk-exports/trades/ in Arrow format."
                  ) == "duplicate"


def test_a_label_over_a_shared_value_or_of_another_subject_stays_apart() -> None:
    # a length of time is shared by many settings: the key says which one
    assert kind("Protobuf compiler timeout: 30s",
                  "We generate the stubs with protobuf every 30s on the build agents."
                  ) != "duplicate"
    # the key's first word names the subject, and it is not the other's
    assert kind("Arrow trade extracts: s3://desk-exports/trades/",
                  "Quote files are dumped to s3://desk-exports/trades/ in Arrow format."
                  ) != "duplicate"
    assert kind("Vault policy templates: infra/vault/policies/",
                  "Vault audit devices are declared in infra/vault/policies/.") != "duplicate"


# --- a passive against an active, when the verb's past form is irregular ----------------------

def test_an_irregular_past_form_is_its_verb() -> None:
    from memstore.core.judge.lexicon import form

    for past, verb in (("frozen", "freeze"), ("rewritten", "rewrite"), ("held", "hold"),
                       ("sent", "send"), ("built", "build")):
        assert form((past,)) == form((verb,)), past
    assert form(("left",)) != form(("leave",))  # a direction as often as a verb


def test_a_passive_with_an_irregular_verb_restates_the_active() -> None:
    assert kind("Partner invoices must not be rewritten after approval.",
                  "Once approved, we never rewrite a partner invoice.") == "duplicate"
    assert kind("A held seat is released after 15 minutes if nobody pays.",
                  "Seat holds that aren't paid expire at 15 minutes, and the seat goes back "
                  "to the pool.") == "duplicate"


def test_one_sender_of_two_kinds_of_mail_is_no_restatement() -> None:
    # every rare word of the shorter is said in the longer, but what it sends is not
    assert kind("The mailer service sends the welcome emails.",
                  "The overdue payment notices are sent by the mailer service.") != "duplicate"


# --- a general word against a specific one: the other opens with the head noun alone ---------

def test_an_entry_may_open_with_the_head_noun_of_the_others_subject() -> None:
    assert kind("Feature flags are managed with Unleash.",
                  "flags live in Unleash (UL)") == "duplicate"


def test_an_entry_that_opens_with_another_noun_stays_apart() -> None:
    assert kind("Feature flags are managed with Unleash.",
                  "switches live in Unleash (UL)") != "duplicate"
    assert kind("Kill switches are stored in Unleash.",
                  "toggles are kept in Unleash") != "duplicate"
