"""Which column of a table a cited row's value stands in, and whether that column is the asked one.

A Markdown table row cited alone ("| Hawk Elm | 1880 | | 9 feet |") no longer shows its header; the
reasoner, which has the passage, reads the header line above the row and checks the value's column against
the question. A value under "Girth" does not answer "How tall", nor one under "Planted" "When did it die".
"""

from __future__ import annotations

import re
from fractions import Fraction

from .._text import STOPWORDS, words
from ._fact import AnswerType, FactQuestion, read_fact
from ._lexicon import (
    EVENT_GROUPS,
    MONEY_WRITTEN,
    PAID_RATE_ASKED,
    YEAR_WORD,
    key,
    old_sum_pounds,
    relation_strength,
    relations_of,
    unit_family_of,
)
from ._tables import NO_PART

__all__ = [
    "column_of",
    "other_column_problem",
    "pounds_only_problem",
    "table_caption",
    "total_column_stands",
    "uncounted_table_problem",
    "whole_sum",
]

_TOTAL = key("total")
_TERM_HEADERS = frozenset(key(w) for w in "from to since until till".split())
"""Headers that bound a term of office ("| Name | From | To |")."""
_GENERIC = frozenset(key(w) for w in "year years date dates day month when name number no".split())
"""Header words that name no relation of their own: a "Year" column dates whatever its table is about."""


def _cells(line: str) -> list[str] | None:
    """The cells of a table line ("| a | b |" → ["a", "b"]), or ``None`` for a line of no table."""
    line = line.strip()
    if not line.startswith("|"):
        return None
    return [c.strip() for c in line.strip("|").split("|")]


def _is_rule(cells: list[str]) -> bool:
    return bool(cells) and all(c and set(c) <= set("-: ") for c in cells)


def _header(cells: list[str] | None, before: str) -> list[str] | None:
    """The header cells of the table a row of ``cells`` stands in, or ``None``.

    The header is the line above the last rule line of ``before``, when it has as many cells as the row.
    """
    lines = [c for line in before.splitlines() if (c := _cells(line)) is not None]
    rules = [i for i, c in enumerate(lines) if _is_rule(c)]
    if cells is None or not rules or rules[-1] == 0 or len(lines[rules[-1] - 1]) != len(cells):
        return None
    return lines[rules[-1] - 1]


def column_of(value: str, row: str, before: str) -> tuple[str, list[str], str] | None:
    """The header of the column ``value`` stands in within ``row``, the table's other headers, the row's name.

    ``before`` is the text above the row in its paragraph; its table's header is the line just above the
    rule line ("|---|---|"). ``None`` when the row is no table row, has no header, or the value stands in
    no single cell.
    """
    cells = _cells(row)
    header = _header(cells, before)
    if cells is None or header is None:
        return None
    holding = [i for i, c in enumerate(cells) if value and value in c]
    if len(holding) != 1 or holding[0] == 0:
        return None  # the first cell names the row's thing; a value in two cells is ambiguous
    at = holding[0]
    return header[at], [h for i, h in enumerate(header) if i not in (0, at)], cells[0]


_SHILLINGS_HEADER = re.compile(r"^\W*(?:s\.?|shillings)\W*$", re.IGNORECASE)
_PENCE_HEADER = re.compile(r"^\W*(?:d\.?|pence)\W*$", re.IGNORECASE)


def _sum_cells(value: str, row: str, before: str) -> tuple[str, str, str] | None:
    """The pounds, shillings and pence cells of the sum whose pounds ``value`` is, in "£ | s. | d." columns.

    The figure's own cell must stand under a "£" header (it may be the second of two "£" columns) and the
    next two under "s." and "d.".
    """
    cells = _cells(row)
    heads = _header(cells, before)
    figure = value.strip().lstrip("£")
    holding = [i for i, c in enumerate(cells or []) if figure and figure in c]
    if cells is None or heads is None or len(holding) != 1 or "£" not in heads[holding[0]]:
        return None
    at = holding[0]
    parts = [(h, c.strip(" *")) for h, c in zip(heads[at + 1 : at + 3], cells[at + 1 : at + 3], strict=False)]
    if len(parts) != 2 or not (_SHILLINGS_HEADER.match(parts[0][0]) and _PENCE_HEADER.match(parts[1][0])):
        return None
    return cells[at].strip(" *£"), parts[0][1], parts[1][1]


