"""An operand the judge would veto is read again from the other sentences: ``_read_past_veto``.

"the first firing at the New Works" is first read from a sentence on the works' later firing that never
says "first"; judged as a question of its own it is vetoed, so it is read again (here after the narrower
search) from the sentence that states the first firing, and the years between are computed.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

NOTES = (
    "# Notes on the Kell Family\n\nAbel Kell took over the lease of Ann Dobb's potworks at Marrow Ford in "
    "1801.\n"
)
LATER = (
    "# The Later Years\n\nThe earliest and original ovens of the Old Works were run down between the wars. "
    "No. 1 oven had gone as early as 1893, and a tunnel kiln put up at the New Works in 1930 did most of the "
    "firing thereafter.\n"
)
NEW = (
    "# The New Works\n\nThe New Works were begun in 1861. The first firing at the New Works took place in "
    "March 1862.\n"
)
ASKED = (
    "How many years passed between Abel Kell taking over the lease at Marrow Ford and the first firing "
    "at the New Works?"
)


def test_a_vetoed_operand_is_read_again_from_the_other_sentences():
    corpus = Corpus.from_texts({"notes.md": NOTES, "later.md": LATER, "new.md": NEW})
    assert_answers(judged(corpus, ASKED, top_k=1), "61 years")


def test_an_operand_no_sentence_states_as_asked_still_abstains():
    corpus = Corpus.from_texts({"notes.md": NOTES, "later.md": LATER})
    assert judged(corpus, ASKED, top_k=1).outcome is Outcome.INSUFFICIENT_EVIDENCE
