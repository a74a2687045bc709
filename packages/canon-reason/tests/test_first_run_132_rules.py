"""A life event told of "he" after the asked person is named as his kin, a hyphenated surname in a list of
holders, the rear a workshop stands in, and a date whose month is written short."""

from pipeline_judge import assert_answers, judged_in

from canon_reason.embedded._answer_form import date_in_full
from canon_reason.embedded._measured_thing import measured_other_problem
from canon_reason.embedded._scope import kin_apposed_life_problem


def test_a_son_s_birth_told_after_his_father_s_name_is_not_the_father_s():
    obituary = (
        "Mr Tull was the grandson of the founder; the son of the late Mr Hector Tull, he was born over the "
        "old shop in Mill Lane in June, 1831, and learned the trade there."
    )
    asked = "In what year was Hector Tull born?"
    assert kin_apposed_life_problem(asked, "Hector Tull", "June, 1831", obituary)
    own = "Mr Hector Tull, the founder's son, was born over the old shop in Mill Lane in June, 1831."
    assert not kin_apposed_life_problem(asked, "Hector Tull", "June, 1831", own)
    assert not kin_apposed_life_problem("Where did Hector Tull work?", "Hector Tull", "Mill Lane", obituary)


CHAIRMEN = {
    "chairmen.md": (
        "# Chairmen of the company\n\n| Years | Chairman |\n|---|---|\n| 1889–1910 | Joseph Tull |\n"
        "| 1910–1927 | Col. Herbert Tull-Marsden |\n| 1927–1940 | Amos Gedge |\n"
    ),
}


def test_a_hyphenated_surname_in_a_list_of_holders_is_read_whole():
    draft = judged_in(CHAIRMEN, "Who was chairman of the company in 1912?")
    assert_answers(draft, "Herbert Tull-Marsden")


def test_the_rear_a_workshop_stands_in_is_not_what_a_length_measures():
    sale = (
        "Together with the spacious WORKSHOP in the rear, called THE DYE SHED, built of brick, measuring 40 "
        "yards in length and 9 yards in breadth."
    )
    assert not measured_other_problem("How long was the Dye Shed according to the sale?", "40 yards", sale)
    other = "The shed stands in the yard; the wall of the garden, 40 yards in length, runs behind it."
    assert measured_other_problem("How long was the Dye Shed according to the sale?", "40 yards", other)


DIARY = {
    "diary.md": (
        "# Extracts from the diary of Mrs Ann Tull, 1841\n\n"
        "**March 3rd 1841.** Roof on at last. Mr T. in better spirits.\n\n"
        "**Octr. 12th 1841.** The Dye Shed opened this day. All the hands had a dinner in the yard.\n"
    ),
}


def test_a_date_with_its_month_written_short_is_read_and_given_in_full():
    assert date_in_full("Octr. 12th 1841") == "12 October 1841"
    assert date_in_full("3 Sept. 1861") == "3 September 1861"
    assert date_in_full("October 12th, 1841") is None
    draft = judged_in(DIARY, "On what date was the Dye Shed opened?")
    assert_answers(draft, "12 October 1841")
