"""A question of what a thing cost is answered by a sum of money paid for that thing.

"What did it cost to build the hall?" is not answered by the label "cost of building" of a line; and "The
new bell cost £30" prices a bell bought later, not the clock the question names. A measure written before a
noun ("twelve-inch") is answered as a measure, "12 inches".
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_form import completed, measure_form
from canon_reason.embedded._judge import asked_type
from canon_reason.embedded._scope import replacement_problem


def test_a_cost_asked_with_what_asks_a_sum() -> None:
    assert asked_type("What did it cost to build the Pellow Hall?") == "sum"
    assert asked_type("What was the original cost of the Pellow Hall?") == "sum"
    assert asked_type("What price did Ann Roe pay for the mill?") == "sum"
    assert asked_type("What was the cause of the fire?") is None


def test_a_label_is_no_sum_and_a_sum_passes() -> None:
    corpus = Corpus.from_texts(
        {
            "hall.md": "# Pellow Hall\n\nThe Pellow Hall was finished in 1881.\n\n"
            "Cost of building: paid in full.\n"
        }
    )
    draft = judged(corpus, "What did it cost to build the Pellow Hall?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    priced = Corpus.from_texts(
        {"hall.md": "# Pellow Hall\n\nThe Pellow Hall cost £1,250 to build in 1881.\n"}
    )
    assert judged(priced, "What was the cost of the Pellow Hall?").value == "£1,250"


def test_the_cost_of_a_new_part_is_not_the_price_of_the_thing() -> None:
    text = "The new bell cost £30 and was hung in 1902."
    problem = replacement_problem("How much did the Kell clock cost?", "£30", text)
    assert problem and "new bell" in problem[0]
    assert replacement_problem("How much did the new bell of the Kell clock cost?", "£30", text) == []
    assert replacement_problem("How much did the Kell clock cost?", "£30", "The Kell clock cost £30.") == []
    corpus = Corpus.from_texts(
        {
            "clock.md": "# The Kell Clock\n\nThe Kell clock was set up in 1850. "
            "The new bell cost £30 in 1902.\n"
        }
    )
    draft = judged(corpus, "How much did the Kell clock cost?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_measure_written_before_a_noun_is_answered_as_a_measure() -> None:
    assert measure_form("twelve-inch") == "12 inches"
    assert measure_form("40-foot") == "40 feet"
    assert measure_form("one-mile") == "1 mile"
    assert measure_form("three-storey") == "three-storey"
    assert measure_form("well-known") == "well-known"
    corpus = Corpus.from_texts(
        {"lens.md": "# The Roe Telescope\n\nThe twelve-inch was installed in the Roe Dome in 1890.\n"}
    )
    draft = judged(corpus, "What was the aperture of the telescope installed in the Roe Dome in 1890?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "12 inches"


def test_a_cost_answered_with_a_label_is_given_the_sum_on_its_line() -> None:
    line = "Original cost of building: £1,250."
    end = line.index(":")
    assert completed("What did it cost to build the hall?", "cost of building", line, end) == "£1,250"
    assert completed("What was the hall called?", "cost of building", line, end) == "cost of building"
    assert completed("What did it cost to build the hall?", "£1,250", line, len(line) - 1) == "£1,250"


def test_a_cost_asked_with_how_much_asks_a_sum() -> None:
    assert asked_type("How much did the Pellow Hall cost?") == "sum"
    assert asked_type("How much did Ann Roe pay for the mill?") == "sum"
    assert asked_type("How much more did the Pellow Hall cost than the Orrel Hall?") == "quantity"


def test_a_figure_of_metres_is_no_sum() -> None:
    corpus = Corpus.from_texts(
        {
            "hall.md": "# Pellow Hall\n\nAbove its door rises a clock tower, 31.7 m high, "
            "paid for by the guild.\n"
        }
    )
    draft = judged(corpus, "How much did the Pellow Hall cost?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_duration_or_a_count_is_no_sum() -> None:
    corpus = Corpus.from_texts(
        {
            "hall.md": "# Pellow Hall\n\nThe Pellow Hall was begun in 1880. "
            "Building it cost two years of work.\n"
        }
    )
    draft = judged(corpus, "How much did the Pellow Hall cost?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    priced = Corpus.from_texts(
        {"hall.md": "# Pellow Hall\n\nThe Pellow Hall cost £1,250 to build in 1881.\n"}
    )
    assert judged(priced, "How much did the Pellow Hall cost?").value == "£1,250"
