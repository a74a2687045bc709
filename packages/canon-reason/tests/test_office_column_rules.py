"""Office column rules on small in-memory corpora: a table whose first column is named for an office ("Head
gardener") gives each row's first cell as a holder of that office, for the years its other cells give; a
date ending the occasion an event took place at ("founded at a meeting held in the inn on 4 March 1862")
dates the event."""

from pipeline_judge import ask_in, assert_answers

GARDENERS = {
    "gardeners.md": "# Register of Head Gardeners, Orra Hall\n\n"
    "Compiled from the estate wages books.\n\n"
    "| Head gardener | In post | Born | Notes |\n"
    "|---|---|---|---|\n"
    "| Ann Hale | 1880-1902 | Brisa, 1850 | Retired to Kelby |\n"
    "| Tom Reed | 1902-1930 | Kelby, 1870 | Laid out the rose walk |\n",
}


def test_the_first_cell_of_a_row_holds_the_office_its_column_is_named_for():
    assert_answers(ask_in(GARDENERS, "Who was head gardener at Orra Hall from 1902 to 1930?"), "Tom Reed")


CLUB = {
    "club.md": "# The Founding of the Orra Rowing Club\n\n"
    "The Orra Rowing Club was founded at a meeting held in the back parlour of the Swan Inn, Kelby, on "
    "4 March 1862. Eleven oarsmen signed the first roll that night.\n",
}


def test_a_date_ending_the_occasion_an_event_took_place_at_dates_the_event():
    assert_answers(ask_in(CLUB, "In what year was the Orra Rowing Club founded?"), "1862")
