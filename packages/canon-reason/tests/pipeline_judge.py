"""What the rule tests share: a question read by the reasoner and judged as the pipeline's judge judges it.

The pipeline's judge sees the draft alone (no corpus) and re-reads each cited span apart
(``min_supports=1``); a veto ends the run in an abstention carrying the judge's feedback. The held-out
fixture and the rule tests all go through ``judged``, so a rule is tested on the path ``canon run`` takes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import Hit, search
from canon_reason._text import answer_matches
from canon_reason.embedded._fact import FactQuestion
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import reason

#: Passages retrieved for each look-up, as a run's default ``top_k``.
TOP_K = 3


def judged(corpus: Corpus, question: str, top_k: int = TOP_K) -> Draft:
    """The reasoner's draft for ``question`` over ``corpus``, or the abstention the judge's veto ends in."""
    draft = reason(question, lambda q: search(corpus, q, top_k))
    judgement = judge_draft(draft, min_supports=1)
    if judgement.verdict is Decision.VETO:
        return Draft(
            question=question,
            outcome=Outcome.INSUFFICIENT_EVIDENCE,
            answer="insufficient_evidence",
            reason=judgement.feedback,
            confidence=judgement.confidence,
        )
    return draft


def ask_in(texts: Mapping[str, str], question: str, top_k: int = TOP_K) -> Draft:
    """The reasoner's draft for ``question`` over documents ``texts`` (keyed by file name), before judging."""
    corpus = Corpus.from_texts(texts)
    return reason(question, lambda q: search(corpus, q, top_k))


def judged_in(texts: Mapping[str, str], question: str) -> Draft:
    """The judged draft for ``question`` over documents ``texts`` (keyed by file name), or its abstention."""
    return judged(Corpus.from_texts(texts), question)


def value_in(texts: Mapping[str, str], question: str, *, judge: bool = False) -> str | None:
    """The value ``question`` is answered with over ``texts``, before judging or (``judge``) after.

    ``None`` when the reasoner abstains, or the judge vetoes.
    """
    draft = judged_in(texts, question) if judge else ask_in(texts, question)
    return draft.value if draft.outcome is Outcome.ANSWERED else None


def assert_answers(draft: Draft, expected: str) -> None:
    """``draft`` answers, and its answer matches ``expected``."""
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def whole_hit(doc_id: str, text: str, title: str) -> Hit:
    """A retrieved hit holding ``text`` as the whole of its document's first chunk."""
    return Hit(doc_id, f"{doc_id}#0", 0, len(text), text, 1.0, title)


def fact_of(question: str) -> FactQuestion:
    """The look-up the reasoner reads ``question`` as, which a fact question always has."""
    fact = analyze_question(question).fact
    assert fact is not None
    return fact


@dataclass(frozen=True)
class Passage:
    """A retrieved passage as the reader takes one: where it stands in its document, its text and title."""

    doc_id: str
    start: int
    end: int
    text: str
    title: str = ""
