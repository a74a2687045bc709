"""The pipeline's kernel tools: corpus retrieval, reading a document span, and the calculator.

Each is a ``canon_kernel.Tool`` with typed input and output. ``corpus_search`` runs BM25 over the corpus's
chunks (the index is built once per corpus digest and cached) on the event loop or, being the CPU-bound tool,
in worker processes (``_pool``); ``read_span`` returns the exact text of a document span with its sha256,
which is how every cited text is checked against the corpus before it is registered as evidence;
``calculator`` evaluates safe arithmetic (no ``eval``) and reports an expression it cannot evaluate as a
result with an ``error``, since that is an answer about the expression, not a broken tool. ``call_tool``
runs one tool outside any agent (a plan's tool node), with the same checks the kernel applies inside an
agent.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from canon_contracts import CallStatus, ToolCall, ToolResult, digest_bytes, ensure_portable
from canon_kernel import (
    AgentCounters,
    AgentExecutionError,
    AgentRunContext,
    InvalidToolArgumentsError,
    InvalidToolOutputError,
    Tool,
    ToolServiceError,
)
from canon_trace import Cassette

from ._calculator import calculate
from ._corpus import Corpus
from ._ledger import active_ledger
from ._pool import pooled_search
from ._retrieval import search
from .errors import ArgumentError, CalculationError, RecordedToolError, SpanError

__all__ = [
    "CALCULATOR",
    "READ_SPAN",
    "SEARCH",
    "CalculatorArguments",
    "CalculatorOutput",
    "Passage",
    "SearchArguments",
    "SearchOutput",
    "SpanArguments",
    "SpanOutput",
    "ToolOutcome",
    "build_tools",
    "call_tool",
]

SEARCH = "corpus_search"
READ_SPAN = "read_span"
CALCULATOR = "calculator"

#: A tool service as the kernel calls it: validated arguments and the run context in, a result out.
Service = Callable[[Any, AgentRunContext[Any]], Awaitable[Any]]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class SearchArguments(_Model):
    """Arguments of ``corpus_search``."""

    query: str = Field(min_length=1, max_length=4000)
    top_k: int = Field(default=3, ge=1, le=100)


class Passage(_Model):
    """One retrieved passage: its id, document, exact offsets, text, rounded BM25 score and document title.

    ``passage_id`` is what a model cites; canon resolves the span, offsets and digest from it.
    """

    passage_id: str
    doc_id: str
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    text: str
    score: float
    title: str = ""


class SearchOutput(_Model):
    """What ``corpus_search`` returns: the query and its passages, best first."""

    query: str
    passages: list[Passage]


class SpanArguments(_Model):
    """Arguments of ``read_span``: a document and character offsets (end exclusive)."""

    doc_id: str = Field(min_length=1)
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class SpanOutput(_Model):
    """The exact text of a document span and the sha256 of its UTF-8 bytes."""

    doc_id: str
    start: int
    end: int
    text: str
    sha256: str


class CalculatorArguments(_Model):
    """Arguments of ``calculator``."""

    expression: str = Field(min_length=1, max_length=2000)


class CalculatorOutput(_Model):
    """The rendered and exact value of an expression, or why it cannot be evaluated."""

    expression: str
    value: str | None = None
    exact: str | None = None
    error: str | None = None


def _search_service(corpus: Corpus, pool: Executor | None) -> Service:
    async def corpus_search(arguments: SearchArguments, context: AgentRunContext[Any]) -> SearchOutput:
        if pool is None:
            hits = search(corpus, arguments.query, arguments.top_k)
        else:
            loop = asyncio.get_running_loop()
            hits = await loop.run_in_executor(
                pool, pooled_search, corpus.digest, arguments.query, arguments.top_k
            )
        passages = [
            Passage(
                doc_id=h.doc_id,
                passage_id=h.chunk_id,
                start=h.start,
                end=h.end,
                text=h.text,
                score=h.score,
                title=h.title,
            )
            for h in hits
        ]
        return SearchOutput(query=arguments.query, passages=passages)

    return corpus_search


def _span_service(corpus: Corpus) -> Service:
    async def read_span(arguments: SpanArguments, context: AgentRunContext[Any]) -> SpanOutput:
        if arguments.doc_id not in corpus:
            raise SpanError(f"the corpus has no document {arguments.doc_id!r}")
        text = corpus.document(arguments.doc_id).text
        if arguments.end < arguments.start or arguments.end > len(text):
            raise SpanError(
                f"span [{arguments.start}:{arguments.end}] is not inside {arguments.doc_id!r} "
                f"({len(text)} characters)"
            )
        span = text[arguments.start : arguments.end]
        return SpanOutput(
            doc_id=arguments.doc_id,
            start=arguments.start,
            end=arguments.end,
            text=span,
            sha256=digest_bytes(span.encode("utf-8")),
        )

    return read_span


async def _calculator(arguments: CalculatorArguments, context: AgentRunContext[Any]) -> CalculatorOutput:
    try:
        result = calculate(arguments.expression)
    except CalculationError as exc:
        return CalculatorOutput(expression=arguments.expression, error=exc.reason)
    return CalculatorOutput(expression=arguments.expression, value=result.value, exact=result.exact)


def _recorded_service(cassette: Cassette, key: str) -> Service:
    async def served(arguments: BaseModel, context: AgentRunContext[Any]) -> Any:
        recorded = cassette.tool_result(key, arguments.model_dump(mode="json"))
        if recorded is None:
            raise RecordedToolError(f"no recorded result of {key} for these arguments")
        if recorded.status is not CallStatus.SUCCESS:
            raise RecordedToolError(recorded.error or f"the recorded call of {key} failed")
        return recorded.output

    return served


def _ledgered(service: Service) -> Service:
    """``service``, recording every passage it returns in the run's ledger (what a model may cite)."""

    async def recorded(arguments: Any, context: AgentRunContext[Any]) -> Any:
        value = await service(arguments, context)
        ledger = active_ledger()
        if ledger is not None:
            try:
                output = SearchOutput.model_validate(value)
            except ValidationError:
                return value  # the kernel reports an invalid tool output; nothing was returned to cite
            ledger.record(output.passages)
        return value

    return recorded


