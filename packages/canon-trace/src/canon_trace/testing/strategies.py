"""Hypothesis strategies: valid contract models with awkward values, and hostile bytes and JSON.

``models(Model)`` draws valid instances of a canon-contracts model: every field's strategy comes from its
annotation and constraints (enums, literals, ranges, patterns, non-blank strings, portable JSON), and the few
rules a type cannot state (status invariants, ordered spans, the output's contract version) are kept by small
per-model fixes. Floats lean to the ones whose canonical spelling is easy to get wrong (-0.0, 5e-324, 1e21).

``hostile_json()`` draws JSON texts a reader must refuse or survive (huge numbers, lone surrogates, deep
nesting); ``mutated``, ``truncated``, ``spliced`` and ``field_replaced`` turn valid traces into broken ones.

This module needs hypothesis: ``pip install 'canon-trace[testing]'``.
"""

from __future__ import annotations

import enum
import json
import types
from collections.abc import Sequence
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args, get_origin

try:
    from hypothesis import strategies as st
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "canon_trace.testing.strategies needs hypothesis; install it with: pip install 'canon-trace[testing]'"
    ) from exc

import annotated_types
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

__all__ = [
    "AWKWARD_FLOATS",
    "KEYS",
    "field_replaced",
    "finite_floats",
    "for_type",
    "hostile_json",
    "json_paths",
    "models",
    "mutated",
    "portable_objects",
    "portable_scalars",
    "portable_values",
    "spliced",
    "truncated",
]

#: Floats whose shortest round-trip spelling trips encoders: signed zero, subnormals, exponent boundaries.
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
_TEXT = st.text(st.characters(codec="utf-8"), max_size=8)
#: Object keys, leaning to ones that sort differently by code unit and by code point, and control characters.
KEYS = _TEXT | st.sampled_from(["a", "\ue000", "\uffff", "😀", "\U0010ffff", "\x00", "\x7f", "é"])


def finite_floats(low: float | None = None, high: float | None = None) -> st.SearchStrategy[float]:
    """Floats in [low, high], biased towards ``AWKWARD_FLOATS``."""
    awkward = [x for x in AWKWARD_FLOATS if (low is None or x >= low) and (high is None or x <= high)]
    drawn = st.floats(min_value=low, max_value=high, allow_nan=False, allow_infinity=False)
    return st.sampled_from(awkward) | drawn if awkward else drawn


def portable_scalars() -> st.SearchStrategy[Any]:
    """Null, booleans, safe integers, finite safe-range floats and surrogate-free strings."""
    return (
        st.none()
        | st.booleans()
        | st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER)
        | finite_floats(-float(MAX_SAFE_INTEGER), float(MAX_SAFE_INTEGER))
        | _TEXT
    )


