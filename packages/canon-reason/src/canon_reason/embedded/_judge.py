"""The judge: scores a draft on grounding and support, and says what a revision must fix.

A draft passes when every cited span is intact (its digest matches its text, and the corpus text at its
offsets when a corpus is given), every answer marker points at a citation, every step's answer appears in
the spans it cites, its arithmetic re-computes, its answer has the type the question asks for (a name for
"who" and "which", a number for "how many" and "how long", a date for "when"), and every evidence-backed
claim rests on at least ``min_supports`` independent spans (distinct texts). An abstention passes as an
honest outcome.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from canon_contracts import Decision, SupportKind, digest_bytes

from .._calculator import calculate
from .._corpus import Corpus
from .._draft import Draft, Outcome
from .._text import MONTHS, Word, fold, normalize_answer, words
from ..errors import CalculationError
from ..roles import Judgement
from ._answer_type import answer_type_problems
from ._aside_subject import verb_after_asides
from ._borrowed import borrowed_problems, pronoun_operand_problem
from ._candidates import NAME_CONNECTORS
from ._compound_nouns import named_compound_problem
from ._datelines import (
    dateline_alone_problem,
    letter_heading_problem,
    report_dateline,
    source_date_problem,
    span_back_year_problem,
)
from ._described_figure import described_owner_problem
from ._durations import years_unstated_problem
from ._event_subject import (
    asked_verb_name_problem,
    card_years_problem,
    earlier_one_problem,
    found_not_founded_problem,
    founded_other_problem,
    indefinite_subject_problem,
    kin_namesake_problem,
    kin_of_named_problem,
    namesake_only_problem,
    noun_event_owner_problem,
    ordinal_deed_date_problem,
    ordinal_event_problem,
    other_buyer_problem,
    other_event_subject_problem,
    other_means_problem,
    other_thing_event_problem,
    own_year_problem,
    owner_only_problem,
    possessed_subject_problem,
    same_kind_subject_problem,
    span_start_life_problem,
    unnamed_owner_problem,
    whose_kin_event_problem,
    whose_owner_problem,
)
from ._fact import offered_head, read_fact
from ._figure_asked import (
    balance_problem,
    bound_value_problem,
    defined_term_problem,
    distance_for_height_problem,
    document_title_problem,
    endpoint_problem,
    headline_problem,
    labelled_other_problem,
    origin_adjective_problem,
    other_part_figure_problem,
    other_use_problem,
    papers_dates_problem,
    power_count_problem,
    rate_count_problem,
    section_for_length_problem,
    untold_birth_problem,
    untold_incorporation_problem,
    untold_marriage_problem,
    working_place_problem,
)
from ._identity import identity_problems
from ._lexicon import (
    CATEGORY_TYPES,
    EVENT_GROUPS,
    INSTANCE_HEADS,
    MEASURE_NOUNS,
    MONEY_WRITTEN,
    NUMBER_WORD_CHOICES,
    NUMBER_WORDS,
    ORDER_WORD,
    ORG_WORDS,
    PLACE_WORDS,
    RESIDENT_WORDS,
    ROLE_NOUNS,
    key,
    old_sum_pounds,
    relation_strength,
    relations_of,
    unit_family_of,
    unit_name,
)
from ._measured_thing import measured_other_problem
from ._measures import compound_rest, counted_noun, measure_problem, value_at
from ._mismatch import mismatch_problems
from ._named_maker import (
    designed_other_problem,
    foundation_stone_problem,
    other_maker_problem,
    person_designed_problem,
)
from ._namesakes import (
    STREET_NAME,
    apposed_place_problem,
    apposed_town_problem,
    associated_body_problem,
    at_place_problem,
    bare_for_qualified_problem,
    child_entry_problem,
    comma_place_problem,
    confused_with_problem,
    elder_unnamed_problem,
    namesake_subject_problem,
    other_named_kind_problem,
    other_owner_problem,
    others_own_problem,
    own_kind_problem,
    parent_aside_problem,
)
from ._question_frame import frame_problems, planned_for_actual_problem
from ._questions import question_as_read
from ._scope import (
    alias_problem,
    appositive_owner_problem,
    asked_unit_problem,
    clause_heading_problem,
    code_answer_problem,
    code_part_problem,
    counted_qualifier_problem,
    difference_problem,
    excluded_problem,
    identifier_problem,
    kin_apposed_life_problem,
    kin_life_problem,
    kin_problem,
    label_run_on_problem,
    measure_verb_problem,
    named_kin_problem,
    no_difference_problem,
    one_of_run_code_problem,
    other_part_problem,
    other_row_problem,
    part_subject_problem,
    pronoun_problem,
    qualifier_problem,
    relative_mention_problem,
    relative_problem,
    replacement_problem,
    same_as_subject_problem,
    served_master_problem,
    speech_tag_problem,
    topic_heading_problem,
    total_problem,
    unpicked_part_problem,
    unstated_role_problem,
    verb_answer_problem,
    verb_holder_problem,
    whose_kin_problem,
    whose_noun_problem,
)
from ._sentences import (
    entity_keys,
    inverted_entry,
    neighbour_named,
    other_body_named,
    other_kind_before,
    other_namesake_named,
)
from ._stance import (
    agents_apart_problem,
    apposed_other_problem,
    changed_from_problem,
    deed_agent_problem,
    denied_clause_problem,
    denied_value_problem,
    denied_yes_problem,
    deputy_role_problem,
    dropped_unit_problem,
    elliptical_count_problem,
    enumerator_problem,
    event_year_unread_problem,
    fee_for_cost_problem,
    former_value_problem,
    hedge_problem,
    kind_of_place_problem,
    later_use_problem,
    mid_name_problem,
    mistaken_claim_problem,
    near_name_row_problem,
    negated_problem,
    nickname_problem,
    opening_hours_problem,
    order_problem,
    other_body_founded_problem,
    other_clause_problem,
    other_ended_problem,
    other_holder_problem,
    other_part_measure_problem,
    other_particle_problem,
    other_party_clause_problem,
    other_role_problem,
    other_segment_problem,
    other_sentence_problem,
    other_subject_clause_problem,
    other_table_row_problem,
    owner_neighbour_problem,
    papers_opened_problem,
    part_of_problem,
    part_of_total_problem,
    passive_agent_problem,
    possessor_problem,
    predecessor_event_problem,
    pronoun_gender_problem,
    question_line_problem,
    relative_date_problem,
    self_answer_problem,
    superlative_problem,
    superlative_year_problem,
    unnegated_problem,
    unrealised_problem,
    unstated_event_problem,
    yearless_day_problem,
)
from ._stand_ins import named_source_problems, stand_in_problems
from ._stated_unknown import hoped_deed_problem, unknown_stated_problem
from ._subject_kind import subject_kind_problems
from ._sums_paid import COST_OPENINGS
from ._tables import row_writes_sum
from ._tenure import (
    age_order_problem,
    agent_year_problem,
    bare_kind_problem,
    dated_value_problem,
    dating_agent_problem,
    event_of_year_problem,
    formal_event_problem,
    holder_kin_problem,
    holder_term_problem,
    hyphen_cut_problem,
    joint_name_cut_problem,
    kin_neighbour_problem,
    kin_phrase_problem,
    later_for_first_problem,
    measured_thing_problem,
    moved_from_problem,
    namesake_answer_problem,
    new_for_first_problem,
    operand_event_problem,
    other_count_problem,
    other_head_clause_problem,
    parted_name_problem,
    present_qualified_problem,
    qualified_subject_problem,
    row_event_problem,
    shorter_neighbour_problem,
    stated_age_problem,
    title_word_problem,
    unstated_birth_problem,
    year_of_life_problem,
)
from ._whole_measures import (
    author_for_tenderer_problem,
    demolished_part_problem,
    each_price_problem,
    gift_for_cost_problem,
    listed_price_problem,
    measured_part_problem,
    offered_for_agreed_problem,
    other_cost_problem,
    party_problem,
    priced_kind_problem,
    rate_period_problem,
    rate_problem,
    stated_sum_problem,
    time_count_problem,
    total_for_rate_problem,
)
from ._year_clauses import (
    aside_year_problem,
    boundary_year_problem,
    bracketed_year_problem,
    earlier_predicate_year_problem,
    held_span_problem,
    later_predicate_year_problem,
    other_clause_year_problem,
    other_deed_year_problem,
    other_life_problem,
    other_opened_problem,
    other_verb_year_problem,
    paired_year_problem,
    pronoun_clause_year_problem,
    relative_year_problem,
    span_start_problem,
    span_to_event_problem,
    start_to_end_year_problem,
    until_year_start_problem,
    which_clause_year_problem,
    year_before_problem,
    year_span_figure_problem,
)

__all__ = [
    "CONFIDENCE_WEIGHT",
    "AskedType",
    "GROUNDING_WEIGHT",
    "INTACT_WEIGHT",
    "SUPPORT_WEIGHT",
    "VETO_CONFIDENCE",
    "asked_type",
    "instance_query",
    "is_sum",
    "judge_draft",
    "unnamed_instance",
]

_MARKER = re.compile(r"\[(\d+)\]")

#: Weight of the share of steps whose answers appear in their cited spans: grounding matters most.
GROUNDING_WEIGHT = 0.4
#: Weight of how close the weakest claim comes to ``min_supports`` independent supports.
SUPPORT_WEIGHT = 0.3
#: Weight of every citation being intact (digest, offsets, markers); a broken one is also a veto.
INTACT_WEIGHT = 0.1
#: Weight of the drafter's own confidence: a tie-breaker, never enough alone.
CONFIDENCE_WEIGHT = 0.2
#: A vetoed draft keeps this share of its confidence, so a revision that fixes it can score higher.
VETO_CONFIDENCE = 0.5


def _span_problems(draft: Draft, corpus: Corpus | None) -> list[str]:
    problems = []
    for c in draft.citations:
        if digest_bytes(c.text.encode("utf-8")) != c.sha256:
            problems.append(f"citation [{c.marker}] text does not match its sha256")
        if corpus is not None:
            if c.doc_id not in corpus:
                problems.append(f"citation [{c.marker}] names unknown document {c.doc_id!r}")
            elif corpus.document(c.doc_id).text[c.start : c.end] != c.text:
                problems.append(f"citation [{c.marker}] text differs from {c.doc_id}[{c.start}:{c.end}]")
    used = {int(m) for m in _MARKER.findall(draft.answer)}
    known = {c.marker for c in draft.citations}
    if used - known:
        problems.append(f"answer markers {sorted(used - known)} have no citation")
    if known - used:
        problems.append(f"citations {sorted(known - used)} are not referred to in the answer")
    return problems


def _grounding_problems(draft: Draft) -> tuple[list[str], int]:
    """Problems with step answers and arithmetic, and how many steps are grounded."""
    texts = {c.marker: normalize_answer(c.text) for c in draft.citations}
    # A card's heading writes its person surname first: "**GARNICK, Ozias.**" names Ozias Garnick.
    cards = {c.marker: card for c in draft.citations if (card := inverted_entry(c.text)) is not None}
    problems, grounded = [], 0
    rows = {c.marker: c.text for c in draft.citations}
    for step in draft.steps:
        wanted = normalize_answer(step.answer)
        # "£1,447 3s. 6d." stands in a row as its three cells: "| **1,447** | **3** | **6** |"
        pounds = old_sum_pounds(step.answer)
        if (
            step.answer in ("Yes", "No")
            or any(
                f" {wanted} " in f" {texts.get(m, '')} "
                or cards.get(m) == step.answer
                or (pounds is not None and row_writes_sum(rows.get(m, ""), pounds))
                for m in step.markers
            )
            or _dated_by_its_report(step.answer, [texts.get(m, "") for m in step.markers])
        ):
            grounded += 1
        else:
            problems.append(f"the answer {step.answer!r} to {step.question!r} is not in its cited spans")
    if draft.calculation is not None:
        try:
            value = calculate(draft.calculation.expression).value
        except CalculationError as exc:
            value = f"error: {exc.reason}"
        if value != draft.calculation.value:
            problems.append(
                f"{draft.calculation.expression} recomputes to {value}, not {draft.calculation.value}"
            )
    return problems, grounded


_DAY_AND_YEAR = re.compile(
    rf"^(?P<day>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{'|'.join(sorted(MONTHS))}))"
    r"\s+(?P<year>1\d{3}|20\d{2})$",
    re.IGNORECASE,
)
"""A full date answered as a day of a month and a year: "31st October 1968"."""


def _dated_by_its_report(answer: str, cited: list[str]) -> bool:
    """Whether a full date's day and month stand in one cited span and its year in another.

    "31st October 1968" is the day a report gives ("closed yesterday, 31st October") in the year of the
    report's own date ("1st November 1968").
    """
    found = _DAY_AND_YEAR.match(answer.strip())
    if found is None:
        return False
    day, year = normalize_answer(found.group("day")), normalize_answer(found.group("year"))
    spans = [f" {text} " for text in cited]
    return any(f" {day} " in span for span in spans) and any(f" {year} " in span for span in spans)


AskedType = Literal["name", "quantity", "date", "sum"]

#: Question openings and the type of answer each asks for; the first that matches wins, so a year asked
#: with "which" or "what" is a date, not a name.
_ASKED: tuple[tuple[re.Pattern[str], AskedType], ...] = (
    (
        re.compile(r"^(?:in |by |from |since )?(?:what|which) (?:year|month|date|day|decade|century)\b"),
        "date",
    ),
    (re.compile(r"^(?:in |by |from |since )?when\b"), "date"),
    (COST_OPENINGS[0], "sum"),
    (
        re.compile(r"^(?:by )?how (?:many|much|long|tall|high|deep|far|wide|old|heavy|big|large)\b"),
        "quantity",
    ),
    (re.compile(r"^what (?:is|was|are|were) the (?:total|number|count)\b(?! of the)"), "quantity"),
    (
        # "What total tonnage did the dredgers raise ...?": a measure asked by its noun before the verb
        re.compile(
            r"^what (?:total |gross |net )?(?:tonnage|weight|output|length|height|area|quantity)"
            r" (?:did|do|does)\b"
        ),
        "quantity",
    ),
    (COST_OPENINGS[1], "sum"),
    (COST_OPENINGS[2], "sum"),
    (COST_OPENINGS[3], "sum"),
    (re.compile(r"^what (?:did|does|do|will|would)\b[^?]*\b(?:come|amount) to\b"), "quantity"),
    (re.compile(r"^(?:who|whom|by whom)\b"), "name"),
    (
        re.compile(
            r"^what (?:is|was|were) (?:the|his|her|their) (?:(?:maiden|given|christian) name|surname)\b"
        ),
        "name",
    ),
    (re.compile(r"^(?:in |at |on |to |from |by )?which\b"), "name"),
)
_DIGIT = re.compile(r"\d")
_NUMBER_WORD = re.compile(rf"^(?:{'|'.join(sorted(NUMBER_WORDS))})\b", re.IGNORECASE)
"""A quantity written in words ("three miles", "eleven kilometres") is a quantity too."""
_FREE = re.compile(r"\b(?:nothing|free)\b", re.IGNORECASE)
"""What a cost of no money is written with: "it cost *nothing*"."""
_FIGURE_NOUN = re.compile(r"\d[\d,.]*\s*([^\W\d_]+)")
_SCALES = frozenset({"million", "thousand", "billion", "hundred"})
"""Words a sum's figure may be followed by that leave it a sum ("4.2 million"); a bare "31.7 m" is metres."""
_DECADE = re.compile(r"(?:the\s+)?(?:early\s+|late\s+|mid-)?1\d{2}0['’]?s")
"""A decade given for an answer: "1770s", "the early 1770s"."""
_YEAR_ASKED = re.compile(r"^(?:in |by |from |since )?(?:what|which) year\b")
"""A question asking a year in so many words: "*In what year* did the business begin?"."""
_YEAR_OR_MONTH = re.compile(
    r"\b(?:\d{3,4}s?|january|february|march|april|may|june|july|august|september|october|november|december)\b"
)
_NAME_WORD = re.compile(r"\b[A-Z][\w'’-]*")
_WORDS_THEN_YEAR = re.compile(r"[^\W\d_]+(?:[\s,]+[^\W\d_]+)*[\s,]+(?:1\d{3}|20\d{2})")
"""Words ending on a year, the one figure ("finally settled in 1907"): a date's clause, no quantity or sum."""


