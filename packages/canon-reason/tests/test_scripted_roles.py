"""The role protocol is a real seam: scripted drivers play every role, and the embedded reasoner never loads.

Each test runs in a fresh interpreter, so ``canon_reason.embedded`` being absent from ``sys.modules`` at the
end proves that nothing on the run's path imported it.
"""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)

SCRIPT = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path

    from canon_kernel import FinalOutputResponse, ModelDriverBinding, ToolCallRequest, ToolCallsResponse
    from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver
    from canon_reason import RunOptions, load_corpus, run_spec, search
    from canon_reason.roles import (
        CHECKER, DERIVER, JUDGE, PLANNER, READER, REVISER, CitationCheck, CitedPassage, DraftAnswer,
        DraftClaim, Judgement, ReadingSummary, ReasoningStep,
    )
    from canon_contracts import Decision, NodeKind, Plan, PlanNode
    from canon_verify import verify_run

    spec_path, runs, mode = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    spec = json.loads(spec_path.read_text())
    corpus = load_corpus(spec_path.parent / spec["corpus"])
    query = "Kingfisher Bridge designed"
    best = search(corpus, query, 3)[0]
    sentence = next(s for s in best.text.split(". ") if "Rosalind Amsel" in s)
    start = best.start + best.text.index(sentence)
    cited = "no-such-passage" if mode == "unknown-passage" else best.chunk_id

    def final(output):
        return FinalOutputResponse(output=output.model_dump(mode="json"))

    plan = Plan(
        nodes=(
            PlanNode(node_id="retrieve-1", kind=NodeKind.RETRIEVE, tool="corpus_search",
                     arguments={"query": query, "top_k": 3}),
            PlanNode(node_id="read", kind=NodeKind.READ, depends_on=("retrieve-1",)),
            PlanNode(node_id="derive", kind=NodeKind.DERIVE, depends_on=("read",)),
            PlanNode(node_id="verify", kind=NodeKind.VERIFY, depends_on=("derive",)),
            PlanNode(node_id="finalize", kind=NodeKind.FINALIZE, depends_on=("verify",)),
        ),
        rationale="one look-up, then read, derive, verify, finalize",
    )
    # Two nodes share an id: the plan validates as a Plan but is no DAG the pipeline can run.
    twice = PlanNode(node_id="step", kind=NodeKind.RETRIEVE, tool="corpus_search",
                     arguments={"query": query, "top_k": 3})
    bad_plan = Plan(nodes=(twice, twice), rationale="the same node twice")
    plans = {"bad-plan": [final(bad_plan)] * 3, "plan-retried": [final(bad_plan), final(plan)]}
    answer = DraftAnswer(
        outcome="answered",
        answer="Rosalind Amsel [1]",
        value="Rosalind Amsel",
        confidence=0.9,
        citations=[CitedPassage(marker=1, passage_id=cited, quote=sentence)],
        claims=[DraftClaim(claim_id="claim-1", text="The Kingfisher Bridge was designed by Rosalind Amsel.",
                           markers=[1])],
        steps=[ReasoningStep(question=spec["question"], answer="Rosalind Amsel", markers=(1,))],
    ).model_dump(mode="json") if mode != "unknown-passage" else {
        "outcome": "answered", "answer": "Rosalind Amsel [1]", "value": "Rosalind Amsel", "confidence": 0.9,
        "citations": [{"marker": 1, "passage_id": cited, "quote": sentence}],
    }
    span = {"doc_id": best.doc_id, "start": start, "end": start + len(sentence)}
    read_span = ToolCallRequest(call_id="checker-1", tool="read_span", arguments=span)
    scripts = {
        PLANNER: plans.get(mode, [final(plan)]),
        READER: [final(ReadingSummary(queries=[query], passages=3, next_step="answer"))],
        DERIVER: [FinalOutputResponse(output=answer)],
        CHECKER: [ToolCallsResponse(calls=(read_span,)),
                  final(CitationCheck(checked=1, intact=[1], problems=[]))],
        JUDGE: [final(Judgement(score=0.9, verdict=Decision.PASS, confidence=0.9, feedback="grounded",
                                supports=1))],
        REVISER: [],
    }

    class PerRole:
        def __init__(self):
            self.drivers = {key: ScriptedModelDriver(steps) for key, steps in scripts.items()}

        async def respond(self, request):
            return await self.drivers[request.agent.key].respond(request)

    binding = ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=PerRole)
    result = run_spec(spec_path, runs_dir=runs, options=RunOptions(model=binding))
    report = verify_run(result.run_dir)
    print(json.dumps({
        "status": result.status.value,
        "answer": result.answer,
        "stop": str(result.final_result.stop_reason),
        "findings": [f.check_id for f in report.findings if f.severity.value == "error"],
        "embedded_loaded": "canon_reason.embedded" in sys.modules,
        "evidence": sorted(p.name for p in (result.run_dir / "evidence").glob("*.txt")),
        "trace": result.trace_path.read_text(encoding="utf-8"),
    }))
    """
)


def _run(tmp_path: Path, mode: str) -> dict:
    script = tmp_path / "scripted.py"
    script.write_text(SCRIPT, encoding="utf-8")
    spec = QUICKSTART / "single-kingfisher-designer.json"
    completed = subprocess.run(
        [sys.executable, str(script), str(spec), str(tmp_path / "runs"), mode],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return json.loads(completed.stdout.strip().splitlines()[-1])


def test_scripted_roles_answer_verify_clean_without_the_embedded_reasoner(tmp_path):
    outcome = _run(tmp_path, "valid")
    assert outcome["status"] == "DONE"
    assert outcome["answer"] == "Rosalind Amsel [1]"
    assert outcome["findings"] == []
    assert outcome["embedded_loaded"] is False
    assert len(outcome["evidence"]) == 1  # the one cited sentence, resolved from its passage id


def test_citing_a_passage_no_tool_returned_ends_the_run_cleanly(tmp_path):
    outcome = _run(tmp_path, "unknown-passage")
    assert outcome["status"] == "ABORTED"
    assert outcome["stop"] == "model_failure", outcome["stop"]
    assert "names passage 'no-such-passage', which no tool returned in this run" in outcome["trace"]
    assert outcome["findings"] == []
    assert outcome["embedded_loaded"] is False


def test_a_plan_that_is_no_dag_goes_back_to_the_planner(tmp_path):
    outcome = _run(tmp_path, "plan-retried")
    assert outcome["status"] == "DONE"
    assert outcome["answer"] == "Rosalind Amsel [1]"
    assert "node ids must be unique" in outcome["trace"]  # the rejection the planner was sent
    assert outcome["findings"] == []


def test_a_planner_that_never_plans_a_dag_ends_the_run_cleanly(tmp_path):
    outcome = _run(tmp_path, "bad-plan")
    assert outcome["status"] == "ABORTED"
    assert outcome["stop"] == "model_failure", outcome["stop"]
    assert outcome["findings"] == []  # sealed and verifiable, not an unsealed topology abort
