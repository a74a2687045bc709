"""Entry rules on small in-memory corpora: a name in italics standing alone over label lines ("*Ferry
Queen*") heads them as a bare name does, and a line only introducing the labels ("Particulars:") does not
end the entry it stands in, nor does a blank line between a bare heading and the list below it ("Treasurers"
over "- Ivo Brand, 1930-1955"); "served as captain" asks for the office alone; rows of a table split between
two passages keep its column names; a section heading naming a structure or a body ("The Holm Aqueduct") is
what the section's paragraphs are about."""

from pipeline_judge import ask_in, assert_answers

from canon_reason._retrieval import Hit
from canon_reason.embedded._sentences import sentences_of

FERRIES = {
    "ferry-cards.md": "# Cards of the Orra Ferry Boats\n\n"
    "The cards below were pinned up in the ticket office at the pier.\n\n"
    "## *Ferry Queen*\n\n"
    "Particulars:\n"
    "- Berth: North Pier, 1921-1950\n"
    "- Builder: Tolly Yard, Brisa\n"
    "- Cost: £2,300\n\n"
    "## *Morning Lark*\n\n"
    "Particulars:\n"
    "- Berth: South Pier, 1934-1961\n"
    "- Builder: Hensel Brothers, Brisa\n"
    "- Cost: £3,150\n",
}


def test_an_italic_name_over_a_lead_in_line_heads_the_label_lines_below():
    assert_answers(ask_in(FERRIES, "How much did the ferry Morning Lark cost?"), "£3,150")


def test_the_label_lines_of_one_entry_are_not_read_for_the_entry_above():
    assert_answers(ask_in(FERRIES, "How much did the ferry Ferry Queen cost?"), "£2,300")


def test_rows_of_a_table_split_between_passages_keep_its_column_names():
    head = "| Boat | Berth | Cost |\n|---|---|---|\n| Ferry Queen | North Pier | £2,300 "
    rest = "|\n| Morning Lark | South Pier | £3,150 |\n"
    passages = [
        Hit("cards.md", "cards.md#0", 0, len(head), head, 1.0, "Cards"),
        Hit("cards.md", "cards.md#1", len(head) + 1, len(head) + 1 + len(rest), rest, 1.0, "Cards"),
    ]
    lark = next(s for s in sentences_of(passages) if "Morning Lark" in s.text)
    assert lark.column_names == ("Boat", "Berth", "Cost")


OFFICERS = {
    "officers.md": "# Officers of the Orra Rowing Club\n\n"
    "The list is taken from the minute books of the club.\n\n"
    "## Captains\n\n"
    "- Ann Hale, 1902-1921\n"
    "- Tom Reed, 1921-1948\n\n"
    "## Treasurers\n\n"
    "- Edith Moss, 1902-1930\n"
    "- Ivo Brand, 1930-1955\n",
}


def test_a_list_under_a_bare_heading_gives_the_office_the_heading_names():
    assert_answers(ask_in(OFFICERS, "Who was treasurer of the Orra Rowing Club in 1940?"), "Ivo Brand")


def test_served_as_asks_for_the_office_after_it():
    assert_answers(
        ask_in(OFFICERS, "Who served as captain of the Orra Rowing Club from 1921 to 1948?"), "Tom Reed"
    )


SECTIONS = {
    "river-works.md": "# Works on the Lower River\n\n"
    "The lower river was made navigable in the 1790s.\n\n"
    "## The Holm Aqueduct\n\n"
    "Below Tarby the canal crosses Holm Beck by the Holm Aqueduct, finished in 1801. "
    "It was designed by Ezra Pole.\n\n"
    "Particulars:\n"
    "- Arches: 3\n"
    "- Designer: Ezra Pole\n",
    "kell-aqueduct.md": "# The Kell Aqueduct\n\nThe Kell Aqueduct was designed by Jonas Tull in 1805.\n",
    "holm-library.md": "# Holm Library\n\nHolm Library opened in 1910.\n\n"
    "## Building\n\n"
    "The library was designed by Ruth Amery.\n",
}


def test_a_section_heading_naming_a_structure_is_what_its_paragraphs_are_about():
    assert_answers(ask_in(SECTIONS, "Who designed the Holm Aqueduct?"), "Ezra Pole")


def test_a_section_heading_naming_no_thing_leaves_the_document_s_title_the_topic():
    assert_answers(ask_in(SECTIONS, "Who designed Holm Library?"), "Ruth Amery")
