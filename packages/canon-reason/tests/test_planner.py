"""The planner builds a DAG: parallel retrieval branches, then read, derive, verify and finalize."""

import json
from pathlib import Path

import pytest

from canon_contracts import NodeKind, Plan
from canon_reason import check_pipeline_plan
from canon_reason.embedded import plan_for

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)


def question(spec_id: str) -> str:
    name = "spec.json" if spec_id == "quickstart" else f"{spec_id}.json"
    return json.loads((QUICKSTART / name).read_text())["question"]


def retrievals(plan: Plan) -> list:
    return [n for n in plan.nodes if n.kind is NodeKind.RETRIEVE]


@pytest.mark.parametrize(
    ("spec_id", "branches", "derive"),
    [
        ("single-kingfisher-designer", 1, NodeKind.DERIVE),
        ("arith-bridge-difference", 2, NodeKind.CALCULATE),
        ("multihop-paper-mill-channel", 2, NodeKind.DERIVE),
        ("quickstart", 2, NodeKind.DERIVE),
    ],
)
def test_plans_have_one_retrieval_branch_per_independent_look_up(spec_id, branches, derive) -> None:
    plan = plan_for(question(spec_id), top_k=4)
    branch_nodes = retrievals(plan)
    assert len(branch_nodes) == branches
    assert all(n.depends_on == () and n.tool == "corpus_search" for n in branch_nodes)
    assert all(n.arguments["top_k"] == 4 for n in branch_nodes)
    kinds = [n.kind for n in plan.nodes if n.kind is not NodeKind.RETRIEVE]
    assert kinds == [NodeKind.READ, derive, NodeKind.VERIFY, NodeKind.FINALIZE]
    read = next(n for n in plan.nodes if n.kind is NodeKind.READ)
    assert read.depends_on == tuple(n.node_id for n in branch_nodes)
    assert check_pipeline_plan(plan)[-1] == "finalize"
    assert plan.rationale


def test_arithmetic_branches_retrieve_each_operand() -> None:
    plan = plan_for(question("arith-population-sum-1951"), top_k=4)
    queries = [n.arguments["query"] for n in retrievals(plan)]
    assert any("Veyport" in q for q in queries) and any("Carrowmere" in q for q in queries)


def test_a_chain_retrieves_its_first_hop_and_the_direct_reading_in_parallel() -> None:
    plan = plan_for(question("quickstart"), top_k=4)
    first, direct = (n.arguments["query"] for n in retrievals(plan))
    assert "Ostral Saltworks Company" in first and "university" not in first
    assert "university" in direct


def test_plans_are_deterministic() -> None:
    for path in sorted(QUICKSTART.glob("*.json")):
        text = json.loads(path.read_text())["question"]
        assert plan_for(text, top_k=3) == plan_for(text, top_k=3)
