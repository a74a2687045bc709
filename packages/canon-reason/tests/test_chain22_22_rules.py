"""Lists of an office's holders read in the passages retrieval gives them in.

A list of holders is read in passages of a few hundred characters: the passage that ranks for the office
may end on a row whose years close before the asked year, and the row holding it sits in the next passage,
which names the office only in its page title. The last year read asks for the rest of the list. A table
giving two offices side by side, each with its years ("| Master | Term | Matron | Term |"), answers for
the master the name in the master's column.
"""

from pipeline_judge import assert_answers, judged

from canon_reason._corpus import Corpus

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
