"""How a sentence is read as about the asked thing though it never names it in full: under a section heading
that names it ("The Orra Cup" over "The cup is of silver"), after a sentence naming the asked thing in a
passage titled for the asked place ("a signal tower was added. The tower is 52 feet tall"), after a
description fronted before its pronoun ("A brick shed of one floor, it held 96 looms"), and in a passage
titled as an account of an organization ("A Short History of the Kell Guild"); and how an office of two
words before "of" ("Honorary Secretary of the Kell Guild") is asked of the organization after it."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "trophies.md": "# The Trophies of the Fenwold Club\n\nThe club holds several trophies for its "
        "annual show.\n\n## The Orra Cup (1902)\n\nThe senior trophy of the club, given by Sir Amyas Orra "
        "and first won in 1902. It goes to the winner of the open class. The cup is of silver, 11 inches "
        "tall, and is kept for one year.\n\n## The Dell Shield (1910)\n\nGiven in 1910 by the Dell family. "
        "The shield is of oak.\n",
        "penhallow-harbour.md": "# Penhallow Harbour\n\nThe harbour wall was built in 1850. In 1880 a signal "
        "tower was added on the headland above it, so that the pilots could watch the bar. The tower is 52 "
        "feet tall and built of granite.\n",
        "weaving.md": "# The Weavers of Dunsby\n\nThe weavers met in a chapel vestry for ten years. Their "
        "own shed was Ashgill Shed, built in 1866 beside the beck. A brick shed of one floor, it held 96 "
        "looms when it opened in May 1866, and it was enlarged in 1880.\n",
        "guild.md": "# A Short History of the Kellmoor Rowing Guild\n\nThe Kellmoor Rowing Guild was formed "
        "in 1862 at a meeting in the Corn Hall. The first Honorary Secretary was Mr Ezra Pallant, a "
        "solicitor of the town; he held the office until 1890.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How tall is the Orra Cup?", "11 inches"),
        ("How tall is the signal tower at Penhallow Harbour?", "52 feet"),
        ("How many looms did Ashgill Shed hold when it opened in 1866?", "96 looms"),
        ("Who was the first Honorary Secretary of the Kellmoor Rowing Guild?", "Ezra Pallant"),
    ],
)
def test_a_sentence_about_the_asked_thing_by_its_context_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "How tall is the Dell Shield?",  # its section says only what it is made of
        "How tall is the Fenwold Cup?",  # no section heading names it
        "How tall is the signal tower at Corran Head?",  # the tower stands at another place
    ],
)
def test_a_context_naming_another_thing_answers_nothing(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question
