"""Both provider drivers against hostile servers over real HTTP on 127.0.0.1: every reply ends cleanly.

Each case of ``canon_kernel.testing.hostile_cases`` is served by ``ScriptedChatServer`` to an agent
bound to the OpenAI-compatible and to the Anthropic driver. The run must end with the case's kernel error,
promptly (the slow cases run under a short request timeout), with a one-line message without the key.
"""

import asyncio
import zlib

import pytest

from canon_kernel import AgentExecutionError
from canon_kernel.providers import MAX_REPLY_BYTES, ProviderSettings, provider_binding
from canon_kernel.testing import (
    HOSTILE_TIMEOUT,
    HostileCase,
    RawReply,
    SampleQuestion,
    ScriptedChatServer,
    final_body,
    hostile_cases,
    lookup_agent,
)
from canon_kernel.testing import (
    SAMPLE_API_KEY as KEY,
)

PROVIDERS = ("openai", "anthropic")
ANSWER = {"answer": "42 km", "source": "lakes.txt"}


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def run(
    server: ScriptedChatServer, provider: str, *, retry_delays=(0.0, 0.0), timeout: float = HOSTILE_TIMEOUT
):
    url = server.url if provider == "openai" else server.root_url
    settings = ProviderSettings(
        model=f"{provider}:scripted", base_url=url, request_timeout=timeout, retry_delays=retry_delays
    )
    agent = lookup_agent(provider_binding(settings))
    return asyncio.run(agent.execute(SampleQuestion(text="How long is Lake Orrin?"), dependencies=None))


@pytest.mark.parametrize(
    ("provider", "case"),
    [(provider, case) for provider in PROVIDERS for case in hostile_cases(provider)],
    ids=lambda value: value if isinstance(value, str) else value.name,
)
def test_a_hostile_reply_ends_the_agent_run_with_a_typed_one_line_error(
    provider: str, case: HostileCase
) -> None:
    with ScriptedChatServer(case.replies) as server:
        with pytest.raises(AgentExecutionError) as raised:
            run(server, provider)
        sent = len(server.requests)
    assert type(raised.value) is case.error, raised.value
    message = str(raised.value)
    assert case.message in message and "\n" not in message and KEY not in message
    message.encode("utf-8")  # printable as it is: no lone surrogate leaks into a message
    assert sent == len(case.replies)  # retried exactly as scheduled, and not once more


@pytest.mark.parametrize("provider", PROVIDERS)
def test_every_request_asks_for_gzip_or_deflate_only(provider: str) -> None:
    with ScriptedChatServer([RawReply.json(final_body(provider, ANSWER))]) as server:
        run(server, provider)
        (headers,) = server.request_headers
    assert {name.lower(): value for name, value in headers.items()}["accept-encoding"] == "gzip, deflate"


@pytest.mark.parametrize("coding", ["gzip", "deflate"])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_small_compressed_good_reply_completes(provider: str, coding: str) -> None:
    reply = RawReply.compressed(final_body(provider, ANSWER), coding)
    assert reply.body != RawReply.json(final_body(provider, ANSWER)).body  # really sent compressed
    with ScriptedChatServer([reply]) as server:
        result = run(server, provider)
    assert result.output.answer == "42 km" and len(server.requests) == 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_raw_deflate_reply_completes(provider: str) -> None:
    # Some servers send "deflate" without its zlib wrapper; it is read all the same.
    packer = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    body = packer.compress(RawReply.json(final_body(provider, ANSWER)).body) + packer.flush()
    headers = (("Content-Type", "application/json"), ("Content-Encoding", "deflate"))
    with ScriptedChatServer([RawReply(body=body, headers=headers)]) as server:
        assert run(server, provider).output.answer == "42 km"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_compressed_reply_just_under_the_limit_completes(provider: str) -> None:
    # Padding inside the JSON brings the decoded body within a kilobyte of the limit: still read whole.
    body = final_body(provider, ANSWER)
    plain = len(RawReply.json(body).body)
    body["padding"] = " " * (MAX_REPLY_BYTES - plain - 1024)
    reply = RawReply.compressed(body, "gzip")
    assert len(reply.body) < MAX_REPLY_BYTES // 100
    with ScriptedChatServer([reply]) as server:
        assert run(server, provider).output.answer == "42 km"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_server_error_then_a_good_reply_completes(provider: str) -> None:
    replies = [RawReply.error(500, "try again"), RawReply.json(final_body(provider, ANSWER))]
    with ScriptedChatServer(replies) as server:
        result = run(server, provider)
    assert result.output.answer == "42 km" and len(server.requests) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_retry_after_replaces_the_scheduled_delay(provider: str) -> None:
    # The schedule would wait a minute; the server asks for no wait at all, and is obeyed.
    limited = RawReply.error(429, "slow down", headers=(("Retry-After", "0"),))
    replies = [limited, RawReply.json(final_body(provider, ANSWER))]
    with ScriptedChatServer(replies) as server:
        result = run(server, provider, retry_delays=(60.0,))
    assert result.output.answer == "42 km" and len(server.requests) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_reply_with_a_mislabelled_content_type_is_read_for_what_it_is(provider: str) -> None:
    body = RawReply.json(final_body(provider, ANSWER))
    with ScriptedChatServer([RawReply(body=body.body, headers=(("Content-Type", "text/plain"),))]) as server:
        assert run(server, provider).output.answer == "42 km"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_an_error_body_that_echoes_the_authorization_header_never_shows_the_key(provider: str) -> None:
    echoed = f"bad request; you sent Authorization: Bearer {KEY} and x-api-key: {KEY}"
    for status in (400, 404, 500, 200):
        replies = [RawReply.error(status, echoed)] * 3
        with ScriptedChatServer(replies) as server:
            with pytest.raises(AgentExecutionError) as raised:
                run(server, provider)
        error = raised.value
        assert "***" in str(error) and KEY not in repr(error.details)
        chain: BaseException | None = error  # nothing it is chained to quotes the body either
        while chain is not None:
            assert KEY not in str(chain) and KEY not in repr(chain.args), type(chain)
            chain = chain.__cause__ or chain.__context__


@pytest.mark.parametrize("provider", PROVIDERS)
def test_the_environment_proxy_carries_the_requests(provider: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The scripted server stands in for a forward proxy: a request for a host that does not resolve can only
    # reach it through HTTP_PROXY, and it arrives with the absolute URL of that host.
    for name in ("NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    with ScriptedChatServer([RawReply.json(final_body(provider, ANSWER))]) as server:
        monkeypatch.setenv("HTTP_PROXY", server.root_url)
        monkeypatch.setenv("http_proxy", server.root_url)
        origin = "http://provider.canon-proxy-check.invalid"
        settings = ProviderSettings(
            model=f"{provider}:scripted",
            base_url=origin + ("/v1" if provider == "openai" else ""),
            request_timeout=HOSTILE_TIMEOUT,
        )
        agent = lookup_agent(provider_binding(settings))
        result = asyncio.run(agent.execute(SampleQuestion(text="How long is Lake Orrin?"), dependencies=None))
        assert result.output.answer == "42 km"
        assert len(server.requests) == 1
