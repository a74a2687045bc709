"""Reading rules end to end on a small in-memory corpus: months, path prepositions, irregular verbs, change
between two times, nested chains, descriptive names, and corroboration that must state the relation."""

import pytest

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._lexicon import key
from canon_reason._reasoner import reason
from canon_reason._retrieval import search
from canon_reason._text import answer_matches

DOCUMENTS = {
    "harbour-fair.md": "# The Harbour Fair\n\nThe Harbour Fair is a market held on the quay of Tarnby. "
    "The Harbour Fair was first held in 1850. The Harbour Fair takes place every July.",
    "rivers.md": "# The Rivers\n\nThe River Tarn flows into the Ness above Tarnby. "
    "The River Ness flows into the Cold Sea, a shallow bay of the western ocean.",
    "storm.md": "# The Great Storm\n\nThe Great Storm struck the coast in 1870. It began on 3 May 1870, when "
    "a gale met the spring tide.",
    "tarnby.md": "# Tarnby\n\nTarnby is a port at the mouth of the Ness. The 1900 census counted 2,000 "
    "residents in Tarnby. The 1950 census counted 3,000 residents in Tarnby.",
    "wexby.md": "# Wexby\n\nWexby is a village on the moor. The 1900 census counted 4,000 residents in "
    "Wexby. The 1950 census counted 3,000 residents in Wexby. The only bridge in Wexby is the Low Bridge.",
    "low-bridge.md": "# The Low Bridge\n\nThe Low Bridge is 90 metres long. The Low Bridge opened in 1811.",
    "holm-press.md": "# The Holm Press\n\nThe Holm Press was founded in 1901 by Ada Holm. Ada Holm studied "
    "printing at the Tarnby Academy before she bought her first press. The Holm Press prints books in Wexby.",
    "tarnby-academy.md": "# The Tarnby Academy\n\nThe Tarnby Academy was founded in 1820. The first "
    "principal of the Tarnby Academy was Oswin Reed.",
}
CORPUS = Corpus.from_documents(
    [Document(name, "", name, text, digest_bytes(text.encode())) for name, text in DOCUMENTS.items()]
)


def ask(question: str, supports: int = 1) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3), supports=supports)


def assert_answer(draft: Draft, expected: str) -> None:
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    for c in draft.citations:
        assert CORPUS.document(c.doc_id).text[c.start : c.end] == c.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In which month is the Harbour Fair held?", "July"),
        ("When is the Harbour Fair held?", "July"),  # present tense: when it recurs
        ("In what year was the Harbour Fair first held?", "1850"),
        ("In which month did the Great Storm begin?", "May"),
        ("On what date did the Great Storm begin?", "3 May 1870"),  # "began" is "begin"
    ],
)
def test_months_and_dates(question, expected):
    assert_answer(ask(question), expected)


def test_the_answer_follows_the_path_preposition_of_the_question():
    draft = ask("Into which body of water does the River Ness flow?")
    assert_answer(draft, "Cold Sea")
    assert not answer_matches(draft.value or "", "River Tarn")


@pytest.mark.parametrize(
    ("question", "expected", "expression"),
    [
        ("By what percentage did the population of Tarnby grow between 1900 and 1950?", "50",
         "(3000 - 2000) / 2000 * 100"),
        ("By what percentage did the population of Wexby fall between 1900 and 1950?", "25",
         "(4000 - 3000) / 4000 * 100"),
        ("What was the percentage increase in the population of Tarnby between 1900 and 1950?", "50",
         "(3000 - 2000) / 2000 * 100"),
        ("How much did the population of Tarnby grow between 1900 and 1950?", "1000", "3000 - 2000"),
    ],
)  # fmt: skip
def test_change_between_two_times(question, expected, expression):
    draft = ask(question)
    assert_answer(draft, expected)
    assert draft.calculation is not None and draft.calculation.expression == expression


def test_a_person_then_the_institution_they_attended_then_its_founding():
    draft = ask("In what year was the academy attended by the founder of the Holm Press founded?")
    assert_answer(draft, "1820")
    assert [s.answer for s in draft.steps] == ["Ada Holm", "Tarnby Academy", "1820"]
    draft = ask("Who was the first principal of the academy where the founder of the Holm Press studied?")
    assert_answer(draft, "Oswin Reed")


def test_a_descriptive_name_is_resolved_before_the_rest_is_asked():
    draft = ask("How long is the bridge in Wexby?")
    assert_answer(draft, "90 metres")
    assert [s.answer for s in draft.steps] == ["Low Bridge", "90 metres"]


def test_unanswerable_variants_abstain():
    for question in [
        "In which month is the Low Bridge opened?",
        "Who was the first director of the Tarnby Academy?",  # the corpus names its first principal
        "By what percentage did the population of the Low Bridge grow between 1900 and 1950?",
    ]:
        assert ask(question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_corroboration_must_state_the_relation():
    # "The Holm Press prints books in Wexby" names the press and a place, but not where it was founded.
    draft = ask("Who founded the Holm Press?", supports=2)
    assert_answer(draft, "Ada Holm")
    assert all("founded" in c.text for c in draft.citations)


def test_irregular_past_forms_meet_their_verbs():
    assert key("began") == key("begin")
    assert key("grew") == key("grow")
    assert key("held") == key("hold")
