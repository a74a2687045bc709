"""Scorers: normalized exact, contains, numeric (units, separators, number words, tolerance), abstention."""

from __future__ import annotations

import pytest

from canon_reason import Score, answer_text, parse_number, register_scorer, scorer_named, scorer_names


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("136 metres [1][2] (412 - 276 = 136)", "136 metres"),
        ("Ines Farrow [3] (via Veyport Maritime College [2] (via Marta Quillane [1]))", "Ines Farrow"),
        ("50% [1][2] ((9600 - 6400) / 6400 * 100 = 50)", "50%"),
        ("(unbalanced", "(unbalanced"),
        ("Grey  Sound", "Grey Sound"),
    ],
)
def test_answer_text_drops_citation_markers_and_trailing_derivations(answer: str, text: str) -> None:
    assert answer_text(answer) == text


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("14,000", (14000.0, None)),
        ("14,000 tonnes", (14000.0, "tonne")),
        ("fifteen years", (15.0, "year")),
        ("two hundred and six", (206.0, None)),
        ("twenty-five", (25.0, None)),
        ("1.5 million", (1_500_000.0, None)),
        ("50%", (50.0, "percent")),
        ("50 per cent", (50.0, "percent")),
        ("276 m", (276.0, "metre")),
        ("-5 degrees", (-5.0, "degree")),
        ("Ines Farrow", None),
        ("1874-1889", None),
        ("15 and more", None),
    ],
)
def test_parse_number(text: str, parsed: tuple[float, str | None] | None) -> None:
    assert parse_number(text) == parsed


@pytest.mark.parametrize(
    ("scorer", "answer", "expected", "matched"),
    [
        ("exact", "The Grey Sound.", ("grey sound",), True),
        ("exact", "Grey Sound estuary", ("Grey Sound",), False),
        ("exact", "Ｉｎｅｓ  FARROW", ("Ines Farrow",), True),
        ("contains", "It was Ines Farrow, in 1861", ("Ines Farrow",), True),
        ("contains", "Inesa Farrowby", ("Ines Farrow",), False),
        ("contains", "20% [1]", ("20",), True),
        ("contains", "20%", ("20%",), True),
        ("contains", "20%", ("2",), False),
        ("contains", "20 people", ("20%",), False),
        ("contains", "243400 [1][2] (655400 - 412000 = 243400)", ("243,400",), True),
        ("contains", "1,750 litres", ("1750",), True),
        ("contains", "1,75 litres", ("175",), False),
        ("exact", "14,000", ("14000",), True),
        ("exact", "20%", ("20",), False),
        ("numeric", "14,000 tonnes", ("14000",), True),
        ("numeric", "fifteen years", ("15",), True),
        ("numeric", "276 feet", ("276 metres",), False),
        ("numeric", "276", ("276 metres",), True),
        ("numeric", "71,401", ("71400",), False),
        ("numeric", "no number here", ("1",), False),
        ("auto", "1794", ("1794",), True),
        ("auto", "1795", ("1794",), False),
        ("auto", "Middle Channel", ("West Channel", "Middle Channel"), True),
        ("auto", "50%", ("50",), True),
        ("auto", "Bishop Gerold of Lanz", ("Gerold",), True),
        ("auto", "Gerolda", ("Gerold",), False),
        ("auto", "Veyport, Carrowmere, Saltreach, Brindle Ford and Tollen", ("Carrowmere",), False),
    ],
)
def test_builtin_scorers(scorer: str, answer: str, expected: tuple[str, ...], matched: bool) -> None:
    score = scorer_named(scorer)(answer, expected)
    assert score.matched is matched, score.detail
    assert score.detail


def test_the_relative_tolerance_widens_the_numeric_match() -> None:
    assert not scorer_named("numeric")("71,401", ("71400",)).matched
    assert scorer_named("numeric", 1e-4)("71,401", ("71400",)).matched
    assert not scorer_named("numeric", 1e-6)("71,401", ("71400",)).matched
    with pytest.raises(ValueError, match="tolerance"):
        scorer_named("numeric", -1.0)


def test_a_scorer_registered_from_python_is_available_by_name() -> None:
    def first_word(answer: str, expected: tuple[str, ...]) -> Score:
        ok = answer.split()[:1] == [option.split()[0] for option in expected][:1]
        return Score(ok, "first words compared")

    register_scorer("first-word-test", first_word)
    assert "first-word-test" in scorer_names()
    assert scorer_named("first-word-test")("Ines Farrow", ("Ines Quillane",)).matched
    with pytest.raises(ValueError, match="already taken"):
        register_scorer("exact", first_word)
    with pytest.raises(ValueError, match="unknown scorer"):
        scorer_named("nope")
