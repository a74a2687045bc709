"""A first hop's thing may be a name followed by two nouns ("the Kell Cove lifeboat house"), a relation word
among them; and a register entry's "Born: 1822, Orra Regis" gives a birthplace after its year, which two
capitalised words do not make a person's name."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._questions import analyze_question

CORPUS = Corpus.from_texts(
    {
        "guide.md": "# A guide to Kell\n\n"
        "No visitor should leave Kell without a walk to Ness Cove, where the lifeboat house stands at the "
        "head of the sands, a sturdy building of slate erected in 1871 to the designs of Mr Jasper Quill, "
        "the Tolland architect.\n",
        "notes.md": "# Notes on persons\n\n"
        "**Quill, Jasper, F.R.I.B.A.**\n"
        "Born: 1822, Orra Regis. Died: 1890.\n"
        "Architect, in practice at Tolland from 1850.\n",
    }
)


def test_a_name_may_modify_two_nouns_in_a_first_hop() -> None:
    (hop,) = analyze_question("Where was the architect of the Kell Cove lifeboat house born?").parts
    assert hop.fact.text == "Who is the architect of the Kell Cove lifeboat house?"
    (hop,) = analyze_question("When did the founder of the Orra village school die?").parts
    assert hop.fact.text == "Who is the founder of the Orra village?"  # "do" leaves a relation word a verb


def test_a_birthplace_after_the_year_of_a_register_entry() -> None:
    assert_answers(judged(CORPUS, "Where was Jasper Quill born?"), "Orra Regis")
    assert_answers(
        judged(CORPUS, "Where was the architect of the Ness Cove lifeboat house born?"), "Orra Regis"
    )
