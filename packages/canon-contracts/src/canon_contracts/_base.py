"""The base of every contract model and the strict scalar types the models share."""

from __future__ import annotations

from typing import Annotated, Any, NoReturn

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict

from ._portable import MAX_SAFE_INTEGER

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


class ContractModel(BaseModel):
    """Base of every public data shape: immutable, closed to unknown fields, finite numbers only."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        allow_inf_nan=False,
        validate_default=False,
        use_attribute_docstrings=True,
    )


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
