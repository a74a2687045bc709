"""An answer fills the frame its question sets: a change's size, a named source, more than the subject.

"By how much was the rent reduced?" is not answered by the rent; "How long was the hall according to the
builder's estimate?" is not answered from a guidebook; "Where was the club founded?" is not answered by
"Club"; of two columns naming the asked measure, the one naming more of its words holds it; and a figure a
correction later in its sentence replaced answers only a question asking the figure as first printed.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._columns import other_column_problem
from canon_reason.embedded._measures import compound_rest
from canon_reason.embedded._question_frame import (
    change_size_problem,
    corrected_after_problem,
    held_until_problem,
    made_for_problem,
    moneyless_cost_problem,
    named_source_problem,
    owned_subject_problem,
    subject_word_problem,
    superseded_figure_problem,
)

RENT = "| 1850–1862 | Ozias Brantle, of the Drabwick Arms | £300 (reduced from Lady Day 1858) |"


def test_a_change_asked_needs_a_figure_stated_as_the_change() -> None:
    question = "By how much was Ozias Brantle's rent for the ferry reduced in 1858?"
    assert change_size_problem(question, "£300", RENT)
    assert change_size_problem(question, "£40", "In 1858 his rent was reduced by £40.") == []
    assert change_size_problem(question, "£40", "The board granted a reduction of £40 in 1858.") == []
    assert change_size_problem("What was Ozias Brantle's rent in 1858?", "£300", RENT) == []


def test_a_count_of_lives_saved_is_no_change() -> None:
    question = "How many lives had the Tolley boats saved in the fifty years up to 1910?"
    saved = "In those fifty years the Tolley boats saved 212 lives."
    assert change_size_problem(question, "212 lives", saved) == []
    saving = "How many hours did the new Tolley road save on the journey?"
    assert change_size_problem(saving, "9 hours", "The journey by the new Tolley road takes 9 hours.")


def test_an_addition_asked_needs_the_amount_added() -> None:
    question = "How many acres did the lease of Orby Farm add to the estate?"
    worked = "The estate took the lease of Orby Farm, so that from 1901 it worked 380 acres."
    assert change_size_problem(question, "380 acres", worked)
    assert change_size_problem(question, "95 acres", "The lease of Orby Farm added 95 acres.") == []
    assert change_size_problem(question, "95 acres", "It brought 95 acres more under the plough.") == []
    assert change_size_problem("How many acres did the estate farm in 1901?", "380 acres", worked) == []
    assert change_size_problem("How many acres did Lower Orby Farm hold?", "380 acres", worked) == []
    assert change_size_problem("How much did the Orby guild raise in 1901?", "£80", "It raised £80.") == []


def test_a_change_stated_alone_is_still_answered() -> None:
    texts = {"ferry.md": "# Ardlow Ferry\n\nIn 1858 the ferryman's rent was reduced by £40.\n"}
    draft = judged(Corpus.from_texts(texts), "By how much was the ferryman's rent reduced in 1858?")
    assert_answers(draft, "£40")


def test_a_named_source_must_be_the_cited_one() -> None:
    question = "How long was the Ardlow assembly room according to the builder's estimate?"
    guide = "The assembly room, some 30 yards long, is best seen on a market day."
    guidebook, estimate = ["guidebook-ardlow.md"], ["builders-estimate-1850.md"]
    assert named_source_problem(question, guide, guidebook)
    assert named_source_problem(question, "| Assembly room, length | 88 ft |", estimate) == []
    noted = "The builder's estimate gave the room as 88 ft."
    assert named_source_problem(question, noted, ["notes.md"]) == []
    assert named_source_problem("How long was the Ardlow assembly room?", guide, guidebook) == []


def test_a_guidebook_does_not_answer_for_the_named_source() -> None:
    texts = {
        "guidebook-ardlow.md": "# A Guide to Ardlow\n\nThe Ardlow assembly room, some 30 yards long, is best"
        " seen on a market day.\n"
    }
    question = "How long was the Ardlow assembly room according to the builder's estimate?"
    assert judged(Corpus.from_texts(texts), question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_place_made_of_the_subjects_own_words_is_no_answer() -> None:
    subject = ("Orby Rowing Club",)
    question = "Where was the meeting held at which the Orby Rowing Club was founded?"
    cited = "The Club was founded at a meeting held at the Drabwick Arms Inn, Orby, in 1880."
    assert subject_word_problem(question, subject, "Club", cited)
    assert subject_word_problem(question, subject, "Drabwick Arms", cited) == []
    assert subject_word_problem("When was the Orby Rowing Club founded?", subject, "Club", cited) == []
    born = "Its first captain was born in Orby in 1850."
    asked = "Where was the first captain of the Orby Rowing Club born?"
    assert subject_word_problem(asked, subject, "Orby", born) == []


def test_of_two_columns_naming_the_measure_the_fuller_one_holds_it() -> None:
    before = (
        "| Year | Breed | Ewes counted | Average fleece weight per ewe (lb) |\n|---|---|---|---|\n"
        "| 1901 | Cheviot | 120 | 4.5 |\n"
    )
    row = "| 1902 | Cheviot | 132 | 4.8 |"
    question = "What was the average fleece weight per ewe of the flock for 1902?"
    assert other_column_problem(question, "132", row, before)
    assert other_column_problem(question, "4.8", row, before) == []
    assert other_column_problem("How many ewes were counted in 1902?", "132", row, before) == []


def test_a_cost_is_a_sum_of_money() -> None:
    question = "How much did the Orby Rowing Club cost?"
    members = "The secretary reported a paid-up membership of 212, an increase of 9 on the year."
    assert moneyless_cost_problem(question, "212", members)
    assert moneyless_cost_problem(question, "£212", "The boathouse cost £212.") == []
    assert moneyless_cost_problem(question, "212", "| Boathouse | 1880 | 212 |") == []
    assert moneyless_cost_problem("How many members did the club have?", "212", members) == []


def test_feet_and_inches_are_one_quantity() -> None:
    assert compound_rest("The board is 3 ft 2 in wide.", "3 ft") == "2 in"
    assert compound_rest("The wall rose 30 feet in 1900.", "30 feet") is None
    assert compound_rest("| Wall, height | 30 ft 0 in |", "30 ft") is None


def test_a_founding_for_the_subject_does_not_found_it() -> None:
    subject = ("the Orby Mill",)
    cited = "*Established 1st May 1851 by Ozias Brantle, Esq., for the workpeople of the Orby Mill."
    assert made_for_problem("Who founded the Orby Mill?", subject, cited)
    plain = "The Orby Mill was founded by Ozias Brantle."
    assert made_for_problem("Who founded the Orby Mill?", subject, plain) == []
    assert made_for_problem("When was the Orby Mill founded?", subject, cited) == []


def test_a_holder_until_a_year_ends_the_span_then() -> None:
    cited = "**Ozias Brantle** (1820–1890): landlord of the Drabwick Arms, 1880–1896"
    keeper = "Ozias Brantle"
    assert held_until_problem("Who kept the Drabwick Arms from its opening until 1891?", keeper, cited)
    assert held_until_problem("Who kept the Drabwick Arms from its opening until 1896?", keeper, cited) == []
    assert held_until_problem("Who kept the Drabwick Arms in 1891?", keeper, cited) == []


def test_an_event_of_what_the_subject_has_does_not_date_the_subject() -> None:
    subject = ("Ardlow Wharf",)
    question = "In what year was Ardlow Wharf demolished?"
    sheds = "Its two warehouses, Nos. 3 and 4, were demolished in 1961, soon after the wharf closed."
    assert owned_subject_problem(question, subject, sheds)
    assert owned_subject_problem(question, subject, "Its demolition was begun in 1961.") == []
    assert owned_subject_problem(question, subject, "Ardlow Wharf was demolished in 1961.") == []
    assert owned_subject_problem("Who built Ardlow Wharf?", subject, sheds) == []


_MAKE = (
    "The make for 1895 was printed in that year's report as 141 million cubic feet; the figure was corrected "
    "to 131 million in the report for 1896, the error having arisen in transcription."
)


def test_a_figure_a_correction_replaced_is_no_answer() -> None:
    question = "What is the corrected figure for the gas made at the Orby works in 1895?"
    assert superseded_figure_problem(question, "141 million", _MAKE)
    assert superseded_figure_problem("How much gas was made in 1895?", "141 million cubic feet", _MAKE)
    assert superseded_figure_problem(question, "131 million", _MAKE) == []
    assert superseded_figure_problem("What figure was first printed for 1895?", "141 million", _MAKE) == []
    row = "| 1910 | 18 | 203* | 905 |"
    assert superseded_figure_problem("How many were admitted, by the corrected figure?", "203", row) == []


def test_the_printed_figure_is_not_passed_for_the_corrected_one() -> None:
    corpus = Corpus.from_texts({"make.md": "# Gas made at the Orby works\n\n" + _MAKE + "\n"})
    draft = judged(corpus, "What is the corrected figure for the quantity of gas made in 1895?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_figure_the_next_sentence_corrects_is_no_answer():
    printed = "(b) The report for 1890 printed the issues as 8,930."
    after = " The next year's report corrected this to 5,930, a room having been counted twice.\n"
    asked = "How many volumes did the Tey library issue in 1890?"
    assert corrected_after_problem(asked, "8,930", printed, after)
    assert not corrected_after_problem("What figure was first printed for 1890?", "8,930", printed, after)
    assert not corrected_after_problem(
        asked, "8,930", printed, "\n\nThe next report corrected this to 5,930."
    )
    assert not corrected_after_problem(asked, "8,930", printed, " It was the highest yet.")
    footnoted = {
        "issues.md": "# Tey Library issues\n\n| Year | Issues |\n|---|---|\n| 1880 | 4,100 |\n"
        "| 1890 | 5,930 (b) |\n\n(b) The Tey library report for 1890 printed the issues as 8,930. The next "
        "year's report corrected this to 5,930, a room having been counted twice.\n"
    }
    draft = judged(Corpus.from_texts(footnoted), asked)
    assert "8,930" not in draft.answer, draft.answer  # read from the footnote without the check


def test_a_figure_first_returned_is_no_answer_but_to_the_first_figure():
    noted = "(c) The count for 1872 was first returned as 6,480 tons."
    asked = "How many tons did the Orby quarry raise in 1872, according to the corrected returns?"
    assert corrected_after_problem(asked, "6,480 tons", noted, " It was later amended in the accounts.")
    assert corrected_after_problem("How many tons did the Orby quarry raise in 1872?", "6,480", noted, "")
    assert not corrected_after_problem("What figure was first returned for 1872?", "6,480", noted, "")
    assert not corrected_after_problem(asked, "6,480", "The count for 1872 was 6,480 tons.", "")
    amended = "It was first returned as 6,480; the count is 5,910."
    assert not corrected_after_problem(asked, "5,910", amended, "")
    footnoted = {
        "raised.md": "# Orby quarry: tons raised\n\n| Year | Tons raised | Remarks |\n|---|---:|---|\n"
        "| 1868 | 4,210 | |\n| 1872 | 5,910 | see note (c) |\n| 1876 | 7,050 | |\n\n**Notes**\n\n"
        "(c) The count for 1872 was first returned as 6,480 tons. It was amended to 5,910 in the accounts "
        "of 1874, when a second counting of stone sent back by the builders was found.\n"
    }
    draft = judged(Corpus.from_texts(footnoted), asked)
    assert "6,480" not in draft.answer, draft.answer  # read from the note without the rule
