"""The Anthropic Messages driver, on the official ``anthropic`` SDK (``canon-kernel[anthropic]``).

The Messages API has tools but no response format, so in ``tools`` mode the final output is one more tool,
``final_output``, whose input schema is the output schema, and the model must call a tool on every turn
(``tool_choice`` ``any``): calling ``final_output`` is answering. In ``json`` mode no tools are sent and the
model is told to reply with the next-action JSON. Messages alternate strictly between user and assistant,
so consecutive user parts (tool results, then the next input) are merged into one message.
"""

from __future__ import annotations

from typing import Any

try:
    import anthropic
    import httpx2
except ImportError as exc:  # pragma: no cover - exercised without the extra installed
    raise ImportError(
        "the anthropic provider needs the anthropic SDK: pip install 'canon-kernel[anthropic]'"
    ) from exc

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
    next_action_text,
    rejected_calls,
    tool_calls,
    turns,
)
from ._settings import OutputMode

__all__ = ["ANTHROPIC_BASE_URL", "FINAL_OUTPUT_TOOL", "AnthropicMessagesDriver", "messages_request"]

#: Where requests go when no base URL is given.
ANTHROPIC_BASE_URL = "https://api.anthropic.com"
#: The tool a model calls to give its final output in ``tools`` mode.
FINAL_OUTPUT_TOOL = "final_output"

_ERRORS = SdkErrors(
    timeout=anthropic.APITimeoutError,
    connection=anthropic.APIConnectionError,
    status=anthropic.APIStatusError,
)
_ACCEPTED = "Accepted."


