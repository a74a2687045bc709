"""The model driver seam: the protocol a provider implements, its descriptor and how an agent binds it.

A driver turns one ``ModelRequest`` into one ``FinalOutputResponse`` or ``ToolCallsResponse``. The
descriptor names the driver and the model and carries every behaviour-affecting setting; it is part of the
agent's structural identity and of the trace's model metadata. Credentials and clients never go in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

import attrs

from canon_contracts import MAX_SAFE_INTEGER, ModelMetadata, PortabilityError, digest, ensure_portable

from ._messages import FinalOutputResponse, ModelRequest, ToolCallsResponse
from .errors import KernelConfigurationError

__all__ = ["ModelDriver", "ModelDriverBinding", "ModelDriverDescriptor", "ModelDriverFactory"]


@runtime_checkable
class ModelDriver(Protocol):
    """Answers one normalized request with a final output or a batch of tool calls.

    Exceptions a driver raises become ``ProviderError`` (the original is ``__cause__``); a driver may also
    raise ``ProviderError`` or ``MalformedResponseError`` itself. ``asyncio.CancelledError`` is never wrapped.
    """

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Return the model's response to ``request``."""
        ...


#: A synchronous factory returning a fresh driver; called once per run, before its first request.
ModelDriverFactory = Callable[[], ModelDriver]


def _require_name(value: Any, field: str) -> str:
    if type(value) is not str or not value.strip():
        raise KernelConfigurationError(f"{field} must be a non-blank string, got {value!r}")
    try:
        ensure_portable(value)
    except PortabilityError as exc:
        raise KernelConfigurationError(f"{field}: {exc.reason}") from None
    return value


def _temperature(value: Any) -> float:
    if type(value) is int:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or value < 0.0:
        raise KernelConfigurationError(f"temperature must be a finite number >= 0, got {value!r}")
    return value


def _max_tokens(value: Any) -> int | None:
    if value is not None and (type(value) is not int or not 0 < value <= MAX_SAFE_INTEGER):
        raise KernelConfigurationError(f"max_tokens must be a positive integer or None, got {value!r}")
    return value


