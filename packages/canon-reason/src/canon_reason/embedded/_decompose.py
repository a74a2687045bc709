"""Decomposition patterns: compound questions and two-hop chains (arithmetic lives in ``_arithmetic``).

Each detector reads the surface of an English question with a few explicit patterns and returns the steps
the reader answers one by one, or ``None`` when the pattern does not apply.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .._text import STOPWORDS, fold
from ._arithmetic import Operation, arithmetic
from ._fact import SUPERLATIVES, AnswerType, FactQuestion, capital_sum, noun_type, read_fact
from ._lexicon import (
    AUXILIARIES,
    CATEGORY_TYPES,
    EVENT_NOUNS,
    MEASURE_NOUNS,
    ORG_WORDS,
    PLACE_WORDS,
    ROLE_NOUNS,
    key,
    relations_of,
)
from ._namesakes import qualified_end

__all__ = [
    "SLOT",
    "Operation",
    "answer_pronoun_template",
    "arithmetic",
    "compound_parts",
    "described",
    "multi_hop",
]

SLOT = "{answer}"
"""Placeholder in a second hop's question for the first hop's answer."""


# ------------------------------------------------------------------------------------------------ compound

_QUESTION_BREAK = re.compile(r"\?\s+(?=\S)")
_OPENERS = (
    r"who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|has|have|had|can|in which"
)
_AND_OPENER = re.compile(rf",?\s+and\s+(?=(?:{_OPENERS})\b)", re.IGNORECASE)
_STARTS = re.compile(rf"^(?:(?:in|on|at|by|from|for|to)\s+)?(?:{_OPENERS})\b", re.IGNORECASE)
_BARE_WH = re.compile(r"^(who|when|where|why|how|what)\W*$", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(it|he|she|they|him|them)\b", re.IGNORECASE)
_POSSESSIVE_PRONOUN = re.compile(r"\b(its|his|their)\b", re.IGNORECASE)


def compound_parts(text: str) -> list[str]:
    """Split a compound question ("Who founded X and when was it founded?") into stand-alone questions."""
    parts: list[str] = []
    for piece in (p.strip(" ?") for p in _QUESTION_BREAK.split(text.strip())):
        if not piece:
            continue
        subs = _AND_OPENER.split(piece) if _STARTS.match(piece) else [piece]
        parts.extend(s.strip(" ?,") for s in subs if s.strip(" ?,"))
    if len(parts) < 2:
        return [text]
    resolved = [parts[0]]
    subject = [_with_head(parts[0], e) for e in read_fact(parts[0]).entities]
    for part in parts[1:]:
        bare = _BARE_WH.match(part)
        if bare:
            first_rest = parts[0].split(maxsplit=1)[1] if " " in parts[0] else ""
            part = f"{bare.group(1)} {first_rest}"
        elif subject:
            part = _POSSESSIVE_PRONOUN.sub(f"{subject[0]}'s", part)
            part = _PRONOUN.sub(subject[0], part)
        resolved.append(part)
    return [p[:1].upper() + p[1:] + ("" if p.endswith("?") else "?") for p in resolved]


_ASKS_ONE = re.compile(r"^(?:which|who|what)\b", re.IGNORECASE)


def answer_pronoun_template(first: str, part: str) -> str | None:
    """A compound's later part as a question about the first part's answer, when its pronoun means that.

    "Which firm was awarded the contract for the gasholder, and where was it based?" names no firm: "it" is
    the firm the first part asks for, so the part is asked of that answer ("Where was {answer} based?"),
    not of nothing. A first part that names its subject lends the pronoun that name (``compound_parts``).
    """
    if read_fact(first).entities or _ASKS_ONE.match(first) is None or _PRONOUN.search(part) is None:
        return None
    return _PRONOUN.sub(SLOT, _POSSESSIVE_PRONOUN.sub(f"{SLOT}'s", part))


def _with_head(text: str, entity: str) -> str:
    """The entity with the kind noun it modifies in ``text``, if any.

    "It" in a compound's second part means *the Tessel lighthouse*, not the island Tessel.
    """
    found = re.search(rf"\b(the\s+)?{re.escape(entity)}\s+(?P<head>[a-z]+)\b", text)
    if found is None or key(found.group("head")) not in _KIND_HEADS:
        return entity
    return found.group(0)


_KIND_HEADS = frozenset(CATEGORY_TYPES) | PLACE_WORDS | ORG_WORDS


# ----------------------------------------------------------------------------------------------- multi-hop

_NP = r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?"
_NAME = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:(?:of|de|van|von|the|&)\s+)*[A-Z][\w'’-]*)*"
_RELATIVE = re.compile(
    rf"\b(?:the|a|an)\s+(?P<np>{_NP}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?=\s+who\s))\s+"
    r"(?P<rel>where|(?:in|on|at|from|for|with|by|under|to)\s+which|(?:after|for|by|with|to|from)\s+whom"
    r"|that|which|who|whom|whose|when)\s+(?P<clause>\S.*)$"
)
"""A noun and its relative clause; an office written as a name takes one with "who": "the *County
Librarian* who wrote the letter"."""
_REDUCED = re.compile(
    rf"\b(?:the|a|an)\s+(?P<np>{_NP})\s+(?P<part>[a-z]+ed|built|made|run|held|won|taught|led|owned|kept|sold|"
    rf"bought|found|given|written|drawn|paid|laid)\s+by\s+"
    rf"(?P<agent>the\s+[A-Z][\w'’]*-[a-z]+\s+[a-z]+(?:\s+[a-z]+)?(?=\s*$)|(?:the\s+{_NP}\s+of\s+)?{_NAME}"
    rf"|the\s+[a-z][\w-]*['’]s\s+{_NP}(?=\s+(?:have|has|had)\b|$))"
    r"(?P<time>\s+(?:from|since|until|in|of)\s+(?:1\d{3}|20\d{2})\b)?"
)
"""A reduced relative clause with its agent: a name, "the <np> of <name>", one described by a name and a
hyphen ("designed by *the Holm-born architect*", closing the question) or one described through a
possessive up to the question's verb ("the club founded by *the town's first mayor* have"); a year after
the agent is the clause's ("kept by Ann Roe *from 1952*", "destroyed by the Kell Fire *of 1850*")."""
_ED_NOUNS = "(?:shed|bed|seed|reed|weed|speed|steed|creed|sled|hundred|need)"
"""Nouns ending in "ed", which no participle is: "the packing *shed* on the Quay", "the oyster *bed*"."""
_PARTICIPIAL = re.compile(
    rf"\b(?:the|a|an)\s+(?P<np>{_NP})\s+(?!{_ED_NOUNS}\b)(?P<part>[a-z]+ed|built|made|held|run|known|kept|taught|led"
    rf"|grown"
    rf"|sung|worn|sold|given|won|written|drawn)\s+(?!by\b)(?P<clause>\S.*)$"
)
"""A reduced relative clause without an agent: "the fair *held every May*", "the mill *built in 1850*"."""
_LOCATED = re.compile(rf"\bthe\s+(?P<np>{_NP})\s+(?P<prep>in|on|at)\s+(?P<ent>{_NAME})")
_POSSESSIVE = re.compile(rf"(?P<ent>{_NAME})['’]s?\s+(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}})")
_OF_NAME = re.compile(rf"\bthe\s+(?P<np>{_NP})\s+of\s+(?P<ent>(?:the\s+(?:1\d{{3}}|20\d{{2}})\s+)?{_NAME})")
"""A relational noun of a name, which a year may open: "the founder of *the 1851 Kell Society*"."""
_OWNED = re.compile(r"\s+(?P<owned>[a-z][\w-]*)")
"""What a possessive name owns: "the builder of the Mine's *hoist*"."""
_DO_SUPPORT = re.compile(r"\b(?:do|does|did)\b", re.IGNORECASE)
_INVERT = re.compile(
    r"^(?P<subj>(?:\S+\s+){0,7}?\S+)\s+(?P<aux>was|were|is|are|has|had|did|does|do)\s+(?P<rest>.+)$"
)
_PARTICIPLES = frozenset(
    "built born made known held run found given sold won taught brought bred led kept paid sent shown drawn "
    "written chosen grown begun".split()
)
_CLAUSE_OPENERS = frozenset({"the", "a", "an", "he", "she", "it", "they", "his", "her", "its", "their"})