def whole_sum(value: str, row: str, before: str) -> tuple[str, Fraction] | None:
    """The whole sum a row writes in "£ | s. | d." columns, ``value`` its pounds, and its figure in pounds.

    "| **Total of account** | **1,447** | **3** | **6** |" totals "£1,447 3s. 6d.", 1447 + 3/20 + 6/240
    pounds; ``None`` where the figure stands under no such columns, or a part is no whole number ("-" is 0).
    """
    found = _sum_cells(value, row, before)
    if found is None:
        return None
    pounds, shillings, pence = (("0" if c in NO_PART else c) for c in found)
    written = f"£{pounds} {shillings}s. {pence}d."
    figure = old_sum_pounds(written)
    return None if figure is None else (written, figure)


def pounds_only_problem(value: str, row: str, before: str) -> list[str]:
    """The pounds of a sum a table writes in "£ | s. | d." columns, given without its shillings and pence.

    "| **Total of final account** | **2,981** | **7** | **6** |" totals £2,981 7s. 6d.: "2,981" is part of it,
    and a difference counted from it is short by the shillings and pence. A row whose other parts are nought
    ("| 2,740 | 0 | 0 |") gives its whole sum in pounds.
    """
    found = _sum_cells(value, row, before)
    if found is None or all(c in (*NO_PART, "0") for c in found[1:]):
        return []
    whole = f"£{value.strip().lstrip('£')} {found[1]}s. {found[2]}d."
    return [f"the answer {value!r} is only the pounds of {whole}"]


def _content_keys(text: str) -> set[str]:
    return {key(w.text) for w in words(text) if w.text.lower() not in STOPWORDS and not w.text[:1].isdigit()}


def _matches(question_keys: set[str], header: str) -> bool:
    """Whether a header names the question's relation: a shared word or a word of the same group."""
    return _matched(question_keys, header) > 0


_DEED_NOUNS = {key("sold"): key("sales"), key("lent"): key("loans"), key("issued"): key("issues")}
"""A header's participle → the noun a question names the same deed by: "Units *sold*" counts the *sales*."""


def _matched(question_keys: set[str], header: str) -> int:
    """How many of the question's words a header names (a shared word or a word of the same group)."""
    keys = _content_keys(header) - _GENERIC
    keys |= {_DEED_NOUNS[k] for k in keys if k in _DEED_NOUNS}
    return sum(relation_strength(q, keys) >= 1.0 for q in question_keys)


def _value_column(value: str, row: str, before: str) -> tuple[str, list[str], str] | None:
    """``column_of`` the value, or of its figure alone ("30 Day" gives words of its column)."""
    found = column_of(value, row, before)
    figure = next(iter(value.split()), "")
    if found is None and figure[:1].isdigit() and figure != value:
        found = column_of(figure, row, before)
    return found


_SUM_HEADERS = frozenset(
    key(w)
    for w in (
        "wage wages rate rates pay paid price prices cost costs fee fees rent rents salary salaries value "
        "sum sums amount receipts takings earnings income expenditure charge charges tolls dues"
    ).split()
)
"""Header words of a column of sums: "Weekly wage", "Price per dozen", "Receipts"."""


def _unpaid_column_problem(question: str, header: str, value: str) -> list[str]:
    """A bare figure of a column naming no sum, given for the rate, wage or price a question asks.

    "What daily rate did the strikers ask for in 1911?" is not answered from the 1911 row's
    "Tuning-forks" column, whose "fork" the question shares: the column counts forks made, and pays nothing.
    """
    if PAID_RATE_ASKED.search(question) is None or MONEY_WRITTEN.search(f"{value} {header}"):
        return []
    keys = _content_keys(header)
    if not keys or keys & (_SUM_HEADERS | _GENERIC) or YEAR_WORD.search(header):
        return []
    return [f"the answer {value!r} stands in the column {header!r}, which holds no sum"]


