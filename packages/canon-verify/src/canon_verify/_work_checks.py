"""Checks on the recorded work: tool calls and results, evidence, claims, grounding, plan and finalize.

They apply to whatever events a trace carries, in one pass. What they remember grows with the number of
identifiers the trace defines, because a later record may refer to any earlier one, and is kept in
``IdTable``s keyed by short ids or 128-bit digests: per evidence id ``_pack`` (24 bytes, never the text),
per open tool call 21 bytes (where it was issued, its tool) and per answered one a value all of them share,
per claim id nothing but its key, and the ids of plan nodes that ran. Only the last plan's node ids, and the
names of at most ``_NAMED_CALLS`` open calls, are kept as strings; both are bounded (by the plan, and by a
constant).

Claims are judged at the end of their entry, so they may cite evidence or claims registered later in the
same entry. A trace without events (schema version 1, or a producer that records none) has no work to
check and passes vacuously; the checks' metrics show how much they saw.
"""

from __future__ import annotations

import functools
import hashlib
import heapq
import struct
from collections.abc import Callable

from canon_contracts import CallStatus, Phase, SupportKind
from canon_trace import wire

from ._checks import MAX_FINDINGS_PER_CHECK, FindingLog, Where
from ._idtable import IdTable
from ._model_calls import ModelCallChecks

__all__ = ["EvidenceSink", "WorkChecks"]

#: Called with each newly registered evidence (its recorded digest) and where it was registered.
EvidenceSink = Callable[[str, Where], None]


def _content_digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


def _shown_digest(raw: bytes) -> str:
    return "sha256:" + raw.hex()


_PACKED = 24
#: A tool call's record: answered or open, the entry, event and line that issued it, its tool's digest.
_CALL = struct.Struct(">BIII8s")
_OPEN, _ANSWERED = 0, 1
_ANSWERED_RECORD = _CALL.pack(_ANSWERED, 0, 0, 0, bytes(8))
#: How many open calls are remembered by name for findings (a valid run has at most its concurrency open).
_NAMED_CALLS = 4096


_U32 = 0xFFFFFFFF


def _u32(number: int) -> int:
    return number if number <= _U32 else _U32


@functools.lru_cache(maxsize=256)  # a trace names few tools, over and over
def _tool(name: str) -> bytes:
    return hashlib.blake2b(name.encode("utf-8", "surrogatepass"), digest_size=8).digest()


def _check_digest(raw: bytes) -> bytes:
    """An 8-byte digest of a full SHA-256 digest: equal exactly when the digests are (barring 2**-64)."""
    return hashlib.blake2b(raw, digest_size=8).digest()


def _pack(content: bytes, evidence: wire.Evidence, position: int) -> bytes:
    """What later checks need of one evidence, in 24 bytes (never the text).

    The check digest of its content digest, an identity digest (recorded sha256, source, span), the text
    length, and the entry that registered it; the first 20 bytes say whether a re-registration is the same.
    """
    identity = f"{evidence.sha256}\0{evidence.source}\0{evidence.start}\0{evidence.end}"
    return b"".join(
        (
            _check_digest(content),
            hashlib.blake2b(identity.encode("utf-8", "surrogatepass"), digest_size=8).digest(),
            _u32(len(evidence.text)).to_bytes(4, "big"),
            _u32(position).to_bytes(4, "big"),
        )
    )


#: The wire class of each event class met so far (the reader may yield subclasses of the wire classes).
_KINDS: dict[type[object], type[object]] = {}
_EVENT_CLASSES = (
    wire.ToolCallEvent,
    wire.ToolResultEvent,
    wire.EvidenceRegisteredEvent,
    wire.ClaimEmittedEvent,
    wire.PlanEmittedEvent,
    wire.ModelRequestEvent,
    wire.ModelResponseEvent,
    wire.OutputRejectedEvent,
    wire.ConvergenceDecisionEvent,
)


