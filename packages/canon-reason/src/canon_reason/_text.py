"""Text primitives shared by retrieval and reading: words with offsets, folding, stemming and sentences.

Everything here is pure and deterministic. Offsets are character offsets into the string given, so a span
``(start, end)`` always satisfies ``text[start:end] == span_text``.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import NamedTuple

__all__ = [
    "MONTH_SHORT",
    "MONTHS",
    "STOPWORDS",
    "Span",
    "Word",
    "answer_matches",
    "fold",
    "is_abbreviation",
    "normalize_answer",
    "split_sentences",
    "stem",
    "tokenize",
    "words",
]

MONTHS = frozenset(
    "january february march april may june july august september october november december".split()
)
MONTH_SHORT: dict[str, str] = {
    short: month
    for month, shorts in (
        ("january", "jan jany"),
        ("february", "feb feby"),
        ("march", "mar"),
        ("april", "apr"),
        ("june", "jun"),
        ("july", "jul"),
        ("august", "aug augt"),
        ("september", "sep sept septr"),
        ("october", "oct octr"),
        ("november", "nov novr"),
        ("december", "dec decr"),
    )
    for short in shorts.split()
}
"""The months as old papers write them short before a full stop ("Jan.", "Octr."), with their names."""

STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each either else ever few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself just me
    more most my myself neither no nor not now of off on once only or other our ours ourselves out over own
    same shall she should so some such than that the their theirs them themselves then there these they this
    those through to too under until up upon very was we were what when where whether which while who whom
    whose why will with would yet you your yours yourself yourselves
    """.split()
)
"""Simple English function words that carry no topic; dropped before indexing and matching."""

# A word: letters and digits of any script, with inner apostrophes or hyphen-free joins ("O'Neill").
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_POSSESSIVE = re.compile(r"['’]s?$")


class Word(NamedTuple):
    """One word of a text with its exact offsets."""

    text: str
    start: int
    end: int


class Span(NamedTuple):
    """A half-open character range ``[start, end)`` of a text."""

    start: int
    end: int


def words(text: str) -> list[Word]:
    """Return the words of ``text`` with their offsets, in order (a new list each time)."""
    return list(_words(text))


@functools.lru_cache(maxsize=1 << 12)  # texts repeat: a run reads the same passages and titles many times
def _words(text: str) -> tuple[Word, ...]:
    return tuple(Word(m.group(), m.start(), m.end()) for m in _WORD.finditer(text))


