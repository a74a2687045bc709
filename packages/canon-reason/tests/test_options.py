"""``RunOptions``: one checked, picklable object of run options shared by every entry point that runs."""

import pickle
from pathlib import Path

import pytest

from canon_contracts import NodeKind, Plan, PlanNode
from canon_reason import (
    ArgumentError,
    ModelChoice,
    ModelSelectionError,
    ReplayError,
    ResumeError,
    RunOptions,
    SpecError,
    replay_run,
    resume_run,
    run_eval,
)

CORPUS = Path(__file__).resolve().parents[3] / "examples" / "quickstart" / "corpus"


def test_the_defaults_run_a_spec_as_written() -> None:
    options = RunOptions()
    assert options.configuration_changes() == () and options.recorded() == {}
    assert options.fail_fast is True and options.verify_gate is False and options.model is None


def test_options_pickle_and_compare_by_value(tmp_path: Path) -> None:
    options = RunOptions(
        max_iterations=2,
        concurrency=1,
        model=ModelChoice(model="embedded"),
        role_models={"judge": ModelChoice(model="openai:gpt-4o-mini")},
        corpus=str(tmp_path),
        process_pool=2,
    )
    assert options.corpus == tmp_path  # a path, whatever was given
    assert pickle.loads(pickle.dumps(options)) == options
    assert options.configuration_changes() == ("max_iterations", "concurrency", "model", "role_models")


def test_recorded_writes_down_the_configuration_as_json_and_refuses_code() -> None:
    options = RunOptions(verify_gate=True, max_iterations=4, model=ModelChoice(model="openai:gpt-4o-mini"))
    assert options.recorded() == {
        "max_iterations": 4,
        "model": {"model": "openai:gpt-4o-mini", "request_timeout": 60.0},
        "verify_gate": True,
    }
    with pytest.raises(ArgumentError, match="RunOptions.verifier cannot be recorded"):
        RunOptions(verifier=lambda path: None).recorded()  # type: ignore[arg-type, return-value]


@pytest.mark.parametrize(
    ("fields", "error", "names"),
    [
        ({"max_iterations": 0}, SpecError, "constraints.max_iterations"),
        ({"concurrency": 257}, SpecError, "constraints.concurrency"),
        ({"concurrency": True}, SpecError, "constraints.concurrency"),
        ({"process_pool": 0}, ArgumentError, "process_pool"),
        ({"fail_fast": "no"}, ArgumentError, "fail_fast"),
        ({"verify_gate": 1}, ArgumentError, "verify_gate"),
        ({"plan": {"nodes": []}}, ArgumentError, "plan"),
        ({"model": "openai:gpt-4o"}, ArgumentError, "model"),
        ({"role_models": {"narrator": ModelChoice(model="embedded")}}, ModelSelectionError, "narrator"),
        ({"role_models": {"judge": "embedded"}}, ArgumentError, "role_models['judge']"),
        ({"tools": {"corpus_search": 3}}, ArgumentError, "tools"),
        ({"progress": "loud"}, ArgumentError, "progress"),
    ],
)
def test_a_bad_option_is_refused_where_it_is_built(fields: dict, error: type, names: str) -> None:
    with pytest.raises(error, match=names.replace("[", r"\[")):
        RunOptions(**fields)


def test_options_are_frozen() -> None:
    with pytest.raises(AttributeError):
        RunOptions().max_iterations = 3  # type: ignore[misc]


def test_replay_and_resume_refuse_what_would_change_the_recorded_configuration(tmp_path: Path) -> None:
    plan = Plan(nodes=(PlanNode(node_id="finalize", kind=NodeKind.FINALIZE),))
    with pytest.raises(
        ArgumentError, match="replay_run runs the recorded configuration.*max_iterations, plan"
    ):
        replay_run(tmp_path, options=RunOptions(max_iterations=2, plan=plan))
    with pytest.raises(ArgumentError, match="resume_run runs the recorded configuration.*: fail_fast$"):
        resume_run(tmp_path, options=RunOptions(fail_fast=False, model=ModelChoice(model="embedded")))
    # What a replay or a resume may set passes the check and reaches the run directory's own checks.
    with pytest.raises(ReplayError, match="not a run directory"):
        replay_run(tmp_path / "absent", options=RunOptions(corpus=CORPUS, progress=print))
    with pytest.raises(ResumeError, match="not a run directory"):
        resume_run(
            tmp_path / "absent", options=RunOptions(corpus=CORPUS, model=ModelChoice(model="embedded"))
        )


def test_an_evaluation_takes_its_corpus_and_progress_as_its_own_arguments(tmp_path: Path) -> None:
    dataset = tmp_path / "cases.jsonl"
    dataset.write_text('{"id": "a", "question": "Who?", "expected": "Nobody"}\n', encoding="utf-8")
    for options in (RunOptions(corpus=CORPUS), RunOptions(progress=print)):
        with pytest.raises(ArgumentError, match="run_eval takes the (corpus|progress) as"):
            run_eval(dataset, out_dir=tmp_path / "out", corpus=CORPUS, workers=1, options=options)
    assert not (tmp_path / "out").exists()
