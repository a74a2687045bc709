"""Signed run directories: who sealed a run, in the envelope the supply-chain ecosystem already verifies.

A signature is a DSSE envelope (payload type ``application/vnd.in-toto+json``) holding an in-toto Statement
v1. Its subjects are the run's ``manifest.json`` and ``trace.jsonl`` by sha256 of their raw bytes, so the
signature covers every file the manifest vouches for; its predicate repeats the run id, fingerprint, spec
digest, model descriptor and canon version from the sealed files, and the signer's public key. It is
written as ``attestations/<key id>.dsse.json`` beside the manifest and never changes the trace or the
manifest, so anyone may sign a run later and several attestations may sit side by side.

Keys are Ed25519, handled by the ``cryptography`` package (the ``signing`` extra). A key id is the hex
sha256 of the raw 32-byte public key. Envelopes and statements are RFC 8785 canonical bytes, so one run
signed by one key always gives the same file, and an attestation whose bytes are not exactly canonical is
refused: no byte of it can change without the check noticing. Private key material is never written into a
run directory, printed, or put in an error message.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import hashlib
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from canon_contracts import ErrorKind, Finding, canonical_bytes
from canon_trace import (
    ATTESTATIONS_DIR,
    MANIFEST_FILE,
    RUN_FILE,
    SPEC_FILE,
    TRACE_FILE,
    RunFileError,
    check_run_directory,
    parse_json,
    read_regular_file,
    read_run_file,
    replace_file,
    run_file_digest,
)

from ._checks import FindingLog, shown
from .errors import ProvenanceError, VerifyInputError

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

__all__ = [
    "PAYLOAD_TYPE",
    "PREDICATE_TYPE",
    "STATEMENT_TYPE",
    "SigningKey",
    "TrustedKey",
    "check_provenance",
    "verify_signatures",
    "generate_key_pair",
    "load_signing_key",
    "load_trusted_key",
    "sign_run",
]

PAYLOAD_TYPE: Final = "application/vnd.in-toto+json"
STATEMENT_TYPE: Final = "https://in-toto.io/Statement/v1"
PREDICATE_TYPE: Final = "urn:canon:run-provenance:v1"
ATTESTATION_SUFFIX: Final = ".dsse.json"
PRIVATE_KEY_SUFFIX: Final = ".key"
PUBLIC_KEY_SUFFIX: Final = ".pub"

_MAX_ATTESTATION_BYTES = 256 * 1024
_MAX_ATTESTATIONS = 64
_MAX_SMALL_FILE_BYTES = 16 * 1024 * 1024
_MAX_KEY_BYTES = 64 * 1024
_KEY_ID = re.compile(r"[0-9a-f]{64}")
#: Predicate member and the ``run.json`` member it repeats.
_PREDICATE_FROM_RUN = (
    ("run_id", "run_id"),
    ("fingerprint", "fingerprint"),
    ("canon_version", "runtime_version"),
)
_SIGNATURE_CHECK = "provenance.signature"
_UNVERIFIED_CHECK = "provenance.unverified"


def _crypto() -> Any:
    """The ``cryptography`` Ed25519 and serialization modules, or an ImportError naming the extra."""
    try:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "signing and signature checks need the 'cryptography' package: "
            "install canon-verify[signing] (pip install 'canon-verify[signing]')"
        ) from exc
    return ed25519, serialization


def _raw_public(public: Ed25519PublicKey) -> bytes:
    _, serialization = _crypto()
    raw: bytes = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return raw


def _key_id(public: Ed25519PublicKey) -> str:
    return hashlib.sha256(_raw_public(public)).hexdigest()


@dataclasses.dataclass(frozen=True, slots=True)
class SigningKey:
    """An Ed25519 private key loaded for signing; its text form shows only the key id."""

    key_id: str
    private: Ed25519PrivateKey = dataclasses.field(repr=False)

    def __str__(self) -> str:
        return f"signing key {self.key_id}"


@dataclasses.dataclass(frozen=True, slots=True)
class TrustedKey:
    """An Ed25519 public key an auditor trusts, with the file it came from."""

    key_id: str
    public: Ed25519PublicKey = dataclasses.field(repr=False)
    source: str = ""


# ----------------------------------------------------------------------------------------------- keys


def generate_key_pair(
    out_dir: str | os.PathLike[str], *, name: str = "canon-signing"
) -> tuple[Path, Path, str]:
    """Write a new Ed25519 key pair in ``out_dir``: ``<name>.key`` (PKCS#8 PEM, mode 0600) and ``<name>.pub``.

    Existing files are never overwritten. Returns the private key path, the public key path and the key id.

    Raises:
        ProvenanceError: if ``name`` is not a plain file name (its ``kind`` is then ``ErrorKind.USAGE``),
            ``out_dir`` is not a directory, or a key file of that name already exists.
    """
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}", name):
        error = ProvenanceError(f"key name {name!r} must be a plain file name (letters, digits, . _ -)")
        error.kind = ErrorKind.USAGE  # a bad argument, not a bad file: nothing was read
        raise error
    ed25519, serialization = _crypto()
    folder = Path(out_dir)
    if not folder.is_dir():
        raise ProvenanceError(f"{folder}: not a directory")
    private_path = folder / f"{name}{PRIVATE_KEY_SUFFIX}"
    public_path = folder / f"{name}{PUBLIC_KEY_SUFFIX}"
    for path in (private_path, public_path):
        if os.path.lexists(path):
            raise ProvenanceError(f"{path}: already exists; a key is never overwritten")
    private = ed25519.Ed25519PrivateKey.generate()
    private_pem = private.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    public = private.public_key()
    public_pem = public.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    _create_exclusive(private_path, private_pem, 0o600)
    _create_exclusive(public_path, public_pem, 0o644)
    return private_path, public_path, _key_id(public)


def _create_exclusive(path: Path, data: bytes, mode: int) -> None:
    """Create ``path`` with ``mode`` from the first byte on (never readable by others, even briefly)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, mode)
    except FileExistsError:
        raise ProvenanceError(f"{path}: already exists; a key is never overwritten") from None
    except OSError as exc:
        raise ProvenanceError(f"{path}: cannot create ({exc.strerror})") from None
    try:
        os.fchmod(fd, mode)  # the umask may have narrowed it; never widen beyond ``mode``
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def _read_key_file(path: str | os.PathLike[str]) -> bytes:
    try:
        return read_regular_file(path, max_bytes=_MAX_KEY_BYTES)
    except RunFileError as exc:
        raise ProvenanceError(f"{path}: {exc.reason}") from None


