"""Evaluation datasets: JSONL or CSV files of cases, or a folder of spec files with expected answers.

A case has an ``id`` (unique), a ``question``, an ``expected`` answer (a string, a list of acceptable strings,
or ``null`` when the right answer is to abstain), an optional ``kind`` and optional spec fields
(``constraints``, ``expected_output_type``) for its run. In CSV, ``expected`` is a string, a JSON list
(``["1794", "MDCCXCIV"]``) or an empty cell for ``null``, and constraints are columns named
``constraints.top_k`` and so on. A folder dataset holds spec files (``.json``/``.toml``), each with
``expected_answer``; every spec keeps its own corpus and is run exactly as ``canon run`` would run it.

The expected answer ``insufficient_evidence`` means abstaining, like ``null``. A dataset is hostile input:
each problem is one ``DatasetError`` naming the file and line, raised before anything runs.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pydantic

from canon_contracts import EpistemicStatus, ProblemSpec, digest
from canon_trace import RunFileError, parse_json, read_regular_file

from ._spec import read_spec, spec_problems
from .errors import DatasetError, SpecError

__all__ = ["CASE_FIELDS", "Dataset", "EvalCase", "load_dataset"]

#: The fields a JSONL case may have; CSV columns are the same, constraints spelt ``constraints.<name>``.
CASE_FIELDS = ("id", "question", "expected", "kind", "constraints", "expected_output_type")
#: The largest dataset file read (cases are short; a larger file is almost surely not a dataset).
MAX_DATASET_BYTES = 64 * 1024 * 1024
#: Placeholder corpus of a case's spec while it is validated; the real one is set when it runs.
_CHECK_CORPUS = "corpus"
_ABSTAIN = EpistemicStatus.INSUFFICIENT_EVIDENCE.value


@dataclass(frozen=True, slots=True)
class EvalCase:
    """One case: what is asked, what is expected (``None``: abstain), and how its spec is built.

    ``spec_fields`` are the case's own spec fields (``constraints``, ``expected_output_type``); a folder
    dataset's case has ``spec_file`` instead, the spec it runs as is. ``line`` is where the case starts.
    """

    id: str
    question: str
    expected: tuple[str, ...] | None
    kind: str | None = None
    spec_fields: Mapping[str, Any] = field(default_factory=dict)
    spec_file: Path | None = None
    line: int | None = None

    def problem_spec(self, corpus: str) -> ProblemSpec:
        """The spec this case runs as, with ``corpus`` as its corpus path (relative to the corpus root)."""
        return ProblemSpec.model_validate(
            {"id": self.id, "question": self.question, "corpus": corpus, **self.spec_fields}
        )

    def identity(self) -> dict[str, Any]:
        """What the dataset digest binds of this case: everything but where it was read from."""
        spec = None
        if self.spec_file is not None:
            spec = read_spec(self.spec_file).spec.model_dump(mode="json")
        return {
            "id": self.id,
            "question": self.question,
            "expected": None if self.expected is None else list(self.expected),
            "kind": self.kind,
            "spec_fields": dict(self.spec_fields),
            "spec": spec,
        }


@dataclass(frozen=True, slots=True)
class Dataset:
    """The cases of a dataset in order, its name and the digest of its cases."""

    path: Path
    cases: tuple[EvalCase, ...]
    digest: str

    @property
    def name(self) -> str:
        """The file or folder name."""
        return self.path.name or str(self.path)

    @property
    def has_spec_files(self) -> bool:
        """Whether the cases are spec files, each with its own corpus."""
        return any(case.spec_file is not None for case in self.cases)


def load_dataset(path: str | os.PathLike[str]) -> Dataset:
    """Read and validate every case of a ``.jsonl`` or ``.csv`` file, or of a folder of spec files.

    Raises:
        DatasetError: the dataset cannot be read, is empty, or a case is invalid (file and line named).
    """
    where = Path(path)
    if where.is_dir():
        cases = _folder_cases(where)
    else:
        suffix = where.suffix.lower()
        if suffix not in (".jsonl", ".csv"):
            raise DatasetError(
                "a dataset is a .jsonl or .csv file, or a folder of spec files", path=str(where)
            )
        text = _read_text(where)
        cases = list(_jsonl_cases(where, text) if suffix == ".jsonl" else _csv_cases(where, text))
    if not cases:
        raise DatasetError("the dataset holds no case", path=str(where))
    seen: dict[str, EvalCase] = {}
    for case in cases:
        first = seen.setdefault(case.id, case)
        if first is not case:
            at = f" (first at line {first.line})" if first.line is not None else ""
            raise DatasetError(
                f"case id {case.id!r} is used twice{at}", path=_shown(case, where), line=case.line
            )
    return Dataset(where, tuple(cases), digest([case.identity() for case in cases]))


def _shown(case: EvalCase, where: Path) -> str:
    return str(case.spec_file if case.spec_file is not None else where)


def _read_text(path: Path) -> str:
    """The dataset's text, read by canon-trace's safe reader: a regular file, never a FIFO, size-bounded."""
    try:
        data = read_regular_file(path, max_bytes=MAX_DATASET_BYTES)
    except RunFileError as exc:
        reason = "no such file" if exc.missing else f"the dataset {exc.reason}"
        raise DatasetError(reason, path=str(path)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise DatasetError("not valid UTF-8", path=str(path), line=line) from None


def _jsonl_cases(path: Path, text: str) -> Iterator[EvalCase]:
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = parse_json(line)
        except json.JSONDecodeError as exc:
            raise DatasetError(
                f"not valid JSON ({exc.msg} at column {exc.colno})", path=str(path), line=number
            ) from None
        except ValueError as exc:  # a key twice in one object, or nesting too deep
            raise DatasetError(f"not valid JSON ({exc})", path=str(path), line=number) from None
        if not isinstance(record, dict):
            raise DatasetError("a case must be a JSON object", path=str(path), line=number)
        yield _case(record, path, number)


def _csv_cases(path: Path, text: str) -> Iterator[EvalCase]:
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
        if header is None:
            return
        names = [name.strip() for name in header]
        for column in names:
            if column not in CASE_FIELDS and not column.startswith("constraints."):
                raise DatasetError(f"unknown column {column!r}", path=str(path), line=1)
        start = reader.line_num + 1
        for row in reader:
            if any(cell.strip() for cell in row):
                if len(row) != len(names):
                    raise DatasetError(
                        f"the record has {len(row)} cells, the header {len(names)}",
                        path=str(path),
                        line=start,
                    )
                yield _case(_csv_record(dict(zip(names, row, strict=True)), path, start), path, start)
            start = reader.line_num + 1
    except csv.Error as exc:
        raise DatasetError(f"not valid CSV: {exc}", path=str(path), line=reader.line_num) from None


def _csv_record(row: dict[str, str], path: Path, line: int) -> dict[str, Any]:
    record: dict[str, Any] = {}
    constraints: dict[str, Any] = {}
    for name, cell in row.items():
        value = cell.strip()
        if name.startswith("constraints."):
            if value:
                try:
                    constraints[name.removeprefix("constraints.")] = int(value)
                except ValueError:
                    raise DatasetError(
                        f"{name}: {value!r} is not an integer", path=str(path), line=line
                    ) from None
        elif name == "expected":
            record[name] = _csv_expected(value, path, line)
        elif value:
            record[name] = value
    if constraints:
        record["constraints"] = constraints
    return record


def _csv_expected(value: str, path: Path, line: int) -> Any:
    if not value:
        return None
    if value.startswith("["):
        try:
            return parse_json(value)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"expected: not a JSON list ({exc.msg})", path=str(path), line=line) from None
        except ValueError as exc:  # nested too deep, a key twice, too many arrays
            raise DatasetError(f"expected: not a JSON list ({exc})", path=str(path), line=line) from None
    return value


def _case(record: dict[str, Any], path: Path, line: int) -> EvalCase:
    shown = str(path)
    unknown = sorted(set(record) - set(CASE_FIELDS))
    if unknown:
        allowed = ", ".join(CASE_FIELDS)
        raise DatasetError(f"unknown field {unknown[0]!r} (a case has: {allowed})", path=shown, line=line)
    case_id = record.get("id")
    if isinstance(case_id, int) and not isinstance(case_id, bool):
        case_id = str(case_id)
    if not isinstance(case_id, str) or not case_id.strip():
        raise DatasetError("id: a case needs an id (a non-empty string)", path=shown, line=line)
    if "expected" not in record:
        raise DatasetError(
            "expected: missing (use null when the right answer is to abstain)", path=shown, line=line
        )
    expected = _expected(record["expected"], shown, line)
    kind = record.get("kind")
    if kind is not None and (not isinstance(kind, str) or not kind.strip()):
        raise DatasetError("kind: must be a non-empty string", path=shown, line=line)
    question = record.get("question")
    if not isinstance(question, str) or not question.strip():
        raise DatasetError("question: a case needs a question (a non-empty string)", path=shown, line=line)
    fields: dict[str, Any] = {k: record[k] for k in ("constraints", "expected_output_type") if k in record}
    case = EvalCase(case_id, question, expected, kind, fields, line=line)
    try:
        case.problem_spec(_CHECK_CORPUS)
    except pydantic.ValidationError as exc:
        path_, message = spec_problems(exc)[0]
        raise DatasetError(f"{path_ or 'case'}: {message}", path=shown, line=line) from None
    return case


def _expected(value: Any, shown: str, line: int) -> tuple[str, ...] | None:
    if value is None:
        return None
    answers = [value] if isinstance(value, str) else value
    if not isinstance(answers, list) or not answers:
        raise DatasetError(
            "expected: must be a string, a non-empty list of strings, or null", path=shown, line=line
        )
    for answer in answers:
        if not isinstance(answer, str) or not answer.strip():
            raise DatasetError("expected: every answer must be a non-empty string", path=shown, line=line)
    if any(answer.strip() == _ABSTAIN for answer in answers):
        if len(answers) > 1:
            raise DatasetError(f"expected: {_ABSTAIN!r} cannot be listed with answers", path=shown, line=line)
        return None
    return tuple(answers)


def _folder_cases(folder: Path) -> list[EvalCase]:
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".json", ".toml") and p.is_file())
    except OSError as exc:
        raise DatasetError(f"cannot list the folder: {exc.strerror or exc}", path=str(folder)) from exc
    cases = []
    for file in files:
        if file.is_symlink():  # is_file() followed it: it may lead out of the folder the user named
            raise DatasetError(
                "a symlink; a dataset folder's specs are read only as regular files", path=str(file)
            )
        try:
            spec = read_spec(file).spec
        except SpecError as exc:
            raise DatasetError(f"not a valid spec: {exc}", path=str(file)) from None
        if spec.expected_answer is None:
            raise DatasetError(
                "expected_answer: missing (every spec of a folder dataset needs one)", path=str(file)
            )
        expected = _expected(spec.expected_answer, str(file), 1)
        cases.append(EvalCase(spec.id or file.stem, spec.question, expected, spec_file=file.resolve()))
    return cases
