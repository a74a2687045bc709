"""Three of the five confident wrong answers of the first run of heldout133 to heldout135, on invented text.

The bold label of a record's entry ("**Custodial history:**") is no answer; a firm asked is not a name
standing before a word for land ("the Morvell Bank pastures"); and a figure a correction quotes as stated
("we stated the length of the course as 1,900 yards") is the error, not the fact.
"""

from canon_reason.embedded._answer_type import label_answer_problem, land_name_problem
from canon_reason.embedded._question_frame import retracted_figure_problem


def test_a_record_s_bold_label_is_no_answer():
    cited = ["**Custodial history:** The Dannock papers were kept by the family until 1950."]
    assert label_answer_problem("Custodial", cited)
    assert label_answer_problem("Swan Inn", ["The subscribers met at the Swan Inn in 1784."]) == []


def test_a_name_before_a_word_for_land_is_no_firm():
    question = "Which firm bought the Dannock business from the family?"
    assert land_name_problem(question, "Morvell Bank", ["Bought the Morvell Bank pastures in 1820."])
    firm = ["The business was sold to Morvell Bank Textiles Ltd in 1951."]
    assert land_name_problem(question, "Morvell Bank Textiles Ltd", firm) == []
    assert land_name_problem("Who owned the pastures?", "Morvell Bank", ["the Morvell Bank pastures"]) == []


def test_a_figure_a_correction_quotes_as_stated_is_the_error():
    question = "How long was the Dannock regatta course?"
    cited = "Correction. In our report of the regatta we stated the length of the course as 1,900 yards."
    assert retracted_figure_problem(question, "1,900 yards", cited)
    plain = "Correction. The regatta course was 1,700 yards long, as the umpire confirms."
    assert retracted_figure_problem(question, "1,700 yards", plain) == []
