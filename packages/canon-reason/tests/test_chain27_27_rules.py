"""A role noun's holder is searched for by the act as well, and a card headed with the surname as written
in a sentence is that person's card.

"Who was the architect of the Orsleigh Pavilion?" is answered by "The Orsleigh Pavilion, designed by Orrin
Quastle, ...", which a search weighing the rare noun "architect" passes over when other passages name
architects; the act's word ("design") finds it. A book of notes may head a card "**Quastle, Orrin**
(1809–1871)" rather than in capitals: the sentences after the heading ("Born at Tibbenham") are his.
"""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._sentences import inverted_entry

_MINUTES = (
    "# Minutes of the Orsleigh Pavilion Committee\n\n"
    "The Orsleigh Pavilion committee met the county architect about the drains and the architect's plans "
    "for the yard. The architect advised that the plans be sent to the architect of the county.\n"
)
_LETTERS = (
    "# Letters on the Orsleigh Pavilion\n\n"
    "The architect's clerk wrote that the Orsleigh Pavilion plans were with the architect, and that the "
    "architect would call on the committee in the spring.\n"
)
_ACCOUNTS = (
    "# Accounts of the Orsleigh Pavilion\n\n"
    "Paid to the architect for plans of the Orsleigh Pavilion gates, £12. Paid the architect's clerk, £3.\n"
)
_HISTORY = (
    "# A History of Orsleigh\n\n"
    "The town grew quickly after the railway came, and the sea front was laid out with walks and lawns. "
    "Many visitors came each summer, and the hotels were enlarged. The Orsleigh Pavilion, designed by "
    "Orrin Quastle, was opened in 1870 and held eight hundred people at its concerts.\n"
)
_NOTES = (
    "# Notes on Persons Named\n\n"
    "**Ferrable, Ada** (1801–1870). Milliner, of Orsleigh.\n\n"
    "**Quastle, Orrin** (1809–1871). Architect. Born at Tibbenham, the son of a miller, he practised at "
    "Orsleigh from 1845.\n"
)


def test_the_holder_of_a_role_is_found_by_the_act_the_role_names():
    texts = {"minutes.md": _MINUTES, "letters.md": _LETTERS, "accounts.md": _ACCOUNTS, "history.md": _HISTORY}
    assert_answers(judged_in(texts, "Who was the architect of the Orsleigh Pavilion?"), "Orrin Quastle")


def test_a_card_headed_with_the_surname_as_written_is_the_person_s_card():
    assert inverted_entry("**Quastle, Orrin** (1809–1871). Architect.") == "Orrin Quastle"
    assert inverted_entry("**Quastle, Orrin** (d. 1883). Architect.") == "Orrin Quastle"
    assert inverted_entry("**Plans, Drawings** and specifications") is None
    assert_answers(judged_in({"notes.md": _NOTES}, "Where was Orrin Quastle born?"), "Tibbenham")


_REPUTATION_CARD = (
    "# Notes on Persons Named\n\n"
    "**Pendrasco, Ivo** (1810–1880). Architect. Born at Brindcombe, the son of a miller, he was "
    "articled to an architect in the county town and set up in practice in Mill Street, Tibbenham, "
    "in 1839. His earliest success was the corn hall at Tibbenham (1841), which established his "
    "reputation for public work in the district. He died at Tibbenham.\n"
)


def test_a_verb_of_founding_whose_object_is_a_reputation_founds_nothing():
    draft = judged_in({"notes.md": _REPUTATION_CARD}, "In what year did Ivo Pendrasco set up in practice?")
    assert "1841" not in (draft.value or draft.answer)
