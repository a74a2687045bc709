"""Two-hop rules: the second hop reads a fact its sentence states of a subject named before it."""

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
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def judged(question: str) -> Draft:
    """The reasoner's draft, or the abstention the judge's veto ends in."""
    draft = reason(question, lambda q: search(CORPUS, q, 3))
    if judge_draft(draft, corpus=CORPUS).verdict is Decision.VETO:
        return draft.model_copy(update={"outcome": Outcome.INSUFFICIENT_EVIDENCE})
    return draft


def test_a_fronted_birth_phrase_is_said_of_the_pronoun_s_referent():
    draft = judged("In which town was the designer of the Lamp Room born?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Marrowby"
    assert [s.answer for s in draft.steps] == ["Ada Venn", "Marrowby"]


def test_a_fronted_birth_phrase_under_a_heading_names_the_heading_s_person():
    draft = judged("In which hamlet was the founder of Orme School born?")
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Haddon"


def test_a_fronted_phrase_without_a_pronoun_subject_gives_no_birthplace():
    # the subject after the comma is a thing, not a pronoun standing for the person named before
    assert judged("Where was Carl Moss born?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_fronted_birth_phrase_does_not_answer_with_the_passage_s_title():
    draft = judged("Where was Ada Venn born?")
    assert draft.value == "Marrowby"
    assert all(c.text != "Keepers of the Light" for c in draft.citations)


def test_a_person_the_corpus_gives_no_birthplace_abstains():
    assert judged("Where was Tom Hale born?").outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_quoted_title_names_the_described_thing_of_the_first_hop():
    analysis = analyze_question('In which village was the composer of the symphony "The Fell" born?')
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == 'Who is the composer of the symphony "The Fell"?'
    assert analysis.hop_template == "In which village was {answer} born?"


def test_a_birth_fragment_after_a_name_and_dates_is_of_that_name():
    draft = judged('In which village was the composer of the symphony "The Fell" born?')
    assert draft.outcome is Outcome.ANSWERED
    assert draft.value == "Tollby"


def test_a_composer_whose_entry_gives_no_birthplace_abstains():
    draft = judged('In which village was the composer of the symphony "The Weir" born?')
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
