"""``replay_run``: run a recorded run again from its directory alone, and compare the two traces.

The pipeline is rebuilt from ``spec.json`` and ``config.json`` (the configuration is used exactly as
recorded, so the replay carries the original's fingerprint). Every model response is served from the recorded
trace by the kernel's ``ReplayModelDriver`` over a canon-trace ``Cassette`` keyed by request digest; tools are
re-executed against the corpus the caller names (``RunOptions.corpus``: a run directory is untrusted input,
so the path ``run.json`` records is never read on its own), or served from the trace as well with
``recorded_tools=True``. A request the recording does not hold (a prompt that changed because a tool's output
changed) fails that invocation and aborts the replayed run; it is never raised: the comparison of the two
deterministic snapshots (``compare_traces``) reports it, and the first change names the entry and its class
(an edited corpus shows first as ``tool_output``).

Only a sealed run that passes integrity (its manifest, hash chain and derived files) is replayed. Its files
are read through canon-trace's safe reader. The run directory itself is never written to: each replay's
trace goes to a folder of its own, ``<run_dir>.replay/<replay id>/trace.jsonl`` (so concurrent replays never
collide), unless ``out_path`` names the file.
"""

from __future__ import annotations

import asyncio
import os
import stat
import uuid
from dataclasses import dataclass
from pathlib import Path

from canon_contracts import Phase, Replayability, ReplayDiff, ReplayStatus, Severity
from canon_kernel import ModelDriverBinding, ReplayModelDriver, utc_now
from canon_trace import (
    CONFIG_FILE,
    REPLAY_SUFFIX,
    RUN_FILE,
    TRACE_FILE,
    Cassette,
    Trace,
    compare_traces,
    read_trace,
    run_status,
    shown_path,
)
from canon_verify import verify_run

from ._corpus import Corpus, load_corpus
from ._options import RunOptions, refuse_configuration
from ._pipeline import RunInputs, init_payload, open_context, refuse_running_loop
from ._pool import open_search_pool
from ._recorded import RecordedRun, read_recorded_run
from ._session import run_session
from ._tools import build_tools
from .errors import CorpusError, ReplayError, TopologyError

__all__ = ["REPLAY_SUFFIX", "ReplayOutcome", "replay_run"]


@dataclass(frozen=True, slots=True)
class ReplayOutcome:
    """A completed replay: where its trace is, how the replayed run ended, and the comparison.

    ``diff`` is the ``ReplayDiff`` (``equivalent``, or ``different`` with the first divergent entry and the
    changed fields and their classes); ``replay_status`` is the replayed run's final phase; ``warnings``
    says what changed around the run (a corpus whose digest differs from the recorded one).
    """

    run_dir: Path
    trace_path: Path
    diff: ReplayDiff
    replay_status: Phase
    recorded_tools: bool
    warnings: tuple[str, ...] = ()

    @property
    def status(self) -> ReplayStatus:
        """``equivalent`` or ``different``."""
        return self.diff.status

    @property
    def equivalent(self) -> bool:
        """Whether the replay reproduced the recorded run."""
        return self.diff.status is ReplayStatus.EQUIVALENT


def _refuse_unsound(directory: Path, original: Trace) -> None:
    """Refuse a run that is incomplete, fails integrity, or whose files disagree with its trace."""
    where = shown_path(directory)
    status = run_status(directory, original)
    if not status.complete:
        raise ReplayError("the run is incomplete: " + "; ".join(status.incomplete_reasons), path=where)
    broken = [
        finding
        for finding in verify_run(directory).findings
        if finding.check_id.startswith("integrity.") and finding.severity is Severity.ERROR
    ]
    if broken:
        first = broken[0]
        more = f" (and {len(broken) - 1} more)" if len(broken) > 1 else ""
        at = f"{shown_path(first.location.path)}: " if first.location.path else ""
        raise ReplayError(
            f"the run fails integrity: {first.check_id}: {at}{shown_path(first.message, 200)}{more}",
            path=where,
        )


def _output_path(directory: Path, out_path: str | os.PathLike[str] | None, replay_id: str) -> Path:
    """Where the replayed trace goes: ``out_path``, or a new folder of this replay beside the run."""
    if out_path is not None:
        target = Path(out_path)
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_file():
            target.unlink()
        return target
    base = directory.with_name(directory.name + REPLAY_SUFFIX)
    try:
        base.mkdir(exist_ok=True)
        if not stat.S_ISDIR(os.lstat(base).st_mode):  # a symlink planted there would lead writes anywhere
            raise ReplayError(
                "is not a folder (a symlink?); replays are never written through it", path=str(base)
            )
        (base / replay_id).mkdir()
    except OSError as exc:
        raise ReplayError(f"cannot create the replay folder: {exc.strerror}", path=str(base)) from exc
    return base / replay_id / TRACE_FILE


