"""A question's subject must be of a kind that can have the asked fact: the rules of ``_subject_kind``.

Only a person is born or dies. "Where was the Dunby Water Company born?" has no answer, though a
founder's birthplace stands next to the company's name; the founder's own birth, a keeper's death and a
person whose surname is a thing's noun ("Ada Church") still pass.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._subject_kind import (
    born_clause_problem,
    lifeless_subject_problem,
    maker_hop_problem,
    opened_other_problem,
    personal_subject_problem,
)

COMPANY = (
    "# The Dunby Water Company\n\n"
    "The Dunby Water Company was founded in 1861 by Amos Penn, who was born at Tibb. "
    "The company was wound up in 1931.\n"
)


def test_a_body_a_place_or_a_building_is_neither_born_nor_dies():
    assert lifeless_subject_problem("Where was the Dunby Water Company born?")
    assert lifeless_subject_problem("In what year did Kelby College die?")
    assert lifeless_subject_problem("In what year did the Old Mills die?")
    assert lifeless_subject_problem("Where was the Kell Aqueduct born?")


def test_a_person_named_by_role_or_by_a_surname_that_is_a_noun_passes():
    assert not lifeless_subject_problem("Where was the founder of the Dunby Water Company born?")
    assert not lifeless_subject_problem("In what year did the engineer who built the Kell Aqueduct die?")
    assert not lifeless_subject_problem("Where was Ada Church born?")
    assert not lifeless_subject_problem("In which town was the holder of the club's record born?")
    assert not lifeless_subject_problem("Where was Eli Roe, keeper of the Dunby Light, born?")


def test_the_reasoner_abstains_on_a_companys_birthplace():
    corpus = Corpus.from_texts({"water.md": COMPANY})
    assert judged(corpus, "Where was the Dunby Water Company born?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "Where was Amos Penn born?"), "Tibb")


def test_a_person_named_by_role_has_no_designer_length_or_opening():
    assert personal_subject_problem("Who was the architect of the Mayor of Dunby?")
    assert personal_subject_problem("Who designed the Borough Engineer?")
    assert personal_subject_problem("How long is the Borough Surveyor?")
    assert personal_subject_problem("In what year did the Mayor of Dunby open?")


def test_a_thing_named_with_a_role_noun_passes():
    assert not personal_subject_problem("Who designed the Mayor's Parlour?")
    assert not personal_subject_problem("Who designed the hall opened by the Mayor of Dunby?")
    assert not personal_subject_problem("In which year did the Dunby Packet's predecessor open?")
    assert not personal_subject_problem("Who designed the new building?")


def test_the_reasoner_abstains_on_the_architect_of_a_mayor():
    text = (
        "# Dunby Library\n\nDunby Library was designed by Eli Roe and opened by the Mayor of Dunby in 1966.\n"
    )
    corpus = Corpus.from_texts({"library.md": text})
    asked = "Who was the architect of the Mayor of Dunby?"
    assert judged(corpus, asked).outcome is Outcome.INSUFFICIENT_EVIDENCE
    assert_answers(judged(corpus, "Who designed Dunby Library?"), "Eli Roe")


OPENED = "In what year did the Kell Baths open?"


def test_a_year_of_another_things_opening_does_not_date_the_asked_one():
    assert opened_other_problem(OPENED, "1846", ["In 1846 he opened his own drapery in Tibb."])
    assert opened_other_problem(OPENED, "1929", ["He planned the works at Dunby, which opened in 1929."])
    assert opened_other_problem(OPENED, "1994", ["In 1994, the spring before the hut opened."])


def test_the_asked_things_own_opening_a_pronoun_a_label_or_an_apposition_passes():
    assert not opened_other_problem(OPENED, "1880", ["It opened in 1880."])
    assert not opened_other_problem(OPENED, "1880", ["The baths were formally opened by the Mayor in 1880."])
    assert not opened_other_problem(OPENED, "1880", ["The Mayor opened the Kell Baths in 1880."])
    assert not opened_other_problem(OPENED, "1880", ["Opened: 1880"])
    assert not opened_other_problem(
        OPENED, "1880", ["the Kell Baths, a brick hall opened in 1880, was shut."]
    )
    assert not opened_other_problem(OPENED, "1880", ["The Kelby Open was first played in 1880."])


def test_the_reasoner_abstains_on_another_things_opening():
    text = "# Eli Roe\n\nEli Roe was born at Tibb. In 1846 he opened his own drapery in Dunby.\n"
    corpus = Corpus.from_texts({"roe.md": text})
    assert judged(corpus, "In what year did Eli Roe open?").outcome is Outcome.INSUFFICIENT_EVIDENCE
    baths = "# The Kell Baths\n\nThe Kell Baths were built by Eli Roe. They opened in 1880.\n"
    assert_answers(judged(Corpus.from_texts({"baths.md": baths}), OPENED), "1880")


def test_an_office_is_held_by_a_person_not_a_body():
    assert lifeless_subject_problem("Who succeeded the Dunby Chamber Orchestra as chairman?")
    assert not lifeless_subject_problem("Who succeeded Ada Roe as chairman?")
    assert not lifeless_subject_problem("Who succeeded the founder of the Dunby Orchestra as chairman?")


def test_an_opening_of_a_thing_with_another_head_noun_is_anothers():
    assert opened_other_problem(
        "In what year did the Dunby School Board open?", "1878", ["1878: The Dunby School opens."]
    )
    cited = ["The inquiry into the fire at Kell Mill opened in 1911."]
    assert opened_other_problem("In what year did Kell Mill open?", "1911", cited)
    assert not opened_other_problem("In what year did Kell Mill open?", "1820", ["The mill opened in 1820."])


def test_a_body_of_people_has_no_designer_and_a_reflector_is_no_person():
    assert personal_subject_problem("Who designed the Dunby Dock Commissioners?")
    assert not personal_subject_problem("Who designed the Dunby Dock Commissioners' offices?")
    assert not personal_subject_problem("In what year did the Dunby Club open?")
    assert lifeless_subject_problem("In what year did the Dunby Reflector die?")


def test_a_place_in_a_later_clause_than_born_is_no_birthplace():
    cited = ["His son Eli Penn, born in 1887, had fought in Flanders and joined the board in 1920."]
    assert born_clause_problem("Where was Eli Penn born?", "Flanders", cited)
    assert not born_clause_problem("Where was Eli Penn born?", "Tibb", ["Eli Penn was born in 1894 at Tibb."])
    assert not born_clause_problem("Where was Eli Penn born?", "Tibb", ["Born at Tibb in 1894, he sailed."])
    assert not born_clause_problem("Where was Eli Penn born?", "Tibb", ["Born: 1849, Kell Row, Tibb"])


def test_the_reasoner_abstains_on_a_place_of_another_clause():
    served = "His son Eli Penn, born in 1887, had fought in Flanders and joined the board in 1920."
    text = f"# The Penn family\n\n{served}\n"
    corpus = Corpus.from_texts({"penn.md": text})
    assert judged(corpus, "Where was Eli Penn born?").outcome is Outcome.INSUFFICIENT_EVIDENCE


ENTRY = "# Staff\n\n**Tobin Quarle**\n- Born: Tibb, 1862, son of a carter\n- Porter: 1880-1921\n"


def test_a_makers_birth_read_in_one_step_must_come_from_a_text_naming_the_maker():
    assert maker_hop_problem("Where was the designer of Tobin Quarle born?", 1, ["Born: Tibb, 1862"])
    assert maker_hop_problem("In what year did the founder of the Kell Club die?", 1, ["Died: 1930, at Tibb"])
    named = ["Ann Roe, architect of the baths, was born at Tibb"]
    assert not maker_hop_problem("Where was the architect of the Kell Baths born?", 1, named)
    entry = ["Born: Tibb, 1862"]
    assert not maker_hop_problem("Where was the architect of the Kell Baths born?", 2, entry)
    assert not maker_hop_problem("Where was Tobin Quarle, the founder of the firm, born?", 1, entry)


def test_the_reasoner_abstains_on_the_designer_of_a_person():
    corpus = Corpus.from_texts({"staff.md": ENTRY})
    assert (
        judged(corpus, "Where was the designer of Tobin Quarle born?").outcome
        is Outcome.INSUFFICIENT_EVIDENCE
    )
    assert_answers(judged(corpus, "Where was Tobin Quarle born?"), "Tibb")


def test_a_place_named_only_as_where_the_opened_thing_stands_did_not_open():
    hall = ["This afternoon, 3 September 1904, I opened the Guild's new room in Kell Row."]
    assert opened_other_problem("In what year did Kell Row open?", "3 September 1904", hall)
    station = ["The society has a reading room on Dunby Hill, opened in 1889, and a store by the quay."]
    assert opened_other_problem("In what year did Dunby Hill open?", "1889", station)
    own = ["The new Dunby Station in Kell Road, opened in October 1926, had a long platform."]
    assert not opened_other_problem("In what year did the new Dunby Station open?", "October 1926", own)


def test_a_text_telling_no_opening_dates_none():
    run = ["The Dunby Open, a spring contest, has been held by the Dunby Chess Club since 1968."]
    assert opened_other_problem("In what year did the Dunby Chess Club open?", "1968", run)
    assert not opened_other_problem("In what year did Kell Street open?", "1888", ["Opened: 1888"])
