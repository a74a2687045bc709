"""Problem specs load from JSON or TOML; an invalid one fails with its field path before any run exists."""

import json
import shutil
from pathlib import Path

import pytest

from canon_contracts import ProblemSpec, ValidationError
from canon_reason import ArgumentError, CorpusError, RunOptions, SpecError, load_spec, run_spec

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
TOML_SPEC = """
version = 1
id = "regatta"
question = "In which month is the Lantern Regatta held?"
corpus = "corpus"
expected_answer = "September"

[constraints]
top_k = 3
min_supports = 1
"""


@pytest.fixture
def spec_dir(tmp_path: Path) -> Path:
    shutil.copytree(QUICKSTART / "corpus", tmp_path / "corpus")
    return tmp_path


def test_json_and_toml_specs_load_into_the_same_contract(spec_dir: Path) -> None:
    from_json = load_spec(QUICKSTART / "single-regatta-month.json")
    (spec_dir / "regatta.toml").write_text(TOML_SPEC)
    from_toml = load_spec(spec_dir / "regatta.toml")
    assert isinstance(from_toml, ProblemSpec)
    assert from_toml.question == from_json.question
    assert from_toml.constraints.top_k == 3 and from_toml.expected_answer == "September"


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"constraints": {"top_k": 0}}, "constraints.top_k"),
        ({"constraints": {"min_supports": "2"}}, "constraints.min_supports"),
        ({"corpus": "../elsewhere"}, "corpus"),
        ({"question": "   "}, "question"),
        ({"colour": "blue"}, "colour"),
    ],
)
def test_an_invalid_spec_names_the_field_and_the_file(spec_dir: Path, change: dict, path: str) -> None:
    data = json.loads((QUICKSTART / "spec.json").read_text())
    for key, value in change.items():
        data[key] = {**data[key], **value} if isinstance(value, dict) else value
    spec_file = spec_dir / "broken.json"
    spec_file.write_text(json.dumps(data))
    with pytest.raises(SpecError) as caught:
        load_spec(spec_file)
    assert isinstance(caught.value, ValidationError)
    assert path in [p for p, _ in caught.value.problems]
    assert caught.value.source == str(spec_file)
    assert path in str(caught.value)


def test_unreadable_specs_are_spec_errors(spec_dir: Path) -> None:
    (spec_dir / "bad.json").write_text("{ not json")
    (spec_dir / "bad.toml").write_text("question = ")
    (spec_dir / "list.json").write_text("[1, 2]")
    for name in ("bad.json", "bad.toml", "list.json", "missing.json", "spec.yaml"):
        with pytest.raises(SpecError):
            load_spec(spec_dir / name)


def test_nothing_is_written_for_an_invalid_spec_or_a_missing_corpus(spec_dir: Path) -> None:
    runs = spec_dir / "runs"
    (spec_dir / "broken.json").write_text(json.dumps({"question": "Why?", "corpus": "corpus", "version": 2}))
    with pytest.raises(SpecError) as caught:
        run_spec(spec_dir / "broken.json", runs_dir=runs)
    assert [p for p, _ in caught.value.problems] == ["version"]
    (spec_dir / "nocorpus.json").write_text(json.dumps({"question": "Why?", "corpus": "absent"}))
    with pytest.raises(CorpusError):
        run_spec(spec_dir / "nocorpus.json", runs_dir=runs)
    with pytest.raises(SpecError) as caught:
        run_spec(QUICKSTART / "spec.json", runs_dir=runs, options=RunOptions(concurrency=0))
    assert [p for p, _ in caught.value.problems] == ["constraints.concurrency"]
    assert not runs.exists()


@pytest.mark.parametrize(
    "name",
    [
        "a." * 64 + "b = 1",
        "[" + "a." * 64 + "b]",
        '"a".' * 64 + "b = 1",
        "[constraints]\n" + "x . " * 70 + "y = 1",
    ],
)
def test_a_toml_name_of_too_many_parts_is_refused_before_the_parser_sees_it(
    spec_dir: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tomllib

    parsed: list[str] = []
    monkeypatch.setattr(tomllib, "loads", lambda text: parsed.append(text) or {})
    (spec_dir / "long.toml").write_text(TOML_SPEC.replace("[constraints]", name + "\n[constraints]"))
    with pytest.raises(SpecError, match="has more than 64 parts"):
        load_spec(spec_dir / "long.toml")
    assert parsed == []


def test_dots_in_toml_strings_and_comments_are_no_name(spec_dir: Path) -> None:
    dotted = "a." * 100
    text = (
        TOML_SPEC.replace("held?", f"held {dotted}?")
        .replace('"September"', f"""'''\n{dotted}\n'''""")
        .replace("[constraints]", f"# {dotted}\n[constraints]")
    )
    (spec_dir / "dotted.toml").write_text(text)
    spec = load_spec(spec_dir / "dotted.toml")
    assert spec.question.endswith(f"{dotted}?") and spec.expected_answer == f"{dotted}\n"


def test_a_runs_folder_inside_the_corpus_is_refused_before_anything_is_written(spec_dir: Path) -> None:
    (spec_dir / "spec.json").write_text(json.dumps({"question": "Why?", "corpus": "corpus"}))
    before = sorted(p.name for p in (spec_dir / "corpus").iterdir())
    with pytest.raises(ArgumentError, match="is inside the corpus"):
        run_spec(spec_dir / "spec.json", runs_dir=spec_dir / "corpus" / "runs")
    assert sorted(p.name for p in (spec_dir / "corpus").iterdir()) == before


def test_a_runs_folder_inside_a_run_directory_is_refused_before_anything_is_written(spec_dir: Path) -> None:
    (spec_dir / "spec.json").write_text(json.dumps({"question": "Why?", "corpus": "corpus"}))
    earlier = spec_dir / "earlier-run"  # a run cut short: a trace and its run.json, no manifest yet
    earlier.mkdir()
    (earlier / "trace.jsonl").write_bytes(b"")
    (earlier / "run.json").write_bytes(b"{}")
    with pytest.raises(ArgumentError, match="is inside the run directory"):
        run_spec(spec_dir / "spec.json", runs_dir=earlier / "runs")
    assert sorted(p.name for p in earlier.iterdir()) == ["run.json", "trace.jsonl"]
