"""``canon keygen`` and ``canon sign``: Ed25519 keys, and signatures over sealed run directories."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from .._console import printable, say
from .._exit import ExitCode
from ._common import EXAMPLE, debug_option, run_argument

if TYPE_CHECKING:
    from canon_verify import SigningKey

__all__ = ["keygen_command", "load_signing_key", "sign_command", "sign_sealed_run"]


def load_signing_key(path: str) -> SigningKey:
    """Load a private key for signing; a file that holds none is invalid input (exit 65), never echoed."""
    from canon_verify import ProvenanceError
    from canon_verify import load_signing_key as load

    from ..errors import CommandError

    try:
        return load(path)
    except ProvenanceError as exc:
        raise CommandError(str(exc)) from None


@click.command(
    "keygen",
    short_help="Write a new Ed25519 key pair for signing runs.",
    epilog=EXAMPLE + "  canon keygen --out ~/.canon-keys\n"
    "  canon keygen --out keys --name ci-signer\n"
    "\n\b\nExit status: 0 written; 64 usage error (a --name that is not a plain file name too);\n"
    "65 a key of that name already exists.",
)
@click.option(
    "--out",
    "out_dir",
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="Existing folder to write NAME.key (private, mode 0600) and NAME.pub (public) into.",
)
@click.option("--name", default="canon-signing", show_default=True, help="File name of the two keys.")
@debug_option
def keygen_command(out_dir: Path, name: str) -> int:
    """Write a new Ed25519 key pair: a private key to sign runs with and a public key to give auditors.

    The private key is written with mode 0600 and is never printed; existing files are never overwritten.
    Keep it out of run directories and repositories: `canon run --sign-key` and `canon sign` read it, and
    `canon verify --trusted-key` takes the public key.
    """
    from canon_verify import ProvenanceError, generate_key_pair

    from ..errors import CommandError

    try:
        private, public, key_id = generate_key_pair(out_dir, name=name)
    except ProvenanceError as exc:
        raise CommandError(str(exc), kind=exc.kind) from None
    say(f"Key id: {key_id}")
    say(f"Private key (keep secret): {printable(str(private))}")
    say(f"Public key (give to auditors): {printable(str(public))}")
    return ExitCode.OK


@click.command(
    "sign",
    short_help="Sign a sealed run directory.",
    epilog=EXAMPLE + "  canon sign runs/<run-id> --key keys/canon-signing.key\n"
    "  canon verify runs/<run-id> --trusted-key keys/canon-signing.pub\n"
    "\n\b\nExit status: 0 signed; 64 usage error; 65 the run is not sealed or the key is not an Ed25519\n"
    "private key.",
)
@run_argument
@click.option(
    "--key",
    "key_path",
    required=True,
    type=click.Path(exists=True, dir_okay=False),
    help="Ed25519 private key (PEM) written by canon keygen.",
)
@debug_option
def sign_command(run: str, key_path: str) -> int:
    """Sign the sealed run directory RUN: write attestations/<key id>.dsse.json beside its manifest.

    The attestation is a DSSE envelope holding an in-toto Statement whose subjects are the run's manifest
    and trace; its predicate repeats the run id, fingerprint, spec digest, model and canon version. Signing
    changes no other file, so a run can be signed later, and by several keys. A run that is not intact (a
    file differs from its manifest, its trace's chain is broken) is refused. A signature proves who sealed
    the run, not that its answer is right.
    """
    key = load_signing_key(key_path)
    say(f"Signed: {printable(str(sign_sealed_run(Path(run), key)))}")
    return ExitCode.OK


def sign_sealed_run(run_dir: Path, key: SigningKey) -> Path:
    """Sign ``run_dir`` with ``key``; a run that cannot be signed is invalid input (exit 65)."""
    from canon_verify import ProvenanceError, sign_run

    from ..errors import CommandError

    try:
        return sign_run(run_dir, key)
    except ProvenanceError as exc:
        raise CommandError(str(exc)) from None
