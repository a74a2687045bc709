"""Ways a table of years is read on invented text: the row of the asked year, and its cell asked.

The notes of a table of years share its title's words and may name the asked year in a sentence ("The rise
in 1862 came with a new contract"), so a search by the title brings back the notes, not the chunk of the rows;
a column named for the counted noun gives the count; a note below the table may correct a row's figure.
"""

from pipeline_judge import assert_answers, fact_of, judged, whole_hit

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._question_frame import noted_row_problem
from canon_reason.embedded._year_series import neighbour_years_query, year_row_query

SERIES_TITLE = "Morvath Mill: Yearly Returns, 1861–1870"


def test_a_note_naming_the_year_is_not_the_year_s_row():
    note = whole_hit("returns.md", "*Note.* The rise in 1864 came with a new contract.", SERIES_TITLE)
    fact = fact_of("How many hands were on the Morvath Mill books in 1864?")
    assert year_row_query(fact, [note]) == f"{SERIES_TITLE} 1864"
    assert neighbour_years_query(fact, [note]) == "year 1863 1864 1865"


def test_no_neighbours_are_sought_once_the_row_is_retrieved():
    note = whole_hit("returns.md", "*Note.* The rise in 1864 came with a new contract.", SERIES_TITLE)
    row = whole_hit("returns.md", "| 1863 | 412 | 58 |\n| 1864 | 398 | 58 |", SERIES_TITLE)
    fact = fact_of("How many hands were on the Morvath Mill books in 1864?")
    assert year_row_query(fact, [note, row]) is None
    assert neighbour_years_query(fact, [note, row]) is None


ROWS = "\n".join(
    f"| {year} | {hands} | {looms} |"
    for year, hands, looms in [
        (1861, 412, 58),
        (1862, 405, 58),
        (1863, 431, 60),
        (1864, 398, 60),
        (1865, 440, 62),
        (1866, 452, 62),
        (1867, 461, 64),
        (1868, 470, 64),
        (1869, 466, 64),
        (1870, 488, 66),
    ]
)
RETURNS = (
    f"# {SERIES_TITLE}\n\n"
    "*Abstracted from the half-yearly returns book of the Morvath Mill partners. Figures are for the year "
    "ending 31 December. Hands includes all persons on the Morvath Mill books, men, women and young persons, "
    "but not the outworkers of the Morvath Mill mending trade, who were never on the Morvath Mill books.*\n\n"
    "**Table 1. Hands and looms at Morvath Mill, 1861–1870**\n\n"
    "| Year | Hands employed | Looms at work |\n|---|---|---|\n"
    f"{ROWS}\n\n"
    "*Note.* The drop in 1864 came with six idle weeks in the summer of that year at Morvath Mill, "
    "while the engine was under repair; the Morvath Mill books show the hands laid off in 1864 taken back "
    "in the autumn of 1864, and the Morvath Mill returns for 1864 say so.\n\n"
    "The outworkers of Morvath Mill were paid by the piece through the bagwomen, who carried work from "
    "Morvath Mill to the villages; the Morvath Mill books name none of them.\n"
)
HISTORY = (
    "# Morvath Mill: A Short History\n\n"
    "Elias Quillantine, who built Morvath Mill, died in 1864, and the Morvath Mill books passed to his son.\n"
)


def test_the_row_of_the_asked_year_is_read_below_its_notes():
    corpus = Corpus.from_texts({"returns.md": RETURNS, "history.md": HISTORY})
    assert_answers(judged(corpus, "How many hands were on the Morvath Mill books in 1864?"), "398")


# A table of years whose column is named for the counted noun alone ("Hands") gives the count of the asked
# year's row, however far along the row the column stands.
FIGURES = (
    "# Ebberstow Works: Yearly Figures, 1880–1884\n\n"
    "*Taken from the kiln ledgers. Hands is the number on the wages book at Michaelmas.*\n\n"
    "| Year | Charges | Bricks (thousands) | Coal (tons) | Hands | Sales |\n"
    "|---|---|---|---|---|---|\n"
    "| 1880 | 148 | 61,200 | 2,960 | 187 | £9,420 |\n"
    "| 1881 | 152 | 63,050 | 3,040 | 190 | £9,610 |\n"
    "| 1882 | 157 | 64,800 | 3,140 | 196 | £9,985 |\n"
    "| 1883 | 161 | 66,400 | 3,220 | 203 | £10,240 |\n"
    "| 1884 | 164 | 68,100 | 3,280 | 212 | £10,715 |\n"
)


def test_a_column_named_for_the_counted_noun_gives_the_year_s_count():
    corpus = Corpus.from_texts({"figures.md": FIGURES})
    assert_answers(judged(corpus, "How many hands were there in 1883?"), "203")
    assert_answers(judged(corpus, "How many hands were on the wages book in 1882?"), "196")


def test_another_column_of_the_row_is_not_the_count():
    corpus = Corpus.from_texts({"figures.md": FIGURES})
    assert_answers(judged(corpus, "How many charges were there in 1883?"), "161")


SHIPPING = (
    "# Port of Vossick: Shipping, 1870–1880\n\n"
    "*Compiled from the annual reports of the Vossick harbour trustees.*\n\n"
    "| Year | Vessels entered | Dues received |\n"
    "|---|---|---|\n"
    "| 1870 | 912 | £4,310 |\n"
    "| 1875 | 1,248 | £5,126 |\n"
    "| 1880 | 1,037 | £5,540 |\n\n"
    "*Notes.* The number of vessels entered in 1875 is given as printed in the report for that year. In the "
    "report for 1876 the clerk stated that the 1875 figure had been misprinted, and corrected it to 1,284.\n"
)


def test_a_row_figure_a_note_below_corrects_is_no_answer():
    corpus = Corpus.from_texts({"shipping.md": SHIPPING})
    abstained = judged(corpus, "How many vessels entered Vossick harbour in 1875?")
    assert abstained.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "How many vessels entered Vossick harbour in 1880?"), "1,037")


def test_the_note_must_name_the_row_s_year_and_another_figure():
    after = "The figure for 1875 was first printed as 1,284 and corrected to 1,248 in the next report."
    assert noted_row_problem("1,248", "1,248", "| 1875 | 1,248 | £5,126 |", after) == []
    assert noted_row_problem("1,037", "1,037", "| 1880 | 1,037 | £5,540 |", after) == []
    assert noted_row_problem("1,284", "1,284", "| 1875 | 1,284 | £5,126 |", "corrected it to 1,248") == []
    assert noted_row_problem("1,284", "1,284", "| 1875 | 1,284 | £5,126 |", after)


PATIENTS = (
    "# Pardrew Dispensary: Patients, 1830–1834\n\n"
    "*From the printed annual reports of the Pardrew dispensary.*\n\n"
    "| Year | Dispensary patients | Home patients | Deaths |\n"
    "|---|---|---|---|\n"
    "| 1830 | 1,020 | 210 | 22 |\n"
    "| 1832 | 1,180 | 477 | 64 |\n"
    "| 1834 | 1,302 | 260 | 25 |\n"
)


def test_two_columns_naming_the_asked_words_alike_leave_the_row_open():
    corpus = Corpus.from_texts({"patients.md": PATIENTS})
    asked = judged(corpus, "How many patients were visited at home by the dispensary in 1832?")
    assert asked.outcome is Outcome.INSUFFICIENT_EVIDENCE
