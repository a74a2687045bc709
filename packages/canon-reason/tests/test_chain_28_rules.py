"""A figure of one year is read from the row of a table of years, which a further search finds.

A chunk holding many rows of a table is long and states the asked year once, so a search by the question's
names brings back the table's title and its notes, which name the works too, before the rows. After a miss,
the reasoner searches for the asked year with "year" (the header a table of years opens with) and the asked
words, which finds the rows; the reader then takes the figure from the asked year's row as before.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._charge_held import charge_as_office
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import _holders_queries

_ROWS = "\n".join(
    f"| {year} | {hands} | {looms} | {output:,} | {wages:,} |"
    for year, hands, looms, output, wages in [
        (1861, 412, 58, 1840, 9120),
        (1862, 398, 58, 1765, 8870),
        (1863, 405, 60, 1902, 9040),
        (1864, 431, 62, 2015, 9610),
        (1865, 447, 64, 2130, 9980),
        (1866, 463, 66, 2274, 10350),
        (1867, 458, 66, 2240, 10290),
        (1868, 476, 68, 2388, 10720),
        (1869, 481, 70, 2410, 10860),
        (1870, 494, 72, 2516, 11140),
    ]
)

RETURNS = (
    "# Quillmore Mill: Yearly Returns, 1861–1870\n\n"
    "*Abstracted from the half-yearly returns book of Tobbering & Vennick. Figures are for the year ending\n"
    '31 December. "Hands" includes all persons on the wages book of Quillmore Mill, men, women and young\n'
    "persons. Output is of cloth in thousands of yards.*\n\n"
    "**Table 1. Hands, looms, output and wages, 1861–1870**\n\n"
    "| Year | Hands employed | Looms at work | Output (thousand yards) | Wages paid (£) |\n"
    "|---|---|---|---|---|\n"
    f"{_ROWS}\n\n"
    "*Note.* The drop in 1862 at Quillmore Mill came with six idle weeks in the summer of that year,\n"
    "while the engine of the mill was under repair; the books of the mill say nothing more of it.\n"
)

HISTORY = (
    "# A History of Quillmore Mill\n\n"
    "Quillmore Mill was built by Amos Tobbering in 1824. Amos Tobbering died in 1862, and the mill passed\n"
    "to his partner Ezra Vennick, who kept its books with care until the sale of 1889.\n"
)

CORPUS = {"returns.md": RETURNS, "history.md": HISTORY}


def test_the_figure_of_a_year_is_read_from_its_row():
    hands = judged(Corpus.from_texts(CORPUS), "How many hands were on the mill's books in 1862?")
    assert_answers(hands, "398")


def test_the_year_of_a_death_leads_to_the_row_of_that_year():
    hands = judged(
        Corpus.from_texts(CORPUS), "How many hands were on the mill's books in the year Amos Tobbering died?"
    )
    assert_answers(hands, "398")


def test_a_year_no_row_gives_is_not_answered():
    hands = judged(Corpus.from_texts(CORPUS), "How many hands were on the mill's books in 1889?")
    assert hands.outcome is Outcome.INSUFFICIENT_EVIDENCE


KEEPERS = (
    "# Keepers of Wells and Wardens of Ashwaite, 1790–1911\n\n"
    "*Compiled from the minute books of the Trustees.*\n\n"
    "## Keepers of Wells\n\n"
    "| Holder | Term | Notes |\n"
    "|---|---|---|\n"
    "| Captain Silas Gravenor | 1790–1807 | Formerly of the marines; resigned |\n"
    "| Lewis Pellinore | 1807–1822 | Dancing master; died in office |\n"
    "| George Pellinore | 1822–1840 | Son of the above; removed to Dunnerholt Spa |\n"
    "| Charles Tobbering | 1840–1862 | Also kept the library in Bridge Row |\n"
)

OFFICERS = (
    "# Officers of the Quillmore Rowing Club, 1819–1965\n\n"
    "*Lists compiled from the minute books and annual reports.*\n\n"
    "| Term | President |\n"
    "|---|---|\n"
    "| 1910–1920 | Edward Gravenor |\n"
    "| 1920–1928 | Arthur Gravenor, son of the above |\n"
    "| 1928–1936 | Colonel Hugh Pellinore |\n"
    "| 1936–1950 | Dr. Martin Tobbering |\n"
)


def test_a_name_in_a_note_after_the_term_is_not_a_second_holder():
    keeper = judged(
        Corpus.from_texts({"keepers.md": KEEPERS}), "Who was Keeper of Wells at Ashwaite in 1836?"
    )
    assert_answers(keeper, "George Pellinore")


def test_a_column_named_for_the_office_names_its_holders():
    president = judged(Corpus.from_texts({"officers.md": OFFICERS}), "Who was president of the club in 1931?")
    assert_answers(president, "Hugh Pellinore")


CHAIRMEN = (
    "# Chairmen and Secretaries of the Trustees of Dunnerholt Gardens, 1868–1970\n\n"
    "*Compiled from the minute books and printed reports. Dates are those of election and of death,\n"
    "resignation or retirement; where a chairman and a secretary were elected at the same meeting, the year\n"
    "is shown against both.*\n\n"
    "## Chairmen\n\n"
    "| Chairman | Term | Remarks |\n"
    "|---|---|---|\n"
    "| Rev. Edmund Gravenor | 1868–1879 | Vicar of St. Olave's; died in office |\n"
    "| Walter Tobbering | 1879–1893 | Corn merchant; retired through ill health |\n"
    "| George Tobbering | 1893–1907 | Son of the foregoing; solicitor |\n"
    "| Harriet Pellinore | 1907–1920 | Widow of a founder trustee |\n"
    "| Arthur Quillmore | 1920–1934 | Brewer; oversaw the restoration of the hall |\n"
    "| Lionel Ashwaite | 1934–1951 | Bank manager |\n"
    "| Dorothy Gravenor | 1951–1966 | Headmistress of the Girls' High School |\n"
    "| Frank Tobbering | 1966–1970 | Last chairman; negotiated the transfer to the borough council |\n\n"
    "## Secretaries\n\n"
    "| Secretary | Term |\n"
    "|---|---|\n"
    "| Josiah Gravenor | 1868–1881 |\n"
    "| Nathan Pellinore | 1881–1930 |\n\n"
    "The secretaries, like the chairmen, were officers of the trustees and were elected by them.\n"
)

MINUTES = (
    "# Dunnerholt Gardens Trust: Minutes of the First Meeting of the Trustees, 1868\n\n"
    "The trustees met at the Swan. It was resolved that the Rev. Edmund Gravenor be chairman of the\n"
    "trustees, and that the chairman sign the minutes on behalf of the trustees.\n\n"
    "(Signed) Edmund Gravenor, Chairman of the Trustees\n\n"
    "The chairman of the trustees reported on the lease. The trustees thanked the chairman.\n"
)


REPORT = (
    "# Dunnerholt Gardens Trust: Report of the Trustees for 1921\n\n"
    "In 1921 the trustees and their chairman met six times. The chairman of the trustees thanked the\n"
    "secretary, and the trustees thanked the chairman for his care of the gardens in 1921.\n"
)


def test_the_table_of_holders_is_found_below_its_heading():
    corpus = Corpus.from_texts({"chairmen.md": CHAIRMEN, "minutes.md": MINUTES, "report.md": REPORT})
    chairman = judged(corpus, "Who was chairman of the trustees in 1921?")
    assert_answers(chairman, "Arthur Quillmore")


def test_the_holders_are_searched_by_the_header_of_their_table():
    fact = analyze_question("Who was chairman of the trustees in 1921?").fact
    assert "chairman trustees term years" in _holders_queries(fact)
    assert _holders_queries(analyze_question("Who built the hall in 1921?").fact)[-1].endswith("term years")
    assert _holders_queries(analyze_question("How many hands were employed in 1921?").fact) == ()


MANAGERS = (
    "# Managers of the Ashwaite Powder Works, 1787–1961\n\n"
    "| Manager | Term | Notes |\n"
    "|---|---|---|\n"
    "| Silas Gravenor | 1898-1919 | Died in office |\n"
    "| Frederick Tobbering | 1919-1938 | Previously chemist at the Company's other mills |\n"
    "| Nathan Pellinore | 1938-1961 | Last manager |\n"
)

NOTES = (
    "# Biographical Notes\n\n"
    "**Gravenor, Silas.** Head gardener at Ashwaite 1831–1860, previously foreman at Tobbering Lane.\n"
)


def test_had_charge_of_a_thing_as_an_office_asks_the_office_s_holder():
    asked = "Who had charge of the powder works as manager in 1925?"
    assert charge_as_office(asked) == "Who was manager of the powder works in 1925?"
    assert (
        charge_as_office("Which gardener had charge of the maze?") == "Which gardener had charge of the maze?"
    )
    manager = judged(Corpus.from_texts({"managers.md": MANAGERS}), asked)
    assert_answers(manager, "Frederick Tobbering")


def test_a_place_named_after_the_span_is_not_the_holder():
    gardener = judged(Corpus.from_texts({"notes.md": NOTES}), "Who was head gardener of Ashwaite in 1853?")
    assert "Tobbering Lane" not in (gardener.value or gardener.answer)
