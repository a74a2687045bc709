"""Checks of a trace's two ends: what its header declares, and how its end record closes the run."""

from __future__ import annotations

import dataclasses

import msgspec

from canon_contracts import (
    CallStatus,
    Phase,
    Replayability,
    RunFingerprint,
    StopReason,
    TerminationReason,
    digest,
)
from canon_trace import wire

from ._checks import FindingLog, Where, first_problem
from ._pipeline import DONE_TERMINATIONS, Pipeline

__all__ = [
    "LastEntry",
    "aborted_termination",
    "check_convergence_link",
    "check_header",
    "check_model_claims",
    "check_termination",
]

_BOUNDED = frozenset({StopReason.MAX_ITERATIONS, StopReason.BUDGET_EXHAUSTED})
_DONE_STOPS = frozenset(
    {StopReason.COMPLETED, StopReason.CONVERGED, StopReason.INSUFFICIENT_EVIDENCE} | _BOUNDED
)


def aborted_termination(stop: StopReason) -> TerminationReason:
    """The termination reason a run that aborted for ``stop`` must record."""
    if stop is StopReason.USER_INTERRUPTION:
        return TerminationReason.USER_INTERRUPTION
    if stop is StopReason.VERIFICATION_VETO:
        return TerminationReason.VERIFICATION_VETO
    if stop in _BOUNDED:
        return TerminationReason.BOUNDED_EXHAUSTION
    return TerminationReason.FATAL_FAILURE


@dataclasses.dataclass(slots=True)
class LastEntry:
    """What the checks remember of the latest entry."""

    position: int
    line: int | None
    phase: Phase
    status: CallStatus
    stop_reason: StopReason | None
    termination_reason: TerminationReason | None
    has_failure: bool


def check_header(log: FindingLog, header: wire.Header, pipeline: Pipeline) -> None:
    """Judge the header once, before any entry: pipeline coherence, model metadata, the fingerprint."""
    _check_pipeline(log, header, pipeline)
    _check_model(log, header)
    _check_fingerprint(log, header)


def _check_pipeline(log: FindingLog, header: wire.Header, pipeline: Pipeline) -> None:
    shape = header.fingerprint.pipeline
    field = "fingerprint.pipeline"
    if len(set(shape.phases)) != len(shape.phases):
        log.add("lifecycle.pipeline", "the pipeline declares a phase more than once", field=field)
    order = pipeline.order
    for source, target in sorted(pipeline.transitions, key=lambda t: (order.get(t[0], 99), t[1])):
        pair = f"{source.value} -> {target.value}"
        if source not in order or target not in order:
            log.add("lifecycle.pipeline", f"transition {pair} names an undeclared phase", field=field)
        elif source in pipeline.terminal:
            log.add(
                "lifecycle.pipeline", f"terminal phase {source.value} has a transition ({pair})", field=field
            )
        elif order[target] <= order[source]:
            log.add("lifecycle.pipeline", f"transition {pair} does not go forward", field=field)
    missing = [p.value for p in (Phase.DONE, Phase.ABORTED) if p not in pipeline.terminal]
    if missing:
        log.add(
            "lifecycle.pipeline",
            f"the pipeline does not declare {' and '.join(missing)} terminal",
            expected=["DONE", "ABORTED"],
            observed=sorted(p.value for p in pipeline.terminal),
            field=field,
        )
    for phase in sorted(pipeline.skips, key=lambda p: order.get(p, 99)):
        if phase in pipeline.terminal or phase not in order:
            log.add(
                "lifecycle.pipeline", f"a skip reason names {phase.value}, not an active phase", field=field
            )


def _check_model(log: FindingLog, header: wire.Header) -> None:
    model = header.model
    check_model_claims(log, header.runtime_version, header.replayability, model)
    if header.replayability is not Replayability.REPLAYABLE or model is None:
        return
    if model.max_tokens is None:
        log.add(
            "lifecycle.replay_metadata",
            "the trace is marked replayable but its model metadata has no token limit",
            field="model.max_tokens",
        )


def check_model_claims(
    log: FindingLog, runtime_version: str, replayability: Replayability, model: wire.ModelMetadata | None
) -> None:
    """``lifecycle.header`` and ``lifecycle.temperature``: what the header says of its runtime and model.

    They need nothing but those three members, so a header that forms no record is judged by them too.
    """
    if not runtime_version.strip():
        log.add("lifecycle.header", "the header names no runtime version", field="runtime_version")
    if model is None:
        log.add("lifecycle.header", "the header carries no model metadata", field="model")
    elif replayability is Replayability.REPLAYABLE and model.temperature != 0:
        log.add(
            "lifecycle.temperature",
            "the trace is marked replayable but its model temperature is not 0",
            field="model.temperature",
            expected=0,
            observed=model.temperature,
        )


