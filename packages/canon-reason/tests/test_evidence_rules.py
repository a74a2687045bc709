"""What the judge checks in the cited evidence, and the reading of labels, tables, aliases and registers.

The judge vetoes an answer that measures another thing than asked (a distance for an altitude, an
aperture for a focal length), that dates another event of its sentence, that is only the first part of a
compound quantity, that counts other things, that is not the agent of the asked verb, that answers "which
X" with a name the corpus never calls an X, that is another name of the subject or a place of another event
where a place is asked for, or that is read from a sentence naming only a longer neighbour of the subject.
The reader answers from "Label: value" lines and dotted leaders, from the column of a table written as text
that the question's year names, from a number's own coordinated part ("2,000 at the census of 1901 and
2,600 at the census of 1951"), from a name in apposition to an office, and through a declared alias or a
register's initials to the entity they stand for.
"""

import pytest

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._measures import asked_measure, compound_rest, counted_noun, stated_measure
from canon_reason.embedded._reasoner import reason

DOCUMENTS = {
    "harwick-observatory.md": "# Harwick Observatory\n\nHarwick Observatory, often called Mossy Point, "
    "stands on the cliffs at Penby. It was founded in 1880.\n\nAltitude: 95 metres\nDirectors to date: 4.\n",
    "tarn-station.md": "# Tarn Station\n\nTarn Station lies on the moor, about nine kilometres east of "
    "Harwick Observatory.\n\nOpened: 1921\nAltitude: 240 metres\n",
    "big-lens.md": "# The Big Lens\n\nThe Big Lens is the telescope of Harwick Observatory.\n\n"
    "Aperture ........ 30 inches\nFocal length .... 7.5 metres\n",
    "ferries.md": "# Ferries from Penby\n\nPenby to Skeld: operator, the Blue Boat; crossing time 1 hour 25 "
    "minutes.\n\nSkeld to Orra: operator, Orra Shipping; crossing time 3 hours.\n",
    "ferry-company.md": "# Penby and Skeld Ferry Company\n\nThe Penby and Skeld Ferry Company, known on "
    'the quays as "the Blue Boat", was founded in 1870.\n',
    "piers.md": "# Piers\n\nThe 600-foot East Pier was built in 1850. The West Pier is 150 metres long. The "
    "West Pier Extension is 80 metres long.\n",
    "port-figures.md": "# Port figures\n\n| Measure | 2020 | 2019 |\n|---|---|---|\n| Ship calls | 1,200 | "
    "1,100 |\n| Ferry passengers | 50,000 | 48,000 |\n",
    "penby.md": "# Penby\n\nPenby is a fishing town. Its population was 2,000 at the census of 1901 and "
    "2,600 at the census of 1951.\n",
    "board-report.md": "# Penby Harbour Board: yearly report\n\nThe Board thanks its clerk, Owen Lusk, "
    "for his work.\n\nMarta Veen, Chair\n",
    "register.md": "# Register of finds\n\nObject: Comet Veen | Discoverer: K. Brask | Instrument: Big "
    "Lens\n",
    "river-skell.md": "# River Skell (almanac entry)\n\nLength ........ 40 miles\n"
    "Source ........ Skell Moss\n",
    "skelby.md": "# Skelby\n\nSkelby is a town on the river Skell. Its bridge, the Stone Bridge, is 90 feet "
    "long.\n\nPopulation: 900 (census 2011); 850 (census 2001).\n",
    "tomas-varn.md": "# Varn, Tomas (1851–1922)\n\nTomas Varn went to sea at twelve. With his brother Piet "
    "he founded the Orrel Line in 1889.\n",
    "northern-steam.md": "# Northern Steam Company\n\nThe Northern Steam Company was formed in 1860. It "
    "bought the Orrel Line in 1947 and the Caldy Packet Company in 1952.\n",
    "reservoirs.md": "# Reservoirs\n\n| Reservoir | Completed | Depth (m) |\n|---|---|---|\n| Brack Water | "
    "1911 | 31 |\n| Sedge Pool | 1962 | 9 |\n",
    "keld.md": "# Keld\n\nKeld is a village of 240 people, 6 kilometres from Brack Water.\n",
    "orrel-yard.md": "# Orrel Yard\n\nThe Orrel Line kept its yard at the Waterfoot, a creek below Penby.\n",
    "kelso-mill.md": "# Kelso Mill\n\nKelso Mill opened in 1850 and closed in 1920.\n",
    "karin-brask.md": "# Brask, Karin (1850–1920)\n\nKarin Brask was born in Lomby in 1850 and worked at "
    "Harwick Observatory.\n",
}
CORPUS = Corpus.from_documents(
    [
        Document(name, text.partition("\n")[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in DOCUMENTS.items()
    ]
)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


def judged(draft: Draft) -> Draft:
    """The draft, or the abstention a veto ends in."""
    if judge_draft(draft, corpus=CORPUS).verdict is Decision.VETO:
        return draft.model_copy(update={"outcome": Outcome.INSUFFICIENT_EVIDENCE})
    return draft


def claiming(draft: Draft, question: str, value: str) -> Draft:
    """``draft`` with another question and answer, citing the same spans (as a careless reader might)."""
    steps = tuple(s.model_copy(update={"answer": value, "question": question}) for s in draft.steps)
    return draft.model_copy(update={"question": question, "value": value, "steps": steps})


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("At what altitude does Tarn Station stand?", "240 metres"),
        ("What is the focal length of the Big Lens?", "7.5 metres"),
        ("How many directors has Harwick Observatory had?", "4"),
        ("How long is the ferry crossing from Penby to Skeld?", "1 hour 25 minutes"),
        ("Which company operates the ferry from Penby to Skeld?", "Penby and Skeld Ferry Company"),
        ("How many ship calls did the port record in 2019?", "1,100"),
        ("By what percentage did the population of Penby grow between 1901 and 1951?", "30"),
        ("Who is the chair of the Penby Harbour Board?", "Marta Veen"),
        ("Where was the astronomer who discovered Comet Veen born?", "Lomby"),
        ("How long is the River Skell?", "40 miles"),  # not the length of "its bridge, the Stone Bridge"
        ("When was Sedge Pool completed?", "1962"),  # the row named for it, under "Completed"
        ("When did Tomas Varn die?", "1922"),  # "Varn, Tomas (1851–1922)"
        ("What was the population of Skelby in 2001?", "850"),  # not the label's first figure, of 2011
    ],
)
def test_labels_tables_parts_offices_aliases_and_initials_are_read(question, expected):
    draft = judged(ask(question))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


@pytest.mark.parametrize(
    ("question", "wrong"),
    [
        ("In which town is Harwick Observatory?", "Mossy Point"),
        ("What is the combined length of the East Pier and the West Pier?", "750"),
        ("How many ferry passengers did the port record in 2021?", "50,000"),
        ("Which company operates the ferry from Penby to Orra?", "Orra Shipping"),
        ("Where does Harwick Observatory stand?", "Tarn Station"),  # "Tarn Station lies ... east of" it
        ("In which town is Harwick Observatory?", "Lomby"),  # where someone who worked there was born
        ("How deep is Brack Water?", "6 kilometres"),  # a distance "from" it
        ("When was Sedge Pool enlarged?", "1962"),  # the table names no enlargement
        ("In which town was the yard of the Orrel Line?", "Waterfoot"),  # "the Waterfoot" is a spot
        ("Who founded the Orrel Line?", "Piet"),  # "With his brother Piet he founded": "he" did
        ("Which company bought the Orrel Line?", "Caldy Packet Company"),  # bought too, not the buyer
    ],
)
def test_aliases_mixed_units_other_columns_and_other_routes_are_not_answers(question, wrong):
    draft = judged(ask(question))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or not answer_matches(draft.answer, wrong)


def test_a_quantity_of_another_measure_is_vetoed():
    distance = ask("How far is Tarn Station from Harwick Observatory?")
    assert answer_matches(distance.answer, "nine kilometres"), distance.answer
    assert judge_draft(distance).verdict is Decision.PASS  # a quantity in words is a quantity
    count = claiming(distance, "How many platforms does Tarn Station have?", "nine kilometres")
    assert "is a measure in kilometres, not a count of platforms" in judge_draft(count).feedback
    altitude = claiming(distance, "At what altitude does Tarn Station stand?", "nine kilometres")
    judgement = judge_draft(altitude)
    assert judgement.verdict is Decision.VETO
    assert "is a distance in its cited sentence, not the height" in judgement.feedback


