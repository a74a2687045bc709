"""Every error the canon command reports is one or two lines naming what and where, with its exit status."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"


@pytest.fixture
def example(tmp_path: Path) -> Path:
    shutil.copytree(QUICKSTART, tmp_path / "quickstart")
    return tmp_path / "quickstart"


def _spec(example: Path, name: str, **changes: object) -> Path:
    spec = json.loads((example / "spec.json").read_text(encoding="utf-8"))
    for key, value in changes.items():
        if "." in key:
            outer, inner = key.split(".")
            spec[outer][inner] = value
        else:
            spec[key] = value
    path = example / name
    path.write_text(json.dumps(spec), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"constraints.top_k": 0}, "constraints.top_k"),
        ({"question": ""}, "question"),
        ({"corpus": "../elsewhere"}, "corpus"),
        ({"unexpected": 1}, "unexpected"),
    ],
)
def test_an_invalid_spec_exits_65_naming_the_field_and_leaves_no_run(
    example: Path, tmp_path: Path, changes: dict[str, object], field: str, canon
) -> None:
    spec = _spec(example, "bad.json", **changes)
    runs = tmp_path / "runs"
    done = canon("run", spec, "--runs-dir", runs)
    assert done.returncode == 65, done.stderr
    lines = done.stderr.splitlines()
    assert 1 <= len(lines) <= 2, done.stderr
    assert lines[0].startswith("canon run: invalid spec: ")
    assert "bad.json" in lines[0] and field in lines[0]
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    assert not runs.exists() or not any(runs.iterdir())


def test_a_spec_that_is_not_json_exits_65(example: Path, tmp_path: Path, canon) -> None:
    spec = example / "broken.json"
    spec.write_text('{"version": 1, "question": ', encoding="utf-8")
    done = canon("run", spec, "--runs-dir", tmp_path / "runs")
    assert done.returncode == 65
    assert "broken.json" in done.stderr and len(done.stderr.splitlines()) <= 2


def test_a_missing_corpus_exits_65_naming_it(example: Path, tmp_path: Path, canon) -> None:
    shutil.rmtree(example / "corpus")
    done = canon("run", example / "spec.json", "--runs-dir", tmp_path / "runs")
    assert done.returncode == 65, done.stderr
    assert "corpus" in done.stderr and len(done.stderr.splitlines()) <= 2
    assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())


def test_debug_adds_the_traceback(example: Path, tmp_path: Path, canon) -> None:
    spec = _spec(example, "bad.json", **{"constraints.top_k": 0})
    done = canon("--debug", "run", spec, "--runs-dir", tmp_path / "runs")
    assert done.returncode == 65
    assert "Traceback (most recent call last)" in done.stderr
    assert done.stderr.rstrip().splitlines()[-1].startswith("canon run: invalid spec: ")


@pytest.mark.parametrize(
    "args",
    [
        ["run", "--no-such-flag", "spec.json"],
        ["verify", "--policy", "lenient", "."],
        ["replay", "--bogus", "."],
        ["frobnicate"],
    ],
)
def test_an_unknown_flag_or_command_exits_64(args: list[str], canon) -> None:
    done = canon(*args)
    assert done.returncode == 64, done.stderr
    assert 1 <= len(done.stderr.splitlines()) <= 2 and "usage error" in done.stderr


def test_verify_of_a_file_that_is_not_a_trace_exits_65_naming_it(tmp_path: Path, canon) -> None:
    path = tmp_path / "trace.jsonl"
    path.write_text("not json\n", encoding="utf-8")
    done = canon("verify", path)
    assert done.returncode == 65
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"canon verify: invalid trace: {path}: ")


def test_replay_of_a_folder_that_is_not_a_run_exits_65(tmp_path: Path, canon) -> None:
    done = canon("replay", tmp_path)
    assert done.returncode == 65, done.stdout + done.stderr
    assert 1 <= len(done.stderr.splitlines()) <= 2 and str(tmp_path) in done.stderr
