"""What a sentence says began, and when: "found that" is no founding, and "from 1975" asks who began then.

"The Company found that boats were passing unpaid" is the past of "find", so it is read with no founding in
it. "Who edited the press from 1975?" asks who began in 1975: a text giving "editor from 1971 to 1993"
names one who edited it in 1975, not one who began then, and is not passed for it.
"""

from pipeline_judge import Passage, assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._sentences import sentences_of

PRESS = Corpus.from_texts(
    {
        "press.md": "# The Quarle Press\n\nIts first editor was Anselm Brack, who ran it from 1950 until "
        "1971. He was followed by Ruth Dennery, editor from 1971 to 1993.\n",
    }
)


def _keys(text: str) -> set[str]:
    return {k for s in sentences_of([Passage("d.md", 0, len(text), text, "")]) for k in s.keys}


def test_found_before_that_or_it_is_the_past_of_find():
    founding = key("founded")
    for text in (
        "The toll house was built in 1830, when the Company found that boats were passing unpaid.",
        "The Board found it too dear and let the lease fall in.",
    ):
        assert founding not in _keys(text), text
    assert founding in _keys("Hester Quail would found a guild of her own in 1880.")


def test_a_holder_from_another_year_is_not_the_one_who_began_in_the_asked_one():
    draft = judged(PRESS, "Who edited the Quarle Press from 1975?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
    assert_answers(judged(PRESS, "Who edited the Quarle Press in 1975?"), "Ruth Dennery")
