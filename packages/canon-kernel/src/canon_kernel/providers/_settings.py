"""Provider settings: which model, where it is served, how its key is found, and how the driver talks to it.

Models are named ``provider:model`` (``openai:gpt-4o-mini``, ``anthropic:claude-sonnet-4-5``). The key is
never a setting: it is read from an environment variable (``OPENAI_API_KEY``, ``ANTHROPIC_API_KEY``, or the
variable ``api_key_env`` names) when a binding is made, and held only by the driver.
"""

from __future__ import annotations

import math
import os
import re
from typing import Any, Literal, TypeAlias

import attrs

from canon_contracts import MAX_SAFE_INTEGER

from ..errors import KernelConfigurationError

__all__ = [
    "DEFAULT_KEY_VARIABLES",
    "DEFAULT_RETRY_DELAYS",
    "OUTPUT_MODES",
    "PROVIDERS",
    "OutputMode",
    "ProviderSettings",
    "resolve_key",
]

#: How a provider driver asks for the final output: ``tools`` gives the model its tools as native function
#: tools and the output schema as the response format; ``json`` asks for one JSON object, a "next action"
#: that is either tool calls or the final output, for servers that emit tool calls only when forced.
OutputMode: TypeAlias = Literal["tools", "json"]
OUTPUT_MODES: tuple[OutputMode, ...] = ("tools", "json")

#: The providers a model name may start with.
PROVIDERS = ("openai", "anthropic")

#: The variable each provider's key is read from unless ``api_key_env`` names another.
DEFAULT_KEY_VARIABLES = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY"}

#: Seconds to wait before each retry of a rate-limited (429) or failed (5xx) request: three retries, then
#: the run fails. A fixed schedule, so two runs against the same server behave alike.
DEFAULT_RETRY_DELAYS: tuple[float, ...] = (1.0, 2.0, 4.0)

_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _model(instance: ProviderSettings, attribute: attrs.Attribute[str], value: object) -> None:
    if type(value) is not str or ":" not in value:
        raise KernelConfigurationError(
            f"model {value!r} must be written provider:model, e.g. openai:gpt-4o-mini "
            f"(providers: {', '.join(PROVIDERS)})"
        )
    provider, _, name = value.partition(":")
    if provider not in PROVIDERS:
        raise KernelConfigurationError(
            f"model {value!r}: unknown provider {provider!r} (providers: {', '.join(PROVIDERS)})"
        )
    if not name.strip() or name != name.strip():
        raise KernelConfigurationError(f"model {value!r}: the model name after {provider!r}: is blank")


def _base_url(instance: ProviderSettings, attribute: attrs.Attribute[str | None], value: object) -> None:
    if value is None:
        return
    if type(value) is not str or not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", value):
        raise KernelConfigurationError(f"base URL {value!r} must be an http:// or https:// URL")


def _variable(instance: ProviderSettings, attribute: attrs.Attribute[str | None], value: object) -> None:
    if value is not None and (type(value) is not str or not _VARIABLE.fullmatch(value)):
        raise KernelConfigurationError(f"API key variable {value!r} must be an environment variable name")


def _seconds(value: object) -> float:
    if type(value) is int:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or value <= 0.0:
        raise KernelConfigurationError(f"request timeout must be a positive number of seconds, got {value!r}")
    return value


def _mode(instance: ProviderSettings, attribute: attrs.Attribute[str | None], value: object) -> None:
    if value is not None and value not in OUTPUT_MODES:
        raise KernelConfigurationError(f"output mode {value!r} must be one of {', '.join(OUTPUT_MODES)}")


def _temperature(value: object) -> float:
    if type(value) is int:
        value = float(value)
    if type(value) is not float or not math.isfinite(value) or not 0.0 <= value <= 2.0:
        raise KernelConfigurationError(f"temperature must be a number from 0 to 2, got {value!r}")
    return value


