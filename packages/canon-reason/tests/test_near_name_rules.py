"""Operands of things whose names nearly hold each other ("the Old Mill" and "the Old Mill Annexe").

When two operands are read from the same number of the same sentence, each reads again from its passages
with the sentences blanked that name only the other operand's thing.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import Hit
from canon_reason._text import answer_matches
from canon_reason.embedded._near_names import apart_from

CORPUS = Corpus.from_texts(
    {
        "rooms.md": "# Room register, Guild House, 1930\n\nChairs as returned to the wardens in May 1930.\n\n"
        "Lantern Room: reading; first floor; 31 chairs.\n"
        "Lantern Room Annexe: reading overflow, added in 1911; 9 chairs.\n",
    }
)


def _hit(text: str) -> Hit:
    return Hit("a.md", "a.md#0", 100, 100 + len(text), text, 1.0, "A")


def test_a_sentence_naming_only_the_other_thing_is_blanked_in_place():
    text = "The Old Mill Annexe is 7 metres high. The Old Mill is 18 metres high."
    (mill,) = apart_from(["Old Mill"], ["Old Mill Annexe"], [_hit(text)])
    assert "7 metres" not in mill.text and "18 metres" in mill.text
    assert mill.text.index("The Old Mill is") == text.index("The Old Mill is")
    (annexe,) = apart_from(["Old Mill Annexe"], ["Old Mill"], [_hit(text)])
    assert "7 metres" in annexe.text and "18 metres" not in annexe.text


def test_a_sentence_naming_both_things_stays_for_both():
    text = "The Old Mill is 18 metres high, the Old Mill Annexe 7."
    for own, other in ((["Old Mill"], ["Old Mill Annexe"]), (["Old Mill Annexe"], ["Old Mill"])):
        assert apart_from(own, other, [_hit(text)])[0].text == text


def test_without_a_name_of_its_own_an_operand_keeps_every_sentence():
    text = "In 1900 the mill ground 40 tons. In 1910 it ground 55 tons."
    assert apart_from(["1900"], ["1910"], [_hit(text)])[0].text == text


def test_a_sum_of_two_nearly_alike_names_reads_each_from_its_own_line():
    draft = judged(
        CORPUS, "How many chairs did the Lantern Room and the Lantern Room Annexe have between them in 1930?"
    )
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "40")