def _check_fingerprint(log: FindingLog, header: wire.Header) -> None:
    try:
        fingerprint = RunFingerprint.model_validate(msgspec.to_builtins(header.fingerprint))
    except ValueError as exc:  # pydantic's ValidationError, PortabilityError
        log.add("lifecycle.fingerprint", f"the fingerprint is not valid: {first_problem(exc)}")
        return
    pairs = (
        ("fingerprint.value", fingerprint.expected_value(), fingerprint.value, "does not recompute"),
        ("fingerprint.config_hash", header.config_hash, fingerprint.config_hash, "binds another config"),
        (
            "fingerprint.contract_version",
            header.contract_version,
            fingerprint.contract_version,
            "binds another contract version",
        ),
        (
            "pipeline_hash",
            digest(fingerprint.pipeline),
            header.pipeline_hash,
            "is not the pipeline's digest",
        ),
    )
    for field, expected, observed, problem in pairs:
        if expected != observed:
            log.add(
                "lifecycle.fingerprint",
                f"{field} {problem}",
                field=field,
                expected=expected,
                observed=observed,
            )


def check_termination(
    log: FindingLog, end: wire.End, end_line: int | None, final: Phase, last: LastEntry | None
) -> None:
    """Judge the stop and termination reasons against the final state and against each other."""
    term = end.termination_reason
    stop = end.stop_reason or (None if last is None else last.stop_reason)
    at = Where(None, end_line)
    if final is Phase.DONE and term not in DONE_TERMINATIONS:
        log.add(
            "lifecycle.termination",
            f"a run that reached DONE ends with {term.value}",
            field="termination_reason",
            expected=sorted(reason.value for reason in DONE_TERMINATIONS),
            observed=term.value,
            at=at,
        )
    if final is Phase.DONE and stop is not None:
        expected = TerminationReason.BOUNDED_EXHAUSTION if stop in _BOUNDED else TerminationReason.COMPLETED
        if stop not in _DONE_STOPS:
            message = f"a run that reached DONE stops for {stop.value}"
            log.add("lifecycle.termination", message, field="stop_reason", observed=stop.value, at=at)
        elif term in DONE_TERMINATIONS and term is not expected and stop in _BOUNDED:
            log.add(
                "lifecycle.termination",
                f"stop reason {stop.value} needs termination {expected.value}",
                field="termination_reason",
                expected=expected.value,
                observed=term.value,
                at=at,
            )
    if final is Phase.ABORTED:
        if term is TerminationReason.COMPLETED:
            message = "an aborted run ends as completed"
            log.add("lifecycle.termination", message, field="termination_reason", observed=term.value, at=at)
        elif stop is not None and term is not aborted_termination(stop):
            log.add(
                "lifecycle.termination",
                f"a run aborted for {stop.value} must end with {aborted_termination(stop).value}",
                field="termination_reason",
                expected=aborted_termination(stop).value,
                observed=term.value,
                at=at,
            )
    if last is None:
        return
    at_last = Where(last.position, last.line)
    if last.termination_reason is not None and last.termination_reason is not term:
        log.add(
            "lifecycle.termination",
            "the last entry's termination reason differs from the end record's",
            field="termination_reason",
            expected=term.value,
            observed=last.termination_reason.value,
            at=at_last,
        )
    if (
        last.stop_reason is not None
        and end.stop_reason is not None
        and last.stop_reason is not end.stop_reason
    ):
        log.add(
            "lifecycle.termination",
            "the last entry's stop reason differs from the end record's",
            field="stop_reason",
            expected=end.stop_reason.value,
            observed=last.stop_reason.value,
            at=at_last,
        )


def check_convergence_link(
    log: FindingLog,
    end: wire.End,
    end_line: int | None,
    record: wire.ConvergenceRecord | None,
    entry_hash: str | None,
) -> None:
    """Judge whether the end record names the last convergence decision the trace records.

    The evidence is the last ``convergence_decision`` event; a trace without events (schema version 1)
    records decisions only as entries' convergence hashes, so the last of those stands in for it.
    """
    at = Where(None, end_line)
    recorded = record.convergence_hash if record is not None else entry_hash
    if recorded is None:
        if end.convergence_hash is not None:
            log.add(
                "lifecycle.convergence_link",
                "the end record names a convergence hash but the trace records no convergence decision",
                at=at,
                field="convergence_hash",
                observed=end.convergence_hash,
            )
        return
    if end.convergence_hash != recorded:
        log.add(
            "lifecycle.convergence_link",
            "the end record's convergence hash is not the last recorded decision's",
            at=at,
            field="convergence_hash",
            expected=recorded,
            observed=end.convergence_hash,
        )
    if record is not None and end.convergence_reason is not record.reason:
        log.add(
            "lifecycle.convergence_link",
            "the end record's convergence reason is not the last recorded decision's",
            at=at,
            field="convergence_reason",
            expected=record.reason.value,
            observed=None if end.convergence_reason is None else end.convergence_reason.value,
        )
