"""Facts read from structured text: label lines, units written as abbreviations, a value in two units.

A label line ("Capacity: 4,100 Ml (902 million gallons)") states its label's fact for the passage it sits
in; "Ml" is megalitres (never millilitres), "cwt" hundredweight; a value given in a second unit in
parentheses answers a question that asks in that unit, and the first unit never does.
"""

import pytest
from pipeline_judge import judged

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches, words
from canon_reason.embedded._candidates import names, numbers
from canon_reason.embedded._fact import AnswerType
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key, unit_family_of, unit_name, unit_phrase
from canon_reason.embedded._questions import analyze_question
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import head_key, sentences_of

DOCUMENTS = {
    "tarn-reservoir.md": "# Tarn Reservoir\n\nTarn Reservoir was finished in 1911 by the Skell Water Board."
    "\n\nCapacity: 4,100 Ml (902 million gallons)\nDam height: 19 metres (62 feet)\n"
    "Catchment: 12.8 km2 (4.9 square miles)\n",
    "upper-tarn-reservoir.md": "# Upper Tarn Reservoir\n\nUpper Tarn Reservoir lies above Tarn Reservoir."
    "\n\nCapacity: 900 Ml\nDam height: 12 metres\n",
    "great-bell.md": "# The Great Bell\n\nThe Great Bell hangs in the west tower of Skell church.\n\n"
    "Weight: 83 cwt (4,200 kg)\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_capital_ml_is_megalitres_and_cwt_a_mass():
    assert unit_name("Ml") == unit_name("megalitres") == "megalitre"
    assert unit_name("ml") == "ml"
    assert unit_family_of("megalitres") == "volume"
    assert unit_family_of("cwt") == unit_family_of("kg") == "mass"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the capacity of Tarn Reservoir in megalitres?", "4,100"),
        ("What is the capacity of Upper Tarn Reservoir in megalitres?", "900"),
        ("How high is the dam of Tarn Reservoir in feet?", "62 feet"),  # the second unit, in parentheses
        ("What is the dam height of Tarn Reservoir in metres?", "19 metres"),
        ("What does the Great Bell weigh in hundredweight?", "83 cwt"),  # "in <unit>" asks a quantity
        ("How heavy is the Great Bell in kilograms?", "4,200 kg"),
        ("How large is the catchment of Tarn Reservoir in square miles?", "4.9 square miles"),
        ("How large is the catchment of Tarn Reservoir in square kilometres?", "12.8 km2"),
        ("What is the capacity of Tarn Reservoir in million gallons?", "902 million gallons"),
    ],
)
def test_label_lines_are_read_in_the_unit_asked(question, expected):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_a_unit_of_two_words_is_read_whole():
    assert unit_name("square miles") == unit_phrase("square", "miles") == "square mile"
    assert unit_family_of("square miles") == "area" and unit_family_of("million gallons") == "volume"
    text = "Catchment: 12.8 km2 (4.9 square miles)"
    assert [(m.text, m.family) for m in numbers(text, tuple(words(text)))] == [
        ("12.8 km2", "area"),
        ("4.9 square miles", "area"),
    ]
    assert analyze_question("How large is the catchment in square miles?").fact.unit == "square miles"


def test_a_unit_to_answer_in_makes_a_what_question_ask_for_a_quantity():
    fact = analyze_question("What does the Great Bell weigh in hundredweight?").fact
    assert (fact.answer_type, fact.unit_family) == (AnswerType.QUANTITY, "mass")


def test_a_value_in_the_unit_not_asked_is_no_answer():
    draft = judged(CORPUS, "How high is the dam of Upper Tarn Reservoir in feet?")  # given in metres only
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def _corpus(documents: dict[str, str]) -> Corpus:
    return Corpus.from_documents(
        [
            Document(name, text.partition("\n")[0].lstrip("# "), name, text, digest_bytes(text.encode()))
            for name, text in documents.items()
        ]
    )


SOCIETY = {
    "society.md": "# Skell Rowing Society\n\nThe Skell Rowing Society was formed in 1882 on the river below "
    "Tarn.\n",
    "officers.md": "# Officers of the society\n\nPresident: Ada Rook\nTreasurer: Ben Hale\n",
}
TWO_SOCIETIES = SOCIETY | {
    "tarn-society.md": "# Tarn Rowing Society\n\nThe Tarn Rowing Society, a rival of the Skell Rowing "
    "Society, was formed in 1890.\n",
}


