"""The embedded reasoner on the bundled quickstart example (``examples/quickstart`` at the repository root).

Every spec is answered with its own ``top_k`` and ``min_supports``: each expected answer must be given, and
each unanswerable spec must abstain. Every citation must be the exact corpus text at its offsets, and every
step's answer must sit in the spans it cites (the judge's grounding check). The example is not part of the
package, so these tests skip when it is absent (e.g. when the package is tested from an sdist).
"""

import json
from pathlib import Path

import pytest

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, load_corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._reasoner import reason


def _quickstart() -> Path | None:
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "examples" / "quickstart"
        if (candidate / "corpus").is_dir():
            return candidate
    return None


QUICKSTART = _quickstart()
pytestmark = pytest.mark.skipif(
    QUICKSTART is None, reason="examples/quickstart is absent: the package is tested outside the repository"
)
SPECS = sorted(QUICKSTART.glob("*.json")) if QUICKSTART is not None else []


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    assert QUICKSTART is not None
    return load_corpus(QUICKSTART / "corpus")


def answer(spec: dict, corpus: Corpus) -> Draft:
    top_k = spec["constraints"]["top_k"]
    return reason(
        spec["question"], lambda q: search(corpus, q, top_k), supports=spec["constraints"]["min_supports"]
    )


def test_the_example_has_every_kind_of_spec():
    prefixes = {p.stem.split("-")[0] for p in SPECS}
    assert {"single", "multihop", "arith", "unanswerable", "spec"} <= prefixes
    assert len(SPECS) >= 19


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_each_spec_is_answered_or_abstains_as_expected(path, corpus):
    spec = json.loads(path.read_text(encoding="utf-8"))
    draft = answer(spec, corpus)
    expected = spec["expected_answer"]
    if expected == "insufficient_evidence":
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
        assert draft.reason and not draft.citations
        return
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), (draft.answer, expected)
    assert draft.citations
    for c in draft.citations:
        assert corpus.document(c.doc_id).text[c.start : c.end] == c.text
        assert c.sha256 == digest_bytes(c.text.encode("utf-8"))
    judgement = judge_draft(draft, min_supports=1, corpus=corpus)
    assert judgement.verdict is Decision.PASS, judgement.feedback
    if analyze_question(draft.question).kind in (QuestionKind.MULTI_HOP, QuestionKind.ARITHMETIC):
        assert len(draft.steps) >= 2  # each hop or operand is a step of its own, with its own support


def test_the_main_spec_cites_the_founder_the_university_and_its_founding(corpus):
    assert QUICKSTART is not None
    draft = answer(json.loads((QUICKSTART / "spec.json").read_text(encoding="utf-8")), corpus)
    assert draft.value == "1794"
    cited = {c.doc_id for c in draft.citations}
    assert cited == {"ostral-saltworks-company.md", "university-of-carrowmere.md"}
    assert [s.answer for s in draft.steps] == ["Idris Fenwold", "University of Carrowmere", "1794"]
