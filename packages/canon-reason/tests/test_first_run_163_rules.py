"""A height a letter says a paper gave, and corrects; who laid a brick, not whose works it was laid at;
the pounds of a final account whose passage is cut inside its header; and a bare "Died ..." in a sketch
read from its middle, whose "he" is another man than the one asked about."""

from fractions import Fraction

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import words
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._columns import whole_sum
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key, old_sum_pounds, old_sum_written, relations_of
from canon_reason.embedded._mismatch import entry_life_problem
from canon_reason.embedded._question_frame import denied_figure_problem
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._tables import row_writes_sum


def test_a_height_a_letter_corrects_across_its_lines_is_denied():
    letter = (
        "Sir, — In your notice of the new chimney you give its height as 118 feet. Allow me,\n"
        "as its architect, to correct this. The shaft measures 104 feet from the plinth.\n"
    )
    assert denied_figure_problem("118 feet", [letter])
    assert not denied_figure_problem("104 feet", [letter])
    apart = "You give its height as 118 feet.\n\nThe old mill measures 104 feet from end to end.\n"
    assert not denied_figure_problem("118 feet", [apart])


def test_the_one_who_laid_a_brick_is_named_after_by():
    assert set(relations_of(key("laid"))) & set(relations_of(key("lay")))
    report = (
        "# Orby Gazette, 3rd May 1880\n\nThe great chimney at Mr. Jabez Tull's rope works was completed on "
        "Monday, when the topmost brick was laid by Miss Ada Tull, the proprietor's daughter.\n"
    )
    corpus = Corpus.from_texts({"report.md": report})
    draft = reason("Who laid the topmost brick of the works chimney?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert "Ada Tull" in (draft.value or ""), draft.value


_ACCOUNT = """# Final Account: New Rope Store, Orby Works

Messrs. Amos Kell & Sons, builders, to Mr. Jabez Tull. Certified by Ruth Dunn, architect,
Orby, 30th June 1880.

| Item | £ | s. | d. |
|---|---|---|---|
| Contract sum | 1,285 | 0 | 0 |
| Extra: lengthening store and second flue | 41 | 12 | 0 |
| Extra: iron doors to east end | 27 | 8 | 6 |
| Extra: additional louvres to roof | 11 | 3 | 0 |
| Less: omission of brick paving to north bay | (18) | (0) | (0) |
| **Total of account** | **1,347** | **3** | **6** |
| Paid on certificates, Nov. 1879 – Apr. 1880 | 1,200 | 0 | 0 |
| **Balance now due** | **147** | **3** | **6** |
"""


def test_a_rows_pounds_keep_their_header_across_a_cut_passage():
    corpus = Corpus.from_texts({"account.md": _ACCOUNT})
    header = _ACCOUNT.index("| Item")
    rule = _ACCOUNT.index("|---|")
    assert any(header < c.end < rule for c in corpus.chunks)  # a passage ends inside the header line
    asked = "By how much did the final account for the new Rope Store exceed the contract sum?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.value == "£62 3s 6d", draft.reason  # £1,347 3s. 6d. less £1,285, in pence
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback


def test_a_bare_death_in_a_sketch_read_from_its_middle_is_of_its_he():
    before = (
        "In 1811 he took Amos Kell, mercer, into partnership, and the firm traded as Tull & Kell. "
        "He built his first engine in 1826. "
    )
    asked = "In what year did Amos Kell die?"
    assert entry_life_problem(asked, "Died 9th October 1847.", before)
    own = "In 1811 Amos Kell set up as a mercer. He built his first engine in 1826. "
    assert not entry_life_problem(asked, "Died 9th October 1847.", own)


def test_an_old_sum_in_figures_is_read_as_pounds_and_written_back():
    assert old_sum_pounds("£1,798 4s. 6d.") == Fraction(1798) + Fraction(4, 20) + Fraction(6, 240)
    assert old_sum_pounds("2s 6d") == Fraction(1, 8)
    assert old_sum_pounds("7½d") == Fraction(15, 2) / 240
    assert old_sum_pounds("£1,798") is None
    assert old_sum_pounds("3/6") is None
    assert old_sum_written(Fraction(1798) + Fraction(4, 20) + Fraction(6, 240)) == "£1,798 4s 6d"
    assert old_sum_written(Fraction(1, 8)) == "2s 6d"
    assert old_sum_written(Fraction(1, 40)) == "6d"
    assert old_sum_written(Fraction(1, 1000)) is None
    text = "The account came to £1,798 4s. 6d. in all."
    (found,) = numbers(text, words(text))
    assert found.number == old_sum_pounds("£1,798 4s. 6d.")


def test_a_rows_pounds_shillings_and_pence_make_one_sum():
    before = "| Item | £ | s. | d. |\n|---|---|---|---|\n"
    assert whole_sum("1,347", "| **Total of account** | **1,347** | **3** | **6** |", before) == (
        "£1,347 3s. 6d.",
        Fraction(1347) + Fraction(3, 20) + Fraction(6, 240),
    )
    assert (
        whole_sum("1,347", "| **Total** | **1,347** | **3** |", "| Item | £ | s. |\n|---|---|---|\n") is None
    )
    pounds = Fraction(1347) + Fraction(3, 20) + Fraction(6, 240)
    assert row_writes_sum("| **Total of account** | **1,347** | **3** | **6** |", pounds)
    assert not row_writes_sum("| Total | 1,347 | 3 | 7 |", pounds)


def test_a_final_account_is_asked_as_a_sum():
    assert read_fact("What was the final account for the new Rope Store?").answer_type is AnswerType.QUANTITY
    assert read_fact("What was the total of the final account for the Store?").unit_family == "money"
    assert read_fact("Which account of the fire was printed?").answer_type is not AnswerType.QUANTITY


def test_a_final_account_in_old_coin_is_read_whole():
    corpus = Corpus.from_texts({"account.md": _ACCOUNT})
    asked = "What was the total of the final account for the new Rope Store?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.value == "£1,347 3s. 6d.", draft.reason
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback
