"""A safe calculator: exact rational arithmetic over a small hand-parsed grammar, never ``eval``.

::

    expression := term (("+" | "-") term)*
    term       := factor (("*" | "/" | "%") factor)*      "%" between operands is the remainder
    factor     := ("-" | "+") factor | power
    power      := postfix (("^" | "**") factor)?            right-associative; -2^2 is -4, as in Python
    postfix    := primary ("%" ["of" factor])*              "12%" is 12/100; "12% of 250" is 30
    primary    := number | "(" expression ")"

Numbers may carry thousands separators (``1,250``), decimals and an exponent (``1.5e3``). ``×``, ``÷`` and
``−`` are read as ``*``, ``/`` and ``-``. Results are exact ``Fraction``s, bounded in size; anything else
(names, calls, attributes, huge powers, division by zero, overlong input) raises ``CalculationError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .errors import CalculationError

__all__ = ["MAX_EXPRESSION_CHARS", "Calculation", "calculate", "evaluate", "format_number"]

MAX_EXPRESSION_CHARS = 500
_MAX_DEPTH = 60
_MAX_BITS = 4096
_MAX_EXPONENT = 1000
_MAX_ROOT = 64
_DECIMALS = 6

_TOKEN = re.compile(
    r"\s*(?:(?P<number>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)"
    r"|(?P<op>\*\*|[-+*/^%()×÷−])|(?P<of>of\b))",
)
_ALIASES = {"×": "*", "÷": "/", "−": "-", "**": "^"}


@dataclass(frozen=True, slots=True)
class Calculation:
    """A computed expression: ``value`` rendered for people, ``exact`` as ``n`` or ``n/d``."""

    expression: str
    value: str
    exact: str


def _tokens(expression: str) -> list[str]:
    tokens: list[str] = []
    position = 0
    length = len(expression)
    while position < length:
        if expression[position:].isspace():
            break
        match = _TOKEN.match(expression, position)
        if match is None or match.end() == position:
            shown = expression[position:].strip()[:12]
            raise CalculationError(expression, f"unexpected input at offset {position}: {shown!r}")
        if match.group("number") is not None:
            tokens.append(match.group("number"))
        elif match.group("op") is not None:
            op = match.group("op")
            tokens.append(_ALIASES.get(op, op))
        else:
            tokens.append("of")
        position = match.end()
    return tokens


def _is_number(token: str) -> bool:
    return token[0].isdigit() or token[0] == "."


def _check_size(value: Fraction, expression: str) -> Fraction:
    if value.numerator.bit_length() > _MAX_BITS or value.denominator.bit_length() > _MAX_BITS:
        raise CalculationError(expression, "the result is too large")
    return value


def _integer_root(n: int, k: int) -> int | None:
    """The exact ``k``-th root of ``n >= 0``, or ``None`` when ``n`` is not a perfect ``k``-th power."""
    if n < 2:
        return n
    guess = 1 << ((n.bit_length() + k - 1) // k)
    while True:
        better = ((k - 1) * guess + n // guess ** (k - 1)) // k
        if better >= guess:
            break
        guess = better
    return guess if guess**k == n else None


class _Parser:
    """Recursive-descent evaluation of one token list."""

    def __init__(self, expression: str) -> None:
        self.expression = expression
        self.tokens = _tokens(expression)
        self.position = 0
        self.depth = 0

    def fail(self, reason: str) -> CalculationError:
        return CalculationError(self.expression, reason)

    def peek(self, ahead: int = 0) -> str | None:
        index = self.position + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def take(self) -> str:
        token = self.peek()
        if token is None:
            raise self.fail("the expression ends too early")
        self.position += 1
        return token

    def run(self) -> Fraction:
        if not self.tokens:
            raise self.fail("the expression is empty")
        value = self.expression_()
        if self.peek() is not None:
            raise self.fail(f"unexpected {self.peek()!r}")
        return value

    def nested(self) -> None:
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise self.fail("the expression is nested too deeply")

    def expression_(self) -> Fraction:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            right = self.term()
            value = _check_size(value + right if op == "+" else value - right, self.expression)
        return value

    def starts_operand(self, token: str | None) -> bool:
        return token is not None and (token == "(" or _is_number(token))

    def term(self) -> Fraction:
        value = self.factor()
        while self.peek() in ("*", "/") or (self.peek() == "%" and self.starts_operand(self.peek(1))):
            op = self.take()
            right = self.factor()
            if op in ("/", "%") and right == 0:
                raise self.fail("division by zero")
            if op == "*":
                value = value * right
            elif op == "/":
                value = value / right
            else:
                value = value % right
            value = _check_size(value, self.expression)
        return value

    def factor(self) -> Fraction:
        if self.peek() in ("-", "+"):
            op = self.take()
            self.nested()
            value = self.factor()
            self.depth -= 1
            return -value if op == "-" else value
        return self.power()

    def power(self) -> Fraction:
        base = self.postfix()
        if self.peek() != "^":
            return base
        self.take()
        self.nested()
        exponent = self.factor()
        self.depth -= 1
        return self.raise_(base, exponent)

    def raise_(self, base: Fraction, exponent: Fraction) -> Fraction:
        if abs(exponent.numerator) > _MAX_EXPONENT:
            raise self.fail("the exponent is too large")
        if base == 0 and exponent < 0:
            raise self.fail("division by zero")
        if exponent.denominator != 1:
            return self.root(base, exponent)
        bits = max(base.numerator.bit_length(), base.denominator.bit_length())
        if bits * abs(exponent.numerator) > _MAX_BITS:
            raise self.fail("the result is too large")
        return _check_size(base**exponent.numerator, self.expression)

    def root(self, base: Fraction, exponent: Fraction) -> Fraction:
        k = exponent.denominator
        if base < 0 or k > _MAX_ROOT:
            raise self.fail("a fractional power must have a non-negative base and a small root")
        num, den = _integer_root(base.numerator, k), _integer_root(base.denominator, k)
        if num is None or den is None:
            raise self.fail("the result is not a rational number")
        return self.raise_(Fraction(num, den), Fraction(exponent.numerator))

    def postfix(self) -> Fraction:
        value = self.primary()
        while self.peek() == "%" and not self.starts_operand(self.peek(1)):
            self.take()
            value = value / 100
            if self.peek() == "of":
                self.take()
                value = _check_size(value * self.factor(), self.expression)
        return value

    def primary(self) -> Fraction:
        token = self.take()
        if token == "(":
            self.nested()
            value = self.expression_()
            self.depth -= 1
            if self.peek() != ")":
                raise self.fail("a parenthesis is not closed")
            self.take()
            return value
        if _is_number(token):
            return self.number(token)
        raise self.fail(f"unexpected {token!r}")

    def number(self, token: str) -> Fraction:
        mantissa, _, exponent = token.lower().partition("e")
        if exponent and abs(int(exponent)) > 300:
            raise self.fail("a number's exponent is too large")
        value = Fraction(mantissa.replace(",", "").rstrip(".") or "0")
        if exponent:
            value *= Fraction(10) ** int(exponent)
        return value


def evaluate(expression: str) -> Fraction:
    """Evaluate ``expression`` exactly.

    Raises:
        CalculationError: the input is not safe arithmetic, is too long, divides by zero, or the result
            (or a power) would be too large or irrational.
    """
    if not isinstance(expression, str):
        raise CalculationError(repr(expression), "the expression must be a string")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise CalculationError(expression, f"the expression is longer than {MAX_EXPRESSION_CHARS} characters")
    return _Parser(expression).run()


def format_number(value: Fraction) -> str:
    """Render a value deterministically: integers as such, others with up to 6 decimals, zeros stripped.

    Values below 1 in magnitude keep 6 significant digits (``0.000123457``); halves round to even.
    """
    if value.denominator == 1:
        return str(value.numerator)
    places = _DECIMALS
    magnitude = abs(value)
    while magnitude < Fraction(1, 10 ** (places - _DECIMALS + 1)) and places < 60:
        places += 1
    scaled = round(value * 10**places)
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(places + 1, "0")
    whole, fraction = digits[:-places], digits[-places:].rstrip("0")
    text = f"{sign}{whole}.{fraction}" if fraction else f"{sign}{whole}"
    return "0" if text == "-0" else text


def calculate(expression: str) -> Calculation:
    """Evaluate ``expression`` and render the result (see ``evaluate`` and ``format_number``)."""
    value = evaluate(expression)
    exact = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return Calculation(expression, format_number(value), exact)
