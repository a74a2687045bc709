"""Sums written in the old coins are read whole, and a sum is the price of the thing its clause prices.

"2s. 6d.", "£4 10s", "3/6" and "one shilling and sixpence" are each one sum, answered as written; none of
their figures alone ("£4", "3") is the sum. And in "A single crossing cost 2s 6d; a season ticket cost £3"
the £3 is the season ticket's price, never the crossing's.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import split_sentences
from canon_reason.embedded._judge import asked_type
from canon_reason.embedded._lexicon import MONEY_WRITTEN, OLD_SUM

_CROSSING = "What did a single crossing on the Brannock ferry cost?"


def _fares(crossing: str, rest: str = "a season ticket cost £3") -> Corpus:
    return Corpus.from_texts(
        {
            "fares.md": "# Fares of the Brannock ferry, 1887\n\n"
            f"A single crossing on the Brannock ferry cost {crossing}; {rest}.\n"
        }
    )


@pytest.mark.parametrize(
    "written",
    [
        "2s 6d",
        "2s. 6d.",
        "£4 10s",
        "£4 10s. 6d.",
        "3/6",
        "5/-",
        "one shilling and sixpence",
        "two pounds ten shillings",
        "£2 2s",
        "half a crown",
        "18s.",
        "9d",
    ],
)
def test_a_sum_in_the_old_coins_is_answered_whole(written: str) -> None:
    assert_answers(judged(_fares(written), _CROSSING), written.rstrip("."))


def test_the_old_forms_are_sums_of_money_and_a_fraction_is_not() -> None:
    for written in ("3/6", "5/-", "half a crown", "ninepence", "2s. 6d."):
        assert OLD_SUM.search(written) and MONEY_WRITTEN.search(written), written
    for other in ("3/4 of a mile", "1/2", "12/3/1887", "the 1850s", "in the 60s", "the 3d Regiment"):
        assert OLD_SUM.search(other) is None, other


def test_a_period_between_the_parts_of_a_sum_ends_no_sentence() -> None:
    text = "The crossing cost 2s. 6d. in that year. The ferry closed in 1911."
    assert [text[s.start : s.end] for s in split_sentences(text)] == [
        "The crossing cost 2s. 6d. in that year.",
        "The ferry closed in 1911.",
    ]


def test_a_sum_in_a_clause_about_another_thing_is_not_the_asked_price() -> None:
    draft = judged(_fares("a trifle"), _CROSSING)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    draft = judged(_fares("2s 6d"), "What did a season ticket on the Brannock ferry cost?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£3", draft.answer


def test_a_shorter_name_for_the_asked_thing_keeps_its_sum() -> None:
    corpus = Corpus.from_texts(
        {"fares.md": "# The Brannock ferry\n\nThe Brannock ferry opened in 1887. A single crossing cost 3/6."}
    )
    assert_answers(judged(corpus, _CROSSING), "3/6")
    assert asked_type(_CROSSING) == "sum"


def test_a_sum_joined_to_the_sentence_subject_is_its_price() -> None:
    corpus = Corpus.from_texts(
        {
            "hall.md": "# The Brannock hall\n\nThe Brannock hall opened in 1931. It was designed by the "
            "architect Ottilie Marsh and cost 48,000 pounds.\n"
        }
    )
    assert_answers(judged(corpus, "How much did the Brannock hall cost?"), "48,000 pounds")


def _chapel(text: str) -> Corpus:
    return Corpus.from_texts({"chapel.md": f"# The Tarrow chapel\n\n{text}\n"})


def test_an_estimate_is_not_what_a_thing_cost() -> None:
    for text in (
        "The Tarrow chapel was built in 1868, and its cost was estimated at £1,900.",
        "The Tarrow chapel was estimated to cost £1,900.",
    ):
        draft = judged(_chapel(text), "What did the Tarrow chapel cost?")
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    spent = _chapel("The Tarrow chapel cost £2,300, against an estimate of £1,900.")
    assert_answers(judged(spent, "What did the Tarrow chapel cost?"), "£2,300")


def test_what_was_spent_is_not_the_estimate_asked() -> None:
    spent = _chapel("The Tarrow chapel cost £2,300, against an estimate of £1,900.")
    draft = judged(spent, "What was the estimated cost of the Tarrow chapel?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£1,900", draft.answer


def test_the_noun_cost_in_an_estimate_keeps_it_an_estimate() -> None:
    text = "The surveyor estimated the cost of repairing the Tarrow chapel roof at £640."
    draft = judged(
        _chapel(text), "What did the surveyor estimate it would cost to repair the Tarrow chapel roof?"
    )
    assert_answers(draft, "£640")


def test_a_wage_in_the_old_coins_is_no_price() -> None:
    text = "The Tarrow lock-keeper was paid 15s. a week, and the lock itself cost £640 in 1841."
    lock = Corpus.from_texts({"lock.md": f"# The Tarrow lock\n\n{text}\n"})
    draft = judged(lock, "What did the Tarrow lock cost?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£640", draft.answer


def test_a_price_for_each_piece_answers_the_price_of_that_piece() -> None:
    text = "In 1890 the Tarrow gasworks paid £1 2s. a ton for its coal."
    works = Corpus.from_texts({"gas.md": f"# The Tarrow gasworks\n\n{text}\n"})
    assert_answers(judged(works, "What did the Tarrow gasworks pay for a ton of coal in 1890?"), "£1 2s")


def test_a_sum_raised_is_not_what_a_thing_cost() -> None:
    raised = _chapel("A public appeal raised £1,240 towards the cost of the Tarrow chapel.")
    for question in ("What did the Tarrow chapel cost?", "What was the cost of the Tarrow chapel?"):
        draft = judged(raised, question)
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    spent = _chapel("The Tarrow chapel cost £2,300, of which £1,240 was raised by public appeal.")
    draft = judged(spent, "How much was raised by public appeal for the Tarrow chapel?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£1,240", draft.answer
    assert_answers(judged(spent, "What did the Tarrow chapel cost?"), "£2,300")


def test_a_wage_in_the_old_coins_is_answered_with_its_rate() -> None:
    text = "The Tarrow lock-keeper was paid 15s. a week, and the lock itself cost £640 in 1841."
    lock = Corpus.from_texts({"lock.md": f"# The Tarrow lock\n\n{text}\n"})
    assert_answers(judged(lock, "How much was the Tarrow lock-keeper paid a week?"), "15s a week")


def test_a_subject_of_the_question_s_own_words_keeps_its_price() -> None:
    coal = Corpus.from_texts(
        {"coal.md": "# Coal prices\n\nCoal at Tarrow cost 18s. a ton in 1885 and 22s. a ton in 1890.\n"}
    )
    assert_answers(judged(coal, "What did a ton of coal cost at Tarrow in 1885?"), "18s")


def test_a_sum_listed_for_another_thing_is_not_the_asked_one() -> None:
    tolls = "Tolls on the Tarrow bridge were 1d. for a foot passenger and 6d. for a cart."
    bridge = Corpus.from_texts({"bridge.md": f"# The Tarrow bridge\n\n{tolls}\n"})
    draft = judged(bridge, "What was the toll for a cart on the Tarrow bridge?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "6d", draft.answer
    assert_answers(judged(bridge, "What was the toll for a foot passenger on the Tarrow bridge?"), "1d")


def test_a_subscription_asks_a_sum() -> None:
    charged = "The Tarrow reading room charged a subscription of 10s. 6d. in 1871."
    room = Corpus.from_texts({"room.md": f"# The Tarrow reading room\n\n{charged}\n"})
    draft = judged(room, "What was the subscription to the Tarrow reading room in 1871?")
    assert draft.outcome is Outcome.ANSWERED and draft.value == "10s. 6d", draft.answer


def test_the_sum_a_change_began_from_is_not_the_sum_after_it() -> None:
    raised = "The fare on the Tarrow tramway was raised from 2d. to 3d. in 1920."
    tramway = Corpus.from_texts({"tram.md": f"# The Tarrow tramway\n\n{raised}\n"})
    draft = judged(tramway, "What was the fare on the Tarrow tramway in 1920?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "3d", draft.answer
    rent = "The rent of Tarrow House was raised from £40 to £55 in 1902."
    house = Corpus.from_texts({"house.md": f"# Tarrow House\n\n{rent}\n"})
    draft = judged(house, "What was the rent of Tarrow House in 1902?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£55", draft.answer
    assert_answers(judged(house, "What was the rent of Tarrow House before 1902?"), "£40")


def test_a_rent_said_before_its_sum_is_no_price() -> None:
    let = "Tarrow House was let at a yearly rent of £40 and was bought by the council in 1921 for £1,800."
    house = Corpus.from_texts({"house.md": f"# Tarrow House\n\n{let}\n"})
    draft = judged(house, "What did the council pay for Tarrow House?")
    assert draft.outcome is not Outcome.ANSWERED or draft.value == "£1,800", draft.answer
    assert_answers(judged(house, "What was the rent of Tarrow House?"), "£40")


def test_what_a_thing_cost_is_not_what_a_person_was_paid() -> None:
    school = "The Tarrow school cost £1,200 in 1871; the master was paid £60 per annum."
    corpus = Corpus.from_texts({"school.md": f"# The Tarrow school\n\n{school}\n"})
    draft = judged(corpus, "How much was the master of the Tarrow school paid?")
    assert draft.outcome is not Outcome.ANSWERED or (draft.value or "").startswith("£60"), draft.answer


def test_a_wage_answers_what_a_person_was_paid() -> None:
    wage = "The master of the Tarrow school was paid £60 a year in 1871."
    corpus = Corpus.from_texts({"school.md": f"# The Tarrow school\n\n{wage}\n"})
    assert_answers(judged(corpus, "How much was the master of the Tarrow school paid in 1871?"), "£60 a year")
