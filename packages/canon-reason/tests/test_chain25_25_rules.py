"""The final cost of a work is the total its accounts came to; a year before a thing may be its title's.

A question asking the "final cost" of a building is answered by a sentence or an account's line giving its
"total cost": once every bill is paid, the total is the final figure. An estimate, which is neither, still
does not answer it.

"The 1868 pavilion" names a thing by its year; an account titled with the years 1867-1869 dates the
pavilion its sentences tell of, when they name no year of their own.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._lexicon import relation_strength

ACCOUNTS = (
    "# Accounts of the Quendle Reading Room, 1881\n\n"
    "The architect's estimate for the reading room was £640.\n\n"
    "| Item | Amount |\n|---|---|\n"
    "| Builders' contract | £612 |\n"
    "| Architect's commission | £38 |\n"
    "| **Total cost of the reading room** | **£701** |\n"
)

NOTE = (
    "# Minutes of the Tillingfold Bowling Club, 1903\n\n"
    "The treasurer reported that the total cost of the pavilion, with its fittings, was £418. "
    "The secretary read a letter from the vicar.\n"
)


def test_final_and_total_are_one_relation():
    assert relation_strength("final", ("total", "cost")) == 1.0
    assert relation_strength("final", ("whole", "cost")) == 0.0


def test_the_final_cost_is_read_from_the_total():
    assert_answers(
        judged(Corpus.from_texts({"accounts.md": ACCOUNTS}), "What was the final cost of the reading room?"),
        "£701",
    )
    assert_answers(
        judged(Corpus.from_texts({"minutes.md": NOTE}), "What was the final cost of the pavilion?"),
        "£418",
    )


FUND = (
    "# Harrowsett Pavilion Building Fund, 1867\u20131869\n\n"
    "The fund was opened by the committee of the Harrowsett Cricket Club.\n\n"
    "The total cost of the pavilion, with its fittings, was £1,270. The committee thanked the subscribers.\n"
)

LATER = (
    "# Harrowsett Pavilion Building Fund, 1867\u20131869\n\n"
    "The total cost of the pavilion of 1896, with its fittings, was £1,950.\n"
)


def test_a_year_before_a_thing_is_read_from_the_title_s_span():
    assert_answers(
        judged(Corpus.from_texts({"fund.md": FUND}), "What was the total cost of the 1868 pavilion?"),
        "£1,270",
    )
    outside = judged(Corpus.from_texts({"fund.md": FUND}), "What was the total cost of the 1880 pavilion?")
    assert outside.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_sentence_naming_a_year_of_its_own_is_not_dated_by_the_title():
    later = judged(Corpus.from_texts({"later.md": LATER}), "What was the total cost of the 1868 pavilion?")
    assert later.outcome is Outcome.INSUFFICIENT_EVIDENCE
