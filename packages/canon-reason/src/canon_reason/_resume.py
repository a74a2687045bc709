"""``resume_run``: continue a run that was killed or interrupted, into a new run directory.

The pipeline is rebuilt from the run's ``spec.json`` and ``config.json`` (used exactly as recorded, so the
resumed run has the original's fingerprint). Every model response and tool result the original recorded
(up to its last complete entry: a line cut short by a crash is not read) is served from the recording,
keyed by request digest and by tool call as in a replay; the first request the recording cannot answer, and
everything after it, runs live: the model through the driver of the recorded model, the tools against the
corpus. With a deterministic model the resumed run's trace therefore has the deterministic snapshot of a run
that was never interrupted.

The original directory is never written. The resumed run is a new run directory (under the original's runs
root unless ``runs_dir`` is given) whose ``run.json`` names the run it continues (``resumed_from``). A
complete run is refused; so is a run sealed ABORTED for any reason other than an interruption.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping
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
from ._models import default_binding
from ._pipeline import RunInputs, refuse_running_loop, run_in_directory
from ._progress import ProgressCallback
from ._replay import _supplied_plan
from ._spec import LoadedSpec, spec_problems
from ._tools import Service, build_tools
from .errors import CorpusError, ResumeError

__all__ = ["RESUMED_FROM", "resume_run"]

RESUMED_FROM = "resumed_from"
"""The ``run.json`` field of a resumed run that names the run it continues."""


class _RecordedFirst:
    """A model driver that serves recorded responses while the recording has them, then asks the live one."""

    def __init__(self, cassette: Cassette, live: ModelDriver) -> None:
        self._recorded = ReplayModelDriver(cassette)
        self._live = live
        self.served = 0

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        try:
            response = await self._recorded.respond(request)
        except ReplayDivergenceError:
            return await self._live.respond(request)
        self.served += 1
        return response


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


def _descriptor(config: Mapping[str, Any], where: Path) -> ModelDriverDescriptor:
    try:
        model = config["model"]
        return ModelDriverDescriptor(
            driver_key=model["driver_key"],
            provider=model["provider"],
            model=model["model"],
            settings=model.get("settings") or {},
        )
    except Exception as exc:
        raise ResumeError(f"config.json does not describe the model: {exc}", path=str(where)) from exc


def _live_driver(
    descriptor: ModelDriverDescriptor, model: ModelDriverBinding | None, where: Path
) -> ModelDriver:
    binding = model or default_binding()
    if binding.descriptor != descriptor:
        used = f"{descriptor.provider}:{descriptor.model}"
        raise ResumeError(
            f"the run used the model {used}, not {binding.descriptor.provider}:{binding.descriptor.model}; "
            "pass the binding of the model it used (its fingerprint would change otherwise)",
            path=shown_path(where),
        )
    if binding.driver is not None:
        return binding.driver
    assert binding.factory is not None  # a binding holds exactly one of the two
    return binding.factory()


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
    progress: ProgressCallback | None = None,
    clock: Clock | None = None,
) -> RunResult:
    """Continue the killed or interrupted run in ``run_dir`` in a new run directory; see the module docstring.

    Args:
        run_dir: The incomplete run directory (never written).
        runs_dir: Where the resumed run goes; by default the folder that holds ``run_dir``.
        corpus: The corpus the run used (a run directory is untrusted input: no path it records is
            followed); its digest must be the recorded one.
        model: The binding of the model the run used; by default the embedded reasoner.
        progress: Receives the resumed run's ``ProgressEvent``s.
        clock: Source of the (observational) timestamps.

    Returns:
        The resumed run's ``RunResult``; its ``run.json`` has ``resumed_from`` (the original's id and path).

    Raises:
        ResumeError: the run is complete, or its spec, configuration, trace, model or corpus cannot be used.
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
    if config.get("role_models"):
        raise ResumeError(
            "the run bound some roles to other models; resuming such a run is not supported",
            path=str(directory / CONFIG_FILE),
        )
    descriptor = _descriptor(config, directory / CONFIG_FILE)
    live = _live_driver(descriptor, model, directory)
    documents, corpus_path = _corpus(config, corpus)
    cassette = Cassette.from_trace(original)
    binding = ModelDriverBinding.shared(descriptor=descriptor, driver=_RecordedFirst(cassette, live))
    tools = build_tools(documents, overrides=_recorded_first_tools(documents, cassette))
    inputs = RunInputs(spec, config, binding, tools, _supplied_plan(original))
    loaded = LoadedSpec(spec, None, Path.cwd(), corpus_root=corpus_path)
    extra = {RESUMED_FROM: {"run_id": original.header.run_id, "run_dir": str(directory.resolve())}}
    target = Path(runs_dir) if runs_dir is not None else directory.resolve().parent
    return asyncio.run(
        run_in_directory(inputs, loaded, target, clock or utc_now, progress, None, extra_metadata=extra)
    )
