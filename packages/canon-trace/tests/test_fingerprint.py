"""Run fingerprints: equal for equal inputs everywhere, different when any bound element changes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from types import MappingProxyType

import pytest

from canon_contracts import CONTRACT_VERSION, Phase, PortabilityError, RunFingerprint, StopReason, digest
from canon_trace._fingerprint import config_hash, run_fingerprint
from canon_trace.testing import standard_config, standard_pipeline


def test_config_hash_is_the_contract_digest() -> None:
    config = standard_config()
    assert config_hash(config) == digest(config)
    assert config_hash(MappingProxyType(config)) == digest(config)


def test_fingerprint_binds_pipeline_contract_and_config() -> None:
    fingerprint = run_fingerprint(standard_pipeline(), standard_config())
    assert fingerprint.contract_version == CONTRACT_VERSION
    assert fingerprint.config_hash == config_hash(standard_config())
    assert fingerprint.pipeline == standard_pipeline()
    assert fingerprint.value == fingerprint.expected_value()
    assert fingerprint == RunFingerprint.create(
        standard_pipeline(), contract_version=CONTRACT_VERSION, config_hash=config_hash(standard_config())
    )


def test_equal_inputs_give_equal_fingerprints() -> None:
    assert run_fingerprint(standard_pipeline(), standard_config()) == run_fingerprint(
        standard_pipeline(), standard_config()
    )


def test_dict_insertion_order_does_not_matter() -> None:
    config = standard_config()
    reordered = {key: config[key] for key in reversed(config)}
    reordered["model"] = dict(reversed(list(config["model"].items())))
    pipeline = standard_pipeline()
    roles = dict(reversed(list(pipeline.phase_roles.items())))
    stops = dict(reversed(list(pipeline.stop_reasons.items())))
    shuffled = standard_pipeline(phase_roles=roles, stop_reasons=stops)
    assert list(reordered) != list(config)
    assert run_fingerprint(shuffled, reordered).value == run_fingerprint(pipeline, config).value


FINGERPRINT_SCRIPT = """
import json
from canon_trace.testing import standard_config, standard_pipeline
from canon_trace._fingerprint import run_fingerprint
value = run_fingerprint(standard_pipeline(), standard_config()).value
print(json.dumps({"value": value, "seed": hash("canon")}))
"""


def test_equal_inputs_give_equal_fingerprints_across_processes() -> None:
    results = []
    for seed in ("1", "2024"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        proc = subprocess.run(
            [sys.executable, "-c", FINGERPRINT_SCRIPT],
            env=env,
            capture_output=True,
            check=True,
            text=True,
        )
        results.append(json.loads(proc.stdout))
    assert results[0]["seed"] != results[1]["seed"]  # the processes really hashed strings differently
    assert (
        results[0]["value"]
        == results[1]["value"]
        == run_fingerprint(standard_pipeline(), standard_config()).value
    )


def _pipeline_variants() -> dict[str, object]:
    base = standard_pipeline()
    transitions = list(base.transitions)
    return {
        "transition removed": standard_pipeline(transitions=tuple(transitions[:-1])),
        "transition added": standard_pipeline(transitions=(*transitions, (Phase.JUDGE, Phase.EXECUTE))),
        "terminal phase": standard_pipeline(terminal_phases=(Phase.DONE,)),
        "skip reason added": standard_pipeline(skip_reasons={Phase.VERIFY: "no verifier configured"}),
        "role": standard_pipeline(phase_roles={**base.phase_roles, Phase.VERIFY: ()}),
        "stop reason": standard_pipeline(
            stop_reasons={
                **base.stop_reasons,
                Phase.JUDGE: (StopReason.CONVERGED, StopReason.BUDGET_EXHAUSTED),
            }
        ),
    }


@pytest.mark.parametrize("change", sorted(_pipeline_variants()))
def test_changing_the_pipeline_changes_the_fingerprint(change: str) -> None:
    variant = _pipeline_variants()[change]
    assert (
        run_fingerprint(variant, standard_config()).value
        != run_fingerprint(  # type: ignore[arg-type]
            standard_pipeline(), standard_config()
        ).value
    )


def test_changing_a_skip_reason_text_changes_the_fingerprint() -> None:
    one = standard_pipeline(skip_reasons={Phase.VERIFY: "no verifier configured"})
    other = standard_pipeline(skip_reasons={Phase.VERIFY: "verification disabled by the user"})
    assert run_fingerprint(one, standard_config()).value != run_fingerprint(other, standard_config()).value


def test_changing_the_contract_version_changes_the_fingerprint() -> None:
    base = run_fingerprint(standard_pipeline(), standard_config())
    other = run_fingerprint(standard_pipeline(), standard_config(), contract_version="999.0")
    assert other.contract_version == "999.0"
    assert other.value != base.value


@pytest.mark.parametrize(
    "config",
    [
        standard_config(limits={"max_iterations": 4, "concurrency": 4}),
        standard_config(
            model={"provider": "canon", "model": "canon-reasoner-1", "temperature": 0.5, "max_tokens": 512}
        ),
        standard_config(spec={"question": "What is the capital of Italy?", "corpus": "corpus"}),
        standard_config(extra=None),
    ],
    ids=["limit", "temperature", "question", "added member"],
)
def test_changing_a_config_value_changes_the_fingerprint(config: dict[str, object]) -> None:
    assert (
        run_fingerprint(standard_pipeline(), config).value
        != run_fingerprint(standard_pipeline(), standard_config()).value
    )


def test_a_non_portable_config_is_refused() -> None:
    with pytest.raises(PortabilityError):
        run_fingerprint(standard_pipeline(), {"when": {1, 2}})
