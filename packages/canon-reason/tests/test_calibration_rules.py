"""Calibration: each reading an answer's evidence leaves to the reasoner keeps a share of its confidence.

The rules of ``_calibration`` on invented sentences: a subject named only in parts, a table row, a relation
in other words, another person named beside a life event, a value in another entry line than the subject,
a neighbour named nearer the value, and the subject given back as its own answer. A plain statement keeps
its confidence; through the reasoner, a draft resting on such a reading has less of it than the plain one.
"""

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._calibration import (
    LOOSE_SHARE,
    NEIGHBOUR_SHARE,
    OTHER_LINE_SHARE,
    OTHER_PERSON_SHARE,
    PARTIAL_SHARE,
    SELF_SHARE,
    TABLE_SHARE,
    evidence_shares,
)
from canon_reason.embedded._reasoner import reason

PASSED_ON = "When Amos Penn died in 1790, the mill passed to his son Eli."


def shares(question: str, value: str, *texts: str) -> list[float]:
    return sorted(evidence_shares(question, value, list(texts)).values())


def test_a_plain_statement_keeps_its_confidence():
    assert shares("In what year did Amos Penn die?", "1790", "Amos Penn died in 1790.") == []
    assert shares("How tall is the Brill Oak?", "20 metres", "The Brill Oak is 20 metres tall.") == []


def test_a_subject_in_parts_and_another_person_lower_it():
    found = shares("In what year did Eli Penn die?", "1790", PASSED_ON)
    assert found == sorted([PARTIAL_SHARE, OTHER_PERSON_SHARE, NEIGHBOUR_SHARE])


def test_a_table_row_and_a_relation_in_other_words_lower_it():
    assert shares("How tall is the Brill Oak?", "20 metres", "| Brill Oak | 1851 | 20 metres |") == [
        TABLE_SHARE
    ]
    assert shares("When was the Kell Mill founded?", "1820", "The Kell Mill opened in 1820.") == [LOOSE_SHARE]


def test_another_entry_line_a_nearer_neighbour_and_the_subject_itself_lower_it():
    block = "1820  Kell Mill founded\n1851  Dene Forge opened"
    assert shares("When was the Kell Mill founded?", "1851", block) == [OTHER_LINE_SHARE]
    assert shares("When was the Kell Mill founded?", "1820", block) == []
    cited = "Beside the Upper Mill, the Lower Mill was built in 1840."
    assert shares("When was the Upper Mill built?", "1840", cited) == [NEIGHBOUR_SHARE]
    assert shares("Where is the Kell Mill?", "Kell Mill", "The Kell Mill stands on the Dene.") == [SELF_SHARE]
    both = "The Kell Tunnel is 900 yards long and the Little Kell Tunnel 300."
    assert shares("How long is the Kell Tunnel?", "900 yards", both) == [NEIGHBOUR_SHARE]


def test_the_reasoner_lowers_a_reading_of_parts_below_the_plain_one():
    corpus = Corpus.from_texts({"penn.md": f"# The Penn mill\n\n{PASSED_ON}\n"})
    plain = reason("In what year did Amos Penn die?", lambda q: search(corpus, q, 3))
    parts = reason("In what year did Eli Penn die?", lambda q: search(corpus, q, 3))
    assert plain.value == parts.value == "1790"
    assert parts.confidence < 0.9 and parts.confidence <= plain.confidence * PARTIAL_SHARE
