"""An event a dated report tells by a day relative to its own date ("opened yesterday", "on Thursday last,
the 20th inst.") took place in the report's year; a day that may fall in the year before, or a weekday
naming a thing ("the Sunday school"), dates nothing."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "baths.md": "# New Baths for Kellow\n\n*From the Kellow Courier, Friday, 9 June 1911.*\n\n"
        "The Orme Street Baths were formally opened yesterday afternoon by the Mayor, in the presence of a "
        "large company.\n",
        "pumps.md": "# Engines at Farrow Fen\n\n*The Drainage Review, 1st November 1927.*\n\n"
        "The new pumping engines at the Farrow Fen station were inaugurated on Wednesday, 19th October, when "
        "the chairman set them in motion.\n",
        "library.md": "# A New Library\n\n*From the Kellow Courier, 3 January 1912.*\n\n"
        "The Tarn Lane Library was opened on Friday last by the Rector.\n",
        "minutes.md": "# Minutes of the Bridge Trust\n\n## Meeting held on Tuesday, 12 March 1895\n\n"
        "The Clerk reported that the Wend Footbridge was opened on 20 November last.\n",
        "icehouse.md": "# Ice for Kellow\n\n*From the Kellow Courier, 22nd June 1889.*\n\n"
        "On Thursday last, the 20th inst., the works of the Kellow Ice Company on Brine Road were formally "
        "opened.\n",
        "weavers.md": "# The Weavers of Kellow\n\n*From the Kellow Courier, 4 May 1880.*\n\n"
        "The Kellow Weavers' Society was founded in the Sunday school of the Ebenezer Chapel.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When were the Orme Street Baths opened?", "1911"),
        ("When were the pumping engines at Farrow Fen inaugurated?", "1927"),
        ("When were the Brine Road ice works opened?", "1889"),
    ],
)
def test_a_day_told_by_a_report_takes_its_year(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "When was the Tarn Lane Library opened?",  # a Friday before 3 January may be in the year before
        "In what year was the Wend Footbridge opened?",  # November "last" in a March report: the year before
        "When was the Kellow Weavers' Society founded?",  # a Sunday school dates nothing
        "In what year did the Brine Road open?",  # the works on the road opened, not the road
    ],
)
def test_a_day_the_report_year_may_not_hold_abstains(question: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


YEARS_CORPUS = Corpus.from_texts(
    {
        "baths.md": "# New Baths for Kellow\n\n*From the Kellow Courier, Friday, 9 June 1911.*\n\n"
        "The Orme Street Baths were formally opened yesterday afternoon by the Mayor, in the presence of a "
        "large company.\n",
        "vestry.md": "# The Kellow Vestry\n\nThe Kellow Bathing Committee was formed on 4 April 1868.\n",
    }
)


def test_a_year_a_report_tells_is_a_figure_for_years_between() -> None:
    question = (
        "How many years passed between the formation of the Kellow Bathing Committee and the opening of the "
        "Orme Street Baths?"
    )
    draft = judged(YEARS_CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "43 years"), draft.answer