def _typed_np(np: str) -> AnswerType:
    head = np.split()[-1]
    typed = noun_type(head)
    if typed is None or (typed[0] is AnswerType.PERSON and head.endswith("ing") and len(head) > 5):
        return AnswerType.OTHER  # "building" shares its stem with "builder", not its kind
    return typed[0]


def _plain_np(np: str) -> bool:
    return all(w not in STOPWORDS for w in np.lower().split())


def _inverted(clause: str) -> str:
    match = _INVERT.match(clause)
    return f"{match.group('aux')} {match.group('subj')} {match.group('rest')}" if match else clause


def _relative_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """Relative-clause noun phrases; the clause may end before the question's last words ("... founded")."""
    for start in (m.start() for m in re.finditer(r"\b(?:the|a|an)\s", text)):
        match = _RELATIVE.match(text, start)
        if match is None or not _plain_np(match.group("np")):
            continue
        if match.group("rel") == "when" and _PRONOUN.match(match.group("clause")):
            continue  # "employed at the works *when it closed*": a time of the works, not which works
        full = match.group("clause").split()
        supported = _DO_SUPPORT.search(text, 0, match.start()) is not None
        passive = _passive_end(full) if supported else None
        if passive is not None:  # "did the matron after whom the Home *is named* leave office"
            clause = " ".join(full[:passive])
            end = match.start("clause") + len(clause)
            yield match.start(), end, _relative_fact(match.group("np"), match.group("rel"), clause)
        bare = (
            next((i for i, w in enumerate(full) if i > 0 and w in _BARE_VERBS), None) if supported else None
        )
        if bare is not None:  # "did the society that made A a member *have* at the close of 1953"
            clause = " ".join(full[:bare])
            end = match.start("clause") + len(clause)
            yield match.start(), end, _relative_fact(match.group("np"), match.group("rel"), clause)
        unit = _UNIT_TAIL.search(match.group("clause"))
        if unit is not None:  # "the house that reopened in 1972*, in metres*": the unit is the question's
            clause = match.group("clause")[: unit.start()]
            end = match.start("clause") + len(clause)
            yield match.start(), end, _relative_fact(match.group("np"), match.group("rel"), clause)
        for keep in range(len(full), max(0, len(full) - 3), -1):
            clause = " ".join(full[:keep])
            if supported and keep < len(full) and full[keep].endswith(("ing", "ed")):
                continue  # after "did <the np ...>" the rest opens on a bare verb: "... *cease* trading"
            if keep == len(full) and _main_participle(text, full):
                continue  # "Where was <the architect of the stand that was gutted in 1896> born"
            if keep < len(full) and _cut_noun_phrase(full[:keep]):
                continue  # "the victims of the 1867 | launch": the noun after the year is the clause's
            if keep < len(full) and full[keep - 1] in _PASSIVE_AUXILIARIES:
                continue  # "Where had <the stone that burst in 1849> been quarried": "been" is the question's
            end = match.start("clause") + len(clause)
            yield match.start(), end, _relative_fact(match.group("np"), match.group("rel"), clause)
        return


_PASSIVE_AUXILIARIES = frozenset({"been", "being", "be"})
"""Words that close no clause: they open the passive verb that follows them."""


_NP_OPENERS = frozenset("the a an its his her their this that".split())


def _cut_noun_phrase(clause: list[str]) -> bool:
    """Whether a clause cut short ends inside a noun phrase: on an article, or on a year an article opens.

    "held the inquest on the victims of *the 1867*" leaves "launch" without its article; a year after
    "the" qualifies the noun after it.
    """
    last = clause[-1].lower() if clause else ""
    before = clause[-2].lower() if len(clause) > 1 else ""
    return last in _NP_OPENERS or (before in _NP_OPENERS and last.isdigit())


_BARE_VERBS = frozenset("have has hold make take employ seat carry cost record serve".split())
"""Bare verbs a question with "did" asks after its subject: where a relative clause in the subject ends."""
_UNIT_TAIL = re.compile(r",\s+in\s+[a-z]+(?:\s+[a-z]+)?$")
"""A unit closing the question after a relative clause: "..., in metres"."""


