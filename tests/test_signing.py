"""Signed run directories: keygen, sign, run --sign-key and verify --trusted-key on real runs.

The forger here is as capable as a person editing files can be: it changes the answer, recomputes the hash
chain and rewrites the manifest. Without a trusted key that run verifies clean (the chain and manifest only
prove self-consistency); with the signer's public key it fails with ``provenance.signature``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from canon_contracts import canonical_bytes, digest
from canon_verify import (
    load_signing_key,
    load_trusted_key,
    report_bytes,
    sign_run,
    verify_run,
    verify_signatures,
    verify_trace,
)

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "examples" / "quickstart" / "spec.json"
CANON = [sys.executable, "-m", "canon"]


def _canon(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CANON, *args], cwd=cwd, capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture(scope="module")
def signed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Two key pairs and one quickstart run signed at sealing by the first."""
    base = tmp_path_factory.mktemp("signed")
    for name in ("alice", "mallory"):
        made = _canon("keygen", "--out", str(base), "--name", name, cwd=base)
        assert made.returncode == 0, made.stderr
    done = _canon("run", str(SPEC), "--runs-dir", "runs", "--sign-key", "alice.key", cwd=base)
    assert done.returncode == 0, done.stderr
    (run_dir,) = (base / "runs").iterdir()
    return {"base": base, "run": run_dir}


def _copy(run_dir: Path, tmp_path: Path) -> Path:
    target = tmp_path / run_dir.name
    shutil.copytree(run_dir, target, symlinks=True)
    return target


def _errors(run_dir: Path, *keys: Path) -> list[str]:
    report = verify_run(run_dir, trusted_keys=[load_trusted_key(key) for key in keys])
    return sorted(f"{finding.check_id}: {finding.message}" for finding in report.failures)


def _provenance(run_dir: Path, *keys: Path) -> list[str]:
    report = verify_run(run_dir, trusted_keys=[load_trusted_key(key) for key in keys])
    return [finding.check_id for finding in report.findings if finding.check_id.startswith("provenance.")]


