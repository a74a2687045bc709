"""A final cost of a thing named by its kind alone is read when its sentence sets it against the estimate.

"By how much did the final cost of the rebuilding exceed Pellam's estimate?" names no work: the account's
heading says what was rebuilt, and its note "The final cost of £2,870 exceeds Mr Pellam's estimate" ties the
sum to the estimate asked. A total set against no estimate, or against another maker's, is not read.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

MINUTES = (
    "# Minutes of the Orlestone Mill Proprietors, 1851\n\n"
    "1. Resolved, that the mill be rebuilt, and that Mr Jabez Pellam, engineer, prepare an estimate.\n\n"
    "2. Mr Pellam's estimate for the rebuilding, in the sum of £2,340, was read and accepted.\n"
)


def _account(note: str) -> str:
    return (
        "# Rebuilding Account of the Orlestone Mill, 1851–1853\n\n"
        "The mill having been finished in May 1853, this account is laid before the proprietors.\n\n"
        f"*Note:* {note} The excess arises chiefly from the foundations.\n"
    )


ASKED = "By how much did the final cost of the rebuilding exceed Pellam's estimate?"


def test_a_cost_set_against_the_makers_estimate_is_read():
    account = _account("The final cost of £2,870 exceeds Mr Pellam's estimate of 1851.")
    draft = judged(Corpus.from_texts({"minutes.md": MINUTES, "account.md": account}), ASKED)
    assert_answers(draft, "£530")


def test_a_cost_set_against_no_estimate_is_not_read():
    account = _account("The final cost of £2,870 was paid in full by the proprietors.")
    draft = judged(Corpus.from_texts({"minutes.md": MINUTES, "account.md": account}), ASKED)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_cost_set_against_another_makers_estimate_is_not_read():
    account = _account("The final cost of £2,870 exceeds Mr Dorning's estimate of 1850.")
    draft = judged(Corpus.from_texts({"minutes.md": MINUTES, "account.md": account}), ASKED)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_an_estimate_asked_by_role_is_not_told_from_another():
    account = _account("The final cost of £2,870 exceeds the builder's estimate of 1850.")
    asked = "By how much did the final cost of the rebuilding exceed the engineer's estimate?"
    draft = judged(Corpus.from_texts({"minutes.md": MINUTES, "account.md": account}), asked)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
