"""canon run with a provider model over real HTTP: it answers, verifies, replays offline, and writes no key.

A scripted OpenAI-compatible server on 127.0.0.1 (``canon_kernel.testing.ScriptedChatServer``) plays every
role with the embedded reasoner behind the chat-completions protocol (the ``embedded_roles`` fixture); the
``canon`` command runs in a subprocess with the key in its environment. Failing servers end the run
ABORTED with exit 1, one line naming what failed, and a closed trace that verifies.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from canon_kernel.testing import RawReply, ScriptedChatServer

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"
KEY = "sk-canon-integration-5f0e2b8c91d34a7e"


def canon(*args: str | Path, key: str | None = KEY) -> subprocess.CompletedProcess[str]:
    env = {name: value for name, value in os.environ.items() if name != "OPENAI_API_KEY"}
    if key is not None:
        env["OPENAI_API_KEY"] = key
    return subprocess.run(
        [sys.executable, "-m", "canon", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
        env=env,
    )


def run_directory(done: subprocess.CompletedProcess[str], runs: Path) -> Path:
    found = re.search(r"^Run directory: (.+)$", done.stdout, re.MULTILINE)
    if found:
        return Path(found.group(1))
    (only,) = [path for path in runs.iterdir() if path.is_dir()]
    return only


def assert_no_key_anywhere(directory: Path) -> None:
    secret = KEY.encode()
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            assert secret not in path.read_bytes(), f"the API key is written in {path}"


@pytest.mark.parametrize("mode", ["tools", "json"])
def test_the_quickstart_answers_through_a_provider_verifies_and_replays_without_the_server(
    tmp_path: Path, mode: str, embedded_roles: Any
) -> None:
    roles = embedded_roles
    runs = tmp_path / "runs"
    with ScriptedChatServer(responder=roles) as server:
        done = canon(
            "run",
            QUICKSTART / "spec.json",
            "--model",
            "openai:scripted",
            "--base-url",
            server.url,
            "--output-mode",
            mode,
            "--runs-dir",
            runs,
        )
        headers = server.request_headers
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1794" in done.stdout
    assert {"planner", "reader", "judge"} <= set(roles.served)
    assert all(sent["authorization"] == f"Bearer {KEY}" for sent in headers)
    run = run_directory(done, runs)
    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
    assert meta["status"] == "DONE"
    assert meta["model"]["driver_key"] == "openai" and meta["model"]["model"] == "scripted"

    verified = canon("verify", run)
    assert verified.returncode == 0, verified.stdout + verified.stderr

    # The server is stopped and the key is gone: replay serves every recorded response.
    replayed = canon("replay", run, "--corpus", QUICKSTART / "corpus", "--fail-on-diff", key=None)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    assert replayed.stdout.splitlines()[0] == "equivalent"
    assert_no_key_anywhere(tmp_path)


def failing_server(kind: str) -> ScriptedChatServer:
    if kind == "refused":
        return ScriptedChatServer()  # started, then stopped before the run
    if kind == "unauthorized":
        return ScriptedChatServer([RawReply.error(401, f"Incorrect API key provided: {KEY}")])
    return ScriptedChatServer([RawReply.not_json()])


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("refused", "cannot reach the model server at http://127.0.0.1:"),
        ("unauthorized", "refused the request with 401 Unauthorized; check the key in OPENAI_API_KEY"),
        ("not_json", "answered with a body that is not JSON"),
    ],
)
def test_a_failing_provider_ends_the_run_aborted_with_one_line_and_a_verifying_trace(
    tmp_path: Path, kind: str, said: str
) -> None:
    runs = tmp_path / "runs"
    server = failing_server(kind).start()
    url = server.url
    if kind == "refused":
        server.stop()
    try:
        done = canon(
            "run",
            QUICKSTART / "spec.json",
            "--model",
            "openai:scripted",
            "--base-url",
            url,
            "--runs-dir",
            runs,
        )
    finally:
        server.stop()
    assert done.returncode == 1, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if said in line]
    assert errors, done.stderr
    assert "Traceback" not in done.stderr
    run = run_directory(done, runs)
    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
    assert meta["status"] == "ABORTED"
    verified = canon("verify", run)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert_no_key_anywhere(tmp_path)
