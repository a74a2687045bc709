"""The canonical lifecycle validator: phase order, roles, phase semantics, coverage, reasons, replay fields.

It reads the pipeline definition the trace itself declares (the fingerprint's ``PipelineShape``) and judges
the entries against it in one pass. Its state is bounded: the phases seen, the last entry's phase and reasons,
and the last convergence decision. It establishes nothing about byte integrity (the hash chain and the
manifest are integrity checks) or about equivalence with ``final_result.json``.
"""

from __future__ import annotations

import msgspec

from canon_contracts import (
    CallStatus,
    ConvergenceRecord,
    Decision,
    EpistemicStatus,
    Finding,
    Phase,
    Replayability,
    StopReason,
    TraceEnd,
    TraceEntry,
    TraceHeader,
)
from canon_trace import wire

from ._checks import FindingLog, Where, first_problem
from ._ends import LastEntry, check_convergence_link, check_header, check_termination
from ._pipeline import Pipeline, final_phase
from ._wire import TraceLike, as_trace, as_wire, event_class

__all__ = ["LifecycleChecks", "TraceValidator"]

# Members read once: reading an enum member off its class costs more than the check that uses it.
_FINALIZE, _ABORTED, _SUCCESS, _VETO = Phase.FINALIZE, Phase.ABORTED, CallStatus.SUCCESS, Decision.VETO


