"""Namesakes told apart by a qualifier after the name: "Thomas Vellow *the younger*", "John Felby *junior*".

A father and son, or two cousins, often share a name, and records tell them apart by a word after it. A
question naming "Thomas Vellow" does not ask of "Thomas Vellow the younger", whose birthplace a text may give
while the father's is never stated; and a name read as an answer ("Mr William Tulley" from "Mr William Tulley
the younger") must keep its qualifier, or the next hop of a chain looks up the other man.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import chain, takewhile

from .._text import STOPWORDS, fold, words
from ._lexicon import BUILDING_HEADS, ORG_WORDS, ROLE_NOUNS, YEAR, key
from ._near_names import name_spans
from ._sentences import Sentence

__all__ = [
    "STREET_NAME",
    "apposed_place_problem",
    "apposed_town_problem",
    "associated_body_problem",
    "bare_for_qualified_problem",
    "child_entry_problem",
    "at_place_problem",
    "own_kind_problem",
    "comma_place_problem",
    "confused_with_problem",
    "elder_unnamed_problem",
    "namesake_subject_problem",
    "other_named_kind_problem",
    "other_owner_problem",
    "others_own_problem",
    "parent_aside_problem",
    "qualified_end",
    "is_namesake_query",
    "namesake_query",
    "qualified_name",
    "told_namesake",
    "without_elder",
    "corrected_name",
    "name_correction_query",
]

_QUALIFIER = r"(?:the\s+(?:younger|elder)|junior|senior|jun\.|sen\.|jnr\.?|snr\.?|jr\.?|sr\.?)"
_AFTER_NAME = re.compile(r"^(?:\*{1,2}|_)?\s*[,(]?\s*(?P<q>" + _QUALIFIER + r")(?![\w])", re.IGNORECASE)
"""A qualifier right after a name, past closing emphasis, a comma or a bracket: "**Thomas Vellow the
younger**", "| Thomas Vellow (the younger) |"."""
_MAX_NAME = 80
"""Longer "names" are phrases, not names: none is looked for."""
_ELDER = frozenset({"the elder", "senior", "sen.", "snr", "snr.", "sr", "sr."})


def _long_enough(name: str) -> bool:
    return bool(name.split()) and len(name) <= _MAX_NAME


def _qualifier_after(text: str, end: int) -> str | None:
    found = _AFTER_NAME.match(text[end : end + 20])
    return None if found is None else " ".join(found.group("q").lower().split())


def qualified_end(text: str, end: int) -> int:
    """Where a name ending at ``end`` ends with the qualifier written after it ("Ann Roe *the younger*").

    A question asking "the birthplace of William Tulley the younger" asks of the son: the qualifier is the
    end of the name, never a relation of its own.
    """
    found = _AFTER_NAME.match(text[end : end + 20])
    return end if found is None else end + found.end()


def namesake_subject_problem(question: str, entity: str, cited: str) -> list[str]:
    """Why ``cited`` is about a namesake of the person ``entity`` the question asks of.

    Only a name of two words or more, and only when every mention of it in the text carries a qualifier
    the question does not give: then the text speaks of the other man of that name.
    """
    if len(entity.split()) < 2 or not entity[:1].isupper():
        return []
    spans = name_spans(entity, cited) if _long_enough(entity) else []
    if not spans:
        return []
    qualifiers = [_qualifier_after(cited, end) for _, end in spans]
    if any(q is None for q in qualifiers):
        return []
    said = next(q for q in qualifiers if q is not None)
    if said in " ".join(question.lower().split()):
        return []
    return [f"the cited text names {entity} {said}, a namesake, not the {entity} the question asks of"]


_BEFORE_NAME = re.compile(r"\bthe\s+(?P<q>elder|younger)\s+\Z", re.IGNORECASE)
"""A qualifier set before a name: "*the elder* Josiah Fenwright"."""


