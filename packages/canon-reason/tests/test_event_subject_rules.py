"""Whose life event a date or place is: the rule of ``_event_subject`` on invented sentences.

"When Amos Penn died in 1790, the mill passed to his son Eli." dates Amos Penn's death, not Eli Penn's;
the asked person's own sentence, a pronoun, an initial or a title for the same person still pass.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._event_subject import other_event_subject_problem

PASSED_ON = "When Amos Penn died in 1790, the mill passed to his son Eli."


def test_a_year_of_another_persons_death_does_not_date_the_asked_one():
    assert other_event_subject_problem("In what year did Eli Penn die?", "1790", PASSED_ON)
    assert not other_event_subject_problem("In what year did Amos Penn die?", "1790", PASSED_ON)


def test_the_same_person_under_an_initial_a_title_or_a_pronoun_passes():
    assert not other_event_subject_problem("Where was A. Penn born?", "Kelby", "Amos Penn was born in Kelby.")
    assert not other_event_subject_problem(
        "Where was Amos Penn born?", "Kelby", "Dr Amos Penn was born in Kelby."
    )
    assert not other_event_subject_problem("In what year did Eli Penn die?", "1830", "He died in 1830.")


def test_a_subject_parted_from_the_verb_by_a_comma_is_left_alone():
    cited = "Ann Roe, founder of the Hale Press, was born at Tibb."
    assert not other_event_subject_problem("Where was Ann Roe born?", "Tibb", cited)


def test_the_reasoner_abstains_on_another_persons_death():
    corpus = Corpus.from_texts({"penn.md": f"# The Penn mill\n\n{PASSED_ON} The mill closed in 1850.\n"})
    assert judged(corpus, "In what year did Eli Penn die?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert judged(corpus, "In what year did Amos Penn die?").value == "1790"