#: A second question joined to the first ("Who founded X and when?") asks for two types at once.
_SECOND_QUESTION = re.compile(r"\b(?:and|or) (?:when|who|whom|where|what|which|how)\b")


_WHAT_IS = re.compile(r"^what (?:is|was|are|were) (?:the |its |their )?")
_FIGURE_FAMILIES = frozenset({"people", "length", "area", "mass", None})
"""Unit families of the measure nouns whose value is a figure alone or with its unit (not a sum, an age)."""
_IDENTIFYING = frozenset({key("number"), key("count")})
"""Measure nouns that may identify rather than count: "the *number* of the engine" is its name."""


def _measure_asked(opening: str) -> bool:
    """Whether a what-question names, in its first three words, a measure given as a figure.

    "What was the mill's *output*", "What is the *height* of the tower": a noun of a count, a length, an
    area or a mass, not of a sum or an age.
    """
    found = _WHAT_IS.match(opening)
    if found is None:
        return False
    ws = [w.text for w in words(opening[found.end() :])]
    for i, word in enumerate(ws[:3]):
        noun = key(word)
        if noun in MEASURE_NOUNS and MEASURE_NOUNS[noun] in _FIGURE_FAMILIES:
            return noun not in _IDENTIFYING or ws[i + 1 : i + 3] != ["of", "the"]
    return False


def asked_type(question: str) -> AskedType | None:
    """The one type of answer ``question`` asks for, when its opening says so plainly."""
    opening = question.strip().lower()
    if _SECOND_QUESTION.search(opening):
        return None
    kind = next((kind for pattern, kind in _ASKED if pattern.match(opening)), None)
    return "quantity" if kind is None and _measure_asked(opening) else kind