def test_a_passage_titled_by_the_head_noun_is_about_the_one_entity_of_that_kind():
    corpus = _corpus(SOCIETY)
    draft = reason("Who is the treasurer of the Skell Rowing Society?", lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "Ben Hale"), draft.answer


def test_a_head_noun_shared_by_two_named_entities_means_neither():
    corpus = _corpus(TWO_SOCIETIES)
    draft = reason("Who is the treasurer of the Skell Rowing Society?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


FIGURES = {
    "ferry-figures.md": "# Ferry figures\n\nPassengers carried over the year, from the harbour returns.\n\n"
    "Skell Ferry\n1990: 41,000\n2000: 49,200\n\nSkell Ferry Express\n1990: 9,600\n2000: 12,100\n",
    "skell-ferry.md": "# Skell Ferry\n\nThe Skell Ferry crosses from Tarn to Skell.\n",
}


def test_a_year_row_gives_its_caption_s_measure_for_its_entry():
    corpus = _corpus(FIGURES)
    rows = {s.text: s for s in sentences_of(search(corpus, "Skell Ferry passengers 2000", 3))}
    assert "passeng" in rows["2000: 49,200"].caption
    assert not rows["Skell Ferry"].caption  # a caption belongs to label lines only

    def ask(question: str) -> Draft:
        return reason(question, lambda q: search(corpus, q, 3))

    draft = ask("How many passengers did the Skell Ferry carry in 2000?")
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "49,200"), draft.answer
    assert answer_matches(ask("What was the passenger figure of the Skell Ferry in 1990?").answer, "41,000")
    assert answer_matches(
        ask("How many passengers did the Skell Ferry Express carry in 1990?").answer, "9,600"
    )
    assert (
        ask("How many passengers did the Skell Ferry carry in 2010?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    )


YIELDS = {
    "yields.md": "# Annual yields\n\nYield is the water drawn from each reservoir over the year.\n\n"
    "Tarn: 6,200 Ml in 2014; 5,580 Ml in 2024\nSkell: 9,900 Ml in 2014; 10,400 Ml in 2024\n",
    "tarn.md": "# Tarn\n\nTarn is a reservoir on the moor.\n",
}


def test_an_entity_s_label_line_gives_what_its_caption_or_title_names_at_the_year_asked():
    corpus = _corpus(YIELDS)

    def ask(question: str) -> Draft:
        return reason(question, lambda q: search(corpus, q, 3))

    draft = ask("What was Skell's annual yield in 2024?")
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "10,400 Ml"), draft.answer
    assert answer_matches(ask("What was Tarn's annual yield in 2014?").answer, "6,200 Ml")
    assert ask("What was Tarn's annual yield in 2004?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    text = "In 2014 it gave 6,200 Ml to Skell"
    assert [m.text for m in names(text, tuple(words(text)))] == ["Skell"]  # "Ml" is the number's unit


RATINGS = {
    "rating-list.md": "# Rating list, May 2024\n\n1. Ada Rook (Tarn) 2411\n2. Ben Hale (Skell) 2390\n"
    "3. Ola Berg (Tarn) 2302\n",
    "ben-hale.md": "# Ben Hale\n\nBen Hale (born 1980) plays for the Skell club.\n",
}


def test_a_rating_is_a_number_read_from_its_row_of_a_titled_list():
    assert key("rating") != key("rate") and key("ratings") == key("rating")
    assert (
        analyze_question("What is Ben Hale's rating on the May 2024 list?").fact.answer_type
        is AnswerType.NUMBER
    )
    corpus = _corpus(RATINGS)
    draft = reason("What is Ben Hale's rating on the May 2024 list?", lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "2390"), draft.answer


ALIASES = {
    "hesk-edge.md": "# Hesk Edge transmitter\n\nHesk Edge, called the New Mast to set it apart from Crag "
    "Moor, was built in 1999.\n",
    "crag-moor.md": "# Crag Moor transmitter\n\nCrag Moor was built in 1965 above the valley.\n",
    "st-oda.md": "# St Oda, Lowby\n\nSt Oda's, known locally as the Sailors' Church, stands by the harbour "
    "at Lowby.\n",
}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which transmitter is known as the New Mast?", "Hesk Edge"),  # not the other name of its sentence
        ("Which church is called the Sailors' Church?", "St Oda"),  # not the town it stands in
    ],
)
def test_an_alias_question_is_answered_by_the_name_the_alias_is_given_to(question, expected):
    corpus = _corpus(ALIASES)
    draft = reason(question, lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_an_alias_no_passage_gives_is_not_answered():
    corpus = _corpus(ALIASES)
    draft = reason("Which church is called the Fishermen's Chapel?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


NAMED = {
    "crag-moor.md": "# Crag Moor transmitter\n\nCrag Moor, known in the valley as the Old Mast, is the main "
    "transmitter.\n\nMast height: 229 metres (751 feet)\nFrequency: 97.4 MHz\n",
    "trees.md": "# Champion trees\n\nThe Pell Cedar, known locally as the Old Cedar. A cedar planted in "
    "1848. Height 32 metres (105 feet).\n\nThe Danby Oak. Planted in 1840. Height 27 metres (89 feet).\n",
}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How tall is the Old Mast, in feet?", "751 feet"),  # the passage named its topic so
        ("How tall is the Old Cedar in feet?", "105 feet"),  # the entry's paragraph named its subject so
    ],
)
def test_a_name_given_to_a_passage_s_or_entry_s_subject_is_read_as_it(question, expected):
    corpus = _corpus(NAMED)
    draft = reason(question, lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_a_name_given_in_one_paragraph_is_not_the_next_entry_s():
    corpus = _corpus(NAMED)
    aliased = {s.text: s.aliases for s in sentences_of(search(corpus, "Old Cedar Danby Oak height", 3))}
    assert aliased["Height 32 metres (105 feet)."] == {"old", "cedar"}
    assert not aliased["Height 27 metres (89 feet)."]


def test_frequencies_and_powers_are_units():
    assert unit_family_of("MHz") == "frequency" and unit_family_of("kW") == "power"
    text = "Frequency: 97.4 MHz"
    assert [m.family for m in numbers(text, tuple(words(text)))] == ["frequency"]
    draft = reason("How tall is the Crag Moor transmitter?", lambda q: search(_corpus(NAMED), q, 3))
    assert answer_matches(draft.answer, "229 metres"), draft.answer  # never "97.4"


SITES = {
    "tarn-sites.md": "# The Tarn transmitters\n\nThere are two sites near Tarn.\n\n"
    "Tarn (FM). A mast above the town, built in 1983. Effective radiated power: 2 kW.\n\n"
    "Tarn Marsh (AM). Two masts on the marsh. Effective radiated power: 0.8 kW.\n",
    "long-label.md": "# Skell Lake\n\nSkell Lake lies below the moor.\n\n"
    "Catchment, including that of the upper lake and its feeders: 31.2 km2\nCapacity: 900 Ml\n",
}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What is the effective radiated power of the Tarn FM transmitter?", "2 kW"),  # "Tarn (FM)." heads
        ("What is the capacity of Skell Lake in megalitres?", "900"),  # a long label is a label line, too
    ],
)
def test_entry_names_with_a_qualifier_and_long_labels_are_read(question, expected):
    corpus = _corpus(SITES)
    draft = reason(question, lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer
    texts = {s.text for s in sentences_of(search(corpus, "Skell Lake catchment capacity", 3))}
    assert "Capacity: 900 Ml" in texts


WARDENS = {
    "wardens.md": "# Wardens of the Tarn Rowing Society\n\n1950-1971: Ada Rook\n1971-1990: Ben Hale\n"
    "1990 to the present: Ola Berg\n",
    "society.md": "# Tarn Rowing Society\n\nThe Tarn Rowing Society was formed in 1882.\n",
}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was warden of the Tarn Rowing Society in 1980?", "Ben Hale"),
        ("Who was warden of the Tarn Rowing Society in 2005?", "Ola Berg"),  # "to the present"
        ("Who was warden of the Tarn Rowing Society in 1940?", None),  # before every span
    ],
)
def test_a_line_labelled_with_a_span_of_years_holds_each_year_of_it(question, expected):
    corpus = _corpus(WARDENS)
    draft = reason(question, lambda q: search(corpus, q, 3))
    if expected is None:
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
        return
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_a_label_naming_the_head_noun_of_the_one_entity_of_that_kind_is_about_it():
    corpus = _corpus(
        SOCIETY
        | {
            "journal.md": "# The Skell Gazette\n\nThe society's journal, the Skell Gazette, first appeared "
            "in 1890.\n",
            "staff.md": "# Society staff, 2024\n\nGazette Editor: Ola Berg\nBoatman: Piet Dunn\n",
        }
    )
    draft = reason("Who edits the Skell Gazette?", lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "Ola Berg"), draft.answer


