"""Arithmetic operands read from letters and accounts.

A passage titled "Letters of Ada Fenn" is written by Ada Fenn: its "I estimate that ..." is her estimate, as
the single letter's is. A clause that opens with a thing and says it was made at a sum ("The clock, made by
Messrs Penn at a cost of £180") prices that thing, not the building the question asks the cost of.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._exceed import exceeding
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._tenure import operand_event_problem
from canon_reason.embedded._whole_measures import other_cost_problem
from canon_reason.embedded._years_apart import years_apart

LETTERS = (
    "# Letters of Ebbert Vossington concerning the New Library, 1878\n\n"
    "Dear Sir,\n\n"
    "I send herewith the drawings for the new library. Excluding the shelving, I estimate that the library\n"
    "can be built for £2,140.\n\n"
    "Yours faithfully,\nEbbert Vossington\n"
)
ACCOUNTS = (
    "# Accounts of the New Library, 1880\n\n"
    "**Note by the clerk.** The total cost of the new library, exclusive of the clock, was therefore\n"
    "£2,615. "
    "The clock, made by Messrs Quarrendon of Brellow at a cost of £180, was the gift of the mayor.\n"
)


def test_letters_of_a_writer_give_the_writer_s_estimate():
    draft = judged(
        Corpus.from_texts({"letters.md": LETTERS, "accounts.md": ACCOUNTS}),
        "By how much did the final cost of the new library exceed Vossington's estimate?",
    )
    assert_answers(draft, "£475")


def test_a_thing_made_at_a_sum_is_not_the_asked_building():
    clause = "The clock, made by Messrs Quarrendon of Brellow at a cost of £180, was a gift."
    assert other_cost_problem("What was the final cost of the new library?", "£180", clause)
    assert not other_cost_problem("What was the cost of the clock?", "£180", clause)
    building = "The building, erected by Messrs Quarrendon at a cost of £2,615, was opened in 1880."
    assert not other_cost_problem("What was the final cost of the new library?", "£2,615", building)
    named = "The church, built by Messrs Quarrendon at a cost of £2,615, was opened in 1880."
    assert not other_cost_problem("What was the cost of St Ebbert's?", "£2,615", named)


SPECIFICATION = (
    "# Specification of Works: New Laundry, Pellidge Union Workhouse\n\n"
    "*Amos Garrowby, Architect. Dated 3 March 1900.*\n\n"
    "The laundry is to be built of brick with a slated roof. The architect's estimate for the whole of\n"
    "the works described herein, including the boilers, but exclusive of fittings, is £4,300.\n"
)
HISTORY = (
    "# The Pellidge Union and its Workhouse: A History\n\n"
    "The union was formed in 1836. The new laundry was opened in 1902 at a final cost of £4,950, a sum\n"
    "that drew sharp comment from the ratepayers.\n"
)
QUESTION = "By how much did the final cost of the 1902 laundry exceed the architect's estimate?"


def test_a_figure_after_was_is_the_subject_s_measure_however_long_the_subject():
    both = SPECIFICATION + "\n" + HISTORY.split("\n", 2)[2]
    assert_answers(judged(Corpus.from_texts({"papers.md": both}), QUESTION), "£650")


def test_papers_titled_for_one_thing_answer_a_question_naming_it_by_no_name():
    corpus = Corpus.from_texts({"specification.md": SPECIFICATION, "history.md": HISTORY})
    assert_answers(judged(corpus, QUESTION), "£650")


def test_figures_of_two_times_after_one_verb_are_told_apart_by_their_times():
    census = "# Orlick Green\n\nThe population of Orlick Green was 7,500 in 1951 and 9,300 in 2011.\n"
    draft = judged(
        Corpus.from_texts({"census.md": census}),
        "By how much did the population of Orlick Green grow between 1951 and 2011?",
    )
    assert_answers(draft, "1,800")


MILL = (
    "# The Orlick Mill\n\n"
    "The mill was built in 1820 by Amos Garrowby. On the night of 4 March 1861 the drying shed was burnt\n"
    "out, the first of two serious fires in the mill's history. The second fire, on 9 May 1899, began in\n"
    "the engine house.\n"
)


def test_years_separating_two_events_are_the_years_between_them():
    assert years_apart("How many years separated the two fires at the mill?") == (
        "the first fire at the mill",
        "the second fire at the mill",
    )
    assert years_apart("How many years separated the mill's first fire from its second?") == (
        "the mill's first fire",
        "the mill's second fire",
    )
    assert years_apart("How many years separate Amos Garrowby's will from the opening of the mill?") == (
        "Amos Garrowby's will",
        "the opening of the mill",
    )
    assert years_apart("How many votes separated Garrowby and Orlick?") is None
    parts = analyze_question("How many years separated the two fires at the Orlick Mill?").parts
    assert [p.fact.terms for p in parts] == [("first", "fire"), ("second", "fire")]
    assert [p.fact.entities for p in parts] == [("Orlick Mill",), ("Orlick Mill",)]


def test_the_two_fires_are_answered_by_the_years_of_the_first_and_the_second():
    draft = judged(
        Corpus.from_texts({"mill.md": MILL}), "How many years separated the two fires at the mill?"
    )
    assert_answers(draft, "38 years")


ALMSHOUSES = (
    "# The Orlick Almshouses\n\n"
    "The almshouses owe their being to Ebbert Pellidge, a tanner of the town, who by his will of 1702 left\n"
    "the rents of a farm to maintain six poor widows. Pellidge died in 1704.\n\n"
    "The almshouses on Garrowby Lane were formally opened in 1851 by the mayor.\n"
)


def test_a_will_after_its_owner_is_a_thing_dated_by_its_year():
    assert read_fact("In which year: Ebbert Pellidge's will?").terms == ("will",)
    assert read_fact("When will the hall open?").terms == ("hall", "open")
    cited = ["The almshouses owe their being to Ebbert Pellidge, who by his will of 1702 left the rents."]
    question = "How many years separate Ebbert Pellidge's will from the opening of the almshouses?"
    assert not operand_event_problem(question, "In which year: Ebbert Pellidge's will?", "1702", cited)
    draft = judged(
        Corpus.from_texts({"almshouses.md": ALMSHOUSES}),
        "How many years separate Ebbert Pellidge's will from the opening of the Garrowby Lane almshouses?",
    )
    assert_answers(draft, "149 years")


MARKETS = (
    "# The Markets of Orlick\n\n"
    "The covered market behind the guildhall was opened in 1868. Its final cost was £9,100.\n\n"
    "The fish market on Garrowby Row was opened in 1882, and its final cost was £2,400.\n"
)


def test_two_things_of_one_kind_are_summed_though_the_question_names_neither():
    draft = judged(
        Corpus.from_texts({"markets.md": MARKETS}),
        "What was the combined final cost of the covered market and the fish market?",
    )
    assert_answers(draft, "£11,500")


ENDOWMENTS = (
    "# Scholarships and Exhibitions\n\n"
    "The following endowments are attached to the School.\n\n"
    "**The Pellidge Exhibition**, founded under the will of the founder, is of the value of £40 a year, "
    "tenable for four years at either university. It is awarded by the governors in July.\n\n"
    "**The Garrowby Scholarship** was founded in 1852 by Mrs. Ada Vossington, widow of Mr. Amos Vossington, "
    "for many years a governor, in memory of her husband. It is of the value of £25 a year and is tenable at "
    "the School for three years by a boy from a school of the town.\n"
)


def test_it_opening_a_passage_is_the_subject_of_the_sentence_ending_the_one_before():
    corpus = Corpus.from_texts({"endowments.md": ENDOWMENTS}, chunk_chars=250)
    assert any(c.text.startswith("It is of the value of £25") for c in corpus.chunks)
    draft = judged(
        corpus, "What was the combined yearly value of the Pellidge Exhibition and the Garrowby Scholarship?"
    )
    assert_answers(draft, "£65")


def test_his_own_estimate_is_the_estimate_of_the_man_the_first_side_names():
    asked = exceeding("By how much did the final cost of Garrowby's hall exceed his own estimate?")
    assert asked is not None
    assert [f.text for f in asked[2]] == [
        "What was the final cost of Garrowby's hall?",
        "What was Garrowby's estimate?",
    ]
    both = exceeding("By how much did the cost of Garrowby's hall and Orlick's barn exceed his estimate?")
    assert both is None or "his" in both[2][1].text  # two possessors: "his" could be either man's
    hall = (
        "# The Orlick Hall\n\n"
        "The hall was designed by Amos Garrowby in 1880. Mr Garrowby's estimate was £2,000, and the\n"
        "committee accepted it. The final cost of Garrowby's hall, opened in 1882, was £2,450.\n"
    )
    draft = judged(
        Corpus.from_texts({"hall.md": hall}),
        "By how much did the final cost of Garrowby's hall exceed his own estimate?",
    )
    assert_answers(draft, "£450")
