"""The public role protocol: its surface, and what a model's draft may cite."""

import pytest
from pydantic import ValidationError

from canon_reason import CitationError, roles
from canon_reason._citations import resolve_draft
from canon_reason._ledger import PassageLedger, active
from canon_reason.roles import ROLE_KEYS, ROLES, CitedPassage, DraftAnswer, DraftClaim, Passage

PUBLIC = [
    "CALCULATOR",
    "CHECKER",
    "CalculationStep",
    "CalculatorOutput",
    "CheckInput",
    "Citation",
    "CitationCheck",
    "CitedPassage",
    "DERIVER",
    "Draft",
    "DraftAnswer",
    "DraftClaim",
    "JUDGE",
    "JudgeInput",
    "Judgement",
    "Observations",
    "Outcome",
    "PLANNER",
    "Passage",
    "PipelinePlan",
    "PlannerInput",
    "READER",
    "READ_SPAN",
    "REVISER",
    "ROLES",
    "ROLE_KEYS",
    "ReadingSummary",
    "ReasoningInput",
    "ReasoningStep",
    "Role",
    "SEARCH",
    "SearchOutput",
    "SpanOutput",
]
TEXT = "The Kettle Bridge opened in 1871. Its designer was Mara Quell."
PASSAGE = Passage(
    passage_id="bridges#0", doc_id="bridges", start=100, end=100 + len(TEXT), text=TEXT, score=1.0
)


def _answer(passage_id="bridges#0", quote="Its designer was Mara Quell.", **changes):
    fields = {
        "outcome": "answered",
        "answer": "Mara Quell [1]",
        "value": "Mara Quell",
        "confidence": 0.8,
        "citations": [CitedPassage(marker=1, passage_id=passage_id, quote=quote)],
        "claims": [
            DraftClaim(claim_id="claim-1", text="Mara Quell designed the bridge.", markers=[1]),
            DraftClaim(claim_id="claim-2", text="The answer is Mara Quell.", rests_on=["claim-1"]),
        ],
    }
    return DraftAnswer.model_validate({**fields, **changes})


def test_public_surface_is_exactly_the_documented_names():
    assert roles.__all__ == PUBLIC
    assert roles.__all__ == sorted(roles.__all__)


def test_every_role_has_models_tools_and_instructions():
    assert tuple(ROLES) == ROLE_KEYS
    for key, role in ROLES.items():
        assert role.key == key and role.instructions.strip()
        assert set(role.tools) <= {roles.SEARCH, roles.READ_SPAN, roles.CALCULATOR}
    assert ROLES[roles.DERIVER].output_type is DraftAnswer
    assert ROLES[roles.REVISER].output_type is DraftAnswer


def test_no_offsets_or_digests_in_what_a_model_writes():
    schema = DraftAnswer.model_json_schema()
    text = str(schema)
    for field in ("start", "end", "sha256", "evidence_id", "kind"):
        assert f"'{field}'" not in text


def test_a_citation_of_a_passage_no_tool_returned_fails_validation_during_a_run():
    ledger = PassageLedger()
    ledger.record([PASSAGE])
    with active(ledger):
        _answer()
        with pytest.raises(ValidationError, match="no tool returned in this run"):
            _answer(passage_id="elsewhere#3")
        with pytest.raises(ValidationError, match="does not contain"):
            _answer(quote="Its designer was Ada Lind.")


def test_markers_and_claims_must_refer_to_what_the_draft_lists():
    with pytest.raises(ValidationError, match=r"answer markers \[2\] have no citation"):
        _answer(answer="Mara Quell [2]")
    with pytest.raises(ValidationError, match="not claims listed before it"):
        _answer(claims=[DraftClaim(claim_id="c", text="t", rests_on=["later"])])


def test_resolving_a_draft_reads_span_offsets_and_digest_from_the_passage():
    ledger = PassageLedger()
    ledger.record([PASSAGE])
    draft = resolve_draft(_answer(), question="Who designed it?", ledger=ledger)
    (citation,) = draft.citations
    assert citation.doc_id == "bridges"
    assert (citation.start, citation.end) == (100 + TEXT.index("Its"), 100 + len(TEXT))
    assert citation.text == "Its designer was Mara Quell."
    assert citation.sha256.startswith("sha256:")
    first, second = draft.claims
    assert [s.ref for s in first.supports] == [citation.evidence_id]
    assert [s.ref for s in second.supports] == ["claim-1"]
    whole = resolve_draft(_answer(quote=""), question="q", ledger=ledger).citations[0]
    assert (whole.start, whole.end, whole.text) == (PASSAGE.start, PASSAGE.end, TEXT)
    with pytest.raises(CitationError):
        resolve_draft(_answer(), question="q", ledger=PassageLedger())
