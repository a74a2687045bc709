"""A recorded run as OpenTelemetry spans: OTLP/JSON to a file, or OTLP over HTTP to a collector.

The spans are built from the trace alone (with the OpenTelemetry SDK's span type and the OTLP exporter's
encoder, behind the ``canon[otel]`` extra):

    run <spec>                                the whole run (canon.run.id, canon.run.fingerprint, status)
    └── phase <PHASE>                         one per phase, as the entries group
        └── invoke_agent <role>               one per trace entry (canon.entry.index, canon.entry.digest)
            ├── chat <model>                  one per model request and its response (GenAI attributes)
            └── execute_tool <tool>           one per tool call and its result

Span times come from the trace: a phase spans its entries, an entry is timed by its own ``started_at`` and
``completed_at``, and a model or tool call carries the times of the entry it happened in (the trace times
entries, not the events inside them). Trace and span ids are digests of the run id and the span's place in
the tree, so exporting the same run twice gives the same bytes. Attribute names follow the OpenTelemetry
GenAI semantic conventions (``gen_ai.*``) where one fits, and ``canon.*`` otherwise.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan

    from canon_contracts import TraceEntry
    from canon_trace import Trace

__all__ = ["EXTRA", "SpanPlan", "otlp_json", "run_spans", "send_otlp"]

#: The extra that installs what this module needs.
EXTRA = "canon[otel]"
_SCOPE = "canon"
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _require() -> None:
    try:
        import opentelemetry.exporter.otlp.proto.common
        import opentelemetry.sdk.trace  # noqa: F401
    except ImportError as exc:
        raise ImportError(
            f"OpenTelemetry export needs the {EXTRA} extra: pip install '{EXTRA}' "
            "(or opentelemetry-sdk and opentelemetry-exporter-otlp-proto-http)"
        ) from exc


def _nanos(stamp: str) -> int | None:
    """``stamp`` (ISO 8601) as Unix nanoseconds, exactly (no float rounding), or ``None`` if unreadable."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000_000 + delta.microseconds * 1_000


def _id(run_id: str, *path: object, size: int) -> int:
    """A non-zero id of ``size`` bytes derived from the run id and a span's place in the tree."""
    material = json.dumps([run_id, *path], ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    value = int.from_bytes(hashlib.sha256(material).digest()[:size], "big")
    return value or 1


@dataclass(frozen=True)
class SpanPlan:
    """One span to emit: its place in the tree, name, times, attributes and whether it failed."""

    path: tuple[object, ...]
    parent: tuple[object, ...] | None
    name: str
    start: int
    end: int
    attributes: dict[str, Any]
    error: str | None = None


def _model_attributes(trace: Trace, request: Any, response: Any) -> dict[str, Any]:
    attributes: dict[str, Any] = {"gen_ai.operation.name": "chat"}
    model = trace.header.model
    if model is not None:
        attributes["gen_ai.provider.name"] = model.provider
        attributes["gen_ai.system"] = model.provider
        attributes["gen_ai.request.model"] = model.model
        attributes["gen_ai.request.temperature"] = float(model.temperature)
        if model.max_tokens is not None:
            attributes["gen_ai.request.max_tokens"] = model.max_tokens
    agent = request.get("agent") if isinstance(request, dict) else None
    if isinstance(agent, dict) and isinstance(agent.get("key"), str):
        attributes["gen_ai.agent.name"] = agent["key"]
    if isinstance(response, dict):
        usage = response.get("usage")
        if isinstance(usage, dict):
            for key in ("input_tokens", "output_tokens"):
                if isinstance(usage.get(key), int) and not isinstance(usage.get(key), bool):
                    attributes[f"gen_ai.usage.{key}"] = usage[key]
        if isinstance(response.get("kind"), str):
            attributes["canon.response.kind"] = response["kind"]
    return attributes


def _entry_digests(trace: Trace) -> list[str | None]:
    """Each entry's line digest, as the next record of the hash chain names it.

    The last entry of a trace without its end record has ``None``: nothing names its digest.
    """
    following: list[str | None] = [entry.prev_digest for entry in trace.entries[1:]]
    following.append(trace.end.prev_digest if trace.end is not None else None)
    return list(following)


def _entry_spans(
    trace: Trace, entry: TraceEntry, phase_path: tuple[object, ...], digest: str | None
) -> list[SpanPlan]:
    from canon_contracts import ModelRequestEvent, ModelResponseEvent, ToolCallEvent, ToolResultEvent

    start = _nanos(entry.started_at) or 0
    end = max(_nanos(entry.completed_at) or start, start)
    path = (*phase_path, "entry", entry.index)
    attributes: dict[str, Any] = {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": entry.role.value,
        "canon.entry.index": entry.index,
        "canon.entry.phase": entry.phase.value,
        "canon.entry.iteration": entry.iteration,
        "canon.entry.status": entry.status.value,
    }
    if digest is not None:
        attributes["canon.entry.digest"] = digest
    if entry.node_id is not None:
        attributes["canon.node.id"] = entry.node_id
    if entry.output is not None:
        attributes["canon.decision"] = entry.output.decision.value
        attributes["canon.confidence"] = float(entry.output.confidence)
    error = entry.error.message if entry.error is not None else None
    name = f"invoke_agent {entry.role.value}" + (f" {entry.node_id}" if entry.node_id else "")
    spans = [SpanPlan(path, phase_path, name, start, end, attributes, error)]
    requests: dict[str, Any] = {}
    calls: dict[str, Any] = {}
    for position, event in enumerate(entry.events):
        if isinstance(event, ModelRequestEvent):
            requests[event.request_digest] = event.request
        elif isinstance(event, ModelResponseEvent):
            attrs = _model_attributes(trace, requests.pop(event.request_digest, None), event.response)
            attrs["canon.request_digest"] = event.request_digest
            attrs["canon.event.index"] = position
            model = attrs.get("gen_ai.request.model", "model")
            spans.append(SpanPlan((*path, "event", position), path, f"chat {model}", start, end, attrs))
        elif isinstance(event, ToolCallEvent):
            calls[event.call.call_id] = event.call
        elif isinstance(event, ToolResultEvent):
            result = event.result
            attrs = {
                "gen_ai.operation.name": "execute_tool",
                "gen_ai.tool.name": result.tool,
                "gen_ai.tool.call.id": result.call_id,
                "canon.tool.status": result.status.value,
                "canon.event.index": position,
            }
            call = calls.pop(result.call_id, None)
            if call is not None:
                attrs["gen_ai.tool.call.arguments"] = json.dumps(
                    call.arguments, ensure_ascii=False, sort_keys=True, separators=(",", ":")
                )
            failed = result.error or (None if result.status.value == "success" else result.status.value)
            spans.append(
                SpanPlan(
                    (*path, "event", position), path, f"execute_tool {result.tool}", start, end, attrs, failed
                )
            )
    for digest_key in requests:  # a request never answered: the entry ended before the model did
        attrs = _model_attributes(trace, requests[digest_key], None)
        attrs["canon.request_digest"] = digest_key
        model = attrs.get("gen_ai.request.model", "model")
        spans.append(
            SpanPlan((*path, "request", digest_key), path, f"chat {model}", start, end, attrs, "unanswered")
        )
    for call_id, call in calls.items():  # a tool call without its result
        attrs = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": call.tool,
            "gen_ai.tool.call.id": call_id,
        }
        spans.append(
            SpanPlan(
                (*path, "call", call_id), path, f"execute_tool {call.tool}", start, end, attrs, "no result"
            )
        )
    return spans


def plan_spans(trace: Trace, *, spec: str | None = None, fingerprint: str | None = None) -> list[SpanPlan]:
    """Every span of the run, parents before children, in trace order."""
    header = trace.header
    entries = list(trace.entries)
    digests = _entry_digests(trace)
    groups: list[list[int]] = []
    for number, entry in enumerate(entries):
        if groups and entries[groups[-1][0]].phase == entry.phase:
            groups[-1].append(number)
        else:
            groups.append([number])
    children: list[SpanPlan] = []
    for position, group in enumerate(groups):
        phase = entries[group[0]].phase.value
        path: tuple[object, ...] = ("run", "phase", position)
        inner = [span for n in group for span in _entry_spans(trace, entries[n], path, digests[n])]
        start = min(span.start for span in inner)
        end = max(span.end for span in inner)
        failed = [e for n in group if (e := entries[n]).status.value != "success"]
        phase_attributes = {"canon.phase": phase, "canon.phase.entries": len(group)}
        error = f"{len(failed)} failed entr{'y' if len(failed) == 1 else 'ies'}" if failed else None
        children.append(SpanPlan(path, ("run",), f"phase {phase}", start, end, phase_attributes, error))
        children.extend(inner)
    created = _nanos(header.created_at) or 0
    start = min([created, *(span.start for span in children)])
    end = max([_nanos(header.completed_at or "") or 0, *(span.end for span in children), start])
    attributes = {
        "gen_ai.operation.name": "invoke_workflow",
        "canon.run.id": header.run_id,
        "canon.run.fingerprint": fingerprint or header.fingerprint.value,
        "canon.trace.entries": len(entries),
        "canon.trace.schema_version": header.schema_version,
        "canon.runtime.version": header.runtime_version,
    }
    if trace.end is not None:
        attributes["canon.run.termination_reason"] = trace.end.termination_reason.value
        if trace.end.stop_reason is not None:
            attributes["canon.run.stop_reason"] = trace.end.stop_reason.value
    else:
        attributes["canon.run.incomplete"] = True
    if header.model is not None:
        attributes["gen_ai.request.model"] = header.model.model
        attributes["gen_ai.provider.name"] = header.model.provider
    name = f"run {spec}" if spec else f"run {header.run_id}"
    aborted = entries[-1].phase.value == "ABORTED" if entries else False
    root = SpanPlan(("run",), None, name, start, end, attributes, "run aborted" if aborted else None)
    return [root, *children]


