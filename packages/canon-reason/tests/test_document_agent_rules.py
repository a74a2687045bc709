"""A who-question is not answered by the document a thing was done by.

"The Tessford Railway Company was incorporated by Act of Parliament" names the means of its founding, not
a founder: "Who founded the Tessford Railway Company?" stays open, while a person the text names as the
doer still answers.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import person_type_problem

_RAILWAY = Corpus.from_texts(
    {
        "railway.md": "# Tessford Railway Company\n\nThe Tessford Railway Company was incorporated by Act of "
        "Parliament on 4 June 1851 and opened its line from Orrel to Pennick in 1854.\n\n"
        "The Pennick Mill was founded by Amos Tarrant in 1820.\n"
    }
)


def test_a_document_is_no_founder() -> None:
    assert person_type_problem("Who founded the Orrel Canal?", "Act of Parliament", [])
    assert person_type_problem("Who granted the market?", "Charter", [])
    assert not person_type_problem("Who founded the Orrel Canal?", "Will Tarrant", [])
    draft = judged(_RAILWAY, "Who founded the Tessford Railway Company?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_the_person_named_as_doer_answers() -> None:
    assert_answers(judged(_RAILWAY, "Who founded the Pennick Mill?"), "Amos Tarrant")
