"""TraceWriter: canonical lines, a hash chain from the header, validation before writing, fsync policy,
the end record on close (also when the block fails), and crash safety."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import rfc8785
from hypothesis import HealthCheck, given, settings

from canon_contracts import (
    CONTRACT_VERSION,
    AgentInput,
    AgentRole,
    Phase,
    StopReason,
    TerminationReason,
    TraceEnd,
    TraceEntry,
    canonical_bytes,
)
from canon_trace import (
    FsyncPolicy,
    TraceFormatError,
    TraceIOError,
    TraceReader,
    TraceStateError,
    TraceWriter,
    UnsupportedSchemaError,
    read_trace,
    wire,
)
from canon_trace.testing import (
    HEADER_END_ONLY,
    SAMPLE_RUN_ID,
    fixed_clock,
    sample_entry_fields,
    sample_header,
    write_sample,
)
from canon_trace.testing.strategies import models

DEEP: list[Any] = []
for _ in range(128):  # 128 lists inside the arguments object: the innermost is nested 129 levels deep
    DEEP = [DEEP, 0]


def with_payload(payload: dict[Any, Any]) -> dict[str, Any]:
    return {"input": {"task_goal": "g", "context_id": "c", "agent_type": "judge", "payload": payload}}


def with_arguments(arguments: dict[str, Any]) -> dict[str, Any]:
    return {"events": [{"kind": "tool_call", "call": {"call_id": "c", "tool": "t", "arguments": arguments}}]}


def lines_of(path: Path) -> list[bytes]:
    data = path.read_bytes()
    assert data.endswith(b"\n")
    return data[:-1].split(b"\n")


def sha(line: bytes) -> str:
    return "sha256:" + hashlib.sha256(line).hexdigest()


@pytest.fixture
def writer(tmp_path: Path) -> TraceWriter:
    return TraceWriter(tmp_path / "trace.jsonl", sample_header(), clock=fixed_clock())


# ------------------------------------------------------------------------------------------ the format


def test_the_header_line_is_the_canonical_header_record(tmp_path: Path) -> None:
    header = sample_header()
    path = tmp_path / "trace.jsonl"
    TraceWriter(path, header, clock=fixed_clock())._release()
    dumped = header.model_dump(mode="json", exclude=set(HEADER_END_ONLY))
    assert "stop_reason" not in dumped
    assert lines_of(path) == [canonical_bytes({"record": "header", **dumped})]


def test_each_entry_is_one_canonical_line_chained_to_the_one_before(tmp_path: Path) -> None:
    path = write_sample(tmp_path / "trace.jsonl", entries=4)
    lines = lines_of(path)
    assert len(lines) == 1 + 4 + 1
    for number, line in enumerate(lines[1:-1], start=1):
        record = json.loads(line)
        assert (
            record["record"] == "entry"
            and record["index"] == number - 1
            and record["run_id"] == SAMPLE_RUN_ID
        )
        assert record["prev_digest"] == sha(lines[number - 1])
        assert line == rfc8785.dumps(record)
    end = json.loads(lines[-1])
    assert end["record"] == "end" and end["entry_count"] == 4 and end["prev_digest"] == sha(lines[-2])


def test_append_returns_the_digest_of_the_line_it_wrote(writer: TraceWriter) -> None:
    first = writer.append(sample_entry_fields(0))
    second = writer.append(sample_entry_fields(1))
    lines = lines_of(writer.path)
    assert (first, second) == (sha(lines[1]), sha(lines[2]))
    assert writer.last_digest == second and writer.entry_count == 2


def test_each_record_is_on_disk_as_soon_as_append_returns(writer: TraceWriter) -> None:
    writer.append(sample_entry_fields(0))
    assert len(lines_of(writer.path)) == 2  # read through another handle, before close


def test_close_writes_the_end_record_and_returns_it(writer: TraceWriter) -> None:
    writer.append(sample_entry_fields(0))
    end = writer.close(
        "completed",
        stop_reason="completed",
        convergence_hash="sha256:" + "1" * 64,
        convergence_reason="unstable",
    )
    assert isinstance(end, TraceEnd)
    assert end.entry_count == 1 and end.completed_at == fixed_clock()()
    assert end.prev_digest == sha(lines_of(writer.path)[1])
    assert writer.closed
    assert read_trace(writer.path).end == end


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(entry=models(TraceEntry))
def test_every_valid_contract_entry_is_written_and_read_back_equal(
    tmp_path_factory: Any, entry: TraceEntry
) -> None:
    path = tmp_path_factory.mktemp("w") / "trace.jsonl"
    with TraceWriter(path, sample_header(), clock=fixed_clock()) as writer:
        fields = {
            name: getattr(entry, name)
            for name in TraceEntry.model_fields
            if name not in ("index", "prev_digest", "run_id")
        }
        writer.append(fields)
        writer.close(TerminationReason.COMPLETED)
    (written,) = read_trace(path).entries
    assert written == entry.model_copy(
        update={"index": 0, "run_id": SAMPLE_RUN_ID, "prev_digest": written.prev_digest}
    )


# ---------------------------------------------------------------------------------- refused before writing


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (
            {"output": {"text": "x", "confidence": 1.5, "decision": "pass", "metadata": {}}},
            "output.confidence",
        ),
        ({"duration_ms": -1.0}, "duration_ms"),
        ({"duration_ms": float("inf")}, "duration_ms"),
        ({"phase": "LUNCH"}, "phase"),
        ({"colour": "red"}, "colour"),
        ({"status": "failure"}, "output"),
        ({"output": None}, "output"),
        (
            {
                "input": AgentInput(task_goal="g", context_id="c", agent_type=AgentRole.JUDGE).model_dump()
                | {"payload": {"n": 2**60}}
            },
            "input.payload.n",
        ),
        (
            {
                "input": {
                    "task_goal": "g",
                    "context_id": "c",
                    "agent_type": "judge",
                    "payload": {"x": float("nan")},
                }
            },
            "input.payload.x",
        ),
        (
            {"input": {"task_goal": "g", "context_id": "c", "agent_type": "judge", "payload": {"s": {1, 2}}}},
            "input.payload.s",
        ),
        (
            {
                "input": {
                    "task_goal": "g",
                    "context_id": "c",
                    "agent_type": "judge",
                    "metadata": {"p": Phase.PLAN},
                }
            },
            "input.metadata.p",
        ),
        ({"input": {"task_goal": "bad \ud800", "context_id": "c", "agent_type": "judge"}}, "input.task_goal"),
        (with_payload({"s": ["\ud800"]}), "input.payload.s[0]"),
        (with_payload({"\udc00": 1}), "input.payload.\udc00"),
        (with_payload({"d": {1: 2}}), "input.payload.d"),
        (with_payload({"t": [(1,)]}), "input.payload.t[0]"),
        (with_payload({"f": 1e20}), "input.payload.f"),
        (with_arguments({"d": DEEP}), "events[0].call.arguments.d" + "[0]" * 128),
        ({"input": {"task_goal": "   ", "context_id": "c", "agent_type": "judge"}}, "input.task_goal"),
        (
            {
                "output": {
                    "text": "x",
                    "confidence": 0.5,
                    "decision": "pass",
                    "metadata": {"contract_version": "0.0"},
                }
            },
            "output.metadata.contract_version",
        ),
        (
            {"events": [{"kind": "model_request", "request_digest": "sha256:00", "request": {}}]},
            "events[0].request_digest",
        ),
        (
            {
                "events": [
                    {
                        "kind": "tool_result",
                        "result": {
                            "call_id": "c",
                            "tool": "t",
                            "status": "failure",
                            "output": 1,
                            "error": "e",
                        },
                    }
                ]
            },
            "events[0].result.output",
        ),
        ({"events": [{"kind": "teleport"}]}, "events[0].kind"),
    ],
)
def test_an_invalid_entry_is_refused_with_its_line_and_field_and_nothing_is_written(
    writer: TraceWriter, change: dict[str, Any], field: str
) -> None:
    writer.append(sample_entry_fields(0))
    before = writer.path.read_bytes()
    with pytest.raises(TraceFormatError) as caught:
        writer.append(sample_entry_fields(1) | change)
    assert (caught.value.line, caught.value.field) == (3, field)
    assert writer.path.read_bytes() == before
    writer.append(sample_entry_fields(1))  # still usable
    assert writer.entry_count == 2


@pytest.mark.parametrize("value", [1e21, -3.8e25, [0] * 3, DEEP[0], {"k": "naïve ✓"}])
def test_portable_values_at_the_edges_are_written(writer: TraceWriter, value: Any) -> None:
    writer.append(sample_entry_fields(0) | with_arguments({"v": value}))
    writer.close("completed")
    with TraceReader(writer.path) as reader:
        (record,) = list(reader)
    event = record.entry.events[0]
    assert isinstance(event, wire.ToolCallEvent) and event.call.arguments == {"v": value}


@pytest.mark.parametrize("name", ["index", "prev_digest", "run_id"])
def test_the_writer_fills_index_prev_digest_and_run_id_itself(writer: TraceWriter, name: str) -> None:
    with pytest.raises(TraceStateError, match=name):
        writer.append(sample_entry_fields(0) | {name: "x"})


@pytest.mark.parametrize(
    ("field", "value"),
    [("termination_reason", "completed"), ("stop_reason", "completed"), ("entry_count", 1)],
)
def test_a_header_with_end_fields_is_refused(tmp_path: Path, field: str, value: object) -> None:
    with pytest.raises(TraceStateError, match=f"header.{field} is written by close"):
        TraceWriter(tmp_path / "t.jsonl", sample_header(**{field: value}))
    assert not (tmp_path / "t.jsonl").exists()


def test_a_header_the_reader_would_refuse_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TraceFormatError) as caught:
        TraceWriter(tmp_path / "t.jsonl", sample_header(runtime_version="latest"))
    assert (caught.value.line, caught.value.field) == (1, "runtime_version")
    with pytest.raises(UnsupportedSchemaError):
        TraceWriter(tmp_path / "t.jsonl", sample_header(contract_version="2.0"))
    assert list(tmp_path.iterdir()) == []


def test_the_file_is_created_exclusively(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    path.write_bytes(b"precious")
    with pytest.raises(TraceIOError, match="exists"):
        TraceWriter(path, sample_header())
    assert path.read_bytes() == b"precious"
    assert list(tmp_path.iterdir()) == [path]


def test_a_missing_directory_is_an_io_error(tmp_path: Path) -> None:
    with pytest.raises(TraceIOError):
        TraceWriter(tmp_path / "absent" / "trace.jsonl", sample_header())


def test_an_unknown_fsync_policy_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TraceStateError, match="fsync"):
        TraceWriter(tmp_path / "t.jsonl", sample_header(), fsync="sometimes")


@pytest.mark.parametrize(
    ("policy", "expected"), [(FsyncPolicy.ALWAYS, 1 + 3 + 1), (FsyncPolicy.END, 1), (FsyncPolicy.NONE, 0)]
)
def test_fsync_policy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, policy: FsyncPolicy, expected: int
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def counting_fsync(fd: int) -> None:
        if os.path.isfile(f"/proc/self/fd/{fd}") or not os.path.exists("/proc/self/fd"):
            synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", counting_fsync)
    writer = TraceWriter(tmp_path / "t.jsonl", sample_header(), fsync=policy, clock=fixed_clock())
    for position in range(3):
        writer.append(sample_entry_fields(position))
    writer.close(TerminationReason.COMPLETED)
    assert len(synced) == expected


# ------------------------------------------------------------------------------------------------ close


def test_nothing_is_written_after_close(writer: TraceWriter) -> None:
    writer.append(sample_entry_fields(0))
    writer.close(TerminationReason.COMPLETED)
    with pytest.raises(TraceStateError):
        writer.append(sample_entry_fields(1))
    with pytest.raises(TraceStateError):
        writer.close(TerminationReason.COMPLETED)


def test_a_trace_cannot_be_closed_without_an_entry(writer: TraceWriter) -> None:
    with pytest.raises(TraceStateError, match="at least one entry"):
        writer.close(TerminationReason.COMPLETED)
    assert not writer.closed


def test_invalid_end_arguments_are_refused_and_the_writer_stays_open(writer: TraceWriter) -> None:
    writer.append(sample_entry_fields(0))
    with pytest.raises(TraceFormatError) as caught:
        writer.close(TerminationReason.COMPLETED, convergence_hash="not a digest")
    assert (caught.value.line, caught.value.field) == (3, "convergence_hash")
    assert not writer.closed
    writer.close(TerminationReason.COMPLETED)


def test_the_clock_is_used_only_for_the_end_record(tmp_path: Path) -> None:
    calls: list[int] = []

    def clock() -> str:
        calls.append(1)
        return "2030-01-01T00:00:00Z"

    writer = TraceWriter(tmp_path / "t.jsonl", sample_header(), clock=clock)
    writer.append(sample_entry_fields(0))
    assert calls == []
    assert writer.close(TerminationReason.COMPLETED).completed_at == "2030-01-01T00:00:00Z"


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (RuntimeError("boom"), TerminationReason.FATAL_FAILURE),
        (KeyboardInterrupt(), TerminationReason.USER_INTERRUPTION),
        (asyncio.CancelledError(), TerminationReason.USER_INTERRUPTION),
    ],
)
def test_a_failing_block_closes_the_trace_and_re_raises(
    tmp_path: Path, error: BaseException, reason: TerminationReason
) -> None:
    path = tmp_path / "t.jsonl"
    with pytest.raises(type(error)):
        with TraceWriter(path, sample_header(), clock=fixed_clock()) as writer:
            writer.append(sample_entry_fields(0))
            raise error
    trace = read_trace(path)
    assert trace.status == "complete"
    assert trace.end is not None and trace.end.termination_reason is reason
    assert trace.end.stop_reason == StopReason(reason.value)


def test_a_block_failing_before_any_entry_leaves_an_incomplete_trace_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    with pytest.raises(RuntimeError) as caught:
        with TraceWriter(path, sample_header()):
            raise RuntimeError("boom")
    assert any("without an end record" in note for note in caught.value.__notes__)
    with TraceReader(path) as reader:
        assert list(reader) == []
        assert reader.status == "incomplete"


def test_a_block_that_ends_without_close_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(TraceStateError, match="close"):
        with TraceWriter(tmp_path / "t.jsonl", sample_header()) as writer:
            writer.append(sample_entry_fields(0))
    assert read_trace(tmp_path / "t.jsonl").status == "incomplete"


def test_a_block_that_closes_explicitly_is_left_alone(tmp_path: Path) -> None:
    with TraceWriter(tmp_path / "t.jsonl", sample_header()) as writer:
        writer.append(sample_entry_fields(0))
        writer.close(TerminationReason.VERIFICATION_VETO, stop_reason=StopReason.VERIFICATION_VETO)
    assert read_trace(tmp_path / "t.jsonl").header.termination_reason is TerminationReason.VERIFICATION_VETO


def test_the_written_contract_version_is_the_current_one(tmp_path: Path) -> None:
    path = write_sample(tmp_path / "t.jsonl", entries=1)
    assert json.loads(lines_of(path)[0])["contract_version"] == CONTRACT_VERSION


# ------------------------------------------------------------------------------------------ crash safety

CHILD = """
import sys
from canon_trace.testing import sample_entry_fields, fixed_clock, sample_header
from canon_trace import TraceWriter
writer = TraceWriter(sys.argv[1], sample_header(), clock=fixed_clock(), fsync=sys.argv[2])
print("ready", flush=True)
position = 0
while True:
    writer.append(sample_entry_fields(position))
    position += 1
