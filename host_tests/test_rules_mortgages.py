"""Mortgages: unimproved deeds of unbuilt groups, half the price out, value + 10% (rounded up)
to lift."""
import pytest

from positions import A, at, refused


@pytest.mark.parametrize('sq,value', [(1, 30), (5, 100), (12, 75), (39, 200)])
def test_mortgage_pays_half_the_price(sq, value):
    g = at({sq: 'a'})
    g.mortgage(A, sq)
    assert g.mortgaged[sq] == 1 and g.cash[A] == 1500 + value


@pytest.mark.parametrize('sq,cost', [
    (1, 33),     # Mediterranean: 30 + 3 (the rulebook's example)
    (12, 83),    # Electric Company: 75 + 7.50 rounded up to 8
    (5, 110),    # Reading: 100 + 10
    (39, 220),   # Boardwalk: 200 + 20
    (37, 193),   # Park Place: 175 + 17.50 rounded up to 18
])
def test_unmortgage_costs_value_plus_10_percent_rounded_up(sq, cost):
    g = at({sq: 'A'})
    g.unmortgage(A, sq)
    assert g.mortgaged[sq] == 0 and g.cash[A] == 1500 - cost


def test_unmortgage_needs_the_cash():
    g = at({1: 'A'}, '32@0,1500@0')
    assert refused(g, g.unmortgage, A, 1) == "not enough cash"


def test_cannot_mortgage_an_improved_street_or_its_group():
    g = at({1: 'a1', 3: 'a'})
    assert refused(g, g.mortgage, A, 1) == "sell the group's buildings first"
    assert refused(g, g.mortgage, A, 3) == "sell the group's buildings first"
    g.sell(A, 1)
    g.mortgage(A, 3)
    assert g.mortgaged[3] and g.cash[A] == 1500 + 25 + 30


def test_cannot_mortgage_twice_or_someone_elses():
    g = at({1: 'A', 3: 'b'})
    assert refused(g, g.mortgage, A, 1) == "already mortgaged"
    assert refused(g, g.mortgage, A, 3) == "not your deed"
    assert refused(g, g.unmortgage, A, 3) == "not your deed"
