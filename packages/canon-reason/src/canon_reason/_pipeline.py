"""``run_spec``: a problem spec in, a complete, verified, replayable run directory out.

INIT validates the spec, loads the corpus and snapshots the configuration (spec, effective constraints,
model descriptor, corpus digest, package versions, pipeline options) before anything is written: an invalid
spec (``SpecError``), an unreadable corpus (``CorpusError``) or a supplied plan that is not a DAG
(``TopologyError``) leaves no run directory. Then the run directory ``<runs_dir>/<run_id>/`` is created with
``spec.json`` and ``config.json``, the trace is opened, and the session runs every phase (``_session``).
Once the trace is closed the directory is sealed (``_artifacts``), whether the run reached DONE or ABORTED.
With ``RunOptions(process_pool=N)`` corpus retrieval runs in ``N`` worker processes (``_pool``, ``spawn``
start method, so a script that calls ``run_spec`` that way needs the usual ``if __name__ == "__main__":``
guard); the pool is not part of the configuration, since it changes where the search runs, not what it
returns.

An interruption (``KeyboardInterrupt``, cancellation) ends the run ABORTED with ``user_interruption``: the
trace is closed, the directory sealed, and the interruption re-raised with a note naming the directory.  A
planner's plan is validated as its output (``roles.PipelinePlan``), so a model's broken plan goes back to it;
a topology error that still reaches the session closes the trace but leaves the directory unsealed, so it is
never taken for a complete run.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import canon_contracts
import canon_kernel
import canon_trace
import canon_verify
from canon_contracts import AgentRole, Plan, ProblemSpec, SpecConstraints, VerificationReport
from canon_kernel import (
    Clock,
    LifecycleKernel,
    ModelDriverBinding,
    ModelDriverDescriptor,
    PipelineDefinition,
    RunRecorder,
    Tool,
    utc_now,
)
from canon_trace import RunDirectory
from canon_verify import verify_trace

from ._agents import build_agents
from ._artifacts import RunResult, seal_run
from ._context import RunContext, Settings, Verifier
from ._corpus import Corpus, load_corpus, refuse_output_folder
from ._journal import Journal
from ._judging import convergence_strategy
from ._models import ModelChoice, default_binding, descriptors, model_binding
from ._options import ModelOption, RunOptions
from ._pool import open_search_pool
from ._progress import ProgressCallback
from ._session import run_session
from ._spec import LoadedSpec, read_spec
from ._tools import build_tools
from ._topology import check_pipeline_plan
from ._version import __version__
from .errors import RunningLoopError, TopologyError

__all__ = [
    "RunResult",
    "configuration",
    "open_context",
    "refuse_running_loop",
    "run_in_directory",
    "run_spec",
    "run_spec_async",
]


def _versions() -> dict[str, str]:
    """Each canon distribution's version as the running code states it.

    ``__version__`` is what each distribution's build reads (``[tool.hatch.version]``), so this equals the
    installed metadata without asking ``importlib.metadata``, which scans the path for each name.
    """
    return {
        "canon-contracts": canon_contracts.__version__,
        "canon-trace": canon_trace.__version__,
        "canon-verify": canon_verify.__version__,
        "canon-kernel": canon_kernel.__version__,
        "canon-reason": __version__,
    }


def _constraints(loaded: LoadedSpec, options: RunOptions) -> SpecConstraints:
    """The spec's constraints with the options' overrides (each checked against the spec's bounds)."""
    given = (
        ("max_iterations", options.max_iterations),
        ("concurrency", options.concurrency),
        ("max_tokens", options.max_tokens),
    )
    overrides = {name: value for name, value in given if value is not None}
    return loaded.spec.constraints.model_copy(update=overrides)


def configuration(
    spec: ProblemSpec,
    constraints: SpecConstraints,
    corpus: Corpus,
    *,
    model: ModelDriverDescriptor,
    role_models: Mapping[str, ModelDriverBinding] | None = None,
    verify_gate: bool,
    fail_fast: bool,
) -> dict[str, Any]:
    """The configuration snapshot a run's fingerprint binds (portable JSON; no paths, no clock, no keys).

    ``role_models`` (the roles bound to another model than ``model``) appear only when there are some, so
    the configuration of a single-model run keeps its shape.
    """
    snapshot = {
        "spec": spec.model_dump(mode="json"),
        "constraints": constraints.model_dump(mode="json"),
        "model": model.to_json(),
        "corpus": {
            "digest": corpus.digest,
            "documents": len(corpus.documents),
            "chunks": len(corpus.chunks),
            "chunk_chars": corpus.chunk_chars,
        },
        "pipeline": {
            "fail_fast": fail_fast,
            "verify_gate": verify_gate,
            "verification_policy": "strict",
            "convergence": convergence_strategy(constraints.max_iterations).parameters(),
        },
        "versions": _versions(),
    }
    if role_models:
        snapshot["role_models"] = descriptors(role_models)
    return snapshot


def _default_verifier(path: Path) -> VerificationReport:
    return verify_trace(path)


@dataclass(frozen=True, slots=True)
class RunInputs:
    """Everything a session needs besides where it writes."""

    spec: ProblemSpec
    config: dict[str, Any]
    binding: ModelDriverBinding
    tools: Mapping[str, Tool[Any, Any, Any]]
    plan: Plan | None = None
    role_bindings: Mapping[str, ModelDriverBinding] = field(default_factory=dict)
    """Roles bound to another model than ``binding``."""


def open_context(
    inputs: RunInputs,
    *,
    trace_path: Path,
    run_id: str,
    sink: RunDirectory | None,
    clock: Clock,
    progress: ProgressCallback | None,
    verifier: Verifier | None,
) -> RunContext:
    """Build the agents, open the trace (its header written) and return the run's context."""
    config, spec = inputs.config, inputs.spec
    constraints = SpecConstraints.model_validate(config["constraints"])
    pipeline = config["pipeline"]
    settings = Settings(
        question=spec.question,
        spec_id=spec.id,
        top_k=constraints.top_k,
        min_supports=constraints.min_supports,
        max_iterations=constraints.max_iterations,
        concurrency=constraints.concurrency,
        max_tokens=constraints.max_tokens,
        fail_fast=bool(pipeline["fail_fast"]),
        verify_gate=bool(pipeline["verify_gate"]),
    )
    agents = build_agents(inputs.binding, inputs.tools, overrides=inputs.role_bindings)
    definition = PipelineDefinition.standard()
    kernel = LifecycleKernel(definition)
    recorder = RunRecorder.open(
        trace_path,
        run_id=run_id,
        definition=definition,
        config=config,
        input=spec,
        model=inputs.binding.descriptor,
        role_versions={role.value: __version__ for role in AgentRole},
        kernel=kernel,
        clock=clock,
    )
    return RunContext(
        settings=settings,
        kernel=kernel,
        recorder=recorder,
        agents=agents,
        tools=inputs.tools,
        sink=sink,
        journal=Journal(started_at=recorder.now()),
        progress=progress,
        verifier=verifier or _default_verifier,
    )


def init_payload(ctx: RunContext, config: Mapping[str, Any]) -> dict[str, Any]:
    """What the INIT entry records: the spec's identity and the configuration's digests."""
    settings = ctx.settings
    return {
        "spec_id": settings.spec_id,
        "question": settings.question,
        "corpus_digest": config["corpus"]["digest"],
        "config_hash": ctx.recorder.header.config_hash,
    }


def new_run_id(clock: Clock) -> str:
    """A fresh run id: the UTC time of the run's start and a random suffix (never part of any hash)."""
    return f"{clock().strftime('%Y%m%dT%H%M%SZ')}-{uuid.uuid4().hex[:8]}"


def run_spec(
    spec_or_path: ProblemSpec | str | os.PathLike[str],
    *,
    runs_dir: str | os.PathLike[str],
    options: RunOptions | None = None,
) -> RunResult:
    """Run a problem spec through the lifecycle and write its run directory under ``runs_dir``.

    Args:
        spec_or_path: A spec file (``.json``/``.toml``; its corpus is relative to it) or a ``ProblemSpec``
            (its corpus is relative to the working folder).
        runs_dir: The runs root; the run is written to ``<runs_dir>/<run_id>/``.
        options: How the run goes (``RunOptions``: bounds, model, plan, tools, corpus, progress, ...); by
            default the spec runs as it is written, with the embedded reasoner unless it names a model.

    Returns:
        The ``RunResult``; a run that failed after it started is ``ABORTED`` with its stop reason, not an
        exception.

    Raises:
        SpecError: the spec is invalid; nothing is written.
        ModelSelectionError: the spec's model section, or ``options.model``, names a model that cannot be
            bound; nothing is written.
        CorpusError: the corpus cannot be loaded; nothing is written.
        TopologyError: the plan (supplied, or the planner's) is not a DAG the pipeline can run.
        KeyboardInterrupt: re-raised once the interrupted run is closed and sealed.
        RuntimeError: called from a running event loop (await ``run_spec_async`` there); nothing is written.
    """
    refuse_running_loop("run_spec", "run_spec_async")
    return asyncio.run(run_spec_async(spec_or_path, runs_dir=runs_dir, options=options))


def refuse_running_loop(name: str, instead: str | None = None) -> None:
    """Raise ``RuntimeError`` if called from a running event loop, where ``asyncio.run`` cannot work."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return
    hint = f"; await {instead} instead" if instead else ""
    raise RunningLoopError(f"{name} cannot be called from a running event loop{hint}")


async def run_spec_async(
    spec_or_path: ProblemSpec | str | os.PathLike[str],
    *,
    runs_dir: str | os.PathLike[str],
    options: RunOptions | None = None,
) -> RunResult:
    """``run_spec`` for a caller already inside an event loop; the same arguments, results and errors.

    Cancellation ends the run ABORTED with ``user_interruption`` (closed and sealed) and propagates.
    """
    options = options or RunOptions()
    loaded = read_spec(spec_or_path)
    if options.corpus is not None:
        loaded = dataclasses.replace(loaded, corpus_root=options.corpus)
    constraints = _constraints(loaded, options)
    # A corpus named by the caller stays inside its own folder; a spec's corpus inside the spec's folder.
    documents = load_corpus(loaded.corpus_path, inside=None if loaded.corpus_root else loaded.base_dir)
    refuse_output_folder(loaded.corpus_path, runs_dir, "the runs folder")
    if options.plan is not None:
        check_pipeline_plan(options.plan)
    binding, by_role = _bindings(loaded, options)
    config = configuration(
        loaded.spec,
        constraints,
        documents,
        model=binding.descriptor,
        role_models=by_role,
        verify_gate=options.verify_gate,
        fail_fast=options.fail_fast,
    )
    pool = None if options.process_pool is None else open_search_pool(documents, options.process_pool)
    try:
        built = build_tools(documents, overrides=options.tools, search_pool=pool)
        inputs = RunInputs(loaded.spec, config, binding, built, options.plan, by_role)
        clock = options.clock or utc_now
        return await run_in_directory(inputs, loaded, runs_dir, clock, options.progress, options.verifier)
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _bound(model: ModelOption) -> ModelDriverBinding:
    return model_binding(model) if isinstance(model, ModelChoice) else model


def _bindings(
    loaded: LoadedSpec, options: RunOptions
) -> tuple[ModelDriverBinding, dict[str, ModelDriverBinding]]:
    """The binding every role uses and those of the roles bound to another model (options over spec)."""
    section = loaded.model
    if options.model is not None:
        binding = _bound(options.model)
    else:
        binding = model_binding(section.base()) if section is not None else default_binding()
    by_role = {} if section is None else {key: model_binding(section.for_role(key)) for key in section.roles}
    chosen = options.role_models or {}
    by_role.update({key: _bound(chosen[key]) for key in sorted(chosen)})
    return binding, by_role


async def run_in_directory(
    inputs: RunInputs,
    loaded: LoadedSpec,
    runs_dir: str | os.PathLike[str],
    clock: Clock,
    progress: ProgressCallback | None,
    verifier: Verifier | None,
    extra_metadata: Mapping[str, Any] | None = None,
) -> RunResult:
    """Create the run directory, run the session and seal the directory however the run ends.

    ``extra_metadata`` is added to ``run.json`` (a resumed run names the run it continues there).
    """
    config, plan = inputs.config, inputs.plan
    directory = RunDirectory.create(runs_dir, new_run_id(clock))
    directory.write_json("spec.json", loaded.spec)
    directory.write_json("config.json", config)
    ctx = open_context(
        inputs,
        trace_path=directory.trace_path,
        run_id=directory.run_id,
        sink=directory,
        clock=clock,
        progress=progress,
        verifier=verifier,
    )
    metadata = {
        "spec_id": loaded.spec.id,
        "question": loaded.spec.question,
        "spec_source": None if loaded.source is None else str(loaded.source),
        "corpus_path": str(loaded.corpus_path),
        "versions": config["versions"],
        "model": config["model"],
        **(extra_metadata or {}),
    }
    try:
        session = await run_session(ctx, init_payload=init_payload(ctx, config), plan=plan)
    except TopologyError:
        raise
    except BaseException as exc:
        if ctx.recorder.closed:
            try:
                seal_run(directory, ctx, None, metadata=metadata)
            except Exception as failure:  # the run's own exception matters more; keep this one as a note
                exc.add_note(f"canon: run {directory.path} could not be sealed: {failure!r}")
            else:
                exc.add_note(f"canon: run {directory.path} ended ABORTED; its directory is sealed")
        raise
    return seal_run(directory, ctx, session, metadata=metadata)
