"""A maker styled by a bare role noun after the name is the asked role's holder.

A specification's byline ("Prepared by Ulric Brenholt, architect, of Hill Row") or its signature ("Ulric
Brenholt, Architect, 4 Hill Row") names the architect of the work its document is titled for, with no verb
whose agent he is; a two-hop question asks where that architect was born. A role noun that is not bare
("Ulric Brenholt, architect to the board, ...") is no styling, and a role the question does not ask
("Ulric Brenholt, surveyor,") names no architect.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._questions import analyze_question

_SPECIFICATION = (
    "# Specification of Works: New Granary, Fadgate Wharf\n\n"
    "*{byline}*\n\n"
    "## General\n\n"
    "The walls are to be built of brick, and the roof covered with slates.\n"
)
_NOTES = (
    "# Notes on Local Builders\n\n"
    "Ulric Brenholt was born at Wendlecote in 1801 and died at Pellish in 1870.\n"
)


def _corpus(byline: str) -> Corpus:
    return Corpus.from_texts({"specification.md": _SPECIFICATION.format(byline=byline), "notes.md": _NOTES})


@pytest.mark.parametrize(
    "byline",
    [
        "Prepared by Ulric Brenholt, architect, of Hill Row, for the Wharf Trustees.",
        "Ulric Brenholt, Architect, 4 Hill Row. Dated 2 May 1850.",
        "By Ulric Brenholt, architect.",
    ],
)
def test_a_byline_styling_the_maker_names_the_architect(byline: str) -> None:
    corpus = _corpus(byline)
    assert_answers(
        judged(corpus, "Who was the architect of the new granary at Fadgate Wharf?"), "Ulric Brenholt"
    )
    assert_answers(
        judged(corpus, "Where was the architect of the new granary at Fadgate Wharf born?"), "Wendlecote"
    )


def test_another_role_styled_after_the_name_names_no_architect() -> None:
    corpus = _corpus("Prepared by Ulric Brenholt, surveyor, of Hill Row, for the Wharf Trustees.")
    draft = judged(corpus, "Who was the architect of the new granary at Fadgate Wharf?")
    assert draft.answer == "insufficient_evidence"


_FAMILY = (
    "# The Brenholt Family\n\n"
    "Ulric Brenholt, a mason, was born at Pellish in 1770.\n\n"
    "His son, Ulric Brenholt the younger, was born at Wendlecote in 1801 and became an architect.\n"
)


def test_a_namesake_s_qualifier_ends_the_name_asked_of() -> None:
    analysis = analyze_question("What is the birthplace of Ulric Brenholt the younger?")
    assert analysis.hop_template is None  # not "What is {answer} the younger?"
    draft = judged(
        Corpus.from_texts({"family.md": _FAMILY}), "What is the birthplace of Ulric Brenholt the younger?"
    )
    assert_answers(draft, "Wendlecote")
