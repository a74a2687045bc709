"""Three of the five confident wrong answers of the first run of heldout133 to heldout135, on invented text.

The bold label of a record's entry ("**Administrative history:**") is no answer; a firm asked is not a name
standing before a word for land ("the Morvell Bank meadows"); and a figure a correction quotes as stated
("we stated the height of the chimney as 145 feet") is the error, not the fact.
"""

from canon_reason.embedded._answer_type import label_answer_problem, land_name_problem
from canon_reason.embedded._question_frame import retracted_figure_problem


def test_a_record_s_bold_label_is_no_answer():
    cited = ["**Administrative history:** The Dannock Infirmary was founded by a meeting of subscribers."]
    assert label_answer_problem("Administrative", cited)
    assert label_answer_problem("Swan Inn", ["The subscribers met at the Swan Inn in 1784."]) == []


def test_a_name_before_a_word_for_land_is_no_firm():
    question = "Which firm bought the Dannock business from the family?"
    assert land_name_problem(question, "Morvell Bank", ["Purchased the Morvell Bank meadows in 1797."])
    firm = ["The business was sold to Morvell Bank Textiles Ltd in 1951."]
    assert land_name_problem(question, "Morvell Bank Textiles Ltd", firm) == []
    assert land_name_problem("Who owned the meadows?", "Morvell Bank", ["the Morvell Bank meadows"]) == []


def test_a_figure_a_correction_quotes_as_stated_is_the_error():
    question = "How tall is the chimney of the rebuilt Dannock Mill?"
    cited = "Correction. In our account of the new mill we stated the height of the chimney as 145 feet."
    assert retracted_figure_problem(question, "145 feet", cited)
    plain = "Correction. The chimney of the new mill is 140 feet high, as the engineer confirms."
    assert retracted_figure_problem(question, "140 feet", plain) == []
