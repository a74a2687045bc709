"""The five confident wrong answers of the first run of heldout262 to heldout264, on invented text.

An inn is no person a "who" hop asks for; a figure its sentence says was given "owing to a clerical error"
is no answer, though a comma follows it; a year a catalogue says a history "states that" it happened in,
before setting another year against it, is disputed; a widow is no "Mr"; and a holder's rank written short
before his name in a list of office-holders ("Col. Hugh Tarrant") is kept with it, and read as the rank.
"""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._answer_type import kin_title_problem, person_type_problem
from canon_reason.embedded._question_frame import corrected_after_problem, denied_figure_problem
from canon_reason.embedded._reasoner import reason


def test_an_inn_is_no_person():
    asked = "Who is the directors of the Hallow Type Company Limited?"
    assert person_type_problem(asked, "Swan Inn", [])
    assert person_type_problem(asked, "Amos Venn", []) == []


def test_a_figure_given_through_a_clerical_error_is_no_answer():
    cited = (
        "The printed Report for 1894 gave the net profit as £2,340, owing to a clerical error in the stock."
    )
    asked = "What was the company's net profit for the year 1894?"
    assert corrected_after_problem(asked, "£2,340", cited, "")
    plain = "The printed Report for 1894 gave the net profit as £2,340, a record for the company."
    assert corrected_after_problem(asked, "£2,340", plain, "") == []


def test_a_year_a_paper_states_before_another_is_set_against_it_is_disputed():
    catalogue = (
        "The jubilee history (HT/5/1) states that Amos Venn opened his first foundry in 1811; the lease of "
        "the ground (HT/1/1), dated 4 May 1808, shows that he was at work there three years earlier."
    )
    assert denied_figure_problem("1811", [catalogue])
    assert denied_figure_problem("1808", [catalogue]) == []
    assert denied_figure_problem("1811", ["Amos Venn opened his first foundry in 1811."]) == []


def test_a_widow_is_no_mister():
    asked = "What was the name of Amos Venn's widow?"
    assert kin_title_problem(asked, "Mr Hugh Venn")
    assert kin_title_problem(asked, "Mrs Ann Venn") == []
    assert kin_title_problem("Who was Amos Venn's eldest son?", "Miss Ann Venn")
    assert kin_title_problem("Who was the son of Mrs Ann Venn?", "Mr Hugh Venn") == []


def test_a_rank_written_short_stays_with_the_holder():
    corpus = Corpus.from_texts(
        {
            "chairmen.md": "# Chairmen of the Hallow Type Company\n\n| Years | Chairman |\n|---|---|\n"
            "| 1889–1900 | Amos Venn |\n| 1901–1914 | Col. Hugh Tarrant |\n"
        }
    )
    draft = reason("Who was chairman of the Hallow Type Company in 1908?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "Colonel Hugh Tarrant"), draft.value
    assert answer_matches("Capt. H. Tarrant", "Captain H. Tarrant")
