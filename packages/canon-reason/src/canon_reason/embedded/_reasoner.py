"""The embedded reasoner: a deterministic, step-wise answerer that a model driver can speak for.

``next_action(question, observations)`` looks at what has been retrieved and calculated so far and returns
the next thing to do: ``Search`` (queries to run), ``Calculate`` (expressions to evaluate) or
``Finish`` (a ``Draft``). A driver turns the first two into tool calls and their results into
observations; ``reason`` runs the same loop in-process. Drafts cite evidence spans with ``[n]`` markers
and abstain (``insufficient_evidence``) when no sentence meets the reader's bar.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from canon_contracts import Decision

from .._calculator import calculate, evaluate, format_number
from .._draft import CalculationStep, Draft
from .._retrieval import Hit
from .._text import STOPWORDS, fold, normalize_answer, words
from ..errors import CalculationError
from ._absent_names import absent_name_word
from ._accepted_tender import ACCEPTED_TENDER_CONFIDENCE, accepted_sum, accepted_tender, tender_query
from ._actions import Action, Calculate, CalculationResult, Finish, Observation, Search, SearchResult
from ._aliases import given_name
from ._answer_form import column_name, completed, counted_result, firm_of_town, grouped
from ._archive_extent import EXTENT_CONFIDENCE, catalogued_extent
from ._calibration import calibrated
from ._candidates import name_class, topic_name
from ._cards import card_rest_query
from ._column_units import column_unit
from ._columns import table_caption, uncounted_table_problem, whole_sum
from ._compose import Leaf, Solved, abstain, compose, mark, shift
from ._corrections import correction_after, following_sentence
from ._datelines import DATELINE_CONFIDENCE, dated_by_report, dateline_query
from ._decompose import SLOT, answer_pronoun_template
from ._entry_roles import ENTRY_ROLE_CONFIDENCE, card_role_holder, entry_role_holder
from ._exceed import asks_excess
from ._fact import NUMERIC_TYPES, AnswerType, FactQuestion, read_fact
from ._figure_asked import dayless_problem, month_alone_problem
from ._final_cost import final_cost_query, read_final_cost, stated_final_cost
from ._given_names import asked_alias, asks_given_name, given_name_of, real_name_of
from ._hop_checks import (
    asked_ordinal,
    initialled,
    initials_full_name,
    kin_full_name,
    kind_full_name,
    ordinal_confirmed,
    other_title_problem,
    titled_full_name,
)
from ._judge import instance_query, is_sum, judge_draft, unnamed_instance
from ._lexicon import (
    END_EVENTS,
    HOW_MEASURES,
    MONEY_WRITTEN,
    ORG_WORDS,
    PENCE_A_POUND,
    PLACE_WORDS,
    START_EVENTS,
    YEAR_DIGITS,
    YEAR_WORD,
    count_nouns,
    key,
    office_nouns,
    old_sum_pounds,
    old_sum_written,
    relation_strength,
    relations_of,
    role_word,
    synonyms,
    unit_family_of,
    unit_name,
)
from ._located import located_subject, placed_hits, thing_at_problem
from ._mismatch import context_problems, partial_name_problem
from ._namesakes import (
    corrected_name,
    is_namesake_query,
    name_correction_query,
    namesake_query,
    qualified_name,
    told_namesake,
    without_elder,
)
from ._near_names import apart_from
from ._nth_occasion import NTH_OCCASION_CONFIDENCE, Occasion, nth_occasion, nth_occasion_query
from ._office_start import OFFICE_START_CONFIDENCE, office_plural, office_start
from ._operand_figures import (
    bound_figure,
    counts_another,
    currency_sign,
    day_of_date,
    life_dates,
    loosened,
    measured_beside,
    occasion_figure,
    owned_subject,
)
from ._question_frame import (
    corrected_after_problem,
    correction_query,
    denial_query,
    denied_figure_problem,
    estimated_row_problem,
    is_denial_query,
    named_source_problem,
)
from ._questions import Operation, QuestionAnalysis, QuestionKind, analyze_question
from ._reading import Finding, Miss, read, read_statement
from ._repeated_events import (
    EventYear,
    event_mentions,
    mention_question,
    ordinal_question,
    repeated_event_queries,
    repeated_event_years,
)
from ._scoring import refused_key
from ._sentences import Sentence, entity_keys, entity_match, sentences_of
from ._shared_figures import figure_clause, figure_owner
from ._short_names import (
    is_surname_query,
    shared_surname_problem,
    short_name_problem,
    short_name_query,
    surname_query,
)
from ._spans import (
    HOLDER_CONFIDENCE,
    TERM_VERBS,
    card_holder_in,
    holder_in,
    list_cut_year,
    section_of_other_office,
    span_end_shared,
)
from ._specified_measure import SPECIFIED_MEASURE_CONFIDENCE, specified_measure
from ._stance import house_name, superseded_problem
from ._stated_change import stated_change
from ._stated_estimate import asks_estimate, cost_subject, estimate_queries, gives_estimate, stated_estimate
from ._succession import succession_holder
from ._sums_paid import asks_sum_named
from ._year_figures import joined_hits, year_figure
from ._year_series import legend_query, neighbour_years_query, year_row_query

__all__ = ["STATEMENT_CONFIDENCE", "next_action", "reason"]

#: Confidence of a yes/no verdict read from one stating sentence: a negation it missed would flip it.
STATEMENT_CONFIDENCE = 0.8
#: Confidence of a name read after a naming marker ("known locally as"): the marker states it plainly.
GIVEN_NAME_CONFIDENCE = 0.8


@dataclass(frozen=True, slots=True)
class _Need:
    queries: tuple[str, ...] = ()
    expressions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class _Failed:
    reason: str
    near: float = 0.0


_Result = _Need | _Failed | Solved


class _Pool:
    """What the observations hold: searched queries, retrieved passages, calculated expressions."""

    def __init__(self, observations: Sequence[Observation]) -> None:
        self.searched: set[str] = set()
        self.hits: list[Hit] = []
        self.denials: list[Hit] = []
        """Passages a search for a denial found, read by the denial check and, for the sentence right after a
        reading's own that calls it an error, by the correction (never as readings of their own)."""
        self.namesakes: list[Hit] = []
        """Passages a search for a surname found, read by the shared-surname check alone."""
        self.kin: list[Hit] = []
        """Passages a search for a person's namesakes found, read by the namesake check alone."""
        self.calculations: dict[str, CalculationResult] = {}
        for o in observations:
            if isinstance(o, SearchResult):
                self.searched.add(o.query)
                if is_denial_query(o.query):
                    self.denials.extend(o.hits)
                elif is_surname_query(o.query):
                    self.namesakes.extend(o.hits)
                elif is_namesake_query(o.query):
                    self.kin.extend(o.hits)
                else:
                    self.hits.extend(o.hits)
            else:
                self.calculations[o.expression] = o


def _agent_nouns(term: str) -> tuple[str, ...]:
    """The agent nouns a label may give a verb's doer under ("led" → "Leader:", "edits" → "Editor:")."""
    stem = key(term)
    if not relations_of(stem) or len(stem) < 3 or not stem.isalpha():
        return ()
    return (f"{stem}er", f"{stem}or")


_UNSEARCHED_MEASURES = frozenset({"high", "tall"})
"""How-adjectives whose measure noun is not searched for: "height" heads table columns of other things (a
dam's, a tower's), and a height above the sea is found by the question's own words."""


def _expanded(fact: FactQuestion) -> tuple[list[str], list[str]]:
    """The terms with a few synonyms and the nouns naming their doer, and the unit with its count nouns."""
    expanded = [w for t in fact.terms for w in (t, *synonyms(t), *_agent_nouns(t), *count_nouns(t))]
    unit = [fact.unit, *count_nouns(fact.unit)] if fact.unit else []  # "members": a table of "Membership"
    return expanded, unit


def _queries(fact: FactQuestion) -> list[str]:
    """The primary query (entities, terms with a few synonyms, soft terms) and a narrower fallback."""
    expanded, unit = _expanded(fact)
    how = fact.wh.removeprefix("how ")
    searched = fact.wh.startswith("how ") and how in HOW_MEASURES and how not in _UNSEARCHED_MEASURES
    measures = [HOW_MEASURES[how].split()[0]] if searched else []
    primary = " ".join(dict.fromkeys([*fact.entities, *expanded, *fact.soft_terms, *measures, *unit]))
    fallback = " ".join(dict.fromkeys([*fact.entities, *fact.terms]))
    return [q for q in dict.fromkeys([primary, fallback]) if q.strip()]


def _act_query(fact: FactQuestion) -> str | None:
    """The entities with the act a role noun names in place of the noun, or ``None`` if no term is one.

    "Who was the architect of the Harkspur Works?" is answered by "The Harkspur Works, designed by Ann Roe":
    a search that weighs the rare noun "architect" brings back the passages naming other architects, and
    the one that states the act without the noun is searched for by the act's own word ("design").
    """
    acts = {t: [g for g in relations_of(key(t)) if g != key(t)] for t in fact.terms if role_word(t)}
    if not any(acts.values()):
        return None
    said = [w for t in fact.terms for w in (acts.get(t) or [t])]
    return " ".join(dict.fromkeys([*fact.entities, *said]))


def _year_row_query(fact: FactQuestion) -> str | None:
    """The asked year, the word "year" and what is asked, or ``None`` if the look-up names no one year.

    "How many hands were on the mill's books in 1862?" is answered by the row "| 1862 | 398 |" under
    "| Year | Hands employed |": a chunk of many rows is long and states the year once, so the question's
    names (a works, a race) bring back its title and its notes, which name them too, before the rows. The
    year with the header a table of years opens with, and the asked words, find the rows themselves.
    """
    years = [e for e in fact.entities if YEAR_DIGITS.fullmatch(e)]
    if len(years) != 1:
        return None
    expanded, unit = _expanded(fact)
    return " ".join(dict.fromkeys([years[0], "year", *expanded, *fact.soft_terms, *unit]))


def _solve_fact(
    fact: FactQuestion,
    pool: _Pool,
    supports: int,
    avoid: tuple[str, ...] = (),
    whole: str = "",
    refused: tuple[str, ...] = (),
) -> _Result:
    """One look-up; ``whole`` is the question an operand belongs to, whose year its row must bear.

    ``refused`` holds the values a judge already vetoed for this look-up, which the reader passes over.
    """
    queries = _queries(fact)
    if not queries:
        return _Failed("the question names nothing to look for")
    if queries[0] not in pool.searched:
        return _Need(queries=(queries[0],))
    if asks_given_name(fact.text) and (given := _given_name(fact, pool)) is not None:
        return given
    if (alias := asked_alias(fact.text)) is not None and (
        real := real_name_of(alias, sentences_of(pool.hits))
    ):
        name, cited = real
        return Solved(name, f"{name} {mark(0)}", (Leaf(fact.text, name, cited),), GIVEN_NAME_CONFIDENCE)
    found = _read_fact(fact, pool, supports, avoid, refused)
    if isinstance(found, _Failed) and (beside := _read_beside(fact, pool)) is not None:
        return beside
    checked = _checked_finding(fact, found, pool, supports, whole) if isinstance(found, Finding) else found
    if not isinstance(checked, _Failed):
        return checked
    if isinstance(found, Finding) and (dated := _dated_by_report(fact, pool)) is not None:
        return dated  # "closed its gates on 31st October", "on Friday last": dated by the report's title
    if isinstance(found, Finding) and (tender := _accepted_holder(fact, pool)) is not None:
        return tender  # "the lowest tender, that of Amos Roe, be accepted": not "lowest", but Amos Roe
    if (dateline := dateline_query(fact, pool.hits)) is not None and dateline not in pool.searched:
        return _Need(queries=(dateline,))  # "closed yesterday, 31st October", dated by its report's title
    return checked


def _undated_problem(fact: FactQuestion, found: Finding) -> list[str]:
    """Why a month read alone, or a date with no day where one is asked, answers no date question."""
    return month_alone_problem(fact.text, found.value) + dayless_problem(fact.text, found.value)


def _checked_finding(fact: FactQuestion, found: Finding, pool: _Pool, supports: int, whole: str) -> _Result:
    """The look-up's answer from what was read, once searched further, corrected and checked in context."""
    if (wanted := _wanted_search(fact, found, pool, supports)) is not None:
        return _Need(queries=(wanted,))
    if (named := _name_found(fact, found, pool)) is not None:
        return named
    corrected = _corrected(fact, found, pool)
    if isinstance(corrected, _Need):
        return corrected
    found = corrected
    if (shared := _shared_span_end(fact, found, pool)) is not None:
        return _Failed(shared)
    found = _sum_of_row(found, pool)
    if undated := _undated_problem(fact, found):
        return _Failed(undated[0])  # "closed its gates on 31st October": its report's date may give the year
    if (context := _context_problem(fact, found, pool, whole)) is not None:
        return _Failed(context)
    if (disowned := _disowned_elsewhere(found, pool)) is not None:
        return _Failed(disowned)
    told = _namesake_told(fact, found, pool)
    if not isinstance(told, Finding):
        return told
    found = told
    corrected_to = _name_corrected(found, pool)
    if not isinstance(corrected_to, Finding):
        return corrected_to
    found = corrected_to
    return _leaf(fact.text, _written_in_full(fact, found, pool), _caption_above(found, pool))


