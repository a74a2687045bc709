"""Profile canon.schema.v1: renames and member order never change a structural id; behaviour always does."""

from __future__ import annotations

import copy
import enum
import random
from typing import Annotated, Literal
from urllib.parse import quote

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel, Field

from canon_contracts._canonical import canonical_bytes, digest, is_digest
from canon_contracts._identity import SCHEMA_PROFILE, normalize_schema, structural_id
from canon_contracts.errors import PortabilityError, SchemaProfileError

# Two producers' views of one contract: same fields and types, different class names and field order.


class Priority(enum.Enum):
    LOW = "low"
    HIGH = "high"


class Address(BaseModel):
    street: str
    city: str = Field(description="city name")


class Cat(BaseModel):
    kind: Literal["cat"]
    lives: int


class Dog(BaseModel):
    kind: Literal["dog"]
    barks: bool


class Ticket(BaseModel):
    title: str = Field(description="one-line summary")
    priority: Priority
    address: Address | None = None
    pet: Annotated[Cat | Dog, Field(discriminator="kind")]
    tags: list[str] = []


class Urgency(enum.Enum):
    HIGH = "high"
    LOW = "low"


class Location(BaseModel):
    city: str = Field(description="city name")
    street: str


class Feline(BaseModel):
    lives: int
    kind: Literal["cat"]


class Canine(BaseModel):
    barks: bool
    kind: Literal["dog"]


class Case(BaseModel):
    tags: list[str] = []
    pet: Annotated[Feline | Canine, Field(discriminator="kind")]
    address: Location | None = None
    priority: Urgency
    title: str = Field(description="one-line summary")


class Verdict(BaseModel):
    label: str
    confidence: float


class Ruling(BaseModel):
    confidence: float
    label: str


class TreeNode(BaseModel):
    name: str
    children: list[TreeNode] = []


class Branch(BaseModel):
    children: list[Branch] = []
    name: str


def material(input_model: type[BaseModel] = Ticket, output_model: type[BaseModel] = Verdict, **changes):
    """Behaviour-affecting material of an agent definition, as a runtime would assemble it."""
    result = {
        "key": "support.triage",
        "instructions": "Classify the ticket and say how sure you are.",
        "input_schema": normalize_schema(input_model.model_json_schema()),
        "output_schema": normalize_schema(output_model.model_json_schema()),
        "model_settings": {"temperature": 0.0, "max_tokens": 512},
        "tools": [
            {"name": "lookup_customer", "input_schema": normalize_schema(Address.model_json_schema())},
            {"name": "escalate", "input_schema": normalize_schema(TreeNode.model_json_schema())},
        ],
        "limits": {"max_model_requests": 8, "max_tool_calls": 16},
    }
    result.update(changes)
    return result


def test_class_names_and_field_order_do_not_matter():
    assert normalize_schema(Ticket.model_json_schema()) == normalize_schema(Case.model_json_schema())
    assert canonical_bytes(normalize_schema(Ticket.model_json_schema())) == canonical_bytes(
        normalize_schema(Case.model_json_schema())
    )
    assert structural_id(material(Ticket, Verdict)) == structural_id(material(Case, Ruling))


def test_structural_id_is_a_profiled_digest():
    assert is_digest(structural_id(material()))
    assert structural_id(material()) == digest({"profile": SCHEMA_PROFILE, "material": material()})
    assert structural_id(material()) != digest(material())


class TicketWithIntTags(Ticket):
    tags: list[int] = []  # type: ignore[assignment]


@pytest.mark.parametrize(
    "changes",
    [
        {"instructions": "Classify the ticket."},
        {"input_schema": normalize_schema(TicketWithIntTags.model_json_schema())},
        {"model_settings": {"temperature": 0.2, "max_tokens": 512}},
        {"tools": list(reversed(material()["tools"]))},
        {"limits": {"max_model_requests": 9, "max_tool_calls": 16}},
        {"key": "support.triage.v2"},
    ],
    ids=["instructions", "schema-field-type", "setting", "tool-order", "limit", "key"],
)
def test_behaviour_changes_change_the_id(changes):
    assert structural_id(material(**changes)) != structural_id(material())


def test_generated_titles_go_and_application_titles_stay():
    schema = normalize_schema(Ticket.model_json_schema())
    assert "title" not in schema
    assert schema["properties"]["title"] == {"description": "one-line summary", "type": "string"}
    assert all("title" not in definition for definition in schema["$defs"].values())
    assert all("title" not in member for member in schema["properties"].values())


