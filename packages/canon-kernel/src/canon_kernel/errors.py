"""Errors raised by canon-kernel.

::

    CanonError (canon_contracts)
    └── KernelError                      anything the kernel refuses or reports
        ├── KernelConfigurationError     the API was used wrongly (see below for when it is raised)
        ├── ScriptedDriverError          a scripted test driver ran out of script or saw runs interleave
        ├── LifecycleError               a lifecycle rule was broken
        │   ├── IllegalTransitionError   a phase change the pipeline definition does not allow
        │   ├── RoleNotAllowedError      a role acting outside the phases that admit it
        │   └── KernelOrderingError      revise before any run, or anything after a recorded failure
        └── AgentExecutionError          an agent execution failed; carries ``state`` after admission
            ├── InvalidInputError        the input does not validate against the agent's input type
            ├── InvalidHistoryError      history is malformed or holds an incomplete exchange
            ├── LimitExceededError       a request, tool-call, token or time budget was exceeded
            ├── ProviderError            the model driver failed
            │   ├── ReplayDivergenceError  a replay driver was asked a request that was never recorded
            │   ├── ProviderConnectionError  the provider's server could not be reached (names the URL)
            │   ├── ProviderAuthenticationError  the server refused the key (names its variable, never it)
            │   └── ProviderStatusError  the server answered with an error status (after bounded retries)
            ├── MalformedResponseError   the driver returned something that is not a valid response
            ├── UnknownToolError         the model asked for a tool the agent does not declare
            ├── InvalidToolArgumentsError  tool arguments do not validate against the tool's input schema
            ├── ToolServiceError         a tool's service raised
            ├── InvalidToolOutputError   a tool's service returned a value that does not validate
            ├── InvalidFinalOutputError  the final output does not validate against the output type
            └── AgentInternalError       the kernel's own machinery failed; the original is ``__cause__``

Configuration errors mean the caller used the API wrongly. Most are raised at construction (definitions,
limits, tools, drivers, cassettes); the rest when a call is handed arguments that cannot belong together:
convergence samples out of iteration order (``evaluate``), an input recorded against another invocation or
an undeclared model in a replayable trace (``record_invocation``), a non-``AgentOutput`` result recorded
without ``output=`` (``record_result``). Execution errors mean a run failed, and carry the detached state
snapshot (``state``, also ``evidence``) once the run was admitted. ``asyncio.CancelledError``
is never wrapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from canon_contracts import CanonError, ErrorKind, FailureMode

if TYPE_CHECKING:
    from canon_contracts import Phase

__all__ = [
    "AgentExecutionError",
    "AgentInternalError",
    "IllegalTransitionError",
    "InvalidFinalOutputError",
    "InvalidHistoryError",
    "InvalidInputError",
    "InvalidToolArgumentsError",
    "InvalidToolOutputError",
    "KernelConfigurationError",
    "KernelError",
    "KernelOrderingError",
    "LifecycleError",
    "LimitExceededError",
    "MalformedResponseError",
    "ProviderAuthenticationError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderStatusError",
    "ReplayDivergenceError",
    "RoleNotAllowedError",
    "ScriptedDriverError",
    "ToolServiceError",
    "UnknownToolError",
]


class KernelError(CanonError):
    """Anything the kernel refuses or reports."""


class KernelConfigurationError(KernelError):
    """The API was used wrongly: bad limits, duplicate tool keys, a tool with two services, and so on.

    Raised at construction, or by a call whose arguments cannot belong together (see the module docstring).
    """

    kind = ErrorKind.USAGE
    label = "configuration error"


class ScriptedDriverError(KernelError):
    """A ``ScriptedModelDriver`` ran out of script, or concurrent runs interleaved on one shared instance.

    Raised by the driver, so an agent run reports it as the ``__cause__`` of a ``ProviderError``.
    """


class LifecycleError(KernelError):
    """A lifecycle rule was broken."""


class IllegalTransitionError(LifecycleError):
    """A phase change that the pipeline definition does not allow."""

    def __init__(self, source: Phase, target: Phase, message: str | None = None) -> None:
        self.source = source
        self.target = target
        super().__init__(message or f"transition {source.value} -> {target.value} is not allowed")


class RoleNotAllowedError(LifecycleError):
    """A role tried to act in a phase that does not admit it."""


class KernelOrderingError(LifecycleError):
    """A revise before any run, or any work after the kernel recorded a failure."""


class AgentExecutionError(KernelError):
    """An agent execution failed.

    ``state`` (also ``evidence``) is the immutable state snapshot taken when the failure happened; it is
    ``None`` for failures at admission, before any run state existed.
    """

    kind = ErrorKind.EXECUTION_FAILURE
    label = "execution failed"

    failure_mode: FailureMode = FailureMode.INTERNAL_ERROR

    def __init__(self, message: str, *, state: Any = None, **details: Any) -> None:
        self.state = state
        self.details = details
        super().__init__(message)

    @property
    def evidence(self) -> Any:
        """The state snapshot; an alias of ``state``."""
        return self.state


class InvalidInputError(AgentExecutionError):
    """The input does not validate against the agent's input type."""

    failure_mode = FailureMode.INVALID_INPUT


