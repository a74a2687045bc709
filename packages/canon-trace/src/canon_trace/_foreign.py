"""Members of foreign single-document traces that mean ours, renamed and respelled into version 2 shapes.

The documents this maps are those of bijux-canon-agent (recognised by its ``trace_schema_version`` member),
whose run trace schema is the one our data contracts describe, written with other names: ``started_at`` for
``created_at``, ``model_metadata.model_name`` for ``model.model``, ``start_time`` for ``started_at``,
``REPLAYABLE`` for ``replayable``, digests as bare hex. A member with no counterpart here is left in place;
the upgrade then reports it as unknown. Nothing is invented: a member ours requires and theirs lacks stays
missing, and the reader or verifier says so.
"""

from __future__ import annotations

import re
from typing import Any, Final

__all__ = ["FOREIGN_MARKER", "TOP_RENAMES", "map_foreign_entry", "map_foreign_top"]

#: The member that marks a document as a bijux-canon-agent trace (ours is ``schema_version``).
FOREIGN_MARKER: Final = "trace_schema_version"

_BARE_HEX = re.compile(r"[0-9a-f]{64}\Z")

#: Top-level members renamed to ours (the end members keep their names).
TOP_RENAMES: Final = {
    "trace_schema_version": "schema_version",
    "started_at": "created_at",
    "pipeline_definition_hash": "pipeline_hash",
    "agent_versions": "role_versions",
    "replay_status": "replayability",
    "model_metadata": "model",
}
#: Entry members renamed to ours.
_ENTRY_RENAMES: Final = {
    "start_time": "started_at",
    "end_time": "completed_at",
    "node": "node_id",
    "failure_artifact": "failure",
    "decision_artifact": "decision",
    "replay_metadata": "replay",
    "run_fingerprint": "fingerprint",
    "epistemic_verdict": "epistemic_status",
}
_MODEL_RENAMES: Final = {"model_name": "model"}
#: Values spelled otherwise: call statuses, termination reasons.
_STATUS_VALUES: Final = {"failed": "failure", "error": "failure"}
_TERMINATION_VALUES: Final = {"failure": "fatal_failure"}
_TOP_DIGESTS: Final = ("config_hash", "pipeline_hash", "input_hash", "convergence_hash")
_ENTRY_DIGESTS: Final = ("prompt_hash", "model_hash", "convergence_hash")
_REPLAY_DIGESTS: Final = ("input_hash", "config_hash", "model_hash")


def _digest(value: object) -> object:
    """A bare 64-hex sha256 written as ours (``sha256:<hex>``); an empty string as absent."""
    if type(value) is str:
        if value == "":
            return None
        if _BARE_HEX.match(value):
            return "sha256:" + value
    return value


def _replayability(value: object) -> object:
    return value.lower() if type(value) is str else value


def _model(value: object) -> object:
    if type(value) is not dict:
        return value
    return {_MODEL_RENAMES.get(name, name): item for name, item in value.items()}


def map_foreign_top(document: dict[str, Any]) -> dict[str, Any]:
    """The top-level members of a foreign document under our names (entries are mapped one by one)."""
    mapped: dict[str, Any] = {}
    for name, value in document.items():
        ours = TOP_RENAMES.get(name, name)
        if ours in mapped and ours != name:
            continue  # our own member wins over the foreign one naming the same thing
        mapped[ours] = value
    for name in _TOP_DIGESTS:
        if name in mapped:
            mapped[name] = _digest(mapped[name])
    if "replayability" in mapped:
        mapped["replayability"] = _replayability(mapped["replayability"])
    if "model" in mapped:
        mapped["model"] = _model(mapped["model"])
    if type(mapped.get("termination_reason")) is str:
        mapped["termination_reason"] = _TERMINATION_VALUES.get(
            mapped["termination_reason"], mapped["termination_reason"]
        )
    return mapped


def map_foreign_entry(item: dict[str, Any], replayability: object) -> tuple[dict[str, Any], list[str]]:
    """One foreign entry under our names, and the dotted paths (inside it) of members dropped as unknown.

    ``replayability`` is the document's: theirs is declared once per trace, ours on every entry too.
    """
    mapped: dict[str, Any] = {}
    dropped: list[str] = []
    for name, value in item.items():
        ours = _ENTRY_RENAMES.get(name, name)
        if ours in mapped and ours != name:
            dropped.append(name)
            continue
        mapped[ours] = value
    if "epistemic_verdict" in item and "epistemic_status" in item:
        # Theirs: a verdict (ours) beside a structured status with a justification (not ours).
        if item["epistemic_status"] is not None:
            dropped.append("epistemic_status")
        if "epistemic_verdict" in dropped:
            dropped.remove("epistemic_verdict")
        mapped["epistemic_status"] = item["epistemic_verdict"]
    for name in _ENTRY_DIGESTS:
        if name in mapped:
            mapped[name] = _digest(mapped[name])
    if type(mapped.get("status")) is str:
        mapped["status"] = _STATUS_VALUES.get(mapped["status"], mapped["status"])
    if type(mapped.get("termination_reason")) is str:
        reason = mapped["termination_reason"]
        mapped["termination_reason"] = _TERMINATION_VALUES.get(reason, reason)
    given = mapped.get("input")
    if "role" not in mapped and type(given) is dict and "agent_type" in given:
        mapped["role"] = given["agent_type"]  # theirs names the acting role only in the agent's input
    fingerprint = mapped.get("fingerprint")
    if type(fingerprint) is dict and "fingerprint" in fingerprint:
        # Theirs carries the whole fingerprint on an entry; ours carries its value.
        dropped += [f"run_fingerprint.{name}" for name in fingerprint if name != "fingerprint"]
        mapped["fingerprint"] = _digest(fingerprint["fingerprint"])
    replay = mapped.get("replay")
    if type(replay) is dict and "replayability" not in replay and "replayable" not in replay:
        replay = {
            name: _digest(value) if name in _REPLAY_DIGESTS else value for name, value in replay.items()
        }
        if replayability is not None:
            replay["replayability"] = replayability
        mapped["replay"] = replay
    return mapped, dropped
