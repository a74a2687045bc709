"""``resume_run``: continue a run that was killed or interrupted, into a new run directory.

The pipeline is rebuilt from the run's ``spec.json`` and ``config.json`` (used exactly as recorded, so the
resumed run has the original's fingerprint). Every model response and tool result the original recorded
(up to its last complete entry: a line cut short by a crash is not read) is served from the recording,
keyed by request digest and by tool call as in a replay; the first request the recording cannot answer, and
everything after it, runs live: each role's model through the driver of the model the run recorded for it,
the tools against the corpus. With a deterministic model the resumed run's trace therefore has the
deterministic snapshot of a run that was never interrupted.

The configuration names each role's model (``model``, and ``role_models`` for the roles bound to another
one); a resumed run needs the same bindings, or its fingerprint would change. A binding the caller passes
is checked against the record; a role without one is bound again from the record: the embedded reasoner as
it is, a provider's model (``openai``, ``anthropic``) with the recorded settings and the caller's
``base_url``, ``api_key_env`` and ``request_timeout`` (where to reach the model is not recorded), its key read
from the environment as ``run_spec`` reads it. Any other driver (a test double, a custom driver) must be
passed.

The original directory is never written. The resumed run is a new run directory (under the original's runs
root unless ``runs_dir`` is given, which may not lead inside the original) whose ``run.json`` names the run
it continues (``resumed_from``). A complete run is refused; so is a run sealed ABORTED for any reason
other than an interruption.
"""

from __future__ import annotations

import asyncio
import importlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pydantic

from canon_contracts import StopReason
from canon_kernel import (
    FinalOutputResponse,
    ModelDriver,
    ModelDriverBinding,
    ModelRequest,
    ReplayDivergenceError,
    ReplayModelDriver,
    ToolCallsResponse,
    utc_now,
)
from canon_trace import CONFIG_FILE, Cassette, Trace, run_status, shown_path

from ._artifacts import RunResult
from ._corpus import Corpus, load_corpus
from ._models import DEFAULT_REQUEST_TIMEOUT, ModelChoice, default_binding, model_binding
from ._options import ModelOption, RunOptions, refuse_configuration
from ._pipeline import RunInputs, refuse_running_loop, run_in_directory
from ._recorded import RecordedRun, read_recorded_run
from ._spec import LoadedSpec
from ._tools import Service, build_tools
from .errors import CorpusError, ModelSelectionError, ResumeError
from .roles import ROLE_KEYS

__all__ = ["RESUMED_FROM", "resume_run"]

RESUMED_FROM = "resumed_from"
"""The ``run.json`` field of a resumed run that names the run it continues."""


class _RecordedFirst:
    """A model driver that serves recorded responses while the recording has them, then asks the live one.

    Every role's driver shares one ``ReplayModelDriver`` (one recording), and falls back to its own role's
    live driver.
    """

    def __init__(self, recorded: ReplayModelDriver, live: ModelDriver) -> None:
        self._recorded = recorded
        self._live = live

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        try:
            return await self._recorded.respond(request)
        except ReplayDivergenceError:
            return await self._live.respond(request)


def _recorded_first_tools(corpus: Corpus, cassette: Cassette) -> dict[str, Service]:
    """Tool services that serve a recorded successful result when there is one, else run the tool."""
    live = build_tools(corpus)

    def wrap(key: str, service: Any) -> Service:
        async def served(arguments: pydantic.BaseModel, context: Any) -> Any:
            recorded = cassette.tool_result(key, arguments.model_dump(mode="json"))
            if recorded is not None and recorded.status.value == "success":
                return recorded.output
            return await service(arguments, context)

        return served

    return {key: wrap(key, tool.service) for key, tool in live.items() if tool.service is not None}


def _refuse_complete(directory: Path, trace: Trace) -> None:
    """Refuse a complete run, unless it ended because it was interrupted."""
    status = run_status(directory, trace)
    if not status.complete or status.stop_reason is StopReason.USER_INTERRUPTION:
        return
    raise ResumeError(
        f"the run is complete ({status.label}); only a killed or interrupted run can be resumed",
        path=shown_path(directory),
    )


@dataclass(frozen=True, slots=True)
class _Reach:
    """Where a provider model rebuilt from the record is asked (not recorded: it is not what is asked)."""

    base_url: str | None
    api_key_env: str | None
    request_timeout: float