def _replaced(value: object, old: str, new: str) -> object:
    """``value`` with every string that holds the answer rewritten (the answer and the value it states)."""
    if isinstance(value, str):
        return value.replace(old, new) if value.startswith(old) else value
    if isinstance(value, list):
        return [_replaced(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key: _replaced(item, old, new) for key, item in value.items()}
    return value


def _redigest(record: dict[str, object]) -> None:
    """Recompute an entry's request digests and prompt hash after its requests were rewritten."""
    renamed: dict[object, str] = {}
    first: str | None = None
    events = record.get("events")
    for event in events if isinstance(events, list) else []:
        if event.get("kind") == "model_request":
            fresh = digest(event["request"])
            renamed[event["request_digest"]] = fresh
            first = first or fresh
        if "request_digest" in event:
            event["request_digest"] = renamed.get(event["request_digest"], event["request_digest"])
    if first is not None:
        record["prompt_hash"] = first


def rechain(run_dir: Path, old: str, new: str) -> None:
    """Change the answer from ``old`` to ``new`` everywhere the run states it, then rebuild every digest.

    This is what someone who edits a run and wants it to verify would do: each record the answer appears in
    is rewritten with its request digests, the hash chain is recomputed line by line, the derived files are
    edited alike, the verification report is made again, and the manifest is rewritten over them all.
    """
    trace = run_dir / "trace.jsonl"
    rebuilt: list[bytes] = []
    for raw in trace.read_bytes().split(b"\n")[:-1]:
        record = _replaced(json.loads(raw), old, new)
        assert isinstance(record, dict)
        _redigest(record)
        if rebuilt:
            record["prev_digest"] = "sha256:" + hashlib.sha256(rebuilt[-1]).hexdigest()
        rebuilt.append(canonical_bytes(record))
    trace.write_bytes(b"\n".join(rebuilt) + b"\n")
    (run_dir / "verify.json").write_bytes(report_bytes(verify_trace(trace)))
    for name in ("run.json", "result/final_result.json", "result/pipeline_result.json"):
        path = run_dir / name
        document = _replaced(json.loads(path.read_text(encoding="utf-8")), old, new)
        path.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    manifest_path = run_dir / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["files"] = {
        name: "sha256:" + hashlib.sha256((run_dir / name).read_bytes()).hexdigest()
        for name in manifest["files"]
    }
    manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def test_keygen_writes_a_private_key_only_its_owner_can_read(signed: dict[str, Path]) -> None:
    base = signed["base"]
    assert stat.S_IMODE(os.stat(base / "alice.key").st_mode) == 0o600
    assert b"PRIVATE KEY" in (base / "alice.key").read_bytes()
    assert b"PUBLIC KEY" in (base / "alice.pub").read_bytes()
    again = _canon("keygen", "--out", str(base), "--name", "alice", cwd=base)
    assert again.returncode == 65
    assert "already exists" in again.stderr
    assert "PRIVATE" not in again.stderr + again.stdout


@pytest.mark.parametrize("name", ["../escape", "", ".hidden", "a b", "x" * 101])
def test_keygen_with_a_name_that_is_no_plain_file_name_is_a_usage_error(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from canon._cli import main
    from canon_contracts import ErrorKind
    from canon_verify import ProvenanceError, generate_key_pair

    assert main(["keygen", "--out", str(tmp_path), "--name", name]) == 64
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("canon keygen: error: key name ") and "must be a plain file name" in line
    with pytest.raises(ProvenanceError) as raised:
        generate_key_pair(tmp_path, name=name)
    assert raised.value.kind is ErrorKind.USAGE
    assert os.listdir(tmp_path) == []  # nothing written, nowhere


def test_a_signed_run_verifies_with_its_key_and_is_unverified_without(signed: dict[str, Path]) -> None:
    base, run_dir = signed["base"], signed["run"]
    key_id = load_trusted_key(base / "alice.pub").key_id
    assert sorted(os.listdir(run_dir / "attestations")) == [f"{key_id}.dsse.json"]
    assert _errors(run_dir, base / "alice.pub") == []
    assert _provenance(run_dir, base / "alice.pub") == []
    assert _errors(run_dir) == []
    assert _provenance(run_dir) == ["provenance.unverified"]
    verified = _canon("verify", str(run_dir), "--trusted-key", str(base / "alice.pub"), cwd=base)
    assert verified.returncode == 0, verified.stderr
    assert "0 error" in verified.stdout


def test_the_envelope_is_dsse_with_an_in_toto_statement_over_manifest_and_trace(
    signed: dict[str, Path],
) -> None:
    run_dir = signed["run"]
    (attestation,) = (run_dir / "attestations").iterdir()
    data = attestation.read_bytes()
    envelope = json.loads(data)
    assert canonical_bytes(envelope) == data
    assert envelope["payloadType"] == "application/vnd.in-toto+json"
    statement = json.loads(base64.b64decode(envelope["payload"]))
    assert statement["_type"] == "https://in-toto.io/Statement/v1"
    subjects = {subject["name"]: subject["digest"]["sha256"] for subject in statement["subject"]}
    for name in ("manifest.json", "trace.jsonl"):
        assert subjects[name] == hashlib.sha256((run_dir / name).read_bytes()).hexdigest()
    run = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    predicate = statement["predicate"]
    assert predicate["run_id"] == run["run_id"]
    assert predicate["fingerprint"] == (run_dir / "fingerprint.txt").read_text(encoding="utf-8").strip()
    assert (
        predicate["spec_digest"]
        == "sha256:" + hashlib.sha256((run_dir / "spec.json").read_bytes()).hexdigest()
    )
    assert predicate["model"] == run["model"]
    assert predicate["canon_version"] == run["runtime_version"]


def test_signing_changes_no_file_of_the_run_and_is_repeatable(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    (attestation,) = (run_dir / "attestations").iterdir()
    first = attestation.read_bytes()
    before = {path.relative_to(run_dir): path.read_bytes() for path in run_dir.rglob("*") if path.is_file()}
    signed_again = _canon("sign", str(run_dir), "--key", str(base / "alice.key"), cwd=base)
    assert signed_again.returncode == 0, signed_again.stderr
    after = {path.relative_to(run_dir): path.read_bytes() for path in run_dir.rglob("*") if path.is_file()}
    assert after == before
    assert attestation.read_bytes() == first


def test_a_run_that_no_longer_matches_its_manifest_is_not_signed(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    shutil.rmtree(run_dir / "attestations")
    run_json = run_dir / "run.json"
    run_json.write_text(run_json.read_text(encoding="utf-8").replace('"DONE"', '"ABORTED"'), encoding="utf-8")
    refused = _canon("sign", str(run_dir), "--key", str(base / "alice.key"), cwd=base)
    assert refused.returncode == 65
    assert "cannot sign: the run is not intact: digest_mismatch run.json" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert not (run_dir / "attestations").exists()  # nothing was written


def test_a_rechained_forgery_verifies_clean_without_a_key_and_fails_with_one(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    shutil.rmtree(run_dir / "attestations")  # the forger drops the signature it cannot remake
    rechain(run_dir, "1794", "1795")
    answer = json.loads((run_dir / "result" / "final_result.json").read_text(encoding="utf-8"))["answer"]
    assert answer.startswith("1795")
    assert _errors(run_dir) == []
    key_id = load_trusted_key(base / "alice.pub").key_id
    assert _errors(run_dir, base / "alice.pub") == [
        f"provenance.signature: the run is not signed (trusted: {key_id})"
    ]
    gated = _canon(
        "verify", str(run_dir), "--trusted-key", str(base / "alice.pub"), "--fail-on-verify", cwd=base
    )
    assert gated.returncode == 2
    assert "provenance.signature" in gated.stdout


def test_a_forgery_that_keeps_the_old_signature_fails_even_without_a_key(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    run_dir = _copy(signed["run"], tmp_path)
    rechain(run_dir, "1794", "1795")
    errors = _errors(run_dir)
    assert len(errors) == 1
    assert errors[0].startswith("provenance.signature: the attestation does not match the run")


def test_a_run_resigned_by_another_key_fails_against_the_trusted_one(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    shutil.rmtree(run_dir / "attestations")
    rechain(run_dir, "1794", "1795")
    sign_run(run_dir, load_signing_key(base / "mallory.key"))
    assert _provenance(run_dir) == ["provenance.unverified"]
    errors = _errors(run_dir, base / "alice.pub")
    assert len(errors) == 1
    assert "is not signed by a trusted key" in errors[0]
    # Several trusted keys: one valid signature by any of them is enough.
    assert _errors(run_dir, base / "alice.pub", base / "mallory.pub") == []


def test_every_single_byte_change_to_the_attestation_fails(signed: dict[str, Path], tmp_path: Path) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    (attestation,) = (run_dir / "attestations").iterdir()
    original = attestation.read_bytes()
    trusted = [load_trusted_key(base / "alice.pub")]
    survived = []
    for offset in range(len(original)):
        for flip in (0x01, 0x20):
            mutated = bytearray(original)
            mutated[offset] ^= flip
            attestation.write_bytes(bytes(mutated))
            for keys in (trusted, []):
                findings = verify_signatures(run_dir, keys)
                if not any(finding.check_id == "provenance.signature" for finding in findings):
                    survived.append((offset, flip, bool(keys)))
    attestation.write_bytes(original)
    assert survived == []
    assert _errors(run_dir, base / "alice.pub") == []


def test_hostile_attestation_folders_are_findings_not_crashes(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base = signed["base"]
    for case in ("symlink", "fifo", "junk", "folder-is-file"):
        run_dir = _copy(signed["run"], tmp_path / case)
        folder = run_dir / "attestations"
        if case == "symlink":
            (attestation,) = folder.iterdir()
            attestation.unlink()
            attestation.symlink_to("/etc/passwd")
        elif case == "fifo":
            os.mkfifo(folder / ("0" * 64 + ".dsse.json"))
        elif case == "junk":
            (folder / "notes.txt").write_text("hello", encoding="utf-8")
        else:
            shutil.rmtree(folder)
            folder.write_text("not a folder", encoding="utf-8")
        errors = [error for error in _errors(run_dir, base / "alice.pub") if error.startswith("provenance.")]
        assert errors, case


def test_keys_never_appear_in_any_file_of_a_run_directory_or_in_output(signed: dict[str, Path]) -> None:
    base, run_dir = signed["base"], signed["run"]
    key = load_signing_key(base / "alice.key")
    from cryptography.hazmat.primitives import serialization

    raw = key.private.private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()
    )
    pem_body = b"".join((base / "alice.key").read_bytes().splitlines()[1:-1])
    needles = [raw, base64.b64encode(raw), pem_body, raw.hex().encode()]
    for path in run_dir.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert not any(needle in data for needle in needles), path
    assert key.key_id in str(key) and "PRIVATE" not in repr(key)
    assert raw.hex() not in repr(key)


def test_bad_keys_are_one_line_errors_that_never_echo_the_key(
    signed: dict[str, Path], tmp_path: Path
) -> None:
    base, run_dir = signed["base"], signed["run"]
    secret = (base / "alice.key").read_text(encoding="utf-8")
    wrong = tmp_path / "not-a-key.pem"
    wrong.write_text("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", encoding="utf-8")
    cases = [
        ("verify", str(run_dir), "--trusted-key", str(base / "alice.key")),  # a private key given as trusted
        ("sign", str(run_dir), "--key", str(wrong)),
        ("sign", str(run_dir), "--key", str(base / "alice.pub")),
        ("run", str(SPEC), "--runs-dir", str(tmp_path / "runs"), "--sign-key", str(wrong)),
    ]
    for args in cases:
        result = _canon(*args, cwd=base)
        assert result.returncode == 65, (args, result.stderr)
        assert len(result.stderr.strip().splitlines()) <= 2, result.stderr
        assert "Traceback" not in result.stderr
        assert secret.splitlines()[1] not in result.stderr + result.stdout
    assert not (tmp_path / "runs").exists() or not any((tmp_path / "runs").iterdir())
    assert _canon("sign", str(tmp_path), "--key", str(base / "alice.key"), cwd=base).returncode == 65


def test_canon_verify_alone_takes_trusted_keys(signed: dict[str, Path], tmp_path: Path) -> None:
    base = signed["base"]
    run_dir = _copy(signed["run"], tmp_path)
    command = [sys.executable, "-m", "canon_verify", str(run_dir), "--trusted-key", str(base / "mallory.pub")]
    result = subprocess.run([*command, "--fail-on-verify"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert "provenance.signature" in result.stdout
    ok = subprocess.run([*command[:-1], str(base / "alice.pub")], capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0
    on_trace = subprocess.run(
        [
            sys.executable,
            "-m",
            "canon_verify",
            str(run_dir / "trace.jsonl"),
            "--trusted-key",
            str(base / "alice.pub"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert on_trace.returncode == 64
