"""``replace_file``: a reader sees the old file or the new one; a failed write leaves the old one alone."""

import errno
import os
import stat

import pytest

from canon_trace import replace_file


def test_replaces_the_content_and_leaves_nothing_beside_it(tmp_path):
    target = tmp_path / "report.json"
    target.write_bytes(b"old")
    replace_file(target, b"new" * 1000)
    assert target.read_bytes() == b"new" * 1000
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_mode_is_private_unless_given(tmp_path):
    replace_file(tmp_path / "private", b"x", sync=False)
    replace_file(tmp_path / "shared", b"x", sync=False, mode=0o644)
    assert stat.S_IMODE((tmp_path / "private").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "shared").stat().st_mode) == 0o644


def test_a_full_disk_keeps_the_old_file_and_removes_the_temporary_one(tmp_path, monkeypatch):
    target = tmp_path / "report.json"
    target.write_bytes(b"old")

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OSError) as raised:
        replace_file(target, b"new")
    assert raised.value.errno == errno.ENOSPC
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_a_symlink_at_the_target_is_replaced_not_followed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"keep")
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "report.json").symlink_to(outside)
    replace_file(folder / "report.json", b"new")
    assert outside.read_bytes() == b"keep"
    assert not (folder / "report.json").is_symlink()
