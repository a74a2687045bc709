"""The reader's shortcuts decide exactly what the full checks decide.

Two shortcuts settle the common line: ``integral_floats_respelled`` proves a line free of repeated keys
without respelling its numbers, and ``entry_problem(..., portable=True)`` screens the entry rules before
locating a breach. Each is held here against the full path it stands in for, on generated input.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Union

import msgspec
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from canon_trace import canonical_json, wire
from canon_trace._canonical import respell_numbers
from canon_trace._checks import entry_problem, integral_floats_respelled, repeated_key_problem
from canon_trace._lean import LeanEntry, sound
from canon_trace.testing import records_of, write_sample
from canon_trace.testing.strategies import portable_values

_SORTED = msgspec.json.Encoder(order="sorted")
_PLAIN = msgspec.json.Decoder()
_LEAN = msgspec.json.Decoder(LeanEntry)

# Number spellings msgspec and RFC 8785 agree or disagree on, and text that looks like them.
NUMBERS = st.sampled_from(["0", "1", "-1", "1.0", "-0.0", "0.0", "2.5", "10.0", "1e+21", "1e21", "5e-7"])
TEXTS = st.sampled_from(["", "a", "1.0,", "x.0]", "2.0}", ".0", '"', "\\", "é", "a.0,b"]).map(json.dumps)
# Keys collide often, and some differ only by a ``.0`` before a delimiter.
KEYS = st.sampled_from(["a", "b", "a.0,", "a,", "k.0]", "k]", "z.0}", "z}"]).map(json.dumps)


def _text(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    members = st.lists(st.tuples(KEYS, children), max_size=5)
    # Members sorted by key, as a canonical writer orders them (repeated keys side by side), so that the
    # texts come close to their re-encoding and the shortcut gets to decide.
    objects = members.map(
        lambda pairs: "{" + ",".join(f"{key}:{value}" for key, value in sorted(pairs)) + "}"
    )
    arrays = st.lists(children, max_size=5).map(lambda items: "[" + ",".join(items) + "]")
    return objects | arrays


JSON_TEXTS = st.recursive(NUMBERS | TEXTS | st.just("null"), _text, max_leaves=20).filter(
    lambda text: text[:1] in "{["
)


def _holds_a_repeated_key(raw: bytes) -> bool:
    def refuse(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({key for key, _ in pairs}) != len(pairs):
            raise KeyError("repeated")
        return dict(pairs)

    try:
        json.loads(raw, object_pairs_hook=refuse)
    except KeyError:
        return True
    return False


def _float_tree() -> Any:
    """A type that decodes every number as a float (as a struct's float field does), 8 levels deep."""
    level: Any = Union[None, float, str]  # noqa: UP007 (built at run time)
    for _ in range(8):
        level = Union[None, float, str, list[level], dict[str, level]]  # noqa: UP007
    return level


_FLOATS = msgspec.json.Decoder(_float_tree())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON_TEXTS)
@example('{"a.0,":1.0,"a,":1.0}')
@example('{"a":1,"a":1}')
@example('{"a":1.0,"b":[1.0,{"a":2}],"b":0}')
def test_a_line_the_shortcut_settles_holds_no_repeated_key(text: str) -> None:
    raw = text.encode()
    try:
        decoded = _FLOATS.decode(raw)  # "1" becomes 1.0, written back "1.0": the shortcut has to decide
    except msgspec.ValidationError:
        return  # nested deeper than the type
    encoded = _SORTED.encode(decoded)
    if integral_floats_respelled(encoded, raw):
        assert not _holds_a_repeated_key(raw)
        assert repeated_key_problem(raw) is None  # the full path agrees


def _only_fixed_form_floats(value: Any) -> bool:
    """Whether floats are ones msgspec writes without an exponent, strings lack ``.``, keys are ASCII."""
    if type(value) is float:
        return value == 0.0 and str(value) == "0.0" or 1e-5 <= abs(value) < 1e16
    if type(value) is str:
        return "." not in value
    if type(value) is list:
        return all(_only_fixed_form_floats(item) for item in value)
    if type(value) is dict:
        # ASCII keys: msgspec and RFC 8785 then sort members alike
        return all(
            key.isascii() and "." not in key and _only_fixed_form_floats(item) for key, item in value.items()
        )
    return True