class InvalidHistoryError(AgentExecutionError):
    """History is malformed or holds an incomplete exchange."""

    failure_mode = FailureMode.INVALID_HISTORY


class LimitExceededError(AgentExecutionError):
    """A budget of the run was exceeded.

    ``limit_kind`` says which: ``model_requests`` or ``tool_calls`` (refused before the work started),
    ``tokens`` (the agent's) or ``run_tokens`` (the pipeline run's shared budget), counted when a response
    arrives, or ``request_timeout`` (seconds one model request may take). ``limit`` is the budget and
    ``attempted`` the amount the run reached or would have reached.
    """

    failure_mode = FailureMode.LIMIT_EXCEEDED

    def __init__(
        self,
        message: str,
        *,
        limit_kind: str,
        limit: int | float,
        attempted: int | float,
        state: Any = None,
        **details: Any,
    ) -> None:
        self.limit_kind = limit_kind
        self.limit = limit
        self.attempted = attempted
        details.update(limit_kind=limit_kind, limit=limit, attempted=attempted)
        super().__init__(message, state=state, **details)


class ProviderError(AgentExecutionError):
    """The model driver failed.

    Provider drivers raise a subclass when they know more; ``transient`` says whether a later attempt might
    succeed (evidence for a retry policy, never a promise).
    """

    failure_mode = FailureMode.PROVIDER_ERROR
    transient: bool = False


class ReplayDivergenceError(ProviderError):
    """A replay driver was asked a request that was never recorded; ``request_digest`` names it."""

    failure_mode = FailureMode.REPLAY_DIVERGENCE

    def __init__(self, request_digest: str, *, state: Any = None, **details: Any) -> None:
        self.request_digest = request_digest
        super().__init__(f"no recorded response for request {request_digest}", state=state, **details)


class ProviderConnectionError(ProviderError):
    """The provider's server could not be reached (refused, unresolvable, reset); the message names it."""

    transient = True


class ProviderAuthenticationError(ProviderError):
    """The server refused the credentials (401 or 403); the message names the key's variable, not the key."""


class ProviderStatusError(ProviderError):
    """The server answered with an error status; ``status`` is the HTTP status of the last attempt.

    Rate limits (429) and server errors (5xx) are raised only after the driver's bounded retries.
    """

    def __init__(self, message: str, *, status: int, state: Any = None, **details: Any) -> None:
        self.status = status
        self.transient = status == 429 or status >= 500
        details.update(status=status)
        super().__init__(message, state=state, **details)


class MalformedResponseError(AgentExecutionError):
    """The driver returned something that is not a valid model response."""

    failure_mode = FailureMode.MALFORMED_RESPONSE


class UnknownToolError(AgentExecutionError):
    """The model asked for a tool the agent does not declare."""

    failure_mode = FailureMode.UNKNOWN_TOOL


class InvalidToolArgumentsError(AgentExecutionError):
    """Tool arguments do not validate against the tool's input schema."""

    failure_mode = FailureMode.INVALID_TOOL_ARGUMENTS


class ToolServiceError(AgentExecutionError):
    """A tool's service raised; the original exception is ``__cause__``."""

    failure_mode = FailureMode.TOOL_SERVICE_ERROR


class InvalidToolOutputError(AgentExecutionError):
    """A tool's service returned a value that does not validate against its output schema."""

    failure_mode = FailureMode.INVALID_TOOL_OUTPUT


class InvalidFinalOutputError(AgentExecutionError):
    """The final output does not validate against the agent's output type."""

    failure_mode = FailureMode.INVALID_FINAL_OUTPUT


class AgentInternalError(AgentExecutionError):
    """The kernel's own machinery failed unexpectedly; the original exception is ``__cause__``."""

    failure_mode = FailureMode.INTERNAL_ERROR
