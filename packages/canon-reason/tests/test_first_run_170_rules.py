"""A salary someone was appointed at, for the one paid when they retired."""

from canon_reason.embedded._answer_type import appointed_pay_problem


def test_a_salary_at_appointment_is_no_salary_at_retirement():
    asked = "What salary was Amos Kell paid when he retired as works manager?"
    told = "Resolved that Mr Amos Kell, foreman, be appointed Works Manager at a salary of £220 per annum."
    assert appointed_pay_problem(asked, "£220 per annum", [told])
    retired = "Mr Amos Kell retired in 1904, when his salary stood at £300 per annum."
    assert not appointed_pay_problem(asked, "£300 per annum", [retired])
    assert not appointed_pay_problem("At what salary was Amos Kell appointed?", "£220 per annum", [told])
