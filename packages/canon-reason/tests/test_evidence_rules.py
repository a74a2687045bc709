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

It also vetoes an answer outside the scope its question draws: in another unit than the one the question
names ("in feet"), a measure for an identifier, a relative's fact, a value a pronoun gives for another thing
of its own sentence, a name running on into the next label, a value from another register row, the subject
itself for its relation, one number for a total, an event without the question's qualifier ("first solo
crossing"), a verb, or another name than the one an alias is given to. The reader takes a bare name line as
the subject of the label lines below it, a register row as a sentence of its own, and a label naming the
asked verb's agent ("Leader:" for "led").
"""

import pytest

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._judge import (
    _unnamed_event_problem,
    instance_query,
    judge_draft,
    unnamed_instance,
)
from canon_reason.embedded._measures import asked_measure, compound_rest, counted_noun, stated_measure
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._scope import (
    alias_problem,
    asked_unit_problem,
    difference_problem,
    identifier_problem,
    kin_problem,
    label_run_on_problem,
    measure_verb_problem,
    other_part_problem,
    other_row_problem,
    pronoun_problem,
    qualifier_problem,
    relative_problem,
    same_as_subject_problem,
    total_problem,
    verb_answer_problem,
)
from canon_reason.embedded._sentences import sentences_of

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
CORPUS = Corpus.from_texts(DOCUMENTS)


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


def test_a_which_answer_must_be_called_that_kind_in_some_passage():
    texts = [d.text for d in CORPUS.documents]
    assert unnamed_instance("Which instrument found Comet Veen?", "Lomby", texts) == (
        "the answer 'Lomby' is called an instrument nowhere in the corpus"
    )
    assert unnamed_instance("Which instrument found Comet Veen?", "Big Lens", texts) is None
    assert instance_query("Which instrument found Comet Veen?", "Big Lens") == "Big Lens instrument"
    assert instance_query("Which society met there?", "Corran Astronomical Society") is None  # says its kind
    # a name's last word may say its kind: a gazette is a newspaper, a construction firm a company
    assert instance_query("Which newspaper printed the notice?", "Orle Valley Gazette") is None
    assert instance_query("Which company built the tunnel?", "Penn Construction") is None
    assert instance_query("Which company built the tunnel?", "Penn Haulage") is None
    assert instance_query("Which newspaper printed it?", "Tarrow Lantern") == "Tarrow Lantern newspaper"
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
    assert counted_noun("The bell measures 5 feet 1 inch across the mouth.", "5 feet 1 inch") is None


def test_a_value_given_to_another_part_of_its_sentence_is_not_the_asked_part():
    text = "The bells were hung in 1911. The first weighs 300 kg and the great bell, Joe, weighs 2,100 kg."
    assert other_part_problem("How heavy is the great bell of the abbey?", "300 kg", text)
    assert not other_part_problem("How heavy is the great bell of the abbey?", "2,100 kg", text)
    assert not other_part_problem("How heavy is the first bell?", "300 kg", text)
    assert not other_part_problem("How heavy is the great bell?", "300 kg", "The first weighs 300 kg.")
    # a proper name ("Lightfoot Tower") names no part ("the lightest")
    text = "The heaviest, from Lightfoot Tower, weighs 3 tonnes; the lightest, from Ness, 1 tonne."
    assert not other_part_problem("How much does the bell from Lightfoot Tower weigh?", "3 tonnes", text)


def test_a_stated_number_is_not_a_difference_unless_computed_or_compared():
    question = "How many kilograms heavier is the great bell than the first?"
    assert difference_problem(question, "The great bell weighs 2,100 kg.", calculated=False)
    assert not difference_problem(question, "The great bell weighs 2,100 kg.", calculated=True)
    assert not difference_problem(question, "It is 1,800 kg heavier than the first.", calculated=False)
    assert not difference_problem("How heavy is the great bell?", "It weighs 2,100 kg.", calculated=False)


def test_a_verb_of_level_before_a_value_measures_no_length():
    text = "The canal is 12 km long. It falls 40 metres over its course."
    assert measure_verb_problem("How long is the canal?", "40 metres", text)
    assert not measure_verb_problem("How far does the canal fall?", "40 metres", text)
    assert not measure_verb_problem("How long is the canal?", "12 km", text)
    assert not measure_verb_problem("How tall is the tower?", "44 metres", "The tower rises 44 metres.")


def test_a_kinship_must_be_stated_between_the_answer_and_the_subject():
    question = "Who is the mother of the club's youngest champion?"
    assert kin_problem(question, ["The youngest champion, Ada Roe, learned there, as did her brother Sam."])
    assert not kin_problem(question, ["Ada Roe is the daughter of the club secretary, Mia Roe."])
    assert not kin_problem("Who is the captain of the club?", ["Ada Roe leads the first team."])


def test_a_unit_named_by_the_question_and_an_identifier_are_kept():
    assert asked_unit_problem("How tall is the tower, in feet?", "19 metres")
    assert not asked_unit_problem("How tall is the tower, in feet?", "62 feet")
    assert not asked_unit_problem("How tall is the tower, in feet?", "62")
    # units of two words, and units told apart only by a capital: megalitres are not millions of gallons
    assert asked_unit_problem("What is the capacity of the lake in million gallons?", "64,000 Ml")
    assert not asked_unit_problem("What is the lake's capacity in million gallons?", "900 million gallons")
    assert asked_unit_problem("How large is the park in square miles?", "12.8 km2")
    assert asked_unit_problem("How large is the park in square miles?", "12.8 km²")
    assert not asked_unit_problem("How large is the park in square miles?", "4.9 sq mi")
    assert asked_unit_problem("How large is the park in square kilometres?", "4.9 square miles")
    assert not asked_unit_problem("How large is the park in square kilometres?", "12.8 km2")
    assert asked_unit_problem("How heavy is the bell in cwt?", "1,200 kg")
    assert asked_unit_problem("How large is the farm in acres?", "40 hectares")
    assert not asked_unit_problem("Where is the farm in Kent?", "Ashford")
    assert identifier_problem("What is the serial number of the boiler?", "400 metres")
    assert not identifier_problem("What is the serial number of the boiler?", "1907.12")


def test_a_relatives_fact_and_a_pronoun_for_another_thing_are_not_the_subjects():
    sentence = "Anna Vell was born in Tarby, the niece of the engineer Olaf Vell."
    assert relative_problem("Olaf Vell", ("born",), sentence)
    assert not relative_problem("Anna Vell", ("born",), sentence)
    assert not relative_problem("Olaf Vell", ("born",), "Olaf Vell was born in Lomby.")
    yew = "The oldest, a yew, was planted in 1801; it is now 9 metres tall."
    assert pronoun_problem("Stone Court", "9 metres", yew)
    assert not pronoun_problem("Stone Court", "9 metres", "It was built in 1801; it is 9 metres tall.")


def test_register_rows_labels_and_the_subject_itself_are_not_answers():
    officers = "Treasurer: Ann Ross\nChief Warden: Piet Dunn\nSecretary: Ola Berg"
    assert label_run_on_problem("Ann Ross Chief Warden", officers)
    assert not label_run_on_problem("Piet Dunn", officers)
    chairs = "1990-1994: Ada Rook, the first woman chair\n1994-1999: Ben Hale"
    assert other_row_problem(["first", "woman", "chair"], "Ben Hale", chairs)
    assert not other_row_problem(["first", "woman", "chair"], "Ada Rook", chairs)
    cited = "She leaves her son Tom Vell, the society's chair, who writes that his mother"
    assert same_as_subject_problem("Who is the mother of the society's chair?", "Tom Vell", cited)
    assert not same_as_subject_problem("Who is the son of Ada Vell?", "Tom Vell", cited)


def test_totals_qualifiers_verbs_and_aliases_are_checked():
    assert total_problem("How many beds do the two inns have together?", "The inn has twelve beds.", False)
    assert not total_problem("How many beds do the two inns have together?", "x", True)
    assert not total_problem("How many beds does the inn have?", "The inn has twelve beds.", False)
    first = ["Ola Berg made the first crossing of the fjord in 1901."]
    assert qualifier_problem("Who made the first solo crossing of the fjord?", first)
    assert not qualifier_problem("Who made the first crossing of the fjord?", first)
    assert not qualifier_problem("Who led the First Tarn Expedition?", ["Ola Berg led it."])  # a name
    assert verb_answer_problem("On what frequency does the station broadcast?", "opened")
    assert not verb_answer_problem("On what frequency does the station broadcast?", "97.4 MHz")
    lights = "Tarn Head, called the Big Light to set it apart from Low Point, was built in 1900."
    assert alias_problem("Which lighthouse is known as the Big Light?", "Low Point", lights)
    assert not alias_problem("Which lighthouse is known as the Big Light?", "Tarn Head", lights)


ENTRIES = {
    "inns.md": "# The Society's Inns\n\nHigh Inn\nOpened: 1902\nBeds: 14\nGuest-nights in 2020: 300\n\n"
    "Low Inn\nOpened: 1950\nBeds: 9\nGuest-nights in 2020: 120\n",
    "officers.md": "# Officers\n\nElected in 2020.\n\nChair: Ada Rook\nHon. Treasurer: Ben Hale\n"
    "Ferry Warden: Ola Berg\n",
    "register.md": "# Seed register\n\nNumber; plant; collector; source\n"
    "1901.004; Tarn lily; Ada Rook; Skell Moss\n1902.011; Sedge rush; Ben Hale; Brack Water\n",
    "boats.md": "# Boats\n\nOrra Packet. Launched in 1902. Skipper: Ann Ross.\n\n"
    "Skeld Packet. Launched in 1921.\n",
    "mills.md": "# Mills\n\nTarn Milling Ltd was incorporated in 1899 by Ada Rook.\n",
    "ferry.md": "# The Skell Ferry Company\n\nThe Skell Ferry Company was formed in 1871 and began sailing "
    "from Orra in 1873. The crossing is 4 miles long.\n",
    "voyages.md": "# Voyages\n\nNorth Voyage\nYear: 1905\nLeader: Piet Dunn\n\nSouth Voyage\nYear: 1911\n"
    "Leader: Ola Berg\n",
}
ENTRY_CORPUS = Corpus.from_documents(
    [
        Document(name, text.partition("\n")[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in ENTRIES.items()
    ]
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many beds does the Low Inn have?", "9"),  # the bare name line heads its label lines
        ("Who is the ferry warden?", "Ola Berg"),  # label lines go on past "Hon. Treasurer:"
        ("Who led the South Voyage?", "Ola Berg"),  # "Leader:" is found for "led"
        ("How many guest-nights did the Low Inn record?", "120"),  # the label names it; no verb needed
        ("When was the Skeld Packet launched?", "1921"),  # a name sentence opens its paragraph's entry
        ("Who is the skipper of the Orra Packet?", "Ann Ross"),
        ("When was Tarn Milling incorporated?", "1899"),  # "Ltd" makes no other company of it
        ("How long is the Skell Ferry?", "4 miles"),  # nor does "Company"
    ],
)
def test_entries_registers_and_agent_labels_are_read(question, expected):
    draft = reason(question, lambda q: search(ENTRY_CORPUS, q, 3))
    judged_draft = judge_draft(draft, corpus=ENTRY_CORPUS)
    assert draft.outcome is Outcome.ANSWERED and judged_draft.verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_a_register_row_is_a_sentence_and_another_row_is_no_answer():
    texts = {s.text for s in sentences_of(search(ENTRY_CORPUS, "Seed register Sedge rush", 3))}
    assert "1902.011; Sedge rush; Ben Hale; Brack Water" in texts
    rows = "1901.004; Tarn lily; Ada Rook; Skell Moss\n1902.011; Sedge rush; Ben Hale; Brack Water"
    assert other_row_problem(["sedge", "rush"], "Ada Rook", rows)
    assert not other_row_problem(["sedge", "rush"], "Ben Hale", rows)


def test_an_ordinal_after_than_borrows_the_name_it_shortens():
    parts = analyze_question("How many more beds did the Second Tarn Inn have than the First?").parts
    assert [p.fact.entities for p in parts] == [("Second Tarn Inn",), ("First Tarn Inn",)]
    parts = analyze_question("How many more people live in Port Amsel than on Tessel?").parts
    assert [p.fact.entities for p in parts] == [("Port Amsel",), ("Tessel",)]


def test_a_date_in_the_part_holding_the_asked_verb_dates_it():
    cited = "Ivo had seen a lathe at Kell, and in 1840 he installed one of his own at the mill."
    assert not _unnamed_event_problem("In what year did Ivo install his lathe at the mill?", "1840", cited)
    born = "She was born in Dunby in 1931 and became a pilot."
    assert _unnamed_event_problem("When did she become a pilot?", "1931", born)


def test_a_companion_named_after_with_answers_who_went_with_the_subject():
    corpus = Corpus.from_texts(
        {
            "rowe.md": "# Ada Rowe\n\nAda Rowe kept the Orrel herbarium. In 1931 she left it in the care of "
            "her assistant and sailed with the pilot Ivo Penn to the Skerry Isles.\n",
        }
    )
    draft = reason("Which pilot sailed with Ada Rowe to the Skerry Isles?", lambda q: search(corpus, q, 3))
    assert answer_matches(draft.answer, "Ivo Penn"), draft.reason
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS
