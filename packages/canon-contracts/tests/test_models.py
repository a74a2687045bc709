"""Construction invariants of the contract models."""

from __future__ import annotations

import json

import pydantic
import pytest

from canon_contracts import (
    CONTRACT_VERSION,
    AgentError,
    AgentInput,
    AgentOutput,
    AgentRole,
    CallRecord,
    CallStatus,
    ChangeClass,
    ConvergenceReason,
    ConvergenceRecord,
    ConvergenceType,
    Decision,
    EpistemicStatus,
    Evidence,
    FailureMode,
    FieldChange,
    FinalResult,
    FinalStatus,
    ModelMetadata,
    PipelineExecutionResult,
    ProblemSpec,
    ReplayDiff,
    ReplayStatus,
    Support,
    TerminationReason,
    ToolResult,
    TraceIdentity,
    WindowSample,
    digest,
)

H = "sha256:" + "a" * 64


def output(**overrides: object) -> AgentOutput:
    fields: dict[str, object] = {
        "text": "Paris is the capital of France.",
        "confidence": 0.9,
        "decision": "pass",
        "scores": {"grounding": 1.0},
        "metadata": {"contract_version": CONTRACT_VERSION},
    }
    fields.update(overrides)
    return AgentOutput.model_validate(fields)


def agent_input(**overrides: object) -> AgentInput:
    fields: dict[str, object] = {
        "task_goal": "answer",
        "context_id": "run-1/answer",
        "agent_type": "executor",
    }
    fields.update(overrides)
    return AgentInput.model_validate(fields)


def error_fields(exc: pydantic.ValidationError) -> list[str]:
    return [".".join(str(p) for p in e["loc"]) for e in exc.errors()]


class TestAgentInput:
    def test_valid_input_is_frozen(self) -> None:
        value = agent_input(payload={"q": [1, 2]})
        with pytest.raises(pydantic.ValidationError):
            value.task_goal = "other"  # type: ignore[misc]

    @pytest.mark.parametrize("field", ["task_goal", "context_id"])
    @pytest.mark.parametrize("blank", ["", "   ", "\n\t"])
    def test_goal_and_context_must_not_be_blank(self, field: str, blank: str) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            agent_input(**{field: blank})
        assert error_fields(info.value) == [field]

    def test_unknown_field_is_rejected(self) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            agent_input(taskgoal="typo")
        assert error_fields(info.value) == ["taskgoal"]

    def test_payload_must_be_portable(self) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            agent_input(payload={"n": 2**53})
        assert "payload" in error_fields(info.value)[0]
        assert "$.n" in str(info.value)

    def test_unknown_role_is_rejected(self) -> None:
        with pytest.raises(pydantic.ValidationError):
            agent_input(agent_type="wizard")


class TestAgentOutput:
    def test_build_declares_contract_version(self) -> None:
        out = AgentOutput.build("An answer.", confidence=0.5)
        assert out.metadata["contract_version"] == CONTRACT_VERSION
        assert out.decision is Decision.PASS

    @pytest.mark.parametrize("text", ["", " ", "\t\n"])
    def test_text_must_not_be_blank(self, text: str) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            output(text=text)
        assert error_fields(info.value) == ["text"]

    @pytest.mark.parametrize("confidence", [-0.0001, 1.0001, 2, -1])
    def test_confidence_outside_unit_interval_is_rejected(self, confidence: float) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            output(confidence=confidence)
        assert error_fields(info.value) == ["confidence"]

    @pytest.mark.parametrize("confidence", [0, 0.0, 1, 1.0, 0.5])
    def test_confidence_bounds_are_inclusive(self, confidence: float) -> None:
        assert output(confidence=confidence).confidence == confidence

    @pytest.mark.parametrize("bad", [float("nan"), float("inf"), True, "0.5"])
    def test_confidence_must_be_a_finite_number(self, bad: object) -> None:
        with pytest.raises(pydantic.ValidationError):
            output(confidence=bad)

    @pytest.mark.parametrize("score", [-0.1, 1.5])
    def test_every_score_must_be_in_unit_interval(self, score: float) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            output(scores={"ok": 0.5, "bad": score})
        assert error_fields(info.value) == ["scores.bad"]

    @pytest.mark.parametrize("metadata", [{}, {"contract_version": "0.9"}, {"contract_version": 1}])
    def test_metadata_must_carry_current_contract_version(self, metadata: dict[str, object]) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            output(metadata=metadata)
        assert "contract_version" in str(info.value)

    def test_subscript_names_the_attribute(self) -> None:
        out = output()
        with pytest.raises(TypeError, match=r"\.text"):
            out["text"]

    def test_get_names_the_attribute(self) -> None:
        out = output()
        with pytest.raises(TypeError, match=r"\.confidence"):
            out.get("confidence")

    def test_misspelled_key_lists_the_fields(self) -> None:
        with pytest.raises(TypeError, match="no field 'txt'"):
            output()["txt"]

    def test_membership_test_is_rejected(self) -> None:
        with pytest.raises(TypeError):
            "text" in output()  # noqa: B015

    def test_final_result_rejects_mapping_access(self) -> None:
        result = FinalResult(
            decision=Decision.VETO,
            confidence=0.0,
            epistemic_status=EpistemicStatus.INSUFFICIENT_EVIDENCE,
            termination_reason=TerminationReason.COMPLETED,
            runtime_version="0.1.0",
        )
        with pytest.raises(TypeError, match=r"\.decision"):
            result["decision"]


class TestCallRecord:
    def record(self, **overrides: object) -> CallRecord:
        fields: dict[str, object] = {
            "input": agent_input(),
            "prompt_hash": H,
            "model_hash": H,
            "started_at": "2026-01-01T00:00:00Z",
            "completed_at": "2026-01-01T00:00:01Z",
        }
        fields.update(overrides)
        return CallRecord.model_validate(fields)

    def test_success_holds_output(self) -> None:
        assert self.record(status="success", output=output()).status is CallStatus.SUCCESS

    def test_success_without_output_is_rejected(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="requires an output"):
            self.record(status="success")

    def test_success_with_error_is_rejected(self) -> None:
        err = AgentError(code=FailureMode.PROVIDER_ERROR, message="timeout")
        with pytest.raises(pydantic.ValidationError, match="cannot carry an error"):
            self.record(status="success", output=output(), error=err)

    @pytest.mark.parametrize("status", ["failure", "cancelled"])
    def test_failure_never_carries_successful_output(self, status: str) -> None:
        err = AgentError(code=FailureMode.PROVIDER_ERROR, message="boom")
        with pytest.raises(pydantic.ValidationError, match="cannot carry a successful output"):
            self.record(status=status, output=output(), error=err)

    def test_failure_requires_error(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="requires an error"):
            self.record(status="failure")

    def test_hashes_must_be_digests(self) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            self.record(status="success", output=output(), prompt_hash="md5:abc")
        assert error_fields(info.value) == ["prompt_hash"]


class TestToolResult:
    def test_failed_result_cannot_carry_output(self) -> None:
        with pytest.raises(pydantic.ValidationError):
            ToolResult(call_id="c1", tool="search", status=CallStatus.FAILURE, output={"x": 1}, error="e")

    def test_failed_result_requires_error(self) -> None:
        with pytest.raises(pydantic.ValidationError):
            ToolResult(call_id="c1", tool="search", status=CallStatus.FAILURE)


class TestSpans:
    def test_evidence_span_must_be_ordered(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="before start"):
            Evidence(evidence_id="e1", sha256=H, source="doc", start=10, end=5, text="x")

    def test_support_span_needs_both_ends(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="together"):
            Support(kind="evidence", ref="e1", start=3)


class TestProblemSpec:
    def test_defaults(self) -> None:
        spec = ProblemSpec(question="Who?", corpus="corpus")
        assert spec.constraints.top_k == 3

    @pytest.mark.parametrize("corpus", ["/etc/passwd", "../outside", "a/../../b", "C:\\x"])
    def test_corpus_must_stay_relative(self, corpus: str) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            ProblemSpec(question="Who?", corpus=corpus)
        assert error_fields(info.value) == ["corpus"]

    def test_nested_error_keeps_field_path(self) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            ProblemSpec.model_validate({"question": "Who?", "corpus": "c", "constraints": {"top_k": 0}})
        assert error_fields(info.value) == ["constraints.top_k"]

    def test_bool_is_not_an_integer(self) -> None:
        with pytest.raises(pydantic.ValidationError) as info:
            ProblemSpec.model_validate({"question": "Who?", "corpus": "c", "constraints": {"top_k": True}})
        assert error_fields(info.value) == ["constraints.top_k"]

    def test_numeric_string_is_not_an_integer(self) -> None:
        with pytest.raises(pydantic.ValidationError):
            ProblemSpec.model_validate({"question": "Who?", "corpus": "c", "constraints": {"top_k": "3"}})

    def test_json_round_trip(self) -> None:
        spec = ProblemSpec(question="Who?", corpus="c", expected_answer="Ada")
        assert ProblemSpec.model_validate_json(spec.model_dump_json()) == spec


