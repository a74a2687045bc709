"""`canon --help` and `--version` import nothing heavy, `canon runs` only what it lists; usage errors: 64."""

import subprocess
import sys
from typing import Any

import pytest

from canon import ExitCode
from canon._cli import main

HEAVY = ("pydantic", "rich", "msgspec", "canon_contracts", "canon_trace", "canon_verify", "canon_kernel")
COMMANDS = ["run", "verify", "replay", "resume", "show", "report", "export", "runs", "eval", "schema"]


def _modules_loaded_by(*args: str) -> set[str]:
    code = (
        "import sys\n"
        "from canon._cli import main\n"
        f"status = main({list(args)!r})\n"
        "print('MODULES', ' '.join(sorted(sys.modules)))\n"
        "sys.exit(status)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    line = next(line for line in done.stdout.splitlines() if line.startswith("MODULES "))
    return set(line.split()[1:])


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["--version"],
        ["run", "--help"],
        ["show", "--help"],
        ["eval", "--help"],
        ["resume", "--help"],
    ],
)
def test_help_and_version_import_nothing_heavy(args: list[str]) -> None:
    loaded = _modules_loaded_by(*args)
    heavy = sorted(m for m in loaded if m.split(".")[0] in HEAVY or m.startswith("canon_reason"))
    assert heavy == []


def test_version_names_the_distribution_version(capsys: pytest.CaptureFixture[str]) -> None:
    import canon

    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"canon {canon.__version__}\n"


def test_help_lists_every_command_with_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    section = out.split("Commands:")[1].split("\n\n")[0]
    listed = [line.split()[0] for line in section.splitlines() if line.startswith("  ") and line[2] != " "]
    assert listed[: len(COMMANDS)] == COMMANDS
    assert "64 usage error" in out and "65 invalid spec" in out


@pytest.mark.parametrize("command", [*COMMANDS, "export otel"])
def test_every_command_has_help_with_an_example(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command.split(), "--help"]) == 0
    out = capsys.readouterr().out
    assert "Examples:" in out
    assert f"  canon {command}" in out


@pytest.mark.parametrize(
    "args",
    [
        ["run", "--bogus", "spec.json"],
        ["run"],
        ["run", "does-not-exist.json"],
        ["verify", "does-not-exist"],
        ["verify", ".", "--policy", "lenient"],
        ["replay"],
        ["show", "does-not-exist"],
        ["schema", "NoSuchModel"],
        ["no-such-command"],
        [],
    ],
)
def test_usage_errors_exit_64_in_at_most_two_lines(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == ExitCode.USAGE == 64
    err = capsys.readouterr().err
    if args:
        lines = err.splitlines()
        assert 1 <= len(lines) <= 2, err
        assert lines[0].startswith("canon") and "usage error" in lines[0]


def test_debug_is_accepted_before_and_after_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--debug", "schema"]) == 0
    assert main(["schema", "--debug"]) == 0
    assert "ProblemSpec" in capsys.readouterr().out


def test_policy_choices_are_the_contract_policies() -> None:
    from canon._commands.verify import POLICIES
    from canon_contracts import PolicyMode

    assert list(POLICIES) == [mode.value for mode in PolicyMode]


def test_exit_codes_are_the_architecture_table() -> None:
    assert {code.name: int(code) for code in ExitCode} == {
        "OK": 0,
        "EXECUTION_FAILURE": 1,
        "GATE": 2,
        "USAGE": 64,
        "INVALID_INPUT": 65,
        "INTERNAL": 70,
        "ENVIRONMENT": 74,
        "INTERRUPTED": 130,
    }


def test_exit_codes_are_the_shared_definition() -> None:
    import canon_contracts

    assert {code.name: int(code) for code in ExitCode} == {
        code.name: int(code) for code in canon_contracts.ExitCode
    }
    assert {kind.exit_code for kind in canon_contracts.ErrorKind} <= set(canon_contracts.ExitCode)


def test_runs_loads_only_what_it_lists(lake_runs: Any) -> None:
    """`canon runs` neither imports asyncio nor builds the verification report's validator."""
    code = (
        "import sys\n"
        "from canon._cli import main\n"
        f"status = main(['runs', '--runs-dir', {str(lake_runs.runs_dir)!r}])\n"
        "from canon_contracts import FinalResult, VerificationReport\n"
        "print('STATE', 'asyncio' in sys.modules, VerificationReport.__pydantic_complete__,"
        " FinalResult.__pydantic_complete__)\n"
        "sys.exit(status)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "hull-length" in done.stdout and "lake-designer" in done.stdout
    state = next(line for line in done.stdout.splitlines() if line.startswith("STATE "))
    # The result comes from the trace (FinalResult is built for it); the report file is not read.
    assert state == "STATE False False True"
