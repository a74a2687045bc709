"""Life dates after a name ("Orla Fenwick (1761–1829)"): a birth and a death, never the date of another event.

The first year answers when the person was born and the second when they died; neither dates a founding,
an opening or an appointment the sentence tells of them, as a step's answer or as an operand; the
sentence's own year of the event is read instead, if it gives one. A range that
shares a year with the next ("Ada Roe (1974–1998), Tobin Quarle (1998–2013)") is a term handed on, not a life.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._borrowed import life_dates_problem

DOCUMENTS = {
    "lantern.md": "# The Lantern Works\n\nThe Lantern Works was the oldest foundry in Brackmoor. Its "
    "founder, Orla Fenwick (1761–1829), was a wheelwright by trade who set up as a founder in Mill Row, "
    "on the near bank of the Tessel, in 1795, taking his mark from the lamp over the ferry steps.\n\n"
    "When his grandson's widow sold the works to Brand & Keele in 1880, the foreman went with it.\n",
    "mill.md": "# Gallard Mill\n\nGallard Mill stands on the Ostry brook. Its founder, Wynn Gallard "
    "(1790–1851), was a miller's son from Hesketh.\n",
    "wardens.md": "# Wardens of Brackmoor Hall\n\nThe wardens were Ada Roe (1974–1998), Tobin Quarle "
    "(1998–2013) and Cass Widdop (2013–2020).\n",
}


@pytest.fixture(scope="module")
def corpus():
    return Corpus.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    "question",
    [
        "In what year did Wynn Gallard found Gallard Mill?",
        "How many years after Wynn Gallard founded Gallard Mill did Orla Fenwick die?",
    ],
)
def test_life_dates_date_no_founding(corpus, question):
    assert judged(corpus, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In what year did Orla Fenwick found the Lantern Works?", "1795"),
        ("How many years after Orla Fenwick founded the Lantern Works did Brand & Keele buy it?", "85 years"),
    ],
)
def test_founding_read_from_the_event_year(corpus, question, expected):
    """The sentence's own year of the founding ("set up as a founder ... in 1795") is read instead."""
    assert_answers(judged(corpus, question), expected)


@pytest.mark.parametrize(
    ("question", "expected"),
    [("When was Orla Fenwick born?", "1761"), ("In what year did Orla Fenwick die?", "1829")],
)
def test_life_dates_still_date_the_life(corpus, question, expected):
    assert_answers(judged(corpus, question), expected)


@pytest.mark.parametrize(
    ("question", "value", "vetoed"),
    [
        ("In what year was the Lantern Works founded?", "1761", True),
        ("In what year was the Lantern Works founded?", "1829", True),
        ("In what year was the Lantern Works founded?", "1795", False),
        ("When was Orla Fenwick born?", "1761", False),
        ("When did Orla Fenwick die?", "1829", False),
        ("When was Tobin Quarle appointed warden?", "1998", False),  # a term handed on
    ],
)
def test_life_dates_problem(question, value, vetoed):
    cited = " ".join(DOCUMENTS.values())
    assert bool(life_dates_problem(question, value, cited)) is vetoed
