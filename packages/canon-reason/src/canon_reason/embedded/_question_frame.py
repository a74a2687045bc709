"""Judge checks that an answer fills the frame its question sets round the asked fact.

"By how much was the rent reduced?" asks the size of a change, which "a rent of £300" does not state;
"How long was the room, according to the builder's estimate?" names the source the figure must come from,
which a guidebook is not (a check the reasoner makes, having the document); "Where was the meeting held at
which the Rowing Club was founded?" is not answered by "Club", a word of its own subject; and "Which star
...?" not by a phrase of the question's own words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._draft import Draft
from .._text import fold, words
from ._answer_form import count_written
from ._fact import read_fact
from ._lexicon import (
    ACTUAL_ASKED,
    MONEY_WRITTEN,
    NUMBER_WORD_CHOICES,
    NUMBER_WORDS,
    YEAR_DIGITS,
    content_keys,
    key,
    standalone_figure,
    unit_family_of,
)
from ._measures import value_at
from ._sums_paid import asks_cost

__all__ = [
    "corrected_after_problem",
    "estimated_row_problem",
    "planned_for_actual_problem",
    "correction_query",
    "denial_query",
    "denied_figure_problem",
    "frame_problems",
    "named_source_problem",
]

_CHANGE_ASKED = re.compile(
    r"\bby how (?:much|many)\b"
    r"|\bhow (?:much|many)\s+(?:more|fewer|less|extra|additional)\b"
    r"|\bhow (?:much|many)\b(?:\s+[\w'’-]+){0,4}?\s+(?:did|does|do|was|were|had|has|have|is|are|will|would)\b"
    r".*\b(?:add|added|gain|gained|increase|increased|rise|grow|fall|drop|reduce|reduced|"
    r"cut|lower|lowered|save|saved|extend|extended)\b"
)
"""A question asking a change's size: "*by how much* was it reduced", "*how many* acres *did* it *add*" (its
verb in lower case: "Lower Ardlow" names a place; "raise" is said of money collected, no change)."""
_RESCUE_COUNTED = re.compile(
    r"\bhow many\s+(?:lives|people|persons|men|women|children|crew|passengers|souls|survivors)\b"
    r"(?:\s+[\w'’-]+)*?\s+(?:save[ds]?|saving)\b"
)
"""A count of those saved ("*how many lives* had the boats *saved*"): a rescue's count, not a sum saved."""
_CHANGE_BEFORE = re.compile(
    r"\b(?:by|add|adds|added|adding|addition of|another|additional|further|extra|gain(?:ed|ing)? of|"
    r"(?:reduction|increase|rise|fall|drop|cut|saving|growth|gain|loss|majority|margin|difference|"
    r"enlargement|extension)s?\s+of)\s+(?:(?:a|an|some|about|nearly|almost|just|over|only|a further|"
    r"another)\s+)*[^\s\d£$€]*$"
)
"""What states a figure as a change right before it: "reduced *by* £40", "*a reduction of* £40"."""
_CHANGE_AFTER = re.compile(
    r"^\s*[^\W\d]*\.?\s*(?:more|fewer|less|extra|additional|further|higher|lower|longer|shorter|larger|"
    r"smaller|greater|wider|deeper|taller|up|down)\b",
    re.IGNORECASE,
)
"""What states a figure as a change right after it: "95 acres *more*", "£40 *less*"."""
_SOURCE = re.compile(r"\baccording to\s+(?P<source>[^,;?]+)", re.IGNORECASE)
"""The source a question names for its fact: "according to *the builder's estimate*"."""
_WHERE_WHO = re.compile(r"^\s*(?:where|who)\b", re.IGNORECASE)


_NUMBER_WORD = rf"(?:{NUMBER_WORD_CHOICES}|thousand)"
_WORDED_FIGURE = re.compile(rf"{_NUMBER_WORD}(?:(?:[-\s]+|\s+and\s+){_NUMBER_WORD})*\b", re.IGNORECASE)
"""A figure written in words at the start of an answer: "one hundred and twenty" (feet)."""


def change_size_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure the cited text does not state as a change, for a change's size asked.

    "By how much was the rent reduced?" is not answered by the £300 of "a rent of £300 (reduced from 1858)",
    nor "How many acres did the lease add?" by the 380 acres the estate farmed after it, nor "By how many
    feet was the chimney made taller?" by "carried up to a total height of one hundred and twenty feet";
    "reduced by £40", "a reduction of £40" and "added 95 acres" state the change itself.
    """
    asked = question[:1].lower() + question[1:]
    if _RESCUE_COUNTED.search(asked):
        asked = re.sub(r"\bsav(?:e[ds]?|ing)\b", "", asked)  # "How many lives did the boat save?" counts
    if not _CHANGE_ASKED.search(asked):
        return []
    figure = re.search(r"[£$€]?\d[\d,.]*", value) or _WORDED_FIGURE.match(value)
    if figure is None:
        return []
    for found in re.finditer(re.escape(figure.group()), cited, re.IGNORECASE):
        before = cited[max(0, found.start() - 60) : found.start()].lower()
        after = cited[found.end() : found.end() + 30]
        if _CHANGE_BEFORE.search(before) or _CHANGE_AFTER.match(after):
            return []
    return [f"the answer {value!r} is not stated as the size of the change the question asks about"]


_AT_FIRST_ASKED = re.compile(
    r"\bwhen\s+(?:it|they|the\s+[\w'’ -]+?|[A-Z][\w'’ -]+?)\s+(?:was|were)\s+(?:first\s+)?"
    r"(?:incorporated|formed|founded|registered|established|floated|set\s+up|started)\b"
    r"|\b(?:original|originally|initial|initially|at\s+first|at\s+the\s+outset)\b",
    re.IGNORECASE,
)
"""A question asking a figure as it stood at a start: "the nominal capital *when it was incorporated*"."""
_CHANGED_TO = re.compile(
    r"\bfrom\s+[£$€]?\d[\d,.]*(?:\s+[a-z]+)?\s+to\s+$"
    r"|\b(?:increas|rais|reduc|augment)\w*\s+(?:the\s+|its\s+)?(?:[a-z]+\s+){0,5}to\s+$",
    re.IGNORECASE,
)
"""What makes a figure the end of a change, right before it: "increased *from £60,000 to* £90,000",
"*increasing the capital of the Company to* £45,000"."""


def changed_to_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure its text gives as what a thing was changed to, for the figure the question asks at its start.

    "The capital be increased from £60,000 to £90,000" gives £90,000 as the capital after the increase:
    asked the capital when the company was incorporated, the text says it was then no more than £60,000.
    """
    figure = re.search(r"[£$€]?\d[\d,.]*", value)
    if figure is None or not _AT_FIRST_ASKED.search(question):
        return []
    places = [m.start() for m in re.finditer(rf"(?<![\w,.]){re.escape(figure.group())}(?![\d])", cited)]
    if places and all(_CHANGED_TO.search(cited[max(0, at - 60) : at]) for at in places):
        return [f"the figure {value!r} is what its text says it was changed to, not what it was at first"]
    return []


