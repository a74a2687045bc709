"""canon-verify: independent verification of canon traces and run directories.

``verify_trace`` and ``verify_run`` judge a trace (and a run directory's files) with every check in
``CHECKS`` and return a ``VerificationReport``; findings are data, never exceptions. ``validate_payload``
and ``TraceValidator`` are the two validators on their own: payload validation (can this trace be judged
at all) and the canonical lifecycle validator (does the run follow its pipeline definition).
``sign_run`` signs a sealed run directory (DSSE envelope, in-toto Statement, Ed25519; the ``signing`` extra)
and ``verify_run(..., trusted_keys=...)`` checks who signed it.

Names are imported on first use, so the ``canon-verify`` command starts (and prints its help) without
loading the contract models.
"""

from __future__ import annotations

import importlib

from ._version import __version__

TYPE_CHECKING = False  # not ``typing.TYPE_CHECKING``: importing typing would double the start-up's imports
if TYPE_CHECKING:
    from typing import Any

    from ._checks import CHECKS, MAX_FINDINGS_PER_CHECK, CheckSpec
    from ._cli import main, render_report
    from ._lifecycle import TraceValidator
    from ._payload import validate_payload
    from ._policy import apply_policy, policy_gates, retains
    from ._progress import VerifyProgress, progress_for
    from ._provenance import (
        SigningKey,
        TrustedKey,
        generate_key_pair,
        load_signing_key,
        load_trusted_key,
        sign_run,
        verify_signatures,
    )
    from ._report import report_bytes
    from ._verify import verify_run, verify_trace
    from .errors import ProvenanceError, VerifyError, VerifyInputError

__all__ = [
    "CHECKS",
    "CheckSpec",
    "MAX_FINDINGS_PER_CHECK",
    "ProvenanceError",
    "SigningKey",
    "TraceValidator",
    "TrustedKey",
    "VerifyError",
    "VerifyInputError",
    "VerifyProgress",
    "__version__",
    "apply_policy",
    "generate_key_pair",
    "load_signing_key",
    "load_trusted_key",
    "main",
    "policy_gates",
    "progress_for",
    "render_report",
    "report_bytes",
    "retains",
    "sign_run",
    "validate_payload",
    "verify_run",
    "verify_signatures",
    "verify_trace",
]

#: Where each public name lives.
_HOMES = {
    "CHECKS": "._checks",
    "CheckSpec": "._checks",
    "MAX_FINDINGS_PER_CHECK": "._checks",
    "ProvenanceError": ".errors",
    "SigningKey": "._provenance",
    "TraceValidator": "._lifecycle",
    "TrustedKey": "._provenance",
    "VerifyError": ".errors",
    "VerifyInputError": ".errors",
    "VerifyProgress": "._progress",
    "apply_policy": "._policy",
    "generate_key_pair": "._provenance",
    "load_signing_key": "._provenance",
    "load_trusted_key": "._provenance",
    "main": "._cli",
    "policy_gates": "._policy",
    "progress_for": "._progress",
    "render_report": "._cli",
    "report_bytes": "._report",
    "retains": "._policy",
    "sign_run": "._provenance",
    "validate_payload": "._payload",
    "verify_run": "._verify",
    "verify_signatures": "._provenance",
    "verify_trace": "._verify",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
