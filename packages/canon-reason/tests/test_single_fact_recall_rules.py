"""Single-fact recall rules on small in-memory corpora: a name after an opening participle phrase is that
phrase's subject, a memoir's "I" is its writer, and verbs of casting, installing and being headquartered
state the relations a question asks with them."""

from pipeline_judge import ask_in, assert_answers

from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

ROPEWORKS = {
    "rope-makers.md": "# Rope makers of the Esk\n\n"
    "Established in 1850 by two Orbury merchants, the Calder Ropeworks had its mill at Lowick, where it also "
    "kept a warehouse beside Lowick Quay. The Brann Cordage Company worked from Hessle.\n"
}


def test_a_name_after_an_opening_participle_phrase_is_its_subject():
    assert_answers(ask_in(ROPEWORKS, "Where did the Calder Ropeworks have its mill?"), "Lowick")


MEMOIR = {
    "ada-fenn.md": "# Under Sail: Recollections of Ada Fenn\n\n"
    "I was born on the barge Kestrel in the spring of 1901, moored below Kell Lock, and my father was "
    "working the river again within the week.\n",
}


def test_the_i_of_recollections_is_their_writer():
    assert_answers(ask_in(MEMOIR, "On which barge was Ada Fenn born?"), "Kestrel")


FOUNDRY = {
    "lowick-mill.md": "# Lowick Mill\n\n"
    "Lowick Mill spun flax until 1931. Its turbine was erected in 1904 by Harl & Doune, replacing the "
    "old water wheel.\n",
    "st-ivo.md": "# St Ivo's, Marrick\n\n"
    "The church has a ring of six. The iron frame and the bells were cast by Harl & Doune of Orbury, "
    "whose mark is on every bell.\n",
    "carriers.md": "# The carriers\n\n"
    "Set up in 1840 by a group of Orbury traders, the Esk Carrying Company was headquartered at Lowick. "
    "The Brann Packet Company kept its boats at Hessle.\n",
}


def test_installing_is_stated_by_erecting():
    assert_answers(ask_in(FOUNDRY, "In what year was the turbine installed at Lowick Mill?"), "1904")


def test_casting_names_its_maker():
    assert_answers(ask_in(FOUNDRY, "Who cast the bells of St Ivo's, Marrick?"), "Harl & Doune")


def test_headquartered_states_where_a_company_was_based():
    assert_answers(ask_in(FOUNDRY, "Where was the Esk Carrying Company based?"), "Lowick")


MILLS = {
    "mills.md": "# Mills of the Esk\n\n"
    "The mills of the valley, with the year each was opened, its length and what became of it:\n\n"
    "| Mill | Opened | Length | Fate |\n"
    "|---|---|---|---|\n"
    "| Kell Mill | 1820 | 90 feet | Shut 1901; demolished 1950 |\n"
    "| Orbury Mill | 1834 | 120 feet | Standing |\n"
}


def test_a_cell_stating_the_asked_relation_dates_it():
    # the row's year under "Opened" is the opening's; the demolition is dated in the cell that names it
    assert_answers(ask_in(MILLS, "In what year was Kell Mill demolished?"), "1950")


HOUSES = {
    "kell-house.md": "# The Kell House\n\n"
    "The Kell House was built in 1870 for the orange trees of the estate.\n\n"
    "- Length: 140 feet\n\n"
    "In 1902 a smaller building, the Drying House, was put up beside it. Although the two are often "
    "described together, the Drying House is a distinct building, 45 feet long, and is not a wing of "
    "the Kell House.\n"
}


def test_a_figure_given_to_a_neighbour_named_before_the_subject_is_not_the_subjects():
    assert_answers(ask_in(HOUSES, "What is the length of the Kell House?"), "140 feet")


COOKS = {
    "kell-inn.md": "# Forty years at the Kell Inn\n\n"
    "Ann Roe was head cook at the Kell Inn from 1950, when she succeeded Jo Hale, until her retirement in "
    "1990. This note was written for the inn's centenary.\n",
}


def test_taking_over_from_someone_is_succeeding_them():
    draft = ask_in(COOKS, "Who took over from Jo Hale as head cook at the Kell Inn?")
    assert_answers(draft, "Ann Roe")


