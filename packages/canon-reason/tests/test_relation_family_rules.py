"""Relation families: a question's relation word is met by other words and word forms of the same fact
("made chief warden" by "appointed chief warden", "rebuilt" by "reconstructed", "first performed" by
"premiered"), and a word of a neighbouring fact ("reopened" for "opened") still does not pass."""

import pytest

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._lexicon import key, relation_strength
from canon_reason.embedded._reasoner import reason

CORPUS = Corpus.from_texts(
    {
        "officers.md": "# Officers of the Fellmoor Society\n\nOrla Brent joined the Fellmoor Society in "
        "1990. She was appointed chief warden in 2004.",
        "mill-hall.md": "# Mill Hall\n\nMill Hall was built in 1850 by the Ashby Company. It burned in 1931 "
        "and was reconstructed in 1936.",
        "tide-suite.md": "# The Tide Suite\n\nThe Tide Suite is a work for strings by Alma Root. "
        "It was premiered at Mill Hall in 1962.",
        "quay-theatre.md": "# The Quay Theatre\n\nThe Quay Theatre was closed for repairs in 1970. "
        "It reopened in 1975.",
    }
)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In what year was Orla Brent made chief warden?", "2004"),  # "made" an officer: "appointed"
        ("When did Orla Brent become chief warden?", "2004"),
        ("When was Mill Hall rebuilt?", "1936"),  # "rebuilt": "reconstructed"
        ("In what year was the Tide Suite first performed?", "1962"),  # "first performed": "premiered"
    ],
)
def test_a_relation_is_met_by_other_words_of_its_family(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer


def test_a_reopening_is_no_opening():
    draft = ask("When did the Quay Theatre open?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_families_meet_word_forms_and_keep_apart_neighbouring_facts():
    assert relation_strength(key("became"), [key("appointed")]) == 1.0
    assert relation_strength(key("takeover"), [key("bought")]) == 1.0
    assert relation_strength(key("built"), [key("contractor")]) == 1.0
    assert relation_strength(key("rebuilt"), [key("built")]) == 0.0  # a rebuilding dates no building
    assert relation_strength(key("opened"), [key("reopened")]) == 0.0


SALES = Corpus.from_texts(
    {
        "ness-mill.md": "# Ness Mill\n\nNess Mill was built in 1820 by Amos Dell. In 1904 Dell & Sons sold "
        "the mill, with the dye house beside it, to the Tarn Spinning Company.",
        "holt-mill.md": "# Holt Mill\n\nHolt Mill was built in 1840. Holt Mill sold cloth to Wexby Traders.",
        "fell-mill.md": "# Fell Mill\n\nFell Mill was built in 1850. The mill sold its yarn to Orme Weavers.",
    }
)


def ask_sales(question: str) -> Draft:
    return reason(question, lambda q: search(SALES, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which company bought Ness Mill?", "Tarn Spinning Company"),  # "sold the mill ... to" the buyer
        ("When did the Tarn Spinning Company acquire Ness Mill?", "1904"),
    ],
)
def test_a_sale_to_a_party_states_that_it_bought(question, expected):
    draft = ask_sales(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer


@pytest.mark.parametrize("question", ["Which company bought Holt Mill?", "Which company bought Fell Mill?"])
def test_what_a_subject_sells_of_its_own_is_no_sale_of_it(question):  # its subject is the seller
    assert ask_sales(question).outcome is Outcome.INSUFFICIENT_EVIDENCE