def replay_run(
    run_dir: str | os.PathLike[str],
    *,
    options: RunOptions | None = None,
    recorded_tools: bool = False,
    out_path: str | os.PathLike[str] | None = None,
) -> ReplayOutcome:
    """Replay the run in ``run_dir`` and compare it with the original; see the module docstring.

    Args:
        run_dir: A run directory written by ``run_spec``.
        options: ``corpus`` (the corpus to re-execute the tools against; needed unless ``recorded_tools``),
            ``progress``, ``clock`` and ``process_pool``; the configuration is the recorded one, so the
            ``RunOptions`` configuration fields are refused.
        recorded_tools: Serve tool results from the trace too, instead of re-executing the tools.
        out_path: Where to write the replayed trace (an existing file is replaced); by default
            ``<run_dir>.replay/<replay id>/trace.jsonl``.

    Raises:
        ReplayError: the run is incomplete, fails integrity, lacks a readable spec, configuration or trace,
            or (without ``recorded_tools``) no corpus is named or it cannot be loaded.
        ArgumentError: ``options`` sets a configuration field.
        RuntimeError: called from a running event loop.
    """
    refuse_running_loop("replay_run")
    options = options or RunOptions()
    refuse_configuration(options, "replay_run")
    run = read_recorded_run(run_dir, error=ReplayError, refuse=_refuse_unsound)
    directory, original, config = run.directory, run.trace, run.config
    warnings: list[str] = []
    if original.header.replayability is Replayability.NON_REPLAYABLE:
        warnings.append(
            "the original run is marked non-replayable (a temperature above 0, say); its recorded responses "
            "were served anyway: the replay shows what was recorded, not what the model would say now"
        )
    driver = ReplayModelDriver(Cassette.from_trace(original))
    binding = ModelDriverBinding.shared(descriptor=run.descriptor(config.get("model")), driver=driver)
    recorded_roles = config.get("role_models") or {}
    if not isinstance(recorded_roles, dict):
        raise ReplayError("config.json's role_models is not an object", path=str(directory / CONFIG_FILE))
    by_role = {
        key: ModelDriverBinding.shared(descriptor=run.descriptor(model), driver=driver)
        for key, model in recorded_roles.items()
    }
    documents = None if recorded_tools else _corpus(run, options.corpus, warnings)
    pool = None
    if documents is not None and options.process_pool is not None:
        pool = open_search_pool(documents, options.process_pool)
    try:
        if documents is None:
            tools = build_tools(None, cassette=Cassette.from_trace(original))
        else:
            tools = build_tools(documents, search_pool=pool)
        inputs = RunInputs(run.spec, config, binding, tools, run.supplied_plan(), by_role)
        replay_id = f"replay-{uuid.uuid4().hex[:12]}"
        target = _output_path(directory, out_path, replay_id)
        ctx = open_context(
            inputs,
            trace_path=target,
            run_id=replay_id,
            sink=None,
            clock=options.clock or utc_now,
            progress=options.progress,
            verifier=None,
        )
        try:
            session = asyncio.run(run_session(ctx, init_payload=init_payload(ctx, config), plan=inputs.plan))
            status = session.status
        except TopologyError:
            status = Phase.ABORTED
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
    replayed = read_trace(target)
    return ReplayOutcome(
        run_dir=directory,
        trace_path=target,
        diff=compare_traces(original, replayed),
        replay_status=status,
        recorded_tools=recorded_tools,
        warnings=tuple(warnings),
    )


def _corpus(run: RecordedRun, override: Path | None, warnings: list[str]) -> Corpus:
    if override is None:
        meta = run.json(RUN_FILE)
        recorded = meta.get("corpus_path") if isinstance(meta, dict) else None
        said = f" (run.json says it was {shown_path(recorded)})" if isinstance(recorded, str) else ""
        raise ReplayError(
            f"name the corpus to re-execute the tools against{said}; a run directory's own paths are "
            "never followed",
            path=shown_path(run.directory),
            corpus=True,
        )
    try:
        corpus = load_corpus(override)
    except CorpusError as exc:
        raise ReplayError(
            f"the corpus cannot be loaded ({exc})", path=shown_path(override), corpus=True
        ) from exc
    recorded_corpus = run.config.get("corpus")
    recorded = recorded_corpus.get("digest") if isinstance(recorded_corpus, dict) else None
    if recorded != corpus.digest:
        warnings.append(
            f"the corpus at {override} changed since the run (digest {corpus.digest}, recorded {recorded})"
        )
    return corpus