def _text(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def _assistant(turn: Turn, mode: OutputMode) -> list[dict[str, Any]]:
    response = turn.response
    if mode == "json":
        return [_text(next_action_text(response))]
    if isinstance(response, FinalOutputResponse):
        final_id = turn.final_id
        return [{"type": "tool_use", "id": final_id, "name": FINAL_OUTPUT_TOOL, "input": response.output}]
    return [
        {"type": "tool_use", "id": call.call_id, "name": call.tool, "input": call.arguments}
        for call in response.calls
    ]


def _answers(turn: Turn, mode: OutputMode) -> list[dict[str, Any]]:
    """The user parts that answered a turn: tool results, or the rejection."""
    rejection = turn.rejection
    if mode == "json":
        if rejection is not None:
            return [_text(rejection.message)]
        results = [{"call_id": r.call_id, "tool": r.tool, "output": r.output} for r in turn.results]
        return [_text(canonical_text({"tool_results": results}))]
    if isinstance(turn.response, FinalOutputResponse):
        final_id = turn.final_id
        told = _ACCEPTED if rejection is None else rejection.message
        return [
            {
                "type": "tool_result",
                "tool_use_id": final_id,
                "content": told,
                "is_error": rejection is not None,
            }
        ]
    if rejection is not None:
        return [
            {"type": "tool_result", "tool_use_id": call.call_id, "content": told, "is_error": True}
            for call, told in rejected_calls(turn)
        ]
    return [
        {"type": "tool_result", "tool_use_id": result.call_id, "content": canonical_text(result.output)}
        for result in turn.results
    ]


def _conversation(items: Any, mode: OutputMode, label: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    parts: list[tuple[str, list[dict[str, Any]]]] = []
    for turn in turns(items, label):
        parts.append(("assistant", _assistant(turn, mode)))
        parts.append(("user", _answers(turn, mode)))
    return parts


def _exchange(
    earlier: AgentExchange, mode: OutputMode, number: int
) -> list[tuple[str, list[dict[str, Any]]]]:
    label = f"h{number}_"
    final = Turn(
        response=FinalOutputResponse(output=earlier.output),
        request_index=len(earlier.transcript),
        label=label,
    )
    closing = [("user", _answers(final, mode))] if mode == "tools" else []
    return [
        ("user", [_text(canonical_text(earlier.input))]),
        *_conversation(earlier.transcript, mode, label),
        ("assistant", _assistant(final, mode)),
        *closing,
    ]


def _merged(parts: list[tuple[str, list[dict[str, Any]]]]) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for role, content in parts:
        if messages and messages[-1]["role"] == role:
            messages[-1]["content"].extend(content)
        else:
            messages.append({"role": role, "content": list(content)})
    return messages


def messages_request(request: ModelRequest, model: str, mode: OutputMode) -> dict[str, Any]:
    """The Messages API call for ``request`` (without the key, which travels in a header).

    The keyword arguments of ``messages.create``: the body's members, and ``extra_body`` for the rest.
    """
    agent = request.agent
    parts: list[tuple[str, list[dict[str, Any]]]] = []
    for number, earlier in enumerate(request.history):
        parts.extend(_exchange(earlier, mode, number))
    parts.append(("user", [_text(canonical_text(request.input))]))
    parts.extend(_conversation(request.transcript, mode))
    settings = agent.settings
    body: dict[str, Any] = {
        "model": model,
        "max_tokens": settings.get("max_tokens") or 4096,
        "system": agent.instructions if mode == "tools" else next_action_instructions(agent),
        "messages": _merged(parts),
    }
    if settings.get("temperature") is not None:
        # Sent as an extra body member: SDK releases differ in whether ``create`` takes it by name.
        body["extra_body"] = {"temperature": settings["temperature"]}
    if mode == "tools":
        tools = [
            {"name": tool.key, "description": tool.description, "input_schema": tool.input_schema}
            for tool in agent.tools
        ]
        tools.append(
            {
                "name": FINAL_OUTPUT_TOOL,
                "description": "Give the final output; call it once, when you have the answer.",
                "input_schema": agent.output_schema,
            }
        )
        body["tools"] = tools
        body["tool_choice"] = {"type": "any"}
    return body


def _usage(body: dict[str, Any]) -> ModelUsage | None:
    usage = body.get("usage")
    if not isinstance(usage, dict):
        return None
    tokens_in, tokens_out = usage.get("input_tokens"), usage.get("output_tokens")
    if type(tokens_in) is not int or type(tokens_out) is not int or tokens_in < 0 or tokens_out < 0:
        return None
    return ModelUsage(input_tokens=tokens_in, output_tokens=tokens_out)


def read_reply(
    body: dict[str, Any], request_digest: str, mode: OutputMode
) -> FinalOutputResponse | ToolCallsResponse:
    """The kernel response in a Messages reply body.

    Raises:
        MalformedResponseError: no content blocks, a final output beside other calls, text that is not the
            JSON the mode asks for, or neither text nor tool calls.
    """
    content = body.get("content")
    if not isinstance(content, list):
        raise MalformedResponseError("the reply has no content blocks")
    usage = _usage(body)
    cut = (
        " (stop_reason 'max_tokens': the reply was cut off)"
        if body.get("stop_reason") == "max_tokens"
        else ""
    )
    uses = [block for block in content if isinstance(block, dict) and block.get("type") == "tool_use"]
    texts = [
        block["text"]
        for block in content
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
    ]
    if uses:
        finals = [block for block in uses if block.get("name") == FINAL_OUTPUT_TOOL]
        if finals and len(uses) > 1:
            raise MalformedResponseError(f"the reply calls {FINAL_OUTPUT_TOOL} together with other tools")
        if finals:
            return final_output(finals[0].get("input"), usage)
        return tool_calls([(block.get("name"), block.get("input")) for block in uses], request_digest, usage)
    text = "".join(texts)
    if not text.strip():
        raise MalformedResponseError(f"the reply has neither text nor tool calls{cut}")
    if mode == "tools":
        return final_output(json_object(text, f"the model's final output{cut}"), usage)
    try:
        return next_action(text, request_digest, usage)
    except MalformedResponseError as exc:
        raise MalformedResponseError(f"{exc}{cut}") from None


class AnthropicMessagesDriver:
    """Answers kernel requests through the Anthropic Messages API.

    One driver serves one run (bind it per run): its HTTP client is opened on the first request and closed
    by ``aclose`` when the run ends.

    Args:
        model: The model name.
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
        self._client: anthropic.AsyncAnthropic | None = None

    def __repr__(self) -> str:
        return (
            f"AnthropicMessagesDriver(model={self._model!r}, url={self._endpoint.url!r}, mode={self._mode!r})"
        )

    def _open(self) -> anthropic.AsyncAnthropic:
        endpoint = self._endpoint
        client = http_client(endpoint, self._transport)
        return anthropic.AsyncAnthropic(
            api_key=endpoint.key or "no-key",
            base_url=endpoint.url,
            timeout=endpoint.timeout,
            max_retries=0,
            http_client=client,
        )

    async def respond(self, request: ModelRequest) -> FinalOutputResponse | ToolCallsResponse:
        """Send ``request`` as one Messages call and return the model's response."""
        if self._client is None:
            self._client = self._open()
        client, body = self._client, messages_request(request, self._model, self._mode)
        reply = await exchange(
            lambda: client.messages.with_raw_response.create(**body), self._endpoint, _ERRORS
        )
        return read_reply(reply, request.request_digest, self._mode)

    async def aclose(self) -> None:
        """Close the HTTP client, if one was opened."""
        client, self._client = self._client, None
        if client is not None:
            await client.close()