def _detached_settings(value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise KernelConfigurationError(f"settings must be a mapping, got {type(value).__name__}")
    copied: dict[str, Any] = _copy_json(dict(value))
    try:
        ensure_portable(copied, path="$.settings")
    except PortabilityError as exc:
        raise KernelConfigurationError(f"model settings are not portable: {exc}") from None
    return copied


def _one_of(name: str, argument: Any, settings: dict[str, Any]) -> Any:
    """The value of ``name`` given as an argument or inside settings (removed from them); not both."""
    in_settings = settings.pop(name, None)
    if argument is not None and in_settings is not None and argument != in_settings:
        raise KernelConfigurationError(
            f"{name} is given twice, as {argument!r} and in settings as {in_settings!r}"
        )
    return argument if argument is not None else in_settings


def _copy_json(value: Any) -> Any:
    """Copy the containers of a JSON value, so the copy shares nothing mutable with the original."""
    if type(value) is dict:
        return {key: _copy_json(item) for key, item in value.items()}
    if type(value) is list:
        return [_copy_json(item) for item in value]
    return value


@attrs.frozen(init=False)
class ModelDriverDescriptor:
    """Which driver and model answer an agent's requests, with the settings that change their behaviour.

    Args:
        driver_key: Stable key of the driver implementation (``scripted``, ``replay``, ``embedded``).
        provider: Who serves the model.
        model: The model's name and version.
        temperature: Sampling temperature, 0 unless given; a replayable trace requires 0. It may also be
            given inside ``settings``.
        max_tokens: Token limit per response, if any; may also be given inside ``settings``.
        settings: Behaviour-affecting settings (portable JSON; copied, then held read-only).

    Raises:
        KernelConfigurationError: for blank names, a negative or non-finite temperature, a non-positive
            token limit, non-portable settings, or a temperature or token limit given twice differently.
    """

    driver_key: str
    provider: str
    model: str
    temperature: float
    max_tokens: int | None
    settings: Mapping[str, Any]
    """The settings other than ``temperature`` and ``max_tokens`` (read-only)."""
    digest: str
    """``sha256:`` digest of ``to_json()``: the model hash a call record carries."""

    def __init__(
        self,
        *,
        driver_key: str,
        provider: str,
        model: str,
        temperature: float | None = None,
        max_tokens: int | None = None,
        settings: Mapping[str, Any] | None = None,
    ) -> None:
        others = _detached_settings({} if settings is None else settings)
        resolved_temperature = _one_of("temperature", temperature, others)
        resolved_temperature = _temperature(0.0 if resolved_temperature is None else resolved_temperature)
        self.__attrs_init__(
            driver_key=_require_name(driver_key, "driver_key"),
            provider=_require_name(provider, "provider"),
            model=_require_name(model, "model"),
            temperature=resolved_temperature,
            max_tokens=_max_tokens(_one_of("max_tokens", max_tokens, others)),
            settings=MappingProxyType(others),
            digest="",
        )
        object.__setattr__(self, "digest", digest(self.to_json()))

    def request_settings(self) -> dict[str, Any]:
        """The settings a model request carries: ``temperature``, ``max_tokens`` and the rest."""
        return {
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            **_copy_json(dict(self.settings)),
        }

    def to_json(self) -> dict[str, Any]:
        """The descriptor as portable JSON (a fresh value)."""
        return {
            "driver_key": self.driver_key,
            "provider": self.provider,
            "model": self.model,
            "settings": self.request_settings(),
        }

    def model_metadata(self) -> ModelMetadata:
        """The descriptor as the trace's ``ModelMetadata``."""
        return ModelMetadata(
            provider=self.provider,
            model=self.model,
            temperature=self.temperature,
            max_tokens=self.max_tokens,
            settings=_copy_json(dict(self.settings)),
        )


def _check_driver(_: object, __: object, value: ModelDriver | None) -> None:
    if value is not None and not callable(getattr(value, "respond", None)):
        raise KernelConfigurationError(f"a model driver needs an async respond(request); got {value!r}")


def _check_factory(_: object, __: object, value: ModelDriverFactory | None) -> None:
    if value is not None and not callable(value):
        raise KernelConfigurationError(f"a driver factory must be callable; got {value!r}")


def _check_descriptor(_: object, __: object, value: ModelDriverDescriptor) -> None:
    if not isinstance(value, ModelDriverDescriptor):
        raise KernelConfigurationError(f"descriptor must be a ModelDriverDescriptor, got {value!r}")


@attrs.frozen
class ModelDriverBinding:
    """A descriptor bound to exactly one driver lifecycle: one shared driver, or a fresh driver per run.

    Build it with ``ModelDriverBinding.shared`` (the driver must be safe for concurrent runs) or
    ``ModelDriverBinding.per_run`` (the factory is called once per ``execute``, before the first request).
    """

    descriptor: ModelDriverDescriptor = attrs.field(validator=_check_descriptor)
    driver: ModelDriver | None = attrs.field(default=None, validator=_check_driver)
    factory: ModelDriverFactory | None = attrs.field(default=None, validator=_check_factory)

    def __attrs_post_init__(self) -> None:
        if (self.driver is None) == (self.factory is None):
            raise KernelConfigurationError("a ModelDriverBinding needs exactly one of a driver or a factory")

    @classmethod
    def shared(cls, *, descriptor: ModelDriverDescriptor, driver: ModelDriver) -> ModelDriverBinding:
        """Bind one driver instance that every run uses (the caller guarantees it is concurrency-safe)."""
        return cls(descriptor=descriptor, driver=driver)

    @classmethod
    def per_run(cls, *, descriptor: ModelDriverDescriptor, factory: ModelDriverFactory) -> ModelDriverBinding:
        """Bind a synchronous factory that gives each run a driver of its own."""
        return cls(descriptor=descriptor, factory=factory)
