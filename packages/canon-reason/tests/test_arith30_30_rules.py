"""Readings of a cost set against an architect's estimate, and of life dates heading a card.

A sum's verb ("amounted to") states a cost only where its sentence speaks of a cost; an estimate is the
named architect's when a "whose" clause follows his name and the place he is "of"; a question asking by
surname ("Tremayne's estimate") is of the person a text names in full; and the years in brackets that
follow a surname heading a card ("Roe, Ann (1790–1860)") are a life, never a term of office.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._borrowed import life_range_problem
from canon_reason.embedded._event_subject import whose_owner_problem
from canon_reason.embedded._final_cost import stated_final_cost
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._sentences import PassageText, entity_keys, neighbour_named, sentences_of
from canon_reason.embedded._tenure import unstated_birth_problem, year_of_life_problem

DOCUMENTS = {
    "minutes-1858.md": "# Minutes of the Directors of the Ravelstoke Exchange Company, 1858\n\n"
    "**4 March 1858.** Nine designs were laid before the meeting. The directors resolved to adopt the design "
    "of Mr Peregrine Tremayne, architect, of Quillerby, whose estimate of the cost of the whole work was "
    "£5,300.\n",
    "accounts-1861.md": "# Ravelstoke Exchange Company: Building Account to 31 March 1861\n\n"
    "The directors lay before the shareholders the completed account of the cost of the new Exchange. The "
    "building has exceeded the architect's first estimate, by reason of the deeper foundations.\n\n"
    "| Item | £ |\n|---|---|\n| Masons and bricklayers, contract | 4,020 |\n"
    "| Ironwork and glazing | 1,795 |\n| **Total cost of building and fittings** | **5,815** |\n\n"
    "*Note.* The purchase of the site, £900, is carried in the capital account and is not included above. "
    "The total cost of building and fittings was therefore £5,815. The directors report that the tolls of "
    "the first quarter's trading amounted to £412, and that every "
    "stand in the hall is let for the year.\n",
    "notes.md": "# Biographical notes\n\n"
    "**Corvanby, Ozias (1802–1871).** Surgeon, son of a Gorsethwaite farmer.\n\n"
    "**Lissop, Hephzibah (1810–1880).** Matron.\n\n"
    "**Zebedee Marrington (1815–1884).** Clerk to the company, born at Pelworth.\n",
    "clerks.md": "# Clerks of the Ravelstoke Exchange Company\n\n"
    "| No. | Clerk | From | To | Notes |\n|---|---|---|---|---|\n"
    "| 1 | Ozias Ebbwright | 1871 | 1893 | Retired. |\n\n"
    "Ozias Ebbwright left the town on his retirement. He died at Quillerby in 1901.\n",
    "obituary.md": "# Death of Mr Lemming Zebb\n\n"
    "Mr Lemming Zebb, for many years clerk to the company, died at Quillerby on 4 March 1902. Lemming Zebb "
    "was in his seventy-third year, having been born in 1829 at Pelworth.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_the_cost_over_an_estimate_in_a_whose_clause_after_the_architects_name_and_place():
    # the tolls that "amounted to" a sum are no cost: the only final cost read is the account's
    question = (
        "By how much did the final cost of building and fitting the Exchange exceed the estimate given with "
        "Tremayne's winning design?"
    )
    assert_answers(judged(CORPUS, question), "£515")


def test_a_sum_that_merely_amounted_to_a_figure_is_no_final_cost():
    passages = [
        PassageText(c.doc_id, c.start, c.end, c.text, CORPUS.document(c.doc_id).title) for c in CORPUS.chunks
    ]
    question = "By how much did the final cost of the Exchange exceed Tremayne's estimate?"
    thing = analyze_question(question).parts[0].fact
    read = stated_final_cost(thing, sentences_of(passages), passages)
    assert read is not None and read[0] == "£5,815"


def test_a_whose_clause_after_a_persons_place_gives_the_value_to_the_person():
    text = "The design of Mr Peregrine Tremayne, architect, of Quillerby, whose estimate was £5,300."
    assert not whose_owner_problem("What was Tremayne's estimate?", "£5,300", text)
    assert whose_owner_problem("What was the estimate of Ebbwright?", "£5,300", text)
    assert whose_owner_problem(
        "What was Tremayne's estimate?", "900", "Tremayne lives near Quillerby, whose count is 900."
    )


def test_a_surname_asked_possessively_is_the_person_named_in_full_with_a_title():
    text = "The design of Mr Peregrine Tremayne, architect, was adopted."
    keys = entity_keys("Tremayne")
    assert neighbour_named(keys, text, person=True) is False
    assert neighbour_named(keys, text) is True
    assert neighbour_named(keys, "The Peregrine Tremayne Trust paid for it.", person=True) is True


def test_life_dates_after_a_surname_heading_a_card_are_a_life():
    card = "**Corvanby, Ozias (1802–1871).** Surgeon, son of a Gorsethwaite farmer."
    question = "When did Ozias Corvanby hold the office of Surgeon?"
    problem = life_range_problem(question, "1802–1871", card)
    assert problem and "(1802–1871)" in problem[0]
    assert not life_range_problem("When did Ozias Corvanby live?", "1802–1871", card)
    listed = "Surgeons: Corvanby (1850–1861), Lissop (1861–1870)."
    assert not life_range_problem(question, "1850–1861", listed)


def test_an_age_at_death_asks_the_death_of_the_person_named():
    _, _, (birth, death) = arithmetic("How old was Zebedee Marrington when he died?")
    assert birth.text == "When was Zebedee Marrington born or founded?"
    assert death.text == "In which year: Zebedee Marrington died?"
    _, _, (_, event) = arithmetic("How old was Zebedee Marrington when he retired?")
    assert event.text == "In which year: he retired?"


def test_an_age_at_death_is_counted_from_the_life_dates():
    assert_answers(judged(CORPUS, "How old was Zebedee Marrington when he died?"), "69")


def test_an_age_at_death_is_not_counted_from_a_year_that_tells_no_birth():
    # the only year beside Ebbwright's name before his death is the first of his term as clerk
    question = "How old was Ozias Ebbwright when he died?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE
    born = "When was Ozias Ebbwright born or founded?"
    row = "| 1 | Ozias Ebbwright | 1871 | 1893 | Retired. |"
    assert unstated_birth_problem(question, born, [row])
    assert not unstated_birth_problem(question, born, ["**Ozias Ebbwright (1840–1901).** Clerk."])
    assert not unstated_birth_problem(question, born, ["Ozias Ebbwright was born at Pelworth in 1840."])
    assert not unstated_birth_problem("How old was Ozias Ebbwright when he retired?", born, [row])


def test_an_age_stated_as_a_year_of_life_is_not_counted_from_two_years():
    # "in his seventy-third year" is an age of seventy-two, where 1902 - 1829 counts seventy-three
    assert judged(CORPUS, "How old was Lemming Zebb when he died?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    text = "Mr Zebb was in his seventy-third year, having been born in 1829."
    assert year_of_life_problem("How old was Lemming Zebb when he died?", "73 years", [text])
    assert not year_of_life_problem("When was Lemming Zebb born?", "1829", [text])
    assert not year_of_life_problem("How old was Lemming Zebb when he died?", "73 years", ["Born in 1829."])
    died = "He died in 1902 at the age of 72."
    assert year_of_life_problem("How old was Lemming Zebb when he died?", "73 years", [died])
    assert not year_of_life_problem("How old was Lemming Zebb when he died?", "72 years", [died])