class LifecycleChecks:
    """The lifecycle checks over one trace, writing to a shared ``FindingLog`` (see the module docstring)."""

    def __init__(self, log: FindingLog, header: wire.Header) -> None:
        self.log = log
        self.header = header
        self.pipeline = Pipeline.read(header.fingerprint.pipeline)
        self.seen: set[Phase] = set()
        self._last: tuple[int, int | None, wire.Entry] | None = None
        """The latest entry, with its position and line."""
        self.bound = (header.fingerprint.value, header.replayability, header.config_hash, header.input_hash)
        """What every entry is bound to: the header's fingerprint, replayability, config and input hashes."""
        self.last_active: Phase | None = None
        self.terminal: Phase | None = None
        """The first terminal phase entered, if any."""
        self.convergence: wire.ConvergenceRecord | None = None
        self.convergence_count = 0
        self.entry_convergence: str | None = None
        """The last convergence hash an entry carries (the evidence when a trace has no events)."""
        self.model_entries = 0
        self.unformed = 0
        """How many entries formed no record: a phase without an entry may have been in one of them."""
        check_header(log, header, self.pipeline)

    # ------------------------------------------------------------------------------------------ entries

    def unformed_entry(self) -> None:
        """Count an entry that forms no record (it is judged by payload validation alone)."""
        self.unformed += 1

    def entry(self, position: int, line: int | None, entry: wire.Entry) -> None:
        """Judge one entry, in trace order."""
        phase, pipeline, log = entry.phase, self.pipeline, self.log
        previous = self._last
        self._check_order(position, line, phase)
        self.seen.add(phase)
        allowed = pipeline.roles.get(phase)
        if allowed is not None and entry.role not in allowed:
            log.add(
                "lifecycle.role",
                f"role {entry.role.value} acts in {phase.value}, which admits "
                f"{', '.join(sorted(r.value for r in allowed)) or 'no role'}",
                field="role",
                expected=sorted(r.value for r in allowed),
                observed=entry.role.value,
                at=Where(position, line),
            )
        if phase is _FINALIZE and entry.status is _SUCCESS and entry.decision is None:
            log.add(
                "lifecycle.finalize_decision",
                "a successful FINALIZE entry has no decision",
                field="decision",
                at=Where(position, line),
            )
        if phase is _ABORTED:
            self._check_abort(entry, entry.stop_reason, Where(position, line))
        if entry.decision is not None or (entry.output is not None and entry.output.decision is _VETO):
            self._check_epistemic(entry, Where(position, line))
        if entry.stop_reason is not None:
            self._check_stop_reason(entry, Where(position, line))
        self._check_replay_fields(entry, position, line)
        if previous is not None and previous[2].termination_reason is not None:
            log.add(
                "lifecycle.termination",
                "a termination reason is recorded on an entry that is not the last",
                at=Where(previous[0], previous[1]),
                field="termination_reason",
            )
        self._last = (position, line, entry)
        if phase not in pipeline.terminal:
            self.last_active = phase
        elif self.terminal is None:
            self.terminal = phase

    @property
    def last(self) -> LastEntry | None:
        """What the checks remember of the latest entry (``None`` before the first)."""
        if self._last is None:
            return None
        position, line, entry = self._last
        return LastEntry(
            position,
            line,
            entry.phase,
            entry.status,
            entry.stop_reason,
            entry.termination_reason,
            entry.failure is not None,
        )

    def _check_order(self, position: int, line: int | None, phase: Phase) -> None:
        if phase not in self.pipeline.order:
            message = f"phase {phase.value} is not declared by the pipeline"
            at = Where(position, line)
            self.log.add("lifecycle.transition", message, field="phase", observed=phase.value, at=at)
            return
        previous = None if self._last is None else self._last[2].phase
        if previous is None or (phase is previous and previous not in self.pipeline.terminal):
            return
        at = Where(position, line)
        if previous in self.pipeline.terminal:
            self.log.add(
                "lifecycle.transition",
                f"an entry follows the terminal phase {previous.value}",
                field="phase",
                expected="no entry",
                observed=phase.value,
                at=at,
            )
        elif phase is not previous and not self.pipeline.allows(previous, phase):
            self.log.add(
                "lifecycle.transition",
                f"transition {previous.value} -> {phase.value} is not allowed",
                field="phase",
                expected=sorted(p.value for p in self.pipeline.reach.get(previous, ())),
                observed=phase.value,
                at=at,
            )

    def _check_abort(self, entry: wire.Entry, stop: StopReason | None, at: Where) -> None:
        if stop is None:
            self.log.add(
                "lifecycle.abort_record", "the abort records no stop reason", field="stop_reason", at=at
            )
        if entry.failure is None:
            self.log.add(
                "lifecycle.abort_record", "the abort records no failure artifact", field="failure", at=at
            )
        elif stop is not None and entry.failure.stop_reason is not stop:
            self.log.add(
                "lifecycle.abort_record",
                "the failure artifact's stop reason differs from the abort's",
                field="failure.stop_reason",
                expected=stop.value,
                observed=entry.failure.stop_reason.value,
                at=at,
            )

    def _check_epistemic(self, entry: wire.Entry, at: Where) -> None:
        output, decision = entry.output, entry.decision
        if output is not None and output.decision is Decision.VETO:
            if entry.epistemic_status is EpistemicStatus.CERTAIN:
                self.log.add(
                    "lifecycle.epistemic", "a veto output is marked certain", field="epistemic_status", at=at
                )
        if decision is not None and decision.decision is Decision.VETO:
            if decision.epistemic_status is EpistemicStatus.CERTAIN:
                self.log.add(
                    "lifecycle.epistemic",
                    "a veto decision is marked certain",
                    field="decision.epistemic_status",
                    at=at,
                )

    def _check_stop_reason(self, entry: wire.Entry, at: Where) -> None:
        stop = entry.stop_reason
        if stop is None:
            return
        phase = entry.phase
        if phase in self.pipeline.terminal:
            # A terminal entry reports why the phase it came from stopped.
            source = entry.failure.phase if entry.failure is not None else self.last_active
            if source is None:
                return
            phase = source
        recognised = self.pipeline.stops.get(phase)
        if recognised is not None and stop not in recognised:
            self.log.add(
                "lifecycle.stop_reason",
                f"stop reason {stop.value} is not one {phase.value} recognises",
                field="stop_reason",
                expected=sorted(r.value for r in recognised),
                observed=stop.value,
                at=at,
            )

    def _check_replay_fields(self, entry: wire.Entry, position: int, line: int | None) -> None:
        log, header = self.log, self.header
        calls_model = decides = False
        for number, event in enumerate(entry.events):
            kind = event_class(event)
            if kind is wire.ModelRequestEvent:
                calls_model = True
            elif kind is wire.ConvergenceDecisionEvent:
                decides = True
                self._check_convergence(event.record, number, Where(position, line))  # type: ignore[union-attr]
        if calls_model:
            at = Where(position, line)
            self.model_entries += 1
            for field in ("prompt_hash", "model_hash"):
                if getattr(entry, field) is None:
                    log.add(
                        "lifecycle.replay_fields",
                        f"an entry that calls a model has no {field}",
                        field=field,
                        at=at,
                    )
            if header.replayability is Replayability.REPLAYABLE and entry.replay.model_hash is None:
                log.add(
                    "lifecycle.replay_metadata",
                    "a replayable entry that calls a model has no model hash in its replay metadata",
                    field="replay.model_hash",
                    at=at,
                )
        if entry.convergence_hash is not None:
            self.entry_convergence = entry.convergence_hash
        if entry.fingerprint is None:
            log.add(
                "lifecycle.replay_fields",
                "the entry carries no run fingerprint",
                field="fingerprint",
                at=Where(position, line),
            )
        if decides and self.convergence is not None:
            recorded = self.convergence.convergence_hash
            if entry.convergence_hash != recorded:
                log.add(
                    "lifecycle.replay_fields",
                    "the entry's convergence hash is not the hash of the decision it records",
                    field="convergence_hash",
                    expected=recorded,
                    observed=entry.convergence_hash,
                    at=Where(position, line),
                )
        replay, bound = entry.replay, self.bound
        if (
            (entry.fingerprint is not None and entry.fingerprint != bound[0])
            or replay.replayability != bound[1]
            or replay.config_hash != bound[2]
            or replay.input_hash != bound[3]
        ):
            self._check_binding(entry, Where(position, line))

    def _check_binding(self, entry: wire.Entry, at: Where) -> None:
        header, replay = self.header, entry.replay
        pairs = (
            ("fingerprint", header.fingerprint.value, entry.fingerprint),
            ("replay.replayability", header.replayability, replay.replayability),
            ("replay.config_hash", header.config_hash, replay.config_hash),
            ("replay.input_hash", header.input_hash, replay.input_hash),
        )
        for field, expected, observed in pairs:
            if observed is not None and observed != expected:
                self.log.add(
                    "lifecycle.run_binding",
                    f"the entry's {field} differs from the header's",
                    field=field,
                    expected=expected,
                    observed=observed,
                    at=at,
                )

    def _check_convergence(self, record: wire.ConvergenceRecord, number: int, at: Where) -> None:
        self.convergence = record
        self.convergence_count += 1
        try:
            expected = ConvergenceRecord.model_validate(msgspec.to_builtins(record)).expected_hash()
        except ValueError as exc:  # pydantic's ValidationError, PortabilityError
            expected = f"(record does not validate: {first_problem(exc)})"
        if expected != record.convergence_hash:
            self.log.add(
                "lifecycle.convergence_hash",
                "the convergence hash does not recompute from its record",
                event=number,
                field=f"events[{number}].record.convergence_hash",
                expected=expected,
                observed=record.convergence_hash,
                at=at,
            )

    # ------------------------------------------------------------------------------------------ the end

    def finish(self, end: wire.End | None, end_line: int | None) -> Phase | None:
        """Judge how the trace ended; return its final phase (``None`` while the run has not ended)."""
        last = self.last
        reached = self.terminal or (None if last is None else last.phase)
        final = final_phase(self.pipeline, reached, end)
        if last is not None and final is not None and self.terminal is None:
            # The end record closes the run without a terminal entry: the last entry takes that step.
            at = Where(last.position, last.line)
            if not self.pipeline.allows(last.phase, final):
                self.log.add(
                    "lifecycle.transition",
                    f"the run ends {final.value} after {last.phase.value}, which cannot go there",
                    at=Where(None, end_line),
                    field="termination_reason",
                    expected=sorted(p.value for p in self.pipeline.reach.get(last.phase, ())),
                    observed=final.value,
                )
            if final is Phase.ABORTED and not last.has_failure:
                self.log.add(
                    "lifecycle.abort_record",
                    "the aborting entry records no failure artifact",
                    field="failure",
                    at=at,
                )
        self._check_coverage(final)
        if end is not None and final is not None:
            check_termination(self.log, end, end_line, final, self.last)
            check_convergence_link(self.log, end, end_line, self.convergence, self.entry_convergence)
        self.log.measure("lifecycle.replay_fields", "model_entries", self.model_entries)
        self.log.measure("lifecycle.convergence_hash", "decisions", self.convergence_count)
        self.log.measure("lifecycle.coverage", "phases_seen", len(self.seen))
        return final

    def _check_coverage(self, final: Phase | None) -> None:
        active = self.pipeline.active
        if final is Phase.DONE:
            required = active
        elif self.last_active is not None:
            required = active[: active.index(self.last_active)] if self.last_active in active else ()
        else:
            required = ()
        for phase in required:
            if phase in self.seen:
                continue
            reason = self.pipeline.skips.get(phase)
            if reason is None:
                self.log.add(
                    "lifecycle.coverage",
                    f"phase {phase.value} has no entry{self._unformed_note()} and the pipeline declares no "
                    "reason to skip it",
                    field="phase",
                    expected=phase.value,
                )
            else:
                self.log.add("lifecycle.skips", f"phase {phase.value} was skipped: {reason}", field="phase")

    def _unformed_note(self) -> str:
        if not self.unformed:
            return ""
        counted = "an entry" if self.unformed == 1 else f"{self.unformed} entries"
        return f" that forms a record ({counted} formed none, so it may be among them),"


