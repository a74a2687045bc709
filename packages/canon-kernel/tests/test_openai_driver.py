"""The OpenAI-compatible driver over httpx2.MockTransport: request mapping, replies, and every failure."""

import json
import subprocess
import sys

import httpx2
import pytest

from canon_contracts import FailureMode
from canon_kernel import (
    AgentCounters,
    KernelConfigurationError,
    LimitExceededError,
    MalformedResponseError,
    ModelUsage,
    ProviderAuthenticationError,
    ProviderConnectionError,
    ProviderStatusError,
    UnknownToolError,
)
from canon_kernel.providers import ProviderSettings, provider_binding, provider_descriptor
from canon_kernel.testing import SAMPLE_API_KEY as KEY
from canon_kernel.testing import ScriptedTransport as Recorder
from canon_kernel.testing import chat_completion as completion
from canon_kernel.testing import lookup_agent as lake_agent
from canon_kernel.testing import run_sample as execute

FINAL = '{"answer": "42 km", "source": "lakes.txt"}'


@pytest.fixture(autouse=True)
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)


def run(replies: list, *, mode: str | None = None, **options) -> tuple[object, Recorder]:
    recorder = Recorder(replies)
    settings = ProviderSettings(
        model="openai:gpt-test", base_url="http://127.0.0.1:9/v1", output_mode=mode, retry_delays=(0, 0)
    )
    agent = lake_agent(provider_binding(settings, transport=recorder.transport()), **options)
    return execute(agent), recorder


def fails(replies: list, error: type, **options) -> tuple[Exception, Recorder]:
    recorder = Recorder(replies)
    settings = ProviderSettings(
        model="openai:gpt-test", base_url="http://127.0.0.1:9/v1", retry_delays=(0, 0), **options
    )
    agent = lake_agent(provider_binding(settings, transport=recorder.transport()))
    with pytest.raises(error) as caught:
        execute(agent)
    assert KEY not in str(caught.value)
    assert "\n" not in str(caught.value)
    return caught.value, recorder


def test_tools_mode_maps_tools_to_functions_and_the_output_type_to_a_json_schema_format() -> None:
    result, recorder = run(
        [completion(calls=[("lookup", '{"lake": "Orrin"}')], usage=(20, 4)), completion(FINAL, usage=(30, 6))]
    )
    assert result.output.answer == "42 km"
    assert result.usage.input_tokens == 50 and result.usage.output_tokens == 10
    first, second = recorder.bodies
    assert first["model"] == "gpt-test" and first["temperature"] == 0.0 and first["max_tokens"] == 2048
    assert first["messages"][0] == {"role": "system", "content": "Answer from the passages you look up."}
    assert first["messages"][1] == {"role": "user", "content": '{"text":"How long is Lake Orrin?"}'}
    [function] = first["tools"]
    assert function["type"] == "function" and function["function"]["name"] == "lookup"
    assert function["function"]["parameters"]["properties"] == {"lake": {"type": "string"}}
    assert first["response_format"]["type"] == "json_schema"
    assert first["response_format"]["json_schema"]["schema"]["required"] == ["answer", "source"]
    # The reply's call becomes a call with a deterministic id, and its result a tool message.
    call = "call_" + result.requests[0].request_digest.removeprefix("sha256:")[:12] + "_0"
    assert result.transcript[1].response.calls[0].call_id == call
    assert second["messages"][2] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call,
                "type": "function",
                "function": {"name": "lookup", "arguments": '{"lake":"Orrin"}'},
            }
        ],
    }
    assert second["messages"][3] == {
        "role": "tool",
        "tool_call_id": call,
        "content": '{"text":"Lake Orrin is 42 km long."}',
    }
    assert result.transcript[1].response.usage == ModelUsage(input_tokens=20, output_tokens=4)
    assert all(request.headers["authorization"] == f"Bearer {KEY}" for request in recorder.requests)


def test_equal_requests_give_byte_identical_bodies_and_call_ids_differ_between_requests() -> None:
    first, one = run([completion(calls=[("lookup", '{"lake": "Orrin"}')]), completion(FINAL)])
    _, two = run([completion(calls=[("lookup", '{"lake":"Orrin"}')]), completion(FINAL)])
    assert [r.content for r in one.requests] == [r.content for r in two.requests]
    other, _ = run(
        [
            completion(calls=[("lookup", '{"lake": "Orrin"}')]),
            completion(calls=[("lookup", '{"lake": "Orrin"}')]),
            completion(FINAL),
        ]
    )
    ids = [
        item.response.calls[0].call_id
        for item in other.transcript
        if item.kind == "model_response" and item.response.kind == "tool_calls"
    ]
    assert len(set(ids)) == 2  # unique across requests (and so across a trace's agent executions)
    assert first.transcript[1].response.calls[0].call_id == ids[0]


