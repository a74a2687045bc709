"""Who chaired a meeting, read from the list of those present: "Councillor Ann Roe (in the chair)".

Minutes name the one who chaired in brackets after the name, with no verb; the bracket states the chair as
"Chair" after a comma does. A list of those present without the mark names no chair.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

DOCUMENTS = {
    "minutes.md": "# Minutes of the Ferry Sub-Committee, 3 April 1962\n\nMinutes of a meeting of the Ferry "
    "Sub-Committee of the Orm County Council, held in Committee Room 4, Shire Hall, on 3 April 1962.\n\n"
    "Present: Councillor Edith Marsh (in the chair), Councillors T. Pell, R. Dunn and A. Sorrel.\n\n"
    "**1. Fares.** The Clerk reported on the winter fares. Resolved that they be unchanged.\n",
    "notes.md": "# Minutes of the Pier Sub-Committee, 9 May 1962\n\nMinutes of a meeting of the Pier "
    "Sub-Committee, held in the Shire Hall on 9 May 1962.\n\nPresent: Councillors Hugh Lamb, Nora Tate "
    "and Iris Cole.\n\n**1. Repairs.** The Surveyor reported on the decking.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_the_name_marked_in_the_chair_chaired_the_meeting() -> None:
    draft = judged(CORPUS, "Who chaired the Ferry Sub-Committee meeting of 3 April 1962?")
    assert_answers(draft, "Edith Marsh")


def test_a_list_of_those_present_without_the_mark_names_no_chair() -> None:
    draft = judged(CORPUS, "Who chaired the Pier Sub-Committee meeting of 9 May 1962?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
