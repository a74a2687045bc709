"""Run directories: creation, atomic artifacts, content-addressed evidence and the manifest written last."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pydantic
import pytest

from canon_contracts import AgentOutput, PortabilityError
from canon_trace import FsyncPolicy
from canon_trace._rundir import Manifest, RunDirectory, file_digest, pretty_json_bytes
from canon_trace.errors import IntegrityError, RunDirectoryError


def sha(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


@pytest.fixture
def run(tmp_path: Path) -> RunDirectory:
    return RunDirectory.create(tmp_path / "runs", "run-1")


class TestCreateAndOpen:
    def test_create_makes_the_directory_under_the_runs_root(self, tmp_path: Path) -> None:
        run = RunDirectory.create(tmp_path / "runs", "run-1")
        assert run.path == tmp_path / "runs" / "run-1"
        assert run.path.is_dir()
        assert run.run_id == "run-1"
        assert run.trace_path == run.path / "trace.jsonl"
        assert not run.is_complete

    def test_create_refuses_an_existing_directory(self, tmp_path: Path) -> None:
        RunDirectory.create(tmp_path, "run-1")
        with pytest.raises(RunDirectoryError, match="already exists"):
            RunDirectory.create(tmp_path, "run-1")

    @pytest.mark.parametrize(
        "run_id", ["", ".", "..", "../x", "a/b", "a\\b", "/abs", ".hidden", "-dash", "a b", "x" * 129, "é"]
    )
    def test_run_id_must_be_a_safe_single_segment(self, tmp_path: Path, run_id: str) -> None:
        with pytest.raises(RunDirectoryError, match="run id"):
            RunDirectory.create(tmp_path, run_id)
        assert list(tmp_path.iterdir()) == []

    def test_open_reads_the_run_id_from_the_directory_name(self, run: RunDirectory) -> None:
        opened = RunDirectory.open(run.path)
        assert opened.run_id == "run-1"
        assert opened.path == run.path

    def test_open_refuses_a_missing_directory(self, tmp_path: Path) -> None:
        with pytest.raises(RunDirectoryError):
            RunDirectory.open(tmp_path / "nope")
        (tmp_path / "file").write_text("x")
        with pytest.raises(RunDirectoryError):
            RunDirectory.open(tmp_path / "file")


class TestArtifacts:
    def test_write_json_uses_the_stable_pretty_form(self, run: RunDirectory) -> None:
        digest = run.write_json("config.json", {"b": 1, "a": {"z": "é", "y": [1, 2.5]}})
        data = (run.path / "config.json").read_bytes()
        expected = '{\n  "a": {\n    "y": [\n      1,\n      2.5\n    ],\n    "z": "é"\n  },\n  "b": 1\n}\n'
        assert data == expected.encode("utf-8")
        assert digest == sha(data)

    def test_member_order_does_not_change_the_bytes(self, run: RunDirectory) -> None:
        assert run.write_json("a.json", {"x": 1, "y": 2}) == run.write_json("b.json", {"y": 2, "x": 1})

    def test_write_json_takes_a_pydantic_model(self, run: RunDirectory) -> None:
        output = AgentOutput.build("done", confidence=0.5)
        run.write_json("result/out.json", output)
        assert AgentOutput.model_validate_json((run.path / "result/out.json").read_bytes()) == output

    def test_write_json_refuses_non_portable_values(self, run: RunDirectory) -> None:
        with pytest.raises(PortabilityError):
            run.write_json("x.json", {"n": float("nan")})
        assert not (run.path / "x.json").exists()

    def test_write_bytes_returns_the_digest_and_creates_folders(self, run: RunDirectory) -> None:
        assert run.write_bytes("deep/er/fingerprint.txt", b"abc\n") == sha(b"abc\n")
        assert (run.path / "deep/er/fingerprint.txt").read_bytes() == b"abc\n"

    def test_rewrite_replaces_the_whole_file(self, run: RunDirectory) -> None:
        run.write_bytes("a.txt", b"a much longer first version")
        run.write_bytes("a.txt", b"short")
        assert (run.path / "a.txt").read_bytes() == b"short"

    @pytest.mark.parametrize(
        "relpath",
        [
            "",
            "/etc/passwd",
            "../escape.txt",
            "a/../../b",
            "a//b",
            "./a",
            "a/./b",
            "a\\b",
            "C:/x",
            "a/",
            "nul\x00",
        ],
    )
    def test_unsafe_relpaths_are_refused(self, run: RunDirectory, relpath: str) -> None:
        with pytest.raises(RunDirectoryError):
            run.write_bytes(relpath, b"x")
        assert [p.name for p in run.path.iterdir()] == []

    def test_writing_through_a_symlink_is_refused(self, run: RunDirectory, tmp_path: Path) -> None:
        outside = tmp_path / "outside"
        outside.mkdir()
        (run.path / "link").symlink_to(outside)
        with pytest.raises(RunDirectoryError, match="symlink"):
            run.write_bytes("link/x.txt", b"x")
        assert list(outside.iterdir()) == []

    def test_the_manifest_is_not_an_ordinary_artifact(self, run: RunDirectory) -> None:
        with pytest.raises(RunDirectoryError, match="write_manifest"):
            run.write_json("manifest.json", {"version": 1, "files": {}})

    def test_a_failed_write_leaves_neither_a_partial_file_nor_a_temp_file(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        run = RunDirectory.create(tmp_path / "runs", "run-1", fsync=FsyncPolicy.ALWAYS)
        run.write_bytes("a.txt", b"old")

        def broken_fsync(fd: int) -> None:
            raise OSError(5, "I/O error")

        monkeypatch.setattr(os, "fsync", broken_fsync)
        with pytest.raises(RunDirectoryError, match="I/O error"):
            run.write_bytes("a.txt", b"new content")
        monkeypatch.undo()
        assert (run.path / "a.txt").read_bytes() == b"old"
        assert sorted(p.name for p in run.path.iterdir()) == ["a.txt"]

    def test_an_interrupted_write_leaves_the_old_file(
        self, run: RunDirectory, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        run.write_bytes("a.txt", b"old")

        def interrupted(src: object, dst: object) -> None:
            raise KeyboardInterrupt

        monkeypatch.setattr(os, "replace", interrupted)
        with pytest.raises(KeyboardInterrupt):
            run.write_bytes("a.txt", b"new")
        monkeypatch.undo()
        assert (run.path / "a.txt").read_bytes() == b"old"
        assert sorted(p.name for p in run.path.iterdir()) == ["a.txt"]


class TestEvidence:
    def test_evidence_is_content_addressed(self, run: RunDirectory) -> None:
        text = "Paris is the capital of France. — «citation»"
        relpath, digest = run.add_evidence(text)
        hexdigest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        assert relpath == f"evidence/{hexdigest}.txt"
        assert digest == f"sha256:{hexdigest}"
        assert (run.path / relpath).read_bytes() == text.encode("utf-8")

    def test_adding_the_same_text_twice_is_idempotent(self, run: RunDirectory) -> None:
        first = run.add_evidence("same")
        mtime = (run.path / first[0]).stat().st_mtime_ns
        assert run.add_evidence("same") == first
        assert (run.path / first[0]).stat().st_mtime_ns == mtime
        assert len(list((run.path / "evidence").iterdir())) == 1

    def test_a_tampered_evidence_file_is_not_silently_accepted(self, run: RunDirectory) -> None:
        relpath, digest = run.add_evidence("original")
        (run.path / relpath).write_text("tampered")
        with pytest.raises(IntegrityError) as info:
            run.add_evidence("original")
        assert info.value.path == relpath
        assert info.value.expected == digest
        assert info.value.observed == sha(b"tampered")

    def test_text_without_utf8_encoding_is_refused(self, run: RunDirectory) -> None:
        with pytest.raises(RunDirectoryError, match="UTF-8"):
            run.add_evidence("lone \ud800 surrogate")


class TestManifest:
    def test_manifest_lists_every_other_regular_file_sorted(self, run: RunDirectory) -> None:
        run.write_json("spec.json", {"q": 1})
        run.write_bytes("result/final_result.json", b"{}\n")
        relpath, digest = run.add_evidence("ev")
        run.trace_path.write_bytes(b'{"record":"header"}\n')
        manifest = run.write_manifest()
        assert run.is_complete
        assert list(manifest.files) == sorted(
            [relpath, "result/final_result.json", "spec.json", "trace.jsonl"]
        )
        assert manifest.files[relpath] == digest
        assert manifest.files["trace.jsonl"] == sha(b'{"record":"header"}\n')
        on_disk = json.loads((run.path / "manifest.json").read_bytes())
        assert on_disk == {"version": 1, "files": manifest.files}
        assert (run.path / "manifest.json").read_bytes() == pretty_json_bytes(on_disk)
        assert run.read_manifest() == manifest

    def test_manifest_bytes_are_deterministic(self, tmp_path: Path) -> None:
        bytes_of = []
        for name, order in (("r1", ["b.txt", "a.txt"]), ("r2", ["a.txt", "b.txt"])):
            run = RunDirectory.create(tmp_path, name)
            for rel in order:
                run.write_bytes(rel, rel.encode())
            run.write_manifest()
            bytes_of.append((run.path / "manifest.json").read_bytes())
        assert bytes_of[0] == bytes_of[1]

    def test_the_run_is_sealed_once_the_manifest_is_written(self, run: RunDirectory) -> None:
        run.write_manifest()
        with pytest.raises(RunDirectoryError, match="sealed"):
            run.write_bytes("late.txt", b"x")
        with pytest.raises(RunDirectoryError, match="sealed"):
            run.add_evidence("late")

    def test_a_symlink_cannot_be_sealed_into_a_manifest(self, run: RunDirectory, tmp_path: Path) -> None:
        (tmp_path / "secret").write_text("s")
        (run.path / "link").symlink_to(tmp_path / "secret")
        with pytest.raises(RunDirectoryError, match="symlink"):
            run.write_manifest()
        assert not run.is_complete

    def test_read_manifest_of_an_incomplete_run(self, run: RunDirectory) -> None:
        with pytest.raises(RunDirectoryError, match="incomplete"):
            run.read_manifest()

    def test_read_manifest_rejects_an_invalid_one(self, run: RunDirectory) -> None:
        (run.path / "manifest.json").write_text(
            '{"version": 1, "files": {"../x": "sha256:' + "0" * 64 + '"}}'
        )
        with pytest.raises(IntegrityError):
            run.read_manifest()

    def test_file_digest_streams_large_files(self, tmp_path: Path) -> None:
        data = os.urandom(3 * (1 << 20) + 17)
        (tmp_path / "big").write_bytes(data)
        assert file_digest(tmp_path / "big") == sha(data)


class TestManifestModel:
    DIGEST = "sha256:" + "ab" * 32

    def test_valid_manifest_round_trips(self) -> None:
        manifest = Manifest(files={"z.txt": self.DIGEST, "a/b.json": self.DIGEST})
        assert list(manifest.files) == ["a/b.json", "z.txt"]
        assert Manifest.from_bytes(manifest.to_bytes()) == manifest

    @pytest.mark.parametrize(
        "path", ["/abs", "../x", "a/../../x", "a\\b", "", "./a", "a//b", "a/", "C:/x", "manifest.json"]
    )
    def test_paths_must_be_relative_and_stay_inside(self, path: str) -> None:
        with pytest.raises(pydantic.ValidationError):
            Manifest(files={path: self.DIGEST})

    @pytest.mark.parametrize("value", ["sha256:" + "A" * 64, "md5:00", "sha256:" + "0" * 63, "", None])
    def test_digests_must_be_canon_digests(self, value: object) -> None:
        with pytest.raises(pydantic.ValidationError):
            Manifest.model_validate({"version": 1, "files": {"a.txt": value}})

    def test_unknown_members_and_versions_are_rejected(self) -> None:
        with pytest.raises(pydantic.ValidationError):
            Manifest.model_validate({"version": 1, "files": {}, "extra": 1})
        with pytest.raises(pydantic.ValidationError):
            Manifest.model_validate({"version": 2, "files": {}})

    def test_manifest_is_frozen(self) -> None:
        manifest = Manifest(files={})
        with pytest.raises(pydantic.ValidationError):
            manifest.version = 1  # type: ignore[misc]


class TestFsyncPolicy:
    """``always`` forces every file and entry, ``end`` only the manifest (the seal), ``none`` nothing."""

    @pytest.mark.parametrize(
        ("policy", "files", "directories"),
        [(FsyncPolicy.ALWAYS, 4, 1 + 4), (FsyncPolicy.END, 1, 1), (FsyncPolicy.NONE, 0, 0)],
    )
    def test_what_each_policy_forces_to_disk(
        self,
        tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch,
        policy: FsyncPolicy,
        files: int,
        directories: int,
    ) -> None:
        synced: list[str] = []
        real_fsync = os.fsync

        def counting_fsync(fd: int) -> None:
            synced.append("directory" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
            real_fsync(fd)

        if not os.path.isdir("/proc/self/fd"):
            pytest.skip("needs /proc to tell files from directories")
        monkeypatch.setattr(os, "fsync", counting_fsync)
        run = RunDirectory.create(tmp_path / "runs", "run-1", fsync=policy)
        run.write_json("spec.json", {"question": "q"})
        run.write_bytes("result/final.json", b"{}")
        run.add_evidence("a passage")
        run.write_manifest()
        assert (synced.count("file"), synced.count("directory")) == (files, directories)
        assert sorted(Manifest.from_bytes(run.manifest_path.read_bytes()).files) == [
            "evidence/" + hashlib.sha256(b"a passage").hexdigest() + ".txt",
            "result/final.json",
            "spec.json",
        ]

    def test_an_unknown_policy_is_refused(self, tmp_path: Path) -> None:
        with pytest.raises(RunDirectoryError, match="fsync must be one of always, end, none"):
            RunDirectory.create(tmp_path / "runs", "run-1", fsync="sometimes")
