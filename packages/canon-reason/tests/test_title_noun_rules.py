"""A title's name holds nouns that are verbs elsewhere ("works"); a pronoun under it stands for the name."""

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._reasoner import reason

DOCUMENTS = {
    "gas-works.md": "# Pellow Quay gas works\n\nThe gas works at Pellow Quay, beside the old canal basin, "
    "opened in March 1872. It was designed by the borough's surveyor, Ansel Brook, and cost £9,000. "
    "The retort house is 60 feet long.",
}
CORPUS = Corpus.from_documents(
    [
        Document(name, text.splitlines()[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in DOCUMENTS.items()
    ]
)


def test_a_pronoun_under_a_title_stands_for_the_title_s_nouns():
    draft = reason("Who designed the Pellow Quay gas works?", lambda q: search(CORPUS, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "Ansel Brook"), draft.answer


def test_the_title_s_nouns_do_not_state_the_asked_verb():
    draft = reason("Who built the Pellow Quay gas works?", lambda q: search(CORPUS, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
