"""How a sentence refers to the asked entity without its full name: a person by surname once the passage has
named them in full ("Quill's successor was ..."), a thing by its head noun after lowercase words of its own
name ("the upper weir" for the Upper Tolly Weir, never "the lower weir"), a passage's subject by a shorter
form of its title's name that the passage opens a sentence with, and an office apposed to a name before it
("its first librarian, A") or with whose office it is after it ("A, founder of the Marl Gazette"); and, in a
sentence of clauses each naming an owner, a number belongs to the owner earlier in its own clause."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "wardens.md": "# Wardens of the Orrel Institute\n\nDorcas Quill, a botanist, was the first warden "
        "of the Orrel Institute, from 1880 to 1902. Quill's successor was Amos Fenn, who had taught at "
        "Harwick.\n",
        "weirs.md": "# The Tolly weirs\n\nTwo weirs hold the river above Penmark. The lower weir is 60 feet "
        "wide and has a fall of 4 feet; the upper weir is 95 feet wide and has a fall of 7 feet.\n",
        "marl-evening-gazette.md": "# The Marl Valley Evening Gazette\n\nThe Evening Gazette first appeared "
        "in 1904 as a halfpenny paper. Its first editor was Lionel Brack, who kept the post for nine "
        "years.\n",
        "library.md": "# The Penmark library\n\nThe town opened a reading room in 1871. The council engaged "
        "its first librarian, Hester Dunne, in 1874.\n",
        "tobias-rook.md": "# Tobias Rook\n\nTobias Rook, founder of the Marl Valley Gazette, was born in "
        "Sallow in 1820.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who succeeded Dorcas Quill as warden?", "Amos Fenn"),
        ("How wide is the Upper Tolly Weir?", "95 feet"),
        ("How wide is the Lower Tolly Weir?", "60 feet"),
        ("Who was the first editor of the Evening Gazette?", "Lionel Brack"),
        ("Who was the first librarian of Penmark?", "Hester Dunne"),
        ("Who was the founder of the Marl Valley Gazette?", "Tobias Rook"),
    ],
)
def test_a_reference_without_the_full_name_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "How wide is the Middle Tolly Weir?",  # neither "the upper weir" nor "the lower weir" is it
        "Who was the first editor of the Morning Gazette?",  # another paper of the same head noun
        "Who succeeded Dorcas Venn as warden?",  # another person of the surname's passage
    ],
)
def test_a_reference_to_another_entity_answers_nothing(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
