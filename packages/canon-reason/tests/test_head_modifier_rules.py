"""An averaging adjective before the asked noun ("the *average* fleece weight") is no head noun of its own.

"What is the average fleece weight of a Harl Fell ewe?" asks a weight: the reading skips "average" as it
skips "main" or "first", and the noun after "fleece" says what kind of answer is wanted.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._fact import AnswerType, read_fact

CORPUS = Corpus.from_texts(
    {
        "sheep.md": "# The Harl Fell Sheep\n\nThe Harl Fell is a hill breed kept for its wool. A mature Harl "
        "Fell ewe yields an average fleece of 9 lb, and a shearling ram about 12 lb.\n",
    }
)


def test_an_averaging_adjective_leaves_the_measure_noun_to_type_the_answer() -> None:
    fact = read_fact("What is the average fleece weight of a mature Harl Fell ewe?")
    assert fact.answer_type is AnswerType.QUANTITY
    assert fact.unit_family == "mass"


def test_an_average_weight_is_read_from_the_figure() -> None:
    assert_answers(judged(CORPUS, "What is the average fleece weight of a mature Harl Fell ewe?"), "9 lb")
