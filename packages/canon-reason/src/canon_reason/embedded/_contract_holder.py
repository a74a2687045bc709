"""Whose a contract was, said another way than the question says it.

A question asks for the firm that "won the contract", "held the contract", "got the job" or "was awarded
the contract" for a work. Records seldom use those verbs: minutes say that "the tender of Messrs Roe & Hale,
being the lowest, be accepted", an account or a report names "the contractors, Messrs Roe & Hale", a
specification that the "contract (was) signed with Messrs Roe & Hale". Each states who had the contract,
so the question's verb and its noun ("won", "contract") are met where the sentence names the accepted
tender or the contract.
"""

from __future__ import annotations

import re

from ._lexicon import RELATION_GROUPS, key
from ._sentences import Sentence

__all__ = ["contract_stated_at", "contract_words"]

_HAD_CONTRACT = re.compile(
    r"\b(?P<verb>won|wins?|held|holds?|got|gets?|secured|secures?|obtained|obtains?|took|takes?|awarded)"
    r"\s+(?:the|a|its|their)\s+(?:\w+\s+){0,2}?(?P<noun>contract|contracts|job)\b"
    r"(?:\s+(?:for|of)\s+(?P<work>building|erecting|constructing))?",
    re.IGNORECASE,
)
"""A verb and the noun of holding a contract in a question: "*won* the *contract*", "*got* the *job*", with
the work it is for when a verb names it ("the job *of building* the stand")."""
_TENDER = RELATION_GROUPS["tender"]
_ACCEPT = RELATION_GROUPS["accept"]
_CONTRACT_NAMED = re.compile(
    r"[Cc]ontracts?\b(?:[ \t]+[\w'’]+){0,6}?[ \t]+(?P<link>with|to|of|by)[ \t]+(?:Messrs\.?[ \t]+)?[A-Z]"
    r"|[Cc]ontractors?\b[.:,*]{0,4}(?:[ \t]+(?:was|were|being))?[ \t]+(?:Messrs\.?[ \t]+)?[A-Z]"
)
"""A contract word that names its holder after it: "contract signed *with Messrs* Roe", "the contract *of*
Roe & Hale", "the contractors, Messrs Roe & Hale", "**Contractors.** Roe & Hale". "Builders and contractors
*of* Kell" names the firm's town, and is no such word."""
_OTHER_PARTY = frozenset(
    key(w)
    for w in "signed sealed witnessed approved prepared drawn sent submitted referred shown read".split()
)
"""Verbs after which "by" or "to" names the client's side or a reader of the contract, not its holder."""
_CONTRACT = frozenset({key("contract"), key("contractor")})
_TENDER_REACH = 30
"""Words between a tender and its acceptance in one resolution ("the tender of Messrs Roe & Hale, of
Kell, in the sum of £2,150, being the lowest received, be accepted")."""
_REFUSALS = frozenset(key(w) for w in "not declined refused rejected withdrawn".split())
"""Words between a tender and "accepted" that deny the acceptance ("was *not* accepted")."""


def contract_words(question: str) -> frozenset[str]:
    """The keys of the question's words that only say a party had a contract: its verb, noun and work.

    "Which firm won the contract for the chapel?" gives the keys of "won" and "contract"; "held the contract
    for building the pier" those of "held", "contract" and "building", a contract to build being what the
    holder's contract states. A question with no such phrase gives none.
    """
    found = _HAD_CONTRACT.search(question)
    if found is None:
        return frozenset()
    return frozenset(key(w) for w in found.group("verb", "noun", "work") if w)


def contract_stated_at(s: Sentence) -> int | None:
    """Where the sentence states whose a contract was: an accepted tender, or a contract word.

    "the tender of Messrs Roe & Hale ... be accepted" states it at "tender"; "the contractors, Messrs Roe &
    Hale" and "contract signed with Messrs Roe & Hale" at the contract word. A tender "not accepted" states
    no contract.
    """
    for i, k in enumerate(s.keys):
        if k in _CONTRACT and _holder_named(s, i):
            return i
        if k in _TENDER and _accepted_after(s, i):
            return i
    return None


def _accepted_after(s: Sentence, tender: int) -> bool:
    """Whether the tender at ``tender`` is accepted within reach, with no refusal between."""
    for j in range(tender + 1, min(len(s.keys), tender + _TENDER_REACH + 1)):
        if s.keys[j] in _REFUSALS:
            return False
        if s.keys[j] in _ACCEPT:
            return True
    return False


def _holder_named(s: Sentence, at: int) -> bool:
    """Whether the contract word at ``at`` names its holder after it: a capital after the linking word.

    A contract "signed by the Chairman" or "sent to the Clerk" names the other party, or no party, to it.
    """
    found = _CONTRACT_NAMED.match(s.text, s.words[at].start)
    if found is None:
        return False
    if found.group("link") not in ("by", "to"):
        return True  # "contract signed *with* Messrs Roe", "the contract *of* Roe & Hale"
    return not {key(w) for w in found.group(0).split()} & _OTHER_PARTY