def _corrected(fact: FactQuestion, found: Finding, pool: _Pool) -> Finding | _Need:
    """``found``, or the value the sentence after its own gives in its place, calling it an error.

    A paper's value is searched for once with the words of an error, whose passage may be the next one.
    """
    if not found.sentences:
        return found
    passages = sentences_of(joined_hits([*pool.hits, *pool.denials]))
    fixed = correction_after(fact.answer_type, found.value, found.sentences[0], passages)
    if fixed is None:
        query = correction_query(found.value, found.sentences[0].text)
        if (
            query is not None
            and query not in pool.searched
            and following_sentence(found.sentences[0], passages) is None
        ):
            return _Need(queries=(query,))
        return found
    mention, following = fixed
    return replace(
        found,
        value=mention.text,
        normalized=normalize_answer(mention.text),
        number=mention.number,
        unit=mention.unit,
        sentences=(following, *found.sentences),
        origin=(following.doc_id, following.start + mention.start, following.start + mention.end),
        column_unit=None,
    )


def _namesake_told(fact: FactQuestion, found: Finding, pool: _Pool) -> Finding | _Need:
    """``found`` with the qualifier that tells its person from a namesake, when the passages tell two apart.

    "| Ambrose Quenby | 1901–1919 |" names either the founder or his son when a history calls them "the
    elder" and "the younger"; a sentence of the passages that names a thing the question names says which
    ("the Old Malting ... was put up by Amos Kerridge the elder"); when none does, the name stays bare.
    """
    if fact.answer_type is not AnswerType.PERSON or (query := namesake_query(found.value)) is None:
        return found
    if any(qualified_name(found.value, s.text, elder=True) for s in found.sentences):
        return found  # "| Thomas Gedge (the elder) | 1858 | 1884 |": the row itself says which
    if query not in pool.searched:
        return _Need(queries=(query,))
    told = told_namesake(found.value, fact.text, fact.entities, sentences_of((*pool.hits, *pool.kin)))
    if told is None:
        return found
    value, sentence = told
    return replace(
        found, value=value, normalized=normalize_answer(value), sentences=(*found.sentences, sentence)
    )


def _name_corrected(found: Finding, pool: _Pool) -> Finding | _Need:
    """``found``, or the name a text puts in place of its given name ("is Joseph Pettifer, not John").

    The search for a person's namesakes finds the letter that corrects a report's name, which names the man
    as well; it is made for any answer written as a given name and a surname.
    """
    if (query := name_correction_query(found.value)) is None:
        return found
    if query not in pool.searched:
        return _Need(queries=(query,))
    fixed = corrected_name(found.value, sentences_of((*pool.hits, *pool.kin)))
    if fixed is None:
        return found
    value, sentence = fixed
    return replace(
        found, value=value, normalized=normalize_answer(value), sentences=(*found.sentences, sentence)
    )


def _written_in_full(fact: FactQuestion, found: Finding, pool: _Pool) -> Finding:
    """A titled surname answer ("Mr Linsey") with the given name its own paper writes elsewhere.

    "Resolved: that Mr Linsey's plans be approved" in minutes that earlier name "Mr Arthur Linsey,
    architect" answers "Arthur Linsey"; the surname's own search finds the earlier passage. A paper naming
    two men of the surname leaves the titled surname.
    """
    if surname_query(fact.answer_type, found.value) is None or not found.sentences:
        return found
    doc = found.sentences[0].doc_id
    own = [h for h in (*pool.hits, *pool.namesakes) if h.doc_id == doc]
    written = given_name(found.value, sentences_of(own))
    if written is None:
        return found
    return replace(
        found,
        value=written[0],
        normalized=normalize_answer(written[0]),
        sentences=(*found.sentences, written[1]),
        origin=None,
    )


_SOMETIMES_GIVEN = (
    r"\b(?:sometimes|wrongly|often|commonly|mistakenly|erroneously|usually)\s+(?:been\s+)?"
    r"(?:given|said|stated|put|printed|quoted)\s+(?:as|to\s+be|at)\s+"
)
"""Words by which a text sets aside a figure other papers give: "its date is *sometimes given as* 1786"."""


def _disowned_elsewhere(found: Finding, pool: _Pool) -> str | None:
    """Why a year found is one another passage found sets aside as others' error, or ``None``.

    "The works were founded in 1786" in an obituary is not the founding year when a catalogue found with it
    says "its date of foundation is sometimes given as 1786 ..., but the lease of 1784 ...".
    """
    year = found.value.strip()
    if not YEAR_DIGITS.fullmatch(year):
        return None
    cited = {(s.doc_id, s.start) for s in found.sentences}
    disowning = re.compile(rf"{_SOMETIMES_GIVEN}{year}\b", re.IGNORECASE)
    for s in sentences_of(pool.hits):
        if (s.doc_id, s.start) not in cited and disowning.search(s.text):
            return f"the year {year} is one a passage found says other papers give wrongly"
    return None


def _name_found(fact: FactQuestion, found: Finding, pool: _Pool) -> _Need | _Failed | None:
    """The search a name answer still needs, or why the passages found refuse it, or ``None``."""
    if (called := instance_query(fact.text, found.value)) is not None:
        # "Which instrument ...?" answered "Old Equatorial": some passage must call it an instrument
        if called not in pool.searched:
            return _Need(queries=(called,))
        texts = [h.text for h in pool.hits]
        titled = [(h.title, h.text) for h in pool.hits]
        if (unnamed := unnamed_instance(fact.text, found.value, texts, titled)) is not None:
            return _Failed(unnamed)
    sentence = found.sentences[0].text if found.sentences else ""
    if (short := short_name_query(fact.answer_type, found.value, sentence, fact.text)) is not None:
        # "At the Staithe" answers "Where ...?" with the last word of "Garnick Staithe"
        if short not in pool.searched:
            return _Need(queries=(short,))
        if (cut := short_name_problem(found.value, [h.text for h in pool.hits])) is not None:
            return _Failed(cut)
    if (surname := surname_query(fact.answer_type, found.value)) is not None:
        # "Captain Garnick" where the passages of the name tell of Ozias and Eldred Garnick
        if surname not in pool.searched:
            return _Need(queries=(surname,))
        doc = found.sentences[0].doc_id if found.sentences else None
        own = [h.text for h in (*pool.hits, *pool.namesakes) if h.doc_id == doc]
        others = [h.text for h in pool.namesakes]
        if (shared := shared_surname_problem(found.value, own, others)) is not None:
            return _Failed(shared)
    return None


def _counted_occasion(fact: FactQuestion, pool: _Pool, refused: tuple[str, ...]) -> _Result | None:
    """The asked occasion ("the second fire") as the text counts it, read before any one dated fire.

    Only an occasion a sentence names by its own ordinal is taken here; one read from the order of dates
    waits until the reader has found nothing (``_read_beside``).
    """
    counted = nth_occasion_query(fact)
    if counted is None:
        return None
    if counted not in pool.searched:
        return _Need(queries=(counted,))
    placed = nth_occasion(fact, pool.hits)
    if placed is None or not placed.direct or placed.year in refused:
        return None
    return _occasion_solved(fact, placed)


def _occasion_solved(fact: FactQuestion, placed: Occasion) -> Solved:
    """The year of the asked occasion ("the second fire") as a solved look-up, a figure as well as a date."""
    date = placed.written
    leaf = Leaf(fact.text, date, placed.cites)
    return Solved(date, f"{date} {mark(0)}", (leaf,), NTH_OCCASION_CONFIDENCE, Fraction(int(placed.year)))


def _read_beside(fact: FactQuestion, pool: _Pool) -> Solved | None:
    """An answer two lines give together when no one sentence does, or ``None``.

    "Connection: Architect of X." in the card of "Percy Wragge" names X's architect; "opened yesterday" in
    a report dated 5 November 1936 dates the opening.
    """
    if (entry := entry_role_holder(fact, pool.hits) or card_role_holder(fact, pool.hits)) is not None:
        name, cited = entry
        return Solved(name, f"{name} {mark(0)}", (Leaf(fact.text, name, cited),), ENTRY_ROLE_CONFIDENCE)
    if (tendered := accepted_sum(fact, pool.hits)) is not None:
        value, number, cited = tendered
        leaf = Leaf(fact.text, value, cited)
        return Solved(value, f"{value} {mark(0)}", (leaf,), ACCEPTED_TENDER_CONFIDENCE, number)
    if (tender := _accepted_holder(fact, pool)) is not None:
        return tender
    last = read_final_cost(fact, sentences_of(pool.hits), pool.hits)
    if last is not None and thing_at_problem(fact, last[2].text, last[2].topic) is None:
        return _read_sum(fact.text, *last)  # "the final account ... came to £3,968" in minutes on the work
    if (extent := catalogued_extent(fact, pool.hits)) is not None:
        value, number, cited = extent
        leaf = Leaf(fact.text, value, cited)
        return Solved(value, f"{value} {mark(0)}", (leaf,), EXTENT_CONFIDENCE, number, fact.unit)
    if (specified := specified_measure(fact, pool.hits)) is not None:
        value, number, unit, cited = specified
        leaf = Leaf(fact.text, value, cited)
        return Solved(value, f"{value} {mark(0)}", (leaf,), SPECIFIED_MEASURE_CONFIDENCE, number, unit)
    if (dated := _dated_by_report(fact, pool)) is not None:
        return dated
    if (placed := nth_occasion(fact, pool.hits)) is not None:
        return _occasion_solved(fact, placed)  # "the first fire", read from the order of the fires dated
    if (started := office_start(fact, pool.hits)) is not None:
        year, line = started
        return Solved(year, f"{year} {mark(0)}", (Leaf(fact.text, year, (line,)),), OFFICE_START_CONFIDENCE)
    return None


def _accepted_holder(fact: FactQuestion, pool: _Pool) -> Solved | None:
    """The holder of the one tender recorded accepted for the asked work (see ``accepted_tender``)."""
    if (tender := accepted_tender(fact, pool.hits)) is None:
        return None
    name, cited = tender
    name = firm_of_town(name, cited[0].text) if cited else name
    return Solved(name, f"{name} {mark(0)}", (Leaf(fact.text, name, cited),), ACCEPTED_TENDER_CONFIDENCE)


def _dated_by_report(fact: FactQuestion, pool: _Pool) -> Solved | None:
    """The date of the asked event as its dated report tells it (see ``dated_by_report``)."""
    if (dated := dated_by_report(fact, pool.hits)) is None:
        return None
    year, cited = dated
    # the year is a figure too: "How many years passed between ..." counts from it
    leaf = Leaf(fact.text, year, cited)
    return Solved(year, f"{year} {mark(0)}", (leaf,), DATELINE_CONFIDENCE, Fraction(int(year[-4:])))


def _read_fact(
    fact: FactQuestion, pool: _Pool, supports: int, avoid: tuple[str, ...], refused: tuple[str, ...] = ()
) -> Finding | _Result:
    """The answer read from the pool; after a miss, the narrower query, then the subject a place locates.

    An occasion the text counts ("the second fire") is read before any one dated event.

    "When was the Corn Hall on Mill Lane opened?" is answered by "The Hall was opened in 1850" in a guide
    whose page names Mill Lane, read from the documents naming the place alone: a document that never names
    the street may be of another hall.
    """
    if (counted := _counted_occasion(fact, pool, refused)) is not None:
        return counted
    miss = read(fact, pool.hits, supports=supports, avoid=avoid, refused=refused)
    if not isinstance(miss, Miss):
        return miss
    act = _act_query(fact)
    rows = _year_row_query(fact)
    tenders = tender_query(fact)
    cost = final_cost_query(fact)
    later = [*_queries(fact)[1:], *(q for q in (act, rows, tenders, cost) if q)]
    pending = [q for q in later if q not in pool.searched]
    if pending:
        return _Need(queries=(pending[0],))
    if (card := card_rest_query(fact, pool.hits)) is not None and card not in pool.searched:
        return _Need(queries=(card,))  # the rest of a person's card, cut by a chunk boundary
    if (row := year_row_query(fact, pool.hits, pool.searched)) is not None:
        return _Need(queries=(row,))  # the asked year's row of a yearly series, cut from its head
    if (years := neighbour_years_query(fact, pool.hits)) is not None and years not in pool.searched:
        return _Need(queries=(years,))  # that row again, when the series' title finds only its notes
    if (legend := legend_query(fact, pool.hits, pool.searched)) is not None:
        return _Need(queries=(legend,))  # the caption above a table whose rows alone were found
    if (located := located_subject(fact)) is None:
        return _Failed(miss.reason, miss.near)
    subject, place = located
    query = _queries(subject)[-1]
    if query not in pool.searched:
        return _Need(queries=(query,))
    placed = placed_hits(pool.hits, subject.entities[0], place)
    found = read(subject, placed, supports=supports, avoid=avoid, refused=refused)
    return _Failed(miss.reason, miss.near) if isinstance(found, Miss) else found


def _heading_of(head: str, sentence: Sentence) -> str:
    """The heading a sentence stands under: the last one in its passage before it, or the passage's title.

    A passage cut at a section begins with the section's heading as a line of its own ("Brackwell (Station
    7)"), its "#" marks dropped.
    """
    headings = _HEADING.findall(head)
    if headings:
        return str(headings[-1])
    first = head.split("\n\n", 1)[0]
    return (
        first if "\n\n" in head and "\n" not in first and not first.rstrip().endswith(".") else sentence.topic
    )


def _wanted_search(fact: FactQuestion, found: Finding, pool: _Pool, supports: int) -> str | None:
    """The search a reading still needs before it is weighed, or ``None``.

    A value with fewer sentences than ``supports`` is searched for again with the question's words; a name
    like an alias ("the Blue Boat") for the full name it stands for; and a count for a text denying it ("the
    number was not forty-two, as there stated, but thirty-nine").
    """
    if len(found.sentences) < supports:
        corroborate = " ".join(dict.fromkeys([found.value, *fact.entities, *fact.terms]))
        if corroborate not in pool.searched:
            return corroborate
    if _alias_like(found) and (declared := f"{found.value} known called") not in pool.searched:
        return declared
    if (denial := denial_query(found.value)) is not None and denial not in pool.searched:
        return denial
    return None


