"""The embedded reasoner: canon's default model, deterministic and offline, one model driver among peers.

It plays every role of ``canon_reason.roles`` from the request alone: the planner (``plan_for``), the reader
and the deriver (the step function ``next_action`` over what the tools returned), the citation checker, the
judge (``judge_draft``) and the reviser. Orchestration never imports this package; it loads
``embedded_binding`` by name when a run names no other model.
"""

from canon_reason.embedded._driver import EMBEDDED_DESCRIPTOR, EmbeddedReasoner, embedded_binding
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._planner import plan_for
from canon_reason.embedded._reasoner import next_action

__all__ = [
    "EMBEDDED_DESCRIPTOR",
    "EmbeddedReasoner",
    "embedded_binding",
    "judge_draft",
    "next_action",
    "plan_for",
]