MILLS = {
    "mills.md": "# Mills of the Wend valley\n\nOutput of each mill, in tonnes of flour a year:\n\n"
    "Upper Mill: 120 tonnes in 1900; 90 tonnes in 1950\nLower Mill: 200 tonnes in 1900; 260 tonnes in 1950\n",
    "upper-mill.md": "# Upper Mill\n\nUpper Mill, known in the village as the Old Wheel, stands above the "
    "weir.\n\nWheel diameter: 6 metres (20 feet)\nOwner: Wend Milling Company\n",
    "lower-mill.md": "# Lower Mill\n\nLower Mill was built in 1822 by Thomas Reed.\n\n"
    "Wheel diameter: 8 metres\n",
    "company.md": "# Wend Milling Company\n\nThe Wend Milling Company was formed in 1850. The Wend Brewing "
    "Company bought it in 1960.\n",
    "board.md": "# Directors of the company\n\nChair: Ann Marsh\nSecretary: Piet Lowe\n",
}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many tonnes of flour did Upper Mill produce in 1950?", "90 tonnes"),  # "Output" captions it
        ("What is the wheel diameter of the Old Wheel in feet?", "20 feet"),
        ("What is the wheel diameter of Lower Mill in feet?", None),  # given in metres only
        ("Who is the chair of the Wend Milling Company?", None),  # two companies: "the company" is either
        ("What was Lower Mill's output in 1925?", None),
    ],
)
def test_structured_facts_are_read_and_near_misses_abstain(question, expected):
    corpus = _corpus(MILLS)
    draft = reason(question, lambda q: search(corpus, q, 3))
    if expected is None:
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
        return
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, expected), draft.answer


