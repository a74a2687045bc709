"""A rule made for the confident wrong answer of a blind round, checked on invented text."""

from pipeline_judge import assert_answers, judged_in


def test_an_accepted_tender_s_holder_is_named_as_the_firm_its_row_writes():
    spec = (
        "# Specification for rebuilding the Great Shop, 1903\n\n"
        '*Note in margin:* "Board 6 March: Pask\'s tender accepted."\n\n'
        "| Contractor | Sum |\n|---|---|\n"
        "| Joseph Pask & Son, Dunby | £2,615 |\n| Amos Brell, Kelby | £2,790 |\n"
    )
    asked = "Which contractor's tender was accepted for rebuilding the Great Shop?"
    assert_answers(judged_in({"spec.md": spec}, asked), "Joseph Pask & Son")
