"""Problem specs read from JSON or TOML files, validated before anything of a run exists.

A spec file is a ``canon_contracts.ProblemSpec`` written as JSON (``.json``) or TOML (``.toml``). Its corpus
path is relative to the folder that holds the spec file. The file is untrusted input: only a regular file of
at most ``MAX_SPEC_BYTES`` is read, JSON with a duplicate key (``question`` twice) is refused, and so is
nesting deeper than ``canon_contracts.MAX_DEPTH``, and so is a TOML dotted key or table name of more than
``MAX_TOML_NAME_PARTS`` parts (the TOML parser's work grows with its square). Every problem is a
``SpecError`` naming the file and the field path (``constraints.top_k``), raised before any run directory
is created.

Beside the ``ProblemSpec`` fields a spec may carry a ``model`` section (``ModelSection``): which model plays
the roles, and per-role overrides. It is canon-reason's, not part of the contract, so it is read here and
the rest validates as a ``ProblemSpec``.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pydantic

from canon_contracts import ProblemSpec
from canon_trace import RunFileError, parse_json, read_regular_file

from ._models import ModelSection
from .errors import SpecError

__all__ = ["MAX_SPEC_BYTES", "MAX_TOML_NAME_PARTS", "LoadedSpec", "load_spec", "read_spec", "spec_problems"]

MAX_SPEC_BYTES = 1024 * 1024
"""Largest spec file read (1 MiB); a spec is a question, a corpus path and a few bounds."""

_SUFFIXES = (".json", ".toml")

MAX_TOML_NAME_PARTS = 64
"""Most parts of a dotted TOML key or table name (a spec needs three): the standard library's parser spends
time or memory that grows with the square of it (10,000 parts took 13 s, 100,000 more than 24 GB)."""
#: TOML strings and comments, each matched to its end (or the end of its line or text), never rescanned.
_TOML_STRING_OR_COMMENT = re.compile(
    r'"""(?:[^"\\]|\\[\s\S]?|"(?!""))*(?:"""|\Z)'
    r"|'''[\s\S]*?(?:'''|\Z)"
    r'|"(?:[^"\\\n]|\\[^\n]?)*(?:"|$)'
    r"|'[^'\n]*(?:'|$)"
    r"|#[^\n]*",
    re.MULTILINE,
)
#: A name of more than ``MAX_TOML_NAME_PARTS`` parts, once strings are blanked (a quoted part counts too).
_TOML_LONG_NAME = re.compile(r"(?<![\w.-])[\w-]+(?:[ \t]*\.[ \t]*[\w-]+){" + str(MAX_TOML_NAME_PARTS) + ",}")


@dataclass(frozen=True, slots=True)
class LoadedSpec:
    """A validated spec, where it was read from (if from a file), and the folder its corpus is relative to.

    ``corpus_root`` overrides where the corpus is (the spec's ``corpus`` field is still what it records).
    """

    spec: ProblemSpec
    source: Path | None
    base_dir: Path
    model: ModelSection | None = None
    """The spec's ``model`` section, if it has one."""
    corpus_root: Path | None = None
    """Where the corpus is, when the caller names it (the spec's ``corpus`` field is still recorded)."""

    @property
    def corpus_path(self) -> Path:
        """The corpus: ``corpus_root``, or the spec's corpus path against ``base_dir``."""
        if self.corpus_root is not None:
            return Path(os.path.abspath(self.corpus_root))
        return Path(os.path.abspath(self.base_dir / self.spec.corpus))


def spec_problems(error: pydantic.ValidationError) -> list[tuple[str, str]]:
    """``(field path, message)`` pairs of a pydantic error; paths are dotted (``constraints.top_k``)."""
    problems = []
    for item in error.errors(include_url=False):
        path = ""
        for part in item["loc"]:
            path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
        # pydantic prefixes the message of a validator's ValueError with "Value error, "; the field path
        # already says where, so the prefix only adds noise.
        message = item["msg"].removeprefix("Value error, ")
        context = item.get("ctx") or {}
        if item["type"] == "too_long" and "max_length" in context:
            message = f"is too long: at most {context['max_length']} characters are allowed"
            if "actual_length" in context:
                message += f", it has {context['actual_length']}"
        problems.append((path, message))
    return problems or [("", "invalid spec")]


def _parse(path: Path, text: str) -> Any:
    shown = str(path)
    if path.suffix.lower() == ".toml":
        import tomllib  # only TOML specs need it

        if _TOML_LONG_NAME.search(_TOML_STRING_OR_COMMENT.sub("s", text)):
            problem = f"a dotted key or table name has more than {MAX_TOML_NAME_PARTS} parts"
            raise SpecError([("", problem)], source=shown)
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise SpecError([("", f"not valid TOML: {exc}")], source=shown) from exc
        except RecursionError:
            raise SpecError([("", "not valid TOML: nested too deeply")], source=shown) from None
    try:
        return parse_json(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise SpecError([("", f"not valid JSON ({exc.msg} at {where})")], source=shown) from exc
    except ValueError as exc:
        raise SpecError([("", f"not valid JSON ({exc})")], source=shown) from None


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
        text = read_regular_file(path, max_bytes=MAX_SPEC_BYTES).decode("utf-8")
    except RunFileError as exc:
        raise SpecError([("", "no such file" if exc.missing else exc.reason)], source=shown) from exc
    except UnicodeDecodeError as exc:
        raise SpecError([("", f"not valid UTF-8 (byte {exc.start})")], source=shown) from exc
    data = _parse(path, text)
    if not isinstance(data, dict):
        raise SpecError([("", "a spec must be an object (a table in TOML)")], source=shown)
    section = data.pop("model", None)
    problems: list[tuple[str, str]] = []
    try:
        spec = ProblemSpec.model_validate(data)
    except pydantic.ValidationError as exc:
        problems += spec_problems(exc)
    try:
        model = None if section is None else ModelSection.model_validate(section)
    except pydantic.ValidationError as exc:
        problems += [(f"model.{where}" if where else "model", what) for where, what in spec_problems(exc)]
    if problems:
        raise SpecError(problems, source=shown)
    where = Path(os.path.realpath(path))
    return LoadedSpec(spec, where, where.parent, model)
