"""The DAG executor: ready nodes run concurrently with asyncio, under a concurrency bound.

``execute_plan`` checks the plan's topology before any node runs, then starts every node whose dependencies
have succeeded, at most ``concurrency`` at a time, each given its dependencies' outputs. Results are
announced through ``on_settled`` in the plan's execution order (not completion order), each as soon as it and
every node before it have settled, so whatever a caller records from them comes out the same on every run.

Failures: under the default fail-fast policy the first failure stops the scheduling of new nodes, the nodes
already running finish, and ``ExecutionError`` is raised carrying every failure and the report. With
``fail_fast=False`` the executor keeps going: the dependents of a failed node are skipped, everything
independent of it still runs, and the report lists the accumulated failures. Cancelling the executor cancels
its running nodes and propagates ``asyncio.CancelledError``.
"""

from __future__ import annotations

import asyncio
import heapq
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from canon_contracts import Plan, PlanNode

from ._topology import check_topology
from .errors import ArgumentError, ExecutionError

__all__ = ["ExecutionReport", "NodeFailure", "NodeRunner", "NodeSkipped", "execute_plan"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class NodeFailure:
    """A node whose runner raised: the node and the exception."""

    node_id: str
    error: Exception

    @property
    def message(self) -> str:
        """The error as ``Type: message``."""
        text = str(self.error).strip()
        return f"{type(self.error).__name__}: {text}" if text else type(self.error).__name__


@dataclass(frozen=True, slots=True)
class NodeSkipped:
    """A node that never ran: a dependency failed, or the fail-fast policy stopped the execution."""

    node_id: str
    reason: str


@dataclass(frozen=True, slots=True)
class ExecutionReport(Generic[T]):
    """What an execution did: the order, each successful node's output, the failures and skipped nodes."""

    order: tuple[str, ...]
    outputs: Mapping[str, T]
    failures: tuple[NodeFailure, ...] = ()
    skipped: tuple[NodeSkipped, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether every node ran and succeeded."""
        return not self.failures and not self.skipped


#: Runs one node, given the outputs of its direct dependencies by node id.
NodeRunner = Callable[[PlanNode, Mapping[str, T]], Awaitable[T]]


@dataclass(slots=True)
class _Run(Generic[T]):
    """The scheduler's state; readiness is incremental.

    Each node counts its unmet dependencies and a node that succeeds decrements its dependents' counts, so
    an execution touches every edge once instead of rescanning every node on every round.
    """

    plan: Plan
    order: tuple[str, ...]
    fail_fast: bool
    on_settled: Callable[[str, T | NodeFailure | NodeSkipped], None] | None
    nodes: dict[str, PlanNode] = field(default_factory=dict)
    outputs: dict[str, T] = field(default_factory=dict)
    settled: dict[str, T | NodeFailure | NodeSkipped] = field(default_factory=dict)
    started: set[str] = field(default_factory=set)
    failures: list[NodeFailure] = field(default_factory=list)
    position: dict[str, int] = field(default_factory=dict)
    waiting: dict[str, int] = field(default_factory=dict)
    dependents: dict[str, list[str]] = field(default_factory=dict)
    queue: list[tuple[int, str]] = field(default_factory=list)
    announced: int = 0
    stopped: bool = False

    def __post_init__(self) -> None:
        self.position = {name: index for index, name in enumerate(self.order)}
        self.dependents = {name: [] for name in self.order}
        for name in self.order:
            deps = dict.fromkeys(self.nodes[name].depends_on)
            self.waiting[name] = len(deps)
            for dep in deps:
                self.dependents[dep].append(name)
        self.queue = [(self.position[name], name) for name in self.order if not self.waiting[name]]
        heapq.heapify(self.queue)

    def take_ready(self, limit: int) -> list[str]:
        """Up to ``limit`` nodes whose dependencies have all succeeded, earliest in the order first."""
        taken: list[str] = []
        while not self.stopped and self.queue and len(taken) < limit:
            taken.append(heapq.heappop(self.queue)[1])
        return taken

    def settle(self, name: str, outcome: T | NodeFailure | NodeSkipped) -> None:
        self.settled[name] = outcome
        if isinstance(outcome, NodeFailure):
            self.failures.append(outcome)
            if self.fail_fast:
                self.stopped = True
            self.skip_dependents(name)
        elif not isinstance(outcome, NodeSkipped):
            self.outputs[name] = outcome
            for follower in self.dependents[name]:
                self.waiting[follower] -= 1
                if not self.waiting[follower]:
                    heapq.heappush(self.queue, (self.position[follower], follower))

    def skip_dependents(self, failed: str) -> None:
        pending = list(self.dependents[failed])
        while pending:
            name = pending.pop()
            if name in self.settled or name in self.started:
                continue
            self.settled[name] = NodeSkipped(name, f"it depends on {failed}, which failed")
            pending.extend(self.dependents[name])

    def announce(self) -> None:
        while self.announced < len(self.order) and self.order[self.announced] in self.settled:
            name = self.order[self.announced]
            self.announced += 1
            if self.on_settled is not None:
                self.on_settled(name, self.settled[name])

    def report(self) -> ExecutionReport[T]:
        position = self.position
        skipped = [outcome for outcome in self.settled.values() if isinstance(outcome, NodeSkipped)]
        return ExecutionReport(
            order=self.order,
            outputs=dict(self.outputs),
            failures=tuple(sorted(self.failures, key=lambda f: position[f.node_id])),
            skipped=tuple(sorted(skipped, key=lambda s: position[s.node_id])),
        )


async def execute_plan(
    plan: Plan,
    run_node: NodeRunner[T],
    *,
    concurrency: int = 4,
    fail_fast: bool = True,
    on_start: Callable[[str], None] | None = None,
    on_settled: Callable[[str, T | NodeFailure | NodeSkipped], None] | None = None,
) -> ExecutionReport[T]:
    """Run ``plan``'s nodes with ``run_node``, independent nodes concurrently; see the module docstring.

    Args:
        plan: The plan DAG; its topology is checked before any node runs.
        run_node: Runs one node given its dependencies' outputs; raising an ``Exception`` fails the node.
        concurrency: The most nodes running at once (at least 1).
        fail_fast: Stop scheduling at the first failure and raise ``ExecutionError`` (the default), or keep
            running what does not depend on a failed node and report the failures.
        on_start: Called with a node id when the node starts.
        on_settled: Called with each node id and its output, ``NodeFailure`` or ``NodeSkipped``, in the
            plan's execution order.

    Raises:
        TopologyError: the plan is not a DAG (nothing ran).
        ExecutionError: a node failed under the fail-fast policy; ``failures`` and ``report`` say what ran.
        ValueError: ``concurrency`` is below 1.
        asyncio.CancelledError: unchanged; running nodes are cancelled first.
    """
    if concurrency < 1:
        raise ArgumentError(f"concurrency must be at least 1, got {concurrency}")
    order = check_topology(plan)
    run: _Run[T] = _Run(plan, order, fail_fast, on_settled, nodes={n.node_id: n for n in plan.nodes})
    running: dict[asyncio.Task[T], str] = {}
    try:
        while True:
            for name in run.take_ready(concurrency - len(running)):
                node = run.nodes[name]
                inputs = {dep: run.outputs[dep] for dep in dict.fromkeys(node.depends_on)}
                run.started.add(name)
                if on_start is not None:
                    on_start(name)
                running[asyncio.ensure_future(run_node(node, inputs))] = name
            if not running:
                break
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in sorted(done, key=lambda t: run.position[running[t]]):
                name = running.pop(task)
                error = task.exception()
                if error is None:
                    run.settle(name, task.result())
                elif isinstance(error, Exception):
                    run.settle(name, NodeFailure(name, error))
                else:
                    raise error
            run.announce()
    finally:
        for task in running:
            task.cancel()
        if running:
            await asyncio.gather(*running, return_exceptions=True)
    reason = "the fail-fast policy stopped the execution" if run.stopped else "it could not run"
    for name in order:
        if name not in run.settled:
            run.settled[name] = NodeSkipped(name, reason)
    run.announce()
    report = run.report()
    if fail_fast and report.failures:
        first = report.failures[0]
        raise ExecutionError(
            f"plan node {first.node_id!r} failed: {first.message}", failures=report.failures, report=report
        )
    return report