def test_json_mode_sends_one_next_action_schema_and_no_tools() -> None:
    action = {"action": "call_tools", "calls": [{"tool": "lookup", "arguments": {"lake": "Orrin"}}]}
    final = {"action": "final_output", "output": json.loads(FINAL)}
    result, recorder = run([completion(json.dumps(action)), completion(json.dumps(final))], mode="json")
    assert result.output.source == "lakes.txt"
    call = result.transcript[1].response.calls[0].call_id
    first, second = recorder.bodies
    assert "tools" not in first
    schema = first["response_format"]["schema"]
    assert first["response_format"]["type"] == "json_object"
    calls, answer = schema["anyOf"]
    assert calls["properties"]["action"] == {"const": "call_tools"}
    assert calls["properties"]["calls"]["items"]["anyOf"][0]["properties"]["tool"] == {"const": "lookup"}
    assert answer["properties"]["output"]["required"] == ["answer", "source"]
    assert "lookup: Find a lake." in first["messages"][0]["content"]
    assert json.loads(second["messages"][2]["content"]) == action
    assert json.loads(second["messages"][3]["content"]) == {
        "tool_results": [{"call_id": call, "output": {"text": "Lake Orrin is 42 km long."}, "tool": "lookup"}]
    }


def test_json_mode_hoists_every_schema_definition_under_its_own_prefix() -> None:
    from pydantic import BaseModel

    from canon_kernel import Agent, FinalOutputResponse, ModelRequest
    from canon_kernel.providers._conversation import next_action_schema
    from canon_kernel.testing import ScriptedModelDriver

    class Inner(BaseModel):
        value: int

    class Outer(BaseModel):
        inner: Inner

    agent = Agent(
        key="nested",
        instructions="Nest.",
        input_type=Outer,
        output_type=Outer,
        model=ScriptedModelDriver.per_run([FinalOutputResponse(output={"inner": {"value": 1}})]),
    )
    schema = next_action_schema(ModelRequest(agent=agent.spec, input={}).agent)
    assert set(schema["$defs"]) == {"output_d0"}
    assert schema["properties"]["output"]["properties"]["inner"] == {"$ref": "#/$defs/output_d0"}


def test_a_final_output_that_fails_validation_is_sent_back_as_a_user_message() -> None:
    wrong = '{"answer": "42 km"}'
    result, recorder = run([completion(wrong), completion(FINAL)], output_retries=1)
    assert result.counters == AgentCounters(model_requests=2, tool_calls=0, output_retries=1)
    messages = recorder.bodies[1]["messages"]
    assert messages[2] == {"role": "assistant", "content": '{"answer":"42 km"}'}
    assert messages[3]["role"] == "user" and "$.source: Field required" in messages[3]["content"]


def test_invalid_tool_arguments_go_back_as_tool_messages_for_every_call_of_the_batch() -> None:
    batch = [("lookup", '{"lake": "Orrin"}'), ("lookup", '{"river": "Orrin"}')]
    result, recorder = run(
        [completion(calls=batch), completion(calls=[("lookup", '{"lake": "Orrin"}')]), completion(FINAL)],
        output_retries=1,
    )
    assert result.counters.tool_calls == 1
    answers = recorder.bodies[1]["messages"][3:]
    first, second = (call.call_id for call in result.transcript[1].response.calls)
    assert [m["tool_call_id"] for m in answers] == [first, second]
    assert answers[0]["content"].startswith("Not run")
    assert f"'{second}'" in answers[1]["content"] and "$.lake: Field required" in answers[1]["content"]


def test_connection_refused_names_the_base_url() -> None:
    error, _ = fails([httpx2.ConnectError("[Errno 111] Connection refused")], ProviderConnectionError)
    assert str(error).startswith("cannot reach the model server at http://127.0.0.1:9/v1")
    assert "Connection refused" in str(error)
    assert error.failure_mode is FailureMode.PROVIDER_ERROR and error.state is not None


@pytest.mark.parametrize("status", [401, 403])
def test_a_refused_key_names_its_variable_never_the_key(status: int) -> None:
    reply = httpx2.Response(status, json={"error": {"message": f"Incorrect API key provided: {KEY}"}})
    error, recorder = fails([reply], ProviderAuthenticationError)
    assert "OPENAI_API_KEY" in str(error) and str(status) in str(error)
    assert len(recorder.requests) == 1  # never retried


@pytest.mark.parametrize("status", [429, 500, 503])
def test_rate_limits_and_server_errors_are_retried_on_the_schedule_then_succeed(status: int) -> None:
    result, recorder = run([httpx2.Response(status, json={"error": {"message": "busy"}}), completion(FINAL)])
    assert result.output.answer == "42 km" and len(recorder.requests) == 2


