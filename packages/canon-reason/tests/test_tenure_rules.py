"""The judge reads whose and which time's value an answer is, where its sentence gives several.

It vetoes a relative named right after another kin word, a holder the text qualifies ("its first
president") for a present-tense "who" question, a value dated to a year its text follows with a later one,
a place something moved away from, a value in another part of the sentence than a name the question narrows
it by, an age counted from two years where the text states the age (or of nought), a holder of a title of
several words the text gives only in part, a value of a clause opening on another thing than the subject, a
year of another event the asked one is dated against, a namesake lacking the subject's first word, a subject
the question sets apart as "new" or "old", a row's year for an event the row never names, an operand year of
another event, a namesake of the subject for a role the text never gives, a quantity of a thing the question
never names, a count of the "other" things beside one named, a name cut out of a hyphenated one, and a date
of a formal act ("incorporated") from text that never names it; the right answers beside them pass.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._tenure import (
    dated_value_problem,
    event_of_year_problem,
    formal_event_problem,
    hyphen_cut_problem,
    kin_neighbour_problem,
    measured_thing_problem,
    moved_from_problem,
    namesake_answer_problem,
    operand_event_problem,
    other_count_problem,
    other_head_clause_problem,
    parted_name_problem,
    present_qualified_problem,
    qualified_subject_problem,
    row_event_problem,
    shorter_neighbour_problem,
    stated_age_problem,
    title_word_problem,
)

DOCUMENTS = {
    "tamsin.md": "# Rowan Tamsin (1820-1890)\n\nRowan Tamsin, who died on 2 May 1890 at the age of 69, was "
    "born in Pellow in 1820. His wife, Mary Tamsin, was born in Lorn. His daughter Ivy married the smith "
    "Abel Hart.\n",
    "guild.md": "# Pellow Weavers' Guild\n\nPresident: Nora Fell\n\nThe guild had 410 members in 1925; "
    "membership fell to 150 by 2015. Its first president was Rowan Tamsin. Its hall moved from Lorn to "
    "Pellow in 1950.\n",
    "shed.md": "# Lorn Station\n\nLorn Station was opened in 1931. The station has three platforms; the old "
    "yard had five sidings. It was designed by the engineer Jack Ross. Its chief engineer is Ada Ross.\n",
    "lifts.md": "# Lifts of Orr\n\nLifts:\n- Crest chairlift (1971): length 1,850 m, capacity 1,800 skiers "
    "per hour.\n- Col drag lift (1962): length 640 m. Closed in 2001.\n- Lower Crest chairlift (2005): "
    "length 900 m.\n",
    "orr.md": "# Orr Ski Area\n\nOrr Ski Area opened in 1962 and was rebuilt after the avalanche of 1978. "
    "Its director is Lise Abel. Orr is not the largest area: the Grand Orr area has 61 pistes and 140 km of "
    "runs.\n",
    "firm.md": "# Hartwell Looms\n\nHartwell Looms employs 300 people, 45 of them at Pellow Mill. It bought "
    "Lorn Mill in 1931 and Pellow Mill in 1947.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_values_of_another_relative_holder_time_place_or_part_abstain():
    for question in (
        "Who was Rowan Tamsin's wife?",  # his daughter
        "Who is the president of the Pellow Weavers' Guild?",  # its first president
        "How many members does the Pellow Weavers' Guild have?",  # of 1925
        "Where is the hall of the Pellow Weavers' Guild?",  # which it moved from
        "How many people does Hartwell Looms employ at Pellow Mill?",  # all its people
        "When did Hartwell Looms buy Pellow Mill?",  # Lorn Mill's year
        "How old was Rowan Tamsin when he died?",  # counted from the years
        "How many sidings does Lorn Station have?",  # the old yard's
        "When was Orr Ski Area rebuilt?",  # not 1978, the avalanche's
        "What is the capacity of the Lower Crest chairlift?",  # the Crest chairlift's
        "When was the new Col drag lift built?",  # the only one, of 1962
        "When was the Crest chairlift closed?",  # 1971 is no closing
    ):
        draft = judged(CORPUS, question)
        assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, (question, draft.answer)


def test_the_values_the_text_gives_the_asked_thing_pass():
    for question, expected in (
        ("Where was Mary Tamsin born?", "Lorn"),
        ("How many platforms does Lorn Station have?", "3 platforms"),
        ("How many people does Hartwell Looms employ?", "300"),
        ("Who was the first president of the Pellow Weavers' Guild?", "Rowan Tamsin"),
        ("How many members did the Pellow Weavers' Guild have in 1925?", "410"),
    ):
        draft = judged(CORPUS, question)
        assert draft.outcome is Outcome.ANSWERED, (question, draft.reason)
        assert answer_matches(draft.value or draft.answer, expected), (question, draft.answer)


def test_kin_neighbour():
    cited = "His wife, Mary Tamsin, was born in Lorn. His daughter Ivy married the smith Abel Hart."
    assert kin_neighbour_problem("Who was Rowan Tamsin's wife?", "Ivy", cited)
    assert not kin_neighbour_problem("Who was Rowan Tamsin's wife?", "Mary Tamsin", cited)
    assert not kin_neighbour_problem("Who was Rowan Tamsin's daughter?", "Ivy", cited)
    assert not kin_neighbour_problem("Who built the mill?", "Ivy", cited)


def test_present_qualified():
    cited = "Its first president was Rowan Tamsin."
    assert present_qualified_problem("Who is the president of the guild?", "Rowan Tamsin", cited)
    assert not present_qualified_problem("Who was the first president of the guild?", "Rowan Tamsin", cited)
    dated = "The society's president in 1911 was Mary Dunnett."
    assert present_qualified_problem("Who is the president of the society?", "Mary Dunnett", dated)
    assert not present_qualified_problem(
        "Who was the president of the society in 1911?", "Mary Dunnett", dated
    )
    founded = "The festival was founded in 1890 by Oriel Dane."
    assert not present_qualified_problem("Who is the founder of the festival?", "Oriel Dane", founded)
    assert not present_qualified_problem(
        "How many inhabitants does Orr have?", "4,600", "Orr is a former mill town with 4,600 inhabitants."
    )


def test_dated_value():
    cited = "The guild had 410 members in 1925; membership fell to 150 by 2015."
    assert dated_value_problem("How many members does the guild have?", "410 members", cited)
    assert not dated_value_problem("How many members does the guild have?", "150", cited)
    assert not dated_value_problem("How many members did the guild have in 1925?", "410 members", cited)


def test_moved_from():
    cited = "Its hall moved from Lorn to Pellow in 1950."
    assert moved_from_problem("Where is the hall of the guild?", "Lorn", cited)
    assert not moved_from_problem("Where is the hall of the guild?", "Pellow", cited)
    assert not moved_from_problem("Where was the hall before 1950?", "Lorn", cited)
    assert not moved_from_problem("Where does the road start?", "Lorn", "The road runs from Lorn to Pellow.")


def test_parted_name():
    cited = "It bought Lorn Mill in 1931 and Pellow Mill in 1947."
    question = "When did Hartwell Looms buy Pellow Mill?"
    assert parted_name_problem(question, "Hartwell Looms", "1931", cited)
    assert not parted_name_problem(question, "Hartwell Looms", "1947", cited)
    route = "A single from Lorn to Pellow cost 2 shillings; a return cost 3 shillings."
    assert not parted_name_problem("What did a return to Pellow cost?", "a return", "3 shillings", route)


def test_stated_age():
    cited = ["Rowan Tamsin, who died on 2 May 1890 at the age of 69, was born in Pellow in 1820."]
    assert stated_age_problem("How old was Rowan Tamsin when he died?", "70", cited, calculated=True)
    assert not stated_age_problem("How old was Rowan Tamsin when he died?", "69", cited, calculated=True)
    assert not stated_age_problem("How old was Rowan Tamsin when he died?", "70", cited, calculated=False)


def test_title_word():
    cited = ["Stalbridge Depot was built in 1901, to a design by the engineer Walter Penrose."]
    assert title_word_problem("Who is the chief engineer of Stalbridge Depot?", cited)
    assert not title_word_problem(
        "Who is the chief engineer of Stalbridge Depot?", ["Its chief engineer is Ada."]
    )
    assert not title_word_problem(
        "Who was managing director of Orr Radio in 2005?", ["1997-2011: Helen Strand"]
    )


def test_other_head_clause():
    cited = "The station has three platforms; the old yard had five sidings."
    question = "How many sidings does Lorn Station have?"
    assert other_head_clause_problem(question, "Lorn Station", "five", cited)
    assert not other_head_clause_problem(question, "Lorn Station", "three", cited)
    assert not other_head_clause_problem("How many yards?", "Lorn Yard", "five", cited)


def test_event_of_year():
    assert event_of_year_problem("1978", "It was rebuilt after the avalanche of 1978.")
    assert not event_of_year_problem("1978", "It was rebuilt in 1978.")


def test_shorter_neighbour():
    cited = "Crest chairlift (1971): length 1,850 m, capacity 1,800 skiers per hour."
    question = "What is the capacity of the Lower Crest chairlift?"
    assert shorter_neighbour_problem(question, "Lower Crest", cited)
    assert not shorter_neighbour_problem(
        question, "Lower Crest", "Lower Crest chairlift: 900 skiers per hour."
    )
    assert not shorter_neighbour_problem(
        "How tall is the Old Mast, in feet?", "Old Mast", "Mast height: 229 m"
    )


def test_qualified_subject():
    assert qualified_subject_problem("When was the new Col lift built?", "Col lift (1962): length 640 m.")
    assert not qualified_subject_problem(
        "When was the new Col lift built?", "The new Col lift opened in 2001."
    )
    # a who-question's ordinal is a holder's place in a list, which the list gives by order
    assert not qualified_subject_problem(
        "Who was the second Warden of Holm College?", "- Ann Lee, 1920 to 1941"
    )
    assert qualified_subject_problem(
        "When was the second Warden's Lodge built?", "Warden's Lodge: built 1911."
    )


def test_row_event():
    row = "Crest chairlift (1971): length 1,850 m."
    assert row_event_problem("When was the Crest chairlift closed?", "Crest", "1971", row)
    assert not row_event_problem("When was the Crest chairlift closed?", "Crest", "2001", "Closed in 2001.")
    assert not row_event_problem("When did Ann Bell die?", "Ann Bell", "1971", "Ann Bell (1889-1971)")


def test_operand_event():
    question = "How many years after Orr Ski Area did Grand Orr open?"
    died = ["Abel, founder of Orr Ski Area, died in 2003."]
    assert operand_event_problem(question, "In which year: Orr Ski Area?", "2003", died)
    enlarged = ["Orr Ski Area was enlarged in 2006."]
    assert operand_event_problem(question, "In which year: Orr Ski Area?", "2006", enlarged)
    opened = ["Orr Ski Area opened in 1962."]
    assert not operand_event_problem(question, "In which year: Orr Ski Area?", "1962", opened)
    # a hop naming its own event is not dated by another deed's year either ("died in 2003" opens nothing),
    # but is by its own
    assert operand_event_problem(question, "When did Grand Orr open?", "2003", died)
    opened_own = ["Grand Orr opened in 1964."]
    assert not operand_event_problem(question, "When did Grand Orr open?", "1964", opened_own)


def test_namesake_answer():
    cited = ["Orr is not the largest area: the Grand Orr area has 61 pistes."]
    assert namesake_answer_problem("Who is the director of Orr Ski Area?", "Grand Orr", cited)
    assert not namesake_answer_problem("Who is the director of Orr Ski Area?", "Lise Abel", cited)
    assert not namesake_answer_problem(
        "Who is the director of Orr Ski Area?", "Orr Holdings", ["Its director is Orr Holdings."]
    )


def test_measured_thing():
    cited = "The Grand Orr area has 61 pistes and 140 km of runs."
    assert measured_thing_problem("At what altitude is the base station of Grand Orr?", "140 km", cited)
    assert not measured_thing_problem("How many km of runs does Grand Orr have?", "140 km", cited)
    assert not measured_thing_problem("How much tea?", "420 tonnes", "It made 420 tonnes of made tea.")


def test_other_count():
    cited = "It prints the Harrow Gazette and four other weekly titles."
    assert other_count_problem("How many weekly titles does it print?", "four", cited)
    assert not other_count_problem("How many other titles does it print?", "four", cited)
    assert not other_count_problem(
        "How many trams were ordered?", "Eight", "Eight more were ordered in 2019."
    )


def test_age_of_nought():
    assert stated_age_problem(
        "How old was Ann when she founded it?", "0 years", ["| Ann | 1854 |"], calculated=True
    )
    assert not stated_age_problem(
        "How old was Ann when she founded it?", "33", ["born 1821"], calculated=True
    )


def test_hyphen_cut():
    cited = "Brackwater is twinned with\nSaint-Malo-sur-Rance."
    assert hyphen_cut_problem("Rance", cited)
    assert not hyphen_cut_problem("Saint-Malo-sur-Rance", cited)
    assert not hyphen_cut_problem("class single", "a first-class single cost 4 shillings")


def test_formal_event():
    founded = ["The Dunholm Flying Club was founded in 1928 by Harold Pike."]
    assert formal_event_problem("When was the Dunholm Flying Club incorporated?", founded)
    assert not formal_event_problem("When was the club incorporated?", ["It was incorporated in 1931."])
    assert not formal_event_problem("When was the Dunholm Flying Club founded?", founded)