_DESCRIPTIONS = {
    SEARCH: "Search the corpus with BM25 and return the best passages with their exact document offsets.",
    READ_SPAN: "Return the exact text of a document span and the sha256 of its UTF-8 bytes.",
    CALCULATOR: "Evaluate safe arithmetic (+ - * / % ^, parentheses, percentages) exactly.",
}
_TYPES: dict[str, tuple[type[BaseModel], type[BaseModel]]] = {
    SEARCH: (SearchArguments, SearchOutput),
    READ_SPAN: (SpanArguments, SpanOutput),
    CALCULATOR: (CalculatorArguments, CalculatorOutput),
}


def build_tools(
    corpus: Corpus | None,
    *,
    overrides: Mapping[str, Service] | None = None,
    cassette: Cassette | None = None,
    search_pool: Executor | None = None,
) -> dict[str, Tool[Any, Any, Any]]:
    """The three tools, keyed by name, bound to ``corpus``.

    Args:
        corpus: The corpus the tools read (``None`` only when a ``cassette`` serves every call).
        overrides: Services to use instead of the built-in ones, by tool key (test doubles, instrumented
            services); the tools' names and schemas, and so every model request, stay the same.
        cassette: Serve every call from a recorded trace instead of running the tool (replay).
        search_pool: Run ``corpus_search``'s BM25 scoring in this executor's worker processes instead of on
            the event loop; its workers must hold ``corpus`` (a pool from ``open_search_pool``).
    """
    services: dict[str, Service] = {CALCULATOR: _calculator}
    if corpus is not None:
        services[SEARCH] = _search_service(corpus, search_pool)
        services[READ_SPAN] = _span_service(corpus)
    if cassette is not None:
        services = {key: _recorded_service(cassette, key) for key in _TYPES}
    services.update(overrides or {})
    if SEARCH in services:
        services[SEARCH] = _ledgered(services[SEARCH])
    tools: dict[str, Tool[Any, Any, Any]] = {}
    for key, (arguments, output) in _TYPES.items():
        if key not in services:
            raise ArgumentError(f"tool {key!r} needs a corpus or a cassette")
        tools[key] = Tool(
            key=key,
            description=_DESCRIPTIONS[key],
            input_type=arguments,
            output_type=output,
            service=services[key],
        )
    return tools


@dataclass(frozen=True, slots=True)
class ToolOutcome:
    """One direct tool call: the call and result to record, and the output or the kernel's typed error."""

    call: ToolCall
    result: ToolResult
    output: Any
    error: AgentExecutionError | None = None


async def call_tool(
    tool: Tool[Any, Any, Any], arguments: Mapping[str, Any], *, call_id: str, node_id: str | None = None
) -> ToolOutcome:
    """Validate ``arguments``, run the tool's service, validate its output; never raises for a tool failure.

    The call is recorded with its validated arguments (defaults filled in), so a replay finds it again.

    Raises:
        asyncio.CancelledError: unchanged.
    """
    try:
        validated = tool.input_type.model_validate(dict(arguments))
        recorded = validated.model_dump(mode="json")
    except Exception as exc:
        error: AgentExecutionError = InvalidToolArgumentsError(
            f"arguments of {tool.key!r} do not validate: {exc}", tool=tool.key, call_id=call_id
        )
        call = ToolCall(call_id=call_id, tool=tool.key, arguments=_portable(arguments), node_id=node_id)
        return _failed(call, error)
    call = ToolCall(call_id=call_id, tool=tool.key, arguments=recorded, node_id=node_id)
    context: AgentRunContext[None] = AgentRunContext(
        run_id=call_id,
        agent_key=f"node:{node_id or tool.key}",
        definition_id=tool.definition_id,
        call_id=call_id,
        tool=tool.key,
        dependencies=None,
        counters=AgentCounters(model_requests=0, tool_calls=1),
    )
    service = tool.service if tool.service is not None else tool.service_factory()  # type: ignore[misc]
    try:
        value = await service(validated, context)
    except Exception as exc:
        message = f"tool {tool.key!r} failed: {type(exc).__name__}: {exc}"
        failure = ToolServiceError(message, tool=tool.key, call_id=call_id)
        failure.__cause__ = exc
        return _failed(call, failure)
    try:
        adapter: TypeAdapter[Any] = TypeAdapter(tool.output_type)
        output = adapter.dump_python(adapter.validate_python(value), mode="json")
        ensure_portable(output, path="$.output")
    except Exception as exc:
        invalid = InvalidToolOutputError(
            f"tool {tool.key!r} returned an invalid result: {exc}", tool=tool.key, call_id=call_id
        )
        return _failed(call, invalid)
    result = ToolResult(call_id=call_id, tool=tool.key, status=CallStatus.SUCCESS, output=output)
    return ToolOutcome(call, result, output)


def _failed(call: ToolCall, error: AgentExecutionError) -> ToolOutcome:
    result = ToolResult(call_id=call.call_id, tool=call.tool, status=CallStatus.FAILURE, error=str(error))
    return ToolOutcome(call, result, None, error)


def _portable(arguments: Mapping[str, Any]) -> dict[str, Any]:
    try:
        value = dict(arguments)
        ensure_portable(value)
    except Exception:
        return {"unreadable": repr(arguments)[:200]}
    return value
