"""Agent, tool, limit, descriptor and binding definitions are validated at construction and immutable."""

import math

import attrs
import pytest
from pydantic import BaseModel, ConfigDict, RootModel

from canon_kernel import (
    Agent,
    AgentLimits,
    KernelConfigurationError,
    ModelDriverBinding,
    ModelDriverDescriptor,
    Tool,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver


class Question(BaseModel):
    text: str


class Answer(BaseModel):
    answer: str


class CityArgs(BaseModel):
    city: str


class Weather(BaseModel):
    celsius: float


async def weather(args: CityArgs, context: object) -> Weather:
    return Weather(celsius=20.0)


def make_tool(key: str = "weather", **overrides: object) -> Tool:
    fields: dict = {
        "key": key,
        "description": "Current weather for a city.",
        "input_type": CityArgs,
        "output_type": Weather,
        "service": weather,
    }
    fields.update(overrides)
    return Tool(**fields)


def make_agent(**overrides: object) -> Agent:
    fields: dict = {
        "key": "forecaster",
        "name": "Forecaster",
        "instructions": "Answer with the weather.",
        "input_type": Question,
        "output_type": Answer,
        "model": ScriptedModelDriver.per_run([]),
        "tools": [make_tool()],
        "limits": AgentLimits(model_requests=3, tool_calls=5),
    }
    fields.update(overrides)
    return Agent(**fields)


# --- limits -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", [0, -1, 1.5, True, "3", None, 2**53])
@pytest.mark.parametrize("field", ["model_requests", "tool_calls"])
def test_limits_must_be_positive_portable_integers(field: str, value: object) -> None:
    with pytest.raises(KernelConfigurationError, match=field):
        AgentLimits(**{field: value})


def test_limits_accept_positive_integers_and_are_frozen() -> None:
    limits = AgentLimits(model_requests=1, tool_calls=1)
    assert (limits.model_requests, limits.tool_calls) == (1, 1)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        limits.model_requests = 2  # type: ignore[misc]


# --- tools --------------------------------------------------------------------------------------------------


def test_tool_needs_exactly_one_service_source() -> None:
    with pytest.raises(KernelConfigurationError, match="exactly one"):
        make_tool(service=None)
    with pytest.raises(KernelConfigurationError, match="exactly one"):
        make_tool(service_factory=lambda: weather)


def test_tool_with_a_factory_only_is_valid() -> None:
    tool = make_tool(service=None, service_factory=lambda: weather)
    assert tool.service is None and tool.service_factory is not None


@pytest.mark.parametrize("key", ["", "has space", "x" * 65, "dot.ted", 3])
def test_tool_key_is_a_model_facing_name(key: object) -> None:
    with pytest.raises(KernelConfigurationError, match="tool key"):
        make_tool(key=key)


@pytest.mark.parametrize("description", ["", "   ", None, "bad \ud800"])
def test_tool_description_is_non_blank_portable_text(description: object) -> None:
    with pytest.raises(KernelConfigurationError, match="description"):
        make_tool(description=description)


def test_tool_input_must_be_an_object_root_model() -> None:
    class Numbers(RootModel[list[int]]):
        pass

    with pytest.raises(KernelConfigurationError, match="object-root"):
        make_tool(input_type=Numbers)
    with pytest.raises(KernelConfigurationError, match="pydantic model"):
        make_tool(input_type=dict)


def test_tool_output_may_be_any_type_with_a_schema() -> None:
    tool = make_tool(output_type=list[str])
    assert tool.spec.output_schema == {"items": {"type": "string"}, "type": "array"}
    with pytest.raises(KernelConfigurationError, match="output_type"):
        make_tool(output_type=object())


def test_tool_spec_carries_normalized_schemas() -> None:
    tool = make_tool()
    assert tool.spec.key == "weather"
    assert tool.spec.description == "Current weather for a city."
    assert "title" not in tool.spec.input_schema
    assert tool.spec.input_schema["required"] == ["city"]


def test_tool_is_frozen_and_has_its_own_definition_id() -> None:
    first, second = make_tool(), make_tool()
    assert first.definition_id != second.definition_id
    assert first.structural_id == second.structural_id
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        first.key = "other"  # type: ignore[misc]


# --- agents -------------------------------------------------------------------------------------------------


def test_duplicate_tool_keys_are_rejected() -> None:
    with pytest.raises(KernelConfigurationError, match="share the key 'weather'"):
        make_agent(tools=[make_tool(), make_tool()])


@pytest.mark.parametrize(
    "overrides",
    [
        {"key": ""},
        {"name": "  "},
        {"instructions": ""},
        {"instructions": 5},
        {"input_type": int},
        {"output_type": dict},
        {"model": object()},
        {"limits": {"model_requests": 1}},
        {"tools": "weather"},
        {"tools": [object()]},
    ],
)
def test_invalid_agent_parts_are_configuration_errors(overrides: dict) -> None:
    with pytest.raises(KernelConfigurationError):
        make_agent(**overrides)


def test_agent_output_type_must_have_an_object_root() -> None:
    class Words(RootModel[list[str]]):
        pass

    with pytest.raises(KernelConfigurationError, match="object-root"):
        make_agent(output_type=Words)


def test_agent_is_frozen_and_keeps_its_tools_as_a_tuple() -> None:
    tools = [make_tool()]
    agent = make_agent(tools=tools)
    tools.append(make_tool("other"))
    assert [tool.key for tool in agent.tools] == ["weather"]
    assert isinstance(agent.tools, tuple)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        agent.instructions = "changed"  # type: ignore[misc]


def test_agent_limits_default_to_explicit_positive_budgets() -> None:
    agent = make_agent(limits=None)
    assert agent.limits == AgentLimits()
    assert agent.limits.model_requests > 0 and agent.limits.tool_calls > 0


def test_agent_spec_is_what_every_request_carries() -> None:
    agent = make_agent()
    assert agent.spec.key == "forecaster"
    assert agent.spec.instructions == "Answer with the weather."
    assert [tool.key for tool in agent.spec.tools] == ["weather"]
    assert agent.spec.settings == {"temperature": 0.0, "max_tokens": 1024}
    assert agent.spec.output_schema["required"] == ["answer"]


def test_agent_repr_names_it_without_dumping_the_definition() -> None:
    agent = make_agent()
    assert repr(agent).startswith("Agent(key='forecaster', name='Forecaster', structural_id='sha256:")


# --- descriptors and bindings -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "overrides",
    [
        {"driver_key": ""},
        {"provider": None},
        {"model": "  "},
        {"temperature": -0.1},
        {"temperature": math.nan},
        {"temperature": math.inf},
        {"temperature": "0"},
        {"temperature": True},
        {"max_tokens": 0},
        {"max_tokens": 1.0},
        {"settings": {"top_p": math.nan}},
        {"settings": {"seed": 2**53}},
        {"settings": {1: "x"}},
        {"temperature": 0.2, "settings": {"temperature": 0.5}},
        {"max_tokens": 10, "settings": {"max_tokens": 20}},
        {"settings": {"temperature": -1}},
        {"settings": {"max_tokens": 0}},
        {"settings": ["not", "a", "mapping"]},
    ],
)
def test_descriptor_rejects_invalid_or_non_portable_settings(overrides: dict) -> None:
    fields = {"driver_key": "scripted", "provider": "canon", "model": "m1", **overrides}
    with pytest.raises(KernelConfigurationError):
        ModelDriverDescriptor(**fields)


