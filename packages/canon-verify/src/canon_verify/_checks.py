"""The check registry (stable check IDs, invariant IDs, default severities) and the log findings go to.

Check IDs name the validator and what is checked (``lifecycle.transition``); invariant IDs name the rule that
is broken (``INV-ORD-001``) in families: PAY payload, ORD order, ROL roles, SEM phase semantics, COV
coverage, EPI epistemic, TRM termination, RPL replay, HDR header, CNV convergence, FPR fingerprint, TOL tool
pairing, MDL model calls, PRV provenance, EVD evidence, GRD grounding, FIN finalization, CHN hash chain,
MAN manifest, RUN run completeness, SIG signatures. Both are stable: a check is never renumbered, only
retired.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, Final, NamedTuple

import msgspec
import pydantic

from canon_contracts import (
    MAX_SAFE_INTEGER,
    CheckResult,
    Finding,
    FindingLocation,
    Severity,
    canonical_bytes,
    is_portable,
)

__all__ = ["CHECKS", "MAX_FINDINGS_PER_CHECK", "CheckSpec", "FindingLog", "Where", "first_problem", "shown"]

MAX_FINDINGS_PER_CHECK: Final = 1000
"""A check keeps its first this-many findings; it still counts every one (``CheckResult.findings``)."""

_SHOWN_LIMIT = 200


@dataclasses.dataclass(frozen=True, slots=True)
class CheckSpec:
    """One check: its stable ID, the invariant it guards, its default severity and what it establishes."""

    check_id: str
    invariant_id: str
    severity: Severity
    summary: str
    run_directory: bool = False
    """Whether the check needs a run directory (it is not performed on a lone trace file)."""

    @property
    def validator(self) -> str:
        """The validator the check belongs to: payload, lifecycle, work, integrity or provenance."""
        return self.check_id.split(".", 1)[0]


_E, _W, _I = Severity.ERROR, Severity.WARNING, Severity.INFO
_SPECS = (
    CheckSpec("payload.schema_version", "INV-PAY-001", _E, "the schema version is one this verifier reads"),
    CheckSpec("payload.run_id", "INV-PAY-002", _E, "the header names a run id; every entry carries it"),
    CheckSpec("payload.entries", "INV-PAY-003", _E, "the trace holds at least one entry"),
    CheckSpec("payload.runtime", "INV-PAY-004", _E, "the contract version is one this verifier reads"),
    CheckSpec("payload.sequence", "INV-PAY-005", _E, "entries are numbered 0, 1, 2... as counted"),
    CheckSpec("payload.shape", "INV-PAY-006", _E, "every member has the shape the contract gives it"),
    CheckSpec("payload.unknown_member", "INV-PAY-007", _I, "a member not in the trace format was ignored"),
    CheckSpec("lifecycle.pipeline", "INV-ORD-002", _E, "the pipeline definition is coherent"),
    CheckSpec("lifecycle.transition", "INV-ORD-001", _E, "phases follow allowed forward transitions"),
    CheckSpec("lifecycle.role", "INV-ROL-001", _E, "roles act only where the phase admits them"),
    CheckSpec("lifecycle.finalize_decision", "INV-SEM-001", _E, "FINALIZE carries a decision"),
    CheckSpec("lifecycle.abort_record", "INV-SEM-002", _E, "an abort has a stop reason and a failure"),
    CheckSpec("lifecycle.coverage", "INV-COV-001", _E, "every phase passed has an entry or a skip reason"),
    CheckSpec("lifecycle.skips", "INV-COV-002", _I, "a phase was skipped under its declared reason"),
    CheckSpec("lifecycle.epistemic", "INV-EPI-001", _E, "a veto is never certain"),
    CheckSpec("lifecycle.termination", "INV-TRM-001", _E, "stop and termination reasons fit the end"),
    CheckSpec("lifecycle.stop_reason", "INV-TRM-002", _W, "stop reasons are ones the phase recognises"),
    CheckSpec("lifecycle.replay_fields", "INV-RPL-001", _E, "entries carry the replay-critical fields"),
    CheckSpec("lifecycle.run_binding", "INV-RPL-002", _E, "entries are bound to the header's run"),
    CheckSpec("lifecycle.temperature", "INV-RPL-003", _E, "a replayable trace has temperature 0"),
    CheckSpec("lifecycle.replay_metadata", "INV-RPL-004", _E, "a replayable trace has full model identity"),
    CheckSpec("lifecycle.header", "INV-HDR-001", _E, "the header has runtime and model metadata"),
    CheckSpec("lifecycle.convergence_link", "INV-CNV-001", _E, "the end names the last convergence decision"),
    CheckSpec("lifecycle.convergence_hash", "INV-CNV-002", _E, "every convergence hash recomputes"),
    CheckSpec("lifecycle.fingerprint", "INV-FPR-001", _E, "the run fingerprint recomputes"),
    CheckSpec("work.tool_pairing", "INV-TOL-001", _E, "tool calls and results pair one to one"),
    CheckSpec("work.model_pairing", "INV-MDL-001", _E, "model responses answer open requests of their entry"),
    CheckSpec("work.request_digest", "INV-MDL-002", _E, "request digests recompute from recorded requests"),
    CheckSpec("work.prompt_hash", "INV-MDL-003", _E, "a prompt hash is its first request's digest"),
    CheckSpec("work.evidence_identity", "INV-PRV-002", _E, "an evidence id names one content"),
    CheckSpec("work.support_refs", "INV-PRV-001", _E, "every support points at something known"),
    CheckSpec("work.evidence_digest", "INV-EVD-001", _E, "evidence text matches its sha256"),
    CheckSpec("work.grounding", "INV-GRD-001", _E, "every derived claim is grounded"),
    CheckSpec("work.citation", "INV-GRD-002", _E, "evidence citations match and stay in bounds"),
    CheckSpec("work.plan_steps", "INV-FIN-001", _W, "every plan node of a finished run ran"),
    CheckSpec("work.finalize", "INV-FIN-002", _E, "a finished run has a finalize step"),
    CheckSpec("integrity.chain", "INV-CHN-001", _E, "the hash chain is intact"),
    CheckSpec("integrity.complete", "INV-RUN-001", _E, "the trace and the run are complete"),
    CheckSpec("integrity.manifest", "INV-MAN-001", _E, "the manifest vouches for every file", True),
    CheckSpec("integrity.evidence", "INV-EVD-002", _E, "evidence files exist, match, stay inside", True),
    CheckSpec("integrity.derived", "INV-RUN-002", _E, "derived files match the trace", True),
    CheckSpec("provenance.signature", "INV-SIG-001", _E, "attestations hold and a trusted key signed", True),
    CheckSpec("provenance.unverified", "INV-SIG-002", _I, "a signature is consistent but not trusted", True),
)

CHECKS: Final[Mapping[str, CheckSpec]] = MappingProxyType({spec.check_id: spec for spec in _SPECS})
"""Every check canon-verify performs, by check ID, in report order."""


class Where(NamedTuple):
    """Where in the trace a finding applies: the entry's position and the file line, when known."""

    entry: int | None = None
    line: int | None = None


