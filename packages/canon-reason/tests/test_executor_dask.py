"""Many specs through one executor interface: the same runs whether they ran locally or on Dask."""

import importlib.util
import socket
import sys
from pathlib import Path

import pytest

from canon_reason import SpecError, run_specs
from canon_trace import deterministic_snapshot, read_trace

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
SPECS = [QUICKSTART / "single-regatta-month.json", QUICKSTART / "arith-railway-gap.json"]
HAS_DASK = (
    importlib.util.find_spec("dask") is not None and importlib.util.find_spec("distributed") is not None
)


def test_the_local_executor_runs_every_spec_in_order(tmp_path: Path) -> None:
    results = run_specs(SPECS, runs_dir=tmp_path)
    assert [r.final_result.answer.split(" [")[0] for r in results] == ["September", "15 years"]
    assert all(r.ok for r in results)


def test_an_unknown_executor_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown executor"):
        run_specs(SPECS, runs_dir=tmp_path, executor="ray")
    assert not tmp_path.joinpath("anything").exists()


def test_without_the_extra_the_dask_executor_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A None entry in sys.modules makes the import fail as if the extra were not installed. Submodules
    # that earlier tests loaded (``dask.distributed``) are hidden too, or importing one would still work.
    hidden = {"dask", "distributed", "dask.distributed"}
    hidden |= {name for name in sys.modules if name.startswith(("dask.", "distributed."))}
    for module in sorted(hidden):
        monkeypatch.setitem(sys.modules, module, None)
    with pytest.raises(ImportError, match=r"canon-reason\[dask\]"):
        run_specs(SPECS, runs_dir=tmp_path, executor="dask")


@pytest.mark.skipif(not HAS_DASK, reason="the dask extra is not installed")
def test_a_local_dask_cluster_gives_the_same_runs(tmp_path: Path) -> None:
    local = run_specs(SPECS, runs_dir=tmp_path / "local")
    distributed = run_specs(SPECS, runs_dir=tmp_path / "dask", executor="dask", workers=2)
    for here, there in zip(local, distributed, strict=True):
        assert there.ok and there.fingerprint == here.fingerprint
        assert deterministic_snapshot(read_trace(there.trace_path)) == deterministic_snapshot(
            read_trace(here.trace_path)
        )


def test_local_worker_processes_give_the_runs_in_order(tmp_path: Path) -> None:
    here = run_specs(SPECS, runs_dir=tmp_path / "here")
    there = run_specs(SPECS, runs_dir=tmp_path / "there", workers=2)
    assert [r.run_dir.parent for r in there] == [tmp_path / "there"] * 2
    for one, other in zip(here, there, strict=True):
        assert other.ok and other.fingerprint == one.fingerprint
        assert deterministic_snapshot(read_trace(other.trace_path)) == deterministic_snapshot(
            read_trace(one.trace_path)
        )


def test_a_spec_error_in_a_worker_is_raised_as_itself_after_the_other_specs_ran(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"id": "bad"}', encoding="utf-8")
    with pytest.raises(SpecError) as raised:
        run_specs([SPECS[0], bad, SPECS[1]], runs_dir=tmp_path / "runs", workers=2)
    assert raised.value.source == str(bad) and raised.value.problems
    assert len(list((tmp_path / "runs").iterdir())) == 2  # both valid specs ran


def test_a_worker_count_below_one_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="workers must be at least 1"):
        run_specs(SPECS, runs_dir=tmp_path, workers=0)


@pytest.mark.skipif(not HAS_DASK, reason="the dask extra is not installed")
def test_a_cluster_starts_while_the_usual_dashboard_port_is_taken() -> None:
    from canon_reason._dask import open_local_cluster

    with socket.socket() as taken:
        try:
            taken.bind(("127.0.0.1", 8787))
            taken.listen()
        except OSError:
            pass  # another program holds the port already: the case this test makes
        cluster = open_local_cluster(1)
        try:
            assert len(cluster.workers) == 1
        finally:
            cluster.close()