_ADVERBIAL_PASSIVE = re.compile(
    r"^(?:where|when|in\s+what\s+\w+|in\s+which\s+\w+)\s+(?:was|were|is|are)\s", re.I
)
"""A question whose "was" needs a participle to close it: "Where *was* <the architect of ...> born?"."""


_CONJUNCTIONS = frozenset("when after before until once while since".split())
"""Conjunctions opening a clause, whose subject a participle right after it may be the verb of."""


def _verb_in(clause: str) -> bool:
    """Whether a clause holds a verb in the past ("in 1890 *burned*"), which a participle before it is not."""
    return any(w.endswith("ed") or w in _PARTICIPLES for w in clause.lower().split())


def _main_participle(text: str, clause: list[str]) -> bool:
    """Whether the clause's last word is the participle the question's own "was" asks with.

    In "Where was the architect of the chapel dedicated in 1891 born?" the clause "dedicated in 1891" ends
    before "born": a "where" or "when" question with "was" has no predicate without it.
    """
    last = clause[-1] if clause else ""
    participle = last.endswith("ed") or last in _PARTICIPLES
    return participle and len(clause) > 1 and _ADVERBIAL_PASSIVE.match(text) is not None


def _passive_end(clause: list[str]) -> int | None:
    """Where a relative clause in the passive ends before more words, or ``None``.

    In "the Home is named leave office" it ends after "is named"; the words after it belong to the question.
    """
    for i in range(1, len(clause) - 1):
        if clause[i - 1] in ("is", "was", "are", "were") and (
            clause[i].endswith("ed") or clause[i] in _PARTICIPLES
        ):
            end = i + 1
            while end < len(clause) - 1 and clause[end][:1].isupper():
                end += 1  # "is styled *Provost*": a name the verb gives stays in the clause
            return end
    return None


def _reduced_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """Reduced relative clauses: "the university attended by X" asks "Which university was attended by X?"."""
    for start in (m.start() for m in re.finditer(r"\b(?:the|a|an)\s", text)):
        match = _REDUCED.match(text, start)
        if match is None or not _plain_np(match.group("np")):
            continue
        np, part, agent = match.group("np"), match.group("part"), match.group("agent")
        time = match.group("time") or ""  # "the lock kept by Ann Roe *from 1952*": the time is the hop's
        yield (
            match.start(),
            match.end(),
            read_fact(f"Which {np} was {part} by {agent}{time}?", answer_type=_typed_np(np)),
        )
        return


_CONTACT = re.compile(
    rf"\b(?:the|a|an)\s+(?P<np>{_NP})\s+(?P<agent>{_NAME})\s+"
    r"(?P<verb>[a-z]+ed|built|made|held|kept|led|sold|bought|won|taught|paid|laid)\b(?P<rest>.*)$"
)
"""A relative clause without its "that": "the mill *Ann Roe managed*", "the pit *the Coal Board renamed*
Kell Main"."""
_PERFECT = frozenset({"is", "are", "was", "were", "has", "have", "had", "be", "been"})
"""Auxiliaries a past participle after a named noun is the main verb of: "When was *the ship Ann Roe
launched*?" asks of the ship Ann Roe, not of one she launched."""


def _contact_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """A noun with a relative clause that opens on its named subject, as a first hop.

    "How tall was the chimney of the mill Ann Roe managed?" asks "Which mill was managed by Ann Roe?" first.
    The clause may run to the question's end or stop before its last words ("did the mill Ann Roe managed
    *close*").
    """
    for found in re.finditer(r"\b(?:the|a|an)\s", text):
        before = text[: found.start()].split()
        if before and fold(before[-1]) in _PERFECT:
            continue
        match = _CONTACT.match(text, found.start())
        if match is None or not _plain_np(match.group("np")):
            continue
        np, agent, verb = match.group("np"), match.group("agent"), match.group("verb")
        rest = match.group("rest").split()
        for keep in range(len(rest), -1, -1):
            tail = "".join(f" {w}" for w in rest[:keep])
            end = match.end("verb") + len(tail)
            fact = read_fact(f"Which {np} was {verb} by {agent}{tail}?", answer_type=_typed_np(np))
            yield match.start(), end, fact
        return


_CHARGED = re.compile(
    rf"\bthe\s+(?P<np>{_NP})\s+(?P<adj>responsible\s+for|in\s+charge\s+of)\s+(?P<obj>{_NAME})"
)
"""A person told by what they answered for: "the director *responsible for* Tiger Glen"."""


def _charged_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """One in charge of a named thing, as a first hop.

    "When did the keeper responsible for the Otter Pool retire?" asks "Which keeper was responsible for the
    Otter Pool?" first.
    """
    for match in _CHARGED.finditer(text):
        np = match.group("np")
        if not _plain_np(np):
            continue
        typed = _typed_np(np)
        answer_type = AnswerType.PERSON if typed is AnswerType.OTHER else typed
        asked = f"Which {np} was {match.group('adj')} {match.group('obj')}?"
        yield match.start(), match.end(), read_fact(asked, answer_type=answer_type)


_DO_FORMS = frozenset({"do", "does", "did"})
"""Auxiliaries that take a bare verb, so a participle after the noun they stand before describes it."""
_ENDING_VERB = re.compile(r"[a-z]+(?<!ed)(?<!ing)\??")
"""The bare verb closing a question asked with "did": "... *die?*"."""


