"""Agent definitions: typed boundaries, one model binding, ordered tools, limits, and three identities.

An ``Agent`` is immutable and reusable; each ``execute`` runs with a fresh run identity and private state.

Identities, kept apart on purpose:

* ``definition_id`` names one in-process definition object. It is a random UUID, assigned at construction;
  it is never hashed into anything or compared across processes, so its randomness costs nothing.
* ``run_id`` names one execution, a fresh random UUID per ``execute`` (same remark).
* ``structural_id`` names the behaviour-affecting material, language-neutrally: ``canon_contracts.
  structural_id`` over the key, instructions, normalized input and output schemas, the driver descriptor
  (driver key, provider, model, settings), the tools' structural ids in order, and the limits. The
  display ``name`` is not part of it, nor are Python class names or field declaration order.
"""

from __future__ import annotations

import math
import threading
import uuid
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Generic, TypeVar

import attrs
from pydantic import BaseModel, TypeAdapter

from canon_contracts import MAX_SAFE_INTEGER, PortabilityError, ensure_portable, structural_id

from ._driver import ModelDriverBinding
from ._messages import AgentExchange, AgentSpec
from ._runtime import run_agent
from ._state import AgentExecutionResult
from ._tools import Tool, accepted_names, model_schema, type_adapter
from .errors import KernelConfigurationError

__all__ = ["Agent", "AgentLimits", "TokenBudget"]

InputT = TypeVar("InputT", bound=BaseModel)
OutputT = TypeVar("OutputT", bound=BaseModel)
DepsT = TypeVar("DepsT")


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 < value <= MAX_SAFE_INTEGER:
        message = f"AgentLimits.{attribute.name} must be a positive integer, got {value!r}"
        raise KernelConfigurationError(message)


