"""An estimate is read as its maker's when the text gives it in the maker's voice, by name or by role.

"By how much did the final cost of the baths exceed the architect's estimate?" asks a sum the minutes give
as "the estimate of Mr Quillam", the architect they named before, and a letter in its writer's voice ("I
estimate the whole cost ... at £2,600"). A question with no final cost stated is not answered with the
estimate.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

MINUTES = (
    "# Minutes of the Wexmoor Baths Committee, 1858\n\n"
    "1. The Chairman laid before the meeting the plans of the Baths prepared by Mr Eleazar Quillam,"
    " architect, of Orrisford.\n\n"
    "2. Resolved: that the estimate of Mr Quillam, amounting to £2,600 for the whole of the work, be"
    " accepted, and that tenders be invited.\n"
)

ACCOUNTS = (
    "# Accounts of the Wexmoor Baths, 1860\n\n"
    "The Baths were opened in June 1860. The final cost of the Wexmoor Baths was £3,010, the excess being"
    " owing to the depth of the foundations.\n"
)

LETTER = (
    "# Letter from Eleazar Quillam, architect, to the Wexmoor Baths Committee, 1858\n\n"
    "Gentlemen,\n\n"
    "I have drawn the plans of the Baths as you desired. Having gone through the quantities, I estimate"
    " the whole cost of the Baths, with the boilers, at £2,600.\n\n"
    "I am, Gentlemen, your obedient servant, Eleazar Quillam\n"
)

ARCHITECT_ASKED = "By how much did the final cost of the Wexmoor Baths exceed the architect's estimate?"
NAMED_ASKED = "By how much did the final cost of the Wexmoor Baths exceed Eleazar Quillam's estimate?"


def test_the_estimate_of_the_architect_named_before_is_read():
    corpus = Corpus.from_texts({"minutes.md": MINUTES, "accounts.md": ACCOUNTS})
    draft = judged(corpus, ARCHITECT_ASKED)
    assert_answers(draft, "£410")


def test_the_writer_s_own_estimate_is_his():
    corpus = Corpus.from_texts({"letter.md": LETTER, "accounts.md": ACCOUNTS})
    draft = judged(corpus, NAMED_ASKED)
    assert_answers(draft, "£410")


def test_no_final_cost_is_no_answer():
    corpus = Corpus.from_texts({"letter.md": LETTER, "minutes.md": MINUTES})
    draft = judged(corpus, NAMED_ASKED)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
