"""The lowest tender accepted "that of" its maker; a trade noun asks for a person; an office asked in capitals
keeps to its own section of a list; a noun of a works that modifies another asks no relation, where an
ordinal before a noun still does; and a day a report gives with no year is dated by the report's title."""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._scoring import _modifying_terms

_TENDERS = """# ABSTRACT OF TENDERS — New Rope Store, Orby Works

Tenders opened at the works office, 14th August 1899

| Contractor | Address | Sum tendered |
|---|---|---|
| Amos Kell & Sons | Market Orby | £1,980 0s. 0d. |
| Jabez Tull & Son | Widby | £1,845 0s. 0d. |
| Ruth Dunn | Kettby | £1,902 10s. 0d. |

Resolved by the Board, 21st August 1899: that the lowest tender, that of Jabez Tull & Son, be accepted.
"""


def test_the_lowest_tender_accepted_is_that_of_its_maker():
    corpus = Corpus.from_texts({"tenders.md": _TENDERS})
    asked = "Which contractor's tender was accepted for the New Rope Store in 1899?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Jabez Tull & Son", draft.value
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback


def test_a_trade_noun_asks_for_a_person():
    assert read_fact("Which greenkeeper was engaged to lay the green?").answer_type is AnswerType.PERSON
    assert read_fact("Which tollkeeper took the fee?").answer_type is AnswerType.PERSON
    assert read_fact("Which smith shod the horse?").answer_type is not AnswerType.PERSON  # the ending alone


_OFFICERS = """# Office List: Chairmen and Secretaries of the Orby Rope Company Limited

## Chairmen of the Board

| Name | From | To |
|---|---|---|
| Amos Kell | 1887 | 1911 |
| Ruth Dunn | 1911 | 1924 |

## Secretaries

| Name | From | To |
|---|---|---|
| Jabez Tull | 1887 | 1919 |
| Eli Tull | 1919 | 1946 |
"""


def test_an_office_asked_in_capitals_is_not_read_from_another_offices_section():
    corpus = Corpus.from_texts({"officers.md": _OFFICERS})
    draft = reason("Who was Chairman of the company in 1919?", lambda q: search(corpus, q, 3))
    assert draft.value != "Eli Tull", draft.value


def test_only_a_works_noun_before_another_term_is_a_modifier():
    asked = tuple(key(w) for w in ("laid", "topmost", "brick", "works", "chimney"))
    assert _modifying_terms("Who laid the topmost brick of the works chimney?", asked) == {key("works")}
    first = tuple(key(w) for w in ("first", "foreman", "cutting", "room"))
    assert not _modifying_terms("Who was the first foreman of the cutting room?", first)


_CLOSURE = """# ORBY AND DISTRICT ADVERTISER — 1st November 1968

## END OF AN OLD TOWN FIRM

The Mill Row works of Kell & Tull Ltd. closed yesterday, 31st October, after making rope and twine in the
town for nearly two centuries. The last 34 employees were paid off on Thursday afternoon.

The directors blame the loss of the export trade and the decline of the fishing fleet for the closure.
"""


def test_a_day_a_report_gives_is_dated_in_the_year_of_its_title():
    corpus = Corpus.from_texts({"closure.md": _CLOSURE})
    draft = reason("On what date did the Mill Row works close?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "31st October 1968", draft.value
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback
    draft = reason("In what year did the Mill Row works close?", lambda q: search(corpus, q, 3))
    assert draft.value == "1968", draft.value


_GATES = """# Orby Mercury, 7th November 1986

## LAST ROPE AT MILL ROW

Ropes were spun in Orby for the last time on Friday last, when the works of Kell & Tull Ltd closed its
gates on 31st October. The 22 remaining hands received their notices in August.
"""


def test_a_month_read_alone_gives_way_to_the_day_dated_by_its_report():
    corpus = Corpus.from_texts({"gates.md": _GATES})
    draft = reason("On what date did the Kell & Tull works close?", lambda q: search(corpus, q, 3))
    assert draft.value == "31st October 1986", draft.reason
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback
