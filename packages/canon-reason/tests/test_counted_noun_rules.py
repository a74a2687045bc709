"""A count answers "how many" only when it counts the asked things: ``other_counted_problem``.

"How many members did the Dunby Carrying Company have in 1845?" is not answered by "41 boats" nor by
"8,300 inhabitants"; a sentence that names members, a table row, a bare number and "how many people"
still pass.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import other_counted_problem

BOATS = "The company grew quickly: it had 34 boats in 1835 and 41 boats in 1845."
ASKED = "How many members did the Dunby Carrying Company have in 1845?"


def test_a_number_counting_other_things_is_no_count_of_the_asked_ones():
    assert other_counted_problem(ASKED, "41", [BOATS])
    assert other_counted_problem("How many members did Kelby have in 1910?", "8,300 inhabitants", [])
    cited = "By 1930 she had set up 46 village centres."
    assert other_counted_problem("How many members did the service have in 1930?", "46", [cited])


def test_the_asked_noun_a_table_row_a_bare_number_or_people_pass():
    assert not other_counted_problem(ASKED, "41", ["In 1845 it had 41 boats and 200 members."])
    assert not other_counted_problem(ASKED, "41", ["| Dunby Carrying Company | 34 | 41 |"])
    assert not other_counted_problem(ASKED, "41", ["By 1845 the roll had grown to 41."])
    assert not other_counted_problem("How many people worked there in 1845?", "41", ["It had 41 boatmen."])


def test_the_reasoner_abstains_on_a_count_of_other_things():
    corpus = Corpus.from_texts({"carrying.md": f"# The Dunby Carrying Company\n\n{BOATS}\n"})
    assert judged(corpus, ASKED).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "How many boats did the Dunby Carrying Company have in 1845?"), "41")


def test_a_noun_past_the_numbers_phrase_is_not_what_it_counts():
    cited = "Dunby (population 4,300); smaller settlements at Kell and Tibb."
    assert not other_counted_problem("How many residents does Dunby have?", "4,300", [cited])


def test_a_hyphened_noun_is_read_whole():
    assert not other_counted_problem("How many guest-nights did the inn record?", "120 guest-nights", [])
