"""A list of holders under a section's heading, and label lines naming a post.

A list further down a section ("## Presidents", a paragraph on the office, then "- Ann Hale, 1921-1948")
is the heading's list, though prose stands between them; a table row "| 1850–1871 | Amos Reeve |" in a
section headed by the office ("## Wardens") gives its holder for the years inside its span, and a section
headed by another office gives none for the asked one; a label line opening with a post held at a thing
("Foreman, tannery: 1901-1925") gives the holder's time in the post, and dates no event of the thing.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome

CORPUS = Corpus.from_texts(
    {
        "union-officers.md": "# Carrow Debating Union: Officers\n\n*From the Union's handbook.*\n\n"
        "## Presidents\n\nBy custom the President was the mayor of the day.\n\n- Amos Reeve, 1850–1871\n"
        "- Silas Hurd, 1871–1899\n- Nora Penn, 1899–1950\n\n## Treasurers\n\n- Jude Marr, 1850–1900\n"
        "- Ivo Lent, 1900–1950\n",
        "guild-officers.md": "# Tolley Weavers' Guild: Officers\n\n*Compiled from the guild's "
        "books.*\n\n## Wardens\n\n| Years | Name |\n|---|---|\n| 1850–1871 | Oswin Fray |\n"
        "| 1871–1899 | Edric Palk |\n\n## Clerks\n\n| Years | Name |\n|---|---|\n"
        "| 1850–1890 | Lucan Hoy |\n",
        "tannery-foremen.md": "# Notes on the Tannery Foremen\n\n**Abel Stott** (1850–1920)\nBorn: Carrow.\n"
        "Foreman, tannery: 1901–1925.\n",
    }
)


def test_a_list_below_a_paragraph_under_a_heading_is_the_headings_list() -> None:
    assert_answers(judged(CORPUS, "Who was President of the Carrow Debating Union in 1880?"), "Silas Hurd")


def test_a_list_right_under_its_heading_still_answers() -> None:
    assert_answers(judged(CORPUS, "Who was treasurer of the Carrow Debating Union in 1920?"), "Ivo Lent")


def test_a_post_label_dates_no_event_of_the_thing_the_post_is_at() -> None:
    draft = judged(CORPUS, "When was the tannery burnt down?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_table_row_in_a_section_headed_by_the_office_gives_its_holder() -> None:
    assert_answers(judged(CORPUS, "Who was warden of the Tolley Weavers' Guild in 1880?"), "Edric Palk")


def test_a_section_headed_by_another_office_gives_no_holder_of_the_asked_one() -> None:
    draft = judged(CORPUS, "Who was beadle of the Tolley Weavers' Guild in 1860?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE
