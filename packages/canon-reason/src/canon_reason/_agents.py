"""One kernel agent per role of the protocol, all bound to the run's model and tools."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from canon_kernel import Agent, AgentLimits, ModelDriverBinding, Tool

from .roles import ROLES

__all__ = ["LIMITS", "build_agents"]

#: Budgets for one agent execution: generous for a reasoner that asks a few searches per hop. A model's
#: output or tool arguments that fail validation (a citation of a passage no tool returned, say) go back to
#: it with the problem, twice at most, before the invocation fails.
LIMITS = AgentLimits(model_requests=24, tool_calls=96, output_retries=2)


def build_agents(
    binding: ModelDriverBinding,
    tools: Mapping[str, Tool[Any, Any, Any]],
    *,
    overrides: Mapping[str, ModelDriverBinding] | None = None,
) -> dict[str, Agent[Any, Any, None]]:
    """One agent per role, bound to ``binding`` (or to the role's entry of ``overrides``), using ``tools``."""
    chosen = overrides or {}
    return {
        key: Agent(
            key=key,
            instructions=role.instructions,
            input_type=role.input_type,
            output_type=role.output_type,
            model=chosen.get(key, binding),
            tools=[tools[name] for name in role.tools],
            limits=LIMITS,
        )
        for key, role in ROLES.items()
    }
