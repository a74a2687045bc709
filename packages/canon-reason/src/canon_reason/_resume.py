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

from canon_contracts import StopReason
from canon_kernel import (
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
from canon_trace import CONFIG_FILE, Cassette, Trace, run_status, shown_path

from ._artifacts import RunResult
from ._corpus import Corpus, load_corpus
from ._models import ModelChoice, default_binding, model_binding
from ._options import ModelOption, RunOptions, refuse_configuration
from ._pipeline import RunInputs, refuse_running_loop, run_in_directory
from ._recorded import read_recorded_run
from ._spec import LoadedSpec
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


def _refuse_complete(directory: Path, trace: Trace) -> None:
    """Refuse a complete run, unless it ended because it was interrupted."""
    status = run_status(directory, trace)
    if not status.complete or status.stop_reason is StopReason.USER_INTERRUPTION:
        return
    raise ResumeError(
        f"the run is complete ({status.label}); only a killed or interrupted run can be resumed",
        path=shown_path(directory),
    )


def _live_driver(descriptor: ModelDriverDescriptor, model: ModelOption | None, where: Path) -> ModelDriver:
    if model is None:
        binding = default_binding()
    else:
        binding = model_binding(model) if isinstance(model, ModelChoice) else model
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
) -> RunResult:
    """Continue the killed or interrupted run in ``run_dir`` in a new run directory; see the module docstring.

    Args:
        run_dir: The incomplete run directory (never written).
        runs_dir: Where the resumed run goes; by default the folder that holds ``run_dir``.
        options: ``corpus`` (required: the corpus the run used; a run directory is untrusted input, so no
            path it records is followed, and its digest must be the recorded one), ``model`` (the binding or
            choice of the model the run used; by default the embedded reasoner), ``progress`` and
            ``clock``; the other configuration fields are refused (the recorded configuration is used).

    Returns:
        The resumed run's ``RunResult``; its ``run.json`` has ``resumed_from`` (the original's id and path).

    Raises:
        ResumeError: the run is complete, or its spec, configuration, trace, model or corpus cannot be used.
        ArgumentError: ``options`` sets a configuration field other than ``model``.
        RuntimeError: called from a running event loop.
    """
    refuse_running_loop("resume_run")
    options = options or RunOptions()
    refuse_configuration(options, "resume_run", allowed=("model",))
    run = read_recorded_run(run_dir, error=ResumeError, refuse=_refuse_complete)
    directory, config = run.directory, run.config
    if config.get("role_models"):
        raise ResumeError(
            "the run bound some roles to other models; resuming such a run is not supported",
            path=str(directory / CONFIG_FILE),
        )
    if options.corpus is None:
        raise ResumeError("name the corpus the run used (RunOptions.corpus)", path=shown_path(directory))
    descriptor = run.descriptor(config.get("model"))
    live = _live_driver(descriptor, options.model, directory)
    documents = _corpus(config, options.corpus)
    cassette = Cassette.from_trace(run.trace)
    binding = ModelDriverBinding.shared(descriptor=descriptor, driver=_RecordedFirst(cassette, live))
    tools = build_tools(documents, overrides=_recorded_first_tools(documents, cassette))
    inputs = RunInputs(run.spec, config, binding, tools, run.supplied_plan())
    loaded = LoadedSpec(run.spec, None, Path.cwd(), corpus_root=options.corpus)
    extra = {RESUMED_FROM: {"run_id": run.trace.header.run_id, "run_dir": str(directory.resolve())}}
    target = Path(runs_dir) if runs_dir is not None else directory.resolve().parent
    clock = options.clock or utc_now
    return asyncio.run(
        run_in_directory(inputs, loaded, target, clock, options.progress, None, extra_metadata=extra)
    )
