"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._questions import analyze_question


def test_an_office_held_when_a_thing_happened_for_the_last_time_is_asked_in_that_year():
    asked = analyze_question("Who was chairman of the company when the works closed for the last time?")
    assert [p.question for p in asked.parts] == ["When was the works closed for the last time?"]
    assert asked.hop_template == "Who was chairman of the company in {answer}?"


def test_an_estimate_that_names_no_thing_is_not_read_from_a_sentence_on_another_of_its_kind():
    texts = {
        "minutes-1883.md": (
            "# Minutes of the directors, 1883\n\nThe architect laid before the meeting the tenders received "
            "for the erection of the new Malt House according to his plans, his own estimate being £4,650.\n"
        ),
        "estimate-1903.md": (
            "# Rebuilding of the Extract House, 1903\n\nFinal account for rebuilding the Extract House "
            "settled at £6,915, the excess arising from the foundations.\n"
        ),
    }
    asked = "By how much did the final account for the Extract House exceed the architects' estimate?"
    assert value_in(texts, asked) is None
