"""Named entities of a question: capitalized names, quoted titles, years, and names forced by the caller.

The question reader (``_fact``) treats every span found here as an entity a supporting sentence must name;
the candidate reader uses the same spans to tell names in a sentence apart from common words.
"""

from __future__ import annotations

import re

from .._text import STOPWORDS, Word, fold, words
from ._lexicon import AUXILIARIES, INCORPORATED, MONTHS, WH_WORDS, YEAR_DIGITS

__all__ = ["IMPERATIVES", "designated_numbers", "entity_spans"]

IMPERATIVES = frozenset({"name", "list", "give", "tell", "identify", "state"})
_CONNECTORS = frozenset({"of", "de", "van", "von", "der", "den", "da", "del", "la", "le", "du", "the"})
_QUOTED = re.compile(r"[\"“]([^\"”]{1,80})[\"”]")
_ALNUM = re.compile(r"[^\W_]")


_NUMBERED = re.compile(r"\b(?:No\.?|Number|Mk\.?|Mark|Unit|Platform|Engine)\s*(\d+)\b", re.IGNORECASE)


def designated_numbers(text: str) -> frozenset[str]:
    """The numbers ``text`` names things by ("the No. 5 machine", "Engine 3"): each number one thing."""
    return frozenset(m.group(1) for m in _NUMBERED.finditer(text))


_PREPOSITIONS = frozenset(
    "throughout within without across among amongst along beyond behind beneath beside besides despite "
    "towards toward onto till since".split()
)
"""Prepositions the function words leave out, capitalised only to open a sentence: "*Throughout* the
strike"."""


_NOTE_OPENERS = frozenset(
    "born died educated married buried baptised baptized articled apprenticed succeeded retired".split()
)
"""Verbs a biographical note opens its lines with, capitalised as the line's first word: "*Died* 4 March
1899 at his home"."""


def _excluded(word: Word, first: bool) -> bool:
    low = fold(word.text)
    if low in MONTHS and not first:
        return False  # "held every *May*" names a month, not the auxiliary
    return (
        low in WH_WORDS
        or low in AUXILIARIES
        or low in STOPWORDS
        or low in _PREPOSITIONS
        or (first and (low in IMPERATIVES or low in _NOTE_OPENERS))
    )


_FIRM_ENDINGS = frozenset(
    {"sons", "son", "co", "company", "brothers", "bros", "partners", "nephews", "nephew"}
)
"""Words that close a firm's name after "and": "Stannage *and Sons*", "Ferrick *and Co.*"."""


def _firm_ending(text: str, ws: list[Word], j: int) -> bool:
    """Whether the name ending at ``j`` goes on with "and" and a firm's closing word ("and Sons")."""
    if j + 2 >= len(ws) or fold(ws[j + 1].text) != "and" or not ws[j + 2].text[:1].isupper():
        return False
    between = text[ws[j].end : ws[j + 2].start]
    return between.strip() == "and" and fold(ws[j + 2].text).rstrip(".") in _FIRM_ENDINGS


def _joined_company(text: str, ws: list[Word], j: int) -> int | None:
    """The last word of a company's name that runs on past "and", if the name ending at ``j`` does.

    "Fallowby Oil and Cake Mills Company Limited" is one company's name: the capitalised words after "and"
    close on the word of a registered company ("Limited") and the words before it name no firm of their own.
    "Kell and Orra Railway Company" may be two bodies, and is left as two names.
    """
    if j + 2 >= len(ws) or text[ws[j].end : ws[j + 2].start].strip() != "and":
        return None
    if fold(ws[j].text).rstrip(".") in INCORPORATED | _FIRM_ENDINGS:
        return None
    k = j + 2
    while k + 1 < len(ws) and ws[k + 1].text[:1].isupper() and text[ws[k].end : ws[k + 1].start] == " ":
        k += 1
    if not ws[j + 2].text[:1].isupper() or k == j + 2 or fold(ws[k].text).rstrip(".") not in INCORPORATED:
        return None
    return k


def _capitalized_run(text: str, ws: list[Word], i: int) -> int:
    """Index of the last word of the capitalized name starting at ``i`` ("Bank of the Isles", "A & B")."""
    j = i
    while True:
        if j + 1 < len(ws) and ws[j + 1].text[0].isupper() and not _excluded(ws[j + 1], False):
            if text[ws[j].end : ws[j + 1].start].strip() in ("", "&", "'", "’", "-"):  # "Teachers' Seminary"
                j += 1
                continue
        if _firm_ending(text, ws, j):
            return j + 2  # "Stannage and Sons" is one firm, and "of Ferry" only places it
        if (joined := _joined_company(text, ws, j)) is not None:
            return joined
        k = j + 1
        while k < len(ws) and k - j <= 2 and fold(ws[k].text) in _CONNECTORS:
            k += 1
        if k > j + 1 and k < len(ws) and ws[k].text[0].isupper() and fold(ws[j + 1].text) != "the":
            if not text[ws[j].end : ws[k].start].count(","):
                j = k
                continue
        return j


_DESIGNATION = re.compile(r"\d+[a-rt-z]|[A-Z]{1,3}-?\d+[A-Z]?|\d+[A-Z]")
"""A code completing a name: "SN *1957c*", "Messier *M31*" (a bare number beside a name is a count)."""


_NUMBER_GOES_ON = re.compile(r"[,.]\d")
_MODEL_NUMBER = re.compile(r"\d{1,3}(?:\?|['’]s\b|\Z)")
"""A short bare number closing a name at the end of a question or before a possessive: a model's mark."""


