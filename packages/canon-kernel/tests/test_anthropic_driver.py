"""The Anthropic Messages driver over httpx2.MockTransport: request mapping, replies, and failures."""

import json

import httpx2
import pytest

from canon_kernel import (
    AgentCounters,
    KernelConfigurationError,
    LimitExceededError,
    MalformedResponseError,
    ProviderAuthenticationError,
    ProviderConnectionError,
    ProviderStatusError,
)
from canon_kernel.providers import ProviderSettings, provider_binding
from canon_kernel.testing import SAMPLE_API_KEY as KEY
from canon_kernel.testing import ScriptedTransport as Recorder
from canon_kernel.testing import lookup_agent as lake_agent
from canon_kernel.testing import run_sample as execute

FINAL = {"answer": "42 km", "source": "lakes.txt"}


@pytest.fixture(autouse=True)
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def message(*blocks: dict, usage: tuple[int, int] = (11, 2), stop: str = "tool_use") -> httpx2.Response:
    body = {
        "id": "msg",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": list(blocks),
        "stop_reason": stop,
        "usage": {"input_tokens": usage[0], "output_tokens": usage[1]},
    }
    return httpx2.Response(200, json=body)


def use(name: str, arguments: dict, ident: str = "toolu_1") -> dict:
    return {"type": "tool_use", "id": ident, "name": name, "input": arguments}


def text(value: str) -> dict:
    return {"type": "text", "text": value}


def agent_for(recorder: Recorder, mode: str | None = None, **limits):
    settings = ProviderSettings(
        model="anthropic:claude-test", base_url="http://127.0.0.1:9", output_mode=mode, retry_delays=(0,)
    )
    return lake_agent(provider_binding(settings, transport=recorder.transport()), **limits)


def test_tools_mode_gives_the_final_output_as_a_forced_tool() -> None:
    recorder = Recorder([message(use("lookup", {"lake": "Orrin"})), message(use("final_output", FINAL))])
    result = execute(agent_for(recorder))
    assert result.output.answer == "42 km" and result.usage.input_tokens == 22
    first, second = recorder.bodies
    call = result.transcript[1].response.calls[0].call_id
    assert recorder.requests[0].url.path == "/v1/messages"
    sent = recorder.requests[0].headers
    assert KEY in (sent.get("x-api-key", ""), sent.get("authorization", "").removeprefix("Bearer "))
    assert first["system"] == "Answer from the passages you look up."
    assert first["tool_choice"] == {"type": "any"} and first["max_tokens"] == 2048
    assert [tool["name"] for tool in first["tools"]] == ["lookup", "final_output"]
    assert first["tools"][1]["input_schema"]["required"] == ["answer", "source"]
    assert second["messages"][1:] == [
        {"role": "assistant", "content": [use("lookup", {"lake": "Orrin"}, call)]},
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": call,
                    "content": '{"text":"Lake Orrin is 42 km long."}',
                }
            ],
        },
    ]


def test_a_rejected_final_output_is_an_error_tool_result_and_the_model_answers_again() -> None:
    recorder = Recorder(
        [message(use("final_output", {"answer": "42 km"})), message(use("final_output", FINAL))]
    )
    result = execute(agent_for(recorder, output_retries=1))
    assert result.counters == AgentCounters(model_requests=2, tool_calls=0, output_retries=1)
    answer = recorder.bodies[1]["messages"][2]["content"][0]
    assert answer["is_error"] and answer["tool_use_id"] == "final_0"
    assert "$.source: Field required" in answer["content"]


def test_json_mode_reads_the_next_action_from_text_and_keeps_turns_alternating() -> None:
    call = {"action": "call_tools", "calls": [{"tool": "lookup", "arguments": {"lake": "Orrin"}}]}
    recorder = Recorder(
        [
            message(text(json.dumps(call))),
            message(text("```json\n" + json.dumps({"action": "final_output", "output": FINAL}) + "\n```")),
        ]
    )
    result = execute(agent_for(recorder, mode="json"))
    assert result.output.source == "lakes.txt"
    second = recorder.bodies[1]
    assert "tools" not in second and "final_output" in second["system"]
    assert [m["role"] for m in second["messages"]] == ["user", "assistant", "user"]


@pytest.mark.parametrize(
    ("reply", "error", "said"),
    [
        (
            httpx2.ConnectError("refused"),
            ProviderConnectionError,
            "cannot reach the model server at http://127.0.0.1:9",
        ),
        (
            httpx2.Response(401, json={"error": {"message": KEY}}),
            ProviderAuthenticationError,
            "ANTHROPIC_API_KEY",
        ),
        (
            httpx2.Response(529, json={"error": {"message": "overloaded"}}),
            ProviderStatusError,
            "on each of 2 attempts",
        ),
        (httpx2.ReadTimeout("slow"), LimitExceededError, "request_timeout"),
        (httpx2.Response(200, text="not json"), MalformedResponseError, "body that is not JSON"),
        (message(text("  "), stop="end_turn"), MalformedResponseError, "neither text nor tool calls"),
        (message(text("{"), stop="max_tokens"), MalformedResponseError, "cut off"),
        (
            message(use("final_output", FINAL), use("lookup", {"lake": "x"}, "t2")),
            MalformedResponseError,
            "final_output together with other tools",
        ),
    ],
)
def test_failures_are_typed_and_never_show_the_key(reply, error: type, said: str) -> None:
    recorder = Recorder([reply, reply])
    with pytest.raises(error) as caught:
        execute(agent_for(recorder))
    assert said in str(caught.value) and KEY not in str(caught.value)


def test_a_missing_anthropic_key_is_a_configuration_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    with pytest.raises(KernelConfigurationError, match="ANTHROPIC_API_KEY"):
        provider_binding(ProviderSettings(model="anthropic:claude-test"))
