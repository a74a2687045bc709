"""Plan topology: a plan must be a DAG before any of its nodes runs (invariant ``INV-ORD-001``).

``check_topology`` finds duplicate node ids, dependencies on unknown nodes and cycles, and returns the
deterministic execution order (Kahn's algorithm, ties broken by the plan's own node order).
``check_pipeline_plan`` adds what the assembled pipeline needs of a plan: a single finalize node that rests
on a verification of a derived draft, so no candidate answer can skip its checks.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping

from canon_contracts import NodeKind, Plan, PlanNode

from .errors import TopologyError

__all__ = ["ancestors", "check_pipeline_plan", "check_topology"]

#: Node kinds that produce a draft (an agent derivation; a ``calculate`` node with a tool is a tool call).
_DRAFTING = (NodeKind.DERIVE, NodeKind.CALCULATE)


def check_topology(plan: Plan) -> tuple[str, ...]:
    """Return the node ids in execution order, or raise ``TopologyError`` naming the offending nodes.

    Raises:
        TopologyError: a node id is used twice, a node depends on an unknown node (or on itself), or the
            dependencies form a cycle. ``invariant_id`` is ``INV-ORD-001``; ``nodes`` lists the offenders.
    """
    nodes = plan.nodes
    position: dict[str, int] = {}
    duplicates = []
    for index, node in enumerate(nodes):
        if node.node_id in position:
            duplicates.append(node.node_id)
        position.setdefault(node.node_id, index)
    if duplicates:
        raise TopologyError("node ids must be unique", nodes=_unique(duplicates))
    unknown = [(node.node_id, dep) for node in nodes for dep in node.depends_on if dep not in position]
    if unknown:
        offenders = _unique(name for pair in unknown for name in pair)
        shown = "; ".join(f"{node} depends on unknown node {dep}" for node, dep in unknown)
        raise TopologyError(f"a dependency names an unknown node ({shown})", nodes=offenders)
    order = _kahn(nodes, position)
    if len(order) < len(nodes):
        cycle = _cycle(nodes, position, set(order))
        raise TopologyError("the dependencies form a cycle", nodes=cycle)
    return order


def check_pipeline_plan(plan: Plan) -> tuple[str, ...]:
    """``check_topology``, plus the dependencies the assembled pipeline relies on; return the order.

    A plan for ``run_spec`` has exactly one finalize node; it must depend (directly or not) on a verify
    node, and every verify node on a derive or calculate node whose draft it checks.

    Raises:
        TopologyError: as ``check_topology``, or a missing dependency (the nodes that lack it are named).
    """
    order = check_topology(plan)
    by_id = {node.node_id: node for node in plan.nodes}
    finals = [node.node_id for node in plan.nodes if node.kind is NodeKind.FINALIZE]
    if len(finals) != 1:
        raise TopologyError(
            f"a plan needs exactly one finalize node, found {len(finals)}", nodes=finals or order[-1:]
        )
    missing = []
    for node in plan.nodes:
        upstream = [by_id[name] for name in ancestors(by_id, node.node_id)]
        if node.kind is NodeKind.FINALIZE and not any(n.kind is NodeKind.VERIFY for n in upstream):
            missing.append(node.node_id)
        if node.kind is NodeKind.VERIFY and not any(_drafts(n) for n in upstream):
            missing.append(node.node_id)
    if missing:
        raise TopologyError(
            "missing dependency: a finalize node must rest on a verify node, and a verify node on a "
            "derive or calculate node",
            nodes=missing,
        )
    return order


def ancestors(nodes: Mapping[str, PlanNode], node_id: str) -> tuple[str, ...]:
    """Every node ``node_id`` depends on, directly or not, in a stable order (nearest first)."""
    seen: dict[str, None] = {}
    pending = list(nodes[node_id].depends_on)
    while pending:
        name = pending.pop(0)
        if name in seen or name not in nodes:
            continue
        seen[name] = None
        pending.extend(nodes[name].depends_on)
    return tuple(seen)


def _drafts(node: PlanNode) -> bool:
    return node.kind in _DRAFTING and node.tool is None


def _kahn(nodes: tuple[PlanNode, ...], position: Mapping[str, int]) -> tuple[str, ...]:
    """Kahn's algorithm; among ready nodes the earliest in the plan goes first (kept in a heap)."""
    waiting = {node.node_id: len(set(node.depends_on)) for node in nodes}
    dependents: dict[str, list[str]] = {node.node_id: [] for node in nodes}
    for node in nodes:
        for dep in dict.fromkeys(node.depends_on):
            dependents[dep].append(node.node_id)
    ready = [(position[name], name) for name, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _, name = heapq.heappop(ready)
        order.append(name)
        for follower in dependents[name]:
            waiting[follower] -= 1
            if waiting[follower] == 0:
                heapq.heappush(ready, (position[follower], follower))
    return tuple(order)


def _cycle(nodes: tuple[PlanNode, ...], position: Mapping[str, int], placed: set[str]) -> tuple[str, ...]:
    """The nodes of one cycle among the nodes Kahn's algorithm could not place, starting at the first."""
    by_id = {node.node_id: node for node in nodes}
    start = min((name for name in by_id if name not in placed), key=position.__getitem__)
    path: list[str] = []
    on_path: dict[str, int] = {}
    current = start
    while current not in on_path:
        on_path[current] = len(path)
        path.append(current)
        # Follow a dependency that is itself unplaced: one always exists inside or upstream of a cycle.
        current = next(dep for dep in by_id[current].depends_on if dep not in placed)
    loop = path[on_path[current] :]
    first = min(range(len(loop)), key=lambda i: position[loop[i]])
    return tuple(loop[first:] + loop[:first])


def _unique(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))
