"""A figure read through the noun that names it: a sum asked as a "sum", a "charge" or a "figure", a length
asked as a "frontage" or a "beam"; a sum its noun writes right before it ("at a rent of £38") for a
question that asks it with a verb of paying; a count that "the number of <noun>" of its clause comes to
("the number of pupils at Lady Day was 31")."""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "boat.md": "# Particulars: Motor Lifeboat Mary Tolland\n\n| Particular | Figure |\n|---|---|\n"
        "| Length overall | 41 feet |\n| Beam, extreme | 11 feet 4 inches |\n| Crew | 7 |\n",
        "shop.md": "# Pellan's shop\n\nThe Pellan shop on Kirk Wynd has a frontage to the street of "
        "31 feet.\n",
        "bequest.md": "# The Dunmere bequest\n\nMiss Ada Dunmere left the sum of £4,000 to the Kellholm "
        "Institute for the purchase of books.\n",
        "rooms.md": "# Minutes\n\nThe Brackwater Rowing Club took the first floor of No. 6 Quay Row on a "
        "lease of five years at a rent of £27 a year.\n",
        "school.md": "# Tarrow School: Pupils and Fees, 1850-1900\n\nThe figure printed for 1852 is 36 "
        "pupils.\n\nThe school's own log book, read again in 1930, shows that five names were entered "
        "twice; the true number of pupils at Lady Day 1852 was 31.\n",
        "diary.md": "# Diary of Ann Corbet, 1911\n\n**Tuesday 7th March.** The loss adjuster came to the "
        "Pellan sawmill after the fire. He reckons the damage at £2,300 with stock.\n",
        "porch.md": "# The porch of St Ebba's\n\nA carved figure of St Ebba stands over the door of the "
        "porch, which was added in 1862.\n",
        "yard.md": "# Corrin Yard\n\nThe number of men at Corrin Yard in 1890 was 40, of whom 12 were "
        "apprentices.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the extreme beam of the motor lifeboat Mary Tolland?", "11 feet 4 inches"),
        ("What sum did Ada Dunmere leave to the Kellholm Institute?", "£4,000"),
        ("What is the frontage of the Pellan shop to Kirk Wynd?", "31 feet"),
        ("At what figure was the damage from the 1911 sawmill fire reckoned?", "£2,300"),
        ("What yearly rent did the Brackwater Rowing Club pay for the rooms at Quay Row?", "£27"),
        ("How many pupils did the Tarrow school actually have at Lady Day 1852?", "31"),
        ("How many men were at Corrin Yard in 1890?", "40"),
    ],
)
def test_a_figure_its_noun_names_answers(question: str, expected: str) -> None:
    assert_answers(judged(CORPUS, question), expected)


@pytest.mark.parametrize(
    "question",
    [
        "How many pupils did Tarrow School have in 1930?",  # 31 is of another year
        "What sum did Ada Dunmere leave to Tarrow School?",  # she left it to another body
        "What is the extreme beam of the motor lifeboat Ann Rowe?",  # another boat's
        "What figure stands over the door of the porch of St Ebba's?",  # a carving, no figure of a sum
    ],
)
def test_a_figure_of_another_year_or_owner_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
