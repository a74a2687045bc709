"""Planning rules for chains and arithmetic: sub-questions phrased so that a single look-up reads them."""

from canon_reason.embedded._questions import Operation, QuestionKind, analyze_question


def test_an_event_noun_is_asked_through_its_verb():
    analysis = analyze_question("How many years after the abbey's consecration was its tower added?")
    assert analysis.operation is Operation.DIFFERENCE
    assert analysis.parts[0].question == "When was the abbey consecrated?"
    analysis = analyze_question("How many years after the completion of the canal was the tunnel opened?")
    assert analysis.parts[0].question == "When was the canal completed?"


def test_a_bare_name_borrows_the_other_event_s_verb():
    analysis = analyze_question("How many years after Marl Quay was Marl Quay Extension commissioned?")
    assert analysis.kind is QuestionKind.ARITHMETIC
    assert analysis.parts[0].question == "When was Marl Quay commissioned?"
    assert analysis.parts[0].fact.entities == ("Marl Quay",)
    assert analysis.parts[1].fact.entities == ("Marl Quay Extension",)
