"""A person's answer keeps "the elder" its text gives him, and takes it from a sentence of the thing asked."""

from pipeline_judge import assert_answers, judged_in, whole_hit

from canon_reason.embedded._namesakes import qualified_name, told_namesake, without_elder
from canon_reason.embedded._sentences import sentences_of

ROLL = {
    "office-list.md": (
        "# Works managers of the Quillby Tape Company\n\n"
        "| Name | From | To |\n|---|---|---|\n"
        "| Silas Tarrow (the elder) | 1850 | 1879 |\n"
        "| Silas Tarrow (the younger) | 1879 | 1903 |\n"
    ),
    "fire.md": (
        "# The Quillby fire\n\nThe great fire of May 1866 destroyed the Weaving Shed, and the partners "
        "rebuilt it in the following year.\n"
    ),
}

MALTINGS = {
    "guide.md": (
        "# Guide to Fenby\n\n**The Kiln House** (Mill Street) is a low brick range under a slate roof, built "
        "by Jabez Hollin in 1771.\n"
    ),
    "history.md": (
        "# A history of the Fenby maltings\n\nThe Kiln House on Mill Street was put up by Jabez Hollin the "
        "elder about the year 1771, and his son, of the same name, added the Long Floor in 1809.\n"
    ),
}


def test_a_row_naming_the_elder_answers_with_the_elder():
    draft = judged_in(ROLL, "Who was works manager when the Weaving Shed was destroyed by fire?")
    assert_answers(draft, "Silas Tarrow the elder")


def test_the_elder_is_kept_for_an_answer_and_left_for_a_chain():
    row = "| Silas Tarrow (the elder) | 1850 | 1879 |"
    assert qualified_name("Silas Tarrow", row, elder=True) == "Silas Tarrow the elder"
    assert qualified_name("Silas Tarrow", row) is None  # a chain asks of the bare name its life gives
    assert without_elder("Silas Tarrow the elder") == "Silas Tarrow"
    assert without_elder("Silas Tarrow the younger") == "Silas Tarrow the younger"


def test_a_sentence_of_the_thing_asked_says_which_namesake_built_it():
    draft = judged_in(MALTINGS, "Who built the Kiln House on Mill Street?")
    assert_answers(draft, "Jabez Hollin the elder")


def test_a_sentence_of_another_year_or_a_kin_noun_says_nothing_of_a_namesake():
    notes = whole_hit(
        "notes.md",
        "Entered partnership with Jabez Hollin the younger in 1824 at the Kiln House. "
        "Ann Hollin, the younger sister of Jabez Hollin, kept the books of the Kiln House.",
        "Notes",
    )
    sentences = sentences_of([notes])
    asked = "Who built the Kiln House in 1771?"
    assert told_namesake("Jabez Hollin", asked, ("Kiln House",), sentences) is None
    assert (
        told_namesake("Ann Hollin", "Who kept the books of the Kiln House?", ("Kiln House",), sentences)
        is None
    )
    told = told_namesake("Jabez Hollin", "Who took a partner at the Kiln House?", ("Kiln House",), sentences)
    assert told is not None and told[0] == "Jabez Hollin the younger"