class TestConvergenceRecord:
    def test_create_computes_hash_over_content(self) -> None:
        fields = {
            "strategy": ConvergenceType.SCORE,
            "converged": True,
            "reason": ConvergenceReason.SCORE_STABILITY,
            "iteration": 2,
            "window_size": 2,
            "window": [WindowSample(iteration=1, score=0.8), WindowSample(iteration=2, score=0.8)],
            "parameters": {"epsilon": 0.01},
        }
        record = ConvergenceRecord.create(**fields)
        assert record.convergence_hash == record.expected_hash()
        other = ConvergenceRecord.create(**{**fields, "iteration": 3})
        assert other.convergence_hash != record.convergence_hash
        assert record.expected_hash() == digest(record.model_dump(mode="json", exclude={"convergence_hash"}))


class TestResults:
    def status(self, success: bool) -> FinalStatus:
        return FinalStatus(success=success, termination_reason=TerminationReason.COMPLETED)

    def test_success_needs_result(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="must carry a result"):
            PipelineExecutionResult(result=None, final_status=self.status(True))

    def test_failure_needs_error_and_no_result(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="cannot carry a result"):
            PipelineExecutionResult(result=output(), final_status=self.status(False))
        with pytest.raises(pydantic.ValidationError, match="must carry an error"):
            PipelineExecutionResult(result=None, final_status=self.status(False))

    def test_untraced_final_result_must_be_zero_confidence_veto(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="veto with zero confidence"):
            FinalResult(
                decision=Decision.PASS,
                confidence=0.0,
                epistemic_status=EpistemicStatus.UNCERTAIN,
                termination_reason=TerminationReason.COMPLETED,
                runtime_version="0.1.0",
            )

    def test_traced_final_result_needs_model_metadata(self) -> None:
        fields: dict[str, object] = {
            "decision": "pass",
            "confidence": 0.8,
            "epistemic_status": "supported",
            "termination_reason": "completed",
            "runtime_version": "0.1.0",
            "trace_path": "trace.jsonl",
        }
        with pytest.raises(pydantic.ValidationError, match="model metadata"):
            FinalResult.model_validate(fields)
        model = ModelMetadata(provider="canon", model="embedded-1", temperature=0.0, max_tokens=512)
        assert FinalResult.model_validate({**fields, "model": model}).trace_path == "trace.jsonl"


class TestReplayDiff:
    IDENT = TraceIdentity(run_id="r")
    CHANGE = FieldChange(entry_index=3, field="output.text", change_class=ChangeClass.TOOL_OUTPUT)

    def diff(self, **fields: object) -> ReplayDiff:
        base: dict[str, object] = {"original": self.IDENT, "replayed": self.IDENT}
        return ReplayDiff.model_validate({**base, **fields})

    def test_status_agrees_with_changes(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="cannot list or count changes"):
            self.diff(status=ReplayStatus.EQUIVALENT, changes=(self.CHANGE,), total_changes=1)
        with pytest.raises(pydantic.ValidationError, match="must list at least one change"):
            self.diff(status=ReplayStatus.DIFFERENT, total_changes=0)
        diff = self.diff(status="different", first_divergent_entry=3, changes=[self.CHANGE], total_changes=1)
        assert diff.change_classes == (ChangeClass.TOOL_OUTPUT,)
        assert not diff.truncated

    def test_an_equivalent_comparison_counts_no_changes(self) -> None:
        assert not self.diff(status="equivalent", total_changes=0).truncated
        with pytest.raises(pydantic.ValidationError, match="cannot list or count changes"):
            self.diff(status="equivalent", total_changes=1)

    def test_total_changes_is_required(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="total_changes"):
            self.diff(status="different", changes=[self.CHANGE])

    def test_total_changes_counts_at_least_the_listed_changes(self) -> None:
        with pytest.raises(pydantic.ValidationError, match="less than the 2 changes listed"):
            self.diff(status="different", changes=[self.CHANGE, self.CHANGE], total_changes=1)
        with pytest.raises(pydantic.ValidationError):
            self.diff(status="different", changes=[self.CHANGE], total_changes=-1)
        cut = self.diff(status="different", changes=[self.CHANGE], total_changes=5)
        assert cut.truncated and cut.total_changes == 5


def test_every_model_round_trips_through_json() -> None:
    out = output()
    for value in (out, agent_input(payload={"a": [1, 2.5, None, "x", {"b": True}]})):
        assert type(value).model_validate_json(value.model_dump_json()) == value
        assert json.loads(value.model_dump_json()) == value.model_dump(mode="json")


def test_roles_cover_every_lifecycle_phase_actor() -> None:
    assert {r.value for r in AgentRole} >= {"planner", "executor", "judge", "verifier", "finalizer"}
