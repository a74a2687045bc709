"""A role noun joined to a name by "was" names the role's holder; "she" after the one woman named is hers.

"Its architect was Mr Ivo Penn, son of the designer of the old school" answers "Which architect designed the
Orrin School wing?" (the noun of the asked relation is the wing's, and "was" gives its holder), and "he was
present with Mrs Ada Crane when she laid the foundation stone" answers "Who laid the foundation stone?": the
pronoun stands for the one woman the sentence names.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome


def test_a_role_noun_joined_by_was_names_the_designer() -> None:
    corpus = Corpus.from_texts(
        {
            "school-history.md": "# Orrin School: A Short History\n\n"
            "The new wing of Orrin School was opened in 1931. Its architect was Mr Ivo Penn, son of the "
            "designer of the old school building.\n"
        }
    )
    assert_answers(judged(corpus, "Which architect designed the new wing of Orrin School?"), "Ivo Penn")


def test_she_after_the_one_woman_named_is_hers() -> None:
    corpus = Corpus.from_texts(
        {
            "memoir.md": "# Memoir of Silas Venn\n\n"
            "During his time the Choir Hall in Mill Row was built, largely through his work in raising "
            "the money; "
            "he was present with Mrs Ada Crane when she laid the foundation stone of the Choir Hall.\n"
        }
    )
    assert_answers(judged(corpus, "Who laid the foundation stone of the Choir Hall?"), "Ada Crane")


def test_she_beside_two_women_named_is_nobody_known() -> None:
    corpus = Corpus.from_texts(
        {
            "memoir.md": "# Memoir of Silas Venn\n\n"
            "During his time the Choir Hall in Mill Row was built; he was present with Mrs Ada Crane and "
            "Miss Jane Lusk when she laid the foundation stone of the Choir Hall.\n"
        }
    )
    draft = judged(corpus, "Who laid the foundation stone of the Choir Hall?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE, draft.answer
