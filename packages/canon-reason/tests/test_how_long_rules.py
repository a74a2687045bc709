""" "How long is <a thing>" asks a length: a duration in its cited sentence does not answer it.

"How long is the Kell Tunnel?" with "The Kell Tunnel was finished in 1801, three years before the
canal." read as "three years" is vetoed; a crossing, a strike, a post held or a closure still lasts.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._judge import _thing_measured


def test_a_thing_is_measured_in_length():
    assert _thing_measured("How long is the Kell Tunnel?")
    assert _thing_measured("How long is Lake Imber, in metres?")
    assert _thing_measured("How long, in metres, is the slipway at the boathouse?")


def test_a_stretch_of_time_may_be_a_duration():
    assert not _thing_measured("How long is the ferry crossing from Abby to Bryn?")
    assert not _thing_measured("How long was the strike at the Kell mill?")
    assert not _thing_measured("How long was Ann Roe curator of the garden?")
    assert not _thing_measured("How long was the mill closed?")
    assert not _thing_measured("How long is the Kell Festival?")
    assert not _thing_measured("How long did the crossing take?")


def test_a_duration_does_not_answer_how_long_a_tunnel_is():
    corpus = Corpus.from_texts(
        {
            "kell.md": "# The Kell Tunnel\n\nThe Kell Tunnel was finished in 1801, three years before the "
            "canal opened.\n",
            "ferry.md": "# The Abby ferry\n\nThe ferry crossing from Abby to Bryn takes two hours.\n",
        }
    )
    assert judged(corpus, "How long is the Kell Tunnel?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert judged(corpus, "How long is the ferry crossing from Abby to Bryn?").value == "two hours"
