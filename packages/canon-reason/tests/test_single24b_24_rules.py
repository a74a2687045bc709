"""Readings of facts stated in other words than the question's, over invented text.

A list of commanders in a table with a column of ranks is a line of holders, and "who followed A in command
of the corps" steps along it. A sum "agreed to" be paid is the sum paid, and "the purchase price" that opens
the sentence after a purchase is that purchase's price (an asking price is not). Whoever founded a body
"started" it. What people "call" a thing is the name a naming verb gives it, not the words around. A clause
opened by "when" whose subject has a participle for its verb dates the question ("when the librarian
reported in March 1881"): it describes no librarian to look up first. A date line heading a meeting's
minutes dates the lines under it. A post's noun made from its holder's ("captaincy") is that holder's.
An event clause that gives its own year ("when the club was formed in 1860") asks in that year, with no hop
to date the event. A table of a body's "strength" counts its members.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import QuestionKind, analyze_question

DOCUMENTS = {
    "officers.md": "# Officers and Staff, Varrick Volunteers\n\n"
    "*From the regimental records. Ranks are those held on leaving the post.*\n\n"
    "## Officers commanding the 2nd Varrick Rifle Volunteer Corps\n\n"
    "| Name | Rank | From | To |\n|---|---|---|---|\n"
    "| Amos Oddington | Captain | 1860 | 1871 |\n| Silas Thorlby | Major | 1871 | 1885 |\n"
    "| Jonah Cuddesby | Lieutenant-Colonel | 1885 | 1899 |\n"
    "| Luke Wolvey | Lieutenant-Colonel | 1899 | 1908 |\n",
    "sale.md": "# Institute Bought for the Village\n\n*The Marsk Courier, 3 May 1961*\n\n"
    "MARSK, May 2. — After long talks the Parish Council has bought the old Oddington Institute in Gorrick "
    "Lane from the Thorlby estate. The purchase price is £7,250, and the Council hopes to open the building "
    "as a library in the autumn.\n",
    "offer.md": "# Askern Mill Offered for Sale\n\n*The Marsk Courier, 9 June 1962*\n\n"
    "The Parish Council has bought Askern Mill from the Lydgate family. The asking price was £4,100, and "
    "the Council hopes to open the mill as a museum.\n",
    "lodge.md": "# Pomfret Lodge\n\nIn 1958 the Parish Council bought Pomfret Lodge for £2,300 and made it a "
    "reading room.\n",
    "club.md": "# The Lydgate Rowing Club\n\nOf the clubs on the river the Lydgate Rowing Club is the oldest."
    " It was founded in 1881 by Amos Pomfret, a boatbuilder of the town, who had rowed at Marsk.\n",
    "foundry.md": "# The Gorrick Foundry\n\nIn 1862 the foundry took its first steam hammer, which the "
    "smiths named the *Old Growler*, to forge the great shafts.\n",
    "minutes.md": "# Marsk Reading Room: Minutes of the Committee, 1880–1881\n\n**4 March 1881.**\n\n"
    "1. The librarian reported that the library now held 306 volumes, and that 940 issues had been made.\n"
    "2. Resolved that a new bookcase be bought.\n",
    "rifles.md": "# Minutes of the Wolvey Rifle Club, 1860\n\nResolved that Mr Silas Brannigan be "
    "recommended to the Lord Lieutenant for the commission of captain, and Mr Jonah Pell for that of "
    "ensign.\n",
}
CORPUS = Corpus.from_texts(DOCUMENTS)


def test_a_step_in_command_of_a_body_is_read_from_a_list_with_a_rank_column():
    question = "Who followed Silas Thorlby in command of the rifle volunteer corps?"
    assert_answers(judged(CORPUS, question), "Jonah Cuddesby")


def test_a_step_back_in_command_of_a_body_is_read_from_the_same_list():
    question = "Who preceded Luke Wolvey in command of the rifle volunteer corps?"
    assert_answers(judged(CORPUS, question), "Jonah Cuddesby")


def test_a_sum_agreed_to_be_paid_is_read_where_the_payment_is_stated():
    question = "What price did the Parish Council agree to pay for Pomfret Lodge?"
    assert_answers(judged(CORPUS, question), "£2,300")


def test_the_purchase_price_after_a_purchase_is_that_purchase_price():
    question = "What price did the Parish Council pay for the Oddington Institute in 1961?"
    assert_answers(judged(CORPUS, question), "£7,250")


def test_an_asking_price_is_no_price_paid():
    question = "What price did the Parish Council pay for Askern Mill?"
    assert judged(CORPUS, question).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_the_one_who_started_a_body_is_its_founder():
    assert_answers(judged(CORPUS, "Who started the Lydgate Rowing Club?"), "Amos Pomfret")


def test_what_a_thing_is_called_is_the_name_after_the_naming_verb():
    question = "What did the smiths call the first steam hammer put into the foundry?"
    assert_answers(judged(CORPUS, question), "Old Growler")


def test_a_when_clause_with_a_participle_for_its_verb_is_no_description_of_its_subject():
    question = "How many books were in the Reading Room's library when the librarian reported in March 1881?"
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.SINGLE_FACT
    assert analysis.fact is not None and {"March", "1881"} <= set(analysis.fact.entities)
    # a participle describing the subject still does, when the clause has a verb of its own
    described = analyze_question("Who was mayor when the hall built in 1890 burned?")
    assert described.kind is not QuestionKind.SINGLE_FACT


def test_a_date_line_over_minutes_dates_the_lines_under_it():
    question = "How many volumes did the library hold when the librarian reported in March 1881?"
    assert_answers(judged(CORPUS, question), "306")
    other = "How many volumes did the library hold when the librarian reported in April 1881?"
    assert judged(CORPUS, other).outcome is Outcome.INSUFFICIENT_EVIDENCE


def test_a_post_named_by_its_own_noun_is_the_post_of_its_holder_noun():
    question = "Who was recommended for the captaincy of the Wolvey Rifle Club in 1860?"
    assert_answers(judged(CORPUS, question), "Silas Brannigan")


def test_an_event_clause_giving_its_year_needs_no_hop_to_date_the_event():
    question = "Who was recommended for the captaincy when the Wolvey rifle club was formed in 1860?"
    analysis = analyze_question(question)
    assert analysis.kind is QuestionKind.SINGLE_FACT
    assert analysis.question == question
    assert_answers(judged(CORPUS, question), "Silas Brannigan")


RETURNS = Corpus.from_texts(
    {
        "returns.md": "# 2nd Marsk Rifle Volunteer Corps: Strength and Grant, Selected Years\n\n"
        "*From the annual returns to the War Office.*\n\n"
        "| Year | Enrolled | Efficient | Grant |\n|---|---|---|---|\n"
        "| 1870 | 95 | 88 | £88 |\n| 1875 | 104 | 97 | £145 |\n",
    }
)


def test_a_table_of_a_body_strength_counts_its_members():
    question = "How many members of the corps were returned as efficient in 1875?"
    assert_answers(judged(RETURNS, question), "97")
