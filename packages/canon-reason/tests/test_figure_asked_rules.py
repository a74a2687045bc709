"""An answer is of the kind its question's wording asks, past what its opening tells.

"Under the 1890 tariff, what was the yearly charge for a cottage?" asks a sum though it opens with its
source, and "What speed did the launch reach?" a figure: words are no answer. A weekday answers only a
question asking a day or when. A word the cited text gives only right after a noun of the question ("pier
manners" for a question about the pier) is read for that noun, not for what is asked; after that veto, a
sentence whose subject is the asked thing ("The set piece was ...") gives the answer.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._figure_asked import (
    compound_word_problem,
    figureless_problem,
    weekday_problem,
)


def test_a_sum_asked_by_its_noun_after_a_leading_phrase_needs_a_figure() -> None:
    question = "Under the Vell Board's 1890 tariff, what was the yearly charge for a cottage?"
    assert figureless_problem(question, "rateable value of cottage")
    assert figureless_problem(question, "4s. 6d. a year") == []
    assert figureless_problem(question, "sixpence") == []
    assert figureless_problem(question, "three shillings") == []
    assert figureless_problem("What was the charge against the carter?", "theft") == []
    assert figureless_problem("What was the rent of the Orle farm?", "£40") == []
    # the lexicon's money nouns, not a list of the check's own: a price and a fare are sums too
    assert figureless_problem("What was the price of a seat at the Orle hall?", "the usual rate")
    assert figureless_problem("What was the return fare to Orle?", "third class")
    assert figureless_problem("What was the curate's stipend at Orle?", "a house and glebe")
    assert figureless_problem("What was the name of the Orle farm?", "Low Orle") == []


def test_a_measure_a_thing_performed_needs_a_figure() -> None:
    question = "What speed did the launch Tarrow reach on her trial in 1904?"
    assert figureless_problem(question, "Thursday")
    assert figureless_problem(question, "full speed")
    assert figureless_problem(question, "14 knots") == []
    assert figureless_problem("What output did the Orle mill achieve?", "nine tons a day") == []
    assert figureless_problem("What honour did the Orle mill achieve?", "a royal warrant") == []


def test_a_table_header_is_no_yearly_charge() -> None:
    corpus = Corpus.from_texts(
        {
            "tariff.md": "# Vell Board tariff of 1890\n\n"
            "| Rateable value of cottage | Charge |\n|---|---|\n"
            "| Not above £5 | 4s. yearly |\n| Above £5 | 7s. yearly |\n"
        }
    )
    draft = judged(
        corpus,
        "Under the Vell Board's 1890 tariff, what was the yearly charge for a cottage of value not above £5?",
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "4s" in draft.answer, draft.answer


def test_a_weekday_answers_only_a_day_or_when() -> None:
    assert weekday_problem("What speed did the launch reach?", "Thursday")
    assert weekday_problem("What was the name of the ferry?", "Friday")
    assert weekday_problem("On what day was the launch tried?", "Thursday") == []
    assert weekday_problem("When was the launch tried?", "on Thursday") == []
    assert weekday_problem("What speed did the launch reach?", "12 knots") == []


def test_a_trial_day_is_no_speed() -> None:
    corpus = Corpus.from_texts(
        {
            "launch.md": "# The launch Tarrow\n\n"
            "The launch Tarrow was brought round from Dunby on 4 May and tried on Thursday 7 May off the "
            "Orle pier in the presence of the owners and the builder.\n"
        }
    )
    draft = judged(corpus, "What speed did the launch Tarrow reach at her trial in May 1904?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_word_qualified_by_the_question_noun_is_no_answer() -> None:
    question = "What was the opening tune at the Pellow fair of 1888?"
    cited = ["The fiddler played on past the hour, a breach of fair manners the stewards forgave."]
    assert compound_word_problem(question, "manners", cited)
    named = ["The fiddler played manners, a new reel, and a breach of fair manners followed."]
    assert compound_word_problem(question, "manners", named) == []
    assert compound_word_problem(question, "hornpipe", ["The opening tune was a hornpipe."]) == []
    # a verb of the question is no noun qualifying the word after it
    assert (
        compound_word_problem("What did the Orle farmers grow?", "barley", ["The farmers grow barley."]) == []
    )


def test_after_the_veto_a_sentence_stating_the_asked_thing_answers() -> None:
    texts = {
        "show.md": "# Newspaper Report: The Pellow Show of 1888\n\n"
        'The set piece was "The Miller\'s Lantern", a reel arranged by Mr A. Dowe, which has tried the best '
        "fiddlers of the valley this season. Its long middle strain proved the undoing of more than one "
        "fiddler at the Pellow show, but the winner played the set piece in 1888 with a breadth which drew "
        "applause, a breach of show manners which the judge overlooked.\n"
    }
    question = "What was the set piece at the Pellow show of 1888?"
    assert compound_word_problem(question, "manners", [texts["show.md"]])  # the reader's first reading
    assert_answers(judged(Corpus.from_texts(texts), question), "The Miller's Lantern")
