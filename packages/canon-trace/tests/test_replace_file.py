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


def test_replaces_within_resolves_the_folders_on_the_way_but_not_the_name_written(tmp_path):
    from canon_trace import replaces_within

    run = tmp_path / "run"
    run.mkdir()
    (run / "trace.jsonl").write_bytes(b"x")
    (tmp_path / "via").symlink_to(run, target_is_directory=True)
    (tmp_path / "alias").symlink_to(run / "trace.jsonl")
    assert replaces_within(run / "manifest.json", run)
    assert replaces_within(tmp_path / "via" / "trace.jsonl", run)
    assert replaces_within(tmp_path / "via" / "new" / "x.json", tmp_path / "via")
    assert replaces_within(run / "trace.jsonl", run / "trace.jsonl")
    assert replaces_within(tmp_path / "via" / "trace.jsonl", run / "trace.jsonl")
    assert not replaces_within(tmp_path / "alias", run)  # renaming over a symlink leaves what it names alone
    assert not replaces_within(tmp_path / "run.html", run)
    assert not replaces_within(tmp_path / "runner" / "x", run)


def test_write_output_writes_into_a_device_or_fifo_and_replaces_anything_else(tmp_path):
    from canon_trace import write_output

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        (tmp_path / "stdout").symlink_to(fifo)
        write_output(tmp_path / "stdout", b"spans")
        assert os.read(reader, 100) == b"spans"
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and (tmp_path / "stdout").is_symlink()
    with pytest.raises(OSError) as caught:  # nobody reads: refused at once, never waited on
        write_output(fifo, b"x")
    assert caught.value.errno == errno.ENXIO
    write_output(tmp_path / "report.json", b"new")
    assert (tmp_path / "report.json").read_bytes() == b"new"
    assert stat.S_IMODE((tmp_path / "report.json").stat().st_mode) == 0o644
