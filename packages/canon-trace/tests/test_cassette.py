"""The cassette serves recorded model responses and tool results back, in recorded order, each once."""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path

import pytest

from canon_contracts import (
    CallStatus,
    ModelRequestEvent,
    ModelResponseEvent,
    PortabilityError,
    ToolCall,
    ToolCallEvent,
    ToolResult,
    ToolResultEvent,
    digest,
)
from canon_trace._cassette import Cassette, tool_call_key
from canon_trace.testing import build_trace, with_entry, written

TRACE = build_trace()
REQUEST = TRACE.entries[3].events[0].request
REQUEST_DIGEST = TRACE.entries[3].events[0].request_digest


def _conversation(*answers: str, request: dict | None = None) -> list[dict]:
    request = request or {"messages": [{"role": "user", "content": "again?"}]}
    events: list[dict] = []
    for answer in answers:
        events.append(
            ModelRequestEvent(request_digest=digest(request), request=request).model_dump(mode="json")
        )
        events.append(
            ModelResponseEvent(request_digest=digest(request), response={"content": answer}).model_dump(
                mode="json"
            )
        )
    return events


def _tool_round(call_id: str, arguments: dict, output: object, tool: str = "retrieve") -> list[dict]:
    call = ToolCall(call_id=call_id, tool=tool, arguments=arguments)
    result = ToolResult(call_id=call_id, tool=tool, status=CallStatus.SUCCESS, output=output)
    return [
        ToolCallEvent(call=call).model_dump(mode="json"),
        ToolResultEvent(result=result).model_dump(mode="json"),
    ]


class TestModelResponses:
    def test_recorded_response_is_served_by_request_digest(self) -> None:
        cassette = Cassette.from_trace(TRACE)
        assert REQUEST_DIGEST == digest(REQUEST)
        assert cassette.model_response(REQUEST_DIGEST) == {"content": "Paris", "finish_reason": "stop"}

    def test_each_recording_is_served_once(self) -> None:
        cassette = Cassette.from_trace(TRACE)
        assert cassette.model_response(REQUEST_DIGEST) is not None
        assert cassette.model_response(REQUEST_DIGEST) is None

    def test_unknown_request_gets_nothing(self) -> None:
        assert Cassette.from_trace(TRACE).model_response("sha256:" + "0" * 64) is None

    def test_repeated_identical_requests_are_served_in_recorded_order(self) -> None:
        trace = with_entry(TRACE, 4, events=_conversation("first"))
        trace = with_entry(trace, 5, events=_conversation("second", "third"))
        key = digest({"messages": [{"role": "user", "content": "again?"}]})
        cassette = Cassette.from_trace(trace)
        served = [cassette.model_response(key) for _ in range(4)]
        assert served == [{"content": "first"}, {"content": "second"}, {"content": "third"}, None]

    def test_served_responses_cannot_alter_the_recording(self) -> None:
        trace = with_entry(TRACE, 4, events=_conversation("one", "two"))
        cassette = Cassette.from_trace(trace)
        response = cassette.model_response(digest({"messages": [{"role": "user", "content": "again?"}]}))
        response["content"] = "mutated"
        assert trace.entries[4].events[1].response == {"content": "one"}


