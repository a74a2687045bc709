"""Figures read from tables of yearly returns: a row keyed by a year or a session, the asked measure's column.

A table's subject is the body its title, or the prose over it, names; a question may call the body by its
kind alone ("the Playhouse" for the Orlick Playhouse Company Ltd). "By how much did A's receipts in 1874
exceed those of 1871?" reads both figures from the same column. A session's row ("1925–26") is the
session's, and its "26" is no count. A figure a note under the table dates by another year than its row's
is the row's year's. A year with no row, or a dash for its cell, is answered by no figure.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import words
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._lexicon import count_nouns

_PLAYHOUSE = (
    "# Orlick Playhouse Company Ltd: yearly returns, 1870–1876\n\n"
    "*Abstract of the directors' reports. Gross receipts are money taken at the doors; net profit is after "
    "rent and wages.*\n\n"
    "| Year | Weeks open | Gross receipts | Net profit |\n"
    "|---|---|---|---|\n"
    "| 1870 | 30 | £3,105 | £402 |\n"
    "| 1871 | 32 | £3,360 | £455 |\n"
    "| 1872 | — | — | — |\n"
    "| 1873 | 35 | £3,890* | £510 |\n"
    "| 1874 | 36 | £4,015 | £560 |\n"
    "| 1876 | 31 | £3,470 | £390 |\n\n"
    "\\* First entered as £3,980 and corrected on audit.\n"
)
_ASSEMBLY = (
    "# Orlick Assembly Rooms: yearly returns, 1870–1876\n\n"
    "*From the proprietors' minute book.*\n\n"
    "| Year | Dances held | Gross receipts |\n"
    "|---|---|---|\n"
    "| 1870 | 14 | £610 |\n"
    "| 1875 | 19 | £840 |\n"
)


def _playhouse() -> Corpus:
    return Corpus.from_texts({"playhouse-returns.md": _PLAYHOUSE, "assembly-returns.md": _ASSEMBLY})


def test_a_body_called_by_its_kind_is_the_one_its_table_is_titled_for() -> None:
    corpus = _playhouse()
    assert_answers(judged(corpus, "What were the Playhouse's gross receipts in 1870?"), "£3,105")
    assert_answers(judged(corpus, "What were the Playhouse's gross receipts in 1873?"), "£3,890")


def test_an_excess_over_those_of_another_year_reads_one_column() -> None:
    corpus = _playhouse()
    draft = judged(corpus, "By how much did the Playhouse's gross receipts in 1874 exceed those of 1871?")
    assert_answers(draft, "£655")
    draft = judged(corpus, "By how much did the Orlick Playhouse's net profit in 1874 exceed that of 1870?")
    assert_answers(draft, "£158")
    assert_answers(
        judged(corpus, "By how much did the Playhouse's gross receipts rise between 1870 and 1874?"), "£910"
    )


def test_a_year_without_a_row_or_with_a_dash_has_no_figure() -> None:
    corpus = _playhouse()
    for question in (
        "What were the Playhouse's gross receipts in 1872?",
        "What were the Playhouse's gross receipts in 1875?",
        "By how much did the Playhouse's gross receipts rise between 1870 and 1875?",
    ):
        assert judged(corpus, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_a_figure_is_never_read_from_a_table_titled_for_another_body() -> None:
    draft = judged(_playhouse(), "What were the Playhouse's gross receipts in 1875?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer  # the 1875 row is the Rooms'


def test_two_bodies_of_one_kind_leave_the_kind_alone_unanswered() -> None:
    second = _PLAYHOUSE.replace("Orlick Playhouse", "Dunmere Playhouse").replace("£3,105", "£2,990")
    corpus = Corpus.from_texts({"orlick.md": _PLAYHOUSE, "dunmere.md": second})
    draft = judged(corpus, "What were the Playhouse's gross receipts in 1870?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


_MEMBERSHIP = (
    "# Membership and Library Returns, 1850–1870\n\n"
    "Figures from the annual reports of the Tarnby Literary Institute, referring to the year just ended. "
    "Members include honorary members; volumes are those on the library shelves.\n\n"
    "| Year | Members | Volumes in library | Lectures delivered |\n"
    "|---|---|---|---|\n"
    "| 1850 | 142 | 610 | 12 |\n"
    "| 1855 | 171 | 905 | 14 |\n"
    "| 1860 | 236 | 1,240 | 16 |\n"
    "| 1865 | 219 | 1,512 | 15 |\n"
    "| 1870 | 205 | 1,730 | 11 |\n"
)
_OFFICERS = (
    "# Officers of the Tarnby Literary Institute\n\n"
    "The Rev. Silas Wrenfield, the first president, died in 1860. He was followed by Mr Amos Rudge.\n"
)


def test_a_table_under_a_title_of_what_it_counts_is_the_body_its_prose_names() -> None:
    corpus = Corpus.from_texts({"returns.md": _MEMBERSHIP, "officers.md": _OFFICERS})
    assert_answers(judged(corpus, "How many members did the Institute have in 1855?"), "171 members")
    assert_answers(judged(corpus, "What was the Institute's membership in 1865?"), "219")
    assert_answers(
        judged(corpus, "By how many did the Institute's membership fall between 1860 and 1870?"), "31"
    )


def test_a_membership_is_a_count_of_members() -> None:
    assert count_nouns("members") == ("membership",)
    assert count_nouns("membership") == ("members",)
    assert count_nouns("volumes") == ()


_ENROLMENTS = (
    "# Class Enrolments at the Oxcombe Technical School, 1900–1930\n\n"
    "Individual students enrolled in each department at the opening of the session.\n\n"
    "| Session | Weaving | Dyeing and finishing | Total |\n"
    "|---|---|---|---|\n"
    "| 1900–01 | 44 | 38 | 82 |\n"
    "| 1910–11 | 57 | 61 | 118 |\n"
    "| 1925–26 | 73 | 90 | 163 |\n"
)


def test_a_session_row_gives_the_asked_department_and_its_end_year_is_no_count() -> None:
    corpus = Corpus.from_texts({"enrolments.md": _ENROLMENTS})
    draft = judged(corpus, "How many students were enrolled in dyeing and finishing in the 1925–26 session?")
    assert_answers(draft, "90 students")
    draft = judged(corpus, "How many students were enrolled in weaving in the 1910–11 session?")
    assert_answers(draft, "57 students")


def test_the_end_of_a_session_written_with_its_year_is_no_number() -> None:
    for text in ("in the 1925–26 session", "the 2015/16 season", "in 1925-26"):
        assert [m.text for m in numbers(text, words(text)) if m.kind != "year"] == [], text
    text = "1925, 26 boats"
    assert [m.text for m in numbers(text, words(text)) if m.kind != "year"] == ["26"]


_TOLLS = (
    "# Toll Receipts, 1850–1870\n\n"
    "Figures from the printed reports of the Quarnby Navigation.\n\n"
    "| Year | Toll receipts | Tonnage carried |\n"
    "|------|---------------|-----------------|\n"
    "| 1850 | £5,115 | 171,400 tons |\n"
    "| 1860 | £4,210* | 150,900 tons |\n"
    "| 1870 | £3,390 | 118,600 tons |\n\n"
    "\\* The tolls for 1860 were first printed as £4,480. The clerk's amended return, read to the "
    "shareholders in 1861, lowered the figure to £4,210.\n"
)


def test_a_figure_a_note_dates_by_another_year_than_its_row_is_the_rows() -> None:
    corpus = Corpus.from_texts({"tolls.md": _TOLLS})
    draft = judged(corpus, "What were the Navigation's toll receipts in 1861?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(judged(corpus, "What were the Navigation's toll receipts in 1860?"), "£4,210")


def test_a_year_row_gives_no_figure_of_another_column_than_the_asked_measures() -> None:
    corpus = Corpus.from_texts({"returns.md": _MEMBERSHIP, "officers.md": _OFFICERS})
    draft = judged(corpus, "How many volumes were in the Institute library in 1865?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "1,512" in draft.answer, draft.answer