def _recorded_models(config: Mapping[str, Any], where: Path) -> tuple[Any, dict[str, Any]]:
    """The recorded model of every role (portable JSON) and the per-role ones, checked for shape."""
    roles = config.get("role_models") or {}
    if not isinstance(roles, dict) or not all(isinstance(key, str) for key in roles):
        raise ResumeError("config.json's role_models is not an object", path=str(where))
    unknown = sorted(set(roles) - set(ROLE_KEYS))
    if unknown:
        raise ResumeError(f"config.json's role_models names unknown roles {unknown}", path=str(where))
    for what, recorded in [("model", config.get("model")), *roles.items()]:
        if not isinstance(recorded, dict) or not all(
            isinstance(recorded.get(name), str) for name in ("driver_key", "provider", "model")
        ):
            raise ResumeError(f"config.json does not describe the model of {what!r}", path=str(where))
    return config["model"], dict(roles)


def _shown(recorded: Mapping[str, Any]) -> str:
    return f"{recorded['provider']}:{recorded['model']}"


def _is_provider(driver_key: str) -> bool:
    """Whether canon-kernel's provider drivers (when installed) own ``driver_key``."""
    try:
        providers = importlib.import_module("canon_kernel.providers")
    except ImportError:
        return False
    return driver_key in providers.PROVIDERS


def _rebuilt(recorded: Mapping[str, Any], reach: _Reach, role: str, where: Path) -> ModelDriverBinding:
    """A binding of the recorded model, made again; ``ResumeError`` when its driver cannot be rebuilt."""
    if _is_provider(recorded["driver_key"]):
        found = recorded.get("settings")
        settings: Mapping[str, Any] = found if isinstance(found, dict) else {}
        choice = {
            "model": f"{recorded['driver_key']}:{recorded['model']}",
            "base_url": reach.base_url,
            "api_key_env": reach.api_key_env,
            "request_timeout": reach.request_timeout,
            **{name: settings.get(name) for name in ("output_mode", "temperature", "max_tokens")},
        }
        try:
            return model_binding(ModelChoice.model_validate(choice))
        except (pydantic.ValidationError, ModelSelectionError) as exc:
            raise ResumeError(
                f"the model of {role!r} ({_shown(recorded)}) cannot be bound again: {exc}", path=str(where)
            ) from exc
    binding = default_binding()
    if binding.descriptor.to_json() != recorded:
        raise ResumeError(
            f"the run bound {role!r} to {_shown(recorded)} (driver {recorded['driver_key']!r}), which cannot "
            "be rebuilt from its record; pass its binding (resume_run's model= or role_models=)",
            path=str(where),
        )
    return binding


def _checked(
    given: ModelOption | None, recorded: Mapping[str, Any], reach: _Reach, role: str, where: Path
) -> ModelDriver:
    """The live driver of ``role``: its given model's, or the rebuilt one's, bound to the recorded model."""
    if given is None:
        binding = _rebuilt(recorded, reach, role, where)
    elif isinstance(given, ModelChoice):
        binding = model_binding(given)
    else:
        binding = given
    if binding.descriptor.to_json() != recorded:
        used = f"{binding.descriptor.provider}:{binding.descriptor.model}"
        raise ResumeError(
            f"the run bound {role!r} to {_shown(recorded)}, not {used}; pass the binding of the model it "
            "used (its fingerprint would change otherwise)",
            path=shown_path(where),
        )
    if binding.driver is not None:
        return binding.driver
    assert binding.factory is not None  # a binding holds exactly one of the two
    return binding.factory()


def _bindings(
    run: RecordedRun,
    cassette: Cassette,
    model: ModelOption | None,
    role_models: Mapping[str, ModelOption],
    reach: _Reach,
) -> tuple[ModelDriverBinding, dict[str, ModelDriverBinding]]:
    """Every role's binding: recorded responses first, then the live driver of the model it recorded."""
    where = run.directory / CONFIG_FILE
    recorded_model, recorded_roles = _recorded_models(run.config, where)
    extra = sorted(set(role_models) - set(recorded_roles))
    if extra:
        raise ResumeError(
            f"role_models names {extra}, which the run did not bind to another model", path=str(where)
        )
    recorded = ReplayModelDriver(cassette)

    def bound(given: ModelOption | None, model: Mapping[str, Any], role: str) -> ModelDriverBinding:
        live = _checked(given, model, reach, role, where)
        return ModelDriverBinding.shared(
            descriptor=run.descriptor(model), driver=_RecordedFirst(recorded, live)
        )

    by_role = {key: bound(role_models.get(key), recorded_roles[key], key) for key in sorted(recorded_roles)}
    return bound(model, recorded_model, "every role"), by_role


