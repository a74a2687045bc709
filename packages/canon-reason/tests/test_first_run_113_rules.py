"""A count of those added to a number told before, and a rank's short form inside a sentence."""

from pipeline_judge import value_in

from canon_reason._text import split_sentences
from canon_reason.embedded._answer_type import added_count_problem

_MINUTE = (
    "5. **Roll of honour.** The Chairman reported with regret that two more men from the works, Pte. Amos "
    "Tarrant and Cpl. Eli Quarrel, had been killed in France."
)


def test_a_count_of_those_added_is_no_count_of_the_whole():
    asked = "How many hands were employed at the works in 1916?"
    assert added_count_problem(asked, "two", [_MINUTE])
    assert not added_count_problem("How many more men were killed?", "two", [_MINUTE])
    assert not added_count_problem(asked, "212", ["The works employed 212 hands in 1916."])
    texts = {"minutes-1916.md": "# Minutes of the Directors, 12th April 1916\n\n" + _MINUTE + "\n"}
    assert value_in(texts, asked, judge=True) is None


def test_a_private_or_corporal_by_his_short_rank_does_not_end_the_sentence():
    assert len(split_sentences(_MINUTE)) == 1
