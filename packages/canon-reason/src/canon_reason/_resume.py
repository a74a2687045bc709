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
root unless ``runs_dir`` is given) whose ``run.json`` names the run it continues (``resumed_from``). A
complete run is refused; so is a run sealed ABORTED for any reason other than an interruption.
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

from canon_contracts import ProblemSpec, StopReason
from canon_kernel import (
    Clock,
    FinalOutputResponse,
    ModelDriver,
    ModelDriverBinding,
    ModelDriverDescriptor,
    ModelRequest,
    ReplayDivergenceError,
    ReplayModelDriver,
    ToolCallsResponse,
    utc_now,
)
from canon_trace import (
    CONFIG_FILE,
    SPEC_FILE,
    Cassette,
    RunFileError,
    Trace,
    TraceError,
    read_run_json,
    read_run_trace,
    run_status,
    shown_path,
)

from ._artifacts import RunResult
from ._corpus import Corpus, load_corpus
from ._models import DEFAULT_REQUEST_TIMEOUT, ModelChoice, default_binding, model_binding
from ._pipeline import RunInputs, refuse_running_loop, run_in_directory
from ._progress import ProgressCallback
from ._replay import _supplied_plan
from ._spec import LoadedSpec, spec_problems
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


def _json(directory: Path, relpath: str) -> Any:
    try:
        return read_run_json(directory, relpath)
    except RunFileError as exc:
        raise ResumeError(str(exc), path=shown_path(directory)) from exc


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
    given: ModelDriverBinding | None, recorded: Mapping[str, Any], reach: _Reach, role: str, where: Path
) -> ModelDriver:
    """The live driver of ``role``: its given binding's, or the rebuilt one's, bound to the recorded model."""
    binding = given if given is not None else _rebuilt(recorded, reach, role, where)
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
    config: Mapping[str, Any],
    cassette: Cassette,
    model: ModelDriverBinding | None,
    role_models: Mapping[str, ModelDriverBinding],
    reach: _Reach,
    where: Path,
) -> tuple[ModelDriverBinding, dict[str, ModelDriverBinding]]:
    """Every role's binding: recorded responses first, then the live driver of the model it recorded."""
    recorded_model, recorded_roles = _recorded_models(config, where)
    extra = sorted(set(role_models) - set(recorded_roles))
    if extra:
        raise ResumeError(
            f"role_models names {extra}, which the run did not bind to another model", path=str(where)
        )
    recorded = ReplayModelDriver(cassette)

    def bound(given: ModelDriverBinding | None, model: Mapping[str, Any], role: str) -> ModelDriverBinding:
        live = _checked(given, model, reach, role, where)
        return ModelDriverBinding.shared(
            descriptor=_descriptor(model, where), driver=_RecordedFirst(recorded, live)
        )

    by_role = {key: bound(role_models.get(key), recorded_roles[key], key) for key in sorted(recorded_roles)}
    return bound(model, recorded_model, "every role"), by_role


def _descriptor(model: Mapping[str, Any], where: Path) -> ModelDriverDescriptor:
    try:
        return ModelDriverDescriptor(
            driver_key=model["driver_key"],
            provider=model["provider"],
            model=model["model"],
            settings=model.get("settings") or {},
        )
    except Exception as exc:
        raise ResumeError(f"config.json does not describe the model: {exc}", path=str(where)) from exc


def _corpus(config: Mapping[str, Any], given: str | os.PathLike[str]) -> tuple[Corpus, Path]:
    recorded = config.get("corpus")
    wanted = recorded.get("digest") if isinstance(recorded, dict) else None
    where = Path(given)
    try:
        corpus = load_corpus(where)
    except CorpusError as exc:
        raise ResumeError(f"the corpus cannot be loaded ({exc})", path=str(where)) from exc
    if corpus.digest != wanted:
        raise ResumeError(
            f"this corpus (digest {corpus.digest}) is not the one the run used (digest {wanted})",
            path=str(where),
        )
    return corpus, where


def resume_run(
    run_dir: str | os.PathLike[str],
    *,
    runs_dir: str | os.PathLike[str] | None = None,
    corpus: str | os.PathLike[str],
    model: ModelDriverBinding | None = None,
    role_models: Mapping[str, ModelDriverBinding] | None = None,
    base_url: str | None = None,
    api_key_env: str | None = None,
    request_timeout: float = DEFAULT_REQUEST_TIMEOUT,
    progress: ProgressCallback | None = None,
    clock: Clock | None = None,
) -> RunResult:
    """Continue the killed or interrupted run in ``run_dir`` in a new run directory; see the module docstring.

    Args:
        run_dir: The incomplete run directory (never written).
        runs_dir: Where the resumed run goes; by default the folder that holds ``run_dir``.
        corpus: The corpus the run used (a run directory is untrusted input: no path it records is
            followed); its digest must be the recorded one.
        model: The binding of the model every role without its own used; by default bound again from the
            record (see the module docstring).
        role_models: Bindings of the roles the run bound to another model, by role key; by default bound
            again from the record.
        base_url: The server of a provider model bound again from the record (OpenAI-compatible servers).
        api_key_env: The variable holding that provider's key (default: the provider's usual one).
        request_timeout: Seconds one request to that provider may take.
        progress: Receives the resumed run's ``ProgressEvent``s.
        clock: Source of the (observational) timestamps.

    Returns:
        The resumed run's ``RunResult``; its ``run.json`` has ``resumed_from`` (the original's id and path).

    Raises:
        ResumeError: the run is complete, or its spec, configuration, trace, corpus or a role's model cannot
            be used (a binding that is not the recorded model, a model that cannot be bound again).
        RuntimeError: called from a running event loop.
    """
    refuse_running_loop("resume_run")
    directory = Path(run_dir)
    if not directory.is_dir():
        raise ResumeError("not a run directory", path=str(directory))
    try:
        original = read_run_trace(directory)
    except TraceError as exc:
        raise ResumeError(f"the trace cannot be read: {exc}", path=shown_path(directory)) from exc
    _refuse_complete(directory, original)
    try:
        spec = ProblemSpec.model_validate(_json(directory, SPEC_FILE))
    except pydantic.ValidationError as exc:
        path, message = spec_problems(exc)[0]
        raise ResumeError(f"not a valid spec: {path}: {message}", path=str(directory / SPEC_FILE)) from exc
    config = _json(directory, CONFIG_FILE)
    if not isinstance(config, dict) or "constraints" not in config or "pipeline" not in config:
        raise ResumeError("config.json is not a run configuration", path=str(directory / CONFIG_FILE))
    documents, corpus_path = _corpus(config, corpus)
    cassette = Cassette.from_trace(original)
    reach = _Reach(base_url, api_key_env, request_timeout)
    binding, by_role = _bindings(config, cassette, model, role_models or {}, reach, directory / CONFIG_FILE)
    tools = build_tools(documents, overrides=_recorded_first_tools(documents, cassette))
    inputs = RunInputs(spec, config, binding, tools, _supplied_plan(original), by_role)
    loaded = LoadedSpec(spec, None, Path.cwd(), corpus_root=corpus_path)
    extra = {RESUMED_FROM: {"run_id": original.header.run_id, "run_dir": str(directory.resolve())}}
    target = Path(runs_dir) if runs_dir is not None else directory.resolve().parent
    return asyncio.run(
        run_in_directory(inputs, loaded, target, clock or utc_now, progress, None, extra_metadata=extra)
    )
