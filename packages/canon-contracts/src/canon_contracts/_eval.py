"""The ``eval.json`` artifact of an evaluation: one verdict per case, the tallies, the run of every case.

An evaluation runs one case per dataset line and scores each run's answer against the expected answers.
Every case ends with one ``Verdict``; a wrong answer the run stood behind (decision ``pass``) is also counted
as *confident wrong*, the worst outcome for an auditing tool. ``EvalReport`` is written by ``canon eval`` and
read by whoever renders or gates on it.

Run ids, run directories, timestamps and durations are **observational** (``EVAL_OBSERVATIONAL_FIELDS``): a
case run again (an evaluation resumed after a crash) gets a fresh run id, but the same fingerprint and
verdict. ``EvalReport.results_digest`` is the digest of the report without them, so two evaluations of the
same dataset, corpus, options and model have equal ``results_digest`` however often they were interrupted.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, Self

from pydantic import Field, model_validator

from ._base import Confidence, Count, DurationMs, Flag, NonBlank, OutputModel, RelativePath, Text, Timestamp
from ._canonical import Digest, digest
from ._enums import Decision, Phase, StopReason
from ._portable import PortableJson

__all__ = [
    "EVAL_OBSERVATIONAL_FIELDS",
    "EVAL_VERSION",
    "EvalCaseResult",
    "EvalReport",
    "EvalTally",
    "Verdict",
]

EVAL_VERSION: Literal[1] = 1
"""Version of the ``eval.json`` format."""
EVAL_OBSERVATIONAL_FIELDS = frozenset({"run_id", "run_dir", "duration_ms", "started_at", "completed_at"})
"""Fields of ``EvalReport`` and ``EvalCaseResult`` that differ between equal evaluations; see the module."""


class Verdict(StrEnum):
    """How one case of an evaluation ended."""

    CORRECT = "correct"
    """The answer matches an expected answer, or the run abstained where abstaining is right."""
    WRONG = "wrong"
    """The run answered, and the answer matches no expected answer (or an answer where none is right)."""
    ABSTAINED = "abstained"
    """The run answered ``insufficient_evidence`` where an answer was expected."""
    FAILED = "failed"
    """The run aborted (or could not run); there is no answer to score."""


class EvalCaseResult(OutputModel):
    """One case: what was asked and expected, what the run answered, the verdict and the run that gave it."""

    id: NonBlank
    """The case id, unique in its dataset."""
    kind: NonBlank | None = None
    """The case's kind (a tag such as ``arithmetic``), for accuracy by kind."""
    question: Text
    """The question asked."""
    expected: tuple[Text, ...] | None
    """The acceptable answers; ``None`` when the right answer is to abstain."""
    answer: Text | None = None
    """The run's answer with its citation markers removed; ``None`` when the run gave none."""
    verdict: Verdict
    """How the case ended."""
    confident_wrong: Flag = False
    """Wrong, and the run's decision was ``pass``: it stood behind a wrong answer."""
    scorer: NonBlank
    """The scorer that compared the answer (``exact``, ``numeric``, ...)."""
    detail: Text = ""
    """One line saying why the scorer decided as it did, or why the run failed."""
    decision: Decision | None = None
    """The run's decision; ``None`` when it did not finish."""
    status: Phase | None = None
    """The run's final phase (``DONE`` or ``ABORTED``); ``None`` when no run was sealed."""
    stop_reason: StopReason | None = None
    """The run's stop reason, when it aborted."""
    fingerprint: Digest | None = None
    """The run's fingerprint (equal for equal spec, configuration and model)."""
    run_id: NonBlank | None = None
    """The run's id (observational: fresh for every execution)."""
    run_dir: RelativePath | None = None
    """The run directory, relative to the evaluation directory (observational)."""
    duration_ms: DurationMs | None = None
    """Wall time of the run (observational)."""

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.confident_wrong and self.verdict is not Verdict.WRONG:
            raise ValueError("only a wrong verdict can be confident wrong")
        if self.verdict is Verdict.ABSTAINED and self.expected is None:
            raise ValueError("abstaining where abstention is expected is correct, not abstained")
        return self


