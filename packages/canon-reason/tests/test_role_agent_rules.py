"""A passive verb's agent named by a role noun and then by name ("designed by the borough engineer, Ada Rowe")
is the answer to who did it; and "building" after a name ("the Mill Street building") is the thing asked
about, not the verb "build" a sentence would have to state; the name after "was" whose subject is the asked
office holds it, however long the subject; and "a town of about 3,100 people" gives its population; a role's
holder is not read from text naming no role of a person."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._scope import unstated_role_problem

CORPUS = Corpus.from_texts(
    {
        "baths.md": "# The Mill Street building\n\nThe public baths on Mill Street were designed by the "
        "borough engineer, Ada Rowe, and opened in 1912. Its floor area is 900 square metres.\n",
        "hall.md": "# The market hall\n\nThe market hall was opened by the mayor, Silas Venn, in 1880.\n",
        "clerks.md": "# Clerks\n\nThe chief clerk at the market hall from its opening until 1911 was Ezra "
        "Lowe, who had been a draper.\n",
        "penmark.md": "# Penmark\n\nPenmark is a town of about 3,100 people on the river.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who designed the public baths on Mill Street?", "Ada Rowe"),
        ("What is the floor area of the Mill Street building?", "900 square metres"),
        ("Who was the chief clerk at the market hall?", "Ezra Lowe"),  # the complement of "was"
        ("How many people live in Penmark?", "3,100"),  # "a town of about 3,100 people"
    ],
)
def test_a_role_named_agent_and_a_building_answer(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_role_named_agent_of_another_verb_does_not_answer() -> None:
    draft = judged(CORPUS, "Who designed the market hall?")  # the mayor opened it
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_role_holder_is_not_read_from_text_naming_no_role() -> None:
    cited = ["In 1990 the board sold the ferry to a private firm, Tern Marine, for a token sum."]
    assert unstated_role_problem("Who is the managing director of the firm that bought the ferry?", cited)
    assert not unstated_role_problem(
        "Who is the managing director of Tern Marine?", ["Its managing director is Jo Hale."]
    )
    assert not unstated_role_problem(
        "Who was the builder of the hoist?", ["It was the work of the engineer Al Dent."]
    )
    assert not unstated_role_problem("Who was the editor in 1950?", ["| Ann Lee | 1945 | 1960 |"])
    made = ["The crane was the work of the millwright Ida Stoll."]
    assert not unstated_role_problem("Who was the builder of the crane?", made)
