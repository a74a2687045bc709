"""A report's date frames its sentences; an office written with its capital names a passive verb's agent.

"*From the Orrin Gazette, Thursday, 13 June 1907.*" dates "Yesterday the baths were opened by ...": a month or
a year the question asks about is met by the date the sentences just before set, while the sentence names no
date of its own. "opened by the Mayor, Alderman Ivo Penn" names the opener by his office and then by name,
as "by the borough engineer, Ada Rowe" does. "Who named the ship?" asks for the one who named it, and "How
many lives did the boat save?" for a count, not for a sum saved.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason.embedded._question_frame import change_size_problem
from canon_reason.embedded._sentences import entity_match, sentences_of

_REPORT = {
    "gazette-report-1907.md": "# OPENING OF THE NEW BATHS\n\n"
    "*From the Orrin Gazette, Thursday, 13 June 1907.*\n\n"
    "Yesterday, before a large gathering, the Corporation's new Orrin Baths were formally opened by "
    "the Mayor, Alderman Ivo Penn, who swam the first length amid applause.\n"
}


def test_a_month_asked_is_met_by_the_report_date_above() -> None:
    draft = judged(Corpus.from_texts(_REPORT), "Who formally opened the Orrin Baths in June 1907?")
    assert_answers(draft, "Ivo Penn")


def test_a_sentence_naming_another_month_is_not_framed_by_the_report_date() -> None:
    texts = {
        "gazette-report-1907.md": _REPORT["gazette-report-1907.md"].replace(
            "Yesterday, before", "In March, before"
        )
    }
    corpus = Corpus.from_texts(texts)
    sentence = next(s for s in sentences_of(search(corpus, "Orrin Baths opened", 3)) if "Penn" in s.text)
    assert entity_match("June", sentence)[0] == 0.0
    assert entity_match("1907", sentence)[0] > 0


def test_who_named_asks_the_namer_not_the_name() -> None:
    texts = {
        "launch-report.md": "# NEW LIFEBOAT AT KELLOW\n\n"
        "*From the Kellow Courier, Tuesday, 4 August 1931.*\n\n"
        "On Saturday afternoon Lady Brisk named the new Kellow lifeboat *Ada Dunmore* at the slipway, "
        "breaking a bottle of wine over her bows.\n"
    }
    draft = judged(Corpus.from_texts(texts), "Who named the new Kellow lifeboat in August 1931?")
    assert_answers(draft, "Lady Brisk")


def test_lives_saved_are_a_count_not_a_change() -> None:
    question = "How many lives had the Kellow boats saved by 1931?"
    assert change_size_problem(question, "212 lives", "By 1931 the Kellow boats had saved 212 lives.") == []
    assert change_size_problem("How many pounds did the new boiler save?", "£40", "The coal bill was £40.")