def qualified_name(value: str, cited: str, *, elder: bool = False) -> str | None:
    """``value`` with the qualifier its text gives it ("Mr William Tulley the younger"), or ``None``.

    A chain passes a person on to its next hop; without the qualifier that hop would read the namesake's
    life ("Born at Quendal", the father's) for the son's. The elder keeps the bare name there, which records
    give the first holder of it. An answer read from the text (``elder``) keeps every qualifier: "| Thomas
    Gedge (the elder) | 1858 | 1884 |" names the father, and the bare name would name either man.
    """
    if len(value.split()) < 2 or not value[:1].isupper():
        return None
    for start, end in name_spans(value, cited) if _long_enough(value) else []:
        said = _qualifier_after(cited, end)
        if said is not None and (elder or said not in _ELDER):
            return f"{value} {said}"
        before = _BEFORE_NAME.search(cited, max(0, start - 20), start)
        if before is not None and before.group("q").lower() == "younger":
            return f"{value} the younger"  # "designed by the younger Henry Roe"
    return None


_ELDER_AFTER = re.compile(
    r"\s+(?:"
    + "|".join(r"\s+".join(map(re.escape, q.split())) for q in sorted(_ELDER, key=len, reverse=True))
    + r")\Z",
    re.IGNORECASE,
)
"""One of the elder's qualifiers closing a name: "Eli Hartley *the elder*"."""


def without_elder(value: str) -> str:
    """``value`` short of the elder's qualifier at its end, as a chain passes the first holder of a name on.

    "Eli Hartley the elder" answers who founded the mill; the next hop asks of "Eli Hartley", the name the
    texts of his life give him bare ("On the elder Hartley's death in 1879").
    """
    return _ELDER_AFTER.sub("", value)


_NAMESAKE_QUERY_END = " the elder the younger"
_KIN = "son|daughter|sister|brother|cousin|partner|wife|widow|husband|nephew|niece|of"
_QUALIFIED_END = re.compile(r"\s" + _QUALIFIER + r"\)?\Z", re.IGNORECASE)


def namesake_query(value: str) -> str | None:
    """The search for the namesakes of a person answer written bare, or ``None`` when none is needed.

    Its passages are read by ``told_namesake`` alone: a guide says "built by Amos Kerridge in 1768", and a
    history of the works tells "Amos Kerridge the elder" from his son.
    """
    if len(value.split()) < 2 or not value[:1].isupper() or not _long_enough(value):
        return None
    return None if _QUALIFIED_END.search(value) else value + _NAMESAKE_QUERY_END


_GIVEN_AND_SURNAME = re.compile(r"[A-Z][a-z]+ [A-Z][a-z]+")
"""A person's name written as a given name and a surname, which a text may correct: "John Pettifer"."""


def name_correction_query(value: str) -> str | None:
    """The search whose passages ``corrected_name`` reads for ``value``, or ``None`` for no such name.

    The search for the name's namesakes: a letter correcting it names the same surname twice.
    """
    return namesake_query(value) if _GIVEN_AND_SURNAME.fullmatch(value.strip()) else None


def corrected_name(value: str, sentences: Sequence[Sentence]) -> tuple[str, Sentence] | None:
    """The name a text puts in place of ``value``'s given name, saying the other is wrong, and where.

    A letter to a paper says "The watchman who gave the alarm is Joseph Pettifer, not John": the report it
    corrects named John Pettifer, whom the letter makes the watchman's brother. Only a name that stands
    right before ", not <given name>" counts, with the same surname.
    """
    if not _GIVEN_AND_SURNAME.fullmatch(value.strip()):
        return None
    given, surname = value.split()
    denied = re.compile(rf"\b(?P<given>[A-Z][a-z]+)\s+{re.escape(surname)},?\s+not\s+{re.escape(given)}\b")
    for sentence in sentences:
        found = denied.search(sentence.text)
        if found is not None and found.group("given") != given:
            return f"{found.group('given')} {surname}", sentence
    return None


def is_namesake_query(query: str) -> bool:
    """Whether a search was made by ``namesake_query``."""
    return query.endswith(_NAMESAKE_QUERY_END)


_AFTER_ELDER = re.compile(
    r"^(?:\*{1,2}|_)?\s*[,(]?\s*the\s+(?P<q>elder|younger)\b(?!\s+(?:" + _KIN + r")\b)", re.I
)
""""The elder" or "the younger" after a name, but not a kin noun's ("Hanna Dunn, the younger sister")."""


def _qualifiers(value: str, text: str) -> list[str]:
    """How ``text`` tells ``value`` from a namesake where it names him: "the elder" or "the younger"."""
    said = []
    for start, end in name_spans(value, text):
        after = _AFTER_ELDER.match(text[end : end + 40])
        before = _BEFORE_NAME.search(text, max(0, start - 20), start)
        found = after or before
        if found is not None:
            said.append(f"the {found.group('q').lower()}")
    return said


def told_namesake(
    value: str, question: str, entities: Sequence[str], sentences: Sequence[Sentence]
) -> tuple[str, Sentence] | None:
    """A bare person answer with the qualifier that tells it from a namesake, and the sentence giving it.

    A sentence that gives ``value`` a qualifier, names a thing the question names (one of ``entities``)
    and gives every year the question gives says which: "The Old Malting ... was put up by Amos Kerridge
    the elder" for who built the Old Malting. ``None`` when no sentence says so, or sentences of both
    sides do. "Entered partnership with Josiah Cawdrey the younger in 1824" says nothing of the founding
    in 1768.
    """
    years = re.findall(rf"(?<!\d){YEAR}(?!\d)", question)
    sides: dict[bool, tuple[str, Sentence]] = {}
    for sentence in sentences:
        said = _qualifiers(value, sentence.text)
        if (
            said
            and any(name_spans(entity, sentence.text) for entity in entities)
            and all(re.search(rf"(?<!\d){year}(?!\d)", sentence.text) for year in years)
        ):
            for qualifier in said:
                sides.setdefault(qualifier == "the elder", (qualifier, sentence))
    if len(sides) != 1:
        return None
    ((qualifier, sentence),) = sides.values()
    return f"{value} {qualifier}", sentence


_APPOSED_PLACE = re.compile(
    r",\s+(?:the|a|an)\s+[^,?]{1,120}?\b(?:at|in|of)\s+(?:the\s+)?(?P<place>[A-Z][a-z]{2,30})\b"
)
"""A description after a name that places it: "Tulley House*, the residence at the Ostwick asylum,*"."""


def apposed_place_problem(question: str, cited: str) -> list[str]:
    """Why ``cited``, naming none of the place a question's description gives, may be of a namesake.

    Two houses of one name stand in two towns; "Tulley House, the superintendent's residence at the
    Ostwick asylum" tells which, and a text naming another place's Tulley House and never Ostwick is
    not about the one asked.
    """
    found = _APPOSED_PLACE.search(question)
    if found is None or re.search(rf"(?<![\w]){re.escape(found.group('place'))}(?![\w])", cited):
        return []
    return [f"the cited text never names {found.group('place')}, where the question places its subject"]


_NAMED_KIND = re.compile(r"\b(?:the|at|of|in)\s+(?P<name>[A-Z][a-z]{2,30})\s+(?P<noun>[a-z]{3,20})\b")
"""A thing named by a place and its common noun in a question: "the tolls at *the Mossford gate*"."""


def other_named_kind_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` is of another thing of the asked kind: "the Yarrowby side-gate" for "the Mossford gate".

    Where the question names a thing by a place and a common noun, a text that never names the place but
    names another place before the same noun speaks of the other one.
    """
    for asked in _NAMED_KIND.finditer(question):
        name, noun = asked.group("name"), asked.group("noun")
        if re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", cited):
            continue
        kind = rf"\b(?P<other>[A-Z][a-z]{{2,30}})[ ](?:[a-z]{{2,12}}-)?{re.escape(noun)}\b"
        for other in re.finditer(kind, cited):
            if fold(other.group("other")) not in STOPWORDS and other.group("other") != name:
                return [
                    f"the cited text names the {other.group(0)}, not the {name} {noun} the question asks of"
                ]
    return []


_OWNER = r"\s+of\s+(?:the\s+)?(?P<owner>[A-Z][\w'’]{0,30}(?:\s+[A-Z][\w'’]{0,30}){0,4})"
"""An owner's name after "of": "of *the Quennock Tannery Company*" (up to five capitalized words)."""
_ASKED_OWNED = re.compile(r"\b(?P<noun>[a-z]{3,20})" + _OWNER)
"""A thing a question names by its owner: "the *records of the Quennock Tannery Company*"."""


def other_owner_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` tells of another owner's thing: "the records of the Pelbury trustees" for Quennock's.

    Where the question asks of a noun owned by a name ("the records of the Quennock Tannery Company") and
    the text never gives that name, the same noun owned by a name that shares none of its words is the
    other owner's: where those records are held says nothing of where the company's are.
    """
    for asked in _ASKED_OWNED.finditer(question):
        noun, name = asked.group("noun"), asked.group("owner")
        if fold(noun) in STOPWORDS or re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", cited):
            continue
        asked_words = {fold(w) for w in name.split()}
        for other in re.finditer(rf"\b(?i:{re.escape(noun)})" + _OWNER, cited):
            owner = other.group("owner")
            if " " not in owner and re.search(rf"\b{re.escape(owner)}\b", question[asked.end("owner") :]):
                continue  # "the capital of the Company" calls the asked "X Mills Company Limited" by its kind
            firm = question[asked.start("owner") :].split()[:6]  # "Tarrant & Sons Limited"
            if " " not in owner and key(owner) in ORG_WORDS and any(key(w) in ORG_WORDS for w in firm):
                continue  # so it calls a firm the question names with a firm's word
            if not asked_words & {fold(w) for w in owner.split()}:
                return [f"the cited text tells of the {noun} of {owner}, not of {name}"]
    return []


_CONFUSED = re.compile(
    r"\bconfus(?:e|ed|es|ing)\s+(?:[\w'’-]+\s+){0,3}?with\b|\bnothing\s+to\s+do\s+with\b"
    r"|\bno\s+connection\s+with\b",
    re.IGNORECASE,
)
"""Words warning that a name is another's: "not to be *confused with*", "should not *confuse the firm with*",
"has *nothing to do with*"."""


_STREET_WARNED = re.compile(r"\s*(?:the|a)\s+(?P<kind>street|road|lane)\b", re.IGNORECASE)
"""A warning against a street of the same name: "should not be confused with *the street*"."""
STREET_NAME = re.compile(r"\b(?:Street|Road|Lane|Row|Place|Square|Terrace|Walk|Gate)$")
"""The last word of a street's name: "Grindstone *Row*"."""


def confused_with_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is of the namesake a text warns against: "not to be confused with the X at Felby, in Y".

    Where a sentence about one thing goes on to say it should not be confused with another, what stands
    after "confused with" tells of the other one, when a name there is none the question gives (the other
    town, the other man's trade). A sentence opening with the warning ("Not to be confused with X, this
    church was built in 1958") may turn back to its own subject, and is left alone.
    """
    warned = _CONFUSED.search(cited)
    if warned is not None and (street := _STREET_WARNED.match(cited, warned.end())) is not None:
        if STREET_NAME.search(value.strip()):
            # "'The Grindstone' is the inn in Grindstone Row ...; it should not be confused with the street"
            return [
                f"the answer {value!r} is the {street['kind']} the text says not to confuse with the place"
            ]
    if (
        warned is None
        or not cited[: warned.start()].strip(" *_").strip()
        or "not to be" in cited[:20].lower()
    ):
        return []
    at = cited.find(value, warned.end()) if value else -1
    if at < 0:
        return []
    asked = {fold(w) for w in re.findall(r"[\w'’-]+", question)}
    target = re.match(
        r"[\s*_]*(?:the\s+)?(?P<run>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)"
        r"(?:[*_]*\s+(?:in|at|of)\s+(?P<place>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*))?",
        cited[warned.end() :],
    )
    if target is not None and {fold(w) for w in f"{target['run']} {target['place'] or ''}".split()} <= asked:
        # "Visitors should not confuse Balance Hall with **Balance House** in Kingsgate, ...": the one warned
        # against is the asked one, and what follows tells of it
        return []
    between = re.findall(r"\b[A-Z][\w'’-]+", cited[warned.end() : at])
    other = next((w for w in between if fold(w) not in asked and fold(w) not in STOPWORDS), None)
    if other is None:
        warned_itself = re.fullmatch(r"\s*(?:the\s+)?", cited[warned.end() : at]) is not None
        if warned_itself and not {fold(w) for w in re.findall(r"[\w'’-]+", value)} <= asked:
            # "the Tenter Inn, ..., which should not be confused with Tenter Street": the street is no place
            # of the inn's
            return [f"the answer {value!r} is the one the text says not to confuse with the asked one"]
        return []
    return [f"the answer {value!r} is of the one the text says not to confuse with the asked one ({other})"]


_NAME_COMMA_PLACE = re.compile(
    r"(?P<name>(?:[A-Z][\w'’-]+\s+){1,3}[A-Z][\w'’-]+),\s+(?P<place>[A-Z][\w'’-]{2,30})\b"
)
"""A name placed by the town after a comma: "Zion Chapel, Pelbury"."""


_ANY_NAME_AT_PLACE = re.compile(
    r"\bthe\s+(?P<name>(?:[A-Z][\w'’-]+\s+){0,3}[A-Z][\w'’-]+)\s+at\s+(?P<place>[A-Z][\w'’-]{2,30})\b"
)
"""A name of any kind placed by its town: "the Golden Thimble *at Crossley Magna*"."""


def comma_place_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` is of the namesake in another town: "Zion Chapel, Felby" for "..., Pelbury".

    A question placing the name with "at" ("the Golden Thimble at Crossley Magna") is read the same way:
    "the Golden Thimble, Hallowford" is another town's.
    """
    for asked in chain(_NAME_COMMA_PLACE.finditer(question), _ANY_NAME_AT_PLACE.finditer(question)):
        name, place = asked.group("name"), asked.group("place")
        if re.search(rf"(?<![\w]){re.escape(place)}(?![\w])", cited):
            continue
        other = re.search(rf"(?<![\w]){re.escape(name)},\s+(?P<other>[A-Z][\w'’-]{{2,30}})", cited)
        if other is not None and other.group("other") != place:
            return [f"the cited text names {name}, {other.group('other')}, not the one at {place}"]
    return []


_PLACE_ASKED = re.compile(r"\bwhere\b|\bwhich\s+(?:town|village|city|place|parish|county)\b", re.IGNORECASE)


def apposed_town_problem(question: str, value: str, cited: str) -> list[str]:
    """A one-word answer written after a comma behind the asked thing's name: its town, not what is asked.

    "**THE BRINDLE STREET WORKS, HALLOWFORD**" places the works; it names no firm of auctioneers for "Which
    firm offered the Brindle Street works for sale?". A question asking a place is left alone.
    """
    name = value.strip()
    if not re.fullmatch(r"[A-Za-z][\w'’-]+", name) or _PLACE_ASKED.search(question):
        return []
    asked = {key(w.text) for w in words(question)} - {""}
    for found in re.finditer(rf"(?P<before>(?:[\w'’-]+\s+){{0,2}}[\w'’-]+)\**,\s*{re.escape(name)}\b", cited):
        named = [w for w in words(found.group("before")) if fold(w.text) not in STOPWORDS]
        before = [key(w.text) for w in named]
        # "THE BRINDLE STREET WORKS, HALLOWFORD": a name, then its town; "the family house, Sillecroft," names
        if before and set(before) <= asked and all(w.text[:1].isupper() for w in named):
            return [f"the answer {value!r} is the place written after {found['before']!r}, not the one asked"]
    return []


_NAME_AT_PLACE = re.compile(
    rf"\bthe\s+(?P<name>(?:[A-Z][\w'’-]+\s+){{1,3}}?(?:{BUILDING_HEADS}))\s+at\s+(?P<place>[A-Z][\w'’-]{{2,30}})\b"
)
"""A building of a common name placed by its town: "the Brimacre Hall *at Pelbury*"."""
_NAME_IN_STREET = re.compile(
    r"\bthe\s+(?P<name>(?:[A-Z][\w'’-]+\s+){0,3}[A-Z][\w'’-]+)\s+(?:in|at|on)\s+"
    r"(?P<place>(?:[A-Z][\w'’-]+\s+){1,2}(?:Street|Road|Lane|Row|Place|Square|Terrace|Walk|Gate|Yard))\b"
)
"""A house of a common name placed by its street: "the Garnick Arms *in Dannock Lane*"."""


_ROLE_FROM = re.compile(r"\b(?P<role>[a-z]+)\s+(?:of|from)\s+$")
"""A place after a calling ("an architect *of* Felby"): where a person works, not where a thing stands."""


def _not_placing(before: str) -> bool:
    """Whether a place after ``before`` is where someone came from, or a thing compared ("older than X")."""
    found = _ROLE_FROM.search(before)
    return (found is not None and key(found["role"]) in ROLE_NOUNS) or re.search(
        r"\bthan\s+$", before
    ) is not None


def at_place_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` may be of another town's namesake: "the Brimacre Hall" for "the Brimacre Hall at Felby".

    A question placing a building of a name several towns use at one town asks of that town's: a sentence
    naming the building without the town, as a guide to another town does ("In Quendal Row is the Brimacre
    Hall (1822)"), may be of its own town's. The name is matched in any case: "a lock house" in a history
    is no more the Lock House at Pelbury than "the Lock House" is. A house placed by its street ("the
    Garnick Arms in Dannock Lane") is read the same way. A text giving the town only as where someone of a
    calling came from ("the works were designed by an architect of Felby"), or as what another is compared
    with ("the nursery here, older than Felby, has its own Vine House"), does not place the building there.
    """
    problems = []
    for asked in chain(_NAME_AT_PLACE.finditer(question), _NAME_IN_STREET.finditer(question)):
        name, place = asked.group("name"), asked.group("place")
        head = name.split()[-1]
        named = re.search(rf"(?<![\w]){re.escape(head)}(?![\w])", cited, re.IGNORECASE)
        places = [m.start() for m in re.finditer(rf"(?<![\w]){re.escape(place)}(?![\w])", cited)]
        whole = re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", cited, re.IGNORECASE)
        if whole and not places:
            problems.append(f"the cited text names {name} but not {place}, where the question places it")
        elif named and places and all(_not_placing(cited[:at]) for at in places):
            problems.append(f"the cited text names {place} only beside another thing, not as {name}'s place")
    return problems


_OWN_ASKED = re.compile(r"\bown\s+(?P<thing>[a-z]+(?:\s+[a-z]+){0,2})")
"""A thing a question sets against others of its kind: "the works' *own fire brigade*"."""
_NOT_OWNERS = frozenset({"own", "same", "said", "new", "old"})
"""Words before a thing's noun that set it apart from no other body's: "the *same* fire brigade"."""


def own_kind_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` names another body's thing where the question asks of one's *own*.

    "The works' own fire brigade" sets the works' brigade against the town's: "the town fire brigade,
    founded in 1868" names the other one, by a word the question never gives before the thing's noun.
    """
    asked = _OWN_ASKED.search(question)
    if asked is None:
        return []
    given = {fold(w) for w in re.findall(r"[\w'’-]+", question)}
    thing = asked.group("thing").split()
    for size in range(len(thing), 0, -1):
        noun = r"\s+".join(map(re.escape, thing[:size]))
        for other in re.finditer(rf"\bthe\s+(?P<mod>[a-z]+)\s+{noun}\b", cited, re.IGNORECASE):
            if fold(other.group("mod")) not in given | _NOT_OWNERS:
                named = f"{other.group('mod')} {' '.join(thing[:size])}"
                return [f"the cited text names the {named}, not the one the question calls its own"]
    return []


_OTHERS_OWN = re.compile(
    r"\b(?P<owner>[A-Z][\w'’-]{2,30}),?\s+(?:[a-z]+\s+){0,2}?(?:its|their)\s+own\s+"
    r"(?P<thing>(?:[a-z]+\s+){0,2}[a-z]+)"
)
"""Another's thing of its own kind: "the next parish, *Varrowdene, raised its own rifle company*"."""


_ALSO_HAS = re.compile(
    r"\b(?P<owner>[A-Z][\w'’-]{2,30}(?:\s+[A-Z][\w'’-]{2,30})?)\s+also\s+(?:has|had|have|possesses|boasts)\s+"
    r"(?:a|an|its|their)\s+(?P<thing>(?:[a-z]+\s+){0,2}[a-z]+)"
)
"""Another place's thing of the asked kind, told beside the asked one's: "*Brimsey also has a pumping
station* in Mill Lane"."""


_ALSO_CALLED = re.compile(
    r"\b(?:also|likewise)\s+(?:called|named|known\s+as)\s+(?:the\s+)?[*_]*"
    r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
)
"""Another thing of the same name, told after the first: "Its inn, *also called the Bell*, was built ..."."""


def _namesake_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` tells of a namesake of the asked thing, placed where the question does not place it.

    "Its inn, also called the Bell, was built in 1761" tells of another Bell than the one in Corn Street,
    Felby, that the question asks of: a capitalised word of the question's other than the name's own, such
    as the street or town it places the thing in, stands nowhere in the sentence.
    """
    given = {key(w.text) for w in words(cited)}
    placing = [w.text for w in words(question)[1:] if w.text[:1].isupper()]
    for found in _ALSO_CALLED.finditer(cited):
        name = {key(w) for w in found.group("name").split()}
        others = [w for w in placing if key(w) not in name]
        if name <= {key(w) for w in placing} and any(key(w) not in given for w in others):
            return [f"the cited text tells of another {found.group('name')} than the one the question places"]
    return []


def others_own_problem(question: str, cited: str) -> list[str]:
    """Why ``cited`` tells of another place's or body's own thing of the asked kind, not the asked one.

    "Varrowdene raised its own rifle company in 1860" dates no raising of the Rifle Company of a question
    that never names Varrowdene: "its own" sets that company apart as Varrowdene's; so does "also" in
    "Brimsey also has a pumping station in Mill Lane", for the station of a town the text never names.
    """
    asked = {key(w) for w in re.findall(r"[\w'’-]+", question) if fold(w) not in STOPWORDS}
    for found in chain(_OTHERS_OWN.finditer(cited), _ALSO_HAS.finditer(cited)):
        thing = list(takewhile(lambda w: fold(w) not in STOPWORDS, found.group("thing").split()))
        owner = found.group("owner")
        if thing and key(thing[-1]) in asked and not {key(w) for w in owner.split()} & asked:
            return [f"the cited text tells of {owner}'s own {' '.join(thing)}, not the one asked"]
    return _namesake_problem(question, cited)


_ASSOCIATED = re.compile(
    r"\bthe\s+(?:associated|affiliated|sister|separate|neighbouring|neighboring|rival)\s+"
    r"(?P<name>(?:[A-Z][\w'’-]*\s+){0,4}[A-Z][\w'’-]*)",
)
"""A body the text sets beside its subject: "the records of *the associated Kell Ladies' Club* are ..."."""


def associated_body_problem(question: str, value: str, cited: str) -> list[str]:
    """Why ``value`` is a fact of a body ``cited`` names as another beside its subject.

    "The records of the associated Kell Ladies' Golf Club are catalogued separately under D/KLG" gives the
    other club's reference: the body after "the associated" (affiliated, sister, rival) is not the one asked
    when the question gives not all of its name.
    """
    at = cited.find(value) if value else -1
    given = {fold(w) for w in re.findall(r"[\w'’-]+", question)}
    for other in _ASSOCIATED.finditer(cited[: max(at, 0)]):
        named = {fold(w) for w in re.findall(r"[\w'’-]+", other.group("name"))}
        if not named <= given:
            return [f"the answer {value!r} is of {other.group('name')}, another body than the one asked"]
    return []


_ELDER_ASKED = re.compile(
    r"\bthe\s+(?P<q1>elder|younger)\s+(?P<n1>[A-Z][\w'’-]+\s+[A-Z][\w'’-]+)"
    r"|(?P<n2>[A-Z][\w'’-]+\s+[A-Z][\w'’-]+)\s+the\s+(?P<q2>elder|younger)\b"
)


_BARE_PERSON = re.compile(
    r"\b(?:(?:Mr|Mrs|Miss|Dr)\.?\s+)?(?P<given>[A-Z][a-z'’-]+)\s+(?P<surname>[A-Z][a-z'’-]+)\b"
)
"""A person the question names by given name and surname: "Mr *James Pardew*"."""


def bare_for_qualified_problem(question: str, cited: str) -> list[str]:
    """Why ``cited``, telling of "the younger" (or elder) of a name the question gives bare, may be another's.

    "In what year did Mr James Pardew die?" is not answered from "**PARDEW, James, the younger** (1850–1919)":
    a younger James Pardew means an elder one, and the question does not say which it asks of.
    """
    if _ELDER_ASKED.search(question) is not None:
        return []
    for found in _BARE_PERSON.finditer(question):
        given, surname = (re.escape(found.group(n)) for n in ("given", "surname"))
        qualified = re.search(
            rf"\b{surname},\s+{given},?\s+\(?the\s+(?:elder|younger)\b"
            rf"|\b{given}\s+{surname},?\s+\(?the\s+(?:elder|younger)\b",
            cited,
            re.IGNORECASE,
        )
        if qualified is not None:
            return [
                f"the cited text tells of {qualified.group()!r}, and the question does not say which namesake"
            ]
    return []


_CHILD_ENTRY = re.compile(
    r"^\W*(?:(?:eldest|elder|only|second|third|younger|youngest)\s+)?(?P<kin>son|daughter)\s+of\s+the\s+above\b",
    re.IGNORECASE,
)
"""A dictionary entry telling of the child of the one before: "*Son of the above*, born at Norbridge."."""


def child_entry_problem(question: str, cited: str) -> list[str]:
    """Why ``cited``, the entry of "the son of the above", is not of one the question names without saying so.

    Under "Silas Pendry (1811–1879)" a later entry, "Son of the above, born at Norbridge.", is the younger
    man's: "Where was S. Pendry born?" asks of whichever the question means, and the son is one of two.
    """
    found = _CHILD_ENTRY.match(cited)
    if found is None or re.search(r"\b(?:younger|son|daughter|junior)\b", question, re.IGNORECASE):
        return []
    return [f"the cited text tells of the {found.group('kin').lower()} of the one above, not the one asked"]


_LIFE_SPAN = re.compile(r"\(\s*1\d{3}\s*[-–—]\s*1\d{3}\s*\)")
"""A life's years in brackets after whom they are of: "The elder *(1812–1879)*"."""
_LIFE_TOLD = re.compile(
    r"\b(?:born|died|baptised|baptized|buried|married|educated|apprenticed)\b", re.IGNORECASE
)
"""Words telling of a person's life, whose subject a text naming no one leaves to its heading."""


def parent_aside_problem(question: str, value: str, cited: str) -> list[str]:
    """A fact of the aside after a parent's name, given for the son or daughter of the same name.

    "The deceased was the only son of the late Mr. Josiah Pellow, *a native of Ferrington*, who came to this
    town" places the father's birth: for "Where was Josiah Pellow the younger born?" the name after "son
    of" is the elder's, and what its aside tells is his. A sentence that calls anyone "the younger" is left
    to tell its own.
    """
    asked = _ELDER_ASKED.search(question)
    if asked is None or (asked.group("q1") or asked.group("q2")) != "younger" or "younger" in cited.lower():
        return []
    name = asked.group("n1") or asked.group("n2")
    parent = re.search(
        rf"\b(?:son|daughter)\s+of\s+(?:the\s+late\s+|that\s+)?(?:(?:Mr|Mrs|Dr)\.?\s+)?{re.escape(name)}\s*,"
        r"(?P<aside>[^,;.]{1,80})[,;.]",
        cited,
    )
    if parent is None or value.strip() not in parent.group("aside"):
        return []
    return [f"the answer {value!r} is told of the parent {name}, the elder, in an aside after the name"]


def elder_unnamed_problem(question: str, cited: str) -> list[str]:
    """Why ``cited``, naming only a surname, may be of the other of two namesakes: "Mr. Vellow was born ...".

    A question asking of "the elder Ann Vellow" asks of one of two people the records tell apart; a text
    that calls its man only "Mr. Vellow", giving neither his name whole nor "the elder", may be the younger,
    and one naming no one but telling of a life ("Born at Brimsey.", under an entry heading) may be of
    either.
    """
    asked = _ELDER_ASKED.search(question)
    if asked is None:
        return []
    name = asked.group("n1") or asked.group("n2")
    qualifier = asked.group("q1") or asked.group("q2")
    surname = name.split()[-1]
    other = "younger" if qualifier == "elder" else "elder"
    inverted = re.search(rf"\b{re.escape(surname)}\b[^.;|]{{0,40}}?\bthe\s+{other}\b", cited, re.IGNORECASE)
    if inverted is not None and qualifier not in cited.lower():
        # "**HARCASTLE, Abel (the younger)** (1766–1831)" is the son's entry, whatever the case of his name
        return [f"the cited text names {surname} the {other}, not {name} the {qualifier} as asked"]
    if name in cited:
        return []
    if qualifier in cited.lower():
        if surname.lower() in cited.lower() or not _LIFE_SPAN.search(cited):
            return []  # "**RUDD, Jacob, the elder (1752–1812).**" names him, surname first
        # "The elder (1812–1879) never served": the elder of another family's two namesakes, maybe
        return [f"the cited text gives the {qualifier}'s years without naming {name}, so may be another's"]
    if surname not in cited:
        # "Born at Brimsey." under one of two entries for the same name: whose entry is not in the text
        if not _LIFE_TOLD.search(cited):
            return []  # "The club was founded in 1819" tells of the club, whoever founded it
        return [f"the cited text names neither {name} nor the {qualifier}, so may be of the other namesake"]
    return [f"the cited text names only {surname}, which may be either namesake, not {name} the {qualifier}"]
