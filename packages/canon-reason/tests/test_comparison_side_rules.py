"""How the two sides of a comparison are asked and checked.

A state written right after the first side ("the chimney *built in 1881*", "the mole*, as built,*") is the
first side's own, not the other side's, and an operand asked in a state must still find it stated; the
other side written with the first side's noun and preposition ("than *the course at* B") is asked once; a
comparative of a measure the question names ("How much greater was the span of A") asks that measure of
each side; two sides reading the same figure, where the question says one is the greater, abstain.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._questions import Operation, QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "stacks.md": "# Stacks of Vell\n\n| Chimney | Built | Height | Fate |\n|---|---|---|---|\n"
        "| Tarn Mill (first stack) | 1830 | 120 feet | taken down 1870 |\n"
        "| Tarn Mill (second stack) | 1871 | 170 feet | felled 1960 |\n"
        "| Upper Tarn Mill | 1849 | 130 feet | demolished 1955 |\n",
        "moles.md": "# The Moles of Quelby\n\nThe Old Mole is a rubble work of about 300 feet. The South "
        "Mole as now designed would be of about 450 feet.\n",
        "domes.md": "# The Domes of the Orrin Observatory\n\nThe Crane Dome has a diameter of 20 feet. The "
        "Lark Dome has a diameter of 26 feet.\n",
        "brill.md": "# The Brill Light\n\nThe Brill Light is 60 feet tall. It was lit in 1850.\n",
        "guide.md": "# A Walk on the Mole\n\nThe tower, rising some 60 feet, is the work of two centuries: "
        "the lantern on its top came from the Moss Light of 1790.\n",
    }
)


def _answered(question: str) -> str:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    return draft.value or draft.answer


def test_a_year_built_after_the_first_side_is_its_own():
    question = "How much taller was the Tarn Mill chimney built in 1871 than the Upper Tarn Mill chimney?"
    analysis = analyze_question(question)
    assert [p.question for p in analysis.parts] == [
        "How tall was the Tarn Mill chimney built in 1871?",
        "How tall was the Upper Tarn Mill chimney?",
    ]
    assert answer_matches(_answered(question), "40 feet")


def test_a_state_set_apart_by_commas_is_the_first_sides_and_must_be_stated():
    analysis = analyze_question("How much longer is the South Mole, as built, than the Old Mole?")
    assert analysis.parts[1].question == "How long is the Old Mole?"
    # the length the mole was designed to is no length it was built to
    draft = judged(CORPUS, "How much longer is the South Mole, as built, than the Old Mole?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_comparative_of_a_named_measure_asks_the_measure():
    question = "How much greater was the diameter of the Lark Dome than that of the Crane Dome?"
    analysis = analyze_question(question)
    assert (analysis.kind, analysis.operation) == (QuestionKind.ARITHMETIC, Operation.DIFFERENCE)
    assert [p.question for p in analysis.parts] == [
        "What was the diameter of the Lark Dome?",
        "What was the diameter of the Crane Dome?",
    ]
    assert answer_matches(_answered(question), "6 feet")


def test_two_sides_reading_one_figure_abstain_where_one_is_said_greater():
    draft = judged(CORPUS, "How much taller is the Brill Light than the Moss Light?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert "compared are one" in (draft.reason or "")


def test_the_other_side_written_with_the_first_sides_noun_is_asked_once():
    analysis = analyze_question("How much longer was the course at Brant Moor than the course at Vell Edge?")
    assert [p.question for p in analysis.parts] == [
        "How long was the course at Brant Moor?",
        "How long was the course at Vell Edge?",
    ]


def test_an_other_side_sharing_only_the_article_keeps_its_own_noun():
    analysis = analyze_question("How much taller is the Ravel Tower than the Pike Hill FM mast, in metres?")
    assert [p.question for p in analysis.parts] == [
        "How tall is the Ravel Tower, in metres?",
        "How tall is the Pike Hill FM mast, in metres?",
    ]
