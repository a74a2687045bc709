"""The answer's form: a count keeps its noun and a place keeps the town its sentence joins to it.

Each rule of ``_answer_form`` on invented sentences, and through the reasoner: "Number of gates: 9"
answers "How many gates ...?" with "9 gates", and "at the Swan Inn, Tobbury." answers "In which inn
...?" with "Swan Inn, Tobbury".
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._answer_form import completed, counted_result


def form(question: str, value: str, text: str) -> str:
    """The completed answer of ``value`` read where it first stands in ``text``."""
    return completed(question, value, text, text.find(value) + len(value))


def test_a_bare_count_gains_the_noun_its_sentence_names():
    assert form("How many gates does the weir have?", "9", "Number of gates: 9") == "9 gates"
    text = "It sent home 40 living plants."
    assert form("How many living plants did it send?", "40", text) == "40 living plants"
    assert form("How many sheep were sold?", "nine", "Sheep sold: nine") == "9 sheep"
    assert form("How many lock-keepers were there?", "40", "Lock-keepers: 40") == "40 lock-keepers"


def test_a_difference_of_counts_keeps_a_hyphened_noun_whole():
    texts = ("In 1930 the ward took 412 out-patients.", "In 1950 it took 630 out-patients.")
    question = "How many more out-patients did the ward take in 1950 than in 1930?"
    assert counted_result(question, "218", texts) == "218 out-patients"
    assert counted_result("How many more living plants were sent?", "3", ("It sent 9 plants.",)) == "3 plants"


def test_a_count_in_a_table_gains_its_columns_noun():
    row = "| Kell Church | 8 | 20 cwt |"
    assert completed("How many bells has Kell Church?", "8", row, 16, "Bells") == "8 bells"
    assert completed("How many bells has Kell Church?", "8", row, 16, "Tenor") == "8"
    corpus = Corpus.from_texts(
        {"rings.md": "# Rings\n\n| Church | Bells | Tenor |\n|---|---|---|\n| Kell Church | 8 | 20 cwt |\n"}
    )
    assert judged(corpus, "How many bells has Kell Church?").value == "8 bells"


def test_a_bare_count_gains_the_noun_the_question_counts():
    assert form("How many gates does the weir have?", "9", "The weir has 9.") == "9 gates"
    assert form("How many gates does the weir have?", "9 gates", "It has 9 gates.") == "9 gates"
    assert form("How many pupils were on the roll?", "86", "It had a roll of 86 by 1920.") == "86 pupils"
    assert form("How many of the boats were lost?", "12", "In all 12 were lost that night.") == "12 boats"


def test_a_bare_count_gains_no_noun_its_sentence_or_column_gives_otherwise():
    assert form("How many pupils were on the roll?", "86", "It had 86 boarders.") == "86"
    assert form("How many members did it have?", "ten", "The first peal on the ten at Kell.") == "10"
    row = "| Kell Church | 8 | 20 cwt |"
    assert completed("How many bells has Kell Church?", "8", row, 16, "Tenor") == "8"


def test_a_count_in_words_is_given_in_figures():
    text = "The school opened with thirty-one children."
    assert form("How many children attended?", "thirty-one children", text) == "31 children"
    assert form("How many boats were lost?", "Seven boats", "Seven boats were lost.") == "7 boats"
    hundred = "one hundred and two men"
    assert form("How many men were there?", hundred, f"There were {hundred}.") == "102 men"
    assert form("How tall was he?", "six feet", "He was six feet tall.") == "six feet"


def test_a_measure_in_feet_and_no_inches_is_whole_feet():
    row = "| Length over body | 54 ft 0 in |"
    assert form("What was the length over body?", "54 ft", row) == "54 feet"
    assert form("What was the length over buffers?", "57 ft", "| Length | 57 ft 6 in |") == "57 ft"
    assert form("How long is the runway, in feet?", "2,100 ft", "The runway is 2,100 ft long.") == "2,100 ft"


def test_a_difference_of_figures_in_one_column_gains_the_columns_noun():
    question = "By how much did the issues rise between 1880 and 1890?"
    texts = ("| 1880 | 1,200 | 40,100 |", "| 1890 | 1,350 | 45,200 |")
    columns = ("Volumes issued", "Volumes issued")
    assert counted_result(question, "5,100", texts, columns) == "5,100 volumes"
    assert counted_result(question, "5,100", texts, ("Volumes issued", "Volumes lent")) == "5,100"
    assert counted_result(question, "5,100", texts, ("Total receipts", "Total receipts")) == "5,100"
    assert counted_result("By how much did the rent rise?", "5", texts, ("Rent paid", "Rent paid")) == "5"


def test_a_place_gains_the_town_joined_to_it():
    text = "The club was founded at the Swan Inn, Tobbury."
    assert form("In which inn was the club founded?", "Swan Inn", text) == "Swan Inn, Tobbury"
    assert form("Which inn housed the club?", "Swan Inn", text) == "Swan Inn, Tobbury"
    street = "The club met at the Swan Inn, Quay Street, Tobbury, in 1850."
    assert form("Where did the club meet?", "Swan Inn", street) == "Swan Inn, Quay Street, Tobbury"
    later = "The club met at the Swan Inn, Tobbury, in 1850."
    assert form("Where did the club meet?", "Swan Inn", later) == "Swan Inn, Tobbury"


def test_a_sum_gains_its_rate():
    text = "She was appointed at a salary of £90 per annum."
    assert form("At what salary was she appointed?", "£90", text) == "£90 per annum"
    assert form("What did the hall cost?", "£90", "The hall cost £90 a piece.") == "£90"


def test_a_list_or_another_question_keeps_the_place_as_it_is():
    listed = "The club met at the Swan Inn, Red Lion and Bell."
    assert form("Where did the club meet?", "Swan Inn", listed) == "Swan Inn"
    text = "The club was founded at the Swan Inn, Tobbury."
    assert form("Who founded the club?", "Swan Inn", text) == "Swan Inn"


def test_the_reasoner_answers_in_the_whole_form():
    corpus = Corpus.from_texts(
        {
            "weir.md": "# Kell Weir\n\nKell Weir was built in 1840.\n\nParticulars:\n\n"
            "- Number of gates: 9\n",
            "club.md": "# The Tobbury Rowing Club\n\nThe Tobbury Rowing Club was founded in 1861 at the Swan "
            "Inn, Tobbury.\n",
        }
    )
    assert judged(corpus, "How many gates does Kell Weir have?").value == "9 gates"
    assert judged(corpus, "In which inn was the Tobbury Rowing Club founded?").value == "Swan Inn, Tobbury"
