"""Values of another thing than the asked one: each rule of ``_identity``, on tiny texts.

A namesake set apart by another epithet ("Pepper the pony" for Pepper the goat), a sentence about the
shorter-named thing ("The Long Barn, ..." for the Long Barn Loft), a total beside the asked sub-count, a
measure of something else where the subject's own stands in brackets after its name, and a fact of the
subject's offspring ("born to Clover") are not the asked thing's, nor is the event of a sentence opening with
another name ("The Old Sheds ... opened in 1931"), nor an operand asked of "it" from text naming only a part
of the subject's name ("the centre of Tarn" for the Tarn Branch), nor a formal act's date (an incorporation)
for a founding, nor a measure of a thing the subject is named after as what it serves ("..., serving the
Crag path"). The judge vetoes each in a full run and
the question the corpus cannot answer is abstained on; the right reading of the same kind still passes.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._borrowed import pronoun_operand_problem
from canon_reason.embedded._identity import (
    apposed_measure_problem,
    epithet_problem,
    formal_act_problem,
    offspring_problem,
    other_event_subject_problem,
    served_thing_problem,
    shorter_name_problem,
    sub_count_problem,
)

DOCUMENTS = {
    "goats.md": "# Goats\n\nThe farm keeps six goats. Its oldest is a nanny named Pepper, who shares "
    "her name with the pony. Pepper the goat weighed 58 kg at her last weighing, in 2022.\n",
    "barns.md": "# The Long Barn and the Long Barn Loft\n\nThe Long Barn, finished in 1871, is a timber "
    "hall designed by the carpenter Ruth Calder. The Long Barn Loft is a later room above its west end.\n",
    "paths.md": "# Paths\n\nWay-marked paths: 21 (8 easy, 9 steady and 4 hard).\n",
    "hills.md": "# Hills\n\nThe Brack Lane path climbs 140 m over 900 m towards the top of Orrin Fell "
    "(610 m) and ends at a stile.\n",
    "pens.md": "# Pens: the Old Sheds and Heron Yard\n\nThe Old Sheds, a row of brick stalls with a slate "
    "roof, opened in 1931.\n",
    "herd.md": "# Herd book\n\nBasil, a bull calf, born to Clover; birth weight 31 kg.\n",
}


@pytest.fixture(scope="module")
def corpus():
    return Corpus.from_texts(DOCUMENTS)


@pytest.mark.parametrize(
    "question",
    [
        "What did Pepper the pony weigh in 2022?",  # the goat's weight
        "Who designed the Long Barn Loft?",  # the Long Barn's designer
        "How many hard paths are there?",  # 21 counts every path
        "What was Clover's weight at birth?",  # her calf's
        "When did Heron Yard open?",  # the Old Sheds opened in 1931
    ],
)
def test_another_things_value_is_abstained_on(corpus, question):
    draft = judged(corpus, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What did Pepper the goat weigh in 2022?", "58 kg"),
        ("Who designed the Long Barn?", "Ruth Calder"),
        ("What was Basil's weight at birth?", "31 kg"),
    ],
)
def test_the_right_reading_still_passes(corpus, question, expected):
    draft = judged(corpus, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_another_epithet_names_a_namesake():
    cited = "Pepper the goat weighed 58 kg in 2022."
    assert epithet_problem("What did Pepper the pony weigh?", cited)
    assert not epithet_problem("What did Pepper the goat weigh?", cited)
    assert not epithet_problem("What did Pepper weigh?", cited)


def test_a_sentence_about_the_shorter_name_is_not_about_the_longer():
    cited = "The Long Barn, finished in 1871, is a timber hall built by Ruth Calder."
    assert shorter_name_problem("Long Barn Loft", cited)
    assert not shorter_name_problem("Long Barn", cited)
    assert not shorter_name_problem("Long Barn Loft", "The Long Barn Loft was built by Ruth Calder.")
    # a shorter name further in may be where the asked thing stands
    assert not shorter_name_problem("Long Barn Loft", "Added in 1905 above the Long Barn.")
    # nor is a person's first name alone another person
    assert not shorter_name_problem("Ada Crane", "Ada, the founder, was born in 1850.")


def test_a_total_is_no_sub_count():
    cited = "Way-marked paths: 21 (8 easy, 9 steady and 4 hard)"
    assert sub_count_problem("How many hard paths are there?", "21", cited)
    assert not sub_count_problem("How many hard paths are there?", "4", cited)
    assert not sub_count_problem("How many paths are there?", "21", cited)
    assert not sub_count_problem("How many hard paths are there?", "21", "There are 21 hard paths.")


def test_a_bracketed_measure_is_the_subjects_own():
    cited = "It climbs 140 m over 900 m towards the top of Orrin Fell (610 m)."
    assert apposed_measure_problem("How high is Orrin Fell?", "Orrin Fell", "900 m", cited)
    assert not apposed_measure_problem("How high is Orrin Fell?", "Orrin Fell", "610 m", cited)
    # the question asks about a thing named after the subject, not the bracketed subject
    assert not apposed_measure_problem("How long is the Orrin Fell path?", "Orrin Fell", "900 m", cited)


def test_a_parents_mention_gives_the_offsprings_value():
    cited = "Basil, a bull calf, born to Clover; birth weight 31 kg."
    assert offspring_problem("What was Clover's weight at birth?", "Clover", "31 kg", cited)
    assert not offspring_problem("What was Basil's weight at birth?", "Basil", "31 kg", cited)
    assert not offspring_problem("What did Clover's calf weigh at birth?", "Clover", "31 kg", cited)


def test_another_names_event_is_not_the_subjects():
    cited = "The Old Sheds, a row of brick stalls, opened in 1931."
    assert other_event_subject_problem("When did Heron Yard open?", "Heron Yard", cited)
    assert not other_event_subject_problem("When did the Old Sheds open?", "Old Sheds", cited)
    # a name opening the sentence as the doer of the event, with the asked thing after the verb
    doer = "Mary Lund opened the yard in 1931."
    assert not other_event_subject_problem("When did Heron Yard open?", "Heron Yard", doer)


def test_an_operand_asked_of_it_needs_the_subjects_whole_name():
    closed = ("In which year: the Tarn Branch closed?", ["1931: Tarn Branch closed."])
    other = ["The terminus of the main line, in the centre of Tarn, opened in 1801."]
    assert pronoun_operand_problem([("In which year: it opened?", other), closed])
    own = ["The Tarn Branch opened in 1806."]
    assert not pronoun_operand_problem([("In which year: it opened?", own), closed])
    # a one-word subject is named by its one word
    town = ("In which year: Tarn closed?", ["1931: Tarn closed."])
    assert not pronoun_operand_problem([("In which year: it opened?", ["Tarn opened in 1806."]), town])


def test_a_formal_acts_date_is_no_founding():
    cited = "1911  Incorporated as Hale & Rudd Ltd."
    assert formal_act_problem("In what year was Hale & Rudd founded?", "1911", cited)
    assert not formal_act_problem("In what year was Hale & Rudd incorporated?", "1911", cited)
    both = "Hale & Rudd, founded in 1890, was incorporated in 1911."
    assert not formal_act_problem("In what year was Hale & Rudd founded?", "1890", both)


def test_a_measure_of_what_serves_the_subject_is_not_its_own():
    cited = "A drag lift rising 200 m over 950 m up the east slope, serving the Crag path and the Ridge path."
    assert served_thing_problem("Crag path", "950 m", cited)
    own = "The Crag path, 950 m long, is served by a drag lift."
    assert not served_thing_problem("Crag path", "950 m", own)
    named_first = "The Crag path runs 950 m from the col, joining the Ridge path."
    assert not served_thing_problem("Crag path", "950 m", named_first)
    # a year named after a participle dates the value; it is no thing the value's subject serves
    held = (
        "Ivo Penn was elected clerk of the Orrel Guild in 1890, following Ada Rowe, and held it until 1921."
    )
    assert not served_thing_problem("1921", "Orrel Guild", held)
