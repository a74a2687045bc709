"""A name a predicate calls the one "who" did the asked thing, and the full name a chain passes on.

"Ann Roe was the engineer who designed X" and "Roe is remembered as the woman who designed X" give the
designer as the sentence's subject, a bare surname among them; "the son of the man who designed X" does not.
A bare surname found so is passed on to the next hop with the given names of its passage's title.
"""

from pipeline_judge import judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason._text import answer_matches
from canon_reason.embedded._hop_checks import titled_full_name

CORPUS = Corpus.from_texts(
    {
        "brill.md": "# Amos Brill, Engineer\n\nAmos Brill (1840-1900) trained as a mason at Quenby.\n\n"
        "Brill is remembered above all as the man who designed the Tolby Bridge. It opened in 1871.\n",
        "brill-family.md": "# The Brills of Quenby\n\nAmos Brill was born in Fennick in 1840. His son Walter "
        "Brill was born in Orrow in 1866.\n",
        "hale.md": "# Jo Hale\n\nJo Hale was the surveyor who laid out the Kestle Road in 1902.\n",
        "oss.md": "# Tam Oss\n\nTam Oss was the son of the man who built the Wick Mill.\n",
    }
)


def test_the_subject_of_a_predicate_naming_the_one_who_did_it_is_the_agent():
    draft = judged(CORPUS, "Who laid out the Kestle Road?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Jo Hale")


def test_a_bare_surname_called_the_man_who_did_it_is_the_agent():
    draft = judged(CORPUS, "Who designed the Tolby Bridge?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Brill")


def test_the_son_of_the_one_who_did_it_is_not_the_agent():
    draft = judged(CORPUS, "Who built the Wick Mill?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE or "Oss" not in draft.answer


def test_a_chain_passes_a_bare_surname_on_with_its_titles_given_names():
    assert titled_full_name("Brill", ("Amos Brill, Engineer",)) == "Amos Brill"
    assert titled_full_name("Brill", ("The Brills of Quenby",)) is None
    draft = judged(CORPUS, "Where was the engineer who designed the Tolby Bridge born?")
    assert draft.outcome is Outcome.ANSWERED, draft.reason
    assert answer_matches(draft.value or draft.answer, "Fennick")
