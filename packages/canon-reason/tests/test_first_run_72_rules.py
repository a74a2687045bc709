"""The five confident wrong answers of the first run of heldout232 to heldout234, on invented text.

A marriage a whose-clause tells of a man's kin is not his; "did the partner admitted in 1858 die?" asks of a
partner picked out first; a man a text never puts in charge of the asked shop did not have charge of it; a
clause labelled with another thing ("Turbine hall:") measures that thing; and "On what day ...?" is not
answered by a month, while "the 28th of October 1896" is read whole and matches "28 October 1896".
"""

from canon_reason._text import answer_matches
from canon_reason.embedded._candidates import dates
from canon_reason.embedded._charge_held import uncharged_problem
from canon_reason.embedded._event_subject import whose_kin_event_problem
from canon_reason.embedded._figure_asked import dayless_problem, labelled_other_problem
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._sentences import PassageText, sentences_of


def test_a_marriage_told_of_a_mans_kin_is_not_his():
    question = "In what year did Amos Jethro Pellam marry?"
    cited = (
        "**Dunn, Henry (1822–1896).** Brother-in-law of Amos Jethro Pellam, whose sister Ann he married in"
        " 1851."
    )
    assert whose_kin_event_problem(question, "1851", cited)
    own = "Amos Jethro Pellam, whose father kept the mill, married Ann Dunn in 1851."
    assert whose_kin_event_problem(question, "1851", own) == []


def test_a_participle_after_did_picks_out_a_hop():
    analysis = analyze_question("In what year did the partner admitted to the firm in 1858 die?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert analysis.parts[0].question == "Which partner is admitted to the firm in 1858?"
    assert analysis.hop_template == "In what year did {answer} die?"
    assert analyze_question("In what year did the firm employ most hands?").kind is not QuestionKind.MULTI_HOP


def test_no_one_the_text_puts_in_no_charge_had_charge():
    question = "Who had charge of the frame shop in 1898?"
    cost = "The frame shop was let to Amos Hale, the firm to bear the whole charge of the repairs."
    idle = "The frame shop was at work again on Thursday, and Mr Hale has told the hands to come in."
    assert uncharged_problem(question, "Amos Hale", [cost])
    assert uncharged_problem(question, "Amos Hale", [idle])
    foreman = "Isaac Roe, foreman of the frame shop, has told the hands to come in."
    assert uncharged_problem(question, "Isaac Roe", [foreman]) == []
    held = "In 1898 Isaac Roe had charge of the frame shop."
    assert uncharged_problem(question, "Isaac Roe", [held]) == []


def test_a_clause_labelled_with_another_thing_measures_that_thing():
    question = "How tall was the chimney of the Orbell power station?"
    cited = (
        "Turbine hall: 164 feet long by 58 feet wide, and 62 feet high from the floor to the roof trusses."
    )
    assert labelled_other_problem(question, "62 feet", cited)
    assert labelled_other_problem(question, "220 feet", "Chimney: a single chimney 220 feet high.") == []
    assert labelled_other_problem(question, "220 feet", "Height: 220 feet above the ground.") == []


def test_a_day_asked_is_not_a_month_and_an_ordinal_date_is_read_whole():
    question = "On what day were the works formally opened by the Mayor?"
    assert dayless_problem(question, "October 1896")
    assert dayless_problem(question, "28 October 1896") == []
    assert dayless_problem(question, "Tuesday") == []
    (s,) = sentences_of(
        [PassageText("a.md", 0, 54, "The 28th of October 1896 will long be remembered here.", "")]
    )
    assert [m.text for m in dates(s.text, s.words)] == ["28th of October 1896"]
    assert answer_matches("28th of October 1896", "28 October 1896")
    assert not answer_matches("October 1896", "28 October 1896")