def is_sum(value: str) -> bool:
    """``value`` may be a sum of money: it names a coin or sign, or is a figure that counts nothing else.

    "£48", "two guineas" and a table's bare "48" are sums; "two years", "27 members" or a bare "one" say
    something other than what a thing cost.
    """
    if MONEY_WRITTEN.search(value) or _FREE.search(value):
        return True  # a sign or a coin: "£48", "sixpence", "two guineas", "3s 6d"
    if not _DIGIT.search(value):
        return False
    noun = _FIGURE_NOUN.search(value)
    return noun is None or noun.group(1).lower() in _SCALES


_DEED_HEADING = re.compile(
    r"^(?:[A-Z][a-z]+(?:tion|ment|ing|ure)|Repairs?|Purchase|Cost|Sale)\s+of\b|\b(?:Fund|Account)$"
)
"""An account's heading naming a deed or a fund: "*Construction of* Open-Air Bath", "Building *Fund*"."""
_MEETING_WORDS = re.compile(r"\b(?:Meeting|Minutes|Board\s+of\s+Directors|Annual\s+Report)\b")
"""Words of a meeting's papers, which no person is named by: "Special *Meeting of the Board of Directors*"."""
_PERSON_ASKED = re.compile(r"^who\b")
_CAPITAL_WORDS = re.compile(r"^(?:[A-Z][\w'’-]*\s+){1,3}[A-Z][\w'’-]*$")
"""A name of capital words alone: "Grey Horse Lane" is a whole name, "A. Roe of Grey Horse Lane" is not."""
_CLAUSE_VERB = re.compile(r"\b(?:had|has|have|was|were|is|are)\b")
"""A verb no name holds: "Harbour Cold Store *had* its own superintendent" is a clause of a note."""
_PERSON_OFFICE = re.compile(
    r"^\s*(?:who|which\s+(?:chairman|manager|director|secretary|partner|architect|engineer|mayor|master))\b",
    re.IGNORECASE,
)
_EVENT_NAME = re.compile(r"\b(?:War|Wars|Battle|Exhibition|Jubilee|Coronation|Strike|Depression)\b")
"""Names of events, which no person bears: "Second World *War*" answers no "Which chairman ...?"."""
_FIRM_ASKED = re.compile(r"\b(?:firm|company|builders?|contractors?|makers?|founders?)\b", re.IGNORECASE)


def _street(value: str) -> bool:
    """Whether ``value`` is a street's whole name, which no person bears ("Grey Horse Lane")."""
    return bool(_CAPITAL_WORDS.match(value) and STREET_NAME.search(value))


def _lowercase_tail(value: str) -> bool:
    """Whether ``value`` is a capital word and then words in lowercase, a clause cut short, not a name.

    "Balance now due" opens a line of an account; a name holds capital words but for its connectors.
    """
    ws = value.split()
    tail = [w for w in ws[1:] if w.lower() not in NAME_CONNECTORS]
    return len(tail) >= 2 and all(w.isalpha() and w.islower() for w in tail)


def _type_problem(draft: Draft) -> str | None:
    """Why the draft's answer is not of the type its question asks for, or ``None``."""
    value = (draft.value or "").strip()
    kind = asked_type(draft.question)
    if not value or kind is None:
        return None
    if kind == "name" and (_DIGIT.search(value) or not _NAME_WORD.match(value)):
        return f"the answer {value!r} is not a name, which the question asks for"
    if kind == "name" and _PERSON_ASKED.match(draft.question.strip().lower()) and _street(value):
        return f"the answer {value!r} is a street, not the person the question asks for"
    if kind == "name" and (_CLAUSE_VERB.search(value) or _lowercase_tail(value)):
        return f"the answer {value!r} is a clause, not a name, which the question asks for"
    if kind == "name" and _PERSON_OFFICE.search(draft.question) and _EVENT_NAME.search(value):
        return f"the answer {value!r} names an event, not the person the question asks for"
    if kind == "quantity" and not _DIGIT.search(value) and not _NUMBER_WORD.match(value):
        return f"the answer {value!r} is not a quantity, which the question asks for"
    if kind in ("quantity", "sum") and _WORDS_THEN_YEAR.fullmatch(value):
        return f"the answer {value!r} is words and a date, not the {kind} the question asks for"
    if kind == "sum" and not is_sum(value):
        return f"the answer {value!r} is not a sum of money, which the question asks for"
    if kind == "date" and not _YEAR_OR_MONTH.search(value.lower()):
        return f"the answer {value!r} is not a date, which the question asks for"
    if kind == "date" and _DECADE.fullmatch(value) and _YEAR_ASKED.match(draft.question.strip().lower()):
        return f"the answer {value!r} is a decade, and the question asks a year"
    if kind == "name" and _DEED_HEADING.search(value) and _FIRM_ASKED.search(draft.question):
        return f"the answer {value!r} heads an account of a deed, and names no firm"
    if (
        kind == "name"
        and _MEETING_WORDS.search(value)
        and _PERSON_ASKED.match(draft.question.strip().lower())
    ):
        return f"the answer {value!r} names a meeting or its papers, and the question asks a person"
    if kind == "name":
        return _instance_problem(draft.question, value)
    if kind == "quantity":
        return _unit_problem(draft.question, value)
    return None


_HOW_FAMILIES: dict[str, frozenset[str]] = {
    "long": frozenset({"length", "time"}),
    "tall": frozenset({"length"}),
    "high": frozenset({"length"}),
    "deep": frozenset({"length"}),
    "wide": frozenset({"length"}),
    "far": frozenset({"length"}),
    "heavy": frozenset({"mass"}),
    "old": frozenset({"time"}),
}
"""The unit families a "how <adjective>" question may be answered in ("how long": a length or a duration)."""
_HOW_LONG_IS = re.compile(
    r"^(?i:how long(?:, in [a-z]+,)? (?:is|are|was|were)) (?P<subject>[^?]+?)(?i:,? in [a-z]+)?\?$"
)
_TIMED = frozenset(
    key(w)
    for w in (
        "crossing journey voyage trip passage drive ride walk sail cruise flight tour visit stay wait delay "
        "interval pause break strike war siege reign tenure term apprenticeship career life lifetime peal "
        "service meeting ceremony performance concert match race season holiday shift lease closure "
        "festival fair exhibition show stoppage outage "
        "office open closed alive married away abroad sea"
    ).split()
)
"""Words that make a "how long is" subject something that lasts: a crossing, a reign, a post, "closed"."""


def _thing_measured(question: str) -> bool:
    """Whether "how long is/was <subject>?" asks a length: the subject is a thing, not a stretch of time.

    "How long is the Kell Tunnel?" asks a length; "How long is the ferry crossing?", "How long was the
    strike?", "How long was Ann Roe curator?" and "How long was the mill closed?" ask a duration.
    """
    found = _HOW_LONG_IS.match(question.strip())
    if found is None:
        return False
    subject = [w.text for w in words(found.group("subject"))]
    named = next((i for i, w in enumerate(subject) if not w[:1].isupper()), len(subject))
    if 0 < named < len(subject) and subject[named] not in ("in", "of", "at", "on", "from"):
        return False  # "Ann Roe curator of the garden": a name, then what it was
    return not any(
        key(w) in _TIMED or key(w) in ROLE_NOUNS or (w.endswith("ed") and len(w) > 4) for w in subject
    )


_HOW = re.compile(r"\bhow (?P<adjective>[a-z]+)(?: (?:more |fewer |less )?(?P<noun>[a-z]+))?")


def _unit_problem(question: str, value: str) -> str | None:
    """Why a quantity is measured in another family than asked ("How tall" → "40 knots"), or ``None``.

    Only a unit the answer states counts: a bare number may be in any family.
    """
    found = _HOW.search(question.lower())
    if found is None:
        return None
    adjective, noun = found.group("adjective"), found.group("noun") or ""
    if adjective in ("many", "much"):
        family = unit_family_of(noun)
        wanted = frozenset({family}) if family is not None else frozenset()
    else:
        wanted = _HOW_FAMILIES.get(adjective, frozenset())
    if adjective == "long" and _thing_measured(question):
        wanted = frozenset({"length"})
    units = [w.text for w in words(value) if not w.text[:1].isdigit() and unit_family_of(w.text)]
    stated = {f for u in units if (f := unit_family_of(u))}
    if wanted and stated and not stated & wanted:
        return f"the answer {value!r} is not measured as the question asks ({', '.join(sorted(wanted))})"
    asked = unit_name(noun)
    if asked is not None and any((named := unit_name(u)) is not None and named != asked for u in units):
        return f"the answer {value!r} is not in the {noun} the question asks for"
    if key(noun) in RESIDENT_WORDS and any(key(u) not in RESIDENT_WORDS for u in units):
        return f"the answer {value!r} counts other people than the {noun} the question asks for"
    return None


_WHICH_KIND = re.compile(rf"\bwhich (?:{ORDER_WORD} )?([a-z]+)\b")
"""The kind a "which" question asks, past a word of order or age: "Which *last rope* is made ...?"."""
_KIND_FAMILIES: tuple[frozenset[str], ...] = (
    *(
        frozenset(key(w) for w in family.split())
        for family in (
            "town towns city cities village villages port harbour harbor hamlet",
            "lake loch river sea ocean bay strait sound gulf fjord falls burn",
            "island isle isles mount mountain cape peninsula hill peak glen valley",
            "church abbey monastery cathedral castle palace tower bridge viaduct",
            "inn inns tavern taverns hotel hotels arms alehouse",
        )
    ),
    ORG_WORDS,
)
"""Kind nouns grouped by what they name: a "which town" answer may be a port, never a lake, and a "which inn"
answer may be a hotel or an "Arms", never a company."""


