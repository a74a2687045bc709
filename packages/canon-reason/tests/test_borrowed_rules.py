"""Values borrowed from something next to the asked thing: each rule of ``_borrowed``, on tiny texts.

The end of a span ("until 1952") dates no founding, a life span in parentheses after another name dates no
thing of the subject, a planned thing has no measures, a measure "above" the asked thing is not its own, a
name owning a relative ("Anna's grandson") is no place, a length overall is no span and a height above water
no width, a fact of "No. 1" is not No. 3's, a value of a thing set within the subject ("The X Bridge, on the Y
Tramway, is 90 metres long") is not the subject's, a measure of a part named after a possessive ("Its clock
tower, 22 metres tall") is not the whole's, a fact of a relative the sentence opens with ("Her husband ... was
born in") is not the subject's, and an operand asked of "its" thing must come from text naming the subject.
The judge vetoes each in a full run; the right reading of the same kind still passes.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._borrowed import (
    ended_span_problem,
    kin_subject_problem,
    life_span_problem,
    other_dimension_problem,
    other_number_problem,
    owned_part_problem,
    owner_place_problem,
    planned_thing_problem,
    pronoun_operand_problem,
    reference_point_problem,
    set_within_problem,
)

DOCUMENTS = {
    "park.md": "# Tellow Park\n\nTellow Park opened in 1904. It was founded by the gardener Mina Holt, who "
    "kept it until 1939. The park covers 12 hectares.\n",
    "holt.md": "# Mina Holt\n\nMina Holt trained at Kew. Her husband, the painter Emil Holt, "
    "was born in 1866 in Ghent.\n",
    "bandstand.md": "# Bandstand\n\nThe bandstand was built in 1910. Its dome rises 4 metres above the "
    "roof of the pavilion; the dome is 11 metres tall from the ground.\n",
    "glasshouse.md": "# Glasshouses\n\nThe Orchid House seats 80. A second house, the Fern House, with 40 "
    "seats, was proposed for 1930.\n",
    "bridge.md": "# Tell Bridge\n\nThe Tell Bridge, on the Orme Tramway, is 90 metres long and carries "
    "the line 12 metres above the Tell Water.\n",
    "cars.md": "# Cars\n\nNo. 1 Ada: built 1899 by Pike & Co.; weight 9 tons.\nNo. 2 Bea: built 1902 by "
    "Lund Brothers.\n",
    "keepers.md": "# Keepers\n\n- Abel Rook (1850-1921), head keeper; born in Stenby.\n- Ivy Rook (born "
    "1901), Abel's granddaughter, keeper since 1950.\n",
}


@pytest.fixture(scope="module")
def corpus():
    return Corpus.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    "question",
    [
        "When was Tellow Park founded?",  # "until 1939" ends Mina Holt's keeping
        "Where was Mina Holt born?",  # her husband was born in Ghent
        "How many seats does the Fern House have?",  # only proposed
        "How high is the roof of the pavilion?",  # the dome rises above it
        "Where was Ivy Rook born?",  # "Abel's granddaughter"
        "How long is the Orme Tramway?",  # the bridge on it is 90 metres long
        "What is the span of the Tell Bridge?",  # a length overall
        "How wide is the Tell Bridge?",  # 12 metres above the water is a height
        "Who built No. 3?",  # only No. 1 and No. 2 are listed
    ],
)
def test_borrowed_values_are_not_passed(corpus, question):
    draft = judged(corpus, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When did Tellow Park open?", "1904"),
        ("How many seats does the Orchid House have?", "80"),
        ("Where was Emil Holt born?", "Ghent"),
        ("When was the bandstand built?", "1910"),
    ],
)
def test_the_right_reading_still_passes(corpus, question, expected):
    draft = judged(corpus, question)  # the judge's veto would end in an abstention
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_the_end_of_a_span_dates_no_other_event():
    cited = "It was founded by Ada Corr, who served as its director until 1952."
    assert ended_span_problem("When was the museum founded?", "1952", cited)
    assert not ended_span_problem("When did Ada Corr retire?", "1952", cited)
    assert not ended_span_problem("When was the museum founded?", "1952", "It was founded in 1952.")


def test_a_life_span_dates_only_the_name_it_follows():
    cited = "Ramon Alvar (1841-1910), founder; born in Tarrel."
    assert life_span_problem("When was the Vell Estate founded?", "1910", cited)
    assert not life_span_problem("When did Ramon Alvar die?", "1910", cited)
    assert not life_span_problem("When was Ramon Alvar's estate founded?", "1910", cited)


def test_a_planned_thing_has_no_measures():
    cited = "A third room, the Loft, with 60 seats, was planned for 2025."
    assert planned_thing_problem("How many seats does the Loft have?", "60", cited)
    assert not planned_thing_problem("How many seats was the Loft planned to have?", "60", cited)
    late = "It was completed in 1796, two years later than planned."
    assert planned_thing_problem("When was it planned to be completed?", "1796", late)
    assert not planned_thing_problem("How many seats does the Hall have?", "60", "The Hall has 60 seats.")


def test_a_measure_from_the_asked_thing_is_not_its_own():
    cited = "It rises 9 metres above the roof of the hall; the tower is 27 metres tall."
    assert reference_point_problem("How high is the roof of the hall?", "9 metres", cited)
    own = "The roof of the hall rises 9 metres above the street."
    assert not reference_point_problem("How high is the roof of the hall?", "9 metres", own)


def test_a_name_owning_a_relative_is_no_place():
    cited = "Ivy Rook (born 1901), Abel's granddaughter, keeper since 1950."
    assert owner_place_problem("Where was Ivy Rook born?", "Abel", cited)
    assert not owner_place_problem("Where was Ivy Rook born?", "Stenby", "Ivy Rook was born in Stenby.")


def test_a_relatives_fact_is_not_the_subjects():
    cited = "Her husband, the painter Emil Holt, was born in 1866 in Ghent."
    assert kin_subject_problem("Where was Mina Holt born?", "Ghent", cited)
    assert not kin_subject_problem("Where was Mina Holt's husband born?", "Ghent", cited)
    assert not kin_subject_problem("Where was Emil Holt born?", "Ghent", cited)


def test_an_operand_of_its_thing_must_name_the_subject():
    steps = [
        ("In which year: Bodega Serra was founded?", ["Bodega Serra was founded in 1890."]),
        ("In which year: its cellar built?", ["1902: Cellar built."]),
    ]
    assert pronoun_operand_problem(steps)
    cellar = ["The cellar of Bodega Serra was built in 1902."]
    named = [steps[0], ("In which year: its cellar built?", cellar)]
    assert not pronoun_operand_problem(named)


def test_a_measure_of_another_dimension_is_not_the_asked_one():
    cited = "The Tell Bridge, on the Orme Tramway, is 90 metres long and carries the line 12 metres above it."
    assert other_dimension_problem("What is the span of the Tell Bridge?", "90 metres", cited)
    assert other_dimension_problem("How wide is the Tell Bridge?", "12 metres", cited)
    assert not other_dimension_problem("How long is the Tell Bridge?", "90 metres", cited)
    assert not other_dimension_problem("How high above the water is the line?", "12 metres", cited)


def test_a_fact_of_another_number_is_not_the_asked_ones():
    cited = "No. 1 Ada: built 1899 by Pike & Co.; weight 9 tons."
    assert other_number_problem("Who built No. 3?", "Pike & Co", cited)
    assert not other_number_problem("Who built No. 1?", "Pike & Co", cited)


def test_a_value_of_a_thing_within_the_subject_is_not_the_subjects():
    cited = "The Tell Bridge, on the Orme Tramway, is 90 metres long."
    assert set_within_problem("How long is the Orme Tramway?", "90 metres", cited)
    assert not set_within_problem("How long is the Tell Bridge?", "90 metres", cited)
    weir = "The Lune Weir, below Kettle Mill, is 45 metres long and raises the river 2 metres."
    assert set_within_problem("How long is Kettle Mill?", "45 metres", weir)


def test_a_measure_of_a_possessed_part_is_not_the_wholes():
    cited = "Its clock tower, 22 metres tall, was added in 1850."
    assert owned_part_problem("How tall is the Guild Hall?", "22 metres", cited)
    assert not owned_part_problem("How tall is the clock tower of the Guild Hall?", "22 metres", cited)
    assert not owned_part_problem("How tall is the Guild Hall?", "18 metres", "Its tower is 18 metres tall.")


def test_an_operand_of_its_thing_under_a_lower_case_subject_must_name_it():
    steps = [
        ("In which year: the guild was founded?", ["The Weavers' Guild was founded in 1702."]),
        ("In which year: its hall built?", ["Its hall was built in 1790."]),
    ]
    assert pronoun_operand_problem(steps)
    assert not pronoun_operand_problem(
        [steps[0], ("In which year: its hall built?", ["The guild hall was built in 1760."])]
    )
