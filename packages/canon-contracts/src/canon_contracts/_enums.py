"""Closed vocabularies of the contracts: phases, roles, reasons, statuses.

Every enum is a ``StrEnum`` whose values are the exact strings written to the wire, so a producer in another
language codes against the values listed here (and in the exported JSON Schemas).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "AgentRole",
    "CallStatus",
    "ChangeClass",
    "ConvergenceReason",
    "ConvergenceType",
    "Decision",
    "EpistemicStatus",
    "EventKind",
    "ExecutionMode",
    "FailureMode",
    "NodeKind",
    "Phase",
    "PolicyMode",
    "Replayability",
    "ReplayStatus",
    "Severity",
    "StopReason",
    "SupportKind",
    "TerminationReason",
]


class Phase(StrEnum):
    """Lifecycle phases. ``DONE`` and ``ABORTED`` are terminal; the others are active."""

    INIT = "INIT"
    PLAN = "PLAN"
    EXECUTE = "EXECUTE"
    JUDGE = "JUDGE"
    VERIFY = "VERIFY"
    FINALIZE = "FINALIZE"
    DONE = "DONE"
    ABORTED = "ABORTED"

    @property
    def is_terminal(self) -> bool:
        """Whether the phase ends a run."""
        return self in (Phase.DONE, Phase.ABORTED)


class AgentRole(StrEnum):
    """Roles an agent can play; each lifecycle phase admits a declared subset."""

    ORCHESTRATOR = "orchestrator"
    PLANNER = "planner"
    EXECUTOR = "executor"
    JUDGE = "judge"
    REVISER = "reviser"
    VERIFIER = "verifier"
    FINALIZER = "finalizer"


class ExecutionMode(StrEnum):
    """Whether a role invocation was requested synchronously or asynchronously."""

    SYNC = "sync"
    ASYNC = "async"


class Decision(StrEnum):
    """The verdict an output or a final result carries."""

    PASS = "pass"
    VETO = "veto"


class EpistemicStatus(StrEnum):
    """How strongly the recorded evidence supports a conclusion."""

    CERTAIN = "certain"
    SUPPORTED = "supported"
    UNCERTAIN = "uncertain"
    INSUFFICIENT_EVIDENCE = "insufficient_evidence"


class FailureMode(StrEnum):
    """Machine-readable failure codes for role failures and failure artifacts."""

    INVALID_INPUT = "invalid_input"
    INVALID_HISTORY = "invalid_history"
    TOPOLOGY = "topology"
    LIMIT_EXCEEDED = "limit_exceeded"
    PROVIDER_ERROR = "provider_error"
    MALFORMED_RESPONSE = "malformed_response"
    UNKNOWN_TOOL = "unknown_tool"
    INVALID_TOOL_ARGUMENTS = "invalid_tool_arguments"
    TOOL_SERVICE_ERROR = "tool_service_error"
    INVALID_TOOL_OUTPUT = "invalid_tool_output"
    INVALID_FINAL_OUTPUT = "invalid_final_output"
    INTEGRITY = "integrity"
    VERIFICATION_VETO = "verification_veto"
    REPLAY_DIVERGENCE = "replay_divergence"
    INTERRUPTED = "interrupted"
    INTERNAL_ERROR = "internal_error"


class CallStatus(StrEnum):
    """Terminal status of one call: it produced an output, or it failed (possibly by cancellation)."""

    SUCCESS = "success"
    FAILURE = "failure"
    CANCELLED = "cancelled"


class StopReason(StrEnum):
    """Why a phase or a run stopped where it did."""

    COMPLETED = "completed"
    CONVERGED = "converged"
    MAX_ITERATIONS = "max_iterations"
    BUDGET_EXHAUSTED = "budget_exhausted"
    INSUFFICIENT_EVIDENCE = "insufficient_evidence"
    VERIFICATION_VETO = "verification_veto"
    USER_INTERRUPTION = "user_interruption"
    INVALID_INPUT = "invalid_input"
    TOPOLOGY_ERROR = "topology_error"
    TOOL_FAILURE = "tool_failure"
    MODEL_FAILURE = "model_failure"
    INTEGRITY_FAILURE = "integrity_failure"
    FATAL_FAILURE = "fatal_failure"


class TerminationReason(StrEnum):
    """Why a whole run ended; kept even when no convergence criterion was met."""

    COMPLETED = "completed"
    BOUNDED_EXHAUSTION = "bounded_exhaustion"
    VERIFICATION_VETO = "verification_veto"
    USER_INTERRUPTION = "user_interruption"
    FATAL_FAILURE = "fatal_failure"

    @property
    def ends_aborted(self) -> bool:
        """Whether a run that ends for this reason ends ABORTED (a veto, an interruption, a fatal failure).

        ``completed`` and ``bounded_exhaustion`` end DONE: a run that used its iteration bound still
        finishes with an answer. A run stopped by a spent budget also records ``bounded_exhaustion`` but
        ends ABORTED, which only its last entry shows (``canon_trace`` reads both).
        """
        return self in (
            TerminationReason.VERIFICATION_VETO,
            TerminationReason.USER_INTERRUPTION,
            TerminationReason.FATAL_FAILURE,
        )


class ConvergenceType(StrEnum):
    """The kind of convergence strategy that produced a decision."""

    SCORE = "score"
    VERDICT = "verdict"
    CONFIDENCE = "confidence"
    MIXED = "mixed"
    OSCILLATION = "oscillation"
    MAX_ITERATIONS = "max_iterations"
    ANY = "any"
    ALL = "all"


class ConvergenceReason(StrEnum):
    """The typed reason attached to a convergence decision."""

    SCORE_STABILITY = "score_stability"
    VERDICT_STABILITY = "verdict_stability"
    CONFIDENCE_ONLY = "confidence_only"
    MIXED_STABILITY = "mixed_stability"
    OSCILLATION = "oscillation"
    MAX_ITERATIONS = "max_iterations"
    WINDOW_INCOMPLETE = "window_incomplete"
    UNSTABLE = "unstable"


class Severity(StrEnum):
    """Severity of a verification finding."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"

    @property
    def rank(self) -> int:
        """Ordering key: info < warning < error."""
        return {"info": 0, "warning": 1, "error": 2}[self.value]


