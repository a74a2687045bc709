"""A surname read after a personal title ("Mr. Orrin was declared elected") answers with the one given name
a sentence before writes for it ("Mr. Silas Orrin and Mr. Abel Kent were put forward"); two given names
for the surname leave it as read."""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

MINUTES = (
    "# Minutes of the Annual Meeting of the Brackley Boatmen's Guild, May 1874\n\n"
    "4. **Election of Clerk.** Two names were put forward, Mr. Silas Orrin and Mr. Abel Kent. On a show "
    "of hands Mr. Orrin received 30 votes and Mr. Kent 12, and Mr. Orrin was declared elected clerk."
)


def test_a_titled_surname_is_answered_with_its_given_name() -> None:
    corpus = Corpus.from_texts({"guild-minutes-1874.md": MINUTES})
    draft = judged(
        corpus, "Who was elected clerk of the Brackley Boatmen's Guild at the annual meeting of May 1874?"
    )
    assert_answers(draft, "Silas Orrin")
    assert "Silas" in draft.answer


def test_two_given_names_for_the_surname_leave_it_as_read() -> None:
    text = MINUTES.replace("Mr. Abel Kent", "Mr. Abel Kent and Mr. John Orrin")
    corpus = Corpus.from_texts({"guild-minutes-1874.md": text})
    draft = judged(
        corpus, "Who was elected clerk of the Brackley Boatmen's Guild at the annual meeting of May 1874?"
    )
    assert "Silas" not in draft.answer