def _designated(text: str, ws: list[Word], j: int) -> int:
    """The last word of a name ending at ``j``, taking in a code that directly follows it ("SN 1957c")."""
    if (
        j + 1 < len(ws)
        and text[ws[j].end : ws[j + 1].start] == " "
        and _MODEL_NUMBER.match(text, ws[j + 1].start)
    ):
        return (
            j + 1
        )  # "the Pell Skylark *3*?", "the Tern *19*'s wingspan": a number closing the name is its mark
    if (
        j + 1 >= len(ws)
        or text[ws[j].end : ws[j + 1].start] != " "
        or not _DESIGNATION.fullmatch(ws[j + 1].text)
    ):
        return j
    code = ws[j + 1]
    if _NUMBER_GOES_ON.match(text, code.end):
        return j  # "Ashby 2,450": a count beside a name, not a code of it
    after = ws[j + 2] if j + 2 < len(ws) else None
    if after is not None and text[code.end : after.start].strip() == "" and after.text.islower():
        if fold(after.text) not in STOPWORDS and fold(after.text) not in AUXILIARIES:
            return j  # "Ashby 380 residents": a counted noun follows
    return j + 1


def _initial(text: str, ws: list[Word], i: int) -> bool:
    """Whether the word at ``i`` is an initial opening a name ("*R.* Calder", as registers write names).

    A capital "A" before another initial is one too ("*A.* B. Crewe"), not the article.
    """
    w = ws[i]
    return (
        len(w.text) == 1
        and w.text.isupper()
        and i + 1 < len(ws)
        and text[w.end : ws[i + 1].start] == ". "
        and ws[i + 1].text[0].isupper()
        and (len(ws[i + 1].text) > 1 or _initial(text, ws, i + 1))
    )


def _paired_initial(text: str, ws: list[Word], i: int) -> bool:
    """Whether the word at ``i`` is an initial joined by "&" to one opening a name ("*J.* & W. Hame").

    Partners of one surname trade under their initials: "J. & W. Hame" is one firm, not a J and a W. Hame.
    """
    w = ws[i]
    return (
        len(w.text) == 1
        and w.text.isupper()
        and i + 1 < len(ws)
        and text[w.end : ws[i + 1].start] == ". & "
        and _initial(text, ws, i + 1)
    )


def _numbered(text: str, ws: list[Word], i: int) -> bool:
    """Whether the number at ``i`` opens a catalogue name ("the asteroid *2210 Hallowmere*").

    Only where a number may be a name's first word: at the start, or after a common noun ("asteroid"), never
    after a preposition or a verb's subject ("In 1936 Ruth Calder ...").
    """
    if not ws[i].text.isdigit() or i + 1 >= len(ws) or text[ws[i].end : ws[i + 1].start] != " ":
        return False
    after = ws[i + 1]
    if not after.text[0].isupper() or _excluded(after, False) or fold(after.text) in MONTHS:
        return False
    if i == 0:
        return True
    before = ws[i - 1].text
    return before.islower() and fold(before) not in STOPWORDS and fold(before) not in AUXILIARIES


def _trim_possessive(text: str, start: int, end: int) -> tuple[int, int]:
    for suffix in ("'s", "’s", "'", "’"):
        if text.endswith(suffix, start, end) and end - len(suffix) > start:
            return start, end - len(suffix)
    return start, end


def entity_spans(text: str, extra: tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """Character spans of the named entities of ``text``: capitalized names, quotes, years and ``extra``."""
    ws = words(text)
    spans: list[tuple[int, int]] = []
    lowered = text.lower()
    for value in extra:
        at = lowered.find(value.lower())
        if value.strip() and at >= 0:
            spans.append((at, at + len(value)))
    # a quotation names something only when it holds a letter or digit: '" "' between two quotes does not
    spans.extend((m.start(1), m.end(1)) for m in _QUOTED.finditer(text) if _ALNUM.search(m.group(1)))
    i = 0
    while i < len(ws):
        w = ws[i]
        if _numbered(text, ws, i):
            j = _designated(text, ws, _capitalized_run(text, ws, i + 1))
            spans.append(_trim_possessive(text, w.start, ws[j].end))
            i = j
        elif YEAR_DIGITS.fullmatch(w.text):
            spans.append((w.start, w.end))
        elif _initial(text, ws, i) or _paired_initial(text, ws, i):
            k = i + (2 if _paired_initial(text, ws, i) else 1)
            while _initial(text, ws, k):
                k += 1  # "A. B. Crewe": every initial opens the name
            j = _capitalized_run(text, ws, k)
            spans.append(_trim_possessive(text, w.start, ws[j].end))
            i = j
        elif w.text[0].isupper() and not _excluded(w, i == 0):
            j = _designated(text, ws, _capitalized_run(text, ws, i))
            spans.append(_trim_possessive(text, w.start, ws[j].end))
            i = j
        i += 1
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and (start < merged[-1][1] or _one_firm(text, merged[-1], (start, end))):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _firm_close(name: str) -> bool:
    """Whether a name closes on "&" or "and" and a firm's word: "Thirlby *& Co*", "Pask *and Sons*"."""
    ws = name.split()
    return len(ws) > 2 and ws[-2] in ("&", "and") and fold(ws[-1]).rstrip(".") in _FIRM_ENDINGS


def _one_firm(text: str, first: tuple[int, int], then: tuple[int, int]) -> bool:
    """Whether two names running on are one firm's: "Pask, Thirlby & Co.", "Thirlby & Co. Ltd".

    A surname before a comma opens the firm whose name closes on "& Co." after it, and "Ltd" after the
    full stop of "Co." only says the firm is incorporated.
    """
    gap, before, after = text[first[1] : then[0]], text[first[0] : first[1]], text[then[0] : then[1]]
    if gap == ", " and " " not in before and _firm_close(after):
        return True
    return gap in (". ", " ") and _firm_close(before) and fold(after) in INCORPORATED
