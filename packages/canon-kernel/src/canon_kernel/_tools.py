"""Typed tools: what a model may call, how its arguments and results are checked, and what a service sees.

A ``Tool`` declares a key and description for the model, an object-root pydantic input type, an output
type, and exactly one way to obtain its service: a shared asynchronous ``service``, or a synchronous
``service_factory`` that the kernel calls once per run, just before the tool's first call in that run.
"""

from __future__ import annotations

import copy
import functools
import re
import uuid
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

import attrs
from pydantic import AliasChoices, AliasPath, BaseModel, TypeAdapter

from canon_contracts import (
    PortabilityError,
    SchemaProfileError,
    ensure_portable,
    normalize_schema,
    structural_id,
)

from ._messages import ToolSpec
from ._state import AgentCounters
from .errors import KernelConfigurationError

__all__ = ["AgentRunContext", "Tool", "ToolService", "ToolServiceFactory"]

ArgsT = TypeVar("ArgsT", bound=BaseModel)
ResultT = TypeVar("ResultT")
DepsT = TypeVar("DepsT")
_ArgsT_contra = TypeVar("_ArgsT_contra", bound=BaseModel, contravariant=True)
_ResultT_co = TypeVar("_ResultT_co", covariant=True)
_DepsT_co = TypeVar("_DepsT_co", covariant=True)
_DepsT_contra = TypeVar("_DepsT_contra", contravariant=True)

_TOOL_KEY = re.compile(r"[A-Za-z0-9_-]{1,64}")


@attrs.frozen
class AgentRunContext(Generic[_DepsT_co]):
    """What a tool service may read about the run calling it; it cannot change anything.

    Args:
        run_id: The run's identity.
        agent_key: Key of the agent running.
        definition_id: In-process identity of the agent definition.
        call_id: The tool call being served.
        tool: Key of the tool being called.
        dependencies: The caller's dependencies, passed to ``execute`` and never sent to the model.
        counters: Model requests and tool calls started so far, this call included.
    """

    run_id: str
    agent_key: str
    definition_id: str
    call_id: str
    tool: str
    dependencies: _DepsT_co
    counters: AgentCounters


class ToolService(Protocol[_ArgsT_contra, _ResultT_co, _DepsT_contra]):
    """An asynchronous tool implementation: validated arguments and the run context in, a result out."""

    def __call__(
        self, arguments: _ArgsT_contra, context: AgentRunContext[_DepsT_contra], /
    ) -> Awaitable[_ResultT_co]:
        """Serve one call."""
        ...


#: A synchronous factory returning a service; called once per run, before the tool's first call.
ToolServiceFactory = Callable[[], ToolService[ArgsT, ResultT, DepsT]]


def model_schema(model: object, role: str) -> dict[str, Any]:
    """Return the normalized JSON Schema of a pydantic model class whose root must be an object."""
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise KernelConfigurationError(f"{role} must be a pydantic model class, got {model!r}")
    schema = type_schema(model, role)
    if schema.get("type") != "object":
        raise KernelConfigurationError(f"{role} {model.__qualname__} must have an object-root JSON Schema")
    return schema


def type_adapter(target: Any) -> TypeAdapter[Any]:
    """The validator of a type; one per hashable type in the process, shared by every agent and tool."""
    try:
        hash(target)
    except TypeError:
        return TypeAdapter(target)
    return _cached_adapter(target)


def type_schema(target: Any, role: str) -> dict[str, Any]:
    """Return the normalized JSON Schema (profile ``canon.schema.v1``) of a type.

    The schema of a hashable type is generated once per process and a copy handed out each time, so
    building the same agents for every run costs no schema generation after the first.
    """
    try:
        try:
            hash(target)
        except TypeError:
            return normalize_schema(TypeAdapter(target).json_schema())
        return copy.deepcopy(_cached_schema(target))
    except (PortabilityError, SchemaProfileError) as exc:
        raise KernelConfigurationError(f"{role}: the JSON Schema cannot be normalized: {exc}") from exc
    except Exception as exc:  # pydantic raises several unrelated types for types it cannot describe
        raise KernelConfigurationError(f"{role}: no JSON Schema can be generated: {exc}") from exc


# Bounded, so a process that defines types on the fly (tests, notebooks) keeps a fixed number alive.
@functools.lru_cache(maxsize=1024)
def _cached_adapter(target: Any) -> TypeAdapter[Any]:
    return TypeAdapter(target)


@functools.lru_cache(maxsize=1024)
def _cached_schema(target: Any) -> dict[str, Any]:
    return normalize_schema(_cached_adapter(target).json_schema())


