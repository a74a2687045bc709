"""A newspaper headline in capitals names no neighbour; a name set off by commas before the verb is its agent.

"NEW BATHS AT PELLBY" over a report on the Wrenne Baths is about those baths: every word of a headline in
capitals is capitalized, so it cannot show a neighbour's name as "Pellby Old Baths" would. And in "On
Friday the Mayor of the borough, Sir Osric Hame, formally opened the baths" the name between the commas
renames the subject, which the verb right after it takes.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._sentences import entity_match, sentences_of

_REPORT = {
    "report-opening-wrenne-baths-1911.md": "# NEW BATHS AT PELLBY\n\n"
    "*From the Pellby Gazette, 3 June 1911.*\n\n"
    "In bright weather on Friday afternoon the Mayor of the borough, Sir Osric Hame, formally opened the new "
    "baths in Quay Lane before a large gathering of townspeople. The building was designed by Ada Wrenne.\n"
}


def test_a_headline_in_capitals_names_no_neighbour() -> None:
    corpus = Corpus.from_texts(_REPORT)
    sentence = next(s for s in sentences_of(search(corpus, "Wrenne Baths opened", 3)) if "Mayor" in s.text)
    assert entity_match("Wrenne Baths", sentence)[0] > 0


def test_a_name_apposed_before_the_verb_is_its_agent() -> None:
    draft = judged(Corpus.from_texts(_REPORT), "Who formally opened the Wrenne Baths?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert draft.value == "Sir Osric Hame"


def test_a_headline_in_mixed_case_still_names_a_neighbour() -> None:
    texts = {
        "report-opening-wrenne-baths-1911.md": _REPORT["report-opening-wrenne-baths-1911.md"].replace(
            "# NEW BATHS AT PELLBY", "# Pellby Old Baths"
        )
    }
    draft = judged(Corpus.from_texts(texts), "Who formally opened the Wrenne Baths?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