def run_spans(trace: Trace, *, spec: str | None = None, fingerprint: str | None = None) -> list[ReadableSpan]:
    """The run's spans as OpenTelemetry SDK spans, with deterministic trace and span ids."""
    _require()
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import ReadableSpan
    from opentelemetry.sdk.util.instrumentation import InstrumentationScope
    from opentelemetry.trace import SpanContext, SpanKind, Status, StatusCode, TraceFlags

    from ._version import __version__

    run_id = trace.header.run_id
    trace_id = _id(run_id, "trace", size=16)
    # Resource() rather than Resource.create(): no detectors, so no random instance id and nothing read from
    # the environment ends up in the export.
    resource = Resource(
        {
            "service.name": "canon",
            "service.version": trace.header.runtime_version,
            "service.instance.id": run_id,
            "canon.run.id": run_id,
        }
    )
    scope = InstrumentationScope(_SCOPE, __version__)

    def context(path: tuple[object, ...]) -> SpanContext:
        return SpanContext(trace_id, _id(run_id, *path, size=8), is_remote=False, trace_flags=TraceFlags(1))

    spans = []
    for plan in plan_spans(trace, spec=spec, fingerprint=fingerprint):
        status = Status(StatusCode.ERROR, plan.error) if plan.error else Status(StatusCode.OK)
        spans.append(
            ReadableSpan(
                name=plan.name,
                context=context(plan.path),
                parent=context(plan.parent) if plan.parent is not None else None,
                resource=resource,
                attributes=plan.attributes,
                kind=SpanKind.CLIENT if plan.name.startswith("chat ") else SpanKind.INTERNAL,
                status=status,
                start_time=plan.start,
                end_time=plan.end,
                instrumentation_scope=scope,
            )
        )
    return spans


def _hex_ids(value: Any) -> Any:
    """Protobuf's JSON mapping writes bytes as base64; OTLP/JSON wants trace and span ids as hex."""
    import base64

    if isinstance(value, list):
        return [_hex_ids(item) for item in value]
    if not isinstance(value, dict):
        return value
    fixed = {}
    for key, item in value.items():
        if key in ("traceId", "spanId", "parentSpanId") and isinstance(item, str):
            fixed[key] = base64.b64decode(item).hex()
        else:
            fixed[key] = _hex_ids(item)
    return fixed


def otlp_json(spans: Sequence[ReadableSpan]) -> bytes:
    """``spans`` as one OTLP/JSON ``ExportTraceServiceRequest`` document (keys in a fixed order)."""
    _require()
    from google.protobuf.json_format import MessageToDict  # type: ignore[import-untyped]
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    message = MessageToDict(encode_spans(spans), use_integers_for_enums=True)
    text = json.dumps(_hex_ids(message), indent=2, ensure_ascii=False, sort_keys=True)
    return (text + "\n").encode("utf-8")


class _Collected(logging.Handler):
    """Keeps the exporter's log messages, which say why an export failed, instead of printing them."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.WARNING:
            self.messages.append(record.getMessage())


def send_otlp(spans: Sequence[ReadableSpan], endpoint: str, *, timeout: float) -> str | None:
    """Send ``spans`` to ``endpoint`` (OTLP over HTTP, protobuf).

    Returns ``None`` when the receiver accepted them, else why not (in the exporter's own words).
    """
    _require()
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.trace.export import SpanExportResult
    except ImportError as exc:
        raise ImportError(f"--endpoint needs the {EXTRA} extra: pip install '{EXTRA}'") from exc

    logger = logging.getLogger("opentelemetry.exporter.otlp.proto.http")
    collected = _Collected()
    logger.addHandler(collected)
    propagate, logger.propagate = logger.propagate, False
    exporter = OTLPSpanExporter(endpoint=endpoint, timeout=timeout)
    try:
        if exporter.export(spans) is SpanExportResult.SUCCESS:
            return None
        return collected.messages[-1] if collected.messages else "the export failed"
    finally:
        exporter.shutdown()  # type: ignore[no-untyped-call]
        logger.removeHandler(collected)
        logger.propagate = propagate