def _family(word: str) -> int | None:
    k = key(word)
    return next((i for i, family in enumerate(_KIND_FAMILIES) if k in family), None)


def _instance_problem(question: str, value: str) -> str | None:
    """Why a "which X" answer names another kind than X ("In which town" → "Lake Imber"), or ``None``.

    A name opening or ending on a kind noun ("Lake Imber", "Greyhaven Shipyard") is an instance of that kind;
    when every such kind noun is of another family than X's, the answer is a neighbour, not the thing asked
    for.
    """
    asked = _WHICH_KIND.search(question.lower())
    if asked is None or (wanted := _family(asked.group(1))) is None:
        return None
    capitals = [w.text for w in words(value) if w.text[:1].isupper()]
    # a kind noun opens a name ("Lake Imber") or ends it ("Greyhaven Shipyard"); in the middle of one it
    # describes ("Northcrest Mountain Resorts" is no mountain)
    ends = capitals[:1] + capitals[1:][-1:]
    families = [f for w in ends if (f := _family(w)) is not None]
    if families and wanted not in families:
        article = "an" if asked.group(1)[:1] in "aeiou" else "a"
        return f"the answer {value!r} is not {article} {asked.group(1)}, which the question asks for"
    return None


_ALIAS_BEFORE = re.compile(
    r"(?:\b(?:called|known as|nicknamed|dubbed|locally|alias)\s+(?:simply\s+|just\s+)?(?:the\s+)?|[\"“‘'])$",
    re.IGNORECASE,
)
"""What stands right before an alias: "often called *Brennan Point*", "known ... as \"the Steam Packet\""."""
_PLACE_QUESTION = re.compile(
    r"^(?:where\b|(?:in |at |on |near |from )?which (?:town|city|village|port|place)\b)"
)
"""A question asking where something is: another name of the subject never answers it."""


def _cited_for(draft: Draft, step_index: int) -> list[str]:
    markers = set(draft.steps[step_index].markers)
    return [c.text for c in draft.citations if c.marker in markers]


def _evidence_problems(draft: Draft) -> list[str]:
    """Why the cited sentences do not give what is asked, as a list of reasons.

    The answer may be another measure than asked (a distance for an altitude), only the first part of a
    compound quantity ("2 hours" of "2 hours 40 minutes"), a count of other things, or, where a place is
    asked for, another name of the subject. A chain is checked on its last hop, arithmetic on each operand.
    """
    if not draft.steps or draft.value is None:
        return []
    question = draft.question.strip()
    checked = range(len(draft.steps)) if draft.calculation is not None else [len(draft.steps) - 1]
    problems: list[str] = []
    if draft.calculation is not None:
        operands = [(s.question, _cited_for(draft, i)) for i, s in enumerate(draft.steps)]
        problems += pronoun_operand_problem(operands)
    for i in checked:
        step = draft.steps[i]
        value = step.answer.strip()
        problems += _neighbour_problems(step.question, _cited_for(draft, i))
        problems += _scope_problems(draft, i)
        cited = _cited_for(draft, i)
        problems += _street_problem(question, value) if cited else []
        for text in (t for t in cited if not report_dateline(t, cited)):
            measured = measure_problem(question, value, text)
            if measured is not None:
                problems.append(measured)
            rest = compound_rest(text, value)
            if rest is not None and draft.calculation is None:
                problems.append(f"the answer {value!r} leaves out {rest!r} of the quantity it begins")
            if draft.calculation is None:
                problems += measured_other_problem(step.question, value, text)
            problems += _count_problem(question, value, text)
            problems += stand_in_problems(question, value, text)
            if _PLACE_QUESTION.match(question.lower()) and _alias_in(text, value):
                problems.append(f"the answer {value!r} is another name of the subject, not a place")
            if _PLACE_QUESTION.match(question.lower()):
                problems += _place_problem(question, value, text)
            problems += _idiom_object_problem(value, text)
            if asked_type(question) == "date" and draft.calculation is None:
                problems += _restated_date_problem(question, value, text) + _deadline_problem(value, text)
            if asked_type(step.question) == "name":
                problems += _name_problems(step.question, value, text)
                problems += _placed_name_problem(step.question, value, text)
                problems += other_maker_problem(step.question, value, text)
                problems += designed_other_problem(step.question, value, text)
                problems += foundation_stone_problem(step.question, value, text)
                problems += person_designed_problem(step.question, text)
    return list(dict.fromkeys(problems))


def _other_named(question: str, entity: str, value: str, text: str) -> list[str]:
    """Why ``text`` names, instead of ``entity``, a body of another kind or a namesake of its kind.

    A place of the entity's own kind ("Skelwith Mill Lock" for "Quarndon Lock") counts where the clause
    giving ``value`` names it and the text never names the entity's own words.

    A namesake is looked for only for a thing the question names with the article ("the Brimsey Courant"),
    which a person's name does not take: "Mr Skelwith" is no other than "Tom Skelwith".
    """
    if (body := other_body_named(entity_keys(entity), text)) is not None:
        return [f"the cited text names the {body}, another body than the {entity}"]
    if (place := other_kind_before(entity_keys(entity), value, text)) is not None:
        return [f"the clause giving the answer names {place}, another than {entity}"]
    if not re.search(rf"\bthe\s+{re.escape(entity)}\b", question, re.IGNORECASE):
        return []
    if (namesake := other_namesake_named(entity_keys(entity), text)) is not None:
        return [f"the cited text names the {namesake}, another than the {entity}"]
    return []


