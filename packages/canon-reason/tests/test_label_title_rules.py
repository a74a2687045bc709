"""A labelled line gives a measure of the thing its passage is titled for.

"Length over buffers: 10.61 m" in "Catalogue Entry: Parcels Van No. 14" answers "What is the length over
buffers of the preserved parcels van No. 14?": the label names the asked measure, and the title the van,
though no sentence names it and the question's subject is written in lowercase.
"""

from pipeline_judge import ask_in, assert_answers

_ENTRY = {
    "van.md": "# Catalogue Entry: Parcels Van No. 14\n\n*Museum catalogue, entry 31.*\n\n"
    "**Object:** Parcels van, four-wheeled.\n\n**Dimensions:**\n- Length over body: 9.42 m\n"
    "- Length over buffers: 10.61 m\n- Width over body: 2.55 m\n"
}


def test_a_label_naming_the_measure_answers_for_the_titled_thing() -> None:
    question = "What is the length over buffers of the preserved parcels van No. 14?"
    assert_answers(ask_in(_ENTRY, question), "10.61 m")


def test_each_label_gives_its_own_measure() -> None:
    assert_answers(
        ask_in(_ENTRY, "What is the width over body of the preserved parcels van No. 14?"), "2.55 m"
    )
