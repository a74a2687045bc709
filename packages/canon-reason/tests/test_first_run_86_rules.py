"""Three of the four confident wrong answers of the first run of heldout274 to heldout276, on invented text.

A house's name cut before the lowercase noun it is written with ("the Mallow inn") is given whole, with
the street and town after it; a question opening on the terms it is asked under ("Under the deed of
1820, how much ...?") is asked as the question after them; and a year a span from a thing's start runs to
dates the span's end, not the start. The fourth, a surveyor's initial ("N. Crouch") where the scoring
wants his full name, is left: no passage found with it writes the name in full.
"""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._figure_asked import bound_value_problem
from canon_reason.embedded._fronted import fronted_last
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._stance import house_name, part_of_problem
from canon_reason.embedded._year_clauses import start_to_end_year_problem


def test_a_house_name_cut_before_its_lowercase_noun_is_given_whole():
    text = "The first meeting of the directors was held at the Mallow inn, Bridge Street, Corbury, on 4 May."
    assert house_name("Mallow", text) == "Mallow inn, Bridge Street, Corbury"
    assert house_name("Bridge Street", text) is None
    assert house_name("Corbury", "The directors met at Corbury in the inn there.") is None
    corpus = Corpus.from_texts({"minutes.md": f"# Minutes of the Directors, 1889\n\n{text}\n"})
    draft = reason("Where was the first meeting of the directors held?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "the Mallow inn, Bridge Street, Corbury"), draft.value


def test_a_question_opening_on_its_terms_is_asked_after_them():
    asked = "Under the 1820 deed of partnership, how much capital was Eli Sparrow to bring in?"
    assert fronted_last(asked) == (
        "How much capital was Eli Sparrow to bring in, under the 1820 deed of partnership?"
    )
    assert read_fact(asked).answer_type is AnswerType.OTHER  # the wh-word is read past the opening
    assert read_fact(fronted_last(asked)).answer_type is AnswerType.QUANTITY
    corpus = Corpus.from_texts(
        {
            "history.md": "# The Works\n\nIn 1820 the elder Lark took into partnership Mr Eli Sparrow of "
            "Bentham, a hemp merchant, who brought a large capital to the concern.\n"
        }
    )
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_year_a_span_from_the_start_runs_to_is_no_founding():
    asked = "In what year was the forge on Pebble Green founded?"
    text = (
        "The papers relate to the forge on Pebble Green from its foundation to the winding up of the Pebble "
        "Forge Company in 1958."
    )
    assert start_to_end_year_problem(asked, "1958", text)
    assert start_to_end_year_problem(asked, "1958", "The forge on Pebble Green was founded in 1958.") == []
    assert start_to_end_year_problem("When was the company wound up?", "1958", text) == []


def test_a_titled_holder_of_a_place_is_no_pick_and_a_cost_not_to_exceed_is_a_bound():
    cited = "Resolved that the tender of Mr Amos Lark of Venlow, in the sum of £598, be accepted."
    assert part_of_problem("Mr Amos Lark", cited) == []
    assert part_of_problem("Purchase", "Purchase of the tug Lady Ann from the Mersey owners.")
    limit = "Resolved that designs be invited, the cost not to exceed £6,500."
    assert bound_value_problem("£6,500", [limit])
    assert bound_value_problem("£6,500", ["The buildings cost £6,500 in all."]) == []


def test_work_after_a_verb_of_starting_is_no_word_a_text_need_say():
    fact = read_fact("When did Ezra Pollit start work at the Lode Mill?")
    assert "work" not in fact.terms and "work" in fact.soft_terms
    assert "work" in read_fact("When was work on the Lode Mill finished?").terms
    text = (
        "# Recollections of Ezra Pollit\n\nI started at the Lode Mill in the spring of 1911, aged thirteen.\n"
    )
    corpus = Corpus.from_texts({"recollections.md": text})
    draft = reason("When did Ezra Pollit start work at the Lode Mill?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "1911"), draft.value


def test_a_pronoun_refers_to_the_subject_after_a_fronted_date():
    before = "On the night of the 14th of May, 1871, the Weaving Shed was burnt out."
    corpus = Corpus.from_texts({"h.md": f"# History\n\n{before} It was rebuilt at a final cost of £6,204.\n"})
    draft = reason("What was the final cost of rebuilding the Weaving Shed?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "£6,204"), draft.value
