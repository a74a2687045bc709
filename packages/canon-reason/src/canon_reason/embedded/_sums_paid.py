"""Questions that ask a sum of money with "what" and a verb of paying: "What did the pier cost?".

"What did X build?" asks an object of any kind, but the object of "cost", of "pay ... for" and of
"spend ... on" is a sum of money, as "What was the cost of X?" asks one by its noun.
"""

from __future__ import annotations

import re

__all__ = ["COST_OPENINGS", "PAYING_WORDS", "asks_cost", "asks_sum_named", "asks_sum_paid"]

COST_OPENINGS = (
    re.compile(r"^how much (?:did|does|do|had|has|would|will)\b[^?]*\b(?:cost|pay|paid)\b"),
    re.compile(r"^what (?:did|does|do|had|has|would|will)\b[^?]*\b(?:cost|pay (?:in|for|out)|spend on)\b"),
    re.compile(r"^what (?:is|was|were|are) the (?:[a-z]+ )?(?:cost|price)\b"),
    re.compile(r"^(?:at |for )?what (?:price|sum)\b"),
)
"""Openings of a question that asks a sum of money ("*How much did* the pier *cost*", "*What was the price*",
"*What did* the firm *pay in* wages"), matched on the folded question."""
PAYING_WORDS = re.compile(r"\b(?:cost|price|paid|pay|sum)\b", re.IGNORECASE)
"""Words by which a question speaks of a payment anywhere in it, asked or not ("the *price* of coal")."""


def asks_cost(question: str) -> bool:
    """Whether ``question`` opens by asking a sum of money: what a thing cost, was paid for, or its price."""
    opening = question.strip().lower()
    return any(pattern.match(opening) for pattern in COST_OPENINGS)


_SUM_NAMED = re.compile(
    r"^what (?:is|was|were|are) (?:the )?(?:[\w&.-]+(?: [\w&.-]+){0,3}['’]s? )?(?:[a-z]+ ){0,2}"
    r"(?:account|estimate|tender|contract (?:price|sum))\b"
)
"""An opening naming a sum of money by the paper that gives it: "*What was the architect's estimate*",
"*What was the Marble Company's final account*", "*What was the accepted tender*"."""


def asks_sum_named(question: str) -> bool:
    """Whether ``question`` asks a sum an account, an estimate or a tender gives, or what a thing cost."""
    return asks_cost(question) or _SUM_NAMED.match(question.strip().lower()) is not None


_COST = frozenset({"cost"})
"""Verbs whose object is always a price: "What did the pier *cost*?", "What did it *cost* to rebuild?"."""
_PAYING = {"pay": "for", "spend": "on"}
"""Verbs whose object is a sum when the thing bought follows with its preposition: "*pay* £9 *for* it"."""


def asks_sum_paid(low: list[str], did_at: int) -> bool:
    """Whether the folded question words, "what" and "did" at ``did_at``, ask what something cost or was paid.

    The verb is the first one after the subject: "What did the county *pay for* the estate when it *bought*
    it?". "What did she pay her debts *with*?" names the payment's object itself, so it asks no sum.
    """
    for i in range(did_at + 1, len(low)):
        w = low[i]
        if w in _COST:
            return True
        if w in _PAYING:
            return i + 1 < len(low) and low[i + 1] == _PAYING[w]
    return False
