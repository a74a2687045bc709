"""Checks on the recorded work: tool calls and results, evidence, claims, grounding, plan and finalize.

They apply to whatever events a trace carries, in one pass. What they remember grows with the number of
identifiers the trace defines, because a later record may refer to any earlier one, and is kept in plain
dicts and sets keyed by ``id_key`` (short ids, or 128-bit digests): per evidence id ``_pack`` (24 bytes,
never the text), per open tool call 21 bytes (where it was issued, its tool) and per answered one a value
all of them share, per claim id nothing but its key, and the ids of plan nodes that ran. Only the last
plan's node ids, and the names of at most ``_NAMED_CALLS`` open calls, are kept as strings; both are
bounded (by the plan, and by a constant).

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
from ._idtable import IdKey, id_key
from ._model_calls import ModelCallChecks
from ._wire import event_class

__all__ = ["EvidenceSink", "WorkChecks"]

#: Called with each newly registered evidence (its recorded digest) and where it was registered.
EvidenceSink = Callable[[str, Where], None]


def _content_digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


def _shown_digest(raw: bytes) -> str:
    return "sha256:" + raw.hex()


def _sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


#: A tool call's record: answered or open, the entry, event and line that issued it, its tool's digest.
_CALL = struct.Struct(">BIII8s")
_OPEN, _ANSWERED = 0, 1
_CALL_TOOL = slice(13, 21)  # where ``_CALL`` keeps the tool's digest
_ANSWERED_RECORD = _CALL.pack(_ANSWERED, 0, 0, 0, bytes(8))
#: How many open calls are remembered by name for findings (a valid run has at most its concurrency open).
_NAMED_CALLS = 4096


_U32 = 0xFFFFFFFF


def _u32(number: int) -> int:
    return number if number <= _U32 else _U32


def _blake8(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=8).digest()


@functools.lru_cache(maxsize=256)  # a trace names few tools, over and over
def _tool(name: str) -> bytes:
    return _blake8(name.encode("utf-8", "surrogatepass"))


def _check_digest(raw: bytes) -> bytes:
    """An 8-byte digest of a full SHA-256 digest: equal exactly when the digests are (barring 2**-64)."""
    return _blake8(raw)


def _pack(content: bytes, evidence: wire.Evidence, position: int) -> bytes:
    """What later checks need of one evidence, in 24 bytes (never the text).

    The check digest of its content digest, an identity digest (recorded sha256, source, span), the text
    length, and the entry that registered it; the first 20 bytes say whether a re-registration is the same.
    """
    identity = f"{evidence.sha256}\0{evidence.source}\0{evidence.start}\0{evidence.end}"
    return _PACK.pack(
        _blake8(content),
        _blake8(identity.encode("utf-8", "surrogatepass")),
        _u32(len(evidence.text)),
        _u32(position),
    )


_PACK = struct.Struct(">8s8sII")


# Members read once: reading an enum member off its class costs more than the check that uses it.
_FINALIZE, _SUCCESS = Phase.FINALIZE, CallStatus.SUCCESS
_EVIDENCE, _CLAIM = SupportKind.EVIDENCE, SupportKind.CLAIM


class WorkChecks:
    """The work checks over one trace, writing to a shared ``FindingLog`` (see the module docstring)."""

    def __init__(
        self, log: FindingLog, *, finalize_declared: bool = True, on_evidence: EvidenceSink | None = None
    ) -> None:
        self.log = log
        self.finalize_declared = finalize_declared
        """Whether the pipeline declares a FINALIZE phase (only then must a finished run have one)."""
        self.on_evidence = on_evidence
        self.evidence: dict[IdKey, bytes] = {}
        """evidence id -> what later checks need of it; see ``_pack``."""
        self.claims: set[IdKey] = set()
        self.calls: dict[IdKey, bytes] = {}
        """call id -> whether it is answered, where it was issued and its tool's digest; see ``_CALL``."""
        self.open_calls = 0
        self.names: dict[str, str] = {}
        """call id -> tool of open calls, while there are few, to name them in findings."""
        self.plan_nodes: dict[str, Where] = {}
        self.ran: set[str] = set()
        """Nodes of the current plan that ran (bounded by the plan's size)."""
        self.ran_unplanned: set[IdKey] = set()
        """Nodes that ran while no plan listed them (only odd traces have any)."""
        self.finalized = False
        self.tool_calls = self.evidence_count = self.claim_count = self.citations = self.decisions = 0
        self.model_calls = ModelCallChecks(log)
        self.position = 0
        self.line: int | None = None

    def entry(self, position: int, line: int | None, entry: wire.Entry) -> None:
        """Judge the events of one entry, in trace order."""
        self.position, self.line = position, line
        if entry.node_id is not None:
            self._ran(entry.node_id)
        claims: list[tuple[int, wire.Claim]] | None = None
        model_events = False
        for number, event in enumerate(entry.events):
            kind = event_class(event)
            if kind is wire.ToolCallEvent:
                self._call(event.call, number)  # type: ignore[union-attr]
            elif kind is wire.ToolResultEvent:
                self._result(event.result, number)  # type: ignore[union-attr]
            elif kind is wire.EvidenceRegisteredEvent:
                self._evidence(event.evidence, number)  # type: ignore[union-attr]
            elif kind is wire.ClaimEmittedEvent:
                claim: wire.Claim = event.claim  # type: ignore[union-attr]
                if claims is None:
                    claims = []
                claims.append((number, claim))
                self.claims.add(id_key(claim.claim_id))
            elif kind is wire.PlanEmittedEvent:
                at = Where(position, line)
                self.plan_nodes = {node.node_id: at for node in event.plan.nodes}  # type: ignore[union-attr]
            elif kind is wire.ModelRequestEvent or kind is wire.ModelResponseEvent:
                model_events = True
        if claims is not None:
            for number, claim in claims:
                self._claim(claim, number)
        if model_events:
            self.model_calls.entry(Where(position, line), entry)
        if entry.decision is not None:
            self._decision(entry.decision)
        if entry.phase is _FINALIZE and entry.status is _SUCCESS:
            self.finalized = True

    def _at(self) -> Where:
        """Where the entry being judged is (built for a finding only: a ``Where`` costs more than a check)."""
        return Where(self.position, self.line)

    def _decision(self, decision: wire.DecisionArtifact) -> None:
        self.decisions += 1
        # Only a trace that records claims can show which ones a decision rests on.
        for ref in decision.claim_ids if self.claim_count else ():
            if id_key(ref) not in self.claims:
                self.log.add(
                    "work.support_refs",
                    f"the decision cites claim {ref!r}, which the trace never emitted",
                    at=self._at(),
                    field="decision.claim_ids",
                    evidence=[ref],
                )

    def _ran(self, node: str) -> None:
        if node in self.plan_nodes:
            self.ran.add(node)
        else:
            self.ran_unplanned.add(id_key(node))

    def _call(self, call: wire.ToolCall, number: int) -> None:
        self.tool_calls += 1
        if call.node_id is not None:
            self._ran(call.node_id)
        call_id, calls = call.call_id, self.calls
        key = id_key(call_id)
        if key in calls:
            self.log.add(
                "work.tool_pairing",
                f"tool call id {call_id!r} is issued more than once",
                at=self._at(),
                event=number,
                field=f"events[{number}].call.call_id",
                evidence=[call_id],
            )
            return
        position, line = _u32(self.position), _u32(self.line or 0)
        calls[key] = _CALL.pack(_OPEN, position, _u32(number), line, _tool(call.tool))
        self.open_calls += 1
        if len(self.names) < _NAMED_CALLS:
            self.names[call_id] = call.tool

    def _result(self, result: wire.ToolResult, number: int) -> None:
        call_id = result.call_id
        key = id_key(call_id)
        record = self.calls.get(key)
        if record is None or record[0] != _OPEN:
            problem = "no earlier call" if record is None else "a call that already has a result"
            self.log.add(
                "work.tool_pairing",
                f"tool result for {call_id!r} answers {problem}",
                at=self._at(),
                event=number,
                field=f"events[{number}].result.call_id",
                evidence=[call_id],
            )
            return
        # Of an answered call only that it is answered matters: every one shares one value object.
        self.calls[key] = _ANSWERED_RECORD
        self.open_calls -= 1
        named = self.names.pop(call_id, None) if self.names else None
        if record[_CALL_TOOL] != _tool(result.tool):
            entry = _CALL.unpack(record)[1]
            self.log.add(
                "work.tool_pairing",
                f"tool result for {call_id!r} names another tool than its call (entry {entry})",
                at=self._at(),
                event=number,
                field=f"events[{number}].result.tool",
                evidence=[call_id],
                expected=named,
                observed=result.tool,
            )

    def _evidence(self, evidence: wire.Evidence, number: int) -> None:
        self.evidence_count += 1
        content = _sha256(evidence.text.encode("utf-8", "surrogatepass"))
        shown = _shown_digest(content)
        if shown != evidence.sha256:
            self.log.add(
                "work.evidence_digest",
                f"evidence {evidence.evidence_id!r} does not match its recorded sha256",
                at=self._at(),
                event=number,
                field=f"events[{number}].evidence.sha256",
                evidence=[evidence.evidence_id],
                expected=shown,
                observed=evidence.sha256,
            )
        packed = _pack(content, evidence, self.position)
        key = id_key(evidence.evidence_id)
        known = self.evidence.get(key)
        if known is None:
            self.evidence[key] = packed
            if self.on_evidence is not None:
                self.on_evidence(evidence.sha256, self._at())
        elif known[:20] != packed[:20]:
            self.log.add(
                "work.evidence_identity",
                f"evidence id {evidence.evidence_id!r} is registered again with different content",
                at=self._at(),
                event=number,
                field=f"events[{number}].evidence",
                evidence=[evidence.evidence_id],
            )

    def _claim(self, claim: wire.Claim, number: int) -> None:
        self.claim_count += 1
        grounded = False
        evidence = self.evidence
        for index, support in enumerate(claim.supports):
            packed = evidence.get(id_key(support.ref)) if support.kind is _EVIDENCE else None
            if packed is None and not self._known(support, claim.claim_id):
                self.log.add(
                    "work.support_refs",
                    f"claim {claim.claim_id!r} rests on {support.kind.value} {support.ref!r}, "
                    "which the trace does not record",
                    at=self._at(),
                    event=number,
                    field=f"events[{number}].claim.supports[{index}].ref",
                    evidence=[claim.claim_id, support.ref],
                )
            elif packed is not None:
                grounded = self._citation(claim, support, packed, number, index) or grounded
        if claim.derived and not grounded:
            self.log.add(
                "work.grounding",
                f"derived claim {claim.claim_id!r} cites no evidence span that matches its evidence",
                at=self._at(),
                event=number,
                field=f"events[{number}].claim.supports",
                evidence=[claim.claim_id],
            )

    def _known(self, support: wire.Support, claim_id: str) -> bool:
        if support.kind is _EVIDENCE:
            return False  # known evidence was looked up by the caller
        if support.kind is _CLAIM:
            return support.ref != claim_id and id_key(support.ref) in self.claims
        record = self.calls.get(id_key(support.ref))
        return record is not None and record[0] == _ANSWERED

    def _citation(
        self, claim: wire.Claim, support: wire.Support, packed: bytes, number: int, index: int
    ) -> bool:
        """Judge one citation of known evidence; return whether it is a valid span that grounds the claim."""
        self.citations += 1
        valid = support.sha256 is not None
        if support.sha256 is not None and _check_digest(bytes.fromhex(support.sha256[7:])) != packed[:8]:
            valid = False
            field, refs = f"events[{number}].claim.supports[{index}]", [claim.claim_id, support.ref]
            registered = int.from_bytes(packed[20:24], "big")
            self.log.add(
                "work.citation",
                f"claim {claim.claim_id!r} cites {support.ref!r} under a digest that is not the sha256 of "
                f"the text registered at entry {registered}",
                at=self._at(),
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
                at=self._at(),
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
        names = {id_key(call_id): (call_id, tool) for call_id, tool in self.names.items()}
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
                if node not in self.ran and id_key(node) not in self.ran_unplanned:
                    self.log.add(
                        "work.plan_steps",
                        f"plan node {node!r} has no record of running: no entry or tool call names it",
                        at=at,
                        field="node_id",
                        evidence=[node],
                    )
            if self.finalize_declared and not self.finalized:
                self.log.add("work.finalize", "the run reached DONE without a successful FINALIZE entry")
        log = self.log
        log.measure("work.tool_pairing", "tool_calls", self.tool_calls)
        self.model_calls.finish()
        log.measure("work.tool_pairing", "open_calls", self.open_calls)
        log.measure("work.evidence_digest", "evidence", self.evidence_count)
        log.measure("work.support_refs", "claims", self.claim_count)
        log.measure("work.support_refs", "decisions", self.decisions)
        log.measure("work.citation", "citations", self.citations)
        log.measure("work.plan_steps", "plan_nodes", len(self.plan_nodes))