def _scope_problems(draft: Draft, i: int) -> list[str]:
    """Why step ``i``'s answer falls outside what its question draws (see ``_scope``), as reasons."""
    step = draft.steps[i]
    value = step.answer.strip()
    last = i == len(draft.steps) - 1
    fact = read_fact(step.question)
    cited = _cited_for(draft, i)
    problems = qualifier_problem(step.question, cited) + verb_answer_problem(step.question, value)
    problems += whose_noun_problem(step.question, cited)
    problems += document_title_problem(value, cited) + untold_birth_problem(step.question, cited)
    problems += untold_marriage_problem(step.question, cited)
    problems += working_place_problem(step.question, value, cited)
    problems += headline_problem(step.question, value, cited) + untold_incorporation_problem(
        step.question, cited
    )
    problems += defined_term_problem(value, cited) + papers_dates_problem(step.question, value, cited)
    problems += other_part_figure_problem(step.question, value, cited)
    problems += origin_adjective_problem(value, cited) + bound_value_problem(value, cited)
    problems += power_count_problem(step.question, value, cited)
    problems += rate_count_problem(step.question, value, cited)
    problems += section_for_length_problem(step.question, value, cited)
    problems += code_answer_problem(step.question, value)
    problems += one_of_run_code_problem(step.question, value, " ".join(cited))
    problems += kin_problem(step.question, cited) + superlative_problem(step.question, cited)
    problems += superlative_year_problem(step.question, cited)
    problems += named_kin_problem(step.question, cited)
    problems += served_master_problem(step.question, value, cited)
    problems += frame_problems(draft, i)
    problems += other_role_problem(step.question, cited) + title_word_problem(step.question, cited)
    problems += other_particle_problem(step.question, cited) + papers_opened_problem(step.question, cited)
    problems += part_of_total_problem(step.question, value, " ".join(cited))
    problems += later_use_problem(step.question, cited) + opening_hours_problem(step.question, cited)
    problems += deputy_role_problem(step.question, value, cited) + enumerator_problem(value, cited)
    problems += event_year_unread_problem(step.question, cited, len(draft.steps))
    problems += nickname_problem(step.question, cited) + elliptical_count_problem(step.question, value, cited)
    problems += other_body_founded_problem(step.question, cited)
    problems += kind_of_place_problem(step.question, value, cited)
    problems += other_part_measure_problem(step.question, value, cited)
    problems += fee_for_cost_problem(step.question, value, cited)
    problems += dateline_alone_problem(step.question, value, cited)
    problems += holder_term_problem(step.question, value, cited)
    problems += formal_event_problem(step.question, cited) + unstated_role_problem(step.question, cited)
    if asked_type(step.question) == "name":
        problems += self_answer_problem(fact.entities, value)
        problems += namesake_answer_problem(step.question, value, cited)
    if draft.calculation is not None:
        problems += operand_event_problem(draft.question, step.question, value, cited)
        problems += agent_year_problem(step.question, value, cited)
        problems += unstated_birth_problem(draft.question, step.question, cited)
        problems += year_of_life_problem(draft.question, draft.value or "", cited)
    if last:
        problems += asked_unit_problem(draft.question, value) + identifier_problem(draft.question, value)
        if draft.calculation is None:
            problems += years_unstated_problem(draft.question, value, cited)
            joined = " ".join(cited)
            problems += total_problem(draft.question, joined, calculated=False, value=value, rows=cited)
            problems += difference_problem(draft.question, " ".join(cited), calculated=False)
        else:
            problems += no_difference_problem(draft.question, draft.calculation.value)
        problems += stated_age_problem(
            draft.question, draft.value or "", cited, draft.calculation is not None
        )
        if draft.calculation is not None:
            problems += age_order_problem(draft.question, [(st.question, st.answer) for st in draft.steps])
    for text in (t for t in cited if not report_dateline(t, cited)):
        # a pronoun may stand for another entity of the question the text names ("A held the post ...; he
        # was followed by B" for "Who followed A as secretary?")
        named = any(value_at(text, e) is not None for e in fact.entities)
        problems += apposed_place_problem(step.question, text) + other_named_kind_problem(step.question, text)
        problems += other_owner_problem(step.question, text) + confused_with_problem(
            step.question, value, text
        )
        problems += dating_agent_problem(step.question, value, text) + comma_place_problem(
            step.question, text
        )
        problems += elder_unnamed_problem(step.question, text) + code_part_problem(value, text)
        problems += bare_for_qualified_problem(step.question, text) + child_entry_problem(step.question, text)
        problems += at_place_problem(step.question, text) + own_kind_problem(step.question, text)
        problems += unknown_stated_problem(step.question, text) + hoped_deed_problem(step.question, text)
        problems += associated_body_problem(step.question, value, text) + others_own_problem(
            step.question, text
        )
        for entity in fact.entities:
            problems += namesake_subject_problem(step.question, entity, text)
            problems += _other_named(step.question, entity, value, text)
            problems += relative_problem(entity, fact.terms, text)
            problems += [] if named else pronoun_problem(entity, value, text)
            problems += [] if named else speech_tag_problem(entity, value, text)
            problems += owner_neighbour_problem(entity, value, text)
            problems += described_owner_problem(entity, value, text)
            problems += other_subject_clause_problem(entity, value, text)
            problems += other_party_clause_problem(entity, value, text)
            problems += other_life_problem(entity, value, text)
            problems += kin_apposed_life_problem(step.question, entity, value, text)
            problems += other_table_row_problem(entity, value, text) + near_name_row_problem(
                entity, value, text
            )
            problems += order_problem(step.question, entity, value, text)
            problems += apposed_other_problem(entity, value, text)
            problems += appositive_owner_problem(entity, value, text)
            problems += part_subject_problem(step.question, entity, value, text)
            problems += relative_mention_problem(entity, value, text)
        problems += former_value_problem(step.question, value, text)
        problems += other_event_subject_problem(step.question, value, text)
        problems += other_thing_event_problem(step.question, value, text)
        problems += other_means_problem(step.question, value, text)
        problems += noun_event_owner_problem(step.question, value, text)
        problems += ordinal_event_problem(step.question, value, text)
        problems += own_year_problem(step.question, value) + kin_life_problem(step.question, text)
        problems += whose_kin_problem(step.question, value, text)
        problems += counted_qualifier_problem(step.question, text)
        problems += found_not_founded_problem(step.question, text)
        problems += earlier_one_problem(step.question, value, text)
        problems += ordinal_deed_date_problem(step.question, value, text)
        problems += possessed_subject_problem(step.question, value, text)
        problems += whose_owner_problem(step.question, value, text)
        problems += same_kind_subject_problem(step.question, value, text)
        problems += indefinite_subject_problem(step.question, value, text)
        problems += other_buyer_problem(step.question, value, text)
        problems += founded_other_problem(step.question, value, text)
        problems += namesake_only_problem(step.question, value, text)
        problems += span_start_life_problem(step.question, value, text)
        problems += kin_namesake_problem(step.question, value, text)
        problems += kin_of_named_problem(step.question, value, text)
        problems += whose_kin_event_problem(step.question, value, text)
        problems += card_years_problem(step.question, value, text)
        problems += unnamed_owner_problem(step.question, value, text)
        problems += asked_verb_name_problem(step.question, value, text)
        problems += owner_only_problem(step.question, value, text)
        problems += hedge_problem(step.question, value, text)
        problems += other_clause_problem(step.question, value, text)
        problems += negated_problem(step.question, value, text) + mid_name_problem(value, text)
        problems += mistaken_claim_problem(value, text) + denied_value_problem(value, text)
        problems += denied_clause_problem(value, text)
        problems += other_ended_problem(step.question, value, text)
        problems += deed_agent_problem(step.question, value, text)
        problems += agents_apart_problem(step.question, value, text)
        problems += yearless_day_problem(step.question, value, text)
        problems += unnegated_problem(step.question, value, text)
        problems += other_sentence_problem(step.question, value, text)
        problems += pronoun_gender_problem(step.question, value, text)
        problems += other_holder_problem(step.question, value, text)
        problems += verb_holder_problem(step.question, fact.entities, value, text)
        problems += dropped_unit_problem(step.question, value, text)
        problems += excluded_problem(step.question, value, text)
        problems += unstated_event_problem(step.question, value, text)
        problems += changed_from_problem(step.question, value, text) + question_line_problem(value, text)
        problems += part_of_problem(value, text) + passive_agent_problem(step.question, value, text)
        problems += unrealised_problem(step.question, value, text) + denied_yes_problem(
            step.question, value, text
        )
        if asked_type(step.question) == "name":
            problems += possessor_problem(value, text) + kin_phrase_problem(value)
        if asked_type(step.question) == "date":
            problems += relative_date_problem(step.question, value, text)
        if draft.calculation is None:  # an operand's part is checked by the year and unit it is read at
            problems += other_segment_problem(step.question, value, text)
            problems += unpicked_part_problem(step.question, value, text)
        problems += label_run_on_problem(value, text) + clause_heading_problem(value, text)
        problems += topic_heading_problem(step.question, value, text)
        problems += measure_verb_problem(step.question, value, text)
        problems += other_part_problem(step.question, value, text)
        problems += replacement_problem(step.question, value, text)
        problems += other_clause_year_problem(step.question, value, text)
        problems += later_predicate_year_problem(step.question, value, text)
        problems += earlier_predicate_year_problem(step.question, value, text)
        problems += other_verb_year_problem(step.question, value, text)
        problems += paired_year_problem(step.question, value, text)
        problems += relative_year_problem(step.question, value, text)
        problems += aside_year_problem(step.question, value, text)
        problems += bracketed_year_problem(step.question, value, text)
        problems += year_before_problem(step.question, value, text)
        problems += span_start_problem(step.question, value, text)
        problems += span_to_event_problem(step.question, value, text)
        problems += until_year_start_problem(step.question, value, text)
        problems += start_to_end_year_problem(step.question, value, text)
        problems += other_opened_problem(step.question, value, text)
        problems += boundary_year_problem(step.question, value, text)
        problems += year_span_figure_problem(step.question, value, text)
        if last and len(draft.steps) > 1 and draft.calculation is None:
            problems += held_span_problem(draft.question, step.question, value, text)
        problems += other_row_problem([*fact.terms, *fact.soft_terms], value, text)
        problems += same_as_subject_problem(step.question, value, text)
        problems += alias_problem(step.question, value, text)
        problems += kin_neighbour_problem(step.question, value, text)
        problems += holder_kin_problem(step.question, value, text)
        problems += parent_aside_problem(step.question, value, text)
        problems += apposed_town_problem(step.question, value, text)
        problems += present_qualified_problem(step.question, value, text)
        problems += dated_value_problem(step.question, value, text)
        problems += moved_from_problem(step.question, value, text)
        if fact.entities:
            problems += parted_name_problem(step.question, fact.entities[0], value, text)
            problems += other_head_clause_problem(step.question, fact.entities[0], value, text)
            problems += row_event_problem(step.question, fact.entities[0], value, text)
        for entity in fact.entities:
            problems += shorter_neighbour_problem(step.question, entity, text)
        problems += measured_thing_problem(step.question, value, text)
        problems += measured_part_problem(step.question, value, text)
        problems += rate_problem(step.question, value, text) + party_problem(step.question, value, text)
        problems += each_price_problem(step.question, value, text)
        problems += priced_kind_problem(step.question, value, text)
        problems += rate_period_problem(step.question, value, text)
        problems += other_cost_problem(step.question, value, text)
        problems += offered_for_agreed_problem(step.question, value, text)
        problems += stated_sum_problem(step.question, value, text)
        problems += gift_for_cost_problem(step.question, value, text)
        problems += total_for_rate_problem(step.question, value, text)
        problems += time_count_problem(step.question, value, text)
        problems += author_for_tenderer_problem(step.question, value, text)
        problems += planned_for_actual_problem(step.question, value, text)
        problems += listed_price_problem(step.question, value, text)
        problems += demolished_part_problem(step.question, value, text)
        problems += other_count_problem(step.question, value, text) + hyphen_cut_problem(value, text)
        problems += joint_name_cut_problem(value, text) + bare_kind_problem(step.question, value)
        # the title line cited beside a text may give the qualifier it leaves out ("the New Kell Hall")
        problems += event_of_year_problem(value, text) + qualified_subject_problem(
            step.question, " ".join(cited)
        )
        problems += new_for_first_problem(step.question, text) + later_for_first_problem(step.question, text)
        problems += named_compound_problem(step.question, text)
        problems += distance_for_height_problem(step.question, value, text)
        problems += endpoint_problem(step.question, value, text)
        problems += labelled_other_problem(step.question, value, text)
        problems += source_date_problem(step.question, value, text)
        problems += letter_heading_problem(step.question, value, text)
        problems += span_back_year_problem(fact, value, text)
        problems += other_use_problem(step.question, value, text)
        problems += predecessor_event_problem(step.question, value, text)
        problems += balance_problem(step.question, value, text)
        problems += pronoun_clause_year_problem(step.question, value, text)
        problems += which_clause_year_problem(step.question, value, text)
        problems += other_deed_year_problem(step.question, value, text)
        problems += borrowed_problems(step.question, value, text)
        problems += identity_problems(step.question, fact.entities, value, text)
    return problems


