"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._stance import later_use_problem


def _answer(texts: dict[str, str], asked: str) -> str | None:
    """The answer the reasoner drafts and the judge passes, or ``None``."""
    corpus = Corpus.from_texts(texts)
    draft = reason(asked, lambda q: search(corpus, q, 3))
    if draft.outcome is not Outcome.ANSWERED:
        return None
    passed = judge_draft(draft, corpus=corpus).verdict is Decision.PASS
    return draft.value if passed else None


def test_a_decade_does_not_answer_the_year_asked():
    texts = {
        "report.md": (
            "# The Closing of the Toy Works, 1958\n\n"
            "Toy-making in Wellby goes back to the 1770s, when Jonas Pettle began making tin whistles in "
            "Cordwainer Row.\n"
        )
    }
    assert (
        _answer(texts, "In what year did Jonas Pettle begin making tin whistles in Cordwainer Row?") is None
    )
    assert _answer(texts, "In which decade did Jonas Pettle begin making tin whistles in Cordwainer Row?")


def test_a_building_opened_is_not_the_arts_centre_it_became():
    asked = "When was the Old Press Arts Centre opened?"
    building = ["The building was begun in April 1821 and opened on 14 August 1823."]
    assert later_use_problem(asked, building)
    assert not later_use_problem(asked, ["The Old Press was opened as an arts centre in 1979."])
    assert not later_use_problem(asked, ["After its conversion the Centre was opened on 12 April 1979."])
    assert not later_use_problem("When was the Old Press opened?", building)
