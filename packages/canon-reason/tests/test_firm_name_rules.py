"""A firm's name is read whole: "Messrs Stannage and Sons" is one firm, and "Messrs Ludworth & Ferrick, of
Yarncliffe" is not "one of" anything.

A name that goes on with "and" and a word that closes a firm's name (Sons, Son, Co., Company, Brothers,
Partners) is one name, where "Ada and Piet Varn" stays two people. A name followed by a comma and "of"
its town is the whole name; "one of the colleges" picks one of several.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._entities import entity_spans
from canon_reason.embedded._stance import part_of_problem

REPORT = (
    "# From the Yarncliffe Courier, 12 May 1880\n\n"
    "The Free Library was opened yesterday. The contract for the Free Library was taken by Messrs\n"
    "Stannage and Sons at £3,100, and was executed with care.\n"
)

PARTICULARS = (
    "# Particulars of the Fell Reservoir\n\n"
    "**Engineer.** Mr Amos Garth.\n\n"
    "**Contractors.** Messrs Ludworth & Ferrick, of Yarncliffe, under a contract sealed 3 March 1841.\n"
)


def _names(text: str) -> list[str]:
    return [text[s:e] for s, e in entity_spans(text)]


def test_and_with_a_firm_s_closing_word_keeps_the_name_whole():
    assert "Stannage and Sons" in " ".join(_names("the contract of Messrs Stannage and Sons was sealed"))
    assert "Gray and Co" in " ".join(_names("bought from Gray and Co. in 1850"))
    assert "Ada and Piet Varn" not in _names("Ada and Piet Varn built it")


def test_a_comma_before_of_parts_a_name_from_its_town():
    cited = "Messrs Ludworth & Ferrick, of Yarncliffe, under a contract."
    assert not part_of_problem("Messrs Ludworth & Ferrick", cited)
    assert part_of_problem("one", "It is one of the colleges.")


def test_the_firm_is_answered_whole():
    builders = judged(
        Corpus.from_texts({"report.md": REPORT}),
        "Which firm took the contract for the Free Library?",
    )
    assert_answers(builders, "Stannage and Sons")
    contractors = judged(
        Corpus.from_texts({"particulars.md": PARTICULARS}),
        "Which firm of contractors built the Fell Reservoir?",
    )
    assert_answers(contractors, "Ludworth & Ferrick")
