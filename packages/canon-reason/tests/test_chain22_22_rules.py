"""Lists of an office's holders read in the passages retrieval gives them in.

A list of holders is read in passages of a few hundred characters: the passage that ranks for the office
may end on a row whose years close before the asked year, and the row holding it sits in the next passage,
which names the office only in its page title. The last year read asks for the rest of the list. A table
giving two offices side by side, each with its years ("| Master | Term | Matron | Term |"), answers for
the master the name in the master's column. A heading that calls the office's owner by its head noun
("## Secretaries of the Company") means the one company its page names.

A state said to have gone on since a year ("A starting gun has been in use since 1907") began in that year:
it answers when the thing was first so.

An office held "when the covered bridge was opened" asks first when the bridge was opened: an adjective
ending in "-ed" ("covered") is no verb of the event. A report dated at its head that tells the opening of
"the new covered bridge" "to-day" dates it, though no name calls the bridge.

"Captain Pettle" is "Captain Walter Pettle" with his given name written in, not another person's name.

An allowance is a sum of money; one written in the old coins ("9s.") is money by its own letters, and
takes no word of its column ("Weekly allowance") for a unit.

"How many boys" of a table of "| Year | Boarders | Day boys | Total |" is its "Total", which counts the
boys whose part the "Day boys" column counts.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus
from canon_reason._draft import Outcome
from canon_reason.embedded._questions import QuestionKind, analyze_question
from canon_reason.embedded._sentences import entity_keys, neighbour_named

_KEEPERS = (
    "# Keepers of the Ormble Beacon, 1702–1960\n\n"
    "*Compiled from the beacon trust's minute books. The keeper of the beacon was appointed by the trust; "
    "dates are those of appointment and of leaving the post.*\n\n"
    "| Keeper | Term | Notes |\n"
    "|---|---|---|\n"
    "| Silas Quessley | 1702–1740 | Formerly a fisherman of the harbour. Died at his post. |\n"
    "| Amos Quessley | 1740–1771 | Son of the preceding. Kept the beacon through the great storm. |\n"
    "| Jonas Hollimer | 1771–1806 | A ship's carpenter by trade. Retired to his daughter's house. |\n"
    "| Reuben Hollimer | 1806–1839 | Nephew of the preceding. Dismissed by the trust. |\n"
    "| Walter Pettle | 1839–1874 | Formerly a coastguard. Died at his post, aged 70. |\n"
    "| Edwin Dowsland | 1874–1902 | Came from the lights of the northern coast. Retired. |\n"
    "| Ira Varrick | 1902–1931 | Saw the lamp changed to paraffin vapour. Retired. |\n"
    "| Noah Treglow | 1931–1960 | The last keeper; the beacon was then made automatic. |\n"
)

_TRUST = (
    "# The Ormble Beacon Trust\n\n"
    "The beacon trust met each quarter at the harbour inn. The trust named the keeper of the beacon and paid "
    "the keeper a yearly wage; the keeper lived in the beacon cottage. Each keeper of the beacon answered "
    "to the trust for the oil and the wicks of the beacon.\n"
)

_STORM = (
    "# The Beacon in the Great Storm\n\n"
    "In the great storm the beacon was kept alight all night by the keeper, though the keeper's cottage lost "
    "its roof. The beacon trust thanked the keeper of the beacon for his care of the beacon.\n"
)

_OFFICERS = (
    "# Masters and Matrons of the Fenlock Almshouse, 1850–1930\n\n"
    "| Master | Term | Matron | Term | Notes |\n"
    "|---|---|---|---|---|\n"
    "| Caddow Stellis | 1850–1880 | Mary Stellis | 1850–1880 | Retired |\n"
    "| Ruthwen Ilsted | 1880–1915 | Hannah Ilsted | 1880–1915 | Retired on pension |\n"
    "| Pennard Caddow | 1915–1930 | Alice Caddow | 1915–1930 | Died in office |\n"
)


def test_a_list_broken_off_before_the_year_is_read_on_in_its_next_passage():
    corpus = Corpus.from_texts({"keepers.md": _KEEPERS, "trust.md": _TRUST, "storm.md": _STORM})
    assert_answers(judged(corpus, "Who was keeper of the beacon in 1890?"), "Edwin Dowsland")


def test_a_table_of_two_offices_gives_the_master_from_the_master_column():
    corpus = Corpus.from_texts({"officers.md": _OFFICERS})
    assert_answers(judged(corpus, "Who was master of the almshouse in 1900?"), "Ruthwen Ilsted")
    assert_answers(judged(corpus, "Who was matron of the almshouse in 1900?"), "Hannah Ilsted")


_FERRY = (
    "# Officers at Orbeck\n\n"
    "The ferry across the Sandrigg was worked from 1790 by the Orbeck Ferry Company, whose books are kept at "
    "the town hall. The boats were flat punts drawn across on a chain, and the fares were a penny for a "
    "foot passenger and sixpence for a cart. The landing stages were rebuilt in stone in 1822 and again in "
    "1868, after the great flood carried away the eastern stage and two of the punts. The chain was renewed "
    "every twenty years or so, the old one being sold for scrap at the quay. The ferry house on the western "
    "bank, where the collector lived, still stands and is now a private dwelling with a small garden.\n\n"
    "## Secretaries of the Company\n\n"
    "The secretary kept the minute book and the accounts.\n\n"
    "| Secretary | Term of office |\n"
    "|---|---|\n"
    "| Hugh Quarrow | 1790–1832 |\n"
    "| Amos Dunstell | 1832–1871 |\n"
    "| Jane Pimmock | 1871–1904 |\n"
)


def test_a_heading_calling_the_owner_by_its_head_noun_means_the_page_s_company():
    corpus = Corpus.from_texts({"orbeck.md": _FERRY})
    assert_answers(judged(corpus, "Who was secretary of the Ferry Company in 1850?"), "Amos Dunstell")


def test_a_heading_s_company_is_no_other_company_the_page_names():
    other = _FERRY.replace("kept the minute book", "kept the minute book of the Hallastone Bridge Company")
    draft = judged(Corpus.from_texts({"orbeck.md": other}), "Who was secretary of the Ferry Company in 1850?")
    assert draft.outcome is Outcome.INSUFFICIENT_EVIDENCE


_REGATTA = (
    "# The Yarrowell Regatta\n\n"
    "The Yarrowell Regatta is rowed each August on the lower reach. "
    "A starting gun has been in use since 1907. The course is a mile long.\n"
)


def test_a_state_gone_on_since_a_year_was_first_so_that_year():
    corpus = Corpus.from_texts({"regatta.md": _REGATTA})
    assert_answers(judged(corpus, "When was the starting gun first used at the Yarrowell Regatta?"), "1907")


def test_an_adjective_in_ed_is_no_verb_of_the_event_an_office_is_asked_at():
    analysis = analyze_question("Who was toll keeper when the covered bridge was opened?")
    assert analysis.kind is QuestionKind.MULTI_HOP
    assert [part.question for part in analysis.parts] == ["When was the covered bridge opened?"]


_REPORT = (
    "# Opening of the Tullerby Bridge\n\n"
    "*From the Wenstow Courier, Saturday 16 May 1868.*\n\n"
    "WENSTOW, Thursday. — The new covered bridge over the Gorrick was formally opened to-day by the Mayor, "
    "in the presence of a large crowd.\n"
)


def test_a_dated_report_dates_an_event_of_a_thing_no_name_calls():
    corpus = Corpus.from_texts({"report.md": _REPORT})
    assert_answers(judged(corpus, "When was the covered bridge opened?"), "1868")


_BEACON_HISTORY = (
    "# A History of the Stellis Light\n\n"
    "The light was kept by fishermen until the trust took it over. Captain Walter Pettle, keeper from 1893, "
    "was the first keeper who had never served at sea, and his appointment caused some grumbling.\n"
)


def test_a_title_and_surname_name_the_person_written_with_given_names():
    corpus = Corpus.from_texts({"history.md": _BEACON_HISTORY})
    assert_answers(judged(corpus, "When did Captain Pettle become keeper?"), "1893")
    assert neighbour_named(entity_keys("Captain Pettle"), "Captain Walter Pettle Road was laid out.")


_ALLOWANCES = (
    "# Allowances at the Caddow Almshouse\n\n"
    "| Year | Number of almsmen | Weekly allowance to each almsman | Authority |\n"
    "|---|---|---|---|\n"
    "| 1850 | 8 | 5s. | Trustees' resolution |\n"
    "| 1880 | 10 | 7s. | Trustees' resolution |\n"
    "| 1910 | 10 | 11s. | Scheme of 1909 |\n"
)


def test_an_allowance_is_a_sum_of_money_and_an_old_coin_sum_keeps_its_own_unit():
    corpus = Corpus.from_texts({"allowances.md": _ALLOWANCES})
    draft = judged(corpus, "What weekly allowance did each almsman receive in 1880?")
    assert_answers(draft, "7s")
    assert draft.value == "7s"


_RETURNS = (
    "# Returns of the Ilsted Grammar School\n\n"
    "| Year | Boarders | Day boys | Total |\n"
    "|---|---|---|---|\n"
    "| 1860 | 10 | 37 | 47 |\n"
    "| 1866 | 9 | 30 | 39 |\n"
    "| 1870 | 16 | 42 | 58 |\n"
)


def test_a_count_of_all_the_things_is_read_from_the_total_beside_a_part():
    corpus = Corpus.from_texts({"returns.md": _RETURNS})
    assert_answers(judged(corpus, "How many boys were in the school in 1866?"), "39")
