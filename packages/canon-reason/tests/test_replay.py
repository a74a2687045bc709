"""``replay_run`` rebuilds a run from its directory, replays recorded responses and reports the difference."""

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import ChangeClass, Phase, ReplayStatus
from canon_reason import REPLAY_SUFFIX, ReplayError, RunOptions, replay_run, run_spec
from canon_reason.embedded import plan_for
from canon_trace import RunDirectory, read_trace
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


def _reseal(run_dir: Path) -> None:
    """Write the manifest again over what the run directory now holds, as a forger would."""
    (run_dir / "manifest.json").unlink()
    RunDirectory.open(run_dir).write_manifest()


def test_an_untouched_run_replays_to_an_equivalent_trace(example, recorded) -> None:
    outcome = replay_run(recorded.run_dir, options=RunOptions(corpus=example / "corpus"))
    assert outcome.status is ReplayStatus.EQUIVALENT and outcome.equivalent
    assert outcome.diff.changes == () and outcome.diff.first_divergent_entry is None
    assert outcome.replay_status is Phase.DONE and outcome.warnings == ()
    replay_dir = recorded.run_dir.with_name(recorded.run_dir.name + REPLAY_SUFFIX)
    assert outcome.trace_path.parent.parent == replay_dir and outcome.trace_path.name == "trace.jsonl"
    again = replay_run(recorded.run_dir, recorded_tools=True)
    assert again.trace_path.parent != outcome.trace_path.parent  # each replay has a folder of its own
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
        outcome = replay_run(recorded.run_dir, options=RunOptions(corpus=example / "corpus"))
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
    result = run_spec(example / "spec.json", runs_dir=tmp_path, options=RunOptions(plan=plan))
    assert result.status is Phase.DONE
    replayed = replay_run(
        result.run_dir, out_path=tmp_path / "replay.jsonl", options=RunOptions(corpus=example / "corpus")
    )
    assert replayed.equivalent


def test_what_is_not_a_run_directory_cannot_be_replayed(tmp_path: Path, recorded) -> None:
    with pytest.raises(ReplayError, match="not a run directory"):
        replay_run(tmp_path / "absent")
    copy = tmp_path / "copy"
    shutil.copytree(recorded.run_dir, copy)
    (copy / "spec.json").write_text('{"version": 1, "question": "", "corpus": "corpus"}', encoding="utf-8")
    with pytest.raises(ReplayError, match="fails integrity: integrity.manifest: spec.json: digest_mismatch"):
        replay_run(copy)
    _reseal(copy)
    with pytest.raises(ReplayError) as invalid:
        replay_run(copy)
    message = str(invalid.value)
    assert message.startswith(f"{copy / 'spec.json'}: not a valid spec: question: ")
    assert "\n" not in message and "pydantic" not in message and "errors.pydantic.dev" not in message
    (copy / "spec.json").unlink()
    _reseal(copy)
    with pytest.raises(ReplayError, match="spec.json"):
        replay_run(copy)


def test_replay_refuses_an_unsealed_tampered_or_incomplete_run(tmp_path: Path, recorded) -> None:
    unsealed = tmp_path / "unsealed"
    shutil.copytree(recorded.run_dir, unsealed)
    (unsealed / "manifest.json").unlink()
    with pytest.raises(ReplayError, match="the run is incomplete: it has no manifest.json"):
        replay_run(unsealed, recorded_tools=True)
    edited = tmp_path / "edited-plan"
    shutil.copytree(recorded.run_dir, edited)
    plan = json.loads((edited / "plan.json").read_text(encoding="utf-8"))
    plan["nodes"] = plan["nodes"][:-1]
    (edited / "plan.json").write_text(json.dumps(plan), encoding="utf-8")
    with pytest.raises(ReplayError, match="fails integrity: integrity.(manifest|derived): plan.json"):
        replay_run(edited, recorded_tools=True)
    _reseal(edited)
    with pytest.raises(ReplayError, match="plan.json"):
        replay_run(edited, recorded_tools=True)
    cut = tmp_path / "cut"
    shutil.copytree(recorded.run_dir, cut)
    lines = (cut / "trace.jsonl").read_bytes().splitlines(keepends=True)
    (cut / "trace.jsonl").write_bytes(b"".join(lines[:-1]))
    _reseal(cut)
    with pytest.raises(ReplayError, match="incomplete: its trace has no end record"):
        replay_run(cut, recorded_tools=True)


def test_replay_never_follows_the_corpus_path_a_run_directory_records(tmp_path: Path, recorded) -> None:
    forged = tmp_path / "forged"
    shutil.copytree(recorded.run_dir, forged)
    meta = json.loads((forged / "run.json").read_text(encoding="utf-8"))
    meta["corpus_path"] = "/etc"
    (forged / "run.json").write_text(json.dumps(meta), encoding="utf-8")
    _reseal(forged)
    with pytest.raises(ReplayError) as refused:
        replay_run(forged)
    assert refused.value.corpus and "run.json says it was /etc" in str(refused.value)


def test_replay_never_writes_through_a_planted_symlink(tmp_path: Path, recorded) -> None:
    runs = tmp_path / "runs"
    runs.mkdir()
    run = runs / "run"
    shutil.copytree(recorded.run_dir, run)
    outside = tmp_path / "outside"
    outside.mkdir()
    (runs / ("run" + REPLAY_SUFFIX)).symlink_to(outside)
    with pytest.raises(ReplayError, match="symlink"):
        replay_run(run, recorded_tools=True)
    assert list(outside.iterdir()) == []
