"""Whose tender was accepted, read from a minute or a schedule that names no work, on invented text."""

from pipeline_judge import value_in

from canon_reason._corpus import Corpus
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._accepted_tender import accepted_sum, accepted_tender, tender_query
from canon_reason.embedded._fact import read_fact
from canon_reason.embedded._sentences import sentences_of

_MINUTES = (
    "# Minutes of the Partners, 1866\n\n"
    "**3rd March 1866.** The tenders received for building the Quillet Mill were opened:\n\n"
    "- Messrs Harrow & Dace, Venlow — £2,410\n"
    "- Mr Obadiah Fenn, Venlow — £2,285\n\n"
    "Mr Dace withdrew from the room. Resolved that the tender of Mr Obadiah Fenn, being the lowest, be "
    "accepted, and that the contract be sealed.\n"
)
_SCHEDULE = (
    "# Rebuilding the Quillet Mill, 1880: Tenders\n\n"
    "| Contractor | Sum tendered | Remarks |\n|---|---|---|\n"
    "| Amos Pettit & Sons, Venlow | £3,120 | Accepted |\n"
    "| Hobb Brothers, Sallow | £2,990 | Not accepted, no sureties |\n\n"
    "*Endorsed:* Pettit's tender accepted, 9th June.\n"
)


def test_a_resolution_accepting_a_tender_names_its_holder_under_the_asked_work():
    asked = "Whose tender was accepted in 1866 for building the Quillet Mill?"
    answer = value_in({"minutes.md": _MINUTES}, asked)
    assert answer is not None and answer_matches(answer, "Obadiah Fenn"), answer


def test_a_schedule_row_marked_accepted_names_its_holder_once_with_its_endorsement():
    asked = "Which firm's tender was accepted for rebuilding the Quillet Mill in 1880?"
    answer = value_in({"schedule.md": _SCHEDULE}, asked)
    assert answer is not None and answer_matches(answer, "Amos Pettit & Sons"), answer


def test_the_year_and_the_rebuilding_choose_between_two_acceptances():
    texts = {"minutes.md": _MINUTES, "schedule.md": _SCHEDULE}
    assert (
        value_in(texts, "Whose tender was accepted in 1866 for building the Quillet Mill?")
        == "Mr Obadiah Fenn"
    )
    assert value_in(texts, "Whose tender was accepted for the Quillet Mill?") is None


def test_a_tender_recommended_or_not_accepted_is_no_acceptance():
    letter = (
        "# Letter about the Quillet Mill, 1866\n\n"
        "I recommend that the tender of Messrs Harrow & Dace be accepted. The tender of Mr Obadiah Fenn "
        "was not accepted.\n"
    )
    hits = search(Corpus.from_texts({"letter.md": letter}), "tender Quillet Mill", 3)
    assert sentences_of(hits)
    fact = read_fact("Whose tender was accepted in 1866 for building the Quillet Mill?")
    assert accepted_tender(fact, hits) is None


def test_a_surname_alone_is_given_under_the_one_full_name_of_its_document():
    minutes = _MINUTES.replace("the tender of Mr Obadiah Fenn, being", "the tender of Mr Fenn, being")
    answer = value_in(
        {"minutes.md": minutes}, "Whose tender was accepted in 1866 for building the Quillet Mill?"
    )
    assert answer == "Mr Obadiah Fenn"
    twice = minutes.replace(
        "- Messrs Harrow & Dace", "- Mr Josiah Fenn, Venlow — £2,300\n- Messrs Harrow & Dace"
    )
    assert (
        value_in({"minutes.md": twice}, "Whose tender was accepted in 1866 for building the Quillet Mill?")
        is None
    )


def test_only_a_question_of_an_accepted_tender_searches_for_tenders():
    assert tender_query(read_fact("Whose tender was accepted in 1866 for building the Quillet Mill?"))
    assert tender_query(read_fact("What was the lowest tender for building the Quillet Mill?")) is None
    assert tender_query(read_fact("Who designed the Quillet Mill?")) is None


def test_the_accepted_tender_gives_its_sum_and_a_named_holder_only_its_own():
    texts = {"minutes.md": _MINUTES}
    asked = "By how much did the final cost of the Quillet Mill exceed the accepted tender?"
    cost = "# The Quillet Mill\n\nThe Quillet Mill was finished in 1867 at a final cost of £2,400.\n"
    answer = value_in({**texts, "history.md": cost}, asked)
    assert answer is not None and answer_matches(answer, "£115"), answer
    fact = read_fact("What was the accepted tender of Harrow & Dace for the Quillet Mill?")
    hits = search(Corpus.from_texts(texts), "Quillet Mill tenders received accepted", 3)
    assert accepted_sum(fact, hits) is None
    fact = read_fact("What was the accepted tender for the Quillet Mill?")
    found = accepted_sum(fact, hits)
    assert found is not None and found[0] == "£2,285"


def test_a_document_found_in_passages_apart_ties_its_acceptance_to_the_work_named_in_another():
    date = "**2nd June 1866.** A meeting of the committee for rebuilding the Quillet Mill."
    filler = " ".join(f"Item {i}: the clerk read a letter about the roads and drains." for i in range(40))
    tenders = (
        "The following tenders for the rebuilding were opened: Mr Obadiah Fenn, £2,285; Messrs Harrow & "
        "Dace, £2,410. Resolved that the tender of Mr Obadiah Fenn be accepted."
    )
    texts = {"minutes.md": f"# Minutes of the Committee\n\n{date}\n\n{filler}\n\n{tenders}\n"}
    hits = [
        *search(Corpus.from_texts(texts), "rebuilding Quillet Mill 1866 June meeting committee", 1),
        *search(Corpus.from_texts(texts), "tender Obadiah Fenn accepted", 1),
    ]
    assert len({(h.start, h.end) for h in hits}) == 2 and hits[0].end < hits[1].start
    fact = read_fact("Whose tender for rebuilding the Quillet Mill was accepted in June 1866?")
    found = accepted_tender(fact, hits)
    assert found is not None and found[0] == "Mr Obadiah Fenn"