def _neighbour_problems(question: str, cited: list[str]) -> list[str]:
    """Why a step read another entity's fact, if it did.

    When every cited sentence names the subject only inside a longer name ("the North Quay Extension" for
    the North Quay), the value is the neighbour's.
    """
    allowed = frozenset(key(w.text) for w in words(question))
    problems = []
    for entity in read_fact(question).entities:
        keys = entity_keys(entity)
        person = len(keys) == 1 and re.search(rf"\b{re.escape(entity)}['’]s\b", question) is not None
        verdicts = [neighbour_named(keys, text, allowed, person=person) for text in cited]
        if keys and verdicts and all(v is True for v in verdicts):
            problems.append(f"the cited sentence names a neighbour of {entity!r}, not {entity!r} itself")
    return problems


_HOW_MANY = re.compile(r"\bhow many (?:more |fewer |less )?(?P<noun>[a-z]+)")


_PAIRED = re.compile(rf"\s+(?:and|or|to)\s+(?:\d[\d,]*|(?i:{NUMBER_WORD_CHOICES}))\s+[a-z]+s\b")
"""A second count sharing the noun after a first: "four *and five generations*", "three *or four men*"."""


def _paired_count(value: str, cited: str) -> str | None:
    """The pair a bare count is the first of in ``cited`` ("four and five generations"), or ``None``."""
    count = value.strip()
    if not (count.isdigit() or count.lower() in NUMBER_WORDS):
        return None
    places = list(re.finditer(rf"(?<![\w,.]){re.escape(count)}(?![\w,])", cited, re.IGNORECASE))
    pairs = [(m.start(), paired.end()) for m in places if (paired := _PAIRED.match(cited, m.end()))]
    if not places or len(pairs) < len(places):
        return None
    return cited[pairs[0][0] : pairs[0][1]]


def _count_problem(question: str, value: str, cited: str) -> list[str]:
    """A count of other things than asked ("9 asteroids" for "How many directors"), or a pair's first count.

    "Families have worked there for four and five generations" gives no one count of anything: "four" opens
    a pair sharing one noun.
    """
    asked = _HOW_MANY.search(question.lower())
    if asked is not None and (pair := _paired_count(value, cited)) is not None:
        return [f"the answer {value!r} is one count of a pair, {pair!r}, not a count of its own"]
    if asked is None or unit_family_of(asked.group("noun")) is not None:
        return []
    measured = [w.text for w in words(value) if unit_family_of(w.text) not in (None, "people")]
    if measured:  # "two miles" measures; it counts no platforms
        return [f"the answer {value!r} is a measure in {measured[0]}, not a count of {asked.group('noun')}"]
    counted = counted_noun(cited, value)
    if counted is None:
        return []
    if key(counted) in {key(w.text) for w in words(question)}:
        return []
    return [f"the answer {value!r} counts {counted}, not the {asked.group('noun')} the question asks for"]


_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "it", "we"})
_PARTS = re.compile(r"\band\b|[;,]|\bbut\b")
_LOCATED = frozenset(key(w) for w in "lie lies lay stand stands stood sit sits located situated".split())
_LOCATIVES = frozenset({"in", "at", "near", "on"})
_WHICH_SETTLEMENT = re.compile(r"\bwhich (?:town|city|village)\b")
"""A settlement's name takes no article: "the Waterfoot" is a spot in a town, never the town."""


_WHICH_STREET = re.compile(r"\bwhich\s+(?:street|road|lane)\b")
_STREET_ENDS = frozenset(
    key(w)
    for w in (
        "street road lane row wynd gate terrace walk hill square place way yard close crescent avenue parade "
        "green bank quay end court alley passage market broadway strand causeway"
    ).split()
)
"""Last words of street names: "Brimacre *Gate*", "Carnock *Wynd*", "Grinstow *Row*"."""


def _street_problem(question: str, value: str) -> list[str]:
    """Why the answer to "which street" is no street's name: "Quennock" (a town) for "at the foot of ..."."""
    if not _WHICH_STREET.search(question.lower()):
        return []
    last = words(value)[-1:] if value else []
    if last and key(last[0].text) in _STREET_ENDS:
        return []
    return [f"the answer {value!r} is no street's name, which the question asks for"]


_TOOK_PLACE = re.compile(r"\b(?:take|takes|took|taken|taking)\s+place\b", re.IGNORECASE)
""""The funeral *took place* on Saturday": what happened, with "place" no thing taken."""


_PAID_TRIBUTE = re.compile(r"\b(?:pay|pays|paid|paying)\s+(?:a\s+)?(?:[a-z]+\s+)?tribute\b", re.IGNORECASE)
""""He *paid a warm tribute* to the secretaries": praise, with no sum paid."""


def _idiom_object_problem(value: str, cited: str) -> list[str]:
    """Why the noun of an idiom is no object of its verb: "took place" took nothing, "paid tribute" no sum."""
    low = value.strip().lower()
    if low == "place" and _TOOK_PLACE.search(cited):
        return [f'the answer {value!r} is the word of "took place", which names no thing taken']
    if low.endswith("tribute") and _PAID_TRIBUTE.search(cited):
        return [f"the answer {value!r} is the tribute a speaker paid, which is no sum"]
    return []


def _place_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a place answer is not where the subject is, in its cited sentence.

    "Tarn Station *lies* ... east of the observatory" locates Tarn Station, not the observatory; "born *in*
    Lomby ... and worked at the observatory" says where someone was born. A place after another event's
    verb than the question asks about, or a name that is itself located, is no answer to "where".
    """
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    first, last = at
    after = [key(w.text) for w in ws[last : last + 2]]
    if any(k in _LOCATED for k in after):
        return [f"the answer {value!r} is what its cited sentence locates, not a place of the subject"]
    if first >= 1 and fold(ws[first - 1].text) == "the" and _WHICH_SETTLEMENT.search(question.lower()):
        return [f'the answer {value!r} names a spot ("the {value}"), not a town']
    asked = {g for w in words(question) for g in relations_of(key(w.text))}
    if first >= 2 and ws[first - 1].text.lower() in _LOCATIVES:
        for w in ws[max(0, first - 4) : first - 1]:
            events = set(relations_of(key(w.text))) & EVENT_GROUPS
            if events and not events & asked:
                return [f"the answer {value!r} is where the subject was {w.text}, not where it is"]
    return []


_PLACING = frozenset({"off", "near", "beside", "opposite", "outside"})
"""Prepositions whose object is where a thing lies: "a second pier *off* Dean Head"."""
_AGENT_ASKED = re.compile(
    r"^(?:who|whom|which\s+(?:firm|company|builder|contractor|maker|founder|engineer|architect)s?)\b"
)
"""A question asking the doer, a person or a firm: "Who built ...?", "Which firm of builders ...?"."""
_AT_PLACE = frozenset({"at"})
"""A preposition whose object is where a deed was done: "a kiln to be built *at* Quastle Works"."""


def _placed_name_problem(question: str, value: str, cited: str) -> list[str]:
    """A who-answer that its cited sentence writes only as where something lies, a place and not a person.

    "a company formed to build a pier off Dean Head" names no one, though "Dean" may begin a person's name.
    A question that itself asks by the preposition ("Who played opposite Ann Roe?") wants its object. A
    firm asked ("Which firm of builders did the work?") is not what stands after "at": "a bottle oven to be
    built at Quastle Works" names where the work was done.
    """
    at = value_at(cited, value)
    agent = _AGENT_ASKED.match(question.strip().lower())
    if at is None or agent is None or at[0] < 1:
        return []
    ws = words(cited)
    before = at[0] - 2 if at[0] >= 2 and fold(ws[at[0] - 1].text) == "the" else at[0] - 1
    placing = fold(ws[before].text)
    if placing not in _PLACING | _AT_PLACE or placing in {fold(w.text) for w in words(question)}:
        return []
    if placing in _AT_PLACE and agent.group().startswith("who"):
        return []  # "Who ...?" keeps its older reading: "at" may stand before a person's house
    return [f"the answer {value!r} is where something lies ({placing} {value}), not the doer asked"]


_BY_ROLE_BEFORE = re.compile(r"\bby\s+(?:[\w'’-]+\s+){1,4}(?P<role>[a-z]+|[A-Z][a-z]+),\s*$")
"""A passive agent named by a role noun just before the name in apposition: "by the county architect, "."""


def _name_problems(question: str, value: str, cited: str) -> list[str]:
    """Why a name answer is not the whole of the asked agent in its cited sentence, as reasons.

    "Piet" of "the brothers Tomas and Piet Varn" is part of a longer name and one of two named together;
    "the Caldy Packet Company" in "It bought the Marrow Line in 1947 and the Caldy Packet Company in 1952" is
    a second thing bought, not the buyer "Which company bought the Marrow Line?" asks for.
    """
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    first, last = at
    problems = []
    if last < len(ws) and cited[ws[last - 1].end : ws[last].start] == " " and ws[last].text[:1].isupper():
        problems.append(f"the answer {value!r} is part of the longer name {value} {ws[last].text}")
    if first >= 2 and fold(ws[first - 1].text) == "and" and ws[first - 2].text[:1].isupper():
        problems.append(f"the answer {value!r} is one of several named together in its cited sentence")
    fact = read_fact(question)
    if not fact.subject or not fact.entities or not fact.terms:
        return problems
    terms = [key(t) for t in fact.terms]
    verbs = [i for i, w in enumerate(ws) if any(relation_strength(t, (key(w.text),)) for t in terms)]
    named = [i for e in fact.entities if (found := value_at(cited, e)) is not None for i in range(*found)]
    role = _BY_ROLE_BEFORE.search(cited[: ws[first].start])  # "by the borough engineer, Ada Rowe"
    passive = (first >= 1 and fold(ws[first - 1].text) == "by") or (
        role is not None and key(role.group("role")) in ROLE_NOUNS
    )
    # "Who sailed with Ada Rowe?" is answered by "she sailed with the pilot Ivo Penn": a companion is
    # named after "with", and the question asks for the one the subject went with
    companion = " with " in question.lower() and _WITH_BEFORE.search(cited[: ws[first].start]) is not None
    # "that Mr. Ann Roe, attorney, of Kell, be appointed clerk": the verb past the asides is the name's own
    asides = verb_after_asides(cited, ws[last - 1].end)
    subject = asides is not None and any(relation_strength(key(t), (key(asides),)) >= 1 for t in terms)
    if (
        verbs
        and named
        and not passive
        and not companion
        and not subject
        and min(verbs) < min(named)
        and min(verbs) < first
    ):
        problems.append(f"the answer {value!r} is another object of the asked verb, not its agent")
    later = [i for i in verbs if i >= last]
    # "The pattern was designed by Ann Roe; it remained in production": the asked verb's own "by" names the
    # agent, whatever a later clause's pronoun does
    agent = first >= 2 and fold(ws[first - 1].text) == "by" and first - 2 in verbs
    if later and not agent and any(fold(w.text) in _SUBJECT_PRONOUNS for w in ws[last : later[0]]):
        problems.append(f"the answer {value!r} is not the agent: a pronoun stands for it before the verb")
    return problems


_BY_BEFORE = re.compile(r"\bby\s+$", re.IGNORECASE)
_WITH_BEFORE = re.compile(r"\bwith\s+(?:(?:the|a|an|his|her|their)\s+)?(?:[a-z]+\s+){0,2}$")
"""A companion's name right after "with", perhaps after its role: "travelled *with the botanist* Ivo Penn"."""
_PERFECT = re.compile(r"^[^.;]*?\b(?:had|has|have)\b")


