"""A year answers the clause naming what the question asks, and a bracketed span after a name is a life.

"The tramway reached Orby in 1901, and was carried on to Pellow in 1904." dates Pellow by 1904; "is first
mentioned in 1640, but its charter dates from 1688, when the guild was first incorporated" dates the
incorporation by 1688; and "Ann Roe (1806-1880)." gives Ann Roe's life, not her years as keeper.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._borrowed import life_range_problem
from canon_reason.embedded._year_clauses import (
    boundary_year_problem,
    held_span_problem,
    other_clause_year_problem,
)

TRAM = "The Kell tramway reached Orby in 1901, and was carried on to Pellow in 1904."
GUILD = (
    "A guild of that name is first mentioned in 1640, but its charter dates from 1688, when the guild was "
    "first incorporated by the town."
)


def test_a_year_of_another_clause_does_not_date_the_asked_place() -> None:
    problem = other_clause_year_problem("In what year did the tramway reach Pellow?", "1901", TRAM)
    assert problem and "Pellow" in problem[0]
    assert other_clause_year_problem("In what year did the tramway reach Pellow?", "1904", TRAM) == []
    assert other_clause_year_problem("In what year did the tramway reach Orby?", "1901", TRAM) == []
    burned = "Kell Mill was built in 1820, and it burned in 1850."
    assert other_clause_year_problem("In what year did Kell Mill burn?", "1850", burned) == []


def test_a_year_of_another_clause_does_not_date_the_asked_event() -> None:
    question = "In which year was the Weavers' Guild first incorporated?"
    assert other_clause_year_problem(question, "1640", GUILD)
    assert other_clause_year_problem(question, "1688", GUILD) == []


def test_a_table_row_is_no_clause() -> None:
    row = "| Kell Tramway | 1901 | Closed 1950; lifted 1952 |"
    assert other_clause_year_problem("In what year was the Kell Tramway lifted?", "1952", row) == []


def test_a_full_run_abstains_on_the_other_clauses_year() -> None:
    corpus = Corpus.from_texts({"tram.md": f"# The Kell Tramway\n\n{TRAM}\n"})
    draft = judged(corpus, "In what year did the tramway reach Pellow?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "another clause" in str(draft.reason)


def test_a_bracketed_span_after_a_name_is_a_life() -> None:
    text = "**Ann Roe (1806-1880).** Born in Orby, she came to Kell in 1828 as a spinner."
    problem = life_range_problem("When was Ann Roe keeper of the Kell mill?", "1806-1880", text)
    assert problem and "Roe (1806-1880)" in problem[0]
    assert life_range_problem("When did Ann Roe live?", "1806-1880", text) == []
    listed = "- Ann Roe (1840-1866)"
    assert life_range_problem("When was Ann Roe keeper of the Kell mill?", "1840-1866", listed) == []
    kept = "Ann Roe kept the Kell mill from 1840-1866."
    assert life_range_problem("When was Ann Roe keeper of the Kell mill?", "1840-1866", kept) == []


def test_a_full_run_does_not_count_a_life_as_a_post() -> None:
    corpus = Corpus.from_texts(
        {
            "roe.md": "# Ann Roe\n\n**Ann Roe (1806-1880).** Born in Orby, she came to Kell in 1828 and was "
            "keeper of the Kell mill for many years.\n"
        }
    )
    draft = judged(corpus, "For how many years was Ann Roe keeper of the Kell mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "life dates 'Roe (1806-1880)'" in str(draft.reason)


def test_a_holder_of_another_span_does_not_answer_a_dated_chain() -> None:
    question = "Who kept the mill that was flooded in 1883?"
    text = "**Tom Bray (1810-1881).** Keeper of Kell Mill from 1845 until 1874, Bray saw it rebuilt."
    problem = held_span_problem(question, "Who kept Kell Mill?", "Tom Bray", text)
    assert problem and "1883" in problem[0]
    later = "**Ned Lusk (1838-1911).** Keeper of Kell Mill from 1874 to 1890, Lusk rebuilt it."
    assert held_span_problem(question, "Who kept Kell Mill?", "Ned Lusk", later) == []
    assert (
        held_span_problem("Who kept the mill that was flooded?", "Who kept Kell Mill?", "Tom Bray", text)
        == []
    )
    assert held_span_problem(question, "Who kept Kell Mill in 1883?", "Tom Bray", text) == []


def test_a_full_run_abstains_on_the_holder_of_another_span() -> None:
    corpus = Corpus.from_texts(
        {
            "flood.md": "# Floods\n\n**1883, Kell Mill.** The river rose and the whole building was "
            "flooded to the roof.\n",
            "keepers.md": "# Managers\n\n**Tom Bray (1810-1881).** Manager of Kell Mill from 1845 until "
            "1874, Bray saw it rebuilt.\n",
        }
    )
    draft = judged(corpus, "Who managed the mill that was flooded in 1883?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "leaving out 1883" in str(draft.reason)


def test_a_year_two_holders_share_answers_no_one():
    row = "| Nell Vary | 1905–1941 |"
    assert boundary_year_problem("Who was Keeper of Charts in 1905?", "Nell Vary", row)
    assert boundary_year_problem("Who was warden in 1941?", "Nell Vary", "Nell Vary was warden 1905-1941.")
    assert not boundary_year_problem("Who was Keeper of Charts in 1930?", "Nell Vary", row)
    assert not boundary_year_problem("Who was appointed Keeper of Charts in 1905?", "Nell Vary", row)
    assert not boundary_year_problem("Who retired as Keeper of Charts in 1941?", "Nell Vary", row)
    both = "Nell Vary was keeper 1905-1941 and warden 1890-1920."
    assert not boundary_year_problem("Who was warden in 1905?", "Nell Vary", both)
