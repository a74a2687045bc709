"""Whose fact a sentence gives when it names its subject only by a pronoun: the subject a chain of sentences
referring back began with, and not a name that only owns the noun set before the pronoun."""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches

CORPUS = Corpus.from_texts(
    {
        "crossings.md": "# Crossings\n\nKell Bridge\n\nThe Kell Bridge carries the moor road over the Tarn. "
        "It has three arches of 20 feet span. The parapet rises 9 feet above the road. It was designed by "
        "Ada Fenn and built by Oswin Marr.\n",
        "surveyors.md": "# Surveyors of the Moor\n\nJon Vale (1740–1810)\nSurveyor from 1770. Born at Brisk, "
        "he had drained the lower fields. He mapped the moor road.\n\nAmos Vale (1772–1840)\nJon Vale's son, "
        "he was born at Tarnby, where his father then worked.\n",
    }
)


def test_a_pronoun_after_sentences_that_refer_back_means_the_subject_they_refer_to():
    draft = judged(CORPUS, "Who designed the Kell Bridge?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Ada Fenn"), draft.answer


def test_a_name_owning_the_noun_before_a_pronoun_is_not_the_pronoun_s_subject():
    draft = judged(CORPUS, "In which town was Jon Vale born?")
    assert not answer_matches(draft.value or draft.answer, "Tarnby"), draft.answer