def load_signing_key(path: str | os.PathLike[str]) -> SigningKey:
    """Load an unencrypted Ed25519 private key from a PEM file (as ``generate_key_pair`` writes it).

    Raises:
        ProvenanceError: if the file cannot be read or holds no Ed25519 private key (the message never
            quotes the file's content).
    """
    ed25519, serialization = _crypto()
    data = _read_key_file(path)
    try:
        private = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError):
        raise ProvenanceError(f"{path}: not an unencrypted PEM private key") from None
    except Exception:  # an unsupported algorithm is reported the same way, without the content
        raise ProvenanceError(f"{path}: not an unencrypted PEM private key") from None
    if not isinstance(private, ed25519.Ed25519PrivateKey):
        raise ProvenanceError(f"{path}: not an Ed25519 private key")
    return SigningKey(key_id=_key_id(private.public_key()), private=private)


def load_trusted_key(path: str | os.PathLike[str]) -> TrustedKey:
    """Load an Ed25519 public key from a PEM file.

    Raises:
        ProvenanceError: if the file cannot be read or holds no Ed25519 public key (a private key given
            here by mistake is refused without echoing it).
    """
    ed25519, serialization = _crypto()
    data = _read_key_file(path)
    if b"PRIVATE KEY" in data:
        raise ProvenanceError(f"{path}: holds a private key; give the public key (.pub) to trust")
    try:
        public = serialization.load_pem_public_key(data)
    except Exception:
        raise ProvenanceError(f"{path}: not a PEM public key") from None
    if not isinstance(public, ed25519.Ed25519PublicKey):
        raise ProvenanceError(f"{path}: not an Ed25519 public key")
    return TrustedKey(key_id=_key_id(public), public=public, source=os.fspath(path))


# ------------------------------------------------------------------------------------------ reading


class _Unreadable(Exception):
    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def _run_bytes(root: Path, relpath: str, limit: int = _MAX_SMALL_FILE_BYTES) -> bytes:
    try:
        return read_run_file(root, relpath, max_bytes=limit)
    except RunFileError as exc:
        raise _Unreadable(f"{relpath} {exc.reason}") from None


