"""A "which X" person named under another role by a text that never says X is no X.

"she travelled with the botanist Ivo Hale" does not answer "Which curator travelled to the gorge?": the
text calls Ivo Hale a botanist and names no curator. The rule of ``_answer_type`` on invented sentences,
and the judge's veto of a draft so answered. A where-answer naming a firm ("Hill & Son of London") is no
place either, and a kind noun inside a name ("Northpeak Mountain Resorts") makes it no mountain.
"""

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import firm_place_problem, other_role_problem
from canon_reason.embedded._judge import _instance_problem, judge_draft
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


def test_a_firm_is_no_place():
    assert firm_place_problem("Where was the organ built?", "Kemp & Son of Dunby")
    assert firm_place_problem("In which town was the organ built?", "Kemp Brothers")
    assert not firm_place_problem("Where was the organ built?", "Dunby")
    assert not firm_place_problem("Who built the organ?", "Kemp & Son of Dunby")
    corpus = Corpus.from_texts(
        {"kell.md": "# Kell Chapel\n\nIts organ, built by Kemp & Son of Dunby in 1880, has 900 pipes.\n"}
    )
    draft = reason("Where was the organ of Kell Chapel built?", lambda q: search(corpus, q, 3))
    assert draft.value == "Kemp & Son of Dunby"
    assert judge_draft(draft).verdict is Decision.VETO


def test_a_kind_noun_inside_a_name_describes_it():
    assert _instance_problem("In which town was the mill?", "Lake Imber")
    assert _instance_problem("Which company built it?", "Kell Mountain")
    assert not _instance_problem("Which company bought the lift?", "Northpeak Mountain Resorts")
