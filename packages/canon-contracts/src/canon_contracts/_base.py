"""The base of every contract model and the strict scalar types the models share."""

from __future__ import annotations

import ast
import functools
import inspect
import sys
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict

from ._portable import MAX_SAFE_INTEGER

if TYPE_CHECKING:
    from pydantic import GetJsonSchemaHandler
    from pydantic.json_schema import JsonSchemaValue
    from pydantic_core import CoreSchema

__all__ = [
    "Confidence",
    "ContractModel",
    "Count",
    "DurationMs",
    "Flag",
    "NonBlank",
    "OBSERVATIONAL_FIELDS",
    "Number",
    "OutputModel",
    "RelativePath",
    "Text",
    "Timestamp",
]


def _no_lone_surrogates(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(f"string contains a lone surrogate at offset {exc.start}") from None
    return value


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty or blank")
    return value


def _relative_path(value: str) -> str:
    parts = value.replace("\\", "/").split("/")
    if value.startswith(("/", "\\")) or (len(value) > 1 and value[1] == ":"):
        raise ValueError(f"path {value!r} must be relative")
    if ".." in parts or "" in parts:
        raise ValueError(f"path {value!r} must stay inside its directory (no '..' or empty segments)")
    return value


#: A string with no lone surrogates; no coercion from other types.
Text = Annotated[str, Strict(), AfterValidator(_no_lone_surrogates)]
#: A string that is neither empty nor only white space.
NonBlank = Annotated[str, Strict(), AfterValidator(_no_lone_surrogates), AfterValidator(_non_blank)]
#: A relative POSIX path that stays inside its directory.
RelativePath = Annotated[str, Strict(), AfterValidator(_no_lone_surrogates), AfterValidator(_relative_path)]
#: An observational ISO 8601 timestamp; excluded from deterministic snapshots.
Timestamp = Annotated[
    str,
    Strict(),
    Field(
        min_length=1,
        description="Observational ISO 8601 timestamp.",
        json_schema_extra={"x-observational": True},
    ),
]
#: An observational duration in milliseconds; excluded from deterministic snapshots.
DurationMs = Annotated[
    float,
    Strict(),
    Field(
        ge=0.0,
        le=MAX_SAFE_INTEGER,
        description="Observational duration in milliseconds.",
        json_schema_extra={"x-observational": True},
    ),
]
#: Names of the record-level fields (of trace headers, entries and end records) whose values are observational
#: clock readings; every other field is deterministic. They name record fields, not keys inside payloads.
OBSERVATIONAL_FIELDS = frozenset({"created_at", "started_at", "completed_at", "duration_ms"})
#: A non-negative integer in the I-JSON range; ``bool`` is rejected.
Count = Annotated[int, Strict(), Field(ge=0, le=MAX_SAFE_INTEGER)]
#: A finite number within the I-JSON safe range; ``bool`` and numeric strings are rejected.
Number = Annotated[float, Strict(), Field(ge=-MAX_SAFE_INTEGER, le=MAX_SAFE_INTEGER)]
#: A finite number in the closed interval [0, 1].
Confidence = Annotated[float, Strict(), Field(ge=0.0, le=1.0)]
#: A boolean; integers and strings are rejected.
Flag = Annotated[bool, Strict()]


def _attribute_docstrings(body: list[ast.stmt]) -> dict[str, str]:
    """Map each annotated attribute of a class body to the string literal that directly follows it."""
    found: dict[str, str] = {}
    for statement, following in zip(body, body[1:], strict=False):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            found[statement.target.id] = inspect.cleandoc(following.value.value)
    return found


@functools.cache
def _module_docstrings(module_name: str) -> dict[str, dict[str, str]]:
    """The attribute docstrings of every class in a module, keyed by the class's qualified name.

    The module's source is parsed once, however many of its classes ask; a module without readable
    source (a frozen or compiled-only install) has none.
    """
    try:
        source = inspect.getsource(sys.modules[module_name])
        tree = ast.parse(source)
    except (KeyError, OSError, TypeError, SyntaxError):
        return {}
    classes: dict[str, dict[str, str]] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                classes.setdefault(prefix + child.name, _attribute_docstrings(child.body))
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, f"{prefix}{child.name}.<locals>.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return classes


def _field_docstring(model: type[BaseModel], name: str) -> str | None:
    """The docstring under the annotation of field ``name`` in the nearest class that annotates it."""
    for klass in model.__mro__:
        if name in vars(klass).get("__annotations__", {}):
            return _module_docstrings(klass.__module__).get(klass.__qualname__, {}).get(name)
    return None


class ContractModel(BaseModel):
    """Base of every public data shape: immutable, closed to unknown fields, finite numbers only.

    A string literal under a field's annotation is that field's description in the JSON Schema (as pydantic's
    ``use_attribute_docstrings`` would make it), read from the source only when a schema is generated, so
    importing and validating never parse source. Each model's validator is built on its first use
    (``defer_build``), so a process pays only for the models it touches.
    """

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        allow_inf_nan=False,
        validate_default=False,
        defer_build=True,
    )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """Add each field's attribute docstring as its description, unless the field states one."""
        json_schema = handler(core_schema)
        properties = handler.resolve_ref_schema(json_schema).get("properties", {})
        for name, field in cls.model_fields.items():
            described = properties.get(field.alias or name)
            if isinstance(described, dict) and "description" not in described:
                docstring = _field_docstring(cls, name)
                if docstring is not None:
                    described["description"] = docstring
        return json_schema


class OutputModel(ContractModel):
    """A contract model that consumers read by attribute only.

    Mapping-style access (``out["text"]``, ``out.get("text")``) is rejected with a ``TypeError`` that names
    the attribute to use, so a misspelled field cannot degrade into an ambiguous dictionary lookup.
    """

    def __getitem__(self, key: object) -> NoReturn:
        raise TypeError(self._mapping_message(key))

    def get(self, key: object, default: Any = None) -> NoReturn:
        """Reject dictionary-style lookup; read the attribute instead."""
        raise TypeError(self._mapping_message(key))

    def __contains__(self, key: object) -> NoReturn:
        raise TypeError(self._mapping_message(key))

    @classmethod
    def _mapping_message(cls, key: object) -> str:
        name = cls.__name__
        if isinstance(key, str) and key in cls.model_fields:
            hint = f"use the attribute `.{key}` instead"
        elif isinstance(key, str):
            hint = f"{name} has no field {key!r}; its fields are: {', '.join(cls.model_fields)}"
        else:
            hint = "read its typed attributes instead"
        return f"{name} does not support mapping-style access; {hint}"