_FURTHER = re.compile(
    r"\b(?:a\s+further|an\s+additional|an\s+extra|another|a\s+separate|an\s+adjoining)\s+"
    r"(?:[a-z'’-]+\s+){0,3}?(?:of\s+)?$",
    re.IGNORECASE,
)
"""What makes a figure an addition to one stated before it: "3 acres, with *a further* 1 rood of meadow",
"2 acres, with *a separate paddock of* 3 roods"."""


def further_figure_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure its text adds to one it stated before, for the whole a question asks of.

    "The yard comprises 3 acres 2 roods, with a further 1 rood of meadow taken at will" gives the yard's
    land as 3 acres 2 roods; the rood is more land beside it, which no question of the yard's extent asks
    (a question asking a change's size may ask it).
    """
    figure = re.search(r"[£$€]?\d[\d,.]*", value)
    if figure is None or _CHANGE_ASKED.search(question[:1].lower() + question[1:]):
        return []
    found = re.search(rf"(?<![\w,.]){re.escape(figure.group())}(?![\d])", cited)
    if found is None or not _FURTHER.search(cited[max(0, found.start() - 50) : found.start()]):
        return []
    family = next((f for w in words(value) if (f := unit_family_of(w.text)) is not None), None)
    earlier = (unit_family_of(m.group(1)) for m in re.finditer(r"\d\s+([A-Za-z]+)", cited[: found.start()]))
    if family is None or family not in earlier:
        return []  # "In 1872 the firm bought a further 3 acres": a year is no figure of the same kind
    return [f"the answer {value!r} is a further figure added to the one its text states first"]


_MORE_AFTER = re.compile(r"\s+(?:more|further|additional|extra)\b", re.IGNORECASE)
"""What makes a count one added to another after it: "64; *two more* passed after the count"."""
_ANY_FIGURE = re.compile(r"\d")


def added_count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count its text adds to another it gave before ("Diary gave 64; two more passed"), for the whole.

    A question asking a change's size ("How many more ...?") may ask it.
    """
    if _CHANGE_ASKED.search(question[:1].lower() + question[1:]):
        return []
    found = re.search(rf"(?<![\w,.]){re.escape(value.strip())}(?![\w])", cited, re.IGNORECASE)
    if found is None or not _MORE_AFTER.match(cited, found.end()):
        return []
    if not _ANY_FIGURE.search(cited[: found.start()]):
        return []  # "two more looms were set up" with no count before it adds to nothing stated
    return [f"the answer {value!r} is a count added to one its text gives before, not the whole asked"]


_ITSELF = re.compile(r"\b(?:itself|themselves)\b", re.IGNORECASE)
"""Words by which a question asks the record it names and no paper telling of it: "the lease *itself*"."""


def named_source_problem(question: str, cited: str, document: Iterable[str]) -> list[str]:
    """A fact read from another source than the one the question names ("according to the 1877 survey").

    The cited text, or its ``document`` (its name and the passages read of it, where a note may name the
    source of its figure; read only when the question names a source), must name the source: a guidebook's
    "some 30 yards" does not give the room's length according to the builder's estimate. A source asked
    "itself" ("according to the lease itself") must be named by the document's own name. Made by the
    reasoner, which has the passages.
    """
    named = _SOURCE.search(question)
    if named is None:
        return []
    source = content_keys(named.group("source"))
    read = list(document)
    if _ITSELF.search(named.group("source")) and read:
        # "according to the lease itself" is the lease, not a history that tells of the lease
        held = content_keys(read[0].replace("-", " ").replace("_", " "))
        source -= content_keys(" ".join(_ITSELF.findall(named.group("source"))))
    else:
        held = content_keys(cited) | content_keys(" ".join(read).replace("-", " ").replace("_", " "))
    # "the 1837 specification" is named by its noun: a guidebook's "a range of 1837-38" names only its year
    nouns = {k for k in source if not k.isdigit()}
    if not source or (nouns or source) & held:
        return []
    return [f"the cited text is not {named.group('source').strip()!r}, the source the question names"]


def subject_word_problem(question: str, subject: tuple[str, ...], value: str, cited: str) -> list[str]:
    """A place or person answered only with words of the question's own subject, which the text calls it by.

    "The Club was founded at a meeting ..." is not answered "Club"; a place the subject is named after
    ("born in Orby" for a captain of the Orby Rowing Club) is no such reference.
    """
    if not _WHERE_WHO.match(question):
        return []
    given = {key(w.text) for entity in subject for w in words(entity)}
    answer = content_keys(value)
    if not answer or not answer <= given:
        return []
    if not re.search(rf"\bthe\s+{re.escape(value)}\b", cited, re.IGNORECASE):
        return []
    return [f"the answer {value!r} is made only of words of the question's own subject"]


_WHICH = re.compile(r"\b(?:which|what)\s+[a-z]", re.IGNORECASE)


def question_phrase_problem(question: str, value: str) -> list[str]:
    """A "which" answer that is a phrase of the question's own words, not a name of the asked thing.

    "With which bell did the ringers open their peal of grandsire triples?" is not answered by "peal of
    grandsire triples tonight", words the question itself gives: a phrase in lower case with two or more of
    them names nothing.
    """
    if not _WHICH.search(question) or not value or any(ch.isupper() or ch.isdigit() for ch in value):
        return []
    if len(content_keys(value) & content_keys(question)) < 2:
        return []
    return [f"the answer {value!r} repeats words of the question, and names no thing it asks for"]


_NO_MONEY = re.compile(r"\b(?:nothing|free|nil)\b", re.IGNORECASE)
"""What a sum of no money is written with: "it cost *nothing*"."""


def _asks_money(question: str) -> bool:
    """Whether ``question`` asks a sum of money, by its opening ("What did X cost?") or by its noun."""
    return asks_cost(question) or read_fact(question).unit_family == "money"


def moneyless_cost_problem(question: str, value: str, cited: str) -> list[str]:
    """A sum of money asked, answered by a bare number from a sentence naming no money.

    "a membership of 584" answers no cost, nor "the amended total is the one shown below" a year's receipts. A
    table row may hold a cost under a "Cost (£)" header the judge does not see, and is left.
    """
    if MONEY_WRITTEN.search(value) or _NO_MONEY.search(value):
        return []
    if not any(ch.isdigit() for ch in value) and _asks_money(question):
        # "one thousand seven hundred and sixty-eight", a lease's year written out, is no rent
        return [f"the answer {value!r} is a number in words naming no coin, not the sum of money asked"]
    if "|" in cited or not _asks_money(question):
        return []
    if not MONEY_WRITTEN.search(cited):
        return [f"the answer {value!r} is no sum of money, and the cited text names none"]
    figure = re.search(r"\d[\d,]*(?:\.\d+)?", value)
    found = [] if figure is None else list(standalone_figure(figure.group()).finditer(cited))
    if found and not any(_money_beside(cited, at.start(), at.end()) for at in found):
        # "Hands on the books this week: 148. Total wages paid: £140 4s. 0d." counts hands, paying none
        return [f"the answer {value!r} stands apart from every sum of money its cited text gives"]
    return []


def _money_beside(text: str, start: int, end: int) -> bool:
    """Whether a figure at ``start:end`` is written as money: a sign before it or a coin right after it."""
    return bool(
        re.search(r"[£$€¥]\s?$", text[max(0, start - 3) : start])
        or MONEY_WRITTEN.match(text[end:].lstrip(" ."))
        or re.match(r"\s*(?:[sd]\b|/)", text[end:])
    )


_ORIGINAL_ASKED = re.compile(
    r"\b(?:originally|first (?:printed|given|returned|reported|published)|as printed|uncorrected"
    r"|before (?:its|the) correction|erroneous|wrong)\b",
    re.IGNORECASE,
)
"""A question asking the figure as it stood before a correction: "What figure was *first printed*?"."""
_CORRECTED_TO = re.compile(
    r"\b(?:(?:corrected|revised|amended|altered)\s+(?:it\s+)?(?:to|at)"
    r"|(?:corrected|revised|amended)\s+(?:figure|total|return|number)\s+(?:is|was|of|being|:))\s+$",
    re.IGNORECASE,
)
"""What gives a figure as the corrected one, right before it: "*corrected to* 131 million", "the *revised
figure was* 131 million"."""
_CORRECTION_AFTER = re.compile(
    r"^[^.]{0,300}?\b(?:corrected|revised|amended|altered)\s+(?:it\s+)?(?:to|at)\s+[£$€]?\d",
    re.IGNORECASE,
)
"""A correction of a figure later in its sentence, within 300 characters: "printed as 141; the figure was
*corrected to 131*"."""


def superseded_figure_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure that a correction later in its cited sentence replaced.

    "The make was printed as 141 million; the figure was corrected to 131 million" answers "What is the
    corrected figure?" and "How much was made?" with 131 million, never 141; only a question asking the
    figure as first printed takes the 141. A figure no correction follows (a table's "203*" under a note
    saying it is the corrected one) is left.
    """
    figure = re.search(r"\d[\d,.]*", value)
    if figure is None or _ORIGINAL_ASKED.search(question):
        return []
    found = list(standalone_figure(figure.group()).finditer(cited))
    if not found:
        return []
    for at in found:
        if _CORRECTED_TO.search(cited[max(0, at.start() - 40) : at.start()].rstrip("£$€ ") + " "):
            return []  # the figure a correction gave
        if not _CORRECTION_AFTER.match(cited[at.end() :]):
            return []  # a figure no correction in its sentence replaced
    return [f"the figure {value!r} was replaced by a correction the cited text gives"]


_RETRACTED = re.compile(
    r"\b(?:we|it\s+was|was)\s+(?:stated|reported|said|printed|gave)\s+(?:that\s+)?(?:some\s+|about\s+)?[£$€]?$"
    r"|\bwe\s+(?:stated|reported|printed|gave)\s+(?:[\w'’-]+\s+){1,6}?as\s+(?:some\s+|about\s+)?[£$€]?$",
    re.IGNORECASE,
)
"""A figure a correction quotes as given in error: "In our report *we stated that* 36 crews entered", "*we
stated the length of the weir as* 88 yards"."""


def retracted_figure_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure that a correction quotes as the error it corrects, not as the fact.

    "CORRECTION. In our report of the regatta we stated that 36 crews had entered" says 36 was wrong; the
    right number follows, or stands in another text. Only a question asking the figure first printed takes
    the quoted one.
    """
    figure = re.search(r"\d[\d,.]*", value)
    if figure is None or _ORIGINAL_ASKED.search(question) or not re.search(r"\bcorrection\b", cited, re.I):
        return []
    at = standalone_figure(figure.group()).search(cited)
    if at is None or not _RETRACTED.search(cited[max(0, at.start() - 40) : at.start()]):
        return []
    return [f"the figure {value!r} is the one a correction says was given in error"]


_CALLED_AN_ERROR = re.compile(r"^[^.;:]{0,120}?\b(?:is|was)\s+(?:an?\s+)?(?:error|mistake|misprint)\b", re.I)
"""A figure its own sentence calls an error: "The date of 1771 given for the founding ... *is an error*"."""
_CORRECTION_LABEL = re.compile(r"^\W*(?:correction|corrigendum|erratum)\W*:", re.IGNORECASE)
"""A note headed as a correction: "*Correction:* The company history of 1918 states that ..."."""
_PAPER = (
    r"(?:history|histories|account|memoir|report|guide|guidebook|handbook|book|booklet|pamphlet|brochure|"
    r"souvenir|article|obituary|tradition|directory|notice|plaque|tablet|inscription)"
)
"""A paper or a lettered thing that gives a figure another text may doubt: "the *booklet* states", "the
*plaque* on the gate says"."""
_CLAIM_VERB = (
    r"\b(?:states?|stated|says|said|gives?|gave|records?|recorded|claims?|claimed|asserts?|asserted)\b"
)
"""A verb by which one paper reports what another claims: "the history *states* that ..."."""
_CLAIM_BEFORE = re.compile(rf"{_CLAIM_VERB}[^.;]{{0,80}}$", re.IGNORECASE)
"""What reports a claim before its figure: "the company history *states that the shop was opened in* 1853"."""
_CORRECTED_NEXT = re.compile(
    r"^\s*[^.\n]*?\b(?:corrected|revised|amended|altered)\s+(?:this|it|the\s+(?:figure|total|return|number))"
    r"\s+(?:to|at)\s+[£$€]?\d",
    re.IGNORECASE,
)
"""A correction the next sentence makes of the figure before it: "The report *corrected this to* 5,930"."""
_FIRST_GIVEN = re.compile(
    r"\b(?:(?:at\s+)?first|originally)\s+(?:printed|given|returned|reported|published|entered|stated)"
    r"(?:\s+in\s+[^.;]{0,40}?\s+(?:was|were)|\s+as)\s+[£$€]?$",
    re.IGNORECASE,
)
"""What gives a figure as the one first given, since superseded: "the count *was first returned as* 6,480",
"the figure for turnover *first printed in the Report was* £38,405"."""
_GIVEN_IN_ERROR = re.compile(
    r"\b(?:(?:by|through)\s+(?:a|an)\s+(?:printer['’]s\s+|clerical\s+|unfortunate\s+)?(?:error|mistake|slip)"
    r"|in\s+error|wrongly|erroneously|mistakenly|incorrectly)"
    r"\s+(?:printed|given|returned|reported|published|entered|stated|shown)\s+as\s+[£$€]?$"
    r"|\bmisprinted\s+as\s+[£$€]?$",
    re.IGNORECASE,
)
"""A figure its own sentence gives as an error: "the toll was *by a clerical error given as* 3s 9d"."""
_ERROR_FOR = re.compile(
    r"^[^.;\n]{0,120}?\b(?:is|was|being)\s+(?:an?\s+)?(?:printer['’]s\s+|clerical\s+)?"
    r"(?:error|mistake|misprint|slip)\s+for\b",
    re.IGNORECASE,
)
"""What its own sentence says after a figure it calls an error for another: "A figure of 1,640 tons for
1889, printed in a booklet, *is an error for* 1,610"."""
_OWING_TO_ERROR = re.compile(
    r"^[^.;\n]{0,40}?\b(?:owing\s+to|due\s+to|through|by\s+reason\s+of)\s+(?:a|an)\s+"
    r"(?:[a-z’']+\s+){0,2}(?:error|mistake|slip|misprint|oversight)\b",
    re.IGNORECASE,
)
"""What its own sentence says after a figure given through an error: "The printed Report gave the net profit
as £1,565, *owing to a clerical error* in the transfer of the stock valuation"."""
_MISPRINT_NEXT = re.compile(
    r"^\s*(?:(?:this|that|the)\s+(?:figure|total|return|number|sum|date|year|statement)\s+(?:was|is)\s+"
    r"(?:a\s+|an\s+)?(?:clerical\s+|printer'?s\s+|copying\s+)?(?:transposition|misprint|slip|mistake|error)"
    r"|this\s+is\s+(?:an\s+error|a\s+mistake))\b",
    re.IGNORECASE,
)
"""The next sentence calling the figure before it a slip: "*That figure was a clerical transposition*", "The
*Short History* states that the Lower Works was opened in 1813. *This is an error*"."""
_FOUND_IN_ERROR = re.compile(
    r"^\s*[^.\n]*?\b(?:this|that|the)\s+(?:figure|total|return|number|measurement|sum|amount)\s+"
    r"(?:to\s+have\s+been|was|is|has\s+been|had\s+been)\s+(?:in\s+error|wrong|mistaken|incorrect|erroneous)"
    r"\b[^.\n]{0,200}?\d",
    re.IGNORECASE,
)
"""The next sentence finding the figure before it wrong, and giving another: "On a fresh levelling *this
figure is wrong*; the fall is 47 feet"."""
_ERRATUM = re.compile(
    r"\bnot\s+as\s+(?:printed|stated|given|reported)\b|\bshould\s+(?:have\s+)?read\b|\bmisprint(?:ed)?\b"
    r"|\bprinter['’]s\s+error\b|\bregret\s+the\s+error\b",
    re.IGNORECASE,
)
"""A printed correction of a figure the text gave before: "4,120 yards, *and not as printed*"."""
_ERRATUM_REACH = 3000
"""How much of the text after a cited sentence is read for a correction of its figure."""


_HEARSAY_AS = re.compile(
    r"\b(?:describes?|described|said|reputed|stated|given|reported|claimed|thought|believed|supposed|quoted|"
    r"printed)\b[^.;]{0,50}?\b(?:as(?:\s+being)?|to\s+be)\s+[\"“]?(?:some\s+|about\s+|nearly\s+|upwards\s+of\s+)?"
    r"(?:an?\s+)?[£$€]?$",
    re.IGNORECASE,
)
"""What gives a figure as one others give: "often *described, in print and elsewhere, as being* 120 feet",
"*said to be* 140 feet"."""
_QUOTED_CLAIM = re.compile(
    rf"{_CLAIM_VERB}[^.;]{{0,40}}?\bthat\b[^.;]{{0,60}}?"
    r"[\"“](?:some\s+|about\s+|nearly\s+|upwards\s+of\s+|over\s+)?[£$€]?$",
    re.IGNORECASE,
)
"""A figure quoted as another paper's words: "It states, for example, that he paid *"some* £4,000"."""
_MONEY_SIGNS = frozenset("£$€")
_MONEY_FIGURE = re.compile(r"(?P<unit>[£$€])\s?(?P<figure>\d{1,3}(?:,\d{3})+|\d+)")
"""A sum with its sign, the sign standing for its unit: "£3,750"."""
_SET_AGAINST = re.compile(
    r";|\bbut\b|\bhowever\b|\bin fact\b|\bactually\b|\breally\b|\bmeasure(?:d|ment)\b", re.IGNORECASE
)
"""What sets a figure of the sentence's own against the one given before it: "; the Company's own
*measurement* ... is 110 feet"."""
_FIGURE_UNIT = re.compile(r"(?<![\d,.])(?P<figure>\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?P<unit>[a-z]+)")
"""A figure and the word after it, its unit if it has one: "110 feet"."""


def _hearsay_problem(value: str, figure: str, cited: str, found: list[re.Match[str]]) -> list[str]:
    """A figure its sentence gives as others give it, before setting its own figure of one unit against it.

    A sum's unit is its sign: "It states that he paid "some £4,000" for the business; the conveyance shows
    that the price was £3,750" sets a sum of its own against the quoted one.
    """
    sign = value[: value.find(figure)].strip()[-1:]
    unit = [sign] if sign in _MONEY_SIGNS else value[value.find(figure) + len(figure) :].split()
    if not unit:
        return []
    given = _FIGURE_UNIT if sign not in _MONEY_SIGNS else _MONEY_FIGURE
    for at in found:
        before = cited[max(0, at.start() - 80) : at.start()]
        if _HEARSAY_AS.search(before) is None and _QUOTED_CLAIM.search(before) is None:
            return []
        against = _SET_AGAINST.search(cited, at.end())
        rest = "" if against is None else cited[against.end() :].split(". ", 1)[0]
        if not any(
            f.group("figure") != figure and fold(f.group("unit")) == fold(unit[0])
            for f in given.finditer(rest)
        ):
            return []
    return [f"the figure {value!r} is one its sentence says others give, setting another against it"]


_PAPER_CLAIMS = re.compile(
    rf"\b{_PAPER}\b[^.;]{{0,30}}?{_CLAIM_VERB}[^.;]{{0,80}}$",
    re.IGNORECASE,
)
"""A paper said to claim what a figure gives: "The *booklet states that* the shop was built in 1878"."""
_LONG_CLAIMED = re.compile(
    r"\bit\s+(?:has|had)\s+(?:long\s+|often\s+|always\s+|commonly\s+|generally\s+)?been\s+"
    r"(?:stated|said|claimed|asserted|supposed|believed|held)\b[^.;]{0,160}?\bthat\b[^.;]{0,120}$",
    re.IGNORECASE,
)
"""A claim reported as long made, before a figure: "*It has long been stated*, on the authority of the printed
history ..., *that* at the census of 1851 the works employed 212 hands"."""


_SAID = r"\b(?:said|reputed|believed|supposed|thought|rumoured|reckoned)"
"""Verbs that give what is told of a thing, not what was measured or recorded of it."""
_SAID_TO_BE = re.compile(
    rf"{_SAID}\s+to\s+(?:be|have\s+been|measure|stand)\s+(?:some\s+|about\s+|nearly\s+|over\s+)?[£$€]?$",
    re.IGNORECASE,
)
"""What gives a figure as hearsay: "*said to be* 120 ft high"."""
_SAID_ASKED = re.compile(rf"{_SAID}\b", re.IGNORECASE)


def _claim_problem(question: str, value: str, cited: str, found: list[re.Match[str]]) -> list[str]:
    """A figure its sentence reports as another paper's claim, where that claim is no answer.

    A note headed "Correction:" sets out the claim it corrects; and asked when the shop was *actually*
    built, "The booklet states that the shop was built in 1878" gives what a paper says, which the
    question doubts.
    """
    if _CORRECTION_LABEL.match(cited) and all(_CLAIM_BEFORE.search(cited[: at.start()]) for at in found):
        return [f"the figure {value!r} is the claim a correction sets out to correct"]
    if ACTUAL_ASKED.search(question) and all(
        _PAPER_CLAIMS.search(cited[: at.start()]) or _LONG_CLAIMED.search(cited[: at.start()]) for at in found
    ):
        return [f"the figure {value!r} is one its sentence reports a paper giving, not what actually was"]
    if not _SAID_ASKED.search(question) and all(_SAID_TO_BE.search(cited[: at.start()]) for at in found):
        # "the great chimney ..., said to be 120 ft high": what is said of it, not its measure
        return [f"the figure {value!r} is only said to be so in its text"]
    return []


_ROW_YEAR = re.compile(r"^\|\s{0,3}(?P<year>(?:1[5-9]|20)\d{2})\b")
"""The year a table's row is for, in its first cell: "| 1889 | 31,075 | 6,840 |"."""
_ESTIMATED = re.compile(r"\bestimat(?:e|ed|es|ion)\b", re.IGNORECASE)


def estimated_row_problem(question: str, value: str, row: str, after: str) -> list[str]:
    """A figure of a table's row whose note, below the table, calls that year's figures estimates.

    "What was the actual output of 1889?" is not answered from "| 1889 | 31,075 |" when a note under the
    table says "The figures for 1889 are estimated for the full year ... The actual outturn ... was 30,640".
    ``after`` is the text after the row in its document; a sentence of it naming the row's year and an
    estimate is the note.
    """
    year = _ROW_YEAR.match(row)
    if year is None or not ACTUAL_ASKED.search(question):
        return []
    for note in re.split(r"(?<=[.;])\s+|\n", after):
        if _ESTIMATED.search(note) and re.search(rf"(?<!\d){year.group('year')}(?!\d)", note):
            return [
                f"the figure {value!r} is one a note under its table calls an estimate for {year['year']}"
            ]
    return []


def corrected_after_problem(question: str, value: str, cited: str, after: str) -> list[str]:
    """A superseded figure, unless the question asks it as first printed.

    A figure is superseded when the next sentence of its paragraph corrects it ("The report printed the
    issues as 8,930. The next year's report corrected this to 5,930") or its own sentence gives it as the
    figure first given ("The figure was first returned as 8,930"): 8,930 is no answer to "How many volumes
    were issued?" nor to one asking the corrected figure. ``after`` is the text after the cited sentence;
    only its first sentence, in the same paragraph, is read.
    """
    figure = re.search(r"\d[\d,.]*", value)
    if _ORIGINAL_ASKED.search(question):
        return []
    if figure is None:  # "a hundred feet": a figure in words is read as given by others too
        first = value.split()[0] if value.split() else ""
        found = [m for m in re.finditer(rf"\b{re.escape(first)}\b", cited) if fold(first) in NUMBER_WORDS]
        return _hearsay_problem(value, first, cited, found) if found else []
    found = list(standalone_figure(figure.group()).finditer(cited))
    if not found:
        return []
    if all(_FIRST_GIVEN.search(cited[max(0, at.start() - 40) : at.start()]) for at in found):
        return [f"the figure {value!r} is the one first given, since superseded"]
    if all(_GIVEN_IN_ERROR.search(cited[max(0, at.start() - 60) : at.start()]) for at in found):
        return [f"the figure {value!r} is the one its sentence says was given in error"]
    if all(_ERROR_FOR.match(cited[at.end() :]) for at in found):
        return [f"the figure {value!r} is one its sentence calls an error for another"]
    if all(_CALLED_AN_ERROR.match(cited[at.end() :]) for at in found):
        return [f"the figure {value!r} is one its sentence calls an error"]
    if all(_OWING_TO_ERROR.match(cited[at.end() :]) for at in found):
        return [f"the figure {value!r} is one its sentence says was given through an error"]
    if claimed := _claim_problem(question, value, cited, found):
        return claimed
    if hearsay := _hearsay_problem(value, figure.group(), cited, found):
        return hearsay
    if erratum := _erratum_problem(value, figure.group(), after):
        return erratum
    if noted := noted_row_problem(value, figure.group(), cited, after):
        return noted
    if "\n\n" in after[:2]:
        return []
    following = after.split("\n\n", 1)[0]
    if all(p.match(following) is None for p in (_CORRECTED_NEXT, _FOUND_IN_ERROR, _MISPRINT_NEXT)):
        return []
    return [f"the figure {value!r} is corrected by the sentence after its own"]


_DENIED = re.compile(
    r"\bwas\s+not\s+(?P<denied>[\w-]{1,20}(?:,\d{3})*),?\s+as\s+(?:there\s+|was\s+|had\s+been\s+|has\s+been\s+)?"
    r"(?:stated|printed|reported|given|said|published)\b[^.;]{0,40}?,?\s+but\s+(?P<right>[\w-]{1,20}(?:,\d{3})*)\b",
    re.IGNORECASE,
)
"""A figure another text gave, denied and replaced: "The number of hands *was not forty-two, as there stated,
but nineteen*"."""


def _count_of(value: str) -> tuple[str, int] | None:
    """The count a value opens with, as written and as a number: "forty-two hands" → ("forty-two", 42)."""
    figure = re.match(r"\s*(?P<count>\d[\d,]*|[a-z]+(?:-[a-z]+)?)\b", value, re.IGNORECASE)
    count = count_written(figure.group("count")) if figure is not None else None
    return None if figure is None or count is None else (figure.group("count"), count)


def denial_query(value: str) -> str | None:
    """The search for a text denying a count in words ("was not forty-two, as stated, but") or a year.

    Only a count in words or a year standing alone is searched for, as a report gives a number of people
    saved or hurt and a history a year that a letter corrects: a search for every figure would bring
    passages on any sum into the reading.
    """
    if YEAR_DIGITS.fullmatch(value.strip()):
        return f"{_YEAR_DENIAL_SEARCH}{value.strip()}{_YEAR_DENIAL_END}"
    counted = _count_of(value)
    return (
        None if counted is None or counted[0][:1].isdigit() else f"{_DENIAL_SEARCH}{counted[0]} as stated but"
    )


_DENIAL_SEARCH = "was not "
"""How a search for a denial opens: its passages are read for the denial alone, never as readings."""
_YEAR_DENIAL_SEARCH = "gives the year as "
"""How a search for a text disputing a year opens; its passages too are read for the denial alone."""
_YEAR_DENIAL_END = " or states that"
"""How it ends: a letter may say a booklet "*states that* the New Mill was opened in 1863"."""


_CORRECTION_SEARCH = "this is an error for "
"""How a search for a sentence calling a paper's value an error opens (its passages serve that alone)."""
_NAMES_PAPER = re.compile(rf"\b{_PAPER}\b", re.IGNORECASE)


def correction_query(value: str, sentence: str) -> str | None:
    """The search for a sentence calling ``value`` an error, when ``sentence`` gives it as a paper's.

    "The firm's centenary booklet places the burning of Lenn Mill 'in the spring of 1856'." is often followed
    by "This is an error ...", in a passage of its own that no search for the question brings.
    """
    return f"{_CORRECTION_SEARCH}{value.strip()}" if _NAMES_PAPER.search(sentence) else None


def is_denial_query(query: str) -> bool:
    """Whether ``denial_query`` or ``correction_query`` made a search, whose passages serve those checks."""
    if query.startswith(_CORRECTION_SEARCH):
        return True
    if query.startswith(_YEAR_DENIAL_SEARCH) and query.endswith(_YEAR_DENIAL_END):
        year = query.removeprefix(_YEAR_DENIAL_SEARCH).removesuffix(_YEAR_DENIAL_END)
        return YEAR_DIGITS.fullmatch(year) is not None
    return query.startswith(_DENIAL_SEARCH) and query.endswith(" as stated but")


_YEAR_GIVEN_AS = re.compile(
    r"\b(?:gives?|gave|has|had|states?|stated|puts?|put|prints?|printed|records?|recorded)\s+(?:the\s+)?"
    r"(?:year|date)\s+(?:of\s+[^.;]{1,60}?\s+)?as\s+(?P<year>1\d{3})\b(?P<rest>[^\n]{0,400})",
    re.IGNORECASE,
)
"""A year that a text says another paper gives, before it says what the year was: "The History *gives the
year as 1823*. I have this week examined the deed ... dated the 24th of June 1821"."""


_GIVES_YEAR_AS_DATE = re.compile(
    r"\b(?:gives?|gave|puts?|put|states?|stated|prints?|printed)\s+(?P<year>1\d{3})\s+as\s+the\s+(?:date|year)\b"
    r"(?P<rest>[^\n]{0,400})",
    re.IGNORECASE,
)
"""The same, the year before the noun: "The centenary booklet *gives 1782 as the date of* Mercury House.
The building account shows the final payment ... on 18 August 1781"."""
_PAPER_STATES = re.compile(
    rf"\b{_PAPER}"
    r"\b[^.;]{0,60}?\b(?:states?|stated|says|said|claims?|claimed|records?|recorded|asserts?|asserted)\s+that\s+"
    r"[^.;]{0,150}?\b(?P<year>1\d{3})\b(?P<rest>(?:[;,]|\s+and\s+that\b)[^\n]{0,400})",
    re.IGNORECASE,
)
"""A year that a text says another paper states, before it sets another against it: "The centenary history
*states that* he laid out his rope walk *in 1784*; the lease of the ground, dated 25 March 1781, ...", "Mr
Lusby's *booklet* ... *states that* the New Mill was opened *in 1863 and that* it cost ...; ... The New Mill
was opened on Wednesday, 17th September 1862"."""


_PAPERS_SAY = re.compile(
    rf"\b{_PAPER}\b"
    r"[^.;]{0,80}?\b(?:both\s+|all\s+)?(?:say|says|give|gives)\s+(?P<year>1\d{3})\b(?P<rest>[,;][^\n]{0,400})",
    re.IGNORECASE,
)
"""A year that a text says papers give, before it finds another: "The company's own *history* ... and the
bronze plaque on the gate, *both say 1869*, and that date has been repeated ever since. ... the report of
the opening dinner in October 1868, which settles the matter"."""


_NOT_THAT_YEAR = re.compile(
    r"\b(?P<other>1\d{3})\b\**,?\s+(?:and\s+|but\s+)?not\s+(?:in\s+|on\s+|at\s+)?(?:the\s+year\s+)?"
    r"(?P<year>1\d{3})\b"
)
"""A year set aside for another written just before it: "opened at Whitsun **1840**, *not in 1839*"."""


def _disputed_year_problem(value: str, texts: Iterable[str]) -> list[str]:
    """Why ``value``, a year, is one a text says another paper gives, and what it gives itself.

    A passage that ends right after saying another paper gives the year is cut before its own year, which
    may well be another: the year is disputed all the same.
    """
    year = value.strip()
    for text in texts:
        for denied in _NOT_THAT_YEAR.finditer(text):
            if denied.group("year") == year and denied.group("other") != year:
                return [f"the year {value!r} is one a text sets aside for {denied.group('other')}"]
        for given in [
            *_YEAR_GIVEN_AS.finditer(text),
            *_GIVES_YEAR_AS_DATE.finditer(text),
            *_PAPER_STATES.finditer(text),
            *_PAPERS_SAY.finditer(text),
        ]:
            if given.group("year") != year:
                continue
            other = next(
                (y.group() for y in YEAR_DIGITS.finditer(given.group("rest")) if y.group() != year), None
            )
            if other is not None:
                return [f"the year {value!r} is one a text says another paper gives, and it gives {other}"]
            if re.search(r"[.;:]\s+\S", text[given.end("year") :]) is None:  # the report's sentence ends it
                return [f"the year {value!r} is one a text says another paper gives; its passage ends there"]
    return []


_MEASURE_GIVEN_AS = re.compile(
    r"\b(?:gives?|gave|states?|stated|puts?|put|prints?|printed)\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:height|length|depth|width|breadth|size|figure)\s+(?:of\s+[^.;]{1,60}?\s+)?as\s+[\"“‘']?"
    r"(?:(?:some|about|nearly|over|fully)\s+)?(?P<said>\d[\d,.]*)\s*(?P<unit>[a-z]+)\b"
    r"(?P<rest>(?:[^\n]|\n(?![ \t]*\n)){0,300})",
    re.IGNORECASE,
)
"""A measure a text says another paper gives, before it gives another, within its paragraph: "The handbook of
1936 *gives the height of the New Mill chimney as 'some 150 ft.'* Mr Pennick's specification of 1852 gives
112 feet", "you *give its height as 106 feet*. Allow me ... to correct this. The shaft measures 96 feet"."""
_FIGURE_AND_UNIT = re.compile(r"\b(?P<figure>\d[\d,.]*)\s*(?P<unit>[a-z]+)\b", re.IGNORECASE)


_COMMONLY_GIVEN = re.compile(
    r"(?P<figure>\d[\d,.]*)\s*(?P<unit>[a-z]+)\s+(?:commonly|often|usually|generally)\s+"
    r"(?:given|stated|quoted|said|printed)\b(?P<rest>[^.;]{0,200})",
    re.IGNORECASE,
)
_CALLED_WRONG = re.compile(
    r"\b(?:over-?statement|under-?statement|overstat|understat|exaggerat|error|mistaken)"
)
"""A figure a sentence says is commonly given and then calls wrong: "The height of *120 feet commonly given*
... is therefore *an over-statement* of eighteen feet"."""


def _given_measure_problem(value: str, texts: Iterable[str]) -> list[str]:
    """Why ``value``, a measure, is one a text says a paper gives, or commonly given, and sets aside."""
    asked = _FIGURE_AND_UNIT.match(value.strip())
    if asked is None or unit_family_of(asked.group("unit")) is None:
        return []
    figure = asked.group("figure").replace(",", "").rstrip(".")
    for text in texts:
        for given in _COMMONLY_GIVEN.finditer(text):
            same = given.group("figure").replace(",", "").rstrip(".") == figure
            if same and _CALLED_WRONG.search(given.group("rest")):
                return [f"the figure {value!r} is one a text says is commonly given, and calls it wrong"]
        for given in _MEASURE_GIVEN_AS.finditer(text):
            if given.group("said").replace(",", "").rstrip(".") != figure:
                continue
            family = unit_family_of(given.group("unit"))
            for other in _FIGURE_AND_UNIT.finditer(given.group("rest")):
                if other.group("figure").rstrip(".") != figure and family == unit_family_of(
                    other.group("unit")
                ):
                    return [
                        f"the figure {value!r} is one a text says a paper gives; it gives {other.group()}"
                    ]
    return []


def denied_figure_problem(value: str, texts: Iterable[str]) -> list[str]:
    """A count or a year that a text found with it denies as given elsewhere, giving another in its place.

    A newspaper's "forty-two hands were taken on" is no answer once a letter says "the number was not
    forty-two, as there stated, but thirty-nine": the denial names the figure it corrects, in words or in
    figures, and the one to read instead. A history's "in 1823" is none once a letter says "The History
    gives the year as 1823" and gives the year of the deed it has seen, 1821.
    """
    if YEAR_DIGITS.fullmatch(value.strip()):
        return _disputed_year_problem(value, texts)
    texts = list(texts)
    if given := _given_measure_problem(value, texts):
        return given
    counted = _count_of(value)
    if counted is None:
        return []
    count = counted[1]
    for text in texts:
        for denial in _DENIED.finditer(text):
            if count_written(denial.group("denied")) == count != count_written(denial.group("right")):
                return [f"the figure {value!r} is one a text denies, giving {denial.group('right')} instead"]
        for said in _COUNT_GIVEN_AS.finditer(text):
            others = [
                n
                for n in _FIGURE.findall(said.group("rest"))
                if not YEAR_DIGITS.fullmatch(n) and count_written(n) not in (None, count)
            ]
            if count_written(said.group("said")) == count and others:
                return [f"the figure {value!r} is one a text says is commonly given, giving {others[0]}"]
        for said in _SAID_MEASURE.finditer(text):
            if count_written(said.group("said")) != count or not value.rstrip().endswith(said.group("unit")):
                continue
            others = [
                w
                for w in re.findall(r"\b[\w-]+\b", said.group("rest"))
                if not YEAR_DIGITS.fullmatch(w) and count_written(w) not in (None, count)
            ]
            if others:
                return [f"the figure {value!r} is one a text says is often given, giving {others[0]} instead"]
    return []


_COUNT_GIVEN_AS = re.compile(
    r"\b(?:often|usually|always|commonly|generally|sometimes)\s+(?:been\s+)?(?:given|stated|quoted|put)\b"
    r"[^.;]{0,40}?\bas\s+[\"“‘']?(?:(?:some|about|nearly|over)\s+)?(?P<said>\d[\d,]*)\b(?P<rest>[^\n]{0,200})",
    re.IGNORECASE,
)
"""A count a text says is commonly given, before it gives the true one: "The number of hands in 1911 is
*sometimes given, in round figures, as 'some 350'*; the wage book ... shows 348 names"."""
_FIGURE = re.compile(r"\b\d[\d,]*\b")
"""A figure standing as a word of its own: "348", not the "1" of "1st"."""


_SAID_MEASURE = re.compile(
    r"\b(?:often|usually|always|commonly|generally|sometimes)\s+(?:been\s+)?"
    r"(?:said|given|stated|say|says|quoted|described)\b[^.;]{0,30}?\b(?P<said>[\w-]+)\s+"
    r"(?P<unit>feet|foot|yards|inches|metres|miles)\b(?P<rest>[^\n]{0,200})",
    re.IGNORECASE,
)
"""A measure a text says is commonly given, before it gives the true one: "It is *often said to be eight feet*
across ...; measured in 1980 it proved to be seven feet exactly"."""


def _erratum_problem(value: str, figure: str, after: str) -> list[str]:
    """A measure a printed correction later in its document gives again, with another figure.

    "... a course of 4,210 yards." and, under a later heading, "the length of the new links should read
    4,120 yards, and not as printed" leave 4,210 no answer. The correction must give a figure in the
    value's own unit ("yards") other than the value's; a bare count is left, having no unit to match by.
    """
    unit = re.search(rf"{re.escape(figure)}\s+(?P<unit>[a-z]{{3,20}})\b", value)
    if unit is None:
        return []
    for erratum in _ERRATUM.finditer(after, 0, _ERRATUM_REACH):
        start = max(after.rfind(". ", 0, erratum.start()), after.rfind("\n", 0, erratum.start())) + 1
        end = after.find(".", erratum.end())
        sentence = after[start : end if end > 0 else len(after)]
        given = re.findall(rf"(?<![\d,.])(\d[\d,.]*)\s+{re.escape(unit.group('unit'))}\b", sentence)
        if given and figure not in given:
            return [f"the figure {value!r} is corrected later in its text: {given[0]} {unit.group('unit')}"]
    return []


_NOTE_CORRECTION = re.compile(
    r"\b(?:corrected|revised|amended|altered)\s+(?:it\s+|this\s+|the\s+figure\s+)?(?:to|at)\s+[£$€]?"
    r"(?P<figure>\d[\d,]{0,12})",
    re.IGNORECASE,
)
"""A correction giving the right figure: "the Clerk ... *corrected it to 1,284*"."""


def noted_row_problem(value: str, figure: str, cited: str, after: str) -> list[str]:
    """A figure of a year's table row that a note below the table corrects to another figure.

    "| 1875 | 1,248 | 131,960 |" above the note "the 1875 figure had been misprinted, and corrected it to
    1,284" prints 1,248 as the report first gave it; the correcting sentence must name the row's year, and a
    row already giving the corrected figure is left.
    """
    row = _ROW_YEAR.match(cited)
    if row is None:
        return []
    for found in _NOTE_CORRECTION.finditer(after, 0, _ERRATUM_REACH):
        start = max(after.rfind(". ", 0, found.start()), after.rfind("\n", 0, found.start())) + 1
        named = re.search(rf"\b{row.group('year')}\b", after[start : found.start()])
        if named is not None and found.group("figure").rstrip(",") != figure.rstrip(".,"):
            return [f"the figure {value!r} of the {row.group('year')} row is corrected below its table"]
    return []


_FOUNDING_ASKED = re.compile(
    r"^\s*who\s+(?:first\s+)?(?:founded|established|started|set up|formed)\b", re.IGNORECASE
)
_FOR_WHOM = re.compile(r"\bfor\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:of\s+)?(?:the\s+)?$", re.IGNORECASE)
"""What names those a thing was made for right before a name: "*for the workpeople of* the Ardlow Mill"."""


def made_for_problem(question: str, subject: tuple[str, ...], cited: str) -> list[str]:
    """A founder asked, read where the subject is named only as the one the founding was for.

    "Established in 1851 by Ozias Brantle, for the workpeople of the Orby Mill" founds a club or a school, not
    the mill.
    """
    named = [re.sub(r"^the\s+", "", e, flags=re.IGNORECASE) for e in subject if not e.isdigit()]
    if not _FOUNDING_ASKED.match(question) or not named:
        return []
    found = list(re.finditer(rf"\b{re.escape(named[0])}\b", cited, re.IGNORECASE))
    if not found or not all(_FOR_WHOM.search(cited[: m.start()]) for m in found):
        return []
    return [f"the cited text names {named[0]!r} only as what the founding was for, not as what was founded"]


_UNTIL = re.compile(r"\buntil\s+(?P<year>1\d{3}|20\d{2})\b")
_SPAN = re.compile(r"(?<![\d(])(?P<start>1\d{3}|20\d{2})\s*[-–]\s*(?P<end>1\d{3}|20\d{2})\b(?!\))")
"""A span of years not in brackets (a bracketed span after a name is a life: "(1845–1919)")."""


def held_until_problem(question: str, value: str, cited: str) -> list[str]:
    """A holder asked "until" a year, read beside a span of years ending in another.

    "Who kept the inn until 1891?" is not answered by "Ozias Brantle (1820–1890): landlord, 1880–1896".
    """
    until = _UNTIL.search(question)
    at = cited.find(value)
    if until is None or at < 0:
        return []
    span = _SPAN.search(cited, at + len(value))
    if span is None or span.group("end") == until.group("year"):
        return []
    return [f"the answer {value!r} held its post until {span.group('end')}, not {until.group('year')}"]


_OWNED_SUBJECT = re.compile(
    r"^\W*(?:Its|Their)\s+(?P<owned>[^,;.]+?)(?:,[^,;]*,)?\s+(?:was|were|had been|has been|have been)\s+"
    r"(?P<verb>[a-z]+)\b"
)
"""A sentence whose event befalls a thing a pronoun's referent has: "*Its two companions* were demolished"."""


def owned_subject_problem(question: str, subject: tuple[str, ...], cited: str) -> list[str]:
    """An event asked of the subject, read where it befalls something the subject has, the subject unnamed.

    "Its two companions were demolished in 1953" does not date the demolition of the place the passage is
    about; "Its demolition was begun in 1953" may.
    """
    found = _OWNED_SUBJECT.match(cited)
    if found is None or not re.match(r"^\s*(?:when|in what year|in which year|what year)\b", question, re.I):
        return []
    asked = content_keys(question)
    if key(found.group("verb")) not in asked or content_keys(found.group("owned")) & asked:
        return []
    if any(
        re.search(rf"\b{re.escape(w.text)}\b", cited) for e in subject for w in words(e) if len(w.text) > 3
    ):
        return []
    return [f"the cited event befalls its {found.group('owned')!r}, not {subject[0]!r}"] if subject else []


def frame_problems(draft: Draft, step_index: int) -> list[str]:
    """The checks above for step ``step_index`` of ``draft`` (the change's size only for a stated figure).

    The subject is the whole question's: a chain's last hop may have lost it ("Where was the meeting held
    at which the Club was founded?" hopping through the meeting's place).
    """
    step = draft.steps[step_index]
    value = step.answer.strip()
    markers = set(step.markers)
    problems: list[str] = []
    subject = read_fact(draft.question).entities
    last = step_index == len(draft.steps) - 1
    citations = [c for c in draft.citations if c.marker in markers]
    if last and citations:
        problems += question_phrase_problem(step.question, value)
    for citation in citations:
        if last:
            problems += subject_word_problem(draft.question, subject, value, citation.text)
            problems += made_for_problem(draft.question, subject, citation.text)
            problems += held_until_problem(draft.question, value, citation.text)
            problems += owned_subject_problem(draft.question, subject, citation.text)
        if draft.calculation is None:
            problems += further_figure_problem(step.question, value, citation.text)
            problems += added_count_problem(step.question, value, citation.text)
            problems += change_size_problem(draft.question, value, citation.text)
            problems += changed_to_problem(draft.question, value, citation.text)
            problems += moneyless_cost_problem(draft.question, value, citation.text)
            problems += superseded_figure_problem(draft.question, value, citation.text)
        problems += retracted_figure_problem(step.question, value, citation.text)
    return problems


_PLANNED = re.compile(
    r"\b(?:to\s+be|shall\s+be|is\s+to\s+be|are\s+to\s+be|was\s+to\s+be|were\s+to\s+be)\b", re.I
)
"""What makes a figure a plan's: "*To be* excavated to a depth of seven feet"."""


def planned_for_actual_problem(question: str, value: str, cited: str) -> list[str]:
    """A figure a plan or specification sets, for what was actually done.

    "To be excavated to a depth of seven feet" does not say to what depth the tank was actually dug.
    """
    at = value_at(cited, value)
    if at is None or not ACTUAL_ASKED.search(question):
        return []
    clause = re.split(r"[.;]\s", cited[: words(cited)[at[0]].start])[-1]
    if _PLANNED.search(clause) is None:
        return []
    return [f"the figure {value!r} is one a plan sets, not what was actually done"]
