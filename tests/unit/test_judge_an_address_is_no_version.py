"""An IPv4 address is a place, not a version of four parts (session 58).

"show bgp neighbor 198.51.100.7" against the same command written with `<ip>` was a
"version" conflict (dev-en2-0143): the address was read as a version, and "one session's"
as the number 1 beside it. An address of four numbers of at most 255 (one of them 20 or
more, or the first a private or loopback network's) is read as a host is, a place; two
addresses for one thing still conflict, and a four-part version stays a version. Sentences
of our own."""

from __future__ import annotations

from judging import symmetric_kind

from memstore.core.entry import title_of
from memstore.core.fileformat import bullets, facts
from memstore.core.judge import judge
from memstore.core.judge.text import _ipv4


def test_an_address_with_a_count_beside_it_is_no_version_conflict() -> None:
    a = "Check one session's state on the MX with `show bgp neighbor <ip>`."
    b = ("```\nshow bgp neighbor 198.51.100.7\n```\nthat's how you see where a single BGP "
         "session stands on the Junos routers")
    # each stored as `add` stores it: the sentence a bullet, the fence and its line as written
    a_facts, b_facts = facts(bullets([a])), facts(b + "\n")
    assert judge(title_of(a), a_facts, title_of(b), b_facts).kind != "conflict"


def test_two_addresses_of_one_host_conflict() -> None:
    assert symmetric_kind("The DB primary is at 10.0.3.12.",
                          "The DB primary is at 10.0.3.14.") == "conflict"


def test_which_words_are_addresses() -> None:
    assert _ipv4("198.51.100.7") and _ipv4("10.0.0.5") and _ipv4("127.0.0.1")
    assert not _ipv4("4.8.1.0") and not _ipv4("1.2.3") and not _ipv4("300.1.1.1")
