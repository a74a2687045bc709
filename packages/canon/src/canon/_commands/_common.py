"""Options and argument types shared by the commands."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import click

__all__ = [
    "EXAMPLE",
    "bound_options",
    "debug_option",
    "refuse_output_inside",
    "run_argument",
    "runs_dir_option",
    "write_named_output",
]

F = TypeVar("F", bound=Callable[..., object])

#: The epilog heading under which every command shows an example; ``\b`` keeps click from rewrapping it.
EXAMPLE = "\b\nExamples:\n"


def debug_option(function: F) -> F:
    """``--debug`` on a subcommand, the same switch as ``canon --debug`` (read by ``canon._cli.main``)."""
    return click.option(
        "--debug", is_flag=True, expose_value=False, help="Show the full traceback when the command fails."
    )(function)


def run_argument(function: F) -> F:
    """The ``RUN`` argument: an existing run directory."""
    return click.argument(
        "run",
        metavar="RUN",
        type=click.Path(exists=True, file_okay=False, path_type=str),
        callback=_a_directory,
    )(function)


def _a_directory(context: click.Context, parameter: click.Parameter, value: str) -> str:
    """Refuse (usage error) what ``click.Path`` lets through as no file: a FIFO, socket or device."""
    if not os.path.isdir(value):
        raise click.BadParameter(f"{value!r} is not a directory (a FIFO, socket or device)")
    return value


def runs_dir_option(help: str) -> Callable[[F], F]:
    """``--runs-dir DIR``: the folder that holds the run directories (``runs`` by default)."""
    return click.option(
        "--runs-dir",
        type=click.Path(file_okay=False, path_type=Path),
        default=Path("runs"),
        show_default=True,
        help=help,
    )


def bound_options(whose: str, tokens_of: str) -> Callable[[F], F]:
    """``--max-iterations``, ``--concurrency`` and ``--max-tokens``, overriding ``whose`` constraints.

    ``tokens_of`` says what one ``--max-tokens`` budget covers.
    """

    def decorate(function: F) -> F:
        options = (
            click.option(
                "--max-iterations", type=click.IntRange(min=1), help=f"Override {whose} max_iterations."
            ),
            click.option("--concurrency", type=click.IntRange(min=1), help=f"Override {whose} concurrency."),
            click.option(
                "--max-tokens",
                type=click.IntRange(min=1),
                metavar="N",
                help=f"Override {whose} max_tokens: most tokens {tokens_of} may use.",
            ),
        )
        for option in reversed(options):
            function = option(function)
        return function

    return decorate


def refuse_output_inside(target: Path, source: Path, what: str) -> None:
    """Refuse (usage error) to write ``what`` at ``target`` inside the directory read or any run directory.

    Symlinks on the way are followed as the write would follow them, so a link to the run cannot smuggle
    a report over its sealed files. Another run's directory is refused too, complete or not: its files are
    the evidence of that run, and a file added to it would fail its verification.
    """
    from canon_contracts import ErrorKind
    from canon_trace import enclosing_run_directory, replaces_within

    from .._console import printable
    from ..errors import CommandError

    if replaces_within(target, source):
        raise CommandError(
            f"{printable(str(target))} is inside {printable(str(source))}; "
            f"write the {what} elsewhere (-o FILE)",
            kind=ErrorKind.USAGE,
        )
    run = enclosing_run_directory(target)
    if run is not None:
        raise CommandError(
            f"{printable(str(target))} is inside the run directory {printable(str(run))}; "
            f"write the {what} elsewhere (-o FILE)",
            kind=ErrorKind.USAGE,
        )


def write_named_output(target: Path, data: bytes, what: str) -> None:
    """Write ``data`` to the output file a user named; a failure of the machine says what was not written.

    Nothing else is changed by such a write, so the failure carries no hint about runs left behind.
    """
    from canon_contracts import ErrorKind, classify
    from canon_trace import write_output

    from .._console import printable
    from ..errors import CommandError

    try:
        write_output(target, data)
    except OSError as exc:
        if classify(exc) is not ErrorKind.ENVIRONMENT:
            raise
        raise CommandError(
            f"cannot write the {what} to {printable(str(target))}", kind=ErrorKind.ENVIRONMENT
        ) from exc
