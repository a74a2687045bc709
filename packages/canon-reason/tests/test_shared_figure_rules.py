"""A figure two operands were both read from is given to the one operand its sentence names.

"Original tower: 44 feet high" names "original" before its figure and nothing only the rebuilt tower
asks, so it is the original tower's height, and the rebuilt tower's is read from the other sentences,
which must state what the shared sentence stated of it ("tower"), not a bare "Elevation: 412 feet". A
sentence of clauses is read by the clause holding the figure: the other clauses are read for the other.
"""

from pipeline_judge import Passage, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._shared_figures import figure_owner

MAST = (
    "# Penfold Signal Station\n\nParticulars:\n\n- Elevation: 412 feet above the sea\n"
    "- Original mast: 40 feet high, of larch\n\n## The rebuilt signal station\n\nThe larch mast blew down in "
    "1890. The new station was built of brick, and its mast was carried up to 61 feet so that the flags "
    "could be seen from the bay.\n"
)


QUESTION = "How much taller is the rebuilt signal station mast at Penfold than the original one?"


def _facts(question: str):
    return [p.fact for p in analyze_question(question).parts]


def _sentence(text: str):
    (sentence,) = sentences_of([Passage("a.md", 0, len(text), text)])
    return sentence


def test_the_figure_goes_to_the_operand_its_sentence_names_first():
    facts = _facts("How much taller is the rebuilt mast at Penfold than the original one?")
    sentence = _sentence("Original mast: 40 feet high, of larch")
    assert figure_owner(facts, sentence, sentence.text.index("40")) == 1
    years = _facts("How many more pupils were on the school's roll in 1902 than in 1868?")
    roll = _sentence("By 1902 the roll had reached 218.")
    assert figure_owner(years, roll, roll.text.index("218")) == 0


def test_a_figure_of_another_measure_may_stand_between():
    lifts = _facts(
        "How many more persons per hour does the Penfold gondola carry than the chairlift it replaced?"
    )
    text = "A chairlift from the village to Penfold, 2,850 m long, with a capacity of 800 persons an hour."
    sentence = _sentence(text)
    assert figure_owner(lifts, sentence, text.index("800")) == 1


def test_no_owner_when_both_or_neither_are_named_or_a_figure_stands_between():
    years = _facts("How many more pupils were on the school's roll in 1902 than in 1868?")
    both = _sentence("The roll rose from 34 in 1868 to 218 in 1902.")
    assert figure_owner(years, both, both.text.index("218")) is None
    after = _sentence("Roll: 218 pupils (up from 34 pupils in 1868).")
    assert figure_owner(years, after, after.text.index("218")) is None


def test_the_other_operand_is_read_where_its_words_are_stated():
    corpus = Corpus.from_texts({"penfold.md": MAST})
    draft = judged(corpus, QUESTION)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "21 feet"


def test_a_bare_label_of_another_measure_is_no_reading_of_the_other_operand():
    text = MAST.replace("its mast was carried up to 61 feet", "it was finished in 1893")
    corpus = Corpus.from_texts({"penfold.md": text})
    draft = judged(corpus, QUESTION)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_figure_goes_to_the_operand_its_clause_names_and_the_other_clause_is_read():
    rings = _facts("How much wider is the main ring than the Carr ring, in yards?")
    text = "The main ring is 120 yards across; the smaller Carr ring is 80 yards across."
    assert figure_owner(rings, _sentence(text), text.index("120")) == 0
    corpus = Corpus.from_texts({"ground.md": f"# The Showground at Penfold\n\n{text}\n"})
    draft = judged(corpus, "How much wider is the main ring than the Carr ring, in yards?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "40 yards"
