"""The two confident wrong answers of the first run of heldout136 to heldout138, on invented text.

A name asked is not a name its cited text uses only as an owner or a maker ("Skelwith's work"); and "By how
much did A exceed B?" is not answered when the figure found for A is the smaller: the figure found for B is
then likely another thing's.
"""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import possessive_name_problem


def test_a_name_used_only_as_a_maker_is_not_the_name_asked():
    question = "By what name is the great bell at Tollgarth known?"
    cited = ["The ring at Tollgarth is the finest of Skelwith's work; its great bell has a name of its own."]
    assert possessive_name_problem(question, "Skelwith", cited)
    named = ["The great bell at Tollgarth, cast by Skelwith, is called Old Brimsey."]
    assert possessive_name_problem(question, "Old Brimsey", named) == []
    quoted = ["The great bell at Tollgarth is known as ‘Brimsey’ to the ringers."]
    assert possessive_name_problem(question, "Brimsey", quoted) == []
    assert possessive_name_problem("Who cast the great bell at Tollgarth?", "Skelwith", cited) == []


_HALLS = {
    "minutes.md": "# Tollgarth Hall minutes\n\nThe final cost of the Tollgarth Hall was £2,150.\n",
    "later.md": "# The new hall\n\nIn 1921 Mr Skelwith, the architect, gave an estimate of £2,900.\n",
}


_EXCESS = "By how much did the final cost of the Tollgarth Hall exceed the architect's estimate?"


def test_an_excess_is_not_answered_from_a_larger_second_figure():
    draft = ask_in(_HALLS, _EXCESS)
    assert draft.outcome is not Outcome.ANSWERED, draft.answer
    assert "smaller" in draft.reason


def test_an_excess_is_answered_when_the_first_figure_is_the_larger():
    texts = dict(_HALLS, **{"later.md": "# Plans\n\nMr Skelwith, the architect, gave an estimate of £1,900."})
    draft = ask_in(texts, _EXCESS)
    assert_answers(draft, "£250")
