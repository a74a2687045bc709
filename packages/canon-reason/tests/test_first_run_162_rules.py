"""A firm named as whose works a job was done at, for the contractor who did it; the bare "Total" column of a
table titled by what it counts, for a count asked "in all"; a firm's capital, raised over its figure at
registration; and lists of chairmen, and of holders called the elder and the younger."""

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._answer_type import works_owner_problem
from canon_reason.embedded._arithmetic import arithmetic
from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._operations import Operation
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._scope import total_problem
from canon_reason.embedded._tables import row_total


def test_the_firm_at_whose_works_a_chimney_was_built_did_not_build_it():
    told = "Of works required in building a chimney shaft at the works of Messrs Orme & Tull, Kedby."
    asked = "Which contractor built the boiler-house chimney in 1880?"
    assert works_owner_problem(asked, "Messrs Orme & Tull", [told])
    assert works_owner_problem(asked, "Orme & Tull", [told])
    built = "The shaft was built by Orme & Tull of Kedby, whose tender was the lowest."
    assert not works_owner_problem(asked, "Orme & Tull", [built])
    assert not works_owner_problem("Which firm owned the works?", "Orme & Tull", [told])


def test_a_row_whose_last_cell_sums_the_others_gives_a_total():
    assert row_total("| 1881 | 33 | 41 | 74 |") == 74
    assert row_total("| 1901 | 1,079 | 18 | 15 | 1,112 |") == 1112
    assert row_total("| 1881 | 33 | 41 | 75 |") is None
    assert row_total("| 1881 | 33 | 74 |") is None  # one part is no sum
    assert row_total("1881 and 33") is None
    asked = "How many hands in all were employed in 1881?"
    row = "| 1881 | 33 | 41 | 74 |"
    assert not total_problem(asked, row, calculated=False, value="74 hands", rows=[row])
    assert total_problem(asked, row, calculated=False, value="41 hands", rows=[row])
    told = "In 1881 the walk had 74 hands."
    assert total_problem(asked, told, calculated=False, value="74 hands", rows=[told])


_TABLE = """# Hands employed, from the wage books

| Year | Rope-walk | Frame yard and shops | Total |
|---|---|---|---|
| 1871 | 27 | 31 | 58 |
| 1881 | 33 | 41 | 74 |
| 1898 | 41 | 52 | 93 |
"""


def test_a_count_in_all_is_read_from_the_bare_total_column():
    corpus = Corpus.from_texts({"hands.md": _TABLE})
    asked = "How many hands in all were employed at the works in 1881?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert (draft.value or "").split()[0] == "74", draft.value
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback


def test_a_firms_capital_is_a_sum_and_a_countrys_a_town():
    assert read_fact("What was the company's capital in 1920?").answer_type is AnswerType.QUANTITY
    assert read_fact("With what capital was the company registered?").answer_type is AnswerType.QUANTITY
    assert read_fact("What was Ruritania's capital in 1920?").answer_type is not AnswerType.QUANTITY
    assert read_fact("In which capital was the company registered?").answer_type is not AnswerType.QUANTITY


def test_a_firms_capital_at_registration_needs_no_word_of_registering():
    fact = read_fact("What was the company's capital at registration?")
    assert "registration" in fact.soft_terms
    assert (
        "registration"
        in read_fact("What was the capital of the Kell Company Limited at registration?").soft_terms
    )
    assert "registration" not in read_fact("When was the registration of the deed made?").soft_terms


def test_a_sum_raised_over_its_earlier_figure_is_their_difference():
    found = arithmetic(
        "By how much was the company's capital increased in 1920 over its capital at registration?"
    )
    assert found is not None
    operation, _, (raised, before) = found
    assert operation is Operation.DIFFERENCE
    assert raised.text == "What was the company's capital in 1920?"
    assert before.text == "What was the company's capital at registration?"


_MINUTES = {
    "minutes-1898.md": "# Orme & Tull Ltd: first meeting of directors, 1898\n\n"
    "The Secretary reported that the Company was registered on 2nd February 1898 "
    "with a capital of £9,000 in shares of £10 each.\n",
    "minutes-1920.md": "# Orme & Tull Ltd: meeting of directors, March 1920\n\n"
    "Resolved that the capital of the Company be increased to £15,000 "
    "by the creation of 600 new shares of £10 each.\n",
}


def test_the_capital_before_a_raising_is_not_held_to_the_raisings_year():
    corpus = Corpus.from_texts(_MINUTES)
    asked = "By how much was the company's capital increased in 1920 over its capital at registration?"
    draft = reason(asked, lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "£6,000", draft.value
    assert judge_draft(draft).verdict.value == "pass", judge_draft(draft).feedback


def test_chairmen_head_a_list_of_chairmen():
    assert key("Chairmen") == key("chairman")
    assert key("foremen") == key("foreman")
    assert key("specimen") != key("speciman")
    listed = (
        "# Orme & Tull Ltd: officers\n\n## Chairmen\n\n| Name | In office |\n|---|---|\n"
        "| Amos Orme | 1889–1901 |\n| Ruth Tull | 1901–1924 |\n| Eli Orme | 1924–1947 |\n"
    )
    corpus = Corpus.from_texts({"officers.md": listed})
    draft = reason("Who succeeded Ruth Tull as chairman?", lambda q: search(corpus, q, 3))
    assert draft.value == "Eli Orme", draft.reason


def test_a_holder_called_the_younger_stands_in_a_list_of_holders():
    listed = (
        "# Orme & Tull Ltd: works managers\n\n- Jabez Orme the elder, 1898–1921\n"
        "- Jabez Orme the younger, 1921–1950\n- Ruth Tull, 1950–1972\n"
    )
    corpus = Corpus.from_texts({"managers.md": listed})
    draft = reason("Who followed Jabez Orme the younger as works manager?", lambda q: search(corpus, q, 3))
    assert draft.value == "Ruth Tull", draft.reason
    draft = reason("Who followed Jabez Orme the elder as works manager?", lambda q: search(corpus, q, 3))
    assert draft.value == "Jabez Orme the younger", draft.reason
