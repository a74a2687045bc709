"""A table keeps the paragraph above it as its legend when a passage boundary falls between them.

"Collections are the final sums for the charity" above "| Year | Conductor | Collection |" says what the
collection column gives; a corpus cut into passages may put the paragraph at the end of one passage and the
table at the start of the next, and the rows read with both passages retrieved still have that legend.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

_LEGEND = (
    "*Compiled by the stewards of the Orrin Choral Meeting. The meeting moves between Pellby and Orrin. "
    "Collections are the final sums for the charity after all the subscriptions were received; the "
    "newspapers printed provisional figures at the close of each meeting.*"
)
_TABLE = (
    "| Year | Conductor | Collection for the charity |\n|---|---|---|\n| 1881 | Ada Wrenne | £512 |\n"
    "| 1890 | Tobias Hame | £644 |\n| 1899 | Tobias Hame | £701 |\n"
)
_TEXTS = {"meetings.md": f"# The Orrin Choral Meeting: Conductors and Collections\n\n{_LEGEND}\n\n{_TABLE}"}


def test_the_corpus_parts_the_legend_from_its_table() -> None:
    corpus = Corpus.from_texts(_TEXTS, chunk_chars=300)
    assert any(c.text.startswith("| Year") for c in corpus.chunks)


def test_a_row_is_read_with_the_legend_of_the_passage_before() -> None:
    corpus = Corpus.from_texts(_TEXTS, chunk_chars=300)
    draft = judged(corpus, "What was the final collection for the charity at the 1890 Orrin Choral Meeting?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "£644"


def test_a_table_with_no_legend_above_it_states_no_final_sum() -> None:
    texts = {"meetings.md": f"# The Orrin Choral Meeting: Conductors and Collections\n\n{_TABLE}"}
    corpus = Corpus.from_texts(texts, chunk_chars=300)
    draft = judged(corpus, "What was the final collection for the charity at the 1890 Orrin Choral Meeting?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
