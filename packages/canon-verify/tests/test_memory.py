"""Verification is one pass in bounded memory: it keeps a few bytes per identifier, never the entries."""

from __future__ import annotations

import tracemalloc
from pathlib import Path
from typing import Any

from canon_trace.testing import build_scenario, write_trace
from canon_verify import verify_trace


def _one_node_plan(position: int, fields: dict[str, Any]) -> None:
    """Every retrieval runs the same plan node, so the plan stays small however long the run is."""
    if fields["phase"] == "PLAN":
        fields["events"][0]["plan"]["nodes"] = [
            {"node_id": "n0", "kind": "retrieve", "tool": "retrieve"},
            {"node_id": "derive", "kind": "derive"},
        ]
    elif fields["phase"] == "EXECUTE" and fields.get("node_id") != "derive":
        fields["node_id"] = fields["events"][0]["call"]["node_id"] = "n0"


def _peak(path: Path) -> int:
    tracemalloc.start()
    try:
        report = verify_trace(path)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        assert report.findings == ()


def test_memory_grows_by_bytes_per_identifier_not_by_entry(tmp_path: Path) -> None:
    small, large = 300, 3000
    paths = {
        n: write_trace(
            tmp_path / f"{n}.jsonl", build_scenario(retrievals=n, claims=0, hooks={"entry": _one_node_plan})
        )
        for n in (small, large)
    }
    per_entry = (_peak(paths[large]) - _peak(paths[small])) / (large - small)
    entry_size = (paths[large].stat().st_size - paths[small].stat().st_size) / (large - small)
    # Each retrieval defines an evidence id and a tool call id: about 140 bytes each in the id tables (a
    # dict entry keyed by a 16-byte digest, with its small value), and room for the dicts to grow.
    assert per_entry < 420, per_entry
    assert per_entry < entry_size / 5, (per_entry, entry_size)