class EvalTally(OutputModel):
    """Counts of verdicts over a set of cases, and the accuracy (correct over cases; 0 for no cases)."""

    cases: Count
    """Cases counted."""
    correct: Count = 0
    """Correct verdicts."""
    wrong: Count = 0
    """Wrong verdicts."""
    abstained: Count = 0
    """Abstentions where an answer was expected."""
    failed: Count = 0
    """Runs that aborted."""
    confident_wrong: Count = 0
    """Wrong verdicts the run stood behind (a subset of ``wrong``)."""
    accuracy: Confidence = 0.0
    """``correct / cases``."""

    @classmethod
    def of(cls, cases: tuple[EvalCaseResult, ...] | list[EvalCaseResult]) -> EvalTally:
        """The tally of ``cases``."""
        counts = {verdict: 0 for verdict in Verdict}
        for case in cases:
            counts[case.verdict] += 1
        total = len(cases)
        return cls(
            cases=total,
            correct=counts[Verdict.CORRECT],
            wrong=counts[Verdict.WRONG],
            abstained=counts[Verdict.ABSTAINED],
            failed=counts[Verdict.FAILED],
            confident_wrong=sum(1 for case in cases if case.confident_wrong),
            accuracy=counts[Verdict.CORRECT] / total if total else 0.0,
        )


class EvalReport(OutputModel):
    """The ``eval.json`` artifact: every case in dataset order, the tallies overall and by kind.

    The tallies and ``results_digest`` are checked against the cases when a report is loaded, so a report
    edited by hand does not validate.
    """

    eval_version: Literal[1] = EVAL_VERSION
    """Version of this format."""
    dataset: NonBlank
    """The dataset's file or folder name."""
    dataset_digest: Digest
    """Digest of the dataset's cases as read (canonical JSON of the parsed cases, in order)."""
    corpus_digest: Digest | None = None
    """Digest of the corpus every case was run against; ``None`` when cases name their own corpora."""
    scorer: NonBlank
    """The scorer used for every case (``auto`` picks numeric or exact per expected answer)."""
    options: dict[Text, PortableJson] = Field(default_factory=dict)
    """The run options applied to every case (model, constraints); part of what the results depend on."""
    cases: tuple[EvalCaseResult, ...]
    """One result per case, in dataset order."""
    overall: EvalTally
    """The tally over every case."""
    by_kind: dict[Text, EvalTally] = Field(default_factory=dict)
    """The tally of every kind (cases without a kind are under ``""``)."""
    results_digest: Digest
    """Digest of this report without its observational fields (``EVAL_OBSERVATIONAL_FIELDS``)."""
    started_at: Timestamp | None = None
    """When the evaluation first started (observational)."""
    completed_at: Timestamp | None = None
    """When it completed (observational)."""
    duration_ms: DurationMs | None = None
    """Wall time of the runs summed over cases (observational)."""

    @classmethod
    def build(cls, **fields: Any) -> EvalReport:
        """A report with ``overall``, ``by_kind`` and ``results_digest`` computed from ``cases``."""
        cases = fields["cases"] = tuple(fields["cases"])
        kinds = sorted({case.kind or "" for case in cases})
        fields["overall"] = EvalTally.of(cases)
        fields["by_kind"] = {k: EvalTally.of([c for c in cases if (c.kind or "") == k]) for k in kinds}
        fields["results_digest"] = "sha256:" + "0" * 64
        draft = cls.model_construct(**fields)
        fields["results_digest"] = digest(draft.deterministic())
        return cls.model_validate(fields)

    def deterministic(self) -> dict[str, Any]:
        """The report as JSON without ``results_digest`` and the observational fields."""
        data = self.model_dump(mode="json", exclude={"results_digest", *EVAL_OBSERVATIONAL_FIELDS})
        data["cases"] = [
            {k: v for k, v in case.items() if k not in EVAL_OBSERVATIONAL_FIELDS} for case in data["cases"]
        ]
        return data

    @model_validator(mode="after")
    def _tallies_match(self) -> Self:
        ids = [case.id for case in self.cases]
        if len(set(ids)) != len(ids):
            raise ValueError("case ids must be unique")
        if self.overall != EvalTally.of(self.cases):
            raise ValueError("overall does not match the cases")
        kinds = sorted({case.kind or "" for case in self.cases})
        if sorted(self.by_kind) != kinds or any(
            tally != EvalTally.of([c for c in self.cases if (c.kind or "") == kind])
            for kind, tally in self.by_kind.items()
        ):
            raise ValueError("by_kind does not match the cases")
        if self.results_digest != digest(self.deterministic()):
            raise ValueError("results_digest does not match the report")
        return self
