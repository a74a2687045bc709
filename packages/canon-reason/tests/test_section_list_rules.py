"""A list of holders under a section's heading, and label lines naming a post.

A list further down a section ("## Presidents", a paragraph on the office, then "- Ann Hale, 1921-1948")
is the heading's list, though prose stands between them; a label line opening with a post held at a thing
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
