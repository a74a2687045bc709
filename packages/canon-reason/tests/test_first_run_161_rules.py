"""A town a distance is measured from, for the place itself; and a firm named only as whose works a thing
stood at, for the firm that did the deed asked about."""

from canon_reason.embedded._answer_type import reference_point_problem, works_owner_problem


def test_a_town_a_distance_is_measured_from_is_not_the_place():
    told = "He was the son of a miller of Hawby, a village four miles south of Orlestone, where he was born."
    assert reference_point_problem("Where was Amos Vane born?", "Orlestone", [told])
    assert not reference_point_problem("Where was Amos Vane born?", "Hawby", [told])


def test_the_firm_whose_works_a_chimney_stood_at_did_not_fell_it():
    told = "Crowds watched the felling of the old boiler-house chimney at the former Hale & Dunn works."
    assert works_owner_problem("Which firm brought down the boiler-house chimney?", "Hale & Dunn", [told])
    assert not works_owner_problem("Which firm owned the works?", "Hale & Dunn", [told])
    done = "The work was carried out by Hale & Dunn, demolition contractors, at the Orby works."
    assert not works_owner_problem("Which firm brought down the boiler-house chimney?", "Hale & Dunn", [done])
