"""Whatever bytes it is given, the command ends with a typed outcome and never a traceback.

Thousands of generated inputs go through ``main`` in-process: real traces mutated byte-wise, truncated and
spliced, records with one field replaced by a hostile value (deep nesting, huge numbers, lone surrogate
escapes), random JSON, binary and empty files. Each must end with exit 0 or 2 (a report) or 65 (not a
trace, said in one line), and nothing else.
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canon_contracts import Phase
from canon_trace.testing import build_scenario, write_document, write_trace
from canon_trace.testing.edits import entries, phase_is
from canon_trace.testing.strategies import field_replaced, json_paths, mutated, spliced, truncated
from canon_verify import main

FLAGS = st.sampled_from(
    [[], ["--json"], ["--exit-zero"], ["--json", "--policy", "audit"], ["--policy", "permissive"]]
)
_BASE = settings(deadline=None, suppress_health_check=list(HealthCheck))


def fuzz(examples: int) -> settings:
    """Settings of a fuzz test generating ``examples`` inputs."""
    return settings(_BASE, max_examples=examples)


def _seeds() -> list[bytes]:
    with tempfile.TemporaryDirectory() as folder:
        where = Path(folder)
        mixed = build_scenario(
            temperature=0.3, hooks=entries(phase_is("EXECUTE", node="n0"), ("events[1].result.tool", "x"))
        )
        return [
            write_trace(where / "a.jsonl", build_scenario(retrievals=2, claims=2)).read_bytes(),
            write_trace(
                where / "b.jsonl", build_scenario(aborted_at=Phase.VERIFY, abort_stop="verification_veto")
            ).read_bytes(),
            write_trace(where / "c.jsonl", mixed).read_bytes(),
            write_trace(where / "d.jsonl", build_scenario(complete=False), close=False).read_bytes(),
            write_document(where / "e.json", build_scenario()).read_bytes(),
            write_document(where / "f.json", build_scenario(), version=1).read_bytes(),
        ]


SEEDS = _seeds()


def _outcome(path: Path, flags: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main([str(path), *flags])
        except SystemExit as exit_:  # argparse's own exits (never expected here)
            status = exit_.code if isinstance(exit_.code, int) else -1
    return status, out.getvalue(), err.getvalue()


def _check(data: bytes, flags: list[str], *, as_run: bool = False) -> int:
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "run-1"
        target.mkdir()
        path = target / "trace.jsonl"
        path.write_bytes(data)
        status, out, err = _outcome(target if as_run else path, flags)
    assert status in (0, 2, 65), (status, err)
    assert "Traceback" not in err and "Traceback" not in out
    if status == 65:
        assert err.startswith("canon-verify: error: ") and err.count("\n") == 1, err
        assert out == ""
    else:
        assert err == "", err
        if "--json" in flags:
            assert json.loads(out)["report_id"].startswith("sha256:")
    if status == 2:
        assert "--exit-zero" not in flags and "audit" not in flags
    return status


# -------------------------------------------------------------------------------------------- byte level


@fuzz(700)
@given(data=st.one_of(mutated(SEEDS), truncated(SEEDS), spliced(SEEDS)), flags=FLAGS)
def test_mutated_truncated_and_spliced_traces_end_typed(data: bytes, flags: list[str]) -> None:
    _check(data, flags)


# ------------------------------------------------------------------------------------------ field level


@fuzz(900)
@given(data=field_replaced(SEEDS[:4]), flags=FLAGS)
def test_records_with_a_hostile_field_end_typed(data: bytes, flags: list[str]) -> None:
    _check(data, flags)


def _keyed(value: Any, key: Any = None) -> list[tuple[Any, Any]]:
    """Every (member name, scalar) pair inside ``value`` (list elements take their list's name)."""
    if isinstance(value, dict):
        return [pair for name, item in value.items() for pair in _keyed(item, name)]
    if isinstance(value, list):
        return [pair for item in value for pair in _keyed(item, key)]
    return [(key, value)]


# Scalars of the JSONL seeds by member name: swapping one for another seen under the same name keeps a record
# readable while making it say something else (another phase, role, id, digest or reason).
POOL: dict[Any, list[str]] = {}
for _data in SEEDS[:4]:
    for _line in filter(None, _data.split(b"\n")):
        for _name, _value in _keyed(json.loads(_line)):
            POOL.setdefault(_name, []).append(json.dumps(_value))
POOL = {name: sorted(set(values)) for name, values in POOL.items()}


@st.composite
def field_recombined(draw: st.DrawFn) -> bytes:
    lines = draw(st.sampled_from(SEEDS[:3])).split(b"\n")
    for _ in range(draw(st.integers(1, 3))):
        number = draw(st.integers(0, len(lines) - 2))
        record = json.loads(lines[number])
        paths = [p for p in json_paths(record) if not isinstance(_at(record, p), dict | list)]
        path = draw(st.sampled_from(paths))
        name = next((step for step in reversed(path) if isinstance(step, str)), None)
        _at(record, path[:-1])[path[-1]] = json.loads(draw(st.sampled_from(POOL.get(name) or ["null"])))
        lines[number] = json.dumps(record, separators=(",", ":")).encode()
    return b"\n".join(lines)


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


@fuzz(700)
@given(data=field_recombined(), flags=FLAGS)
def test_records_with_recombined_fields_end_typed(data: bytes, flags: list[str]) -> None:
    _check(data, flags)


# ---------------------------------------------------------------------------------------- not a trace

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@fuzz(400)
@given(
    data=st.one_of(
        st.binary(max_size=300),
        JSON.map(lambda value: json.dumps(value).encode()),
        st.lists(JSON.map(json.dumps), max_size=4).map(lambda lines: "\n".join(lines).encode()),
        st.dictionaries(
            st.sampled_from(["record", "schema_version", "run_id", "entries"]), JSON, max_size=4
        ).map(lambda value: (json.dumps(value) + "\n").encode()),
        st.sampled_from(
            [b"", b"\n", b"   \n\t", b"\xef\xbb\xbf{}", b"{" * 100_000, b"[" * 100_000 + b"]" * 100_000]
        ),
    ),
    flags=FLAGS,
)
def test_what_is_not_a_trace_ends_typed(data: bytes, flags: list[str]) -> None:
    assert _check(data, flags) == 65 or data.startswith(b"{")


@fuzz(150)
@given(data=st.one_of(mutated(SEEDS), truncated(SEEDS)), flags=FLAGS)
def test_corrupted_run_directories_end_typed(data: bytes, flags: list[str]) -> None:
    _check(data, flags, as_run=True)


@pytest.mark.parametrize("number", range(len(SEEDS)))
def test_the_unmutated_seeds_are_reports(number: int) -> None:
    assert _check(SEEDS[number], ["--json", "--exit-zero"]) == 0
