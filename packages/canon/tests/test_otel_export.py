"""``canon export otel``: OTLP/JSON to a file and OTLP over HTTP to a receiver the test runs on 127.0.0.1."""

from __future__ import annotations

import json
import os
import shutil
import stat
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from canon._cli import main

# ``lake_runs`` is the session fixture of conftest.py: an answer with its citation and an abstention.
pytest.importorskip("opentelemetry.sdk.trace", reason="needs the canon[otel] extra")
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)


class Receiver(ThreadingHTTPServer):
    """An OTLP/HTTP receiver: decodes each protobuf request and answers with ``status``."""

    def __init__(self, status: int = 200) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.status = status
        self.requests: list[ExportTraceServiceRequest] = []
        self.paths: list[str] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1/traces"


class _Handler(BaseHTTPRequestHandler):
    server: Receiver

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        assert self.headers["Content-Type"] == "application/x-protobuf"
        request = ExportTraceServiceRequest()
        request.ParseFromString(body)
        self.server.requests.append(request)
        self.server.paths.append(self.path)
        reply = ExportTraceServiceResponse().SerializeToString() if self.server.status == 200 else b"refused"
        self.send_response(self.server.status)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the test reads what was received, not the log."""


@pytest.fixture
def receiver(request: pytest.FixtureRequest) -> Iterator[Receiver]:
    server = Receiver(getattr(request, "param", 200))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def _spans(document: dict[str, Any]) -> list[dict[str, Any]]:
    (resource,) = document["resourceSpans"]
    (scope,) = resource["scopeSpans"]
    return list(scope["spans"])


def _attributes(span: dict[str, Any]) -> dict[str, Any]:
    return {item["key"]: next(iter(item["value"].values())) for item in span["attributes"]}


def _with_usage(run: Path, tmp_path: Path) -> Path:
    """A copy of ``run`` whose model responses report token usage (as a provider's would)."""
    copy = tmp_path / run.name
    shutil.copytree(run, copy)
    lines = []
    for line in (copy / "trace.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        for event in record.get("events", []):
            if event["kind"] == "model_response":
                event["response"]["usage"] = {"input_tokens": 120, "output_tokens": 30}
        lines.append(json.dumps(record, separators=(",", ":")))
    (copy / "trace.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return copy


def test_the_json_export_has_a_span_tree_with_genai_attributes(lake_runs: Any, tmp_path: Path) -> None:
    run = _with_usage(lake_runs.answered, tmp_path)
    output = tmp_path / "spans.json"
    assert main(["export", "otel", str(run), "--output", str(output)]) == 0
    spans = _spans(json.loads(output.read_bytes()))
    trace_ids = {span["traceId"] for span in spans}
    assert len(trace_ids) == 1 and len(next(iter(trace_ids))) == 32
    ids = {span["spanId"] for span in spans}
    assert len(ids) == len(spans) and all(len(i) == 16 for i in ids)
    (root,) = [span for span in spans if "parentSpanId" not in span]
    assert all(span["parentSpanId"] in ids for span in spans if span is not root)
    assert root["name"] == "run hull-length"
    root_attributes = _attributes(root)
    assert root_attributes["canon.run.id"] == lake_runs.answered.name
    assert root_attributes["canon.run.fingerprint"].startswith("sha256:")
    phases = [span["name"] for span in spans if span.get("parentSpanId") == root["spanId"]]
    assert phases == [
        "phase INIT",
        "phase PLAN",
        "phase EXECUTE",
        "phase JUDGE",
        "phase VERIFY",
        "phase FINALIZE",
    ]
    trace_lines = (run / "trace.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in trace_lines if '"record":"entry"' in line]
    agents = [_attributes(span) for span in spans if span["name"].startswith("invoke_agent ")]
    assert [int(a["canon.entry.index"]) for a in agents] == [entry["index"] for entry in entries]
    assert [a["canon.entry.digest"] for a in agents[:-1]] == [entry["prev_digest"] for entry in entries[1:]]
    chats = [_attributes(span) for span in spans if span["name"].startswith("chat ")]
    responses = sum(1 for entry in entries for event in entry["events"] if event["kind"] == "model_response")
    assert len(chats) == responses > 0
    for chat in chats:
        assert chat["gen_ai.operation.name"] == "chat"
        assert chat["gen_ai.request.model"] == "canon-embedded-reasoner-1"
        assert int(chat["gen_ai.usage.input_tokens"]) == 120 and int(chat["gen_ai.usage.output_tokens"]) == 30
    tools = [_attributes(span) for span in spans if span["name"].startswith("execute_tool ")]
    assert tools and {t["gen_ai.tool.name"] for t in tools} >= {"corpus_search"}
    assert all(t["gen_ai.operation.name"] == "execute_tool" for t in tools)
    first = entries[0]
    (init,) = [span for span in spans if span["name"] == "invoke_agent orchestrator"]
    assert init["startTimeUnixNano"].startswith("1") and int(init["endTimeUnixNano"]) >= int(
        init["startTimeUnixNano"]
    )
    assert first["started_at"].startswith("20")  # times come from the trace, not the clock of the export


def test_the_same_run_exports_the_same_bytes(lake_runs: Any, tmp_path: Path) -> None:
    for name in ("one.json", "two.json"):
        assert main(["export", "otel", str(lake_runs.abstained), "-o", str(tmp_path / name)]) == 0
    assert (tmp_path / "one.json").read_bytes() == (tmp_path / "two.json").read_bytes()


def test_spans_are_never_written_inside_the_run(lake_runs: Any, tmp_path: Path, capsys: Any) -> None:
    run = tmp_path / "run"
    shutil.copytree(lake_runs.answered, run)
    (tmp_path / "via").symlink_to(run, target_is_directory=True)
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    for target in (run / "manifest.json", tmp_path / "via" / "trace.jsonl", run / "spans.json"):
        assert main(["export", "otel", str(run), "-o", str(target)]) == 64
        assert "inside" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before


def test_spans_are_never_written_into_another_run(lake_runs: Any, tmp_path: Path, capsys: Any) -> None:
    other = tmp_path / "other"
    shutil.copytree(lake_runs.abstained, other)
    before = {p: p.read_bytes() for p in other.rglob("*") if p.is_file()}
    assert main(["export", "otel", str(lake_runs.answered), "-o", str(other / "spans.json")]) == 64
    assert "inside the run directory" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in other.rglob("*") if p.is_file()} == before


def test_a_fifo_named_as_the_output_is_written_into_not_replaced(lake_runs: Any, tmp_path: Path) -> None:
    fifo = tmp_path / "spans"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert main(["export", "otel", str(lake_runs.answered), "-o", str(fifo)]) == 0
        assert os.read(reader, 1 << 16).startswith(b"{")
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_the_receiver_gets_the_same_spans_over_http(
    lake_runs: Any, tmp_path: Path, receiver: Receiver
) -> None:
    output = tmp_path / "spans.json"
    args = ["export", "otel", str(lake_runs.answered), "-o", str(output), "--endpoint", receiver.url]
    assert main(args) == 0
    (request,) = receiver.requests
    assert receiver.paths == ["/v1/traces"]
    received = [span for rs in request.resource_spans for ss in rs.scope_spans for span in ss.spans]
    written = _spans(json.loads(output.read_bytes()))
    assert [(s.name, s.span_id.hex(), s.start_time_unix_nano) for s in received] == [
        (s["name"], s["spanId"], int(s["startTimeUnixNano"])) for s in written
    ]
    chat = next(span for span in received if span.name.startswith("chat "))
    keys = {attribute.key for attribute in chat.attributes}
    assert {"gen_ai.operation.name", "gen_ai.request.model", "canon.request_digest"} <= keys


@pytest.mark.parametrize("receiver", [400], indirect=True)
def test_a_refusing_receiver_is_exit_74_in_one_line(lake_runs: Any, receiver: Receiver, capsys: Any) -> None:
    run = str(lake_runs.answered)
    assert main(["export", "otel", run, "--endpoint", receiver.url, "--timeout", "5"]) == 74
    line, hint = capsys.readouterr().err.splitlines()
    assert (
        line.startswith("canon export otel: environment failure: the collector at ")
        and "did not accept" in line
    )
    assert "400" in line and line.count("did not accept") == 1
    assert hint == "the run is unchanged; export it again when the collector is reachable"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_under_the_output_says_only_what_failed(lake_runs: Any, capsys: Any) -> None:
    # The run was read, not written: nothing about runs left incomplete applies.
    assert main(["export", "otel", str(lake_runs.answered), "-o", "/dev/full"]) == 74
    assert capsys.readouterr().err.splitlines() == [
        "canon export otel: environment failure: the disk is full (No space left on device); "
        "cannot write the spans to /dev/full"
    ]


@pytest.mark.parametrize(
    "args",
    [[], ["--endpoint", "file:///etc/passwd"], ["--endpoint", "127.0.0.1:4318"]],
)
def test_usage_errors_exit_64(lake_runs: Any, args: list[str], capsys: Any) -> None:
    assert main(["export", "otel", str(lake_runs.answered), *args]) == 64
    assert len(capsys.readouterr().err.splitlines()) == 2


def test_without_the_extra_the_error_names_it(
    lake_runs: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    monkeypatch.setitem(sys.modules, "opentelemetry.sdk.trace", None)
    assert main(["export", "otel", str(lake_runs.answered), "-o", str(tmp_path / "x.json")]) == 74
    assert "canon[otel]" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_an_unreadable_trace_is_exit_65_in_one_line(lake_runs: Any, tmp_path: Path, capsys: Any) -> None:
    run = tmp_path / "garbled"
    shutil.copytree(lake_runs.answered, run)
    (run / "trace.jsonl").write_bytes(b"{not json\n")
    assert main(["export", "otel", str(run), "-o", str(tmp_path / "x.json")]) == 65
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("canon export otel: invalid trace: ")
    assert not (tmp_path / "x.json").exists()