def _asked_words(fact: FactQuestion) -> set[str]:
    """The keys of the question's terms, soft terms and unit: what a column's name may give."""
    return {key(t) for t in (*fact.terms, *fact.soft_terms, *([fact.unit] if fact.unit else []))}


def other_column_problem(question: str, value: str, row: str, before: str) -> list[str]:
    """Why a table value stands in another column than the one the question asks about, as reasons.

    Under "| Tree | Planted | Height | Girth |" the value of the "Girth" column does not answer "How tall is
    the Hawk Elm?" when another column ("Height") names the asked measure; a value under "Height, 1990" does
    not answer for 2020 when a "Height, 2020" column stands beside it; and a year under "Planted" does not
    date the death "In what year did its planter die?" asks about, an event no word of the header names (a
    "Year" column names none, so it dates anything). Of two headers naming the asked measure, the one naming
    more of its words holds it: "Ewes counted" shares "ewe" with "the average fleece weight per ewe", but
    "Average fleece weight per ewe" is the weight's column. A row keyed by the year the question asks about
    is the subject's.
    """
    found = _value_column(value, row, before)
    if found is None:
        return []
    header, others, name = found
    if problems := _unpaid_column_problem(question, header, value) or pounds_only_problem(value, row, before):
        return problems
    fact = read_fact(question)
    named = {key(w.text) for e in fact.entities for w in words(e)}
    if problems := _named_column_problem(question, fact.entities, value, (header, others, name)):
        return problems
    asked = _asked_words(fact)
    if _term_bound_problem(fact, asked, named, header, name):
        return [
            f"the answer {value!r} bounds the term of {name!r} in the column {header!r}, not the asked event"
        ]
    if not named & _content_keys(name):
        keyed = YEAR_WORD.match(name)
        if keyed is not None and keyed.group() in YEAR_WORD.findall(question):
            return _year_row_problem(fact, asked, value, header, others)
        return []  # a row of another thing, or a table whose columns are the things ("| | Arm A | Arm B |")
    heading = _content_keys(header) - _GENERIC
    events = [k for k in asked if set(relations_of(k)) & EVENT_GROUPS]
    if fact.answer_type is AnswerType.DATE and "born" in {g for k in events for g in relations_of(k)}:
        if {key(w.text) for w in words(header)} <= _TERM_HEADERS:
            # "| Name | From | To |": a year of an office list bounds a term, and dates no birth
            return [f"the answer {value!r} stands in the column {header!r} of a term, not a date of birth"]
    if fact.answer_type is AnswerType.DATE and events and heading:
        # "planter" shares a stem with "Planted", but the asked event is the death; a cell may name its own
        # event beside the year ("Shut 1901; demolished 1950" under "Fate")
        cell = next((c for c in _cells(row) or [] if value in c), "")
        if not any(relation_strength(k, heading | _content_keys(cell)) > 0 for k in events):
            return [f"the answer {value!r} stands in the column {header!r}, not a date of the asked event"]
        return []
    years = set(YEAR_WORD.findall(question))
    dated = [h for h in others if set(YEAR_WORD.findall(h)) & years]
    if years and YEAR_WORD.search(header) and not set(YEAR_WORD.findall(header)) & years and dated:
        # "Height, 1968" beside "Height, 2019" for a height asked in 2019
        return [f"the answer {value!r} stands in the column {header!r}, not in {dated[0]!r}"]
    if _matches(asked, header):
        return _fuller_column_problem(asked, value, header, others)
    if any(_matches(asked, h) for h in others):
        return [f"the answer {value!r} stands in the column {header!r}, not the one the question asks about"]
    return []


_TERM_GROUPS = frozenset(
    {"retire", "appoint", "succeed", "elect", "leave", "die", "hold", "operate", "found"}
)
"""Relations a term of office begins or ends with, which a "From" or "To" column may date."""