def test_retries_are_bounded_and_then_the_status_is_the_error() -> None:
    busy = [httpx2.Response(429, json={"error": {"message": f"slow down {KEY}"}}) for _ in range(5)]
    error, recorder = fails(busy, ProviderStatusError)
    assert len(recorder.requests) == 3  # the first attempt and two retries
    assert error.status == 429 and error.transient and error.details["attempts"] == 3
    assert "429 Too Many Requests on each of 3 attempts: slow down ***" in str(error)


def test_other_client_errors_are_not_retried() -> None:
    error, recorder = fails(
        [httpx2.Response(400, json={"error": {"message": "bad schema"}})], ProviderStatusError
    )
    assert len(recorder.requests) == 1 and not error.transient and "400 Bad Request: bad schema" in str(error)


def test_a_timeout_is_the_request_timeout_limit() -> None:
    error, _ = fails([httpx2.ReadTimeout("timed out")], LimitExceededError, request_timeout=7)
    assert (error.limit_kind, error.limit) == ("request_timeout", 7.0)
    assert "did not answer within the request_timeout of 7 s" in str(error)


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        (httpx2.Response(200, text="<html>oops</html>"), "answered with a body that is not JSON"),
        (httpx2.Response(200, json=[1, 2]), "JSON that is not an object"),
        (httpx2.Response(200, json={"choices": []}), "the reply has no choices"),
        (completion(None), "neither content nor tool calls"),
        (completion("   "), "neither content nor tool calls"),
        (completion("the answer is 42"), "the model's final output: not JSON"),
        (completion("[1]"), "final output: JSON, but not an object"),
        (completion(calls=[("lookup", "{lake: Orrin")]), "arguments of tool call 0 (lookup): not JSON"),
        (completion(calls=[("lookup", "[]")]), "arguments of tool call 0 (lookup): JSON, but not an object"),
        (completion('{"answer": NaN}'), "not a portable JSON object"),
    ],
)
def test_malformed_replies_are_malformed_response_errors(reply: httpx2.Response, said: str) -> None:
    error, _ = fails([reply], MalformedResponseError)
    assert said in str(error)
    assert error.failure_mode is FailureMode.MALFORMED_RESPONSE


def test_a_call_to_a_tool_that_does_not_exist_is_an_unknown_tool_error() -> None:
    error, _ = fails([completion(calls=[("teleport", "{}")])], UnknownToolError)
    assert "'teleport'" in str(error)


def test_settings_refuse_bad_names_and_the_descriptor_holds_no_url_or_key(monkeypatch) -> None:
    for bad in ("gpt-4o", "mistral:large", "openai:", "openai: x"):
        with pytest.raises(KernelConfigurationError, match="model"):
            ProviderSettings(model=bad)
    with pytest.raises(KernelConfigurationError, match="base URL"):
        ProviderSettings(model="openai:m", base_url="ftp://host")
    with pytest.raises(KernelConfigurationError, match="output mode"):
        ProviderSettings(model="openai:m", output_mode="xml")
    settings = ProviderSettings(
        model="openai:gpt-4o-mini", base_url="http://127.0.0.1:8080/v1", output_mode="json"
    )
    descriptor = provider_descriptor(settings)
    assert descriptor.to_json() == {
        "driver_key": "openai",
        "provider": "openai",
        "model": "gpt-4o-mini",
        "settings": {"temperature": 0.0, "max_tokens": 2048, "output_mode": "json"},
    }
    assert provider_binding(settings).descriptor == descriptor
    assert KEY not in repr(provider_binding(settings))


def test_a_missing_key_is_a_configuration_error_naming_the_variable(monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(KernelConfigurationError, match="OPENAI_API_KEY, which is not set"):
        provider_binding(ProviderSettings(model="openai:gpt-4o-mini"))
    with pytest.raises(KernelConfigurationError, match="MY_KEY, which is not set"):
        provider_binding(
            ProviderSettings(model="openai:m", base_url="http://127.0.0.1:1/v1", api_key_env="MY_KEY")
        )
    # A server of one's own under the default variable needs no key.
    provider_binding(ProviderSettings(model="openai:m", base_url="http://127.0.0.1:1/v1"))


def test_the_providers_module_imports_no_sdk_and_a_missing_extra_is_an_import_error_naming_it() -> None:
    code = """
import sys
from canon_kernel.providers import ProviderSettings, provider_binding
settings = ProviderSettings(model="openai:m", base_url="http://127.0.0.1:1/v1")
print(sorted(m for m in ("openai", "anthropic", "httpx2") if m in sys.modules))
sys.modules["openai"] = None
try:
    provider_binding(settings)
except ImportError as exc:
    print(exc)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded, error = out.strip().splitlines()
    assert loaded == "[]"
    assert "pip install 'canon-kernel[openai]'" in error