def test_a_label_naming_the_counted_thing_answers_a_question_about_its_passage():
    corpus = _corpus(
        {
            "herbarium.md": "# The Herbarium\n\nThe herbarium was founded in 1869.\n\n"
            "Specimens: about 310,000\nLibrary: 22,000 volumes\n",
            "library.md": "# The Library\n\nThe library holds 9,000 maps.\n",
        }
    )
    draft = reason("How many specimens does the herbarium hold?", lambda q: search(corpus, q, 3))
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "310,000"), draft.answer  # "about" stands between label and value


def test_a_caption_naming_the_subject_makes_its_plain_year_rows_the_subject_s():
    corpus = _corpus(
        {
            "cargo.md": "# Cargo handled\n\nCargo handled at Penby each year, in tonnes:\n\n1920: 80,000\n"
            "1930: 95,000\n",
            "figures.md": "# Ferry figures\n\nPassengers, from the returns; figures for Skell Ferry include "
            "Skell Ferry Express.\n\nSkell Ferry\n1930: 49,200\n",
        }
    )

    def ask(question: str) -> Draft:
        return reason(question, lambda q: search(corpus, q, 3))

    draft = ask("How many tonnes of cargo were handled at Penby in 1930?")
    assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
    assert answer_matches(draft.answer, "95,000"), draft.answer
    # rows under an entry name are that entry's, whatever else the caption names
    assert ask("How many passengers did the Skell Ferry Express carry in 1930?").outcome is (
        Outcome.INSUFFICIENT_EVIDENCE
    )


def test_the_head_noun_of_a_name_with_of_stands_before_it():
    assert head_key("Penby Museum of Clocks") == key("museum")
    assert head_key("Norland Chess Federation") == key("federation")
    museum = {
        "museum.md": "# Penby Museum of Clocks\n\nThe Penby Museum of Clocks opened in 1962.\n",
        "staff.md": "# Staff of the museum\n\nDirector: Lena Voss\nMuseum Librarian: Ruth Ames\n",
    }
    corpus = _corpus(museum)
    for question, expected in [
        ("Who is the director of the Penby Museum of Clocks?", "Lena Voss"),
        ("Who is the librarian of the Penby Museum of Clocks?", "Ruth Ames"),
    ]:
        draft = reason(question, lambda q, c=corpus: search(c, q, 3))
        assert judge_draft(draft, corpus=corpus).verdict is Decision.PASS, draft.reason
        assert answer_matches(draft.answer, expected), draft.answer
    corpus = _corpus(museum | {"toys.md": "# Skell Toy Museum\n\nThe Skell Toy Museum opened in 1970.\n"})
    draft = reason("Who is the director of the Penby Museum of Clocks?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer  # two museums: "the museum" is either
