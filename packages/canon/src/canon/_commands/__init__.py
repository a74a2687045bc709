"""The ``canon`` subcommands, one module each; each imports only click until it runs."""

from __future__ import annotations

import click

from .eval import eval_command
from .export import export_command
from .replay import replay_command
from .report import report_command
from .resume import resume_command
from .run import run_command
from .runs import runs_command
from .schema import schema_command
from .show import show_command
from .sign import keygen_command, sign_command
from .verify import verify_command

__all__ = ["COMMANDS"]

#: Every subcommand, in the order ``canon --help`` lists them.
COMMANDS: tuple[click.Command, ...] = (
    run_command,
    verify_command,
    replay_command,
    resume_command,
    show_command,
    report_command,
    export_command,
    runs_command,
    eval_command,
    schema_command,
    keygen_command,
    sign_command,
)
