"""Ways English states a fact that the reader once missed, read on invented text.

A noun of a built thing that shares its stem with a verb ("the Kestrigg *works*", "the *house*") names the
thing, and a sentence answering of it need not state the verb ("work", "house") the stem also spells.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft
from canon_reason._text import words
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._quoted_names import quoted_names
from canon_reason.embedded._timed_agent import timed_agent

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
    dated = "The hall was formally opened on Tuesday, the 24th instant, by Ann Roe."
    assert timed_agent(dated, dated.index("opened") + 6, dated.index("Ann"))
    placed = "The hall was opened in 1892, in the presence of the Mayor, by Ann Roe."
    assert not timed_agent(placed, placed.index("opened") + 6, placed.index("Ann"))
