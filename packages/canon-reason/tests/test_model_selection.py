"""Model selection: ``provider:model`` choices, a spec's model section with per-role overrides, and replay.

The provider drivers are canon-kernel's (``canon_kernel.providers``); here a stand-in module takes their
place, binding the embedded reasoner's driver under a provider descriptor, so the wiring is exercised
offline: what is recorded, what replay rebuilds, and what a missing driver package says.
"""

import json
import shutil
import sys
import types
from dataclasses import dataclass
from pathlib import Path

import pytest

from canon_contracts import Phase, ReplayStatus
from canon_kernel import ModelDriverBinding, ModelDriverDescriptor
from canon_reason import (
    ModelChoice,
    ModelSelectionError,
    RunOptions,
    SpecError,
    model_binding,
    replay_run,
    run_spec,
)
from canon_verify import verify_run

QUICKSTART = Path(__file__).resolve().parents[3] / "examples" / "quickstart"
pytestmark = pytest.mark.skipif(
    not QUICKSTART.is_dir(), reason="the repository's examples/quickstart is absent"
)
SECRET = "sk-test-0123456789abcdef"


@dataclass(frozen=True)
class Settings:
    model: str
    base_url: str | None = None
    api_key_env: str | None = None
    request_timeout: float = 60.0
    output_mode: str | None = None


def _fake_providers(temperature: float = 0.0) -> types.ModuleType:
    from canon_reason.embedded import EmbeddedReasoner

    module = types.ModuleType("canon_kernel.providers")
    module.ProviderSettings = Settings
    module.seen = []

    def provider_binding(settings: Settings) -> ModelDriverBinding:
        module.seen.append(settings)
        provider, _, name = settings.model.partition(":")
        descriptor = ModelDriverDescriptor(
            driver_key=f"{provider}-chat",
            provider=provider,
            model=name,
            temperature=temperature,
            max_tokens=1024,
        )
        return ModelDriverBinding.shared(descriptor=descriptor, driver=EmbeddedReasoner())

    module.provider_binding = provider_binding
    return module


@pytest.fixture
def providers(monkeypatch):
    module = _fake_providers()
    monkeypatch.setitem(sys.modules, "canon_kernel.providers", module)
    return module


def _spec_with(tmp_path: Path, model: dict) -> Path:
    shutil.copytree(QUICKSTART / "corpus", tmp_path / "corpus")
    spec = json.loads((QUICKSTART / "single-kingfisher-designer.json").read_text(encoding="utf-8"))
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({**spec, "model": model}), encoding="utf-8")
    return path


def test_a_choice_is_embedded_or_provider_colon_model():
    assert ModelChoice(model="embedded").is_embedded
    assert ModelChoice(model="openai:gpt-4o-mini").request_timeout == 60.0
    for bad in ("gpt-4o", "openai:", ":model"):
        with pytest.raises(ValueError, match="provider:model"):
            ModelChoice(model=bad)
    with pytest.raises(ValueError):
        ModelChoice(model="openai:x", api_key_env="not a name")


def test_a_missing_provider_package_is_a_clear_selection_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "canon_kernel.providers", None)
    with pytest.raises(ModelSelectionError, match="canon_kernel.providers"):
        model_binding(ModelChoice(model="openai:gpt-4o-mini"))


def test_the_choice_reaches_the_provider_factory(providers):
    choice = ModelChoice(
        model="openai:scripted", base_url="http://127.0.0.1:9/v1", api_key_env="MY_KEY", request_timeout=5
    )
    binding = model_binding(choice)
    assert binding.descriptor.provider == "openai" and binding.descriptor.model == "scripted"
    assert providers.seen == [Settings("openai:scripted", "http://127.0.0.1:9/v1", "MY_KEY", 5.0, None)]


def test_a_spec_model_section_with_a_judge_override_runs_records_and_replays_offline(
    providers, tmp_path, monkeypatch
):
    monkeypatch.setenv("MY_KEY", SECRET)
    spec = _spec_with(
        tmp_path,
        {
            "model": "openai:drafting-model",
            "base_url": "http://127.0.0.1:9/v1",
            "api_key_env": "MY_KEY",
            "roles": {"judge": {"model": "anthropic:judging-model"}},
        },
    )
    result = run_spec(spec, runs_dir=tmp_path / "runs")
    assert result.status is Phase.DONE and result.answer.startswith("Rosalind Amsel")
    assert verify_run(result.run_dir).clean
    config = json.loads((result.run_dir / "config.json").read_text(encoding="utf-8"))
    assert config["model"]["model"] == "drafting-model"
    assert config["role_models"]["judge"]["model"] == "judging-model"
    judge_settings = [s for s in providers.seen if s.model.startswith("anthropic:")]
    assert judge_settings == [Settings("anthropic:judging-model", "http://127.0.0.1:9/v1", "MY_KEY", 60.0)]
    for path in result.run_dir.rglob("*"):
        if path.is_file():
            assert SECRET not in path.read_text(encoding="utf-8", errors="replace"), path

    monkeypatch.setitem(sys.modules, "canon_kernel.providers", None)  # no provider, no key: replay is offline
    monkeypatch.delenv("MY_KEY")
    replayed = replay_run(result.run_dir, options=RunOptions(corpus=tmp_path / "corpus"))
    assert replayed.status is ReplayStatus.EQUIVALENT, replayed.diff
    assert replayed.warnings == ()


def test_a_temperature_above_zero_marks_the_run_non_replayable_and_replay_says_so(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "canon_kernel.providers", _fake_providers(temperature=0.7))
    result = run_spec(
        QUICKSTART / "single-kingfisher-designer.json",
        runs_dir=tmp_path / "runs",
        options=RunOptions(model=model_binding(ModelChoice(model="openai:warm"))),
    )
    assert result.status is Phase.DONE
    header = json.loads((result.run_dir / "trace.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert header["replayability"] == "non_replayable"
    replayed = replay_run(result.run_dir, options=RunOptions(corpus=QUICKSTART / "corpus"))
    assert replayed.status is ReplayStatus.EQUIVALENT, replayed.diff
    assert any("non-replayable" in warning for warning in replayed.warnings)


def test_a_bad_model_section_is_a_spec_error_with_its_field_path(tmp_path):
    spec = _spec_with(tmp_path, {"model": "gpt", "roles": {"critic": {"model": "openai:x"}}})
    with pytest.raises(SpecError) as caught:
        run_spec(spec, runs_dir=tmp_path / "runs")
    paths = [path for path, _ in caught.value.problems]
    assert "model.model" in paths and "model.roles" in paths
    assert not (tmp_path / "runs").exists()
