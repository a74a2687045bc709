"""A deed done "first" is dated by a sentence that tells of it once: "When was the club first formed?"

"First" before the verb asks the date of the deed's first occasion, and qualifies no noun: "The Quillmere
Bowling Club was formed in 1791" answers it though it says no "first". Not when the sentence tells of the
deed done again ("re-formed", "opened again"), nor when another thing is the sentence's subject ("at the
foot of the quay, the Tibworth Pavilion opened"). "At last" is an adverb of time and picks no last holder;
"apart from the years after the flood" leaves out no year the question asks by.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._first_occasion import first_occasion_verb
from canon_reason.embedded._scope import excluded_problem
from canon_reason.embedded._stance import other_holder_problem

CLUB = (
    "# The Quillmere Bowling Club\n\n"
    "The Quillmere Bowling Club is among the oldest in the Harrowvane valley. It was formed in 1791 at a\n"
    "meeting in the Crown Inn, when nine gentlemen of the town agreed to subscribe a guinea each.\n"
)

QUAY = (
    "# A History of Dunscombe Quay\n\n"
    "Building was slow, and the contractors twice asked for more time. The quay was at last opened to\n"
    "shipping on 9 May 1822, with a procession from the Market Cross.\n"
)

REFORMED = (
    "# The Orrinshaw Glee Society\n\n"
    "The Orrinshaw Glee Society was re-formed in 1856 after a lapse of some years.\n"
)

PAVILION = (
    "# The Wraxby Quay Company\n\n"
    "On the landward side, at the foot of the quay, the Tibworth Pavilion, a winter garden designed by\n"
    "Amos Garth, opened in July 1890.\n"
)


def test_first_before_a_verb_asks_a_deed_s_first_date():
    assert first_occasion_verb("In what year was the Quillmere Bowling Club first formed?") == "formed"
    assert first_occasion_verb("In what year did Amos Garth first open his shop?") == "open"
    assert first_occasion_verb("In which year was the first stand built?") is None  # an adjective
    assert first_occasion_verb("Who first climbed the hill?") is None  # no date asked


def test_a_sentence_stating_the_deed_once_dates_its_first_time():
    formed = judged(
        Corpus.from_texts({"club.md": CLUB}), "In what year was the Quillmere Bowling Club first formed?"
    )
    assert_answers(formed, "1791")
    which = judged(
        Corpus.from_texts({"club.md": CLUB}), "In which year was the Quillmere Bowling Club first formed?"
    )
    assert_answers(which, "1791")  # a "which year" asks a date, and picks no first one of many
    opened = judged(Corpus.from_texts({"quay.md": QUAY}), "In what year was Dunscombe Quay first opened?")
    assert_answers(opened, "1822")


def test_a_deed_done_again_or_by_another_subject_dates_no_first_time():
    again = judged(
        Corpus.from_texts({"glee.md": REFORMED}), "In what year was the Orrinshaw Glee Society first formed?"
    )
    assert again.outcome is Outcome.INSUFFICIENT_EVIDENCE
    other = judged(Corpus.from_texts({"quay.md": PAVILION}), "In what year was Wraxby quay first opened?")
    assert other.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_at_last_picks_no_holder():
    question = "In what year was the quay first opened?"
    assert not other_holder_problem(question, "9 May 1822", "The quay was at last opened on 9 May 1822.")
    assert other_holder_problem("Who was the first clerk?", "Amos Garth", "The last clerk was Amos Garth.")


def test_the_year_asked_by_is_nothing_a_figure_leaves_out():
    cited = "The hall opened in 1903 and has served ever since, apart from the years after the flood."
    assert not excluded_problem("In which year did the hall first open?", "1903", cited)
