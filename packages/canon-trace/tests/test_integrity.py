"""Integrity checks of run directories: every problem is data, with what was expected and what was found."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from canon_trace._integrity import IntegrityProblem, ProblemKind, check_run_directory
from canon_trace._rundir import RunDirectory
from canon_trace.errors import RunDirectoryError

ZERO = "sha256:" + "0" * 64


def sha(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def kinds(problems: list[IntegrityProblem]) -> list[tuple[ProblemKind, str]]:
    return [(p.kind, p.path) for p in problems]


def sealed_run(root: Path, name: str = "run-1") -> RunDirectory:
    """A finished run directory without a trace."""
    run = RunDirectory.create(root, name)
    run.write_json("spec.json", {"question": "q"})
    run.write_json("result/final_result.json", {"decision": "pass"})
    run.add_evidence("Paris is the capital of France.")
    run.write_bytes("fingerprint.txt", b"sha256:abc\n")
    run.write_manifest()
    return run


def write_manifest(run: RunDirectory, files: dict[str, object], **extra: object) -> None:
    (run.path / "manifest.json").write_text(json.dumps({"version": 1, "files": files, **extra}))


class TestSoundRun:
    def test_a_sealed_run_has_no_problems(self, tmp_path: Path) -> None:
        assert check_run_directory(sealed_run(tmp_path).path) == []

    def test_a_missing_directory_is_a_usage_error(self, tmp_path: Path) -> None:
        with pytest.raises(RunDirectoryError):
            check_run_directory(tmp_path / "nope")


class TestManifestComparison:
    def test_missing_file(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        expected = run.read_manifest().files["spec.json"]
        (run.path / "spec.json").unlink()
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path) == (ProblemKind.MISSING_FILE, "spec.json")
        assert (problem.expected, problem.observed) == (expected, "missing")

    def test_digest_mismatch(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        expected = run.read_manifest().files["fingerprint.txt"]
        (run.path / "fingerprint.txt").write_bytes(b"sha256:abd\n")
        [problem] = check_run_directory(run.path)
        assert problem.kind is ProblemKind.DIGEST_MISMATCH
        assert (problem.path, problem.expected, problem.observed) == (
            "fingerprint.txt",
            expected,
            sha(b"sha256:abd\n"),
        )

    def test_every_single_byte_change_of_an_artifact_is_caught(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        target = run.path / "result/final_result.json"
        original = target.read_bytes()
        for offset in range(len(original)):
            mutated = bytearray(original)
            mutated[offset] ^= 0x01
            target.write_bytes(bytes(mutated))
            assert kinds(check_run_directory(run.path)) == [
                (ProblemKind.DIGEST_MISMATCH, "result/final_result.json")
            ]
        target.write_bytes(original)
        assert check_run_directory(run.path) == []

    def test_unlisted_file(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        (run.path / "evidence" / "extra.txt").write_bytes(b"smuggled")
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path) == (ProblemKind.UNLISTED_FILE, "evidence/extra.txt")
        assert problem.observed == sha(b"smuggled")

    def test_a_directory_where_a_file_is_listed_is_missing_that_file(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        (run.path / "spec.json").unlink()
        (run.path / "spec.json").mkdir()
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.observed) == (ProblemKind.MISSING_FILE, "not a regular file")

    def test_problems_are_in_a_deterministic_order(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        (run.path / "spec.json").unlink()
        (run.path / "zz.txt").write_text("z")
        (run.path / "aa.txt").write_text("a")
        (run.path / "fingerprint.txt").write_text("changed")
        problems = check_run_directory(run.path)
        assert kinds(problems) == [
            (ProblemKind.UNLISTED_FILE, "aa.txt"),
            (ProblemKind.DIGEST_MISMATCH, "fingerprint.txt"),
            (ProblemKind.MISSING_FILE, "spec.json"),
            (ProblemKind.UNLISTED_FILE, "zz.txt"),
        ]
        assert check_run_directory(run.path) == problems


class TestPathEscapes:
    @pytest.mark.parametrize(
        "path", ["/etc/passwd", "../../secret", "a/../../b", "C:/Windows/win.ini", "..\\x"]
    )
    def test_escaping_manifest_paths_are_reported_and_never_read(self, tmp_path: Path, path: str) -> None:
        run = sealed_run(tmp_path)
        files = dict(run.read_manifest().files) | {path: ZERO}
        write_manifest(run, files)
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path) == (ProblemKind.PATH_ESCAPE, path)

    def test_a_symlink_out_is_an_escape_and_is_not_followed(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        secret = tmp_path / "secret.txt"
        secret.write_text("top secret")
        run = sealed_run(tmp_path / "runs")
        (run.path / "leak.txt").symlink_to(secret)
        write_manifest(run, dict(run.read_manifest().files) | {"leak.txt": sha(b"top secret")})

        opened: list[str] = []
        real_open = open

        def spy(file, *args, **kwargs):  # type: ignore[no-untyped-def]
            opened.append(os.path.realpath(file))
            return real_open(file, *args, **kwargs)

        monkeypatch.setattr("builtins.open", spy)
        problems = check_run_directory(run.path)
        monkeypatch.undo()
        assert kinds(problems) == [(ProblemKind.PATH_ESCAPE, "leak.txt")]
        assert problems[0].observed == "symlink to outside the run directory"
        assert str(secret) not in opened

    def test_an_unlisted_symlink_out_is_an_escape(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path / "runs")
        (run.path / "evidence" / "up").symlink_to(tmp_path)
        assert kinds(check_run_directory(run.path)) == [(ProblemKind.PATH_ESCAPE, "evidence/up")]

    def test_a_listed_file_under_a_symlinked_directory_out_is_an_escape(self, tmp_path: Path) -> None:
        outside = tmp_path / "outside"
        outside.mkdir()
        (outside / "a.txt").write_bytes(b"a")
        run = sealed_run(tmp_path / "runs")
        (run.path / "sub").symlink_to(outside, target_is_directory=True)
        write_manifest(run, dict(run.read_manifest().files) | {"sub/a.txt": sha(b"a")})
        problems = check_run_directory(run.path)
        assert kinds(problems) == [(ProblemKind.PATH_ESCAPE, "sub"), (ProblemKind.PATH_ESCAPE, "sub/a.txt")]

    def test_a_dangling_symlink_is_neither_followed_nor_trusted(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path / "runs")
        (run.path / "dangling").symlink_to(tmp_path / "does-not-exist")
        assert kinds(check_run_directory(run.path)) == [(ProblemKind.PATH_ESCAPE, "dangling")]

    def test_a_symlink_inside_the_run_is_only_unlisted(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        (run.path / "alias.json").symlink_to(run.path / "spec.json")
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path, problem.observed) == (
            ProblemKind.UNLISTED_FILE,
            "alias.json",
            "symlink",
        )

    def test_a_symlinked_manifest_out_is_an_escape(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path / "runs")
        forged = tmp_path / "forged.json"
        forged.write_text(json.dumps({"version": 1, "files": {}}))
        (run.path / "manifest.json").unlink()
        (run.path / "manifest.json").symlink_to(forged)
        assert kinds(check_run_directory(run.path)) == [(ProblemKind.PATH_ESCAPE, "manifest.json")]


class TestIncompleteAndInvalid:
    def test_no_manifest_is_an_incomplete_run(self, tmp_path: Path) -> None:
        run = RunDirectory.create(tmp_path, "run-1")
        run.write_json("spec.json", {})
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path, problem.observed) == (
            ProblemKind.INCOMPLETE_RUN,
            "manifest.json",
            "missing",
        )

    @pytest.mark.parametrize(
        "content",
        [
            "not json",
            "[]",
            '{"files": {}}',
            '{"version": 2, "files": {}}',
            '{"version": 1, "files": []}',
            '{"version": 1, "files": {}, "more": 1}',
            '{"version": true, "files": {}}',
            '{"version": 1, "files": {}, "files": {}}',
        ],
    )
    def test_an_unusable_manifest_is_invalid(self, tmp_path: Path, content: str) -> None:
        run = sealed_run(tmp_path)
        (run.path / "manifest.json").write_text(content)
        assert kinds(check_run_directory(run.path)) == [(ProblemKind.INVALID_MANIFEST, "manifest.json")]

    @pytest.mark.parametrize("value", ["sha256:ABC", "md5:0", 7, None])
    def test_an_entry_without_a_digest_is_invalid(self, tmp_path: Path, value: object) -> None:
        run = sealed_run(tmp_path)
        write_manifest(run, dict(run.read_manifest().files) | {"spec.json": value})
        [problem] = check_run_directory(run.path)
        assert (problem.kind, problem.path) == (ProblemKind.INVALID_MANIFEST, "spec.json")
        assert problem.observed == json.dumps(value)

    @pytest.mark.parametrize("path", ["./spec.json", "a//b", "manifest.json"])
    def test_malformed_entry_paths_are_invalid(self, tmp_path: Path, path: str) -> None:
        run = sealed_run(tmp_path)
        write_manifest(run, dict(run.read_manifest().files) | {path: ZERO})
        assert kinds(check_run_directory(run.path)) == [(ProblemKind.INVALID_MANIFEST, path)]

    def test_problems_are_data(self, tmp_path: Path) -> None:
        run = sealed_run(tmp_path)
        (run.path / "spec.json").unlink()
        [problem] = check_run_directory(run.path)
        assert IntegrityProblem.model_validate_json(problem.model_dump_json()) == problem
        assert problem.model_dump(mode="json")["kind"] == "missing_file"
