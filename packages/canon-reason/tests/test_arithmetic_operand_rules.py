"""How arithmetic questions are split into operands, and how an operand's figure is read.

The span a place was open is the years it opened and closed; a post held with "serve as" is asked as the
post; a person's bracketed life is no time in a post; a name's bracketed qualifier stays with that name; a
figure from a table row takes the unit its column names; a day of a date counts nothing; an operand's verb
need not be repeated by a sentence that writes the counted unit beside its figure. A pronoun of an event,
a summed thing or a compared thing is asked of the thing it stands for; the whole thing compared gives way
to the described one; a count of several words, an amount asked first and a thing of the same kind as a
named one make arithmetic questions too. A post held until a retirement stated just after its first year
spans those years; an operand's verb no sentence states is asked with "have"; pounds given are money. A
year given of a thing a name only places ("the wing of the Dale building") is not the name's, and an
operand named by its year alone is not read under another named thing's title. A part the other side
names, "one" for the first side's noun and "its" of an interval's later event are asked of what they mean.
The years a work took are those it was begun and completed; two unnamed things of a kind are summed. A
bare figure followed by another plural noun counts that noun. A count grown between two times asks what was
had at each; a span told by its two events ("from its founding to its closure", "to its destruction by
fire") asks each event's date; the other side of a comparison keeps its own verb; a name written on
through hyphens is one name; a count in a table titled with the body's place-qualified name is the body's.
"""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._durations import event_participle
from canon_reason.embedded._questions import Operation, QuestionKind, analyze_question

CORPUS = Corpus.from_texts(
    {
        "tide-mill.md": "# The Old Tide Mill\n\nThe Old Tide Mill opened in 1801 on the east quay. "
        "Its wheel was turned by the ebb.\n\nAfter a long decline the Old Tide Mill closed in 1860.\n",
        "rosa-mint.md": "# Rosa Mint\n\nRosa Mint was the guild's treasurer from 1900 to 1925. She kept "
        "its books in a red ledger.\n",
        "ivo-lark.md": "# Ivo Lark\n\nIvo Lark (1820–1890) was the first Town Clerk of Dunmere. He wrote "
        "a history of its charters.\n",
        "rainfall.md": "# Rainfall at the Fell Stations\n\n| Station | 1900 (inches) |\n|---|---|\n"
        "| Penn Fell (Upper) | 52.40 |\n| Penn Fell | 40.10 |\n| Rook Point | 31.15 |\n",
        "lyric-hall.md": "# The Lyric Hall\n\nThe Lyric Hall opened on 9 June 1910 in Mill Street.\n",
        "rex.md": "# The Rex\n\nThe Rex had 300 seats and a café.\n",
        "kell-tunnels.md": "# Kell Tunnel\n\nKell Tunnel takes the canal under Kell Hill. It is 900 yards "
        "long and has no towpath.\n\nHalf a mile on lies Little Kell Tunnel, a short work of 200 yards "
        "with a towpath.\n",
    }
)


