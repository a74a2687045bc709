"""Words of a question that only say which thing is meant, or where the fact is told.

"Where was Ann Roe, keeper of the toll house, born?" sets a description between commas to say which Ann
Roe is meant; the sentence that states her birthplace need not repeat it. So too the kind before a name
("the Kell steam drifter Fair Maid"), an "according to" phrase and an insisting "actually". An entry line
"Born: Ferrow Cross" under a person's name gives a place, though its two capitalized words look like a
person's name; and a figure with a thousands comma is an answer whole ("£4,200", not "4").
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact

ENTRIES = Corpus.from_texts(
    {
        "entries.md": "# Overseers of the Dye Works: Short Notes\n\n"
        "**Tobias Welland** (1838–1907)\nBorn: Ferrow Cross.\nApprenticed: 1852, vat house.\n"
        "Overseer, vat house: 1880–1903.\n\n"
        "**Hester Cloake** (1851–1920)\nBorn: Dunmarsh.\nOverseer, finishing room: 1899–1916.\n",
    }
)
LETTERS = Corpus.from_texts(
    {
        "lives.md": "# Two Carters\n\nJethro Amble drove the brewery's dray for thirty years. "
        "He was born at Saltney Green in 1844 and died at Orwell Bridge.\n",
    }
)


def test_a_description_between_commas_is_no_term_a_sentence_must_state():
    fact = read_fact("Where was Tobias Welland, overseer of the vat house, born?")
    assert fact.entities == ("Tobias Welland",)
    assert fact.terms == ("born",)
    assert {"overseer", "vat", "house"} <= set(fact.soft_terms)


def test_a_name_inside_the_description_is_not_required_either():
    fact = read_fact("Where was Jethro Amble, carter of the Kell Brewery, born?")
    assert fact.entities == ("Jethro Amble",)
    assert "kell" in fact.soft_terms


def test_a_list_of_names_and_a_year_before_the_question_are_no_descriptions():
    assert read_fact("In 1890, who was mayor of Orbury?").terms == ("mayor",)
    assert read_fact("Did Ann Hale, Bob Rye and Cy Tull sign the deed?").entities == (
        "Ann Hale",
        "Bob Rye",
        "Cy Tull",
    )


def test_the_described_subject_is_answered_from_a_sentence_without_the_description():
    assert_answers(judged(LETTERS, "Where was Jethro Amble, carter of the brewery, born?"), "Saltney Green")


def test_a_born_entry_line_gives_a_place():
    assert_answers(
        judged(ENTRIES, "Where was Tobias Welland, overseer of the vat house, born?"), "Ferrow Cross"
    )
    assert_answers(judged(ENTRIES, "Where was Hester Cloake born?"), "Dunmarsh")


def test_an_entry_of_another_person_answers_nothing():
    draft = judged(ENTRIES, "Where was Amos Welland born?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


BOATS = Corpus.from_texts(
    {
        "boats.md": "# Boats of Orbury Haven\n\n"
        "The *Fair Maid* was built by Tamsin & Pike of Corley in 1902. "
        "The *Fair Maid* served Orbury until she was sold in 1931.\n",
    }
)


def test_a_kind_of_two_words_or_after_a_place_only_says_what_the_name_is():
    assert read_fact("Which firm built the steam drifter Fair Maid?").terms == ("built",)
    fact = read_fact("When was the Orbury lifeboat Fair Maid sold?")
    assert fact.terms == ("sold",)
    assert "lifeboat" in fact.soft_terms


def test_a_verb_between_two_names_is_no_kind():
    assert read_fact("When did the Kell Company buy Orr Mill?").terms == ("buy",)


def test_the_named_boat_is_answered_from_a_sentence_that_does_not_say_what_kind_it_is():
    assert_answers(judged(BOATS, "Who built the steam drifter Fair Maid?"), "Tamsin & Pike")
    assert_answers(judged(BOATS, "In what year was the Orbury lifeboat Fair Maid sold?"), "1931")


ACCOUNTS = Corpus.from_texts(
    {
        "bridge.md": "# The Orbury Footbridge\n\n"
        "The Orbury Footbridge was opened in 1887. The Orbury Footbridge cost £4,200, twice the estimate.\n",
    }
)


def test_an_according_to_phrase_and_an_insisting_adverb_are_no_terms():
    fact = read_fact("What did the Orbury Footbridge cost, according to the engineer's final account?")
    assert fact.terms == ("cost",)
    assert read_fact("What did the Orbury Footbridge actually cost?").terms == ("cost",)


def test_a_name_or_year_in_an_according_to_phrase_stays_required():
    assert "1877" in read_fact("How many cottages were in Orr Row according to the 1877 schedule?").entities


def test_the_cost_is_read_from_the_source_the_question_names():
    question = "What did the Orbury Footbridge actually cost, according to the borough engineer's report?"
    assert judged(ACCOUNTS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE  # the page names no report
    report = Corpus.from_texts({"borough-engineers-report-1888.md": ACCOUNTS.documents[0].text})
    assert_answers(judged(report, question), "£4,200")


def test_a_figure_with_a_thousands_comma_is_read_whole_for_a_what_question():
    draft = judged(ACCOUNTS, "What did the Orbury Footbridge cost?")
    assert_answers(draft, "£4,200")
    assert "4,200" in draft.answer


def test_a_question_opening_with_its_source_is_read_from_the_rest():
    fact = read_fact("According to the borough engineer's report, how many men built the Orbury Footbridge?")
    assert (fact.wh, fact.entities, fact.terms) == ("how many", ("Orbury Footbridge",), ("built",))
    assert "1877" in read_fact("According to the 1877 schedule, how many cottages stood in Orr Row?").entities


def test_an_opening_source_is_read_in_the_document_as_well():
    question = "According to the borough engineer's report, what did the Orbury Footbridge cost?"
    assert judged(ACCOUNTS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    noted = ACCOUNTS.documents[0].text + "\nThe figure is the one the borough engineer gave in his report.\n"
    assert_answers(judged(Corpus.from_texts({"bridge.md": noted}), question), "£4,200")
