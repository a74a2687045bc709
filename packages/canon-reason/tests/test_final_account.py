"""A work's final account read from minutes that name the work elsewhere, and set against its tender."""

from pipeline_judge import value_in

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._accepted_tender import accepted_sum
from canon_reason.embedded._exceed import exceeding
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._final_cost import final_cost_query, read_final_cost
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._sums_paid import asks_sum_named

_MINUTES = (
    "# Minutes of the Directors, 1893-1895\n\n"
    "**4th May 1893.** The tenders received for rebuilding the Tallow Store after the fire were opened. "
    "Resolved that the tender of Messrs Orrin & Blay at £2,072 be accepted.\n\n"
    "**6th June 1895.** The Secretary laid the papers of the works before the Board. The final account of "
    "Messrs Orrin & Blay, certified by the architect, amounted to £2,231, and was ordered to be paid.\n"
)
_HISTORY = (
    "# A Short History of the Quenby Works, 1913\n\n"
    "The Tallow Store was first built in 1861 by Mr Amos Pell. It burned in 1890. The Directors at once "
    "resolved to rebuild, and the new store was brought into use in 1892 at a final cost of £4,622.\n"
)


def test_a_final_account_is_read_from_minutes_naming_the_rebuilt_work_in_another_minute():
    asked = "What was the final account for rebuilding the Tallow Store?"
    fact = read_fact(asked)
    assert final_cost_query(fact) == "Tallow Store final cost account"
    corpus = Corpus.from_texts({"minutes.md": _MINUTES})
    hits = search(corpus, "Tallow Store final account", 3)
    read = read_final_cost(fact, sentences_of(hits), hits)
    assert read is not None and read[0] == "£2,231", read


def test_the_final_account_for_a_work_exceeds_the_tender_accepted_for_that_work():
    asked = "By how much did the final account for rebuilding the Tallow Store exceed the accepted tender?"
    answer = value_in({"minutes.md": _MINUTES}, asked)
    assert answer is not None and answer_matches(answer, "£159"), answer


def test_the_cost_of_a_rebuilding_is_not_the_cost_of_the_work_first_built():
    fact = read_fact("What was the final cost of the original Tallow Store?")
    corpus = Corpus.from_texts({"history.md": _HISTORY})
    hits = search(corpus, "Tallow Store final cost", 3)
    assert read_final_cost(fact, sentences_of(hits), hits) is None
    rebuilt = read_fact("What was the final cost of rebuilding the Tallow Store?")
    read = read_final_cost(rebuilt, sentences_of(hits), hits)
    assert read is not None and read[0] == "£4,622", read


def test_a_tender_let_for_a_rebuilding_is_not_the_tender_for_the_original_work():
    minutes = _MINUTES.replace("1893-1895", "on the Rebuilding")
    corpus = Corpus.from_texts({"minutes-of-the-rebuilding.md": minutes})
    hits = search(corpus, "Tallow Store tenders received accepted", 3)
    rebuilt = accepted_sum(read_fact("What was the accepted tender for the Tallow Store?"), hits)
    assert rebuilt is not None and rebuilt[0] == "£2,072", rebuilt
    original = read_fact("What was the accepted tender for the original Tallow Store?")
    assert accepted_sum(original, hits) is None


def test_an_estimate_or_an_account_asked_is_a_sum_of_money():
    assert asks_sum_named("What was the engineer's estimate?")
    assert asks_sum_named("What was the Marble Company's final account for the war memorial?")
    assert asks_sum_named("What was the accepted tender for the Tallow Store?")
    assert not asks_sum_named("What was the length of the Tallow Store?")
    assert not asks_sum_named("What was the name of the engineer?")


def test_the_tender_side_takes_the_work_the_final_account_is_for():
    asked = "By how much did the final account for rebuilding the Tallow Store exceed the accepted tender?"
    read = exceeding(asked)
    assert read is not None
    _, _, (cost, tender) = read
    assert cost.entities == ("Tallow Store",) and tender.entities == ("Tallow Store",), (cost, tender)


def test_a_cost_many_times_the_tender_set_against_it_is_of_another_work():
    conversion = (
        "# The Tallow Store as a Theatre, 1984\n\n"
        "The Tallow Store was converted into a theatre in 1984. The final account, now agreed with the "
        "contractors, amounts to £312,400.\n"
    )
    texts = {"minutes.md": _MINUTES.replace("rebuilding", "building"), "theatre.md": conversion}
    asked = "By how much did the final cost of the Tallow Store exceed the accepted tender?"
    assert value_in(texts, asked) is None
