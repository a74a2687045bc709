"""Reading rules end to end on a small in-memory corpus: months, path prepositions, irregular verbs, change
between two times, nested chains, descriptive names, and corroboration that must state the relation; then
months in a long fronted clause, nouns of produce, the ends of a route, and agent nouns of a named thing."""

import pytest

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._decompose import multi_hop
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._reasoner import reason

DOCUMENTS = {
    "harbour-fair.md": "# The Harbour Fair\n\nThe Harbour Fair is a market held on the quay of Tarnby. "
    "The Harbour Fair was first held in 1850. The Harbour Fair takes place every July.",
    "rivers.md": "# The Rivers\n\nThe River Tarn flows into the Ness above Tarnby. "
    "The River Ness flows into the Cold Sea, a shallow bay of the western ocean.",
    "storm.md": "# The Great Storm\n\nThe Great Storm struck the coast in 1870. It began on 3 May 1870, when "
    "a gale met the spring tide.",
    "tarnby.md": "# Tarnby\n\nTarnby is a port at the mouth of the Ness. The 1900 census counted 2,000 "
    "residents in Tarnby. The 1950 census counted 3,000 residents in Tarnby.",
    "wexby.md": "# Wexby\n\nWexby is a village on the moor. The 1900 census counted 4,000 residents in "
    "Wexby. The 1950 census counted 3,000 residents in Wexby. The only bridge in Wexby is the Low Bridge.",
    "low-bridge.md": "# The Low Bridge\n\nThe Low Bridge is 90 metres long. The Low Bridge opened in 1811.",
    "holm-press.md": "# The Holm Press\n\nThe Holm Press was founded in 1901 by Ada Holm. Ada Holm studied "
    "printing at the Tarnby Academy before she bought her first press. The Holm Press prints books in Wexby.",
    "tarnby-academy.md": "# The Tarnby Academy\n\nThe Tarnby Academy was founded in 1820. The first "
    "principal of the Tarnby Academy was Oswin Reed.",
}
CORPUS = Corpus.from_documents(
    [Document(name, "", name, text, digest_bytes(text.encode())) for name, text in DOCUMENTS.items()]
)


def ask(question: str, supports: int = 1) -> Draft:
    return reason(question, lambda q: search(CORPUS, q, 3), supports=supports)


def assert_answer(draft: Draft, expected: str) -> None:
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    for c in draft.citations:
        assert CORPUS.document(c.doc_id).text[c.start : c.end] == c.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In which month is the Harbour Fair held?", "July"),
        ("When is the Harbour Fair held?", "July"),  # present tense: when it recurs
        ("In what year was the Harbour Fair first held?", "1850"),
        ("In which month did the Great Storm begin?", "May"),
        ("On what date did the Great Storm begin?", "3 May 1870"),  # "began" is "begin"
    ],
)
def test_months_and_dates(question, expected):
    assert_answer(ask(question), expected)


def test_the_answer_follows_the_path_preposition_of_the_question():
    draft = ask("Into which body of water does the River Ness flow?")
    assert_answer(draft, "Cold Sea")
    assert not answer_matches(draft.value or "", "River Tarn")


@pytest.mark.parametrize(
    ("question", "expected", "expression"),
    [
        ("By what percentage did the population of Tarnby grow between 1900 and 1950?", "50",
         "(3000 - 2000) / 2000 * 100"),
        ("By what percentage did the population of Wexby fall between 1900 and 1950?", "25",
         "(4000 - 3000) / 4000 * 100"),
        ("What was the percentage increase in the population of Tarnby between 1900 and 1950?", "50",
         "(3000 - 2000) / 2000 * 100"),
        ("How much did the population of Tarnby grow between 1900 and 1950?", "1000", "3000 - 2000"),
    ],
)  # fmt: skip
def test_change_between_two_times(question, expected, expression):
    draft = ask(question)
    assert_answer(draft, expected)
    assert draft.calculation is not None and draft.calculation.expression == expression


