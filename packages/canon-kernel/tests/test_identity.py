"""definition_id, run_id and structural_id stay separate; structural ids follow behaviour, not spelling."""

import asyncio

from pydantic import BaseModel, Field

from canon_contracts import normalize_schema, structural_id
from canon_kernel import (
    Agent,
    AgentLimits,
    FinalOutputResponse,
    ModelDriverDescriptor,
    Tool,
)
from canon_kernel.testing import ScriptedModelDriver


class Question(BaseModel):
    text: str
    language: str = "en"


class QuestionRenamedReordered(BaseModel):
    language: str = "en"
    text: str


class Answer(BaseModel):
    answer: str


class CityArgs(BaseModel):
    city: str
    units: str = "metric"


class CityArgsRenamedReordered(BaseModel):
    units: str = "metric"
    city: str


class Weather(BaseModel):
    celsius: float


async def weather(args: BaseModel, context: object) -> Weather:
    return Weather(celsius=1.0)


def tool(key: str = "weather", input_type: type[BaseModel] = CityArgs, description: str = "Weather.") -> Tool:
    return Tool(key=key, description=description, input_type=input_type, output_type=Weather, service=weather)


DESCRIPTOR = ModelDriverDescriptor(driver_key="scripted", provider="canon", model="m1", max_tokens=100)


def agent(**overrides: object) -> Agent:
    fields: dict = {
        "key": "forecaster",
        "name": "Forecaster",
        "instructions": "Answer.",
        "input_type": Question,
        "output_type": Answer,
        "model": ScriptedModelDriver.per_run(
            [FinalOutputResponse(output={"answer": "x"})], descriptor=DESCRIPTOR
        ),
        "tools": [tool(), tool("clock")],
        "limits": AgentLimits(model_requests=2, tool_calls=4),
    }
    fields.update(overrides)
    return Agent(**fields)


def test_class_names_and_field_order_do_not_change_structural_ids() -> None:
    base = agent()
    renamed = agent(
        input_type=QuestionRenamedReordered,
        tools=[tool(input_type=CityArgsRenamedReordered), tool("clock", input_type=CityArgsRenamedReordered)],
    )
    assert renamed.structural_id == base.structural_id
    assert tool(input_type=CityArgsRenamedReordered).structural_id == tool().structural_id


def test_display_name_and_driver_lifecycle_do_not_change_the_structural_id() -> None:
    base = agent()
    shared = ScriptedModelDriver.per_run([], descriptor=DESCRIPTOR)
    assert agent(name="Another name").structural_id == base.structural_id
    assert agent(model=shared).structural_id == base.structural_id


def test_behaviour_affecting_changes_change_the_structural_id() -> None:
    class LongerAnswer(BaseModel):
        answer: str = Field(max_length=10)

    base = agent().structural_id
    variants = {
        "key": agent(key="other"),
        "instructions": agent(instructions="Answer briefly."),
        "output schema": agent(output_type=LongerAnswer),
        "input schema": agent(input_type=Answer),
        "temperature": agent(
            model=ScriptedModelDriver.per_run(
                [],
                descriptor=ModelDriverDescriptor(
                    driver_key="scripted", provider="canon", model="m1", temperature=0.2, max_tokens=100
                ),
            )
        ),
        "model": agent(
            model=ScriptedModelDriver.per_run(
                [],
                descriptor=ModelDriverDescriptor(
                    driver_key="scripted", provider="canon", model="m2", max_tokens=100
                ),
            )
        ),
        "tool order": agent(tools=[tool("clock"), tool()]),
        "tool description": agent(tools=[tool(description="Other."), tool("clock")]),
        "fewer tools": agent(tools=[tool()]),
        "model request limit": agent(limits=AgentLimits(model_requests=3, tool_calls=4)),
        "tool call limit": agent(limits=AgentLimits(model_requests=2, tool_calls=5)),
        "output retries": agent(limits=AgentLimits(model_requests=2, tool_calls=4, output_retries=1)),
        "token limit": agent(limits=AgentLimits(model_requests=2, tool_calls=4, tokens=500)),
        "request timeout": agent(limits=AgentLimits(model_requests=2, tool_calls=4, request_timeout=5)),
    }
    ids = {name: variant.structural_id for name, variant in variants.items()}
    assert base not in ids.values()
    assert len(set(ids.values())) == len(ids)


def test_structural_id_is_the_documented_language_neutral_recipe() -> None:
    defined = agent()
    tool_material = {
        "kind": "tool",
        "key": "weather",
        "description": "Weather.",
        "input_schema": normalize_schema(CityArgs.model_json_schema()),
        "output_schema": normalize_schema(Weather.model_json_schema()),
    }
    assert defined.tools[0].structural_id == structural_id(tool_material)
    material = {
        "kind": "agent",
        "key": "forecaster",
        "instructions": "Answer.",
        "input_schema": normalize_schema(Question.model_json_schema()),
        "output_schema": normalize_schema(Answer.model_json_schema()),
        "model": {
            "driver_key": "scripted",
            "provider": "canon",
            "model": "m1",
            "settings": {"temperature": 0.0, "max_tokens": 100},
        },
        "tools": [t.structural_id for t in defined.tools],
        "limits": {
            "model_requests": 2,
            "tool_calls": 4,
            "output_retries": 0,
            "tokens": None,
            "request_timeout": None,
        },
    }
    assert defined.structural_id == structural_id(material)


def test_definition_ids_name_objects_not_content() -> None:
    first, second = agent(), agent()
    assert first.structural_id == second.structural_id
    assert first.definition_id != second.definition_id


def test_every_execution_gets_a_fresh_run_id() -> None:
    defined = agent()

    async def twice() -> tuple:
        return (
            await defined.execute(Question(text="a"), dependencies=None),
            await defined.execute(Question(text="a"), dependencies=None),
        )

    one, two = asyncio.run(twice())
    assert one.run_id != two.run_id
    assert one.definition_id == two.definition_id == defined.definition_id
    assert one.structural_id == two.structural_id == defined.structural_id
    assert one.agent_key == "forecaster"
    # Identical runs send identical requests: the digest never depends on run identity.
    assert one.requests[0].request_digest == two.requests[0].request_digest
