"""A person a first hop names by initials ("Mr A. B. Tolley") is read whole, initials and all, and the next
hop asks of the one name the passages write out for those initials ("Amos Benning Tolley"); two such names
leave the initials, and the chain abstains."""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._entities import entity_spans

_HALL = (
    "# The New Hall at Orra\n\n*From the Orra Gazette, 3 May 1901.*\n\nThe Orra Hall, of red brick with "
    "stone dressings, was designed by Mr A. B. Tolley, architect, of Kell, and seats four hundred.\n"
)
_NOTES = "# Notes on Persons\n\n**Amos Benning Tolley**\nBorn: 1850, at Vayne.\nProfession: Architect.\n"


def test_every_initial_opens_the_name() -> None:
    text = "It was designed by Mr A. B. Tolley, architect."
    assert [text[a:b] for a, b in entity_spans(text)] == ["Mr", "A. B. Tolley"]


def test_the_next_hop_asks_of_the_name_written_out() -> None:
    corpus = Corpus.from_texts({"hall.md": _HALL, "notes.md": _NOTES})
    draft = judged(corpus, "Where was the architect of the Orra Hall born?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Vayne"), draft.answer


def test_two_names_for_the_initials_abstain() -> None:
    other = "# More Notes\n\n**Alfred Bell Tolley**\nBorn: 1858, at Brisk.\nProfession: Builder.\n"
    corpus = Corpus.from_texts({"hall.md": _HALL, "notes.md": _NOTES, "more.md": other})
    draft = judged(corpus, "Where was the architect of the Orra Hall born?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