def _participial_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """A noun described by a participle: "the fair held every May" asks "Which fair is held every May?".

    A noun after an auxiliary ("had *the festival lasted* ...") is a clause's subject, not a description; so
    is one after a conjunction when no other verb follows ("when *the clerk reported* in May 1875"). After
    "did" the participle describes the noun and the question's last word is its verb ("did the partner
    *admitted* in 1858 *die*?").
    """
    for found in re.finditer(r"\b(?:the|a|an)\s", text):
        before = text[: found.start()].split()
        done = bool(before) and fold(before[-1]) in _DO_FORMS
        if before and fold(before[-1]) in AUXILIARIES and not done:
            continue
        match = _PARTICIPIAL.match(text, found.start())
        if match is None or not _plain_np(match.group("np")):
            continue
        if before and fold(before[-1]) in _CONJUNCTIONS and not _verb_in(match.group("clause")):
            continue
        np, part = match.group("np"), match.group("part")
        full = match.group("clause").split()
        if done:
            # "did <the partner admitted to the firm in 1858> die?": "did" asks with the last word, its verb
            if len(full) < 2 or not _ENDING_VERB.fullmatch(full[-1]):
                continue
            full = full[:-1]
        for keep in range(len(full), max(0, len(full) - 3), -1):
            if keep == len(full) and _main_participle(text, full):
                continue  # "Where was <the architect of the chapel dedicated in 1891> born"
            if keep < len(full) and _cut_noun_phrase(full[:keep]):
                continue  # "the boat launched during the 1881 | gale": the year's noun is the clause's
            clause = " ".join(full[:keep])
            fact = read_fact(f"Which {np} is {part} {clause}?", answer_type=_typed_np(np))
            yield match.start(), match.start("clause") + len(clause), fact
        return


_SUPERLATIVE = "|".join(sorted(SUPERLATIVES))
_PICKED_IN = re.compile(
    rf"\bthe\s+(?:(?:second|third)\s+)?(?:{_SUPERLATIVE})\s+(?P<np>[a-z][\w-]*)\s+"
    rf"(?P<prep>on|in|of|at|along|near|within)\s+(?P<where>{_NAME}|the\s+[a-z][\w-]*(?:['’]s)?)"
)
"""One thing picked out of a kind in a place: "the only *town* on Skerra", "the largest town in the Delta"."""
_PICKED_OF = re.compile(
    rf"\bthe\s+(?:(?:second|third)\s+)?(?:{_SUPERLATIVE})\s+of\s+(?P<group>(?:the\s+)?(?:{_NAME}\s+"
    rf"|[a-z][\w-]*['’]s?\s+|[a-z][\w-]*\s+)?(?P<np>[a-z][\w-]*s)\b|{_NAME})"
)
"""One picked out of a group: "the largest of the Varrow Firth *towns*", "the largest of the Morrow Isles",
"the heaviest of the first *engines*"."""
_WITH_TAIL = re.compile(r"\s+with\s+[a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*){0,3}$")
"""A "with" phrase closing the question after a picked thing qualifies it: "the only town in the league *with
two member clubs*" (the rest of the question asks nothing of the clubs)."""


def _superlative_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """An embedded superlative or "only": the thing it picks out is a hop of its own.

    "How many residents does *the only town on Skerra* have?" asks "Which is the only town on Skerra?"
    first, then the count of that town; likewise "the largest of the valley's villages".
    """
    for match in _PICKED_IN.finditer(text):
        np = match.group("np")
        if key(np) not in _KIND_HEADS:
            continue
        end = match.end()
        kind = _OWNED.match(text, end)  # "in the Dunby *valley*"
        if kind is not None and key(kind.group("owned")) in _KIND_HEADS:
            end = kind.end()
        if (tail := _WITH_TAIL.match(text, end)) is not None:
            end = tail.end()
        phrase = text[match.start() : end]
        yield match.start(), end, read_fact(f"Which is {phrase}?", answer_type=_typed_np(np))
    for match in _PICKED_OF.finditer(text):
        group = match.group("group")
        last = group.split()[-1]
        if key(last) not in _KIND_HEADS and not group[:1].isupper() and not group.startswith("the "):
            continue
        phrase = text[match.start() : match.end()]
        answer_type = _typed_np(last) if key(last) in _KIND_HEADS else None
        yield match.start(), match.end(), read_fact(f"Which is {phrase}?", answer_type=answer_type)


_ORDINAL_PERSON = re.compile(
    r"\bthe (?P<ordinal>first|second|third|last) (?P<np>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*|[a-z]+)"
    r"(?P<rest> to [a-z]+ (?:the )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*"
    r"| of (?:the )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)?"
)
"""A person picked out by their place in a line: "the first County Librarian", "the first woman to edit the
Courier", "the last Warden of Aske"."""
_PERSON_NOUNS = frozenset(key(w) for w in "woman women man men person people".split())
_AGENT_ENDINGS = ("er", "or", "man", "ist", "ess", "ary", "ron", "en")
"""Endings of nouns for a person holding a post: editor, manager, chairman, secretary, matron, warden."""


def _follower(text: str, end: int) -> str | None:
    """The lowercase word right after a name ending at ``end``, if it is no verb: "Holm Park *pavilion*"."""
    match = _OWNED.match(text, end)
    if match is None or _verb_like(match.group("owned")):
        return None
    return match.group("owned")


def _person_word(word: str) -> bool:
    """Whether a noun names a person or one holding a post: "warden", "librarian", "woman"."""
    return key(word) in ROLE_NOUNS or key(word) in _PERSON_NOUNS or word.endswith((*_AGENT_ENDINGS, "ian"))


def _ordinal_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """A person named by an ordinal and an office (or a role "to" do something) is a hop of its own.

    "In which village was *the first County Librarian* born?" asks "Who was the first County Librarian?"
    first. Only an office written as a name, a role noun or a word for a person is such a description.
    """
    for match in _ORDINAL_PERSON.finditer(text):
        np, rest = match.group("np"), match.group("rest") or ""
        # "the first *editor* of Kestrel Books": an agent noun with whose office it is
        agent = rest.startswith(" of ") and np.endswith(_AGENT_ENDINGS)
        office = np[:1].isupper() or key(np) in ROLE_NOUNS or agent
        if not office and not (key(np) in _PERSON_NOUNS and rest):
            continue
        if match.start() == 0 or text[: match.start()].lower().startswith(("who ", "whom ")):
            continue  # "Who was the first County Librarian?" is the hop itself
        end = match.end()
        follower = _follower(text, end) if np[:1].isupper() and not rest else None
        if follower is not None and not _person_word(follower):
            continue  # "the first Holm Park *pavilion*": the name tells which one, no office
        if follower is not None:  # "the first Holm Ferry *warden*": the name tells which warden
            end += len(text[end:]) - len(text[end:].lstrip()) + len(follower)
        phrase = text[match.start() : end]
        yield match.start(), end, read_fact(f"Who was {phrase}?", answer_type=AnswerType.PERSON)