def _count(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value <= MAX_SAFE_INTEGER:
        message = f"AgentLimits.{attribute.name} must be an integer >= 0, got {value!r}"
        raise KernelConfigurationError(message)


def _optional_positive(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    if value is not None:
        _positive(instance, attribute, value)  # type: ignore[arg-type]


def _seconds(value: object) -> float | None:
    if value is None:
        return None
    if type(value) is int:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or value <= 0.0:
        raise KernelConfigurationError(
            f"AgentLimits.request_timeout must be a positive number of seconds or None, got {value!r}"
        )
    return value


@attrs.frozen
class AgentLimits:
    """Budgets of one execution; exceeding any of them is a ``LimitExceededError``.

    Args:
        model_requests: Most model requests one execution may send (positive).
        tool_calls: Most tool calls one execution may start (positive).
        output_retries: How many times a final output or a tool-call batch that fails validation is sent
            back to the model with the problems before the run fails (0: never).
        tokens: Most tokens (input plus output, as the provider reports them) one execution may use, or
            None for no limit. Counted when a response arrives, so the response that crosses the limit is
            recorded before the run fails.
        request_timeout: Seconds one model request may take, or None for no limit.
    """

    model_requests: int = attrs.field(default=8, validator=_positive)
    tool_calls: int = attrs.field(default=32, validator=_positive)
    output_retries: int = attrs.field(default=0, validator=_count)
    tokens: int | None = attrs.field(default=None, validator=_optional_positive)
    request_timeout: float | None = attrs.field(default=None, converter=_seconds)

    def to_json(self) -> dict[str, Any]:
        """The limits as portable JSON, part of the agent's structural identity."""
        return {
            "model_requests": self.model_requests,
            "tool_calls": self.tool_calls,
            "output_retries": self.output_retries,
            "tokens": self.tokens,
            "request_timeout": self.request_timeout,
        }


class TokenBudget:
    """A token allowance shared by every agent execution of one pipeline run; safe to share between threads.

    Pass the same budget to each ``Agent.execute`` of the run. Every response's reported tokens are charged
    to it; the response that crosses the limit fails its run with a ``LimitExceededError``
    (``limit_kind="run_tokens"``), and no later request of the run is sent.

    Args:
        limit: Most tokens (input plus output) the whole run may use; a positive integer.

    Raises:
        KernelConfigurationError: if ``limit`` is not a positive integer.
    """

    __slots__ = ("_lock", "_used", "limit")

    def __init__(self, limit: int) -> None:
        if type(limit) is not int or not 0 < limit <= MAX_SAFE_INTEGER:
            raise KernelConfigurationError(f"a token budget must be a positive integer, got {limit!r}")
        self.limit = limit
        """The allowance."""
        self._used = 0
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"TokenBudget(limit={self.limit}, used={self.used})"

    @property
    def used(self) -> int:
        """Tokens charged so far."""
        with self._lock:
            return self._used

    @property
    def exhausted(self) -> bool:
        """Whether the allowance is used up, so no further request may be sent."""
        with self._lock:
            return self._used >= self.limit

    def charge(self, tokens: int) -> int:
        """Add ``tokens`` to the amount used and return the new total."""
        with self._lock:
            self._used += tokens
            return self._used


def _text(value: object, field: str) -> str:
    if type(value) is not str or not value.strip():
        raise KernelConfigurationError(f"agent {field} must be a non-blank string, got {value!r}")
    try:
        ensure_portable(value)
    except PortabilityError as exc:
        raise KernelConfigurationError(f"agent {field}: {exc.reason}") from None
    return value


def _tools(tools: Sequence[Tool[Any, Any, Any]]) -> tuple[Tool[Any, Any, Any], ...]:
    if isinstance(tools, str | bytes | Mapping) or not isinstance(tools, Sequence):
        raise KernelConfigurationError(f"tools must be a sequence of Tool, got {type(tools).__name__}")
    declared = tuple(tools)
    seen: set[str] = set()
    for tool in declared:
        if not isinstance(tool, Tool):
            raise KernelConfigurationError(f"tools must hold Tool definitions, got {tool!r}")
        if tool.key in seen:
            raise KernelConfigurationError(f"two tools share the key {tool.key!r}")
        seen.add(tool.key)
    return declared


@attrs.frozen(init=False, eq=False, repr=False)
class Agent(Generic[InputT, OutputT, DepsT]):
    """A typed agent: the model picks tools at run time until it returns a final output.

    Args:
        key: Stable application-owned key (part of the structural identity).
        name: Display name, the key unless given (not part of the structural identity).
        instructions: The exact instructions sent with every request.
        input_type: Pydantic model of the input (object root).
        output_type: Pydantic model of the final output (object root).
        model: The model driver binding and its descriptor.
        tools: The tools the model may call, in the order it is shown them; keys are distinct.
        limits: Budgets for one execution.

    Raises:
        KernelConfigurationError: if any part of the definition is invalid.
    """

    key: str
    name: str
    instructions: str
    input_type: type[InputT]
    output_type: type[OutputT]
    model: ModelDriverBinding
    tools: tuple[Tool[Any, Any, DepsT], ...]
    limits: AgentLimits
    definition_id: str
    """Identity of this in-process object (see the module docstring)."""
    structural_id: str
    """Digest of the behaviour-affecting material (see the module docstring)."""
    spec: AgentSpec
    """The part of every model request that comes from this definition."""
    _tool_index: Mapping[str, Tool[Any, Any, DepsT]]
    _input_adapter: TypeAdapter[InputT]
    _output_adapter: TypeAdapter[OutputT]
    _input_names: frozenset[str] | None
    _output_names: frozenset[str] | None

    def __init__(
        self,
        *,
        key: str,
        name: str | None = None,
        instructions: str,
        input_type: type[InputT],
        output_type: type[OutputT],
        model: ModelDriverBinding,
        tools: Sequence[Tool[Any, Any, DepsT]] = (),
        limits: AgentLimits | None = None,
    ) -> None:
        _text(key, "key")
        name = key if name is None else name
        _text(name, "name")
        _text(instructions, "instructions")
        if not isinstance(model, ModelDriverBinding):
            raise KernelConfigurationError(f"model must be a ModelDriverBinding, got {model!r}")
        limits = AgentLimits() if limits is None else limits
        if not isinstance(limits, AgentLimits):
            raise KernelConfigurationError(f"limits must be AgentLimits, got {limits!r}")
        declared = _tools(tools)
        input_schema = model_schema(input_type, "agent input_type")
        output_schema = model_schema(output_type, "agent output_type")
        settings = model.descriptor.request_settings()
        spec = AgentSpec(
            key=key,
            instructions=instructions,
            output_schema=output_schema,
            tools=tuple(tool.spec for tool in declared),
            settings=settings,
        )
        material = {
            "kind": "agent",
            "key": key,
            "instructions": instructions,
            "input_schema": input_schema,
            "output_schema": output_schema,
            "model": model.descriptor.to_json(),
            "tools": [tool.structural_id for tool in declared],
            "limits": limits.to_json(),
        }
        self.__attrs_init__(
            key=key,
            name=name,
            instructions=instructions,
            input_type=input_type,
            output_type=output_type,
            model=model,
            tools=declared,
            limits=limits,
            definition_id=str(uuid.uuid4()),
            structural_id=structural_id(material),
            spec=spec,
            tool_index=MappingProxyType({tool.key: tool for tool in declared}),
            input_adapter=type_adapter(input_type),
            output_adapter=type_adapter(output_type),
            input_names=accepted_names(input_type),
            output_names=accepted_names(output_type),
        )

    def __repr__(self) -> str:
        return f"Agent(key={self.key!r}, name={self.name!r}, structural_id={self.structural_id!r})"

    async def execute(
        self,
        input: InputT,
        *,
        dependencies: DepsT,
        history: Sequence[AgentExchange] = (),
        token_budget: TokenBudget | None = None,
    ) -> AgentExecutionResult[OutputT]:
        """Run the agent once on ``input`` and return its validated output with the run's evidence.

        Args:
            input: The input, an instance of ``input_type`` (or a mapping that validates into one).
            dependencies: Application services for the tools; never sent to the model.
            history: Earlier complete exchanges to show the model (for example ``result.exchange``).
            token_budget: The pipeline run's shared token allowance, if it has one.

        Raises:
            AgentExecutionError: one of its subclasses, naming what failed. After admission the error
                carries an ``AgentStateSnapshot`` in ``state``; ``InvalidInputError`` and
                ``InvalidHistoryError`` raised at admission carry none.
            asyncio.CancelledError: unchanged, when the run is cancelled.
        """
        if token_budget is not None and not isinstance(token_budget, TokenBudget):
            raise KernelConfigurationError(f"token_budget must be a TokenBudget, got {token_budget!r}")
        return await run_agent(self, input, dependencies, history, token_budget)
