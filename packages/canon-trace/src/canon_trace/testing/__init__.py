"""Builders of valid canon traces, for testing the programs that produce, read or check them.

``build_trace`` returns one complete, realistic run (plan, tool call and result, evidence, model request and
response, convergence, claim, decision) whose content its arguments set; ``build_scenario`` varies the run's
shape (retrievals, claims, judge rounds, aborts, skipped phases) and, with hooks from
``canon_trace.testing.edits``, breaks one rule at a time. Both return an ``InMemoryTrace``, which has the
attributes of ``canon_trace.Trace``; ``write_trace``, ``written``, ``write_run`` and ``write_document`` put
it on disk. ``write_sample`` writes a byte-stable trace of any length.

Hypothesis strategies for valid models and hostile input are in ``canon_trace.testing.strategies``, which
needs the ``testing`` extra: ``pip install 'canon-trace[testing]'``.
"""

from canon_trace.testing._files import write_document, write_run, write_trace, writer_fields, written
from canon_trace.testing._lifecycle import (
    ACTIVE_PHASES,
    ALWAYS_STOP_REASONS,
    HEADER_END_ONLY,
    PHASE_ROLES,
    PHASE_STOP_REASONS,
    merged_header,
    opened_header,
    opening_header,
    score_convergence,
    standard_config,
    standard_pipeline,
)
from canon_trace.testing._memory import InMemoryTrace, failed, retimed, with_entry, with_event, with_header
from canon_trace.testing._runs import EVIDENCE_TEXT, T0, build_trace, stamp
from canon_trace.testing._samples import (
    SAMPLE_RUN_ID,
    fixed_clock,
    rechain,
    records_of,
    sample_entry_fields,
    sample_header,
    stamps,
    write_sample,
)
from canon_trace.testing._scenarios import CORPUS, SCENARIO_MODEL, Hook, build_scenario

__all__ = [
    "ACTIVE_PHASES",
    "ALWAYS_STOP_REASONS",
    "CORPUS",
    "EVIDENCE_TEXT",
    "HEADER_END_ONLY",
    "Hook",
    "InMemoryTrace",
    "PHASE_ROLES",
    "PHASE_STOP_REASONS",
    "SAMPLE_RUN_ID",
    "SCENARIO_MODEL",
    "T0",
    "build_scenario",
    "build_trace",
    "failed",
    "fixed_clock",
    "merged_header",
    "opened_header",
    "opening_header",
    "rechain",
    "records_of",
    "retimed",
    "sample_entry_fields",
    "sample_header",
    "score_convergence",
    "stamp",
    "stamps",
    "standard_config",
    "standard_pipeline",
    "with_entry",
    "with_event",
    "with_header",
    "write_document",
    "write_run",
    "write_sample",
    "write_trace",
    "writer_fields",
    "written",
]
