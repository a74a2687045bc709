"""``RunOptions``: how a run is asked to go, one object for every entry point that runs a spec.

``run_spec``, ``run_spec_async``, ``run_specs``, ``replay_run``, ``resume_run`` and ``run_eval`` take the same
frozen ``RunOptions`` as ``options=``. Each field is checked when the object is built, so a bad option is an
error at the caller's line, before anything runs or is written. The object pickles whenever its values do,
so it travels to worker processes and Dask workers as it is: name the model there by a ``ModelChoice`` (bound
inside the worker) rather than a binding holding a live driver.

Fields come in two kinds. *Configuration* fields change what a run does (its bounds, its model, its plan,
its tools, its verification): a replay or a resume uses the recorded configuration instead and refuses
them. *Execution* fields change only where the run reads its corpus, how it reports progress, where its
timestamps come from and where its search runs.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs
import pydantic

from canon_contracts import Plan, SpecConstraints
from canon_kernel import Clock, ModelDriverBinding

from ._context import Verifier
from ._models import ModelChoice
from ._progress import ProgressCallback
from ._spec import spec_problems
from ._tools import Service
from .errors import ArgumentError, ModelSelectionError, SpecError
from .roles import ROLE_KEYS

__all__ = ["ModelOption", "RunOptions", "refuse_configuration"]

#: A model for a run: a binding (used as it is) or a choice (bound when the run starts, where it runs).
ModelOption = ModelDriverBinding | ModelChoice

_CONFIGURATION = "configuration"


def _configuration(**kwargs: Any) -> Any:
    return attrs.field(metadata={_CONFIGURATION: True}, **kwargs)


def _bounded_constraint(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    """The spec's own bounds (``SpecConstraints``) check an override, so they are defined once."""
    if value is None:
        return
    try:
        SpecConstraints.model_validate({attribute.name: value})
    except pydantic.ValidationError as exc:
        problems = [(f"constraints.{path}", message) for path, message in spec_problems(exc)]
        raise SpecError(problems, source=f"RunOptions.{attribute.name}") from exc


def _flag(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, bool):
        raise ArgumentError(f"RunOptions.{attribute.name} must be True or False, got {value!r}")