def _max_tokens(instance: ProviderSettings, attribute: attrs.Attribute[int], value: object) -> None:
    if type(value) is not int or not 0 < value <= MAX_SAFE_INTEGER:
        raise KernelConfigurationError(f"max_tokens must be a positive integer, got {value!r}")


def _delays(value: Any) -> tuple[float, ...]:
    try:
        delays = tuple(float(delay) for delay in value)
    except (TypeError, ValueError):
        raise KernelConfigurationError(f"retry delays must be a sequence of seconds, got {value!r}") from None
    if len(delays) > 10 or any(not math.isfinite(delay) or not 0.0 <= delay <= 300.0 for delay in delays):
        raise KernelConfigurationError(
            f"retry delays must be at most 10 delays of 0 to 300 seconds, got {value!r}"
        )
    return delays


@attrs.frozen
class ProviderSettings:
    """Which provider model answers, and how to reach it.

    Args:
        model: ``provider:model``, e.g. ``openai:gpt-4o-mini`` or ``anthropic:claude-sonnet-4-5``.
        base_url: The server's API root (``http://127.0.0.1:8080/v1`` for a local OpenAI-compatible server);
            None for the provider's own.
        api_key_env: The environment variable holding the key; None for the provider's default
            (``OPENAI_API_KEY``, ``ANTHROPIC_API_KEY``).
        request_timeout: Seconds one HTTP request may take; a slower one fails the run with a
            ``LimitExceededError``.
        output_mode: ``tools`` or ``json`` (see ``OutputMode``); None means ``tools``.
        temperature: Sampling temperature; a run is replayable only at 0.
        max_tokens: Most tokens per response.
        retry_delays: Seconds to wait before each retry of a 429 or 5xx reply (``DEFAULT_RETRY_DELAYS``).

    Raises:
        KernelConfigurationError: for a model not written ``provider:model`` with a known provider, a base
            URL that is not http(s), a bad variable name, timeout, mode, temperature, token limit or delays.
    """

    model: str = attrs.field(validator=_model)
    base_url: str | None = attrs.field(default=None, validator=_base_url)
    api_key_env: str | None = attrs.field(default=None, validator=_variable)
    request_timeout: float = attrs.field(default=60.0, converter=_seconds)
    output_mode: OutputMode | None = attrs.field(default=None, validator=_mode)
    temperature: float = attrs.field(default=0.0, converter=_temperature)
    max_tokens: int = attrs.field(default=2048, validator=_max_tokens)
    retry_delays: tuple[float, ...] = attrs.field(default=DEFAULT_RETRY_DELAYS, converter=_delays)

    @property
    def provider(self) -> str:
        """The provider part of ``model``."""
        return self.model.partition(":")[0]

    @property
    def model_name(self) -> str:
        """The model part of ``model``, as the provider knows it."""
        return self.model.partition(":")[2]

    @property
    def mode(self) -> OutputMode:
        """The output mode in force: ``output_mode``, or ``tools`` when none is given."""
        return self.output_mode or "tools"

    @property
    def key_variable(self) -> str:
        """The environment variable the key is read from."""
        return self.api_key_env or DEFAULT_KEY_VARIABLES[self.provider]


def resolve_key(settings: ProviderSettings) -> str | None:
    """The key from the environment, or None for a server of one's own that needs none.

    A key is required unless ``base_url`` names a server and ``api_key_env`` was not given: local servers
    (llama.cpp, vLLM, Ollama, LM Studio) usually take no key.

    Raises:
        KernelConfigurationError: the variable is unset or empty and a key is required; the message names
            the variable.
    """
    variable = settings.key_variable
    key = os.environ.get(variable, "").strip()
    if key:
        return key
    if settings.base_url is not None and settings.api_key_env is None:
        return None
    raise KernelConfigurationError(
        f"the API key for {settings.model} is read from the environment variable {variable}, which is not set"
    )