def _answered(question: str) -> str:
    draft = judged(CORPUS, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    return draft.value or draft.answer


def test_the_years_a_place_was_open_are_those_it_opened_and_closed():
    analysis = analyze_question("For how many years was the Old Tide Mill open to the public?")
    assert (analysis.kind, analysis.operation) == (QuestionKind.ARITHMETIC, Operation.DIFFERENCE)
    assert [p.question for p in analysis.parts] == [
        "When was the Old Tide Mill opened?",
        "When was the Old Tide Mill closed?",
    ]
    assert _answered("For how many years was the Old Tide Mill open?") == "59 years"


def test_a_post_held_with_serve_as_is_asked_as_the_post():
    analysis = analyze_question("How many years did Rosa Mint serve as the guild's treasurer?")
    assert analysis.operation is Operation.DURATION
    assert analysis.parts[0].question == "When was Rosa Mint the guild's treasurer?"
    assert _answered("How many years did Rosa Mint serve as the guild's treasurer?") == "25 years"
    named = analyze_question("How many years did Ivo Lark serve as Town Clerk?")
    assert named.parts[0].fact.entities == ("Ivo Lark", "Town Clerk")


def test_a_bracketed_life_is_no_time_in_a_post():
    for question in (
        "How many years was Ivo Lark Town Clerk?",
        "How many years did Ivo Lark serve as Town Clerk?",
    ):
        assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE, question


def test_a_bracketed_qualifier_stays_with_its_name():
    analysis = analyze_question("How much more rain fell at Penn Fell (Upper) than at Rook Point in 1900?")
    assert [p.question for p in analysis.parts] == [
        "How much rain fell at Penn Fell (Upper) in 1900?",
        "How much rain fell at Rook Point in 1900?",
    ]


def test_a_table_figure_takes_the_unit_its_column_names():
    answer = _answered("How much more rain fell at Penn Fell (Upper) than at Rook Point in 1900?")
    assert answer == "21.25 inches"


def test_the_day_of_a_date_counts_no_seats():
    draft = judged(CORPUS, "How many seats did the Lyric Hall and the Rex have together?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_an_operand_s_words_need_not_be_repeated_beside_its_unit():
    answer = _answered("What is the combined length of Kell Tunnel and Little Kell Tunnel in yards?")
    assert answer_matches(answer, "1,100 yards"), answer


def _asked(question: str) -> list[str]:
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.ARITHMETIC, question
    return [p.question for p in analysis.parts]


def test_a_pronoun_of_the_first_event_is_the_name_the_second_opens_with():
    assert _asked("How many years after it opened was the Lime Cut abandoned?") == [
        "In which year: the Lime Cut opened?",
        "In which year: the Lime Cut abandoned?",
    ]
    # "the club" names no one club: the pronoun is left as the question wrote it
    assert _asked("How many years after its founding did the club first win the Shield?")[0] == (
        "In which year: its founding?"
    )


def test_a_count_of_several_words_grown_between_two_times_is_asked_at_each():
    assert _asked(
        "By how many working telephone lines did the Dale exchange grow between 1910 and 1940?"
    ) == [
        "How many working telephone lines did the Dale exchange have in 1910?",
        "How many working telephone lines did the Dale exchange have in 1940?",
    ]


def test_the_subject_s_own_event_in_a_year_is_dated_by_the_year():
    assert _asked(
        "By how many seats did the capacity of Orme Hall fall between its opening in 1903 and its "
        "reopening in 1951?"
    ) == [
        "What was the capacity of Orme Hall in 1903?",
        "What was the capacity of Orme Hall in 1951?",
    ]


def test_a_described_side_takes_the_place_of_the_whole_thing_compared():
    assert (
        _asked("How many more seats did Ann Vane's grandstand have than the timber stand it replaced?")[1]
        == "How many seats did the timber stand it replaced have?"
    )
    assert (
        _asked(
            "How much longer was the main pool of the New Dock Baths than the plunge bath of the old baths "
            "it replaced?"
        )[1]
        == "How long was the plunge bath of the old baths?"
    )
    assert _asked(
        "How many more persons per hour does the Pic Noir gondola carry than the chairlift it replaced?"
    )[1] == ("How many persons per hour does the Pic Noir chairlift carry?")


def test_a_sum_between_them_asks_each_thing_with_its_own_pronoun():
    assert _asked("How many volumes do the Rook Library and the Vane Room hold between them?") == [
        "How many volumes do the Rook Library hold?",
        "How many volumes do the Vane Room hold?",
    ]
    assert _asked("How many seats did the Lyric Hall and the Rex have together when they opened?") == [
        "How many seats did the Lyric Hall have when it opened?",
        "How many seats did the Rex have when it opened?",
    ]


def test_a_comparison_asked_by_its_amount_first_is_a_difference():
    analysis = analyze_question(
        "By how many centimetres is the aperture of the Orme Reflector larger than that of Little Orme?"
    )
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.fact.entities for p in analysis.parts] == [("Orme Reflector",), ("Little Orme",)]


def test_an_unnamed_thing_is_compared_with_a_named_one_of_its_kind():
    analysis = analyze_question("How much wider is the main ring than the Carr ring, in yards?")
    assert [p.question for p in analysis.parts] == [
        "How wide is the main ring, in yards?",
        "How wide is the Carr ring, in yards?",
    ]
    assert "main" in analysis.parts[0].fact.terms  # the one word telling the unnamed ring from the other


def test_two_unnamed_things_of_a_kind_are_summed_each_in_the_other_s_place():
    assert _asked(
        "What is the combined capacity of the wash still and the spirit still at Dale Mill, in litres?"
    ) == [
        "What is the capacity of the wash still at Dale Mill, in litres?",
        "What is the capacity of the spirit still at Dale Mill, in litres?",
    ]


SERVICE = Corpus.from_texts(
    {
        "hannah-rook.md": "# Hannah Rook\n\nHannah Rook was born at Dale in 1890. She was appointed County "
        "Librarian in 1921 and built up the service from a single room. She served until her retirement "
        "in 1946, and died in 1970.\n",
        "jon-vale.md": "# Jon Vale\n\nJon Vale was made clerk of the market in 1880. He became the "
        "company's engineer in 1886. He retired in 1921.\n",
        "fenn-gifts.md": "# The Fenn Gifts\n\nMary Fenn left the Grammar School £2,000 in her will.\n\n"
        "Her brother, John Fenn, gave the Grammar School £500 in 1911.\n",
        "dale-infirmary.md": "# Dale Infirmary\n\nFigures from the annual reports of Dale Infirmary.\n\n"
        "Year 1925: in-patients 1,960; beds 120.\nYear 1938: in-patients 3,115; beds 180.\n",
    }
)


def _served(question: str) -> str:
    draft = judged(SERVICE, question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    return draft.value or draft.answer


def test_a_post_held_until_retirement_counts_from_its_first_year():
    assert _served("How many years did Hannah Rook serve as County Librarian?") == "25 years"
    assert _served("How long did Jon Vale serve as the company's engineer?") == "35 years"
    # a later post's year stands between the clerkship and the retirement: they are not its span
    clerk = judged(SERVICE, "How many years did Jon Vale serve as clerk of the market?")
    assert clerk.outcome is Outcome.INSUFFICIENT_EVIDENCE, clerk.answer


def test_a_post_asked_without_serve_as_also_counts_to_the_holder_s_retirement():
    assert _served("For how many years was Hannah Rook the County Librarian?") == "25 years"
    analysis = analyze_question("For how many years was Hannah Rook the County Librarian?")
    assert analysis.parts[1].question == "When did Hannah Rook retire?"
    # a span asked of a place names no holder to retire
    assert len(analyze_question("For how many years was Dale Hospital a school?").parts) == 1


def test_how_long_asks_a_span_only_of_a_post_or_of_a_place_open():
    assert analyze_question("How long did Jon Vale serve as engineer?").operation is Operation.DURATION
    assert analyze_question("How long was the Old Tide Mill open?").operation is Operation.DIFFERENCE
    assert analyze_question("How long was the Old Tide Mill?").kind is not QuestionKind.ARITHMETIC


def test_an_operand_s_verb_is_asked_as_have_when_no_sentence_states_it():
    draft = judged(SERVICE, "How many more in-patients did Dale Infirmary treat in 1938 than in 1925?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "1,155"), draft.answer


def test_pounds_given_are_money_and_a_sum_keeps_its_currency_sign():
    analysis = analyze_question(
        "How many pounds did Mary Fenn and John Fenn give the Grammar School altogether?"
    )
    assert [p.fact.unit_family for p in analysis.parts] == ["money", "money"]
    weighed = analyze_question("How many pounds did the Great Bell and the Little Bell weigh altogether?")
    assert [p.fact.unit_family for p in weighed.parts] == ["mass", "mass"]
    draft = judged(SERVICE, "How much did Mary Fenn and John Fenn give the Grammar School altogether?")
    assert (draft.value or draft.answer).startswith("£2,500"), draft.answer


def test_a_unit_right_after_the_comparative_asks_both_sides_in_it():
    assert _asked("How much deeper, in yards, is the New Orme shaft than the Old Orme shaft?") == [
        "How deep is the New Orme shaft, in yards?",
        "How deep is the Old Orme shaft, in yards?",
    ]


PLACES = Corpus.from_texts(
    {
        "hall.md": "# Orme Hall\n\nOrme Hall opened in 1850 on Bridge Street.\n",
        "wing.md": "# The Orme Wing\n\nThe wing on the east side of the Dale building was opened in 1912.\n",
        "works.md": "# Output and workforce\n\n| Year | Men |\n|---|---|\n| 1910 | 2,640 |\n",
        "rook-pit.md": "# Old Rook Pit\n\nMen employed in 1900: 310.\n",
    }
)


def test_a_year_given_of_a_thing_the_name_only_places_is_not_the_name_s():
    draft = judged(PLACES, "How many years after Orme Hall opened was the Dale building opened?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_an_operand_named_by_its_year_alone_is_not_read_under_another_thing_s_name():
    draft = judged(
        PLACES, "By what percentage did the number of men employed by the company grow between 1900 and 1910?"
    )
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_part_the_other_side_names_takes_the_place_of_the_first_side_s_part():
    assert _asked("How much taller is the spire of St Mary's than the tower of St John's?") == [
        "How tall is the spire of St Mary's?",
        "How tall is the tower of St John's?",
    ]


def test_one_stands_for_the_first_side_s_noun():
    assert _asked("How many more beds did the new hospital have than the old one?") == [
        "How many beds did the new hospital have?",
        "How many beds did the old hospital have?",
    ]


def test_two_things_told_apart_by_one_word_must_each_state_it():
    analysis = analyze_question("How much taller is the new tower than the old tower?")
    assert analysis.kind is QuestionKind.ARITHMETIC
    assert [p.question for p in analysis.parts] == [
        "How tall is the new tower?",
        "How tall is the old tower?",
    ]
    assert ["new" in analysis.parts[0].fact.terms, "old" in analysis.parts[1].fact.terms] == [True, True]


def test_a_pronoun_of_an_interval_s_later_event_is_the_earlier_event_s_name():
    assert _asked("How many years passed between the opening of the Arden Mill and its closure?")[1] == (
        "In which year: the Arden Mill's closure?"
    )


WORKS = Corpus.from_texts(
    {
        "arden-tunnel.md": "# Arden Tunnel\n\nWork on the Arden Tunnel was begun in 1830 by the canal "
        "company. The tunnel was completed in 1835 after two collapses.\n",
        "kell-dam.md": "# Kell Dam\n\nConstruction of Kell Dam began in 1901. The dam was completed in 1909 "
        "and opened in 1910.\n",
    }
)


def test_the_years_a_work_took_are_those_it_was_begun_and_completed():
    assert _asked("How long did it take to build the Arden Tunnel?") == [
        "When was the Arden Tunnel begun?",
        "When was the Arden Tunnel completed?",
    ]
    for question, expected in (
        ("How many years did it take to build the Arden Tunnel?", "5 years"),
        ("How many years did it take to build Kell Dam?", "8 years"),
    ):
        draft = judged(WORKS, question)
        assert (draft.outcome, draft.value) == (Outcome.ANSWERED, expected), draft.reason


COUNTS = Corpus.from_texts(
    {
        "works.md": "# Dale Glassworks\n\nIn 1900 the Dale Glassworks had 12 furnaces and 140 workers. In "
        "1950 the works had 4 furnaces; its staff numbered 85.\n",
        "arden.md": "# Arden\n\nThe census of 1901 recorded 8,000 inhabitants in Arden. By 1931 the town had "
        "11,000 inhabitants.\n",
    }
)


def test_a_figure_followed_by_another_plural_noun_counts_that_noun():
    draft = judged(COUNTS, "How many fewer workers did the Dale Glassworks employ in 1950 than in 1900?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer


def test_a_year_of_the_subject_s_phrase_is_no_other_thing():
    draft = judged(COUNTS, "By what percentage did the population of Arden grow between 1901 and 1931?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "37.5"), draft.answer


def test_a_count_grown_between_two_times_asks_what_was_had_at_each():
    analysis = analyze_question(
        "By how many members did the Holm Choir grow between its founding in 1880 and 1900?"
    )
    assert [p.question for p in analysis.parts] == [
        "How many members did the Holm Choir have in 1880?",
        "How many members did the Holm Choir have in 1900?",
    ]
    measured = analyze_question("By how many feet did the Kell Oak grow between 1900 and 1950?")
    assert not any(p.question.startswith("How many feet did") for p in measured.parts)


def test_a_span_told_by_its_two_events_asks_the_date_of_each():
    analysis = analyze_question(
        "For how many years did the Holm Mill work, from its establishment to its closure?"
    )
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.question for p in analysis.parts] == [
        "When was the Holm Mill established?",
        "When was the Holm Mill closed?",
    ]
    by_flood = analyze_question(
        "How many years did the Kell Weir stand, from its building to its destruction by flood?"
    )
    assert [p.question for p in by_flood.parts] == [
        "When was the Kell Weir built?",
        "When was the Kell Weir destroyed by flood?",
    ]


def test_event_nouns_name_their_verb():
    assert [
        event_participle(n) for n in ("establishment", "closure", "founding", "opening", "death", "tea")
    ] == [
        "established",
        "closed",
        "founded",
        "opened",
        "died",
        None,
    ]


def test_the_other_side_of_a_comparison_is_asked_with_its_own_verb():
    analysis = analyze_question(
        "How much more money did Ann Roe leave to the town than Tom Dace pledged towards the hall?"
    )
    assert [p.question for p in analysis.parts] == [
        "How much money did Ann Roe leave to the town?",
        "How much money had Tom Dace pledged towards the hall?",
    ]


def test_a_name_written_on_through_hyphens_is_one_side_of_a_comparison():
    analysis = analyze_question(
        "How much taller is the tower of St Giles's, Holm than the tower of St Giles-in-the-Fen?"
    )
    assert [p.question for p in analysis.parts] == [
        "How tall is the tower of St Giles's, Holm?",
        "How tall is the tower of St Giles-in-the-Fen?",
    ]


def test_a_change_a_work_made_is_the_figure_after_it_less_the_one_before():
    added = analyze_question("How many beds were added to Holm Infirmary when it was extended in 1901?")
    assert added.operation is Operation.DIFFERENCE
    assert [p.question for p in added.parts] == [
        "How many beds did Holm Infirmary have after its extension in 1901?",
        "How many beds did Holm Infirmary have before its extension?",
    ]
    raised = analyze_question("By how many seats did the 1931 enlargement increase the Kell Hall?")
    assert [p.question for p in raised.parts] == [
        "How many seats did the Kell Hall have after its enlargement in 1931?",
        "How many seats did the Kell Hall have before its enlargement?",
    ]
    # the figure after the work is of its year; the one before seldom names the work, whose noun is no term
    assert "enlargement" not in raised.parts[1].fact.terms + raised.parts[1].fact.soft_terms


DEPOT = Corpus.from_texts(
    {
        "kell-depot.md": "# Kell Road depot\n\nThe Kell Road depot held 20 trams. It was extended in 1925 "
        "to hold 35, and a paint shop was added in the same year.\n",
    }
)


def test_more_room_a_work_made_is_read_before_and_after_it():
    draft = judged(DEPOT, "How many more trams could the Kell Road depot hold after it was extended in 1925?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "15 trams"


def test_a_described_thing_against_a_named_one_asks_each_side_its_own_words():
    analysis = analyze_question("How many more arches does the old viaduct have than the Kell Bridge?")
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.question for p in analysis.parts] == [
        "How many arches does the old viaduct have?",
        "How many arches does the Kell Bridge have?",
    ]
    assert "old" in analysis.parts[0].fact.terms


def test_a_year_against_a_period_of_the_subject_s_own_asks_both_times():
    analysis = analyze_question(
        "How many more visits did the Kell Lido record in 1930 than in its first season?"
    )
    assert analysis.operation is Operation.DIFFERENCE
    assert [p.question for p in analysis.parts] == [
        "How many visits did the Kell Lido record in 1930?",
        "How many visits did the Kell Lido record in its first season?",
    ]


@pytest.mark.parametrize(
    ("question", "second"),
    [
        (
            "How many metres taller is Kell House than the chapel at 4 Mill Row?",
            "How tall is the chapel at 4 Mill Row, in metres?",
        ),
        (
            "How many more launches did Holm Haven make than the Holm inshore boat in 2023?",
            "How many launches did the Holm inshore boat make in 2023?",
        ),
        ("How many feet longer was the Sea Lark than the Tern?", "How long was the Tern, in feet?"),
    ],
)
def test_the_other_side_keeps_the_whole_description_a_name_is_part_of(question, second):
    assert analyze_question(question).parts[1].question == second


def test_an_event_noun_in_ing_or_ment_is_asked_through_its_verb():
    analysis = analyze_question("How many years after the opening of the Kell Mill was the Kell Weir built?")
    assert analysis.parts[0].question == "When was the Kell Mill opened?"
    founded = analyze_question("How many years after Holm Guild's establishment was its hall built?")
    assert founded.parts[0].question == "When was Holm Guild established?"


def test_two_times_sharing_a_plural_noun_each_take_it():
    analysis = analyze_question(
        "By what percentage did the population of Kell grow between the 1901 and 1911 censuses?"
    )
    assert [p.question for p in analysis.parts] == [
        "What was the population of Kell in the 1901 census?",
        "What was the population of Kell in the 1911 census?",
    ]


PUPILS = Corpus.from_texts(
    {
        "old-pupils-society.md": "# Carrowby Old Pupils' Society: Officers and Membership\n\n"
        "The Society was founded at a dinner of former pupils in 1899.\n\n## Membership\n\n"
        "| Year | Members |\n|---|---|\n| 1920 | 318 |\n| 1925 | 402 |\n| 1950 | 780 |\n",
        "guidebook.md": "# Carrowby\n\nThe school is on the green; its Old Pupils' Society meets in July.\n",
    }
)


def test_a_count_in_a_table_titled_with_the_bodys_place_is_the_bodys() -> None:
    draft = judged(PUPILS, "By how many members did the Old Pupils' Society grow between 1925 and 1950?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value is not None and draft.value.startswith("378"), draft.answer