def _run_digest(root: Path, relpath: str) -> str:
    """The hex sha256 of a run file's raw bytes."""
    try:
        return run_file_digest(root, relpath).removeprefix("sha256:")
    except RunFileError as exc:
        raise _Unreadable(f"{relpath} {exc.reason}") from None


def _strict_json(data: bytes, what: str) -> Any:
    try:
        return parse_json(data)
    except ValueError as exc:
        raise _Unreadable(f"{what} is not valid JSON ({shown(str(exc))})") from None


# ------------------------------------------------------------------------------------ the statement


def _run_facts(root: Path) -> dict[str, Any]:
    """The predicate's facts, read from the sealed run's own files (never from outside ``root``)."""
    run = _strict_json(_run_bytes(root, RUN_FILE), RUN_FILE)
    spec_digest = "sha256:" + _run_digest(root, SPEC_FILE)
    if not isinstance(run, dict):
        raise _Unreadable(f"{RUN_FILE} is not a JSON object")
    facts: dict[str, Any] = {"spec_digest": spec_digest}
    for name, source in _PREDICATE_FROM_RUN:
        value = run.get(source)
        if type(value) is not str:
            raise _Unreadable(f"{RUN_FILE} has no text {source!r}")
        facts[name] = value
    model = run.get("model")
    if not isinstance(model, dict):
        raise _Unreadable(f"{RUN_FILE} has no model descriptor")
    facts["model"] = model
    return facts


def _run_statement(root: Path) -> dict[str, Any]:
    """The statement a signature over the run as it is now must hold, short of the signer."""
    subjects = [
        {"digest": {"sha256": _run_digest(root, name)}, "name": name} for name in (MANIFEST_FILE, TRACE_FILE)
    ]
    return {
        "_type": STATEMENT_TYPE,
        "predicate": _run_facts(root),
        "predicateType": PREDICATE_TYPE,
        "subject": subjects,
    }


def _signed_by(statement: dict[str, Any], signer: Ed25519PublicKey) -> dict[str, Any]:
    """``statement`` with the signer's key id and raw public key in its predicate (a fresh value)."""
    predicate = dict(statement["predicate"])
    predicate["signer"] = {
        "key_id": _key_id(signer),
        "public_key": base64.b64encode(_raw_public(signer)).decode("ascii"),
    }
    return {**statement, "predicate": predicate}


def _pae(payload_type: str, payload: bytes) -> bytes:
    """DSSE's pre-authentication encoding: what is actually signed."""
    kind = payload_type.encode("utf-8")
    return b"DSSEv1 %d %s %d %s" % (len(kind), kind, len(payload), payload)


def sign_run(run_dir: str | os.PathLike[str], key: SigningKey) -> Path:
    """Sign a sealed run directory with ``key``; return the attestation written.

    Writes ``attestations/<key id>.dsse.json`` (atomically: a temporary sibling, renamed over) and nothing
    else. Signing the same run with the same key again gives the same bytes.

    Raises:
        ProvenanceError: if the run is not sealed (no regular ``manifest.json``), is not intact (a file
            differs from its manifest, its trace's chain is broken: any problem ``check_run_directory``
            finds), a file the statement needs cannot be read, or the attestations folder is not a plain
            directory inside the run.
    """
    root = Path(run_dir)
    if not root.is_dir() or root.is_symlink():
        raise ProvenanceError(f"{root}: not a run directory")
    try:
        _run_bytes(root, MANIFEST_FILE)
    except _Unreadable as exc:
        raise ProvenanceError(f"{root}: cannot sign: {exc.reason}") from None
    # A signature vouches for the run: one whose files no longer match its manifest, or whose trace is
    # broken, is not signed (its run.json, which the statement quotes, would be vouched for unchecked).
    problems = check_run_directory(root)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise ProvenanceError(
            f"{root}: cannot sign: the run is not intact: {first.kind.value} {first.path}: "
            f"{shown(first.message, 200)}{more}; `canon verify` reports it in full"
        )
    try:
        statement = _signed_by(_run_statement(root), key.private.public_key())
    except _Unreadable as exc:
        raise ProvenanceError(f"{root}: cannot sign: {exc.reason}") from None
    payload = canonical_bytes(statement)
    signature = key.private.sign(_pae(PAYLOAD_TYPE, payload))
    envelope = {
        "payload": base64.b64encode(payload).decode("ascii"),
        "payloadType": PAYLOAD_TYPE,
        "signatures": [{"keyid": key.key_id, "sig": base64.b64encode(signature).decode("ascii")}],
    }
    folder = root / ATTESTATIONS_DIR
    if os.path.lexists(folder):
        if folder.is_symlink() or not folder.is_dir():
            raise ProvenanceError(f"{folder}: is not a plain directory")
    else:
        folder.mkdir()
    target = folder / f"{key.key_id}{ATTESTATION_SUFFIX}"
    _replace(target, canonical_bytes(envelope))
    return target


