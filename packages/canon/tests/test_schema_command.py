"""``canon schema`` lists the contract models and prints each one's JSON Schema."""

import json

import pytest

import canon_contracts
from canon._cli import main


def test_lists_every_contract_model(capsys: pytest.CaptureFixture[str]) -> None:
    from pydantic import BaseModel

    assert main(["schema"]) == 0
    names = capsys.readouterr().out.split()
    expected = sorted(
        name
        for name in canon_contracts.__all__
        if isinstance(getattr(canon_contracts, name), type)
        and issubclass(getattr(canon_contracts, name), BaseModel)
        and getattr(canon_contracts, name).model_fields
    )
    assert names == expected
    assert "ProblemSpec" in names and "ContractModel" not in names


@pytest.mark.parametrize("name", ["ProblemSpec", "problemspec", "VerificationReport", "ReplayDiff"])
def test_prints_the_schema_of_a_model(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", name]) == 0
    printed = json.loads(capsys.readouterr().out)
    model = {n.lower(): getattr(canon_contracts, n) for n in canon_contracts.__all__}[name.lower()]
    assert printed == model.model_json_schema()
