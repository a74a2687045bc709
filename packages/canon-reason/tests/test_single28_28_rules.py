"""Ways English states a fact that the reader once missed, read on invented text.

A noun of a built thing that shares its stem with a verb ("the Kestrigg *works*", "the *house*") names the
thing, and a sentence answering of it need not state the verb ("work", "house") the stem also spells.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._questions import analyze_question

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
