"""A question naming a thing by a word no searched passage holds is left unanswered.

"The canal ... is 19 kilometres long" after a sentence on the Tessmouth Canal gives that canal's length; it
does not answer for a "Quellmouth Canal" the documents never name, however well the rest of the question
scores.
"""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome

_DIARY = {
    "diary.md": "# Diary of the lock keeper, May 1850\n\n"
    "Today I walked the whole line of the Tessmouth Canal with Mr. Orrel. The canal runs from Penhal Quay\n"
    "to the town of Ravelsby and is 19 kilometres long. We counted nine locks.\n"
}


def test_a_name_no_passage_holds_is_not_answered_for_its_neighbour() -> None:
    draft = ask_in(_DIARY, "How long is the Quellmouth Canal?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "Quellmouth" in draft.reason


def test_the_name_the_passages_hold_is_answered() -> None:
    assert_answers(ask_in(_DIARY, "How long is the Tessmouth Canal?"), "19 kilometres")


def test_a_name_written_after_an_elided_article_is_looked_for() -> None:
    texts = {"school.md": "# Ski schools\n\n1946 — École de Ski d'Orrelle founded by Lise Tarrant.\n"}
    assert_answers(ask_in(texts, "Who founded the École de Ski d'Orrelle?"), "Lise Tarrant")
    draft = ask_in(texts, "Who founded the École de Ski d'Quellmont?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
