"""The subject is an exact entity: a longer name that holds its name is another entity; superlatives and
"only" embedded in a question are hops; a count of people is a population only when the text says so; a
quantity in another unit family is vetoed; a value read about a subject named only by its passage is never
passed at 0.9 or more."""

import pytest

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import neighbour_named, titled_for_neighbour

DOCUMENTS = {
    "note-kell-weir.md": "# Keeper's note: Kell Weir\n\nKell Weir is the second weir above Dunby. Its crest "
    "is 40 metres wide and it has a fall of 1.8 metres.",
    "note-upper-kell-weir.md": "# Keeper's note: Upper Kell Weir\n\nUpper Kell Weir stands a mile above Kell "
    "Weir. Its crest is 55 metres wide and its fall is 2.6 metres.",
    "dunby.md": "# Dunby\n\nDunby is a market town of 3,400 people on the river. The Dunby Mill employed 240 "
    "people in 1900.",
    "holm.md": "# Holm (gazetteer entry)\n\nHolm: island of the Sker group, area 30 square "
    "kilometres. The only "
    "village on Holm is Ravensby. Ravensby has 310 residents.",
    "sker-group.md": "# The Sker group\n\nThe Sker group has four islands. The largest of the Sker "
    "islands is "
    "Marra. Marra has 1,900 residents. Tolby, on Marra, has 700 residents.",
    "dunby-lock.md": "# Locks of the river\n\nDunby Lock has a fall of 3.1 metres.",
    "beacon.md": "# Orm Beacon\n\nOrm Beacon, also known as Orm Light, is a stone tower. The tower "
    "is 21 metres "
    "high.",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


def keys(name: str) -> tuple[str, ...]:
    return tuple(key(w) for w in name.split())


def test_a_longer_name_holding_the_subjects_name_is_another_entity():
    weir = keys("Kell Weir")
    assert neighbour_named(weir, "Upper Kell Weir has a fall of 2.6 metres.")
    assert neighbour_named(weir, "Upper Kell Weir stands a mile above Kell Weir.") is False
    assert neighbour_named(weir, "The river passes the old mill.") is None
    assert titled_for_neighbour(weir, "Keeper's note: Upper Kell Weir")
    assert not titled_for_neighbour(weir, "Keeper's note: Kell Weir")


@pytest.mark.parametrize(
    "text",
    [
        "Site of the Kell Weir, built in 1790.",  # a capitalized opening word before "of" is no name word
        "The Kell Weir of Dunby was rebuilt.",  # a place after "of" only says where the weir is
        "In March Kell Weir was repaired.",  # a month before the name
        "Upper Kell Weir, also known as Kell Weir, was repaired.",  # the text makes them one
    ],
)
def test_words_around_a_name_that_do_not_make_it_another_entity(text):
    assert not neighbour_named(keys("Kell Weir"), text)


def test_the_question_may_name_the_kind_a_longer_name_adds():
    assert neighbour_named(keys("Orm"), "The Orm Beacon is 21 metres high.")
    assert not neighbour_named(keys("Orm"), "The Orm Beacon is 21 metres high.", frozenset({key("beacon")}))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the fall of Kell Weir?", "1.8 metres"),
        ("What is the fall of Upper Kell Weir?", "2.6 metres"),
        ("How wide is the crest of Kell Weir?", "40 metres"),
        ("What is the population of Dunby?", "3,400"),
        ("How many residents does the only village on Holm have?", "310"),
        ("How many residents does the largest of the Sker islands have?", "1,900"),
    ],
)
def test_the_subject_itself_is_answered(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    assert judge_draft(draft, corpus=CORPUS).verdict is Decision.PASS


@pytest.mark.parametrize(
    ("question", "first_hop"),
    [
        ("How many residents does the only village on Holm have?", "Which is the only village on Holm?"),
        (
            "What is the area of the largest of the Sker islands?",
            "Which is the largest of the Sker islands?",
        ),
        (
            "When was the largest town in the Dunby valley founded?",
            "Which is the largest town in the Dunby valley?",
        ),
    ],
)
def test_an_embedded_superlative_is_planned_as_a_hop(question, first_hop):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop


def test_a_superlative_question_itself_is_one_fact():
    assert analyze_question("Which is the largest of the Sker islands?").kind is QuestionKind.SINGLE_FACT


def test_workers_are_no_population():
    # "The Dunby Mill employed 240 people" is no count of Dunby Mill's residents.
    draft = ask("What is the population of the Dunby Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def _answered(question: str, value: str) -> Draft:
    good = ask("What is the fall of Kell Weir?")
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


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How tall is the tower?", "40 kilograms"),
        ("How heavy is the bell?", "1.8 metres"),
        ("How many residents does Dunby have?", "1.8 metres"),
    ],
)
def test_a_quantity_in_another_unit_family_is_vetoed(question, value):
    judgement = judge_draft(_answered(question, value), corpus=CORPUS)
    assert judgement.verdict is Decision.VETO
    assert "not measured as the question asks" in judgement.feedback


