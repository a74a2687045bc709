"""Every canon error carries its classification; ``classify`` gives the kind of any exception."""

from __future__ import annotations

import errno

import pytest

from canon_contracts import (
    CanonError,
    ErrorKind,
    ExitCode,
    PortabilityError,
    ValidationError,
    classify,
)


def test_each_kind_names_one_exit_status() -> None:
    codes = {kind: kind.exit_code for kind in ErrorKind}
    assert codes == {
        ErrorKind.USAGE: ExitCode.USAGE,
        ErrorKind.INVALID_INPUT: ExitCode.INVALID_INPUT,
        ErrorKind.EXECUTION_FAILURE: ExitCode.EXECUTION_FAILURE,
        ErrorKind.ENVIRONMENT: ExitCode.ENVIRONMENT,
        ErrorKind.INTERRUPTED: ExitCode.INTERRUPTED,
        ErrorKind.INTERNAL: ExitCode.INTERNAL,
    }
    assert ExitCode.ENVIRONMENT == 74


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (ValidationError([("a", "bad")]), ErrorKind.INVALID_INPUT),
        (PortabilityError("$", "NaN"), ErrorKind.INVALID_INPUT),
        (CanonError("unclassified"), ErrorKind.INTERNAL),
        (KeyError("x"), ErrorKind.INTERNAL),
        (KeyboardInterrupt(), ErrorKind.INTERRUPTED),
        (OSError(errno.ENOSPC, "No space left on device"), ErrorKind.ENVIRONMENT),
        (OSError(errno.ENOENT, "No such file"), ErrorKind.INTERNAL),
    ],
)
def test_classify(exc: BaseException, kind: ErrorKind) -> None:
    assert classify(exc) is kind


def test_a_canon_error_caused_by_a_full_disk_is_an_environment_failure() -> None:
    try:
        try:
            raise OSError(errno.ENOSPC, "No space left on device")
        except OSError as cause:
            raise ValidationError([("", "cannot write")]) from cause
    except ValidationError as exc:
        assert classify(exc) is ErrorKind.ENVIRONMENT
