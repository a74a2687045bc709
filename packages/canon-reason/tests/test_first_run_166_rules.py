"""A firm's name given for the stuff a thing was made of."""

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import material_problem
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason


def test_a_maker_is_no_timber():
    asked = "What timber were the works' peel blades made of?"
    assert material_problem(asked, "Kell & Tull")
    assert material_problem("Of what stone was the mill built?", "Orby Quarry Company")
    assert not material_problem(asked, "ash")
    assert not material_problem("Which firm made the peels?", "Kell & Tull")


def test_the_judge_vetoes_a_maker_given_for_a_timber():
    guide = (
        "# Orby, a guide for visitors, 1935\n\nVisitors who walk down Mill Lane will hear the clang of the\n"
        "Kell & Tull works, which has supplied cast-iron oven doors and wooden peels to the bakers "
        "of the county.\n"
    )
    corpus = Corpus.from_texts({"guide.md": guide})
    draft = reason("What timber were the works' peel blades made of?", lambda q: search(corpus, q, 3))
    assert "Kell & Tull" in (draft.value or ""), draft.reason  # the reader reaches the maker ...
    judged = judge_draft(draft)
    assert judged.verdict.value == "veto"  # ... and the judge turns it away as no material
    assert "names a firm, not the material" in judged.feedback, judged.feedback
