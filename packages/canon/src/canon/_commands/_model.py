"""The model flags shared by ``canon run`` and ``canon eval``, and the choice they make."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import click

if TYPE_CHECKING:
    from canon_kernel import ModelDriverBinding
    from canon_reason import ModelChoice

__all__ = ["model_binding_from_flags", "model_choice_from_flags", "model_options", "request_timeout_option"]

F = TypeVar("F", bound=Callable[..., object])


def request_timeout_option(help_text: str) -> Callable[[F], F]:
    """``--request-timeout``: seconds one provider request may take, 60 by default, at most an hour."""
    return click.option(
        "--request-timeout",
        type=click.FloatRange(min=0.0, min_open=True, max=3600.0),
        default=60.0,
        show_default=True,
        metavar="SECONDS",
        help=help_text,
    )


def model_options(function: F) -> F:
    """``--model``, ``--base-url``, ``--api-key-env``, ``--request-timeout`` and ``--output-mode``."""
    options = (
        click.option(
            "--model",
            metavar="PROVIDER:MODEL",
            help="The model every role uses (openai:gpt-4o-mini), or 'embedded' (the default, offline); "
            "per-role choices in the spec's model section still apply.",
        ),
        click.option(
            "--base-url", metavar="URL", help="The server of an OpenAI-compatible provider (with --model)."
        ),
        click.option(
            "--api-key-env",
            metavar="NAME",
            help="The environment variable that holds the API key (with --model); "
            "default: the provider's usual one.",
        ),
        request_timeout_option("Seconds one provider request may take (with --model)."),
        click.option(
            "--output-mode",
            metavar="MODE",
            help="How the provider returns tool calls and outputs (with --model).",
        ),
    )
    for option in reversed(options):
        function = option(function)
    return function


def model_choice_from_flags(
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    request_timeout: float,
    output_mode: str | None,
) -> ModelChoice | None:
    """The choice the model flags make, or ``None`` to let the spec (or the default) choose.

    Raises:
        click.UsageError: a provider flag without ``--model``, or one given with ``embedded``.
        click.BadParameter: a flag's value is not valid.
    """
    if model is None:
        given = [
            flag
            for flag, value in (
                ("--base-url", base_url),
                ("--api-key-env", api_key_env),
                ("--output-mode", output_mode),
            )
            if value is not None
        ]
        if given:
            raise click.UsageError(f"{', '.join(given)} needs --model")
        return None
    import pydantic

    from canon_reason import ModelChoice

    try:
        choice = ModelChoice(
            model=model,
            base_url=base_url,
            api_key_env=api_key_env,
            request_timeout=request_timeout,
            output_mode=output_mode,
        )
    except pydantic.ValidationError as exc:
        problem = exc.errors(include_url=False)[0]
        field = ".".join(str(part) for part in problem["loc"])
        message = str(problem["msg"]).removeprefix("Value error, ")
        raise click.BadParameter(message, param_hint=f"--{field.replace('_', '-')}") from None
    if choice.is_embedded and (base_url or api_key_env or output_mode):
        raise click.UsageError(
            "--base-url, --api-key-env and --output-mode apply to a provider model, not 'embedded'"
        )
    return choice


def model_binding_from_flags(
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    request_timeout: float,
    output_mode: str | None,
) -> ModelDriverBinding | None:
    """The binding the model flags select (see ``model_choice_from_flags``), checked before anything runs.

    Raises:
        click.UsageError: as ``model_choice_from_flags``, or the model cannot be bound (an unknown provider,
            a missing extra, an unset key variable).
    """
    choice = model_choice_from_flags(model, base_url, api_key_env, request_timeout, output_mode)
    if choice is None:
        return None
    from canon_reason import ModelSelectionError, model_binding

    try:
        return model_binding(choice)
    except ModelSelectionError as exc:
        raise click.UsageError(str(exc)) from None