def portable_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Portable I-JSON values: ``portable_scalars`` nested in lists and objects keyed by ``KEYS``."""
    return st.recursive(
        portable_scalars(),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3),
        max_leaves=max_leaves,
    )


def portable_objects() -> st.SearchStrategy[dict[str, Any]]:
    """Portable I-JSON objects."""
    return st.dictionaries(KEYS, portable_values(6), max_size=3)


def _flat(metadata: list[Any]) -> list[Any]:
    flat: list[Any] = []
    for item in metadata:
        flat.extend(_flat(list(item.metadata)) if isinstance(item, FieldInfo) else [item])
    return flat


def _bound(metadata: list[Any], kind: type, attribute: str) -> Any:
    return next((getattr(item, attribute) for item in metadata if isinstance(item, kind)), None)


def _for_str(metadata: list[Any]) -> st.SearchStrategy[str]:
    pattern = _bound(metadata, StringConstraints, "pattern")
    if pattern == DIGEST_PATTERN:  # from_regex would work, at a hundred times the cost
        return st.binary(min_size=32, max_size=32).map(lambda raw: "sha256:" + raw.hex())
    if pattern is not None:
        return st.from_regex(pattern.rstrip("$") + r"\Z", fullmatch=True)
    names = {getattr(getattr(item, "func", None), "__name__", "") for item in metadata}
    low = _bound(metadata, annotated_types.MinLen, "min_length") or 0
    if "_non_blank" in names:
        return _TEXT.filter(lambda text: text.strip() != "") | st.sampled_from(["x", " é ", "a\tb"])
    return st.text(st.characters(codec="utf-8"), min_size=low, max_size=8)


def for_type(annotation: Any, metadata: list[Any]) -> st.SearchStrategy[Any]:  # noqa: C901 - one case per type
    """Values of a field annotated ``annotation`` with constraints ``metadata``, as pydantic reads them."""
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
        return _for_str(metadata)
    raise TypeError(f"no strategy generates values of {annotation!r}")


@cache
def _fields_of(model: type[BaseModel]) -> st.SearchStrategy[dict[str, Any]]:
    """Field values for ``model`` (optional fields sometimes left out), before model-specific fixes."""
    fields = model.model_fields
    required = {n: for_type(f.annotation, list(f.metadata)) for n, f in fields.items() if f.is_required()}
    optional = {n: for_type(f.annotation, list(f.metadata)) for n, f in fields.items() if not f.is_required()}
    return st.fixed_dictionaries(required, optional=optional)


@st.composite
def _fixed(draw: st.DrawFn, model: type[BaseModel]) -> dict[str, Any]:
    """Keep the model validators that no field type states."""
    fields = draw(_fields_of(model))
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
            fields["error"] = draw(_TEXT.filter(bool))
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
    """Valid instances of a canon-contracts model."""
    return st.deferred(lambda: _fixed(model).map(model.model_validate))


# ------------------------------------------------------------------------------------------- hostile input


def hostile_json() -> st.SearchStrategy[str]:
    """JSON texts a reader must refuse in one line or survive: huge numbers, lone surrogates, deep nesting."""
    return st.one_of(
        st.integers(min_value=-(10**30), max_value=10**30).map(json.dumps),
        st.sampled_from(["1e400", "-1e400", "NaN", "Infinity", "-0.0", "1" * 400, "2.5e-400"]),
        st.sampled_from(['"\\ud800"', '"a\\udfffb"', '"\\u0000"', '"\\u001b[2J"', '""', '" "']),
        st.integers(1, 50_000).map(lambda depth: "[" * depth + "]" * depth),
        st.integers(1, 5_000).map(lambda depth: '{"a":' * depth + "0" + "}" * depth),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
            lambda inner: (
                st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
            ),
            max_leaves=8,
        ).map(json.dumps),
    )


@st.composite
def mutated(draw: st.DrawFn, seeds: Sequence[bytes]) -> bytes:
    """One of ``seeds`` with one to four bytes flipped, set, inserted or deleted."""
    data = bytearray(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "set", "insert", "delete"]))
        if kind == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "set":
            data[at] = draw(st.integers(0, 255))
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        else:
            del data[at : at + draw(st.integers(1, 16))]
    return bytes(data)


@st.composite
def truncated(draw: st.DrawFn, seeds: Sequence[bytes]) -> bytes:
    """One of ``seeds`` cut at any byte."""
    data = draw(st.sampled_from(seeds))
    return data[: draw(st.integers(0, len(data)))]


@st.composite
def spliced(draw: st.DrawFn, seeds: Sequence[bytes]) -> bytes:
    """Lines of two of ``seeds`` (JSONL traces) drawn in any order, with or without a final newline."""
    lines = [
        line
        for data in (draw(st.sampled_from(seeds)), draw(st.sampled_from(seeds)))
        for line in data.split(b"\n")
    ]
    chosen = draw(st.lists(st.sampled_from(lines), min_size=1, max_size=12))
    return b"\n".join(chosen) + draw(st.sampled_from([b"\n", b""]))


def json_paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (member names and list indices) to a value inside the JSON value ``value``."""
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += json_paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += json_paths(item, (*prefix, index))
    return found


@st.composite
def field_replaced(draw: st.DrawFn, seeds: Sequence[bytes]) -> bytes:
    """One of ``seeds`` (JSONL traces) with one field of one record replaced by a ``hostile_json`` text."""
    lines = draw(st.sampled_from(seeds)).split(b"\n")
    number = draw(st.integers(0, len(lines) - 2))
    record = json.loads(lines[number])
    path = draw(st.sampled_from(json_paths(record)))
    marker = "\x00HOSTILE\x00"
    node = record
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = marker
    text = json.dumps(record, separators=(",", ":")).replace(json.dumps(marker), draw(hostile_json()))
    lines[number] = text.encode("utf-8", "surrogatepass")
    return b"\n".join(lines)