_NEIGHBOUR_HOLDER = re.compile(
    r"\b(?P<holder>[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)+)['’]s? (?P<which>predecessor|successor) as "
    r"(?P<office>(?:the )?[A-Za-z]+(?: [A-Za-z]+){0,2})"
)
"""A holder named by the one before or after them in an office: "Clare Ashdown's predecessor as chief
officer"."""


def _succession_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """A holder named as another's predecessor or successor in an office is a first hop.

    "A's predecessor as chief officer" asks "Who preceded A as chief officer?" first.
    """
    for match in _NEIGHBOUR_HOLDER.finditer(text):
        verb = "preceded" if match.group("which") == "predecessor" else "succeeded"
        office = match.group("office").split()
        # the office is one to three words; the longest that leaves the rest a question is taken
        for n in range(len(office), 0, -1):
            if office[n - 1] in ("the", "of"):
                continue
            named = " ".join(office[:n])
            end = match.start("office") + len(named)
            hop = f"Who {verb} {match.group('holder')} as {named}?"
            yield match.start(), end, read_fact(hop, answer_type=AnswerType.PERSON)


def _relative_fact(np: str, rel: str, clause: str) -> FactQuestion:
    """The first hop asked by "the <np> <rel> <clause>", with a readable question for the record."""
    rel = " ".join(rel.split())
    if rel in ("that", "which", "who") and fold(clause.split()[0]) not in _CLAUSE_OPENERS:
        display = f"Which {np} {clause}?"
    elif rel == "whose":
        display = f"Which {np}'s {clause}?"
    elif rel in ("that", "which", "who", "whom"):
        display = f"Which {np} {_inverted(clause)}?"
    else:
        prep = {"where": "In", "when": "In"}.get(rel, rel.split()[0].capitalize())
        display = f"{prep} which {np} {_inverted(clause)}?"
    answer_type = _typed_np(np)
    if rel in ("who", "whom") and answer_type is AnswerType.OTHER:
        answer_type = (
            AnswerType.PERSON
        )  # "the curator *who* ...": an untyped noun asked with "who" is a person
    return read_fact(display, answer_type=answer_type)


def _possessive_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    for match in _POSSESSIVE.finditer(text):
        np_words: list[str] = []
        for w in match.group("np").split():
            if w in STOPWORDS or w in _PARTICIPLES or (w.endswith("ed") and np_words):
                break
            np_words.append(w)
        while len(np_words) > 1 and key(np_words[-1]) not in CATEGORY_TYPES:
            np_words.pop()  # "Ann Roe's father *retire*": the owned noun ends before the question's verb
        if not np_words or key(np_words[-1]) not in CATEGORY_TYPES:
            continue
        np, ent = " ".join(np_words), match.group("ent")
        end = match.start("np") + len(np)
        fact = read_fact(
            f"{ent}'s {np}", entities=(ent,), answer_type=_typed_np(np), display=f"What is {ent}'s {np}?"
        )
        yield match.start(), end, fact


_REGULAR_STEM = re.compile(r"[a-z]*[aeiou][a-z]*(?!ng|ch|gh|ld|nd|ht)(?P<a>[^aeiouyw])(?!(?P=a))[^aeiouywx]")
"""A verb stem whose past tense adds "-ed" as it stands: one ending in two different consonants ("plant",
"print"); not "sing", "teach", "hold", "find" or "fight", nor a stem whose last consonant doubles
("shopper")."""


def _agent_verb(np: str) -> str | None:
    """The past tense an agent noun the lexicon does not know names: "collector" → "collected".

    An "-er" noun does so only when its stem takes "-ed" as it stands: "planter" → "planted".
    """
    if " " in np or key(np) in CATEGORY_TYPES:
        return None
    if np.endswith("or") and len(np) >= 7:
        return np[: -len("or")] + "ed"
    if np.endswith("er") and _REGULAR_STEM.fullmatch(np[: -len("er")]) is not None:
        return np[: -len("er")] + "ed"
    return None


def _of_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    for match in _OF_NAME.finditer(text):
        np = match.group("np")
        head = key(np.split()[-1])
        agent = _agent_verb(np)
        if not _plain_np(np) or (head not in CATEGORY_TYPES and agent is None) or head in MEASURE_NOUNS:
            continue
        if capital_sum(np):
            continue  # "the nominal capital of X when it was formed" asks the sum, not a city to ask of next
        answer_type = _typed_np(np)
        wh = "Who" if answer_type is AnswerType.PERSON else "What"
        end = match.end()
        owned = _OWNED.match(text, end) if match.group("ent").endswith(("'s", "’s", "'", "’")) else None
        if owned is not None and owned.group("owned") not in STOPWORDS | _PARTICIPLES:
            end = owned.end()
        elif owned is None:
            qualified = _PLACE_QUALIFIER.match(text, end) or _STREET_QUALIFIER.match(text, end)
            end = qualified.end() if qualified is not None else _modified_end(text, end)
        end = qualified_end(text, end)  # "the birthplace of William Tulley *the younger*"
        phrase = text[match.start() : end]
        if agent is not None:  # "the collector of X" asks "Who collected X?"
            fact = read_fact(f"Who {agent} {text[match.start('ent') : end]}?", answer_type=AnswerType.PERSON)
        else:
            fact = read_fact(phrase, answer_type=answer_type, display=f"{wh} is {phrase}?")
        yield match.start(), end, fact


_PLACE_QUALIFIER = re.compile(r",\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?=\s+[a-z]|\s*$)")
"""A place after a comma that tells a name from its namesakes: "the architect of St Mary*, Fordham* born"."""
_STREET_QUALIFIER = re.compile(r"\s+(?:in|at)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}(?=\s+[a-z]+\s*$)")
"""Where a named building stands, before the last word a question asks with: "the architect of the Drill Hall
*in Kell Street* born". The place tells the building from its namesakes; the second hop asks nothing of it."""


