"""Two-hop rules: the second hop reads a fact its sentence states of a subject named before it."""

import pytest
from pipeline_judge import judged

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._reasoner import reason

DOCUMENTS = {
    "keepers.md": "# Keepers of the Light\n\n"
    "Ada Venn, 1901 to 1920. Born at Marrowby in 1870, she kept the light for nineteen years. "
    "She kept a log of every ship.\n\n"
    "Tom Hale, 1920 to 1941. He kept the light through two storms.\n",
    "patrons.md": "# Patrons\n\n## Sir Giles Orme (1790-1861)\n\n"
    "Wool merchant and founder of Orme School. Born at Haddon, a hamlet on the moor, he made his fortune "
    "in Leeds.\n",
    "lamp-room.md": "# The Lamp Room\n\nThe Lamp Room was designed by Ada Venn in 1905.\n",
    "orme-school.md": "# Orme School\n\nOrme School was founded in 1840 by Sir Giles Orme.\n",
    "composers.md": "# Composers\n\nNell Brack (1870-1931). Born in Tollby, a mining village; "
    "taught in Leeds.\n\nOwen Sayle (1881-1950). Taught in York.\n",
    "premieres.md": "# Premieres\n\n| Date | Composer | Work |\n|---|---|---|\n"
    '| 1901 | Nell Brack | Symphony No. 1, "The Fell" |\n'
    '| 1909 | Owen Sayle | Symphony No. 3, "The Weir" |\n',
    "rivals.md": "# Rivals\n\nCarl Moss founded Orme Mill. Born at Sallow, the mill's first "
    "engine ran for fifty years.\n",
    "masons.md": "# Masons: Biographical Notes\n\n**Amos Rudd (1801-1870).** Mason. Born at Quarrendon, "
    "the son of a carter, he was apprenticed at Tolby.\n\n**Silas Varne (1810-1880).** Joiner. "
    "Born at Harrowlea, the eldest son of a miller, and trained at Tolby.\n",
    "chapels.md": "# Chapels\n\nThe Brook Chapel was designed by Amos Rudd of Tolby. "
    "The Hill Chapel was designed by Silas Varne of the Lower Yard.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_fronted_birth_phrase_is_said_of_the_pronoun_s_referent():
    draft = judged(CORPUS, "In which town was the designer of the Lamp Room born?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Marrowby"
    assert [s.answer for s in draft.steps] == ["Ada Venn", "Marrowby"]


def test_a_fronted_birth_phrase_under_a_heading_names_the_heading_s_person():
    draft = judged(CORPUS, "In which hamlet was the founder of Orme School born?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Haddon"


def test_a_fronted_phrase_without_a_pronoun_subject_gives_no_birthplace():
    # the subject after the comma is a thing, not a pronoun standing for the person named before
    assert judged(CORPUS, "Where was Carl Moss born?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_fronted_birth_phrase_does_not_answer_with_the_passage_s_title():
    draft = judged(CORPUS, "Where was Ada Venn born?")
    assert draft.value == "Marrowby"
    assert all(c.text != "Keepers of the Light" for c in draft.citations)


def test_a_kinship_set_beside_a_fronted_birth_phrase_leaves_the_pronoun_its_subject():
    draft = judged(CORPUS, "Where was Amos Rudd born?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Quarrendon"
    assert judged(CORPUS, "Where was Silas Varne born?").value == "Harrowlea"


def test_a_person_named_with_the_place_they_are_of_is_asked_of_by_name():
    draft = judged(CORPUS, "Where was the designer of the Brook Chapel born?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert [s.answer for s in draft.steps] == ["Amos Rudd of Tolby", "Quarrendon"]
    assert judged(CORPUS, "Where was the designer of the Hill Chapel born?").value == "Harrowlea"


def test_a_person_the_corpus_gives_no_birthplace_abstains():
    assert judged(CORPUS, "Where was Tom Hale born?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_quoted_title_names_the_described_thing_of_the_first_hop():
    analysis = analyze_question('In which village was the composer of the symphony "The Fell" born?')
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == 'Who is the composer of the symphony "The Fell"?'
    assert analysis.hop_template == "In which village was {answer} born?"


def test_a_birth_fragment_after_a_name_and_dates_is_of_that_name():
    draft = judged(CORPUS, 'In which village was the composer of the symphony "The Fell" born?')
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Tollby"


def test_a_composer_whose_entry_gives_no_birthplace_abstains():
    draft = judged(CORPUS, 'In which village was the composer of the symphony "The Weir" born?')
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


HOLDERS = Corpus.from_texts(
    {
        "rectors.md": "# Rectors of Fenn College\n\nThe Rectors of Fenn College since its opening:\n\n"
        "- Alan Pike: 1880 to 1902\n- Mary Roe: 1902 to 1931\n- Hugh Dent: 1931 to 1960\n",
        "provosts.md": "# Provosts of Lark College\n\nJohn Amery (1850-1875). The first Provost.\n\n"
        "Ruth Cole (1875-1899).\n",
        "students.md": "# Students\n\nEdith Lowe went up to Fenn College in 1910 to read law. "
        "The Old Mill was opened on 4 June 1935.\n",
        "schools.md": "# Schools\n\nKirk School was merged into Lark College in 1880.\n",
    }
)


def holder(question: str) -> Draft:
    draft = reason(question, lambda q: search(HOLDERS, q, 3))
    if judge_draft(draft, corpus=HOLDERS).verdict is Decision.VETO:
        return draft.model_copy(update={"outcome": Outcome.INSUFFICIENT_EVIDENCE})
    return draft


def test_a_holder_is_read_from_a_name_labelled_with_a_span_under_the_office_s_title():
    assert holder("Who was Rector of Fenn College in 1920?").value == "Mary Roe"
    assert holder("Who was Provost of Lark College in 1860?").value == "John Amery"


def test_a_year_two_name_labelled_spans_share_names_no_holder():
    assert holder("Who was Rector of Fenn College in 1931?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert holder("Who was Provost of Lark College in 1875?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_year_no_span_holds_names_no_holder():
    assert holder("Who was Provost of Lark College in 1920?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_an_office_in_the_year_of_an_event_asks_the_event_s_year_first():
    analysis = analyze_question("Who was Rector of Fenn College in the year Edith Lowe went up to it?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "When did Edith Lowe go up to it?"
    draft = holder("Who was Rector of Fenn College in the year Edith Lowe went up to it?")
    assert draft.value == "Mary Roe"


def test_an_event_clause_may_end_in_a_phrase_after_its_verb():
    analysis = analyze_question("Who was Provost of Lark College when Kirk School was merged into it?")
    assert analysis.parts[0].question == "When was Kirk School merged into it?"
    assert holder("Who was Provost of Lark College when Kirk School was merged into it?").value == "Ruth Cole"


def test_an_event_dated_by_a_full_date_asks_the_holder_in_its_year():
    assert holder("Who was Rector of Fenn College when the Old Mill was opened?").value == "Hugh Dent"
    assert holder("Who was Provost of Lark College when the Old Mill was opened?").outcome is (
        Outcome.INSUFFICIENT_EVIDENCE
    )


EVENT_YEARS = Corpus.from_texts(
    {
        "club.md": "# The Tarn Rowing Club\n\nThe Tarn Rowing Club's regattas moved to Kell Water in 1921. "
        "The old boathouse burned down in 1934.\n",
        "returns.md": "# Membership returns\n\nMembers of the Tarn Rowing Club at each year's end:\n\n"
        "| Year | Members |\n|---|---|\n| 1910 | 64 members |\n| 1921 | 97 members |\n"
        "| 1934 | 120 members |\n",
        "fair.md": "# The Tarn Fair\n\nAttendance at the Tarn Fair:\n\n| Year | Attendance |\n|---|---|\n"
        "| 1921 | 4,100 |\n| 1934 | 5,250 |\n",
    }
)


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "How many members did the Tarn Rowing Club have in the year its regattas moved to Kell Water?",
            "When was the Tarn Rowing Club's regattas moved to Kell Water?",
            "How many members did the Tarn Rowing Club have in {answer}?",
        ),
        (
            "What was the attendance at the Tarn Fair held in the year the old boathouse burned down?",
            "When was the old boathouse burned down?",
            "What was the attendance at the Tarn Fair in {answer}?",
        ),
    ],
)
def test_any_fact_asked_in_the_year_of_an_event_asks_the_event_s_year_first(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


def test_a_fact_in_the_year_of_an_event_is_read_in_that_year():
    question = "How many members did the Tarn Rowing Club have in the year its regattas moved to Kell Water?"
    assert judged(EVENT_YEARS, question).value == "97 members"
    question = "What was the attendance at the Tarn Fair held in the year the old boathouse burned down?"
    assert judged(EVENT_YEARS, question).value == "5,250"


CONTACTS = Corpus.from_texts(
    {
        "managers.md": "# Managers of the mills\n\n**Ann Roe (1820-1890).** She managed Kell Mill from 1851 "
        "until 1879.\n",
        "kell-mill.md": "# Kell Mill\n\nKell Mill was opened in 1851. Its chimney is 96 feet high.\n",
        "ships.md": "# Ships\n\nThe ship Mary Tarn was launched in 1880 at Holm.\n",
    }
)


@pytest.mark.parametrize(
    ("question", "first_hop", "template"),
    [
        (
            "How tall is the chimney of the mill Ann Roe managed?",
            "Which mill was managed by Ann Roe?",
            "How tall is the chimney of {answer}?",
        ),
        (
            "In which year did the mill Ann Roe managed open?",
            "Which mill was managed by Ann Roe?",
            "In which year did {answer} open?",
        ),
    ],
)
def test_a_relative_clause_opening_on_its_named_subject_is_a_first_hop(question, first_hop, template):
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == first_hop
    assert analysis.hop_template == template


def test_a_named_noun_before_the_main_verb_s_participle_is_no_relative_clause():
    assert analyze_question("When was the ship Mary Tarn launched?").kind is not QuestionKind.MULTI_HOP


def test_a_fact_of_the_thing_a_relative_clause_without_that_picks_is_read_of_it():
    draft = judged(CONTACTS, "How tall is the chimney of the mill Ann Roe managed?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "96 feet"