"""


@pytest.mark.parametrize(("delay", "policy"), [(0.05, "end"), (0.2, "end"), (0.1, "none"), (0.1, "always")])
def test_a_killed_writer_leaves_a_readable_prefix(tmp_path: Path, delay: float, policy: str) -> None:
    """Whatever the fsync policy, a killed process leaves whole lines, at most one partial one."""
    path = tmp_path / "trace.jsonl"
    argv = [sys.executable, "-c", CHILD, str(path), policy]
    with subprocess.Popen(argv, stdout=subprocess.PIPE) as child:
        assert child.stdout is not None and child.stdout.readline() == b"ready\n"
        time.sleep(delay)
        child.kill()
    with TraceReader(path) as reader:
        entries = list(reader)
    assert reader.status == "incomplete" and reader.chain_breaks == []
    assert [record.entry.index for record in entries] == list(range(len(entries)))


def test_the_trace_appears_with_its_header_and_nothing_else_is_left(tmp_path: Path) -> None:
    writer = TraceWriter(tmp_path / "trace.jsonl", sample_header())
    assert list(tmp_path.iterdir()) == [writer.path]
    assert writer.path.read_bytes().count(b"\n") == 1


def interrupting_write(monkeypatch: pytest.MonkeyPatch, *, whole: bool) -> None:
    """Make the next entry write raise KeyboardInterrupt after writing all (or half) of its line."""
    import canon_trace._writer as writer_module

    real = writer_module._write_all
    calls = {"count": 0}

    def write_all(fd: int, data: bytes) -> None:
        calls["count"] += 1
        if calls["count"] == 1:
            real(fd, data if whole else data[: len(data) // 2])
            raise KeyboardInterrupt
        real(fd, data)

    monkeypatch.setattr(writer_module, "_write_all", write_all)


def test_an_interruption_right_after_a_line_is_written_keeps_the_chain_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.jsonl"
    with pytest.raises(KeyboardInterrupt):
        with TraceWriter(path, sample_header(), clock=fixed_clock()) as writer:
            writer.append(sample_entry_fields(0))
            interrupting_write(monkeypatch, whole=True)
            writer.append(sample_entry_fields(1))
    trace = read_trace(path)
    assert trace.status == "complete" and trace.chain_breaks == ()
    assert len(trace.entries) == 2 and trace.end is not None and trace.end.entry_count == 2


def test_an_interruption_in_the_middle_of_a_line_leaves_no_end_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.jsonl"
    with pytest.raises(KeyboardInterrupt) as caught:
        with TraceWriter(path, sample_header(), clock=fixed_clock()) as writer:
            writer.append(sample_entry_fields(0))
            interrupting_write(monkeypatch, whole=False)
            writer.append(sample_entry_fields(1))
    assert any("cut short" in note for note in caught.value.__notes__)
    trace = read_trace(path)
    assert trace.status == "incomplete" and len(trace.entries) == 1
    assert trace.incomplete_reason == "line 3 is truncated: the file ends without a newline"
