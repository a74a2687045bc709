"""The confident wrong answer of the first run of heldout103 to heldout105, on invented text.

A specification heads each clause with its subject in bold ("**Ironwork.** All columns ... are to be cast by
Messrs Haskew & Tulley"): the heading names what the clause is about and answers no "which foundry". A bold
person's name or a day heading an entry is left alone.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._scope import clause_heading_problem

CLAUSE = "Ironwork.** All columns and ribs are to be cast by Messrs Haskew & Tulley of Felby."


def test_a_clauses_bold_heading_is_no_name():
    assert clause_heading_problem("Ironwork", CLAUSE)
    assert clause_heading_problem("Haskew & Tulley", CLAUSE) == []
    assert clause_heading_problem("Ann Quillon", "**Ann Quillon.** Born at Felby in 1820.") == []
    assert clause_heading_problem("1 April 1914", "**1 April 1914.** The school was transferred.") == []


def test_a_foundry_is_not_read_from_a_clause_heading():
    spec = (
        "# Specification for the Orchid House at Quennock, 1845\n\n**1. Foundations.** The columns shall "
        "stand on stone bases.\n\n**2. Ironwork.** All columns, ribs and gutters are to be cast by Messrs "
        "Haskew & Tulley of Felby to the patterns supplied by the architect.\n"
    )
    question = "Which foundry cast the columns and ribs of the Orchid House at Quennock?"
    draft = judged(Corpus.from_texts({"spec.md": spec}), question)
    assert "Ironwork" not in draft.answer, draft.answer
