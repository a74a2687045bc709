"""Evaluation datasets: JSONL, CSV and spec folders read into cases; every bad case named by file and line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from canon_reason import DatasetError, load_dataset

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_jsonl_cases_keep_their_fields_and_abstentions(tmp_path: Path) -> None:
    lines = [
        {"id": "a", "question": "Q1?", "expected": "1794", "kind": "single"},
        {"id": 7, "question": "Q2?", "expected": ["Ines Farrow", "I. Farrow"], "constraints": {"top_k": 5}},
        {"id": "c", "question": "Q3?", "expected": None},
        {"id": "d", "question": "Q4?", "expected": "insufficient_evidence"},
    ]
    path = _write(tmp_path, "cases.jsonl", "\n".join(json.dumps(line) for line in lines) + "\n\n")
    dataset = load_dataset(path)
    assert [case.id for case in dataset.cases] == ["a", "7", "c", "d"]
    assert dataset.cases[0].expected == ("1794",) and dataset.cases[0].kind == "single"
    assert dataset.cases[1].expected == ("Ines Farrow", "I. Farrow")
    assert dataset.cases[1].problem_spec("corpus").constraints.top_k == 5
    assert dataset.cases[2].expected is None and dataset.cases[3].expected is None
    assert [case.line for case in dataset.cases] == [1, 2, 3, 4]


def test_csv_cases_read_lists_nulls_and_constraint_columns(tmp_path: Path) -> None:
    text = 'id,question,expected,kind,constraints.top_k\na,"Who, then?","[""x"", ""y""]",multi,4\nb,Q?,,,\n'
    dataset = load_dataset(_write(tmp_path, "cases.csv", text))
    first, second = dataset.cases
    assert first.question == "Who, then?" and first.expected == ("x", "y") and first.kind == "multi"
    assert first.problem_spec("corpus").constraints.top_k == 4
    assert second.expected is None and second.kind is None and second.line == 3


def test_the_digest_binds_the_cases_not_the_spelling(tmp_path: Path) -> None:
    compact = _write(tmp_path, "a.jsonl", '{"id":"a","question":"Q?","expected":"1"}\n')
    spaced = _write(tmp_path, "b.jsonl", '{ "question": "Q?",  "id": "a", "expected": "1" }\n')
    changed = _write(tmp_path, "c.jsonl", '{"id":"a","question":"Q?","expected":"2"}\n')
    assert load_dataset(compact).digest == load_dataset(spaced).digest != load_dataset(changed).digest


def test_a_folder_of_specs_is_a_dataset_of_their_expected_answers() -> None:
    dataset = load_dataset(QUICKSTART)
    assert dataset.has_spec_files and len(dataset.cases) == 19
    by_id = {case.id: case for case in dataset.cases}
    assert by_id["quickstart"].expected == ("1794",)
    assert by_id["unanswerable-tollen-designer"].expected is None


def test_the_bundled_eval_set_matches_the_quickstart_specs() -> None:
    bundled = {case.id: case for case in load_dataset(QUICKSTART / "eval.jsonl").cases}
    specs = {case.id: case for case in load_dataset(QUICKSTART).cases}
    assert sorted(bundled) == sorted(specs)
    for case_id, case in bundled.items():
        assert (case.question, case.expected) == (specs[case_id].question, specs[case_id].expected)


@pytest.mark.parametrize(
    ("name", "text", "where", "message"),
    [
        ("bad.jsonl", '{"id":"a","question":"Q?","expected":"1"}\n{"id": "b",\n', ":2:", "not valid JSON"),
        ("bad.jsonl", "[1, 2]\n", ":1:", "must be a JSON object"),
        ("bad.jsonl", '{"id":"a","question":"Q?"}\n', ":1:", "expected: missing"),
        ("bad.jsonl", '{"id":"","question":"Q?","expected":"1"}\n', ":1:", "id:"),
        ("bad.jsonl", '{"id":"a","question":" ","expected":"1"}\n', ":1:", "question:"),
        ("bad.jsonl", '{"id":"a","question":"Q?","expected":[]}\n', ":1:", "non-empty list"),
        ("bad.jsonl", '{"id":"a","question":"Q?","expected":[1]}\n', ":1:", "non-empty string"),
        (
            "bad.jsonl",
            '{"id":"a","question":"Q?","expected":"1","corpus":"x"}\n',
            ":1:",
            "unknown field 'corpus'",
        ),
        (
            "bad.jsonl",
            '{"id":"a","question":"Q?","expected":"1","constraints":{"top_k":0}}\n',
            ":1:",
            "top_k",
        ),
        (
            "bad.jsonl",
            '{"id":"a","question":"Q?","expected":"1"}\n\n{"id":"a","question":"R?","expected":"2"}\n',
            ":3:",
            "used twice (first at line 1)",
        ),
        ("bad.jsonl", '{"id":"a","question":"Q?","expected":"1"}\n' + "[" * 100000 + "\n", ":2:", "JSON"),
        ("bad.jsonl", '{"id":"a","question":"Q?","question":"R?","expected":"1"}\n', ":1:", "appears twice"),
        ("bad.csv", "id,question,answer\n", ":1:", "unknown column 'answer'"),
        ("bad.csv", "id,question,expected\na,Q?\n", ":2:", "2 cells"),
        ("bad.csv", "id,question,expected,constraints.top_k\na,Q?,1,many\n", ":2:", "not an integer"),
        ("empty.jsonl", "\n\n", "empty.jsonl:", "holds no case"),
        ("cases.txt", "id\n", "cases.txt:", ".jsonl or .csv"),
    ],
)
def test_an_invalid_dataset_is_one_error_naming_file_and_line(
    tmp_path: Path, name: str, text: str, where: str, message: str
) -> None:
    path = _write(tmp_path, name, text)
    with pytest.raises(DatasetError) as caught:
        load_dataset(path)
    shown = str(caught.value)
    assert shown.startswith(str(path)) and where in shown and message in shown, shown
    assert "\n" not in shown


def test_undecodable_bytes_are_named_by_line(tmp_path: Path) -> None:
    path = tmp_path / "bin.jsonl"
    path.write_bytes(b'{"id":"a","question":"Q?","expected":"1"}\n\xff\xfe\n')
    with pytest.raises(DatasetError, match=r"bin\.jsonl:2: not valid UTF-8"):
        load_dataset(path)


def test_a_spec_without_an_expected_answer_is_refused(tmp_path: Path) -> None:
    (tmp_path / "s.json").write_text(json.dumps({"question": "Q?", "corpus": "corpus"}), encoding="utf-8")
    with pytest.raises(DatasetError, match="expected_answer: missing"):
        load_dataset(tmp_path)


def test_a_dataset_that_is_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "cases.jsonl"
    os.mkfifo(fifo)  # no writer ever opens it: reading it the ordinary way would block for ever
    with pytest.raises(DatasetError, match="not a regular file"):
        load_dataset(fifo)


def test_a_spec_symlinked_into_a_folder_dataset_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside.json"
    outside.write_text(json.dumps({"id": "x", "question": "Q?", "corpus": "c", "expected_answer": "1"}))
    folder = tmp_path / "cases"
    folder.mkdir()
    (folder / "a.json").symlink_to(outside)
    with pytest.raises(DatasetError, match="a symlink") as raised:
        load_dataset(folder)
    assert "a.json" in str(raised.value)


def test_a_case_line_too_wide_to_parse_is_refused_at_its_line_before_parsing(tmp_path: Path) -> None:
    from canon_trace import MAX_CONTAINERS

    wide = "[" + ",".join(["[]"] * MAX_CONTAINERS) + "]"
    path = tmp_path / "wide.jsonl"
    path.write_text(
        json.dumps({"id": "a", "question": "What is the capital of France?", "expected": "Paris"})
        + '\n{"id": "b", "question": "q?", "expected": '
        + wide
        + "}\n"
    )
    with pytest.raises(DatasetError, match=r"'\[' and '\{' characters") as caught:
        load_dataset(path)
    assert caught.value.line == 2


def test_a_csv_expected_list_nested_too_deep_is_refused_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.csv"
    # Well formed, so the parser's own recursion limit (which another test may have raised) decides nothing.
    path.write_text('id,question,expected\na,"What is it?","' + "[" * 5000 + "]" * 5000 + '"\n')
    with pytest.raises(DatasetError, match=r"expected: not a JSON list \(nested deeper than") as caught:
        load_dataset(path)
    assert caught.value.line == 2
