"""Relations worded unlike the question: a post handed over or taken over, a loss reckoned, a bid accepted,
a wage earned, an enrolment, a tenancy, a crowd. Each group joins words a reader takes for the same fact,
and keeps apart words of a neighbouring one ("cost" is no wage, "handed a report to" passes on no post)."""

import pytest
from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Draft, Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._lexicon import key, relation_strength

CORPUS = Corpus.from_texts(
    {
        "dunmore.md": "# Dunmore Pumping Station\n\nThe station opened in 1880 with Tobias Venn as its first "
        "engineer. Tobias Venn handed over to Clara Mott in 1904.",
        "fennick.md": "# Fennick Gardens\n\nAda Lorne laid out the Fennick Gardens in 1890 and kept them for "
        "thirty years. When Ada Lorne retired in 1920, Hugh Pell took charge.",
        "orrel.md": "# Orrel Mill\n\nOrrel Mill was a cotton mill at Brindle Cross. A fire broke out in the "
        "carding room in 1911. The loss from the Orrel Mill fire was reckoned at £3,200 by the insurers.",
        "yard.md": "# The Tarrant Yard\n\nThe Tarrant Yard built fishing boats at Selwick. In 1899 the "
        "Selwick Rowing Club sought bids for a new boathouse, and the bid of the firm of Oakes & Finch, the "
        "lowest, was accepted.",
        "quarry.md": "# Marl Pit Quarry\n\nThe Marl Pit Quarry opened in 1860. In 1870 a quarryman at "
        "Marl Pit Quarry earned 18s a week.",
        "club.md": "# Selwick Chess Club\n\nThe Selwick Chess Club was formed in 1921. By 1930 its "
        "enrolment stood at 64 members.",
        "farm.md": "# Hobb Farm\n\nHobb Farm is a farm of 120 acres at Selwick. Jonas Rudd took the "
        "tenancy of Hobb Farm in 1850.",
    }
)


def ask(question: str, corpus: Corpus = CORPUS) -> Draft:
    return judged(corpus, question)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who succeeded Tobias Venn?", "Clara Mott"),  # "A handed over to B"
        ("Who succeeded Ada Lorne?", "Hugh Pell"),  # "B took charge"
        ("How much was the damage from the Orrel Mill fire estimated at?", "£3,200"),  # "the loss, reckoned"
        ("Which firm's tender did the Selwick Rowing Club accept?", "Oakes & Finch"),  # "the bid of"
        ("What wage was a quarryman at Marl Pit Quarry paid in 1870?", "18s"),  # "earned 18s a week"
        ("How many members were enrolled in the Selwick Chess Club in 1930?", "64"),  # "its enrolment"
        ("Who was the tenant of Hobb Farm in 1850?", "Jonas Rudd"),  # "took the tenancy"
    ],
)
def test_a_relation_is_met_by_its_wording_in_the_papers(question, expected):
    draft = ask(question)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, expected), draft.answer


def test_a_thing_handed_to_someone_is_no_post_handed_over():
    corpus = Corpus.from_texts(
        {
            "dunmore.md": "# Dunmore Pumping Station\n\nThe station opened in 1880 with Tobias Venn as its "
            "first engineer. In 1904 Tobias Venn handed a report to Clara Mott, the town clerk.",
        }
    )
    assert ask("Who succeeded Tobias Venn?", corpus).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_groups_join_one_relation_and_keep_apart_its_neighbours():
    same = [
        ("paid", "wage"),
        ("wage", "earned"),
        ("tender", "bid"),
        ("damage", "loss"),
        ("reckoned", "estimated"),
        ("assessed", "reckoned"),
        ("enrolled", "enrolment"),
        ("tenant", "tenancy"),
        ("performed", "performance"),
        ("retiring", "retirement"),
        ("blew", "blower"),
    ]
    for term, word in same:
        assert relation_strength(key(term), [key(word)]) == 1.0, (term, word)
    apart = [
        ("cost", "wage"),  # a price is no wage, though a wage is paid
        ("damage", "destroyed"),
        ("damage", "lost"),  # a ship "lost" with all hands is no loss reckoned in money
        ("tender", "accepted"),
        ("estimated", "valued"),
        ("tenant", "owner"),
        ("succeeded", "handed"),  # only "handed over ... to" passes on a post
    ]
    for term, word in apart:
        assert relation_strength(key(term), [key(word)]) == 0.0, (term, word)


GAMES = Corpus.from_texts(
    {
        "cup.md": "# The Selwick Cup\n\nThe Selwick Cup is a football competition for clubs of the Tarn "
        "valley. The 1950 final of the Selwick Cup was played at Hobb Park before a crowd of 4,200.",
        "show.md": "# The Selwick Show\n\nThe Selwick Show was first held in 1901. The crowd at the 1950 "
        "Selwick Show cheered the winners of the ploughing match.",
    }
)


@pytest.mark.parametrize(
    "question",
    [
        "What was the attendance at the 1950 final of the Selwick Cup?",
        "How many people attended the 1950 final?",
    ],
)
def test_an_attendance_is_a_count_a_crowd_states(question):
    draft = ask(question, GAMES)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "4,200"), draft.answer  # not "played at Hobb Park"


def test_a_crowd_without_a_count_gives_no_attendance():
    assert (
        ask("What was the attendance at the 1950 Selwick Show?", GAMES).outcome
        is Outcome.INSUFFICIENT_EVIDENCE
    )


def test_a_body_that_came_into_being_was_founded_then():
    corpus = Corpus.from_texts(
        {
            "guild.md": "# The Tarrow Bell Guild\n\nThe Tarrow Bell Guild came into being on 3 May 1862, at "
            "a meeting of ringers held in the vestry of St Ebba's. The new ring came into use in 1871.",
        }
    )
    draft = ask("When was the Tarrow Bell Guild founded?", corpus)
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "3 May 1862"), draft.answer