def _kind(event: object) -> type[object]:
    """The wire class ``event`` is an instance of, remembered for its class (a few classes exist)."""
    kind = next((cls for cls in _EVENT_CLASSES if isinstance(event, cls)), type(event))
    _KINDS[type(event)] = kind
    return kind


class WorkChecks:
    """The work checks over one trace, writing to a shared ``FindingLog`` (see the module docstring)."""

    def __init__(
        self, log: FindingLog, *, finalize_declared: bool = True, on_evidence: EvidenceSink | None = None
    ) -> None:
        self.log = log
        self.finalize_declared = finalize_declared
        """Whether the pipeline declares a FINALIZE phase (only then must a finished run have one)."""
        self.on_evidence = on_evidence
        self.evidence = IdTable(_PACKED)
        """evidence id -> what later checks need of it; see ``_pack``."""
        self.claims = IdTable()
        self.calls = IdTable(_CALL.size)
        """call id -> whether it is answered, where it was issued and its tool's digest; see ``_CALL``."""
        self.open_calls = 0
        self.names: dict[str, str] = {}
        """call id -> tool of open calls, while there are few, to name them in findings."""
        self.plan_nodes: dict[str, Where] = {}
        self.ran: set[str] = set()
        """Nodes of the current plan that ran (bounded by the plan's size)."""
        self.ran_unplanned = IdTable()
        """Nodes that ran while no plan listed them (only odd traces have any)."""
        self.finalized = False
        self.counts = {"tool_calls": 0, "evidence": 0, "claims": 0, "citations": 0, "decisions": 0}
        self.model_calls = ModelCallChecks(log)

    def entry(self, position: int, line: int | None, entry: wire.Entry) -> None:
        """Judge the events of one entry, in trace order."""
        at = Where(position, line)
        if entry.node_id is not None:
            self._ran(entry.node_id)
        claims: list[tuple[int, wire.Claim]] = []
        model_events = False
        for number, event in enumerate(entry.events):
            kind = _KINDS.get(type(event)) or _kind(event)
            if kind is wire.ToolCallEvent:
                self._call(event.call, number, at)  # type: ignore[union-attr]
            elif kind is wire.ToolResultEvent:
                self._result(event.result, number, at)  # type: ignore[union-attr]
            elif kind is wire.EvidenceRegisteredEvent:
                self._evidence(event.evidence, number, at)  # type: ignore[union-attr]
            elif kind is wire.ClaimEmittedEvent:
                claim: wire.Claim = event.claim  # type: ignore[union-attr]
                claims.append((number, claim))
                self.claims.add(claim.claim_id)
            elif kind is wire.PlanEmittedEvent:
                self.plan_nodes = {node.node_id: at for node in event.plan.nodes}  # type: ignore[union-attr]
            elif kind is wire.ModelRequestEvent or kind is wire.ModelResponseEvent:
                model_events = True
        for number, claim in claims:
            self._claim(claim, number, at)
        if model_events:
            self.model_calls.entry(at, entry)
        if entry.decision is not None:
            self.counts["decisions"] += 1
            # Only a trace that records claims can show which ones a decision rests on.
            cited = entry.decision.claim_ids if self.counts["claims"] else ()
            for ref in cited:
                if ref not in self.claims:
                    self.log.add(
                        "work.support_refs",
                        f"the decision cites claim {ref!r}, which the trace never emitted",
                        at=at,
                        field="decision.claim_ids",
                        evidence=[ref],
                    )
        if entry.phase is Phase.FINALIZE and entry.status is CallStatus.SUCCESS:
            self.finalized = True

    def _ran(self, node: str) -> None:
        if node in self.plan_nodes:
            self.ran.add(node)
        else:
            self.ran_unplanned.add(node)

    def _call(self, call: wire.ToolCall, number: int, at: Where) -> None:
        self.counts["tool_calls"] += 1
        if call.node_id is not None:
            self._ran(call.node_id)
        issued = _CALL.pack(_OPEN, _u32(at.entry or 0), _u32(number), _u32(at.line or 0), _tool(call.tool))
        if self.calls.add(call.call_id, issued) is not None:
            self.log.add(
                "work.tool_pairing",
                f"tool call id {call.call_id!r} is issued more than once",
                at=at,
                event=number,
                field=f"events[{number}].call.call_id",
                evidence=[call.call_id],
            )
            return
        self.open_calls += 1
        if len(self.names) < _NAMED_CALLS:
            self.names[call.call_id] = call.tool

    def _result(self, result: wire.ToolResult, number: int, at: Where) -> None:
        record = self.calls.get(result.call_id)
        if record is None or record[0] != _OPEN:
            problem = "no earlier call" if record is None else "a call that already has a result"
            self.log.add(
                "work.tool_pairing",
                f"tool result for {result.call_id!r} answers {problem}",
                at=at,
                event=number,
                field=f"events[{number}].result.call_id",
                evidence=[result.call_id],
            )
            return
        _, entry, event, line, tool = _CALL.unpack(record)
        # Of an answered call only that it is answered matters: every one shares one value object.
        self.calls.put(result.call_id, _ANSWERED_RECORD)
        self.open_calls -= 1
        named = self.names.pop(result.call_id, None)
        if tool != _tool(result.tool):
            self.log.add(
                "work.tool_pairing",
                f"tool result for {result.call_id!r} names another tool than its call (entry {entry})",
                at=at,
                event=number,
                field=f"events[{number}].result.tool",
                evidence=[result.call_id],
                expected=named,
                observed=result.tool,
            )

    def _evidence(self, evidence: wire.Evidence, number: int, at: Where) -> None:
        self.counts["evidence"] += 1
        content = _content_digest(evidence.text)
        if _shown_digest(content) != evidence.sha256:
            self.log.add(
                "work.evidence_digest",
                f"evidence {evidence.evidence_id!r} does not match its recorded sha256",
                at=at,
                event=number,
                field=f"events[{number}].evidence.sha256",
                evidence=[evidence.evidence_id],
                expected=_shown_digest(content),
                observed=evidence.sha256,
            )
        packed = _pack(content, evidence, at.entry or 0)
        known = self.evidence.add(evidence.evidence_id, packed)
        if known is None:
            if self.on_evidence is not None:
                self.on_evidence(evidence.sha256, at)
        elif known[:20] != packed[:20]:
            self.log.add(
                "work.evidence_identity",
                f"evidence id {evidence.evidence_id!r} is registered again with different content",
                at=at,
                event=number,
                field=f"events[{number}].evidence",
                evidence=[evidence.evidence_id],
            )

    def _claim(self, claim: wire.Claim, number: int, at: Where) -> None:
        self.counts["claims"] += 1
        grounded = False
        for index, support in enumerate(claim.supports):
            packed = self.evidence.get(support.ref) if support.kind is SupportKind.EVIDENCE else None
            if packed is None and not self._known(support, claim.claim_id):
                self.log.add(
                    "work.support_refs",
                    f"claim {claim.claim_id!r} rests on {support.kind.value} {support.ref!r}, "
                    "which the trace does not record",
                    at=at,
                    event=number,
                    field=f"events[{number}].claim.supports[{index}].ref",
                    evidence=[claim.claim_id, support.ref],
                )
            elif packed is not None:
                grounded = self._citation(claim, support, packed, number, index, at) or grounded
        if claim.derived and not grounded:
            self.log.add(
                "work.grounding",
                f"derived claim {claim.claim_id!r} cites no evidence span that matches its evidence",
                at=at,
                event=number,
                field=f"events[{number}].claim.supports",
                evidence=[claim.claim_id],
            )

    def _known(self, support: wire.Support, claim_id: str) -> bool:
        if support.kind is SupportKind.EVIDENCE:
            return False  # known evidence was looked up by the caller
        if support.kind is SupportKind.CLAIM:
            return support.ref in self.claims and support.ref != claim_id
        record = self.calls.get(support.ref)
        return record is not None and record[0] == _ANSWERED

    def _citation(
        self, claim: wire.Claim, support: wire.Support, packed: bytes, number: int, index: int, at: Where
    ) -> bool:
        """Judge one citation of known evidence; return whether it is a valid span that grounds the claim."""
        self.counts["citations"] += 1
        valid = support.sha256 is not None
        if support.sha256 is not None and _check_digest(bytes.fromhex(support.sha256[7:])) != packed[:8]:
            valid = False
            field, refs = f"events[{number}].claim.supports[{index}]", [claim.claim_id, support.ref]
            registered = int.from_bytes(packed[20:24], "big")
            self.log.add(
                "work.citation",
                f"claim {claim.claim_id!r} cites {support.ref!r} under a digest that is not the sha256 of "
                f"the text registered at entry {registered}",
                at=at,
                event=number,
                field=f"{field}.sha256",
                evidence=refs,
                observed=support.sha256,
            )
        if support.start is None or support.end is None:
            return False
        length = int.from_bytes(packed[16:20], "big")
        if support.end > length:
            field, refs = f"events[{number}].claim.supports[{index}]", [claim.claim_id, support.ref]
            self.log.add(
                "work.citation",
                f"claim {claim.claim_id!r} cites a span of {support.ref!r} beyond the end of its text",
                at=at,
                event=number,
                field=f"{field}.end",
                evidence=refs,
                expected=f"end <= {length}",
                observed=support.end,
            )
            return False
        return valid

    def _report_open_calls(self) -> None:
        """Report the calls that never got a result: the first ones in trace order, and count the rest."""
        names = {IdTable.digest(call_id): (call_id, tool) for call_id, tool in self.names.items()}
        # Ordered by where each call was issued; a key is a str or an int, and only keys of a type compare.
        open_records = (
            (*_CALL.unpack(value)[1:4], type(key) is int, key)
            for key, value in self.calls.items()
            if value[0] == _OPEN
        )
        first = heapq.nsmallest(MAX_FINDINGS_PER_CHECK, open_records)
        for entry, event, line, _, key in first:
            call_id, tool = names.get(key, ("", ""))
            subject = f"tool call {call_id!r} ({tool})" if call_id else "the tool call"
            self.log.add(
                "work.tool_pairing",
                f"{subject} has no result",
                at=Where(entry, line or None),
                event=event,
                field=f"events[{event}].call",
                evidence=[call_id] if call_id else [],
            )
        self.log.tally("work.tool_pairing", self.open_calls - len(first))

    def finish(self, final: Phase | None) -> None:
        """Judge what must hold once the trace has ended (``final`` is ``None`` for an unfinished run)."""
        if final is not None and self.open_calls:
            self._report_open_calls()
        if final is Phase.DONE:
            for node, at in self.plan_nodes.items():
                if node not in self.ran and node not in self.ran_unplanned:
                    self.log.add(
                        "work.plan_steps",
                        f"plan node {node!r} has no record of running: no entry or tool call names it",
                        at=at,
                        field="node_id",
                        evidence=[node],
                    )
            if self.finalize_declared and not self.finalized:
                self.log.add("work.finalize", "the run reached DONE without a successful FINALIZE entry")
        log, counts = self.log, self.counts
        log.measure("work.tool_pairing", "tool_calls", counts["tool_calls"])
        self.model_calls.finish()
        log.measure("work.tool_pairing", "open_calls", self.open_calls)
        log.measure("work.evidence_digest", "evidence", counts["evidence"])
        log.measure("work.support_refs", "claims", counts["claims"])
        log.measure("work.support_refs", "decisions", counts["decisions"])
        log.measure("work.citation", "citations", counts["citations"])
        log.measure("work.plan_steps", "plan_nodes", len(self.plan_nodes))
