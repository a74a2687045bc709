"""The pipeline with a provider model over real HTTP, from Python: it answers, verifies, replays offline.

``run_spec`` gets a binding from ``canon_kernel.providers`` pointed at the scripted chat server, whose
responder plays every role with the embedded reasoner behind the chat-completions protocol. Failing servers
end the run ABORTED with the provider's error in the trace, which still verifies.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from canon_contracts import Phase
from canon_kernel.providers import ProviderSettings, provider_binding
from canon_kernel.testing import ChatReply, RawReply, ScriptedChatServer
from canon_reason import RunOptions, replay_run, run_spec
from canon_trace import read_trace
from canon_verify import verify_run

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"
KEY = "sk-canon-pipeline-0b7f3e91d2c84a55"


@pytest.fixture(autouse=True)
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)


def no_key_in(directory: Path) -> bool:
    return not any(KEY.encode() in path.read_bytes() for path in directory.rglob("*") if path.is_file())


@pytest.mark.parametrize("mode", ["tools", "json"])
def test_a_provider_model_answers_the_quickstart_and_the_run_replays_with_the_server_gone(
    tmp_path: Path, mode: str, embedded_roles: Any
) -> None:
    roles = embedded_roles
    with ScriptedChatServer(responder=roles) as server:
        settings = ProviderSettings(model="openai:scripted", base_url=server.url, output_mode=mode)
        result = run_spec(
            QUICKSTART / "spec.json",
            runs_dir=tmp_path / "runs",
            options=RunOptions(model=provider_binding(settings)),
        )
        sent = server.request_headers
    assert result.status is Phase.DONE and result.answer is not None and result.answer.startswith("1794")
    assert result.verification.findings == ()
    assert verify_run(result.run_dir).findings == ()
    assert roles.served[0] == "planner" and "judge" in roles.served
    assert all(headers["authorization"] == f"Bearer {KEY}" for headers in sent)
    trace = read_trace(result.trace_path)
    assert trace.header.model is not None and trace.header.model.provider == "openai"
    responses = [e for entry in trace.entries for e in entry.events if e.kind == "model_response"]
    assert responses and all(e.response["usage"]["input_tokens"] == 10 for e in responses)

    replayed = replay_run(
        result.run_dir, options=RunOptions(corpus=QUICKSTART / "corpus")
    )  # no server listens any more
    assert replayed.diff.status == "equivalent"
    assert no_key_in(tmp_path)


@pytest.mark.parametrize(
    ("replies", "said"),
    [
        ([RawReply.error(401, f"Incorrect API key provided: {KEY}")], "check the key in OPENAI_API_KEY"),
        ([RawReply.not_json()], "answered with a body that is not JSON"),
        ([ChatReply(content=None)], "the reply has neither content nor tool calls"),
        ([ChatReply.calls(("teleport", {}))], "which this agent does not declare"),
        ([ChatReply.calls(("corpus_search", "{query: x"))], "not JSON"),
    ],
)
def test_a_failing_provider_aborts_the_run_with_a_verifying_trace(
    tmp_path: Path, replies: list, said: str
) -> None:
    with ScriptedChatServer(replies) as server:
        settings = ProviderSettings(model="openai:scripted", base_url=server.url)
        result = run_spec(
            QUICKSTART / "spec.json",
            runs_dir=tmp_path / "runs",
            options=RunOptions(model=provider_binding(settings)),
        )
    assert result.status is Phase.ABORTED
    error = result.execution.error
    assert error is not None and said in error.message and "\n" not in error.message
    assert KEY not in error.message
    assert verify_run(result.run_dir).findings == ()
    # The provider's failure is on record: the replay, with no server, ends the same way.
    assert (
        replay_run(result.run_dir, options=RunOptions(corpus=QUICKSTART / "corpus")).diff.status
        == "equivalent"
    )
    assert no_key_in(tmp_path)


def test_a_refused_connection_names_the_server(tmp_path: Path) -> None:
    server = ScriptedChatServer().start()
    url = server.url
    server.stop()
    result = run_spec(
        QUICKSTART / "spec.json",
        runs_dir=tmp_path / "runs",
        options=RunOptions(model=provider_binding(ProviderSettings(model="openai:scripted", base_url=url))),
    )
    assert result.status is Phase.ABORTED
    assert result.execution.error is not None
    assert result.execution.error.message.startswith(f"cannot reach the model server at {url}")
    assert verify_run(result.run_dir).findings == ()
    assert (
        replay_run(result.run_dir, options=RunOptions(corpus=QUICKSTART / "corpus")).diff.status
        == "equivalent"
    )


def _budgeted_run(tmp_path: Path, roles: Any, max_tokens: int, via: str) -> Any:
    """The quickstart through the scripted server, its token budget set in the spec or by ``RunOptions``."""
    spec = json.loads((QUICKSTART / "spec.json").read_text(encoding="utf-8"))
    options: dict[str, Any] = {"corpus": QUICKSTART / "corpus"}
    if via == "spec":
        spec.setdefault("constraints", {})["max_tokens"] = max_tokens
    else:
        options["max_tokens"] = max_tokens
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec), encoding="utf-8")
    with ScriptedChatServer(responder=roles) as server:
        binding = provider_binding(ProviderSettings(model="openai:scripted", base_url=server.url))
        return run_spec(path, runs_dir=tmp_path / "runs", options=RunOptions(model=binding, **options))


@pytest.mark.parametrize("via", ["spec", "options"])
def test_the_token_budget_is_shared_by_every_role_and_ends_the_run_aborted(
    tmp_path: Path, embedded_roles: Any, via: str
) -> None:
    # Every scripted reply reports 10 input and 5 output tokens: the third response takes the run to 45.
    result = _budgeted_run(tmp_path, embedded_roles, 40, via)
    assert result.status is Phase.ABORTED
    assert result.final_result.stop_reason is not None
    assert result.final_result.stop_reason.value == "budget_exhausted"
    assert embedded_roles.served == ["planner", "reader", "reader"]  # two roles drew on one budget
    error = result.execution.error
    assert error is not None and error.code.value == "limit_exceeded"
    assert error.message == "the run_tokens limit of 40 was exceeded (45 used)"
    config = (result.run_dir / "config.json").read_text(encoding="utf-8")
    assert '"max_tokens":40' in config.replace(" ", "")
    assert verify_run(result.run_dir).findings == ()
    # The budget is configuration: the replay spends the recorded usage and stops at the same response.
    assert (
        replay_run(result.run_dir, options=RunOptions(corpus=QUICKSTART / "corpus")).diff.status
        == "equivalent"
    )


def test_a_budget_the_run_stays_within_changes_nothing(tmp_path: Path, embedded_roles: Any) -> None:
    result = _budgeted_run(tmp_path, embedded_roles, 100_000, "spec")
    assert result.status is Phase.DONE
    assert verify_run(result.run_dir).findings == ()