class TraceValidator:
    """The canonical lifecycle validator, usable on its own (``verify_trace`` runs it with every other check).

    Feed it the header, then each entry in order, then the end record; or call ``validate`` on a whole
    ``canon_trace.Trace``. It accepts wire structs and contract models alike.

    Args:
        header: The trace header (``canon_trace.wire.Header`` or ``canon_contracts.TraceHeader``).
    """

    def __init__(self, header: wire.Header | TraceHeader) -> None:
        self._log = FindingLog()
        self._checks = LifecycleChecks(self._log, as_wire(header, wire.Header))
        self._position = 0

    def observe(self, entry: wire.Entry | TraceEntry, *, line: int | None = None) -> None:
        """Judge the next entry (``line`` is its 1-based line in the trace file, when known)."""
        self._checks.entry(self._position, line, as_wire(entry, wire.Entry))
        self._position += 1

    def finish(self, end: wire.End | TraceEnd | None, *, line: int | None = None) -> tuple[Finding, ...]:
        """Judge the end (``None`` for an incomplete trace) and return every lifecycle finding, in order."""
        self._checks.finish(None if end is None else as_wire(end, wire.End), line)
        return tuple(self._log.findings())

    @classmethod
    def validate(cls, trace: TraceLike) -> tuple[Finding, ...]:
        """Validate a whole trace held in memory (a ``canon_trace.Trace``); return its lifecycle findings.

        Raises:
            VerifyInputError: if ``trace`` is not a trace.
        """
        held = as_trace(trace)
        validator = cls(held.header)
        for entry in held.entries:
            validator.observe(entry)
        return validator.finish(held.end)
