"""A title closing with a record's noun names the thing recorded.

"Catalogue Entry: Orrin Dock Contract Drawings" is about the Orrin Dock (the drawings are a record of it),
where "Orrin Dock Cottage" would name another thing.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._sentences import entity_match, sentences_of

_ENTRY = (
    "*Contract drawings, 1898, in the county archive.*\n\n"
    "Sheet 4: plan of the quay wall, giving the length of the quay as 640 feet between the steps.\n"
)


def test_a_title_closing_with_a_record_noun_is_about_the_thing() -> None:
    corpus = Corpus.from_texts(
        {"orrin-dock-drawings.md": "# Catalogue Entry: Orrin Dock Contract Drawings\n\n" + _ENTRY}
    )
    sentence = next(s for s in sentences_of(search(corpus, "Orrin Dock quay length", 3)) if "640" in s.text)
    assert entity_match("Orrin Dock", sentence)[0] > 0


def test_a_title_closing_with_another_thing_names_a_neighbour() -> None:
    corpus = Corpus.from_texts(
        {"orrin-dock-cottage.md": "# Catalogue Entry: Orrin Dock Cottage\n\n" + _ENTRY}
    )
    draft = judged(corpus, "How long is the quay of the Orrin Dock?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
