"""Which model plays the roles: the embedded reasoner, or a provider's model named ``provider:model``.

The embedded reasoner is one driver among peers. Orchestration never imports ``canon_reason.embedded``; it
loads the package by name here, only when a run names no model (or names ``embedded``), so a run with any
other driver never imports the heuristics at all. Provider models are bound by canon-kernel's provider
drivers (``canon_kernel.providers``), imported only when one is named.

A choice names the model, and optionally the server (``base_url``), the environment variable that holds the
API key (``api_key_env``; the key itself is never part of a choice, so it never reaches a file), the
per-request timeout and the output mode. A spec may carry a ``model`` section with one choice for every role
and per-role overrides under ``roles`` (a different model for the judge, say); a role's override inherits
what it does not set from the section.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from canon_kernel import KernelConfigurationError, ModelDriverBinding

from .errors import ModelSelectionError
from .roles import ROLE_KEYS

__all__ = [
    "EMBEDDED_MODEL",
    "EMBEDDED_MODULE",
    "ModelChoice",
    "ModelSection",
    "RoleOverride",
    "default_binding",
    "descriptors",
    "model_binding",
]

#: The package holding the default model's binding (``embedded_binding``).
EMBEDDED_MODULE = "canon_reason.embedded"
#: The model name that selects the embedded reasoner.
EMBEDDED_MODEL = "embedded"
#: The seconds a provider request may take before it fails, unless a choice says otherwise.
DEFAULT_REQUEST_TIMEOUT = 60.0


class ModelChoice(BaseModel):
    """One model for one or every role: ``embedded`` or ``provider:model`` and how to reach it."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    model: str = Field(min_length=1, max_length=300)
    """``embedded``, or ``provider:model`` (``openai:gpt-4o-mini``)."""
    base_url: str | None = Field(default=None, min_length=1, max_length=2000)
    """The server of an OpenAI-compatible provider (``http://127.0.0.1:8080/v1``)."""
    api_key_env: str | None = Field(default=None, pattern=r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
    """The environment variable holding the API key (the provider's usual one when omitted)."""
    request_timeout: float = Field(default=DEFAULT_REQUEST_TIMEOUT, gt=0.0, le=3600.0)
    """Seconds one provider request may take."""
    output_mode: str | None = Field(default=None, min_length=1, max_length=64)
    """How the provider returns tool calls and final outputs (see canon-kernel's provider drivers)."""
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    """Sampling temperature (the provider driver's default, 0, when omitted); above 0 a run is recorded as
    non-replayable."""
    max_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    """Most tokens per response (the provider driver's default when omitted)."""

    @field_validator("model")
    @classmethod
    def _provider_and_model(cls, value: str) -> str:
        if value == EMBEDDED_MODEL:
            return value
        provider, _, name = value.partition(":")
        if not provider.strip() or not name.strip():
            raise ValueError(f"a model is {EMBEDDED_MODEL!r} or 'provider:model', got {value!r}")
        return value

    @property
    def is_embedded(self) -> bool:
        """Whether this choice selects the embedded reasoner."""
        return self.model == EMBEDDED_MODEL


class RoleOverride(BaseModel):
    """What one role changes of its spec's model section; unset fields come from the section."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    model: str | None = None
    base_url: str | None = None
    api_key_env: str | None = None
    request_timeout: float | None = None
    output_mode: str | None = None
    temperature: float | None = None
    max_tokens: int | None = None


class ModelSection(ModelChoice):
    """A spec's ``model`` section: the choice for every role, and per-role overrides."""

    roles: dict[str, RoleOverride] = Field(default_factory=dict)
    """Overrides by role key (``judge``, ...)."""

    @field_validator("roles")
    @classmethod
    def _known_roles(cls, value: dict[str, RoleOverride]) -> dict[str, RoleOverride]:
        unknown = sorted(set(value) - set(ROLE_KEYS))
        if unknown:
            raise ValueError(f"unknown roles {unknown}; the roles are {list(ROLE_KEYS)}")
        return value

    def base(self) -> ModelChoice:
        """The choice for every role without an override."""
        return ModelChoice.model_validate(self.model_dump(exclude={"roles"}))

    def for_role(self, key: str) -> ModelChoice:
        """The choice for role ``key``: its override's fields over the section's."""
        override = self.roles[key].model_dump(exclude_unset=True) if key in self.roles else {}
        return ModelChoice.model_validate({**self.model_dump(exclude={"roles"}), **override})


def default_binding() -> ModelDriverBinding:
    """A fresh binding of the embedded reasoner, the model of a run that names none."""
    embedded = importlib.import_module(EMBEDDED_MODULE)
    binding: ModelDriverBinding = embedded.embedded_binding()
    return binding


def model_binding(choice: ModelChoice) -> ModelDriverBinding:
    """The binding ``choice`` selects: the embedded reasoner, or a provider's model.

    Raises:
        ModelSelectionError: the provider drivers are not installed, the provider is unknown, or its SDK
            extra is missing; the message says what to install or change.
    """
    if choice.is_embedded:
        return default_binding()
    try:
        providers = importlib.import_module("canon_kernel.providers")
    except ImportError as exc:
        raise ModelSelectionError(
            f"model {choice.model!r} needs canon-kernel's provider drivers (canon_kernel.providers), which "
            "this installation of canon-kernel lacks; upgrade canon-kernel"
        ) from exc
    optional = {"temperature": choice.temperature, "max_tokens": choice.max_tokens}
    try:
        settings = providers.ProviderSettings(
            model=choice.model,
            base_url=choice.base_url,
            api_key_env=choice.api_key_env,
            request_timeout=choice.request_timeout,
            output_mode=choice.output_mode,
            **{name: value for name, value in optional.items() if value is not None},
        )
        binding: ModelDriverBinding = providers.provider_binding(settings)
    except (ImportError, KernelConfigurationError) as exc:
        raise ModelSelectionError(f"model {choice.model!r}: {exc}") from exc
    return binding


def descriptors(bindings: Mapping[str, ModelDriverBinding]) -> dict[str, Any]:
    """The per-role model descriptors a configuration snapshot records (portable JSON)."""
    return {key: bindings[key].descriptor.to_json() for key in sorted(bindings)}
