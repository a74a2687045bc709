"""The execution loop of one agent run: admission, model requests, tool batches, final output.

Order of work, and the error each step can raise:

1. Admission, before any run state exists (errors carry no state): the input validates against the
   input type and is portable (``InvalidInputError``); history is a sequence of complete exchanges
   (``InvalidHistoryError``).
2. Each model request is admitted against the request budget and the run's shared token budget before it
   is built (``LimitExceededError``), then sent within the request timeout (``LimitExceededError``); a
   driver failure is a ``ProviderError`` and anything but a response a ``MalformedResponseError``. The
   tokens a response reports are counted against the agent's and the run's token limits
   (``LimitExceededError`` once either is exceeded, after the response is in the transcript).
3. A tool batch is admitted whole against the call budget (``LimitExceededError``, nothing runs); then every
   call is preflighted in model order (``UnknownToolError``, ``InvalidToolArgumentsError``) before any
   factory or service runs; then calls run one at a time, each result validated (``InvalidToolOutputError``)
   and committed before the next call starts. A raising service is a ``ToolServiceError``.
4. A final output validates against the output type (``InvalidFinalOutputError``) and becomes the result.

Output retries: while ``limits.output_retries`` allows, a final output or a tool-call batch that fails
validation is not an error: an ``OutputRejectedItem`` carrying the problems joins the conversation (none of
the batch's calls runs) and the next request shows it to the model. Only when the retries are spent does
the failure raise ``InvalidFinalOutputError`` or ``InvalidToolArgumentsError``.

Anything else that escapes the loop is the kernel's own fault: ``AgentInternalError`` with the original as
``__cause__``. ``asyncio.CancelledError`` (like every ``BaseException`` that is not an ``Exception``) passes
through untouched.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from canon_contracts import FailureMode, PortabilityError, ensure_portable

from ._messages import (
    AgentExchange,
    FinalOutputResponse,
    ModelRequest,
    ModelRequestItem,
    ModelResponseItem,
    OutputRejectedItem,
    ToolCallItem,
    ToolCallRequest,
    ToolCallsResponse,
    ToolResultItem,
    response_adapter,
)
from ._state import AgentExecutionResult, RunState
from ._tools import AgentRunContext, Tool, ToolService, undeclared_members
from .errors import (
    AgentExecutionError,
    AgentInternalError,
    InvalidFinalOutputError,
    InvalidHistoryError,
    InvalidInputError,
    InvalidToolArgumentsError,
    InvalidToolOutputError,
    LimitExceededError,
    MalformedResponseError,
    ProviderError,
    ToolServiceError,
    UnknownToolError,
)

if TYPE_CHECKING:
    from ._agent import Agent, TokenBudget
    from ._driver import ModelDriver

__all__ = ["run_agent"]

InputT = TypeVar("InputT", bound=BaseModel)
OutputT = TypeVar("OutputT", bound=BaseModel)
DepsT = TypeVar("DepsT")

#: How every rejection asks the model to go on.
_AGAIN = "Correct it and answer again."


def _listed(found: list[dict[str, str]]) -> str:
    """Problems as one line: ``path: message; path: message``."""
    return "; ".join(f"{problem['path']}: {problem['message']}" for problem in found)


async def run_agent(
    agent: Agent[InputT, OutputT, DepsT],
    input: object,
    dependencies: DepsT,
    history: Sequence[AgentExchange],
    token_budget: TokenBudget | None = None,
) -> AgentExecutionResult[OutputT]:
    """Execute ``agent`` once; see the module docstring for the order of work and its errors."""
    input_json = _admit_input(agent, input)
    admitted_history = _admit_history(history)
    state = RunState(
        agent_key=agent.key,
        definition_id=agent.definition_id,
        structural_id=agent.structural_id,
        run_id=str(uuid.uuid4()),
        input=input_json,
        history=admitted_history,
    )
    try:
        return await _Run(agent, state, dependencies, token_budget).run()
    except AgentExecutionError:
        raise
    except Exception as exc:
        message = f"the kernel failed unexpectedly: {type(exc).__name__}: {exc}"
        raise AgentInternalError(message, state=state.snapshot(FailureMode.INTERNAL_ERROR)) from exc


def problems(exc: BaseException) -> list[dict[str, str]]:
    """Portable ``{"path", "message"}`` pairs describing a validation failure."""
    if isinstance(exc, PortabilityError):
        return [{"path": exc.path, "message": exc.reason}]
    if isinstance(exc, ValidationError):
        found = []
        for error in exc.errors(include_url=False, include_input=False, include_context=False):
            path = "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in error["loc"])
            found.append({"path": "$" + path, "message": error["msg"]})
        return found
    return [{"path": "$", "message": f"{type(exc).__name__}: {exc}"}]


def _admit_input(agent: Agent[Any, Any, Any], value: object) -> dict[str, Any]:
    adapter = agent._input_adapter
    try:
        validated = adapter.validate_python(value)
        extra = undeclared_members(agent._input_names, value) if isinstance(value, Mapping) else []
        if extra:
            raise ValueError(f"undeclared members {extra}")
        data: dict[str, Any] = adapter.dump_python(validated, mode="json", warnings="error")
        ensure_portable(data, path="$.input")
    except Exception as exc:
        message = f"input does not validate against {agent.input_type.__qualname__}: {_listed(problems(exc))}"
        raise InvalidInputError(message, problems=problems(exc)) from exc
    return data


def _admit_history(history: object) -> tuple[AgentExchange, ...]:
    if type(history) is tuple and not history:
        return ()
    if isinstance(history, str | bytes | Mapping) or not isinstance(history, Sequence):
        kind = type(history).__name__
        raise InvalidHistoryError(f"history must be a sequence of AgentExchange, got {kind}")
    admitted = []
    for index, exchange in enumerate(history):
        if isinstance(exchange, AgentExchange):
            admitted.append(exchange)
            continue
        if not isinstance(exchange, Mapping):
            message = f"history[{index}] must be an AgentExchange, got {type(exchange).__name__}"
            raise InvalidHistoryError(message, index=index)
        try:
            admitted.append(AgentExchange.model_validate(exchange))
        except ValidationError as exc:
            message = f"history[{index}] is not a complete exchange: {_listed(problems(exc))}"
            raise InvalidHistoryError(message, index=index, problems=problems(exc)) from exc
    return tuple(admitted)


class _Run:
    """One admitted execution: the agent, the live state, the caller's dependencies, per-run collaborators."""

    __slots__ = ("agent", "budget", "dependencies", "driver", "owns_driver", "services", "state")

    def __init__(
        self,
        agent: Agent[Any, Any, Any],
        state: RunState,
        dependencies: object,
        budget: TokenBudget | None = None,
    ) -> None:
        self.agent = agent
        self.state = state
        self.dependencies = dependencies
        self.budget = budget
        self.driver: ModelDriver | None = None
        self.owns_driver = False
        self.services: dict[str, ToolService[Any, Any, Any]] = {}

    def fail(self, error: type[AgentExecutionError], message: str, **details: Any) -> AgentExecutionError:
        """Build ``error`` carrying a snapshot of the state now."""
        return error(message, state=self.state.snapshot(error.failure_mode), **details)

    async def run(self) -> AgentExecutionResult[Any]:
        """Drive the run, then close a per-run driver that can be closed (its connections, say)."""
        try:
            return await self.drive()
        finally:
            driver, self.driver = self.driver, None
            close = getattr(driver, "aclose", None) if self.owns_driver else None
            if close is not None:
                await close()

    async def drive(self) -> AgentExecutionResult[Any]:
        state, spec, limit = self.state, self.agent.spec, self.agent.limits.model_requests
        while True:
            if state.model_requests >= limit:
                raise self.over_budget("model_requests", limit, state.model_requests + 1)
            budget = self.budget
            if budget is not None and budget.exhausted:
                raise self.over_budget("run_tokens", budget.limit, budget.used)
            request = ModelRequest.model_construct(
                agent=spec,
                input=state.input,
                history=state.history,
                transcript=tuple(state.conversation),
                request_index=state.model_requests,
            )
            state.transcript.append(ModelRequestItem.model_construct(request=request))
            state.model_requests += 1
            response = await self.respond(request)
            item = ModelResponseItem.model_construct(request_index=request.request_index, response=response)
            state.transcript.append(item)
            if response.usage is not None:
                self.charge(response.usage.input_tokens + response.usage.output_tokens)
                state.reported_responses += 1
                state.input_tokens += response.usage.input_tokens
                state.output_tokens += response.usage.output_tokens
                self.check_tokens()
            if isinstance(response, FinalOutputResponse):
                result = self.finish(response, item)
                if result is not None:
                    return result
                continue
            state.conversation.append(item)
            await self.run_batch(response.calls, request.request_index)

    def charge(self, tokens: int) -> None:
        if self.budget is not None:
            self.budget.charge(tokens)

    def check_tokens(self) -> None:
        """Fail the run once the tokens used exceed the agent's limit or the run's shared budget."""
        state, limit, budget = self.state, self.agent.limits.tokens, self.budget
        used = state.input_tokens + state.output_tokens
        if limit is not None and used > limit:
            raise self.exceeded("tokens", limit, used)
        if budget is not None and budget.used > budget.limit:
            raise self.exceeded("run_tokens", budget.limit, budget.used)

    def exceeded(self, kind: str, limit: int, used: int) -> LimitExceededError:
        message = f"the {kind} limit of {limit} was exceeded ({used} used)"
        state = self.state.snapshot(FailureMode.LIMIT_EXCEEDED)
        return LimitExceededError(message, limit_kind=kind, limit=limit, attempted=used, state=state)

    def over_budget(self, kind: str, limit: int, attempted: int, **details: Any) -> LimitExceededError:
        message = f"the {kind} limit of {limit} would be exceeded ({attempted} needed); nothing was started"
        state = self.state.snapshot(FailureMode.LIMIT_EXCEEDED)
        return LimitExceededError(
            message, limit_kind=kind, limit=limit, attempted=attempted, state=state, **details
        )

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Send ``request`` to the run's driver within the request timeout; return its checked response."""
        driver, timeout = self.driver, self.agent.limits.request_timeout
        try:
            if driver is None:
                driver = self.driver = self._open_driver()
            async with asyncio.timeout(timeout) as deadline:
                response: object = await driver.respond(request)
        except (ProviderError, MalformedResponseError, LimitExceededError) as exc:
            raise self.restate(exc) from exc
        except TimeoutError as exc:
            if timeout is None or not deadline.expired():
                raise self.fail(
                    ProviderError, f"the model driver failed: {type(exc).__name__}: {exc}"
                ) from exc
            message = f"the model request took longer than the request_timeout limit of {timeout:g} s"
            kind = "request_timeout"
            state = self.state.snapshot(FailureMode.LIMIT_EXCEEDED)
            raise LimitExceededError(
                message, limit_kind=kind, limit=timeout, attempted=timeout, state=state
            ) from exc
        except Exception as exc:
            raise self.fail(ProviderError, f"the model driver failed: {type(exc).__name__}: {exc}") from exc
        return self.check_response(response)

    def _open_driver(self) -> ModelDriver:
        binding = self.agent.model
        if binding.driver is not None:
            return binding.driver
        assert binding.factory is not None
        driver = binding.factory()
        if not callable(getattr(driver, "respond", None)):
            raise TypeError(f"the driver factory returned {driver!r}, which has no respond method")
        self.owns_driver = True
        return driver

    def restate(self, exc: AgentExecutionError) -> AgentExecutionError:
        """A fresh copy of a kernel error a driver raised, carrying this run's snapshot.

        The driver may raise one instance for many runs (a scripted step does), so the instance itself is
        never changed.
        """
        kind = type(exc)
        fresh = kind.__new__(kind)
        fresh.__dict__.update(exc.__dict__)
        fresh.args = exc.args
        fresh.details = dict(exc.details)
        fresh.state = self.state.snapshot(exc.failure_mode)
        return fresh

    def check_response(self, response: object) -> FinalOutputResponse | ToolCallsResponse:
        if isinstance(response, FinalOutputResponse | ToolCallsResponse):
            checked = response
        elif isinstance(response, Mapping):
            try:
                checked = response_adapter().validate_python(response)
            except ValidationError as exc:
                message = f"the driver returned an invalid response: {_listed(problems(exc))}"
                raise self.fail(MalformedResponseError, message, problems=problems(exc)) from exc
        else:
            message = f"the driver returned {type(response).__name__}, not a model response"
            raise self.fail(MalformedResponseError, message)
        if isinstance(checked, ToolCallsResponse):
            used = {call.call_id for call in self.state.committed}
            reused = [call.call_id for call in checked.calls if call.call_id in used]
            if reused:
                message = f"tool call ids {reused} were already used in this run"
                raise self.fail(MalformedResponseError, message, call_ids=reused)
        return checked

    def finish(
        self, response: FinalOutputResponse, item: ModelResponseItem
    ) -> AgentExecutionResult[Any] | None:
        """The result, if the final output validates; None if it was sent back to the model to retry."""
        agent, output_json = self.agent, response.output
        try:
            output = agent._output_adapter.validate_python(output_json)
            extra = undeclared_members(agent._output_names, output_json)
            if extra:
                raise ValueError(f"undeclared members {extra}")
        except Exception as exc:
            found = problems(exc)
            if self.may_retry():
                self.state.conversation.append(item)
                feedback = f"Your final output does not validate against the output schema: {_listed(found)}"
                self.reject(item.request_index, "invalid_final_output", found, f"{feedback}. {_AGAIN}")
                return None
            where = agent.output_type.__qualname__
            message = f"the final output does not validate against {where}: {_listed(found)}"
            raise self.fail(InvalidFinalOutputError, message, **self.retried(found)) from exc
        self.state.final_output_available = True
        return self.state.result(output, output_json)

    def may_retry(self) -> bool:
        return self.state.retries < self.agent.limits.output_retries

    def retried(self, found: list[dict[str, str]]) -> dict[str, Any]:
        """Error details for a validation failure: the problems, and the retries spent before it."""
        details: dict[str, Any] = {"problems": found}
        if self.state.retries:
            details["retries"] = self.state.retries
        return details

    def reject(
        self,
        request_index: int,
        reason: Literal["invalid_final_output", "invalid_tool_arguments"],
        found: list[dict[str, str]],
        message: str,
        call: ToolCallRequest | None = None,
    ) -> None:
        """Send the response to ``request_index`` back to the model with the problems found in it."""
        state = self.state
        state.retries += 1
        rows: tuple[dict[str, Any], ...] = tuple(found)
        rejection = OutputRejectedItem.model_construct(
            request_index=request_index,
            reason=reason,
            call_id=None if call is None else call.call_id,
            tool=None if call is None else call.tool,
            problems=rows,
            message=message,
            retry=state.retries,
        )
        state.transcript.append(rejection)
        state.conversation.append(rejection)

    async def run_batch(self, calls: tuple[ToolCallRequest, ...], request_index: int) -> None:
        """Admit, preflight, then run a batch of tool calls, committing each result before the next call.

        A batch with invalid arguments is sent back to the model while output retries remain; none of its
        calls runs.
        """
        state, limit = self.state, self.agent.limits.tool_calls
        state.batch, state.started, state.failed = calls, 0, None
        if state.tool_calls + len(calls) > limit:
            raise self.over_budget("tool_calls", limit, state.tool_calls + len(calls), batch_size=len(calls))
        prepared = []
        for call in calls:
            checked = self.preflight(call)
            if isinstance(checked, list):
                feedback = (
                    f"The arguments of call {call.call_id!r} to {call.tool!r} do not validate against the "
                    f"tool's input schema: {_listed(checked)}. No call of this batch ran"
                )
                self.reject(request_index, "invalid_tool_arguments", checked, f"{feedback}. {_AGAIN}", call)
                state.batch, state.failed = (), None
                return
            prepared.append(checked)
        for call, (tool, arguments) in zip(calls, prepared, strict=True):
            state.transcript.append(ToolCallItem.model_construct(request_index=request_index, call=call))
            state.tool_calls += 1
            state.started += 1
            value = await self.call(tool, call, arguments)
            output = self.check_output(tool, call, value)
            result = ToolResultItem.model_construct(call_id=call.call_id, tool=call.tool, output=output)
            state.transcript.append(result)
            state.conversation.append(result)
            state.committed.append(call)
        state.batch, state.started = (), 0

    def preflight(
        self, call: ToolCallRequest
    ) -> tuple[Tool[Any, Any, Any], BaseModel] | list[dict[str, str]]:
        """Find the tool and validate the arguments, without side effects.

        Returns the tool and the arguments, or the problems when the arguments are invalid and output
        retries remain; raises otherwise.
        """
        tool = self.agent._tool_index.get(call.tool)
        if tool is None:
            self.state.failed = call
            message = f"the model called {call.tool!r}, which this agent does not declare"
            raise self.fail(UnknownToolError, message, tool=call.tool, call_id=call.call_id)
        try:
            arguments: BaseModel = tool.input_type.model_validate(call.arguments)
            extra = undeclared_members(tool._argument_names, call.arguments)
            if extra:
                raise ValueError(f"undeclared arguments {extra}")
        except Exception as exc:
            found = problems(exc)
            if self.may_retry():
                return found
            self.state.failed = call
            call_name = f"call {call.call_id!r}"
            message = f"arguments of {call_name} do not validate against {tool.key!r}: {_listed(found)}"
            details = {"tool": tool.key, "call_id": call.call_id, **self.retried(found)}
            raise self.fail(InvalidToolArgumentsError, message, **details) from exc
        return tool, arguments

    async def call(self, tool: Tool[Any, Any, Any], call: ToolCallRequest, arguments: BaseModel) -> object:
        """Run the tool's service on one preflighted call."""
        state = self.state
        context = AgentRunContext(
            run_id=state.run_id,
            agent_key=state.agent_key,
            definition_id=state.definition_id,
            call_id=call.call_id,
            tool=tool.key,
            dependencies=self.dependencies,
            counters=state.counters(),
        )
        try:
            service = tool.service
            if service is None:
                service = self.services.get(tool.key) or self._open_service(tool)
            return await service(arguments, context)
        except Exception as exc:
            state.failed = call
            message = f"tool {tool.key!r} failed on call {call.call_id!r}: {type(exc).__name__}: {exc}"
            raise self.fail(ToolServiceError, message, tool=tool.key, call_id=call.call_id) from exc

    def _open_service(self, tool: Tool[Any, Any, Any]) -> ToolService[Any, Any, Any]:
        assert tool.service_factory is not None
        service = tool.service_factory()
        if not callable(service):
            raise TypeError(f"the service factory returned {service!r}, which is not callable")
        self.services[tool.key] = service
        return service

    def check_output(self, tool: Tool[Any, Any, Any], call: ToolCallRequest, value: object) -> Any:
        """Validate a service's result and return its portable JSON form."""
        adapter = tool._output_adapter
        try:
            output = adapter.dump_python(adapter.validate_python(value), mode="json", warnings="error")
            ensure_portable(output, path="$.output")
        except Exception as exc:
            self.state.failed = call
            found = problems(exc)
            call_name = f"call {call.call_id!r}"
            message = f"tool {tool.key!r} returned an invalid result for {call_name}: {_listed(found)}"
            details = {"tool": tool.key, "call_id": call.call_id, "problems": found}
            raise self.fail(InvalidToolOutputError, message, **details) from exc
        return output
