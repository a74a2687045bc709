"""Errors raised by canon-reason.

::

    CanonError (canon_contracts)
    └── ReasonError                        anything canon-reason refuses
        ├── ReasonConfigurationError       what was asked cannot run; raised before anything runs
        │   ├── SpecError                  a spec cannot be read or violates its schema (field path
        │   │                              kept); also a canon_contracts.ValidationError
        │   ├── TopologyError              a plan is not a DAG: INV-ORD-001 with the offending nodes
        │   ├── ModelSelectionError        a model choice cannot be bound (driver or extra missing)
        │   ├── ReplayError                a run directory cannot be replayed (an unreadable file)
        │   ├── CorpusError                a corpus cannot be loaded; names the path (and line)
        │   │   ├── CorpusNotFoundError    the corpus path does not exist or is not a folder/.txt/.md/.jsonl
        │   │   ├── EmptyCorpusError       the corpus holds no document with text
        │   │   ├── CorpusDecodeError      a file is not valid UTF-8
        │   │   └── CorpusFormatError      a JSONL line is not a valid document, or a document id repeats
        │   ├── CalculationError           an expression is not safe arithmetic or cannot be evaluated
        │   ├── ArgumentError              an argument is out of range or unknown (also a ValueError)
        │   ├── RunningLoopError           a blocking entry point was called inside an event loop (also a
        │   │                              RuntimeError)
        │   ├── DatasetError               an evaluation dataset is unreadable or a case is invalid
        │   ├── EvalDirectoryError         an evaluation directory holds another evaluation, or cannot be used
        │   └── ResumeError                a run directory cannot be resumed (complete, or unreadable)
        └── ReasonExecutionError           something failed while a run was under way
            ├── ExecutionError             a plan node failed under the fail-fast policy; carries the failures
            ├── CitationError              a citation names no passage returned in the run
            ├── SpanError                  read_span was asked for a document or span the corpus lacks
            ├── RecordedToolError          a replayed tool call has no recorded success to serve
            ├── CorpusNotInstalledError    a search worker was asked for a corpus it was not started with
            └── UnknownRoleError           a model driver was asked to act for an agent it does not know

Configuration problems (spec, topology, model, corpus, arguments) are raised where the violated contract
can be named, before a run directory exists; outer layers add context and keep the class. A run that fails
after it started is not an exception of ``run_spec``: it ends ABORTED with a complete trace. The execution
errors are what tools, drivers and the DAG executor raise inside a run; the kernel or the pipeline records
them as the run's failure.

Two internal signals live here too, never seen by callers: ``Aborted`` unwinds the phases once a run's abort
is recorded, and ``NodeError`` carries a plan node's failure to the entry that records it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from canon_contracts import CanonError, ErrorKind, ValidationError

if TYPE_CHECKING:
    from canon_contracts import AgentInput, TraceEvent
    from canon_kernel import AgentExecutionError, Invocation

__all__ = [
    "Aborted",
    "ArgumentError",
    "CalculationError",
    "CitationError",
    "CorpusDecodeError",
    "CorpusError",
    "CorpusFormatError",
    "CorpusNotFoundError",
    "CorpusNotInstalledError",
    "DatasetError",
    "EmptyCorpusError",
    "EvalDirectoryError",
    "ExecutionError",
    "ModelSelectionError",
    "NodeError",
    "ReasonConfigurationError",
    "ReasonError",
    "ReasonExecutionError",
    "RecordedToolError",
    "ReplayError",
    "ResumeError",
    "RunningLoopError",
    "SpanError",
    "SpecError",
    "TopologyError",
    "UnknownRoleError",
]


class ReasonError(CanonError):
    """Anything canon-reason refuses.

    It pickles with its class, message and attributes, so one raised in a worker process (an evaluation's
    or ``run_specs``'s) is raised again as itself in the caller, whatever its constructor's signature.
    """

    kind = ErrorKind.INVALID_INPUT

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuilt, (type(self), self.args, dict(self.__dict__))


class ReasonConfigurationError(ReasonError):
    """What was asked cannot run (a spec, plan, model, corpus or argument); raised before it runs."""


class ReasonExecutionError(ReasonError):
    """Something failed while a run was under way (a tool, a driver, a plan node)."""

    kind = ErrorKind.EXECUTION_FAILURE
    label = "execution failed"


class ArgumentError(ReasonConfigurationError, ValueError):
    """An argument is out of range or names something unknown (``top_k=0``, an unknown executor)."""

    kind = ErrorKind.USAGE
    label = "invalid argument"


class RunningLoopError(ReasonConfigurationError, RuntimeError):
    """A blocking entry point (``run_spec``, ``replay_run``) was called from a running event loop."""

    kind = ErrorKind.USAGE
    label = "misuse"


class SpecError(ReasonConfigurationError, ValidationError):
    """A problem spec cannot be read or violates its schema.

    ``problems`` holds ``(field path, message)`` pairs and ``source`` names the spec file, as for every
    ``canon_contracts.ValidationError``.
    """

    label = "invalid spec"


class TopologyError(ReasonConfigurationError):
    """A plan is not a DAG: an unknown node, a missing dependency or a cycle.

    ``invariant_id`` is always ``INV-ORD-001``; ``nodes`` lists the offending node ids in a stable order.
    """

    label = "invalid plan"

    invariant_id = "INV-ORD-001"

    def __init__(self, message: str, *, nodes: Iterable[str]) -> None:
        self.nodes: tuple[str, ...] = tuple(nodes)
        shown = ", ".join(self.nodes)
        super().__init__(f"{self.invariant_id}: {message}" + (f" (nodes: {shown})" if shown else ""))


class ExecutionError(ReasonExecutionError):
    """A plan node failed and the fail-fast policy stopped the execution.

    ``failures`` holds every node failure recorded before the executor stopped (the first one first), and
    ``report`` the executor's report of what ran; nodes already running were allowed to finish.
    """

    def __init__(self, message: str, *, failures: Iterable[Any], report: Any = None) -> None:
        self.failures: tuple[Any, ...] = tuple(failures)
        self.report = report
        super().__init__(message)


class ModelSelectionError(ReasonConfigurationError):
    """A model choice cannot be bound: provider drivers or an SDK extra missing, or an unknown provider."""

    label = "cannot use the model"


class CitationError(ReasonExecutionError):
    """A model's draft cites a passage no tool returned in the run, or quotes text its passage lacks."""

    label = "invalid citation"


class ReplayError(ReasonConfigurationError):
    """A run directory cannot be replayed: its spec, configuration or trace is missing or unreadable.

    ``path`` names the run directory or the file that failed; ``corpus`` is true when what is missing is a
    corpus to re-execute the tools against (serving them from the trace needs none).
    """

    label = "cannot replay"

    def __init__(self, message: str, *, path: str, corpus: bool = False) -> None:
        self.path = path
        self.corpus = corpus
        super().__init__(f"{path}: {message}")


class CorpusError(ReasonConfigurationError):
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


class CalculationError(ReasonConfigurationError, ValueError):
    """An expression is not safe arithmetic, or evaluating it failed (division by zero, a result too large).

    ``expression`` is the input (shortened when very long) and ``reason`` says what was wrong.
    """

    label = "cannot calculate"

    def __init__(self, expression: str, reason: str) -> None:
        shown = expression if len(expression) <= 80 else expression[:77] + "..."
        self.expression = shown
        self.reason = reason
        super().__init__(f"cannot calculate {shown!r}: {reason}")


class SpanError(ReasonExecutionError, ValueError):
    """``read_span`` was asked for a document or span the corpus does not have."""


class RecordedToolError(ReasonExecutionError, RuntimeError):
    """A tool served from a recording has no recorded result for the call, or its recorded call failed."""


class CorpusNotInstalledError(ReasonExecutionError, LookupError):
    """A search worker was asked to search a corpus it was not started with."""


class UnknownRoleError(ReasonExecutionError, ValueError):
    """A model driver was asked to act for an agent it does not know."""


class Aborted(Exception):
    """The run was aborted and its abort entry recorded; unwinds the phases to the trace's close."""


class NodeError(Exception):
    """A plan node failed: the kernel error and what the failure entry needs (internal to the pipeline)."""

    def __init__(
        self,
        error: AgentExecutionError,
        ticket: Invocation,
        input: AgentInput,
        events: Sequence[TraceEvent] = (),
    ) -> None:
        self.error = error
        self.ticket = ticket
        self.input = input
        self.events = tuple(events)
        super().__init__(str(error))


class DatasetError(ReasonConfigurationError):
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


class EvalDirectoryError(ReasonConfigurationError):
    """An evaluation directory cannot be used.

    It holds another evaluation (dataset, corpus or options differ), or it cannot be created. ``path``
    names it.
    """

    label = "cannot use the evaluation directory"

    def __init__(self, message: str, *, path: str) -> None:
        self.path = path
        super().__init__(f"{path}: {message}")


class ResumeError(ReasonConfigurationError):
    """A run directory cannot be resumed.

    It is complete, or its spec, configuration, trace or corpus cannot be used. ``path`` names the run
    directory or the file at fault.
    """

    label = "cannot resume"

    def __init__(self, message: str, *, path: str) -> None:
        self.path = path
        super().__init__(f"{path}: {message}")


def _rebuilt(cls: type[ReasonError], args: tuple[Any, ...], state: dict[str, Any]) -> ReasonError:
    """A ``ReasonError`` unpickled without calling its constructor (whose arguments differ by class)."""
    error = cls.__new__(cls)
    error.args = args
    error.__dict__.update(state)
    return error
