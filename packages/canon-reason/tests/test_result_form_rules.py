"""An arithmetic result is written as its operands are: grouped by thousands, with the noun it counts.

"62,750" less "48,900" is "13,850", not "13850"; and a difference asked "By how many barrels ...?" of a
column named "Output (barrels)" is "13,850 barrels", not a bare number.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_form import counted_result, grouped


def test_a_result_is_grouped_by_thousands_when_its_operands_are() -> None:
    assert grouped("13850", ("62,750", "48,900")) == "13,850"
    assert grouped("1250", ("3,400", "2,150")) == "1,250"
    assert grouped("13850", ("62750", "48900")) == "13850"
    assert grouped("13850", ("62,750", "48900")) == "13850"
    assert grouped("850", ("1,250", "400")) == "850"
    assert grouped("12.5", ("1,012.5", "1,000")) == "12.5"


def test_a_bare_result_gains_the_noun_the_question_counts() -> None:
    question = "By how many tons did the mill's output fall between 1901 and 1910?"
    assert counted_result(question, "1,200", ("| 1901 | 5,400 |", "Output (tons)")) == "1,200 tons"
    assert counted_result(question, "1,200", ("| 1901 | 5,400 |", "Output")) == "1,200 tons"
    assert counted_result("How much did it fall?", "1,200", ("Output (tons)",)) == "1,200"


def test_a_full_run_gives_a_difference_of_table_rows_with_its_noun() -> None:
    corpus = Corpus.from_texts(
        {
            "yield.md": "# The Yield of Pennet Quarry\n\nThe quarry's yield is given by year.\n\n"
            "| Year | Yield (blocks) |\n|---|---|\n| 1901 | 12,400 |\n| 1910 | 9,150 |\n"
        }
    )
    draft = judged(corpus, "By how many blocks did Pennet Quarry's yield fall between 1901 and 1910?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "3,250 blocks"
