"""An infinitive states a plan, not the event ("agreed in 1880 *to build* a room"): where the sentence states
the event itself too ("the Lantern Room, completed in 1881"), the date is read by the event's own words."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

CORPUS = Corpus.from_texts(
    {
        "history.md": "# A short history of the Orlin Institute\n\n"
        "The institute grew quickly in its first years. The trustees agreed late in 1880 to build a proper "
        "reading room, and the Lantern Room, completed in the spring of 1881 at a cost of £410, was for "
        "thirty years the busiest room in the town.\n",
        "wardens.md": "# Wardens of the Orlin Institute\n\n"
        "- Amos Vell, 1872–1880\n- Hester Quarn, 1880–1899\n",
    }
)


def test_a_planned_event_does_not_date_the_event_itself() -> None:
    assert_answers(judged(CORPUS, "When was the Lantern Room completed?"), "1881")


def test_the_event_dates_a_second_hop() -> None:
    assert_answers(
        judged(CORPUS, "Who was warden of the Orlin Institute when the Lantern Room was completed?"),
        "Hester Quarn",
    )