def _term_bound_problem(fact: FactQuestion, asked: set[str], named: set[str], header: str, name: str) -> bool:
    """Whether a date asked of an event stands under "From" or "To" in the row of a holder not asked of.

    "| Ann Roe | 1912 | 1938 | Retired on the sale of the Gardens |" dates Roe's leaving, not the sale its
    note tells of, which may have come the year before.
    """
    if fact.answer_type is not AnswerType.DATE or not name.strip():
        return False
    if not {key(w.text) for w in words(header)} <= _TERM_HEADERS or not words(header):
        return False
    if (named | asked) & _content_keys(name):
        return False
    return not any(set(relations_of(k)) & _TERM_GROUPS for k in asked)


def _year_row_problem(
    fact: FactQuestion, asked: set[str], value: str, header: str, others: list[str]
) -> list[str]:
    """Why a value of a row keyed by the asked year stands in another column than the asked one.

    Its cells may name the subject, so only a header naming the counted noun where this one names no asked
    word, a total beside a part, a header naming the asked deed, or a fuller header, is sure.
    """
    counted = {key(fact.unit)} if fact.wh == "how many" and fact.unit else set()
    totals = [h for h in others if _TOTAL in _content_keys(h)]
    if _TOTAL in asked and _TOTAL in _content_keys(header):
        return []  # "What was the total of tolls and stallage?" is the "Total" column's, whatever it sums
    if _TOTAL in asked and totals:
        # "What was the total of tolls and stallage in 1872?" under "| Horse tolls | Stallage | Total |"
        return [f"the answer {value!r} stands in the column {header!r}, not in {totals[0]!r}"]
    if _content_keys(header) and _content_keys(header) <= _TOTAL_HEADER and _TOTAL not in asked:
        # "How many safety bicycles ...?" under "| High bicycles | Safeties | Total |" asks the safeties
        asked_columns = [
            h
            for h in others
            if (keys := _content_keys(h)) and keys <= asked and not keys <= _TOTAL_HEADER | _GENERIC
        ]
        if asked_columns:
            return [f"the answer {value!r} stands in the column {header!r}, not in {asked_columns[0]!r}"]
    if (whole := _whole_beside_part(header, others, asked)) is not None:
        return [f"the answer {value!r} counts only the {header!r}; the {whole!r} column counts all"]
    bare_totals = [h for h in totals if _content_keys(h) <= _TOTAL_HEADER]
    named_keys = {key(w.text) for e in fact.entities for w in words(e)}
    if bare_totals and not (_content_keys(header) & (asked | named_keys)) and header not in bare_totals:
        # "How many carriages were built in 1860?" under "| Year | Broughams | Landaus | Total |"
        return [f"the answer {value!r} counts only the {header!r}; the {bare_totals[0]!r} column counts all"]
    if (whole := _total_of_pair(fact.text, header, others)) is not None:
        return [f"the answer {value!r} counts only the {header!r}; the {whole!r} column counts both"]
    naming = [h for h in others if _matches(counted, h)]
    if counted and not _matches(asked, header) and naming:
        if not _totals(header, naming, counted, asked):
            return [f"the answer {value!r} stands in the column {header!r}, not the asked one"]
    if counted and (total := _total_column(header, others, counted, asked)) is not None:
        return [f"the answer {value!r} counts only the {header!r}; the {total!r} column counts all"]
    if counted and (done := _deed_column(header, others, counted, asked, fact.terms)) is not None:
        return [f"the answer {value!r} stands in the column {header!r}, not in {done!r}"]
    named = {key(w.text) for e in fact.entities for w in words(e)}
    terms = {key(t) for t in fact.terms}
    naming = [h for h in others if _matches(terms, h)]
    if not _matches(asked, header) and not named & _content_keys(header) and len(naming) == 1:
        # "What were the sales in 1913?" under "Units generated", beside "Units sold"
        return [f"the answer {value!r} stands in the column {header!r}, not in {naming[0]!r}"]
    thing = len(naming) == 1 and _named_thing(terms, naming[0])
    if fact.unit in _LOTS and thing and not _matches(terms | counted, header):
        # "How many dozen hay-forks did the works make?" under "Hands employed", beside "Forks (doz.)": the
        # works, which employ hands, is only whose the forks were
        return [f"the answer {value!r} stands in the column {header!r}, not in {naming[0]!r}"]
    return _fuller_column_problem(asked, value, header, others)


