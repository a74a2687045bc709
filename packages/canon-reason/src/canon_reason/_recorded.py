"""A recorded run read back for a replay or a resume: its trace, spec and configuration, each checked.

A run directory is untrusted input. Its files are read through canon-trace's safe reader, the spec is
validated, the configuration must have the shape ``run_spec`` writes, and every problem is one error of the
caller's class (``ReplayError`` or ``ResumeError``) naming the directory or the file at fault.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pydantic

from canon_contracts import ModelRequestEvent, Phase, Plan, PlanEmittedEvent, ProblemSpec
from canon_kernel import ModelDriverDescriptor
from canon_trace import (
    CONFIG_FILE,
    SPEC_FILE,
    RunFileError,
    Trace,
    TraceError,
    read_run_json,
    read_run_trace,
    shown_path,
)

from ._spec import spec_problems
from .errors import ReplayError, ResumeError

__all__ = ["RecordedRun", "read_recorded_run"]

#: The error a replay or a resume raises for a run it cannot use.
RecordedRunError = type[ReplayError] | type[ResumeError]


@dataclass(frozen=True, slots=True)
class RecordedRun:
    """A run directory's trace, spec and configuration, read and checked."""

    directory: Path
    trace: Trace
    spec: ProblemSpec
    config: dict[str, Any]
    error: RecordedRunError

    def json(self, relpath: str) -> Any:
        """The JSON file ``relpath`` of the run, read safely."""
        return _json(self.directory, relpath, self.error)

    def descriptor(self, model: Any) -> ModelDriverDescriptor:
        """The model descriptor the configuration records as ``model`` (the run's, or a role's)."""
        try:
            return ModelDriverDescriptor(
                driver_key=model["driver_key"],
                provider=model["provider"],
                model=model["model"],
                settings=model.get("settings") or {},
            )
        except Exception as exc:
            raise self.error(
                f"config.json does not describe the model: {exc}", path=str(self.directory / CONFIG_FILE)
            ) from exc

    def supplied_plan(self) -> Plan | None:
        """The plan of a run whose planner adopted a caller's plan (its PLAN entry asked no model)."""
        for entry in self.trace.entries:
            if entry.phase is not Phase.PLAN:
                continue
            if any(isinstance(event, ModelRequestEvent) for event in entry.events):
                return None
            return next((e.plan for e in entry.events if isinstance(e, PlanEmittedEvent)), None)
        return None


def _json(directory: Path, relpath: str, error: RecordedRunError) -> Any:
    try:
        return read_run_json(directory, relpath)
    except RunFileError as exc:
        raise error(str(exc), path=shown_path(directory)) from exc


def _invalid_spec(error: pydantic.ValidationError) -> str:
    """``not a valid spec: <field path>: <message>`` for the first problem, and how many more there are."""
    problems = spec_problems(error)
    path, message = problems[0]
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return f"not a valid spec: {path or '(root)'}: {message}{more}"


def read_recorded_run(
    run_dir: str | os.PathLike[str], *, error: RecordedRunError, refuse: Callable[[Path, Trace], None]
) -> RecordedRun:
    """Read the run in ``run_dir``; ``refuse`` raises for a run the caller cannot use, before its files.

    Raises:
        ReplayError, ResumeError (``error``): the directory, its trace, spec or configuration is unusable.
    """
    directory = Path(run_dir)
    if not directory.is_dir():
        raise error("not a run directory", path=shown_path(directory))
    try:
        trace = read_run_trace(directory)
    except TraceError as exc:
        raise error(f"the trace cannot be read: {exc}", path=shown_path(directory)) from exc
    refuse(directory, trace)
    try:
        spec = ProblemSpec.model_validate(_json(directory, SPEC_FILE, error))
    except pydantic.ValidationError as exc:
        raise error(_invalid_spec(exc), path=str(directory / SPEC_FILE)) from exc
    config = _json(directory, CONFIG_FILE, error)
    if not isinstance(config, dict) or "constraints" not in config or "pipeline" not in config:
        raise error("config.json is not a run configuration", path=str(directory / CONFIG_FILE))
    return RecordedRun(directory, trace, spec, config, error)
