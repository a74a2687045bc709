"""Rules of reading found on the twenty-second round of single-fact misses, each on invented text.

A subject the question names by a phrase of several nouns ("the east boiler house") is stated by the same
phrase in a sentence: the first noun modifies the next one of the question's own phrase, not another thing.

"From whom did they buy it?" asks the object of "from", which a sentence may describe before naming it ("from
a farmer named X", "from its builder, the draper X"); a place written right after the question's noun ("a
field on Thimbleby Lane") is where the thing is, as "the Thimbleby Lane field" says, not where the buying was.

"Which firm put up the hall?" asks who built it; "who put up the money" builds nothing.

A passage that starts with "It" right after the passage before it in the same document (a chunk boundary
inside a paragraph) refers back to what that passage's last sentences name.

A chain's count read as "under forty boys" is a bound the text sets, not the count the question asks.

"What was X worth?" asks a sum of money, which a sentence states as its value ("of the value of £12").

A degree closing a holder's name in a list of holders ("| Rev. Jo Hale, M.A. | 1811 | 1838 |") leaves the row
a row of the list.

A description closing the question after a name ("Wendlow Farm, the founder's endowment?") only says which
farm is meant; "the farm measured 196 acres" states how large it was, and a measure is no date of an event.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._fact import read_fact

LEDGER = (
    "# Quarrendon Asylum: Building Ledger, 1871\n\n"
    "| Item | £ |\n|---|---|\n| Boilers | 312 |\n| Piping | 96 |\n\n"
    "Note: The east boiler house was opened on 2 May 1871 with 6 boilers, in two rooms of 3 boilers, "
    "one for the laundry and one for the wards.\n"
)


def test_a_subject_of_several_nouns_is_read_as_the_question_writes_it():
    draft = judged(
        Corpus.from_texts({"ledger.md": LEDGER}),
        "How many boilers did the east boiler house have when it opened?",
    )
    assert_answers(draft, "6")


HISTORY = (
    "# The Threlby Board and its Hall\n\n"
    "The Threlby Board was formed in 1841. The board resolved to build a hall for the whole district, and "
    "bought a field on Thimbleby Lane, on the western edge of the town, from a farmer named Osgar Dorwin.\n"
)
SALE = (
    "# The Hobbleford Kinema\n\n"
    "The Hobbleford Kinema opened in 1911. The circuit bought it in 1924 from its builder, the draper Osgar "
    "Dorwin.\n"
)
GIFT = (
    "# The Hobbleford Kinema\n\n"
    "The Hobbleford Kinema opened in 1911. The circuit bought it in 1924 from the town and gave it to "
    "Osgar Dorwin.\n"
)


def test_from_whom_reads_a_described_object_of_from():
    field = judged(
        Corpus.from_texts({"history.md": HISTORY}),
        "From whom did the board buy the Thimbleby Lane field?",
    )
    assert_answers(field, "Osgar Dorwin")
    kinema = judged(
        Corpus.from_texts({"kinema.md": SALE}), "From whom did the circuit buy the Hobbleford Kinema?"
    )
    assert_answers(kinema, "Osgar Dorwin")


def test_a_name_after_another_phrase_is_no_object_of_from():
    draft = judged(
        Corpus.from_texts({"kinema.md": GIFT}), "From whom did the circuit buy the Hobbleford Kinema?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


BRINDLECOMBE = (
    "# The Brindlecombe Asylum\n\n"
    "The Brindlecombe Asylum was opened in 1852. The new asylum was designed by Osgar Dorwin and built by "
    "the local firm of Fothergay & Brune.\n"
)


def test_put_up_asks_who_built_a_thing_but_not_who_gave_money():
    draft = judged(
        Corpus.from_texts({"asylum.md": BRINDLECOMBE}),
        "Which firm of builders put up the Brindlecombe Asylum?",
    )
    assert_answers(draft, "Fothergay & Brune")
    assert "built" not in read_fact("How many subscribers put up the money for the Vossery Hall?").terms
    assert "built" not in read_fact("Who designed the stand put up on Thimbleby Common in 1811?").terms


_ENDOWMENTS = (
    "The following endowments are attached to the Ruthwaite School, and are awarded by the governors each "
    "summer after an examination of the candidates in the great schoolroom, in the presence of the head "
    "master and of two governors chosen for the purpose by the board at its meeting in the spring. "
)
BURSARIES = (
    "# Endowments of Ruthwaite School\n\n"
    + _ENDOWMENTS
    + _ENDOWMENTS[:120].rstrip(", ")
    + ". \n\n**The Quillet Bursary** was founded in 1861 by Mrs. Ann Cordwell, widow of Mr. Osgar Cordwell, "
    "for many years a governor, in memory of her husband. It is of the value of £30 a year and is tenable "
    "at the School for three years.\n"
)


def test_it_opening_a_passage_refers_to_the_passage_just_before():
    corpus = Corpus.from_texts({"bursaries.md": BURSARIES})
    assert any(c.text.startswith("It is of the value") for c in corpus.chunks)  # the boundary under test
    draft = judged(corpus, "What was the yearly value of the Quillet Bursary?")
    assert_answers(draft, "£30")


HEAD_MASTERS = (
    "# Head Masters of Ruthwaite School\n\n| Head master | From | To |\n|---|---|---|\n"
    "| Rev. Osgar Cordwell | 1841 | 1866 |\n| Rev. Ebbert Quillet | 1866 | 1894 |\n"
)
OBITUARY = (
    "# Obituary of the Rev. Ebbert Quillet\n\nThe Rev. Ebbert Quillet became head master of Ruthwaite "
    "School in 1866. When he came there were under forty boys; when he retired in 1894 there were more than "
    "a hundred.\n"
)


def test_a_chain_does_not_answer_a_count_with_a_bound():
    draft = judged(
        Corpus.from_texts({"list.md": HEAD_MASTERS, "obituary.md": OBITUARY}),
        "How many boys were in the school in the year Ebbert Quillet became head master?",
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


PRIZES = (
    "# Prizes of Ruthwaite School\n\n"
    "**The Quillet Prize** for mathematics, founded in 1870 by Mr. Ebbert Quillet, is of the value of £12 a "
    "year, awarded after an examination in July.\n"
)


def test_what_a_thing_was_worth_is_read_from_its_value():
    draft = judged(Corpus.from_texts({"prizes.md": PRIZES}), "What was the Quillet Prize worth each year?")
    assert_answers(draft, "£12")


WARDENS = (
    "# Wardens of Ruthwaite College, 1790–1950\n\n"
    "| Warden | From | To | Notes |\n|---|---|---|---|\n"
    "| Rev. Osgar Cordwell, M.A. | 1790 | 1822 | Died in office |\n"
    "| Rev. Ebbert Quillet, M.A. | 1822 | 1851 | Resigned |\n"
    "| Rev. Ann Dorwin, B.D. | 1851 | 1880 | Retired |\n"
    "| Thimbleby Fothergay, B.Sc. | 1880 | 1911 | Retired |\n"
)


def test_a_degree_after_a_holder_s_name_keeps_the_list_of_holders():
    draft = judged(Corpus.from_texts({"wardens.md": WARDENS}), "Who followed Ebbert Quillet as warden?")
    assert_answers(draft, "Ann Dorwin")


ENDOWMENT = (
    "# A Short History of Ruthwaite School\n\n"
    "The school owes its being to Ebbert Quillet, a mercer, who by his will of 1602 left the rents of "
    "Wendlow Farm to maintain a master. The farm, lying in the parish of Thimbleby, measured 196 acres "
    "and 1 rood, and to it the governors later added a small holding.\n"
)


def test_a_closing_description_is_optional_and_measured_states_the_size():
    draft = judged(
        Corpus.from_texts({"history.md": ENDOWMENT}), "How large was Wendlow Farm, the founder's endowment?"
    )
    assert_answers(draft, "196 acres")
    assert read_fact("Where was Ebbert Quillet, the Works Manager, born?").terms == ("born",)