_LOTS = frozenset({"dozen", "gross", "score"})
"""Units that count lots of a thing the question names after them: "How many *dozen* hay-forks ...?"."""


def _named_thing(terms: set[str], header: str) -> bool:
    """Whether ``header`` names a thing the question's terms name by its own word, not by a relation's."""
    return bool(terms & _content_keys(header))


def _entity_column(entities: tuple[str, ...], header: str, others: list[str], name: str) -> str | None:
    """The other header naming an asked entity that neither ``header`` nor the row's ``name`` names.

    Under "| Year | Carried at Brimsey | Carried at Tollgarth |" the 1874 row's first figure is Brimsey's:
    "How many were carried at Tollgarth in 1874?" is answered from the column naming Tollgarth.
    """
    for entity in entities:
        keys = {key(w.text) for w in words(entity) if w.text[:1].isupper()}
        if not keys or keys <= _content_keys(name) or keys <= _content_keys(header):
            continue
        own = [h for h in others if keys <= _content_keys(h)]
        if len(own) == 1:
            return own[0]
    return None


def _named_column_problem(
    question: str, entities: tuple[str, ...], value: str, found: tuple[str, list[str], str]
) -> list[str]:
    """A value under a header that another header outnames: the asked entity's, or the asked compound's."""
    header, others, name = found
    own = _entity_column(entities, header, others, name) or _compound_column(question, header, others)
    if own is None:
        return []
    return [f"the answer {value!r} stands in the column {header!r}, not in {own!r}, the asked one"]


_COMPOUND = re.compile(r"\b(?P<first>[a-z]+)-(?P<second>[a-z]+)\b")
"""A hyphened compound whose first part sets its kind apart: "*out*-patients", "*up*-line", "*part*-time"."""


def _compound_column(question: str, header: str, others: list[str]) -> str | None:
    """The other header giving the question's compound whole where ``header`` gives it another first part.

    "How many out-patients ...?" is not answered under "In-patients admitted" beside an "Out-patients"
    column: the two share "patients", which is all the word-by-word reading of the question keeps.
    """
    for asked in _COMPOUND.finditer(question.lower()):
        first, second = asked.group("first"), asked.group("second")
        given = [m for m in _COMPOUND.finditer(header.lower()) if m.group("second") == second]
        if given and all(m.group("first") != first for m in given):
            own = [h for h in others if asked.group() in h.lower()]
            if len(own) == 1:
                return own[0]
    return None


_TOTAL_HEADER = frozenset({key("total"), key("all"), key("whole")})


_PAIR_COUNTED = re.compile(r"\bhow many (?:more |fewer |less )?(?P<first>[a-z]+) and (?P<second>[a-z]+)\b")
"""A count of two kinds together: "How many *officers and men* were in the garrison?"."""


def _total_of_pair(question: str, header: str, others: list[str]) -> str | None:
    """The "Total" column where the question counts two kinds together and ``header`` names only one.

    "How many officers and men were in the garrison?" is answered under "Total garrison", not "Officers".
    """
    pair = _PAIR_COUNTED.search(question.lower())
    if pair is None:
        return None
    kinds = {key(pair["first"]), key(pair["second"])}
    own = _content_keys(header)
    if len(own & kinds) != 1:
        return None
    return next((h for h in others if _TOTAL in _content_keys(h)), None)


def _whole_beside_part(header: str, others: list[str], asked: set[str]) -> str | None:
    """The "Total" column giving the asked words where ``header`` gives them with a part's word of its own.

    "The number of scholars on the books" is counted under "Total on the books", not under "Boys on the
    books": both share the asked "books", and the one adds a word the question never gives ("Boys") where
    the other adds only a total's.
    """
    own = _content_keys(header) - _GENERIC
    shared, extra = own & asked, own - asked
    if not shared or not extra or extra & _TOTAL_HEADER:
        return None
    if any((_content_keys(h) - _GENERIC) & asked > shared for h in others):
        return None  # "Boys on the books" beside "Girls on the books" for "How many boys ...?"
    for other in others:
        keys = _content_keys(other) - _GENERIC
        if keys & asked == shared and keys - asked and keys - asked <= _TOTAL_HEADER:
            return other
    return None


def _counts_part(header: str, counted: set[str], asked: set[str]) -> bool:
    """Whether ``header`` names the counted noun with a word the question does not ask ("Day boys").

    Words in brackets that are not the counted noun say how the count was taken, not which part it counts:
    "Hands (average)" counts all the hands, and a "Total" beside it sums other columns; the unit of "Drop
    shot (tons)" is the counted noun of "How many tons ...?".
    """
    unbracketed = _BRACKETED.sub(
        lambda m: m.group() if {key(w.text) for w in words(m.group())} & counted else " ", header
    )
    keys = {key(w.text) for w in words(unbracketed)}  # "Day" qualifies "boys", though it is a word of time
    return counted <= keys and bool(keys - counted - asked)


_BRACKETED = re.compile(r"\([^()]*\)")


def _counts_total(header: str, counted: set[str]) -> bool:
    """Whether ``header`` names a total ("Total", "Total boys")."""
    rest = _content_keys(header) - counted
    return bool(rest) and rest <= _TOTAL_HEADER


def _total_column(header: str, others: list[str], counted: set[str], asked: set[str]) -> str | None:
    """The "Total" column beside a column counting only some of the asked things ("Day boys" of "boys").

    "How many boys were in the school in 1866?" asks the total, not the day boys of "| Year | Boarders | Day
    boys | Total |": a header naming the counted noun with a word the question does not ask, beside a header
    naming a total, counts only a part.
    """
    if not _counts_part(header, counted, asked):
        return None
    return next((h for h in others if _counts_total(h, counted)), None)


def total_column_stands(question: str, header: str, headers: list[str]) -> bool | None:
    """Whether a row's cell under ``header`` holds the count asked, where its table gives a part and a total.

    "How many boys were in the school?" is answered under "Total" of "| Year | Boarders | Day boys | Total |"
    (``True``), not under "Day boys", which counts a part (``False``), and "the number of scholars on the
    books" under "Total on the books", not "Boys on the books"; ``None`` where the table gives no such pair
    of columns.
    """
    fact = read_fact(question)
    others = [h for h in headers if h != header]
    given = _asked_words(fact)
    if _whole_beside_part(header, others, given) is not None:
        return False
    if any(_whole_beside_part(h, [header, *others], given) == header for h in others):
        return True
    if _total_of_pair(question, header, others) is not None:
        return False
    if any(_total_of_pair(question, h, [header]) == header for h in others):
        return True
    if (bare := _bare_total_stands(fact, header, others)) is not None:
        return bare
    if fact.wh != "how many" or not fact.unit:
        return None
    counted = {key(fact.unit)}
    asked = {key(t) for t in (*fact.terms, *fact.soft_terms)} | counted
    if _total_column(header, others, counted, asked) is not None:
        return False
    if _counts_total(header, counted) and any(_counts_part(h, counted, asked) for h in others):
        return True
    return None


def _bare_total_stands(fact: FactQuestion, header: str, others: list[str]) -> bool | None:
    """Whether ``header`` is a bare "Total" column, where the question names no other column's words.

    "How many hands in all were employed in 1881?" is answered under "Total" of "| Year | Rope-walk | Frame
    yard and shops | Total |" (``True``), not under either part (``False``); ``None`` where the table has no
    bare total, or the question names a part's column.
    """
    headers = [header, *others]
    bare = [h for h in headers if _content_keys(h) and _content_keys(h) <= _TOTAL_HEADER]
    given = _asked_words(fact) | {key(w.text) for e in fact.entities for w in words(e)}
    if not bare or any(_content_keys(h) & given for h in headers if h not in bare):
        return None
    return header in bare


def _totals(header: str, naming: list[str], counted: set[str], asked: set[str]) -> bool:
    """Whether ``header`` is a "Total" column and each header naming the counted noun counts only a part."""
    return _counts_total(header, counted) and all(_counts_part(h, counted, asked) for h in naming)


def _deed_column(
    header: str, others: list[str], counted: set[str], asked: set[str], terms: tuple[str, ...]
) -> str | None:
    """The one other header naming the asked deed, where ``header`` gives the noun a word of its own.

    "How many volumes did the library lend in 1904?" is not answered under "Volumes in stock", which counts
    the volumes as something else than lent, when "Lending issues" stands beside it; "Houses supplied" or
    "Hands employed" only say what the count is of.
    """
    done = {key(t) for t in terms} - counted
    if not _matches(counted, header) or _matches(done, header):
        return None
    own = [
        w.text
        for w in words(header)
        if w.text.isalpha()
        and len(w.text) > 3
        and not w.text.lower().endswith("ed")
        and w.text.lower() not in STOPWORDS
        and key(w.text) not in counted | asked | _GENERIC
    ]
    naming = [h for h in others if _matches(done, h)]
    return naming[0] if own and len(naming) == 1 else None


def _fuller_column_problem(asked: set[str], value: str, header: str, others: list[str]) -> list[str]:
    """A value under a header naming fewer of the question's words than another header of its table."""
    best = max(others, key=lambda h: _matched(asked, h), default="")
    if _matched(asked, header) == 0 or _matched(asked, best) <= _matched(asked, header):
        return []
    # "Ewes counted" shares "ewe" with "fleece weight per ewe"; "Fleece weight per ewe" names more
    return [f"the answer {value!r} stands in the column {header!r}, not in {best!r}"]


_HOW_MANY = re.compile(r"^how many (?P<noun>[a-z]+s)\b")
_ANY_COUNTED = frozenset(key(w) for w in "people persons individuals things items times".split())
"""Nouns a count may be asked by whatever its table calls the counted things."""
_HEADING_LINE = re.compile(r"^#+\s", re.MULTILINE)


_COUNTS_OF = {key("members"): frozenset({key("strength")})}
"""Counted noun → nouns naming the count of those things: a body's *strength* is its number of members."""


def uncounted_table_problem(question: str, value: str, row: str, head: str) -> list[str]:
    """Why a table's figure does not count the things "How many *members*" asks of, as reasons.

    The value's column names what it counts ("| Year | Shops let |" gives no number of members); a
    column named by a year takes its counted noun from the caption or title above the table ("how many
    workers each mill paid"), read from ``head`` (the passage above the row, from its last
    heading). A passage that starts at such a table says nothing of what it counts, and is left alone.
    """
    asked = _HOW_MANY.match(question.strip().lower())
    if asked is None or "|" not in row or value not in row:
        return []
    noun = key(asked.group("noun"))
    if noun in _ANY_COUNTED or unit_family_of(noun) not in (None, "people"):
        return []
    found = column_of(value, row, head.split("\n\n")[-1])
    if found is not None and total_column_stands(question, found[0], [found[0], *found[1]]):
        return []  # "Total" beside "Day boys" counts the boys
    header = _content_keys(found[0]) - _GENERIC if found is not None else set()
    caption = table_caption(head).splitlines()
    if not header and not caption:
        return []
    said = header | {key(w.text) for line in caption for w in words(line)}
    if any(k.startswith(noun) or relation_strength(noun, (k,)) >= 1.0 for k in said):
        return []
    if said & _COUNTS_OF.get(noun, frozenset()):
        return []  # "Strength and Capitation" over a corps' returns: its strength is its number of members
    return [f"the table giving {value!r} never says it counts {asked.group('noun')}"]


def table_caption(head: str) -> str:
    """The prose lines above a table under its last heading, read from ``head`` (the passage above a row)."""
    headings = list(_HEADING_LINE.finditer(head))
    above = head[headings[-1].start() :] if headings else head
    return "\n".join(line for line in above.splitlines() if line.strip() and "|" not in line)
