"""Answers of another type than asked: each rule of ``_answer_type``, on tiny texts.

A measure needs a number in figures with a unit of the asked family (no number word, no number the text
gives no unit, no count of measured things); a count of a kind ("black runs") is not a total the text splits
by kind, nor a count of the bare noun where the line never names the kind; a who-answer is no thing (a
name the text writes with "the", or one ending in a noun of a place, a route or a machine); a name asked
for is capitalised; a name is not cut before the rest of itself. The judge vetoes each in a full run, or
the reasoner abstains; the right reading of the same kind still passes.
"""

import pytest

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._answer_type import (
    count_kind_problem,
    cut_name_problem,
    measure_type_problem,
    name_type_problem,
    person_type_problem,
)
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason

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


def judged(corpus, question):
    draft = reason(question, lambda q: search(corpus, q, 3))
    return draft, judge_draft(draft, min_supports=1)


@pytest.mark.parametrize(
    "question",
    [
        "How tall is Lanner House, in feet?",  # "9 Quay Row" is an address
        "How high above the valley is the Tarne Viaduct, in feet?",  # arches of 40 feet span
        "How many black pistes are there?",  # 36 counts every colour
        "Who was the manager of the Vell lifts when they opened?",  # the Vell Chair is a lift
        "By what name is Hollin Zoo known locally?",  # "known" is no name
        "What title was The Long Shore given in 1961?",  # "Summer" is cut short
    ],
)
def test_answers_of_another_type_are_not_passed(corpus, question):
    draft, judgement = judged(corpus, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or judgement.verdict is Decision.VETO, draft.answer


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How high is the Orrin Depot drill tower, in metres?", "21 metres"),
        ("Who designed the Market Hall?", "Edith Hall"),
        ("How many green pistes are there?", "8"),
        ("When did the Vell Chair open?", "1962"),
    ],
)
def test_the_right_type_still_passes(corpus, question, expected):
    draft, judgement = judged(corpus, question)
    assert draft.outcome is Outcome.ANSWERED and answer_matches(draft.value or draft.answer, expected)
    assert judgement.verdict is Decision.PASS, judgement.feedback


def test_a_measure_needs_figures_and_a_unit_of_the_asked_family():
    storeys = ["The tower was only three storeys high."]
    assert measure_type_problem("How high is the tower, in metres?", "three", storeys)
    address = ["1921  The firm leaves 14 Salter Row for Pennick House."]
    assert measure_type_problem("How tall is Pennick House, in feet?", "14", address)
    arches = ["It has five arches of 30 feet span."]
    assert measure_type_problem("How high is the aqueduct, in feet?", "five arches of 30 feet", arches)
    knots = ["She made 12 knots on trial."]
    assert measure_type_problem("How long is the ship?", "12 knots", knots)
    stated = ["The tower is 24 metres high."]
    assert not measure_type_problem("How high is the tower, in metres?", "24", stated)
    assert not measure_type_problem("How high is the tower?", "24 metres", stated)
    assert not measure_type_problem("How long did she serve?", "12 years", ["She served for 12 years."])
    assert not measure_type_problem("How old was she?", "17", ["She joined aged 17."])
    assert not measure_type_problem("How long is the wall in yards?", "1,980", ["It runs 1980 yards."])


def test_a_count_of_a_kind_counts_only_that_kind():
    split = ["Marked runs: 48 (9 green, 17 blue, 15 red and 7 black)"]
    assert count_kind_problem("How many black runs are there?", "48", split)
    assert not count_kind_problem("How many black runs are there?", "7", split)
    killed = ["1936  Fore Street station opened\n1961  Mill fire; two firefighters killed"]
    assert count_kind_problem("How many retained firefighters serve at Fore Street?", "two", killed)
    named = ["Fore Street has 12 retained firefighters."]
    assert not count_kind_problem("How many retained firefighters serve at Fore Street?", "12", named)
    assert not count_kind_problem("How many runs are there?", "48", split)


def test_a_who_answer_reads_as_a_person():
    lift = ["Marc expanded quickly: the Morel Chair opened in 1965."]
    assert person_type_problem("Who was chief executive of the company?", "Morel Chair", lift)
    canal = ["Known locally as the Lime Cut, the Stanbury Branch leaves the main line."]
    assert person_type_problem("Who was the engineer of the Lime Cut?", "Stanbury Branch", canal)
    assert person_type_problem("Who owned it?", "Copley Station", ["It passed to Copley Station."])
    assert not person_type_problem("Who designed it?", "Teodor Hall", ["It was designed by Teodor Hall."])
    works = ["It was built by the Tyne Iron Company."]
    assert not person_type_problem("Who built it?", "Tyne Iron Company", works)
    assert not person_type_problem("Which lift opened first?", "Morel Chair", lift)


def test_a_name_asked_for_is_a_name():
    assert name_type_problem("By what name are the gardens known locally?", "known")
    assert not name_type_problem("By what name are the gardens known locally?", "the Mere Gardens")
    assert not name_type_problem("What colour is the run?", "blue")


def test_a_name_is_not_cut_before_its_tail():
    renamed = ["For the revised edition of 1954 the book was renamed Winter on the Salt Road."]
    assert cut_name_problem("What title was the book given in 1954?", "Winter", renamed)
    assert not cut_name_problem("What title was the book given in 1954?", "Winter on the Salt Road", renamed)
    quoted = ['It was retitled "Grey Harbour Nights" in 1960.']
    assert cut_name_problem("What title was it given in 1960?", "Grey Harbour", quoted)
    boat = ["From 1960 the station's boat was the Guild of St Non."]
    assert cut_name_problem("Which boat served the station from 1960?", "Guild", boat)
    born = ["Arthur Lisle of Pendower was the first chairman."]
    assert not cut_name_problem("Who was the first chairman?", "Arthur Lisle", born)
