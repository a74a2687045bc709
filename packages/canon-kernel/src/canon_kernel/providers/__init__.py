"""Provider drivers: hosted or local models behind the ``ModelDriver`` seam.

``provider_binding(ProviderSettings(model="openai:gpt-4o-mini"))`` gives a ``ModelDriverBinding`` that any
agent can use. ``openai:`` models go through the OpenAI-compatible chat-completions API (OpenAI, vLLM,
Ollama, llama.cpp, LM Studio; extra ``canon-kernel[openai]``), ``anthropic:`` models through the Anthropic
Messages API (extra ``canon-kernel[anthropic]``). Importing this module imports neither SDK; a binding for
a provider whose extra is missing raises ``ImportError`` naming the extra.

The descriptor names the driver (``openai`` or ``anthropic``), the model and the settings that shape what
the model is sent: temperature, ``max_tokens`` and the output mode. The base URL, the timeout and the retry
schedule are not part of it (they say where and how patiently to ask, not what), and neither is the key.

Every request is bounded: ``request_timeout`` covers each attempt whole (a server that sends its headers and
then drips its body fails at the timeout), a reply body past ``MAX_REPLY_BYTES`` is not read (a gzip or
deflate reply is decoded as it arrives and the limit counts its decoded bytes; other codings are refused),
and a 429 or 5xx is retried on ``retry_delays`` (or after the ``Retry-After`` the server sends, up to
``MAX_RETRY_AFTER`` seconds), so one request takes at most ``(len(retry_delays) + 1) * request_timeout``
plus those waits.
"""

from __future__ import annotations

from typing import Any

from .._driver import ModelDriverBinding, ModelDriverDescriptor
from ..errors import KernelConfigurationError
from ._calls import MAX_REPLY_BYTES, MAX_RETRY_AFTER, Endpoint
from ._settings import (
    DEFAULT_KEY_VARIABLES,
    DEFAULT_RETRY_DELAYS,
    OUTPUT_MODES,
    PROVIDERS,
    OutputMode,
    ProviderSettings,
    resolve_key,
)

__all__ = [
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


def provider_descriptor(settings: ProviderSettings) -> ModelDriverDescriptor:
    """The descriptor a binding for ``settings`` carries: what a trace records as the model."""
    return ModelDriverDescriptor(
        driver_key=settings.provider,
        provider=settings.provider,
        model=settings.model_name,
        temperature=settings.temperature,
        max_tokens=settings.max_tokens,
        settings={"output_mode": settings.mode},
    )


def provider_binding(settings: ProviderSettings, *, transport: Any = None) -> ModelDriverBinding:
    """A per-run binding of the provider driver ``settings`` name.

    The key is read from the environment now, so a missing one is reported before any run starts.

    Args:
        settings: The model and how to reach it.
        transport: An ``httpx2`` transport for the driver's HTTP client instead of the network, such as
            ``httpx2.MockTransport`` in tests.

    Raises:
        KernelConfigurationError: the key's variable is unset (see ``resolve_key``); the message names it.
        ImportError: the provider's extra is not installed; the message names it.
    """
    if not isinstance(settings, ProviderSettings):
        raise KernelConfigurationError(f"provider_binding needs ProviderSettings, got {settings!r}")
    key = resolve_key(settings)
    descriptor = provider_descriptor(settings)
    if settings.provider == "anthropic":
        from ._anthropic import ANTHROPIC_BASE_URL, AnthropicMessagesDriver

        endpoint = _endpoint(settings, key, ANTHROPIC_BASE_URL)
        model, mode = settings.model_name, settings.mode

        def anthropic_driver() -> AnthropicMessagesDriver:
            return AnthropicMessagesDriver(model=model, endpoint=endpoint, mode=mode, transport=transport)

        return ModelDriverBinding.per_run(descriptor=descriptor, factory=anthropic_driver)
    from ._openai import OPENAI_BASE_URL, OpenAIChatDriver

    endpoint = _endpoint(settings, key, OPENAI_BASE_URL)
    model, mode = settings.model_name, settings.mode

    def openai_driver() -> OpenAIChatDriver:
        return OpenAIChatDriver(model=model, endpoint=endpoint, mode=mode, transport=transport)

    return ModelDriverBinding.per_run(descriptor=descriptor, factory=openai_driver)


def _endpoint(settings: ProviderSettings, key: str | None, default_url: str) -> Endpoint:
    return Endpoint(
        url=(settings.base_url or default_url).rstrip("/"),
        key_variable=settings.key_variable,
        key=key,
        timeout=settings.request_timeout,
        retry_delays=settings.retry_delays,
    )
