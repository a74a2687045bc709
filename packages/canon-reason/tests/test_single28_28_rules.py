"""Ways English states a fact that the reader once missed, read on invented text.

A noun of a built thing that shares its stem with a verb ("the Kestrigg *works*", "the *house*") names the
thing, and a sentence answering of it need not state the verb ("work", "house") the stem also spells.
"""

from pipeline_judge import assert_answers, fact_of, judged, whole_hit

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft
from canon_reason._text import words
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._quoted_names import quoted_names
from canon_reason.embedded._timed_agent import timed_agent
from canon_reason.embedded._year_series import year_row_query

HISTORY = (
    "# History of the Kestrigg tannery\n\n"
    "The tannery at Kestrigg was begun in 1802 by Amos Vaddock. The Vaddock family sold the tannery in 1911 "
    "to Brimshaw Leathers Limited, which closed it in 1958.\n"
)


def _terms(question: str) -> tuple[str, ...]:
    fact = analyze_question(question).fact
    assert fact is not None
    return fact.terms


def test_a_built_thing_s_noun_is_no_verb_the_sentence_must_state():
    assert "works" not in _terms("Which company bought the Kestrigg works from the Vaddock family?")
    assert "house" not in _terms("Who owned the house in Tallowden Lane?")


def test_a_modifier_of_another_noun_or_a_verb_stays_asked():
    assert "house" in _terms("How high was the boiler house chimney at Tallowden?")
    assert "works" in _terms("Where does Amos Vaddock work and who works with him?")


def test_the_buyer_of_the_works_is_read():
    bought = judged(
        Corpus.from_texts({"history.md": HISTORY}),
        "Which company bought the Kestrigg works from the Vaddock family?",
    )
    assert_answers(bought, "Brimshaw Leathers Limited")


# A name in quotes or italics after a naming phrase, or set off by a comma after the asked noun, is the
# name the sentence gives: the reader once took the words before the marks ("call "the", "publish a").
NOTES = (
    "# Notes on the Ivelthorpe ropewalk\n\n"
    'The old steam crane by the quay, which the riggers call "the Grey Gander", was broken up in 1931.\n\n'
    'Each shift was started by a brass bell known to the spinners as "the Old Thunderer", rung from the '
    "gallery.\n\n"
    "The apprentices of Saltmarden School publish a newsletter, *The Hobcarrow Herald*, which is sold at "
    "the gate.\n"
)


def _ask_notes(question: str) -> Draft:
    return judged(Corpus.from_texts({"notes.md": NOTES}), question)


def test_a_quoted_name_after_a_naming_verb_is_the_name():
    assert_answers(
        _ask_notes("What did the riggers call the old steam crane by the quay?"), "the Grey Gander"
    )


def test_a_quoted_name_after_known_as_is_the_name_a_by_what_name_question_asks():
    assert_answers(
        _ask_notes("By what name did the spinners know the brass bell that started each shift?"),
        "the Old Thunderer",
    )


def test_an_italic_name_set_off_after_the_asked_noun_is_its_name():
    assert_answers(_ask_notes("What was the apprentices' newsletter called?"), "The Hobcarrow Herald")


def test_a_quotation_with_no_naming_phrase_names_nothing():
    said = 'The foreman wrote, "The Gander is broken", and the Hobcarrow Herald, "Thunderer" said nothing.'
    assert quoted_names(said, words(said), frozenset({"crane"})) == []
    called = 'The crane, which they call "the Grey Gander", stood by the quay.'
    assert [m.text for m in quoted_names(called, words(called), frozenset())] == ["the Grey Gander"]


# The agent of a passive verb after the time of the deed, set off by commas: only the date stands between.
OPENING = (
    "# Opening of the New Corn Hall at Pemberlake\n\n"
    "*From the Cradmoor Gazette, Saturday 28 May 1892.*\n\n"
    "PEMBERLAKE, MAY 26. — The new Corn Hall at Pemberlake was formally opened on Tuesday, the 24th "
    "instant, by Lady Margaret Ostrelle, in the presence of the Trustees.\n"
)


def test_a_doer_after_a_time_phrase_set_off_by_commas_is_the_passive_verb_s_agent():
    opened = judged(Corpus.from_texts({"opening.md": OPENING}), "Who formally opened the new Corn Hall?")
    assert_answers(opened, "Lady Margaret Ostrelle")


def test_only_a_time_phrase_may_part_the_verb_from_its_by():
    dated = "The baths were opened on Friday, the 9th instant, by Ann Roe."
    assert timed_agent(dated, dated.index("opened") + 6, dated.index("Ann"))
    placed = "The hall was opened in 1892, in the presence of the Mayor, by Ann Roe."
    assert not timed_agent(placed, placed.index("opened") + 6, placed.index("Ann"))


# A yearly series whose head alone was retrieved: its title with the asked year finds the year's row.
SERIES_TITLE = "Ostrelle Ropeworks: Output, Hands and Wages, Selected Years 1850–1900"


def test_the_head_of_a_yearly_series_asks_for_the_asked_year_s_row():
    head = whole_hit("returns.md", "*Compiled from the partners' yearly returns.*", SERIES_TITLE)
    fact = fact_of("How many coils were finished at the Ostrelle Ropeworks in 1890?")
    assert year_row_query(fact, [head]) == f"{SERIES_TITLE} 1890"


def test_no_row_is_sought_outside_the_series_span_or_once_the_year_is_retrieved():
    head = whole_hit("returns.md", "*Compiled from the partners' yearly returns.*", SERIES_TITLE)
    row = whole_hit("returns.md", "| 1890 | 4,640 | 80 | £2,140 |", SERIES_TITLE)
    assert (
        year_row_query(fact_of("How many coils were finished at the Ostrelle Ropeworks in 1910?"), [head])
        is None
    )
    asked = fact_of("How many coils were finished at the Ostrelle Ropeworks in 1890?")
    assert year_row_query(asked, [head, row]) is None


def test_a_plural_looking_modifier_is_no_counted_noun():
    # "the number of gas consumers" counts consumers, not "gas"
    rows = (
        "# Welbishop Gas Works: Yearly Figures, 1880–1913\n\n"
        "| Year | Gas made (tons) | Number of consumers |\n|---|---|---|\n"
        "| 1880 | 62 | 1,840 |\n| 1913 | 289 | 8,840 |\n"
    )
    counted = judged(Corpus.from_texts({"figures.md": rows}), "What was the number of gas consumers in 1913?")
    assert_answers(counted, "8,840")
    assert "gas" not in (counted.value or counted.answer)
