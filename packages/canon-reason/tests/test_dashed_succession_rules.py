"""A list of an office's holders written "name — years" or "years: name" gives the holder before or after one.

"- Ada Crane — 1851–1870" and "- 1851–1870: Ada Crane" are lines of the same list as "- Ada Crane, 1851–1870":
a dash may part the holder from the years, and the years may come first.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "officers.md": "# Officers of the Tullow Choral Union, 1851–1931\n\n"
        "*From the minute books of the union.*\n\n"
        "## Treasurers\n\n"
        "- Ada Crane — 1851–1870\n"
        "- Silas Ruddock, a grocer of Mill Street — 1870–1894\n"
        "- Jane Ormery — 1894–1920\n"
        "- Bertram Lusk — 1920 to date\n\n"
        "## Conductors\n\n"
        "- 1851–1866: Edwin Harle\n"
        "- 1866–1890: Tobias Venn (nephew of the foregoing)\n"
        "- 1890–1921: Ivor Pargeter\n",
    }
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who succeeded Ada Crane as treasurer of the Tullow Choral Union?", "Silas Ruddock"),
        ("Who followed Silas Ruddock as treasurer of the Tullow Choral Union?", "Jane Ormery"),
        ("Who succeeded Edwin Harle as conductor of the Tullow Choral Union?", "Tobias Venn"),
        ("Who preceded Ivor Pargeter as conductor of the Tullow Choral Union?", "Tobias Venn"),
    ],
)
def test_a_dashed_list_gives_the_holder_beside_one(question: str, expected: str) -> None:
    assert_answers(judged(CORPUS, question), expected)


def test_no_holder_after_the_last_of_a_years_first_list() -> None:
    draft = judged(CORPUS, "Who succeeded Ivor Pargeter as conductor of the Tullow Choral Union?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


_SECTIONED = Corpus.from_texts(
    {
        "officers-of-the-mill.md": "# Officers of the Harle Mill, 1850–1930\n\n"
        "*From the minute books.*\n\n"
        "Harle Mill Company (1850–1899)\n\n"
        "**Managers**\n"
        "- 1850–1861: Amos Telling\n"
        "- 1861–1880: Jonas Prail\n"
        "- 1880–1899: Edgar Wenlow\n\n"
        "**Clerks**\n"
        "- 1850–1872: Silas Venn\n"
        "- 1872–1899: Owen Venn (son of the foregoing)\n\n"
        "**Foremen**\n"
        "- 1850–1860: Ivo Crane\n"
        "- 1866–1899: Abel Rusk\n",
    }
)


def test_a_bold_heading_parts_the_lists_of_one_section() -> None:
    assert_answers(
        judged(_SECTIONED, "Who succeeded Jonas Prail as manager of the Harle Mill Company?"), "Edgar Wenlow"
    )


def test_two_holders_of_meeting_years_are_a_line() -> None:
    assert_answers(
        judged(_SECTIONED, "Who succeeded Silas Venn as clerk of the Harle Mill Company?"), "Owen Venn"
    )


def test_two_holders_with_a_gap_between_are_no_line() -> None:
    draft = judged(_SECTIONED, "Who succeeded Ivo Crane as foreman of the Harle Mill Company?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
