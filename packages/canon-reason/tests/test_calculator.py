"""The safe calculator: grammar, exact results, rendering, refusals, and properties against Python."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canon_reason._calculator import MAX_EXPRESSION_CHARS, calculate, evaluate, format_number
from canon_reason.errors import CalculationError, ReasonError


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("1 + 2 * 3", "7"),
        ("(1 + 2) * 3", "9"),
        ("10 / 4", "2.5"),
        ("2 ^ 3 ^ 2", "512"),
        ("2 ** 10", "1024"),
        ("-2 ^ 2", "-4"),
        ("(-2) ^ 2", "4"),
        ("2 ^ -1", "0.5"),
        ("--3", "3"),
        ("+4 - -4", "8"),
        ("10 % 4", "2"),
        ("-7 % 3", "2"),
        ("12%", "0.12"),
        ("12% of 250", "30"),
        ("25 % of 18,000", "4500"),
        ("50% of 10 ^ 2", "50"),
        ("200 + 10%", "200.1"),
        ("1,250.5 - 0.5", "1250"),
        ("1.5e3 + .5", "1500.5"),
        ("3 × 4 ÷ 6 − 1", "1"),
        ("1 / 3", "0.333333"),
        ("2 / 3", "0.666667"),
        ("1 / 7000", "0.000142857"),
        ("4 ^ 0.5", "2"),
        ("(8/27) ^ (1/3)", "0.666667"),
        ("0 ^ 0", "1"),
        ("21700 / 48300 * 100", "44.927536"),
        ("  7  ", "7"),
    ],
)
def test_evaluates(expression, value):
    assert calculate(expression).value == value


def test_results_are_exact_fractions():
    assert evaluate("1 / 3 + 1 / 6") == Fraction(1, 2)
    assert evaluate("0.1 + 0.2") == Fraction(3, 10)
    assert calculate("1 / 3").exact == "1/3"
    assert calculate("6 / 3").exact == "2"


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (Fraction(5), "5"),
        (Fraction(-5), "-5"),
        (Fraction(5, 2), "2.5"),
        (Fraction(-1, 3), "-0.333333"),
        (Fraction(1, 10**9), "0.000000001"),
        (Fraction(123456789, 1000), "123456.789"),
        (Fraction(1, 2 * 10**6), "0.0000005"),
        (Fraction(-1, 10**7) * Fraction(1, 3), "-0.0000000333333"),
        (Fraction(10**20), "100000000000000000000"),
    ],
)
def test_format_number(value, shown):
    assert format_number(value) == shown


@pytest.mark.parametrize(
    ("expression", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("__import__('os')", "unexpected"),
        ("x + 1", "unexpected"),
        ("abs(-1)", "unexpected"),
        ("(1).real", "unexpected"),
        ("1 / 0", "division by zero"),
        ("1 % (2 - 2)", "division by zero"),
        ("0 ^ -1", "division by zero"),
        ("2 ^ 100000", "exponent is too large"),
        ("99 ^ 999", "too large"),
        ("2 ^ 0.5", "not a rational"),
        ("(-8) ^ (1/3)", "non-negative"),
        ("1e999", "exponent is too large"),
        ("(1 + 2", "not closed"),
        ("1 + 2)", "unexpected"),
        ("1 +", "ends too early"),
        ("1 2", "unexpected"),
        ("1,23", "unexpected"),
        ("3 of 4", "unexpected"),
        ("1 +" + " (" * 70 + "1" + ")" * 70, "nested too deeply"),
        ("-" * 100 + "1", "nested too deeply"),
        ("1" + " + 1" * MAX_EXPRESSION_CHARS, "longer than"),
    ],
)
def test_refuses(expression, reason):
    with pytest.raises(CalculationError, match=reason) as info:
        evaluate(expression)
    assert isinstance(info.value, ReasonError | ValueError)
    assert info.value.reason


def test_refuses_non_strings():
    with pytest.raises(CalculationError):
        evaluate(12)  # type: ignore[arg-type]


def test_large_intermediate_results_are_bounded():
    with pytest.raises(CalculationError, match="too large"):
        evaluate(" * ".join(["1e300"] * 6))


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_arbitrary_text_only_ever_raises_calculation_error(text):
    try:
        value = evaluate(text)
    except CalculationError:
        return
    assert isinstance(value, Fraction)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789.,+-*/^%() eof×÷−", max_size=40))
def test_arithmetic_looking_text_only_ever_raises_calculation_error(text):
    try:
        evaluate(text)
    except CalculationError:
        pass


numbers = st.one_of(
    st.integers(min_value=0, max_value=10**6).map(str),
    st.decimals(min_value=0, max_value=10**4, places=3, allow_nan=False, allow_infinity=False).map(str),
)


def expressions(depth: int = 3) -> st.SearchStrategy[tuple[str, str]]:
    """Pairs (calculator text, Python text over Fractions) for the same expression tree."""
    leaf = numbers.map(lambda n: (n, f"Fraction('{n}')"))
    if depth == 0:
        return leaf

    def combine(parts):
        (a, pa), op, (b, pb) = parts
        python_op = {"^": "**"}.get(op, op)
        if op == "^":
            return f"({a}) ^ {b}", f"({pa}) ** {pb}"
        return f"({a}) {op} ({b})", f"({pa}) {python_op} ({pb})"

    inner = expressions(depth - 1)
    small_power = st.integers(min_value=-3, max_value=3).map(lambda e: (f"({e})", f"({e})"))
    binary = st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "*", "/", "%"]), inner),
        st.tuples(inner, st.just("^"), small_power),
    ).map(combine)
    negated = inner.map(lambda pair: (f"-({pair[0]})", f"-({pair[1]})"))
    return st.one_of(leaf, binary, negated)


@settings(max_examples=400, deadline=None)
@given(expressions())
def test_agrees_with_python_on_safe_expressions(pair):
    text, python = pair
    try:
        expected = eval(python, {"Fraction": Fraction})  # the test oracle only; the calculator never evals
    except ZeroDivisionError:
        with pytest.raises(CalculationError):
            evaluate(text)
        return
    try:
        got = evaluate(text)
    except CalculationError as exc:
        assert "too large" in exc.reason  # a size bound Python does not have
        return
    assert got == expected


def test_unparenthesized_precedence_agrees_with_python():
    for text in [
        "1 + 2 * 3 - 4 / 2",
        "2 * 3 % 4",
        "-2 ** 2",
        "2 ** -2",
        "7 - 2 - 1",
        "64 / 4 / 2",
        "2**3**2",
    ]:
        python = text.replace("^", "**")
        assert evaluate(text) == Fraction(eval(python)).limit_denominator(10**9)