def _given_name(fact: FactQuestion, pool: _Pool) -> Solved | None:
    """The name a passage gives the question's subject ("known locally as the Low Cut"), if one does.

    The subject is the last entity the question names that is no year ("What do people in Vellmouth call
    St Brannoc Hall?" asks of the hall).
    """
    named = [e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)]
    given = given_name_of(named[-1], sentences_of(pool.hits)) if named else None
    if given is None:
        return None
    name, sentence = given
    return Solved(name, f"{name} {mark(0)}", (Leaf(fact.text, name, (sentence,)),), GIVEN_NAME_CONFIDENCE)


def _other_section_office(fact: FactQuestion, sentence: Sentence) -> str | None:
    """Why a table row read for one office stands under a heading of another, or ``None``.

    "| Thomas Venn (the elder) | 1836–1867 |" under "Senior partners" does not give the works manager of
    1853, whom the same list gives under "Works Managers".
    """
    # the office may be asked in capitals, as a name is: "Who was *Chairman* of the company in 1919?"
    asked = {key(t) for t in fact.terms} | {key(w.text) for e in fact.entities for w in words(e)}
    if not sentence.columns or not section_of_other_office(asked, sentence.section):
        return None
    return "the cited row stands under a heading of another office than the one asked"


def _context_problem(fact: FactQuestion, found: Finding, pool: _Pool, whole: str) -> str | None:
    """Why the paragraph around the value's sentence makes it another year's or another subject's value."""
    if not found.sentences:
        return None
    dated = fact.text if any(YEAR_DIGITS.fullmatch(e) for e in fact.entities) or not whole else whole
    sentence = found.sentences[0]
    document = itertools.chain([sentence.doc_id], (h.text for h in pool.hits if h.doc_id == sentence.doc_id))
    if source := named_source_problem(whole or fact.text, sentence.text, document):
        return source[0]
    if (office := _other_section_office(fact, sentence)) is not None:
        return office
    if (part := thing_at_problem(fact, sentence.text, sentence.topic)) is not None:
        return part
    if (rowed := _other_year_row(fact, found.value, sentence, pool)) is not None:
        return rowed
    for hit in pool.hits:
        if hit.doc_id == sentence.doc_id and hit.start <= sentence.start < hit.end:
            head = hit.text[: sentence.start - hit.start]
            before = _paragraph_before(sentence, pool, hit)
            problems = context_problems(dated, found.value, sentence.text, before, fact.text)
            problems += uncounted_table_problem(
                fact.text, found.value, sentence.text, _above(pool, hit) + head
            )
            problems += partial_name_problem(fact.text, sentence.text, before, _heading_of(head, sentence))
            later = sorted(
                (h.start, h.text) for h in pool.hits if h.doc_id == hit.doc_id and h.start > hit.start
            )
            after = "\n\n".join([hit.text[sentence.end - hit.start :], *dict.fromkeys(t for _, t in later)])
            problems += superseded_problem(fact.text, found.value, after, sentence.text, fact.terms)
            problems += corrected_after_problem(whole or fact.text, found.value, sentence.text, after)
            problems += estimated_row_problem(fact.text, found.value, sentence.text, after)
            problems += denied_figure_problem(
                found.value, (h.text for h in joined_hits([*pool.hits, *pool.denials]))
            )
            return problems[0] if problems else None
    return None


def _other_year_row(fact: FactQuestion, value: str, sentence: Sentence, pool: _Pool) -> str | None:
    """Why a figure read from prose is another year's: its document's table gives it in that year's row.

    A note under a table ("The tolls for 1861 were first printed as £9,980. The clerk's amended return, read
    in 1862, lowered the figure to £9,410") dates the return, not the figure: the row "| 1861 | £9,410* |"
    says whose year the figure is, and it is not the 1862 asked about.
    """
    years = [e for e in fact.entities if YEAR_DIGITS.fullmatch(e)]
    if not years or sentence.columns or not any(c.isdigit() for c in value):
        return None
    figure = re.compile(rf"(?<![\d,.]){re.escape(value)}(?![\d,.]\d|\d)")
    for hit in pool.hits:
        if hit.doc_id != sentence.doc_id:
            continue
        for line in hit.text.splitlines():
            cells = (
                [c.strip() for c in line.strip().strip("|").split("|")]
                if line.lstrip().startswith("|")
                else []
            )
            if len(cells) < 2 or not any(figure.search(c) for c in cells[1:]):
                continue
            keyed = YEAR_DIGITS.match(cells[0])
            if keyed is not None and keyed.group() not in years:
                return f"the answer {value!r} is the figure its table gives for {keyed.group()}"
    return None


_PARAGRAPH_GAP = 2
"""The most characters between two passages of one document read as one text: a paragraph break."""


def _sum_of_row(found: Finding, pool: _Pool) -> Finding:
    """``found``, or the whole sum of a table row whose pounds it is, with the shillings and pence beside it.

    "| **Total of account** | **1,447** | **3** | **6** |" under "| Item | £ | s. | d. |" gives "£1,447 3s.
    6d.", which a difference counts from in full; a row of no shillings and pence keeps its pounds alone.
    """
    if found.number is None or not found.sentences:
        return found
    sentence = found.sentences[0]
    held = (h for h in pool.hits if h.doc_id == sentence.doc_id and h.start <= sentence.start < h.end)
    hit = next(held, None)
    if hit is None:
        return found
    whole = whole_sum(found.value, sentence.text, _paragraph_before(sentence, pool, hit))
    if whole is None or whole[1] == found.number:
        return found
    written, pounds = whole
    return replace(found, value=written, normalized=normalize_answer(written), number=pounds)


def _paragraph_before(sentence: Sentence, pool: _Pool, hit: Hit) -> str:
    """The text of ``sentence``'s paragraph before it, read across the passages found that meet ``hit``.

    A passage cut inside a table's header line ("| Item | £ | s. | d." in one passage, its last bar and the
    rule line in the next) is read with the one before it, so the rows below keep their header.
    """
    met = (j for j in joined_hits(pool.hits) if j.doc_id == hit.doc_id and j.start <= sentence.start < j.end)
    joined = next(met, hit)
    head = joined.text[: sentence.start - joined.start]
    return head[head.rfind("\n\n") + 2 :] if "\n\n" in head else head


def _above(pool: _Pool, hit: Hit) -> str:
    """The passage of ``hit``'s document just above it, with the break between them ("" when none was found).

    A passage cut at a table's first row keeps the caption saying what its figures count in the one before.
    """
    return next(
        (
            h.text + "\n\n"
            for h in pool.hits
            if h.doc_id == hit.doc_id and 0 <= hit.start - h.end <= _PARAGRAPH_GAP and h.start < hit.start
        ),
        "",
    )


_HEADING = re.compile(r"^#+[ \t]+(.+)$", re.MULTILINE)
_ASKED_YEAR = re.compile(r"\bin (1\d{3}|20\d{2})\?$")


def _shared_span_end(fact: FactQuestion, found: Finding, pool: _Pool) -> str | None:
    """Why a value read for a year that ends one listed span of years and opens another is no answer.

    "1701-1718: Silas Crane" beside "1718-1740: Jonas Reed" names no one holder for 1718.
    """
    asked = _ASKED_YEAR.search(fact.text)
    if asked is None or not found.sentences:
        return None
    sentence = found.sentences[0]
    passages = "\n".join(h.text for h in pool.hits if h.doc_id == sentence.doc_id)
    if span_end_shared(asked.group(1), sentence.text, passages):
        return f"{asked.group(1)} ends one span of years and opens another in {sentence.doc_id}"
    return None


def _alias_like(found: Finding) -> bool:
    """Whether a name answer reads as a short alias ("the Steam Packet"): after "the", naming no kind."""
    if found.origin is None or found.number is not None or not found.value[:1].isupper():
        return False
    sentence = found.sentences[0]
    at = found.origin[1] - sentence.start
    kinds = ORG_WORDS | PLACE_WORDS
    return sentence.text[:at].rstrip().lower().endswith(" the") and not any(
        key(w) in kinds for w in found.value.split()
    )


def _caption_above(found: Finding, pool: _Pool) -> str:
    """The prose above the table a value's row stands in, which may say what its figures count ("")."""
    sentence = found.sentences[0] if found.sentences else None
    if sentence is None or not sentence.columns:
        return ""
    for hit in pool.hits:
        if hit.doc_id == sentence.doc_id and hit.start <= sentence.start < hit.end:
            return table_caption(_above(pool, hit) + hit.text[: sentence.start - hit.start])
    return ""


def _leaf(question: str, found: Finding, caption: str = "") -> Solved:
    """The look-up's answer; ``caption`` is the prose over its row's table, which may say what it counts."""
    leaf = Leaf(question, found.value, found.sentences)
    # "34.71" under the column "1905 (inches)" answers "34.71 inches": the figure alone says less
    value = f"{found.value} {found.column_unit}" if found.column_unit else found.value
    if found.origin is not None and not found.column_unit and found.sentences:
        sentence = found.sentences[0]  # "14" of "Number of locks: 14" answers "14 locks"
        at = found.origin[1] - sentence.start
        column = column_name(sentence, at)
        value = completed(question, value, sentence.text, found.origin[2] - sentence.start, column, caption)
        # "| Ozias Garnick (the younger) | 1808–1839 |": the son's name keeps what tells him from his father
        value = qualified_name(value, sentence.text[at:], elder=True) or value
    if found.sentences:
        value = house_name(value, found.sentences[0].text) or value  # "Cowl" of "the Cowl inn, High St"
    template = f"{value} {mark(0)}"
    return Solved(value, template, (leaf,), found.score, found.number, found.unit, origin=found.origin)


