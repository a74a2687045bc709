"""The agent of a passive verb written after the time of the deed, set off by commas.

"The baths were opened on Friday, the 9th instant, by Lady Ann Roe": the commas around the date
part the verb from its "by" into clauses of their own, yet only the date stands between, so the name after
"by" is the verb's agent as surely as in "opened by Lady Ann Roe on Friday".
"""

from __future__ import annotations

import re

from ._lexicon import MONTHS

_TIME_WORDS = (
    r"on|in|at|upon|during|last|next|the|of|this|that|same|instant|inst|ult|ultimo|proximo|morning|afternoon|"
    r"evening|day|week|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day|" + "|".join(sorted(MONTHS))
)
_TIME_THEN_BY = re.compile(
    rf"(?:\s{{0,3}},?\s{{0,3}}(?:{_TIME_WORDS}|\d{{1,2}}(?:st|nd|rd|th)?|\d{{4}})\b\.?){{1,12}}"
    r"\s{0,3},?\s{0,3}by\s{1,3}(?:the\s{1,3})?\Z",
    re.IGNORECASE,
)
_REACH = 120
"""Characters a time phrase between a verb and its "by" may span."""


def timed_agent(text: str, verb_end: int, name_start: int) -> bool:
    """Whether only a time phrase, commas and "by" stand between a verb ending at ``verb_end`` and a name.

    The time phrase holds dates, days, months, years and their small words ("on Tuesday, the 24th
    instant,"): any other word (a place, a second verb) may give the name another role.
    """
    between = text[verb_end:name_start]
    return 0 < len(between) <= _REACH and "," in between and _TIME_THEN_BY.fullmatch(between) is not None
