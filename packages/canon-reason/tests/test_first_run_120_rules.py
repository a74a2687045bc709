"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import value_in

from canon_reason.embedded._namesakes import confused_with_problem

_CLOSING = {
    "courier-1971.md": (
        "# The Tarrant works closes\n\n*From the Quarrelby Courier, 2 July 1971.*\n\n"
        "A chapter of the town's history closed on Saturday, 26 June, when the gates of the Tarrant works "
        "were locked for the last time by the works manager, Mr Amos Quarrel.\n"
    )
}


def test_a_year_alone_is_no_answer_where_the_sentence_gives_the_day():
    asked = "When were the gates of the Tarrant works locked for the last time?"
    assert value_in(_CLOSING, asked) is None
    # asked the year, the year is the answer
    assert value_in(_CLOSING, "In what year were the gates of the Tarrant works locked for the last time?")


def test_a_street_a_text_says_has_nothing_to_do_with_an_inn_is_not_the_inn():
    note = (
        "It should be said, for the benefit of strangers, that the house has nothing to do with Anchor "
        "Street, on the far side of the river, where many of the hands reside."
    )
    asked = "Where was the 1889 dinner of the Tarrant company held?"
    assert confused_with_problem(asked, "Anchor Street", note)
