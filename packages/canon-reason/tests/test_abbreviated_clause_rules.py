"""The period of an abbreviation ("Mr.", "Messrs.") ends no clause: in "Wren Row (1888) ..., having been built
by Mr. Amos Tull and conveyed to the trust only in 1893" the year 1893 dates the row's conveyance, in the
clause naming the row."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason.embedded._year_clauses import other_clause_year_problem

TEXT = (
    "The six cottages by the ford known as Wren Row (1888) are not included, having been built by Mr. Amos "
    "Tull privately and conveyed to the trust only in 1893."
)


def test_an_abbreviation_ends_no_clause() -> None:
    assert other_clause_year_problem("When was Wren Row conveyed to the trust?", "1893", TEXT) == []


def test_a_year_after_an_abbreviation_is_read() -> None:
    corpus = Corpus.from_texts({"estate.md": f"# The trust's estate\n\n{TEXT}\n"})
    assert_answers(judged(corpus, "When was Wren Row conveyed to the trust?"), "1893")
