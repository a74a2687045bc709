"""Members of foreign single-document traces that mean ours, renamed and respelled into version 2 shapes.

The documents this maps are those of bijux-canon-agent (recognised by its ``trace_schema_version`` member),
whose run trace schema is the one our data contracts describe, written with other names: ``started_at`` for
``created_at``, ``model_metadata.model_name`` for ``model.model``, ``start_time`` for ``started_at``,
``REPLAYABLE`` for ``replayable``, digests as bare hex, an empty string for an absent digest. A member with
no counterpart here is left in place;
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
#: Their decision artifact's verdict is our decision, its justification our rationale.
_DECISION_RENAMES: Final = {"verdict": "decision", "justification": "rationale"}
#: Values spelled otherwise: call statuses, termination and stop reasons. Theirs without a counterpart (a
#: ``convergence`` termination, a ``confidence_threshold_met`` stop) stay as written and are reported.
_STATUS_VALUES: Final = {"failed": "failure", "error": "failure"}
_TERMINATION_VALUES: Final = {
    "failure": "fatal_failure",
    "user_abort": "user_interruption",
    # Theirs ends so when the feedback loop is still asking for a retry at its iteration bound.
    "resource_exhaustion": "bounded_exhaustion",
}
_STOP_VALUES: Final = {"convergence_reached": "converged", "budget_exceeded": "budget_exhausted"}
_TOP_DIGESTS: Final = ("config_hash", "pipeline_hash", "input_hash", "convergence_hash")
_ENTRY_DIGESTS: Final = ("prompt_hash", "model_hash", "convergence_hash")
_REPLAY_DIGESTS: Final = ("input_hash", "config_hash", "model_hash")


def _digest(value: object) -> object:
    """A bare 64-hex sha256 written as ours (``sha256:<hex>``); anything else as written."""
    if type(value) is str and _BARE_HEX.match(value):
        return "sha256:" + value
    return value


def _digests(members: dict[str, Any], names: tuple[str, ...]) -> None:
    """Respell the digests ``names`` of ``members`` as ours; an empty one becomes absent."""
    for name in names:
        if name in members:
            if members[name] == "":
                del members[name]
            else:
                members[name] = _digest(members[name])


def _replayability(value: object) -> object:
    return value.lower() if type(value) is str else value


def _rename(members: dict[str, Any], renames: dict[str, str]) -> tuple[dict[str, Any], list[str]]:
    """``members`` under our names, and the names of theirs dropped because ours stands beside them.

    Where a document writes both a foreign member and ours for one thing, ours is kept, whichever comes
    first; the foreign one is dropped and named, so it is reported rather than lost.
    """
    renamed: dict[str, Any] = {}
    written_as: dict[str, str] = {}
    dropped: list[str] = []
    for name, value in members.items():
        ours = renames.get(name, name)
        if ours in renamed:
            if ours != name:
                dropped.append(name)
                continue
            dropped.append(written_as[ours])
        renamed[ours] = value
        written_as[ours] = name
    return renamed, dropped


def _rename_inside(
    mapped: dict[str, Any], ours: str, theirs: str, renames: dict[str, str], source: dict[str, Any]
) -> list[str]:
    """Rename the members of the object ``mapped[ours]``; return the dotted paths of those dropped."""
    value = mapped.get(ours)
    if type(value) is not dict:
        return []
    mapped[ours], dropped = _rename(value, renames)
    written = ours if ours in source else theirs
    return [f"{written}.{name}" for name in dropped]


def map_foreign_top(document: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A foreign document's top-level members under our names, and the paths of those dropped.

    Entries are mapped one by one; a member is dropped here only when ours stands beside it.
    """
    mapped, dropped = _rename(document, TOP_RENAMES)
    _digests(mapped, _TOP_DIGESTS)
    if "replayability" in mapped:
        mapped["replayability"] = _replayability(mapped["replayability"])
    dropped += _rename_inside(mapped, "model", "model_metadata", _MODEL_RENAMES, document)
    if type(mapped.get("termination_reason")) is str:
        mapped["termination_reason"] = _TERMINATION_VALUES.get(
            mapped["termination_reason"], mapped["termination_reason"]
        )
    return mapped, dropped


def map_foreign_entry(
    item: dict[str, Any], replayability: object
) -> tuple[dict[str, Any], list[str], list[str]]:
    """One foreign entry under our names, and the dotted paths (inside it) of the members it drops.

    The first list names members with no counterpart; the second, those dropped because ours stands beside
    them. ``replayability`` is the document's: theirs is declared once per trace, ours on every entry too.
    """
    mapped, displaced = _rename(item, _ENTRY_RENAMES)
    dropped: list[str] = []
    if "epistemic_verdict" in item and "epistemic_status" in item:
        # Theirs: a verdict (ours) beside a structured status with a justification (not ours).
        if item["epistemic_status"] is not None:
            dropped.append("epistemic_status")
        if "epistemic_verdict" in displaced:
            displaced.remove("epistemic_verdict")
        mapped["epistemic_status"] = item["epistemic_verdict"]
    _digests(mapped, _ENTRY_DIGESTS)
    if type(mapped.get("status")) is str:
        mapped["status"] = _STATUS_VALUES.get(mapped["status"], mapped["status"])
    if type(mapped.get("stop_reason")) is str:
        mapped["stop_reason"] = _STOP_VALUES.get(mapped["stop_reason"], mapped["stop_reason"])
    if type(mapped.get("termination_reason")) is str:
        reason = mapped["termination_reason"]
        mapped["termination_reason"] = _TERMINATION_VALUES.get(reason, reason)
    displaced += _rename_inside(mapped, "decision", "decision_artifact", _DECISION_RENAMES, item)
    given = mapped.get("input")
    if "role" not in mapped and type(given) is dict and "agent_type" in given:
        mapped["role"] = given["agent_type"]  # theirs names the acting role only in the agent's input
    fingerprint = mapped.get("fingerprint")
    if type(fingerprint) is dict and "fingerprint" in fingerprint:
        # Theirs carries the whole fingerprint on an entry; ours carries its value.
        dropped += [f"run_fingerprint.{name}" for name in fingerprint if name != "fingerprint"]
        mapped["fingerprint"] = _digest(fingerprint["fingerprint"])
        if mapped["fingerprint"] == "":
            del mapped["fingerprint"]
    replay = mapped.get("replay")
    if type(replay) is dict and "replayability" not in replay and "replayable" not in replay:
        replay = dict(replay)
        _digests(replay, _REPLAY_DIGESTS)
        if replayability is not None:
            replay["replayability"] = replayability
        mapped["replay"] = replay
    return mapped, dropped, displaced