def test_title_members_of_maps_and_data_are_kept():
    schema = {
        "title": "Root",
        "patternProperties": {"title": {"title": "x", "type": "string"}},
        "dependentSchemas": {"title": {"required": ["subtitle"]}},
        "default": {"title": "kept"},
        "examples": [{"title": "kept"}],
        "const": {"title": "kept"},
    }
    assert normalize_schema(schema) == {
        "patternProperties": {"title": {"type": "string"}},
        "dependentSchemas": {"title": {"required": ["subtitle"]}},
        "default": {"title": "kept"},
        "examples": [{"title": "kept"}],
        "const": {"title": "kept"},
    }


def test_recursive_models_normalize_to_the_same_schema():
    tree = normalize_schema(TreeNode.model_json_schema())
    assert tree == normalize_schema(Branch.model_json_schema())
    assert tree["$ref"] == "#/$defs/d0"
    assert tree["$defs"]["d0"]["properties"]["children"]["items"] == {"$ref": "#/$defs/d0"}


def test_mutually_recursive_definitions():
    schema = {
        "$ref": "#/$defs/Even",
        "$defs": {
            "Odd": {"properties": {"next": {"$ref": "#/$defs/Even"}}},
            "Even": {"properties": {"next": {"$ref": "#/$defs/Odd"}}},
        },
    }
    assert normalize_schema(schema) == {
        "$ref": "#/$defs/d0",
        "$defs": {
            "d0": {"properties": {"next": {"$ref": "#/$defs/d1"}}},
            "d1": {"properties": {"next": {"$ref": "#/$defs/d0"}}},
        },
    }


def test_definitions_are_named_by_first_reach_and_unreached_ones_dropped():
    schema = {
        "properties": {"b": {"$ref": "#/$defs/Zeta"}, "a": {"items": {"$ref": "#/definitions/Alpha"}}},
        "$defs": {"Zeta": {"type": "integer"}, "Unused": {"type": "null"}},
        "definitions": {"Alpha": {"$ref": "#/$defs/Zeta"}},
    }
    assert normalize_schema(schema) == {
        "properties": {"a": {"items": {"$ref": "#/$defs/d0"}}, "b": {"$ref": "#/$defs/d1"}},
        "$defs": {"d0": {"$ref": "#/$defs/d1"}, "d1": {"type": "integer"}},
    }


def test_discriminator_mapping_follows_the_renamed_definitions():
    pet = normalize_schema(Ticket.model_json_schema())["properties"]["pet"]
    mapping = pet["discriminator"]["mapping"]
    assert [option["$ref"] for option in pet["oneOf"]] == [mapping["cat"], mapping["dog"]]
    assert all(ref.startswith("#/$defs/d") for ref in mapping.values())


def test_sets_are_sorted():
    schema = {"type": ["string", "null"], "enum": ["b", None, "a", 2], "required": ["z", "a"]}
    assert normalize_schema(schema) == {
        "type": ["null", "string"],
        "enum": ["a", "b", 2, None],
        "required": ["a", "z"],
    }
    assert normalize_schema({"dependentRequired": {"card": ["zip", "address"]}}) == {
        "dependentRequired": {"card": ["address", "zip"]}
    }


@pytest.mark.parametrize(
    ("schema", "pointer"),
    [
        ({"properties": {"a": {"required": ["x", "y", "x"]}}}, "/properties/a/required/2"),
        ({"enum": [1, "1", 1.0]}, "/enum/2"),
        ({"type": ["string", "string"]}, "/type/1"),
        ({"dependentRequired": {"a/b": ["c", "c"]}}, "/dependentRequired/a~1b/1"),
    ],
)
def test_duplicate_set_members_are_rejected_with_their_pointer(schema, pointer):
    with pytest.raises(SchemaProfileError) as caught:
        normalize_schema(schema)
    assert caught.value.path == pointer
    assert "duplicate" in caught.value.reason


def test_ordered_applicators_keep_their_order():
    first, second = {"type": "string"}, {"type": "integer"}
    for keyword in ("anyOf", "oneOf", "allOf", "prefixItems", "items"):
        assert normalize_schema({keyword: [first, second]}) == {keyword: [first, second]}
    forward = structural_id({"schema": normalize_schema({"anyOf": [first, second]})})
    backward = structural_id({"schema": normalize_schema({"anyOf": [second, first]})})
    assert forward != backward