@pytest.mark.parametrize(
    ("question", "value"),
    [("How long is the canal?", "1.8 metres"), ("How long did the voyage last?", "3 days")],
)
def test_a_quantity_in_the_asked_family_is_not_vetoed_for_its_unit(question, value):
    assert "not measured" not in judge_draft(_answered(question, value), corpus=CORPUS).feedback


def test_a_subject_named_only_by_its_passage_is_not_passed_at_ninety():
    indirect = ask("What is the fall of Kell Weir?")  # "it has a fall of 1.8 metres", under its title
    named = ask("What is the fall of Dunby Lock?")  # "Dunby Lock has a fall of 3.1 metres"
    assert indirect.outcome is Outcome.ANSWERED and named.outcome is Outcome.ANSWERED
    assert indirect.confidence < 0.9
    assert indirect.confidence < named.confidence


def test_a_count_of_other_people_is_no_population():
    judgement = judge_draft(_answered("How many residents does Dunby have?", "140 passengers"), corpus=CORPUS)
    assert judgement.verdict is Decision.VETO
    assert "other people" in judgement.feedback
    assert (
        "other people"
        not in judge_draft(_answered("How many residents does Dunby have?", "310 residents")).feedback
    )


def test_a_labelled_count_answers_a_population():
    # "Population 4,300" as a label, under a passage about the town, beside a count of passengers.
    corpus = Corpus.from_documents(
        [
            Document(
                "selby.md",
                "Selby (gazetteer entry)",
                "selby.md",
                text,
                digest_bytes(text.encode()),
            )
            for text in [
                "# Selby (gazetteer entry)\n\nSelby: port town. Population 4,300. Its ferry carries "
                "up to 140 passengers."
            ]
        ]
    )
    draft = reason("How many residents does Selby have?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "4,300"), draft.answer


def test_a_quantity_in_another_unit_of_the_family_is_vetoed():
    question = "How many kilometres long is the Fenn line?"
    assert "not in the kilometres" in judge_draft(_answered(question, "42 miles")).feedback
    assert "not in the kilometres" not in judge_draft(_answered(question, "68 km")).feedback


def test_the_asked_unit_is_read_when_two_are_given():
    text = "# Fenn line\n\nThe Fenn line is 42 miles long. Its length is given in the timetable as 68 km."
    corpus = Corpus.from_documents(
        [Document("fenn.md", "Fenn line", "fenn.md", text, digest_bytes(text.encode()))]
    )
    draft = reason("How many kilometres long is the Fenn line?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "68 km"), draft.answer


TABLES = {
    "half-lives.md": "# Table 2: half-lives\n\n| Compound | Half-life | Route |\n|---|---|---|\n| "
    "Dorvane | 12 h | oral "
    "|\n| Pexil | 40 min | injection |",
    "tolly-fares.md": "# Fares, 1900\n\nA third-class single to Tolly cost 9 pence; a first-class "
    "single cost 2 "
    "shillings.",
    "marden.md": "# Marden\n\nMarden is a village of 800 inhabitants. Its station opened with the "
    "line in 1850 and closed "
    "in 1961.",
    "pell-lane.md": "# Pell, Anna (player entry)\n\nBorn 1950 in Harlow; the niece of Ruth Pell. "
    "Forward for Marden "
    "Town.",
    "marden-district.md": "# The Marden & District Tramway\n\nThe Marden & District Tramway opened "
    "in 1901. Its "
    "engineer was Ivo Crane.",
    "marden-tramway.md": "# The Marden Tramway Company\n\nThe Marden Tramway Company opened its "
    "line in 1880.",
}
TABLE_CORPUS = Corpus.from_documents(
    [
        Document(name, text.split("\n", 1)[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in TABLES.items()
    ]
)


def ask_tables(question: str) -> Draft:
    return reason(question, lambda q: search(TABLE_CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the half-life of Dorvane?", "12 h"),  # a table row, read under its column names
        ("What did a first-class single to Tolly cost in 1900?", "2 shillings"),  # the part that says "first"
        ("When did Marden station close?", "1961"),  # not the year of "opened ... in 1850"
    ],
)
def test_rows_parts_and_verbs_are_read_for_the_asked_one(question, expected):
    draft = ask_tables(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer


@pytest.mark.parametrize(
    "question",
    [
        "Who was the engineer of the Marden Tramway Company?",  # "Its engineer" is the District Tramway's
        "How much did a third-class return to Tolly cost in 1900?",  # only singles are given
        "Where was Ruth Pell born?",  # "Born 1950 in Harlow; the niece of Ruth Pell" is the niece's birth
    ],
)
def test_another_entitys_fact_is_not_answered(question):
    draft = ask_tables(question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