def _replace(target: Path, data: bytes) -> None:
    try:
        replace_file(target, data, mode=0o644)
    except OSError as exc:
        raise ProvenanceError(f"{target}: cannot write ({exc.strerror})") from None


# ------------------------------------------------------------------------------------- verification


@dataclasses.dataclass(frozen=True, slots=True)
class _Attestation:
    name: str
    key_id: str
    signer: Ed25519PublicKey
    payload: bytes
    signature: bytes
    statement: dict[str, Any]


def _b64(text: object, what: str) -> bytes:
    if type(text) is not str:
        raise _Unreadable(f"{what} is not base64 text")
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise _Unreadable(f"{what} is not base64") from None
    if base64.b64encode(raw).decode("ascii") != text:  # one spelling per value, so no byte is slack
        raise _Unreadable(f"{what} is not canonical base64")
    return raw


def _exact_keys(value: object, keys: Iterable[str], what: str) -> dict[str, Any]:
    wanted = sorted(keys)
    if not isinstance(value, dict) or sorted(value) != wanted:
        raise _Unreadable(f"{what} must be an object with exactly {', '.join(wanted)}")
    return value


def _parse(name: str, data: bytes) -> _Attestation:
    """Decode one attestation file and check its shape; raise ``_Unreadable`` saying what is wrong."""
    envelope = _strict_json(data, "the file")
    try:
        canonical = canonical_bytes(envelope)
    except Exception:
        raise _Unreadable("is not portable JSON") from None
    if canonical != data:
        raise _Unreadable("is not in RFC 8785 canonical form")
    envelope = _exact_keys(envelope, ("payload", "payloadType", "signatures"), "the envelope")
    if envelope["payloadType"] != PAYLOAD_TYPE:
        raise _Unreadable(f"payloadType is not {PAYLOAD_TYPE}")
    signatures = envelope["signatures"]
    if not isinstance(signatures, list) or len(signatures) != 1:
        raise _Unreadable("must hold exactly one signature")
    entry = _exact_keys(signatures[0], ("keyid", "sig"), "the signature")
    key_id = entry["keyid"]
    if type(key_id) is not str or f"{key_id}{ATTESTATION_SUFFIX}" != name:
        raise _Unreadable("its keyid does not match its file name")
    payload = _b64(envelope["payload"], "the payload")
    signature = _b64(entry["sig"], "the signature")
    statement = _strict_json(payload, "its statement")
    if not isinstance(statement, dict) or canonical_bytes(statement) != payload:
        raise _Unreadable("its statement is not a canonical JSON object")
    predicate = statement.get("predicate")
    signer = predicate.get("signer") if isinstance(predicate, dict) else None
    signer = _exact_keys(signer, ("key_id", "public_key"), "the predicate's signer")
    ed25519, _ = _crypto()
    try:
        public = ed25519.Ed25519PublicKey.from_public_bytes(_b64(signer["public_key"], "the signer's key"))
    except ValueError:
        raise _Unreadable("the signer's public key is not an Ed25519 key") from None
    if signer["key_id"] != key_id or _key_id(public) != key_id:
        raise _Unreadable("the signer's key does not have the envelope's key id")
    return _Attestation(name, key_id, public, payload, signature, statement)


def _signature_holds(public: Ed25519PublicKey, attestation: _Attestation) -> bool:
    from cryptography.exceptions import InvalidSignature

    try:
        public.verify(attestation.signature, _pae(PAYLOAD_TYPE, attestation.payload))
    except InvalidSignature:
        return False
    return True


def _attestation_files(root: Path) -> list[str] | str:
    """The attestation file names of a run, sorted, or a one-line reason why the folder is unusable."""
    folder = root / ATTESTATIONS_DIR
    if not os.path.lexists(folder):
        return []
    if folder.is_symlink() or not folder.is_dir():
        return f"{ATTESTATIONS_DIR} is not a plain directory"
    names = sorted(os.listdir(folder))
    if len(names) > _MAX_ATTESTATIONS:
        return f"{ATTESTATIONS_DIR} holds more than {_MAX_ATTESTATIONS} files"
    return names


