"""A who-question is not answered by what a timeline's entry says the asked deed was done to.

"1952 - Vellby Youth Choir founded." says the choir was founded, not that it founded anything; it does not
answer "Who founded the Orrel Hall?". An entry naming a doer before an object ("Amos Tarrant founds
Pennick Mill") still answers.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import done_to_problem


def test_the_thing_an_entry_says_was_founded_is_no_founder() -> None:
    cited = ["1952 - Vellby Youth Choir founded."]
    assert done_to_problem("Who founded the Orrel Hall?", "Vellby Youth Choir", cited)
    assert done_to_problem(
        "Who founded the Orrel Hall?", "Vellby Youth Choir", ["1952: Vellby Youth Choir founded in Orrel"]
    )


def test_a_doer_and_a_relative_clause_are_not_read_as_done_to() -> None:
    assert not done_to_problem(
        "Who founded Pennick Mill?", "Amos Tarrant", ["1838 - Amos Tarrant founded Pennick Mill."]
    )
    cited = ["The college grew out of a school which a group led by Amos Tarrant founded in 1862."]
    assert not done_to_problem("Who founded the college?", "Amos Tarrant", cited)


def test_a_full_run_abstains_on_a_timeline_entry_done_to_the_answer() -> None:
    corpus = Corpus.from_texts(
        {
            "orrel-hall.md": "# Orrel Hall\n\nOrrel Hall opened its doors in 1950.\n\n## Timeline\n\n"
            "1950 - Orrel Hall opens.\n\n1952 - Vellby Youth Choir founded.\n\n1960 - Organ installed.\n"
        }
    )
    draft = judged(corpus, "Who founded Orrel Hall?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
