"""The judge reads how a cited clause holds its value: now or formerly, firmly or hedged, and whose it is.

It vetoes a value its clause gives as former ("until 1990 ... at X; since then ...") for a question in the
present tense, a value or a yes/no the text only hedges ("is said to", "possibly"), a name in a clause
naming another role than the parallel clause the question's word stands in ("X was its first chairman; Y
was its first secretary"), a number whose nearest name before it is a neighbour sharing the subject's
words ("the Swan Brewery ... and the Old Swan Brewery ..."), and a date its part of the sentence gives to
another event when the question's words stand in the other part ("born ... in 1931 and became ...").
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._measures import stated_measure
from canon_reason.embedded._stance import (
    apposed_other_problem,
    changed_from_problem,
    denied_yes_problem,
    dropped_unit_problem,
    former_value_problem,
    hedge_problem,
    mid_name_problem,
    negated_problem,
    order_problem,
    other_clause_problem,
    other_holder_problem,
    other_role_problem,
    other_segment_problem,
    other_sentence_problem,
    other_subject_clause_problem,
    other_table_row_problem,
    owner_neighbour_problem,
    part_of_problem,
    passive_agent_problem,
    possessor_problem,
    pronoun_gender_problem,
    question_line_problem,
    relative_date_problem,
    self_answer_problem,
    superlative_problem,
    superseded_problem,
    unrealised_problem,
    unstated_event_problem,
)

DOCUMENTS = {
    "club.md": "# Penmoor Gliding Club\n\nThe Penmoor Gliding Club was founded in 1931. Ann Rusk was its "
    "first president; Carl Webb was its first treasurer.\n\nUntil 1985 the club's clubhouse was at Holt "
    "Farm; since then it has been at Penmoor Ridge.\n",
    "ridge.md": "# Penmoor Ridge\n\nPenmoor Ridge is said to have been used for gliding by Orville Wright, "
    "though no record of it survives.\n",
    "inns.md": "# Inns of Tarrow\n\nThe Mill Inn brews 900 barrels a year and the Old Mill Inn 400 "
    "barrels.\n",
    "airfield.md": "# Holt Airfield\n\nHolt Airfield is owned by Tarrow Town Council and operated by the "
    "Penmoor Gliding Club. Its hangar was bought in 1950 and burned in 1962.\n",
    "gliders.md": "# Tarrow Gliders\n\nTarrow Gliders flew from Holt Farm until 1955, when it moved to "
    "Penmoor Ridge.\n",
    "webb.md": "# Carl Webb\n\nCarl Webb was born in Tarrow in 1902 and became a flying instructor.\n",
    "hangar.md": "# The Ridge Hangar\n\nThe Ridge Hangar was built in 1935 and rebuilt in 1950.\n",
    "schools.md": "# Schools of Tarrow\n\nTarrow has three schools: Moss School, Hill School and Kirk "
    "School.\n",
    "members.md": "# Members\n\n- Lena Voss (1960): did not qualify as a pilot.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_tempting_answers_of_another_time_clause_owner_or_event_abstain():
    for question, wrong in (
        ("Where is the clubhouse of the Penmoor Gliding Club?", "Holt Farm"),  # until 1985
        ("Who was the first treasurer of the Penmoor Gliding Club?", "Ann Rusk"),  # the first president
        ("Did Orville Wright glide at Penmoor Ridge?", "No"),  # only said to
        ("How many barrels does the Old Mill Inn brew a year?", "900"),  # the Mill Inn's
        ("When did Carl Webb become a flying instructor?", "1902"),  # his birth's
        ("When was the Ridge Hangar rebuilt?", "1935"),  # when it was built
        ("Which is the largest school in Tarrow?", "Moss School"),  # a list states no size
        ("When did Lena Voss qualify as a pilot?", "1960"),  # she did not
        ("Who operates Holt Airfield?", "Tarrow Town Council"),  # the council owns it
        ("When did the hangar of Holt Airfield burn?", "1950"),  # when it was bought
    ):
        draft = judged(CORPUS, question)
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or not answer_matches(draft.answer, wrong), (
            question,
            draft.answer,
        )


def test_the_answers_the_same_clauses_do_give_still_pass():
    for question, expected in (
        ("How many barrels does the Mill Inn brew a year?", "900"),
        ("When was the Penmoor Gliding Club founded?", "1931"),
        ("Where was Carl Webb born?", "Tarrow"),
        ("When did Tarrow Gliders move to Penmoor Ridge?", "1955"),  # dated by "until 1955, when"
    ):
        draft = judged(CORPUS, question)
        assert draft.outcome is Outcome.ANSWERED, (question, draft.reason)
        assert answer_matches(draft.answer, expected), (question, draft.answer)


def test_a_former_value_does_not_answer_a_question_in_the_present():
    cited = "Until 1985 the clubhouse was at Holt Farm; since then it has been at Penmoor Ridge."
    assert former_value_problem("Where is the clubhouse?", "Holt Farm", cited)
    assert not former_value_problem("Where is the clubhouse?", "Penmoor Ridge", cited)
    assert not former_value_problem("Where was the clubhouse until 1985?", "Holt Farm", cited)
    assert former_value_problem("Who owns the mill?", "Ada Venn", "It was formerly owned by Ada Venn.")


def test_a_hedged_value_or_yes_no_is_vetoed_unless_the_question_hedges_too():
    cited = "It was licensed in 1824, although distilling possibly began in 1790."
    assert not hedge_problem("When was it licensed?", "1824", cited)
    assert hedge_problem("When did distilling begin?", "1790", cited)
    said = "The ridge is said to have been used by Orville Wright."
    assert hedge_problem("Did Orville Wright use the ridge?", "No", said)
    assert not hedge_problem("Is the ridge said to have been used by Orville Wright?", "Yes", said)
    claimed = "It is sometimes claimed that the airfield was built on a Roman road."
    assert hedge_problem("Was the airfield built on a Roman road?", "Yes", claimed)


def test_a_name_in_a_parallel_clause_of_another_role_is_vetoed():
    cited = "Ann Rusk was its first president; Carl Webb was its first treasurer."
    assert other_clause_problem("Who was the first treasurer?", "Ann Rusk", cited)
    assert not other_clause_problem("Who was the first treasurer?", "Carl Webb", cited)
    row = "1921.047; Kestrel fern; Isobel Marlowe; Sura Valley, collected 1920"
    assert not other_clause_problem("Who collected the Kestrel fern?", "Isobel Marlowe", row)
    # the other clause may name the asked word through its relation group only ("output" for "producer")
    cited = "Ann Roe was its first chairman; Tom Lee was its first output manager."
    assert other_clause_problem("Who was the first producer?", "Ann Roe", cited) == [
        "the answer 'Ann Roe' stands in another clause than the one naming 'output'"
    ]


def test_a_number_after_a_neighbour_sharing_the_subjects_words_is_the_neighbours():
    cited = "The Mill Bakery bakes 900 loaves a day and the Old Mill Bakery 400 loaves."
    assert owner_neighbour_problem("Old Mill Bakery", "900", cited)
    assert not owner_neighbour_problem("Old Mill Bakery", "400", cited)
    assert not owner_neighbour_problem("Mill Bakery", "900", cited)


def test_a_superlative_must_be_stated_and_a_negated_verb_answers_nothing():
    listed = ["Tarrow has three schools: Moss School, Hill School and Kirk School."]
    assert superlative_problem("Which is the largest school?", listed)
    assert not superlative_problem("Which is the largest school?", ["Moss School is the largest, with 300."])
    assert not superlative_problem("Which school is larger?", listed)  # no superlative asked
    one_of = ["It has 1,000 students, making it one of the largest colleges."]
    assert superlative_problem("Which is the largest college?", one_of)
    assert not superlative_problem("Which is one of the largest colleges?", one_of)
    assert negated_problem("When did she graduate?", "1960", "Lena Voss (1960): did not graduate.")
    founded = "It was founded in 1928 and never incorporated."
    assert negated_problem("When was it incorporated?", "1928", founded)
    assert not negated_problem("When did she graduate?", "1960", "Lena Voss graduated in 1960.")
    contrast = "It was not founded by the Grant family but by Ewan Rae, in 1896."
    assert not negated_problem("Who founded it?", "Ewan Rae", contrast)


def test_a_number_from_another_sentence_and_an_answer_inside_a_name_are_vetoed():
    cited = "Ann Rusk gave 40 acres.[1] The land was sold in 1971 for 900 pounds."
    assert other_sentence_problem("How much was the land sold for?", "40 acres", cited)
    assert not other_sentence_problem("How much was the land sold for?", "900 pounds", cited)
    assert mid_name_problem("College's boat club", "Merrow College's boat club won the cup.")
    assert not mid_name_problem("December", "Every December the miners march.")
    assert not mid_name_problem("Merrow College", "The Merrow College boat club won the cup.")


def test_a_clause_a_row_or_a_place_in_a_list_of_another_thing_is_not_the_subjects():
    clauses = "The Cub was donated by Harold Pike; the Chipmunk was bought in 1979."
    assert other_subject_clause_problem("Chipmunk", "Harold Pike", clauses)
    assert other_subject_clause_problem("Cub", "1979", clauses)
    assert not other_subject_clause_problem("Chipmunk", "1979", clauses)
    table = "Registration | Type | Built\nG-ABTM | Tiger Moth | 1934\nG-BCUB | Piper Cub | 1946"
    assert other_table_row_problem("Piper Cub", "G-ABTM", table)
    assert not other_table_row_problem("Piper Cub", "1946", table)
    listed = "The instructors, in order, were Edna Pike (1930-1955), Frank Dale (1955-1970) and Alice Moore."
    assert order_problem("Who was instructor after Frank Dale?", "Frank Dale", "Edna Pike", listed)
    assert not order_problem("Who was instructor after Frank Dale?", "Frank Dale", "Alice Moore", listed)
    assert order_problem("Who was instructor before Frank Dale?", "Frank Dale", "Alice Moore", listed)
    worded = "Alice Moore succeeded Frank Dale."
    assert not order_problem("Who was instructor after Frank Dale?", "Frank Dale", "Alice Moore", worded)


def test_a_quantity_followed_by_a_direction_is_a_distance():
    assert stated_measure("Dunholm Castle, two miles west, was built in 1190.", "two miles") == "distance"
    assert stated_measure("The spire is 52 metres high.", "52 metres") == "height"


def test_another_persons_pronoun_another_holder_a_dropped_unit_and_an_unnamed_event_are_vetoed():
    married = "She married the cooper Angus Kell in 1955; he died in 1990."
    assert pronoun_gender_problem("When did Moira Kell die?", "1990", married)
    assert not pronoun_gender_problem("When did Moira Kell marry?", "1955", married)
    holders = "Duncan Macrae was its first manager; Hector Macrae kept the accounts."
    assert other_holder_problem("Who is the present manager?", "Duncan Macrae", holders)
    assert not other_holder_problem("Who was the first manager?", "Duncan Macrae", holders)
    brewed = "The Inverlea Brewery brews 2,000 hectolitres a year."
    assert dropped_unit_problem("How much does the Inverlea Brewery brew a year?", "2,000", brewed)
    assert not dropped_unit_problem("How many hectolitres does it brew a year?", "2,000", brewed)
    assert not dropped_unit_problem("How much does it brew a year?", "2,000 hectolitres", brewed)
    assert unstated_event_problem("When was Moira Kell born?", "1984", "1984: Moira Kell, MBE.")
    assert not unstated_event_problem(
        "When was Moira Kell born?", "1931", "Born in Inverlea in 1931, she ..."
    )
    assert not unstated_event_problem("When did Tomas Varn die?", "1922", "Varn, Tomas (1851–1922)")
    assert not unstated_event_problem("When was Sedge Pool completed?", "1962", "| Sedge Pool | 1962 | 9 |")


def test_the_start_of_a_change_and_a_line_that_asks_are_no_answers():
    changed = "Its runway was lengthened from 900 metres to 1,350 metres in 1972."
    assert changed_from_problem("How long is the runway?", "900 metres", changed)
    assert not changed_from_problem("How long is the runway?", "1,350 metres", changed)
    assert not changed_from_problem("How long was the runway before 1972?", "900 metres", changed)
    assert not changed_from_problem("When did it close?", "1931", "It was closed from 1931 to 1946.")
    assert question_line_problem("Yes", "Is Ferrow open at night?")
    assert not question_line_problem("No", "No. The aerodrome closes at dusk.")


def test_a_figure_a_later_sentence_changes_is_no_answer_for_now():
    later = "The tank was relined in 1902. In 1930 its capacity was increased to 60,000 gallons."
    assert superseded_problem("What is the capacity of the tank?", "40,000 gallons", later)
    assert not superseded_problem("What was the capacity of the tank?", "40,000 gallons", later)
    assert not superseded_problem("What is the capacity of the tank?", "60,000 gallons", later)
    assert not superseded_problem(
        "What is the capacity of the tank?", "40,000 gallons", "It was relined in 1902."
    )
    # the raised figure counts another thing: the tank's capacity stands
    fees = "In 1930 the fees were raised to 12 shillings."
    assert not superseded_problem("What is the capacity of the tank?", "40,000 gallons", fees)
    now = "After the new dam was finished the tank now holds 55,000 gallons."
    assert superseded_problem("What is the capacity of the tank?", "40,000 gallons", now)
    grown = "By 1890 the roll had grown to 210 pupils."
    assert superseded_problem("How many pupils does the school have?", "120 pupils", grown)


def test_a_first_state_is_no_answer_for_now_when_a_later_sentence_gives_another_figure():
    first = "Vell Hall seated 300 people when it opened."
    later = "After the gallery was built in 1901 it seated 520."
    question = "How many people does Vell Hall seat?"
    assert superseded_problem(question, "300 people", later, first, ("seat",))
    assert not superseded_problem(question, "300 people", "It was lit by gas in 1901.", first, ("seat",))
    assert not superseded_problem(question, "300 people", later, "Vell Hall seats 300 people.", ("seat",))
    assert not superseded_problem("How many people did Vell Hall seat when it opened?", "300", later, first)


def test_a_present_question_abstains_when_a_later_passage_changes_the_figure():
    corpus = Corpus.from_texts(
        {
            "tank.md": "# Orlen Tank\n\nOrlen Tank was built in 1880. Its capacity was 40,000 gallons when "
            "first filled.\n\nIn 1930 the walls were raised, and its capacity was increased to 60,000 "
            "gallons.\n",
            "pond.md": "# Vessy Pond\n\nVessy Pond was dug in 1790. Its capacity is 9,000 gallons.\n",
        }
    )
    draft = judged(corpus, "What is the capacity of Orlen Tank?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or answer_matches(draft.answer, "60,000 gallons")
    kept = judged(corpus, "What is the capacity of Vessy Pond?")
    assert kept.outcome is Outcome.ANSWERED and answer_matches(kept.answer, "9,000 gallons"), kept.reason


def test_one_of_another_part_another_office_and_the_subject_itself_are_no_answers():
    assert part_of_problem("one", "Harwood College, one of the younger colleges, was founded in 1954.")
    assert not part_of_problem("three", "The club owns three aircraft.")
    bells = "The chapel bell weighs 450 kg and the two smaller bells 120 kg each."
    assert other_segment_problem("How much does each of the smaller bells weigh?", "450 kg", bells)
    assert not other_segment_problem("How much does each of the smaller bells weigh?", "120 kg", bells)
    lights = "The front light is 9 metres high and the rear light 15 metres."
    assert not other_segment_problem("How high is the rear light?", "15 metres", lights)
    label = "Population: 900 (census 2011); 850 (census 2001)."
    assert not other_segment_problem("What was the population of Skelby in 2001?", "850", label)
    field = "The field measures about 90 yards across and the boundaries by the brook are very short."
    assert other_segment_problem("How long is the boundary by the brook at Tarn Field?", "90 yards", field)
    assert not other_segment_problem("How long is the field across?", "90 yards", field)
    coin = "The mint struck its first coin from the silver of the mine; the coin is dated 1655."
    assert not other_segment_problem("When did the mint strike its first coin?", "1655", coin)
    master = ["The first Master was Gerald Finch (1954-1970)."]
    assert other_role_problem("Who was the first Warden of Harwood College?", master)
    assert not other_role_problem("Who was the first Master of Harwood College?", master)
    assert self_answer_problem(("Harwood College", "Sunita Rao"), "Dr Sunita Rao")
    assert not self_answer_problem(("Harwood College", "Sunita Rao"), "Professor Kenneth Amis")


def test_a_relative_date_an_apposed_other_another_passive_agent_and_a_possessor_are_vetoed():
    moved = "In 1938 it moved to Fenwick Airfield, which had been built the year before by the council."
    assert relative_date_problem("When was Fenwick Airfield built?", "1938", moved)
    after = "The house was rebuilt in 1961, eight years after the gale."
    assert not relative_date_problem("When was the house rebuilt?", "1961", after)
    second = "Its second, a Miles Hawk, cost 650 pounds."
    assert apposed_other_problem("Avro Avian", "650 pounds", second)
    assert not apposed_other_problem("Miles Hawk", "650 pounds", second)
    run = "The airfield is owned by Fenwick County Council and operated by the Fenwick Flying Society."
    assert passive_agent_problem("Who operates Fenwick Airfield?", "Fenwick County Council", run)
    assert not passive_agent_problem("Who operates Fenwick Airfield?", "Fenwick Flying Society", run)
    assert not passive_agent_problem("Who owns Fenwick Airfield?", "Fenwick County Council", run)
    husband = "Its chief instructor from 1955 was Rosa Platt's husband, Leonard Platt."
    assert possessor_problem("Rosa Platt", husband)
    assert not possessor_problem("Leonard Platt", husband)
    assert not possessor_problem("David Lusk", "Fiona Lusk is David Lusk's daughter.")


def test_a_planned_value_and_a_yes_from_a_denial_are_vetoed():
    brewed = "Instead of the planned 40 barrels a week, the first brewhouse made 25."
    assert unrealised_problem("How many barrels a week did the brewhouse make?", "40", brewed)
    assert not unrealised_problem("How many barrels a week did the brewhouse make?", "25", brewed)
    assert not unrealised_problem("How many barrels a week were planned?", "40", brewed)
    neither = "Rae was neither a member of the Guild nor of its successor."
    assert denied_yes_problem("Was Rae a member of the Guild?", "Yes", neither)
    assert not denied_yes_problem("Was Rae a member of the Guild?", "No", neither)
    assert not denied_yes_problem("Was Rae a member of the Guild?", "Yes", "Rae was a member of the Guild.")


def test_a_hedge_running_across_a_line_break_is_read():
    cited = "In the strike of 1926 it is believed\nthat two issues were lost."
    assert hedge_problem("How many issues were lost in 1926?", "two", cited)