def test_a_date_of_another_event_of_the_sentence_is_vetoed():
    closing = ask("When did Kelso Mill close?")
    assert answer_matches(closing.answer, "1920"), closing.answer
    judgement = judge_draft(claiming(closing, closing.question, "1850"))
    assert judgement.verdict is Decision.VETO
    assert "the date '1850' is of 'opened'" in judgement.feedback
    assert judge_draft(closing).verdict is Decision.PASS


def test_the_first_part_of_a_compound_quantity_is_vetoed():
    whole = ask("How long is the ferry crossing from Penby to Skeld?")
    judgement = judge_draft(claiming(whole, whole.question, "1 hour"))
    assert judgement.verdict is Decision.VETO
    assert "leaves out '25 minutes'" in judgement.feedback


def test_a_neighbours_fact_is_vetoed():
    extension = ask("How long is the West Pier Extension?")
    assert answer_matches(extension.answer, "80 metres"), extension.answer
    judgement = judge_draft(claiming(extension, "How long is the West Pier?", "80 metres"))
    assert judgement.verdict is Decision.VETO
    assert "names a neighbour of 'West Pier'" in judgement.feedback


def test_another_name_of_the_subject_is_no_place():
    alias = ask("What is Harwick Observatory often called?")
    assert "Mossy Point" in " ".join(c.text for c in alias.citations)
    judgement = judge_draft(claiming(alias, "In which town is Harwick Observatory?", "Mossy Point"))
    assert judgement.verdict is Decision.VETO
    assert "another name of the subject" in judgement.feedback


def test_a_which_answer_must_be_called_that_kind_somewhere():
    born = ask("Where was Karin Brask born?")
    assert answer_matches(born.answer, "Lomby"), born.answer
    judgement = judge_draft(claiming(born, "Which instrument found Comet Veen?", "Lomby"), corpus=CORPUS)
    assert judgement.verdict is Decision.VETO
    assert "is called an instrument nowhere in the corpus" in judgement.feedback
    found = ask("With which instrument was Comet Veen discovered?")  # "Instrument: Big Lens" in the register
    assert answer_matches(judged(found).answer, "Big Lens"), found.answer


@pytest.mark.parametrize(
    ("question", "measure"),
    [
        ("At what altitude does the station stand?", "height"),
        ("How high is the mast?", "height"),
        ("What is the focal length of the lens?", "focal length"),
        ("By how many centimetres is the aperture of A larger than that of B?", "aperture"),
        ("How far is the station from the town?", "distance"),
        ("How many people live there?", None),
    ],
)
def test_the_asked_measure(question, measure):
    assert asked_measure(question) == measure


@pytest.mark.parametrize(
    ("text", "value", "measure"),
    [
        ("It lies about eleven kilometres south of the town.", "eleven kilometres", "distance"),
        ("Aperture ........ 24 inches", "24 inches", "aperture"),
        ("The breakwater is 1.6 kilometres long.", "1.6 kilometres", "length"),
        ("with a depth alongside of 12 metres", "12 metres", "depth"),
        ("It cost 400 pounds.", "400 pounds", None),
    ],
)
def test_the_measure_a_sentence_states_beside_a_value(text, value, measure):
    assert stated_measure(text, value) == measure


def test_compound_quantities_and_counted_nouns():
    assert compound_rest("crossing time 2 hours 40 minutes; two sailings", "2 hours") == "40 minutes"
    assert compound_rest("the 1,378 feet and 310 metres", "1,378 feet") is None  # no compound: two figures
    assert counted_noun("She discovered 17 asteroids.", "17") == "asteroids"
    assert counted_noun("It is 40 metres high.", "40") is None
