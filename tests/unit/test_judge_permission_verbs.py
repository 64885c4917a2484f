"""Verbs of permission and "no" + adjective + noun, read as what they forbid (fourteenth round,
helper `verbs`, tests/natural/dev_schoolit.jsonl).

- "blocked by" what keeps things out by rule (a firewall, a filter, a policy: the
  `gatekeepers` table of lexicon.yaml) is "forbidden", as "is blocked" alone is; "blocked by"
  anything else is held up ("blocked by the SOAP client"), as before
  (`claims._by_gatekeeper`). Read as held up, the same ban with who enforces it was flagged.
- "prevents / blocks / stops / keeps X from doing" says X is not allowed to do it, in the
  active and the passive ("students are prevented from using ...") (`claims._kept_from`):
  read word by word, the verb was a plain term and the act a yes.
- "the firewall blocks X" (a gatekeeper's verb, the number agreeing) forbids X
  (`claims._gatekeeper_blocks`); "the web filter's block on a site" is a noun.
- The merge guard reads "are blocked" as the claims do, "are forbidden": against "banned" it is
  no other word in the same place, and the merge is not held back (`guard._words`).
- "private key" and "public key" are kinds of key (the synonyms table): read word by word,
  "No private keys in .env" was a no before the no of "public", and said yes to public keys.

Each restatement and conflict below failed on the code before; the look-alikes and the held-up
readings beside them give the same verdict before and after.
"""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    ("SSH into the kiosk PCs is blocked.",
     "SSH into the kiosk PCs is blocked by the campus firewall; admins use the jump host."),
    ("Torrent traffic is blocked.",
     "Torrent traffic is blocked by the web filter, so nobody can seed from the dorms."),
])
def test_blocked_by_a_gatekeeper_is_the_same_ban(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def test_blocked_by_anything_else_is_still_held_up() -> None:
    assert "duplicate" not in both_ways(
        "The billing service runs Java 21.",
        "The billing service is on Java 17; 21 is blocked by the PDF library.")


@pytest.mark.parametrize(("a", "b"), [
    ("The kiosk profile prevents visitors from opening a terminal.",
     "Visitors cannot open a terminal on the kiosks."),
    ("Kiosk mode keeps visitors from opening a terminal.",
     "Visitors cannot open a terminal on the kiosks."),
    ("The lab firewall blocks outbound FTP from the build agents.",
     "Outbound FTP from the build agents is not allowed through the lab firewall."),
    ("Bluetooth sharing is disabled on the loaner laptops.",
     "Borrowers are prevented from using Bluetooth sharing on the loaner laptops."),
])
def test_a_verb_of_keeping_from_is_a_no(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    ("The content filter blocks Reddit on the library network.",
     "The content filter allows Wikipedia on the library network."),
    ("Visitors are blocked from reaching the staff printers.",
     "Staff are allowed to reach the staff printers."),
])
def test_a_ban_and_a_permission_of_two_subjects_stay_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


def test_a_noun_block_is_no_verb() -> None:
    assert "conflict" not in both_ways(
        "The proxy lets librarians bypass a blocked page with their badge.",
        "Librarians may override the proxy's block on a page by badging in.")


@pytest.mark.parametrize(("a", "b"), [
    ("Streaming apps are blocked on student devices.",
     "streaming apps banned on student devices (jamf + google admin)"),
    ("VPN apps are blocked on student Chromebooks.", "VPN apps banned on student Chromebooks"),
])
def test_blocked_and_banned_are_one_word_to_the_guard(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def test_no_private_keys_is_a_ban_on_them() -> None:
    assert both_ways("No private keys in the Ansible repo.",
                     "Private keys never go into the Ansible repo.") == {"duplicate"}


def test_private_and_public_keys_stay_two_things() -> None:
    assert "duplicate" not in both_ways("Never commit private keys to the Ansible repo.",
                                        "Public keys for the admins are committed to "
                                        "`keys/admins/` in the Ansible repo.")
