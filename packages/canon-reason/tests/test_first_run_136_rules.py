"""The widow for whose widow she was, a catalogue's bold reference for a sum in shillings, and an entry's
bracketed life for a time in a post."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._lexicon import OLD_SUM
from canon_reason.embedded._operand_figures import life_dates
from canon_reason.embedded._scope import whose_kin_problem


def test_the_widow_is_not_the_one_whose_widow_she_was():
    catalogue = (
        "The records were deposited in the Record Office in 1962 by Mrs Ann Tull, widow of the company's "
        "last chairman."
    )
    asked = "Whose widow deposited the company's records in the Record Office?"
    assert whose_kin_problem(asked, "Mrs Ann Tull", catalogue)
    assert not whose_kin_problem("Who deposited the company's records?", "Mrs Ann Tull", catalogue)


def test_a_bold_catalogue_reference_is_no_sum_in_shillings():
    assert OLD_SUM.search("- **4/1** Lease of a workshop in Corve Row") is None
    assert OLD_SUM.search("paid 4/1 a week") is not None


LEASE = {
    "catalogue.md": (
        "# Catalogue of the Corve Works papers\n\n"
        "- **4/1** Lease, Amos Pell to Hugh Tull, of a workshop and yard in Corve Row, for 21 years from "
        "Lady Day 1771, at a yearly rent of £8 10s. Counterpart.\n"
    ),
}


def test_a_rent_is_read_past_the_reference_of_its_lease():
    draft = judged_in(
        LEASE, "What was the yearly rent of the Corve Row workshop under Hugh Tull's lease of 1771?"
    )
    assert_answers(draft, "£8 10s")


def test_an_entry_s_bracketed_years_are_a_life():
    heading = "**TULL, Hugh (the elder)** (1809–1880)."
    at = heading.index("1809")
    assert life_dates(heading, at, heading.index(")", at))
    tenure = "He served the firm as its manager (1850–1872)."
    at = tenure.index("1850")
    assert not life_dates(tenure, at, tenure.index(")", at))
