"""Chains whose first hop is an event the text words as a noun: a fire, told by "fire" as well as "burned".

"When did the mill catch fire?" asks when it burned, and "the mill fire of 1874" answers it; "fire" names
the event the way a topic noun names a thing, so a sentence may leave it to its title ("Nine lorries were
destroyed" under "The garage fire"). A kiln's *firing* is no fire. An
event named by a noun may close the question after "at the time of" as after "in the year of", and "it" as the
event's subject is the body that owns the asked office ("the Kell Guild's treasurer in the year it moved").
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._event_subject import ordinal_event_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question

MILL = Corpus.from_texts(
    {
        "mill.md": "# The Brant Mill\n\nThe Brant Mill at Carrock was built in 1821 for Isaac Haskett. "
        "His sons sold it to the Carrock Guild in 1860.\n\nThe Brant Mill fire of 1874 left only the outer "
        "walls standing, and the guild rebuilt the mill in brick.\n",
        "officers.md": "# Wardens of the Carrock Guild\n\nAnn Tarrow was warden of the Carrock Guild from "
        "1868 to 1879. Hugh Penn followed her as warden in 1879 and served until 1890.\n",
    }
)


def test_a_fire_answers_when_a_thing_caught_fire():
    assert_answers(judged(MILL, "When did the Brant Mill catch fire?"), "1874")


def test_an_office_held_when_a_thing_caught_fire_is_read_in_the_fire_s_year():
    draft = judged(MILL, "Who was warden of the Carrock Guild when the Brant Mill caught fire?")
    assert_answers(draft, "Ann Tarrow")


def test_the_fire_of_another_thing_does_not_date_the_asked_one():
    corpus = Corpus.from_texts(
        {
            "mills.md": "# Mills of Carrock\n\nThe Brant Mill was built in 1821. The Sellick Mill fire of "
            "1874 was seen from Brant.\n",
        }
    )
    assert judged(corpus, "When did the Brant Mill catch fire?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_event_of_another_thing_of_the_asked_kind_does_not_date_the_asked_one():
    corpus = Corpus.from_texts(
        {
            "mills.md": "# Mills of Carrock\n\nThe Brant Mill was built in 1821. The Sellick Mill burned "
            "in 1874 and was seen from Brant.\n",
        }
    )
    assert judged(corpus, "When did the Brant Mill burn down?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_fire_named_by_the_title_is_left_to_it():
    corpus = Corpus.from_texts(
        {
            "garage.md": "# The Ledby garage fire\n\nOn the night of 3 March 1950 a lamp set the roof of the "
            "Ledby garage alight. Nine lorries were destroyed and two more damaged.\n",
        }
    )
    assert_answers(judged(corpus, "How many lorries were destroyed in the Ledby garage fire?"), "9")


def test_a_kiln_s_firing_is_no_fire():
    corpus = Corpus.from_texts(
        {
            "kiln.md": "# The Ledby Kiln\n\nThe Ledby Kiln was built in 1899. A fire in its drying shed in "
            "1905 did little harm.\n",
        }
    )
    draft = judged(corpus, "When was the first firing of the Ledby Kiln?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_an_office_held_at_the_time_of_an_event_named_by_a_noun_is_two_hops():
    analysis = analyze_question("Who was warden of the Carrock Guild at the time of the flood at Brant?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When was the flood at Brant?"
    assert analysis.hop_template == "Who was warden of the Carrock Guild in {answer}?"


def test_it_of_the_event_is_the_body_owning_the_office_in_the_head():
    question = "Who was the Carrock Guild's warden in the year it moved into the Brant Mill?"
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert "the Carrock Guild moved into the Brant Mill" in analysis.parts[0].question
    assert analysis.hop_template == "Who was the Carrock Guild's warden in {answer}?"


def test_an_office_held_at_the_time_of_a_fire_is_read_in_the_fire_s_year():
    draft = judged(MILL, "Who was warden of the Carrock Guild at the time of the Brant Mill fire?")
    assert_answers(draft, "Ann Tarrow")


OPENED = "# The Stannage Hall\n\nThe Stannage Hall at Sarn was opened in 1850. "


def test_a_second_fire_is_dated_where_the_ordinal_is_the_fire_s_own():
    text = OPENED + "A second fire, on the night of 2 May 1901, destroyed the roof of the Stannage Hall.\n"
    corpus = Corpus.from_texts({"hall.md": text})
    assert_answers(judged(corpus, "When was the Stannage Hall's second fire?"), "2 May 1901")


def test_a_date_parted_from_the_ordinal_is_not_of_the_asked_repeat():
    text = OPENED + (
        "It is the second time the Stannage Hall has been visited by fire, the old wooden hall having been "
        "burnt out in March 1862.\n"
    )
    corpus = Corpus.from_texts({"hall.md": text})
    for question in (
        "When was the Stannage Hall burnt for the second time?",
        "When was the Stannage Hall's second fire?",
    ):
        assert judged(corpus, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_fire_the_text_never_calls_a_repeat_does_not_date_the_asked_second_one():
    text = OPENED + "The Stannage Hall was gutted by fire in 1903 but has been restored with great care.\n"
    corpus = Corpus.from_texts({"hall.md": text})
    assert judged(corpus, "In which year was the second fire at the Stannage Hall?").outcome is (
        Outcome.INSUFFICIENT_EVIDENCE
    )
    assert_answers(judged(corpus, "In which year was the Stannage Hall gutted by fire?"), "1903")


def test_a_date_told_as_a_repeat_is_not_vetoed_for_the_asked_ordinal():
    question = "In which year was the second fire at the Stannage Hall?"
    assert ordinal_event_problem(question, "1947", "The Stannage Hall burned again in 1947.") == []
    assert ordinal_event_problem(question, "1903", "The Stannage Hall was gutted by fire in 1903.")
    # An ordinal of a person, not of the event, asks nothing of the fire's repeats.
    other = "When did the hall's fifth warden see the fire?"
    assert ordinal_event_problem(other, "1903", "fire in 1903") == []