class TestToolResults:
    def test_recorded_result_is_served_by_tool_and_arguments(self) -> None:
        cassette = Cassette.from_trace(TRACE)
        result = cassette.tool_result("retrieve", {"top_k": 3, "query": "capital of France"})
        assert result == TRACE.entries[2].events[1].result
        assert cassette.tool_result("retrieve", {"query": "capital of France", "top_k": 3}) is None

    def test_different_arguments_or_tool_get_nothing(self) -> None:
        cassette = Cassette.from_trace(TRACE)
        assert cassette.tool_result("retrieve", {"query": "capital of Spain", "top_k": 3}) is None
        assert cassette.tool_result("search", {"query": "capital of France", "top_k": 3}) is None

    def test_argument_order_does_not_matter(self) -> None:
        arguments = OrderedDict([("top_k", 3), ("query", "capital of France")])
        assert tool_call_key("retrieve", arguments) == tool_call_key(
            "retrieve", dict(reversed(arguments.items()))
        )
        assert tool_call_key("retrieve", arguments) == digest(
            {"tool": "retrieve", "arguments": {"query": "capital of France", "top_k": 3}}
        )

    def test_repeated_calls_are_served_in_recorded_order(self) -> None:
        events = _tool_round("c1", {"q": "x"}, "first") + _tool_round("c2", {"q": "x"}, "second")
        events += _tool_round("c3", {"q": "y"}, "other")
        cassette = Cassette.from_trace(with_entry(TRACE, 4, events=events))
        assert [cassette.tool_result("retrieve", {"q": "x"}).output for _ in range(2)] == ["first", "second"]
        assert cassette.tool_result("retrieve", {"q": "x"}) is None
        assert cassette.tool_result("retrieve", {"q": "y"}).call_id == "c3"

    def test_failed_tool_results_are_replayed_too(self) -> None:
        call = ToolCall(call_id="c9", tool="calc", arguments={"expr": "1/0"})
        result = ToolResult(call_id="c9", tool="calc", status=CallStatus.FAILURE, error="division by zero")
        events = [
            ToolCallEvent(call=call).model_dump(mode="json"),
            ToolResultEvent(result=result).model_dump(mode="json"),
        ]
        cassette = Cassette.from_trace(with_entry(TRACE, 4, events=events))
        assert cassette.tool_result("calc", {"expr": "1/0"}) == result

    def test_a_result_without_its_call_is_not_indexed(self) -> None:
        result = ToolResult(call_id="orphan", tool="retrieve", status=CallStatus.SUCCESS, output=1)
        cassette = Cassette.from_trace(
            with_entry(TRACE, 4, events=[ToolResultEvent(result=result).model_dump(mode="json")])
        )
        assert cassette.remaining("tool") == 1  # only the standard trace's result

    def test_non_portable_arguments_are_refused(self) -> None:
        with pytest.raises(PortabilityError):
            Cassette.from_trace(TRACE).tool_result("retrieve", {"when": (1, 2)})


class TestRemaining:
    def test_remaining_counts_what_was_never_served(self) -> None:
        cassette = Cassette.from_trace(TRACE)
        assert (cassette.remaining(), cassette.remaining("model"), cassette.remaining("tool")) == (2, 1, 1)
        cassette.model_response(REQUEST_DIGEST)
        assert (cassette.remaining(), cassette.remaining("model"), cassette.remaining("tool")) == (1, 0, 1)
        cassette.tool_result("retrieve", {"query": "capital of France", "top_k": 3})
        assert cassette.remaining() == 0
        assert "model_responses=0" in repr(cassette)

    def test_an_empty_trace_gives_an_empty_cassette(self) -> None:
        trace = build_trace()
        empty = type(trace)(header=trace.header, entries=(), end=None)
        assert Cassette.from_trace(empty).remaining() == 0

    def test_concurrent_consumers_get_each_recording_exactly_once(self) -> None:
        events: list[dict] = []
        for i in range(200):
            events += _tool_round(f"c{i}", {"q": "same"}, i)
        cassette = Cassette.from_trace(with_entry(TRACE, 4, events=events))
        served: list[int] = []

        def consume() -> None:
            while (result := cassette.tool_result("retrieve", {"q": "same"})) is not None:
                served.append(result.output)

        threads = [threading.Thread(target=consume) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(served) == list(range(200))


def test_a_cassette_from_a_trace_file_serves_what_was_recorded(tmp_path: Path) -> None:
    cassette = Cassette.from_trace(written(tmp_path, TRACE))
    assert cassette.model_response(REQUEST_DIGEST) == {"content": "Paris", "finish_reason": "stop"}
    assert cassette.tool_result("retrieve", {"query": "capital of France", "top_k": 3}).output == {
        "passages": [{"id": "ev-0", "score": 0.93}]
    }
    assert cassette.remaining() == 0
