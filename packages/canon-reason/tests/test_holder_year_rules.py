"""Who held an office in a year, read from a table of holders with their first and last years in cells of
their own, or from a sentence giving the span after the office and whose office it is ("chairman of the
trust from 1902 to 1921"), under a page titled for the office alone; a question asked with the office's verb
("Who edited ...?") is planned as two hops when it is asked at an event ("when X was launched"), and looks
for the list of holders by the office's plural noun."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "keepers.md": "# Keepers of the Almery Herbarium\n\n| Keeper | From | To |\n|---|---|---|\n"
        "| Silas Horne | 1851 | 1877 |\n| Ada Pim | 1877 | 1904 |\n| Ezra Coombe | 1904 | 1930 |\n",
        "herbarium.md": "# The Almery Herbarium\n\nThe herbarium was founded in 1851 and kept in the old "
        "granary until the Gisby Wing was opened in 1889. The Almery Herbarium holds about 40,000 sheets.\n",
        "trustees.md": "# Chairmen\n\nWalter Gisby served as chairman of the trust from 1902 to 1921. "
        "Maud Orde followed him.\n",
        "trust.md": "# The Almery Trust\n\nThe Almery Trust was formed in 1899 to care for the herbarium.\n",
        "curators.md": "# Curators\n\nHis pupil, Amos Grey, was curator from 1904 to 1931, and Amos's widow, "
        "Lettice Grey, from 1931 to 1950.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was keeper of the Almery Herbarium in 1890?", "Ada Pim"),
        ("Who kept the Almery Herbarium when the Gisby Wing was opened?", "Ada Pim"),
        ("Who was chairman of the Almery Trust in 1910?", "Walter Gisby"),
        ("Who was curator of the Almery Herbarium in 1920?", "Amos Grey"),  # the name just before the span
    ],
)
def test_a_holder_in_a_year_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who was keeper of the Almery Herbarium in 1877?",  # the year two keepers share
        "Who was keeper of the Almery Herbarium in 1940?",  # after the last keeper listed
        "Who was chairman of the Almery Trust in 1930?",  # no span holds it
    ],
)
def test_no_holder_for_the_year_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_a_verb_asked_at_an_event_is_two_hops() -> None:
    analysis = analyze_question("Who edited the Gazette when the Kell Press was installed?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].fact.text == "When was the Kell Press installed?"
