"""Scoring an answer against the expected answers: exact, contains, numeric, and abstention.

A run's answer carries citation markers (``[1]``) and, after the answer itself, parenthesized derivations
(``(412 - 276 = 136)``, ``(via Tollen Bridge [2])``); ``answer_text`` removes both, and every scorer compares
that text. A scorer is any callable ``(answer, expected) -> Score`` over one answer and the acceptable
answers; ``register_scorer`` makes one available by name (``canon eval --scorer NAME``).

- ``exact``: equal after normalization (Unicode NFKC, case folded, punctuation and the articles a/an/the
  dropped, white space collapsed).
- ``contains``: a normalized expected answer appears in the normalized answer, on word boundaries. A percent
  sign is a word of its own, so ``20%`` contains ``20`` and ``20%`` but not ``2``; ``243,400`` and ``243400``
  are the same figure.
- ``numeric``: the first number of the answer equals the expected number within a relative tolerance.
  Thousands separators (``14,000``), number words (``fifteen``, ``two hundred and six``), scale words
  (``1.5 million``) and percent signs are read; a unit after both numbers must agree (``276 metres`` is not
  ``276 feet``), and a unit on one side only is ignored.
- ``auto`` (the default): ``numeric`` when the expected answer is a number; otherwise ``exact``, or the
  expected text on word boundaries inside an answer at most ``AUTO_EXTRA_WORDS`` (4) words longer
  (``Bishop Gerold of Lanz`` for ``Gerold``; a longer answer is a list or a sentence, and does not match).
- abstention: an answer of ``insufficient_evidence`` is an abstention, whatever the scorer.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from canon_contracts import EpistemicStatus

__all__ = [
    "DEFAULT_TOLERANCE",
    "Score",
    "Scorer",
    "abstains",
    "answer_text",
    "parse_number",
    "register_scorer",
    "scorer_named",
    "scorer_names",
]

#: Relative tolerance of the numeric scorer by default: the numbers must be equal up to float rounding.
DEFAULT_TOLERANCE = 1e-9
_ABSTAIN = EpistemicStatus.INSUFFICIENT_EVIDENCE.value


@dataclass(frozen=True, slots=True)
class Score:
    """Whether the answer matched one of the expected answers, and one line saying why."""

    matched: bool
    detail: str


#: A scorer: the answer text (``answer_text`` of the run's answer) and the acceptable answers in, a Score out.
Scorer = Callable[[str, tuple[str, ...]], Score]

_MARKER = re.compile(r"\s*\[\d+\]")
#: A thousands separator between digit groups ("243,400"), dropped so the figure is one word either way.
_GROUPED = re.compile(r"(?<=\d)[,\u00a0\u202f](?=\d{3}(?!\d))")
_ARTICLES = frozenset({"a", "an", "the"})


def answer_text(answer: str) -> str:
    """The answer without citation markers and without the parenthesized groups that follow it."""
    text = _MARKER.sub("", answer).strip()
    while text.endswith(")"):
        depth, start = 0, -1
        for index in range(len(text) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(text[index], 0)
            if depth == 0:
                start = index
                break
        if start <= 0 or not text[:start].strip():
            break
        text = text[:start].rstrip()
    return " ".join(text.split())


def abstains(answer: str | None) -> bool:
    """Whether an answer is an abstention (``insufficient_evidence``)."""
    if answer is None:
        return False
    return _normalize(answer_text(answer)).replace(" ", "_") == _ABSTAIN


def _normalize(text: str) -> str:
    folded = _GROUPED.sub("", unicodedata.normalize("NFKC", text).casefold())
    words = re.sub(r"[^\w%]+|_", " ", folded).replace("%", " % ").split()
    return " ".join(word for word in words if word not in _ARTICLES)


def _exact(answer: str, expected: tuple[str, ...]) -> Score:
    got = _normalize(answer)
    for option in expected:
        if got == _normalize(option):
            return Score(True, f"equals {option!r}")
    return Score(False, f"{answer!r} equals none of {_listed(expected)}")


def _contains(answer: str, expected: tuple[str, ...]) -> Score:
    got = f" {_normalize(answer)} "
    for option in expected:
        wanted = _normalize(option)
        if wanted and f" {wanted} " in got:
            return Score(True, f"contains {option!r}")
    return Score(False, f"{answer!r} contains none of {_listed(expected)}")


def _listed(expected: tuple[str, ...]) -> str:
    return ", ".join(repr(option) for option in expected)


# -- numbers ----------------------------------------------------------------------------------------------

_SMALL = {
    word: value
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen".split()
    )
}
_TENS = {
    word: 10 * (index + 2)
    for index, word in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_NUMERAL = re.compile(r"(?:(?<![\w.])[-+])?(?:\d{1,3}(?:[,\u00a0\u202f_]\d{3})+|\d+)(?:\.\d+)?")
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
_TOKEN = re.compile(r"%|[^\W\d_]+|" + _NUMERAL.pattern)
#: Unit spellings that name the same unit (after lower-casing and dropping a plural ``s``).
_UNIT_ALIASES = {
    "%": "percent",
    "pct": "percent",
    "m": "metre",
    "meter": "metre",
    "km": "kilometre",
    "kilometer": "kilometre",
    "ft": "foot",
    "feet": "foot",
    "yr": "year",
    "t": "tonne",
    "kg": "kilogram",
    "mi": "mile",
}


#: Words that follow a number without being its unit.
_NOT_UNITS = frozenset("and or to in of on at by for from with than the a an is was were are".split())


@dataclass(frozen=True, slots=True)
class _Quantity:
    value: float
    unit: str | None
    end: int


def _unit(word: str) -> str:
    lowered = word.casefold()
    if lowered in _UNIT_ALIASES:
        return _UNIT_ALIASES[lowered]
    singular = lowered[:-1] if len(lowered) > 3 and lowered.endswith("s") else lowered
    return _UNIT_ALIASES.get(singular, singular)


def _words_value(words: list[str]) -> float | None:
    """The value of number words (``two hundred and six``), or ``None`` if they are not one number."""
    total, current, seen = 0, 0, False
    for word in words:
        if word in _SMALL:
            current += _SMALL[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total += max(current, 1) * _SCALES[word]
            current = 0
        elif word == "and" and seen:
            continue
        else:
            return None
        seen = True
    return float(total + current) if seen else None


def _quantities(text: str) -> list[_Quantity]:
    """Every number in ``text`` in order, with the unit word that follows it, if any."""
    spaced = _WORD_HYPHEN.sub(" ", unicodedata.normalize("NFKC", text))
    tokens = [(m.group(), m.end()) for m in _TOKEN.finditer(spaced)]
    found: list[_Quantity] = []
    index = 0
    while index < len(tokens):
        token = tokens[index][0]
        value: float | None = None
        if _NUMERAL.fullmatch(token):
            value = float(re.sub(r"[,\u00a0\u202f_]", "", token))
            index += 1
        else:
            run = index
            while run < len(tokens) and tokens[run][0].casefold() in {*_SMALL, *_TENS, *_SCALES, "and"}:
                run += 1
            while run > index and tokens[run - 1][0].casefold() == "and":
                run -= 1
            value = _words_value([t[0].casefold() for t in tokens[index:run]]) if run > index else None
            index = run if value is not None else index + 1
        if value is None:
            continue
        while index < len(tokens) and tokens[index][0].casefold() in _SCALES:
            value *= _SCALES[tokens[index][0].casefold()]
            index += 1
        unit = None
        following = tokens[index][0] if index < len(tokens) else ""
        if following and not _NUMERAL.fullmatch(following) and following.casefold() not in _NOT_UNITS:
            unit = _unit(tokens[index][0])
            if unit == "per" and index + 1 < len(tokens) and tokens[index + 1][0].casefold() == "cent":
                unit, index = "percent", index + 1
            index += 1
        found.append(_Quantity(value, unit, tokens[index - 1][1]))
    return found


def parse_number(text: str) -> tuple[float, str | None] | None:
    """``(value, unit)`` when ``text`` is one number with at most a unit word, else ``None``."""
    quantities = _quantities(text)
    if len(quantities) != 1:
        return None
    quantity = quantities[0]
    rest = _normalize(unicodedata.normalize("NFKC", text)[quantity.end :])
    return (quantity.value, quantity.unit) if not rest else None


def _close(got: float, wanted: float, tolerance: float) -> bool:
    return math.isclose(got, wanted, rel_tol=tolerance, abs_tol=0.0 if wanted else tolerance)


def numeric_scorer(tolerance: float = DEFAULT_TOLERANCE) -> Scorer:
    """The numeric scorer with relative tolerance ``tolerance``."""

    def numeric(answer: str, expected: tuple[str, ...]) -> Score:
        quantities = _quantities(answer)
        if not quantities:
            return Score(False, f"{answer!r} holds no number")
        got = quantities[0]
        for option in expected:
            wanted = parse_number(option)
            if wanted is None:
                continue
            value, unit = wanted
            if _close(got.value, value, tolerance):
                if unit is not None and got.unit is not None and unit != got.unit:
                    return Score(False, f"{got.value:g} {got.unit} is not {option!r} (unit differs)")
                return Score(True, f"{got.value:g} equals {option!r}")
        return Score(False, f"{got.value:g} equals none of {_listed(expected)}")

    return numeric


#: How many words an answer may add around an expected text answer and still match it under ``auto``
#: (``Bishop Gerold of Lanz`` for ``Gerold``); more, and the answer is a list or a sentence, not an answer.
AUTO_EXTRA_WORDS = 4


def _qualified(answer: str, expected: tuple[str, ...]) -> Score:
    """The expected text inside a short answer that only qualifies it (a title, a place)."""
    size = len(_normalize(answer).split())
    for option in expected:
        if size <= len(_normalize(option).split()) + AUTO_EXTRA_WORDS:
            score = _contains(answer, (option,))
            if score.matched:
                return Score(True, f"{score.detail}, qualified by at most {AUTO_EXTRA_WORDS} words")
    return _exact(answer, expected)


def auto_scorer(tolerance: float = DEFAULT_TOLERANCE) -> Scorer:
    """``numeric`` for numbers; ``exact``, or the text inside an answer a few words longer, for the others."""
    numeric = numeric_scorer(tolerance)

    def auto(answer: str, expected: tuple[str, ...]) -> Score:
        numbers = tuple(option for option in expected if parse_number(option) is not None)
        words = tuple(option for option in expected if parse_number(option) is None)
        scores = [numeric(answer, numbers)] if numbers else []
        if words:
            exact = _exact(answer, words)
            scores.append(exact if exact.matched else _qualified(answer, words))
        return next((score for score in scores if score.matched), scores[-1])

    return auto


_SCORERS: dict[str, Callable[[float], Scorer]] = {
    "auto": auto_scorer,
    "contains": lambda _tolerance: _contains,
    "exact": lambda _tolerance: _exact,
    "numeric": numeric_scorer,
}


def register_scorer(name: str, scorer: Scorer) -> None:
    """Make ``scorer`` available by ``name`` (``canon eval --scorer NAME``); a built-in name cannot be reused.

    Raises:
        ValueError: ``name`` is empty or already names a scorer.
    """
    if not name or name in _SCORERS:
        raise ValueError(f"scorer name {name!r} is empty or already taken")
    _SCORERS[name] = lambda _tolerance: scorer


def scorer_names() -> tuple[str, ...]:
    """Every scorer name, sorted."""
    return tuple(sorted(_SCORERS))


def scorer_named(name: str, tolerance: float = DEFAULT_TOLERANCE) -> Scorer:
    """The scorer registered as ``name``, built with ``tolerance`` (which only numeric scorers use).

    Raises:
        ValueError: no scorer has that name, or ``tolerance`` is negative or not finite.
    """
    if not math.isfinite(tolerance) or tolerance < 0:
        raise ValueError(f"tolerance must be a finite number >= 0, got {tolerance}")
    if name not in _SCORERS:
        raise ValueError(f"unknown scorer {name!r}: use one of {', '.join(scorer_names())}")
    return _SCORERS[name](tolerance)
