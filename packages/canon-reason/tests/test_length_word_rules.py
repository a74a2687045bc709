"""A figure answers "How long is X?" only where its text gives it as a length: ``length_word_problem``.

"46 metres long", "Length: 412 feet", "32 feet in length" and a table cell with its unit are lengths; "a
beam of 11 feet", "the 60 cm reflector", "sits at 1,840 metres", "5 miles E. of Dunby" and the 12 ft of
"60 ft long by 12 ft wide" measure something else. A duration and a measure the question names pass.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import length_word_problem

ASKED = "How long is the Kell Barge?"


def test_a_figure_given_as_another_measure_is_no_length():
    assert length_word_problem(ASKED, "11 feet", ["The Kell Barge had a beam of 11 feet."])
    assert length_word_problem(ASKED, "12 ft", ["| Deck | 60 ft 0 in long by 12 ft 0 in wide |"])
    assert length_word_problem(
        "How long is Tibb Observatory?", "60 cm", ["Its 60 cm reflector came in 1961."]
    )
    assert length_word_problem("How long is Tibb Observatory?", "1,840 metres", ["It sits at 1,840 metres."])
    assert length_word_problem("How long is Dunby Clough?", "5 miles", ["DUNBY CLOUGH, 5 miles E. of Tibb."])


def test_a_figure_a_word_or_a_column_calls_a_length_passes():
    assert not length_word_problem(ASKED, "46 metres", ["It is 46 metres long."])
    assert not length_word_problem(ASKED, "412 feet", ["Length between ends: 412 feet"])
    assert not length_word_problem(ASKED, "32 feet", ["It was 32 feet in length."])
    assert not length_word_problem(ASKED, "29 metres", ["| Kell Barge | 1862 | 29 metres |"])
    assert not length_word_problem("How long is the main span?", "210 metres", ["Main span: 210 metres"])
    assert not length_word_problem("How long was the lease?", "30 years", ["The lease ran 30 years."])


def test_the_reasoner_abstains_on_a_distance_for_a_length():
    text = "# Dunby Clough\n\nDUNBY CLOUGH, 5 miles E. of Tibb, is a village of weavers.\n"
    corpus = Corpus.from_texts({"clough.md": text})
    assert judged(corpus, "How long is Dunby Clough?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    barge = "# The Kell Barge\n\nThe Kell Barge was built at Tibb in 1880. She was 60 feet long.\n"
    assert_answers(judged(Corpus.from_texts({"barge.md": barge}), ASKED), "60 feet")


def test_dots_leading_a_label_to_its_figure_keep_the_label():
    assert not length_word_problem("How long is the River Tibb?", "40 miles", ["Length ........ 40 miles"])


def test_a_converted_figure_a_figure_by_another_and_a_label_the_question_names_pass():
    assert not length_word_problem(ASKED, "1,706 ft", ["It is 520 metres (1,706 ft) long."])
    assert not length_word_problem(ASKED, "805 metres", ["It is 880 yards long, or 805 metres."])
    assert not length_word_problem(
        "How long was the Tibb pool?", "90 feet", ["Tibb pool: 90 feet by 30 feet"]
    )
    assert length_word_problem("How long was the Tibb pool?", "30 feet", ["Tibb pool: 90 feet by 30 feet"])
    cited = ["Short boundaries: 64 metres at each end"]
    assert not length_word_problem("How long are the short boundaries at Tibb?", "64 metres", cited)


def test_a_labels_line_is_read_whole():
    cited = ["Length between the piers, as built: 372 feet"]
    assert not length_word_problem("How long is the Tibb Bridge?", "372 feet", cited)


def test_the_subjects_own_name_before_a_figure_is_no_label():
    cited = ["Little Dunby is the 60 cm reflector of Tibb Observatory."]
    assert length_word_problem("How long is Little Dunby?", "60 cm", cited)


def test_a_number_in_words_is_read_as_a_figure():
    cited = ["Dunby and Tibb lie nine kilometres apart along the springs."]
    assert length_word_problem("How long is Dunby?", "nine kilometres", cited)
    assert not length_word_problem(ASKED, "nine metres", ["The Kell Barge was nine metres long."])
