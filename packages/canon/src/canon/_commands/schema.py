"""``canon schema [NAME]``: the JSON Schema of a contract model, or the names of every model."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

from .._console import say
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = ["contract_models", "schema_command", "schema_text"]


def contract_models() -> dict[str, type[BaseModel]]:
    """Every data model ``canon_contracts`` exports, by public name (field-less base classes left out)."""
    from pydantic import BaseModel

    import canon_contracts

    models: dict[str, type[BaseModel]] = {}
    for name in sorted(canon_contracts.__all__):
        candidate = getattr(canon_contracts, name)
        if isinstance(candidate, type) and issubclass(candidate, BaseModel) and candidate.model_fields:
            models[name] = candidate
    return models


def schema_text(model: type[BaseModel]) -> str:
    """A model's JSON Schema as indented JSON with sorted keys: the same text as the file in ``schemas/``."""
    return json.dumps(model.model_json_schema(), indent=2, sort_keys=True, ensure_ascii=False)


@click.command(
    "schema",
    short_help="Print the JSON Schema of a contract model.",
    epilog=EXAMPLE + "  canon schema                    list the contract models\n"
    "  canon schema ProblemSpec        the JSON Schema a spec file must satisfy",
)
@click.argument("name", metavar="[NAME]", required=False)
@debug_option
def schema_command(name: str | None) -> int:
    """Print the JSON Schema of a contract model, or list the model names when NAME is left out.

    NAME is matched exactly, then without regard to case.
    """
    models = contract_models()
    if name is None:
        for known in models:
            say(known)
        return ExitCode.OK
    model = models.get(name) or {key.lower(): value for key, value in models.items()}.get(name.lower())
    if model is None:
        raise click.BadParameter(
            f"{name!r} is not a contract model; `canon schema` lists the names", param_hint="NAME"
        )
    say(schema_text(model))
    return ExitCode.OK
