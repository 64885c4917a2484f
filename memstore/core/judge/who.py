"""Who may do a thing: a permission given to anyone against the same act said of someone in
particular ("Anyone can approve changes under infra/" / "Code owners must approve changes to
infra/"). Read by the merge guard (memstore.core.judge.guard), which holds such a pair back
from a merge, and by memstore.core.judge.compare, where the two would otherwise read as one
sentence said of two subjects ("Only admins can delete projects" / "Anyone on the team can
delete projects": admins against the team)."""

from __future__ import annotations

import re

from memstore.core.judge.claims import Claim, _matched, claims
from memstore.core.judge.lexicon import _stem

# The people a rule may name all of: "users", "engineers", "team members" ...
_ROLES = (r"(?:users?|engineers?|developers?|devs?|members?|team\s+members?|teammates?|agents?|"
          r"admins?|employees?|staff|persons?|people|one|maintainers?|contributors?|reviewers?|"
          r"customers?|operators?|analysts?|managers?|contractors?|interns?|testers?|drivers?|"
          r"clerks?|cashiers?|nurses?|doctors?|vets?|teachers?|students?)")
_WHERE = r"((?:\s+(?:on|in|of|at)\s+(?:the|our|a)\s+[a-z-]+)?)"
# A claim that lets anyone do something: "Anyone can ...", "Any engineer may ...", "All users
# are allowed to ...", "Everyone on the team can ...".
_ANYONE = re.compile(
    r"^\W*(anyone|anybody|everyone|everybody|(?:any|every|all)(?:\s+(?:of\s+the|the|our))?\s+"
    + _ROLES + ")" + _WHERE
    + r"\s+(?:can|may|could|(?:is|are)\s+(?:allowed|free|welcome|permitted)\s+to)\b",
    re.IGNORECASE)
# A claim that says everyone does it, with no modal ("Every engineer tags their own
# releases", "Each developer deploys from their laptop"): read as `_ANYONE`'s against a claim
# that says "only".
_EVERYONE_DOES = re.compile(
    r"^\W*(everyone|everybody|(?:every|each|all)(?:\s+(?:of\s+the|the|our))?\s+" + _ROLES + ")"
    + _WHERE + r"\s+(?=[a-z])", re.IGNORECASE)
# "only", wherever it stands (compare and guard read this one too).
_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
# What makes the other claim's "who" a restriction, not one of many: "only", a duty or a need
# ("code owners must approve", "needs a manager's approval"), or the one who does it ("done by
# the SRE team", "reserved for admins").
_RESTRICTED = re.compile(r"\b(?:only|must|need|needs|needed|required|requires|restricted to|"
                         r"reserved for|limited to|by the|by an?|by our)\b", re.IGNORECASE)


def anyone_against_someone(open_: Claim, other: Claim) -> tuple[str, str, str] | None:
    """A permission given to anyone against the same act said of someone in particular:
    "Anyone can approve changes under infra/" / "Code owners must approve changes to infra/".
    The words of "anyone" are stop words, so the first read as the second said with less,
    and merged. A conflict when the other side restricts who does it (`_RESTRICTED`), and
    uncertain when it only names who may ("Admins can delete projects"): everything the open
    claim says of the act must be said by the other, which names someone of its own. The
    verdict's kind, then the words for "anyone" and for the someone."""
    found = _ANYONE.match(open_.text) or (
        _EVERYONE_DOES.match(open_.text) if _ONLY.search(other.text) else None)
    if not found or open_.negative != other.negative or _ANYONE.match(other.text):
        return None  # (both of one polarity: "delete projects" reads as "not keep projects")
    who = found.group(1) + found.group(2)  # (with where they are: "anyone on the team")
    actor = {_stem(w) for w in re.findall(r"[a-z-]+", who.lower())}
    actor |= {t for c in claims(who) for t in c.terms}  # ("any" is "every")
    act = [t for t in open_.terms if t not in actor and t.split("=")[0] not in actor]
    bag = other.bag()
    if not act or not all(_matched(t, bag) for t in act):
        return None
    theirs = open_.bag()
    own = [t for t in other.terms if not _matched(t, theirs) and "=" not in t]
    if not own:
        return None
    kind = "conflict" if _RESTRICTED.search(other.text) else "maybe_conflict"
    return kind, found.group(1).lower(), " ".join(own)
