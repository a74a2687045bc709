"""The judge: grounding and support checks, feedback for revision rounds, and the revision that answers it."""

from pathlib import Path

import pytest

from canon_contracts import Decision
from canon_reason import Judgement
from canon_reason._corpus import load_corpus
from canon_reason._draft import CalculationStep, Outcome
from canon_reason._retrieval import search
from canon_reason.embedded import judge_draft
from canon_reason.embedded._reasoner import reason

DATA = Path(__file__).parent / "data"
CORPUS = load_corpus(DATA / "varrow")


def answer(question: str, supports: int = 1):
    return reason(question, lambda q: search(CORPUS, q, 3), supports=supports)


def test_a_grounded_draft_passes():
    judgement = judge_draft(answer("Who designed the Tessel lighthouse?"), min_supports=1, corpus=CORPUS)
    assert isinstance(judgement, Judgement)
    assert judgement.verdict is Decision.PASS
    assert judgement.supports == 1
    assert 0.0 < judgement.score <= 1.0
    assert 0.0 < judgement.confidence <= 1.0


def test_one_support_is_vetoed_when_two_are_required_and_the_revision_gathers_them():
    question = "What is the capital of the Varrow Isles?"
    first = judge_draft(answer(question, supports=1), min_supports=2)
    assert first.verdict is Decision.VETO
    assert "needs at least 2 independent supports" in first.feedback
    assert first.supports == 1
    revised = judge_draft(answer(question, supports=2), min_supports=2, corpus=CORPUS)
    assert revised.verdict is Decision.PASS
    assert revised.supports == 2
    assert revised.score > first.score


def test_every_operand_of_arithmetic_needs_its_supports():
    draft = answer("How many years after the founding of Port Amsel was Carrow Bank founded?", supports=2)
    judgement = judge_draft(draft, min_supports=2)
    assert judgement.verdict is Decision.VETO  # Carrow Bank's founding is stated once in this corpus
    assert "claim-2 has 1" in judgement.feedback
    assert "claim-1" not in judgement.feedback


def test_a_tampered_span_is_vetoed():
    draft = answer("Who designed the Tessel lighthouse?")
    (citation,) = draft.citations
    forged = citation.model_copy(update={"text": citation.text.replace("Mara", "Mary")})
    judgement = judge_draft(draft.model_copy(update={"citations": (forged,)}))
    assert judgement.verdict is Decision.VETO
    assert "does not match its sha256" in judgement.feedback


def test_a_span_that_differs_from_the_corpus_is_vetoed():
    draft = answer("Who designed the Tessel lighthouse?")
    (citation,) = draft.citations
    moved = citation.model_copy(update={"start": citation.start + 1, "end": citation.end + 1})
    judgement = judge_draft(draft.model_copy(update={"citations": (moved,)}), corpus=CORPUS)
    assert judgement.verdict is Decision.VETO
    assert "differs from tessel-lighthouse.md" in judgement.feedback


def test_markers_must_match_citations():
    draft = answer("Who designed the Tessel lighthouse?")
    judgement = judge_draft(draft.model_copy(update={"answer": "Mara Quell [2]"}))
    assert judgement.verdict is Decision.VETO
    assert "[2] have no citation" in judgement.feedback
    assert "citations [1] are not referred to" in judgement.feedback


def test_an_answer_absent_from_its_spans_is_vetoed():
    draft = answer("Who designed the Tessel lighthouse?")
    step = draft.steps[0].model_copy(update={"answer": "Hendrik Solm"})
    judgement = judge_draft(draft.model_copy(update={"steps": (step,)}))
    assert judgement.verdict is Decision.VETO
    assert "'Hendrik Solm'" in judgement.feedback


def test_arithmetic_is_recomputed():
    draft = answer("What is the combined population of Tessel and Dunmore?")
    assert judge_draft(draft).verdict is Decision.PASS
    wrong = draft.model_copy(update={"calculation": CalculationStep(expression="9200 + 6100", value="15400")})
    judgement = judge_draft(wrong)
    assert judgement.verdict is Decision.VETO
    assert "recomputes to 15300" in judgement.feedback


def test_an_abstention_with_a_reason_passes():
    draft = answer("When was the airport on Tessel opened?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    judgement = judge_draft(draft, min_supports=3)
    assert judgement.verdict is Decision.PASS
    assert judgement.feedback.startswith("abstention accepted")
    assert judge_draft(draft.model_copy(update={"reason": ""})).verdict is Decision.VETO


@pytest.mark.parametrize("min_supports", [1, 2, 5])
def test_judgements_are_bounded_and_deterministic(min_supports):
    draft = answer("How tall is the Tessel lighthouse?")
    one, two = judge_draft(draft, min_supports=min_supports), judge_draft(draft, min_supports=min_supports)
    assert one == two
    assert 0.0 <= one.score <= 1.0 and 0.0 <= one.confidence <= 1.0
    assert Judgement.model_validate(one.model_dump(mode="json")) == one