def test_descriptor_detaches_settings_and_reports_model_metadata() -> None:
    settings = {"top_p": 0.5, "stop": ["\n"]}
    descriptor = ModelDriverDescriptor(
        driver_key="http", provider="acme", model="m1", temperature=0, max_tokens=64, settings=settings
    )
    settings["stop"].append("END")
    assert descriptor.settings == {"top_p": 0.5, "stop": ["\n"]}
    assert descriptor.temperature == 0.0 and type(descriptor.temperature) is float
    assert descriptor.request_settings() == {
        "temperature": 0.0,
        "max_tokens": 64,
        "top_p": 0.5,
        "stop": ["\n"],
    }
    metadata = descriptor.model_metadata()
    assert (metadata.provider, metadata.model, metadata.temperature, metadata.max_tokens) == (
        "acme",
        "m1",
        0.0,
        64,
    )
    assert metadata.settings == {"top_p": 0.5, "stop": ["\n"]}
    assert descriptor.digest.startswith("sha256:")


def test_descriptor_digest_follows_behaviour_affecting_fields() -> None:
    base = ModelDriverDescriptor(driver_key="d", provider="p", model="m")
    assert base.digest == ModelDriverDescriptor(driver_key="d", provider="p", model="m").digest
    assert (
        base.digest != ModelDriverDescriptor(driver_key="d", provider="p", model="m", temperature=0.7).digest
    )
    assert base.digest != ModelDriverDescriptor(driver_key="d", provider="p", model="m2").digest


