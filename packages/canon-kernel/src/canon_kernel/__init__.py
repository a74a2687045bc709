"""canon-kernel: the typed agent execution kernel of canon.

An ``Agent`` declares typed input and output, one model driver binding, ordered typed ``Tool`` definitions
and limits; each ``execute`` runs the model-tools loop under those limits and returns an
``AgentExecutionResult`` with the validated output and the full transcript, or raises a typed
``AgentExecutionError`` carrying an ``AgentStateSnapshot``. Offline drivers: ``ReplayModelDriver`` here and
``canon_kernel.testing.ScriptedModelDriver``.
"""

from canon_kernel._agent import Agent, AgentLimits
from canon_kernel._driver import ModelDriver, ModelDriverBinding, ModelDriverDescriptor, ModelDriverFactory
from canon_kernel._messages import (
    AgentExchange,
    AgentSpec,
    ConversationItem,
    FinalOutputResponse,
    ModelRequest,
    ModelRequestItem,
    ModelResponse,
    ModelResponseItem,
    ModelUsage,
    ToolCallItem,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
    ToolSpec,
    TranscriptItem,
)
from canon_kernel._replay import RecordedResponses, ReplayModelDriver
from canon_kernel._state import AgentCounters, AgentExecutionResult, AgentStateSnapshot, AgentUsage, converter
from canon_kernel._tools import AgentRunContext, Tool, ToolService, ToolServiceFactory
from canon_kernel._version import __version__
from canon_kernel.errors import (
    AgentExecutionError,
    AgentInternalError,
    IllegalTransitionError,
    InvalidFinalOutputError,
    InvalidHistoryError,
    InvalidInputError,
    InvalidToolArgumentsError,
    InvalidToolOutputError,
    KernelConfigurationError,
    KernelError,
    KernelOrderingError,
    LifecycleError,
    LimitExceededError,
    MalformedResponseError,
    ProviderError,
    ReplayDivergenceError,
    RoleNotAllowedError,
    ScriptedDriverError,
    ToolServiceError,
    UnknownToolError,
)

__all__ = [
    "Agent",
    "AgentCounters",
    "AgentExchange",
    "AgentExecutionError",
    "AgentExecutionResult",
    "AgentInternalError",
    "AgentLimits",
    "AgentRunContext",
    "AgentSpec",
    "AgentStateSnapshot",
    "AgentUsage",
    "ConversationItem",
    "FinalOutputResponse",
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
    "ModelDriver",
    "ModelDriverBinding",
    "ModelDriverDescriptor",
    "ModelDriverFactory",
    "ModelRequest",
    "ModelRequestItem",
    "ModelResponse",
    "ModelResponseItem",
    "ModelUsage",
    "ProviderError",
    "RecordedResponses",
    "ReplayDivergenceError",
    "ReplayModelDriver",
    "RoleNotAllowedError",
    "ScriptedDriverError",
    "Tool",
    "ToolCallItem",
    "ToolCallRequest",
    "ToolCallsResponse",
    "ToolResultItem",
    "ToolService",
    "ToolServiceError",
    "ToolServiceFactory",
    "ToolSpec",
    "TranscriptItem",
    "UnknownToolError",
    "__version__",
    "converter",
]
