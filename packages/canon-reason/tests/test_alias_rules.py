"""Aliases given by reference: "it is known locally as X" and "Known locally as X, the church ..." call the
passage's subject X, even under a title with a place after a comma; "locally" and "local people" are no
relation a sentence must state; a name written before an alias that people "call" is not taken for it."""

import pytest

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._candidates import leading_name
from canon_reason.embedded._reasoner import reason

CORPUS = Corpus.from_texts(
    {
        "crossing.md": "# Sedley Crossing\n\nThe Sedley Crossing is a bridge over the estuary. It opened in "
        "1990, and from the fan of its cables it is known locally as the Lyre.",
        "church.md": "# The Cathedral Church of St Ebba, Tarnby\n\nKnown locally as the Pale Widow, "
        "the church stands above the river. Its tower is 40 metres high.",
        "mills.md": "# Mills of the valley\n\n- Holt Mill, at Holt, known locally as the Brick Oven "
        "(built 1837)\n- Ness Mill, at Ness (built 1850)\n",
    }
)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which bridge do local people call the Lyre?", "Sedley Crossing"),
        ("Which bridge is known locally as the Lyre?", "Sedley Crossing"),
        ("Which church is known locally as the Pale Widow?", "Cathedral Church of St Ebba"),
    ],
)
def test_an_alias_given_by_reference_names_the_passage_subject(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer


def test_a_place_before_an_alias_people_call_is_not_the_answer():
    draft = ask("Which mill do people call the Brick Oven?")  # "Holt Mill, at Holt, known locally as ..."
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or draft.value == "Holt Mill", draft.answer


def test_a_title_names_its_subject_before_a_comma_or_bracket():
    assert leading_name("The Cathedral Church of St Ebba, Tarnby") == "Cathedral Church of St Ebba"
    assert leading_name("Old Corve Bridge (demolished)") == "Old Corve Bridge"
    assert leading_name("Sedley Crossing") == "Sedley Crossing"


TITLED = Corpus.from_texts(
    {
        "report.md": "# Report on the Flood at Harrow Lock\n\nThe keeper's clerk in 1931 was Miss Nell "
        "Varden. Miss Varden at once opened the sluices at Harrow Lock and sent word down the valley.",
        "mill.md": "# The Fire at Orme Mill\n\nThe fire at Orme Mill began in the drying loft. Mr Spence "
        "at once sounded the bell. Both John Spence and Walter Spence worked at the mill.",
    }
)


def test_a_title_and_surname_answer_with_the_one_given_name_the_passages_write():
    draft = reason("Who opened the sluices at Harrow Lock?", lambda q: search(TITLED, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "Nell Varden")
    # two given names before the surname: "Mr Spence" does not say which of them it was, so none is given
    bell = reason("Who sounded the bell at Orme Mill?", lambda q: search(TITLED, q, 3))
    assert bell.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert "John Spence and Walter Spence" in bell.reason