def test_a_pronoun_after_the_subject_makes_the_subject_the_agent():
    assert_answers(ask_in(COOKS, "Who succeeded Jo Hale as head cook at the Kell Inn?"), "Ann Roe")


def test_a_pronoun_after_another_person_is_not_the_subjects():
    text = "# The Orbury kitchens\n\nAnn Roe cooked beside Ben Cole from 1950, when he succeeded Jo Hale.\n"
    draft = ask_in({"kitchens.md": text}, "Who succeeded Jo Hale?")
    assert draft.outcome is not Outcome.ANSWERED or not answer_matches(draft.value or "", "Ann Roe")


HALLS = {
    "minutes.md": "# Orbury Council: minutes, March 1990\n\n"
    "Resolved: the council will meet in the new hall at Kellby from June 1991. The hall was designed by the "
    "architect Ann Roe and cost 410,000 pounds.\n"
}


def test_a_noun_taken_up_from_the_sentence_before_keeps_its_entity():
    assert_answers(ask_in(HALLS, "Who designed the Kellby hall?"), "Ann Roe")
    assert_answers(ask_in(HALLS, "How much did the Kellby hall cost?"), "410,000 pounds")


WELLS = {
    "well.md": "# Lowick well\n\n"
    "A second well, the small one, was never dug; water came from the old spring of Lowick Well, 300 yards "
    "to the east.\n"
}


def test_a_length_placing_one_thing_from_another_is_no_depth():
    draft = ask_in(WELLS, "How deep is the Lowick Well, in yards?")
    assert draft.outcome is not Outcome.ANSWERED or not answer_matches(draft.value or "", "300 yards")


ANIMALS = {
    "reptile-house.md": "# The reptile house\n\n"
    "The house opened in 1961. Its largest animal is Boris, a mugger crocodile, 3.8 metres long and "
    "290 kg, who arrived from Kell in 1990.\n"
}


def test_a_figure_in_units_of_weight_states_what_a_thing_weighs():
    assert_answers(ask_in(ANIMALS, "How much does Boris the mugger crocodile weigh?"), "290 kg")


PARISHES = {
    "st-ivo.md": "# St Ivo's, Marrick\n\n"
    "St Ivo's was built in 1860 for the new streets by the mill. The warden is Tom Reske, who is married to "
    "Ada Reske of St Anne's.\n",
    "st-anne.md": "# St Anne's, Marrick\n\nSt Anne's is the older church of the town.\n",
}


def test_a_passage_whose_office_another_holds_is_not_the_answer():
    draft = ask_in(PARISHES, "Which church's warden is Ada Reske?")
    assert draft.outcome is not Outcome.ANSWERED or not answer_matches(draft.value or "", "St Ivo's")


RACES = {
    "register.md": "# A register of notable swims, 1890-1960\n\n"
    "The register was compiled from the club's books.\n\n"
    "| Year | Water | Swim | Time | Swimmer |\n"
    "|------|-------|------|------|---------|\n"
    "| 1902 | Kell Mere | 5 miles freestyle | 2 hours 41 minutes | Ada Fenn |\n"
    "| 1911 | Kell Mere | 10 miles freestyle | 5 hours 58 minutes | Tom Reske |\n"
}


def test_how_long_a_thing_took_asks_a_duration():
    draft = ask_in(RACES, "How long did the 1902 swim at Kell Mere take?")
    assert_answers(draft, "2 hours 41 minutes")


TRAMS = {
    "trams.md": "# The Kell trams\n\n"
    "The first tram of the line was built at Kell in 1901 and painted green. It seated 40 passengers, "
    "against 56 in the later cars.\n",
    "stands.md": "# The stands at Orbury Park\n\n"
    "The first stand at Orbury Park was designed by Tom Reske in 1912. It held 900 seated spectators, with "
    "room for several hundred more along the rail.\n",
}


def test_a_pronoun_carries_the_ordinal_of_the_thing_it_stands_for():
    assert_answers(ask_in(TRAMS, "How many passengers did the first tram seat?"), "40")


def test_sitting_is_stated_by_seats():
    draft = ask_in(TRAMS, "How many spectators could sit in the first stand at Orbury Park?")
    assert_answers(draft, "900")
