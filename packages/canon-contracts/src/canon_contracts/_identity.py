"""Schema normalization profile ``canon.schema.v1`` and the structural identity built on it.

A structural id must not change when a producer renames a class or declares fields in another order, and
must change when anything that affects behaviour changes. ``normalize_schema`` removes the first kind of
difference from a JSON Schema (2020-12 or draft 7 vocabulary); producers in other languages reimplement
these rules exactly.

Terms. *Sorted* means by UTF-16 code units, the member order of RFC 8785. A *schema* is an object or a
boolean. *Schema positions* are the root; each member value of ``properties``, ``patternProperties``,
``dependentSchemas``, ``$defs`` and ``definitions``, and each object or boolean member of ``dependencies``;
the value of ``additionalProperties``, ``propertyNames``, ``contains``, ``not``, ``if``, ``then``,
``else``, ``additionalItems``, ``unevaluatedItems``, ``unevaluatedProperties``, ``contentSchema`` and
object-form ``items``; each element of ``allOf``, ``anyOf``, ``oneOf``, ``prefixItems`` and array-form
``items``. Any other keyword's value (``const``, ``default``, ``examples``, unknown keywords) is data,
copied unchanged.

Rules.

1. The input must be portable I-JSON.
2. ``title`` is removed from every schema object. A property or definition named ``title`` is a map
   member, not a keyword, and is kept.
3. A local reference is ``#/$defs/<name>`` or ``#/definitions/<name>`` (percent-decoded, then JSON Pointer
   unescaped) naming a member of that map on the root. Walk the root schema depth first (pre-order),
   visiting keywords and map members in sorted order and array elements in order, and skipping the root's
   ``$defs`` and ``definitions``; the target of each local reference reached for the first time gets the
   next name of ``d0``, ``d1``, ... Then walk each named definition, in naming order, the same way.
   Every local reference becomes ``#/$defs/<new name>``; the output root holds exactly the reached
   definitions under ``$defs`` and no ``definitions``. References are the values of ``$ref``
   and the string values of ``discriminator.mapping`` (OpenAPI) that start with ``#``. ``#`` and non-local
   references are kept as written. Any other local reference, a reference to a missing definition, and
   ``$defs`` or ``definitions`` below the root are errors.
4. ``required``, ``enum``, array-form ``type``, each array in ``dependentRequired`` and each array member
   of ``dependencies`` are sets: their members are sorted bytewise by their RFC 8785 bytes, and two
   members with the same bytes are an error.
5. ``allOf``, ``anyOf``, ``oneOf``, ``prefixItems`` and array-form ``items`` keep their order.
6. Everything else (descriptions, defaults, constraints, formats) is kept: it reaches the model or the
   validator and so affects behaviour.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import unquote

from ._canonical import canonical_bytes, digest
from ._portable import ensure_portable
from .errors import SchemaProfileError

__all__ = ["SCHEMA_PROFILE", "normalize_schema", "structural_id"]

SCHEMA_PROFILE = "canon.schema.v1"
"""Name and version of the normalization profile; part of every structural id."""

_DEFINITION_MAPS = frozenset({"$defs", "definitions"})
_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "dependentSchemas"})
_SCHEMA_LISTS = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
_SUBSCHEMAS = frozenset(
    {
        "additionalItems",
        "additionalProperties",
        "contains",
        "contentSchema",
        "else",
        "if",
        "not",
        "propertyNames",
        "then",
        "unevaluatedItems",
        "unevaluatedProperties",
    }
)
_SETS = frozenset({"enum", "required"})
_LOCAL_REF = re.compile(r"/(\$defs|definitions)/([^/]*)")


def normalize_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """Return a new JSON Schema normalized under ``canon.schema.v1`` (rules in the module docstring).

    The input is neither mutated nor shared with the result.

    Raises:
        PortabilityError: if the schema is not portable I-JSON.
        SchemaProfileError: if the schema breaks the profile; names the JSON Pointer of the problem.
    """
    root = dict(schema)
    ensure_portable(root)
    return _Normalizer(root).run()


def structural_id(material: Mapping[str, object]) -> str:
    """Return the digest identifying behaviour-affecting ``material`` under this profile.

    Callers pass schemas inside ``material`` already normalized with ``normalize_schema``; the profile name
    is hashed with the material, so a new profile version yields new ids rather than colliding ones.

    Raises:
        PortabilityError: if ``material`` is not portable I-JSON.
    """
    return digest({"profile": SCHEMA_PROFILE, "material": dict(material)})


class _Normalizer:
    """One normalization: the root being read and the definitions reached so far."""

    def __init__(self, root: dict[str, Any]) -> None:
        self.root = root
        self.names: dict[tuple[str, str], str] = {}
        self.reached: list[tuple[str, str]] = []

    def run(self) -> dict[str, Any]:
        result = self.schema_object(self.root, "", at_root=True)
        definitions: dict[str, Any] = {}
        # The walk of one definition may reach more, appending to ``reached`` as the loop runs.
        for target in self.reached:
            keyword, name = target
            pointer = f"/{_escape(keyword)}/{_escape(name)}"
            definitions[self.names[target]] = self.schema(self.root[keyword][name], pointer)
        if definitions:
            result["$defs"] = definitions
        return result

    def schema(self, node: Any, at: str) -> Any:
        if type(node) is bool:
            return node
        if type(node) is not dict:
            raise SchemaProfileError(at, f"expected a schema (object or boolean), got {_json_type(node)}")
        return self.schema_object(node, at, at_root=False)

    def schema_object(self, node: dict[str, Any], at: str, *, at_root: bool) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key in sorted(node, key=_utf16):
            if key == "title":
                continue
            here = f"{at}/{_escape(key)}"
            if key in _DEFINITION_MAPS:
                if not at_root:
                    raise SchemaProfileError(here, "definitions are only supported on the root schema")
                continue
            result[key] = self.keyword(key, node[key], here)
        return result

    def keyword(self, key: str, value: Any, at: str) -> Any:
        if key == "$ref":
            return self.reference(value, at)
        if key in _SUBSCHEMAS or (key == "items" and type(value) is not list):
            return self.schema(value, at)
        if key in _SCHEMA_LISTS or key == "items":
            return [self.schema(item, f"{at}/{i}") for i, item in enumerate(_array(value, at))]
        if key in _SCHEMA_MAPS:
            return _map_members(value, at, self.schema)
        if key in _SETS or (key == "type" and type(value) is list):
            return _sorted_set(value, at)
        if key == "dependentRequired":
            return _map_members(value, at, _sorted_set)
        if key == "dependencies":
            return _map_members(value, at, self.dependency)
        if key == "discriminator" and type(value) is dict and type(value.get("mapping")) is dict:
            mapping = _map_members(value["mapping"], f"{at}/mapping", self.mapping_target)
            return {**copy.deepcopy(value), "mapping": mapping}
        return copy.deepcopy(value)

    def dependency(self, value: Any, at: str) -> Any:
        return _sorted_set(value, at) if type(value) is list else self.schema(value, at)

    def mapping_target(self, value: Any, at: str) -> Any:
        return self.reference(value, at) if type(value) is str and value.startswith("#") else value

    def reference(self, value: Any, at: str) -> str:
        if type(value) is not str:
            raise SchemaProfileError(at, f"$ref must be a string, got {_json_type(value)}")
        if value == "#" or not value.startswith("#"):
            return value
        found = _LOCAL_REF.fullmatch(unquote(value[1:]))
        if found is None:
            raise SchemaProfileError(at, f"unsupported local reference {value!r}; use #/$defs/<name>")
        keyword, name = found[1], found[2].replace("~1", "/").replace("~0", "~")
        definitions = self.root.get(keyword)
        if type(definitions) is not dict or name not in definitions:
            raise SchemaProfileError(at, f"unresolvable reference {value!r}")
        target = (keyword, name)
        if target not in self.names:
            self.names[target] = f"d{len(self.names)}"
            self.reached.append(target)
        return f"#/$defs/{self.names[target]}"


def _map_members(value: Any, at: str, member: Callable[[Any, str], Any]) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaProfileError(at, f"expected an object, got {_json_type(value)}")
    return {name: member(value[name], f"{at}/{_escape(name)}") for name in sorted(value, key=_utf16)}


def _sorted_set(value: Any, at: str) -> list[Any]:
    seen: dict[bytes, int] = {}
    for index, item in enumerate(_array(value, at)):
        encoded = canonical_bytes(item)
        if encoded in seen:
            raise SchemaProfileError(f"{at}/{index}", f"duplicate set member (same as {at}/{seen[encoded]})")
        seen[encoded] = index
    return [copy.deepcopy(value[index]) for _, index in sorted(seen.items())]


def _array(value: Any, at: str) -> list[Any]:
    if type(value) is not list:
        raise SchemaProfileError(at, f"expected an array, got {_json_type(value)}")
    return value


def _json_type(value: object) -> str:
    names = {dict: "object", list: "array", str: "string", bool: "boolean", int: "number", float: "number"}
    return "null" if value is None else names.get(type(value), type(value).__qualname__)


def _utf16(key: str) -> bytes:
    return key.encode("utf-16-be")


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")
