"""The operations an arithmetic question asks for, and the shape of a detected arithmetic question."""

from __future__ import annotations

from enum import StrEnum

from ._fact import FactQuestion

__all__ = ["Arithmetic", "Operation"]


class Operation(StrEnum):
    """The arithmetic an arithmetic question asks for over its operands."""

    SUM = "sum"
    DIFFERENCE = "difference"
    RATIO = "ratio"
    PERCENT_OF = "percent_of"
    PERCENTAGE = "percentage"
    AVERAGE = "average"
    PERCENT_CHANGE = "percent_change"
    """Growth from the first operand to the second, in percent of the first."""
    PERCENT_DECREASE = "percent_decrease"
    """Decline from the first operand to the second, in percent of the first."""
    DURATION = "duration"
    """The years a span covers ("from 2005 to 2019", "(1974-1998)"), read where its first operand stands;
    a second operand, when given, is the holder's retirement, read when no span is written."""


Arithmetic = tuple[Operation, str | None, tuple[FactQuestion, ...]]