def _deadline_problem(value: str, cited: str) -> list[str]:
    """A date by which something had happened ("By 1930 she had established ..."), not when it happened."""
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    if not _BY_BEFORE.search(cited[: ws[at[0]].start]) or not _PERFECT.match(cited[ws[at[1] - 1].end :]):
        return []
    return [f"the date {value!r} is one by which the event had come, not its own date"]


_RESTATED = 3
"""How many later statements of a date in one cited text are weighed: a row gives a year in a few cells."""


def _restated_date_problem(question: str, value: str, cited: str) -> list[str]:
    """``_date_problem`` for a date its text states more than once: it holds when one statement dates it.

    "| Ann Roe | 1888–1919 | Auctioneer and land agent. Died in office, 1919. |" closes a span with 1919 in
    one cell and dates her death in another: the second statement answers "When did Ann Roe die?", read
    in the row that names her.
    """
    problems = _date_problem(question, value, cited)
    first = value_at(cited, value)
    if not problems or first is None:
        return problems
    # Only the line of the first statement is weighed, and only when it names the asked subject: another
    # holder's row ("| Gadsby Wimbury | ... Died in office, 1919. |") dates no death of the one asked about.
    start = words(cited)[first[0]].start
    line = cited[cited.rfind("\n", 0, start) + 1 :].split("\n", 1)[0]
    if not any(value_at(line, entity) is not None for entity in read_fact(question).entities):
        return problems
    rest = line
    for _ in range(_RESTATED):
        at = value_at(rest, value)
        if at is None:
            break
        rest = rest[words(rest)[at[1] - 1].end :]
        if value_at(rest, value) is None:
            break
        if not _date_problem(question, value, rest):
            return []
    return problems


def _date_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date dates another event of its sentence than the one asked, if it does.

    In "It opened in 1934 and closed in 1965" the year nearest "opened" is the opening's: it does not answer
    "When did it close?", which the sentence answers too.
    """
    at = value_at(cited, value)
    asked = {g for w in words(question) for g in relations_of(key(w.text))} & EVENT_GROUPS
    if at is None:
        return []
    ws = words(cited)
    events = [(i, set(relations_of(key(w.text))) & EVENT_GROUPS) for i, w in enumerate(ws)]
    events = [(i, groups) for i, groups in events if groups]
    if not asked:
        return _unnamed_event_problem(question, value, cited)
    if not events or not any(groups & asked for _, groups in events):
        return []
    if (manner := _other_manner_problem(question, value, cited)) is not None:
        return [manner]
    first, last = at

    def joined(i: int, j: int) -> bool:  # no "and", ";" or "," parts the two words
        return not _PARTS.search(cited[ws[min(i, j)].end : ws[max(i, j)].start])

    before = [e for e in events if e[0] < first and joined(e[0], first)]
    after = [e for e in events if e[0] >= last and joined(last - 1, e[0])]
    governing = before[-1] if before else after[0] if after else None
    if governing is None:
        return _parted_event_problem(value, cited, ws, at, [i for i, groups in events if groups & asked])
    if governing[1] & asked:
        return []
    verb = ws[governing[0]].text
    return [f"the date {value!r} is of {verb!r} in its cited sentence, not of the asked event"]


_MANNERS = {
    "demolition": frozenset(key(w) for w in "demolish demolished demolition razed".split()),
    "fire": frozenset(key(w) for w in "burn burned burnt burning fire".split()),
    "sinking": frozenset(key(w) for w in "sink sank sunk sinking".split()),
    "collapse": frozenset(key(w) for w in "collapse collapsed".split()),
    "wreck": frozenset(key(w) for w in "wreck wrecked".split()),
}
"""Ways a thing is destroyed that one relation group ("destroy") holds, each a different event to date."""


def _other_manner_problem(question: str, value: str, cited: str) -> str | None:
    """Why a date of one way of destruction does not date another the question asks.

    "The Pavilion burned down on 4 June 1931" dates a fire: it does not say when the Pavilion was
    demolished, unless the text names the demolition or a destruction as such.
    """
    asked = {key(w.text) for w in words(question)}
    said = {key(w.text) for w in words(cited)}
    wanted = [name for name, keys in _MANNERS.items() if keys & asked]
    if len(wanted) != 1 or _MANNERS[wanted[0]] & said or key("destroyed") in said:
        return None
    others = [name for name, keys in _MANNERS.items() if keys & said]
    if not others:
        return None
    return f"the date {value!r} is of a {others[0]} in its cited text, not of the {wanted[0]} asked"


_CLAUSE_JOIN = re.compile(r"\band\b|;")


def _parted_event_problem(
    value: str, cited: str, ws: list[Word], at: tuple[int, int], asked_at: list[int]
) -> list[str]:
    """Why a date no event governs is not the asked event's, when that event stands in another clause.

    In "Its hangar was bought in 1950 and burned in 1962." the asked burning is parted from 1950 by "and"
    (buying is no event the lexicon dates): the year is another clause's.
    """
    if not asked_at:
        return []
    start, end = ws[at[0]].start, ws[at[1] - 1].end
    parted = [
        i
        for i in asked_at
        if _CLAUSE_JOIN.search(cited[end : ws[i].start] if i >= at[1] else cited[ws[i].end : start])
    ]
    if len(parted) == len(asked_at):
        verb = ws[asked_at[0]].text
        return [f"the date {value!r} stands in another clause than {verb!r}, the asked event"]
    return []


_QUESTION_WORDS = frozenset(key(w) for w in "what which year when date month".split())
_PAPER_DATED = re.compile(r"\b(?:is|was|are|were)\s+dated\s*$", re.IGNORECASE)
"""What gives a paper's own date right before it: "The lease ... *is dated* 25 March 1771"."""