def accepted_names(model: type[BaseModel]) -> frozenset[str] | None:
    """Top-level member names ``model`` accepts, or None when it accepts any (or the check cannot tell).

    Pydantic ignores undeclared members by default; the kernel rejects them instead, so the recorded
    arguments are exactly what the service received.
    """
    if model.model_config.get("extra") in ("allow", "forbid"):
        return None
    by_name = bool(model.model_config.get("validate_by_name") or model.model_config.get("populate_by_name"))
    names: set[str] = set()
    for name, field in model.model_fields.items():
        alias = field.validation_alias if field.validation_alias is not None else field.alias
        if isinstance(alias, AliasChoices | AliasPath):
            return None
        if alias is None or by_name:
            names.add(name)
        if alias is not None:
            names.add(alias)
    return frozenset(names)


def _require_text(value: object, field: str) -> str:
    if type(value) is not str or not value.strip():
        raise KernelConfigurationError(f"{field} must be a non-blank string, got {value!r}")
    try:
        ensure_portable(value)
    except PortabilityError as exc:
        raise KernelConfigurationError(f"{field}: {exc.reason}") from None
    return value


@attrs.frozen(init=False, eq=False, repr=False)
class Tool(Generic[ArgsT, ResultT, DepsT]):
    """A typed capability the model may call; immutable once built.

    Args:
        key: What the model calls the tool (1-64 characters from ``A-Z a-z 0-9 _ -``).
        description: What the tool does, for the model.
        input_type: Pydantic model of the arguments; its JSON Schema must have an object root.
        output_type: Type of the result (usually a pydantic model); results are validated against it.
        service: A shared async service, safe for concurrent runs.
        service_factory: A synchronous factory giving each run its own service.

    Raises:
        KernelConfigurationError: for a bad key or description, a type without a usable schema, or unless
            exactly one of ``service`` and ``service_factory`` is given.
    """

    key: str
    description: str
    input_type: type[ArgsT]
    output_type: type[ResultT]
    service: ToolService[ArgsT, ResultT, DepsT] | None
    service_factory: ToolServiceFactory[ArgsT, ResultT, DepsT] | None
    spec: ToolSpec
    """What a model request says about the tool."""
    structural_id: str
    """Digest of the tool's behaviour-affecting material: key, description and normalized schemas."""
    definition_id: str
    """Identity of this in-process object (a random UUID, never hashed or compared across processes)."""
    _output_adapter: TypeAdapter[ResultT]
    _argument_names: frozenset[str] | None

    def __init__(
        self,
        *,
        key: str,
        description: str,
        input_type: type[ArgsT],
        output_type: type[ResultT],
        service: ToolService[ArgsT, ResultT, DepsT] | None = None,
        service_factory: ToolServiceFactory[ArgsT, ResultT, DepsT] | None = None,
    ) -> None:
        if type(key) is not str or not _TOOL_KEY.fullmatch(key):
            raise KernelConfigurationError(f"a tool key is 1-64 characters of A-Z a-z 0-9 _ -, got {key!r}")
        _require_text(description, f"tool {key!r} description")
        if (service is None) == (service_factory is None):
            raise KernelConfigurationError(f"tool {key!r} needs exactly one of service and service_factory")
        if not callable(service if service is not None else service_factory):
            raise KernelConfigurationError(f"tool {key!r}: the service or its factory must be callable")
        input_schema = model_schema(input_type, f"tool {key!r} input_type")
        try:
            output_adapter: TypeAdapter[ResultT] = type_adapter(output_type)
        except Exception as exc:
            message = f"tool {key!r} output_type is not a type pydantic can validate"
            raise KernelConfigurationError(message) from exc
        output_schema = type_schema(output_type, f"tool {key!r} output_type")
        spec = ToolSpec(
            key=key, description=description, input_schema=input_schema, output_schema=output_schema
        )
        material = {"kind": "tool", **spec.model_dump(mode="json")}
        self.__attrs_init__(
            key=key,
            description=description,
            input_type=input_type,
            output_type=output_type,
            service=service,
            service_factory=service_factory,
            spec=spec,
            structural_id=structural_id(material),
            definition_id=str(uuid.uuid4()),
            output_adapter=output_adapter,
            argument_names=accepted_names(input_type),
        )

    def __repr__(self) -> str:
        return f"Tool(key={self.key!r}, structural_id={self.structural_id!r})"


def undeclared_members(names: frozenset[str] | None, value: Mapping[str, Any]) -> list[str]:
    """Return the members of ``value`` that ``names`` does not accept, sorted (none if ``names`` is None)."""
    if names is None:
        return []
    return sorted(key for key in value if key not in names)
