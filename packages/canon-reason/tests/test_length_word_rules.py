"""A figure answers "How long is X?" only where its text gives it as a length: ``length_word_problem``.

"46 metres long", "Length: 412 feet", "32 feet in length" and a table cell with its unit are lengths; "a
beam of 9 feet", "the 50 cm reflector", "sits at 2,310 metres", "7 miles W. of Dunby" and the 14 ft of
"80 ft long by 14 ft wide" measure something else. A duration and a measure the question names pass.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import length_word_problem

ASKED = "How long is the Kell Barge?"


def test_a_figure_given_as_another_measure_is_no_length():
    assert length_word_problem(ASKED, "9 feet", ["The Kell Barge had a beam of 9 feet."])
    assert length_word_problem(ASKED, "14 ft", ["| Deck | 80 ft 0 in long by 14 ft 0 in wide |"])
    assert length_word_problem(
        "How long is Tibb Observatory?", "50 cm", ["Its 50 cm reflector came in 1961."]
    )
    assert length_word_problem("How long is Tibb Observatory?", "2,310 metres", ["It sits at 2,310 metres."])
    assert length_word_problem("How long is Dunby Clough?", "7 miles", ["DUNBY CLOUGH, 7 miles W. of Tibb."])


def test_a_figure_a_word_or_a_column_calls_a_length_passes():
    assert not length_word_problem(ASKED, "46 metres", ["It is 46 metres long."])
    assert not length_word_problem(ASKED, "412 feet", ["Length between ends: 412 feet"])
    assert not length_word_problem(ASKED, "32 feet", ["It was 32 feet in length."])
    assert not length_word_problem(ASKED, "29 metres", ["| Kell Barge | 1862 | 29 metres |"])
    assert not length_word_problem("How long is the main span?", "320 metres", ["Main span: 320 metres"])
    assert not length_word_problem("How long was the lease?", "30 years", ["The lease ran 30 years."])


def test_the_reasoner_abstains_on_a_distance_for_a_length():
    text = "# Dunby Clough\n\nDUNBY CLOUGH, 7 miles W. of Tibb, is a village of weavers.\n"
    corpus = Corpus.from_texts({"clough.md": text})
    assert judged(corpus, "How long is Dunby Clough?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    barge = "# The Kell Barge\n\nThe Kell Barge was built at Tibb in 1880. She was 60 feet long.\n"
    assert_answers(judged(Corpus.from_texts({"barge.md": barge}), ASKED), "60 feet")


def test_dots_leading_a_label_to_its_figure_keep_the_label():
    assert not length_word_problem("How long is the River Tibb?", "40 miles", ["Length ........ 40 miles"])


def test_a_converted_figure_a_figure_by_another_and_a_label_the_question_names_pass():
    assert not length_word_problem(ASKED, "2,100 ft", ["It is 640 metres (2,100 ft) long."])
    assert not length_word_problem(ASKED, "1,609 metres", ["It is 1,760 yards long, or 1,609 metres."])
    assert not length_word_problem(
        "How long was the Tibb pool?", "100 feet", ["Tibb pool: 100 feet by 35 feet"]
    )
    assert length_word_problem("How long was the Tibb pool?", "35 feet", ["Tibb pool: 100 feet by 35 feet"])
    cited = ["Straight boundaries: 71 metres at both ends"]
    assert not length_word_problem("How long are the straight boundaries at Tibb?", "71 metres", cited)


def test_a_labels_line_is_read_whole():
    cited = ["Length between abutments, as built: 486 feet"]
    assert not length_word_problem("How long is the Tibb Bridge?", "486 feet", cited)


def test_the_subjects_own_name_before_a_figure_is_no_label():
    cited = ["Little Dunby is the 50 cm reflector of Tibb Observatory."]
    assert length_word_problem("How long is Little Dunby?", "50 cm", cited)


def test_a_number_in_words_is_read_as_a_figure():
    cited = ["Dunby and Tibb lie nine kilometres apart along the springs."]
    assert length_word_problem("How long is Dunby?", "nine kilometres", cited)
    assert not length_word_problem(ASKED, "nine metres", ["The Kell Barge was nine metres long."])