def _unnamed_event_problem(question: str, value: str, cited: str) -> list[str]:
    """Why a date asked of an event no relation group names is the date of another event of its sentence.

    In "She was born in Dunholm in 1931 and became an airline captain." the year is the birth's: the last
    word of "When did she become an airline captain?" stands only in the sentence's other part, after
    "and", and the date's own part dates the birth; so in "built in 1480 and rebuilt in 1866" for "rebuilt",
    and "bought in 1933 and crashed in 1936" for "crash".
    """
    at = value_at(cited, value)
    if at is None:
        return []
    ws = words(cited)
    own = _part_range(cited, ws[at[0]].start)
    before = [i for i, w in enumerate(ws) if own[0] <= w.start < ws[at[0]].start and w.text.islower()]
    if not before:
        return []
    asked = [key(w.text) for w in words(question) if w.text.islower() and len(w.text) > 3]
    inside = {key(w.text) for w in ws if own[0] <= w.start < own[1]}
    elsewhere = {key(w.text) for w in ws if not own[0] <= w.start < own[1]}
    if not asked or asked[-1] in inside or asked[-1] not in elsewhere:
        return []
    if any(k in inside and k not in _QUESTION_WORDS for k in asked):
        return []  # "in 1834 he installed one" for "When did he install his lathe?": the asked verb is here
    if re.match(r"\s*,?\s*when\b", cited[ws[at[1] - 1].end :]):
        return []  # "until 1955, when it moved": the clause after the date is dated by it
    if _PAPER_DATED.search(cited[: ws[at[0]].start]) and asked[-1] in {key(w.text) for w in ws[:4]}:
        return []  # "The lease of the shop to A. Brell, turner, is dated 25 March 1771": the lease's date
    verb = ws[before[-1]].text
    return [f"the date {value!r} is of {verb!r} in its cited sentence, an event the question does not ask"]


def _part_range(text: str, at: int) -> tuple[int, int]:
    """The character range of the part of ``text`` (parted by "and", "but", ";" or ",") holding ``at``."""
    begin = max((m.end() for m in _PARTS.finditer(text, 0, at)), default=0)
    after = _PARTS.search(text, at)
    return begin, after.start() if after is not None else len(text)


def _alias_in(cited: str, value: str) -> bool:
    """Whether ``value`` stands in ``cited`` as another name ("often called Brennan Point", in quotes)."""
    at = cited.find(value)
    while at >= 0:
        if _ALIAS_BEFORE.search(cited[:at]):
            return True
        at = cited.find(value, at + 1)
    return False


_SENTENCE_END = re.compile(r"[.!?\n]\s|[|;]")
"""Where the words that may call a name a kind end: a sentence, a line, a table cell, a clause."""


_STREET_KINDS = frozenset(key(w) for w in "street road lane row thoroughfare way address site".split())
"""Kinds a street's name may answer by itself: "Which street ...?", "Which address ...?"."""


def _instance_kind(question: str, value: str) -> str | None:
    """The X of a "which X" question whose answer must be called an X somewhere, or ``None``.

    An answer holding a kind noun ("Corran Astronomical Society") says what it is; so do people and places
    (a biography seldom calls its subject "the astronomer", nor a sentence a birthplace "the town").
    """
    asked = _WHICH_KIND.search(question.lower())
    if asked is None:
        return None
    kind = key(asked.group(1))
    if CATEGORY_TYPES.get(kind) in ("person", "place", "date") or kind in PLACE_WORDS:
        return None
    if kind in MEASURE_NOUNS or kind in ROLE_NOUNS:
        return None
    if _street(value) and kind not in _STREET_KINDS:
        return asked.group(1)  # "Quay Street" is no settlement unless a text calls it one
    held = {key(w.text) for w in words(value)}
    offered = offered_head(question, asked.group(1))  # "which inn or hotel": a hotel is called so
    if held & (ORG_WORDS | PLACE_WORDS | {kind, *([key(offered)] if offered else [])}):
        return None
    if held & INSTANCE_HEADS.get(kind, frozenset()):
        return None  # "Fellbeck Herald" names a newspaper, "Orton Construction" a company
    if kind in _FIRM_KINDS and _PARTNERSHIP.fullmatch(value):
        return None  # "Hame & Orrin", "J. & W. Hame": partners trading under their names are a firm
    return asked.group(1)


_FIRM_KINDS = frozenset(key(w) for w in "firm company contractor".split())
_PARTNERSHIP = re.compile(r"(?:[A-Z][\w'’-]*\.? )*[A-Z][\w'’-]*\.? & (?:[A-Z][\w'’-]*\.? )*[A-Z][\w'’-]{2,}")
"""A firm's name joining its partners' names or initials with "&": "Hame & Orrin", "J. & W. Hame"."""


def instance_query(question: str, value: str) -> str | None:
    """The search that would find where a "which X" answer is called an X, or ``None`` when none is needed."""
    kind = _instance_kind(question, value)
    return None if kind is None else f"{value} {kind}"


def unnamed_instance(
    question: str, value: str, texts: Iterable[str], titled: Iterable[tuple[str, str]] = ()
) -> str | None:
    """Why a "which X" answer is called an X in none of ``texts``, or ``None``.

    One holding no kind noun ("Old Equatorial") must stand in some sentence beside the word X ("Instrument:
    Old Equatorial", "the Great Refractor is the 24-inch refracting telescope"), or head a section of a
    document titled for the kind: ``titled`` pairs a document's title with a passage of it ("The Orra Cup
    (1896)" in "Prizes and Trophies").
    """
    noun = _instance_kind(question, value)
    if noun is None:
        return None
    kind = key(noun)
    for title, text in titled:
        heading = _HEADED.match(text)
        if (
            heading is not None
            and heading.group("name") == value
            and kind in {key(w.text) for w in words(title)}
        ):
            return None  # "The Orra Cup (1896)" heads a section of "Prizes and Trophies"
    for text in texts:
        if re.match(rf"\s*#*\s*(?:The\s+)?{re.escape(value)}\s*\n", text) and kind in {
            key(w.text) for w in words(text)
        }:
            return (
                None  # "Fellside Motor Services" heads a page that says "The business ... a limited company"
            )
        at = text.find(value)
        while at >= 0:
            begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
            end = next((m.start() for m in _SENTENCE_END.finditer(text, at + len(value))), len(text))
            if kind in {key(w.text) for w in words(text[begin:end])}:
                return None
            at = text.find(value, at + 1)
    article = "an" if noun[0] in "aeiou" else "a"
    return f"the answer {value!r} is called {article} {noun} nowhere in the corpus"


_HEADED = re.compile(r"\s*#*\s*(?:The\s+)?(?P<name>[^\n(]*?)\s*(?:\([^)\n]*\))?\s*\n")
"""A passage's heading line: the name it gives, without "The" or a bracketed year ("The Orra Cup (1896)")."""


def _support_counts(draft: Draft) -> dict[str, int]:
    """Independent evidence supports (distinct span digests) of each evidence-backed claim."""
    counts = {}
    for claim in draft.claims:
        if any(s.kind is SupportKind.EVIDENCE for s in claim.supports):
            counts[claim.claim_id] = len({s.sha256 for s in claim.supports if s.kind is SupportKind.EVIDENCE})
    return counts


def judge_draft(draft: Draft, *, min_supports: int = 1, corpus: Corpus | None = None) -> Judgement:
    """Judge ``draft``: pass when it is grounded and every claim has ``min_supports`` independent supports.

    Args:
        draft: the draft to judge.
        min_supports: independent evidence spans each evidence-backed claim needs.
        corpus: when given, every citation is also checked against the corpus text at its offsets.
    """
    if draft.outcome is Outcome.INSUFFICIENT_EVIDENCE:
        feedback = f"abstention accepted: {draft.reason}" if draft.reason else "abstention without a reason"
        verdict = Decision.PASS if draft.reason else Decision.VETO
        return Judgement(
            score=draft.confidence,
            verdict=verdict,
            confidence=draft.confidence,
            feedback=feedback,
            supports=0,
        )
    # the pipeline hands on the question as asked; the reasoner's draft carries it as read
    draft = draft.model_copy(update={"question": question_as_read(draft.question)})
    problems = _span_problems(draft, corpus)
    grounding, grounded = _grounding_problems(draft)
    problems += grounding
    mistyped = _type_problem(draft)
    if mistyped is not None:
        problems.append(mistyped)
    problems += _evidence_problems(draft) + mismatch_problems(draft) + answer_type_problems(draft)
    problems += subject_kind_problems(draft) + named_source_problems(draft)
    counts = _support_counts(draft)
    fewest = min(counts.values(), default=0)
    short = [f"{claim_id} has {n}" for claim_id, n in counts.items() if n < min_supports]
    if short or not counts:
        problems.append(f"needs at least {min_supports} independent supports per claim ({'; '.join(short)})")
    grounded_share = grounded / len(draft.steps) if draft.steps else 0.0
    support_share = min(1.0, fewest / min_supports)
    intact = 0.0 if any("citation" in p or "marker" in p for p in problems) else 1.0
    score = round(
        GROUNDING_WEIGHT * grounded_share
        + SUPPORT_WEIGHT * support_share
        + INTACT_WEIGHT * intact
        + CONFIDENCE_WEIGHT * draft.confidence,
        6,
    )
    passed = not problems
    return Judgement(
        score=min(1.0, score),
        verdict=Decision.PASS if passed else Decision.VETO,
        confidence=draft.confidence if passed else round(draft.confidence * VETO_CONFIDENCE, 6),
        feedback="; ".join(problems)
        if problems
        else f"grounded; each claim has {fewest} independent supports",
        supports=fewest,
    )
