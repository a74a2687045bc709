"""The kernel tools: BM25 retrieval with exact offsets, exact span reading with sha256, a safe calculator."""

import asyncio
from pathlib import Path

import pytest

from canon_contracts import CallStatus, digest_bytes
from canon_kernel import Tool
from canon_reason import build_tools, call_tool, load_corpus
from canon_trace import Cassette, tool_call_key

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
CORPUS = load_corpus(QUICKSTART / "corpus") if QUICKSTART.is_dir() else None
TOOLS = build_tools(CORPUS) if CORPUS is not None else {}


def call(key: str, arguments: dict, call_id: str = "c1"):
    return asyncio.run(call_tool(TOOLS[key], arguments, call_id=call_id, node_id="n1"))


def test_the_tools_are_typed_kernel_tools() -> None:
    assert sorted(TOOLS) == ["calculator", "corpus_search", "read_span"]
    for tool in TOOLS.values():
        assert isinstance(tool, Tool)
        assert tool.spec.input_schema["type"] == "object"
        assert tool.spec.output_schema["type"] == "object"


def test_search_returns_passages_at_their_exact_document_offsets() -> None:
    outcome = call("corpus_search", {"query": "Kingfisher Bridge designed"})
    assert outcome.error is None and outcome.result.status is CallStatus.SUCCESS
    assert outcome.call.arguments == {"query": "Kingfisher Bridge designed", "top_k": 3}
    assert outcome.call.node_id == "n1"
    passages = outcome.output["passages"]
    assert len(passages) == 3 and passages[0]["doc_id"] == "kingfisher-bridge.md"
    for p in passages:
        assert CORPUS.document(p["doc_id"]).text[p["start"] : p["end"]] == p["text"]
    assert [p["score"] for p in passages] == sorted((p["score"] for p in passages), reverse=True)


def test_read_span_returns_the_exact_text_and_its_digest() -> None:
    text = CORPUS.document("kingfisher-bridge.md").text
    outcome = call("read_span", {"doc_id": "kingfisher-bridge.md", "start": 0, "end": 40})
    assert outcome.output["text"] == text[:40]
    assert outcome.output["sha256"] == digest_bytes(text[:40].encode())


@pytest.mark.parametrize(
    ("arguments", "failure"),
    [
        ({"doc_id": "nowhere.md", "start": 0, "end": 4}, "tool_service_error"),
        ({"doc_id": "kingfisher-bridge.md", "start": 0, "end": 10**6}, "tool_service_error"),
        ({"doc_id": "kingfisher-bridge.md", "start": -1, "end": 4}, "invalid_tool_arguments"),
        ({"doc_id": "kingfisher-bridge.md", "start": 0, "end": 4, "extra": 1}, "invalid_tool_arguments"),
    ],
)
def test_a_failed_call_is_a_typed_error_and_a_failed_result(arguments, failure) -> None:
    outcome = call("read_span", arguments)
    assert outcome.error is not None and outcome.error.failure_mode.value == failure
    assert outcome.result.status is CallStatus.FAILURE and outcome.result.error
    assert outcome.output is None


def test_the_calculator_is_exact_and_reports_what_it_cannot_evaluate() -> None:
    assert call("calculator", {"expression": "(9600 - 6400) / 6400 * 100"}).output["value"] == "50"
    refused = call("calculator", {"expression": "__import__('os')"}).output
    assert refused["value"] is None and refused["error"]
    assert call("calculator", {"expression": "1 / 0"}).output["error"]


def test_tools_can_be_served_from_a_recording() -> None:
    original = call("corpus_search", {"query": "Grey Sound", "top_k": 2})
    served = build_tools(None, cassette=Cassette())
    missing = asyncio.run(
        call_tool(served["corpus_search"], {"query": "Grey Sound", "top_k": 2}, call_id="c")
    )
    assert missing.error is not None and "no recorded result" in str(missing.error)
    cassette = Cassette(
        tool_results={tool_call_key("corpus_search", original.call.arguments): [original.result]}
    )
    served = build_tools(None, cassette=cassette)
    replayed = asyncio.run(
        call_tool(served["corpus_search"], {"query": "Grey Sound", "top_k": 2}, call_id="c")
    )
    assert replayed.output == original.output


def test_a_service_can_be_replaced_without_changing_the_tool() -> None:
    async def offline(arguments, context):
        return {"query": arguments.query, "passages": []}

    replaced = build_tools(CORPUS, overrides={"corpus_search": offline})
    assert replaced["corpus_search"].structural_id == TOOLS["corpus_search"].structural_id
    outcome = asyncio.run(call_tool(replaced["corpus_search"], {"query": "x"}, call_id="c"))
    assert outcome.output == {"query": "x", "passages": []}