_OF_DESCRIBED = re.compile(
    rf"\bthe\s+(?P<np>{_NP})\s+of\s+(?P<obj>the\s+(?:[a-z]|\d{{4}}(?:[–-]\d{{2,4}})?\b)[\w-]*"
    rf"(?:,?\s+[A-Za-z][\w'’-]*){{0,9}})"
)
"""A relational noun of a thing named only by description: "the architect of *the rebuilt spire*", "the
architect of *the present Holm Park pavilion*", "the architect of *the 1902 malting house*"."""
_QUOTED = re.compile(r',?\s+(?:"[^"]+"|“[^”]+”)')
"""A quoted title after a described thing: "the opera *"The Tide"*"."""


def _verb_like(word: str) -> bool:
    return (
        word in STOPWORDS
        or word in AUXILIARIES
        or word in _PARTICIPLES
        or word.endswith("ed")
        or bool(relations_of(key(word)))
    )


def _noun_like(word: str) -> bool:
    """Whether a word a relation group holds may be a noun: no function word, auxiliary or participle."""
    return not (word in STOPWORDS or word in AUXILIARIES or word in _PARTICIPLES or word.endswith("ed"))


def _described_of_hops(text: str) -> Iterator[tuple[int, int, FactQuestion]]:
    """A relational noun of a described thing, as a first hop.

    "Where was the architect of the rebuilt spire born?" asks "Who is the architect of the rebuilt spire?"
    first: the description runs to the verb the rest of the question asks with.
    """
    # Without "do" the question's one verb is the participle closing it: a relation word before it is a noun
    passive = _DO_SUPPORT.search(text) is None and _PASSIVE_QUESTION.match(text) is not None
    for match in _OF_DESCRIBED.finditer(text):
        np = match.group("np")
        head = key(np.split()[-1])
        agent = _agent_verb(np)
        if not _plain_np(np) or (head not in CATEGORY_TYPES and agent is None) or head in MEASURE_NOUNS:
            continue
        obj = match.group("obj").split()
        while len(obj) > 2 and _verb_like(obj[-1]):
            obj.pop()
            if passive:
                break  # "Where was the architect of the old tarring *house* born?": a noun before "born"
        if len(obj) < 2 or (_verb_like(obj[-1]) and not (passive and _noun_like(obj[-1]))):
            continue
        answer_type = _typed_np(np)
        wh = "Who" if answer_type is AnswerType.PERSON else "What"
        end = match.start("obj") + len(" ".join(obj))
        if len(obj) == len(match.group("obj").split()) and (title := _QUOTED.match(text, end)) is not None:
            end = title.end()  # "the composer of the opera *"The Tide"*": the title names the thing
        phrase = text[match.start() : end]
        if agent is not None:  # "the conductor of the first peal" asks "Who conducted the first peal?"
            described = text[match.start("obj") : end]
            yield match.start(), end, read_fact(f"Who {agent} {described}?", answer_type=AnswerType.PERSON)
            continue
        yield match.start(), end, read_fact(phrase, answer_type=answer_type, display=f"{wh} is {phrase}?")


def _modified_end(text: str, end: int) -> int:
    """Where a name's phrase ends: after the nouns it modifies ("the Kell Cove *lifeboat house*"), not a verb.

    A participle or an "-ed" form is not such a noun; in a question with "do", whose verb stands bare, neither
    is a relation word ("When did the founder of X *open* ...?") or the last word ("... X *retire*?").
    Without "do" a relation word is a noun there ("the Kell Cove lifeboat *house* born").
    """
    bare = _DO_SUPPORT.search(text, 0, end) is not None
    for _ in range(_MODIFIED_NOUNS):
        match = _OWNED.match(text, end)
        if match is None:
            return end
        word = match.group("owned")
        if word in STOPWORDS or word in AUXILIARIES or word in _PARTICIPLES or word.endswith("ed"):
            return end
        if bare and (relations_of(key(word)) or not text[match.end() :].strip()):
            return end
        end = match.end()
    return end


_MODIFIED_NOUNS = 2
"""How many nouns a name may modify in a row: "the Kell Cove lifeboat house", no longer a noun phrase."""


_PAST_SIMPLE = {
    "went": "go",
    "came": "come",
    "took": "take",
    "began": "begin",
    "left": "leave",
    "saw": "see",
    "caught": "catch",
    "got": "get",
    "became": "become",
    "lost": "lose",
}
"""Past forms that are no participle, with the base form a question asks them in: "When did X go ...?"."""
_EVENT_CLAUSE = (
    r"(?P<subj>\S.*?)\s+"
    r"(?:(?:was|were)\s+)?(?P<adverb>(?:first|last|formally|officially)\s+)?"
    r"(?P<verb>[a-z]+ed|built|rebuilt|made|held|begun|won|founded|opened|launched|sunk|sold|burnt|shut|"
    r"bought|laid|dug|cast|hung|rung|set|struck|spun|thrown|taken|given|chosen|drawn|lost|"
    + "|".join(_PAST_SIMPLE)
    + r")(?P<tail>(?:\s+(?:up|down|out|off))?(?:\s+(?!(?:was|were)\b)[a-z]+){0,3}?"
    r"(?:\s+(?:to|into|with|from|on|at|in|by|over|of)\s+\S+(?:\s+\S+){0,4})?"
    r"(?:\s+for\s+the\s+(?:first|second|third|last)\s+time)?)$"
)
"""An event told by a clause: its subject, its verb in the past and what follows the verb, perhaps closed by
the occasion it counts ("burned down *for the second time*"). No "was" follows the verb: in "the covered
market was opened" the verb is "opened", not the adjective "covered"."""
_HOLDER_WHEN = re.compile(
    r"^(?P<head>who\s+(?:(?:was|were)\s+(?!born\b)|(?!was\b|were\b)(?:[a-z]+ed|led|kept|ran|held)\s+)\S.*?)\s+"
    r"(?:when|in\s+the\s+(?:year|season))\s+" + _EVENT_CLAUSE,
    re.IGNORECASE,
)
"""Who held an office at the time of an event: "Who was Director when the Fern Range opened?", "Who was
Dean in the year the chapel was merged into it?", "Who was Master when X went up to it?", "Who chaired the
board when X was sold?"."""
_IN_EVENT_YEAR = re.compile(
    r"^(?P<head>(?:how|what|which|who)\s+\S.*?)(?:\s+held)?\s+(?:in|from)\s+the\s+(?P<first>first\s+)?year\s+"
    + _EVENT_CLAUSE,
    re.IGNORECASE,
)
"""Any fact asked in the year of an event: "How many members did the club have *in the year its ground was
sold*?"; a show or fair "*held* in the year" is the one of that year. A value "*from* the year" of an event
is the one set that year, and "the *first* year" an event happened is when it first did."""
_POSSESSIVE_SUBJECT = re.compile(r"^(?:its|their)\s+", re.IGNORECASE)
_PRONOUN_SUBJECT = re.compile(r"^(?:it|they)$", re.IGNORECASE)
_OWNER_CLOSING = re.compile(
    r"\bof\s+(?P<owner>(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w'’-]*)*)$"
)
"""The body an office belongs to, closing the question's head: "Who was treasurer *of the Kell Guild*"."""
_DEFINITE_CLOSING = re.compile(r"\bof\s+(?P<owner>the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)$")
"""A thing named by a common noun, closing the question's head: "Who was warden *of the hospital*"."""
_OWNER_OPENING = re.compile(
    r"\b(?:was|were)\s+(?P<owner>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)['’]s\s+[a-z]+(?:\s+[a-z]+)?$"
)
"""The body an office belongs to, owning it in the question's head: "Who was *the Kell Guild's* treasurer"."""


