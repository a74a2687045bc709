"""Errors raised by canon-reason.

::

    CanonError (canon_contracts)
    └── ReasonError                    anything canon-reason refuses
        ├── SpecError                  a problem spec cannot be read or violates its schema (field path kept);
        │                              also a canon_contracts.ValidationError
        ├── TopologyError              a plan is not a DAG: INV-ORD-001 with the offending nodes
        ├── ExecutionError             a plan node failed under the fail-fast policy; carries the failures
        ├── CitationError              a draft's citation cannot be resolved to a passage returned in the run
        ├── ReplayError                a run directory cannot be replayed (spec, config or trace unreadable)
        ├── CorpusError                a corpus cannot be loaded; names the path (and line)
        │   ├── CorpusNotFoundError    the corpus path does not exist or is not a folder/.txt/.md/.jsonl
        │   ├── EmptyCorpusError       the corpus holds no document with text
        │   ├── CorpusDecodeError      a file is not valid UTF-8
        │   └── CorpusFormatError      a JSONL line is not a valid document, or a document id repeats
        ├── CalculationError           an expression is not safe arithmetic or cannot be evaluated
        ├── DatasetError               an evaluation dataset is unreadable or a case is invalid (file:line)
        ├── EvalDirectoryError         an evaluation directory holds another evaluation, or cannot be used
        └── ResumeError                a run directory cannot be resumed (complete, or unreadable)

Configuration and input problems (spec, topology, corpus, calculation) are raised where the violated
contract can be named; outer layers add context and keep the class. A run that fails after it started is not
an exception of ``run_spec``: it ends ABORTED with a complete trace, and ``ExecutionError`` is what the DAG
executor raises to the pipeline (or to a caller of ``execute_plan``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from canon_contracts import CanonError, ErrorKind, ValidationError

__all__ = [
    "CalculationError",
    "CitationError",
    "CorpusDecodeError",
    "CorpusError",
    "CorpusFormatError",
    "CorpusNotFoundError",
    "DatasetError",
    "EmptyCorpusError",
    "EvalDirectoryError",
    "ExecutionError",
    "ReasonError",
    "ReplayError",
    "ResumeError",
    "SpecError",
    "TopologyError",
]


class ReasonError(CanonError):
    """Anything canon-reason refuses."""

    kind = ErrorKind.INVALID_INPUT


class SpecError(ReasonError, ValidationError):
    """A problem spec cannot be read or violates its schema.

    ``problems`` holds ``(field path, message)`` pairs and ``source`` names the spec file, as for every
    ``canon_contracts.ValidationError``.
    """

    label = "invalid spec"


class TopologyError(ReasonError):
    """A plan is not a DAG: an unknown node, a missing dependency or a cycle.

    ``invariant_id`` is always ``INV-ORD-001``; ``nodes`` lists the offending node ids in a stable order.
    """

    label = "invalid plan"

    invariant_id = "INV-ORD-001"

    def __init__(self, message: str, *, nodes: Iterable[str]) -> None:
        self.nodes: tuple[str, ...] = tuple(nodes)
        shown = ", ".join(self.nodes)
        super().__init__(f"{self.invariant_id}: {message}" + (f" (nodes: {shown})" if shown else ""))


class ExecutionError(ReasonError):
    """A plan node failed and the fail-fast policy stopped the execution.

    ``failures`` holds every node failure recorded before the executor stopped (the first one first), and
    ``report`` the executor's report of what ran; nodes already running were allowed to finish.
    """

    kind = ErrorKind.EXECUTION_FAILURE
    label = "execution failed"

    def __init__(self, message: str, *, failures: Iterable[Any], report: Any = None) -> None:
        self.failures: tuple[Any, ...] = tuple(failures)
        self.report = report
        super().__init__(message)


class CitationError(ReasonError):
    """A model's draft cites a passage no tool returned in the run, or quotes text its passage lacks."""


class ReplayError(ReasonError):
    """A run directory cannot be replayed: its spec, configuration or trace is missing or unreadable.

    ``path`` names the run directory or the file that failed; ``corpus`` is true when what is missing is a
    corpus to re-execute the tools against (serving them from the trace needs none).
    """

    label = "cannot replay"

    def __init__(self, message: str, *, path: str, corpus: bool = False) -> None:
        self.path = path
        self.corpus = corpus
        super().__init__(f"{path}: {message}")


class CorpusError(ReasonError):
    """A corpus cannot be loaded.

    ``path`` names the corpus, or the file inside it, that failed; ``line`` is the 1-based JSONL line when
    one line is at fault.
    """

    label = "invalid corpus"

    def __init__(self, message: str, *, path: str, line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = path if line is None else f"{path}:{line}"
        super().__init__(f"{where}: {message}")


class CorpusNotFoundError(CorpusError):
    """The corpus path does not exist, or is neither a folder nor a ``.txt``/``.md``/``.jsonl`` file."""


class EmptyCorpusError(CorpusError):
    """The corpus holds no document with any text."""


class CorpusDecodeError(CorpusError):
    """A corpus file is not valid UTF-8."""


class CorpusFormatError(CorpusError):
    """A JSONL line is not a valid document, or two documents share an id."""


class CalculationError(ReasonError, ValueError):
    """An expression is not safe arithmetic, or evaluating it failed (division by zero, a result too large).

    ``expression`` is the input (shortened when very long) and ``reason`` says what was wrong.
    """

    label = "cannot calculate"

    def __init__(self, expression: str, reason: str) -> None:
        shown = expression if len(expression) <= 80 else expression[:77] + "..."
        self.expression = shown
        self.reason = reason
        super().__init__(f"cannot calculate {shown!r}: {reason}")


class DatasetError(ReasonError):
    """An evaluation dataset cannot be read, or one of its cases is invalid.

    ``path`` names the dataset file (or the spec file of a folder dataset) and ``line`` the 1-based line
    of the case at fault (the CSV record's first line), when one case is.
    """

    label = "invalid dataset"

    def __init__(self, message: str, *, path: str, line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = path if line is None else f"{path}:{line}"
        super().__init__(f"{where}: {message}")


class EvalDirectoryError(ReasonError):
    """An evaluation directory cannot be used.

    It holds another evaluation (dataset, corpus or options differ), or it cannot be created. ``path``
    names it.
    """

    label = "cannot use the evaluation directory"

    def __init__(self, message: str, *, path: str) -> None:
        self.path = path
        super().__init__(f"{path}: {message}")


class ResumeError(ReasonError):
    """A run directory cannot be resumed.

    It is complete, or its spec, configuration, trace or corpus cannot be used. ``path`` names the run
    directory or the file at fault.
    """

    label = "cannot resume"

    def __init__(self, message: str, *, path: str) -> None:
        self.path = path
        super().__init__(f"{path}: {message}")
