"""Problem specs read from JSON or TOML files, validated before anything of a run exists.

A spec file is a ``canon_contracts.ProblemSpec`` written as JSON (``.json``) or TOML (``.toml``). Its corpus
path is relative to the folder that holds the spec file. Every problem is a ``SpecError`` naming the file and
the field path (``constraints.top_k``), raised before any run directory is created.
"""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pydantic

from canon_contracts import ProblemSpec

from .errors import SpecError

__all__ = ["LoadedSpec", "load_spec", "read_spec", "spec_problems"]

_SUFFIXES = (".json", ".toml")


@dataclass(frozen=True, slots=True)
class LoadedSpec:
    """A validated spec, where it was read from (if from a file), and the folder its corpus is relative to.

    ``corpus_root`` overrides where the corpus is (the spec's ``corpus`` field is still what it records).
    """

    spec: ProblemSpec
    source: Path | None
    base_dir: Path
    corpus_root: Path | None = None

    @property
    def corpus_path(self) -> Path:
        """The corpus: ``corpus_root``, or the spec's corpus resolved against ``base_dir``."""
        if self.corpus_root is not None:
            return self.corpus_root.resolve()
        return (self.base_dir / self.spec.corpus).resolve()


def spec_problems(error: pydantic.ValidationError) -> list[tuple[str, str]]:
    """``(field path, message)`` pairs of a pydantic error; paths are dotted (``constraints.top_k``)."""
    problems = []
    for item in error.errors(include_url=False):
        path = ""
        for part in item["loc"]:
            path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
        # pydantic prefixes the message of a validator's ValueError with "Value error, "; the field path
        # already says where, so the prefix only adds noise.
        problems.append((path, item["msg"].removeprefix("Value error, ")))
    return problems or [("", "invalid spec")]


def _parse(path: Path, text: str) -> Any:
    shown = str(path)
    if path.suffix.lower() == ".toml":
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise SpecError([("", f"not valid TOML: {exc}")], source=shown) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise SpecError([("", f"not valid JSON ({exc.msg} at {where})")], source=shown) from exc


def load_spec(path: str | os.PathLike[str]) -> ProblemSpec:
    """Read and validate a problem spec from a ``.json`` or ``.toml`` file.

    Raises:
        SpecError: if the file cannot be read, is not JSON/TOML, or violates the ``ProblemSpec`` schema;
            ``problems`` holds ``(field path, message)`` pairs and ``source`` the file.
    """
    return read_spec(path).spec


def read_spec(spec_or_path: ProblemSpec | str | os.PathLike[str]) -> LoadedSpec:
    """A ``LoadedSpec`` from a file, or from a ``ProblemSpec`` whose corpus is relative to the working folder.

    Raises:
        SpecError: as ``load_spec``.
    """
    if isinstance(spec_or_path, ProblemSpec):
        return LoadedSpec(spec_or_path, None, Path.cwd())
    path = Path(spec_or_path)
    shown = str(path)
    if path.suffix.lower() not in _SUFFIXES:
        raise SpecError([("", "a spec file must end in .json or .toml")], source=shown)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SpecError([("", "no such file")], source=shown) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SpecError([("", f"cannot read the spec: {exc}")], source=shown) from exc
    data = _parse(path, text)
    if not isinstance(data, dict):
        raise SpecError([("", "a spec must be an object (a table in TOML)")], source=shown)
    try:
        spec = ProblemSpec.model_validate(data)
    except pydantic.ValidationError as exc:
        raise SpecError(spec_problems(exc), source=shown) from exc
    return LoadedSpec(spec, path.resolve(), path.resolve().parent)
