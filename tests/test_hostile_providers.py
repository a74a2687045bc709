"""Whole runs against hostile model servers over real HTTP on 127.0.0.1, through both provider drivers.

Every case of the kernel's hostile-server matrix (``canon_kernel.testing.hostile_cases``) is served
to ``run_spec`` with an ``openai:`` and an ``anthropic:`` model: the run ends ABORTED with the failure on one
line, its trace verifies, and no file of the run holds the key. A few cases go through ``canon run`` too:
exit 1, one line on stderr naming what failed, no traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openai")
pytest.importorskip("anthropic")

from chat_roles import EmbeddedRoles

from canon import ExitCode
from canon._cli import main
from canon_contracts import Phase
from canon_kernel.providers import ProviderSettings, provider_binding
from canon_kernel.testing import HOSTILE_TIMEOUT, HostileCase, RawReply, ScriptedChatServer, hostile_cases
from canon_reason import RunOptions, run_spec
from canon_verify import verify_run

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "examples" / "quickstart" / "spec.json"
KEY = "sk-canon-hostile-3c9d0e7a51f24b86"
PROVIDERS = ("openai", "anthropic")


def case_named(provider: str, name: str) -> HostileCase:
    return next(case for case in hostile_cases(provider) if case.name == name)


@pytest.fixture(autouse=True)
def keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)


def base_url(server: ScriptedChatServer, provider: str) -> str:
    return server.url if provider == "openai" else server.root_url


def no_key_in(directory: Path) -> bool:
    return not any(KEY.encode() in path.read_bytes() for path in directory.rglob("*") if path.is_file())


@pytest.mark.parametrize(
    ("provider", "case"),
    [(provider, case) for provider in PROVIDERS for case in hostile_cases(provider)],
    ids=lambda value: value if isinstance(value, str) else value.name,
)
def test_a_hostile_server_ends_the_run_aborted_with_a_verifying_trace(
    tmp_path: Path, provider: str, case: HostileCase
) -> None:
    replies, said = case.replies, case.message
    with ScriptedChatServer(replies) as server:
        settings = ProviderSettings(
            model=f"{provider}:scripted",
            base_url=base_url(server, provider),
            request_timeout=HOSTILE_TIMEOUT,
            retry_delays=(0.0, 0.0),
        )
        result = run_spec(
            SPEC, runs_dir=tmp_path / "runs", options=RunOptions(model=provider_binding(settings))
        )
    assert result.status is Phase.ABORTED
    error = result.execution.error
    assert error is not None and said in error.message and "\n" not in error.message
    assert verify_run(result.run_dir).findings == ()
    assert no_key_in(tmp_path)


def test_a_server_error_then_good_replies_completes_the_run(tmp_path: Path) -> None:
    limited = RawReply.error(429, "slow down", headers=(("Retry-After", "0"),))
    roles = EmbeddedRoles()
    with ScriptedChatServer([RawReply.error(503, "warming up"), limited], responder=roles) as server:
        settings = ProviderSettings(model="openai:scripted", base_url=server.url, retry_delays=(0.0, 30.0))
        result = run_spec(
            SPEC, runs_dir=tmp_path / "runs", options=RunOptions(model=provider_binding(settings))
        )
    assert result.status is Phase.DONE and result.answer is not None and result.answer.startswith("1794")
    assert roles.served[0] == "planner" and len(server.requests) == len(roles.served) + 2
    assert verify_run(result.run_dir).findings == ()


CLI_CASES = [
    "slow drip past the timeout",
    "body cut short of its Content-Length",
    "429 asking to wait longer than the cap",
    "enormous body, undeclared",
    "lone surrogate escapes in the content",
]


@pytest.mark.parametrize("case", CLI_CASES)
def test_canon_run_against_a_hostile_server_exits_1_with_one_line(
    tmp_path: Path, case: str, capsys: Any
) -> None:
    hostile = case_named("openai", case)
    replies, said = hostile.replies, hostile.message
    runs = tmp_path / "runs"
    with ScriptedChatServer(replies) as server:
        status = main(
            ["run", str(SPEC), "--runs-dir", str(runs), "--model", "openai:scripted"]
            + ["--base-url", server.url, "--request-timeout", str(HOSTILE_TIMEOUT)]
        )
    captured = capsys.readouterr()
    assert status == ExitCode.EXECUTION_FAILURE, captured.err
    assert "Traceback" not in captured.err and KEY not in captured.out + captured.err
    assert [line for line in captured.err.splitlines() if said in line], captured.err
    (run,) = [path for path in runs.iterdir() if path.is_dir()]
    assert verify_run(run).findings == ()
    assert no_key_in(tmp_path)


def test_canon_run_max_tokens_ends_the_run_aborted_and_it_replays_equivalent(
    tmp_path: Path, capsys: Any
) -> None:
    runs = tmp_path / "runs"
    with ScriptedChatServer(responder=EmbeddedRoles()) as server:
        status = main(
            ["run", str(SPEC), "--runs-dir", str(runs), "--model", "openai:scripted"]
            + ["--base-url", server.url, "--max-tokens", "20"]
        )
    captured = capsys.readouterr()
    assert status == ExitCode.EXECUTION_FAILURE, captured.err
    assert "the run_tokens limit of 20 was exceeded (30 used)" in captured.err + captured.out
    assert "Traceback" not in captured.err
    (run,) = [path for path in runs.iterdir() if path.is_dir()]
    assert verify_run(run).findings == ()
    replay = ["replay", str(run), "--corpus", str(SPEC.parent / "corpus"), "--fail-on-diff"]
    assert main(replay) == ExitCode.OK, capsys.readouterr().err
    assert capsys.readouterr().out.splitlines()[0] == "equivalent"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_server_echoing_the_authorization_header_leaves_no_key_in_the_run(
    tmp_path: Path, provider: str
) -> None:
    echoed = f"invalid request; headers were Authorization: Bearer {KEY}, x-api-key: {KEY}"
    with ScriptedChatServer([RawReply.error(400, echoed)]) as server:
        settings = ProviderSettings(model=f"{provider}:scripted", base_url=base_url(server, provider))
        result = run_spec(
            SPEC, runs_dir=tmp_path / "runs", options=RunOptions(model=provider_binding(settings))
        )
    assert result.status is Phase.ABORTED
    error = result.execution.error
    assert error is not None and "Authorization: Bearer ***, x-api-key: ***" in error.message
    assert verify_run(result.run_dir).findings == ()
    assert no_key_in(tmp_path)
