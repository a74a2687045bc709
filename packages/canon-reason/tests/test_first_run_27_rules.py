"""The confident wrong answers of the first run of heldout94 to heldout96, on invented text.

What a text says of the namesake it warns against ("not to be confused with the older institute at Felby, in
Brimacre Gate") is not of the asked one; "a further 1 rood" is more land beside the 3 acres a yard comprises,
not its extent; "At the foot of which street ...?" asks a street, which a town's name is not; "The funeral
took place" takes nothing; and a year a sentence gives to another verb ("ordered in 1870 was delivered in
April") does not date the asked one.
"""

from pipeline_judge import judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._namesakes import confused_with_problem
from canon_reason.embedded._question_frame import further_figure_problem
from canon_reason.embedded._year_clauses import other_verb_year_problem

WARNED = (
    "The Tanners' Institute in Haskew Street was put up by Tom Quillon in 1890. It should not be confused "
    "with the older Tanners' Institute at Felby, a stone building in Brimacre Gate."
)


def test_what_a_text_says_of_the_namesake_it_warns_against_is_not_the_asked_ones():
    question = "On which street in Yarrowby did Tom Quillon put up the Tanners' Institute?"
    assert confused_with_problem(question, "Brimacre Gate", WARNED)
    assert confused_with_problem(question, "Haskew Street", WARNED) == []
    felby = "On which street in Felby does the older Tanners' Institute stand?"
    assert confused_with_problem(felby, "Brimacre Gate", WARNED) == []
    fronted = "Not to be confused with the chapel at Felby, this church was built in 1958 in Grinstow Row."
    assert confused_with_problem("Where was the Yarrowby church built?", "Grinstow Row", fronted) == []


def test_a_further_figure_is_no_extent_of_the_asked_thing():
    cited = (
        "The yard at Stellow Lane comprises 3 acres 2 roods, with a further 1 rood of meadow taken at will."
    )
    question = "How much land did the yard at Stellow Lane take up?"
    assert further_figure_problem(question, "1 rood", cited)
    assert further_figure_problem(question, "3 acres 2 roods", cited) == []
    bought = "In 1872 the firm bought a further 3 acres 2 roods of land from the Quendal trustees."
    assert further_figure_problem("How much land did the firm buy in 1872?", "3 acres 2 roods", bought) == []
    grew = "How many roods did the meadow add to the yard?"
    assert further_figure_problem(grew, "1 rood", cited) == []


def test_a_which_street_question_opened_by_a_place_phrase_asks_a_street():
    question = "At the foot of which street in Pelbury did the company build its ferry house?"
    fact = read_fact(question)
    assert (fact.wh, fact.head) == ("which", "street")
    history = (
        "# The ferry\n\nThe company bought the ferry rights from the lord of the manor, together with a "
        "strip of meadow on the Quennock bank, and built a ferry house on the Pelbury side at the foot of "
        "Carnock Wynd.\n"
    )
    draft = judged_in({"ferry.md": history}, question)
    assert draft.outcome is not Outcome.ANSWERED or "Carnock Wynd" in draft.answer, draft.answer


def test_took_place_takes_nothing():
    obituary = (
        "# Death of Mr Amos Haskew\n\nWe regret to record the death of Mr Amos Haskew, for twenty years "
        "superintendent of the Pelbury ferry.\n\n*The Pelbury Courier, 16 November 1895.*\n\nThe funeral "
        "took place at Pelbury church on Saturday, the coffin being carried across the river on the ferry, "
        "which flew its flag at half mast.\n"
    )
    draft = judged_in({"obituary.md": obituary}, "What did the ferry take in tolls in 1895?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_year_of_another_verb_does_not_date_the_asked_one():
    cited = (
        "The locomotive engine ordered in 1870 was delivered in April and has worked the traffic since May."
    )
    question = "When was the locomotive delivered?"
    assert other_verb_year_problem(question, "1870", cited)
    assert other_verb_year_problem("When was the locomotive ordered?", "1870", cited) == []
    dated = "The engine ordered in 1870 was delivered in April 1871."
    assert other_verb_year_problem(question, "1870", dated) == []
