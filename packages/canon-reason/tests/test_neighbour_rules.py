"""Neighbours the embedded reasoner must not answer for: a namesake passage, another owner's number in a list,
a figure describing another name set beside it or a part of the subject, another name whose sentence names
the subject only in a later relative clause, a "which X" answer of another kind, a located hop written
without a verb of its own; and confidence that drops when the reader chose between near-equal values. A
title naming a body with its place before it ("Carrowby Old Pupils' Society") is about the body."""

import pytest

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._scope import (
    appositive_owner_problem,
    part_subject_problem,
    relative_mention_problem,
)
from canon_reason.embedded._sentences import titled_for_neighbour

DOCUMENTS = {
    "lake-mere.md": "# Lake Mere (gazetteer entry)\n\nLake Mere: freshwater lake. Length 9 kilometres; depth "
    "40 metres.",
    "lake-mere-ferry.md": '# Ferry "Lady Mere" (register entry)\n\nLady Mere: passenger ferry. Hull length '
    "30 metres, beam 6 metres. Built 1902 by the Marsh Shipyard for service on Lake Mere.",
    "marsh-shipyard.md": "# Marsh Shipyard (gazetteer entry)\n\nMarsh Shipyard: boatbuilding yard in the "
    "town of Oldport, on the south shore. Founded 1880.",
    "census.md": "# Census of the moor\n\nThe clerk read the census figures for the moor's hamlets: Ost 900 "
    "residents, Vell 450, and Durn 120.",
    "kelby-pier-lights.md": "# Kelby Pier Lights\n\nThe Kelby Pier Lights are a pair of leading lights. The "
    "front light is 7 metres high and the rear light 12 metres.",
    "road-a.md": "# Road notes\n\nThe Tolley Road is 12 kilometres long.",
    "road-b.md": "# Road survey\n\nThe Tolley Road is 14 kilometres long.",
    "road-c.md": "# Roads of the moor\n\nThe Marl Road is 8 kilometres long.",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How long is Lake Mere?", "9 kilometres"),
        ("How long is the Lady Mere?", "30 metres"),
        ("How many residents does Vell have?", "450"),
        ("How many residents does Ost have?", "900"),
        ("How many residents does Durn have?", "120"),
        ("How high is the rear Kelby Pier Light?", "12 metres"),
        ("How high is the front Kelby Pier Light?", "7 metres"),
        ("In which town is the shipyard that built the Lady Mere?", "Oldport"),
    ],
)
def test_the_subject_is_answered_not_its_neighbour(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    assert judge_draft(draft, corpus=CORPUS).verdict is Decision.PASS


def test_a_title_naming_a_namesake_is_not_about_the_subject():
    lake = (key("Lake"), key("Mere"))
    assert titled_for_neighbour(lake, 'Ferry "Lady Mere" (register entry)')
    assert not titled_for_neighbour(lake, "Lake Mere (gazetteer entry)")
    assert not titled_for_neighbour(lake, "Notes on the lakes")
    music = tuple(key(w) for w in ("Merrin", "Conservatory", "Music"))
    assert not titled_for_neighbour(music, "The Merrin Conservatory of Music")


def test_a_title_placing_a_body_named_by_its_kind_is_about_it():
    society = tuple(key(w) for w in ("Old", "Pupils'", "Society"))
    assert not titled_for_neighbour(society, "Carrowby Old Pupils' Society: Officers and Members")
    festival = (key("Festival"),)
    assert not titled_for_neighbour(festival, "The Dunmarsh Vale Festival: Meetings and Collections")
    lock = (key("Sallow"), key("Lock"))
    assert titled_for_neighbour(lock, "Keeper's note: Upper Sallow Lock")
    guild = (key("Weavers'"), key("Guild"))
    assert titled_for_neighbour(guild, "Upper Tarn Weavers' Guild: Accounts")


def _answered(question: str, value: str) -> Draft:
    good = ask("How long is Lake Mere?")
    return Draft(
        question=question,
        outcome=Outcome.ANSWERED,
        answer=good.answer,
        value=value,
        confidence=good.confidence,
        citations=good.citations,
        claims=good.claims,
        steps=good.steps,
    )


def test_a_which_answer_of_another_kind_is_vetoed():
    judgement = judge_draft(_answered("In which town is the Marsh Shipyard?", "Lake Mere"), corpus=CORPUS)
    assert judgement.verdict is Decision.VETO
    assert "not a town" in judgement.feedback


@pytest.mark.parametrize("value", ["Port Oldham", "Oldport"])
def test_a_which_answer_of_the_asked_kind_family_is_not_vetoed_for_its_kind(value):
    judgement = judge_draft(_answered("In which town is the Marsh Shipyard?", value), corpus=CORPUS)
    assert "not a town" not in judgement.feedback


def test_a_choice_between_near_equal_values_is_not_confident():
    contested = ask("How long is the Tolley Road?")
    clear = ask("How long is the Marl Road?")
    assert contested.outcome is Outcome.ANSWERED and clear.outcome is Outcome.ANSWERED
    assert contested.confidence < 0.9 <= clear.confidence


def test_a_figure_describing_a_name_set_beside_it_is_not_the_subjects():
    cited = "To the north the green adjoins Tallow Heath, an open stretch of about 12 acres used for grazing."
    assert appositive_owner_problem("Tallow Green", "12 acres", cited)
    assert not appositive_owner_problem("Tallow Heath", "12 acres", cited)
    placed = "The Ferry Road Bridge at Tallow, a stone span opened in 1871, was widened."
    assert not appositive_owner_problem("Ferry Road Bridge", "1871", placed)
    corpus = Corpus.from_texts(
        {
            "green.md": "# Tallow Green\n\nTallow Green is the village green of Tallow. To the north the "
            "green adjoins Tallow Heath, an open stretch of about 12 acres used for grazing.",
        }
    )
    draft = reason("How big is Tallow Green?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED
    assert judge_draft(draft, min_supports=1, corpus=corpus).verdict is not Decision.PASS


def test_a_date_of_a_part_of_the_subject_is_not_the_subjects():
    cited = "The porch on the south side of the Kellbrook Chapel was begun in 1880 and finished in 1884."
    assert part_subject_problem("When was the Kellbrook Chapel finished?", "Kellbrook Chapel", "1884", cited)
    assert not part_subject_problem("When was the porch finished?", "Kellbrook Chapel", "1884", cited)
    town = "The town of Kellbrook was granted a market in 1301."
    assert not part_subject_problem("When was Kellbrook granted a market?", "Kellbrook", "1301", town)
    opening = "The opening of the Kellbrook Chapel took place in 1884."
    assert not part_subject_problem(
        "When did the Kellbrook Chapel open?", "Kellbrook Chapel", "1884", opening
    )


def test_a_value_of_another_name_is_not_the_one_named_in_a_later_relative_clause():
    cited = (
        "The Tarn Rovers Football Club was founded in 1922 by Ann Pell, who took the name from the town's "
        "Reserve Eleven."
    )
    assert relative_mention_problem("Reserve Eleven", "1922", cited)
    assert not relative_mention_problem("Tarn Rovers Football Club", "1922", cited)
    own = "The Reserve Eleven was formed in 1899, which made it the oldest side in the town."
    assert not relative_mention_problem("Reserve Eleven", "1899", own)
    # the relative clause right after the value states the value's own deed
    deed = "Ida Moss drew the plan, and the beams came from Kell & Orr, who had built the Tarn Mill before."
    assert not relative_mention_problem("Tarn Mill", "Kell & Orr", deed)
    assert relative_mention_problem("Tarn Mill", "Ida Moss", deed)