@functools.lru_cache(maxsize=1 << 16)  # words repeat: a question is folded against every passage
def fold(word: str) -> str:
    """Case-fold ``word``, strip accents and a trailing possessive (``Veloria's`` → ``veloria``)."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    if len(plain) > 2:
        plain = _POSSESSIVE.sub("", plain)
    return plain.replace("’", "'")


_VOWELS = frozenset("aeiouy")


def _strip(word: str, suffix: str, keep: int) -> str | None:
    """Return ``word`` without ``suffix`` when at least ``keep`` characters remain, else ``None``."""
    if word.endswith(suffix) and len(word) - len(suffix) >= keep:
        return word[: -len(suffix)]
    return None


def _undouble(word: str) -> str:
    """Undo a doubled final consonant left by a suffix (``running`` → ``runn`` → ``run``)."""
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in _VOWELS and word[-1] not in "lsz":
        return word[:-1]
    return word


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """Return a light suffix stem of a folded word, so inflections meet (``founded``/``founder`` → ``found``).

    Deliberately simple: plurals, ``-ing``, ``-ed``, ``-er``, ``-est``, ``-ly``, ``-ation`` and a final
    ``-e``. It only needs to be consistent, since queries and texts go through the same function.
    """
    if len(word) <= 3 or not word.isalpha():
        return word
    w = word
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        w = w[:-1]
    for suffix, keep in (("ation", 3), ("ing", 3), ("ed", 3), ("est", 4), ("er", 3), ("ly", 4)):
        stripped = _strip(w, suffix, keep)
        if stripped is not None and any(ch in _VOWELS for ch in stripped):
            w = _undouble(stripped)
            break
    if w.endswith("y") and len(w) > 3:
        w = w[:-1] + "i"
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


def tokenize(text: str) -> list[str]:
    """Return the index terms of ``text``: folded, stopwords removed, stemmed; in text order."""
    out: list[str] = []
    for w in words(text):
        folded = fold(w.text)
        if folded and folded not in STOPWORDS:
            out.append(stem(folded))
    return out


# ----------------------------------------------------------------------------------------------- sentences

_ABBREVIATIONS = frozenset(
    """
    mr mrs ms messrs dr st prof sr jr vs etc mt ft co inc ltd gen capt col lt sgt rev hon fig approx ca no nos
    pte cpl maj lieut
    vol e.g i.e cf al
    """.split()
) | frozenset(MONTH_SHORT)
_TERMINATOR = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s|$)")
_BLOCK_BREAK = re.compile(r"\n[ \t]*\n\s*")
_SUM_PART = re.compile(r"(?:£\s?\d[\d,]*|\b\d{1,2}s)$")
_SUM_GOES_ON = re.compile(r"\d{1,2}[½¼¾]?[sd]\b")
"""The parts of a sum in the old coins a period may stand between: "*2s.* *6d.*", "*£4.* *10s.*"."""
_LINE_MARKER = re.compile(r"[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d{1,3}[.)][ \t]+|>[ \t]*)")


def is_abbreviation(text: str, dot: int) -> bool:
    """Whether the period at ``dot`` ends an abbreviation or an initial rather than a sentence."""
    begin = dot
    while begin > 0 and (text[begin - 1].isalpha() or text[begin - 1] == "."):
        begin -= 1
    token = text[begin:dot].lower()
    if not token:
        return False
    if len(token) == 1 and text[begin].isupper():
        return True  # an initial such as "J." in "J. R. Smith"
    return token in _ABBREVIATIONS or token.rstrip(".") in _ABBREVIATIONS


def _lines_of_block(text: str, start: int, end: int) -> list[Span]:
    """Split a block into segments: list items and headings are segments of their own; prose is joined."""
    segments: list[Span] = []
    line_start = start
    current: Span | None = None
    while line_start < end:
        nl = text.find("\n", line_start, end)
        line_end = end if nl < 0 else nl
        marker = _LINE_MARKER.match(text, line_start, line_end)
        stands_alone = marker is not None and marker.end() > line_start
        content_start = marker.end() if marker is not None else line_start
        if stands_alone or current is None:
            if current is not None:
                segments.append(current)
            current = Span(content_start, line_end)
            if stands_alone and text[line_start:line_end].lstrip().startswith("#"):
                segments.append(current)
                current = None
        else:
            current = Span(current.start, line_end)
        line_start = line_end + 1
    if current is not None:
        segments.append(current)
    return segments


def _trimmed(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end) if end > start else None


_DASHES = "—–"
"""Dashes no sentence opens with: one after a full stop goes on with the sentence the stop stands in."""


def _sentences_of_segment(text: str, start: int, end: int) -> list[Span]:
    out: list[Span] = []
    begin = start
    for match in _TERMINATOR.finditer(text, start, end):
        stop = match.end()
        if match.group().startswith(".") and len(match.group()) == 1 and is_abbreviation(text, match.start()):
            continue
        nxt = stop
        while nxt < end and text[nxt].isspace():
            nxt += 1
        if nxt < end and (text[nxt].islower() or text[nxt] in _DASHES):
            continue  # "approx. three", "Ann Hale, R.N. — 1863": the sentence goes on
        if _SUM_GOES_ON.match(text, nxt) and _SUM_PART.search(text, 0, match.start()):
            continue  # "2s. 6d.", "£4. 10s.": a period between the parts of a sum of money
        span = _trimmed(text, begin, stop)
        if span is not None:
            out.append(span)
        begin = stop
    span = _trimmed(text, begin, end)
    if span is not None:
        out.append(span)
    return out


def split_sentences(text: str) -> list[Span]:
    """Split ``text`` into sentence spans with exact offsets.

    Blank lines end a block; markdown headings and list items are segments of their own (their markers are
    left out of the span); within prose, a sentence ends at ``.``, ``!`` or ``?`` followed by white space,
    except after abbreviations (``Dr.``, ``St.``), initials (``J.``) or before a lowercase word.
    """
    spans: list[Span] = []
    block_start = 0
    blocks: list[Span] = []
    for brk in _BLOCK_BREAK.finditer(text):
        blocks.append(Span(block_start, brk.start()))
        block_start = brk.end()
    blocks.append(Span(block_start, len(text)))
    for block in blocks:
        for segment in _lines_of_block(text, block.start, block.end):
            spans.extend(_sentences_of_segment(text, segment.start, segment.end))
    return spans


# ----------------------------------------------------------------------------------------- answer matching

_CITATION = re.compile(r"\[\d+\]")
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d])")
_ARTICLES = frozenset({"a", "an", "the"})


def _plain_number(match: re.Match[str]) -> str:
    whole = match.group(1).replace(",", "")
    frac = (match.group(2) or "").rstrip("0")
    return whole + (frac if frac != "." else "")


def normalize_answer(text: str) -> str:
    """Normalize an answer for comparison: no citation markers, folded words, plain numbers, no articles."""
    text = _CITATION.sub(" ", text)
    text = _NUMBER.sub(_plain_number, text)
    text = text.replace("%", " percent ")
    out = []
    for m in re.finditer(r"[^\W_]+(?:\.\d+)?", text):
        folded = fold(m.group())
        if folded not in _ARTICLES:
            out.append(_WORDS_WRITTEN_SHORT.get(folded, folded))
    return " ".join(out)


_WORDS_WRITTEN_SHORT = {
    "ft": "feet",
    "cu": "cubic",
    "sq": "square",
    "yd": "yards",
    "yds": "yards",
    "col": "colonel",
    "capt": "captain",
    "lieut": "lieutenant",
}
"""Units and ranks written short, compared as their words: "57,750 cu. ft" states "57,750 cubic feet", and
"Col. A. Roe" is "Colonel A. Roe"."""


def answer_matches(answer: str, expected: str) -> bool:
    """Whether ``answer`` states ``expected``: equal, or containing it as whole words, after normalization.

    ``insufficient_evidence`` matches only an answer that is itself that outcome.
    """
    got = normalize_answer(answer)
    want = normalize_answer(expected)
    if not want:
        return not got
    if want == "insufficient evidence" or got == "insufficient evidence":
        return got == want
    # "Seven" states 7, and "9 ratepayers" states "nine": a count written in words on either side is compared
    # as its figure
    return any(
        have == need or f" {need} " in f" {have} "
        for have in (got, _figures(got))
        for need in (want, _figures(want))
    )


_DAY_OF_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?: day)?(?: of)? ({'|'.join(sorted(MONTHS))})\b")
"""A day of a month in any of its written forms: "28th of october", "28 october", "28th day of october"."""


def _figures(normalized: str) -> str:
    """``normalized`` with each number in words below a thousand written as its figure ("thirty four" → 34).

    Hundreds are read whole: "one hundred and ten" → 110.

    A day of a month is written as its figure before the month: "28th of october" → "28 october".
    """
    normalized = _DAY_OF_MONTH.sub(r"\1 \2", normalized)
    out: list[str] = []
    tens = False  # the last word was a tens word ("thirty"), which a unit word may complete
    for w in normalized.split():
        unit = _NUMBER_WORDS.get(w)
        if tens and unit is not None and 0 < unit < 10:
            out[-1] = str(int(out[-1]) + unit)  # "thirty-four", folded to "thirty four"
        elif w in _TENS:
            out.append(str(_TENS[w]))
        else:
            out.append(str(unit) if unit is not None else w)
        tens = w in _TENS
    return _HUNDREDS.sub(lambda m: str(100 * int(m[1]) + int(m[2] or 0)), " ".join(out))


_HUNDREDS = re.compile(r"\b([1-9]) hundred(?: and (\d{1,2}))?\b")
"""Hundreds in words once their parts are figures: "1 hundred and 10" (from "one hundred and ten") → 110."""


_NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