TRACE_LEVEL: Final = Where()
"""A finding about the trace as a whole (its header or its definition)."""


def first_problem(exc: ValueError) -> str:
    """The first problem a validation error reports, with its field path when pydantic gives one."""
    if isinstance(exc, pydantic.ValidationError) and exc.errors():
        error = exc.errors()[0]
        where = ".".join(str(step) for step in error["loc"])
        return f"{where}: {error['msg']}" if where else error["msg"]
    return str(exc)


def shown(value: object, limit: int = _SHOWN_LIMIT) -> str:
    """``value`` as plain text safe to put in a finding: no lone surrogates, at most ``limit`` characters.

    A string is shown as it is; any other value as JSON spells it (``true``, ``null``, ``[1, 2]``), since a
    trace spells it so, whatever language read it.
    """
    text = str.__str__(value) if isinstance(value, str) else _json_text(value)
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _json_text(value: object) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, default=msgspec.to_builtins)
    except (TypeError, ValueError, RecursionError):  # no JSON form: name its kind
        return f"a {type(value).__name__}"


class FindingLog:
    """Collects the findings and metrics of every check during one verification.

    Each check keeps its first ``MAX_FINDINGS_PER_CHECK`` findings, so a trace that is wrong everywhere still
    verifies in bounded memory; the count of findings is always exact.
    """

    __slots__ = ("_counts", "_findings", "_metrics")

    def __init__(self) -> None:
        self._findings: dict[str, list[Finding]] = {}
        self._counts: dict[str, int] = {}
        self._metrics: dict[str, dict[str, float]] = {}

    def add(
        self,
        check_id: str,
        message: str,
        *,
        at: Where = TRACE_LEVEL,
        event: int | None = None,
        path: str | None = None,
        field: str | None = None,
        evidence: Iterable[str] = (),
        expected: Any = None,
        observed: Any = None,
    ) -> None:
        """Record one finding of ``check_id`` (the check's invariant and default severity are filled in)."""
        spec = CHECKS[check_id]
        count = self._counts.get(check_id, 0) + 1
        self._counts[check_id] = count
        if count > MAX_FINDINGS_PER_CHECK:
            return
        location = FindingLocation(
            entry_index=at.entry,
            event_index=event,
            line=at.line,
            path=None if path is None else shown(path),
            field=None if field is None else shown(field),
        )
        finding = Finding(
            check_id=check_id,
            invariant_id=spec.invariant_id,
            severity=spec.severity,
            message=shown(message, 1000),
            location=location,
            evidence=tuple(shown(ref) for ref in evidence),
            expected=_portable(expected),
            observed=_portable(observed),
        )
        self._findings.setdefault(check_id, []).append(finding)

    def reset(self) -> None:
        """Forget every finding and metric (a verification that starts over on another reading)."""
        self._findings.clear()
        self._counts.clear()
        self._metrics.clear()

    def restricted(self, check_ids: Iterable[str]) -> FindingLog:
        """A log holding only what ``check_ids`` found and measured (this log is left as it is)."""
        wanted = set(check_ids)
        part = FindingLog()
        part._findings = {key: list(kept) for key, kept in self._findings.items() if key in wanted}
        part._counts = {key: count for key, count in self._counts.items() if key in wanted}
        part._metrics = {key: dict(values) for key, values in self._metrics.items() if key in wanted}
        return part

    def tally(self, check_id: str, more: int) -> None:
        """Count ``more`` findings of ``check_id`` beyond those it keeps (they are past its limit)."""
        self._counts[check_id] = self._counts.get(check_id, 0) + more

    def measure(self, check_id: str, name: str, value: float) -> None:
        """Set metric ``name`` of ``check_id``."""
        self._metrics.setdefault(check_id, {})[name] = value

    def count(self, check_id: str) -> int:
        """How many findings ``check_id`` has produced so far."""
        return self._counts.get(check_id, 0)

    def results(self, performed: Iterable[str]) -> tuple[CheckResult, ...]:
        """One ``CheckResult`` per performed check, in registry order."""
        wanted = set(performed)
        results = []
        for check_id, spec in CHECKS.items():
            if check_id not in wanted:
                continue
            count = self._counts.get(check_id, 0)
            metrics = dict(self._metrics.get(check_id, {}))
            if count > MAX_FINDINGS_PER_CHECK:
                metrics["findings_dropped"] = count - MAX_FINDINGS_PER_CHECK
            results.append(
                CheckResult(
                    check_id=check_id,
                    invariant_id=spec.invariant_id,
                    passed=count == 0,
                    findings=count,
                    metrics=dict(sorted(metrics.items())),
                )
            )
        return tuple(results)

    def findings(self) -> list[Finding]:
        """Every kept finding, in report order: by entry index (trace-level first), check ID, location."""
        every = [finding for kept in self._findings.values() for finding in kept]
        return sorted(every, key=_order)


def _order(finding: Finding) -> tuple[Any, ...]:
    at = finding.location
    return (
        -1 if at.entry_index is None else at.entry_index,
        finding.check_id,
        -1 if at.event_index is None else at.event_index,
        -1 if at.line is None else at.line,
        at.path or "",
        at.field or "",
        canonical_bytes(finding),
    )


def _portable(value: Any, depth: int = 0) -> Any:
    """A JSON-portable, surrogate-free copy of an expected or observed value (odd values become text)."""
    if value is None or type(value) is bool:
        return value
    if type(value) is int and abs(value) <= MAX_SAFE_INTEGER:
        return value
    if type(value) is float and is_portable(value):
        return value
    if isinstance(value, str):
        return shown(value)
    if depth < 8 and isinstance(value, list | tuple):
        return [_portable(item, depth + 1) for item in value]
    if depth < 8 and isinstance(value, dict):
        return {shown(key): _portable(item, depth + 1) for key, item in value.items()}
    return shown(value)
