"""An estimate is read as its maker's when the text gives it in the maker's voice, by name or by role.

"By how much did the final cost of the baths exceed the architect's estimate?" asks a sum the minutes give
as "the estimate of Mr Quillam", the architect they named before, and a letter in its writer's voice ("I
estimate the whole cost ... at £2,600"). A question with no final cost stated is not answered with the
estimate.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._sentences import PassageText, Sentence, sentences_of
from canon_reason.embedded._stated_estimate import estimate_queries, stated_estimate
from canon_reason.embedded._whole_measures import other_cost_problem

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


SPECIFICATION = (
    "# Specification of Works: The Wexmoor Baths, 1858\n\n"
    "*Specification drawn by Eleazar Quillam, architect, for the Baths Committee, dated 2 March 1858.*\n\n"
    "**1. General.** The Baths are to be built of brick upon a stone plinth, with a slated roof.\n\n"
    "**2. Estimate.** The architect's estimate for the whole of the works here described, including the"
    " boilers, is £2,600.\n"
)

HISTORY = (
    "# A History of Wexmoor\n\n"
    "The Baths were opened in June 1860, and when the final account was settled in 1861 they had cost"
    " £3,010.\n"
)


def test_the_estimate_by_role_is_the_one_the_opening_note_names():
    corpus = Corpus.from_texts({"specification.md": SPECIFICATION, "accounts.md": ACCOUNTS})
    assert_answers(judged(corpus, NAMED_ASKED), "£410")


def test_a_pronoun_after_an_opening_clause_is_what_cost_the_sum():
    text = "The Baths were opened in 1860, and when the account was settled in 1861 they had cost £3,010."
    assert other_cost_problem("What was the final cost of the Wexmoor Baths?", "£3,010", text) == []
    corpus = Corpus.from_texts({"letter.md": LETTER, "history.md": HISTORY})
    assert_answers(judged(corpus, NAMED_ASKED), "£410")


def _sentences(texts: dict[str, str]) -> list[Sentence]:
    corpus = Corpus.from_texts(texts)
    return sentences_of(
        PassageText(c.doc_id, c.start, c.end, c.text, corpus.document(c.doc_id).title) for c in corpus.chunks
    )


def test_the_thing_named_only_in_the_title_is_the_estimate_s_thing():
    # as when the passage holding the title's line was not retrieved: only the title names the baths' town
    sentences = [
        s for s in _sentences({"minutes.md": MINUTES, "accounts.md": ACCOUNTS}) if "Minutes" not in s.text
    ]
    cost, estimate = (p.fact for p in analyze_question(ARCHITECT_ASKED).parts)
    cost_at = next(s for s in sentences if "£3,010" in s.text)
    read = stated_estimate(cost, estimate, sentences, cost_at)
    assert read is not None and read.value == "£2,600"
    assert estimate_queries(cost, estimate) == ("architect estimate Wexmoor Baths", "architect Wexmoor Baths")


LEDGER = (
    "# Extract from the Ledger of the Orrisford Bath Company, 1860\n\n"
    "*Sums are given in pounds only.*\n\n"
    "## Rebuilding of Wexmoor Baths: Payments\n\n"
    "| Date | Payee | Amount |\n"
    "|---|---|---|\n"
    "| May 1859 | Masons | £1,900 |\n"
    "| Jan 1860 | Plumbers | £1,110 |\n\n"
    "**Total cost of the rebuilt baths and boilers: £3,010.**\n"
)


def test_a_total_under_a_heading_naming_the_thing_is_its_final_cost():
    corpus = Corpus.from_texts({"letter.md": LETTER, "ledger.md": LEDGER})
    assert_answers(judged(corpus, NAMED_ASKED), "£410")
