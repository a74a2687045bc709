"""The caption above a table of years says where its figures were counted, though a chunk boundary parts them;
a card's life dates end the years its person held an office "until his death"; a rate asked "in the pound"
is a sum of money; a death a hop's reader misread is dated by the obituary's date and its "on Wednesday
evening".

"**Table 1. Bricks burnt and men employed at Tollesbury**" over "| Year | Bricks burnt | Men employed |" makes
the row "| 1879 | 412,000 | 57 |" Tollesbury's, under a title naming only the company that worked there. When
the search brings back the rows alone, the document's title and the question's names find the caption; the
caption names the place and states what is asked, so the row answers. A caption naming a body does not pick
the column when a column is named for the asked thing ("| Year | Brisland Cup | Total |").

"**Brisland, Amos** (1830–1899). He was chairman of the Ostermead Bank from 1861 until his death." makes Amos
Brisland the bank's chairman in any year between 1861 and 1899: the card's death year closes the span.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._year_series import legend_query

_PREFACE = (
    "*Abstracted from the directors' annual reports to the shareholders. Selected years only; the reports for"
    " the other years of the period were not preserved in the company's own set, and those printed in the"
    " local newspaper give the dividend alone. The figures were checked against the wages books where these"
    " survive, and where the two disagree the wages book has been preferred by the compiler.*"
)

FIGURES = (
    "# Ostermead Brick Company Limited: Yearly Figures, 1870–1890\n\n"
    f"{_PREFACE}\n\n"
    "**Table 1. Bricks burnt, coal consumed and men employed at Tollesbury**\n\n"
    "| Year | Bricks burnt (thousands) | Coal consumed (tons) | Men employed | Dividend (per cent) |\n"
    "|---|---|---|---|---|\n"
    "| 1870 | 2,210 | 930 | 41 | 5 |\n"
    "| 1875 | 2,480 | 1,060 | 46 | 6 |\n"
    "| 1879 | 3,150 | 1,240 | 57 | 4 |\n"
    "| 1880 | 3,640 | 1,370 | 61 | 7 |\n"
    "| 1884 | 4,310 | 1,490 | 66 | 8 |\n"
    "| 1888 | 4,870 | 1,560 | 63 | 7 |\n"
    "| 1890 | 4,960 | 1,640 | 64 | 8 |\n"
    "| 1892 | 5,020 | 1,700 | 65 | 8 |\n"
    "| 1894 | 5,110 | 1,720 | 66 | 9 |\n"
    "| 1896 | 5,240 | 1,760 | 68 | 9 |\n\n"
    "*Note below the table:* The number of men employed includes the clay-getters, the setters and the"
    " carters, but not the clerks in the town office.\n"
)

PRIZES = (
    "# Prize Money at the Brisland Meeting, Selected Years, 1850–1900\n\n"
    "The figures are the added money given by the Company to each race, not the value to the winner.\n\n"
    "| Year | Brisland Cup | Ostermead Stakes | Total added money |\n"
    "|---|---|---|---|\n"
    "| 1850 | £300 | £100 | £820 |\n"
    "| 1900 | £1,000 | £400 | £2,950 |\n"
)


def test_the_caption_above_the_rows_names_the_place_they_count():
    draft = judged(
        Corpus.from_texts({"figures.md": FIGURES}), "How many men were employed at Tollesbury in 1879?"
    )
    assert_answers(draft, "57")


def test_a_caption_naming_another_place_gives_no_row():
    draft = judged(
        Corpus.from_texts({"figures.md": FIGURES}), "How many men were employed at Brisland in 1879?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_column_named_for_the_asked_thing_outweighs_a_caption_naming_the_body():
    draft = judged(
        Corpus.from_texts({"prizes.md": PRIZES}),
        "How much added money did the Company give to the Brisland Cup in 1900?",
    )
    assert draft.outcome is not Outcome.ANSWERED or "2,950" not in draft.answer


def _chunks() -> tuple[Hit, Hit]:
    """The figures' head (title, note and caption) and its rows, as the chunker parts them."""
    title = "Ostermead Brick Company Limited: Yearly Figures, 1870–1890"
    rows = FIGURES.index("| Year |")
    head = Hit("figures.md", "figures.md#0", 0, rows - 2, FIGURES[: rows - 2], 1.0, title)
    table = Hit("figures.md", "figures.md#1", rows, rows + 400, FIGURES[rows : rows + 400], 1.0, title)
    return head, table


def test_rows_found_without_their_caption_search_for_it_by_the_title_and_the_asked_names():
    head, table = _chunks()
    fact = analyze_question("How many men were employed at Tollesbury in 1879?").fact
    assert fact is not None
    query = legend_query(fact, [table])
    assert query == "Ostermead Brick Company Limited: Yearly Figures, 1870–1890 Tollesbury"
    assert legend_query(fact, [table], searched=[query]) is None
    assert legend_query(fact, [head, table]) is None  # the caption was found with the rows
    unnamed = analyze_question("How many men were employed in 1879?").fact
    assert unnamed is not None and legend_query(unnamed, [table]) is None  # nothing but the year to find


NOTES = (
    "# Biographical Notes\n\n"
    "**Brisland, Amos** (1830–1899). Miller, of the Long Mill. He was chairman of the Ostermead Bank from its"
    " opening in 1861 until his death.\n\n"
    "**Brisland, Walter** (1858–1931). Son of Amos Brisland. A director of the Ostermead Bank from 1890. His"
    " son was president of the Ostermead Club from 1920 until his death.\n\n"
    "**Tollesbury, Ruth** (1840–1910). Daughter of a miller; matron of the Ostermead Infirmary from 1871 till"
    " she died.\n\n"
    "Ruth Tollesbury is buried in the old churchyard. Walter Brisland gave the club its silver cup.\n"
)


def test_a_card_s_death_year_ends_the_office_held_until_his_death():
    corpus = Corpus.from_texts({"notes.md": NOTES})
    assert_answers(judged(corpus, "Who was chairman of the Ostermead Bank in 1880?"), "Amos Brisland")
    after = judged(corpus, "Who was chairman of the Ostermead Bank in 1905?")
    assert after.outcome is not Outcome.ANSWERED or "Amos" not in after.answer


def test_a_clause_of_the_card_s_person_may_open_on_the_office_and_end_till_she_died():
    corpus = Corpus.from_texts({"notes.md": NOTES})
    draft = judged(corpus, "Who was matron of the Ostermead Infirmary in 1890?")
    assert_answers(draft, "Ruth Tollesbury")


def test_a_kinsman_s_office_in_a_card_is_not_the_card_s_person_s():
    corpus = Corpus.from_texts({"notes.md": NOTES})
    draft = judged(corpus, "Who was president of the Ostermead Club in 1925?")
    assert draft.outcome is not Outcome.ANSWERED or "Walter" not in draft.answer


RATES = (
    "# Ostermead School Board: Rates Levied, 1875–1890\n\n"
    "*The rate is given in pence in the pound on the rateable value of the borough.*\n\n"
    "| Year | Rate in the pound | Amount of precept |\n"
    "|---|---|---|\n"
    "| 1875 | 3d. | £640 |\n"
    "| 1883 | 7d. | £1,310 |\n"
    "| 1890 | 8d. | £1,720 |\n"
)


def test_a_rate_in_the_pound_is_answered_in_pence():
    draft = judged(
        Corpus.from_texts({"rates.md": RATES}), "What rate in the pound did the board levy in 1883?"
    )
    assert_answers(draft, "7d")


DEATHS = {
    "history.md": (
        "# The Ostermead Works\n\n"
        "Amos Tollesbury, the founder's grandson, became head of the firm on his father's death in 1856 and"
        " remained so for fifty years.\n"
    ),
    "obituary.md": (
        "# Obituary: Mr Amos Tollesbury\n\n"
        "*Brisland Courier, Saturday 14 December 1907.*\n\n"
        "We regret to record the death of Mr Amos Tollesbury, chairman of the Ostermead Works, which took"
        " place at his residence on Wednesday evening, after an illness of some weeks.\n\n"
        "In public life Mr Tollesbury was a magistrate, and president of the Institute from its opening"
        " until his death. He married in 1852 Miss Ann Quillet, of Brisland, a niece of his first master;"
        " she died in 1894. He leaves two sons.\n"
    ),
    "figures.md": (
        "# Ostermead Works: Hands Employed, 1850–1910\n\n"
        "| Year | Hands employed |\n|---|---|\n| 1856 | 210 |\n| 1880 | 390 |\n| 1907 | 455 |\n"
    ),
}


def test_a_death_the_reader_gave_another_s_year_is_dated_by_the_obituary():
    draft = judged(
        Corpus.from_texts(DEATHS),
        "How many hands did the Ostermead Works employ in the year Amos Tollesbury died?",
    )
    assert_answers(draft, "455")
