"""A "who" answer names one body or person whole: not a kind of body alone, nor a name cut from a joint one.

"the six stations the Society founded" does not say which society; "the firm of J. & A. Pennock was formed
between the founder and his son" does not make "A. Pennock" the founder.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._tenure import bare_kind_problem

CORPUS = Corpus.from_texts(
    {
        "mill.md": "# Holt Mill\n\nHolt Mill was built in 1790. In the 1820s the firm of J. & A. Varley was "
        "formed between the founder and his son.\n",
        "club.md": "# The Harwick Chess Club\n\nThe Harwick Chess Club was founded in 1891 by Ada Penn.\n",
    }
)


def test_a_kind_of_body_alone_is_no_answer_to_who():
    assert bare_kind_problem("Who founded the Kerrow Bay station?", "Society")
    assert bare_kind_problem("Who founded the Kerrow Bay station?", "the Company")
    assert not bare_kind_problem("Who founded the Kerrow Bay station?", "Kerrow Lifeboat Society")
    assert not bare_kind_problem("What kind of body founded it?", "Society")


def test_a_name_cut_from_a_joint_one_is_not_passed():
    draft = judged(CORPUS, "Who founded Holt Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_whole_name_is_passed():
    assert_answers(judged(CORPUS, "Who founded the Harwick Chess Club?"), "Ada Penn")
