"""Run fingerprints: content-derived run identity, equal for equal pipeline, contract and configuration."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from canon_contracts import CONTRACT_VERSION, PipelineShape, RunFingerprint, digest

__all__ = ["config_hash", "run_fingerprint"]


def config_hash(config: Mapping[str, Any] | BaseModel) -> str:
    """Digest of a configuration snapshot: ``sha256:`` over its RFC 8785 canonical bytes.

    Member order never matters. A ``Mapping`` that is not a ``dict`` is copied into one first; nested values
    must already be portable I-JSON.

    Raises:
        PortabilityError: if the configuration is not portable I-JSON (names the offending path).
    """
    if isinstance(config, BaseModel) or type(config) is dict:
        return digest(config)
    return digest(dict(config))


def run_fingerprint(
    pipeline: PipelineShape,
    config: Mapping[str, Any] | BaseModel,
    *,
    contract_version: str = CONTRACT_VERSION,
) -> RunFingerprint:
    """Bind the pipeline shape (transitions, terminal phases, skip reasons...), contract version and config.

    Raises:
        PortabilityError: if the configuration is not portable I-JSON.
    """
    return RunFingerprint.create(pipeline, contract_version=contract_version, config_hash=config_hash(config))
