"""The DAG executor runs ready nodes concurrently under a bound, reports in plan order, and fails fast."""

import asyncio
import time

import pytest

from canon_contracts import NodeKind, Plan, PlanNode
from canon_reason import ExecutionError, NodeFailure, NodeSkipped, execute_plan

DELAY = 0.2


def node(node_id: str, *deps: str) -> PlanNode:
    return PlanNode(node_id=node_id, kind=NodeKind.RETRIEVE, depends_on=deps)


def wide(width: int) -> Plan:
    return Plan(nodes=tuple(node(f"n{i}") for i in range(width)))


def test_independent_slow_nodes_run_concurrently() -> None:
    width = 8

    async def sleepy(node: PlanNode, inputs):
        await asyncio.sleep(DELAY)
        return node.node_id

    started = time.perf_counter()
    report = asyncio.run(execute_plan(wide(width), sleepy, concurrency=width))
    elapsed = time.perf_counter() - started
    assert report.ok and sorted(report.outputs) == [f"n{i}" for i in range(width)]
    assert elapsed < 0.5 * width * DELAY, f"{elapsed:.2f}s for {width} nodes of {DELAY}s"


def test_the_concurrency_bound_holds_and_dependencies_pass_their_outputs() -> None:
    running = peak = 0

    async def counted(node: PlanNode, inputs):
        nonlocal running, peak
        running += 1
        peak = max(peak, running)
        await asyncio.sleep(0.01)
        running -= 1
        return sum(inputs.values()) + 1

    plan = Plan(nodes=(*wide(6).nodes, node("join", *(f"n{i}" for i in range(6)))))
    report = asyncio.run(execute_plan(plan, counted, concurrency=2))
    assert peak == 2
    assert report.outputs["join"] == 7


def test_results_are_announced_in_plan_order_whatever_the_completion_order() -> None:
    plan = Plan(nodes=(node("slow"), node("fast"), node("after", "slow", "fast")))
    seen: list[str] = []

    async def run(node: PlanNode, inputs):
        await asyncio.sleep(0.05 if node.node_id == "slow" else 0.0)
        return node.node_id

    asyncio.run(execute_plan(plan, run, on_settled=lambda name, outcome: seen.append(name)))
    assert seen == ["slow", "fast", "after"]


async def flaky(node: PlanNode, inputs):
    if node.node_id == "bad":
        raise OSError("the corpus is gone")
    await asyncio.sleep(0.01)
    return node.node_id


FAILING = Plan(nodes=(node("bad"), node("good"), node("child", "bad"), node("late", "good")))


def test_fail_fast_stops_scheduling_and_raises_with_the_failures() -> None:
    with pytest.raises(ExecutionError) as caught:
        asyncio.run(execute_plan(FAILING, flaky, concurrency=1))
    error = caught.value
    assert [f.node_id for f in error.failures] == ["bad"]
    assert isinstance(error.failures[0].error, OSError)
    assert "the corpus is gone" in str(error)
    assert {s.node_id for s in error.report.skipped} == {"good", "child", "late"}


def test_without_fail_fast_failures_accumulate_and_only_dependents_are_skipped() -> None:
    settled = {}
    report = asyncio.run(
        execute_plan(FAILING, flaky, fail_fast=False, on_settled=lambda n, o: settled.setdefault(n, o))
    )
    assert [f.node_id for f in report.failures] == ["bad"]
    assert [s.node_id for s in report.skipped] == ["child"]
    assert set(report.outputs) == {"good", "late"}
    assert isinstance(settled["bad"], NodeFailure) and isinstance(settled["child"], NodeSkipped)
    assert list(settled) == ["bad", "good", "child", "late"]


def test_cancelling_the_executor_cancels_its_running_nodes() -> None:
    cancelled: list[str] = []

    async def forever(node: PlanNode, inputs):
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.append(node.node_id)
            raise

    async def main() -> None:
        task = asyncio.create_task(execute_plan(wide(3), forever))
        await asyncio.sleep(0.02)
        task.cancel()
        await task

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(main())
    assert sorted(cancelled) == ["n0", "n1", "n2"]


def test_concurrency_must_be_positive() -> None:
    with pytest.raises(ValueError, match="concurrency"):
        asyncio.run(execute_plan(wide(1), flaky, concurrency=0))


class _CountingDeps(tuple):
    """A ``depends_on`` that counts how often the scheduler reads it (iterations and membership tests)."""

    reads = 0

    def __iter__(self):
        _CountingDeps.reads += 1
        return super().__iter__()

    def __contains__(self, item):
        _CountingDeps.reads += 1
        return super().__contains__(item)


def _counted_chain(length: int) -> Plan:
    nodes = [
        PlanNode.model_construct(
            node_id=f"n{i}",
            kind=NodeKind.RETRIEVE,
            depends_on=_CountingDeps(() if i == 0 else (f"n{i - 1}",)),
        )
        for i in range(length)
    ]
    return Plan.model_construct(nodes=tuple(nodes))


def _dependency_reads(length: int) -> int:
    async def trivial(node: PlanNode, inputs):
        return node.node_id

    _CountingDeps.reads = 0
    report = asyncio.run(execute_plan(_counted_chain(length), trivial, concurrency=4))
    assert report.ok and len(report.outputs) == length
    return _CountingDeps.reads


def test_scheduling_reads_each_dependency_list_a_bounded_number_of_times() -> None:
    # A chain has one ready node per round: a scheduler that rescans every waiting node each round reads
    # the dependency lists length**2 / 2 times; incremental readiness reads each a constant number of times.
    small, large = _dependency_reads(256), _dependency_reads(1024)
    assert large <= 8 * 1024
    assert large / small < 4.5, (small, large)