_IN_YEAR_OF = re.compile(
    r"^(?P<head>(?:who|what|which|how)\s+\S.*?)\s+(?:in\s+the\s+year|at\s+the\s+time)\s+of\s+(?P<event>\S.*?)$",
    re.IGNORECASE,
)
"""A question asked at the year of an event named by a noun: "Who was chief officer *in the year of the
Harbour Mills fire*?", "Who was mayor *at the time of the flood at Kell*?"."""


def _in_year_of(text: str) -> tuple[FactQuestion, str] | None:
    """The event's date, then the question asked in its year: "Who was X in the year of <event>?".

    "Who chaired the board in the year of Ann Hale's report?" asks "When was Ann Hale's report?" first,
    then "Who chaired the board in <year>?". The event must name something (an entity of its own).
    """
    match = _IN_YEAR_OF.match(text.strip().rstrip(" ?"))
    if match is None or not (read_fact(match.group("event")).entities or _event_noun(match.group("event"))):
        return None
    event = read_fact(f"When was {match.group('event')}?", answer_type=AnswerType.DATE)
    return event, f"{match.group('head')} in {SLOT}?"


def _event_noun(phrase: str) -> bool:
    """Whether a definite phrase names an event by its noun: "the chapel *fire*", "the turners' *strike*"."""
    words = phrase.split()
    last = key(words[-1])
    named = last in EVENT_NOUNS or last in _DATED_EVENTS or words[-1].lower() in _EVENT_VERBS
    return words[0].lower() == "the" and named


_DATED_EVENTS = frozenset(
    key(w) for w in "strike dispute stoppage lockout flood explosion riot collapse".split()
)
"""Nouns of events a year is asked by besides fires: "in the year of the turners' *strike*"."""


_AT_EVENT = re.compile(
    r"^(?P<head>who\s+(?:was|were)\s+\S.*?)\s+at\s+the\s+(?P<adverb>(?:formal|official)\s+)?"
    r"(?P<noun>opening|closing|closure|founding|launch|launching|dedication|consecration|unveiling)\s+of\s+"
    r"(?P<subj>(?:the\s+)?[A-Z].*?)$",
    re.IGNORECASE,
)
"""An office held at an event named by its noun: "Who was mayor at the formal opening of the Kell Baths?"."""
_EVENT_VERBS = {
    "opening": "opened",
    "closing": "closed",
    "closure": "closed",
    "founding": "founded",
    "launch": "launched",
    "launching": "launched",
    "dedication": "dedicated",
    "consecration": "consecrated",
    "unveiling": "unveiled",
}


def _at_event(text: str) -> tuple[FactQuestion, str] | None:
    """The event's date, then the office's holder in its year: "Who was X at the opening of Y?".

    "Who was mayor at the formal opening of the Kell Baths?" asks "When were the Kell Baths formally
    opened?" first, then "Who was mayor in <year>?".
    """
    match = _AT_EVENT.match(text.strip().rstrip(" ?"))
    if match is None or not read_fact(match.group("subj")).entities:
        return None
    adverb = f"{match.group('adverb').strip()}ly " if match.group("adverb") else ""
    verb = _EVENT_VERBS[match.group("noun").lower()]
    event = read_fact(f"When was {match.group('subj')} {adverb}{verb}?", answer_type=AnswerType.DATE)
    return event, f"{match.group('head')} in {SLOT}?"


_TOLD_YEAR = re.compile(r"\bin\s+(?P<year>1\d{3}|20\d{2})$")
"""The year an event clause closes with: "when the corps was formed *in 1859*"."""


def dated_event_question(text: str) -> str | None:
    """The question asked in the year its event clause gives, when it gives one, else ``None``.

    "Who was recommended for the captaincy when the corps was formed in 1859?" needs no hop to date the
    forming: it asks "Who was recommended for the captaincy in 1859?".
    """
    match = _HOLDER_WHEN.match(text.strip().rstrip(" ?"))
    if match is None or (year := _TOLD_YEAR.search(match.group("tail") or "")) is None:
        return None
    return f"{match.group('head')} in {year.group('year')}?"


