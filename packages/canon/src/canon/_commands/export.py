"""``canon export otel RUN``: a recorded run as OpenTelemetry spans, to a file or a collector."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .._console import printable, say, write_bytes
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, refuse_output_inside, run_argument, write_named_output

__all__ = ["export_command"]

_PREFIX = "canon export otel"


@click.group(
    "export",
    short_help="Export a recorded run to other tools (OpenTelemetry).",
    epilog=EXAMPLE + "  canon export otel runs/<run-id> --output spans.json",
)
def export_command() -> None:
    """Export a recorded run to other tools: otel writes or sends its OpenTelemetry spans."""


@export_command.command(
    "otel",
    short_help="Write a run's spans as OTLP/JSON, or send them to an OTLP/HTTP collector.",
    epilog=EXAMPLE + "  canon export otel runs/<run-id> --output spans.json\n"
    "  canon export otel runs/<run-id> --endpoint http://127.0.0.1:4318/v1/traces\n"
    "\n\b\nExit status: 0 written or accepted; 64 usage error; 65 the run's trace cannot be read;\n"
    "74 the collector did not accept the spans, or the canon[otel] extra is not installed.",
)
@run_argument
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write OTLP/JSON here (- for stdout).",
)
@click.option(
    "--endpoint", metavar="URL", help="Send OTLP over HTTP (protobuf) to this URL, e.g. .../v1/traces."
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0.1, max=600),
    default=10.0,
    show_default=True,
    help="Seconds to wait for the collector.",
)
@debug_option
def otel_command(run: str, output: Path | None, endpoint: str | None, timeout: float) -> int:
    """Export the run at RUN as OpenTelemetry spans (needs the canon[otel] extra).

    One span for the run, one per phase, one per role invocation (trace entry), and one per model call and
    tool call, with the OpenTelemetry GenAI attributes (gen_ai.operation.name, gen_ai.request.model,
    gen_ai.usage.input_tokens and output_tokens when reported, gen_ai.tool.name ...) and canon's own
    (canon.run.id, canon.run.fingerprint, canon.entry.index, canon.entry.digest ...). Times come from the
    trace and ids are derived from the run id, so exporting the same run twice gives the same bytes.
    """
    from urllib.parse import urlsplit

    from canon_contracts import ErrorKind
    from canon_trace import read_run_trace

    from .._otel import otlp_json, run_spans, send_otlp
    from .._rundata import load_run
    from ..errors import CommandError

    if output is None and endpoint is None:
        raise click.UsageError("name where the spans go: --output FILE or --endpoint URL")
    if endpoint is not None:
        parts = urlsplit(endpoint)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise click.BadParameter("must be an http:// or https:// URL", param_hint="--endpoint")
    if output is not None and str(output) != "-":
        refuse_output_inside(output, Path(run), "spans")
    data = load_run(Path(run), with_trace=False)
    trace = read_run_trace(run)  # a run directory is untrusted: no symlink, FIFO or device is followed
    try:
        spans = run_spans(trace, spec=data.spec_label if data.spec else None, fingerprint=data.fingerprint)
    except ImportError as exc:
        raise CommandError(str(exc), kind=ErrorKind.ENVIRONMENT, hint="nothing was exported") from exc
    if output is not None:
        document = otlp_json(spans)
        if str(output) == "-":
            write_bytes(document)
        else:
            write_named_output(output, document, "spans")
            say(f"{_PREFIX}: wrote {len(spans)} spans to {printable(str(output))}", stream=sys.stderr)
    if endpoint is not None:
        refused = send_otlp(spans, endpoint, timeout=timeout)
        if refused is not None:
            raise CommandError(
                f"the collector at {endpoint} did not accept the {len(spans)} spans: {refused}",
                kind=ErrorKind.ENVIRONMENT,
                hint="the run is unchanged; export it again when the collector is reachable",
            )
        say(f"{_PREFIX}: sent {len(spans)} spans to {printable(endpoint)}", stream=sys.stderr)
    return ExitCode.OK
