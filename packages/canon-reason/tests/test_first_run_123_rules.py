"""A column unit of two words, a ship's trade for its name, and a year's figures a table's note estimates."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_type import vessel_attribute_problem
from canon_reason.embedded._question_frame import estimated_row_problem

OUTPUT = {
    "output.md": (
        "# Yearly output of the Harrowby Mat Works\n\n"
        "| Year | Matting woven (sq. yds) | Looms at work |\n|---|---|---|\n"
        "| 1886 | 96,400 | 41 |\n| 1890 | 118,250 | 44 |\n"
    ),
}


def test_a_column_unit_of_two_words_is_kept_whole():
    draft = judged_in(
        OUTPUT, "How many square yards of matting were woven at the Harrowby Mat Works in 1890?"
    )
    assert_answers(draft, "118,250 square yards")
    assert "sq. yds" in (draft.value or "")


def test_a_place_before_the_word_ship_is_not_the_ship_s_name():
    asked = "What was the name of the ship that brought the first cargo of fibre in 1851?"
    diary = "Mr Vane writes the next Malabar ship will bring a second cargo in the spring."
    assert vessel_attribute_problem(asked, "Malabar", [diary])
    named = "The barque Malabar came into the river with the first cargo in June 1851."
    assert not vessel_attribute_problem(asked, "Malabar", [named])
    assert not vessel_attribute_problem("Where did the fibre come from?", "Malabar", [diary])


def test_a_year_its_table_s_note_calls_estimated_gives_no_actual_figure():
    row = "| 1889 | 31,075 | 6,840 |"
    note = (
        "\n\n1. Boxes in gross. 2. The figures for 1889 are estimated for the full year from the first four "
        "months' returns. 3. The actual outturn for 1889 was 30,640 gross."
    )
    assert estimated_row_problem("What was the actual box output of 1889?", "31,075", row, note)
    assert not estimated_row_problem("What was the box output of 1889?", "31,075", row, note)
    assert not estimated_row_problem(
        "What was the actual box output of 1880?", "18,420", "| 1880 | 18,420 |", note
    )
