"""A holder of an office read from a verb of its relation ("headed by", "led by") must head the asked thing.

"A deputation of tenants, headed by the Rev. P. Orme, waited upon the directors" makes Orme the head of the
deputation, not the chairman of the company; the chairman is the one the office's noun is set beside, or
the one a list of the company's officers gives for the year.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

REPORT = (
    "# THE COAL FAMINE\n\n*Wenmoor Courier, Saturday 3 March 1881*\n\nThe want of gas in the town has now "
    "become a public grievance. Since Monday last the Gaslight Company has turned the gas on for two hours "
    "only in the evening, and in the upper streets many households have had none for a week.\n\nOn Tuesday a "
    "deputation of tenants, headed by the Rev. P. Orme and Mr. Dace, waited upon the directors at the "
    "Company's offices in Tanner Street. Mr. Silas Brandreth, the chairman, received them courteously, but "
    "could offer little comfort. Mr. Amos Venn, the engineer, was present, and stated that he had advised "
    "the directors as long ago as 1877 that a second holder would be needed.\n"
)
OFFICERS = (
    "# Officers of the Wenmoor Gaslight Company, 1850–1900\n\n**Chairmen of the Board**\n"
    "- 1850–1872: Obadiah Sawle\n- 1872–1890: Silas Brandreth\n- 1890–1900: Luke Fenwick\n"
)
HEADED = (
    "# Wenmoor Gaslight Company\n\nIn 1881 the Gaslight Company was headed by Silas Brandreth, who had "
    "joined its board in 1865.\n"
)


def test_the_head_of_a_deputation_is_no_chairman_of_the_company() -> None:
    draft = judged(
        Corpus.from_texts({"coal-famine-1881.md": REPORT}),
        "Who was chairman of the Gaslight Company in 1881?",
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_chairman_is_read_from_the_list_of_officers_instead() -> None:
    corpus = Corpus.from_texts({"coal-famine-1881.md": REPORT, "officers.md": OFFICERS})
    assert_answers(judged(corpus, "Who was chairman of the Gaslight Company in 1881?"), "Silas Brandreth")


def test_a_verb_heading_the_asked_thing_names_its_holder() -> None:
    draft = judged(
        Corpus.from_texts({"history.md": HEADED}), "Who was chairman of the Gaslight Company in 1881?"
    )
    assert_answers(draft, "Silas Brandreth")


def test_the_asked_thing_named_again_by_its_kind_is_the_one_headed() -> None:
    corpus = Corpus.from_texts(
        {
            "exchange.md": "# The Corn Exchange, Wenmoor\n\nThe Corn Exchange opened in 1874. The "
            "building was designed by Ada Pellow.\n"
        }
    )
    assert_answers(judged(corpus, "Who was the architect of the Corn Exchange?"), "Ada Pellow")
