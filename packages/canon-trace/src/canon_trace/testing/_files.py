"""Built traces on disk: JSONL written by ``TraceWriter``, a sealed run directory, or one document."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from canon_contracts import TraceEntry
from canon_trace._rundir import RunDirectory
from canon_trace._runfiles import CONFIG_FILE, SPEC_FILE
from canon_trace._trace import Trace, read_trace
from canon_trace._writer import TraceWriter
from canon_trace.testing._lifecycle import opened_header
from canon_trace.testing._memory import InMemoryTrace

__all__ = ["write_document", "write_run", "write_trace", "writer_fields", "written"]

_WRITER_FILLS = frozenset({"index", "prev_digest", "run_id"})


def writer_fields(entry: TraceEntry) -> dict[str, Any]:
    """The fields ``TraceWriter.append`` takes for ``entry``: all but those the writer fills in."""
    return {name: getattr(entry, name) for name in TraceEntry.model_fields if name not in _WRITER_FILLS}


def write_trace(path: Path, trace: InMemoryTrace, *, close: bool = True) -> Path:
    """Write ``trace`` to ``path`` with ``TraceWriter`` and return the path.

    The end record is written as ``trace.end`` says, with its ``completed_at`` as the writer's clock. Without
    ``close``, or when ``trace`` has no end record, the file stops after the last entry, as a crashed run's.
    """
    end = trace.end
    completed_at = end.completed_at if end is not None else ""  # the writer reads its clock only at close
    writer = TraceWriter(path, opened_header(trace.header), clock=lambda: completed_at)
    for entry in trace.entries:
        writer.append(writer_fields(entry))
    if close and end is not None:
        writer.close(
            end.termination_reason,
            stop_reason=end.stop_reason,
            convergence_hash=end.convergence_hash,
            convergence_reason=end.convergence_reason,
        )
    else:
        writer._release()  # leave the file after its last entry, as a crashed run does
    return path


def written(directory: Path, trace: InMemoryTrace, *, name: str = "trace.jsonl", close: bool = True) -> Trace:
    """``trace`` written to ``directory / name`` by ``write_trace`` and read back by ``read_trace``."""
    return read_trace(write_trace(directory / name, trace, close=close))


def write_run(runs_root: Path, trace: InMemoryTrace, *, seal: bool = True) -> Path:
    """A run directory for ``trace`` in ``runs_root``: trace, evidence, spec, config; sealed if ``seal``."""
    run = RunDirectory.create(runs_root, trace.header.run_id)
    write_trace(run.trace_path, trace)
    for text in trace.evidence_texts:
        run.add_evidence(text)
    run.write_json(SPEC_FILE, {"question": "What is the capital of France?", "corpus": "corpus"})
    model = trace.header.model.model_dump(mode="json") if trace.header.model is not None else None
    run.write_json(CONFIG_FILE, {"model": model})
    if seal:
        run.write_manifest()
    return Path(run.path)


def write_document(path: Path, trace: InMemoryTrace, *, version: int = 2) -> Path:
    """Write ``trace`` as a single JSON document: schema version 2, or version 1 (which has no events)."""
    document = trace.header.model_dump(mode="json")
    if trace.end is not None:
        document["stop_reason"] = trace.end.stop_reason
    items = [entry.model_dump(mode="json", exclude={"index", "prev_digest"}) for entry in trace.entries]
    if version == 1:
        del document["schema_version"], document["entry_count"], document["stop_reason"]
        document["agent_versions"] = document.pop("role_versions")
        document["replayable"] = document.pop("replayability") == "replayable"
        for item in items:
            del item["events"]
            item["lifecycle_node"] = item.pop("phase")
            replay = item.pop("replay")
            replay["replayable"] = replay.pop("replayability") == "replayable"
            item["replay_metadata"] = replay
    document["entries"] = items
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return path
