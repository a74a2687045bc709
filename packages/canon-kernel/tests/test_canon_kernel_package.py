"""canon-kernel installs as a distribution of its own and declares exactly its canon dependencies."""

import importlib.metadata
import importlib.resources
import re

import canon_kernel

DIST = "canon-kernel"
INTERNAL_DEPENDENCIES = {"canon-contracts", "canon-trace"}


def _project_name(requirement: str) -> str:
    """Normalized project name of a requirement string such as ``canon-trace>=0.1,<0.2; extra == "x"``."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def test_version_is_the_installed_distribution_version() -> None:
    assert canon_kernel.__version__ == importlib.metadata.version(DIST)


def test_requires_exactly_its_internal_canon_packages() -> None:
    requirements = importlib.metadata.requires(DIST) or []
    internal = {
        name for name in map(_project_name, requirements) if name == "canon" or name.startswith("canon-")
    }
    assert internal == INTERNAL_DEPENDENCIES


def test_declares_one_extra_per_provider_driver() -> None:
    assert sorted(importlib.metadata.metadata(DIST).get_all("Provides-Extra") or []) == [
        "anthropic",
        "openai",
    ]
    optional = {
        _project_name(requirement): requirement.split("extra ==")[1].strip().strip("'\"")
        for requirement in importlib.metadata.requires(DIST) or []
        if "extra ==" in requirement and not requirement.startswith("httpx2")
    }
    assert optional == {"openai": "openai", "anthropic": "anthropic"}


#: The public surface, in plain ``sorted()`` order.
PUBLIC_NAMES = [
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
    "AllOf",
    "AnyOf",
    "CONVERGENCE_RECORDED",
    "Clock",
    "Condition",
    "ConditionCheck",
    "ConfidenceThreshold",
    "ConvergenceStrategy",
    "ConversationItem",
    "FinalOutputResponse",
    "IllegalTransitionError",
    "InvalidFinalOutputError",
    "InvalidHistoryError",
    "InvalidInputError",
    "InvalidToolArgumentsError",
    "InvalidToolOutputError",
    "Invocation",
    "InvocationKind",
    "KernelConfigurationError",
    "KernelError",
    "KernelOrderingError",
    "LifecycleError",
    "LifecycleKernel",
    "LifecycleState",
    "LimitExceededError",
    "MalformedResponseError",
    "MaxIterations",
    "MixedStability",
    "ModelDriver",
    "ModelDriverBinding",
    "ModelDriverDescriptor",
    "ModelDriverFactory",
    "ModelIdentity",
    "ModelRequest",
    "ModelRequestItem",
    "ModelResponse",
    "ModelResponseItem",
    "ModelUsage",
    "NO_FAILURE",
    "OscillationDetection",
    "Outcome",
    "OutputRejectedItem",
    "PhaseExit",
    "PhaseSpec",
    "PipelineDefinition",
    "ProviderAuthenticationError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderStatusError",
    "RecordedResponses",
    "ReplayDivergenceError",
    "ReplayModelDriver",
    "RoleNotAllowedError",
    "RunRecorder",
    "ScoreStability",
    "ScriptedDriverError",
    "TokenBudget",
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
    "VerdictStability",
    "WORK_RECORDED",
    "__version__",
    "converter",
    "events_from_transcript",
    "replay_metadata",
    "stop_reason_for_failure",
    "stops",
    "termination_reason_for",
    "utc_now",
]


def test_public_surface_is_exactly_the_documented_names() -> None:
    assert canon_kernel.__all__ == PUBLIC_NAMES == sorted(PUBLIC_NAMES)
    for name in PUBLIC_NAMES:
        assert getattr(canon_kernel, name) is not None


def test_ships_type_information() -> None:
    assert importlib.resources.files("canon_kernel").joinpath("py.typed").is_file()


def test_the_providers_module_exposes_exactly_its_documented_names() -> None:
    from canon_kernel import providers

    assert providers.__all__ == [
        "DEFAULT_KEY_VARIABLES",
        "DEFAULT_RETRY_DELAYS",
        "MAX_REPLY_BYTES",
        "MAX_RETRY_AFTER",
        "OUTPUT_MODES",
        "PROVIDERS",
        "OutputMode",
        "ProviderSettings",
        "provider_binding",
        "provider_descriptor",
    ]
