"""Rent, taxes and what is free: numbers from the deeds in the reference board."""
import pytest

from positions import A, B, at, roll
from engine.codes import EV_RENT, ROLL


def land_on(tokens, start, d1, d2, cash='1500'):
    """a rolls d1+d2 from start; returns the game after the landing."""
    g = at(tokens, '%s@%d,1500@0' % (cash, start))
    roll(g, d1, d2)
    return g


def paid(g):
    return 1500 - g.cash[A], g.cash[B] - 1500


def test_unimproved_street_printed_rent():
    # Baltic alone: $4.
    g = land_on({3: 'b'}, 0, 1, 2)
    assert paid(g) == (4, 4)


def test_unimproved_street_doubles_with_the_whole_group():
    # b owns Mediterranean and Baltic: $4 x 2 = $8.
    g = land_on({1: 'b', 3: 'b'}, 0, 1, 2)
    assert paid(g) == (8, 8)


def test_no_double_rent_when_a_street_of_the_group_is_mortgaged():
    # Default option: a mortgaged Mediterranean cancels the doubling on Baltic: $4.
    g = land_on({1: 'B', 3: 'b'}, 0, 1, 2)
    assert paid(g) == (4, 4)


def test_rent_after_3_houses():
    # Illinois Avenue (24) with 3 houses (red group 3/3/3): deed says $750.
    g = land_on({21: 'b3', 23: 'b3', 24: 'b3'}, 20, 1, 3)
    assert g.pos[A] == 24 and paid(g) == (750, 750)


@pytest.mark.parametrize('level,rent', [(1, 200), (2, 600), (3, 1400), (4, 1700), ('H', 2000)])
def test_boardwalk_building_rents(level, rent):
    # Boardwalk: 200 / 600 / 1,400 / 1,700 / hotel 2,000; Park Place kept even.
    other = {'H': 'H', 4: '4'}.get(level, str(level))
    g = land_on({37: 'b' + other, 39: 'b' + str(level)}, 36, 1, 2, cash='2500')
    assert g.cash[A] == 2500 - rent and g.cash[B] == 1500 + rent


@pytest.mark.parametrize('count,rent', [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_railroad_rent_by_count(count, rent):
    rails = {5: 'b', 15: 'b', 25: 'b', 35: 'b'}
    for sq in (35, 25, 15)[:4 - count]:
        del rails[sq]
    g = land_on(rails, 0, 2, 3)       # Reading Railroad (5)
    assert paid(g) == (rent, rent)


def test_utility_4x_dice_with_one():
    # Electric Company alone, a rolls 5+6 = 11 from square 1: 4 x 11 = $44.
    g = land_on({12: 'b'}, 1, 5, 6)
    assert paid(g) == (44, 44)


def test_utility_10x_dice_with_both():
    # Both utilities, 3+4 = 7 from square 5: 10 x 7 = $70.
    g = land_on({12: 'b', 28: 'b'}, 5, 3, 4)
    assert paid(g) == (70, 70)


def test_no_rent_on_a_mortgaged_property():
    g = land_on({37: 'b', 39: 'B'}, 36, 1, 2)
    assert paid(g) == (0, 0)
    assert not [e for e in g.events if e[0] == EV_RENT]


def test_no_rent_on_ones_own_property():
    g = land_on({3: 'a'}, 0, 1, 2)
    assert g.cash[A] == 1500


def test_jailed_owner_still_collects_rent():
    g = at({3: 'b'}, '1500@0,1500@10j1')
    roll(g, 1, 2)
    assert paid(g) == (4, 4)


@pytest.mark.parametrize('start,d1,d2,tax', [(0, 1, 3, 200), (35, 1, 2, 100)])
def test_taxes_go_to_the_bank(start, d1, d2, tax):
    # Income Tax (4): $200; Luxury Tax (38): $100.
    g = land_on({}, start, d1, d2)
    assert g.cash[A] == 1500 - tax and g.cash[B] == 1500
    assert g.ledger == -tax and g.pending == ROLL
