"""Hypothesis strategies derived from the pydantic contract models by introspecting their fields.

``models(Model)`` draws valid instances: every field's strategy comes from its annotation and constraints
(enums, literals, ranges, patterns, non-blank strings, portable JSON), and the few rules a type cannot state
(status invariants, ordered spans, the output's contract version) are satisfied by small per-model fixes.
Floats include the awkward ones (-0.0, 5e-324, 1e-7, 0.1, 1e21 where a field allows them).
"""

from __future__ import annotations

import enum
import types
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
from hypothesis import strategies as st
from pydantic import BaseModel, JsonValue, StringConstraints, WithJsonSchema
from pydantic.fields import FieldInfo

from canon_contracts import (
    CONTRACT_VERSION,
    DIGEST_PATTERN,
    MAX_SAFE_INTEGER,
    AgentError,
    AgentOutput,
    CallStatus,
    Evidence,
    Support,
    ToolResult,
    TraceEntry,
)

AWKWARD_FLOATS = (
    0.0,
    -0.0,
    5e-324,
    1e-7,
    1e-6,
    0.1,
    0.5,
    1.0,
    2.5,
    1e15,
    1e16,
    1e20,
    1e21,
    1.7976931348623157e308,
)
TEXT = st.text(st.characters(codec="utf-8"), max_size=8)
KEYS = TEXT | st.sampled_from(["a", "\ue000", "\uffff", "😀", "\U0010ffff", "\x00", "\x7f", "é"])


def finite_floats(low: float | None = None, high: float | None = None) -> st.SearchStrategy[float]:
    """Floats in [low, high], biased towards values whose canonical spelling is easy to get wrong."""
    awkward = [x for x in AWKWARD_FLOATS if (low is None or x >= low) and (high is None or x <= high)]
    drawn = st.floats(min_value=low, max_value=high, allow_nan=False, allow_infinity=False)
    return st.sampled_from(awkward) | drawn if awkward else drawn


def portable_scalars() -> st.SearchStrategy[Any]:
    return (
        st.none()
        | st.booleans()
        | st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER)
        | finite_floats(-float(MAX_SAFE_INTEGER), float(MAX_SAFE_INTEGER))
        | TEXT
    )


def _containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3)


def portable_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Portable I-JSON values: safe integers, finite safe-range floats, surrogate-free strings and keys."""
    return st.recursive(portable_scalars(), _containers, max_leaves=max_leaves)


def portable_objects() -> st.SearchStrategy[dict[str, Any]]:
    return st.dictionaries(KEYS, portable_values(6), max_size=3)


def _flat(metadata: list[Any]) -> list[Any]:
    flat: list[Any] = []
    for item in metadata:
        flat.extend(_flat(list(item.metadata)) if isinstance(item, FieldInfo) else [item])
    return flat


def _bound(metadata: list[Any], kind: type, attribute: str) -> Any:
    return next((getattr(item, attribute) for item in metadata if isinstance(item, kind)), None)


def for_type(annotation: Any, metadata: list[Any]) -> st.SearchStrategy[Any]:  # noqa: C901 - one case per type
    metadata = _flat(metadata)
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *more = get_args(annotation)
        return for_type(base, [*metadata, *more])
    schemas = [item.json_schema for item in metadata if isinstance(item, WithJsonSchema)]
    if schemas == [{"type": "object"}]:
        return portable_objects()
    if schemas == [{}] or annotation is JsonValue:
        return portable_values()
    if origin in (Union, types.UnionType):
        return st.one_of(
            [for_type(arg, metadata if arg is not type(None) else []) for arg in get_args(annotation)]
        )
    if origin is Literal:
        return st.sampled_from(get_args(annotation))
    if origin is tuple:
        args = get_args(annotation)
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(for_type(args[0], []), max_size=2).map(tuple)
        return st.tuples(*(for_type(arg, []) for arg in args))
    if origin is dict:
        key, value = get_args(annotation)
        return st.dictionaries(for_type(key, []), for_type(value, []), max_size=2)
    if annotation is type(None):
        return st.none()
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return models(annotation)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return st.sampled_from(list(annotation))
    if annotation is bool:
        return st.booleans()
    if annotation is int:
        low = _bound(metadata, annotated_types.Ge, "ge")
        high = _bound(metadata, annotated_types.Le, "le")
        return st.integers(
            low if low is not None else -MAX_SAFE_INTEGER, high if high is not None else MAX_SAFE_INTEGER
        )
    if annotation is float:
        return finite_floats(
            _bound(metadata, annotated_types.Ge, "ge"), _bound(metadata, annotated_types.Le, "le")
        )
    if annotation is str:
        pattern = _bound(metadata, StringConstraints, "pattern")
        if pattern == DIGEST_PATTERN:  # from_regex would work, at a hundred times the cost
            return st.binary(min_size=32, max_size=32).map(lambda raw: "sha256:" + raw.hex())
        if pattern is not None:
            return st.from_regex(pattern.rstrip("$") + r"\Z", fullmatch=True)
        names = {getattr(getattr(item, "func", None), "__name__", "") for item in metadata}
        low = _bound(metadata, annotated_types.MinLen, "min_length") or 0
        if "_non_blank" in names:
            return TEXT.filter(lambda text: text.strip() != "") | st.sampled_from(["x", " é ", "a\tb"])
        return st.text(st.characters(codec="utf-8"), min_size=low, max_size=8)
    raise NotImplementedError(f"no strategy for {annotation!r}")


@cache
def fields_of(model: type[BaseModel]) -> st.SearchStrategy[dict[str, Any]]:
    """Field values for ``model`` (optional fields sometimes left out), before model-specific fixes."""
    required = {
        n: for_type(f.annotation, list(f.metadata)) for n, f in model.model_fields.items() if f.is_required()
    }
    optional = {
        n: for_type(f.annotation, list(f.metadata))
        for n, f in model.model_fields.items()
        if not f.is_required()
    }
    return st.fixed_dictionaries(required, optional=optional)


@st.composite
def _fixed(draw: st.DrawFn, model: type[BaseModel]) -> dict[str, Any]:
    """Satisfy the model validators that no field type states."""
    fields = draw(fields_of(model))
    if model is AgentOutput:
        fields["metadata"] = {**fields["metadata"], "contract_version": CONTRACT_VERSION}
    elif model is TraceEntry:
        if fields["status"] is CallStatus.SUCCESS:
            fields["output"] = draw(models(AgentOutput))
            fields["error"] = None
        else:
            fields["output"] = None
            fields["error"] = draw(models(AgentError))
    elif model is ToolResult:
        if fields["status"] is CallStatus.SUCCESS:
            fields["error"] = None
        else:
            fields["output"] = None
            fields["error"] = draw(TEXT.filter(bool))
    elif model is Evidence:
        fields["end"] = max(fields["start"], fields["end"])
    elif model is Support:
        if (fields.get("start") is None) != (fields.get("end") is None):
            fields["start"] = fields["end"] = None
        elif fields.get("start") is not None:
            fields["start"], fields["end"] = sorted((fields["start"], fields["end"]))
    return fields


@cache
def models(model: type[BaseModel]) -> st.SearchStrategy[BaseModel]:
    """Valid instances of a contract model."""
    return st.deferred(lambda: _fixed(model).map(model.model_validate))