def _corpus(config: Mapping[str, Any], where: Path) -> Corpus:
    recorded = config.get("corpus")
    wanted = recorded.get("digest") if isinstance(recorded, dict) else None
    try:
        corpus = load_corpus(where)
    except CorpusError as exc:
        raise ResumeError(f"the corpus cannot be loaded ({exc})", path=str(where)) from exc
    if corpus.digest != wanted:
        raise ResumeError(
            f"this corpus (digest {corpus.digest}) is not the one the run used (digest {wanted})",
            path=str(where),
        )
    return corpus


def resume_run(
    run_dir: str | os.PathLike[str],
    *,
    runs_dir: str | os.PathLike[str] | None = None,
    options: RunOptions | None = None,
    base_url: str | None = None,
    api_key_env: str | None = None,
    request_timeout: float = DEFAULT_REQUEST_TIMEOUT,
) -> RunResult:
    """Continue the killed or interrupted run in ``run_dir`` in a new run directory; see the module docstring.

    Args:
        run_dir: The incomplete run directory (never written).
        runs_dir: Where the resumed run goes; by default the folder that holds ``run_dir``.
        options: ``corpus`` (required: the corpus the run used; a run directory is untrusted input, so no
            path it records is followed, and its digest must be the recorded one), ``model`` (the binding or
            choice of the model every role without its own used) and ``role_models`` (those of the roles the
            run bound to another model), each by default bound again from the record (see the module
            docstring), ``progress`` and ``clock``; the other configuration fields are refused (the recorded
            configuration is used).
        base_url: The server of a provider model bound again from the record (OpenAI-compatible servers).
        api_key_env: The variable holding that provider's key (default: the provider's usual one).
        request_timeout: Seconds one request to that provider may take.

    Returns:
        The resumed run's ``RunResult``; its ``run.json`` has ``resumed_from`` (the original's id and path).

    Raises:
        ResumeError: the run is complete, or its spec, configuration, trace, corpus or a role's model cannot
            be used (a model that is not the recorded one, a model that cannot be bound again).
        ArgumentError: ``options`` sets a configuration field other than ``model`` and ``role_models``.
        RuntimeError: called from a running event loop.
    """
    refuse_running_loop("resume_run")
    options = options or RunOptions()
    refuse_configuration(options, "resume_run", allowed=("model", "role_models"))
    run = read_recorded_run(run_dir, error=ResumeError, refuse=_refuse_complete)
    directory, config = run.directory, run.config
    if options.corpus is None:
        raise ResumeError("name the corpus the run used (RunOptions.corpus)", path=shown_path(directory))
    documents = _corpus(config, options.corpus)
    cassette = Cassette.from_trace(run.trace)
    reach = _Reach(base_url, api_key_env, request_timeout)
    binding, by_role = _bindings(run, cassette, options.model, options.role_models or {}, reach)
    tools = build_tools(documents, overrides=_recorded_first_tools(documents, cassette))
    inputs = RunInputs(run.spec, config, binding, tools, run.supplied_plan(), by_role)
    loaded = LoadedSpec(run.spec, None, Path.cwd(), corpus_root=options.corpus)
    extra = {RESUMED_FROM: {"run_id": run.trace.header.run_id, "run_dir": str(directory.resolve())}}
    target = Path(runs_dir) if runs_dir is not None else directory.resolve().parent
    if Path(os.path.realpath(target)).is_relative_to(os.path.realpath(directory)):
        raise ResumeError(
            f"the resumed run would go inside the run it resumes ({shown_path(target)}); name another folder",
            path=shown_path(directory),
        )
    clock = options.clock or utc_now
    return asyncio.run(
        run_in_directory(inputs, loaded, target, clock, options.progress, None, extra_metadata=extra)
    )
