"""Who won a contract, said as records say it, and a compound's "it" that means the first part's answer.

A firm "won the contract" where minutes say its tender "be accepted" and a specification says the contract
was "signed with" it; "Messrs." is no sentence's end; "Which firm ..., and where was it based?" asks where
the firm the first part finds was based, not where anything was.
"""

from pipeline_judge import Passage, assert_answers, judged

from canon_contracts import Decision
from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import split_sentences
from canon_reason.embedded._compound_nouns import compound_head_at
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._lexicon import key
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._sentences import sentences_of
from canon_reason.embedded._source_party import seller_named

MINUTES = (
    "# Minutes of the Quorlby Baths Committee\n\n"
    "**Meeting of 3 May 1884.** Six tenders were opened.\n"
    "Resolved: that the tender of Messrs Yandell & Prout for the Quorlby Baths, at £2,310, being the\n"
    "lowest, be accepted.\n"
)
REFUSED = (
    "# Minutes of the Quorlby Baths Committee\n\n"
    "**Meeting of 3 May 1884.** Six tenders were opened. The tender of Messrs Yandell & Prout for the\n"
    "Quorlby Baths, at £2,310, was not accepted, the firm having no sureties.\n"
)
SPECIFICATION = (
    "# Specification of the Quorlby Baths\n\n"
    "*Contract signed with Messrs Yandell & Prout, builders, of Brimscombe, 4 June 1884.*\n\n"
    "The walls of the Quorlby Baths shall be of brick.\n"
)
NOTES = (
    "# Notes on Builders\n\n"
    "Yandell & Prout, builders and contractors of Brimscombe, built many chapels, and the Quorlby Baths\n"
    "were much admired.\n"
)


def test_an_accepted_tender_states_who_won_the_contract():
    draft = judged(
        Corpus.from_texts({"minutes.md": MINUTES}), "Which firm won the contract for the Quorlby Baths?"
    )
    assert_answers(draft, "Yandell & Prout")


def test_a_firm_of_builders_is_a_firm_the_contract_sentence_need_not_call_builders():
    question = "Which firm of builders won the contract for the Quorlby Baths?"
    assert "builders" in analyze_question(question).fact.soft_terms
    assert_answers(judged(Corpus.from_texts({"minutes.md": MINUTES}), question), "Yandell & Prout")
    # where no contract is asked, the trade is what says the firm built the thing
    assert "builders" in analyze_question("Which firm of builders put up the Quorlby Baths?").fact.terms


