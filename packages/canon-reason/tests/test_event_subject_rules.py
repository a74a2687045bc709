"""Whose fact a value is: the rules of ``_event_subject`` on invented sentences.

"When Amos Penn died in 1790, the mill passed to his son Eli." dates Amos Penn's death, not Eli Penn's;
the asked person's own sentence, a pronoun, an initial or a title for the same person still pass. A fact
of "Ada Penn's father" is not Ada Penn's, "near Dunby, whose population is 900" gives Dunby's, and a
sentence opening on "The old bridge" dates the old bridge, not the Kell Bridge it names later. A namesake
named whole before a life event's verb tells it of herself, and the asked event's verb places its own
name ("born aboard the Diligence"), not another verb's.
"""

from pipeline_judge import judged

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._event_subject import (
    asked_verb_name_problem,
    namesake_only_problem,
    other_event_subject_problem,
    possessed_subject_problem,
    same_kind_subject_problem,
    whose_owner_problem,
)
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason

PASSED_ON = "When Amos Penn died in 1790, the mill passed to his son Eli."


def test_a_year_of_another_persons_death_does_not_date_the_asked_one():
    assert other_event_subject_problem("In what year did Eli Penn die?", "1790", PASSED_ON)
    assert not other_event_subject_problem("In what year did Amos Penn die?", "1790", PASSED_ON)


def test_the_same_person_under_an_initial_a_title_or_a_pronoun_passes():
    assert not other_event_subject_problem("Where was A. Penn born?", "Kelby", "Amos Penn was born in Kelby.")
    assert not other_event_subject_problem(
        "Where was Amos Penn born?", "Kelby", "Dr Amos Penn was born in Kelby."
    )
    assert not other_event_subject_problem("In what year did Eli Penn die?", "1830", "He died in 1830.")


def test_a_subject_parted_from_the_verb_by_a_comma_is_left_alone():
    cited = "Ann Roe, founder of the Hale Press, was born at Tibb."
    assert not other_event_subject_problem("Where was Ann Roe born?", "Tibb", cited)


def test_the_reasoner_abstains_on_another_persons_death():
    corpus = Corpus.from_texts({"penn.md": f"# The Penn mill\n\n{PASSED_ON} The mill closed in 1850.\n"})
    assert judged(corpus, "In what year did Eli Penn die?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert judged(corpus, "In what year did Amos Penn die?").value == "1790"


def test_a_fact_of_the_subjects_relative_is_not_the_subjects():
    cited = "Ada Penn's father, Hugh Roe, was born at Tibb."
    assert possessed_subject_problem("Where was Ada Penn born?", "Tibb", cited)
    assert not possessed_subject_problem("Where was Hugh Roe born?", "Tibb", cited)
    assert not possessed_subject_problem("Where was Ada Penn's father born?", "Tibb", cited)
    assert not possessed_subject_problem("Where was Ada Penn born?", "Tibb", "Ada Penn was born at Tibb.")


def test_a_whose_clause_gives_its_value_to_the_name_before_it():
    cited = "Kell lies near Dunby, whose population is 900."
    assert whose_owner_problem("What is the population of Kell?", "900", cited)
    assert not whose_owner_problem("What is the population of Dunby?", "900", cited)
    assert not whose_owner_problem("What is the population of Kell?", "900", "Kell has a population of 900.")


def test_the_reasoner_abstains_on_a_relatives_birthplace_and_a_whose_clause():
    corpus = Corpus.from_texts(
        {
            "penn.md": "# The Penn family\n\nAda Penn's father, Hugh Roe, was born at Tibb.\n",
            "kell.md": "# Kell\n\nKell lies near Dunby, whose population is 900.\n",
        }
    )
    assert judged(corpus, "Where was Ada Penn born?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert judged(corpus, "What is the population of Kell?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_sentence_about_another_thing_of_the_kind_dates_that_thing():
    cited = "The old bridge, of 1700, was pulled down in 1820 to make way for the Kell Bridge."
    assert same_kind_subject_problem("When was the Kell Bridge pulled down?", "1820", cited)
    assert not same_kind_subject_problem(
        "When was the Kell Bridge pulled down?", "1900", "The Kell Bridge was pulled down in 1900."
    )
    assert not same_kind_subject_problem("When was the Kell Mill pulled down?", "1820", cited)
    corpus = Corpus.from_texts(
        {"bridge.md": f"# Bridges at Kell\n\n{cited} The Kell Bridge opened in 1822.\n"}
    )
    draft = reason("When was the Kell Bridge pulled down?", lambda q: search(corpus, q, 3))
    assert draft.value == "1820"
    assert judge_draft(draft).verdict is Decision.VETO


BOATS = "Ada Penn, born aboard the Diligence in 1901, worked the boat Kestrel with her husband Eli."


def test_a_namesakes_life_event_is_not_the_asked_persons():
    assert namesake_only_problem("Where was Eli Penn born?", "Diligence", BOATS)
    assert not namesake_only_problem("Where was Ada Penn born?", "Diligence", BOATS)
    son = "He was born in Kell in 1884, the son of Amos Penn."
    assert not namesake_only_problem("Where was Eli Penn born?", "Kell", son)


def test_the_asked_verb_places_its_own_name():
    assert asked_verb_name_problem("On which boat was Ada Penn born?", "Kestrel", BOATS)
    assert not asked_verb_name_problem("On which boat was Ada Penn born?", "Diligence", BOATS)
    assert not asked_verb_name_problem("Which boat did Ada Penn work?", "Kestrel", BOATS)


def test_the_reasoner_abstains_on_another_verbs_boat_and_a_namesakes_birth():
    corpus = Corpus.from_texts({"penn.md": f"# Ada Penn\n\n{BOATS}\n"})
    assert judged(corpus, "Where was Eli Penn born?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    boat = reason("On which boat was Ada Penn born?", lambda q: search(corpus, q, 3))
    assert boat.value == "Kestrel"
    assert judge_draft(boat).verdict is Decision.VETO
