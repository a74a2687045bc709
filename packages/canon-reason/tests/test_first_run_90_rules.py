"""Rules made for the confident wrong answers of two blind rounds, each checked on invented text."""

from fractions import Fraction

from canon_reason._text import words
from canon_reason.embedded._answer_form import counted_result
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._namesakes import elder_unnamed_problem
from canon_reason.embedded._question_frame import moneyless_cost_problem, named_source_problem
from canon_reason.embedded._scope import verb_answer_problem
from canon_reason.embedded._stance import other_particle_problem, papers_opened_problem
from canon_reason.embedded._year_clauses import earlier_predicate_year_problem


def test_a_year_written_out_is_one_number_and_no_rent():
    text = "in the year of our Lord one thousand seven hundred and sixty-eight, BETWEEN Jonas Pettle"
    assert [(m.text, m.number) for m in numbers(text, words(text))] == [
        ("one thousand seven hundred and sixty-eight", Fraction(1768))
    ]
    sentence = f"THIS INDENTURE made {text} of the one part, yielding yearly the rent of four pounds."
    asked = "What yearly rent was reserved in the 1768 lease of the ground in Tenter Lane?"
    assert moneyless_cost_problem(asked, "one thousand seven hundred and sixty-eight", sentence)
    assert not moneyless_cost_problem(asked, "four pounds", sentence)


def test_a_date_of_a_beginning_is_not_the_completion_an_aside_later_dates():
    cited = (
        "Shows the Weaving Shed begun in April 1822 and completed, with the joiners' final account, in "
        "September 1823."
    )
    asked = "In what year was the Weaving Shed completed?"
    assert earlier_predicate_year_problem(asked, "April 1822", cited)
    assert earlier_predicate_year_problem(asked, "1822", cited)
    assert not earlier_predicate_year_problem(asked, "September 1823", cited)


def test_a_record_asked_itself_must_be_the_document_cited():
    asked = "According to the lease itself, how long was the plot Jonas Pettle took in Tenter Lane?"
    cited = "In 1768 he took a lease of a plot, 130 feet long, in Tenter Lane."
    assert named_source_problem(asked, cited, ["short-history-1948.md", cited])
    assert not named_source_problem(asked, "The plot is 130 yards long.", ["lease-tenter-lane-1768.md"])


def test_a_difference_in_dozen_pairs_is_given_in_dozen_pairs():
    asked = "How many more dozen pairs of soles did the company produce in 1912 than in 1911?"
    assert counted_result(asked, "15,760", ("| 1912 | 47,520 |", "| 1911 | 31,760 |")) == "15,760 dozen pairs"


def test_a_phrasal_verb_with_another_particle_is_another_deed():
    asked = "In what year was the making of clocks given up at the Orb Works?"
    over = ["During the war of 1939-45 the works were given over to the making of fuzes."]
    assert other_particle_problem(asked, over)
    assert not other_particle_problem(asked, ["The making of clocks was given up in 1927."])


def test_a_title_alone_names_nothing():
    assert verb_answer_problem("For which clock did Tolley & Sons tender in 1851?", "Messrs")
    assert not verb_answer_problem("For which clock did Tolley & Sons tender in 1851?", "the Market Clock")


def test_tenders_opened_date_no_opening_of_the_building():
    asked = "On what date was the rebuilt Drying Loft opened?"
    tenders = ["Abstract of tenders opened at the office of Hale & Rudd, 28th May 1846."]
    assert papers_opened_problem(asked, tenders)
    assert not papers_opened_problem(asked, ["The rebuilt Drying Loft was opened on 2 October 1847."])
    assert not papers_opened_problem("When were the tenders for the Loft opened?", tenders)


def test_the_entry_of_the_younger_namesake_gives_no_year_of_the_elder():
    asked = "In what year was the elder Jonas Pettle born?"
    assert elder_unnamed_problem(asked, "**PETTLE, Jonas (the younger)** (1766-1831).")
    assert not elder_unnamed_problem(asked, "**PETTLE, Jonas (the elder)** (1731-1799).")
