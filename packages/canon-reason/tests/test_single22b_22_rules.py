"""Rules of reading found on the twenty-second round of single-fact misses, each on invented text.

A subject the question names by a phrase of several nouns ("the east boiler house") is stated by the same
phrase in a sentence: the first noun modifies the next one of the question's own phrase, not another thing.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

LEDGER = (
    "# Quarrendon Asylum: Building Ledger, 1871\n\n"
    "| Item | £ |\n|---|---|\n| Boilers | 312 |\n| Piping | 96 |\n\n"
    "Note: The east boiler house was opened on 2 May 1871 with 6 boilers, in two rooms of 3 boilers, "
    "one for the laundry and one for the wards.\n"
)


def test_a_subject_of_several_nouns_is_read_as_the_question_writes_it():
    draft = judged(
        Corpus.from_texts({"ledger.md": LEDGER}),
        "How many boilers did the east boiler house have when it opened?",
    )
    assert_answers(draft, "6")
