"""The judge reads a question as the reasoner does, whichever form of it the draft carries.

The pipeline hands the judge the question as asked ("Once the auditors ..., what did ... amount to?"); the
reasoner's own draft carries it as read, the fronted clause moved last. Both must meet the same checks: a
phrase is no quantity, in either form.
"""

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._questions import question_as_read
from canon_reason.embedded._reasoner import reason

TEXT = (
    "# Report of the Auditors, 1870\n\n"
    "The whole deficiency caused by the frauds of Amos Pell amounts to £1,284, spread over forty-one"
    " Accounts, the earliest false entry being made in the summer of 1866.\n"
)
ASKED = "Once the auditors had gone through every account, what did Amos Pell's frauds prove to amount to?"


def test_a_fronted_clause_is_read_last():
    assert question_as_read(ASKED) == (
        "What did Amos Pell's frauds prove to amount to, once the auditors had gone through every account?"
    )


def test_the_judge_meets_the_question_as_asked_as_it_meets_it_as_read():
    corpus = Corpus.from_texts({"report.md": TEXT})
    draft = reason(ASKED, lambda q: search(corpus, q, 3))
    phrase = draft.model_copy(update={"value": "earliest false entry being made"})
    as_asked = phrase.model_copy(update={"question": ASKED})
    assert judge_draft(phrase).verdict is Decision.VETO
    assert judge_draft(as_asked).verdict is Decision.VETO
