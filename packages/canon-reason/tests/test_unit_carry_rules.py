"""A figure answers with the unit the corpus writes beside it or names over its column; a day is no figure.

"6°F" in a cell is a temperature, not the bare "6"; "34.71" under a column named "1905 (inches)" answers
"How much rain fell ...?" as "34.71 inches", and a row under a column that names no unit stays bare.
"""

from pipeline_judge import Passage, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import words
from canon_reason.embedded._candidates import numbers
from canon_reason.embedded._sentences import sentences_of

DOCUMENTS = {
    "frost.md": "# The Cold Winter of 1911\n\nThe frost lasted a month.\n\n"
    "## Lowest temperatures recorded\n\n"
    "| Gauge | Lowest reading | Date |\n|---|---|---|\n"
    "| Orme Hill | 4°F | 3 March |\n| Gellan Ford | 9°F | 4 March |\n",
    "rain.md": "# Rain at the Gauges\n\n| Gauge | 1908 (inches) | 1911 (inches) |\n|---|---|---|\n"
    "| Pellow Weir | 41.20 | 39.85 |\n| Tansy Cross | 30.05 | 28.77 |\n",
    "staff.md": "# Gauge Keepers\n\n| Gauge | Keepers |\n|---|---|\n"
    "| Pellow Weir | 3 |\n| Tansy Cross | 2 |\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_degree_sign_is_the_unit_of_its_number() -> None:
    text = "The gauge read 4°F at dawn and 12 °C later."
    (first, *_) = numbers(text, tuple(words(text)))
    assert first.text == "4°F"
    assert first.family == "temperature"


def test_a_columns_unit_is_named_for_its_cells_and_a_plain_column_names_none() -> None:
    passages = [Passage(doc, 0, len(text), text) for doc, text in DOCUMENTS.items()]
    rows = [s for s in sentences_of(passages) if "Pellow Weir" in s.text]
    by_doc = {s.doc_id: s for s in rows}
    rain = by_doc["rain.md"]
    at = next(i for i, w in enumerate(rain.words) if w.text == "39")
    assert rain.column_unit(at) == "inches"
    staff = by_doc["staff.md"]
    assert staff.column_unit(len(staff.words) - 1) is None


def test_a_full_run_answers_a_figure_with_its_unit() -> None:
    frost = judged(CORPUS, "What was the lowest temperature at Gellan Ford during the cold winter of 1911?")
    assert frost.outcome is Outcome.ANSWERED
    assert frost.value == "9°F"
    rain = judged(CORPUS, "How much rain fell at Tansy Cross in 1911?")
    assert rain.outcome is Outcome.ANSWERED
    assert rain.value == "28.77 inches"


def test_the_day_of_a_date_is_no_figure() -> None:
    text = "Opened: 4 June 1902. It had 12 rooms, and on 30 May 1903 a staff of 9."
    found = [m.text for m in numbers(text, tuple(words(text)))]
    assert "4" not in found
    assert "30" not in found
    assert "12" in found
    assert "9" in found
    dated = Corpus.from_texts(
        {"hall.md": "# Tarn Hall\n\nTarn Hall\n\nOpened: 4 June 1902\n\nClosed: 1931\n"}
    )
    assert judged(dated, "For how many years was Tarn Hall open?").value != "4"
