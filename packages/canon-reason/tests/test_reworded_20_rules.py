"""Wrong answers found by asking the new sets' questions in other words: another kind of body, "whose"."""

from pathlib import Path

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._scope import whose_noun_problem
from canon_reason.embedded._sentences import entity_keys, other_body_named

CATALOGUE = (
    "Records of the Dunstry General Cemetery Company, founded 1842, are at the Dunstry Public Library and "
    "are not part of this collection."
)


def test_a_body_of_another_kind_holding_the_asked_names_words_is_another_body():
    assert other_body_named(entity_keys("Cemetery Committee"), CATALOGUE) is not None
    assert other_body_named(entity_keys("Cemetery Company"), CATALOGUE) is None
    assert other_body_named(entity_keys("Cemetery Committee"), "The Cemetery Committee met in 1921.") is None


def test_a_year_of_another_kind_of_body_does_not_date_the_asked_one():
    corpus = Corpus.from_texts({"catalogue.md": "# Burial records of Pellam\n\n" + CATALOGUE + "\n"})
    draft = judged(corpus, "In what year was the Cemetery Committee set up?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_whose_asks_of_a_thing_the_text_tells_of_not_of_a_name_holding_its_word():
    board = (
        "The Pellam Burial Board was constituted in 1855, with Alderman Tobit Dunstry as its first chairman."
    )
    assert whose_noun_problem("Whose burial was the first in the new cemetery?", [board])
    told = "The first interment, on 3 June 1858, was that of Martha Yarrowell, a child of four."
    assert not whose_noun_problem("Whose burial was the first in the new cemetery?", [told])


def test_no_module_level_name_of_the_sentences_module_is_defined_twice():
    source = (Path(__file__).parents[1] / "src/canon_reason/embedded/_sentences.py").read_text()
    assigned = [line.split(" = ")[0] for line in source.splitlines() if line[:1] == "_" and " = " in line]
    assert len(assigned) == len(set(assigned))
