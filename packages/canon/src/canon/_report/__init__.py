"""``canon report``: one self-contained HTML file for a run or an evaluation, written with Jinja2.

The page needs nothing but itself: styles, drawings (inline SVG) and its one small script are inline, and its
Content-Security-Policy forbids every fetch, so it works offline and a hostile run cannot make it load
anything. Every value from the run is escaped by Jinja2's autoescaping. The same run gives the same bytes:
nothing is taken from the clock, and every order comes from the trace or the eval report.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .._explain import CitedSpan, Explanation, explain
from ._layout import dag, timeline

if TYPE_CHECKING:
    import jinja2

    from canon_contracts import EvalCaseResult, EvalReport

    from .._rundata import RunData

__all__ = ["EVAL_FILE", "CaseLink", "Highlight", "render_eval_report", "render_run_report"]

#: The evaluation directory's report file (written by ``canon eval``).
EVAL_FILE = "eval.json"

_MARKER = re.compile(r"\[(\d+)\]")
#: Verdict order of the eval report's case table: what needs a look first comes first.
_VERDICT_ORDER = {"wrong": 1, "failed": 2, "abstained": 3, "correct": 4}


@dataclass(frozen=True)
class Highlight:
    """A cited span shown in the passage that holds it: the text before, the span, the text after."""

    marker: int | None
    doc_id: str
    before: str
    span: str
    after: str
    where: str


@dataclass(frozen=True)
class CaseLink:
    """One case of an evaluation with the relative link to its run report (``None`` without a run)."""

    case: EvalCaseResult
    href: str | None


def _environment() -> jinja2.Environment:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("canon._report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["pretty"] = _pretty
    env.filters["ms"] = lambda value: "-" if value is None else f"{value:.1f} ms"
    env.filters["score"] = lambda value: "-" if value is None else f"{value:.3f}"
    env.filters["percent"] = lambda value: f"{value * 100:.1f}%"
    return env


def _pretty(value: Any) -> str:
    """``value`` as indented JSON (keys in their recorded order), for a ``<pre>`` block."""
    return json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False)


def _highlight(cited: CitedSpan, marker: int | None) -> Highlight:
    """``cited`` inside the retrieved passage that holds it, or alone when no passage does."""
    passage = cited.passage
    if passage is not None and passage.start is not None and cited.start is not None:
        offset = cited.start - passage.start
        if passage.text[offset : offset + len(cited.text)] == cited.text:
            end = offset + len(cited.text)
            where = f"{passage.chunk_id or passage.doc_id}, characters {cited.start}-{cited.end}"
            return Highlight(
                marker, cited.doc_id, passage.text[:offset], cited.text, passage.text[end:], where
            )
    where = f"characters {cited.start}-{cited.end}; no retrieved passage holds it"
    return Highlight(marker, cited.doc_id, "", cited.text, "", where)


def _answer_parts(answer: str | None, markers: int) -> list[tuple[str, int | None]]:
    """``answer`` split into text and ``[n]`` markers (a marker with no citation stays text)."""
    parts: list[tuple[str, int | None]] = []
    for number, piece in enumerate(_MARKER.split(answer or "")):
        if number % 2 == 0:
            if piece:
                parts.append((piece, None))
        elif 0 < int(piece) <= markers:
            parts.append((f"[{piece}]", int(piece)))
        else:
            parts.append((f"[{piece}]", None))
    return parts


def _highlights(explanation: Explanation) -> list[Highlight]:
    """One highlight per answer marker, then every other cited span, each once."""
    by_evidence: dict[str, CitedSpan] = {}
    for claim in explanation.claims:
        for cited in claim.cites:
            by_evidence.setdefault(cited.evidence_id, cited)
    shown = [
        _highlight(by_evidence[evidence_id], number)
        for number, evidence_id in enumerate(explanation.markers, start=1)
        if evidence_id in by_evidence
    ]
    marked = set(explanation.markers)
    shown += [_highlight(cited, None) for key, cited in by_evidence.items() if key not in marked]
    return shown


def render_run_report(data: RunData, *, explanation: Explanation | None = None) -> str:
    """The HTML report of the run read into ``data``."""
    explained = explanation if explanation is not None else explain(data)
    template = _environment().get_template("run.html.j2")
    return template.render(
        x=explained,
        path=str(data.path),
        timeline=timeline(explained.phases),
        dag=dag(explained.plan),
        answer_parts=_answer_parts(explained.answer.text, len(explained.markers)),
        highlights=_highlights(explained),
        checks=explained.checks,
    )


def _case_order(case: EvalCaseResult) -> int:
    return 0 if case.confident_wrong else _VERDICT_ORDER.get(case.verdict.value, 5)


def render_eval_report(report: EvalReport, links: dict[str, str], *, source: str) -> str:
    """The HTML report of an evaluation; ``links`` maps a case id to its run report's relative address."""
    cases = sorted(report.cases, key=_case_order)  # stable: dataset order within each group
    template = _environment().get_template("eval.html.j2")
    return template.render(
        report=report,
        source=source,
        cases=[CaseLink(case, links.get(case.id)) for case in cases],
    )
