"""Lists of an office's holders in order: who followed or came before a holder, the holder in a given place,
and the current one; a list that is no succession, another owner's list, or a closed list abstains."""

import pytest

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._reasoner import reason

CORPUS = Corpus.from_texts(
    {
        "keepers.md": "# Keepers of the Harth Museum\n\nThe keeper is the head of the Harth Museum.\n\n"
        "- Dr Ada Venn, 1880 to 1901. A geologist.\n- Tom Hale, 1901 to 1925.\n- Rosa Quill, 1925 to 1950.\n"
        "- Emil Dorn, since 1950.\n",
        "wardens.md": "# Wardens\n\nEach lodge names its own warden.\n\nFell Lodge\n\n"
        "Ivo Marsh, 1900 to 1930.\nNell Pike, 1930 to 1960.\nOwen Lusk, since 1960.\n\n"
        "Fell & Moor Lodge\n\nPia Roth, 1910 to 1940.\n"
        "Carl Sand, 1940 to 1970.\nDee Wolfe, since 1970.\n",
        "masters.md": "# Masters of the Tarn Guild\n\n| Master | Years |\n| Lyle Crane | 1850-1870 |\n"
        "| Bea Stroud | 1870-1890 |\n| Hal Ives | 1890-1910 |\n",
        "alumni.md": "# Alumni of the Harth Museum school\n\n- Jan Rook, 1950 to 1954.\n"
        "- May Tell, 1930 to 1934.\n- Rex Pole, 1960 to 1964.\n",
        "ferries.md": "# The Orm Ferry Board: A Short History\n\n## Officers\n\nThe Ferry Masters were Abel "
        "Penn (1890–1911), Cyrus Lowe (1911–1932) and Dora Fitch (1932–1950). The clerks are not recorded.\n",
        "register.md": "# Register of Matrons\n\n| Infirmary | Matron | From | To |\n|---|---|---|---|\n"
        "| Old Kell Infirmary | Ida Swann | 1860 | 1880 |\n"
        "| Old Kell Infirmary | Ruth Oakes | 1880 | 1899 |\n"
        "| New Kell Infirmary | Ruth Oakes | 1900 | 1912 |\n"
        "| New Kell Infirmary | Mabel Hurst | 1912 | 1930 |\n"
        "| New Kell Infirmary | Lena Thorpe | 1930 | 1951 |\n"
        "| Brook Infirmary | Jane Aske | 1901 | 1920 |\n",
    }
)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who succeeded Tom Hale as keeper of the Harth Museum?", "Rosa Quill"),
        ("Who followed Ada Venn as keeper of the Harth Museum?", "Tom Hale"),
        ("Who was keeper of the Harth Museum before Rosa Quill?", "Tom Hale"),
        ("Who was the second keeper of the Harth Museum?", "Tom Hale"),
        ("Who is the current keeper of the Harth Museum?", "Emil Dorn"),
        ("Who is the current warden of Fell Lodge?", "Owen Lusk"),  # not Fell & Moor Lodge's
        ("Who is the current warden of Fell & Moor Lodge?", "Dee Wolfe"),
        ("Who followed Bea Stroud as Master of the Tarn Guild?", "Hal Ives"),  # a table of holders
        # holders listed in a sentence, of an owner the question only describes
        ("Who succeeded Cyrus Lowe as Ferry Master of the ferry board?", "Dora Fitch"),
        # a table of several owners' holders: the rows of the owner asked
        ("Who succeeded Ruth Oakes as matron of the New Kell Infirmary?", "Mabel Hurst"),
    ],
)
def test_a_list_of_holders_answers_by_place_in_the_line(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who succeeded Emil Dorn as keeper of the Harth Museum?",  # the last holder: no one yet
        "Who followed Ivo Quill as keeper of the Harth Museum?",  # no such holder
        "Who is the current Master of the Tarn Guild?",  # the list is closed
        "Who followed Jan Rook as alumnus of the Harth Museum school?",  # not in order: no succession
        "Who succeeded Ruth Oakes as matron of the Old Kell Infirmary?",  # two rows: no line of holders
        "Who succeeded Dora Fitch as Ferry Master of the ferry board?",  # the last one written
    ],
)
def test_lists_that_do_not_answer_abstain(question):
    draft = ask(question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
