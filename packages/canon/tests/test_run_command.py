"""``canon run`` on a small corpus: the cited answer, JSON output, and how a run that does not finish ends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

import canon_reason
from canon import ExitCode
from canon._cli import main
from canon_contracts import PipelineExecutionResult
from canon_verify import verify_run

QUESTION = "In what year did the Kingfisher Bridge open?"


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "kingfisher-bridge.md").write_text(
        "# Kingfisher Bridge\n\nThe Kingfisher Bridge opened in 1888. It was designed by Rosalind Amsel.\n",
        encoding="utf-8",
    )
    (corpus / "tollen-bridge.md").write_text(
        "# Tollen Bridge\n\nThe Tollen Bridge opened in 1851 at Carrowmere.\n", encoding="utf-8"
    )
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"version": 1, "id": "bridge", "question": QUESTION, "corpus": "corpus"}))
    return path


def _only_run(runs: Path) -> Path:
    (run,) = [path for path in runs.iterdir() if path.is_dir()]
    return run


def test_prints_the_answer_with_its_citations(spec: Path, tmp_path: Path, capsys: Any) -> None:
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs)]) == ExitCode.OK
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0] == "Answer: 1888 [1]"
    assert lines[1] == '  [1] kingfisher-bridge.md: "The Kingfisher Bridge opened in 1888."'
    assert any(line.startswith("Result: DONE, pass") for line in lines)
    assert any(line.startswith("Verification: PASS under strict: 0 error") for line in lines)
    assert lines[-1] == f"Run directory: {_only_run(runs)}"
    assert "canon run: PLAN started" in captured.err.splitlines()


def test_json_names_the_run_beside_its_result_and_quiet_prints_no_progress(
    spec: Path, tmp_path: Path, capsys: Any
) -> None:
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs), "--json", "--quiet"]) == ExitCode.OK
    captured = capsys.readouterr()
    assert captured.err == ""
    printed = json.loads(captured.out)
    run_dir = _only_run(runs)
    assert printed["run_dir"] == str(run_dir) and printed["run_id"] == run_dir.name
    assert printed["status"] == "DONE" and printed["final_result"]["run_id"] == run_dir.name
    assert printed["fingerprint"] == (run_dir / "fingerprint.txt").read_text(encoding="utf-8").strip()
    result = PipelineExecutionResult.model_validate(printed["execution"])
    assert result.final_status.success and result.result is not None and "1888" in result.result.text


def test_overrides_reach_the_run(spec: Path, tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    assert (
        main(["run", str(spec), "--runs-dir", str(runs), "--max-iterations", "2", "--concurrency", "1"]) == 0
    )
    config = json.loads((_only_run(runs) / "config.json").read_text(encoding="utf-8"))
    assert config["constraints"]["max_iterations"] == 2 and config["constraints"]["concurrency"] == 1


def _run_spec_with(monkeypatch: pytest.MonkeyPatch, **overrides: Any) -> None:
    """Run the command's ``run_spec`` with these options changed from the ones the command chose."""
    real = canon_reason.run_spec

    def changed(*args: Any, options: canon_reason.RunOptions, **kwargs: Any) -> Any:
        return real(*args, options=attrs.evolve(options, **overrides), **kwargs)

    monkeypatch.setattr(canon_reason, "run_spec", changed)


def test_a_failed_tool_ends_the_run_aborted_with_status_1(
    spec: Path, tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(arguments: Any, context: Any) -> Any:
        raise OSError("the corpus disk went away")

    _run_spec_with(monkeypatch, tools={"corpus_search": broken})
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs)]) == ExitCode.EXECUTION_FAILURE
    out = capsys.readouterr().out
    assert "Result: ABORTED" in out and "stop reason tool_failure" in out
    report = verify_run(_only_run(runs))
    assert not report.failures


def test_ctrl_c_ends_the_run_aborted_with_a_closed_verifiable_trace_and_status_130(
    spec: Path, tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = canon_reason.run_spec

    def interrupted(*args: Any, options: canon_reason.RunOptions, **kwargs: Any) -> Any:
        progress = options.progress
        assert progress is not None

        def press_ctrl_c(event: Any) -> None:  # Ctrl-C arrives while the first plan node runs
            progress(event)
            if event.node_id is not None:
                raise KeyboardInterrupt

        return real(*args, options=attrs.evolve(options, progress=press_ctrl_c), **kwargs)

    monkeypatch.setattr(canon_reason, "run_spec", interrupted)
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs)]) == ExitCode.INTERRUPTED == 130
    run = _only_run(runs)
    assert f"interrupted; the run ended ABORTED (user_interruption): {run}" in capsys.readouterr().err
    final = json.loads((run / "result" / "final_result.json").read_text(encoding="utf-8"))
    assert final["stop_reason"] == final["termination_reason"] == "user_interruption"
    assert (run / "manifest.json").is_file()
    assert not verify_run(run).failures


def test_fail_on_verify_turns_error_findings_into_status_2(
    spec: Path, tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from canon_contracts import Finding, Severity

    real = canon_reason.run_spec
    finding = Finding(
        check_id="work.evidence", invariant_id="INV-EVD-001", severity=Severity.ERROR, message="forged"
    )

    def with_a_finding(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        report = result.verification.model_copy(update={"findings": (finding,)})
        return dataclasses.replace(result, verification=report)

    monkeypatch.setattr(canon_reason, "run_spec", with_a_finding)
    runs = str(tmp_path / "runs")
    assert main(["run", str(spec), "--runs-dir", runs]) == ExitCode.OK
    assert "Verification: FAIL under strict: 1 error" in capsys.readouterr().out
    assert main(["run", str(spec), "--runs-dir", runs, "--fail-on-verify"]) == ExitCode.GATE == 2
    out = capsys.readouterr().out
    assert "  error work.evidence: forged" in out


def test_model_embedded_is_the_offline_default(spec: Path, tmp_path: Path, capsys: Any) -> None:
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs), "--model", "embedded"]) == ExitCode.OK
    assert capsys.readouterr().out.splitlines()[0] == "Answer: 1888 [1]"
    config = json.loads((_only_run(runs) / "config.json").read_text(encoding="utf-8"))
    assert config["model"]["provider"] == "canon"


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--base-url", "http://127.0.0.1:1/v1"], "--base-url needs --model"),
        (["--api-key-env", "MY_KEY"], "--api-key-env needs --model"),
        (["--model", "gpt-4o"], "provider:model"),
        (["--model", "openai:x", "--api-key-env", "not a name"], "--api-key-env"),
        (["--model", "embedded", "--base-url", "http://127.0.0.1:1/v1"], "not 'embedded'"),
        (["--model", "openai:x", "--request-timeout", "0"], "--request-timeout"),
    ],
)
def test_bad_model_flags_are_usage_errors_and_write_nothing(
    spec: Path, tmp_path: Path, capsys: Any, flags: list[str], message: str
) -> None:
    runs = tmp_path / "runs"
    assert main(["run", str(spec), "--runs-dir", str(runs), *flags]) == ExitCode.USAGE
    assert message in capsys.readouterr().err
    assert not runs.exists() or not any(runs.iterdir())
