"""A height, a year, a price or a founder is the asked thing's own, not a part's or another body's.

"a tall round chimney, 96 feet high" is the chimney's height, not its brewery's, and "Height of the taller
kiln: 78 feet" a kiln's, not the maltings'; "the front light is 9 metres high and the rear light 15" gives
no height of the two lights as one, and "The headframe was demolished in 1924" no year of the pit's end; a
description set right after the name is the name's own ("Thorne Gill, a waterfall 21 metres high").
"paying the master £50 a year" is no cost, nor "one shilling and sixpence a passage" paid to those who
worked the boats through a tunnel; "sold to Quarrie & Sons for £412,000" is no price of Quarrie &
Sons; "That work ... cost £14.2 million" is no price of the bridge worked on. "Pickering & Co. was founded
by Tom Pickering" names the founder of another body than the one asked, and a body "founded by A and B"
does not make B a body that A founded.
"""

import pytest
from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "brewery.md": "# The Harnby Brewery\n\nThe Harnby Brewery stood by the river. The new brewhouse was "
        "given a tall round chimney of yellow brick, 96 feet high, which could be seen from the moor road.\n",
        "maltings.md": "# The Quay Maltings\n\nThe Quay Maltings were built for the brewery in "
        "1880.\n\nHeight of the taller kiln to the top of its cowl: 78 feet.\n",
        "gill.md": "# Thorne Gill\n\nWalkers reach Thorne Gill, a waterfall 21 metres high, by the lane.\n",
        "school.md": "# The Free School\n\nAbel Ronce endowed a school for 60 boys in a new building "
        "at the foot of Kiln Brow in 1821, paying the master £50 a year and providing slates.\n",
        "carriers.md": "# The Stanway Canal Company\n\nThe Stanway Canal Company carried coal to the river. "
        "Pickering & Co. was founded in 1801 by Tom Pickering and worked boats between Stanway and the "
        "Leddon until 1868.\n",
        "lifts.md": "# The Ornay Lifts\n\n14 November 1936: Société des Remontées d'Ornay founded by "
        "Ann Raud and Dr Piet Voll.\n",
        "church.md": "# Holy Rood, Marton\n\nHoly Rood has a west tower of 1430. The tower itself is 96 feet "
        "high; the spire above it carries the vane to 150 feet.\n",
        "light.md": "# The Kessel Lighthouse\n\nThe Kessel lighthouse was completed in 1851. The white stone "
        "tower is 38 metres tall.\n",
        "aviary.md": "# The Long Aviary\n\nThe Long Aviary Annexe, added at its south end in 1960, is a "
        "smaller enclosed flight 7 metres high.\n",
        "sale.md": "# The Harnby Brewery Company\n\nIn 1959 the company was sold to Quarrie & Sons Limited "
        "for £412,000, a price that included the brewery and the goodwill.\n",
        "bridge.md": "# The Tarnley Bridge\n\nThe Tarnley Bridge was opened in 1968. It was strengthened "
        "between 2007 and 2009. That work was done by Halbrook Construction and cost £14.2 million.\n",
        "flood.md": "# The Flood of 1912\n\nThe Borough Surveyor reported to the council in March. He "
        "estimated the cost of making good the damage at £14,600.\n",
        "range.md": "# The Kelby Range Lights\n\nThe two lights lead ships over the bar. The front light is "
        "9 metres high and the rear light 15 metres.\n",
        "pit.md": "# The Old Harle Pit\n\nSinking began at the Old Harle Pit in 1840. Coal was last wound in "
        "1921. The headframe was demolished in 1924, and the shaft was capped in 1925.\n",
        "mill.md": "# Quarndon Mill\n\nQuarndon Mill was built in 1802. The mill was demolished in 1968.\n",
        "club.md": "# The Harwick Chess Club\n\nThe Harwick Chess Club was founded in 1891 by Ada Penn.\n",
        "tunnel.md": "# Kelver Tunnel\n\nKelver Tunnel carries the canal under Kelver Hill. It is 1,200 "
        "yards long and has no towpath; boats were legged through by men lying on planks, and the leggers "
        "were paid one shilling and sixpence a passage.\n",
    }
)


@pytest.mark.parametrize(
    "question",
    [
        "How tall is the Harnby Brewery?",
        "How tall is the Quay Maltings?",
        "How tall is Holy Rood?",
        "How tall is the Kelby Range Light?",
        "In what year was the Old Harle Pit demolished?",
        "How much did Kiln Brow cost?",
        "How much did Kelver Tunnel cost?",
        "How much did Quarrie & Sons Limited cost?",
        "How much did the Tarnley Bridge cost?",
        "How much did the Borough Surveyor cost?",
        "Who founded the Stanway Canal Company?",
        "Who founded Dr Piet Voll?",
    ],
)
def test_a_fact_of_another_thing_is_not_passed(question: str):
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_the_things_own_fact_is_passed():
    assert_answers(judged(CORPUS, "How tall is Thorne Gill?"), "21 metres")
    assert_answers(judged(CORPUS, "How tall is the Kessel lighthouse?"), "38 metres")
    assert_answers(judged(CORPUS, "How high is the rear Kelby Range Light?"), "15 metres")
    assert_answers(judged(CORPUS, "In what year was Quarndon Mill demolished?"), "1968")
    assert_answers(judged(CORPUS, "How tall is the Long Aviary Annexe?"), "7 metres")
    assert_answers(judged(CORPUS, "How tall is the chimney of the Harnby Brewery?"), "96 feet")
    assert_answers(judged(CORPUS, "Who founded the Harwick Chess Club?"), "Ada Penn")
    assert_answers(judged(CORPUS, "How much did Quarrie & Sons Limited pay for the company?"), "£412,000")
    assert_answers(
        judged(CORPUS, "How much did the strengthening of the Tarnley Bridge cost?"), "£14.2 million"
    )
