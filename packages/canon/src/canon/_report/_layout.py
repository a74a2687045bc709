"""Geometry of the report's drawings: the phase timeline to scale and the plan DAG, computed, not guessed.

The template only draws what is computed here, so every coordinate is a plain number rounded to a tenth of
a pixel and the same run always gives the same picture.
"""

from __future__ import annotations

from dataclasses import dataclass

from .._explain import PhaseSpan, PlanStep

__all__ = ["DagDrawing", "TimelineBar", "dag", "timeline"]

#: Width of the drawing area of the timeline and the DAG, in SVG user units (pixels).
WIDTH = 960.0
_LABEL = 90.0  # the phase names on the left of the timeline
_ROW = 26.0
_NODE_W = 170.0
_NODE_H = 44.0
_GAP_X = 40.0
_GAP_Y = 18.0
_MIN_BAR = 2.0  # a phase that took no measurable time is still drawn, as a sliver


@dataclass(frozen=True)
class TimelineBar:
    """One phase on the timeline: its row, where its bar starts and how wide it is."""

    phase: str
    label: str
    y: float
    x: float
    width: float


@dataclass(frozen=True)
class TimelineDrawing:
    """The timeline: its bars, its height and the time its full width stands for."""

    bars: list[TimelineBar]
    height: float
    total_ms: float
    label_x: float


def timeline(phases: list[PhaseSpan]) -> TimelineDrawing:
    """Bars for ``phases``, scaled so the run's whole duration spans the drawing's width."""
    total = max((span.offset_ms + span.duration_ms for span in phases), default=0.0)
    scale = (WIDTH - _LABEL) / total if total > 0 else 0.0
    bars = []
    for number, span in enumerate(phases):
        width = max(span.duration_ms * scale, _MIN_BAR)
        x = min(_LABEL + span.offset_ms * scale, WIDTH - width)  # a sliver at the end stays inside
        bars.append(
            TimelineBar(
                span.phase,
                f"{span.duration_ms:.1f} ms",
                round(number * _ROW, 1),
                round(x, 1),
                round(width, 1),
            )
        )
    return TimelineDrawing(bars, round(len(phases) * _ROW + 4, 1), total, _LABEL)


@dataclass(frozen=True)
class NodeBox:
    """A plan node's box."""

    node: PlanStep
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Edge:
    """A dependency arrow from the right edge of one box to the left edge of another."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class DagDrawing:
    """The plan DAG: boxes in columns by depth, edges, and the drawing's size."""

    boxes: list[NodeBox]
    edges: list[Edge]
    width: float
    height: float


def _depths(nodes: list[PlanStep]) -> dict[str, int]:
    """Each node's column: one more than its deepest dependency (unknown dependencies and cycles count 0)."""
    known = {node.node_id: node for node in nodes}
    depths: dict[str, int] = {}
    visiting: set[str] = set()

    def depth(node_id: str) -> int:
        if node_id in depths:
            return depths[node_id]
        if node_id in visiting or node_id not in known:
            return 0
        visiting.add(node_id)
        parents = [depth(dep) + 1 for dep in known[node_id].depends_on if dep in known]
        visiting.discard(node_id)
        depths[node_id] = max(parents, default=0)
        return depths[node_id]

    for node in nodes:
        depth(node.node_id)
    return depths


def dag(nodes: list[PlanStep]) -> DagDrawing:
    """Boxes and edges for the plan ``nodes``, in plan order within each column."""
    depths = _depths(nodes)
    rows: dict[int, int] = {}
    boxes: dict[str, NodeBox] = {}
    for node in nodes:
        column = depths[node.node_id]
        row = rows.get(column, 0)
        rows[column] = row + 1
        boxes[node.node_id] = NodeBox(
            node, 4 + column * (_NODE_W + _GAP_X), 4 + row * (_NODE_H + _GAP_Y), _NODE_W, _NODE_H
        )
    edges = []
    for node in nodes:
        target = boxes[node.node_id]
        for dep in node.depends_on:
            source = boxes.get(dep)
            if source is None:
                continue
            edges.append(
                Edge(
                    source.x + source.width,
                    source.y + source.height / 2,
                    target.x,
                    target.y + target.height / 2,
                )
            )
    columns = max(depths.values(), default=-1) + 1
    height = max(rows.values(), default=0) * (_NODE_H + _GAP_Y) + 8
    return DagDrawing(list(boxes.values()), edges, columns * (_NODE_W + _GAP_X) + 8, height)
