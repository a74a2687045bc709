"""A sum of money asked by its noun, and the head noun read past a possessor.

"What were the canal company's toll receipts in 1839?" asks the receipts, a sum of money, not the canal (a
place) its possessor's words come first: the head noun is the one after "company's". "Which company's
engineer ...?" is the other way about: the wh-word asks the possessor. Receipts, takings, proceeds, profit,
earnings and expenditure are sums of money; membership and enrolment are counts. A sum asked by its noun is
not answered by a bare word from prose naming no money ("the revised figure is *the one* given here").
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._question_frame import moneyless_cost_problem

RETURNS = (
    "# Alder Theatre, Yarncliffe: yearly returns, 1890-1894\n\n"
    "*From the lessee's ledgers. Weeks open counts weeks with a paid performance.*\n\n"
    "| Year | Weeks open | Gross receipts | Net profit |\n|---|---|---|---|\n"
    "| 1890 | 38 | £5,210 | £702 |\n| 1891 | 41 | £5,644 | £815 |\n| 1892 | 40 | £5,390 | £744 |\n"
)

LEDGER_NOTE = (
    "# Notes on the Yarncliffe Navigation accounts\n\n"
    "The tolls for 1850 were first printed too high. The revised figure is the one given here, and the\n"
    "committee thanked the clerk for his care.\n"
)


def test_the_head_noun_after_a_possessor_gives_the_asked_type():
    receipts = read_fact("What were the navigation company's toll receipts in 1839?")
    assert receipts.answer_type is AnswerType.QUANTITY
    assert receipts.unit_family == "money"
    assert read_fact("What was the Guild's membership in 1880?").answer_type is AnswerType.NUMBER
    assert read_fact("What was the lessee's net profit in 1891?").unit_family == "money"
    assert read_fact("Which company's engineer built the weir?").answer_type is AnswerType.ORGANIZATION


def test_receipts_asked_of_a_year_are_read_from_their_own_column():
    corpus = Corpus.from_texts({"returns.md": RETURNS})
    receipts = judged(corpus, "What were the Alder Theatre's gross receipts for the year 1891?")
    assert_answers(receipts, "£5,644")
    assert_answers(judged(corpus, "What was the Alder Theatre's net profit in 1892?"), "£744")


def test_a_sum_asked_by_its_noun_is_not_a_bare_word_of_prose():
    cited = "The revised figure is the one given here."
    assert moneyless_cost_problem("What were the company's toll receipts for 1850?", "one", cited)
    assert moneyless_cost_problem("What was the lessee's profit in 1850?", "412", "He made 412 that year.")
    assert not moneyless_cost_problem("What were the toll receipts for 1850?", "£410", "Tolls: £410.")
    assert not moneyless_cost_problem("How many members joined in 1850?", "one", cited)
    corpus = Corpus.from_texts({"note.md": LEDGER_NOTE})
    draft = judged(corpus, "What were the navigation's toll receipts for 1850 as revised?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