def check_provenance(
    log: FindingLog, run_dir: str | os.PathLike[str], trusted: Sequence[TrustedKey] = ()
) -> None:
    """Check every attestation of a run directory, and with ``trusted`` keys, that one of them signed it.

    Every attestation must be well formed, carry a valid signature by the key it names, and describe the
    run's current manifest, trace and sealed facts; any that does not is an error finding of
    ``provenance.signature``. With ``trusted`` keys, a run that no trusted key signed is an error finding of
    ``provenance.signature`` too. Consistent signatures that no trusted key vouches for are reported as
    unverified provenance (``provenance.unverified``, info).
    """
    root = Path(run_dir)
    files = _attestation_files(root)
    if isinstance(files, str):
        log.add(_SIGNATURE_CHECK, files, path=ATTESTATIONS_DIR)
        files = []
    by_id = {key.key_id: key for key in trusted}
    expected: dict[str, Any] | None = None
    expected_error: str | None = None
    trusted_signers: list[str] = []
    for name in files:
        where = f"{ATTESTATIONS_DIR}/{name}"
        try:
            attestation = _parse(name, _run_bytes(root, where, _MAX_ATTESTATION_BYTES))
        except _Unreadable as exc:
            log.add(_SIGNATURE_CHECK, f"the attestation is refused: {exc.reason}", path=shown(where))
            continue
        if not _signature_holds(attestation.signer, attestation):
            log.add(_SIGNATURE_CHECK, "the signature does not verify with its signer's key", path=where)
            continue
        if expected is None and expected_error is None:
            try:
                expected = _run_statement(root)
            except _Unreadable as exc:
                expected_error = exc.reason
        if expected_error is not None:
            log.add(_SIGNATURE_CHECK, f"the run cannot be checked against it: {expected_error}", path=where)
            continue
        assert expected is not None
        mismatch = _mismatch(attestation.statement, _signed_by(expected, attestation.signer))
        if mismatch is not None:
            log.add(_SIGNATURE_CHECK, f"the attestation does not match the run: {mismatch}", path=where)
            continue
        trusted_key = by_id.get(attestation.key_id)
        if trusted_key is not None and _signature_holds(trusted_key.public, attestation):
            trusted_signers.append(attestation.key_id)
        else:
            log.add(
                _UNVERIFIED_CHECK,
                f"signed by key {attestation.key_id}, which is not among the trusted keys; "
                "the signature is consistent but proves nothing about who signed",
                path=where,
            )
    log.measure(_SIGNATURE_CHECK, "attestations", len(files))
    log.measure(_SIGNATURE_CHECK, "trusted_signatures", len(trusted_signers))
    if trusted and not trusted_signers:
        keys = ", ".join(sorted(by_id))
        what = "is not signed" if not files else "is not signed by a trusted key"
        log.add(_SIGNATURE_CHECK, f"the run {what} (trusted: {keys})", path=ATTESTATIONS_DIR)


def verify_signatures(
    run_dir: str | os.PathLike[str], trusted_keys: Sequence[TrustedKey] = ()
) -> list[Finding]:
    """Only the signature checks of ``verify_run``, without reading the trace: their findings, in order.

    Raises:
        VerifyInputError: if ``run_dir`` is not a directory.
    """
    if not Path(run_dir).is_dir():
        raise VerifyInputError("is not a run directory", path=shown(os.fspath(run_dir), 1000))
    log = FindingLog()
    check_provenance(log, run_dir, trusted_keys)
    return log.findings()


def _mismatch(observed: dict[str, Any], expected: dict[str, Any]) -> str | None:
    """What differs between an attestation's statement and the run as it is now, or ``None``."""
    if observed == expected:
        return None
    if observed.get("_type") != STATEMENT_TYPE or observed.get("predicateType") != PREDICATE_TYPE:
        return "it is not a canon run-provenance statement"
    if observed.get("subject") != expected["subject"]:
        return "the digests of manifest.json or trace.jsonl differ"
    seen = observed.get("predicate")
    wanted = expected["predicate"]
    if isinstance(seen, dict):
        for field in sorted(wanted):
            if seen.get(field) != wanted[field]:
                return f"predicate.{field} differs from the sealed run"
    return "the statement differs from the sealed run"
