"""``canonical_json`` writes exactly the bytes of ``rfc8785.dumps``: numbers, escapes, key order, structs."""

from __future__ import annotations

import struct

import msgspec
import pytest
import rfc8785
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from canon_contracts import MAX_SAFE_INTEGER, PortabilityError, TraceEntry, canonical_bytes, is_portable
from canon_trace import canonical_json, wire
from canon_trace.testing.strategies import AWKWARD_FLOATS, KEYS, models, portable_values

EVERY_DOUBLE = st.integers(0, 2**64 - 1).map(lambda bits: struct.unpack("<d", struct.pack("<Q", bits))[0])
FINITE = (
    st.sampled_from(AWKWARD_FLOATS) | st.floats(allow_nan=False, allow_infinity=False) | EVERY_DOUBLE
).filter(lambda x: x == x and abs(x) != float("inf"))
SAFE = FINITE.filter(lambda x: abs(x) <= MAX_SAFE_INTEGER)
AWKWARD_TEXT = st.text(
    st.characters(codec="utf-8") | st.sampled_from('\x00\x08\x09\x0a\x0c\x0d\x1f\x7f"\\/\u2028\ue000😀')
)


@settings(max_examples=400, deadline=None)
@given(portable_values(max_leaves=40))
@example({"\ue000": 1, "😀": 2, "a": 3})
@example({"\uffff": [0.1, -0.0, 5e-324, 1e-7], "\U0010ffff": {"é": 1.0, "e": 100.0}})
@example(['\x00\x1f\x7f\u2028"\\/', 9007199254740991, -9007199254740991, 1e15, 123456789.125])
def test_portable_values_encode_as_rfc8785(value: object) -> None:
    assert canonical_json(value) == rfc8785.dumps(value)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS | AWKWARD_TEXT, SAFE | AWKWARD_TEXT, max_size=6))
def test_awkward_keys_strings_and_safe_floats_encode_as_rfc8785(value: dict[str, object]) -> None:
    assert canonical_json(value) == rfc8785.dumps(value)


NUMBER_LOOKALIKES = st.sampled_from(
    ["1.0,", "x.0]", "2.0}", "1e21,", "5e-324]", "0e0,", "3e45}", ":1.0,", '"a":1.0,']
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(NUMBER_LOOKALIKES | SAFE | st.integers(-10, 10), max_size=6),
    st.dictionaries(NUMBER_LOOKALIKES, SAFE, max_size=3),
)
def test_text_that_looks_like_numbers_is_never_rewritten(
    items: list[object], mapping: dict[str, float]
) -> None:
    for value in (items, mapping, {"k": items, "m": mapping}):
        assert canonical_json(value) == rfc8785.dumps(value)


@settings(max_examples=300, deadline=None)
@given(FINITE)
@example(1e21)
@example(1e-7)
@example(-0.0)
@example(5e-324)
@example(0.1)
@example(1.7976931348623157e308)
def test_every_finite_float_in_a_typed_field_encodes_as_rfc8785(number: float) -> None:
    # Typed float fields accept what the contract accepts, beyond the I-JSON safe range too.
    output = wire.AgentOutput(text="t", confidence=0.5, decision="pass", metadata={"n": 1})
    record = wire.ModelMetadata(provider="p", model="m", temperature=abs(number), settings={})
    for value in (output, record):
        assert canonical_json(value) == rfc8785.dumps(msgspec.to_builtins(value))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(models(TraceEntry))
def test_an_entry_record_encodes_as_the_contract_canonical_bytes(entry: TraceEntry) -> None:
    dump = {"record": "entry", **entry.model_dump(mode="json")}
    # canonical_bytes refuses floats beyond the I-JSON safe range, which a typed duration may hold.
    assume(is_portable(dump))
    record = msgspec.convert(dump, wire.Entry)
    assert canonical_json(record) == canonical_bytes(dump)


def test_a_key_order_that_differs_in_utf16_falls_back_correctly() -> None:
    # U+E000 sorts after U+1F600 by code point but before it by UTF-16 code unit.
    value = {"\ue000": 1, "😀": 2}
    assert canonical_json(value) == rfc8785.dumps(value) == '{"😀":2,"\ue000":1}'.encode()


@pytest.mark.parametrize(
    ("number", "spelled"),
    [
        (1.0, b"1"),
        (-0.0, b"0"),
        (1e21, b"1e+21"),
        (1e20, b"100000000000000000000"),
        (1e-7, b"1e-7"),
        (1e-6, b"0.000001"),
        (5e-324, b"5e-324"),
        (0.1, b"0.1"),
        (123456789012345680.0, b"123456789012345680"),
    ],
)
def test_numbers_are_spelled_the_ecmascript_way(number: float, spelled: bytes) -> None:
    record = wire.ModelMetadata(provider="p", model="m", temperature=number)
    assert b'"temperature":' + spelled + b"}" in canonical_json(record)


@pytest.mark.parametrize("value", [float("nan"), 2**53, {"a": {1, 2}}, "\ud800", {"k": 1e20}])
def test_non_portable_plain_values_are_refused(value: object) -> None:
    with pytest.raises(PortabilityError):
        canonical_json(value)


def test_floats_from_1e21_are_spelled_with_an_exponent_as_rfc8785_does() -> None:
    value = {"training_compute": 3.8e25, "k": 1e300, "small": -1e21}
    assert canonical_json(value) == b'{"k":1e+300,"small":-1e+21,"training_compute":3.8e+25}'
