"""``import canon_reason`` loads what a single run needs and nothing a run never uses."""

import subprocess
import sys

import pytest

import canon_reason

#: Modules a single run never needs: loaded on first access of one of their names.
LAZY_MODULES = (
    "canon_reason._batch",
    "canon_reason._eval",
    "canon_reason._eval_data",
    "canon_reason._eval_exec",
    "canon_reason._eval_score",
    "canon_reason._replay",
    "canon_reason._resume",
)
#: Standard modules only some runs need (a search pool, a TOML spec) or none (versions come from the code).
UNNEEDED = ("multiprocessing", "tomllib", "importlib.metadata")


def _modules_after(code: str) -> set[str]:
    script = f"import sys\n{code}\nprint(' '.join(sorted(sys.modules)))\n"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def test_import_leaves_out_what_a_run_never_uses() -> None:
    loaded = _modules_after("import canon_reason")
    assert "canon_reason._pipeline" in loaded
    assert sorted(loaded & {*LAZY_MODULES, *UNNEEDED}) == []


def test_a_lazy_name_is_imported_on_first_access() -> None:
    loaded = _modules_after("import canon_reason\ncanon_reason.run_eval")
    assert {"canon_reason._eval", "canon_reason._eval_exec"} <= loaded
    assert "canon_reason._replay" not in loaded


def test_lazy_names_are_the_objects_of_their_modules() -> None:
    from canon_reason._eval_score import scorer_named
    from canon_reason._replay import replay_run

    assert canon_reason.replay_run is replay_run
    assert canon_reason.scorer_named is scorer_named
    assert set(canon_reason.__all__) <= set(dir(canon_reason))


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        canon_reason.no_such_name  # noqa: B018
