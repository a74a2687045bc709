"""The four confident wrong answers of the first run of heldout241 to heldout243, on invented text.

A card's years are its own person's, not those of a kin it names; a cost set against the estimate its own
sentence gives is not set against another work's; a name a boundary gives is a neighbour's; and a year a
participle gives another noun ("the car park, opened in 1970") does not date the opening asked.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._answer_type import boundary_neighbour_problem
from canon_reason.embedded._event_subject import card_years_problem
from canon_reason.embedded._year_clauses import other_opened_problem


def test_a_cards_years_are_its_own_persons():
    card = "**Joel Orrin the younger (1852–1907).** Elder son of Edwin; named for his grandfather."
    assert card_years_problem("When was Edwin Orrin's death?", "1907", card)
    assert card_years_problem("When did Joel Orrin die?", "1907", card) == []
    titled = "**Orrin, Joel (1852–1907).** Architect."
    assert card_years_problem("In what year did Mr Joel Orrin die?", "1907", titled) == []


HISTORY = (
    "# History of the Orrin Kiln Works\n\n"
    "The No. 1 kiln was rebuilt in 1860. The estimate for the rebuilding was £520, but the work came in the"
    " end to £640.\n\n"
    "The No. 3 kiln was built in 1880 to the specification of Mr Amos Pell, engineer. The estimate in that"
    " specification was a little over a thousand pounds; the kiln as finished cost £1,342, the excess being"
    " put down to the deeper foundations.\n"
)


def test_a_cost_set_against_its_own_estimate_is_not_set_against_another():
    corpus = Corpus.from_texts({"history.md": HISTORY})
    draft = judged(corpus, "By how much did the finished cost of No. 3 kiln exceed the engineer's estimate?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_name_a_boundary_gives_is_a_neighbours():
    question = "To whom was Tenter Close allotted under the award?"
    cited = [
        "The Commissioners allot unto Jonas Pell, fuller, the close called Tenter Close, bounded on the east"
        " by an allotment to the Vicar of Orrin."
    ]
    assert boundary_neighbour_problem(question, "Vicar of Orrin", cited)
    assert boundary_neighbour_problem(question, "Jonas Pell", cited) == []


def test_a_year_another_noun_is_opened_in_does_not_date_the_asked_opening():
    question = "In which year: the opening of the rink on Tenter Close?"
    cited = "The site was laid out by the Council as the Tenter Close car park, opened in 1970."
    assert other_opened_problem(question, "1970", cited)
    rink = "The rink, opened in 1876, stood on Tenter Close."
    assert other_opened_problem(question, "1876", rink) == []
