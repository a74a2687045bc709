"""A count answers "how many" only when it counts the asked things: ``other_counted_problem``.

"How many members did the Dunby Carrying Company have in 1845?" is not answered by "19 barges" nor by
"6,200 inhabitants"; a sentence that names members, a table row, a bare number and "how many people"
still pass.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import other_counted_problem

BOATS = "The company grew quickly: it had 12 barges in 1835 and 19 barges in 1845."
ASKED = "How many members did the Dunby Carrying Company have in 1845?"


def test_a_number_counting_other_things_is_no_count_of_the_asked_ones():
    assert other_counted_problem(ASKED, "19", [BOATS])
    assert other_counted_problem("How many members did Kelby have in 1910?", "6,200 inhabitants", [])
    cited = "By 1930 she had set up 46 reading rooms."
    assert other_counted_problem("How many members did the service have in 1930?", "46", [cited])


def test_the_asked_noun_a_table_row_a_bare_number_or_people_pass():
    assert not other_counted_problem(ASKED, "19", ["In 1845 it had 19 barges and 19 members."])
    assert not other_counted_problem(ASKED, "19", ["| Dunby Carrying Company | 12 | 19 |"])
    assert not other_counted_problem(ASKED, "19", ["By 1845 the roll had grown to 19."])
    assert not other_counted_problem("How many people worked there in 1845?", "19", ["It had 19 boatmen."])


def test_the_reasoner_abstains_on_a_count_of_other_things():
    corpus = Corpus.from_texts({"carrying.md": f"# The Dunby Carrying Company\n\n{BOATS}\n"})
    assert judged(corpus, ASKED).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "How many barges did the Dunby Carrying Company have in 1845?"), "19")


def test_a_noun_past_the_numbers_phrase_is_not_what_it_counts():
    cited = "Dunby (population 2,150); smaller hamlets at Kell and Tibb."
    assert not other_counted_problem("How many residents does Dunby have?", "2,150", [cited])


def test_a_hyphened_noun_is_read_whole():
    assert not other_counted_problem("How many guest-nights did the inn record?", "120 guest-nights", [])
