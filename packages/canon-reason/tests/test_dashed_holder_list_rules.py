"""Lists of an office's holders written "Name — 1863 to 1880": the name is read whole with its title and the
letters after it ("Captain Ann Hale, R.N."), a full stop before the dash ends no sentence, the list is found
by the office's own plural ("Chairmen", "Secretaries"), and a section naming another office the page's title
lists ("Clerks" on a page of "Chairmen and Clerks") gives no holder of the asked one."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches, split_sentences

CORPUS = Corpus.from_texts(
    {
        "officers.md": "# Officers of the Brisley Rowing Fund\n\n*Compiled from the minute books.*\n\n"
        "## Honorary Secretaries\n\n- The Rev. Obadiah Quell — 1851 to 1866\n"
        "- Captain Amos Treen, R.N. — 1866 to 1884\n- Jonas Pardle — 1884 to 1902\n\n"
        "## Treasurers\n\n- Eli Wark — 1851 to 1880\n- Silas Wark — 1880 to 1910\n",
        "regatta.md": "# The Brisley Regatta\n\nThe new boathouse at Brisley was completed in 1872, and the "
        "first regatta from it was rowed in the summer of 1873.\n",
        "holders.md": "# Orland Dock Trustees: Chairmen and Clerks\n\nFrom the minute books.\n\n"
        "## Clerks to the Trustees\n\n| Years | Clerk |\n|---|---|\n| 1850–1871 | Hiram Voss |\n"
        "| 1871–1899 | Tobias Lent |\n",
        "dock.md": "# Orland Dock\n\nMr Ezra Quint, Chairman of the Orland Dock Trustees, spoke at the "
        "dinner. Mr Quint, Chairman of the Orland Dock Trustees, proposed the toast.\n",
    }
)


def test_a_full_stop_before_a_dash_ends_no_sentence() -> None:
    line = "Captain Amos Treen, R.N. — 1866 to 1884"
    text = f"- {line}\n"
    assert [text[s.start : s.end] for s in split_sentences(text)] == [line]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was honorary secretary of the Brisley Rowing Fund in 1870?", "Captain Amos Treen, R.N."),
        ("Who was the Honorary Secretary in 1855?", "The Rev. Obadiah Quell"),
        ("Who was treasurer of the Brisley Rowing Fund in 1890?", "Silas Wark"),
        (
            "Who was honorary secretary of the Brisley Rowing Fund when the new boathouse at Brisley was "
            "completed?",
            "Captain Amos Treen, R.N.",
        ),
    ],
)
def test_a_holder_written_before_a_dash_answers(question: str, expected: str) -> None:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who was honorary secretary of the Brisley Rowing Fund in 1866?",  # the year two holders share
        "Who was chairman of the Orland Dock Trustees in 1880?",  # the list under the heading is the clerks'
    ],
)
def test_no_holder_for_the_office_abstains(question: str) -> None:
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_the_clerks_list_answers_for_a_clerk() -> None:
    draft = judged(CORPUS, "Who was clerk to the Orland Dock Trustees in 1880?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Tobias Lent"), draft.answer
