"""The ``canon`` command: run, verify, replay, show and list recorded pipeline runs.

Exit status (the architecture's error table): 0 done; 1 the run ended ABORTED; 2 a gate rejected the result
(``verify`` with error findings unless ``--exit-zero``, ``run --fail-on-verify``, ``replay --fail-on-diff``);
64 usage error; 65 invalid spec, trace, plan topology, corpus or run directory, or an integrity failure; 70 a
bug in canon (``--debug`` shows the traceback); 74 the environment failed (the disk is full); 130
interrupted.

Only click and this package's light modules are imported to parse the command line, so ``canon --help`` and
``canon --version`` start fast; each command imports what it needs when it runs.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Sequence

import click

from ._commands import COMMANDS
from ._console import printable, say
from ._exit import ExitCode
from ._version import __version__

__all__ = ["cli", "main"]

_PROG = "canon"
_CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
_EPILOG = """\b
Get started:
  canon run examples/quickstart/spec.json     run a spec, print the cited answer
  canon show runs/<run-id>                    what the run did, phase by phase
  canon verify runs/<run-id>                  verify the run directory and its trace

\b
Exit status: 0 done; 1 the run ended ABORTED; 2 a gate rejected the result (verify with error
findings unless --exit-zero, run --fail-on-verify, replay --fail-on-diff); 64 usage error;
65 invalid spec, trace, topology, corpus or run directory, or an integrity failure; 70 internal
error (a bug; --debug shows the traceback); 74 the disk is full or the runs directory cannot be
written; 130 interrupted.
"""


class _Commands(click.Group):
    """A group that lists its commands in the order they were added (the order of a typical session)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)


@click.group(name=_PROG, cls=_Commands, context_settings=_CONTEXT, epilog=_EPILOG)
@click.version_option(__version__, "-V", "--version", prog_name=_PROG, message="%(prog)s %(version)s")
@click.option("--debug", is_flag=True, help="Show the full traceback when a command fails.")
def cli(debug: bool) -> None:
    """Run LLM-agent pipelines whose every step is recorded, verifiable and replayable."""


for _command in COMMANDS:
    cli.add_command(_command)


def _debug_requested(args: Sequence[str]) -> bool:
    options = args[: list(args).index("--")] if "--" in args else args
    return "--debug" in options


def _command_path(args: Sequence[str]) -> str:
    """``canon`` plus the subcommand named on the command line, to say which command failed."""
    for position, arg in enumerate(args):
        command = cli.commands.get(arg)
        if command is None:
            continue
        following = args[position + 1] if position + 1 < len(args) else None
        if isinstance(command, click.Group) and following in command.commands:
            return f"{_PROG} {arg} {following}"
        return f"{_PROG} {arg}"
    return _PROG


def _usage_error(exc: click.UsageError) -> int:
    """Report a usage error in two lines (what is wrong, where to look) and return status 64."""
    if type(exc).__name__ == "NoArgsIsHelpError" and exc.ctx is not None:  # ``canon`` alone
        say(exc.ctx.get_help(), stream=sys.stderr)
        return ExitCode.USAGE
    where = exc.ctx.command_path if exc.ctx is not None else _PROG
    say(f"{where}: usage error: {printable(exc.format_message())}", stream=sys.stderr)
    say(f"Try '{where} --help' for help.", stream=sys.stderr)
    return ExitCode.USAGE


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``canon`` command with ``argv`` (default: the process arguments); return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        status = cli.main(args=args, prog_name=_PROG, standalone_mode=False)
    except click.UsageError as exc:
        return _usage_error(exc)
    except click.exceptions.Abort:  # click turns Ctrl-C (and EOF at a prompt) into Abort
        say(f"{_command_path(args)}: interrupted", stream=sys.stderr)
        return ExitCode.INTERRUPTED
    except click.ClickException as exc:
        say(f"{_command_path(args)}: error: {printable(exc.format_message())}", stream=sys.stderr)
        return ExitCode.USAGE
    except Exception as exc:  # every other failure becomes an exit status and one or two lines
        from ._failures import describe

        code, lines = describe(exc, _command_path(args))
        if _debug_requested(args):
            traceback.print_exception(exc, file=sys.stderr)
        for line in lines:
            say(line, stream=sys.stderr)
        return code
    return int(status) if isinstance(status, int) else ExitCode.OK
