"""A figure that leaves out what is asked: "£9,200, exclusive of the organ" is no price of the organ."""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._scope import excluded_problem

CORPUS = Corpus.from_texts(
    {
        "chapel.md": "# Fenby Chapel\n\nFenby Chapel was built in 1871.\n\nBuilding cost: £9,200, exclusive "
        "of the organ and its case\n",
        "school.md": "# Fenby School\n\nThe schoolroom at Fenby cost £1,150, not including the bell.\n",
    }
)


def test_a_figure_excluding_the_asked_thing_is_vetoed() -> None:
    cited = "Building cost: £9,200, exclusive of the organ and its case"
    assert excluded_problem("How much did the organ of Fenby Chapel cost?", "£9,200", cited)
    assert not excluded_problem("How much did Fenby Chapel cost to build?", "£9,200", cited)
    # a figure after what is left out may be the rest's own
    assert not excluded_problem("How much did the organ cost?", "£400", "Excluding the organ, £400 was spent")


def test_a_full_run_abstains_on_an_excluded_cost() -> None:
    draft = judged(CORPUS, "How much did the organ of Fenby Chapel cost?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    right = judged(CORPUS, "How much did the schoolroom at Fenby cost?")
    assert right.outcome is Outcome.ANSWERED
    assert right.value == "£1,150"