def test_binding_needs_exactly_one_lifecycle() -> None:
    driver = ScriptedModelDriver([])
    with pytest.raises(KernelConfigurationError, match="exactly one"):
        ModelDriverBinding(descriptor=SCRIPTED_DESCRIPTOR)
    with pytest.raises(KernelConfigurationError, match="exactly one"):
        ModelDriverBinding(descriptor=SCRIPTED_DESCRIPTOR, driver=driver, factory=lambda: driver)
    with pytest.raises(KernelConfigurationError, match="respond"):
        ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=object())  # type: ignore[arg-type]
    with pytest.raises(KernelConfigurationError, match="callable"):
        ModelDriverBinding.per_run(descriptor=SCRIPTED_DESCRIPTOR, factory=driver)  # type: ignore[arg-type]
    with pytest.raises(KernelConfigurationError, match="descriptor"):
        ModelDriverBinding.shared(descriptor={"driver_key": "x"}, driver=driver)  # type: ignore[arg-type]


def test_bindings_are_frozen() -> None:
    binding = ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=ScriptedModelDriver([]))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        binding.driver = None  # type: ignore[misc]


def test_model_config_extra_forbid_models_are_accepted() -> None:
    class Strict(BaseModel):
        model_config = ConfigDict(extra="forbid")
        city: str

    assert make_tool(input_type=Strict).spec.input_schema["additionalProperties"] is False


def test_temperature_and_token_limit_may_be_given_inside_settings() -> None:
    inside = ModelDriverDescriptor(
        driver_key="d", provider="p", model="m", settings={"temperature": 0, "max_tokens": 64, "top_p": 1}
    )
    outside = ModelDriverDescriptor(
        driver_key="d", provider="p", model="m", temperature=0.0, max_tokens=64, settings={"top_p": 1}
    )
    both = ModelDriverDescriptor(
        driver_key="d",
        provider="p",
        model="m",
        temperature=0.0,
        settings={"temperature": 0.0, "max_tokens": 64, "top_p": 1},
    )
    assert inside == outside == both
    assert inside.digest == outside.digest
    assert (inside.temperature, inside.max_tokens, dict(inside.settings)) == (0.0, 64, {"top_p": 1})
    assert (
        make_agent(model=ScriptedModelDriver.per_run([], descriptor=inside)).structural_id
        == make_agent(model=ScriptedModelDriver.per_run([], descriptor=outside)).structural_id
    )


def test_descriptor_settings_are_read_only() -> None:
    descriptor = ModelDriverDescriptor(driver_key="d", provider="p", model="m", settings={"top_p": 1})
    with pytest.raises(TypeError):
        descriptor.settings["top_p"] = 2  # type: ignore[index]


def test_agent_name_defaults_to_its_key() -> None:
    agent = make_agent(name=None)
    assert agent.name == "forecaster"
