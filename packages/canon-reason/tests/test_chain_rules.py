"""Planning rules for chains and arithmetic: sub-questions phrased so that a single look-up reads them."""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._questions import Operation, QuestionKind, analyze_question, read_fact
from canon_reason.embedded._spans import holder_in

DOCUMENTS = {
    "guild.md": "# The Weavers' Guild\n\nThe guild was chartered in 1702. Its first master, Tobias Wren, "
    "served from 1702 to 1718. The present master, Ada Quill, was elected in 2016.\n",
    "wardens.md": "# Wardens\n\nWardens of the guild hall:\n\n- Hal Moss (1921-1950)\n- Ivy Dunn, warden "
    "since "
    "1950\n",
    "keepers.md": "# Keepers\n\nThe longest-serving keeper, Ned Lark, served the hall for 27 years.\n",
    "st-anne-lowby.md": "# St Anne, Lowby\n\nSt Anne, Lowby was designed in 1850. "
    "The architect was Hugh Penn.\n",
    "st-anne-marsh.md": "# St Anne, Marsh\n\nSt Anne, Marsh was designed in 1872. "
    "The architect was Carl Wynn.\n",
    "hugh-penn.md": "# Hugh Penn\n\nHugh Penn was born in 1801 at Quarndon.\n",
    "carl-wynn.md": "# Carl Wynn\n\nCarl Wynn was born in 1830 at Dale.\n",
    "organ.md": "# The Guild Organ\n\nThe guild organ was built in 1860 by Pell and Sons of Ferry.\n",
    "sons-of-ferry.md": "# Sons of Ferry\n\nSons of Ferry was founded by Amos Pell in 1820.\n",
    "wardens-of-the-mint.md": "# Wardens of the Mint\n\n1701-1718: Silas Crane\n1718-1740: Jonas Reed\n",
    "clerks-of-the-mint.md": "# Clerks of the Mint\n\nThe clerk kept the books for the Warden.\n\n"
    "1720-1735: Paul Ford\n",
    "cloth-hall.md": "# Cloth Hall\n\nThe Cloth Hall was opened in 1725. "
    "The Wool Exchange was opened in 1718.\n",
    "almoners.md": "# Almoners\n\n- Ruth Hale, Almoner, 1801-1822\n"
    "- Olive Barr, Clerk 1790-1810, then Almoner 1822-1840\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


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


def test_how_many_years_one_thing_lasted_is_asked_as_its_span():
    analysis = analyze_question("For how many years was Tobias Wren master of the guild?")
    assert (analysis.kind, analysis.operation) == (QuestionKind.ARITHMETIC, Operation.DURATION)
    assert analysis.parts[0].question == "When was Tobias Wren master of the guild?"
    for interval in (
        "How many years after the charter was Ada Quill elected?",
        "How many years was Tobias Wren older than Ada Quill?",
    ):
        assert analyze_question(interval).operation is not Operation.DURATION


def test_a_span_of_years_gives_the_duration_and_a_lone_year_does_not():
    draft = judged(CORPUS, "For how many years was Tobias Wren master of the guild?")
    assert (draft.outcome, draft.value) == (Outcome.ANSWERED, "16 years")
    assert draft.calculation is not None and draft.calculation.expression == "1718 - 1702"
    assert judged(CORPUS, "For how many years was Hal Moss warden?").value == "29 years"
    assert (
        judged(CORPUS, "For how many years has Ada Quill been master?").outcome
        is Outcome.INSUFFICIENT_EVIDENCE
    )


def test_a_duration_stated_outright_is_read_when_no_span_is_found():
    assert judged(CORPUS, "For how many years did Ned Lark serve the hall?").value == "27 years"


def test_a_place_after_a_comma_belongs_to_the_name_of_a_chain_s_first_hop():
    analysis = analyze_question("In what year was the architect of St Anne, Lowby born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Who is the architect of St Anne, Lowby?"
    assert analysis.hop_template == "In what year was {answer} born?"
    draft = judged(CORPUS, "In what year was the architect of St Anne, Lowby born?")
    assert (draft.outcome, draft.value) == (Outcome.ANSWERED, "1801")
    assert [s.answer for s in draft.steps] == ["Hugh Penn", "1801"]


def test_a_long_subject_is_inverted_in_a_hop_s_question():
    analysis = analyze_question(
        "Who was the first director of the school where the founder of the Lowby Weavers' Guild was taught?"
    )
    assert analysis.parts[0].question == "In which school was the founder of the Lowby Weavers' Guild taught?"


def test_a_chain_whose_first_hop_the_judge_vetoes_abstains():
    draft = judged(CORPUS, "Who founded the firm that built the guild organ?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert "'Pell and Sons of Ferry' to 'Which firm built the guild organ?' is vetoed" in (draft.reason or "")


def _holder(question: str) -> str | None:
    hits = [h for name in DOCUMENTS for h in search(CORPUS, name.removesuffix(".md").replace("-", " "), 3)]
    found = holder_in(read_fact(question), hits)
    return found.name if found is not None else None


def test_the_holder_of_an_office_in_a_year_is_read_from_a_list_of_spans():
    assert _holder("Who was Warden of the Mint in 1730?") == "Jonas Reed"
    assert _holder("Who was almoner in 1810?") == "Ruth Hale"
    assert _holder("Who was almoner in 1830?") == "Olive Barr"


def test_a_shared_year_another_office_or_a_lone_year_names_no_holder():
    assert _holder("Who was Warden of the Mint in 1718?") is None  # one's last year, the next one's first
    assert _holder("Who was almoner in 1795?") is None  # Olive Barr was clerk then
    assert _holder("Who was Warden of the Mint in 1750?") is None


def test_who_held_an_office_when_an_event_happened_is_two_hops():
    analysis = analyze_question("Who was Warden of the Mint when the Cloth Hall was opened?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the Cloth Hall opened?"
    assert analysis.hop_template == "Who was Warden of the Mint in {answer}?"
    draft = judged(CORPUS, "Who was Warden of the Mint when the Cloth Hall was opened?")
    assert (draft.outcome, draft.value) == (Outcome.ANSWERED, "Jonas Reed")
    assert judged(CORPUS, "Who was Warden of the Mint when the Wool Exchange opened?").outcome is (
        Outcome.INSUFFICIENT_EVIDENCE
    )


def test_a_comparative_after_a_unit_asks_each_side_in_that_unit():
    analysis = analyze_question("How many kilograms heavier is the Great Bell than the Little Bell?")
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.question for p in analysis.parts] == [
        "How heavy is the Great Bell, in kilograms?",
        "How heavy is the Little Bell, in kilograms?",
    ]
    less = analyze_question("How many megalitres less did Marl Lake yield in 2024 than in 2014?")
    assert [p.question for p in less.parts] == [
        "How many megalitres did Marl Lake yield in 2024?",
        "How many megalitres did Marl Lake yield in 2014?",
    ]


def test_the_other_side_of_a_comparison_keeps_its_place_and_may_be_described():
    analysis = analyze_question(
        "How many metres taller is the spire of St Anne, Lowby than the spire of St Anne, Marsh?"
    )
    assert [p.fact.entities for p in analysis.parts] == [("St Anne", "Lowby"), ("St Anne", "Marsh")]
    described = analyze_question("How many kilograms heavier is the Great Bell than the tenor of the ring?")
    assert described.parts[1].question == "How heavy is the tenor of the ring, in kilograms?"
    dated = analyze_question("How many more entries did the 2024 Spring Open have than the 2024 Autumn Open?")
    assert [p.fact.entities for p in dated.parts] == [("2024", "Spring Open"), ("2024", "Autumn Open")]


def test_a_relational_noun_of_a_described_thing_is_a_first_hop():
    analysis = analyze_question("Where was the architect of the rebuilt abbey tower born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Who is the architect of the rebuilt abbey tower?"
    assert analysis.hop_template == "Where was {answer} born?"
    assert analyze_question("What is the height of the rebuilt abbey tower?").kind is QuestionKind.SINGLE_FACT


def test_an_agent_noun_the_lexicon_does_not_know_is_asked_through_its_verb():
    analysis = analyze_question("In which town was the collector of the Marsh orchid born?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Who collected the Marsh orchid?"
    assert analysis.hop_template == "In which town was {answer} born?"
    known = analyze_question("When was the inventor of the Davy Lamp born?")
    assert known.parts[0].question == "Who is the inventor of the Davy Lamp?"


def test_a_gap_that_separates_two_things_is_their_difference():
    analysis = analyze_question(
        "How many rating points separate Ann Roe and Tom Bell on the March 2020 list?"
    )
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.question for p in analysis.parts] == [
        "What is the rating of Ann Roe on the March 2020 list?",
        "What is the rating of Tom Bell on the March 2020 list?",
    ]
    votes = analyze_question("How many votes separated Ann Roe and Tom Bell in the 2019 election?")
    assert votes.parts[0].question == "How many votes did Ann Roe have in the 2019 election?"


def test_a_unit_after_the_last_side_asks_both_sides_in_it():
    analysis = analyze_question("How much taller is the Great Elm than the Old Oak, in metres?")
    assert [p.question for p in analysis.parts] == [
        "How tall is the Great Elm, in metres?",
        "How tall is the Old Oak, in metres?",
    ]
    named = analyze_question(
        "How many kilograms heavier is the Great Bell than the Little Bell, in kilograms?"
    )
    assert named.parts[0].question == "How heavy is the Great Bell, in kilograms?"


def test_a_year_after_than_replaces_only_the_year_of_the_first_side():
    analysis = analyze_question("How many more entries did the 2024 Spring Open have than in 2023?")
    assert analysis.parts[1].question == "How many entries did the 2023 Spring Open have?"


def test_a_label_line_answers_only_for_the_office_its_title_or_line_names():
    assert _holder("Who was Warden of the Mint in 1730?") == "Jonas Reed"  # not the clerk of that year
    assert _holder("Who was Clerk of the Mint in 1730?") == "Paul Ford"
