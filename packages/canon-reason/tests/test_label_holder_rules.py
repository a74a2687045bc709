"""Label and holder rules on small in-memory corpora: a label line's value is labelled by the whole label,
not only by the year its last clause gives ("Gate repairs, 2021: 7"); a "who" clause after a name (and its
role) is that person's; an office joined to an organization's name ("Warden of the Kell Guild") is a
relation to state, not part of the name; "His widow, A, was allowed to succeed him" names A as the one who
succeeded the one "his" and "him" stand for; and a line saying "reservoir" under the title "Kell Reservoir
Gauge" is about the Kell reservoir; a count keeps the noun written after it ("4 bells"), and "hung"
meets "hang"; "stood" before a length says how tall; and "which inn" is answered with the town written
after the inn's name."""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._questions import analyze_question

CROSSINGS = {
    "crossings.md": "# Level crossings of the Orme line\n\n"
    "Two level crossings carry lanes over the Orme line near Kelby, a few hundred yards apart.\n\n"
    "Mill Lane Crossing\n"
    "  Opened: 1872\n"
    "  Gate repairs, 2021: 7\n"
    "  Gate repairs, 2020: 4\n\n"
    "Mill Lane North Crossing\n"
    "  Opened: 1899\n"
    "  Gate repairs, 2021: 2\n"
    "  Gate repairs, 2020: 5\n",
    "survey.md": "# Condition survey\n\n"
    "Crossing condition scores from the survey of 2021:\n\n"
    "- Kelby Road Crossing: 81\n"
    "- Mill Lane Crossing: 62\n",
}


def test_a_dated_label_line_labels_its_value_with_the_whole_label():
    assert_answers(ask_in(CROSSINGS, "How many gate repairs did Mill Lane Crossing need in 2021?"), "7")


GUILD = {
    "kell-guild.md": "# The Kell Guild of Weavers\n\n"
    "The Kell Guild of Weavers was formed on 4th June 1850 at a meeting in the Swan Inn, Orbury. The meeting "
    "had been called by the Reverend Silas Pym, then rector of St Ivo's, Orbury, who was elected the "
    "Guild's first warden. Thirty weavers joined that evening.\n\n"
    "Its hall in Mill Street was designed by Jonas Pym, the warden's son.\n",
    "orbury-hall.md": "# Orbury Hall\n\n"
    "Orbury Hall burned in 1919. The rebuilt hall reopened after the fire, in 1921, with a new balcony. "
    "Its architect was Ruth Dale. She was the daughter of Amos Dale,\nwho had designed the first hall, and "
    "she kept its front.\n",
}


def test_a_who_clause_after_a_name_and_its_role_is_that_persons():
    assert_answers(
        ask_in(GUILD, "Who was elected the first warden of the Kell Guild of Weavers?"), "Silas Pym"
    )


def test_a_who_clause_stating_only_part_of_the_question_does_not_answer_it():
    draft = ask_in(GUILD, "Who designed the rebuilt Orbury Hall that reopened after the fire?")
    assert draft.outcome is not Outcome.ANSWERED or not answer_matches(
        draft.value or draft.answer, "Amos Dale"
    )


def test_an_office_joined_to_an_organizations_name_is_a_relation_to_state():
    fact = analyze_question("Who was elected the first Warden of the Kell Guild of Weavers?").fact
    assert fact is not None
    assert fact.entities == ("Kell Guild of Weavers",)
    assert "warden" in fact.terms
    # a title naming no organization stays one name
    assert analyze_question("Who was the Keeper of the Privy Seal in 1900?").fact.entities[0] == (
        "Keeper of the Privy Seal"
    )
    assert_answers(
        ask_in(GUILD, "Who was elected the first Warden of the Kell Guild of Weavers?"), "Silas Pym"
    )


LOCKS = {
    "lock-keepers.md": "# Lock keepers of the Orme\n\n"
    "Each keeper had his cottage rent-free.\n\n"
    "## Jonas and Ruth Pell\n\n"
    "The first keeper at Kell Lock was Jonas Pell, a former carter who had worked the towpath. He took up "
    "the post in 1810 and held it until his death in 1838. His widow, Ruth Pell, was allowed to succeed "
    "him, and she kept the lock cottage until 1850, when she moved to Orbury.\n",
}


def test_a_name_in_apposition_to_a_possessed_subject_succeeds_the_one_him_stands_for():
    assert_answers(ask_in(LOCKS, "Who succeeded Jonas Pell as keeper of Kell Lock?"), "Ruth Pell")


GAUGE = {
    "kell-reservoir-gauge.md": "# Kell Reservoir Gauge\n\n"
    "The gauge at Kell Reservoir is kept by the Orbury Water Company, which built the reservoir in 1884.\n\n"
    "**Particulars:**\n\n"
    "- Height of gauge above sea level: 412 feet\n"
    "- Capacity of reservoir: 310 million gallons\n"
    "- First observer: Amos Dale\n",
}


def test_a_line_naming_the_asked_noun_under_a_longer_title_name_is_of_the_inner_name():
    assert_answers(ask_in(GAUGE, "What is the capacity of the Kell reservoir?"), "310 million gallons")


CHAPEL = {
    "kell-chapel.md": "# Kell Chapel\n\n"
    "Kell Chapel stands above the ford, with a low west tower added in 1402.\n\n"
    "The tower holds 4 bells, hung for chiming rather than for ringing. The oldest bears no date.\n",
}


def test_a_count_is_answered_with_the_counted_noun_written_after_it():
    draft = ask_in(CHAPEL, "How many bells hang in the tower of Kell Chapel?")
    assert_answers(draft, "4")
    assert draft.value == "4 bells"  # "hang" meets "hung", and the figure keeps what it counts


def test_irregular_past_forms_meet_their_verbs():
    assert key("hung") == key("hang")
    assert key("rang") == key("ring") == key("rung")
    assert key("struck") == key("strike")


CARTER = {
    "amos-vell.md": "# Amos Vell (1760-1831)\n\n"
    "Amos Vell was born at Kell in 1760 and drove carts on the Orbury road for forty years. A neighbour "
    'remembered him as "a big man, who stood six feet two inches in his boots and never raised his voice."\n',
    "ned-vell.md": "# Ned Vell\n\n"
    "Ned Vell, the only one of Amos Vell's sons to keep the carts, was born at Kell in 1791.\n",
}


def test_stood_before_a_length_states_how_tall_someone_was():
    assert_answers(ask_in(CARTER, "How tall was Amos Vell?"), "six feet two inches")


def test_a_building_answer_keeps_the_town_written_after_its_name():
    draft = ask_in(GUILD, "In which inn was the Kell Guild of Weavers formed?")
    assert_answers(draft, "Swan Inn, Orbury")
