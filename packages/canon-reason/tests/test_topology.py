"""A plan must be a DAG before any node runs: unknown nodes, missing dependencies and cycles are refused."""

import asyncio
import json
from pathlib import Path

import pytest

from canon_contracts import NodeKind, Plan, PlanNode
from canon_kernel import FinalOutputResponse, ModelDriverBinding, ModelRequest
from canon_reason import (
    RunOptions,
    TopologyError,
    check_pipeline_plan,
    check_topology,
    execute_plan,
    run_spec,
)
from canon_reason.embedded import EMBEDDED_DESCRIPTOR, EmbeddedReasoner, plan_for
from canon_trace import MANIFEST_FILE, read_trace
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
MAIN = json.loads((QUICKSTART / "spec.json").read_text()) if QUICKSTART.is_dir() else {}


def node(node_id: str, *deps: str, kind: NodeKind = NodeKind.READ) -> PlanNode:
    return PlanNode(node_id=node_id, kind=kind, depends_on=deps)


def test_the_order_is_topological_and_follows_the_plan_on_ties() -> None:
    plan = Plan(nodes=(node("c", "a", "b"), node("b"), node("a"), node("d", "c")))
    assert check_topology(plan) == ("b", "a", "c", "d")


@pytest.mark.parametrize(
    ("nodes", "offenders", "words"),
    [
        ((node("a"), node("b", "ghost")), ("b", "ghost"), "unknown node"),
        ((node("a", "c"), node("b", "a"), node("c", "b"), node("d")), ("a", "c", "b"), "cycle"),
        ((node("a", "a"),), ("a",), "cycle"),
        ((node("a"), node("a")), ("a",), "unique"),
    ],
    ids=["unknown-node", "cycle", "self-loop", "duplicate"],
)
def test_broken_topology_names_the_invariant_and_the_nodes(nodes, offenders, words) -> None:
    with pytest.raises(TopologyError) as caught:
        check_topology(Plan(nodes=nodes))
    assert caught.value.invariant_id == "INV-ORD-001"
    assert caught.value.nodes == offenders
    assert words in str(caught.value) and str(caught.value).startswith("INV-ORD-001")


def test_a_pipeline_plan_needs_its_verification_dependencies() -> None:
    good = plan_for(MAIN["question"], top_k=3)
    assert check_pipeline_plan(good)[-1] == "finalize"
    skips_verify = Plan(
        nodes=(node("derive", kind=NodeKind.DERIVE), node("finalize", "derive", kind=NodeKind.FINALIZE))
    )
    with pytest.raises(TopologyError, match="missing dependency") as caught:
        check_pipeline_plan(skips_verify)
    assert caught.value.nodes == ("finalize",)
    two_finals = Plan(nodes=(node("f1", kind=NodeKind.FINALIZE), node("f2", kind=NodeKind.FINALIZE)))
    with pytest.raises(TopologyError, match="exactly one finalize"):
        check_pipeline_plan(two_finals)


def test_the_executor_checks_topology_before_running_anything() -> None:
    ran: list[str] = []

    async def run(node: PlanNode, inputs):
        ran.append(node.node_id)

    with pytest.raises(TopologyError):
        asyncio.run(execute_plan(Plan(nodes=(node("a"), node("b", "c"), node("c", "b"))), run))
    assert ran == []


def test_a_broken_supplied_plan_is_refused_before_a_run_directory_exists(tmp_path: Path) -> None:
    good = plan_for(MAIN["question"], top_k=3)
    broken = good.model_copy(
        update={"nodes": (*good.nodes[:-1], good.nodes[-1].model_copy(update={"depends_on": ("verfy",)}))}
    )
    with pytest.raises(TopologyError) as caught:
        run_spec(QUICKSTART / "spec.json", runs_dir=tmp_path / "runs", options=RunOptions(plan=broken))
    assert caught.value.nodes == ("finalize", "verfy")
    assert not (tmp_path / "runs").exists()


class CyclicPlanner(EmbeddedReasoner):
    """The embedded reasoner, except that its planner returns a plan whose last two nodes form a cycle."""

    async def respond(self, request: ModelRequest):
        response = await super().respond(request)
        if request.agent.key != "planner":
            return response
        plan = Plan.model_validate(response.output)
        *rest, verify, final = plan.nodes
        cyclic = (*rest, verify.model_copy(update={"depends_on": ("finalize",)}), final)
        return FinalOutputResponse(output=plan.model_copy(update={"nodes": cyclic}).model_dump(mode="json"))


def test_a_planner_that_keeps_emitting_a_cycle_ends_the_run_as_a_model_failure(tmp_path: Path) -> None:
    binding = ModelDriverBinding.shared(descriptor=EMBEDDED_DESCRIPTOR, driver=CyclicPlanner())
    result = run_spec(QUICKSTART / "spec.json", runs_dir=tmp_path, options=RunOptions(model=binding))
    assert result.status.value == "ABORTED"
    assert result.final_result.stop_reason.value == "model_failure"
    assert (result.run_dir / MANIFEST_FILE).exists()  # sealed like every other abort
    trace = read_trace(result.run_dir / "trace.jsonl")
    assert [e.phase.value for e in trace.entries] == ["INIT", "PLAN", "ABORTED"]
    rejected = [ev for e in trace.entries for ev in e.events if ev.kind == "output_rejected"]
    assert len(rejected) == 2  # the role's two output retries, each naming the invariant and the nodes
    assert all("INV-ORD-001" in ev.message and "verify, finalize" in ev.message for ev in rejected)
    assert not any(e.phase.value == "EXECUTE" for e in trace.entries)
    assert [f.check_id for f in verify_run(result.run_dir).findings if f.severity.value == "error"] == []