@pytest.mark.parametrize(
    ("schema", "pointer", "words"),
    [
        ({"$ref": "#/$defs/Missing"}, "/$ref", "unresolvable"),
        (
            {"properties": {"a": {"$ref": "#/definitions/X"}}, "$defs": {"X": {}}},
            "/properties/a/$ref",
            "unresolvable",
        ),
        ({"$ref": "#/properties/a", "properties": {"a": {}}}, "/$ref", "unsupported"),
        ({"$ref": "#/$defs/A/properties/b", "$defs": {"A": {}}}, "/$ref", "unsupported"),
        ({"properties": {"a": {"$defs": {"B": {}}}}}, "/properties/a/$defs", "root"),
        ({"$ref": 3}, "/$ref", "string"),
        ({"properties": {"a": 1}}, "/properties/a", "schema"),
        ({"properties": []}, "/properties", "object"),
        ({"anyOf": {"type": "string"}}, "/anyOf", "array"),
        ({"required": "a"}, "/required", "array"),
    ],
)
def test_profile_violations_name_their_pointer(schema, pointer, words):
    with pytest.raises(SchemaProfileError) as caught:
        normalize_schema(schema)
    assert caught.value.path == pointer
    assert words in caught.value.reason


def test_non_portable_schema_is_rejected():
    with pytest.raises(PortabilityError):
        normalize_schema({"maximum": float("inf")})


def test_other_references_are_kept_as_written():
    schema = {
        "properties": {"self": {"$ref": "#"}, "remote": {"$ref": "https://example.com/s.json#/$defs/A"}}
    }
    assert normalize_schema(schema) == schema


def test_input_is_not_mutated_or_shared():
    schema = Ticket.model_json_schema()
    before = copy.deepcopy(schema)
    normalized = normalize_schema(schema)
    assert schema == before
    normalized["properties"]["tags"]["default"].append("x")
    normalized["required"].append("x")
    assert schema == before


@pytest.mark.parametrize("model", [Ticket, Case, TreeNode, Verdict])
def test_normalization_is_idempotent(model):
    once = normalize_schema(model.model_json_schema())
    assert normalize_schema(once) == once


def reordered(value, rng: random.Random):
    """The same JSON value with every object's members inserted in a random order."""
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {key: reordered(value[key], rng) for key in keys}
    if isinstance(value, list):
        return [reordered(item, rng) for item in value]
    return value


def renamed(schema, names):
    """Rename the root's definitions and every reference to them, escaped as a producer must."""

    def visit(value):
        if isinstance(value, dict):
            return {key: rewrite(item) for key, item in value.items()}
        if isinstance(value, list):
            return [visit(item) for item in value]
        return value

    def rewrite(item):
        if isinstance(item, str) and item.startswith("#/$defs/"):
            new = names[item.removeprefix("#/$defs/")]
            return "#/$defs/" + quote(new.replace("~", "~0").replace("/", "~1"), safe="")
        return visit(item)

    result = visit(schema)
    result["$defs"] = {names[old]: definition for old, definition in result["$defs"].items()}
    return result


# References from several keywords of one schema object, so the keyword visiting order decides the names.
SEVERAL_KEYWORDS = {
    "type": "object",
    "additionalProperties": {"$ref": "#/$defs/Extra"},
    "properties": {
        "a": {"$ref": "#/$defs/A"},
        "b": {"anyOf": [{"$ref": "#/$defs/B"}, {"$ref": "#/$defs/A"}]},
    },
    "patternProperties": {"^x": {"$ref": "#/$defs/P"}},
    "$defs": {
        "Extra": {"type": "integer"},
        "A": {"type": "array", "items": {"$ref": "#/$defs/B"}},
        "B": {"type": "number"},
        "P": {"type": "boolean"},
    },
}


@given(
    st.sampled_from(
        [Ticket.model_json_schema(), Case.model_json_schema(), TreeNode.model_json_schema(), SEVERAL_KEYWORDS]
    ),
    st.lists(st.text(min_size=1, max_size=8), min_size=6, max_size=6, unique=True),
    st.randoms(use_true_random=False),
)
def test_definition_names_and_member_order_never_change_the_result(schema, new_names, rng):
    names = dict(zip(schema["$defs"], new_names, strict=False))
    variant = reordered(renamed(schema, names), rng)
    assert canonical_bytes(normalize_schema(variant)) == canonical_bytes(normalize_schema(schema))


def test_profile_name():
    assert SCHEMA_PROFILE == "canon.schema.v1"
