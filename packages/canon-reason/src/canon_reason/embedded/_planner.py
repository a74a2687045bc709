"""The planner: a problem's question becomes a plan DAG, the same one for the same spec and corpus.

Shape of every plan: one retrieval node per independent look-up (they run in parallel), a read node that
depends on all of them, a derive node (``calculate`` for arithmetic questions), a verify node that re-reads
every cited span from the corpus, and a finalize node that emits the claims. The retrieval branches come from
the reasoner's own first step (``next_action`` with nothing observed): a compound question has one per part,
an arithmetic question one per operand; a chained (multi-hop) question has one for its first hop and one for
the question read directly, the fallback the reader takes when the chain breaks. Later hops depend on earlier
answers, so the read node retrieves them itself, as tool calls.
"""

from __future__ import annotations

from canon_contracts import NodeKind, Plan, PlanNode

from .._tools import SEARCH
from ._actions import Search
from ._questions import QuestionKind, analyze_question
from ._reasoner import _queries, next_action

__all__ = ["plan_for"]


def _branches(question: str) -> list[str]:
    """The queries the reasoner asks first, plus the direct reading of a chained question."""
    first = next_action(question, ())
    queries = list(first.queries) if isinstance(first, Search) else []
    analysis = analyze_question(question)
    if analysis.kind is QuestionKind.MULTI_HOP:
        direct = _queries(analysis.fact)
        if direct:
            queries.append(direct[0])
    return list(dict.fromkeys(q for q in queries if q.strip()))


def plan_for(question: str, *, top_k: int) -> Plan:
    """The plan for ``question`` with ``top_k`` passages per retrieval; deterministic and pure."""
    kind = analyze_question(question).kind
    queries = _branches(question)
    retrieve = [
        PlanNode(
            node_id=f"retrieve-{index}",
            kind=NodeKind.RETRIEVE,
            tool=SEARCH,
            arguments={"query": query, "top_k": top_k},
        )
        for index, query in enumerate(queries, start=1)
    ]
    derive_kind = NodeKind.CALCULATE if kind is QuestionKind.ARITHMETIC else NodeKind.DERIVE
    derive_id = derive_kind.value
    nodes = [
        *retrieve,
        PlanNode(node_id="read", kind=NodeKind.READ, depends_on=tuple(n.node_id for n in retrieve)),
        PlanNode(node_id=derive_id, kind=derive_kind, depends_on=("read",)),
        PlanNode(node_id="verify", kind=NodeKind.VERIFY, depends_on=(derive_id,)),
        PlanNode(node_id="finalize", kind=NodeKind.FINALIZE, depends_on=("verify",)),
    ]
    branches = f"{len(retrieve)} retrieval branch{'es' if len(retrieve) != 1 else ''}"
    parallel = " in parallel" if len(retrieve) > 1 else ""
    rationale = (
        f"{kind.value.replace('_', ' ')} question: {branches}{parallel}, then read (later hops retrieved "
        f"by the reader), {derive_kind.value}, verify every cited span against the corpus, finalize"
    )
    return Plan(nodes=tuple(nodes), rationale=rationale)
