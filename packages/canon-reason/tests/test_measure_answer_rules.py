"""A measure answered without a number, and a count answered with a measure: two rules of ``_answer_type``.

A question asking a quantity in a unit ("What horsepower was ...") is not answered by words that say
something else of the thing ("bought second-hand"); a "how many" of things is not answered by a number the
cited text only ever follows with a unit of measure ("one and a half miles"). Each is vetoed in a full run
through the pipeline's judge, and the right reading of the same kind still passes.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import count_measure_problem, numberless_measure_problem

DOCUMENTS = {
    "mill.md": "# Tarle Mill\n\nTarle Mill was first driven by a water wheel and later by a small steam "
    "engine bought second-hand from a brewery.\n",
    "forge.md": "# Orrin Forge\n\nThe engine that drove Orrin Forge was rated at 40 horsepower.\n",
    "fever.md": "# The Fever House, Kell Lane\n\nThe Fever House stood on Kell Lane, one and a half miles "
    "west of the town, and took cases of fever.\n",
    "cottage.md": "# The Cottage Ward, Brook Lane\n\nThe Cottage Ward on Brook Lane had twelve beds and a "
    "small garden.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_measure_asked_in_a_unit_needs_a_number() -> None:
    question = "What horsepower was the engine that drove Tarle Mill?"
    assert numberless_measure_problem(question, "bought second-hand")
    assert not numberless_measure_problem(question, "40 horsepower")
    assert not numberless_measure_problem(question, "forty")
    assert not numberless_measure_problem("Who built the engine of Tarle Mill?", "a brewery")


def test_a_count_is_not_a_measure_of_its_cited_text() -> None:
    question = "How many beds did the Fever House have?"
    cited = ["The Fever House stood on Kell Lane, one and a half miles west of the town."]
    assert count_measure_problem(question, "one", cited)
    assert not count_measure_problem(question, "one", ["It had one ward, one mile from the town."])
    assert not count_measure_problem("How many miles from town was it?", "one", cited)
    assert not count_measure_problem(question, "twelve", ["The ward had twelve beds."])


def test_a_full_run_abstains_on_a_measure_without_a_number() -> None:
    draft = judged(CORPUS, "What horsepower was the engine that drove Tarle Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    right = judged(CORPUS, "What horsepower was the engine that drove Orrin Forge?")
    assert right.outcome is Outcome.ANSWERED
    assert "40 horsepower" in right.answer


def test_a_full_run_abstains_on_a_count_read_from_a_distance() -> None:
    draft = judged(CORPUS, "How many beds did the Fever House on Kell Lane have?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    right = judged(CORPUS, "How many beds did the Cottage Ward on Brook Lane have?")
    assert right.outcome is Outcome.ANSWERED
    assert right.answer.startswith("12 beds")
