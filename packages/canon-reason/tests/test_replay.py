"""``replay_run`` rebuilds a run from its directory, replays recorded responses and reports the difference."""

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import ChangeClass, Phase, ReplayStatus
from canon_reason import REPLAY_SUFFIX, ReplayError, replay_run, run_spec
from canon_reason.embedded import plan_for
from canon_trace import read_trace
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
EDITED = "ostral-saltworks-company.md"


@pytest.fixture(scope="module")
def example(tmp_path_factory) -> Path:
    """A private copy of the quickstart example, whose corpus a test may edit."""
    root = tmp_path_factory.mktemp("example")
    shutil.copytree(QUICKSTART, root / "quickstart")
    return root / "quickstart"


@pytest.fixture(scope="module")
def recorded(example: Path):
    return run_spec(example / "spec.json", runs_dir=example.parent / "runs")


def test_an_untouched_run_replays_to_an_equivalent_trace(recorded) -> None:
    outcome = replay_run(recorded.run_dir)
    assert outcome.status is ReplayStatus.EQUIVALENT and outcome.equivalent
    assert outcome.diff.changes == () and outcome.diff.first_divergent_entry is None
    assert outcome.replay_status is Phase.DONE and outcome.warnings == ()
    replay_dir = recorded.run_dir.with_name(recorded.run_dir.name + REPLAY_SUFFIX)
    assert outcome.trace_path == replay_dir / "trace.jsonl"
    replayed = read_trace(outcome.trace_path)
    assert replayed.header.fingerprint == read_trace(recorded.trace_path).header.fingerprint
    assert replayed.header.run_id != recorded.run_id
    assert outcome.diff.original.fingerprint == outcome.diff.replayed.fingerprint == recorded.fingerprint
    assert verify_run(recorded.run_dir).clean  # the sealed run directory was not touched


def test_tools_can_be_served_from_the_recording_too(recorded, tmp_path: Path) -> None:
    outcome = replay_run(recorded.run_dir, recorded_tools=True, out_path=tmp_path / "replayed.jsonl")
    assert outcome.equivalent and outcome.recorded_tools
    assert outcome.trace_path == tmp_path / "replayed.jsonl" and outcome.trace_path.is_file()
    again = replay_run(recorded.run_dir, recorded_tools=True, out_path=tmp_path / "replayed.jsonl")
    assert again.equivalent


def test_an_edited_corpus_makes_the_replay_different_from_the_first_tool_output(example, recorded) -> None:
    document = example / "corpus" / EDITED
    original_text = document.read_text(encoding="utf-8")
    document.write_text(original_text.replace("studied chemistry", "read chemistry"), encoding="utf-8")
    try:
        outcome = replay_run(recorded.run_dir)
        served = replay_run(recorded.run_dir, recorded_tools=True)
    finally:
        document.write_text(original_text, encoding="utf-8")
    assert outcome.status is ReplayStatus.DIFFERENT
    diff = outcome.diff
    first = diff.changes[0]
    assert first.change_class is ChangeClass.TOOL_OUTPUT
    assert first.entry_index == diff.first_divergent_entry
    entry = read_trace(recorded.trace_path).entries[first.entry_index]
    assert entry.phase is Phase.EXECUTE and entry.node_id.startswith("retrieve-")
    assert first.field.startswith("events[1].result.output")
    assert any("changed since the run" in warning for warning in outcome.warnings)
    assert outcome.replay_status is Phase.ABORTED  # the changed prompt was never recorded: a divergence
    assert served.equivalent  # served from the recording, the edit is invisible


def test_a_run_with_a_supplied_plan_replays_with_that_plan(example: Path, tmp_path: Path) -> None:
    plan = plan_for(json.loads((example / "spec.json").read_text())["question"], top_k=4)
    result = run_spec(example / "spec.json", runs_dir=tmp_path, plan=plan)
    assert result.status is Phase.DONE
    assert replay_run(result.run_dir, out_path=tmp_path / "replay.jsonl").equivalent


def test_what_is_not_a_run_directory_cannot_be_replayed(tmp_path: Path, recorded) -> None:
    with pytest.raises(ReplayError, match="not a run directory"):
        replay_run(tmp_path / "absent")
    copy = tmp_path / "copy"
    shutil.copytree(recorded.run_dir, copy)
    (copy / "spec.json").write_text('{"version": 1, "question": "", "corpus": "corpus"}', encoding="utf-8")
    with pytest.raises(ReplayError) as invalid:
        replay_run(copy)
    message = str(invalid.value)
    assert message.startswith(f"{copy / 'spec.json'}: not a valid spec: question: ")
    assert "\n" not in message and "pydantic" not in message and "errors.pydantic.dev" not in message
    (copy / "spec.json").unlink()
    with pytest.raises(ReplayError, match="spec.json"):
        replay_run(copy)
