"""A "which X" person named under another role by a text that never says X is no X.

"she travelled with the botanist Ivo Hale" does not answer "Which curator travelled to the gorge?": the
text calls Ivo Hale a botanist and names no curator. The rule of ``_answer_type`` on invented sentences,
and the judge's veto of a draft so answered.
"""

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import other_role_problem
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason

TRAVELLED = "In 1930 she travelled with the botanist Ivo Hale to the Renn Gorge."


def test_a_name_under_another_role_is_not_the_asked_one():
    assert other_role_problem("Which curator travelled to the Renn Gorge?", "Ivo Hale", [TRAVELLED])


def test_the_asked_role_or_no_role_passes():
    assert not other_role_problem("Which botanist travelled to the Renn Gorge?", "Ivo Hale", [TRAVELLED])
    named = "The curator, Ada Penn, travelled with the botanist Ivo Hale."
    assert not other_role_problem("Which curator travelled with Ivo Hale?", "Ivo Hale", [named])
    assert not other_role_problem("Which curator went there?", "Ada Penn", ["Ada Penn went there in 1930."])


def test_the_judge_vetoes_a_draft_naming_another_role():
    corpus = Corpus.from_texts({"gorge.md": f"# The Renn Gorge expedition\n\n{TRAVELLED}\n"})
    asked = "Which botanist travelled to the Renn Gorge in 1930?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.value == "Ivo Hale"
    assert judge_draft(draft).verdict is Decision.PASS
    other = "Which curator travelled to the Renn Gorge in 1930?"
    steps = tuple(s.model_copy(update={"question": other}) for s in draft.steps)
    assert judge_draft(draft.model_copy(update={"question": other, "steps": steps})).verdict is Decision.VETO
