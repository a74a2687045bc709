"""The confident wrong answers of the first run of heldout79 to heldout81, on invented text.

A when-clause giving its event's year ("when the toll-house burned down in 1847") is not dated by an earlier
event of the same kind; a namesake qualified "the younger" is not the man the question names, and a chain
passes him on with his qualifier; a commission of "five per cent" is no estimate; "between the first and
second fires at X" asks of two fires at X; and an operand of "the first fire" is not dated by a reopening
"after the earlier fire". Two more, found by rewording older sets' questions: a month asked is not answered
with a year, and a deed asked "for the second time" needs a text telling of a repeat.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._event_subject import ordinal_event_problem, own_year_problem
from canon_reason.embedded._figure_asked import figureless_problem, monthless_problem
from canon_reason.embedded._namesakes import namesake_subject_problem, qualified_name
from canon_reason.embedded._tenure import operand_event_problem
from canon_reason.embedded._years_apart import ordinal_pair, years_apart


def test_a_when_clause_with_its_own_year_is_not_dated_by_another_year():
    question = "When was the toll-house burned down in 1847?"
    assert own_year_problem(question, "January 1822")
    assert own_year_problem(question, "January")  # no year at all
    assert own_year_problem(question, "3 March 1847") == []
    assert own_year_problem("When was the toll-house burned down?", "January 1822") == []


def test_a_namesake_with_a_qualifier_is_not_the_person_asked():
    cited = "His son, **Thomas Vellow the younger** (1779–1842), born at Quendal, carried on the yard."
    question = "Where was Thomas Vellow, the designer of the bridge, born?"
    assert namesake_subject_problem(question, "Thomas Vellow", cited)
    assert namesake_subject_problem("Where was Thomas Vellow the younger born?", "Thomas Vellow", cited) == []
    both = cited + " Thomas Vellow was born at Brimacre."
    assert namesake_subject_problem(question, "Thomas Vellow", both) == []


def test_a_birthplace_of_the_qualified_son_does_not_answer_for_the_father():
    corpus = Corpus.from_texts(
        {
            "notes.md": "# Biographical notes\n\nThomas Vellow designed the Brimacre bridge of 1791. His "
            "son, **Thomas Vellow the younger** (1779–1842), born at Quendal, carried on the yard.\n"
        }
    )
    draft = judged(corpus, "Where was Thomas Vellow, the designer of the Brimacre bridge, born?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_chain_passes_a_younger_namesake_on_with_his_qualifier():
    cited = "The plans are the work of Mr William Vellow the younger, son of the architect of the gaol."
    assert qualified_name("Mr William Vellow", cited) == "Mr William Vellow the younger"
    assert qualified_name("Eli Vellow", "Eli Vellow the elder founds the mill.") is None
    assert qualified_name("Mr William Vellow", "Mr William Vellow drew the plans.") is None


def test_a_percentage_is_no_estimate():
    assert figureless_problem("What was Vellow's estimate?", "five per cent")
    assert figureless_problem("What was the architect's commission?", "five per cent") == []
    assert figureless_problem("What was Vellow's estimate?", "£6,480") == []


def test_two_ordinals_sharing_one_plural_noun_are_two_events_of_it():
    assert ordinal_pair("the first", "second fires at the Harkspur Hall") == (
        "the first fire at the Harkspur Hall",
        "the second fire at the Harkspur Hall",
    )
    assert ordinal_pair("the opening", "the second fire") is None
    found = arithmetic("How many years passed between the first and second fires at the Harkspur Hall?")
    assert found is not None
    assert [part.text for part in found[2]] == [
        "In which year: the first fire at the Harkspur Hall?",
        "In which year: the second fire at the Harkspur Hall?",
    ]
    assert years_apart("How many years separated the first and second fires at the hall?") == (
        "the first fire at the hall",
        "the second fire at the hall",
    )


def test_an_ordinal_event_operand_is_not_dated_by_another_event():
    question = "How many years passed between the first and second fires at the Harkspur Hall?"
    step = "In which year: the first fire at the Harkspur Hall?"
    reopened = ["The hall was first built in 1838, and it was reopened after the earlier fire in 1863."]
    assert operand_event_problem(question, step, "1863", reopened)
    burned = ["The Harkspur Hall was gutted by fire in 1861."]
    assert operand_event_problem(question, step, "1861", burned) == []


def test_a_month_asked_is_not_answered_with_a_year():
    assert monthless_problem("In what month was the Brimacre cemetery consecrated?", "1858")
    assert monthless_problem("In what month was the Brimacre cemetery consecrated?", "June 1858") == []
    assert monthless_problem("In what year was the Brimacre cemetery consecrated?", "1858") == []


def test_a_deed_asked_for_the_second_time_needs_a_text_telling_of_a_repeat():
    question = "In what year was the Brimacre pier extended for the second time?"
    once = "The wall was laid out in 1869, and the toll was extended to the walk at the Brimacre pier gates."
    assert ordinal_event_problem(question, "1869", once)
    again = "The Brimacre pier was extended again in 1896."
    assert ordinal_event_problem(question, "1896", again) == []
