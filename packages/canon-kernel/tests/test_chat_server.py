"""The OpenAI-compatible driver against the scripted chat server, over real HTTP on 127.0.0.1."""

import json
import urllib.request

import pytest

from canon_kernel import (
    LimitExceededError,
    MalformedResponseError,
    ModelDriverBinding,
    ProviderConnectionError,
    ProviderStatusError,
    ReplayModelDriver,
)
from canon_kernel.providers import ProviderSettings, provider_binding
from canon_kernel.testing import SAMPLE_API_KEY as KEY
from canon_kernel.testing import ChatReply, RawReply, ScriptedChatServer
from canon_kernel.testing import lookup_agent as lake_agent
from canon_kernel.testing import run_sample as execute

FINAL = {"answer": "42 km", "source": "lakes.txt"}


@pytest.fixture(autouse=True)
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)


def agent_for(server: ScriptedChatServer, **options):
    settings = ProviderSettings(
        model="openai:scripted",
        base_url=server.url,
        retry_delays=(0.01, 0.01),
        request_timeout=options.pop("request_timeout", 10),
        output_mode=options.pop("output_mode", None),
    )
    return lake_agent(provider_binding(settings), **options)


def test_an_agent_answers_through_real_http_and_replays_after_the_server_stops() -> None:
    with ScriptedChatServer(
        [ChatReply.calls(("lookup", {"lake": "Orrin"})), ChatReply.final(FINAL)]
    ) as server:
        agent = agent_for(server)
        result = execute(agent)
        bodies, headers = server.requests, server.request_headers
    assert result.output.answer == "42 km"
    assert [b["messages"][-1]["role"] for b in bodies] == ["user", "tool"]
    assert all(h["authorization"] == f"Bearer {KEY}" for h in headers)
    assert result.usage.input_tokens == 20 and result.usage.reported_responses == 2
    # The server is gone: the recorded responses answer the same requests, with the same descriptor.
    replay = ReplayModelDriver.from_transcript(result.transcript)
    binding = ModelDriverBinding.shared(descriptor=agent.model.descriptor, driver=replay)
    replayed = execute(lake_agent(binding))
    assert replayed.output == result.output
    assert [r.request_digest for r in replayed.requests] == [r.request_digest for r in result.requests]


def test_json_mode_through_the_server() -> None:
    script = [
        ChatReply.action(
            {"action": "call_tools", "calls": [{"tool": "lookup", "arguments": {"lake": "Orrin"}}]}
        ),
        ChatReply.action({"action": "final_output", "output": FINAL}),
    ]
    with ScriptedChatServer(script) as server:
        result = execute(agent_for(server, output_mode="json"))
        first = server.requests[0]
    assert result.output.source == "lakes.txt"
    assert first["response_format"]["type"] == "json_object" and "tools" not in first


def test_a_responder_plays_requests_after_the_script() -> None:
    def responder(body: dict) -> ChatReply:
        if body["messages"][-1]["role"] == "tool":
            passage = json.loads(body["messages"][-1]["content"])["text"]
            return ChatReply.final({"answer": passage.split(" is ")[1].rstrip("."), "source": "lookup"})
        return ChatReply.calls(("lookup", {"lake": "Orrin"}))

    with ScriptedChatServer(responder=responder) as server:
        result = execute(agent_for(server))
    assert result.output.answer == "42 km long"


def test_rate_limited_then_served() -> None:
    with ScriptedChatServer([RawReply.error(429, "slow down"), ChatReply.final(FINAL)]) as server:
        result = execute(agent_for(server))
        assert len(server.requests) == 2
    assert result.output.answer == "42 km"


def test_failing_server_ends_with_the_status_after_bounded_retries() -> None:
    with ScriptedChatServer([RawReply.error(502, "upstream down")] * 5) as server:
        with pytest.raises(ProviderStatusError) as caught:
            execute(agent_for(server))
        assert len(server.requests) == 3
    assert "502 Bad Gateway on each of 3 attempts: upstream down" in str(caught.value)


def test_a_slow_server_is_the_request_timeout() -> None:
    with ScriptedChatServer([ChatReply.final(FINAL, delay=3)]) as server:
        with pytest.raises(LimitExceededError) as caught:
            execute(agent_for(server, request_timeout=0.3))
    assert caught.value.limit_kind == "request_timeout"


def test_a_body_that_is_not_json() -> None:
    with ScriptedChatServer([RawReply.not_json()]) as server:
        said = r"body that is not JSON \(Content-Type text/html\): '<html>bad gateway</html>'"
        with pytest.raises(MalformedResponseError, match=said):
            execute(agent_for(server))


def test_a_stopped_server_refuses_and_the_error_names_its_url() -> None:
    server = ScriptedChatServer().start()
    agent, url = agent_for(server), server.url
    server.stop()
    with pytest.raises(ProviderConnectionError) as caught:
        execute(agent)
    assert str(caught.value).startswith(f"cannot reach the model server at {url}")


def test_the_server_lists_its_model_and_says_when_its_script_is_used_up() -> None:
    with ScriptedChatServer(model="tiny") as server:
        with urllib.request.urlopen(f"{server.url}/models", timeout=5) as reply:
            assert json.loads(reply.read())["data"][0]["id"] == "tiny"
        with pytest.raises(ProviderStatusError, match="the script is used up after 0 replies"):
            execute(agent_for(server))
