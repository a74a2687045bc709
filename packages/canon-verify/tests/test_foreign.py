"""Single documents that canon's reader refuses are still judged: foreign producers' traces get reports.

The fixtures in ``data/foreign`` were written by bijux-canon-agent 0.3.9, and those named ``bijux030_*`` and
``bijux035_*`` by its releases 0.3.0 and 0.3.5 (see the README there); the hostile variants below are
those fixtures with one thing changed.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from canon_contracts import Severity, digest_bytes
from canon_trace import DEFAULT_MAX_LINE_BYTES
from canon_trace.testing import build_scenario, write_document, write_trace
from canon_verify import CHECKS, VerifyInputError, main, verify_trace

FOREIGN = Path(__file__).resolve().parent / "data" / "foreign"
CLI_TRACES = (
    "bijux_cli_aborted.json",
    "bijux_cli_completed.json",
    "bijux_cli_server_error.json",
    "bijux_cli_malformed_reply.json",
    "bijux_cli_midway_failure.json",
    "bijux_cli_warm_replayable.json",
    "bijux_cli_empty_input.json",
    "bijux030_cli_completed.json",
    "bijux035_cli_midway_failure.json",
    "bijux035_cli_warm_replayable.json",
)
#: The CLI runs whose one entry failed, yet carries the pipeline's output and no error.
FAILED_CLI_TRACES = (
    "bijux_cli_aborted.json",
    "bijux_cli_midway_failure.json",
    "bijux_cli_empty_input.json",
    "bijux035_cli_midway_failure.json",
)
#: The CLI runs marked REPLAYABLE at temperature 0.7.
WARM_CLI_TRACES = ("bijux_cli_warm_replayable.json", "bijux035_cli_warm_replayable.json")
#: Each workflow-graph run, with the entry whose node failed, if any.
GRAPH_RUNS = (
    ("bijux_graph_completed.json", None),
    ("bijux_graph_aborted.json", 1),
    ("bijux030_graph_aborted.json", 1),
    ("bijux035_graph_completed.json", None),
)
GRAPH_TRACES = tuple(name for name, _ in GRAPH_RUNS)
TRACES = ("bijux_dry_run.json", *CLI_TRACES, *GRAPH_TRACES)
LIFECYCLE = {check for check in CHECKS if check.startswith(("lifecycle.", "work."))}
#: The lifecycle checks that need only what a header says of its runtime and model.
MODEL_CLAIMS = {"lifecycle.header", "lifecycle.temperature"}
#: The environment value of every provider key the fixtures were made with (see the README).
DUMMY_ENV_KEY = "dummy"

Found = set[tuple[str, int | None, str | None]]


def _where(report: Any, check: str) -> set[tuple[int | None, str | None]]:
    return {(f.location.entry_index, f.location.field) for f in report.findings if f.check_id == check}


def _found(report: Any) -> Found:
    return {(f.check_id, f.location.entry_index, f.location.field) for f in report.findings}


def _shape(*where: tuple[int | None, str]) -> Found:
    return {("payload.shape", entry, field) for entry, field in where}


def _unknown(*where: tuple[int | None, str]) -> Found:
    return {("payload.unknown_member", entry, field) for entry, field in where}


def _variant(tmp_path: Path, name: str, change: Any) -> Path:
    """A copy of the fixture ``name`` with ``change`` applied to its decoded document."""
    document = json.loads((FOREIGN / name).read_text(encoding="utf-8"))
    change(document)
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


# What every CLI trace gets. Its header lacks our run fingerprint and input digest (theirs has neither) and
# names no parseable runtime version ('dev+unknown'); its one entry has no duration, names its agent but
# not its role, and carries a structured summary where ours has text and an artifacts object where ours has
# a list of references. Their run status, agent id, input file path, replay model id and convergence hash,
# and the parts of their run fingerprint beside its value have no counterpart here.
CLI_FINDINGS = _shape(
    (None, "fingerprint"),
    (None, "input_hash"),
    (None, "runtime_version"),
    (0, "duration_ms"),
    (0, "role"),
    (0, "input.agent_type"),
    (0, "input.context_id"),
    (0, "output.text"),
    (0, "output.artifacts"),
) | _unknown(
    (None, "status"),
    (0, "agent_id"),
    (0, "input.file_path"),
    (0, "replay.model_id"),
    (0, "replay.convergence_hash"),
    (0, "run_fingerprint.pipeline_definition"),
    (0, "run_fingerprint.agent_contract_version"),
    (0, "run_fingerprint.config_snapshot"),
)


def _graph_findings(failed: int | None) -> Found:
    """What a workflow-graph trace of two entries gets; ``failed`` is the entry whose node failed, if any.

    Its header declares empty config and pipeline digests (absent, so missing) besides lacking what a CLI
    trace lacks; its entries have no phase (null), no role and an input without one, empty replay digests,
    and where a node answered, an output without a decision. The failed node's error code (FATAL) is not
    one of ours.
    """
    found = _shape(
        (None, "config_hash"),
        (None, "pipeline_hash"),
        (None, "fingerprint"),
        (None, "input_hash"),
        (None, "runtime_version"),
    ) | _unknown((None, "status"))
    for entry in (0, 1):
        found |= _shape(
            (entry, "duration_ms"),
            (entry, "phase"),
            (entry, "role"),
            (entry, "input.agent_type"),
            (entry, "replay.config_hash"),
            (entry, "replay.input_hash"),
        )
        found |= _unknown((entry, "agent_id"), (entry, "replay.model_id"), (entry, "replay.convergence_hash"))
        if entry == failed:
            found |= _shape((entry, "error.code"))
        else:
            found |= _shape((entry, "output.artifacts"), (entry, "output.decision"))
    return found


@pytest.mark.parametrize("name", CLI_TRACES)
def test_a_cli_trace_gets_exactly_the_findings_its_shape_earns(name: str) -> None:
    report = verify_trace(FOREIGN / name)
    expected = set(CLI_FINDINGS)
    if name in WARM_CLI_TRACES:
        # Marked REPLAYABLE at temperature 0.7: their CLI writes its header without checking the two agree.
        expected.add(("lifecycle.temperature", None, "model.temperature"))
    if name in FAILED_CLI_TRACES:
        expected.add(("payload.shape", 0, "output"))  # a failed entry carries an output, and no error
    assert _found(report) == expected
    assert {check.check_id for check in report.checks if not check.passed} == {f[0] for f in expected}
    assert report.subject.entry_count == 1 and report.subject.run_id.startswith("run-")


def test_the_status_of_an_entry_that_forms_no_record_is_still_held_to_what_it_carries() -> None:
    report = verify_trace(FOREIGN / "bijux_cli_midway_failure.json")
    (finding,) = [f for f in report.findings if (f.location.entry_index, f.location.field) == (0, "output")]
    assert finding.message == "status 'failure' cannot carry a successful output"
    # The failed workflow-graph node carries an error (of a code not ours) and no output: nothing to say.
    assert (1, "output") not in _where(verify_trace(FOREIGN / "bijux_graph_aborted.json"), "payload.shape")


@pytest.mark.parametrize(("name", "failed"), GRAPH_RUNS)
def test_a_workflow_graph_trace_gets_exactly_the_findings_its_shape_earns(
    name: str, failed: int | None
) -> None:
    report = verify_trace(FOREIGN / name)
    assert _found(report) == _graph_findings(failed)
    assert report.subject.entry_count == 2
    assert "lifecycle.temperature" not in {f.check_id for f in report.findings}  # NON_REPLAYABLE


@pytest.mark.parametrize("name", TRACES)
def test_a_foreign_trace_gets_a_report_with_findings(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    report = verify_trace(FOREIGN / name)
    unknown = _where(report, "payload.unknown_member")
    assert (None, "status") in unknown  # their run status has no counterpart: ignored, and said so
    assert (0, "agent_id") in unknown and (0, "replay.model_id") in unknown
    assert all(f.severity is Severity.INFO for f in report.findings if f.check_id == "payload.unknown_member")
    shape = _where(report, "payload.shape")
    # What ours requires and theirs lacks is named, never invented.
    assert {(None, "fingerprint"), (None, "input_hash"), (0, "duration_ms")} <= shape
    assert report.subject.entry_count == len(json.loads((FOREIGN / name).read_text())["entries"])
    assert main([str(FOREIGN / name)]) == 2
    assert "FAIL under strict" in capsys.readouterr().out
    assert main([str(FOREIGN / name), "--exit-zero"]) == 0
    capsys.readouterr()
    assert main([str(FOREIGN / name), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["subject"]["entry_count"] == report.subject.entry_count


@pytest.mark.parametrize("name", TRACES)
def test_no_fixture_holds_a_provider_key(name: str) -> None:
    text = (FOREIGN / name).read_text(encoding="utf-8")
    assert DUMMY_ENV_KEY not in text and "Bearer" not in text
    # bijux copies its configuration, key included, into the trace: the only one there is the placeholder.
    assert {match for match in text.split('"api_key": ')[1:] if not match.startswith('"not-a-key"')} == set()


def test_their_names_that_mean_ours_are_mapped_not_reported() -> None:
    report = verify_trace(FOREIGN / "bijux_dry_run.json")
    named = {f.location.field for f in report.findings}
    # started_at, model_metadata, replay_status, start_time, ... were taken as ours.
    for theirs in ("started_at", "model_metadata", "replay_status", "trace_schema_version", "start_time"):
        assert not any(field and field.split(".")[0] == theirs for field in named), theirs
    assert not any(f.check_id in ("payload.schema_version", "payload.runtime") for f in report.findings)
    assert (None, "convergence_reason") in _where(report, "payload.shape")  # 'stability' is not ours
    # Their decision artifact's verdict and justification are our decision and rationale; the confidence
    # and epistemic status ours requires in it are not there, and are said to be missing.
    decision = {
        field for entry, field in _where(report, "payload.shape") if entry == 4 and "decision" in field
    }
    assert decision == {"decision.confidence", "decision.epistemic_status"}
    assert (4, "decision.supporting_trace_ids") in _where(report, "payload.unknown_member")


@pytest.mark.parametrize("name", TRACES)
def test_copies_of_the_model_metadata_and_contract_version_on_entries_are_not_reported(name: str) -> None:
    report = verify_trace(FOREIGN / name)
    fields = {f.location.field for f in report.findings}
    assert "replay.model_metadata" not in fields and "replay.contract_version" not in fields
    assert "payload.runtime" not in {f.check_id for f in report.findings}  # 1.0, lifted to the header


def test_an_empty_digest_is_a_missing_member_not_a_null(tmp_path: Path) -> None:
    report = verify_trace(FOREIGN / "bijux_graph_completed.json")
    for entry, field in ((None, "config_hash"), (None, "pipeline_hash"), (0, "replay.input_hash")):
        (finding,) = [
            f for f in report.findings if (f.location.entry_index, f.location.field) == (entry, field)
        ]
        assert finding.message == "a required member is missing"
    assert (0, "prompt_hash") not in _where(report, "payload.shape")  # bare hex, taken as ours


# ----------------------------------------------------------------- hostile variants of the real traces


def test_a_contract_version_that_is_not_a_string_gets_a_report(tmp_path: Path) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"][0]["replay_metadata"]["contract_version"] = ["1.0"]

    path = _variant(tmp_path, "bijux_cli_completed.json", change)
    report = verify_trace(path)  # an unhashable value once escaped as a TypeError
    assert (0, "replay.contract_version") in _where(report, "payload.unknown_member")
    assert (None, "contract_version") in _where(report, "payload.runtime")
    assert main([str(path)]) == 2


def test_entries_that_disagree_on_the_contract_version_keep_it_and_say_so(tmp_path: Path) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"][1]["replay_metadata"]["contract_version"] = "2.0"

    report = verify_trace(_variant(tmp_path, "bijux_graph_completed.json", change))
    # Neither is lifted to the header (which then has none), and neither is dropped unsaid.
    assert {(0, "replay.contract_version"), (1, "replay.contract_version")} <= _where(
        report, "payload.unknown_member"
    )
    assert (None, "contract_version") in _where(report, "payload.shape")


def test_an_entry_whose_model_metadata_differs_from_the_header_is_reported(tmp_path: Path) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"][1]["replay_metadata"]["model_metadata"]["temperature"] = 0.5

    report = verify_trace(_variant(tmp_path, "bijux_graph_completed.json", change))
    model = {
        where for where in _where(report, "payload.unknown_member") if where[1] == "replay.model_metadata"
    }
    assert model == {(1, "replay.model_metadata")}


@pytest.mark.parametrize("ours_first", [True, False])
def test_a_foreign_member_beside_ours_is_reported_whichever_comes_first(
    tmp_path: Path, ours_first: bool
) -> None:
    ours = {"provider": "canon", "model": "scripted-v1", "temperature": 0.5, "max_tokens": 64}

    def change(document: dict[str, Any]) -> None:
        top, entry = dict(document), dict(document["entries"][0])
        document.clear()
        document.update({"model": ours, **top} if ours_first else {**top, "model": ours})
        document["entries"][0] = {"node_id": "n", **entry} if ours_first else {**entry, "node_id": "n"}

    report = verify_trace(_variant(tmp_path, "bijux_cli_completed.json", change))
    displaced = {
        (f.location.entry_index, f.location.field)
        for f in report.findings
        if f.message == "member dropped: the document also writes ours for it"
    }
    assert displaced == {(None, "model_metadata"), (0, "node")}
    # Ours is what is judged: its temperature 0.5 on a trace marked replayable.
    assert (None, "model.temperature") in _where(report, "lifecycle.temperature")


@pytest.mark.parametrize(
    ("theirs", "mapped"),
    [("failure", True), ("user_abort", True), ("resource_exhaustion", True), ("convergence", False)],
)
def test_their_termination_reasons_are_respelled_where_ours_means_the_same(
    tmp_path: Path, theirs: str, mapped: bool
) -> None:
    def change(document: dict[str, Any]) -> None:
        document["termination_reason"] = document["entries"][0]["termination_reason"] = theirs

    report = verify_trace(_variant(tmp_path, "bijux_cli_completed.json", change))
    shape = _where(report, "payload.shape")
    assert ((None, "termination_reason") not in shape) is mapped
    assert ((0, "termination_reason") not in shape) is mapped


@pytest.mark.parametrize(
    ("theirs", "mapped"),
    [
        ("convergence_reached", True),
        ("budget_exceeded", True),
        ("max_iterations", True),
        ("epistemic_failure", False),
    ],
)
def test_their_stop_reasons_are_respelled_where_ours_means_the_same(
    tmp_path: Path, theirs: str, mapped: bool
) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"][0]["stop_reason"] = theirs

    report = verify_trace(_variant(tmp_path, "bijux_cli_completed.json", change))
    assert ((0, "stop_reason") not in _where(report, "payload.shape")) is mapped


@pytest.mark.parametrize("name", ["bijux_cli_completed.json", "bijux_dry_run.json"])
def test_a_foreign_document_without_entries_is_refused_for_that_reason(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"] = []

    path = _variant(tmp_path, name, change)
    with pytest.raises(VerifyInputError) as refused:
        verify_trace(path)
    # Not the first member the strict reader trips on (their 'status'): the reason it is no trace.
    assert (refused.value.reason, refused.value.field) == ("the document holds no entries", "entries")
    assert main([str(path)]) == 65
    assert capsys.readouterr().err.count("\n") == 1


def test_a_key_written_twice_is_a_finding_and_the_last_is_judged(tmp_path: Path) -> None:
    text = (FOREIGN / "bijux_cli_completed.json").read_text(encoding="utf-8")
    twice = text.replace(
        '"replay_status": "REPLAYABLE"', '"replay_status": "REPLAYABLE", "replay_status": "x"', 1
    )
    assert twice != text
    path = tmp_path / "twice.json"
    path.write_text(twice, encoding="utf-8")
    report = verify_trace(path)
    messages = {
        f.message for f in report.findings if f.check_id == "payload.shape" and f.location.field is None
    }
    assert messages == {"an object holds the key 'replay_status' twice; the last is read"}
    assert (None, "replayability") in _where(report, "payload.shape")  # 'x', the last, is what is judged


def test_foreign_entries_that_are_not_objects_are_counted_and_the_others_judged(tmp_path: Path) -> None:
    def change(document: dict[str, Any]) -> None:
        document["entries"] = [None, 3, "entry", [document["entries"][0]], document["entries"][0]]

    report = verify_trace(_variant(tmp_path, "bijux_cli_completed.json", change))
    assert report.subject.entry_count == 5
    assert {(0, None), (1, None), (2, None), (3, None)} <= _where(report, "payload.shape")
    assert (4, "agent_id") in _where(report, "payload.unknown_member")  # the real entry is still read


HOSTILE_VALUES: list[Any] = [
    None,
    7,
    -1.5e308,
    "",
    "x" * 100_000,
    True,
    [],
    {},
    [[[[[[[[]]]]]]]],
    {"a": {"b": None}},
]


@pytest.mark.parametrize(
    "name", ["bijux_cli_completed.json", "bijux_graph_aborted.json", "bijux_dry_run.json"]
)
def test_any_member_of_any_type_gets_a_report(tmp_path: Path, name: str) -> None:
    document = json.loads((FOREIGN / name).read_text(encoding="utf-8"))
    holders = [("", document), ("entries[0].", document["entries"][0])]
    holders += [
        (f"entries[0].{key}.", value) for key, value in document["entries"][0].items() if type(value) is dict
    ]
    path = tmp_path / name
    for prefix, holder in holders:
        for key in list(holder):
            if prefix == "" and key == "entries":
                continue
            for value in HOSTILE_VALUES:
                saved = holder[key]
                holder[key] = copy.deepcopy(value)
                path.write_text(json.dumps(document), encoding="utf-8")
                holder[key] = saved
                report = verify_trace(path)
                assert report.subject.entry_count == len(document["entries"]), f"{prefix}{key}={value!r:.30}"


@pytest.mark.parametrize("name", TRACES)
def test_a_header_that_forms_no_record_is_judged_by_payload_checks_and_its_model_claims(name: str) -> None:
    report = verify_trace(FOREIGN / name)
    performed = {check.check_id for check in report.checks}
    assert performed & LIFECYCLE == MODEL_CLAIMS  # the rest need the run's definition, which theirs lacks
    assert {"payload.shape", "payload.unknown_member", "integrity.complete"} <= performed


def test_a_foreign_trace_whose_model_claims_are_misshapen_is_not_judged_by_them(tmp_path: Path) -> None:
    def break_model(document: dict[str, Any]) -> None:
        document["model_metadata"]["temperature"] = "warm"

    report = verify_trace(_variant(tmp_path, "bijux_cli_warm_replayable.json", break_model))
    assert (None, "model.temperature") in _where(report, "payload.shape")
    assert {check.check_id for check in report.checks}.isdisjoint(MODEL_CLAIMS)


def test_an_unknown_member_in_our_own_document_is_info_and_every_check_runs(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["producer_note"] = "written elsewhere"
    document["entries"][2]["agent_id"] = "executor-7"
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert [(f.check_id, f.location.entry_index, f.location.field) for f in report.findings] == [
        ("payload.unknown_member", None, "producer_note"),
        ("payload.unknown_member", 2, "agent_id"),
    ]
    assert {check.check_id for check in report.checks} >= LIFECYCLE
    assert main([str(path)]) == 0  # info findings do not gate


def test_a_misshapen_member_is_an_error_and_the_rest_is_still_judged(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["entries"][1]["scores"] = {"quality": "high"}  # optional: dropped, the entry still forms
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert _where(report, "payload.shape") == {(1, "scores")}
    assert {check.check_id for check in report.checks} >= LIFECYCLE


def test_an_unsupported_schema_version_is_a_finding_when_the_document_has_entries(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    document["schema_version"] = 7
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert "payload.schema_version" in {f.check_id for f in report.failures}


@pytest.mark.parametrize(
    "text",
    ["not json at all", "[]", "{}", '{"entries": []}', '{"entries": {}}', '"a string"', "{" * 50],
)
def test_what_is_not_a_trace_is_still_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "trace.json"
    path.write_text(text)
    with pytest.raises(VerifyInputError):
        verify_trace(path)
    assert main([str(path)]) == 65


def test_hostile_entries_get_a_report_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "trace.json"
    hostile = {
        "run_id": ["x", 1e20],
        "entries": [None, 3, {"index": "0", "events": [{"kind": "nope"}] * 3}, {"phase": {"a": [[[]]]}}],
        "termination_reason": 7,
    }
    path.write_text(json.dumps(hostile))
    report = verify_trace(path)
    assert {"payload.shape", "payload.run_id"} <= {f.check_id for f in report.failures}
    assert report.subject.entry_count == 4


@pytest.mark.parametrize(
    ("written", "named"),
    [
        ("NaN", "NaN"),
        ("-Infinity", "-Infinity"),
        ("1e400", "1e400"),
        ("1" + "0" * 5000, "1" + "0" * 38 + "…"),
    ],
)
def test_a_number_json_has_no_form_for_is_read_as_its_text_and_reported(
    tmp_path: Path, written: str, named: str
) -> None:
    # Python's json.dumps writes NaN and Infinity; 1e400 and a 5001-digit integer fit no double.
    text = (FOREIGN / "bijux_cli_completed.json").read_text(encoding="utf-8")
    path = tmp_path / "trace.json"
    path.write_text(text.replace('"temperature": 0.0', f'"temperature": {written}', 1), encoding="utf-8")
    report = verify_trace(path)
    said = {f.message for f in report.findings if f.check_id == "payload.shape"}
    message = f"the document holds a number JSON has no form for ({named}); each is read as the text it is"
    assert f"{message} written as" in said
    assert (None, "model.temperature") in _where(report, "payload.shape")
    assert main([str(path)]) == 2


def test_a_key_written_twice_beside_a_nan_is_still_reported(tmp_path: Path) -> None:
    text = (FOREIGN / "bijux_cli_completed.json").read_text(encoding="utf-8")
    path = tmp_path / "trace.json"
    text = text.replace('"temperature": 0.0', '"temperature": NaN', 1)
    path.write_text(text.replace('"status": "completed",', '"status": "completed", "status": "failed",', 1))
    messages = {f.message for f in verify_trace(path).findings}
    assert "an object holds the key 'status' twice; the last is read" in messages


# ------------------------------------------------------------------------------- JSONL the reader refuses


def _jsonl(tmp_path: Path) -> tuple[Path, list[dict[str, Any]]]:
    path = write_trace(tmp_path / "trace.jsonl", build_scenario())
    return path, [json.loads(line) for line in path.read_text().splitlines()]


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines))
    return path


def test_an_unknown_member_in_a_jsonl_entry_is_info_and_breaks_only_the_chain(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    records[3]["producer_span"] = "abc"  # the edit changes the line's bytes: the next record's link breaks
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    report = verify_trace(_write_lines(path, lines))
    found = {(f.check_id, f.location.entry_index, f.location.line, f.location.field) for f in report.findings}
    assert ("payload.unknown_member", 2, 4, "producer_span") in found
    assert {f.check_id for f in report.findings} == {"payload.unknown_member", "integrity.chain"}
    assert {check.check_id for check in report.checks} >= LIFECYCLE


def test_a_jsonl_line_that_is_not_json_is_a_finding_and_the_rest_is_judged(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[2] = lines[2][: len(lines[2]) // 2]  # a torn write in the middle of the file
    report = verify_trace(_write_lines(path, lines))
    shape = [f for f in report.findings if f.check_id == "payload.shape"]
    assert [(f.location.entry_index, f.location.line) for f in shape] == [(1, 3)]
    assert "integrity.chain" in {f.check_id for f in report.failures}
    assert report.subject.entry_count == len(records) - 2
    assert main([str(path)]) == 2


def test_jsonl_whose_first_line_is_no_header_is_not_a_trace(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record) for record in records[1:]]
    _write_lines(path, lines)
    with pytest.raises(VerifyInputError):
        verify_trace(path)


def test_an_entry_that_forms_no_record_is_counted_and_the_others_are_fully_judged(tmp_path: Path) -> None:
    path = write_document(tmp_path / "trace.json", build_scenario())
    document = json.loads(path.read_text())
    del document["entries"][1]["role"]
    path.write_text(json.dumps(document))
    report = verify_trace(path)
    assert (1, "role") in _where(report, "payload.shape")
    assert {check.check_id for check in report.checks} >= LIFECYCLE
    assert report.subject.entry_count == len(document["entries"])


def test_a_jsonl_line_that_is_not_json_is_judged_for_nothing_it_does_not_say(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[2] = "# a comment"
    report = verify_trace(_write_lines(path, lines))
    at_line = {f.check_id for f in report.findings if f.location.line == 3}
    assert at_line == {"payload.shape"}  # neither "another run" nor "entry number None": it says neither


@pytest.mark.parametrize(
    ("inserted", "said"),
    [
        (["# a comment"], ["the line is not JSON"]),
        (["[1, 2]", "# a comment"], ["the line is a JSON list, not a record", "the line is not JSON"]),
        (['{"record": "note"}'], ["the record is neither an entry nor the end"]),
    ],
)
@pytest.mark.parametrize("at", [1, 3, -1])
def test_a_line_put_into_a_jsonl_trace_is_one_finding_and_no_entry(
    tmp_path: Path, inserted: list[str], said: list[str], at: int
) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    where = at if at > 0 else len(lines) + at  # -1: just before the end record
    lines[where:where] = inserted
    report = verify_trace(_write_lines(path, lines))
    found = [(f.check_id, f.location.entry_index, f.location.line) for f in report.findings]
    assert found == [("payload.shape", None, where + 1 + offset) for offset in range(len(inserted))]
    for finding, start in zip(report.findings, said, strict=True):
        assert finding.message.startswith(start)
        assert finding.message.endswith("; the chain runs past it, so it is no entry")
    assert report.subject.entry_count == len(records) - 2


@pytest.mark.parametrize("ended", [True, False])
def test_a_jsonl_line_longer_than_the_limit_is_one_entry_and_the_rest_is_judged(
    tmp_path: Path, ended: bool
) -> None:
    path, records = _jsonl(tmp_path)
    records[2]["padding"] = "x" * DEFAULT_MAX_LINE_BYTES  # the line is now too long to read
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    if not ended:
        lines = lines[:3]
    relinked = _relinked(lines)
    path.write_text("\n".join(relinked) + ("\n" if ended else ""))
    report = verify_trace(path)
    found = [(f.check_id, f.location.entry_index, f.location.line) for f in report.findings]
    too_long = (
        f"the line is longer than the reader's {DEFAULT_MAX_LINE_BYTES:,}-byte limit, so it is not read"
    )
    if ended:  # the chain runs through it: the entries after it are judged, and only what it held is missed
        assert ("payload.shape", 1, 3) in found
        assert {f.message for f in report.findings if f.location.line == 3} == {too_long}
        assert not [f for f in report.findings if f.check_id.startswith(("integrity.", "payload.sequence"))]
        assert report.subject.entry_count == len(records) - 2
    else:
        assert {f.message for f in report.findings if f.location.line == 3} == {
            f"{too_long}; the file ends inside it"
        }
        assert "integrity.complete" in {f.check_id for f in report.findings}


def test_lines_without_records_past_the_wait_are_counted_as_entries(tmp_path: Path) -> None:
    # A thousand lines in a row that form no record are not held to wait for a link: each is an entry.
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[2:2] = [f"# line {number}" for number in range(1000)]
    report = verify_trace(_write_lines(path, lines))
    assert report.subject.entry_count == len(records) - 2 + 1000
    assert not any(f.message.endswith("so it is no entry") for f in report.findings)


def test_an_entry_object_without_run_id_or_number_is_said_to_name_none(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    del records[2]["run_id"], records[2]["index"]
    report = verify_trace(_write_lines(path, [json.dumps(record) for record in records]))
    said = {f.check_id: f.message for f in report.findings if f.location.line == 3}
    assert said["payload.run_id"] == "the entry names no run id"
    assert said["payload.sequence"] == "the entry carries no number at position 1"


@pytest.mark.parametrize(
    ("written", "said"), [(True, "true"), (1.0, "1.0"), ([1], "[1]"), ({"n": 1}, '{"n": 1}')]
)
def test_an_entry_number_of_another_type_is_shown_as_json_spells_it(
    tmp_path: Path, written: object, said: str
) -> None:
    path, records = _jsonl(tmp_path)
    records[2]["index"] = written
    report = verify_trace(_write_lines(path, [json.dumps(record) for record in records]))
    messages = {f.message for f in report.findings if f.check_id == "payload.sequence"}
    assert f"entry number {said} stands at position 1" in messages


@pytest.mark.parametrize("at", [0, 3, 5])
def test_a_blank_jsonl_line_is_one_finding_and_no_entry(tmp_path: Path, at: int) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines.insert(at, " \r")
    report = verify_trace(_write_lines(path, lines))
    assert [(f.check_id, f.location.entry_index, f.location.line) for f in report.findings] == [
        ("payload.shape", None, at + 1)
    ]
    assert report.findings[0].message == "the line is blank; JSONL holds one record on every line"
    assert report.subject.entry_count == len(records) - 2


def _relinked(lines: list[str]) -> list[str]:
    """``lines`` with each ``prev_digest`` after the first recomputed textually, the lines otherwise kept."""
    relinked = [lines[0]]
    for line in lines[1:]:
        named = json.loads(line)["prev_digest"]
        relinked.append(line.replace(named, digest_bytes(relinked[-1].encode()), 1))
    return relinked


@pytest.mark.parametrize(
    ("line", "written"),
    [
        (0, '{"run_id":"another",'),
        (2, '{"index":7,'),
        (-1, '{"entry_count":1,'),
    ],
)
def test_a_jsonl_key_written_twice_is_a_finding_even_where_the_chain_holds(
    tmp_path: Path, line: int, written: str
) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[line] = written + lines[line][1:]  # the key again before its own member: the last is ours
    report = verify_trace(_write_lines(path, _relinked(lines)))
    key = written[2 : written.index('"', 2)]
    assert [(f.check_id, f.location.line, f.message) for f in report.findings] == [
        (
            "payload.shape",
            len(lines) + 1 + line if line < 0 else line + 1,
            f"an object holds the key {key!r} twice; the last is read",
        )
    ]
    assert main([str(path)]) == 2


def test_a_key_written_twice_inside_a_jsonl_event_is_a_finding(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[3] = lines[3].replace('"call":{"arguments":', '"call":{"arguments":{"q":"other"},"arguments":', 1)
    report = verify_trace(_write_lines(path, _relinked(lines)))
    assert [(f.check_id, f.location.line, f.message) for f in report.findings] == [
        ("payload.shape", 4, "an object holds the key 'arguments' twice; the last is read")
    ]


@pytest.mark.parametrize("line", [0, 2])
def test_a_jsonl_line_holding_nan_is_judged_with_it_read_as_text(tmp_path: Path, line: int) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    member = "created_at" if line == 0 else "duration_ms"
    lines[line] = lines[line].replace(f'"{member}":', '"score":NaN,"other":Infinity,"' + member + '":', 1)
    report = verify_trace(_write_lines(path, lines))
    said = {(f.check_id, f.message) for f in report.findings if f.location.line == line + 1}
    assert (
        "payload.shape",
        "the line holds 2 numbers JSON has no form for (NaN, Infinity); each is read as the text it is "
        "written as",
    ) in said
    assert {f.location.field for f in report.findings if f.location.line == line + 1} >= {"score", "other"}
    assert report.subject.entry_count == len(records) - 2


@pytest.mark.parametrize("escape", ["\\ud800", "\\uDFFF"])
def test_a_lone_surrogate_escape_is_read_as_a_replacement_character_and_reported(
    tmp_path: Path, escape: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (FOREIGN / "bijux_cli_completed.json").read_text(encoding="utf-8")
    path = tmp_path / "trace.json"
    path.write_text(text.replace('"provider": "', f'"provider": "{escape}', 1), encoding="utf-8")
    report = verify_trace(path)
    assert (
        "the document holds a string with a lone UTF-16 surrogate escape, which has no UTF-8 form; each is "
        "read with U+FFFD in its place"
    ) in {f.message for f in report.failures}
    assert main(["--json", str(path)]) == 2
    assert json.loads(capsys.readouterr().out)["report_id"] == report.report_id


def test_a_jsonl_line_holding_a_lone_surrogate_key_is_judged(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[2] = lines[2].replace('"index":1', '"index":1,"\\udc00":"\\ud800"', 1)
    report = verify_trace(_write_lines(path, lines))
    found = {(f.check_id, f.location.field) for f in report.findings if f.location.line == 3}
    assert found == {("payload.shape", None), ("payload.unknown_member", "\ufffd")}


CRLF = (
    "the header line ends with CR LF, as in a file converted after it was written (a canon trace ends every "
    "line with LF alone): a line's digest then covers its CR, and the chain breaks"
)


@pytest.mark.parametrize("hostile", [False, True])
def test_a_trace_converted_to_crlf_is_said_to_be_so_once(tmp_path: Path, hostile: bool) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    if hostile:  # a line the reader refuses: the tolerant reading says it too
        lines[2] = lines[2].replace('"index":1', '"index":1,"x":NaN', 1)
    path.write_bytes("".join(line + "\r\n" for line in lines).encode())
    report = verify_trace(path)
    chain = [f for f in report.findings if f.check_id == "integrity.chain"]
    assert [f.message for f in chain].count(CRLF) == 1
    assert len(chain) == len(records)  # the note, then a break at every record after the header


def test_a_chain_broken_otherwise_says_nothing_of_line_endings(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    records[2]["prev_digest"] = "sha256:" + "0" * 64
    report = verify_trace(_write_lines(path, [json.dumps(record) for record in records]))
    assert CRLF not in {f.message for f in report.findings}
    assert "integrity.chain" in {f.check_id for f in report.failures}


def test_a_phase_whose_only_entry_forms_no_record_is_not_said_to_have_none(tmp_path: Path) -> None:
    path, records = _jsonl(tmp_path)
    lines = [json.dumps(record, separators=(",", ":")) for record in records]
    lines[1] = "# torn"  # the INIT entry
    report = verify_trace(_write_lines(path, lines))
    coverage = [f.message for f in report.findings if f.check_id == "lifecycle.coverage"]
    assert coverage == [
        "phase INIT has no entry that forms a record (an entry formed none, so it may be among them), "
        "and the pipeline declares no reason to skip it"
    ]


def test_entries_written_as_an_object_keyed_by_index_are_judged_in_index_order(tmp_path: Path) -> None:
    def keyed(document: dict[str, Any]) -> None:
        entries = document["entries"]
        document["entries"] = {str(i): entries[i] for i in reversed(range(len(entries)))}

    report = verify_trace(_variant(tmp_path, "bijux_graph_completed.json", keyed))
    listed = verify_trace(FOREIGN / "bijux_graph_completed.json")
    said = {(f.check_id, f.location.field, f.message) for f in report.findings}
    assert said - {(f.check_id, f.location.field, f.message) for f in listed.findings} == {
        ("payload.shape", "entries", "the entries are an object keyed by index, not an array")
    }
    assert report.subject.entry_count == listed.subject.entry_count == 2


@pytest.mark.parametrize("entries", [{"1": {}, "2": {}}, {"0": {}, "00": {}}, {"0": {}, "x": {}}])
def test_entries_keyed_otherwise_are_still_no_trace(tmp_path: Path, entries: dict[str, Any]) -> None:
    path = tmp_path / "trace.json"
    path.write_text(json.dumps({"run_id": "r", "entries": entries}))
    assert main([str(path)]) == 65