def _callable(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not callable(value):
        raise ArgumentError(f"RunOptions.{attribute.name} must be callable, got {type(value).__name__}")


def _plan(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not isinstance(value, Plan):
        raise ArgumentError(f"RunOptions.plan must be a canon_contracts.Plan, got {type(value).__name__}")


def _model(value: Any, name: str) -> None:
    if not isinstance(value, ModelDriverBinding | ModelChoice):
        shown = type(value).__name__
        raise ArgumentError(f"{name} must be a ModelDriverBinding or a ModelChoice, got {shown}")


def _check_model(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None:
        _model(value, "RunOptions.model")


def _check_role_models(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is None:
        return
    unknown = sorted(key for key in value if key not in ROLE_KEYS)
    if unknown:
        raise ModelSelectionError(
            f"RunOptions.role_models names unknown roles {unknown}; the roles are {list(ROLE_KEYS)}"
        )
    for key in sorted(value):
        _model(value[key], f"RunOptions.role_models[{key!r}]")


def _check_tools(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is None:
        return
    for key in sorted(value, key=str):
        if not isinstance(key, str) or not callable(value[key]):
            raise ArgumentError(f"RunOptions.tools maps tool names to async services; {key!r} does not")


def _check_pool(instance: RunOptions, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ArgumentError(f"RunOptions.process_pool must be at least 1 worker, got {value!r}")


def _mapping(value: Mapping[str, Any] | None) -> dict[str, Any] | None:
    return None if value is None else dict(value)


def _path(value: str | os.PathLike[str] | None) -> Path | None:
    return None if value is None else Path(value)


@attrs.frozen(kw_only=True)
class RunOptions:
    """How a run goes; every field is optional and the defaults run a spec as it is written.

    Configuration (a replay or a resume refuses these; ``resume_run`` takes ``model`` to name the live
    model it continues with):

    - ``max_iterations``: overrides the spec's bound on judge and revision rounds (the spec's bounds apply).
    - ``concurrency``: overrides the spec's bound on plan nodes running at once (the spec's bounds apply).
    - ``verify_gate``: abort the run (``verification_veto``) when the VERIFY phase finds an error.
    - ``fail_fast``: abort at the first failed plan node (the default); ``False`` runs every node that does
      not depend on a failed one and lists the failures in ``RunResult.tool_failures``.
    - ``plan``: use this plan instead of asking the planner (checked before anything is written).
    - ``tools``: services replacing the built-in tools' (``corpus_search``, ``read_span``, ``calculator``).
    - ``verifier``: replaces the VERIFY phase's check of the trace so far (``canon_verify.verify_trace``).
    - ``model``: the model every role uses, a ``ModelDriverBinding`` or a ``ModelChoice``; by default the
      spec's ``model`` section chooses, and without one the embedded reasoner plays. Its descriptor is part
      of the configuration, so the fingerprint binds it and ``replay_run`` rebuilds it.
    - ``role_models``: models for some roles by key (``"judge"``), over ``model`` and the spec's per-role
      choices; recorded in the configuration as ``role_models``.

    Execution:

    - ``corpus``: load the corpus from here instead of the spec's corpus path (the spec, and so the
      fingerprint, keeps its own ``corpus`` field); the corpus a replay or a resume runs the tools against.
    - ``progress``: receives a ``ProgressEvent`` for every phase, plan node and judge round.
    - ``clock``: the source of the (observational) timestamps; UTC wall-clock time by default.
    - ``process_pool``: run corpus retrieval (BM25 scoring, the CPU-bound tool) in this many worker
      processes; the results, the trace and the fingerprint are the same with or without it.

    Raises:
        SpecError: ``max_iterations`` or ``concurrency`` is outside the spec's bounds.
        ModelSelectionError: ``role_models`` names a role that does not exist.
        ArgumentError: any other field has the wrong type, or ``process_pool`` is below 1.
    """

    max_iterations: int | None = _configuration(default=None, validator=_bounded_constraint)
    concurrency: int | None = _configuration(default=None, validator=_bounded_constraint)
    verify_gate: bool = _configuration(default=False, validator=_flag)
    fail_fast: bool = _configuration(default=True, validator=_flag)
    plan: Plan | None = _configuration(default=None, validator=_plan)
    tools: Mapping[str, Service] | None = _configuration(
        default=None, converter=_mapping, validator=_check_tools
    )
    verifier: Verifier | None = _configuration(default=None, validator=_callable)
    model: ModelOption | None = _configuration(default=None, validator=_check_model)
    role_models: Mapping[str, ModelOption] | None = _configuration(
        default=None, converter=_mapping, validator=_check_role_models
    )
    corpus: Path | None = attrs.field(default=None, converter=_path)
    progress: ProgressCallback | None = attrs.field(default=None, validator=_callable)
    clock: Clock | None = attrs.field(default=None, validator=_callable)
    process_pool: int | None = attrs.field(default=None, validator=_check_pool)

    def configuration_changes(self) -> tuple[str, ...]:
        """The configuration fields set to something other than their defaults, in field order."""
        return tuple(
            field.name
            for field in attrs.fields(RunOptions)
            if field.metadata.get(_CONFIGURATION) and getattr(self, field.name) != field.default
        )

    def recorded(self) -> dict[str, Any]:
        """The configuration fields that differ from their defaults, as portable JSON (sorted by name).

        A model is recorded by its descriptor (a binding) or its choice, a plan by its JSON form.

        Raises:
            ArgumentError: a field that cannot be written down is set (``tools``, ``verifier``).
        """
        recorded: dict[str, Any] = {}
        for name in sorted(self.configuration_changes()):
            value = getattr(self, name)
            if name == "model":
                recorded[name] = _model_json(value)
            elif name == "role_models":
                recorded[name] = {key: _model_json(value[key]) for key in sorted(value)}
            elif name == "plan":
                recorded[name] = value.model_dump(mode="json")
            elif isinstance(value, bool | int):
                recorded[name] = value
            else:
                raise ArgumentError(f"RunOptions.{name} cannot be recorded (it is code, not data)")
        return recorded


def _model_json(model: ModelOption) -> dict[str, Any]:
    if isinstance(model, ModelChoice):
        return model.model_dump(mode="json", exclude_none=True)
    described: dict[str, Any] = model.descriptor.to_json()
    return described


def refuse_configuration(options: RunOptions, entry: str, *, allowed: tuple[str, ...] = ()) -> None:
    """Raise ``ArgumentError`` when ``options`` sets configuration ``entry`` takes from the recording."""
    refused = [name for name in options.configuration_changes() if name not in allowed]
    if refused:
        raise ArgumentError(
            f"{entry} runs the recorded configuration; these options cannot change it: {', '.join(refused)}"
        )
