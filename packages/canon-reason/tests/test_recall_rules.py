"""Recall rules on small in-memory corpora: a block of label lines cut by a passage boundary keeps the caption
of the paragraph above it, so a line read from the later passage still states what the caption says."""

from dataclasses import dataclass

from canon_contracts import digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason._text import answer_matches
from canon_reason.embedded._reasoner import reason
from canon_reason.embedded._sentences import sentences_of

LIST = (
    "# Halls of the town\n\n"
    "The town keeps three reading halls, with the number of printed books each holds:\n"
    "- The North Hall, Kell School: 9,000 books.\n"
    "- The South Hall, Brann School: 4,200 books.\n"
    "- The Quay Hall, in the old customs house: 2,750 books.\n"
)


@dataclass(frozen=True)
class Passage:
    doc_id: str
    start: int
    end: int
    text: str
    title: str = "Halls of the town"


def passage(start: int, end: int) -> Passage:
    return Passage("halls.md", start, end, LIST[start:end])


def test_a_passage_continuing_a_list_keeps_its_caption():
    cut = LIST.index("The South Hall")
    first, second = passage(0, cut - 3), passage(cut, len(LIST))
    line = next(s for s in sentences_of([second, first]) if s.text.startswith("The South Hall"))
    assert "hold" in line.caption and "book" in line.caption
    # read alone, or after a passage that does not end right before it, the line has no caption
    alone = next(s for s in sentences_of([second]) if s.text.startswith("The South Hall"))
    assert alone.caption == frozenset()
    far = next(s for s in sentences_of([passage(0, cut - 20), second]) if s.text.startswith("The South Hall"))
    assert far.caption == frozenset()


def test_a_passage_opening_with_a_name_line_starts_afresh():
    text = "# Halls\n\nEach hall, with the books it holds:\n\nNorth Hall\n  Books: 9,000\n"
    cut = text.index("North Hall")
    first = Passage("h.md", 0, cut - 2, text[: cut - 2], "Halls")
    second = Passage("h.md", cut, len(text), text[cut:], "Halls")
    line = next(s for s in sentences_of([first, second]) if s.text.startswith("Books"))
    assert "hold" not in line.caption


def test_a_count_in_a_list_cut_by_a_chunk_boundary_is_read():
    corpus = Corpus.from_documents(
        [Document("halls.md", "", "halls.md", LIST, digest_bytes(LIST.encode()))], chunk_chars=150
    )
    assert len(corpus.chunks) >= 2  # the list is cut between two passages
    draft = reason("How many books does the South Hall hold?", lambda q: search(corpus, q, 3))
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "4,200"), draft.answer


TYPES = (
    "# Boats of the lake\n\n"
    "Notes on the boats that sail the lake, with their measurements.\n\n"
    "Orra Skiff 2\n"
    "Two-seat rowing skiff built at Orra from 1950.\n"
    "Length: 5.2 m. Weight: 90 kg. Breadth: 1.4 m.\n\n"
    "Orra Skiff 3\n"
    "Four-seat sailing skiff, the larger development of the Skiff 2.\n"
    "Length: 6.8 m. Weight: 140 kg.\n"
)
SPIRITS = (
    "# Spirits of the coast\n\n"
    "The still house bottles two spirits, with their strength:\n\n"
    "- Harl Gin: 41.5% ABV\n"
    "- Harl Rum: 40% ABV, aged in oak for 3 years\n"
)


def ask_in(text: str, question: str, name: str = "d.md"):
    corpus = Corpus.from_documents([Document(name, "", name, text, digest_bytes(text.encode()))])
    return reason(question, lambda q: search(corpus, q, 3))


def test_a_name_line_over_its_description_heads_the_label_lines_under_it():
    # a model's mark ("3") belongs to the name, and the entry is the one of that mark, not its neighbour's
    draft = ask_in(TYPES, "What is the length of the Orra Skiff 3?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "6.8 m"), draft.answer
    draft = ask_in(TYPES, "How heavy is the Orra Skiff 2?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "90 kg"), draft.answer
    draft = ask_in(TYPES, "What is the breadth of the Orra Skiff 2?")  # a measure noun of length
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "1.4 m"), draft.answer


def test_a_name_line_is_not_read_as_its_neighbour():
    # "Orra Skiff 3" names another boat than an "Orra Skiff" asked without a mark
    draft = ask_in(TYPES, "What is the length of the Orra Skiff?")
    assert draft.outcome is not Outcome.ANSWERED or not answer_matches(draft.value or "", "6.8 m")


def test_how_strong_asks_a_percentage():
    draft = ask_in(SPIRITS, "How strong is Harl Gin?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "41.5%"), draft.answer
    draft = ask_in(SPIRITS, "What is the strength of Harl Rum?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "40%"), draft.answer
    # no percentage stated: no figure of another kind answers it
    assert ask_in(SPIRITS, "How strong is the Harl Whisky?").outcome is not Outcome.ANSWERED


HALLS = (
    "# Halls of residence\n\n"
    "Kell Hall opened in 1930 on Mill Road. It has 150 rooms and a dining hall.\n\n"
    "Kell Court, which is a separate building 300 metres north of Kell Hall, was opened in 1970. It has 64 "
    "rooms and shares the dining hall of Kell Hall.\n"
)


def test_a_measure_is_no_count_of_the_noun_asked():
    # "300 metres" in the sentence naming the hall counts no rooms; the count is in the one after it
    draft = ask_in(HALLS, "How many rooms does Kell Court have?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "64"), draft.answer


COMPANY = (
    "# Tarn Mills\n\n"
    "Tarn Mills was founded in 1880 by Ada Tarn.\n\n"
    "Acquisitions:\n"
    "1921: Kell Weaving Shed, from the Kell family\n"
    "1950: Orra Dye Works, from Orra & Co.\n"
)


def test_a_year_row_under_a_caption_dates_the_event_the_caption_names():
    draft = ask_in(COMPANY, "When did Tarn Mills acquire the Orra Dye Works?", "tarn-mills.md")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or "", "1950"), draft.answer
    # a row under a caption naming another event does not date this one
    assert (
        ask_in(COMPANY, "When did Tarn Mills sell the Orra Dye Works?", "tarn-mills.md").outcome
        is not Outcome.ANSWERED
    )
