"""The OpenAI-compatible chat-completions driver, on the official ``openai`` SDK (``canon-kernel[openai]``).

It serves OpenAI itself and the servers that speak its API: vLLM, Ollama, llama.cpp, LM Studio. A request
becomes a system message (the instructions), the earlier exchanges, a user message (the input as canonical
JSON) and this run's conversation. In ``tools`` mode the agent's tools are function tools and the output
schema the ``json_schema`` response format; in ``json`` mode no tools are sent and the response format is
``json_object`` with the next-action schema, which llama.cpp-style servers enforce with a grammar.
"""

from __future__ import annotations

from typing import Any

try:
    import httpx2
    import openai
except ImportError as exc:  # pragma: no cover - exercised without the extra installed
    raise ImportError("the openai provider needs the openai SDK: pip install 'canon-kernel[openai]'") from exc

from .._messages import AgentExchange, FinalOutputResponse, ModelRequest, ModelUsage, ToolCallsResponse
from ..errors import MalformedResponseError
from ._calls import Endpoint, SdkErrors, exchange, http_client
from ._conversation import (
    Turn,
    canonical_text,
    final_output,
    json_object,
    next_action,
    next_action_instructions,
    next_action_schema,
    next_action_text,
    rejected_calls,
    tool_calls,
    turns,
)
from ._settings import OutputMode

__all__ = ["OPENAI_BASE_URL", "OpenAIChatDriver", "chat_request"]

#: Where requests go when no base URL is given.
OPENAI_BASE_URL = "https://api.openai.com/v1"

_ERRORS = SdkErrors(
    timeout=openai.APITimeoutError, connection=openai.APIConnectionError, status=openai.APIStatusError
)
#: Sent as the key to a server that needs none: the SDK will not send a request without one.
_NO_KEY = "no-key"


def _assistant(turn: Turn, mode: OutputMode) -> dict[str, Any]:
    response = turn.response
    if mode == "json":
        return {"role": "assistant", "content": next_action_text(response)}
    if isinstance(response, FinalOutputResponse):
        return {"role": "assistant", "content": canonical_text(response.output)}
    calls = [
        {
            "id": call.call_id,
            "type": "function",
            "function": {"name": call.tool, "arguments": canonical_text(call.arguments)},
        }
        for call in response.calls
    ]
    return {"role": "assistant", "content": None, "tool_calls": calls}


def _answers(turn: Turn, mode: OutputMode) -> list[dict[str, Any]]:
    """The messages that answered a turn: tool results, or the rejection."""
    rejection = turn.rejection
    if mode == "json" or isinstance(turn.response, FinalOutputResponse):
        if rejection is not None:
            return [{"role": "user", "content": rejection.message}]
        results = [{"call_id": r.call_id, "tool": r.tool, "output": r.output} for r in turn.results]
        return [{"role": "user", "content": canonical_text({"tool_results": results})}]
    if rejection is not None:
        return [
            {"role": "tool", "tool_call_id": call.call_id, "content": told}
            for call, told in rejected_calls(turn)
        ]
    return [
        {"role": "tool", "tool_call_id": result.call_id, "content": canonical_text(result.output)}
        for result in turn.results
    ]


def _conversation(items: Any, mode: OutputMode) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for turn in turns(items):
        messages.append(_assistant(turn, mode))
        messages.extend(_answers(turn, mode))
    return messages


def _exchange(exchange_: AgentExchange, mode: OutputMode) -> list[dict[str, Any]]:
    final = Turn(response=FinalOutputResponse(output=exchange_.output), request_index=0)
    return [
        {"role": "user", "content": canonical_text(exchange_.input)},
        *_conversation(exchange_.transcript, mode),
        _assistant(final, mode),
    ]


def chat_request(request: ModelRequest, model: str, mode: OutputMode) -> dict[str, Any]:
    """The chat-completions body for ``request`` (without the key, which travels in a header)."""
    agent = request.agent
    system = agent.instructions if mode == "tools" else next_action_instructions(agent)
    messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for earlier in request.history:
        messages.extend(_exchange(earlier, mode))
    messages.append({"role": "user", "content": canonical_text(request.input)})
    messages.extend(_conversation(request.transcript, mode))
    body: dict[str, Any] = {"model": model, "messages": messages}
    settings = agent.settings
    if settings.get("temperature") is not None:
        body["temperature"] = settings["temperature"]
    if settings.get("max_tokens") is not None:
        body["max_tokens"] = settings["max_tokens"]
    if mode == "json":
        body["response_format"] = {"type": "json_object", "schema": next_action_schema(agent)}
        return body
    if agent.tools:
        body["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": tool.key,
                    "description": tool.description,
                    "parameters": tool.input_schema,
                },
            }
            for tool in agent.tools
        ]
    body["response_format"] = {
        "type": "json_schema",
        "json_schema": {"name": "final_output", "schema": agent.output_schema},
    }
    return body