def _solve_yes_no(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result:
    fact = analysis.fact
    queries = _queries(fact)
    if queries and queries[0] not in pool.searched:
        return _Need(queries=(queries[0],))
    statement = read_statement(fact, pool.hits)
    if statement is not None:
        sentence, negated = statement
        verdict = "No" if negated else "Yes"
        leaf = Leaf(fact.text, verdict, (sentence,))
        return Solved(verdict, f"{verdict} {mark(0)}", (leaf,), STATEMENT_CONFIDENCE)
    for i, entity in enumerate(fact.entities):
        others = fact.entities[:i] + fact.entities[i + 1 :]
        if not others:
            continue
        probe = FactQuestion(fact.text, "what", AnswerType.OTHER, others, fact.terms, fact.soft_terms)
        found = read(probe, pool.hits, supports=supports)
        if isinstance(found, Finding):
            same = normalize_answer(entity) in found.normalized or found.normalized in normalize_answer(
                entity
            )
            verdict = "Yes" if same else "No"
            leaf = Leaf(fact.text, verdict, found.sentences)
            return Solved(verdict, f"{verdict} {mark(0)} ({found.value})", (leaf,), found.score)
    return _Failed("no passage states or denies the statement")


def _combine(results: Sequence[Solved], joiner: str) -> tuple[str, tuple[Leaf, ...]]:
    templates: list[str] = []
    leaves: list[Leaf] = []
    for r in results:
        templates.append(shift(r.template, len(leaves)))
        leaves.extend(r.leaves)
    return joiner.join(templates), tuple(leaves)


def _needs(results: Sequence[_Result]) -> _Need | None:
    queries = [q for r in results if isinstance(r, _Need) for q in r.queries]
    expressions = [e for r in results if isinstance(r, _Need) for e in r.expressions]
    if not queries and not expressions:
        return None
    return _Need(tuple(dict.fromkeys(queries)), tuple(dict.fromkeys(expressions)))


def _solve_compound(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result:
    results = [_solve(p, pool, supports) for p in analysis.parts]
    need = _needs(results)
    if need is not None:
        return need
    for part, r in zip(analysis.parts, results, strict=True):
        if isinstance(r, _Failed):
            return _Failed(f"cannot answer {part.question!r}: {r.reason}", r.near)
    solved = [r for r in results if isinstance(r, Solved)]
    template, leaves = _combine(solved, "; ")
    value = "; ".join(r.value for r in solved)
    return Solved(value, template, leaves, min(r.confidence for r in solved))


def _vetoed(hop: QuestionAnalysis, solved: Solved) -> _Failed | None:
    """The judge's veto of a chain's earlier hop, judged as a question of its own, or ``None``.

    A later hop asks about this hop's answer, so a wrong hop would carry its error into a confident answer.
    """
    judgement = judge_draft(compose(hop, solved))
    if judgement.verdict is Decision.VETO:
        return _Failed(f"the answer {solved.value!r} to {hop.question!r} is vetoed: {judgement.feedback}")
    for leaf in solved.leaves:
        for s in leaf.sentences:
            if (titled := other_title_problem(hop.question, solved.value, s.text)) is not None:
                return _Failed(f"the answer to {hop.question!r} is vetoed: {titled}")
    return None


def _phrase_hop(analysis: QuestionAnalysis, first: _Result, judge_hop: bool) -> _Result:
    """The first hop's reading, or why the descriptive name's hop names nothing or a year's hop no year.

    The hop resolving "the main workshop at X" must name something: "comprising a main" of "comprising a
    main workshop, a drying shed ..." is a phrase around the noun, not the thing's name ("the *new* pumping
    station at X" still finds the sentences about it).
    """
    if isinstance(first, Solved) and not judge_hop and not first.value[:1].isupper() and " " in first.value:
        return _Failed(f"the answer {first.value!r} to {analysis.parts[0].question!r} names nothing")
    if isinstance(first, Solved) and _yearless_link(analysis, first):
        # "in the year the drivers went on strike" read as "June": the chain runs through no year
        return _Failed(f"the answer {first.value!r} to {analysis.parts[0].question!r} gives no year")
    return first


def _solve_multi_hop(
    analysis: QuestionAnalysis, pool: _Pool, supports: int, *, judge_hop: bool = True
) -> _Result:
    """A chain: the second hop asks about the first hop's answer; confidence is the product of the hops'.

    The first hop must pass the judge as a question of its own (``judge_hop``), except the hop resolving a
    descriptive name ("the pumping station at X"), which only helps find a subject the question names.
    """
    first = _phrase_hop(analysis, _solve(analysis.parts[0], pool, supports), judge_hop)
    if isinstance(first, _Need):
        return first
    second_why = ""
    if isinstance(first, Solved) and judge_hop and (veto := _vetoed(analysis.parts[0], first)) is not None:
        again = _reread_hop(analysis.parts[0], first, pool, supports)
        if isinstance(again, _Need):
            return again
        first = again or veto
    if isinstance(first, Solved):
        unconfirmed = _unconfirmed_ordinal(analysis.parts[0], first, pool)
        if isinstance(unconfirmed, _Need):
            return unconfirmed
        first = unconfirmed or first
    if isinstance(first, Solved) and initialled(first.value) and first.value not in pool.searched:
        return _Need(queries=(first.value,))  # the passages that write out a name given by its initials
    if isinstance(first, Solved):
        second = _solve_second_hop(analysis, first, pool, supports)
        if isinstance(second, _Need):
            return second
        if isinstance(second, _Failed):
            second_why = second.reason
        if isinstance(second, Solved):
            shown = f"{shift(second.template, len(first.leaves))} (via {first.template})"
            return Solved(
                second.value,
                shown,
                first.leaves + second.leaves,
                round(first.confidence * second.confidence, 6),  # both hops must be right
                second.number,
                second.unit,
            )
    if analysis.hop_template == answer_pronoun_template(analysis.parts[0].question, analysis.question):
        # "... and where was it based?": read directly, "it" would be anything; it is the first part's answer
        why = first.reason if isinstance(first, _Failed) else f"no second hop ({second_why})"
        return _Failed(f"{why}; the part asks of the answer to {analysis.parts[0].question!r}")
    direct = _solve_fact(analysis.fact, pool, supports)
    if isinstance(direct, _Failed):
        hop = analysis.parts[0].question
        why = (
            first.reason
            if isinstance(first, _Failed)
            else f"found {first.value} for {hop!r} but no second hop ({second_why})"
        )
        return _Failed(f"{why}; nor does any passage answer the question directly", direct.near)
    unstated = _unstated_link(analysis, direct) if isinstance(direct, Solved) else ""
    if unstated:
        return _Failed(f"the direct reading states no {unstated!r}, the link the question goes through")
    outer = _unstated_outer(analysis, direct) if isinstance(direct, Solved) else ""
    if outer:
        return _Failed(f"the direct reading states no {outer!r}, what the question asks of the chain's end")
    clause = _clause_link_problem(analysis, direct) if isinstance(direct, Solved) else None
    return direct if clause is None else clause


def _yearless_link(analysis: QuestionAnalysis, first: Solved) -> bool:
    """Whether a chain asked through "the year" something happened was given a first answer with no year."""
    return bool(_IN_THE_YEAR.search(analysis.question)) and YEAR_WORD.search(first.value) is None


_IN_THE_YEAR = re.compile(r"\b(?:in|during|of)\s+the\s+year\b", re.IGNORECASE)
"""A chain asked through a year: "Who chaired the board *in the year* the drivers struck?"."""


def _solve_second_hop(analysis: QuestionAnalysis, first: Solved, pool: _Pool, supports: int) -> _Result:
    """A chain's second hop asked of the first hop's answer; a count given as a bound answers nothing."""
    second = _solve(analysis.second_hop(_passed_on(analysis.parts[0], first, pool)), pool, supports)
    if isinstance(second, Solved) and bound_figure(second):
        # "when he came there were *under forty* boys" bounds the count the chain asks, not gives it
        return _Failed(f"{second.value!r} is a bound, not a figure")
    return second


def _reread_hop(hop: QuestionAnalysis, vetoed: Solved, pool: _Pool, supports: int) -> Solved | _Need | None:
    """A chain's single-fact hop read again without the value the judge vetoed, if the judge passes it.

    "When was the chapel burnt out?" first read from "the west range was burnt out in 1831" is vetoed as
    another thing's fire; the reader's next value ("when the chapel was burned out in 1889") may serve, or
    else what two lines give together (a report's date and its "on Wednesday evening").
    """
    if hop.kind is not QuestionKind.SINGLE_FACT or hop.description is not None:
        return None
    # a date is refused by its words as well as its year: the reader keys "January 1831" by its words
    keys = (refused_key(vetoed.value, vetoed.number), refused_key(vetoed.value, None))
    refused = tuple(dict.fromkeys(keys))
    again = _solve_fact(hop.fact, pool, supports, refused=refused)
    if isinstance(again, _Need):
        return again
    if isinstance(again, Solved) and _vetoed(hop, again) is None:
        return again
    # "We regret to record the death of Mr Roe ... on Wednesday evening" under a report dated 14 December
    # 1907: two lines read together may date what no one sentence the reader passed did
    beside = _read_beside(hop.fact, pool)
    if (
        beside is None
        or refused_key(beside.value, beside.number) in refused
        or _vetoed(hop, beside) is not None
    ):
        return None
    return beside


def _unconfirmed_ordinal(hop: QuestionAnalysis, first: Solved, pool: _Pool) -> _Failed | _Need | None:
    """Why a hop's answer is not shown to be of the holder its ordinal picks out ("the fifth curator").

    Another passage may state the ordinal of a name the cited text gives; it is looked for once.
    """
    cited = " ".join(s.text for leaf in first.leaves for s in leaf.sentences)
    texts = tuple(h.text for h in pool.hits)
    if ordinal_confirmed(hop.question, first.value, cited, texts):
        return None
    asked = asked_ordinal(hop.question)
    query = " ".join([*(asked or ()), *hop.fact.entities])
    if query not in pool.searched:
        return _Need(queries=(query,))
    ordinal = asked[0] if asked else ""
    return _Failed(f"no passage says the holder the cited text names for {hop.question!r} is the {ordinal}")


def _passed_on(hop: QuestionAnalysis, first: Solved, pool: _Pool) -> str:
    """The first hop's answer as the next hop asks of it.

    A first name after a kin word, a name without the kind noun the hop asks, a bare surname under a title
    naming the person, or a name without the qualifier its text tells namesakes apart by, is made whole.
    """
    cited = " ".join(s.text for leaf in first.leaves for s in leaf.sentences)
    texts = tuple(h.text for h in pool.hits)
    full = kin_full_name(first.value, hop.fact.entities, cited, texts)
    full = full or kind_full_name(hop.question, first.value, texts)
    titles = tuple(s.topic for leaf in first.leaves for s in leaf.sentences)
    full = full or titled_full_name(first.value, titles)
    full = full or initials_full_name(first.value, texts)  # "A. B. Crewe" written out "Arthur Benning Crewe"
    full = full or qualified_name(first.value, cited)  # "William Tulley" of "William Tulley the younger"
    return without_elder(first.value) if full is None else full


def _unstated_link(analysis: QuestionAnalysis, direct: Solved) -> str:
    """The verb of the question's relative clause that no sentence of a direct reading states, or "".

    Read directly, "the chimney of the mill that replaced Holm Mill" must say "replaced": a sentence giving
    Holm Mill's own chimney answers for Holm Mill, not for the mill after it. A chain asked through "the
    year" of an event ("in the year X was incorporated") must say the event's own word.
    """
    linking = {key(m.group(1)) for m in _RELATIVE_VERB.finditer(analysis.question)}
    present = {k for leaf in direct.leaves for s in leaf.sentences for k in s.keys}
    hop = analysis.parts[0].fact
    if _IN_THE_YEAR.search(analysis.question):
        # "How many hands ... in the year X was incorporated?": a count "now" in a guidebook is of its own
        # year, and "founded", of the same relation, is another event
        missing = next((t for t in hop.terms if relations_of(key(t)) and key(t) not in present), "")
        if missing:
            return missing
    return next((t for t in hop.terms if key(t) in linking and not relation_strength(key(t), present)), "")


_OFFICE_HELD = re.compile(rf"^Who\s+(?:was|were)\s+[^{{}}]*\bin\s+{re.escape(SLOT)}\?$")
"""The second hop of an office held at an event's date: "Who was works manager in {answer}?"."""


def _unstated_outer(analysis: QuestionAnalysis, direct: Solved) -> str:
    """The relation the second hop asks that no sentence of a direct reading states, or "".

    Read directly, "When did the planter of the Old Yew die?" must say "died": a row giving the yew's year
    of planting dates the planting, not the planter's death. Only a date, a figure or a place is held to
    this: a sentence near the chain's subject gives those of other events; a name it gives is seldom
    another's, except beside an event dating an office, where the office itself must be stated.
    """
    if analysis.hop_template is None:
        return ""
    office = analysis.answer_type is AnswerType.PERSON and _OFFICE_HELD.match(analysis.hop_template)
    if analysis.answer_type not in (*NUMERIC_TYPES, AnswerType.PLACE) and not office:
        return ""
    outer = read_fact(analysis.hop_template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
    present: set[str] = set()
    for leaf in direct.leaves:
        for s in leaf.sentences:
            present.update(s.keys)
            present.update(k for column in s.columns for k in column)
    terms = [key(t) for t in outer.terms]
    if office and terms and not relation_strength(terms[-1], present):
        # "Who was works manager when X was incorporated?" read from "founded by Josiah Pask ...;
        # incorporated as X": a name beside the event, which no sentence calls the office's holder
        return outer.terms[-1]
    if not terms or any(relation_strength(t, present) for t in terms):
        return ""
    return outer.terms[0]


def _clause_link_problem(analysis: QuestionAnalysis, direct: Solved) -> _Failed | None:
    """Why a direct reading is not of the one its sentence gives the chain's link to, if it is not.

    The reading is judged as the second hop asked of that one: "Where was Amos Roe born?".
    """
    holder = _clause_holder(analysis, direct)
    if holder is None:
        return None
    hop = analysis.second_hop(holder)
    asked = replace(direct, leaves=tuple(replace(leaf, question=hop.question) for leaf in direct.leaves))
    veto = _vetoed(hop, asked)
    if veto is None:
        return None
    return _Failed(f"the direct reading gives the link to {holder!r} in a clause: {veto.reason}")


def _clause_holder(analysis: QuestionAnalysis, direct: Solved) -> str | None:
    """The name a direct reading's sentence gives the chain's link to in a clause of its own, or ``None``.

    "Mr Roe was born at Hale, the grandson of Amos Roe, who founded the trade" answers "Where was the
    founder born?" only if it is of Amos Roe: the founding is said of him, the birth of Mr Roe.
    """
    if not analysis.parts or analysis.hop_template is None:
        return None
    link = [key(t) for t in analysis.parts[0].fact.terms]
    for leaf in direct.leaves:
        for s in leaf.sentences:
            for m in _NAME_WHO.finditer(s.text):
                if any(relation_strength(t, {key(m["verb"])}) for t in link):
                    return m["name"]
    return None


_NAME_WHO = re.compile(r"\b(?P<name>[A-Z][\w'’]+(?:\s+[A-Z][\w'’]+){0,3}),\s+who\s+(?P<verb>[a-z]+ed)\b")
"""A name and the past-tense verb of the clause said of it: "Nathan Roe, *who founded* the trade"."""


_RELATIVE_VERB = re.compile(r"\b(?:that|which|who)\s+([a-z]+ed)\b")
"""A relative clause's past-tense verb: "the mill that *replaced* Holm Mill"."""


_PERCENTS = (Operation.PERCENTAGE, Operation.PERCENT_CHANGE, Operation.PERCENT_DECREASE)


def _expression(analysis: QuestionAnalysis, numbers: list[Fraction]) -> str:
    shown = [format_number(n) for n in numbers]
    operation = analysis.operation
    if operation is Operation.DIFFERENCE:
        high, low = sorted(numbers, reverse=True)[:2]
        return f"{format_number(high)} - {format_number(low)}"
    if operation is Operation.RATIO:
        return f"{shown[0]} / {shown[1]}"
    if operation is Operation.PERCENT_OF:
        return f"{analysis.constant}% of {shown[0]}"
    if operation is Operation.PERCENTAGE:
        return f"{shown[0]} / {shown[1]} * 100"
    if operation is Operation.PERCENT_CHANGE:
        return f"({shown[1]} - {shown[0]}) / {shown[0]} * 100"
    if operation is Operation.PERCENT_DECREASE:
        return f"({shown[0]} - {shown[1]}) / {shown[0]} * 100"
    if operation is Operation.AVERAGE:
        return f"({' + '.join(shown)}) / {len(shown)}"
    return " + ".join(shown)


_SCALES = {"million": 1_000_000, "billion": 1_000_000_000}


def _shared_scale(operands: Sequence[Solved]) -> str | None:
    """The scale word every operand is written with ("1.9 million", "6.4 million"), for the result's too."""
    found = {w.lower() for o in operands for w in o.value.split() if w.lower() in _SCALES}
    if len(found) != 1 or not all(any(w.lower() in _SCALES for w in o.value.split()) for o in operands):
        return None
    return found.pop()


def _result_unit(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str:
    if analysis.operation in _PERCENTS:
        return "%"
    if analysis.operation is Operation.RATIO:
        return ""
    if all(p.fact.answer_type is AnswerType.DATE for p in analysis.parts):
        return " years"
    units = {normalize_answer(o.unit or "") for o in operands}
    first = operands[0].unit
    return f" {first}" if len(units) == 1 and first and first != "%" else ""


def _unit_of(o: Solved) -> str | None:
    """The one name of an operand's unit ("metres" → "m"), or its family when the unit has no one name."""
    unit = o.unit or ""
    return unit_name(unit) or unit_family_of(unit)


def _mixed_units(operands: Sequence[Solved]) -> str | None:
    """The unit most operands share, when some operand is in another one ("1,378-foot" beside "310 metres").

    Adding or comparing figures in different units would mix them; the odd operand is read again in the
    shared unit, and the question abstains when it cannot be.
    """
    units = [_unit_of(o) for o in operands]
    known = [u for u in units if u is not None]
    if len(set(known)) < 2:
        return None
    shared = max(sorted(set(known)), key=known.count)
    return next(o.unit for o, u in zip(operands, units, strict=True) if u == shared)


def _operands(
    analysis: QuestionAnalysis, pool: _Pool, supports: int, unit: str | None = None
) -> list[_Result]:
    """Each operand's reading; two read from one number read again, each from text on its own thing."""
    results = _read_operands(analysis, pool, supports, unit)
    if not _same_origin(results):
        return results
    # "the Old Mill" read where only "the Old Mill Annexe" is named
    results = _read_operands(analysis, pool, supports, unit, apart=True)
    return _shared_figure_given(analysis, pool, supports, unit, results)


def _shared_figure_given(
    analysis: QuestionAnalysis, pool: _Pool, supports: int, unit: str | None, results: list[_Result]
) -> list[_Result]:
    """Operands read from one figure: it goes to the one its sentence names, the other is read again.

    See ``figure_owner``: "Original tower: 44 feet high" is the original tower's height.
    """
    pairs = [(i, j) for i, j in itertools.combinations(range(len(results)), 2) if _one_figure(results, i, j)]
    if len(pairs) != 1:
        return results
    read = results[pairs[0][0]]
    assert isinstance(read, Solved) and read.origin is not None
    sentences = [s for leaf in read.leaves for s in leaf.sentences]
    if not sentences:
        return results
    facts = [p.fact for p in analysis.parts]
    owner = figure_owner(facts, sentences[0], read.origin[1] - sentences[0].start)
    if owner not in pairs[0]:
        return results
    other = pairs[0][1] if owner == pairs[0][0] else pairs[0][0]
    fact = analysis.parts[other].fact
    sentence = sentences[0]
    start, end = figure_clause(sentence, read.origin[1] - sentence.start)
    clause = sentence.text[start:end]
    shared = {key(t) for t in fact.terms} & {key(w.text) for w in words(clause)}
    # the clause the figure stands in is blanked, the sentence's other clauses are read
    blanked = _blanked_at(pool, sentence.doc_id, sentence.start + start, sentence.start + end)
    for _ in range(_REREADS):
        again = _read_operands(analysis, blanked, supports, unit)[other]
        if not isinstance(again, Solved):
            return [again if i == other else r for i, r in enumerate(results)]
        stated = {k for leaf in again.leaves for s in leaf.sentences for k in s.keys}
        if shared <= stated:  # "its tower rose to 58 feet", not "Elevation: 412 feet", for the tower
            return [again if i == other else r for i, r in enumerate(results)]
        blanked = _blanked(blanked, again)
    return results


_REREADS = 3
"""How many other sentences an operand whose figure was another's is read from before it abstains."""


def _one_figure(results: Sequence[_Result], i: int, j: int) -> bool:
    a, b = results[i], results[j]
    return isinstance(a, Solved) and isinstance(b, Solved) and a.origin is not None and a.origin == b.origin


def _read_operands(
    analysis: QuestionAnalysis, pool: _Pool, supports: int, unit: str | None, *, apart: bool = False
) -> list[_Result]:
    """Each operand's reading; ``apart`` reads each from its passages narrowed to its own thing."""
    results: list[_Result] = []
    for i, part in enumerate(analysis.parts):
        own = part.fact.entities
        avoid = tuple(
            e for j, p in enumerate(analysis.parts) if j != i for e in p.fact.entities if e not in own
        )
        fact = part.fact if unit is None else replace(part.fact, unit=unit, unit_family=unit_family_of(unit))
        theirs = [e for j, p in enumerate(analysis.parts) if j != i for e in p.fact.entities]
        narrowed = _narrowed(pool, [e for e in own if e not in theirs], avoid) if apart else pool
        solved = _solve_fact(fact, narrowed, supports, avoid, analysis.question)
        found = _checked_figure(fact, solved)
        if (
            isinstance(solved, Solved)
            and isinstance(found, _Failed)
            and (owned_subject(fact, solved) or bound_figure(solved))
        ):
            # "The wing of the Dale building opened in 1912" dates the wing, and "well over 500 calls" only
            # bounds the count: the building's own year, or the count itself, is read from the other sentences
            again = _solve_fact(fact, _blanked(narrowed, solved), supports, avoid, analysis.question)
            found = again if isinstance(again, _Need) else _checked_figure(fact, again)
            found = found if isinstance(found, Solved | _Need) else _checked_figure(fact, solved)
        loose = loosened(fact)
        if isinstance(found, _Failed) and loose is not None:
            again = _checked_figure(fact, _solve_fact(loose[0], narrowed, supports, avoid, analysis.question))
            if isinstance(again, Solved) and not measured_beside(fact, again, by_unit=loose[1]):
                again = found
            found = again if isinstance(again, _Need | Solved) else found
        if isinstance(found, Solved) and _vetoed(part, found) is not None:
            found = _read_past_veto(part, found, narrowed, supports, avoid, analysis.question)
        if not isinstance(found, _Need) and (by_year := year_figure(fact, narrowed.hits, avoid)) is not None:
            # "Ford Point: 2019, 40 launches. 2020, 35 launches.": its figure for 2020 is in the second
            leaf = Leaf(fact.text, by_year.value, by_year.sentences)
            found = Solved(
                by_year.value,
                f"{by_year.value} {mark(0)}",
                (leaf,),
                HOLDER_CONFIDENCE,
                by_year.number,
                fact.unit,
                origin=by_year.origin,
            )
        results.append(_with_column_unit(found, pool) if isinstance(found, Solved) else found)
    return results


def _read_past_veto(
    part: QuestionAnalysis, vetoed: Solved, pool: _Pool, supports: int, avoid: tuple[str, ...], whole: str
) -> _Result:
    """An operand read again from the sentences other than those of a reading the judge would veto.

    Another operand's passages may hold a sentence that outscores the right one ("the show was held on
    the moor that summer" for "the first show held at the park"); the reading that passes the judge
    stands when its sentence states every word the operand asks ("Grain: 1,150,000 tonnes" is no reading of
    the coal handled), else the vetoed one, which the judge then vetoes.
    """
    again = _checked_figure(part.fact, _solve_fact(part.fact, _blanked(pool, vetoed), supports, avoid, whole))
    if isinstance(again, _Need):
        return again
    if isinstance(again, Solved) and _states_terms(part.fact, again) and _vetoed(part, again) is None:
        return again
    return vetoed


def _states_terms(fact: FactQuestion, read: Solved) -> bool:
    """Whether the sentences ``read`` is read from state each of the fact's terms, in words or columns."""
    sentences = [s for leaf in read.leaves for s in leaf.sentences]
    stated = {k for s in sentences for k in (*s.keys, *(c for cs in s.columns for c in cs))}
    return bool(sentences) and all(key(t) in stated for t in fact.terms)


def _narrowed(pool: _Pool, own: list[str], others: tuple[str, ...]) -> _Pool:
    """The pool with the sentences naming only another operand's thing blanked (see ``apart_from``)."""
    hits = apart_from(own, others, pool.hits)
    if all(a is b for a, b in zip(hits, pool.hits, strict=True)):
        return pool
    narrowed = _Pool(())
    narrowed.searched, narrowed.hits, narrowed.calculations = pool.searched, hits, pool.calculations
    return narrowed


def _blanked(pool: _Pool, read: Solved) -> _Pool:
    """The pool with the sentences ``read`` was read from blanked, for a reading from the others."""
    cited = [(s.doc_id, s.start, s.end) for leaf in read.leaves for s in leaf.sentences]
    return _blanked_spans(pool, cited)


def _blanked_at(pool: _Pool, doc_id: str, start: int, end: int) -> _Pool:
    """The pool with the text of ``doc_id`` from ``start`` to ``end`` blanked."""
    return _blanked_spans(pool, [(doc_id, start, end)])


def _blanked_spans(pool: _Pool, spans: Sequence[tuple[str, int, int]]) -> _Pool:
    hits = []
    for hit in pool.hits:
        text = hit.text
        for doc_id, start, stop in spans:
            begin, end = start - hit.start, stop - hit.start
            if doc_id == hit.doc_id and 0 <= begin < end <= len(text):
                text = text[:begin] + re.sub(r"[^\n]", " ", text[begin:end]) + text[end:]
        hits.append(hit if text == hit.text else replace(hit, text=text))
    blanked = _Pool(())
    blanked.searched, blanked.hits, blanked.calculations = pool.searched, hits, pool.calculations
    return blanked


def _checked_figure(fact: FactQuestion, found: _Result) -> _Result:
    """An operand's reading, or why its figure is not what the operand asks.

    The figure is refused when it is a date's day, is given of another thing the name only places, counts
    another thing, is only a bound ("well over 500"), or is no sum where a payment is asked ("one" family).
    """
    if not isinstance(found, Solved):
        return found
    if day_of_date(fact, found):
        return _Failed(f"{found.value!r} for {fact.text!r} is the day of a date")
    if (owner := owned_subject(fact, found)) is not None:
        return _Failed(f"{found.value!r} for {fact.text!r} is given of the {owner} of it")
    if (counted := counts_another(fact, found)) is not None:
        return _Failed(f"{found.value!r} for {fact.text!r} counts {counted}")
    if bound_figure(found):
        return _Failed(f"{found.value!r} for {fact.text!r} is a bound, not a figure")
    if occasion_figure(fact, found):
        return _Failed(f"{found.value!r} for {fact.text!r} is given of one moment, not of the thing")
    if asks_sum_named(fact.text) and not is_sum(found.value):
        return _Failed(f"{found.value!r} for {fact.text!r} is no sum of money")
    return found


def _with_column_unit(found: Solved, pool: _Pool) -> Solved:
    """An operand read bare from a table row, with the unit its column names ("1905 (inches)")."""
    if found.unit is not None or found.origin is None or not found.leaves or not found.leaves[0].sentences:
        return found
    sentence = found.leaves[0].sentences[0]
    unit = column_unit(sentence, found.origin[1] - sentence.start, pool.hits)
    return found if unit is None else replace(found, unit=unit)


_SPAN = re.compile(r"(?P<start>\d{4})\s*(?:-|–|—|to|until|till)\s*(?P<end>\d{4})\b")
"""A span of years as a sentence writes it: "2005 to 2019", "1974-1998"."""


def _solve_duration(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result:
    """The years a span covers, or, when no span is found, the duration a passage states directly."""
    spanned = _spanned(analysis, pool, supports)
    if not isinstance(spanned, _Failed):
        return spanned
    named = _named_span(analysis.parts[0].fact, pool)
    if named is not None:
        return _span_years(
            named[0], Leaf(analysis.parts[0].question, named[0], (named[1],)), pool, HOLDER_CONFIDENCE
        )
    retired = _until_retirement(analysis, pool, supports) if len(analysis.parts) > 1 else None
    if retired is not None:
        return retired
    direct = _solve_fact(analysis.fact, pool, supports)
    if isinstance(direct, _Failed):
        return _Failed(f"{spanned.reason}; nor does any passage state the duration directly", direct.near)
    return direct


_RETIREMENT_REACH = 400
"""How far (in characters) after a post's first year the retirement may be stated: in the same sentence or
the next one or two of the passage ("She was appointed librarian in 1921 ... She served until her
retirement in 1946")."""


_RETIREMENT = "retirement"
"""The noun a retirement is often stated with, which the lexicon does not tie to "retire"."""


def _until_retirement(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result | None:
    """The years from a post's first year to its holder's retirement, stated in the sentences after it.

    For "How many years did A serve as librarian?" where no span of years is written: the year A was the
    librarian ("appointed librarian in 1921") and the year A retired, read just after it in one passage.
    """
    first, last = (_solve_fact(p.fact, pool, supports) for p in analysis.parts[:2])
    if isinstance(last, _Failed):  # "served until her retirement in 1946" names the noun, not the verb
        last = _solve_fact(replace(analysis.parts[1].fact, terms=(_RETIREMENT,)), pool, supports)
    need = _needs([first, last])
    if need is not None:
        return need
    if not isinstance(first, Solved) or not isinstance(last, Solved):
        return None
    years = [o.value.strip() for o in (first, last)]
    if not all(YEAR_DIGITS.fullmatch(y) for y in years) or int(years[1]) <= int(years[0]):
        return None
    if first.origin is None or last.origin is None or first.origin[0] != last.origin[0]:
        return None
    (doc, _, start), (_, end, _) = first.origin, last.origin
    between = next(
        (
            h.text[start - h.start : end - h.start]
            for h in pool.hits
            if h.doc_id == doc and h.start <= start < end <= h.end
        ),
        None,
    )
    # the retirement follows the first year with no other year between: no later post was taken first
    if between is None or len(between) > _RETIREMENT_REACH or YEAR_DIGITS.search(between):
        return None
    _, leaves = _combine([first, last], "")
    marks = f"{mark(0)}{mark(1)}"
    return _years_counted(years[0], years[1], marks, leaves, pool, min(first.confidence, last.confidence))


def _spanned(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result:
    """The years a span covers: the operand's answer must open a span of years in its own sentence."""
    part = analysis.parts[0]
    found = _solve_fact(part.fact, pool, supports)
    if not isinstance(found, Solved):
        return found
    leaf = found.leaves[0]
    sentence = leaf.sentences[0]
    at = found.origin[1] - sentence.start if found.origin is not None else -1
    span = _SPAN.match(sentence.text, at) if 0 <= at < len(sentence.text) else None
    if span is None or int(span.group("end")) <= int(span.group("start")):
        return _Failed(f"{found.value!r} for {part.question!r} opens no span of years in its sentence")
    if life_dates(sentence.text, span.start(), span.end()):
        return _Failed(f"{span.group()!r} for {part.question!r} gives a life, not a time in a post")
    shown = " ".join(span.group().split())
    return _span_years(shown, Leaf(leaf.question, shown, leaf.sentences), pool, found.confidence)


def _span_years(shown: str, leaf: Leaf, pool: _Pool, confidence: float) -> _Result:
    """The years from the first to the last year of a span ("1871 to 1912"), computed by the calculator."""
    years = YEAR_DIGITS.findall(shown)
    return _years_counted(years[0], years[-1], mark(0), (leaf,), pool, confidence)


def _years_counted(
    first: str, last: str, marks: str, leaves: tuple[Leaf, ...], pool: _Pool, confidence: float
) -> _Result:
    """The years from year ``first`` to year ``last``, computed by the calculator and cited by ``marks``."""
    expression = f"{last} - {first}"
    observed = pool.calculations.get(expression)
    if observed is None:
        return _Need(expressions=(expression,))
    if observed.value is None:
        return _Failed(f"the calculation {expression!r} failed: {observed.error}")
    value = f"{observed.value} years"
    return Solved(
        value,
        f"{value} {marks} ({expression} = {observed.value})",
        leaves,
        confidence,
        evaluate(observed.value),
        None,
        CalculationStep(expression=expression, value=observed.value),
    )


_NAMED_SPAN = re.compile(
    r"\b(?:from\s+)?(?P<start>1\d{3}|20\d{2})\s*(?:-|–|—|to|until|till)\s*"
    r"(?:(?:his|her|their)\s+\w+\s+in\s+)?(?P<end>1\d{3}|20\d{2})\b"
)
"""A span of years after a holder's name: "from 1871 to 1912", "1924 until his retirement in 1951"."""


def _named_span(fact: FactQuestion, pool: _Pool) -> tuple[str, Sentence] | None:
    """The one span of years the passages give beside the asked person's name, with its sentence.

    For "How many years did A serve as secretary?" when the reading of its start fails: a table row naming
    A with the first and last years in cells of their own ("| A | 1871 | 1912 |"), or a clause naming A and
    then a span ("A, who held the post from 1871 to 1912; he was followed by B"). The sentence, its row's
    columns or its passage's title must state one of the asked terms, and every span found must agree.
    """
    named = [e for e in fact.entities if not YEAR_DIGITS.fullmatch(e)]
    # the person has a name of two words or more; a one-word name ("Secretary") is the office asked, and of
    # two longer ones ("Morwenna Pascoe", "County Librarian") the office names no row or clause of a span
    people = [e for e in named if len(e.split()) > 1 and name_class(e) is None]
    found: dict[tuple[str, str], tuple[str, Sentence]] = {}
    for person in people:
        asked = [*fact.terms, *(e for e in named if e != person)]
        _spans_beside(person, asked, pool, found)
    if len(found) != 1:
        return None
    return next(iter(found.values()))


def _spans_beside(
    person: str, asked: list[str], pool: _Pool, found: dict[tuple[str, str], tuple[str, Sentence]]
) -> None:
    """Add to ``found`` the spans of years the passages give beside ``person`` where ``asked`` is stated."""
    for s in sentences_of(pool.hits):
        score, at = entity_match(person, s)
        context = {*s.keys, *s.title, *(k for c in s.columns for k in c)}
        stated = any(relation_strength(key(w.text), context) for t in asked for w in words(t))
        if score < 1.0 or not at or not stated:
            continue
        if s.columns:
            years = [
                c.strip() for c in s.text.strip().strip("|").split("|") if YEAR_DIGITS.fullmatch(c.strip())
            ]
            if len(years) == 2 and int(years[0]) < int(years[1]):
                first = s.text.index(years[0])
                shown = s.text[first : s.text.index(years[1], first + 4) + 4]
                found.setdefault((years[0], years[1]), (shown, s))
            continue
        clause = s.text.count(";", 0, s.words[min(at)].start)
        for m in _NAMED_SPAN.finditer(s.text):
            own = s.text.count(";", 0, m.start()) == clause and m.start() > s.words[min(at)].start
            own = own and not life_dates(s.text, m.start(), m.end())
            if own and int(m.group("end")) > int(m.group("start")):
                shown = s.text[m.start("start") : m.end("end")]
                found.setdefault((m.group("start"), m.group("end")), (shown, s))


def _other_subject(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why two readings of one quantity at two times are of different subjects, or ``None``.

    "Men employed in 1900: 310" in the passage on Old Delph Pit counts one pit's men, and a company's
    table gives its 1910 figure: a change between the two compares a part with the whole. When the
    operands come from different passages, none may be titled for a name the question does not give.
    """
    if analysis.operation not in (*_PERCENTS, Operation.DIFFERENCE):
        return None
    if any(p.fact.answer_type is AnswerType.DATE for p in analysis.parts):
        return None  # an event's year may be told in the passage on another thing it concerns
    named = {tuple(e for e in p.fact.entities if not YEAR_DIGITS.fullmatch(e)) for p in analysis.parts}
    sentences = [leaf.sentences[0] for o in operands for leaf in o.leaves[-1:] if leaf.sentences]
    if len(named) != 1 or len({s.doc_id for s in sentences}) < 2:
        return None  # two things compared, or one passage giving both
    asked = {key(w.text) for w in words(analysis.question)}
    for s in sentences:
        title = topic_name(s.topic)
        if title is not None and not {key(w.text) for w in words(title)} <= asked:
            return f"an operand is read from the passage on {title}, which the question does not ask about"
    return None


_MAKING = START_EVENTS | frozenset("building erection erected construction constructed".split())
"""The events that open a thing's life, its building among them."""


def _out_of_order(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why the year read for a thing's making comes after the year read for its end, or ``None``.

    Asked the years "between the building of the Long Shop and its destruction by fire", a year of the
    new shop built on its foundations after the fire is not its building: no thing is built after its end.
    """
    if analysis.operation is not Operation.DIFFERENCE or len(analysis.parts) != 2 or len(operands) != 2:
        return None
    if not all(p.fact.answer_type is AnswerType.DATE for p in analysis.parts):
        return None
    said = [{fold(w.text) for w in words(p.fact.text)} for p in analysis.parts]
    # the making asked first and the end second: "between the closing of the mill and its opening as a
    # museum" asks of a second life, which may well begin after the first ends
    if not (
        said[0] & _MAKING and not said[0] & END_EVENTS and said[1] & END_EVENTS and not said[1] & _MAKING
    ):
        return None
    made, ended = operands
    if made.number is not None and ended.number is not None and made.number > ended.number:
        return f"the making read ({made.value}) comes after the end read ({ended.value}), which cannot be"
    return None


def _read_of_other(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why the operands are read of another subject, of nothing named, or of events out of their order."""
    for check in (_other_subject, _unnamed_problem, _out_of_order):
        if (problem := check(analysis, operands)) is not None:
            return problem
    return None


def _unnamed_problem(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why an operand the question names by nothing of its own is read of another thing, or ``None``."""
    if _unnamed_apart(analysis, operands):
        return "an operand named only by its year is read from a passage about another thing"
    return _unnamed_of_other(analysis, operands)


def _unnamed_of_other(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why an operand that names no thing is read from a sentence on another thing of the named one's kind.

    "By how much did the final account for rebuilding the Extract House exceed the architects' estimate?":
    the estimate is the Extract House's, and "the tenders for the erection of the new Yeast House ..., his
    own estimate being £4,650" gives another house's.
    """
    if analysis.operation is not Operation.DIFFERENCE or len(operands) != len(analysis.parts):
        return None
    named = [[e for e in p.fact.entities if not YEAR_DIGITS.fullmatch(e)] for p in analysis.parts]
    things = [e for found in named for e in found]
    if len(things) != 1 or len(things[0].split()) < 2:
        return None
    thing = things[0]
    head = thing.split()[-1]
    other_kind = re.compile(rf"\b(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)\s+{re.escape(head)}\b")
    for found, operand in zip(named, operands, strict=True):
        text = " ".join(s.text for leaf in operand.leaves[-1:] for s in leaf.sentences)
        if found or thing in text:
            continue
        other = next((m.group(0) for m in other_kind.finditer(text) if m.group(0) != thing), None)
        if other is not None:
            return f"an operand that names no thing is read from a sentence on the {other}, not the {thing}"
    return None


def _unnamed_apart(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> bool:
    """Whether an operand named by nothing but its year is read from a passage about another named thing.

    "By what percentage did the men employed by the company grow ...?" names no one company: "Men employed
    in 1900: 310" under the title "Old Delph Pit" counts a pit's men. Of figures from several passages,
    each passage whose title holds a name ("The Marrick Coal Company") must share a word of it with the
    question. Passages whose titles all name one thing ("New Infirmary, Pelbury Union", "The Pelbury
    Union: A History") are about the thing the question leaves unnamed, as a set of papers on it is.
    """
    if any(not all(YEAR_DIGITS.fullmatch(e) for e in p.fact.entities) for p in analysis.parts):
        return False
    if len({o.origin[0] for o in operands if o.origin is not None}) < 2:
        return False
    asked = {key(w.text) for w in words(analysis.question)}
    titled: list[set[str]] = []
    for o in operands:
        title = o.leaves[0].sentences[0].topic if o.leaves and o.leaves[0].sentences else ""
        # a title's first word is capitalised whatever it is ("Results: 1973 show"); a name is in the rest
        rest = words(title)[1:]
        titled.append({key(w.text) for w in rest if w.text[:1].isupper() and w.text.lower() not in STOPWORDS})
    if all(titled) and set.intersection(*titled):
        return False
    return any(named and not named & asked for named in titled)


def _stated_change(analysis: QuestionAnalysis, pool: _Pool, results: list[_Result]) -> list[_Result]:
    """The operands, or an event's figures after and before, from one sentence stating the change.

    The sentence states the change "from N to M" ("The enlargement raised the number of stalls from 40 to
    64"), and is read before figures found apart, which may be one of its figures read twice or a third
    figure of it ("by the creation of 2,500 new shares").
    """
    if analysis.operation is not Operation.DIFFERENCE or len(analysis.parts) != 2:
        return results
    after, before = (p.fact for p in analysis.parts)
    if not (re.search(r"\bafter\b", after.text) and re.search(r"\bbefore\b", before.text)):
        return results
    change = stated_change(after, before, sentences_of(pool.hits))
    if change is None:
        return results
    solved: list[_Result] = []
    for part, (value, start, end) in zip(analysis.parts, (change.after, change.before), strict=True):
        leaf = Leaf(part.question, value, (change.sentence,))
        number = Fraction(value.replace(",", "").lstrip("£"))
        origin = (change.sentence.doc_id, start, end)
        solved.append(
            Solved(value, f"{value} {mark(0)}", (leaf,), HOLDER_CONFIDENCE, number, None, origin=origin)
        )
    return solved


def _estimate_side(analysis: QuestionAnalysis, pool: _Pool, results: list[_Result]) -> list[_Result]:
    """The operands, with a cost or an estimate side not found read from the account and the maker's words.

    See ``stated_final_cost`` and ``stated_estimate``: "Total cost of the rebuilt mill: £2,915" under the
    mill's heading is its final cost, and "I estimate the whole at £2,340" in the engineer's letter is "the
    engineer's estimate" of it.
    """
    if analysis.operation is not Operation.DIFFERENCE or len(analysis.parts) != 2:
        return results
    cost, estimate = results
    thing, asked = (p.fact for p in analysis.parts)
    queries = estimate_queries(thing, asked)
    if not queries or isinstance(cost, _Need) or isinstance(estimate, _Need):
        return results
    if isinstance(cost, Solved) and isinstance(estimate, Solved):
        return results
    pending = tuple(q for q in (*queries, f"total cost {cost_subject(thing)}") if q not in pool.searched)
    if pending:
        return [cost, _Need(queries=pending)]
    sentences = sentences_of(pool.hits)
    if not isinstance(cost, Solved):
        last = stated_final_cost(thing, sentences, pool.hits, asked)
        if last is None:
            return results
        cost = _read_sum(analysis.parts[0].question, *last)
    cost_at = cost.leaves[0].sentences[0] if cost.leaves and cost.leaves[0].sentences else None
    if isinstance(estimate, Solved) or cost_at is None:
        return [cost, estimate]
    read = stated_estimate(thing, asked, sentences, cost_at)
    if read is None:
        return [cost, estimate]
    return [
        cost,
        _read_sum(analysis.parts[1].question, read.value, read.number, read.sentence, read.start, read.end),
    ]


def _read_sum(question: str, value: str, number: Fraction, s: Sentence, start: int, end: int) -> Solved:
    """An operand read as the sum ``value`` at ``start``-``end`` of the sentence ``s``."""
    leaf = Leaf(question, value, (s,))
    origin = (s.doc_id, s.start + start, s.start + end)
    return Solved(value, f"{value} {mark(0)}", (leaf,), HOLDER_CONFIDENCE, number, origin=origin)


def _sum_and_count(operands: Sequence[Solved]) -> bool:
    """Whether two operands read from one sentence are a sum of money and a bare count.

    "increased to £25,000 by the creation of 1,000 new shares" gives no capital of 1,000 before the increase.
    """
    read = [(s.doc_id, s.start) for o in operands for s in o.leaves[-1].sentences[:1]] if operands else []
    money = {bool(MONEY_WRITTEN.search(o.value)) for o in operands}
    return len(operands) == len(read) == 2 and read[0] == read[1] and money == {True, False}


def _same_origin(results: Sequence[_Result]) -> bool:
    """Whether two operands were read from the same number of the same sentence."""
    origins = [r.origin for r in results if isinstance(r, Solved) and r.origin is not None]
    return len(set(origins)) < len(origins)


def _other_columns(operands: Sequence[Solved]) -> bool:
    """Whether two operands are read from two rows of one table but from different columns.

    "By how many tons did the total in 1870 exceed that of 1820?" reads both years' totals: 1,460 from the
    1870 row's total column and 240 from the 1820 row's first column compare two different things.
    """
    cells: dict[tuple[str, tuple[frozenset[str], ...]], set[tuple[int, int]]] = {}
    for o in operands:
        if o.origin is None or not o.leaves or not o.leaves[-1].sentences:
            continue
        sentence = o.leaves[-1].sentences[0]
        at = o.origin[1] - sentence.start
        index = sentence.word_at(at)
        if not sentence.columns or index is None or o.origin[0] != sentence.doc_id:
            continue
        cells.setdefault((sentence.doc_id, sentence.columns), set()).add(
            (sentence.start, sentence.cell_of(index))
        )
    for found in cells.values():
        rows = {row for row, _ in found}
        if len(rows) > 1 and len({cell for _, cell in found}) > 1:
            return True
    return False


def _own_estimate_elsewhere(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> bool:
    """Whether a cost's own sentence gives its estimate while the estimate side was read from another.

    "The estimate in that specification was a little over a thousand pounds; the kiln as finished cost
    £1,342" sets the kiln's cost against its own estimate: £520 "for the rebuilding" in another paragraph
    is another work's.
    """
    if analysis.operation is not Operation.DIFFERENCE or len(operands) != 2 or len(analysis.parts) != 2:
        return False
    asked = [asks_estimate(p.fact) for p in analysis.parts]
    if asked.count(True) != 1:
        return False
    estimate, cost = (operands[0], operands[1]) if asked[0] else (operands[1], operands[0])
    cost_sentences = [s for leaf in cost.leaves for s in leaf.sentences]
    estimate_sentences = {(s.doc_id, s.start) for leaf in estimate.leaves for s in leaf.sentences}
    return any(
        gives_estimate(s.text) and (s.doc_id, s.start) not in estimate_sentences for s in cost_sentences
    )


def _source_problem(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why the operands' figures cannot be compared for where they were read, or ``None``."""
    if _same_origin(operands):
        return "two operands were read from the same number of the same sentence"
    if _sum_and_count(operands):
        return "one operand is a sum of money and the other a bare count read from the same sentence"
    if _other_columns(operands):
        return "two operands were read from different columns of one table's rows"
    if _own_estimate_elsewhere(analysis, operands):
        return "the cost's own sentence gives its estimate, and the estimate read is from another"
    return None


def _solve_arithmetic(analysis: QuestionAnalysis, pool: _Pool, supports: int) -> _Result:
    if analysis.operation is Operation.DURATION:
        return _solve_duration(analysis, pool, supports)
    repeated = _repeated_event_operands(analysis, pool)
    if isinstance(repeated, _Need):
        return repeated
    results = repeated or _operands(analysis, pool, supports)
    shared = _mixed_units([r for r in results if isinstance(r, Solved)])
    if shared is not None and analysis.operation not in (*_PERCENTS, Operation.RATIO):
        results = _operands(analysis, pool, supports, shared)
        wanted = unit_name(shared) or unit_family_of(shared)
        if any(isinstance(r, Solved) and _unit_of(r) != wanted for r in results):
            return _Failed(f"the operands are given in different units, and not all can be read in {shared}")
    results = _estimate_side(analysis, pool, results)
    need = _needs(results)
    if need is not None:
        return need
    results = _stated_change(analysis, pool, results)
    operands = [r for r in results if isinstance(r, Solved)]
    failed = [(p, r) for p, r in zip(analysis.parts, results, strict=True) if isinstance(r, _Failed)]
    if failed:
        part, miss = failed[0]
        return _Failed(f"no number found for {part.question!r}: {miss.reason}", miss.near)
    if any(o.number is None for o in operands):
        return _Failed("an operand has no numeric value")
    if (source := _source_problem(analysis, operands)) is not None:
        return _Failed(source)
    if (other := _read_of_other(analysis, operands)) is not None:
        return _Failed(other)
    if (excess := _excess_problem(analysis, operands)) is not None:
        return _Failed(excess)
    if (other := _figure_of_other(analysis, operands)) is not None:
        return _Failed(other)
    pence = _in_pence(analysis, operands)
    scale = PENCE_A_POUND if pence else 1
    expression = _expression(analysis, [o.number * scale for o in operands if o.number is not None])
    observed = pool.calculations.get(expression)
    if observed is None:
        return _Need(expressions=(expression,))
    if observed.value is None:
        return _Failed(f"the calculation {expression!r} failed: {observed.error}")
    value = _result_value(analysis, operands, observed.value)
    if pence:
        value = old_sum_written(evaluate(observed.value) / PENCE_A_POUND) or value
    _, leaves = _combine(operands, "")
    marks = "".join(mark(i) for i in range(len(leaves)))
    shown = f"{value} {marks} ({'in pence: ' if pence else ''}{expression} = {observed.value})"
    return Solved(
        value,
        shown,
        leaves,
        min(o.confidence for o in operands),
        evaluate(observed.value),
        None,
        CalculationStep(expression=expression, value=observed.value),
    )


_SUM_OPERATIONS = (Operation.DIFFERENCE, Operation.SUM)
"""Operations whose result is a sum of money when their operands are: a difference or a total."""


def _in_pence(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> bool:
    """Whether the calculation is made in pence: an operand added or taken is a sum in shillings or pence.

    "£1,447 3s. 6d." less "1,385" is £62 3s 6d: in pence, 347,322 - 332,400, whole numbers both.
    """
    old = any(old_sum_pounds(o.value) is not None for o in operands)
    return analysis.operation in _SUM_OPERATIONS and old


def _figure_of_other(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why an operand's figure is the other operand's: it stands right after the other thing's name.

    "The two great works were the Brimsey Tunnel, 418 yards long, and the Tollgarth Viaduct" gives the
    tunnel's length; read for the viaduct's, it would count the tunnel twice in "the combined length".
    """
    if len(operands) != 2 or len(analysis.parts) != 2:
        return None
    names = [[e for e in p.fact.entities if not YEAR_DIGITS.fullmatch(e)] for p in analysis.parts]
    if not all(names) or set(names[0]) & set(names[1]):
        return None
    for i, operand in enumerate(operands):
        figure = next(iter(operand.value.split()), "")
        sentences = [leaf.sentences[0] for leaf in operand.leaves[-1:] if leaf.sentences]
        if not figure[:1].isdigit() or not sentences:
            continue
        text = sentences[0].text
        for at in (m.start() for m in re.finditer(re.escape(figure), text)):
            before = text[max(0, at - 80) : at]
            for other in names[1 - i]:
                if re.search(rf"(?<![\w]){re.escape(other)}\s*[,:(]?\s*$", before, re.IGNORECASE):
                    return f"the figure read for {names[i][0]!r} stands after the name of {other!r}"
    return None


def _excess_problem(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> str | None:
    """Why the figures read cannot be the two "By how much did A exceed B?" sets together, or ``None``."""
    if _excess_reversed(analysis, operands):
        return "the figure said to exceed the other is the smaller of the two"
    if _overrun_too_far(analysis, operands):
        return "the cost read is more than twice the sum agreed beforehand: one is another work's"
    return None


_MORE_THAN = re.compile(r"^\s*how\s+(?:many|much)\s+more\b[^?]*\bthan\b", re.IGNORECASE)
"""A difference asked with its larger side first: "How many more tons were made in 1890 than in 1888?"."""
_FEWER_THAN = re.compile(r"^\s*how\s+(?:many\s+fewer|many\s+less|much\s+less)\b[^?]*\bthan\b", re.IGNORECASE)
"""A difference asked with its smaller side first: "How many fewer hands were there in 1938 than in 1890?"."""


def _excess_reversed(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> bool:
    """Whether "By how much did A exceed B?" found A smaller than B: one of the two is another thing's figure.

    A final cost of £1,900 against an estimate of £2,400 read for "By how much did the final cost exceed
    the estimate?" answers no excess; the estimate found is likely that of another work. So for "How many
    more tons were made in 1890 than in 1888?" with 1890's figure the smaller, and the other way for "how
    many fewer".
    """
    if analysis.operation is not Operation.DIFFERENCE or len(operands) != 2:
        return False
    first, second = operands[0].number, operands[1].number
    if first is None or second is None:
        return False
    if asks_excess(analysis.question) or _MORE_THAN.match(analysis.question):
        return first < second
    return _FEWER_THAN.match(analysis.question) is not None and first > second


_AGREED_BEFOREHAND = re.compile(r"\b(?:estimate|tender|contract|quotation)\b", re.IGNORECASE)
"""Words naming a sum agreed or reckoned before a work, which its final cost is set against."""
_OVERRUN_BOUND = 2
"""How many times a sum agreed beforehand a work's final cost may come to and still be read as its own."""


def _overrun_too_far(analysis: QuestionAnalysis, operands: Sequence[Solved]) -> bool:
    """Whether a cost said to exceed an estimate or a tender is more than twice it.

    Works overrun what was agreed by a part, not by many times: "£312,400" for the final account of a
    conversion in 1984, read for the first building's cost against its tender of £4,215, is of another work.
    """
    if analysis.operation is not Operation.DIFFERENCE or len(operands) != 2:
        return False
    if not asks_excess(analysis.question) or not _AGREED_BEFOREHAND.search(analysis.parts[1].question):
        return False
    first, second = operands[0].number, operands[1].number
    return first is not None and second is not None and second > 0 and first > _OVERRUN_BOUND * second


#: Confidence of the years of a first and a second event read from all the event's dated mentions.
REPEATED_EVENT_CONFIDENCE = 0.7


def _repeated_event_operands(analysis: QuestionAnalysis, pool: _Pool) -> _Need | list[_Result] | None:
    """The years of the first and the second asked event (two fires at a place), each from its mention.

    ``None`` when the question asks no such pair, or the mentions do not tell the two apart: the operands
    are then looked up one by one.
    """
    queries = repeated_event_queries(analysis.question)
    if not queries or analysis.operation is not Operation.DIFFERENCE or len(analysis.parts) != 2:
        return None
    pending = tuple(q for q in queries if q not in pool.searched)
    if pending:
        return _Need(queries=pending)
    counted = _counted_pair(analysis, pool)
    if isinstance(counted, _Need) or counted is not None:
        return counted
    pair = repeated_event_years(analysis.question, sentences_of(pool.hits))
    if pair is None:
        return None

    def operand(later: bool, mention: EventYear) -> Solved:
        year, s = str(mention.year), mention.sentence
        origin = (s.doc_id, s.start + mention.start, s.start + mention.end)
        leaf = Leaf(mention_question(analysis.question, mention, later), year, (s,))
        return Solved(
            year, f"{year} {mark(0)}", (leaf,), REPEATED_EVENT_CONFIDENCE, Fraction(year), origin=origin
        )

    return [operand(later, mention) for later, mention in zip((False, True), pair, strict=True)]


def _counted_pair(analysis: QuestionAnalysis, pool: _Pool) -> _Need | list[_Result] | None:
    """The two asked events when the text counts the second and dates the first only by the order of dates.

    "For the second time in its history the depot has been visited by fire" (a report dated 1921) names the
    second fire; "the fire of 1887", the one earlier dated fire of the place, is then the first. Taken only
    when the second is named by its own ordinal, the first falls before it, and no mention of the event
    dates a third year.
    """
    facts = [part.fact for part in analysis.parts]
    if any(fact is None for fact in facts):
        return None
    first_fact, second_fact = (fact for fact in facts if fact is not None)
    queries = tuple(q for fact in (first_fact, second_fact) if (q := nth_occasion_query(fact)) is not None)
    if len(queries) != 2:
        return None
    pending = tuple(q for q in queries if q not in pool.searched)
    if pending:
        return _Need(queries=pending)
    second = nth_occasion(second_fact, pool.hits)
    if second is None or not second.direct:
        return None
    mentions = event_mentions(analysis.question, sentences_of(pool.hits))
    first = nth_occasion(first_fact, pool.hits) or _recalled_occasion(mentions, second)
    if first is None or int(first.year) >= int(second.year):
        return None
    if not {m.year for m in mentions} <= {int(first.year), int(second.year)}:
        # a third dated fire, where the text counts the second: the order of the dates cannot be trusted
        third = "the text counts the second event and dates the event in a third year as well"
        return [_Failed(third), _Failed(third)]
    # the first is named by no "first" of the text's own: it is asked as the earlier of the two
    earlier = replace(first_fact, text=ordinal_question(analysis.question, "earlier"))
    return [_occasion_solved(earlier, first), _occasion_solved(second_fact, second)]


def _recalled_occasion(mentions: Sequence[EventYear], second: Occasion) -> Occasion | None:
    """The earlier event a document telling of the second recalls by its year ("the fire of 1863"), if one."""
    told = {s.doc_id for s in second.cites}
    recalled = [m for m in mentions if m.sentence.doc_id in told and m.year < int(second.year)]
    if len({m.year for m in recalled}) != 1:
        return None
    year = str(recalled[0].year)
    return Occasion(year, (recalled[0].sentence,), False, year)


def _result_value(analysis: QuestionAnalysis, operands: Sequence[Solved], result: str) -> str:
    """The calculated ``result`` written as the operands are: rounded, scaled, signed and with its unit."""
    unit = _result_unit(analysis, operands)
    shown_value = result
    if analysis.operation in (*_PERCENTS, Operation.RATIO):
        exact = evaluate(result)
        places = 2
        if analysis.operation in _PERCENTS:
            # a percentage is given whole ("28.93" → "29"), unless it is exact to one place ("37.5")
            places = 1 if round(exact, 1) == exact else 0
        shown_value = format_number(round(exact, places))
    scale = _shared_scale(operands)
    if scale is not None and analysis.operation not in (*_PERCENTS, Operation.RATIO):
        shown_value = f"{format_number(evaluate(result) / _SCALES[scale])} {scale}"
    plain = analysis.operation not in (*_PERCENTS, Operation.RATIO)
    if scale is None and plain:
        shown_value = grouped(shown_value, tuple(o.value for o in operands))
    sign = currency_sign(operands) if plain else ""
    value = f"{sign}{shown_value}{unit}"
    if plain and not sign and not unit:
        value = counted_result(analysis.question, value, _operand_texts(operands), _operand_columns(operands))
    return value


def _operand_columns(operands: Sequence[Solved]) -> tuple[str, ...]:
    """The names of the table columns holding the operands' figures ("" for a figure outside a table)."""
    columns: list[str] = []
    for o in operands:
        sentences = [s for leaf in o.leaves for s in leaf.sentences]
        at = o.origin[1] - sentences[0].start if o.origin is not None and sentences else None
        columns.append("" if at is None else column_name(sentences[0], at))
    return tuple(columns)


def _operand_texts(operands: Sequence[Solved]) -> tuple[str, ...]:
    """The sentences the operands were read from, and the names of the table columns holding their figures."""
    texts: list[str] = []
    for o in operands:
        sentences = [s for leaf in o.leaves for s in leaf.sentences]
        texts.extend(s.text for s in sentences)
        if o.origin is not None and sentences:
            texts.append(column_name(sentences[0], o.origin[1] - sentences[0].start))
    return tuple(texts)


def _solve(analysis: QuestionAnalysis, pool: _Pool, supports: int, *, asked: bool = False) -> _Result:
    """The result of ``analysis``; ``asked`` when it is the question asked, not a part or hop of one."""
    if analysis.kind is QuestionKind.COMPOUND:
        return _solve_compound(analysis, pool, supports)
    if analysis.kind is QuestionKind.MULTI_HOP:
        return _solve_multi_hop(analysis, pool, supports)
    if analysis.kind is QuestionKind.ARITHMETIC:
        return _solve_arithmetic(analysis, pool, supports)
    if analysis.kind is QuestionKind.YES_NO:
        return _solve_yes_no(analysis, pool, supports)
    if analysis.description is not None:
        return _solve_multi_hop(analysis.description, pool, supports, judge_hop=False)
    found = _solve_fact(analysis.fact, pool, supports)
    if asked:
        found = _unvetoed(analysis, pool, supports, found)
    if isinstance(found, _Failed | Solved):
        # A list of an office's holders in order answers "who followed A", "the second" or "the current"
        # holder better than any one sentence, which names a holder without their place in the line.
        holder = succession_holder(analysis.fact.text, pool.hits)
        if (
            isinstance(found, Solved)
            and _holders_query(analysis.fact) is not None
            and _vetoed(analysis, found)
        ):
            found = _Failed(f"the reading {found.value!r} is no holder the judge would pass")
        if holder is None and isinstance(found, _Failed):
            holder = holder_in(analysis.fact, pool.hits) or card_holder_in(analysis.fact, pool.hits)
            pending = [q for q in _holders_queries(analysis.fact) if q not in pool.searched]
            if holder is None and not pending:
                pending = [q for q in _list_rest_query(analysis.fact, pool.hits) if q not in pool.searched]
            if holder is None and pending:
                return _Need(queries=(pending[0],))
        if holder is not None:
            leaf = Leaf(analysis.fact.text, holder.name, (holder.sentence, *holder.context))
            from_list = Solved(holder.name, f"{holder.name} {mark(0)}", (leaf,), HOLDER_CONFIDENCE)
            if isinstance(found, Solved) and _vetoed(analysis, from_list) and not _vetoed(analysis, found):
                return found  # a sentence saying "the first X was A" stands where a row of the list cannot
            return from_list
    return found


#: How many vetoed readings of one look-up are passed over for the next candidate before giving up.
MAX_REFUSED = 2


def _unvetoed(analysis: QuestionAnalysis, pool: _Pool, supports: int, found: _Result) -> _Result:
    """The reading of a single fact the judge would pass: after a veto, a labelled line's value.

    "Span of each arch: 30 metres" read for "How long is the viaduct?" is vetoed as no length; the reader
    then gives "Overall length: 412 metres", which it had ranked second. A veto says the reader was misled,
    so the next value is taken only from a line whose label names the asked fact and whose heading, if it
    stands under one, names the asked thing, or for a deed's doer from the name a passive verb's "by" gives,
    and only when the judge passes it in its turn; else the first reading stands, and its veto with it.
    """
    refused: list[str] = []
    reading = found
    while isinstance(reading, Solved) and len(refused) < MAX_REFUSED and _vetoed(analysis, reading):
        refused.append(refused_key(reading.value, reading.number))
        again = _solve_fact(analysis.fact, pool, supports, refused=tuple(refused))
        if isinstance(again, _Need):
            return again
        if not isinstance(again, Solved) or not (
            _labelled_reading(analysis.fact, again) or _named_agent(analysis.fact, again)
        ):
            return found
        reading = again
    return found if isinstance(reading, Solved) and _vetoed(analysis, reading) else reading


_VALUE_LABEL = re.compile(r"^\W*(?P<label>[A-Z][^:|\n]{0,60}?)\W*:\W*$")
"""A line's label right before its value: "Overall length: *412 metres*", "- **Demolished:** *1962*"."""
_STATED_SUBJECT = re.compile(
    r"^\W*(?:the\s+)?(?P<subject>[^\W\d_]+(?: [^\W\d_]+){0,3}) (?:was|is) [\"“‘*_]*(?:the )?$",
    re.IGNORECASE,
)
"""A sentence opening on the asked thing, its value right after "was": "The test piece was *X*"."""


def _labelled_reading(fact: FactQuestion, solved: Solved) -> bool:
    """Whether ``solved`` is a labelled line's value, its label naming the asked fact.

    A sentence whose subject is made only of the asked words ("The test piece was ...") labels its value too.
    """
    sentences = [s for leaf in solved.leaves for s in leaf.sentences]
    if solved.origin is None or not sentences:
        return False
    sentence = sentences[0]
    named = any(keys and set(keys) <= sentence.section for keys in map(entity_keys, fact.entities))
    if sentence.section and not named:
        return False  # "Cost: £31,400" under "## The second grandstand" is the stand's, not the park's
    before = sentence.text[: solved.origin[1] - sentence.start]
    how = fact.wh.removeprefix("how ")
    asked = {key(w) for w in (*fact.terms, *fact.soft_terms, *HOW_MEASURES.get(how, "").split())}
    if (stated := _STATED_SUBJECT.match(before)) is not None:
        subject = {key(w.text) for w in words(stated.group("subject")) if w.text.lower() not in STOPWORDS}
        return bool(subject) and subject <= asked
    found = _VALUE_LABEL.match(before)
    if found is None:
        return False
    return bool(asked & {key(w.text) for w in words(found.group("label"))})


_BY_AGENT = re.compile(r"\bby\s+(?:the\s+[A-Za-z][\w -]{0,40}?,\s+)?$")
"""What stands before the doer of a deed told in the passive: "unveiled *by the Mayor,* Alderman Pell"."""


_DEED_REACH = 8
"""How many words before "by" the asked deed's verb may stand: "unveiled *at the Skelle Works* by ..."."""


def _named_agent(fact: FactQuestion, solved: Solved) -> bool:
    """Whether ``solved`` is the person a passive verb's "by" names, for a question asking who did a deed.

    "A memorial to the men who fell in the Great War was unveiled by the Mayor, Alderman Josiah Brigstock":
    once "Great War" is vetoed, the name after "by" is the one the sentence says did it.
    """
    sentences = [s for leaf in solved.leaves for s in leaf.sentences]
    if fact.answer_type is not AnswerType.PERSON or solved.origin is None or not sentences:
        return False
    before = sentences[0].text[: solved.origin[1] - sentences[0].start]
    by = _BY_AGENT.search(before)
    if by is None:
        return False
    # the asked deed's verb stands before "by": "*Printed* by J. Lark" names no one the prospectus named
    deed = {key(w.text) for w in words(before[: by.start()])[-_DEED_REACH:]}
    return any(key(t) in deed for t in fact.terms)


def _holders_query(fact: FactQuestion) -> str | None:
    """A query for the list of an office's holders, when the question asks who held it in a year.

    "Who edited the Courier in 1921?" is answered by a page of "Editors" with their years, which a query
    holding the year and the verb may not rank; the office's plural noun and its owner do.
    """
    offices = _office_nouns(fact)
    if offices is None:
        return None
    owners, nouns = offices
    return " ".join(dict.fromkeys([*owners, *(office_plural(n) for n in nouns)]))


def _office_nouns(fact: FactQuestion) -> tuple[list[str], list[str]] | None:
    """The owners and the office nouns of a question asking who held an office in one year, if it does."""
    years = [e for e in fact.entities if YEAR_DIGITS.fullmatch(e)]
    owners = [e for e in fact.entities if e not in years]
    asks_person = fact.answer_type is AnswerType.PERSON or fact.wh == "who"
    if not asks_person or len(years) != 1 or not (fact.terms or owners):
        return None
    # "editor" for "edited", not "editer", which would rank every page saying "edited"; "chairman" for
    # "chaired", the office noun its relation group writes, before a made-up "chairor"
    offices = [
        list(office_nouns(t)[:1])
        or [n for n in _agent_nouns(t) if key(n) != key(t) and t.endswith("ed")]
        or [t]
        for t in fact.terms
        if fold(t) not in TERM_VERBS
    ]
    return owners, [n for ns in offices for n in ns]


_TERM_HEADER = "term years"
"""The words a table of an office's holders heads the column of their years with ("| Chairman | Term |")."""


def _holders_table_query(fact: FactQuestion) -> str | None:
    """A query for the table of an office's holders: its owner, the office as its column names it, and "term".

    A list's short heading ("Chairmen") may stand alone as a chunk of its own, which the plural noun ranks
    above the table under it; the table's header row names the office in the singular beside its "Term".
    """
    offices = _office_nouns(fact)
    if offices is None:
        return None
    owners, nouns = offices
    return " ".join(dict.fromkeys([*owners, *nouns, _TERM_HEADER]))


def _holders_queries(fact: FactQuestion) -> tuple[str, ...]:
    """The queries for an office's list of holders, the second asked only when the first finds none.

    A list of each office's holders under its own short heading ("Treasurers") ranks below the minutes that
    name the office often; such lists stand on a page of the body's officers, which the word ranks.
    """
    listed, table = _holders_query(fact), _holders_table_query(fact)
    return () if listed is None or table is None else (listed, f"{listed} {_OFFICERS_WORD}", table)


def _list_rest_query(fact: FactQuestion, hits: Sequence[Hit]) -> tuple[str, ...]:
    """A query for the rest of a list of holders that a retrieved passage breaks off before the asked year.

    The next holder's row opens on the year the last row read closes, so that year ranks the passage
    holding the rest of the list.
    """
    listed = _holders_query(fact)
    cut = list_cut_year(fact, hits) if listed is not None else None
    return () if cut is None else (f"{listed} {cut}",)


_OFFICERS_WORD = "officers"
"""What a page listing the holders of a body's offices is called."""


def next_action(question: str, observations: Sequence[Observation] = (), *, supports: int = 1) -> Action:
    """Decide the next step for ``question`` given everything observed so far.

    Args:
        question: the question to answer.
        observations: search and calculation results so far, in any order.
        supports: how many independent evidence sentences to gather for each answered look-up; a first
            draft uses 1, a revision asked for more supports passes the configured minimum.

    Returns:
        ``Search`` or ``Calculate`` when more is needed, else ``Finish`` with the draft (which abstains
        with ``insufficient_evidence`` and a reason when the evidence does not meet the bar).
    """
    analysis = analyze_question(question)
    pool = _Pool(observations)
    result = _solve(analysis, pool, max(1, supports), asked=True)
    if isinstance(result, _Need):
        if result.queries:
            return Search(result.queries)
        return Calculate(result.expressions)
    if isinstance(result, _Failed):
        return Finish(abstain(analysis, result.reason, result.near))
    if (absent := absent_name_word(question, pool.hits)) is not None:
        return Finish(abstain(analysis, f"no passage searched names {absent!r}, as the question does", 0.0))
    return Finish(calibrated(compose(analysis, result)))


def reason(
    question: str,
    search: Callable[[str], Sequence[Hit]],
    *,
    supports: int = 1,
    max_steps: int = 16,
) -> Draft:
    """Answer ``question`` in-process by running ``next_action`` until it finishes.

    Searches are served by ``search`` and calculations by the built-in calculator; after ``max_steps``
    actions the draft abstains.
    """
    observations: list[Observation] = []
    for _ in range(max_steps):
        action = next_action(question, observations, supports=supports)
        if isinstance(action, Finish):
            return action.draft
        if isinstance(action, Search):
            observations.extend(SearchResult(q, tuple(search(q))) for q in action.queries)
        else:
            for expression in action.expressions:
                try:
                    observations.append(CalculationResult(expression, calculate(expression).value))
                except CalculationError as exc:
                    observations.append(CalculationResult(expression, None, exc.reason))
    return abstain(analyze_question(question), f"no answer within {max_steps} steps", 0.0)
