"""The confident wrong answers of the first run of heldout82 to heldout84, on invented text.

A title asked is not a phrase of lower-case words; a road asked is named with the word for its kind; whom a
thing was built for is not who built it; a birth read after the event an age is counted to is no birth; and
a text that never names the place a question's description gives its subject may be of a namesake elsewhere.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._figure_asked import beneficiary_problem, street_problem, title_problem
from canon_reason.embedded._namesakes import apposed_place_problem
from canon_reason.embedded._tenure import age_order_problem


def test_a_title_asked_is_not_a_phrase():
    question = "What was the title of the magazine published by the Ostwick patients?"
    assert title_problem(question, "publish a monthly magazine")
    assert title_problem(question, "The Ostwick Leaf") == []
    assert title_problem("What was the cost of the magazine?", "a shilling") == []


def test_a_title_read_beside_the_asked_noun_is_not_answered_with_the_verb_phrase():
    corpus = Corpus.from_texts(
        {
            "guide.md": "# Ostwick guide\n\nThe Ostwick patients publish a monthly magazine, *The Pelbury "
            "Leaf*, sold at the lodge.\n"
        }
    )
    draft = judged(corpus, "What was the title of the magazine published by the Ostwick patients?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "publish" not in (draft.value or "")


def test_a_road_asked_is_named_with_its_kind():
    question = "On which road did the Ostwick asylum's lodge stand?"
    assert street_problem(question, "York")
    assert street_problem(question, "Carnock Lane") == []
    assert street_problem("Which town did the Ostwick asylum serve?", "York") == []


def test_whom_a_thing_was_built_for_is_not_its_builder():
    question = "Which shipowners was the steamer Carnock built for?"
    cited = (
        "The steamer Carnock, constructed by Messrs Felby & Grinstow for Messrs Tulley & Sons, left the ways."
    )
    assert beneficiary_problem(question, "Messrs Felby & Grinstow", cited)
    assert beneficiary_problem(question, "Messrs Tulley & Sons", cited) == []
    assert (
        beneficiary_problem("Which firm built the steamer Carnock?", "Messrs Felby & Grinstow", cited) == []
    )


def test_a_birth_after_the_event_is_no_birth():
    question = "How old was Walter Felby when he took charge at Ostwick?"
    birth = "When was Walter Felby born or founded?"
    event = "In which year: he took charge at Ostwick?"
    assert age_order_problem(question, [(birth, "1903"), (event, "September 1871")])
    assert age_order_problem(question, [(event, "September 1871"), (birth, "1903")])  # in either order
    assert age_order_problem(question, [(birth, "1840"), (event, "1871")]) == []
    assert (
        age_order_problem("How many years after 1903 did it close?", [(birth, "1903"), (event, "1871")]) == []
    )


def test_a_text_never_naming_the_described_place_is_not_about_the_subject():
    question = "In what year was Tulley House, the superintendent's residence at the Ostwick asylum, built?"
    other = "Among the buildings of Pelbury is a workhouse of 1838, and its infirmary, known as Tulley House."
    assert apposed_place_problem(question, other)
    own = "Tulley House, at the Ostwick asylum, was built in 1851."
    assert apposed_place_problem(question, own) == []
    assert apposed_place_problem("In what year was Tulley House built?", other) == []
