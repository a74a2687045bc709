"""The four confident wrong answers of the first run of heldout259 to heldout261, on invented text.

A year that a letter says another paper gives, before giving the year it found, is no answer, even when a
passage break parts the two; a name the question itself gives is no answer to it, nor a person named with a
title to "what building"; a figure its sentence says others give, before setting its own against it, is no
answer; and a name set in bold after "under the name" is the name the sentence gives. A "first" deed is
still dated by a sentence whose other clause counts a "third storey".
"""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit, search
from canon_reason._text import answer_matches
from canon_reason.embedded._answer_type import named_again_problem, titled_building_problem
from canon_reason.embedded._first_occasion import first_deed_at, first_occasion_verb
from canon_reason.embedded._question_frame import (
    corrected_after_problem,
    denial_query,
    denied_figure_problem,
    is_denial_query,
)
from canon_reason.embedded._quoted_names import names_given
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._year_figures import joined_hits

_LETTER = (
    "First, as to the partnership of Mr Amos Pellow. The Memoir gives the year as 1794.",
    "I have examined the deed itself, and it is dated the 3rd of May 1792.",
)


def test_a_year_a_letter_says_another_paper_gives_is_disputed():
    assert denial_query("1794") is not None and is_denial_query(denial_query("1794") or "")
    assert denied_figure_problem("1794", [" ".join(_LETTER)])
    assert denied_figure_problem("1792", [" ".join(_LETTER)]) == []
    confirmed = "The register gives the year as 1794. The mill was at work by the spring."
    assert denied_figure_problem("1794", [confirmed]) == []  # no other year, and the passage goes on


def test_the_dispute_is_read_across_a_passage_break():
    first = Hit("letter.md", "letter.md#0", 0, len(_LETTER[0]), _LETTER[0], 1.0, "Letter")
    start = len(_LETTER[0]) + 1
    second = Hit("letter.md", "letter.md#1", start, start + len(_LETTER[1]), _LETTER[1], 1.0, "Letter")
    # read alone, the first passage ends on the report of the Memoir's year: disputed, with no year of its own
    assert "ends there" in denied_figure_problem("1794", [first.text, second.text])[0]
    assert "1792" in denied_figure_problem("1794", [h.text for h in joined_hits([second, first])])[0]


def test_a_name_the_question_gives_is_no_answer_to_it():
    asked = "What other building in Orbury was designed by Mr Amos Pellow?"
    assert named_again_problem(asked, "Mr Amos Pellow")
    assert named_again_problem(asked, "the Guildhall") == []
    other = "What other building in Orbury was designed by the architect of the Tanner Street Works?"
    assert named_again_problem(other, "Tanner Street")
    assert named_again_problem("Where was the manager of Kessle Vale born?", "Kessle") == []  # a word of it
    assert named_again_problem("Was it Amos Pellow or Job Hinde who designed the hall?", "Amos Pellow") == []


def test_a_titled_person_is_no_building():
    asked = "What other public building did the architect of the Tanner Street Works design?"
    assert titled_building_problem(asked, "Mr Amos Pellow")
    assert titled_building_problem(asked, "St Anne's Hall") == []
    assert titled_building_problem("Who designed the Tanner Street Works?", "Mr Amos Pellow") == []


def test_a_figure_its_sentence_says_others_give_is_no_answer():
    cited = (
        "The stack is often said in print to be 140 feet high; the firm's own measurement of 1930 makes it "
        "128 feet."
    )
    asked = "How high is the stack of the Tanner Street Works?"
    assert corrected_after_problem(asked, "140 feet", cited, "")
    assert corrected_after_problem(asked, "128 feet", cited, "") == []
    # a figure only said to be so is refused even with nothing set against it; one stated plainly is read
    said = "The stack is said to be 140 feet high, and its base is 12 feet square."
    assert corrected_after_problem(asked, "140 feet", said, "")
    plain = "The stack is 140 feet high, and its base is 12 feet square."
    assert corrected_after_problem(asked, "140 feet", plain, "") == []


def test_a_bold_name_after_a_naming_phrase_is_given():
    text = (
        "In 1990 the weaving shed of the Tanner Street Works was converted to flats, under the name "
        "**Pellow Court**, and the East Shed was pulled down."
    )
    assert names_given(text) == ["Pellow Court"]
    corpus = Corpus.from_texts({"guide.md": f"# Tanner Street Works\n\n{text}\n"})
    asked = "Under what name was the weaving shed of the Tanner Street Works converted to flats in 1990?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "Pellow Court"), draft.value


def test_a_first_deed_is_dated_beside_a_counted_ordinal_of_another_clause():
    text = (
        "The Grinding Shed, begun in 1850 and opened in 1851, held six pans; it was raised by a third storey "
        "in 1870."
    )
    asked = "When was the Grinding Shed first opened?"
    sentence = sentences_of([Hit("h.md", "h.md#0", 0, len(text), text, 1.0, "History")])[0]
    assert first_deed_at(sentence, asked) is not None
    again = "The Grinding Shed, burnt in 1860, was opened a second time in 1861."
    sentence = sentences_of([Hit("h.md", "h.md#0", 0, len(again), again, 1.0, "History")])[0]
    assert first_deed_at(sentence, asked) is None
    assert first_occasion_verb("In which year: the Grinding Shed was first opened?") == "opened"
