"""A name given to a thing ("known locally as the Low Cut", "renamed it the Maddox Wing") answers "What do
local people call X?" and "What was X called after ...?", read whole after its marker; the real name behind a
pen name answers "What is the real name of X?"."""

from pipeline_judge import Passage

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._given_names import asked_alias, asks_given_name, given_name_of
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import sentences_of

CORPUS = Corpus.from_texts(
    {
        "hall.md": "# Tarrow Corn Hall\n\nTarrow Corn Hall stands on the market square. From its round "
        'plan it has been known locally as "the Barrel" since it opened in 1874.\n',
        "ward.md": "# The Infirmary wards\n\nThe North Ward was built in 1901. In 1930 the governors "
        "refitted the North Ward and renamed it the Orle Ward after a benefactor.\n",
    }
)


def ask(question: str):
    return reason(question, lambda q: search(CORPUS, q, 3))


def test_questions_asking_for_a_given_name_are_told_from_others():
    assert asks_given_name("What do local people call Tarrow Corn Hall?")
    assert asks_given_name("By what name is Tarrow Corn Hall known locally?")
    assert asks_given_name("What was the North Ward called after 1930?")
    assert not asks_given_name("What was built at Tarrow in 1874?")


def test_a_name_given_after_its_marker_answers():
    draft = ask("What do people in Tarrow call Tarrow Corn Hall?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "the Barrel")
    renamed = ask("What was the North Ward called after 1930?")
    assert renamed.outcome is Outcome.ANSWERED, renamed.reason
    assert answer_matches(renamed.value or "", "Orle Ward")


def test_a_name_given_before_its_subject_opens_the_sentence():
    text = "# The Penn Cut\n\nKnown locally as the Sand Drain, the Penn Cut runs to the sea.\n"
    sentences = sentences_of([Passage("cut.md", 0, len(text), text, "The Penn Cut")])
    given = given_name_of("Penn Cut", sentences)
    assert given is not None
    assert given[0] == "the Sand Drain"


PEN_NAMES = Corpus.from_texts(
    {
        "ann-dale.md": "# Ann Dale (Jack Roe)\n\nAnn Dale (1900-1970) was born in Kell. She wrote ten crime "
        "novels under the pen name Jack Roe, beginning with The Grey Mill in 1931.\n",
        "first-editions.md": "# First editions\n\nThe Grey Mill (1931). Author: Jack Roe.\n",
    }
)


def test_the_real_name_behind_a_pen_name_is_the_subject_of_the_passage_giving_it():
    draft = reason("What is the real name of Jack Roe?", lambda q: search(PEN_NAMES, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Ann Dale"
    assert asked_alias("What was Jack Roe's real name?") == "Jack Roe"
    assert asked_alias("What is the name of Jack Roe?") is None
