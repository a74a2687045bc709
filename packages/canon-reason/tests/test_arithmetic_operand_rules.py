"""How arithmetic questions are split into operands, and how an operand's figure is read.

The span a place was open is the years it opened and closed; a post held with "serve as" is asked as the
post; a person's bracketed life is no time in a post; a name's bracketed qualifier stays with that name; a
figure from a table row takes the unit its column names; a day of a date counts nothing; an operand's verb
need not be repeated by a sentence that writes the counted unit beside its figure.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
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
