"""A name the asked verb's own "by" introduces is that verb's agent, though a later clause of its sentence
opens with a pronoun before a word of the asked relation ("designed by Ada Kemp ...; it remained in
production")."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

CORPUS = Corpus.from_texts(
    {
        "wren.md": "# The Wren pattern\n\nThe Wren pattern was made at the Tollby Pottery from 1881. The "
        "pattern was designed by Ada Kemp and first issued in 1881; it remained in production, with a "
        "plainer border, until the 1920s.\n",
    }
)


def test_the_by_agent_of_the_asked_verb_answers() -> None:
    assert_answers(judged(CORPUS, "Who designed the Wren pattern made at the Tollby Pottery?"), "Ada Kemp")
