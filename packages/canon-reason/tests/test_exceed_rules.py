"""Comparisons asked with a verb of excess: "By how much did A exceed B?".

The answer is the figure A less the figure B; a pronoun in B ("the estimate *for it*") is A's thing, a
"that of" in B is A's measure, and a word telling a last figure from an estimate ("the *final* cost") only
raises a sentence's score, as texts often write "it cost £X" alone. A firm named with "Messrs" is the firm
itself, not a neighbour of it.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import analyze_question

CORPUS = Corpus.from_texts(
    {
        "granary-accounts.md": "# The Granary Accounts\n\nThe new granary at Pellow Staithe was finished in "
        "1884 by Messrs Orme & Tasker, whose tender had been £2,900. The granary at Pellow Staithe cost "
        "£3,460 when all extras were paid.\n",
        "mill-race.md": "# The Mill Race\n\nThe Quenby mill race was cut in 1790.\n",
    }
)


def test_an_excess_is_the_first_figure_less_the_second() -> None:
    question = (
        "By how much did the final cost of the granary at Pellow Staithe exceed the tender of Orme & Tasker?"
    )
    assert_answers(judged(CORPUS, question), "£560")


def test_a_pronoun_on_the_second_side_is_the_first_sides_thing() -> None:
    question = "By how much did the final cost of the granary exceed Orme & Tasker's tender for it?"
    parts = [p.question for p in analyze_question(question).parts]
    assert parts == [
        "What was the final cost of the granary?",
        "What was Orme & Tasker's tender for the granary?",
    ]


def test_that_of_on_the_second_side_is_the_first_sides_measure() -> None:
    question = "By how much did the collection at the 1921 Tolley meeting exceed that of the 1910 meeting?"
    assert [p.question for p in analyze_question(question).parts][
        1
    ] == "What was the collection of the 1910 meeting?"


def test_an_excess_with_a_side_found_nowhere_abstains() -> None:
    question = "By how much did the final cost of the Quenby mill race exceed the surveyor's estimate for it?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_unit_of_several_words_asks_the_same_excess() -> None:
    question = "By how many gallons per minute did the delivery of the Tolley pump exceed that of the Orme?"
    parts = [p.question for p in analyze_question(question).parts]
    assert parts == ["What was the delivery of the Tolley pump?", "What was the delivery of the Orme?"]


def test_those_for_on_the_second_side_is_the_first_sides_measure() -> None:
    question = "By how many volumes did the total issues for 1921 exceed those for 1910?"
    assert [p.question for p in analyze_question(question).parts][1] == "What was the total issues for 1910?"