def test_a_person_then_the_institution_they_attended_then_its_founding():
    draft = ask("In what year was the academy attended by the founder of the Holm Press founded?")
    assert_answer(draft, "1820")
    assert [s.answer for s in draft.steps] == ["Ada Holm", "Tarnby Academy", "1820"]
    draft = ask("Who was the first principal of the academy where the founder of the Holm Press studied?")
    assert_answer(draft, "Oswin Reed")


def test_a_descriptive_name_is_resolved_before_the_rest_is_asked():
    draft = ask("How long is the bridge in Wexby?")
    assert_answer(draft, "90 metres")
    assert [s.answer for s in draft.steps] == ["Low Bridge", "90 metres"]


def test_unanswerable_variants_abstain():
    for question in [
        "In which month is the Low Bridge opened?",
        "Who was the first director of the Tarnby Academy?",  # the corpus names its first principal
        "By what percentage did the population of the Low Bridge grow between 1900 and 1950?",
    ]:
        assert ask(question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_corroboration_must_state_the_relation():
    # "The Holm Press prints books in Wexby" names the press and a place, but not where it was founded.
    draft = ask("Who founded the Holm Press?", supports=2)
    assert_answer(draft, "Ada Holm")
    assert all("founded" in c.text for c in draft.citations)


def test_irregular_past_forms_meet_their_verbs():
    assert key("began") == key("begin")
    assert key("grew") == key("grow")
    assert key("held") == key("hold")


# A second small corpus for the rules learned from the silver-mining set: two times joined by "and", a count
# that refers back ("the number"), "home to", light verbs of an event noun, "the work of", agent nouns, a
# percentage of members without a name, and a description by a participle without "by".
DOCUMENTS_2 = {
    "brenna.md": "# Brenna\n\nBrenna is a river port with 6,000 inhabitants. It is home to the Harrow Rope "
    "Works. Every June the ropemakers of Brenna walk in a torch procession to the harbour.",
    "harrow-rope-works.md": "# The Harrow Rope Works\n\nThe Harrow Rope Works makes cables for ships. "
    "In 1850 the works made 300 coils of rope, and in 1860 it made 500 coils. Its great crane was "
    "raised in 1871. The crane was the work of the millwright Ida Stoll.",
    "ida-stoll.md": "# Ida Stoll\n\nIda Stoll was a millwright. She studied mechanics at the Tolk Academy.",
    "tolk.md": "# Tolk\n\nTolk is a market town on the moor. In 1850 Tolk had 4,000 inhabitants. By 1900 "
    "the number had risen to 5,000. 1,250 of the inhabitants of Tolk live in the old quarter. The Tolk "
    "Academy was founded in 1801.",
    "fairs.md": "# Fairs\n\nThe Tolk Horse Fair is held every May on the common. It was founded by Jens "
    "Morr. The Brenna Net Fair is held every October on the quay. It was founded by Olav Brenn.",
    "piers.md": "# The Piers\n\nThe North Pier and the South Pier of Brenna together are 200 metres long.",
    "bridge.md": "# The Tolk Bridge\n\nThe Tolk Bridge was designed by Per Lund. Per Lund was born in "
    "Askerby.",
}
CORPUS_2 = Corpus.from_documents(
    [
        Document(name, text.split("\n", 1)[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in DOCUMENTS_2.items()
    ]
)


def ask_2(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS_2, q, 3))


def assert_answer_2(draft: Draft, expected: str) -> None:
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    for c in draft.citations:
        assert CORPUS_2.document(c.doc_id).text[c.start : c.end] == c.text


def test_two_times_joined_by_and_are_two_operands_each_read_at_its_own_year():
    draft = ask_2("How many coils of rope did the Harrow Rope Works make in 1850 and 1860 combined?")
    assert_answer_2(draft, "800")
    assert draft.calculation is not None and draft.calculation.expression == "300 + 500"


def test_two_operands_read_from_one_number_abstain():
    # "together are 200 metres long": reading 200 for each pier would answer 400, confidently and wrongly.
    draft = ask_2("What is the combined length of the North Pier and the South Pier?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert "same number" in draft.reason


def test_a_count_that_refers_back_to_a_stated_quantity():
    draft = ask_2("By what percentage did the population of Tolk grow between 1850 and 1900?")
    assert_answer_2(draft, "25")
    assert draft.calculation is not None and draft.calculation.expression == "(5000 - 4000) / 4000 * 100"


def test_home_to_names_the_subject_of_the_pronoun():
    draft = ask_2("How many people live in the town that is home to the Harrow Rope Works?")
    assert_answer_2(draft, "6,000")
    assert [s.answer for s in draft.steps][0] == "Brenna"


def test_a_light_verb_carries_its_event_noun():
    assert_answer_2(ask_2("In which month do the ropemakers of Brenna hold their procession?"), "June")


def test_the_work_of_credits_the_maker_and_the_possessive_stays_in_the_agent_noun_phrase():
    assert_answer_2(ask_2("Who built the crane of the Harrow Rope Works?"), "Ida Stoll")
    draft = ask_2(
        "In what year was the academy where the builder of the Harrow Rope Works' crane studied founded?"
    )
    assert_answer_2(draft, "1801")
    assert [s.answer for s in draft.steps][:2] == ["Ida Stoll", "Tolk Academy"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Where was the designer of the Tolk Bridge born?", "Askerby"),
        ("Who founded the fair held every October?", "Olav Brenn"),  # a participle without "by"
        ("Who founded the fair held every May?", "Jens Morr"),
    ],
)
def test_agent_nouns_and_participle_descriptions_resolve_first(question, expected):
    assert_answer_2(ask_2(question), expected)


def test_a_percentage_of_members_without_a_name_of_their_own():
    draft = ask_2("What percentage of Tolk's inhabitants live in the old quarter?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.calculation is not None and draft.calculation.expression.startswith("1250 / ")


def test_new_rules_still_abstain_without_evidence():
    for question in [
        "In which month do the ropemakers of Tolk hold their procession?",
        "Who founded the fair held every March?",
        "How many coils of rope did the Harrow Rope Works make in 1850 and 1870 combined?",
    ]:
        assert ask_2(question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


DOCUMENTS_3 = {
    "orsk.md": "# Orsk\n\nOrsk is a hamlet of 400 people on the salt flats. Each September, after the last "
    "pans of the summer have been raked and dried, the hamlet holds the Orsk Salt Fair. The fair was "
    "moved to the square in 1930.",
    "orsk-saltworks.md": "# The Orsk Saltworks\n\nIn 1880 the saltworks produced 300 tonnes of salt; "
    "by 1900 its yield had reached 520 tonnes.",
    "flat-line.md": "# The Flat Line\n\nThe Flat Line is a tramway that crosses from Vessby on the bay to "
    "Orsk. It was opened in 1888.",
    "orsk-quay.md": "# Orsk Quay\n\nThe quay wall was built in 1860 by the mason Ansel Dray.",
    "ansel-dray.md": "# Ansel Dray\n\nAnsel Dray was a mason born in 1821. He trained at the Vessby School "
    "of Masons. The Vessby School of Masons was founded in 1790.",
}
CORPUS_3 = Corpus.from_documents(
    [
        Document(name, text.split("\n", 1)[0].lstrip("# "), name, text, digest_bytes(text.encode()))
        for name, text in DOCUMENTS_3.items()
    ]
)


def ask_3(question: str) -> Draft:
    return reason(question, lambda q: search(CORPUS_3, q, 3))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("In which month is the Orsk Salt Fair held?", "September"),  # a month in a long fronted clause
        ("How many more tonnes of salt did the Orsk Saltworks produce in 1900 than in 1880?", "220"),
        ("From which town does the Flat Line set out?", "Vessby"),  # "set out" starts a route
        ("Where does the Flat Line run to?", "Orsk"),  # a stranded "to" names the route's end
        ("Where did the builder of the Orsk Quay wall train?", "Vessby School of Masons"),
        ("In what year was the school where the builder of the Orsk Quay wall trained founded?", "1790"),
    ],
)
def test_fronted_months_produce_nouns_route_ends_and_agent_nouns_of_a_named_thing(question, expected):
    draft = ask_3(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    for c in draft.citations:
        assert CORPUS_3.document(c.doc_id).text[c.start : c.end] == c.text


def test_a_month_of_a_recurring_event_does_not_date_its_first_occurrence():
    assert ask_3("When was the Orsk Salt Fair first held?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_noun_after_a_name_joins_the_agent_noun_phrase_but_a_bare_verb_does_not():
    chain = multi_hop("Where did the builder of the Orsk Quay wall train?")
    assert chain is not None and chain[1] == "Where did {answer} train?"
    chain = multi_hop("When did the founder of the Orsk Saltworks retire?")
    assert chain is not None and chain[1] == "When did {answer} retire?"


DOCUMENTS_4 = {
    "orsk-quay.md": "# Orsk Quay\n\nThe quay wall was built in 1790 to shelter the fishing fleet. "
    "Fishing boats unload at Orsk Quay every morning.",
    "tessel-museum-of-lace.md": "# The Tessel Museum of Lace\n\nThe Tessel Museum of Lace opened in 1931 in "
    "the former town hall of Brea. The museum was designed by the architect Lena Vos.",
    "orsk-ferry-line.md": "# The Orsk Ferry Line\n\nThe Orsk Ferry Line was founded in 1850 by the Brannock "
    "Shipping Company.",
    "sea-chapel.md": "# The Sea Chapel\n\nThe Sea Chapel was consecrated in 1702. Marta Ilsen built the Sea "
    "Chapel with money from the herring trade.",
}
DOCUMENTS_5 = {
    "harbour-wall.md": "# The Harbour Wall\n\nThe harbour wall was built in 1802 by the engineer "
    "Tomas Quill.",
}


def corpus_of(documents: dict[str, str]) -> Corpus:
    return Corpus.from_documents(
        [
            Document(n, t.split("\n")[0].lstrip("# "), n, t, digest_bytes(t.encode()))
            for n, t in documents.items()
        ]
    )


CORPUS_4, CORPUS_5 = corpus_of(DOCUMENTS_4), corpus_of(DOCUMENTS_5)


@pytest.mark.parametrize(
    "question",
    [
        "Who built the quay wall?",  # not the passage's title, "Orsk Quay"
        "Who founded the Tessel Museum of Lace?",  # not the town it stands in, nor its designer
    ],
)
def test_who_is_never_a_place_a_title_or_the_agent_of_another_relation(question):
    draft = reason(question, lambda q: search(CORPUS_4, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


@pytest.mark.parametrize(
    ("corpus", "question", "expected"),
    [
        ("5", "Who built the harbour wall?", "Tomas Quill"),  # a role noun before the name, passive
        ("4", "Who designed the Tessel Museum of Lace?", "Lena Vos"),
        ("4", "Who founded the Orsk Ferry Line?", "Brannock Shipping Company"),  # a company may found
        ("4", "Who built the Sea Chapel?", "Marta Ilsen"),  # the subject of an active verb
    ],
)
def test_who_is_answered_by_the_agent_of_the_asked_relation(corpus, question, expected):
    chosen = CORPUS_4 if corpus == "4" else CORPUS_5
    draft = reason(question, lambda q: search(chosen, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", expected), draft.answer
    for c in draft.citations:
        assert chosen.document(c.doc_id).text[c.start : c.end] == c.text


def test_former_is_not_formed():
    assert key("former") != key("formed")
