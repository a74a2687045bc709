"""Lean twins of the wire structs: the fast first reading of an entry line, settled by cheap checks.

msgspec checks a string ``pattern`` by calling Python's ``re`` once per field, which cost more than half of
decoding an entry; portable I-JSON payloads were then walked in Python. ``LeanEntry`` is ``wire.Entry`` and
every struct inside it, each subclassed with the same fields in the same order, minus the patterns, and
with every JSON value of free shape (``Any``, ``dict[str, Any]``) typed as ``Json``: an integer or float
within the safe range, nested at most ``_JSON_LEVELS`` containers deep, which msgspec checks while decoding.
A decoded entry is therefore portable; ``sound`` then checks in one pass what the patterns stated: digests
``sha256:<64 lowercase hex>`` with the digest pattern called directly, strings not blank with
``str.isspace`` (where msgspec ran a regex search per string).

A line the lean reading refuses, or whose entry is not ``sound``, is read again with ``wire.Entry``, which
names the problem exactly as before: the lean reading only ever settles lines that the wire structs accept.
Lean structs are instances of the wire classes (``isinstance`` holds), with equal fields in equal order,
and compare equal to the wire struct that holds the same values (their hashes differ: key no set by both).
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, Union

import msgspec

from canon_contracts import MAX_SAFE_INTEGER

from . import wire

__all__ = ["LeanEntry", "sound"]

#: How deep a free-shaped value of a lean entry may nest; a deeper one is judged by the wire reading.
_JSON_LEVELS = 8

_Int = Annotated[int, msgspec.Meta(ge=-MAX_SAFE_INTEGER, le=MAX_SAFE_INTEGER)]
# Floats beyond the safe range are portable in exponent form; the wire reading judges those rare ones.
_Float = Annotated[float, msgspec.Meta(ge=-MAX_SAFE_INTEGER, le=MAX_SAFE_INTEGER)]


def _json_type() -> Any:
    """``Json``: each level a ``NewType`` over a union naming the level below in ``list`` and ``dict``.

    Hashing or comparing a union hashes its members, so plain nested unions cost 2**levels at every hash:
    ``typing`` and msgspec hash them thousands of times while building the decoder, which cost a third of
    a second at import. A ``NewType`` hashes and compares by identity, and msgspec reads the union behind
    it.
    """
    new_type: Callable[[str, Any], Any] = typing.NewType  # named at run time, which mypy cannot follow
    level: Any = new_type("Json0", Union[None, bool, _Int, _Float, str])  # noqa: UP007 (built at run time)
    for depth in range(1, _JSON_LEVELS + 1):
        union = Union[None, bool, _Int, _Float, str, list[level], dict[str, level]]  # noqa: UP007
        level = new_type(f"Json{depth}", union)
    return level


Json = _json_type()


class _Plan(typing.NamedTuple):
    """What ``sound`` checks in one lean struct, by field name."""

    digests: tuple[str, ...]
    blanks: tuple[str, ...]
    blank_tuples: tuple[str, ...]
    structs: tuple[str, ...]
    struct_tuples: tuple[str, ...]


_LEAN: dict[type[msgspec.Struct], type[msgspec.Struct]] = {}
_PLANS: dict[type[Any], _Plan] = {}


def _pattern(annotation: Any) -> str | None:
    """The pattern an ``Annotated`` string carries, if any."""
    if typing.get_origin(annotation) is not Annotated:
        return None
    for meta in typing.get_args(annotation)[1:]:
        if isinstance(meta, msgspec.Meta) and meta.pattern is not None:
            return meta.pattern
    return None


def _has_pattern(annotation: Any) -> bool:
    """Whether a pattern appears anywhere in ``annotation`` outside the structs it names."""
    if _pattern(annotation) is not None:
        return True
    return any(_has_pattern(arg) for arg in typing.get_args(annotation) if not _is_struct(arg))


def _is_struct(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, msgspec.Struct)


def _lean_type(annotation: Any) -> Any:
    if annotation is Any:
        return Json
    if isinstance(annotation, type) and issubclass(annotation, msgspec.Struct):
        return _lean_struct(annotation)
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Annotated:
        kept = [meta for meta in args[1:] if not (isinstance(meta, msgspec.Meta) and meta.pattern)]
        base = _lean_type(args[0])
        return Annotated[(base, *kept)] if kept else base
    if origin is Union or origin is types.UnionType:
        return Union[tuple(_lean_type(arg) for arg in args)]  # noqa: UP007
    if origin is tuple:
        return tuple.__class_getitem__(tuple(arg if arg is Ellipsis else _lean_type(arg) for arg in args))
    if origin is dict:
        return dict[_lean_type(args[0]), _lean_type(args[1])]  # type: ignore[misc]
    return annotation


def _members(annotation: Any) -> list[Any]:
    """The alternatives of an optional or union annotation (the annotation itself otherwise)."""
    origin = typing.get_origin(annotation)
    if origin is Union or origin is types.UnionType:
        return [arg for arg in typing.get_args(annotation) if arg is not type(None)]
    return [annotation]


def _plan(cls: type[msgspec.Struct]) -> _Plan:
    digests, blanks, blank_tuples, structs, struct_tuples = [], [], [], [], []
    digest, blank = _pattern(wire.Digest), _pattern(wire.NonBlank)
    hints = typing.get_type_hints(cls, include_extras=True)
    for field in msgspec.structs.fields(cls):
        for member in _members(hints[field.name]):
            pattern = _pattern(member)
            if pattern is not None and pattern == digest:
                digests.append(field.name)
            elif pattern is not None and pattern == blank:
                blanks.append(field.name)
            elif pattern is not None:
                raise TypeError(f"{cls.__name__}.{field.name}: no lean check for pattern {pattern!r}")
            elif _is_struct(member):
                structs.append(field.name)
            elif typing.get_origin(member) is tuple and all(
                _is_struct(item) for item in _members(typing.get_args(member)[0])
            ):
                struct_tuples.append(field.name)
            elif typing.get_origin(member) is tuple and _pattern(typing.get_args(member)[0]) == blank:
                blank_tuples.append(field.name)
            elif _has_pattern(member):
                raise TypeError(f"{cls.__name__}.{field.name}: no lean check for its patterns")
    return _Plan(
        *(tuple(dict.fromkeys(names)) for names in (digests, blanks, blank_tuples, structs, struct_tuples))
    )


def _equal(self: msgspec.Struct, other: object) -> object:
    """A lean struct equals the wire struct it twins (and its twin) that holds equal fields."""
    twin: type[msgspec.Struct] = type(self).__mro__[1]
    if isinstance(other, twin):
        return bool(msgspec.structs.astuple(self) == msgspec.structs.astuple(other))
    return NotImplemented


def _unequal(self: msgspec.Struct, other: object) -> object:
    equal = _equal(self, other)
    return equal if equal is NotImplemented else not equal


def _lean_struct(cls: type[msgspec.Struct]) -> type[msgspec.Struct]:
    lean = _LEAN.get(cls)
    if lean is not None:
        return lean
    config = cls.__struct_config__
    hints = typing.get_type_hints(cls, include_extras=True)
    fields: list[Any] = []
    for field in msgspec.structs.fields(cls):  # every field again, in order: the order stays the wire's
        annotation = _lean_type(hints[field.name])
        if field.default is not msgspec.NODEFAULT:
            fields.append((field.name, annotation, field.default))
        elif field.default_factory is not msgspec.NODEFAULT:
            fields.append((field.name, annotation, msgspec.field(default_factory=field.default_factory)))
        else:
            fields.append((field.name, annotation))
    options: dict[str, Any] = {"namespace": {"__eq__": _equal, "__ne__": _unequal}}
    if config.tag_field is not None:
        options.update(tag_field=config.tag_field, tag=config.tag)
    lean = msgspec.defstruct(
        cls.__name__,
        fields,
        bases=(cls,),
        module=__name__,
        kw_only=True,
        frozen=True,
        forbid_unknown_fields=True,
        gc=False,  # an entry holds no cycles; the collector need not track millions of them
        **options,
    )
    _LEAN[cls] = lean
    globals()[cls.__name__] = lean  # found by name where pickle looks for it (``_lean.Entry``)
    _PLANS[lean] = _plan(cls)
    return lean


LeanEntry: type[wire.Entry] = _lean_struct(wire.Entry)  # type: ignore[assignment]

# The wire's digest pattern, matched whole: called directly it costs half of a ``str.rstrip`` over the hex
# digits, which tests each of 64 characters against a set of 16.
_DIGEST_PATTERN: str = _pattern(wire.Digest)  # type: ignore[assignment]
_DIGEST = re.compile(_DIGEST_PATTERN.removeprefix("^").removesuffix("\\Z")).fullmatch


def _checker(lean: type[msgspec.Struct]) -> Callable[[Any], bool]:
    """Straight-line code that checks one lean struct's plan (as ``dataclasses`` writes ``__init__``).

    Reading each field once by name, with no loop over the plan, made the check several times cheaper; a
    field that always holds one kind of struct is checked in the same function, with no call.
    """
    lines = [f"def sound_{lean.__name__}(record):"]
    _emit(lean, "record", lines, "    ", iter(range(1_000_000)))
    lines.append("    return True")
    namespace: dict[str, Any] = {"DIGEST": _DIGEST, "CHECKS": _CHECKS}
    exec("\n".join(lines), namespace)
    checker: Callable[[Any], bool] = namespace[f"sound_{lean.__name__}"]
    return checker


def _only_struct(lean: type[msgspec.Struct], field: str) -> type[msgspec.Struct] | None:
    """The lean struct ``field`` of ``lean`` always holds (when it holds one), or None for a union of them."""
    hints = typing.get_type_hints(lean.__mro__[1], include_extras=True)
    structs = [member for member in _members(hints[field]) if _is_struct(member)]
    return _LEAN[structs[0]] if len(structs) == 1 else None


def _emit(lean: type[msgspec.Struct], record: str, lines: list[str], indent: str, names: Any) -> None:
    """Append the checks of ``lean``'s plan on the struct held in variable ``record``."""
    plan = _PLANS[lean]
    for field in plan.digests:
        lines.append(f"{indent}value = {record}.{field}")
        lines.append(f"{indent}if value is not None and DIGEST(value) is None:")
        lines.append(f"{indent}    return False")
    for field in plan.blanks:
        lines.append(f"{indent}value = {record}.{field}")
        lines.append(f"{indent}if value is not None and (not value or value.isspace()):")
        lines.append(f"{indent}    return False")
    for field in plan.blank_tuples:
        lines.append(f"{indent}for value in {record}.{field}:")
        lines.append(f"{indent}    if not value or value.isspace():")
        lines.append(f"{indent}        return False")
    for field in plan.structs:
        inner = _only_struct(lean, field)
        if inner is None:
            lines.append(f"{indent}value = {record}.{field}")
            lines.append(f"{indent}if value is not None and not CHECKS[type(value)](value):")
            lines.append(f"{indent}    return False")
            continue
        name = f"inner{next(names)}"
        lines.append(f"{indent}{name} = {record}.{field}")
        lines.append(f"{indent}if {name} is not None:")
        lines.append(f"{indent}    pass")
        _emit(inner, name, lines, indent + "    ", names)
    for field in plan.struct_tuples:
        lines.append(f"{indent}for value in {record}.{field}:")
        lines.append(f"{indent}    if not CHECKS[type(value)](value):")
        lines.append(f"{indent}        return False")


_CHECKS: dict[type[Any], Callable[[Any], bool]] = {}
_CHECKS.update({lean: _checker(lean) for lean in _LEAN.values()})


def sound(record: msgspec.Struct) -> bool:
    """Whether a lean struct keeps every rule its wire struct's patterns state (see the module docstring)."""
    return _CHECKS[type(record)](record)
