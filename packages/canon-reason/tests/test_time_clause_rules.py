"""A closing clause of a person's own deed only says when the asked thing was: "What salary was Ann Roe
given *when she was appointed librarian*?" is answered by a sentence giving her salary, which need not repeat
the appointment; "when it opened" or "after the fire" picks one occasion of several, and stays required."""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact


def test_a_person_s_own_deed_after_when_is_no_required_term():
    fact = read_fact("What salary was Ann Pobbleton given when she was appointed librarian?")
    assert "appointed" not in fact.terms
    assert "Ann Pobbleton" in fact.entities
    placed = read_fact("From which port had the Quillet sailed before she struck the Garnick Ledge?")
    assert placed.terms == ("sailed",)
    assert "Garnick Ledge" not in placed.entities


def test_an_occasion_clause_stays_required():
    bare = read_fact("How many votes did Ann Pobbleton get when she was elected secretary?")
    assert "elected" in bare.terms  # "get" says nothing of its own: the election is what the votes are of
    assert "opened" in read_fact("How many seats did the Brimsey Hall have when it opened?").terms
    assert "fire" in read_fact("How many men were employed at the Dunsop works after the fire?").terms


def test_the_deed_s_sentence_answers_without_the_clause():
    texts = {
        "minutes.md": "# Library Committee\n\nMiss Ann Pobbleton was appointed librarian in March 1871. "
        "Miss Pobbleton was given a salary of £60 a year, with rooms over the reading room.\n",
    }
    question = "What salary was Ann Pobbleton given when she was appointed librarian?"
    assert_answers(judged_in(texts, question), "£60 a year")
    other = "What salary was Ann Pobbleton given when the new wing opened?"
    assert judged_in(texts, other).outcome is Outcome.INSUFFICIENT_EVIDENCE
