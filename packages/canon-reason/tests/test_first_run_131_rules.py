"""A sum in the old coins written in words is given in figures too, and a relative clause set off by commas
before a measure's verb does not name the measured thing."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_form import old_sum_in_figures
from canon_reason.embedded._measured_thing import measured_other_problem


def test_a_sum_in_words_is_given_in_figures_with_its_words():
    assert old_sum_in_figures("four shillings and sixpence") == "4s 6d (four shillings and sixpence)"
    assert old_sum_in_figures("Nine shillings") == "9s (nine shillings)"
    assert old_sum_in_figures("three pounds, twelve shillings and sixpence") == (
        "£3 12s 6d (three pounds, twelve shillings and sixpence)"
    )
    assert old_sum_in_figures("tuppence") == "2d (tuppence)"
    assert old_sum_in_figures("two pounds") is None  # a weight as often as a sum
    assert old_sum_in_figures("four and six") is None
    assert old_sum_in_figures("twelve pounds thirty shillings") is None


def test_a_first_wage_in_words_is_answered_in_both_forms():
    texts = {
        "wages.md": (
            "# The Corve Row dye works\n\n"
            "Martha Lowe started in the dye house in 1911 at five shillings and sixpence a week, and stayed "
            "until she married.\n"
        )
    }
    draft = judged_in(texts, "What weekly wage was Martha Lowe paid when she started in the dye house?")
    assert_answers(draft, "5s 6d")
    assert_answers(draft, "five shillings and sixpence")


def test_a_relative_clause_before_the_verb_does_not_name_the_measured_thing():
    report = (
        "The tower, which can be seen from every street on the east side of the town, rises to a height of "
        "84 feet."
    )
    assert not measured_other_problem("How high is the testing tower behind the works?", "84 feet", report)
    other = "The tower stands behind the works; the chimney of the boiler house rises to a height of 84 feet."
    assert measured_other_problem("How high is the testing tower behind the works?", "84 feet", other)


CATALOGUE = {
    "catalogue.md": (
        "# Catalogue of the Corve Row dye works papers\n\n"
        "The works were begun by Amos Lowe in a barn at Corve Row, and passed to his nephew in 1840. "
        "Much of their early story is told in the papers listed below, which came to the Record Office in "
        "1962 from the last manager's widow, together with the drawings of the new shed.\n\n"
        "**Note on dates.** The firm's jubilee booklet places the burning of the Old Dye House "
        '"in the winter of 1861".\n\n'
        "This is an error, repeated in later accounts: the fire took place in the night of 3 February 1862, "
        "as the manager's diary and the Corve Herald of 8 February 1862 both show.\n"
    ),
}


def test_a_date_the_next_sentence_calls_an_error_is_answered_with_the_one_it_gives():
    draft = judged_in(CATALOGUE, "On what date was the Old Dye House burnt?")
    assert_answers(draft, "3 February 1862")
