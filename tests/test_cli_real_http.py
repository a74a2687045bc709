"""``canon run --model openai:scripted --base-url ...`` through real HTTP, then replayed with the server gone.

A scripted OpenAI-compatible server on 127.0.0.1 plays every role of the protocol from the request it gets
(the role is known by its instructions, the system message): it plans one look-up, reads, drafts an answer
citing the passage id the search returned, re-reads the cited span, and passes the draft.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openai")

from canon import ExitCode
from canon._cli import main
from canon_kernel.testing import ChatReply, ScriptedChatServer
from canon_reason import load_corpus, search
from canon_reason.roles import ROLES
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[1] / "examples" / "quickstart"
SPEC = QUICKSTART / "single-kingfisher-designer.json"
QUERY = "Kingfisher Bridge designed"
SECRET = "sk-scripted-5f1e0c9a7b3d"


def _role(body: dict[str, Any]) -> str:
    system = body["messages"][0]["content"]
    return next(key for key, role in ROLES.items() if role.instructions in system)


def _player(question: str) -> Any:
    corpus = load_corpus(QUICKSTART / "corpus")
    best = search(corpus, QUERY, 3)[0]
    sentence = next(s for s in best.text.split(". ") if "Rosalind Amsel" in s)
    start = best.start + best.text.index(sentence)
    span = {"doc_id": best.doc_id, "start": start, "end": start + len(sentence)}
    plan = {
        "nodes": [
            {
                "node_id": "retrieve-1",
                "kind": "retrieve",
                "tool": "corpus_search",
                "arguments": {"query": QUERY, "top_k": 3},
            },
            {"node_id": "read", "kind": "read", "depends_on": ["retrieve-1"]},
            {"node_id": "derive", "kind": "derive", "depends_on": ["read"]},
            {"node_id": "verify", "kind": "verify", "depends_on": ["derive"]},
            {"node_id": "finalize", "kind": "finalize", "depends_on": ["verify"]},
        ],
        "rationale": "one look-up, then read, derive, verify, finalize",
    }
    draft = {
        "outcome": "answered",
        "answer": "Rosalind Amsel [1]",
        "value": "Rosalind Amsel",
        "confidence": 0.9,
        "citations": [{"marker": 1, "passage_id": best.chunk_id, "quote": sentence}],
        "claims": [
            {"claim_id": "claim-1", "text": "Rosalind Amsel designed the Kingfisher Bridge.", "markers": [1]}
        ],
        "steps": [{"question": question, "answer": "Rosalind Amsel", "markers": [1]}],
    }
    finals = {
        "planner": plan,
        "reader": {"queries": [QUERY], "passages": 3, "next_step": "answer"},
        "deriver": draft,
        "checker": {"checked": 1, "intact": [1], "problems": []},
        "judge": {"score": 0.9, "verdict": "pass", "confidence": 0.9, "feedback": "grounded", "supports": 1},
    }

    def respond(body: dict[str, Any]) -> ChatReply:
        role = _role(body)
        answered = body["messages"][-1]["role"] == "tool"
        if role == "checker" and not answered:
            return ChatReply(tool_calls=[("read_span", span)])
        return ChatReply.final(finals[role])

    return respond


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    shutil.copytree(QUICKSTART / "corpus", tmp_path / "corpus")
    path = tmp_path / "spec.json"
    shutil.copyfile(SPEC, path)
    return path


def test_run_through_a_scripted_server_verifies_and_replays_offline(
    spec: Path, tmp_path: Path, capsys: Any, monkeypatch: Any
) -> None:
    monkeypatch.setenv("SCRIPTED_KEY", SECRET)
    runs = tmp_path / "runs"
    question = json.loads(spec.read_text(encoding="utf-8"))["question"]
    with ScriptedChatServer(responder=_player(question)) as server:
        status = main(
            [
                "run",
                str(spec),
                "--runs-dir",
                str(runs),
                "--model",
                "openai:scripted",
                "--base-url",
                server.url,
                "--api-key-env",
                "SCRIPTED_KEY",
                "--request-timeout",
                "10",
            ]
        )
        captured = capsys.readouterr()
        assert status == ExitCode.OK, captured.err
        assert captured.out.splitlines()[0] == "Answer: Rosalind Amsel [1]"
        assert all(h.get("authorization") == f"Bearer {SECRET}" for h in server.request_headers)
    (run,) = [path for path in runs.iterdir() if path.is_dir()]
    assert verify_run(run).clean
    config = json.loads((run / "config.json").read_text(encoding="utf-8"))
    assert config["model"]["provider"] == "openai" and config["model"]["model"] == "scripted"
    for path in run.rglob("*"):
        if path.is_file():
            assert SECRET not in path.read_text(encoding="utf-8", errors="replace"), path

    monkeypatch.delenv("SCRIPTED_KEY")  # the server is stopped and the key gone: replay is offline
    replay = ["replay", str(run), "--corpus", str(tmp_path / "corpus"), "--fail-on-diff"]
    assert main(replay) == ExitCode.OK, capsys.readouterr().err
    assert "equivalent" in capsys.readouterr().out


def test_a_refused_connection_ends_the_run_aborted_naming_the_server(
    spec: Path, tmp_path: Path, capsys: Any
) -> None:
    with ScriptedChatServer() as server:
        url = server.url  # the port is free again once the server stops
    runs = tmp_path / "runs"
    status = main(
        [
            "run",
            str(spec),
            "--runs-dir",
            str(runs),
            "--model",
            "openai:scripted",
            "--base-url",
            url,
            "--request-timeout",
            "5",
        ]
    )
    captured = capsys.readouterr()
    assert status == ExitCode.EXECUTION_FAILURE, captured.err
    assert "Traceback" not in captured.err
    (run,) = [path for path in runs.iterdir() if path.is_dir()]
    assert verify_run(run).clean
    assert url.removeprefix("http://").removesuffix("/v1") in (run / "trace.jsonl").read_text(
        encoding="utf-8"
    )


def test_an_unset_key_variable_is_a_usage_error_naming_the_variable(
    spec: Path, tmp_path: Path, capsys: Any
) -> None:
    runs = tmp_path / "runs"
    status = main(
        [
            "run",
            str(spec),
            "--runs-dir",
            str(runs),
            "--model",
            "openai:gpt-4o-mini",
            "--api-key-env",
            "CANON_TEST_UNSET_KEY",
        ]
    )
    assert status == ExitCode.USAGE
    assert "CANON_TEST_UNSET_KEY" in capsys.readouterr().err
    assert not runs.exists() or not any(runs.iterdir())