def _usage(body: dict[str, Any]) -> ModelUsage | None:
    usage = body.get("usage")
    if not isinstance(usage, dict):
        return None
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    if type(prompt) is not int or type(completion) is not int or prompt < 0 or completion < 0:
        return None
    return ModelUsage(input_tokens=prompt, output_tokens=completion)


def read_reply(
    body: dict[str, Any], request_digest: str, mode: OutputMode
) -> FinalOutputResponse | ToolCallsResponse:
    """The kernel response in a chat-completions reply body.

    Raises:
        MalformedResponseError: the body has no message, a tool call's arguments are not a JSON object,
            the content is not the JSON the mode asks for, or the message has neither content nor calls.
    """
    choices = body.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise MalformedResponseError("the reply has no choices")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise MalformedResponseError("the reply's first choice has no message")
    usage = _usage(body)
    length = " (finish_reason 'length': the reply was cut off at max_tokens)"
    cut = length if choices[0].get("finish_reason") == "length" else ""
    calls = message.get("tool_calls")
    if isinstance(calls, list) and calls:
        pairs = []
        for position, call in enumerate(calls):
            function = call.get("function") if isinstance(call, dict) else None
            if not isinstance(function, dict):
                raise MalformedResponseError(f"tool call {position} of the reply has no function")
            name, arguments = function.get("name"), function.get("arguments")
            what = f"the arguments of tool call {position} ({name}){cut}"
            parsed = arguments if isinstance(arguments, dict) else json_object(str(arguments or ""), what)
            pairs.append((name, parsed))
        return tool_calls(pairs, request_digest, usage)
    content = message.get("content")
    if not isinstance(content, str) or not content.strip():
        raise MalformedResponseError(f"the reply has neither content nor tool calls{cut}")
    if mode == "json":
        try:
            return next_action(content, request_digest, usage)
        except MalformedResponseError as exc:
            raise MalformedResponseError(f"{exc}{cut}") from None
    return final_output(json_object(content, f"the model's final output{cut}"), usage)


class OpenAIChatDriver:
    """Answers kernel requests through an OpenAI-compatible chat-completions endpoint.

    One driver serves one run (bind it per run): its HTTP client is opened on the first request and closed
    by ``aclose`` when the run ends.

    Args:
        model: The model name the server knows.
        endpoint: The server, the key and its variable, the timeout and the retry schedule.
        mode: The output mode.
        transport: An ``httpx2`` transport to use instead of the network (``httpx2.MockTransport`` in tests).
    """

    def __init__(
        self,
        *,
        model: str,
        endpoint: Endpoint,
        mode: OutputMode,
        transport: httpx2.AsyncBaseTransport | None = None,
    ) -> None:
        self._model = model
        self._endpoint = endpoint
        self._mode = mode
        self._transport = transport
        self._client: openai.AsyncOpenAI | None = None

    def __repr__(self) -> str:
        return f"OpenAIChatDriver(model={self._model!r}, url={self._endpoint.url!r}, mode={self._mode!r})"

    def _open(self) -> openai.AsyncOpenAI:
        endpoint = self._endpoint
        client = http_client(endpoint, self._transport)
        return openai.AsyncOpenAI(
            api_key=endpoint.key or _NO_KEY,
            base_url=endpoint.url,
            timeout=endpoint.timeout,
            max_retries=0,
            http_client=client,
        )

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Send ``request`` as one chat completion and return the model's response."""
        if self._client is None:
            self._client = self._open()
        client, body = self._client, chat_request(request, self._model, self._mode)
        reply = await exchange(
            lambda: client.chat.completions.with_raw_response.create(**body), self._endpoint, _ERRORS
        )
        return read_reply(reply, request.request_digest, self._mode)

    async def aclose(self) -> None:
        """Close the HTTP client, if one was opened."""
        client, self._client = self._client, None
        if client is not None:
            await client.close()
