"""Options and argument types shared by the commands."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import click

__all__ = ["EXAMPLE", "debug_option", "run_argument"]

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
    )(function)
