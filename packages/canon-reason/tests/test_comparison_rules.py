"""A comparison presupposes a difference: one computed to none says one figure was read for both sides.

"How much taller is A than B?" answered "38 - 38 = 0" has read one passage's height for both things; a
zero difference (or one time as much, for "how many times") is not passed.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

ORGAN = {
    "organ-1911.md": "# The Organ as Rebuilt in 1911\n\n**Case.** The Marrowby case of 1860 kept and "
    "heightened; height to the top of the cornice now 38 feet.\n",
    "guide.md": "# A Guide to the Minster\n\nThe organ stands on the screen. Its case, rising some 38 feet, "
    "holds the gilded pipes from Tobias Quenby's organ of 1779, and the upper storey was added when Pell & "
    "Dorne rebuilt it in 1911.\n",
    "builders.md": "# Builders\n\n**Tobias Quenby** (1730-1799). Built the first organ for the minster in "
    "1779, in a case of oak.\n",
}
TOWERS = {
    "towers.md": "# The Ridge Towers\n\nThe Oxley tower is 90 feet high. The Brenn tower is 64 feet high.\n",
}


def test_a_comparison_computed_to_no_difference_is_not_passed():
    corpus = Corpus.from_texts(ORGAN)
    for question in (
        "How much taller is the organ case as heightened in 1911 than Tobias Quenby's original case?",
        "How much higher is the organ case as heightened in 1911 than Tobias Quenby's case?",
    ):
        draft = judged(corpus, question)
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
        assert "compared are one" in (draft.reason or "")


def test_two_figures_that_differ_are_compared():
    assert_answers(
        judged(Corpus.from_texts(TOWERS), "How much taller is the Oxley tower than the Brenn tower?"),
        "26 feet",
    )
