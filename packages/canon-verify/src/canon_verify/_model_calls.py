"""Model-call integrity: each entry's model requests and responses pair up, and their digests recompute.

A model request is recorded with its *normalized request* (the ``request`` object exactly as the event holds
it) and its ``request_digest``, the ``sha256:`` digest of that object's RFC 8785 canonical bytes. A response
names the digest of the request it answers. Within one entry (one role invocation), every response must
answer a request recorded earlier in the entry and not answered yet; in an entry that succeeded, every
request must be answered. An entry's ``prompt_hash`` is the request digest of its first model request. See
``docs/trace-format.md`` for the definition these checks apply.

The state is per entry: the digests of its requests still open, never more than the entry holds.
"""

from __future__ import annotations

import hashlib

from canon_contracts import CallStatus
from canon_trace import canonical_json, wire

from ._checks import FindingLog, Where

__all__ = ["ModelCallChecks"]


def _request_digest(request: dict[str, object]) -> str | None:
    """The digest of a recorded request's canonical bytes, or None when it has none (not portable)."""
    try:
        return "sha256:" + hashlib.sha256(canonical_json(request)).hexdigest()
    except (ValueError, TypeError, UnicodeEncodeError):
        return None


class ModelCallChecks:
    """The model-call checks over one trace, writing to a shared ``FindingLog``."""

    __slots__ = ("log", "requests", "responses")

    def __init__(self, log: FindingLog) -> None:
        self.log = log
        self.requests = 0
        self.responses = 0

    def entry(self, at: Where, entry: wire.Entry) -> None:
        """Judge the model events of one entry that holds some."""
        log = self.log
        open_requests: dict[str, int] = {}
        first: str | None = None
        for number, event in enumerate(entry.events):
            if isinstance(event, wire.ModelRequestEvent):
                self.requests += 1
                recorded = event.request_digest
                first = recorded if first is None else first
                open_requests[recorded] = open_requests.get(recorded, 0) + 1
                recomputed = _request_digest(event.request)
                if recomputed != recorded:
                    log.add(
                        "work.request_digest",
                        "the request digest is not the digest of the recorded request"
                        if recomputed is not None
                        else "the recorded request has no canonical form to digest",
                        at=at,
                        event=number,
                        field=f"events[{number}].request_digest",
                        expected=recomputed,
                        observed=recorded,
                    )
            elif isinstance(event, wire.ModelResponseEvent):
                self.responses += 1
                answered = event.request_digest
                waiting = open_requests.get(answered, 0)
                if waiting:
                    open_requests[answered] = waiting - 1
                else:
                    log.add(
                        "work.model_pairing",
                        "the model response answers no earlier open request of its entry",
                        at=at,
                        event=number,
                        field=f"events[{number}].request_digest",
                        evidence=[answered],
                    )
        if entry.status is CallStatus.SUCCESS:
            for digest, count in open_requests.items():
                if count:
                    log.add(
                        "work.model_pairing",
                        f"{count} model request(s) of a completed invocation were never answered",
                        at=at,
                        field="events",
                        evidence=[digest],
                    )
        if first is not None and entry.prompt_hash is not None and entry.prompt_hash != first:
            log.add(
                "work.prompt_hash",
                "the prompt hash is not the request digest of the entry's first model request",
                at=at,
                field="prompt_hash",
                expected=first,
                observed=entry.prompt_hash,
            )

    def finish(self) -> None:
        """Record how many requests and responses were seen."""
        self.log.measure("work.model_pairing", "model_requests", self.requests)
        self.log.measure("work.model_pairing", "model_responses", self.responses)
