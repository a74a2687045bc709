"""The trace contracts: the logical header carries every end-record field, and a pipeline's declared order is
part of its fingerprint."""

from __future__ import annotations

from typing import Any

import pydantic
import pytest

from canon_contracts import (
    CONTRACT_VERSION,
    AgentRole,
    Phase,
    PipelineShape,
    Replayability,
    RunFingerprint,
    StopReason,
    TraceEnd,
    TraceHeader,
    digest,
)

CONFIG_HASH = digest({"config": 1})
ACTIVE = (Phase.INIT, Phase.PLAN, Phase.FINALIZE)


def shape(**overrides: Any) -> PipelineShape:
    fields: dict[str, Any] = {
        "phases": (*ACTIVE, Phase.DONE, Phase.ABORTED),
        "transitions": (
            (Phase.INIT, Phase.PLAN),
            (Phase.PLAN, Phase.FINALIZE),
            (Phase.FINALIZE, Phase.DONE),
            (Phase.INIT, Phase.ABORTED),
        ),
        "terminal_phases": (Phase.DONE, Phase.ABORTED),
        "phase_roles": {phase: (AgentRole.ORCHESTRATOR,) for phase in ACTIVE},
        "stop_reasons": {Phase.FINALIZE: (StopReason.COMPLETED,)},
    }
    return PipelineShape.model_validate({**fields, **overrides})


def fingerprint(pipeline: PipelineShape) -> str:
    return RunFingerprint.create(pipeline, contract_version=CONTRACT_VERSION, config_hash=CONFIG_HASH).value


def header(**overrides: Any) -> TraceHeader:
    pipeline = shape()
    fields: dict[str, Any] = {
        "run_id": "run-1",
        "created_at": "2025-01-01T00:00:00Z",
        "runtime_version": "0.1.0",
        "contract_version": CONTRACT_VERSION,
        "config_hash": CONFIG_HASH,
        "pipeline_hash": digest(pipeline),
        "input_hash": digest({"input": 1}),
        "fingerprint": RunFingerprint.create(
            pipeline, contract_version=CONTRACT_VERSION, config_hash=CONFIG_HASH
        ),
        "replayability": Replayability.REPLAYABLE,
    }
    return TraceHeader.model_validate({**fields, **overrides})


class TestPipelineShape:
    def test_the_docstring_says_order_is_identity(self) -> None:
        assert "order is part of the identity" in (PipelineShape.__doc__ or "")

    @pytest.mark.parametrize("field", ["phases", "transitions", "terminal_phases"])
    def test_declared_order_changes_the_fingerprint(self, field: str) -> None:
        base = shape()
        reordered = shape(**{field: tuple(reversed(getattr(base, field)))})
        assert set(getattr(reordered, field)) == set(getattr(base, field))
        assert fingerprint(reordered) != fingerprint(base)

    def test_an_equal_shape_gives_an_equal_fingerprint(self) -> None:
        assert fingerprint(shape()) == fingerprint(shape())
        created = RunFingerprint.create(shape(), contract_version=CONTRACT_VERSION, config_hash=CONFIG_HASH)
        assert created.expected_value() == created.value


class TestTraceHeader:
    def test_the_logical_header_holds_every_field_of_the_end_record_but_its_chain_link(self) -> None:
        assert set(TraceEnd.model_fields) - set(TraceHeader.model_fields) == {"prev_digest"}

    def test_end_only_fields_default_to_none(self) -> None:
        opened = header()
        shared = set(TraceEnd.model_fields) & set(TraceHeader.model_fields)
        assert {name: getattr(opened, name) for name in shared} == dict.fromkeys(shared)

    def test_stop_reason_is_a_typed_stop_reason(self) -> None:
        assert header(stop_reason="completed").stop_reason is StopReason.COMPLETED
        with pytest.raises(pydantic.ValidationError, match="stop_reason"):
            header(stop_reason="because")