def test_a_tender_not_accepted_wins_no_contract():
    draft = judged(
        Corpus.from_texts({"minutes.md": REFUSED}), "Which firm won the contract for the Quorlby Baths?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_contract_signed_with_a_firm_is_held_by_it():
    corpus = Corpus.from_texts({"specification.md": SPECIFICATION})
    assert_answers(judged(corpus, "Which firm held the contract for the Quorlby Baths?"), "Yandell & Prout")


def test_contractors_of_a_town_name_the_town_no_holder():
    draft = judged(
        Corpus.from_texts({"notes.md": NOTES}), "Which firm won the contract for the Quorlby Baths?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "Brimscombe" not in (draft.value or "")


def test_messrs_with_a_stop_ends_no_sentence():
    text = "The contract went to Messrs. Yandell & Prout, of Brimscombe. The work began in May."
    assert len(split_sentences(text)) == 2


GASWORKS = {
    "specification.md": (
        "# Specification of the Orrisdale Gasholder\n\n"
        "The contract for the new spiral-guided gasholder was awarded to Messrs. Penhallow Brothers,\n"
        "of Tregarrick.\n"
    ),
    "museum.md": "# Museum Catalogue\n\nA model of the gasholder: brass and tinplate on an oak base.\n",
}


def test_a_later_part_s_pronoun_means_the_first_part_s_answer():
    question = (
        "Which firm was awarded the contract for the new spiral-guided gasholder, and where was it based?"
    )
    later = analyze_question(question).parts[1]
    assert later.kind is QuestionKind.MULTI_HOP
    assert later.hop_template == "Where was {answer} based?"
    draft = judged(Corpus.from_texts(GASWORKS), question)
    if draft.outcome is Outcome.ANSWERED:
        assert "Tregarrick" in (draft.value or "")
        assert judge_draft(draft, min_supports=1).verdict is Decision.PASS


READING_ROOM = (
    "# The Brimscombe Reading Room\n\n"
    "The Brimscombe Reading Room opened in 1890 with two hundred books. The trustees bought it in 1902 from\n"
    "its builder, the saddler Obadiah Quenell.\n"
)
GUARDIANS = (
    "# Minutes of the Guardians, 1837\n\n"
    "The clerk reported to the guardians that the purchase of the field on Yarrowby Lane, the property of\n"
    "Mr Obadiah Quenell, had been completed.\n"
)
CHAIRED = (
    "# The Brimscombe Reading Room\n\n"
    "The trustees, with Mr Obadiah Quenell in the chair, bought the Brimscombe Reading Room in 1902.\n"
)


def test_whom_a_thing_was_bought_from_is_the_party_after_from():
    draft = judged(
        Corpus.from_texts({"room.md": READING_ROOM}),
        "From whom did the trustees buy the Brimscombe Reading Room?",
    )
    assert_answers(draft, "Obadiah Quenell")


def test_the_purchase_of_a_thing_the_property_of_a_man_was_made_from_him():
    draft = judged(
        Corpus.from_texts({"minutes.md": GUARDIANS}),
        "From whom did the guardians buy the Yarrowby Lane field?",
    )
    assert_answers(draft, "Obadiah Quenell")


def test_the_buyers_own_chairman_sold_nothing():
    draft = judged(
        Corpus.from_texts({"room.md": CHAIRED}), "From whom did the trustees buy the Brimscombe Reading Room?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_name_after_another_phrase_is_no_seller():
    assert seller_named("bought from a landowner named Ann Roe", len("bought from a landowner named "))
    text = "sent from Kell to Ann Roe"
    assert not seller_named(text, text.index("Ann"))


SPECIFICATION_STONE = (
    "# Specification of the Yarrowby Chapel\n\n"
    "All walling of the Yarrowby Chapel shall be of hammer-dressed sandstone from the Quenell Edge\n"
    "quarries, laid in courses.\n"
)


def test_a_stone_comes_from_where_a_sentence_says_it_is_from():
    question = "From which quarries was the walling stone for the Yarrowby Chapel to come?"
    assert "come" in analyze_question(question).fact.soft_terms
    assert "come" in analyze_question("Where did the walling stone come from?").fact.soft_terms
    assert "come" in analyze_question("When did the walling stone come?").fact.terms
    assert_answers(judged(Corpus.from_texts({"spec.md": SPECIFICATION_STONE}), question), "Quenell Edge")


def test_a_closed_compound_states_its_head_noun():
    sentence = sentences_of([Passage("a.md", 0, 40, "The walls are of sandstone and limestone.")])[0]
    assert compound_head_at(sentence, key("stone")) is not None
    assert compound_head_at(sentence, key("all")) is None  # a head of three letters is read in no compound
    railway = sentences_of([Passage("b.md", 0, 30, "The railway reached the town.")])[0]
    assert compound_head_at(railway, key("way")) is None


SIGNED = (
    "# Minutes, 1884\n\n"
    "**Meeting of 3 May 1884.** The contract for the Quorlby Baths was signed by Messrs Quenell & Prout,\n"
    "solicitors to the committee.\n"
)


def test_a_contract_signed_by_the_client_s_side_is_not_theirs():
    draft = judged(
        Corpus.from_texts({"minutes.md": SIGNED}), "Which firm held the contract for the Quorlby Baths?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
