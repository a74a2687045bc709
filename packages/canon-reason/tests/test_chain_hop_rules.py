"""Chain planning rules: which phrase of a question is a first hop, and what the second hop asks of it."""

import pytest

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._fact import AnswerType
from canon_reason.embedded._hop_checks import kin_full_name, kind_full_name, other_title_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._reasoner import reason

DOCUMENTS = {
    "lakes.md": "# The trust's lakes\n\nHolm was the trust's first large lake. "
    "Brackmoor is the largest of the trust's lakes. It was filled in 1950.",
    "brackmoor-dam.md": "# Brackmoor dam\n\nThe dam of Brackmoor is 40 metres high.",
    "guild.md": "# The guild\n\nTellby is the only town in the guild with three member choirs. "
    "Ossing is a town in the guild.",
    "tellby.md": "# Tellby\n\nTellby is a market town of 9,300 people.",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def ask(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3))


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "How many people live in the only town in the guild with three member choirs?",
            "Which is the only town in the guild with three member choirs?",
            "How many people live in {answer}?",
        ),
        (
            "How much did the heaviest of the early wagons weigh?",
            "Which is the heaviest of the early wagons?",
            "How much did {answer} weigh?",
        ),
        (
            "How long was the mill destroyed by the Kell Fire of 1850?",
            "Which mill was destroyed by the Kell Fire of 1850?",
            "How long was {answer}?",
        ),
    ],
)
def test_a_picked_thing_keeps_its_qualifiers_in_the_first_hop(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


def test_a_thing_picked_from_a_group_of_an_unknown_kind_is_found_by_its_sentence():
    draft = ask("How high is the dam of the largest of the trust's lakes?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "40 metres"


def test_a_qualified_picked_town_answers_the_count_of_its_people():
    draft = ask("How many people live in the only town in the guild with three member choirs?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value is not None and draft.value.startswith("9,300")


@pytest.mark.parametrize("group", ["the trust's ponds", "the guild's halls", "the Fenwick weirs"])
def test_a_thing_picked_from_a_group_is_typed_as_the_hop_asked_alone(group):
    analysis = analyze_question(f"How high is the dam of the largest of {group}?")
    hop = analysis.parts[0]
    assert hop.question == f"Which is the largest of {group}?"
    assert hop.answer_type is analyze_question(hop.question).answer_type


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "In which town was the architect of the present Holm Park pavilion born?",
            "Who is the architect of the present Holm Park pavilion?",
            "In which town was {answer} born?",
        ),
        (
            "How long did the son of the first Holm Ferry warden serve?",
            "Who was the first Holm Ferry warden?",
            "How long did the son of {answer} serve?",
        ),
    ],
)
def test_a_name_inside_a_description_stays_in_the_first_hop(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


def test_an_ordinal_before_a_name_of_a_thing_picks_no_office_holder():
    analysis = analyze_question("How many seats did the first Holm Park pavilion have?")
    assert not any(p.question.startswith("Who was the first") for p in analysis.parts)


@pytest.mark.parametrize(
    ("question", "event"),
    [
        (
            "Who was keeper of Fenn Light when the Tarrow Lamp saw first light?",
            "When did the Tarrow Lamp see first light?",
        ),
        ("Who was warden of the park when the Old Barn caught fire?", "When did the Old Barn catch fire?"),
        (
            "Who was matron of Holm Hospital in the year the West Block got its new name?",
            "When did the West Block get its new name?",
        ),
    ],
)
def test_an_event_told_by_an_irregular_verb_and_its_object_is_dated_first(question, event):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == event
    assert analysis.hop_template is not None and analysis.hop_template.endswith(" in {answer}?")


@pytest.mark.parametrize(
    ("question", "first_hop"),
    [
        ("In what year did the planter of the Kell Oak die?", "Who planted the Kell Oak?"),
        ("Where was the printer of the Holm Psalter born?", "Who printed the Holm Psalter?"),
    ],
)
def test_an_agent_noun_in_er_is_asked_through_its_regular_verb(question, first_hop):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop


@pytest.mark.parametrize("noun", ["singer", "holder", "finder", "fighter"])
def test_an_agent_noun_whose_stem_takes_no_plain_ed_keeps_its_noun(noun):
    analysis = analyze_question(f"Where was the {noun} of the Holm Cup born?")
    assert not any(p.question.startswith(f"Who {noun[:-2]}ed") for p in analysis.parts)


TREES = Corpus.from_texts(
    {
        "trees.md": "# Trees of the park\n\n| Tree | Planted | Height |\n|---|---|---|\n"
        "| Kell Oak | 1850 | 20 metres |\n| Moss Elm | 1870 | 15 metres |\n",
    }
)


def test_a_chain_read_directly_must_state_what_it_asks_of_the_chain_s_end():
    # Read directly, the row dates the planting, not the planter's death: the chain abstains. The judge's
    # event checks refuse that reading now before the chain's own check on the direct reading is reached.
    draft = reason("In what year did the planter of the Kell Oak die?", lambda q: search(TREES, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert draft.reason is not None and "nor does any passage answer the question directly" in draft.reason


def test_a_noun_asked_with_who_is_a_person():
    analysis = analyze_question("Where was the warrener who sailed to Pell Island in 1901 born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which warrener sailed to Pell Island in 1901?"
    assert analysis.parts[0].answer_type is AnswerType.PERSON


COMPANIONS = Corpus.from_texts(
    {
        "voyage.md": "# The Pell Island voyage\n\nIn 1901 the warrener sailed with the surveyor Tom Dace to "
        "Pell Island.\n",
        "tom-dace.md": "# Tom Dace\n\nTom Dace was born at Orby.\n",
    }
)


def test_a_first_hop_answered_by_a_name_under_another_title_abstains():
    assert other_title_problem("Which warrener sailed?", "Tom Dace", "sailed with the surveyor Tom Dace") == (
        "the answer 'Tom Dace' is called the surveyor, not a warrener"
    )
    assert other_title_problem("Which warrener sailed?", "Tom Dace", "the warrener, Tom Dace, sailed") is None
    assert other_title_problem("Which warrener sailed?", "Tom Dace", "Tom Dace sailed") is None
    draft = reason(
        "Where was the warrener who sailed to Pell Island in 1901 born?", lambda q: search(COMPANIONS, q, 3)
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_relative_clause_after_a_preposition_and_which_is_a_first_hop():
    analysis = analyze_question("In what year did the yard for which Ann Roe built the Tern cease trading?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "For which yard Ann Roe built the Tern?"
    assert analysis.hop_template == "In what year did {answer} cease trading?"


def test_an_event_told_by_an_irregular_participle_is_dated_first():
    analysis = analyze_question("Who was master of the foundry when the ring of six for Holm Kirk was cast?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the ring of six for Holm Kirk cast?"


def test_a_thing_made_by_an_agent_described_through_a_possessive_is_a_first_hop():
    analysis = analyze_question(
        "How many members did the choir founded by the town's third mayor have in 1990?"
    )
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which choir was founded by the town's third mayor?"
    assert analysis.hop_template == "How many members did {answer} have in 1990?"


def test_an_agent_noun_of_a_long_description_is_asked_through_its_verb():
    analysis = analyze_question(
        "Where was the conductor of the first concert on the new organ of St Kell, Holm born?"
    )
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Who conducted the first concert on the new organ of St Kell, Holm?"
    assert analysis.hop_template == "Where was {answer} born?"


def test_a_first_name_after_a_kin_word_is_passed_on_with_the_family_name():
    texts = ("Jane Roe was born at Kell.",)
    cited = "Ann Roe retired in 1950 and was succeeded by her daughter Jane."
    assert kin_full_name("Jane", ("Ann Roe",), cited, texts) == "Jane Roe"
    assert kin_full_name("Jane", ("Ann Roe",), "Ann Roe was succeeded by Jane.", texts) is None
    assert kin_full_name("Jane", ("Ann Roe",), cited, ("Jane Hale was born at Kell.",)) is None


FAMILY = Corpus.from_texts(
    {
        "wardens.md": "# Wardens of Holm Fen\n\nAnn Roe was the warden of Holm Fen until 1950, when she "
        "retired and was succeeded by her daughter Jane.\n",
        "jane-roe.md": "# Jane Roe\n\nJane Roe was born at Kell in 1921.\n",
    }
)


def test_a_chain_asks_its_second_hop_of_the_whole_name():
    draft = reason("Where was the warden who succeeded Ann Roe born?", lambda q: search(FAMILY, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Kell"


def test_a_name_without_the_kind_noun_the_hop_asks_is_passed_on_with_it():
    texts = ("Kell Mill was sold to Orby Weavers in 1950.",)
    assert kind_full_name("In which mill is Holm Tweed woven?", "Kell", texts) == "Kell Mill"
    assert kind_full_name("In which mill is Holm Tweed woven?", "Kell Mill", texts) is None
    assert kind_full_name("In which mill is Holm Tweed woven?", "Dale", texts) is None


MILLS = Corpus.from_texts(
    {
        "tweed.md": "# Holm Tweed\n\nHolm Tweed is a heavy cloth. Besides its own blankets, Kell weaves the "
        "cloth sold as Holm Tweed.\n",
        "kell-mill.md": "# Kell Mill\n\nKell Mill stands on the Dale beck.\n\n"
        "Owner: Orby Weaving Company (since 1950)\n",
        "kell.md": "# Kell\n\nKell is a village of 300 people. Its chapel is owned by the Dale Trust.\n",
    }
)


def test_a_chain_asks_its_second_hop_of_the_thing_of_the_asked_kind():
    draft = reason("Which company owns the mill where Holm Tweed is woven?", lambda q: search(MILLS, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Orby Weaving Company"


def test_a_thing_made_by_an_agent_described_by_a_name_and_a_hyphen_is_a_first_hop():
    analysis = analyze_question("How tall is the tower designed by the Holm-born engineer?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which tower was designed by the Holm-born engineer?"


def test_a_building_asked_for_by_a_hop_is_no_person():
    analysis = analyze_question("Who designed the building opened by the Duke of Kell?")
    assert analysis.parts[0].question == "Which building was opened by the Duke of Kell?"
    assert analysis.parts[0].answer_type is AnswerType.OTHER


def test_a_relative_clause_after_a_preposition_and_whom_ends_after_its_passive():
    analysis = analyze_question("In what year did the warden after whom the Kell Hall is named leave office?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "After which warden is the Kell Hall named?"
    assert analysis.hop_template == "In what year did {answer} leave office?"


@pytest.mark.parametrize(
    ("question", "event"),
    [
        (
            "Who was mayor at the formal opening of the Kell Baths?",
            "When was the Kell Baths formally opened?",
        ),
        ("Who was vicar at the consecration of St Kell's?", "When was St Kell's consecrated?"),
        (
            "Who captained Holm in the season the club first won the Shield?",
            "When was the club first won the Shield?",
        ),
    ],
)
def test_an_office_held_at_an_event_named_by_its_noun_or_season_dates_the_event_first(question, event):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == event
    assert analysis.hop_template is not None and analysis.hop_template.endswith(" in {answer}?")


def test_a_passive_clause_keeps_the_name_its_verb_gives_before_the_question_s_verb():
    analysis = analyze_question(
        "How many books does the library of the hall whose head is styled Warden hold?"
    )
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which hall's head is styled Warden?"
    assert analysis.hop_template == "How many books does the library of {answer} hold?"


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "How many members did the club that made Ann Roe a life member have at the close of 1950?",
            "Which club made Ann Roe a life member?",
            "How many members did {answer} have at the close of 1950?",
        ),
        (
            "How long is the largest eel in the tank that reopened in 1972, in metres?",
            "Which tank reopened in 1972?",
            "How long is the largest eel in {answer}, in metres?",
        ),
    ],
)
def test_a_relative_clause_ends_before_the_question_s_bare_verb_or_unit(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "In what year did Ann Roe's father retire?",
            "What is Ann Roe's father?",
            "In what year did {answer} retire?",
        ),
        (
            "What is the rise, in feet, of the lock kept by Tom Dace from 1950?",
            "Which lock was kept by Tom Dace from 1950?",
            "What is the rise, in feet, of {answer}?",
        ),
    ],
)
def test_an_owned_noun_ends_before_the_verb_and_an_agent_keeps_its_time(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


def test_a_name_opened_by_a_year_is_the_owner_of_a_relational_noun():
    analysis = analyze_question("Where was the founder of the 1851 Kell Society born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Who is the founder of the 1851 Kell Society?"


def test_an_office_written_as_a_name_takes_a_relative_clause_with_who():
    analysis = analyze_question("Where was the Harbour Master who signed the 1902 order born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which Harbour Master signed the 1902 order?"
    assert analysis.parts[0].answer_type is AnswerType.PERSON
    assert analyze_question("Where was the Kell Pavilion which burned born?").kind is QuestionKind.SINGLE_FACT


def test_one_responsible_for_a_named_thing_is_a_first_hop():
    analysis = analyze_question("When did the keeper responsible for the Otter Pool retire?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which keeper was responsible for the Otter Pool?"
    assert analysis.parts[0].answer_type is AnswerType.PERSON
    assert analysis.hop_template == "When did {answer} retire?"
