"""Answers of another type than asked: each rule of ``_answer_type``, on tiny texts.

A measure needs a number in figures with a unit of the asked family (no number word, no number the text
gives no unit, no count of measured things); a count of a kind ("black runs") is not a total the text splits
by kind, nor a count of the bare noun where the line never names the kind; a who-answer is no thing (a
name the text writes with "the", or one ending in a noun of a place, a route or a machine); a name asked
for is capitalised; a name is not cut before the rest of itself. The judge vetoes each in a full run, or
the reasoner abstains; the right reading of the same kind still passes.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._answer_type import (
    count_kind_problem,
    cut_name_problem,
    date_type_problem,
    measure_type_problem,
    name_type_problem,
    numberless_measure_problem,
    person_type_problem,
)
from canon_reason.embedded._judge import asked_type

DOCUMENTS = {
    "depot.md": "# Orrin Depot\n\nRecruits trained at the old yard, where the tower was only four storeys "
    "high. The Orrin Depot drill tower is 21 metres high.\n",
    "offices.md": "# Offices\n\n1930  The firm leaves 9 Quay Row for Lanner House.\n",
    "viaduct.md": "# Tarne Viaduct\n\nThe Tarne Viaduct has seven arches of 40 feet span.\n",
    "slopes.md": "# Slopes\n\nPistes: 36 (8 green, 12 blue, 11 red and 5 black)\n",
    "lifts.md": "# Lifts\n\nThe Vell Chair opened in 1962 and the Vell Gondola in 1990.\n",
    "zoo.md": "# Hollin Zoo\n\nHollin Zoo, known locally as the Hollow, opened in 1901.\n",
    "book.md": "# The Long Shore\n\nIn 1961 the book was renamed Summer on the Long Shore.\n",
    "hall.md": "# Market Hall\n\nThe Market Hall was designed by Edith Hall in 1899.\n",
}


@pytest.fixture(scope="module")
def corpus():
    return Corpus.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    "question",
    [
        "How tall is Lanner House, in feet?",  # "9 Quay Row" is an address
        "How high above the valley is the Tarne Viaduct, in feet?",  # arches of 40 feet span
        "How many black pistes are there?",  # 36 counts every colour
        "Who was the manager of the Vell lifts when they opened?",  # the Vell Chair is a lift
        "What title was The Long Shore given in 1961?",  # "Summer" is cut short
    ],
)
def test_answers_of_another_type_are_not_passed(corpus, question):
    draft = judged(corpus, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How high is the Orrin Depot drill tower, in metres?", "21 metres"),
        ("Who designed the Market Hall?", "Edith Hall"),
        ("How many green pistes are there?", "8"),
        ("When did the Vell Chair open?", "1962"),
        ("By what name is Hollin Zoo known locally?", "the Hollow"),  # the name after "known locally as"
    ],
)
def test_the_right_type_still_passes(corpus, question, expected):
    draft = judged(corpus, question)  # the judge's veto would end in an abstention
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_name_after_in_is_no_unit_the_question_asks_in():
    bought = ["In 1913 the guild bought the cottage in Pound Lane for £420."]
    asked = "In what year did the guild buy the cottage in Pound Lane?"
    assert not measure_type_problem(asked, "1913", bought)
    assert measure_type_problem("How heavy was the bell in pounds?", "1913", bought)


def test_a_measure_needs_figures_and_a_unit_of_the_asked_family():
    storeys = ["The tower was only four storeys high."]
    assert measure_type_problem("How high is the tower, in metres?", "four", storeys)
    address = ["1930  The firm leaves 9 Quay Row for Lanner House."]
    assert measure_type_problem("How tall is Lanner House, in feet?", "9", address)
    arches = ["It has seven arches of 40 feet span."]
    assert measure_type_problem("How high is the viaduct, in feet?", "seven arches of 40 feet", arches)
    knots = ["She made 12 knots on trial."]
    assert measure_type_problem("How long is the ship?", "12 knots", knots)
    assert measure_type_problem("What is the depth of the dock?", "12", ["Dock 12 was dredged."])
    assert measure_type_problem("What did the bell weigh?", "3", ["It hung with 3 others."])
    stated = ["The tower is 24 metres high."]
    assert not measure_type_problem("How high is the tower, in metres?", "24", stated)
    assert not measure_type_problem("How high is the tower?", "24 metres", stated)
    assert not measure_type_problem("How long did she serve?", "12 years", ["She served for 12 years."])
    assert not measure_type_problem("How old was she?", "17", ["She joined aged 17."])
    assert not measure_type_problem("How long is the wall in yards?", "1,980", ["It runs 1980 yards."])
    assert not measure_type_problem("How far is it?", "nine kilometres", ["It is nine kilometres off."])
    assert not measure_type_problem("How far is it?", "nine", ["It is nine kilometres off."])
    assert not measure_type_problem("How heavy is the bell?", "2.5", ["The bell weighs 2.5 t."])
    # a table row's cell: the reader bound it to the column naming the asked measure ("Tons carried")
    assert not measure_type_problem(
        "How many tons were carried in 1830?", "150,500", ["1830 | 150,500 | £11,250"]
    )
    assert not measure_type_problem("How long is the tunnel?", "1,980 yd", ["It runs 1,980 yd."])
    assert not measure_type_problem("How long does the ride take?", "90 seconds", ["It takes 90 seconds."])
    table = ["| Lock | Rise (m) |\n| Upper | 3.2 |"]
    assert not measure_type_problem("How high is the rise of Upper Lock, in metres?", "3.2", table)
    assert not measure_type_problem("What is the fall of the lock?", "2.1", ["It has a fall of 2.1\nmetres."])


def test_a_count_of_a_kind_counts_only_that_kind():
    split = ["Pistes: 36 (8 green, 12 blue, 11 red and 5 black)"]
    assert count_kind_problem("How many black pistes are there?", "36", split)
    assert not count_kind_problem("How many black pistes are there?", "5", split)
    other = ["1890  Quay Gate lodge opened\n1921  Gate fire; two porters hurt"]
    assert count_kind_problem("How many night porters work at Quay Gate?", "two", other)
    named = ["Quay Gate has 12 night porters."]
    assert not count_kind_problem("How many night porters work at Quay Gate?", "12", named)
    assert not count_kind_problem("How many pistes are there?", "36", split)


def test_a_who_answer_reads_as_a_person():
    lift = ["The company grew: the Vell Chair opened in 1962."]
    assert person_type_problem("Who was manager of the company?", "Vell Chair", lift)
    branch = ["Called the Chalk Cut, the Orme Branch leaves the main line at Tey."]
    assert person_type_problem("Who was the engineer of the Chalk Cut?", "Orme Branch", branch)
    assert person_type_problem("Who owned it?", "Tey Station", ["It passed to Tey Station."])
    assert person_type_problem("Who ran it?", "Orme Flyer", ["The Orme Flyer ran it from 1950."])
    printed = ["Printed by T. Venn, Corn Place, Orbury. The engineer is Mr. Hale."]
    assert person_type_problem("Who was the engineer named in the notice?", "Corn Place", printed)
    assert person_type_problem("Who lived there?", "Tanyard Row", ["He moved to Tanyard Row."])
    assert not person_type_problem("Who printed it?", "Agnes Lane", ["It was printed by Agnes Lane."])
    assert not person_type_problem("Who kept it?", "Ada Rowe", ["It was kept by Ada Rowe."])
    assert not person_type_problem("Who designed it?", "Edith Hall", ["It was designed by Edith Hall."])
    works = ["It was built by the Tyne Iron Company."]
    assert not person_type_problem("Who built it?", "Tyne Iron Company", works)
    assert not person_type_problem("Which lift opened first?", "Vell Chair", lift)


def test_a_name_asked_for_is_a_name():
    assert name_type_problem("By what name is the zoo known locally?", "known")
    assert name_type_problem("What do locals call the lane?", "steep")
    assert not name_type_problem("By what name is the zoo known locally?", "the Hollow")
    assert not name_type_problem("What colour is the piste?", "blue")


def test_a_name_is_not_cut_before_its_tail():
    renamed = ["In 1961 the book was renamed Summer on the Long Shore."]
    assert cut_name_problem("What title was the book given in 1961?", "Summer", renamed)
    assert not cut_name_problem("What title was the book given in 1961?", "Summer on the Long Shore", renamed)
    quoted = ['It was retitled "Grey Harbour Nights" in 1960.']
    assert cut_name_problem("What title was it given in 1960?", "Grey Harbour", quoted)
    boat = ["From 1950 the station's boat was the Duke of Orme."]
    assert cut_name_problem("Which boat served the station from 1950?", "Duke", boat)
    born = ["She was born at Hexby in Lannershire and at Tey on the Orme."]
    assert not cut_name_problem("In which town was she born?", "Hexby", born)
    assert not cut_name_problem("In which town was she born?", "Tey", born)
    assert not cut_name_problem("Which house did she buy?", "Tey Hall", ["She bought Tey Hall in Orme."])
    chairman = ["Amos Tey of Lanner was the first chairman."]
    assert not cut_name_problem("Who was the first chairman?", "Amos Tey", chairman)


def test_a_year_is_asked_by_when_and_what_year():
    assert date_type_problem("When did the lodge open?", "Bram Tey")
    assert date_type_problem("In which year: the lodge opened?", "seven")
    assert not date_type_problem("When did the lodge open?", "May 1962")
    assert not date_type_problem("When is the fair held?", "April")
    assert not date_type_problem("In which decade was it built?", "1890s")
    assert not date_type_problem("Who opened the lodge?", "Bram Tey")


def test_a_total_asked_with_what_is_a_quantity() -> None:
    assert asked_type("What were the total issues of the Fenby library in 1931?") == "quantity"
    assert asked_type("What was the number of visitors to Fenby in 1931?") == "quantity"
    assert asked_type("What was the number of the engine that opened the line?") is None
    assert asked_type("What was the name of the engine?") is None


def test_a_measure_opens_with_its_number():
    asked = "What does the great bell at Kell weigh?"
    assert numberless_measure_problem(asked, "cast in 1790")
    assert not numberless_measure_problem(asked, "18 cwt 2 qr")
    assert not numberless_measure_problem(asked, "about two tons")
    assert not numberless_measure_problem(asked, "weighed 58 kg")
    corpus = Corpus.from_texts(
        {"bell.md": "# The Kell bell\n\nThe great bell at Kell weighs little and was cast in 1790.\n"}
    )
    assert judged(corpus, asked).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_measure_named_after_what_was_is_a_quantity() -> None:
    assert asked_type("What was the mill's output in the year the company was formed?") == "quantity"
    assert asked_type("What was the average daily attendance at the Tey reading room?") == "quantity"
    assert asked_type("What is the length of the Orme pier?") == "quantity"
    assert asked_type("What did the Tey bequest finally come to?") == "quantity"
    assert asked_type("What was the mill's name in 1890?") is None


VANE = {
    "vane.md": "# Vane bequest\n\nHarold Vane died in 1903. When his residuary estate was finally settled in "
    "1907, the library's share came to £4,300 in all.\n"
}
ORME = {
    "company.md": "# Orme Paper Company\n\nThe Orme Paper Company Limited was registered on 4 May 1890, with "
    "Orme Mill as its works.\n",
    "output.md": "# Orme Mill output\n\n| Year | Output (tons) |\n|---|---|\n| 1880 | 900 |\n| 1900 | 1,300 |"
    "\n\nIn 1890 the mill was let to the Orme Paper Company Limited, and the Orme Mill name was kept.\n",
}


@pytest.mark.parametrize(
    ("documents", "question"),
    [
        (
            VANE,
            "What did the library's share of Harold Vane's estate finally come to once the residue was "
            "settled?",
        ),
        (ORME, "What was the mill's output in the year the Orme Paper Company Limited was registered?"),
    ],
)
def test_a_quantity_asked_by_its_noun_or_by_come_to_is_no_clause_or_name(documents, question):
    # the reader drafts "finally settled in 1907" and "Orme Mill"; neither is a figure
    draft = judged(Corpus.from_texts(documents), question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
