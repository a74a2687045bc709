"""A "how big" or "how high" question answered from a line labelled with the measure's noun.

"How big is the Fellow Green ground?" is answered by "Area: 52 acres" in the ground's particulars: the
label names what "big" asks, and the search asks for it. "How high above sea level was the station?" is
answered by "Elevation: 412 feet above mean sea level": the sea level the figure is measured from is the
question's own reference point, not the asked thing.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

DOCUMENTS = {
    "ground.md": "# Fellow Green Ground\n\nFellow Green has been the home of the Tarrant Show since 1921. "
    "The club bought the land in 1919 from the trustees of an estate.\n\nParticulars:\n"
    "- Area: 52 acres (about 21 hectares)\n- Location: 2 miles east of Tarrant\n- Purchased: 1919\n\n"
    "## Neighbouring land\n\nTo the north the green adjoins Fellow Heath, a rough stretch of grazing of "
    "about 7 acres which the club has rented since the 1950s.\n",
    "station.md": "# Orlick Street Station\n\nThe street station at Orlick was opened in 1890 and kept "
    "by a chemist.\n\nParticulars:\n- Elevation: 412 feet above mean sea level\n- Opened: 1890\n",
    "hall.md": "# Brede Hall\n\nBrede Hall was built in 1790. A weather vane on its cupola rises 9 feet "
    "above the roof of the hall.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_how_big_is_read_from_an_area_label() -> None:
    assert_answers(judged(CORPUS, "How big is the Fellow Green ground?"), "52 acres")


def test_how_high_above_sea_level_is_read_from_an_elevation_label() -> None:
    assert_answers(judged(CORPUS, "How high above sea level was the Orlick Street station?"), "412 feet")


def test_a_height_measured_from_the_asked_thing_still_abstains() -> None:
    draft = judged(CORPUS, "How high is Brede Hall?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
