"""A height a letter says a paper gave, and corrects; who laid a brick, not whose works it was laid at;
the pounds of a final account whose passage is cut inside its header; and a bare "Died ..." in a sketch
read from its middle, whose "he" is another man than the one asked about."""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._lexicon import key, relations_of
from canon_reason.embedded._mismatch import entry_life_problem
from canon_reason.embedded._question_frame import denied_figure_problem
from canon_reason.embedded._reasoner import reason


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
    assert key("laid") == key("lay")
    assert relations_of(key("laid"))
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
    assert draft.value != "62", draft.value
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.value


def test_a_bare_death_in_a_sketch_read_from_its_middle_is_of_its_he():
    before = (
        "In 1811 he took Amos Kell, mercer, into partnership, and the firm traded as Tull & Kell. "
        "He built his first engine in 1826. "
    )
    asked = "In what year did Amos Kell die?"
    assert entry_life_problem(asked, "Died 9th October 1847.", before)
    own = "In 1811 Amos Kell set up as a mercer. He built his first engine in 1826. "
    assert not entry_life_problem(asked, "Died 9th October 1847.", own)