def holder_when(text: str) -> tuple[FactQuestion, str] | None:
    """An office held at an event's date, as two hops: the event's date, then the holder in that year.

    "Who was managing director when X was launched?" asks "When was X launched?" first, then "Who was
    managing director in <year>?" (see ``_spans``).
    """
    plain = text.strip().rstrip(" ?")
    match = _HOLDER_WHEN.match(plain) or _IN_EVENT_YEAR.match(plain)
    if match is None:
        return None
    subj, verb, tail = match.group("subj"), match.group("verb"), match.group("tail") or ""
    head = match.group("head")
    owners = read_fact(head).entities
    if _POSSESSIVE_SUBJECT.match(subj) and len(owners) == 1:  # "in the year *its* trials moved": the head's
        owner = f"the {owners[0]}" if re.search(rf"\bthe\s+{re.escape(owners[0])}", head) else owners[0]
        subj = _POSSESSIVE_SUBJECT.sub(f"{owner}'s ", subj)
    definite = _DEFINITE_CLOSING.search(head)
    if _POSSESSIVE_SUBJECT.match(subj) and not owners and definite is not None:
        # "warden of the hospital when *its* chapel was burnt out": the hospital's chapel burned
        subj = _POSSESSIVE_SUBJECT.sub(f"{definite.group('owner')}'s ", subj)
    body = _OWNER_CLOSING.search(head) or _OWNER_OPENING.search(head)
    if _PRONOUN_SUBJECT.match(subj) and body is not None:
        subj = body.group("owner")  # "treasurer of the Kell Guild in the year *it* moved": the guild moved
    if _POSSESSIVE_SUBJECT.match(subj) and not owners:  # "warden when *its* chapel burned": the chapel
        subj = _POSSESSIVE_SUBJECT.sub("the ", subj)
    # The event's subject is a name, or a definite thing ("when *the members' pavilion* was built").
    if not read_fact(subj).entities and not re.match(r"the\s+\S", subj, re.IGNORECASE):
        return None
    adverb = match.group("adverb") or ""
    if not adverb and "first" in match.groupdict() and match.group("first"):
        adverb = "first "  # "in the first year the tote operated" asks when it first operated
    base = _PAST_SIMPLE.get(fold(verb))
    asked = f"When did {subj} {adverb}{base}{tail}?" if base else f"When was {subj} {adverb}{verb}{tail}?"
    event = read_fact(asked, answer_type=AnswerType.DATE)
    return event, f"{head} in {SLOT}?"


def multi_hop(text: str) -> tuple[FactQuestion, str] | None:
    """Detect a two-hop question; return the first hop and the second hop's template (holding ``SLOT``).

    A noun phrase made of a relative clause ("the country where X was born", "the college attended by X"),
    a possessive ("X's largest city") or a relational "of" phrase ("the founder of X") is a first hop when
    the rest of the question still asks something about it ("What is the capital of ...", "When was ...
    born"). A first hop may hold a chain of its own (see ``_questions``).
    """
    held = holder_when(text) or _in_year_of(text) or _at_event(text)
    if held is not None:
        return held
    text = text.rstrip(" ?")
    detectors = (
        _superlative_hops,
        _ordinal_hops,
        _succession_hops,
        _relative_hops,
        _reduced_hops,
        _contact_hops,
        _charged_hops,
        _participial_hops,
        _possessive_hops,
        _of_hops,
        _described_of_hops,
    )
    for detector in detectors:
        locating: tuple[FactQuestion, str] | None = None
        for start, end, hop in detector(text):
            if _swallows_main_verb(text, start, end):
                continue
            template = text[:start] + SLOT + text[end:] + "?"
            outer = read_fact(template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
            # The rest asks a relation, a measure, or where the thing is ("In which town is <the shipyard
            # that built X>?"); a rest that asks a relation wins over a clause running on to the end ("In
            # which town was <the astronomer who discovered X> born?").
            if outer.terms or outer.unit or outer.unit_family:
                return hop, template
            if locating is None and _LOCATING.match(template):
                locating = hop, template
        if locating is not None:
            return locating
    return None


_PASSIVE_QUESTION = re.compile(
    r"^(?:where|when|in\s+(?:which|what)\s+[a-z]+)\s+(?:was|were|is|are)\s+\S.{0,300}?\s(?P<verb>[a-z]+)$",
    re.IGNORECASE,
)
"""A question asking where or when its subject was done, whose last word is the participle it asks with
("Where was <subject> *born*?")."""
_DO_QUESTION = re.compile(r"^(?:\w+\s+){1,3}?(?:did|does|do)\s+", re.IGNORECASE)
_OF_SUBJECT = re.compile(r"^(?:[\w'’-]+\s+){0,4}of\s+$")
"""The words of a subject before the name or thing it belongs to: "did *the first warden of* ..."."""


def _swallows_main_verb(text: str, start: int, end: int) -> bool:
    """Whether a hop from ``start`` to ``end`` runs over the verb the question itself asks with.

    In "Where was the architect of the stand that was gutted in 1896 *born*?" the clause ends before "born",
    and in "In what year did the warden of the hospital that was sold *close*?", whose subject holds the
    clause, before the bare verb closing the question.
    """
    if end < len(text):
        return False
    passive = _PASSIVE_QUESTION.match(text)
    if passive is not None:
        verb = passive.group("verb")
        return start < passive.start("verb") and (verb in _PARTICIPLES or verb.endswith("ed"))
    done = _DO_QUESTION.match(text)
    if done is None or start < done.end():
        return False
    last = text.split()[-1]
    bare = last.isalpha() and last.islower() and not last.endswith(("ed", "ing"))
    return bare and _OF_SUBJECT.match(text[done.end() : start]) is not None


_LOCATING = re.compile(
    rf"^(?:in|on|at|near)\s+which\s+[a-z]+\s+(?:is|was|are|were|lies|lay|stands|stood)\s+{re.escape(SLOT)}\?$",
    re.IGNORECASE,
)
"""A question asking only where its subject is: the subject may be a hop of its own."""


def described(text: str) -> tuple[FactQuestion, str] | None:
    """A descriptive name to resolve first, as a hop and the template of the rest.

    "How long is *the bridge in Carrowmere*?" asks which bridge that is ("Which bridge is in Carrowmere?"),
    then how long it is. Only places and institutions are described this way.
    """
    text = text.rstrip(" ?")
    for match in _LOCATED.finditer(text):
        np = match.group("np")
        if not _plain_np(np) or key(np.split()[-1]) not in PLACE_WORDS | ORG_WORDS:
            continue
        hop = read_fact(
            f"Which {np} is {match.group('prep')} {match.group('ent')}?", answer_type=_typed_np(np)
        )
        template = text[: match.start()] + SLOT + text[match.end() :] + "?"
        outer = read_fact(template.replace(SLOT, "Placeholder"), entities=("Placeholder",))
        if outer.terms or outer.unit or outer.unit_family:
            return hop, template
    return None
