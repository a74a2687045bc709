"""Field descriptions come from the docstring under each annotation, read only when a schema is generated."""

from __future__ import annotations

import subprocess
import sys

from pydantic import Field

from canon_contracts import ContractModel, Evidence


class Parcel(ContractModel):
    """A parcel to deliver."""

    weight: float
    """Weight in kilograms."""
    label: str = Field(description="Stated on the field itself.")
    """A docstring that the stated description overrides."""
    note: str = ""


class Express(Parcel):
    """A parcel that inherits its fields' docstrings and documents the one it adds."""

    deadline: str
    """When it must arrive,
    as ISO 8601."""


def test_the_docstring_under_a_field_is_its_description() -> None:
    properties = Parcel.model_json_schema()["properties"]
    assert properties["weight"]["description"] == "Weight in kilograms."
    assert properties["label"]["description"] == "Stated on the field itself."
    assert "description" not in properties["note"]


def test_subclasses_keep_inherited_descriptions_and_clean_their_own() -> None:
    properties = Express.model_json_schema()["properties"]
    assert properties["weight"]["description"] == "Weight in kilograms."
    assert properties["deadline"]["description"] == "When it must arrive,\nas ISO 8601."


def test_classes_defined_in_functions_are_described() -> None:
    class Local(ContractModel):
        size: int
        """How many."""

    assert Local.model_json_schema()["properties"]["size"]["description"] == "How many."


def test_published_models_keep_their_descriptions() -> None:
    described = Evidence.model_json_schema()["properties"]["evidence_id"]
    assert described["description"] == "Unique within the run."


def test_importing_the_contracts_parses_no_source() -> None:
    probe = (
        "import ast\n"
        "calls = []\n"
        "original = ast.parse\n"
        "ast.parse = lambda *a, **k: calls.append(a) or original(*a, **k)\n"
        "import canon_contracts\n"
        "canon_contracts.Evidence\n"
        "print(len(calls))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "0"
