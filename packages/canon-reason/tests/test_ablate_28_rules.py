"""Near answers read when the passage stating the asked fact is missing are refused.

Each corpus here leaves out the document that would answer, and keeps a sentence sharing the question's
words with a value of the right shape: a person's life dates for a term of office, a bare count for a
length, a name cut off at an initial, a relative of the asked office-holder, the founder of another body
of the same kind. The judge refuses each; where the fact is given, the answer still passes.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason._draft import Outcome

NOTES = (
    "# Biographical notes\n\n"
    "**Hollinshaw Trenwith** (1861–1932), grandson of Amos, was born in Brackwen and educated at the "
    "Grammar School.\n"
)
MUSEUM = "# The Brackwen Museum\n\nThe Brackwen Museum was opened in 1850 in the old corn exchange.\n"


def test_life_dates_after_a_name_are_no_term_of_office():
    question = "For how many years was Hollinshaw Trenwith director of the Brackwen Museum?"
    draft = judged_in({"notes.md": NOTES, "museum.md": MUSEUM}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


LINE = "# The Oskeld line\n\nTunnels: 2 (Morrack Tunnel and Little Morrack Tunnel)\n"


def test_a_bare_count_from_a_text_without_lengths_is_no_length():
    draft = judged_in({"line.md": LINE}, "How long is Morrack Tunnel in metres?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_length_stated_with_its_unit_still_answers():
    tunnel = "# Morrack Tunnel\n\nMorrack Tunnel is 1,240 metres long and was opened in 1871.\n"
    draft = judged_in({"line.md": LINE, "tunnel.md": tunnel}, "How long is Morrack Tunnel in metres?")
    assert_answers(draft, "1,240 metres")


def test_a_name_cut_off_at_an_initial_is_refused():
    inventory = (
        "# Inventory of Brackwen House, 1883\n\n"
        "The architect, Mr T. H. Morrack, certified the work as complete on 3 May 1883.\n"
    )
    draft = judged_in({"inventory.md": inventory}, "Who was the architect of Brackwen House?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_relative_of_the_asked_office_holder_is_not_the_holder():
    history = (
        "# History of the Tarrisford Race Company\n\n"
        "After 1950 the Company was reorganised under the chairmanship of Mr Oskeld Trenwith, a descendant "
        "of its first chairman, and the course entered its best years.\n"
    )
    question = "Who was the first chairman of the Tarrisford Race Company?"
    draft = judged_in({"history.md": history}, question)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_relative_named_only_to_describe_the_answer_does_not_refuse_it():
    mill = (
        "# Tarrisford Mill\n\n"
        "Tarrisford Mill was founded in 1846 by Oskeld Trenwith, the son of a slate cutter.\n"
    )
    assert_answers(judged_in({"mill.md": mill}, "Who founded Tarrisford Mill?"), "Oskeld Trenwith")


def test_the_founder_of_another_body_of_the_asked_kind_is_refused():
    life = (
        "# Oskeld Trenwith\n\n"
        "Oskeld Trenwith, founder of the Morrack Brewery, was born in 1791 at Tarrisford, the third son of a "
        "maltster.\n"
    )
    draft = judged_in({"life.md": life}, "Who founded the Tarrisford Brewery?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_count_of_other_things_named_by_their_make_is_refused():
    machines = (
        "# Ticket machines\n\n"
        "The Pellbrook Bus Trust holds 14 Quorne machines and a rack of tickets from the Sedgewin years.\n"
    )
    draft = judged_in({"machines.md": machines}, "How many members does the Pellbrook Bus Trust have?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


OPENING = (
    "# The opening of Harlstone Asylum, 1857\n\n"
    "The building presents a long front to the south, from the centre of which rises a handsome clock tower "
    "of nearly eighty feet, visible from the bridge. The architect, Mr Sedgewin, was thanked at the dinner.\n"
)
QUESTION = (
    "According to the architect's specification, how high was the clock tower of Harlstone Asylum to be?"
)


def test_a_rough_figure_does_not_answer_for_the_record_the_question_names():
    draft = judged_in({"opening.md": OPENING}, QUESTION)
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_the_named_record_s_own_figure_still_answers():
    specification = (
        "# Specification of Harlstone Asylum, 1856\n\n"
        "The clock tower of Harlstone Asylum is to be 72 feet high up to the vane.\n"
    )
    draft = judged_in({"opening.md": OPENING, "specification.md": specification}, QUESTION)
    assert_answers(draft, "72 feet")


FLIGHT = (
    "# The Vessick flight\n\n"
    "Above the top lock lies the summit pound, which runs for 7 miles to the far portal of the Garnhope "
    "Tunnel.\n"
)


def test_a_length_reaching_to_the_subject_is_not_its_own():
    draft = judged_in({"flight.md": FLIGHT}, "How long is the Garnhope Tunnel?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_the_subject_s_own_length_still_answers():
    tunnel = "# The Garnhope Tunnel\n\nThe Garnhope Tunnel is 2,140 yards long and was cut in 1796.\n"
    draft = judged_in({"flight.md": FLIGHT, "tunnel.md": tunnel}, "How long is the Garnhope Tunnel?")
    assert_answers(draft, "2,140 yards")
