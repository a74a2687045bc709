"""What a record must satisfy beyond the shapes msgspec checks, shared by the writer and the reader.

msgspec validates types, enums, patterns and ranges while decoding. The contract models add rules that a
type cannot state: JSON-valued fields must be portable I-JSON, a status must agree with the output and
error present, spans must be ordered, an output must declare the contract version. Each check returns a
``Problem`` (field path, message) instead of raising, so the hot read loop pays nothing for a valid entry.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, TypeAlias

import msgspec

from canon_contracts import (
    CONTRACT_VERSION,
    MAX_DEPTH,
    MAX_SAFE_INTEGER,
    CallStatus,
    PortabilityError,
    ensure_portable,
)

from . import wire
from ._canonical import respell_numbers

__all__ = [
    "MAX_CONTAINERS",
    "Problem",
    "container_problem",
    "decode_problem",
    "repeated_key_problem",
    "entry_problem",
    "header_problem",
    "incompatibility",
    "runtime_version_problem",
    "status_problem",
]

#: A violated rule: the dotted path of the offending field ("" for the record itself) and a message.
Problem: TypeAlias = tuple[str, str]

#: The most arrays and objects one JSON text (a JSONL line, a single document, a run file, a dataset line)
#: may open. Decoding builds a Python object per container (a 2-byte ``[]`` becomes 56 bytes and more), so
#: a 60 MB document of empty arrays took minutes and gigabytes to read; a trace's record opens a few hundred.
MAX_CONTAINERS = 2_000_000
_Check: TypeAlias = Callable[[Any, str], "Problem | None"]

_AT = re.compile(r"(?s)(.*) - at `\$(.*)`")
_NAMED_FIELD = re.compile(r"(?:unknown|missing required) field `([^`]*)`")
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
#: The tokens Python's ``json.dumps`` writes for non-finite floats, which JSON has no form for.
_NOT_A_NUMBER = re.compile(rb"-?(?:NaN|Infinity)")
_INVALID_AT = re.compile(r"invalid character \(byte (\d+)\)")
# An optional name and separator, a numeric release, an optional pre/post/dev and local part: "0.1.0",
# "1.2.0rc1", "1.0.post2", "2.0.0-beta+exp", "canon-kernel/0.1.0", "bijux-canon-agent 2.3.1".
_RUNTIME_VERSION = re.compile(
    r"(?:[A-Za-z][\w.-]*[ /])?v?[0-9]+(?:\.[0-9]+)*"
    r"(?:[-_]?[A-Za-z][0-9A-Za-z.-]*|\.(?:post|dev)[0-9]*)?(?:\+[0-9A-Za-z.]+)?"
)


_VERBATIM = msgspec.json.Encoder()
_SORTED = msgspec.json.Encoder(order="sorted")
_GENERIC = msgspec.json.Decoder()


def _refuse_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    members = dict(pairs)
    if len(members) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RepeatedKey(key)
            seen.add(key)
    return members


class _RepeatedKey(ValueError):
    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(key)


def container_problem(raw: bytes | str) -> str | None:
    """Why ``raw`` (a JSONL line, a document, any JSON text) is refused before it is decoded, or ``None``.

    The reason reads after a subject: "the line holds 3,000,000 '[' and '{' characters, more than ...".
    Every ``[`` and ``{`` is counted, those inside strings too: a count within ``MAX_CONTAINERS`` bounds the
    arrays and objects decoding can build, and only a text longer than the bound is counted.
    """
    if len(raw) <= MAX_CONTAINERS:
        return None
    count = raw.count(b"[") + raw.count(b"{") if isinstance(raw, bytes) else raw.count("[") + raw.count("{")
    if count <= MAX_CONTAINERS:
        return None
    return (
        f"holds {count:,} '[' and '{{' characters, more than the {MAX_CONTAINERS:,} arrays and objects "
        "canon reads in one JSON text: it is not read"
    )


def repeated_key_problem(
    raw: bytes, decoded: msgspec.Struct | None = None, *, value: Any = None
) -> Problem | None:
    """The problem of a JSON text in which one object holds a key twice, or ``None``.

    Two parsers may keep different members of such an object, so two readers could see different content
    under one digest. A text equal to some encoding of what was decoded from it holds no repeated key (an
    encoder writes each member once). So the struct ``decoded`` from ``raw``, when given, is encoded with
    sorted members and compared: the writer's canonical lines match it, or match it once its integral
    floats are respelled, which settles them with one encode. Otherwise a text that re-encodes to its own
    bytes holds no repeated key, nor does one whose white space alone differs from that encoding (an
    indented document: removing white space outside strings keeps every member), and only the rest take
    a full second parse, which costs many times the memory of the text. ``value``, when given, is what
    ``raw`` decodes to untyped, held by the caller: it saves decoding a large document once more.
    """
    try:
        if decoded is not None:
            encoded = _SORTED.encode(decoded)
            if (
                encoded == raw
                or integral_floats_respelled(encoded, raw)
                or (len(encoded) > len(raw) and respell_numbers(encoded) == raw)
            ):
                return None
        verbatim = _VERBATIM.encode(_GENERIC.decode(raw) if value is None else value)
        if verbatim == raw or verbatim == msgspec.json.format(raw, indent=-1):
            return None
        json.loads(raw, object_pairs_hook=_refuse_repeated_keys)
    except _RepeatedKey as exc:
        key = exc.key if len(exc.key) <= 40 else exc.key[:39] + "…"
        return "", f"an object holds the key {key!r} twice"
    except (ValueError, RecursionError, msgspec.DecodeError):
        return None  # not JSON: the decoder reports it
    return None


_ZERO_FRACTION_END = (b"0,", b"0]", b"0}")


def integral_floats_respelled(encoded: bytes, raw: bytes) -> bool:
    """Whether ``raw`` is ``encoded`` with some ``.0`` just before a ``,``, ``]`` or ``}`` left out.

    That is how RFC 8785 spells what msgspec writes ``1.0``: the writer's lines differ from msgspec's sorted
    encoding of what they decode to only there, unless they hold exponents, ``-0.0`` or such a ``.0`` inside
    a string, which ``respell_numbers`` then settles. Leaving out ``.0`` touches no quote, backslash or
    punctuation, and ``.`` appears outside strings only inside numbers, so ``raw`` has the members ``encoded``
    has, object by object: an encoding holds each key once, and so does ``raw``. The scan visits the dots of
    the line (a ``memchr`` each), where respelling translated and searched the whole of it.
    """
    surplus = len(encoded) - len(raw)
    if surplus <= 0 or surplus & 1:
        return False
    find, shift, copied = encoded.find, 0, 0
    found = find(b".")
    while found >= 0 and shift < surplus:
        after = encoded[found + 1 : found + 3]
        if after in _ZERO_FRACTION_END and raw[found - shift : found - shift + 1] == after[1:]:
            if encoded[copied:found] != raw[copied - shift : found - shift]:
                return False
            copied, shift = found + 2, shift + 2
            found = find(b".", copied)
        else:
            found = find(b".", found + 1)
    return shift == surplus and encoded[copied:] == raw[copied - shift :]


def decode_problem(exc: Exception, raw: bytes = b"") -> Problem:
    """Translate a msgspec (or recursion) error into a ``Problem`` naming the field msgspec reported."""
    if isinstance(exc, RecursionError):
        return "", "JSON is nested too deeply to decode"
    text = str(exc)
    found = _AT.fullmatch(text)
    message, path = (found.group(1), found.group(2).lstrip(".")) if found else (text, "")
    named = _NAMED_FIELD.search(message)
    if named is not None:  # msgspec locates the object; the field is the member it names inside it
        return f"{path}.{named.group(1)}" if path else named.group(1), message
    if found is not None:
        return path, message
    if isinstance(exc, msgspec.DecodeError) and _SURROGATE_ESCAPE.search(raw):
        return "", f"{text} (a string holds a lone UTF-16 surrogate escape, which has no UTF-8 form)"
    if isinstance(exc, msgspec.DecodeError) and not raw.strip(b" \t\r\n"):
        return "", "the line is blank; JSONL holds one record on every line"
    if (at := _INVALID_AT.search(text)) is not None:
        start = int(at[1])
        if start > 0 and raw[start - 1 : start] == b"-":  # the decoder points past the sign of -Infinity
            start -= 1
        if (token := _NOT_A_NUMBER.match(raw, start)) is not None:
            return "", f"{text} ({token.group().decode()} is not a JSON number)"
    return "", text


def _portability(value: Any, path: str) -> Problem | None:
    try:
        ensure_portable(value, path=path)
    except PortabilityError as exc:
        return exc.path, exc.reason
    return None


def _decoded_portability(value: Any, path: str) -> Problem | None:
    """``_portability`` for a value msgspec decoded from JSON text, in a fraction of the time.

    Decoding already refused lone surrogates, non-finite numbers and every non-JSON type, so only a number
    outside the safe range or nesting deeper than ``MAX_DEPTH`` can remain; ``ensure_portable`` then names it.
    """
    kind = type(value)
    if kind is not dict and kind is not list:
        safe = kind is not int and kind is not float or -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER
        return None if safe else _portability(value, path)
    return None if _decoded_values_portable([value]) else _portability(value, path)


def _skip(value: Any, path: str) -> Problem | None:
    return None


def _decoded_values_portable(values: list[Any]) -> bool:
    """Whether each of ``values``, decoded from JSON text, holds only safe numbers within ``MAX_DEPTH``."""
    stack: list[tuple[Any, int]] = [(values, -1)]  # the list itself is not a JSON value: its items are roots
    pop, push = stack.pop, stack.append
    while stack:
        node, depth = pop()
        if depth >= MAX_DEPTH:
            return False
        for item in node.values() if type(node) is dict else node:
            kind = type(item)
            if kind is int or kind is float:
                if not -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
                    return False
            elif (kind is dict or kind is list) and item:
                push((item, depth + 1))
    return True


def _plain_values_portable(values: list[Any]) -> bool:
    """Whether each of ``values`` is portable I-JSON, lone surrogates aside; False can also mean "maybe not".

    Exact JSON types, ``str`` keys, numbers in the safe range, nesting within ``MAX_DEPTH``: one walk of
    about a third of ``ensure_portable``'s cost, for a writer whose encoder refuses a lone surrogate with
    its path. A float of magnitude 1e21 or more, which is portable, gets False here and ``ensure_portable``
    settles it. A container met again at the same depth or shallower is not walked again (the model
    requests of one invocation share their agent's specification).
    """
    stack: list[tuple[Any, int]] = [(values, -1)]
    pop, push = stack.pop, stack.append
    walked: dict[int, int] = {}  # id of a container -> the shallowest depth it was walked at
    while stack:
        node, depth = pop()
        if depth >= MAX_DEPTH:
            return False
        if type(node) is dict:
            for key in node:
                if type(key) is not str:
                    return False
            members = node.values()
        else:
            members = node
        for item in members:
            kind = type(item)
            if kind is str or item is None or kind is bool:
                continue
            if kind is int or kind is float:
                if not -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
                    return False
            elif kind is dict or kind is list:
                if walked.get(id(item), depth + 1) > depth:
                    walked[id(item)] = depth
                    push((item, depth + 1))
            else:
                return False
    return True


def _json_values(entry: wire.Entry) -> list[Any]:
    """The JSON-valued fields of ``entry`` that ``entry_problem`` checks for portability."""
    given = entry.input
    values: list[Any] = [given.payload, given.metadata]
    if entry.output is not None:
        values.append(entry.output.metadata)
    if entry.error is not None and entry.error.details:
        values.append(entry.error.details)
    if entry.failure is not None:
        values.append(entry.failure.details)
    for event in entry.events:
        if isinstance(event, wire.ModelRequestEvent):
            values.append(event.request)
        elif isinstance(event, wire.ModelResponseEvent):
            values.append(event.response)
        elif isinstance(event, wire.ToolCallEvent):
            values.append(event.call.arguments)
        elif isinstance(event, wire.ToolResultEvent):
            values.append(event.result.output)
        elif isinstance(event, wire.PlanEmittedEvent):
            values.extend(node.arguments for node in event.plan.nodes)
        elif isinstance(event, wire.ConvergenceDecisionEvent):
            values.append(event.record.parameters)
    return values


def header_problem(header: wire.Header) -> Problem | None:
    """Check what the header type cannot state: a parseable runtime version and portable model settings."""
    if (problem := runtime_version_problem(header.runtime_version)) is not None:
        return problem
    if header.model is not None and header.model.settings:
        return _portability(header.model.settings, "model.settings")
    return None


def runtime_version_problem(runtime_version: str) -> Problem | None:
    """Check that a header's runtime version parses as a version (the one header rule a type cannot state)."""
    if _RUNTIME_VERSION.fullmatch(runtime_version) is None:
        return "runtime_version", f"runtime version {runtime_version!r} is not a parseable version"
    return None


def incompatibility(contract_version: str) -> str | None:
    """Say why traces of ``contract_version`` cannot be read here, or None when its major version matches."""
    ours = CONTRACT_VERSION.split(".", 1)[0]
    theirs = contract_version.split(".", 1)[0]
    if theirs != ours:
        return (
            f"contract version {contract_version!r} is incompatible with {CONTRACT_VERSION!r} (major differs)"
        )
    return None


def entry_problem(
    entry: wire.Entry, *, decoded: bool = False, encoding: bool = False, portable: bool = False
) -> Problem | None:
    """Check the contract rules of an entry that its wire type cannot state.

    ``decoded`` says the entry was decoded from JSON text, and ``encoding`` that the caller encodes it next
    (which refuses a lone surrogate in any string, naming it); either lets the portability check be cheaper.
    Every JSON value is walked once; only when that walk finds something is each field checked on its own,
    so that the problem names the field. ``portable`` says every JSON value is known to be portable already
    (the reader's lean reading typed them so), which skips the walk.
    """
    if portable:
        return _portable_entry_problem(entry)
    if decoded:
        check = _skip if _decoded_values_portable(_json_values(entry)) else _decoded_portability
    elif encoding:
        check = _skip if _plain_values_portable(_json_values(entry)) else _portability
    else:
        check = _portability
    found = status_problem(entry.status, entry.output is not None, entry.error is not None)
    if found is not None:
        return found
    given = entry.input
    if given.payload and (found := check(given.payload, "input.payload")):
        return found
    if given.metadata and (found := check(given.metadata, "input.metadata")):
        return found
    if entry.output is not None and (found := _output_problem(entry.output, check)):
        return found
    if entry.error is not None and entry.error.details:
        if found := check(entry.error.details, "error.details"):
            return found
    if entry.failure is not None and entry.failure.details:
        if found := check(entry.failure.details, "failure.details"):
            return found
    for position, event in enumerate(entry.events):
        if found := _event_problem(event, f"events[{position}]", check):
            return found
    return None


def _portable_entry_problem(entry: wire.Entry) -> Problem | None:
    """``entry_problem`` of an entry whose JSON values are known to be portable: the rules left, screened.

    Each rule is screened with a few comparisons and only a breach is located by ``_event_problem``, which
    names it as it always has; events of kinds whose only rule is portability are not visited.
    """
    output, status = entry.output, entry.status
    has_output, has_error = output is not None, entry.error is not None
    if not ((has_output and not has_error) if status is _SUCCESS else (has_error and not has_output)):
        return status_problem(status, has_output, has_error)
    if output is not None and output.metadata.get("contract_version") != CONTRACT_VERSION:
        return _output_problem(output, _skip)
    for position, event in enumerate(entry.events):
        screen = _SCREENS.get(type(event), _screen_of)
        if not screen(event):
            found = _event_problem(event, f"events[{position}]", _skip)
            if found is not None:
                return found
    return None


def _tool_result_fits(event: wire.ToolResultEvent) -> bool:
    result = event.result
    if result.status is _SUCCESS:
        return result.error is None
    return result.output is None and bool(result.error)


def _evidence_fits(event: wire.EvidenceRegisteredEvent) -> bool:
    return event.evidence.start <= event.evidence.end


def _claim_fits(event: wire.ClaimEmittedEvent) -> bool:
    for support in event.claim.supports:
        start, end = support.start, support.end
        if (start is None) != (end is None) or (end is not None and end < start):  # type: ignore[operator]
            return False
    return True


def _fits(event: object) -> bool:
    return True


#: The wire classes whose events have rules beyond portability, and the screen of each.
_SCREENED: dict[type[Any], Callable[[Any], bool]] = {
    wire.ToolResultEvent: _tool_result_fits,
    wire.EvidenceRegisteredEvent: _evidence_fits,
    wire.ClaimEmittedEvent: _claim_fits,
}
#: The screen of each event class met so far (the reader's lean structs subclass the wire classes).
_SCREENS: dict[type[Any], Callable[[Any], bool]] = {}


def _screen_of(event: object) -> bool:
    """Find, remember and apply the screen of an event class met for the first time."""
    screen = next((rule for cls, rule in _SCREENED.items() if isinstance(event, cls)), _fits)
    _SCREENS[type(event)] = screen
    return screen(event)


_SUCCESS = CallStatus.SUCCESS


def status_problem(status: CallStatus, has_output: bool, has_error: bool) -> Problem | None:
    """Check that an entry's status agrees with what it carries: an output alone, or else an error alone."""
    if status is CallStatus.SUCCESS:
        if not has_output:
            return "output", "status 'success' requires an output"
        if has_error:
            return "error", "status 'success' cannot carry an error"
    elif has_output:
        return "output", f"status {status.value!r} cannot carry a successful output"
    elif not has_error:
        return "error", f"status {status.value!r} requires an error"
    return None


def _output_problem(output: wire.AgentOutput, portable: _Check) -> Problem | None:
    if found := portable(output.metadata, "output.metadata"):
        return found
    declared = output.metadata.get("contract_version")
    if declared != CONTRACT_VERSION:
        shown = "missing" if declared is None else repr(declared)
        return "output.metadata.contract_version", f"must be {CONTRACT_VERSION!r}, got {shown}"
    return None


def _event_problem(event: wire.Event, at: str, portable: _Check) -> Problem | None:
    if isinstance(event, wire.ModelRequestEvent):
        return portable(event.request, f"{at}.request")
    if isinstance(event, wire.ModelResponseEvent):
        return portable(event.response, f"{at}.response")
    if isinstance(event, wire.ToolCallEvent):
        return portable(event.call.arguments, f"{at}.call.arguments") if event.call.arguments else None
    if isinstance(event, wire.ToolResultEvent):
        return _tool_result_problem(event.result, f"{at}.result", portable)
    if isinstance(event, wire.EvidenceRegisteredEvent):
        evidence = event.evidence
        if evidence.end < evidence.start:
            return f"{at}.evidence.end", f"end ({evidence.end}) is before start ({evidence.start})"
        return None
    if isinstance(event, wire.ClaimEmittedEvent):
        for number, support in enumerate(event.claim.supports):
            if found := _span_problem(support, f"{at}.claim.supports[{number}]"):
                return found
        return None
    if isinstance(event, wire.PlanEmittedEvent):
        for number, node in enumerate(event.plan.nodes):
            if node.arguments and (found := portable(node.arguments, f"{at}.plan.nodes[{number}].arguments")):
                return found
        return None
    if isinstance(event, wire.ConvergenceDecisionEvent) and event.record.parameters:
        return portable(event.record.parameters, f"{at}.record.parameters")
    return None


def _tool_result_problem(result: wire.ToolResult, at: str, portable: _Check) -> Problem | None:
    if result.status is CallStatus.SUCCESS:
        if result.error is not None:
            return f"{at}.error", "a successful tool result cannot carry an error"
        return portable(result.output, f"{at}.output")
    if result.output is not None:
        return f"{at}.output", f"a tool result with status {result.status.value!r} cannot carry an output"
    if not result.error:
        return f"{at}.error", f"a tool result with status {result.status.value!r} requires an error"
    return None


def _span_problem(support: wire.Support, at: str) -> Problem | None:
    if (support.start is None) != (support.end is None):
        return at, "start and end must be given together"
    if support.start is not None and support.end is not None and support.end < support.start:
        return f"{at}.end", f"end ({support.end}) is before start ({support.start})"
    return None