class PolicyMode(StrEnum):
    """Which findings a verification report retains, and whether it may gate."""

    STRICT = "strict"
    AUDIT = "audit"
    PERMISSIVE = "permissive"


class Replayability(StrEnum):
    """Whether a trace promises byte-for-byte replay."""

    REPLAYABLE = "replayable"
    NON_REPLAYABLE = "non_replayable"


class ReplayStatus(StrEnum):
    """Outcome of comparing a replayed trace with the original."""

    EQUIVALENT = "equivalent"
    DIFFERENT = "different"


class ChangeClass(StrEnum):
    """What kind of difference a replay comparison found in a field."""

    PROMPT = "prompt"
    MODEL = "model"
    CONFIGURATION = "configuration"
    TOOL_OUTPUT = "tool_output"
    DECISION = "decision"
    STRUCTURE = "structure"


class EventKind(StrEnum):
    """Typed events recorded inside one trace entry, in order."""

    MODEL_REQUEST = "model_request"
    MODEL_RESPONSE = "model_response"
    OUTPUT_REJECTED = "output_rejected"
    TOOL_CALL = "tool_call"
    TOOL_RESULT = "tool_result"
    EVIDENCE_REGISTERED = "evidence_registered"
    CLAIM_EMITTED = "claim_emitted"
    PLAN_EMITTED = "plan_emitted"
    CONVERGENCE_DECISION = "convergence_decision"


class NodeKind(StrEnum):
    """What a plan node does when it executes."""

    RETRIEVE = "retrieve"
    READ = "read"
    DERIVE = "derive"
    CALCULATE = "calculate"
    VERIFY = "verify"
    FINALIZE = "finalize"


class SupportKind(StrEnum):
    """What a claim's support points at."""

    EVIDENCE = "evidence"
    CLAIM = "claim"
    TOOL_RESULT = "tool_result"
