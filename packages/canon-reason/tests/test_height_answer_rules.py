"""A "how tall" or "how high" question is answered by a figure its cited text gives as a height.

"Little Orrin is the 40 cm reflector of the observatory" gives an aperture, "CORRAN VALE, 6 miles N. of
Tessford" a distance: neither says how tall the thing is, while "rises 30 metres", "the summit of Carn
Odhar (1,204 m)" and a table row's "| 1838 | 164 feet |" do.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import height_word_problem


def test_a_figure_given_as_a_height_passes() -> None:
    question = "How tall is the tower of Marrow Hill Observatory?"
    assert not height_word_problem(question, "30 metres", ["The tower rises 30 metres above the moor."])
    assert not height_word_problem(
        "How high is Carn Odhar?", "1,204 m", ["the summit of Carn Odhar (1,204 m)"]
    )
    assert not height_word_problem(
        "How tall was the chimney?", "164 feet", ["| New chimney | 1838 | 164 feet |"]
    )


def test_a_figure_of_another_measure_is_no_height() -> None:
    cited = ["Little Orrin is the 40 cm reflector of Marrow Hill Observatory, installed in 1950."]
    assert height_word_problem("How tall is Little Orrin?", "40 cm", cited)
    assert height_word_problem(
        "How tall is Corran Vale?", "6 miles", ["CORRAN VALE, 6 miles N. of Tessford."]
    )
    assert height_word_problem("How tall is Penhal Brewery?", "5,900", ["Penhal Brewery | 5,900 | 6,400"])


def test_a_full_run_abstains_on_an_aperture_asked_as_a_height() -> None:
    corpus = Corpus.from_texts(
        {
            "obs.md": "# Marrow Hill Observatory\n\nLittle Orrin is the 40 cm reflector of Marrow Hill "
            "Observatory, installed in 1950.\n\nThe tower of Marrow Hill Observatory rises 30 metres above "
            "the moor.\n"
        }
    )
    draft = judged(corpus, "How tall is Little Orrin?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(judged(corpus, "How tall is the tower of Marrow Hill Observatory?"), "30 metres")


def test_a_distance_asked_as_a_height_is_not_answered() -> None:
    corpus = Corpus.from_texts({"vale.md": "# Corran Vale\n\nCORRAN VALE, 6 miles N. of Tessford.\n"})
    draft = judged(corpus, "How tall is Corran Vale?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
