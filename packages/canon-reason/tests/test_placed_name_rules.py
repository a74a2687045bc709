"""A who-answer that its cited sentence writes only as where something lies ("a jetty *off* Dean Head").

The object of a preposition of place names a place, not a person; a question asking by that preposition
("Who played opposite ...?") still wants its object.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "jetty.md": "# The Marlow Sands jetty\n\n"
        "In 1881 Edwin Harrop, a timber merchant, promoted the Marlow Sands Jetty Company to build a "
        "landing stage off Dean Head.\n\n"
        "The jetty opened in 1884 and was lengthened in 1902.\n",
        "stage.md": "# The Lyceum season of 1921\n\n"
        "In the spring revival of The Lantern, Ruth Ellery played opposite Marcus Dane.\n",
    }
)


def test_a_place_after_off_is_no_holder_of_a_role():
    draft = judged(CORPUS, "Who was the engineer of the Marlow Sands Jetty Company?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_question_asking_by_the_preposition_wants_its_object():
    assert_answers(judged(CORPUS, "Who played opposite Ruth Ellery in The Lantern?"), "Marcus Dane")
