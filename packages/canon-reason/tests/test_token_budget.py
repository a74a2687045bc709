"""The run's token budget: a spec constraint, and under it plan nodes run one at a time, in plan order."""

from pathlib import Path

import pytest

from canon_contracts import Phase
from canon_reason import ProgressEvent, ProgressKind, RunOptions, SpecError, run_spec

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
ARITHMETIC = QUICKSTART / "arith-bridge-difference.json"  # two retrieval branches in parallel


def most_nodes_running(max_tokens: int | None, runs: Path) -> tuple[int, Phase]:
    running: set[str] = set()
    most = 0

    def note(event: ProgressEvent) -> None:
        nonlocal most
        if event.kind is ProgressKind.NODE and event.node_id is not None:
            if event.status == "started":
                running.add(event.node_id)
                most = max(most, len(running))
            else:
                running.discard(event.node_id)

    result = run_spec(ARITHMETIC, runs_dir=runs, options=RunOptions(progress=note, max_tokens=max_tokens))
    return most, result.status


def test_under_a_token_budget_plan_nodes_run_one_at_a_time(tmp_path: Path) -> None:
    # The embedded reasoner reports no usage, so the budget never stops it; it only orders the nodes.
    assert most_nodes_running(None, tmp_path / "free") == (2, Phase.DONE)
    assert most_nodes_running(1_000, tmp_path / "budgeted") == (1, Phase.DONE)


@pytest.mark.parametrize("bad", [0, -5, 2**53])
def test_a_token_budget_must_be_a_positive_safe_integer(bad: int) -> None:
    with pytest.raises(SpecError) as raised:
        RunOptions(max_tokens=bad)
    assert raised.value.problems[0][0] == "constraints.max_tokens"
