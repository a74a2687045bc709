"""A company's capital asked at its incorporation, the firm's name that carries it, an office held then."""

from pipeline_judge import value_in

from canon_reason.embedded._fact import AnswerType, read_fact
from canon_reason.embedded._namesakes import other_owner_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question

_MINUTES = {
    "minutes-1901.md": (
        "# Minutes of the First Meeting of the Directors\n\n"
        "*The Quarrel Soap and Candle Company Limited. Minute Book No. 1.*\n\n"
        "1. **Incorporation.** The Certificate of Incorporation, dated 3rd May 1901, was produced and read. "
        "The nominal capital of the Company is £36,000, divided into 3,600 shares of £10 each.\n\n"
        "2. **Chairman.** Mr Owen Tarrant was elected chairman of the board.\n"
    )
}


def test_a_company_name_runs_on_past_and_to_its_registered_close():
    asked = read_fact("What was the nominal capital of the Quarrel Soap and Candle Company Limited?")
    assert asked.entities == ("Quarrel Soap and Candle Company Limited",)
    # two bodies may be joined by "and" where no registered company's close ends the second name
    assert read_fact("When did the Kell Mills and Orra Railway Company merge?").entities == (
        "Kell Mills",
        "Orra Railway Company",
    )


def test_capital_a_company_was_registered_with_is_a_sum():
    asked = read_fact("With what capital was the Tarrant Brush Company Limited registered?")
    assert (asked.answer_type, asked.unit_family) == (AnswerType.QUANTITY, "money")
    assert read_fact("What is the capital of Orravia?").answer_type is AnswerType.PLACE


def test_the_nominal_capital_at_incorporation_is_read_from_the_companys_minute():
    # the minute names the company by its kind ("the Company") and says "incorporation" only in the
    # sentence before the figure
    asked = (
        "What was the nominal capital of the Quarrel Soap and Candle Company Limited at its incorporation?"
    )
    assert value_in(_MINUTES, asked) == "£36,000"
    # asked "when it was incorporated", the capital is the same one sum
    asked = "What was the nominal capital of the Quarrel Soap and Candle Company Limited when incorporated?"
    assert value_in(_MINUTES, asked) == "£36,000"


def test_the_company_called_by_its_kind_is_no_other_owner():
    asked = (
        "What was the nominal capital of the Quarrel Soap and Candle Company Limited at its incorporation?"
    )
    cited = "The nominal capital of the Company is £36,000, divided into 3,600 shares of £10 each."
    assert not other_owner_problem(asked, cited)
    other = "The nominal capital of Tarrant Brothers is £12,000."
    assert other_owner_problem(asked, other)


def test_an_incorporation_dates_the_company_being_formed():
    texts = {
        "catalogue.md": (
            "# Papers of Tarrant & Quarrel\n\nThe partnership of Tarrant & Quarrel was formed in 1872, "
            "and the limited company incorporated on 3 May 1901. The works closed on 30 June 1964 and the "
            "company went into voluntary liquidation.\n"
        )
    }
    asked = (
        "How many years passed between the incorporation of the limited company and the closing of the works?"
    )
    assert value_in(texts, asked) == "63 years"


def test_a_firm_of_partners_and_co_is_one_name_with_its_ltd():
    asked = read_fact(
        "What was the nominal capital of Tarrant, Quarrel & Co. Ltd at its incorporation in 1901?"
    )
    assert asked.entities == ("Tarrant, Quarrel & Co. Ltd", "1901")
    assert read_fact("Where did Kell, Orra and Pask meet?").entities == ("Kell", "Orra", "Pask")


def test_the_capital_when_a_company_was_formed_is_one_fact_asked_of_it():
    texts = {
        "history.md": (
            "# The Quarrel works\n\nIn 1901 the business was converted into a limited company, the "
            "Quarrel Soap Company Limited, with a nominal capital of £36,000, Mr Tarrant becoming its first "
            "chairman.\n"
        )
    }
    asked = "What was the nominal capital of the Quarrel Soap Company Limited when it was formed?"
    assert analyze_question(asked).kind is QuestionKind.SINGLE_FACT
    assert value_in(texts, asked) == "£36,000"


def test_an_office_asked_at_an_event_is_not_read_from_a_name_beside_the_event():
    texts = {
        "catalogue.md": (
            "# Papers of the Quarrel works\n\n**Administrative history.** Soap-making business founded by "
            "Josiah Tarrant, chandler, 1784; incorporated as Tarrant, Quarrel & Co. Ltd on 1 July 1889 with "
            "a nominal capital of £30,000; works closed 31 March 1961.\n"
        )
    }
    assert value_in(texts, "Who was works manager when Tarrant, Quarrel & Co. Ltd was incorporated?") is None