@settings(max_examples=300, deadline=None)
@given(portable_values(max_leaves=30))
@example({"n": 1.0, "s": "v1.0, then 2.0]", "m": [-0.0, 1e21, 2.0]})
@example({"a": [1.0, 2.0, {"b": 3.0}], "c": 1e21, "d": 0.0})
def test_the_shortcut_agrees_with_respelling_on_canonical_lines(value: Any) -> None:
    raw = canonical_json(value)
    if type(value) not in (dict, list):
        return  # a line is an object
    encoded = _SORTED.encode(_PLAIN.decode(raw))
    settled = encoded == raw or integral_floats_respelled(encoded, raw)
    if settled:
        assert respell_numbers(encoded) == raw
    if _only_fixed_form_floats(value):  # integral floats are then the only difference, and outside strings
        assert settled


def test_the_writer_s_lines_are_settled_by_the_shortcut(tmp_path: Path) -> None:
    lines = write_sample(tmp_path / "trace.jsonl", entries=6).read_bytes().splitlines()[1:-1]
    respelled = 0
    for line in lines:
        encoded = _SORTED.encode(_LEAN.decode(line))
        respelled += encoded != line
        assert encoded == line or integral_floats_respelled(encoded, line)
    assert respelled  # the sample holds integral floats, so the shortcut was exercised


# ------------------------------------------------------------------------------- the entry rules' screen

_STATUSES = ["success", "failure", "cancelled"]
_ERROR = {"code": "tool_service_error", "message": "it broke"}


@st.composite
def _edited_entries(draw: st.DrawFn, seeds: list[dict[str, Any]]) -> dict[str, Any]:
    """A sample entry with its status rules, spans and tool results edited at random."""
    fields = json.loads(json.dumps(draw(st.sampled_from(seeds))))
    fields["status"] = draw(st.sampled_from(_STATUSES))
    if draw(st.booleans()):
        fields["error"] = _ERROR
    if draw(st.booleans()):
        fields["output"] = None
    elif fields.get("output") is not None and draw(st.booleans()):
        fields["output"]["metadata"] = draw(
            st.sampled_from([{}, {"contract_version": "0.9"}, {"contract_version": 1}])
        )
    events = [*fields.get("events", ())]
    if draw(st.booleans()):
        start, end = draw(st.integers(0, 9)), draw(st.integers(0, 9))
        events.append(
            {
                "kind": "evidence_registered",
                "evidence": {
                    "evidence_id": "ev",
                    "sha256": "sha256:" + "0" * 64,
                    "source": "s",
                    "start": start,
                    "end": end,
                    "text": "t",
                },
            }
        )
    if draw(st.booleans()):
        support: dict[str, Any] = {"kind": "evidence", "ref": "ev"}
        for name in draw(st.lists(st.sampled_from(["start", "end"]), unique=True)):
            support[name] = draw(st.integers(0, 9))
        claim = {"claim_id": "c", "text": "t", "supports": [support]}
        events.append({"kind": "claim_emitted", "claim": claim})
    if draw(st.booleans()):
        result: dict[str, Any] = {"call_id": "k", "tool": "t", "status": draw(st.sampled_from(_STATUSES))}
        if draw(st.booleans()):
            result["output"] = draw(st.sampled_from([None, 1, {"x": []}]))
        if draw(st.booleans()):
            result["error"] = draw(st.sampled_from(["", "broke"]))
        events.append({"kind": "tool_result", "result": result})
    fields["events"] = draw(st.permutations(events))
    return fields


def _sample_entries() -> list[dict[str, Any]]:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        records = records_of(write_sample(Path(folder) / "trace.jsonl", entries=6))
    return [record for record in records if record.get("record") == "entry"]


_SEEDS = _sample_entries()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_edited_entries(_SEEDS))
def test_the_screened_entry_rules_name_what_the_full_rules_name(fields: dict[str, Any]) -> None:
    line = canonical_json(fields)
    lean = _LEAN.decode(line)
    assert sound(lean)
    full = entry_problem(msgspec.json.decode(line, type=wire.Entry), decoded=True)
    assert entry_problem(lean, decoded=True, portable=True) == full


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(JSON_TEXTS, st.sampled_from([0, 1, 2]))
@example('{"a":1,"b":{"a":2}}', 2)
@example('{"a":1,"b":{"c":2,"c":2}}', 2)
@example('{"a b":1,"a  b":2}', 1)
def test_an_indented_text_is_judged_for_repeated_keys_as_a_full_parse_does(text: str, indent: int) -> None:
    # White space is the one difference an indented document has from its encoding: the shortcut that
    # strips it must still find every repeated key, given the decoded value or not.
    raw = msgspec.json.format(text.encode(), indent=indent)
    repeated = _holds_a_repeated_key(raw)
    assert (repeated_key_problem(raw) is not None) == repeated
    assert (repeated_key_problem(raw, value=_PLAIN.decode(raw)) is not None) == repeated
