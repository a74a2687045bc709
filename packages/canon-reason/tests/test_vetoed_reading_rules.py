"""A single fact whose first reading the judge vetoes is read again, from a line labelled with the fact.

"Span of each arch: 28 metres" is no length of the viaduct; the judge refuses it, and the reader's next
value, "Overall length: 297 metres", answers. A veto says the reader was misled, so only a labelled line
naming the asked fact is taken; "is 41 km long" in a sentence after a vetoed "falls 52 metres" is not. A
pronoun after a sentence opening with a shorter name the title gives apart ("Bear Hollow replaced them. It
opened ...") means that shorter name's thing, not the longer one asked of.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome

_VIADUCT = {
    "viaduct.md": "# The Orrin Viaduct\n\nThe Orrin Viaduct carries the main road across the valley of the "
    "River Orrin.\n\nEngineer: Hal Brent\nOpened: May 1931\nArches: 9\nSpan of each arch: 28 metres\n"
    "Overall length: 297 metres\n"
}
_AQUEDUCT = {
    "farrow.md": "# The Farrow Aqueduct\n\nThe aqueduct falls 52 metres over its length.\n\n"
    "The Farrow aqueduct carries water from Lake Ombry to the city of Delham. It was built between 1896 and "
    "1901 and is 41 km long, partly in tunnel.\n"
}
_EXCHANGE = {
    "exchange.md": "# The Old Quarry Exchange\n\nThe Old Quarry Exchange served the town until the new "
    "building opened. It was sold in 1958 and demolished the following year, in 1959, to make way for "
    "shops.\n\nParticulars:\n\n- Opened: 1901\n- Demolished: 1959\n"
}
_CATS = {
    "cats.md": "# Big cats: Bear Hollow and Bear Hollow Lodge\n\nBear Hollow replaced the old pens. "
    "It opened in June 2004 on a wooded slope behind the aviaries.\n\nBear Hollow Lodge, the viewing "
    "building at the top of the Hollow, followed three years later.\n"
}


def _judged(texts: dict[str, str], question: str) -> Draft:
    return judged(Corpus.from_texts(texts), question)


def test_a_vetoed_measure_gives_way_to_a_line_labelled_with_the_asked_one() -> None:
    assert_answers(_judged(_VIADUCT, "How long is the Orrin Viaduct?"), "297 metres")


def test_a_vetoed_measure_does_not_give_way_to_a_sentence_of_prose() -> None:
    draft = _judged(_AQUEDUCT, "How long is the Farrow aqueduct?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_year_of_another_clause_gives_way_to_a_labelled_line() -> None:
    question = "In which year was the Old Quarry Exchange building demolished?"
    assert_answers(_judged(_EXCHANGE, question), "1959")


def test_a_pronoun_after_a_shorter_name_is_not_the_longer_names_thing() -> None:
    draft = _judged(_CATS, "When did Bear Hollow Lodge open?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(_judged(_CATS, "When did Bear Hollow open?"), "June 2004")


def test_a_short_name_of_the_titled_thing_itself_keeps_its_pronoun() -> None:
    texts = {
        "reservoir.md": "# Pellow Water Reservoir\n\nPellow Water was the company's second reservoir. "
        "It was commissioned on 3 June 1894.\n"
    }
    assert_answers(_judged(texts, "When was Pellow Water Reservoir commissioned?"), "3 June 1894")
