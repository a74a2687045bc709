"""Rules made for the confident wrong answers of a blind round, each checked on invented text."""

from pipeline_judge import ask_in

from canon_reason._draft import Outcome
from canon_reason.embedded._borrowed import named_relative_problem
from canon_reason.embedded._judge import _type_problem


def test_a_street_is_no_carver():
    texts = {"medal.md": "# The medal\n\nThe rocking horse was carved by William Pask of Grey Horse Lane.\n"}
    draft = ask_in(texts, "Who carved the rocking horse?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert _type_problem(draft) is None, draft.value  # "William Pask of Grey Horse Lane" names the man
    assert _type_problem(draft.model_copy(update={"value": "Grey Horse Lane"}))


def test_a_date_of_the_one_whose_relative_is_asked_is_not_the_relative_s():
    obituary = (
        "The deceased was born in 1831 at Felsham, and came to Dunby to learn the business under his uncle, "
        "the late Mr Abel Brell, who had brought the trade from Carlham."
    )
    assert named_relative_problem("In what year was Abel Brell born?", "1831", obituary)
    assert not named_relative_problem(
        "In what year was Abel Brell born?", "1790", "Mr Abel Brell was born in 1790."
    )
    own = "Mr Abel Brell was born in 1790, and his uncle, the late Mr Amos Brell, taught him the trade."
    assert not named_relative_problem("In what year was Abel Brell born?", "1790", own)
