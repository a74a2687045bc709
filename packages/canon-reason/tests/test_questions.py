"""Question analysis: kinds, wanted answer types, entities and terms, and decomposition into steps."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canon_reason.embedded._questions import (
    SLOT,
    AnswerType,
    Operation,
    QuestionKind,
    analyze_question,
    read_fact,
)


@pytest.mark.parametrize(
    ("question", "kind", "answer_type"),
    [
        ("Who founded Carrow Bank?", QuestionKind.SINGLE_FACT, AnswerType.PERSON),
        ("When was the lighthouse completed?", QuestionKind.SINGLE_FACT, AnswerType.DATE),
        ("In which year did the war end?", QuestionKind.SINGLE_FACT, AnswerType.DATE),
        ("Where was Mara Quell born?", QuestionKind.SINGLE_FACT, AnswerType.PLACE),
        ("What is the capital of Veloria?", QuestionKind.SINGLE_FACT, AnswerType.PLACE),
        ("Which company operates the ferry?", QuestionKind.SINGLE_FACT, AnswerType.ORGANIZATION),
        ("How many ships did the fleet have?", QuestionKind.SINGLE_FACT, AnswerType.NUMBER),
        ("What is the population of Tessel?", QuestionKind.SINGLE_FACT, AnswerType.NUMBER),
        ("How tall is the Tessel lighthouse?", QuestionKind.SINGLE_FACT, AnswerType.QUANTITY),
        ("How much did the bridge cost?", QuestionKind.SINGLE_FACT, AnswerType.QUANTITY),
        ("What is the main export of Veloria?", QuestionKind.SINGLE_FACT, AnswerType.OTHER),
        ("What did the guild build?", QuestionKind.SINGLE_FACT, AnswerType.OTHER),
        ("Name the architect of the Amsel Exchange.", QuestionKind.SINGLE_FACT, AnswerType.PERSON),
        ("Is Port Amsel the capital of Veloria?", QuestionKind.YES_NO, AnswerType.OTHER),
        ("Did Carrow Bank survive the fire?", QuestionKind.YES_NO, AnswerType.OTHER),
        (
            "What is the capital of the country where Elias Varn was born?",
            QuestionKind.MULTI_HOP,
            AnswerType.PLACE,
        ),
        ("Who founded the company that makes Dunmore tweed?", QuestionKind.MULTI_HOP, AnswerType.PERSON),
        ("Who is the mayor of Veloria's largest city?", QuestionKind.MULTI_HOP, AnswerType.PERSON),
        ("When was the founder of Carrow Bank born?", QuestionKind.MULTI_HOP, AnswerType.DATE),
        ("How many more people live in Tessel than in Dunmore?", QuestionKind.ARITHMETIC, AnswerType.NUMBER),
        (
            "What is the combined population of Tessel and Dunmore?",
            QuestionKind.ARITHMETIC,
            AnswerType.NUMBER,
        ),
        ("What is 12% of the herring catch?", QuestionKind.ARITHMETIC, AnswerType.NUMBER),
        ("Who founded Port Amsel and when was it founded?", QuestionKind.COMPOUND, AnswerType.OTHER),
    ],
)
def test_kind_and_answer_type(question, kind, answer_type):
    analysis = analyze_question(question)
    assert analysis.kind is kind
    assert analysis.answer_type is answer_type
    assert analysis.question == question


def test_single_fact_entities_terms_and_soft_terms():
    fact = read_fact("When was the Bank of the Northern Isles founded?")
    assert fact.entities == ("Bank of the Northern Isles",)
    assert fact.terms == ("founded",)
    fact = read_fact("What is the main export of Veloria's islands?")
    assert fact.entities == ("Veloria",)
    assert fact.terms == ("export",)
    assert set(fact.soft_terms) == {"main", "islands"}


def test_how_many_reads_the_counted_noun_as_unit():
    fact = read_fact("How many people live in Port Amsel?")
    assert (fact.unit, fact.unit_family, fact.terms) == ("people", "people", ("live",))
    fact = read_fact("How long is the Dorn bridge?")
    assert (fact.wh, fact.unit_family) == ("how long", "length")
    assert fact.soft_terms == ("long",)


def test_years_and_quoted_titles_are_entities():
    fact = read_fact('Who wrote "The Salt Road" in 1901?')
    assert fact.entities == ("The Salt Road", "1901")


def test_which_noun_is_the_head_not_a_required_term():
    fact = read_fact("Which treaty granted the islands self-government?")
    assert fact.head == "treaty"
    assert "treaty" not in fact.terms


def test_who_is_asks_for_a_description():
    assert read_fact("Who was Oskar Lind?").answer_type is AnswerType.OTHER
    assert read_fact("Who founded Carrow Bank?").answer_type is AnswerType.PERSON


def test_multi_hop_relative_clause():
    analysis = analyze_question("What is the capital of the country where Elias Varn was born?")
    (hop,) = analysis.parts
    assert hop.answer_type is AnswerType.PLACE
    assert hop.fact.entities == ("Elias Varn",)
    assert hop.fact.terms == ("born",)
    assert hop.question == "In which country was Elias Varn born?"
    assert analysis.hop_template == f"What is the capital of {SLOT}?"
    second = analysis.second_hop("Veloria")
    assert second.kind is QuestionKind.SINGLE_FACT
    assert second.fact.entities == ("Veloria",)
    assert second.fact.terms == ("capital",)


def test_multi_hop_relative_clause_before_the_main_verb():
    analysis = analyze_question("In what year was the bank that financed the herring fleet founded?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.hop_template == f"In what year was {SLOT} founded?"
    assert analysis.parts[0].answer_type is AnswerType.ORGANIZATION


def test_multi_hop_subject_relative_clause():
    analysis = analyze_question("Who founded the company that makes Dunmore tweed?")
    assert analysis.parts[0].question == "Which company makes Dunmore tweed?"
    assert analysis.parts[0].answer_type is AnswerType.ORGANIZATION
    assert analysis.second_hop("Greyfleece Mills").fact.entities == ("Greyfleece Mills",)


def test_multi_hop_possessive_and_of_phrase():
    analysis = analyze_question("Who is the mayor of Veloria's largest city?")
    assert analysis.parts[0].question == "What is Veloria's largest city?"
    assert analysis.hop_template == f"Who is the mayor of {SLOT}?"
    analysis = analyze_question("How many people live in the capital of Veloria?")
    assert analysis.parts[0].question == "What is the capital of Veloria?"
    assert analysis.hop_template == f"How many people live in {SLOT}?"


@pytest.mark.parametrize(
    "question",
    [
        "What is the capital of Veloria?",  # the phrase is the whole question: one hop
        "Who was the first president of the Varrow Isles?",
        "Who is the person who founded Carrow Bank?",
        "What is Veloria's largest city?",
        "When was the Bank of Veloria founded?",
    ],
)
def test_not_multi_hop(question):
    assert analyze_question(question).kind is not QuestionKind.MULTI_HOP


def test_compound_questions_split_and_resolve_pronouns():
    analysis = analyze_question("Who founded Port Amsel and when was it founded?")
    assert [p.question for p in analysis.parts] == ["Who founded Port Amsel?", "When was Port Amsel founded?"]
    assert [p.answer_type for p in analysis.parts] == [AnswerType.PERSON, AnswerType.DATE]
    analysis = analyze_question("Who designed the lighthouse? When was it completed?")
    assert len(analysis.parts) == 2
    analysis = analyze_question("Who founded Carrow Bank, and when?")
    assert analysis.parts[1].fact.answer_type is AnswerType.DATE
    assert analysis.parts[1].fact.entities == ("Carrow Bank",)


@pytest.mark.parametrize(
    ("question", "operation", "entities"),
    [
        ("How many more people live in Port Amsel than on Tessel?", Operation.DIFFERENCE,
         ["Port Amsel", "Tessel"]),
        ("How many fewer ships does Dunmore have than Tessel?", Operation.DIFFERENCE,
         ["Dunmore", "Tessel"]),
        ("How much taller is the Tessel light than the Dorn light?", Operation.DIFFERENCE,
         ["Tessel", "Dorn"]),
        ("What is the combined population of Tessel and Dunmore?", Operation.SUM, ["Tessel", "Dunmore"]),
        ("How many people live on Tessel, Dunmore and Greater Varrow in total?", Operation.SUM,
         ["Tessel", "Dunmore", "Greater Varrow"]),
        ("What is the average height of Mount Carrick and Mount Dorn?", Operation.AVERAGE,
         ["Mount Carrick", "Mount Dorn"]),
        ("What is the difference in population between Tessel and Dunmore?", Operation.DIFFERENCE,
         ["Tessel", "Dunmore"]),
        ("What is the ratio of the population of Tessel to the population of Dunmore?", Operation.RATIO,
         ["Tessel", "Dunmore"]),
        ("How many times more people live in Port Amsel than in Tessel?", Operation.RATIO,
         ["Port Amsel", "Tessel"]),
        ("What percentage of the population of Veloria lives in Port Amsel?", Operation.PERCENTAGE,
         ["Port Amsel", "Veloria"]),
        ("How many years after the founding of Port Amsel was Carrow Bank founded?", Operation.DIFFERENCE,
         ["Port Amsel", "Carrow Bank"]),
        ("How many years passed between the founding of Port Amsel and the opening of the Exchange?",
         Operation.DIFFERENCE, ["Port Amsel", "Exchange"]),
        ("How old was Elias Varn when Carrow Bank was founded?", Operation.DIFFERENCE,
         ["Elias Varn", "Carrow Bank"]),
    ],
)  # fmt: skip
def test_arithmetic_operands(question, operation, entities):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.ARITHMETIC
    assert analysis.operation is operation
    assert [p.fact.entities[0] for p in analysis.parts] == entities
    for part in analysis.parts:
        assert part.answer_type in (AnswerType.NUMBER, AnswerType.QUANTITY, AnswerType.DATE)


def test_percent_of_keeps_the_constant():
    analysis = analyze_question("What is 12.5% of the annual herring catch?")
    assert (analysis.operation, analysis.constant) == (Operation.PERCENT_OF, "12.5")
    assert analysis.parts[0].fact.terms == ("annual", "herring", "catch")


def test_years_between_events_ask_for_dates():
    analysis = analyze_question("How many years after the founding of Port Amsel was Carrow Bank founded?")
    assert [p.answer_type for p in analysis.parts] == [AnswerType.DATE, AnswerType.DATE]
    assert analysis.parts[1].fact.terms == ("founded",)


def test_plain_number_questions_are_not_arithmetic():
    for question in ["How many people live in Tessel?", "What is the total catch of the fleet?"]:
        assert analyze_question(question).kind is QuestionKind.SINGLE_FACT


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120))
def test_analysis_never_fails_on_arbitrary_text(text):
    analysis = analyze_question(text)
    assert analysis.kind in set(QuestionKind)
    assert analysis.answer_type in set(AnswerType)


def test_analysis_is_deterministic():
    question = "Who founded the company that makes Dunmore tweed, and when was it founded?"
    assert analyze_question(question) == analyze_question(question)


def test_month_questions_want_a_month():
    fact = read_fact("In which month is the Lantern Regatta held?")
    assert (fact.answer_type, fact.granularity) == (AnswerType.DATE, "month")
    assert read_fact("In what year was the bridge opened?").granularity == "year"
    assert read_fact("When is the regatta held?").recurring
    assert not read_fact("When was the regatta first held?").recurring


def test_compound_category_nouns_and_path_prepositions():
    fact = read_fact("Into which body of water does the River Ostral flow?")
    assert fact.answer_type is AnswerType.PLACE
    assert (fact.terms, fact.preposition, fact.entities) == (("flow",), "into", ("River Ostral",))


def test_a_name_that_only_narrows_the_wh_head_is_optional():
    fact = read_fact("Which channel of the River Ostral flows past Brindle Ford?")
    assert fact.entities == ("Brindle Ford",)
    assert fact.terms == ("past",)
    assert {"river", "ostral", "flows"} <= set(fact.soft_terms)
    # a forced entity (a first hop's answer) is never dropped
    assert read_fact("Which channel of Lake Amsel is deepest?", entities=("Lake Amsel",)).entities == (
        "Lake Amsel",
    )


def test_an_office_named_by_an_adjective_word_is_required():
    assert "principal" in read_fact("Who was the first principal of Veyport College?").terms
    assert "main" in read_fact("What is the main export of Veloria?").soft_terms


def test_chains_nest_through_reduced_and_where_clauses():
    analysis = analyze_question(
        "In what year was the university attended by the founder of the Ostral Saltworks Company founded?"
    )
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.hop_template == f"In what year was {SLOT} founded?"
    (hop,) = analysis.parts
    assert hop.kind is QuestionKind.MULTI_HOP
    assert hop.answer_type is AnswerType.ORGANIZATION
    assert hop.hop_template == f"Which university was attended by {SLOT}?"
    assert hop.parts[0].question == "Who is the founder of the Ostral Saltworks Company?"
    analysis = analyze_question(
        "Who was the first principal of the college where the founder of X Works trained?"
    )
    assert analysis.parts[0].kind is QuestionKind.MULTI_HOP
    assert analysis.hop_template == f"Who was the first principal of {SLOT}?"


def test_a_descriptive_name_carries_its_resolving_chain():
    analysis = analyze_question("How long is the bridge in Carrowmere?")
    assert analysis.kind is QuestionKind.SINGLE_FACT
    assert analysis.description is not None
    assert analysis.description.parts[0].question == "Which bridge is in Carrowmere?"
    assert analysis.description.hop_template == f"How long is {SLOT}?"
    assert analyze_question("What is the highest point on Dunmore?").description is None


@pytest.mark.parametrize(
    ("question", "operation", "entities"),
    [
        ("By what percentage did the population of Brindle Ford grow between the 1921 census and the 1951 "
         "census?", Operation.PERCENT_CHANGE, [("Brindle Ford", "1921"), ("Brindle Ford", "1951")]),
        ("By what percent did Veyport's population fall from 1921 to 1951?", Operation.PERCENT_DECREASE,
         [("Veyport", "1921"), ("Veyport", "1951")]),
        ("What was the percentage increase in the population of Oskavel between 1921 and 1951?",
         Operation.PERCENT_CHANGE, [("Oskavel", "1921"), ("Oskavel", "1951")]),
        ("By how many residents did the population of Oskavel grow between 1921 and 1951?",
         Operation.DIFFERENCE, [("Oskavel", "1921"), ("Oskavel", "1951")]),
        ("How many years after the University of Carrowmere was founded was Veyport College founded?",
         Operation.DIFFERENCE, [("University of Carrowmere",), ("Veyport College",)]),
    ],
)  # fmt: skip
def test_changes_between_two_times_and_clauses_of_events(question, operation, entities):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.ARITHMETIC
    assert analysis.operation is operation
    assert [p.fact.entities for p in analysis.parts] == entities


def test_a_unit_of_two_words_at_the_end_is_the_unit_not_a_term():
    fact = read_fact("What is the capacity of Marl Lake in million gallons?")
    assert (fact.unit, fact.terms) == ("million gallons", ("capacity",))  # the unit is both words
    assert read_fact("How large is the catchment of Marl Lake in square miles?").unit == "square miles"
    assert read_fact("How tall is the tower, in feet?").unit == "feet"


def test_a_pronoun_opening_years_after_stands_for_the_later_events_named_subject():
    opened = analyze_question("How many years after it opened was the Tarn Canal closed?")
    assert [p.fact.entities for p in opened.parts] == [("Tarn Canal",), ("Tarn Canal",)]
    founding = analyze_question("How many years after its founding was the Orrin Guild dissolved?")
    assert founding.parts[0].fact.entities == ("Orrin Guild",)
    # "the club" names too little to stand for: the pronoun is left as it is
    vague = analyze_question("How many years after its founding did the club first win the cup?")
    assert "club" not in vague.parts[0].question
