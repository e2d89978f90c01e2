"""Houses and hotels: whole unmortgaged group, evenly, 32 houses and 12 hotels, half price back,
and the building shortage."""

from positions import A, B, at, refused
from engine.codes import BID, PLACE, ROLL, BID_AMOUNT, PASS, PLACE_AT
from engine.state import LOT_HOUSE

HOTEL = 5


def test_build_a_house_costs_the_deed_price():
    g = at({37: 'a', 39: 'a'})
    g.build(A, 39)
    assert g.level[39] == 1 and g.cash[A] == 1300 and g.houses == 31


def test_building_needs_the_whole_group():
    g = at({37: 'a', 39: 'b'})
    assert refused(g, g.build, A, 37) == "you need the whole group"


def test_building_needs_no_mortgaged_street_in_the_group():
    g = at({1: 'A', 3: 'a'})
    assert refused(g, g.build, A, 3) == "a street of the group is mortgaged"


def test_building_needs_the_cash():
    g = at({1: 'a', 3: 'a'}, '49@0,1500@0')
    assert refused(g, g.build, A, 1) == "not enough cash"


def test_build_evenly():
    g = at({6: 'a', 8: 'a', 9: 'a'})
    g.build(A, 6)
    assert refused(g, g.build, A, 6) == "build evenly: another street first"
    g.build(A, 8)
    g.build(A, 9)
    g.build(A, 6)                           # 2 / 1 / 1 is even enough
    assert [g.level[s] for s in (6, 8, 9)] == [2, 1, 1] and g.cash[A] == 1300


def test_sell_evenly():
    g = at({6: 'a2', 8: 'a1', 9: 'a2'})
    assert refused(g, g.sell, A, 8) == "sell evenly: another street first"
    g.sell(A, 6)                            # half of $50
    assert g.level[6] == 1 and g.cash[A] == 1525 and g.houses == 28


def test_buildings_sell_back_at_half_price():
    # Boardwalk house cost $200: one house back to the bank pays $100.
    g = at({37: 'a1', 39: 'a1'})
    g.sell(A, 39)
    assert g.level[39] == 0 and g.cash[A] == 1600 and g.houses == 31


def test_four_houses_then_a_hotel_that_returns_the_houses():
    # Greens 4/4/4: a hotel on Pacific costs $200, takes 1 hotel and gives back 4 houses.
    g = at({31: 'a4', 32: 'a4', 34: 'a4'})
    assert (g.houses, g.hotels) == (20, 12)
    g.build(A, 31)
    assert g.level[31] == HOTEL and g.cash[A] == 1300
    assert (g.houses, g.hotels) == (24, 11)
    g.build(A, 32)
    g.build(A, 34)
    assert (g.houses, g.hotels) == (32, 9)
    assert refused(g, g.build, A, 31) == "already a hotel"


def test_hotel_sells_back_to_four_houses():
    g = at({31: 'aH', 32: 'aH', 34: 'aH'})
    g.sell(A, 34)                           # $200 / 2 = $100; 4 houses leave the bank
    assert g.level[34] == 4 and g.cash[A] == 1600
    assert (g.houses, g.hotels) == (28, 10)


def test_hotel_sold_in_a_house_shortage_sells_further_down():
    # c holds 29 houses (browns 4/4, oranges 4/4/4, reds 3/3/3), so the bank has 3.
    # a sells the hotel on Pennsylvania Avenue of greens H/H/H. 4 houses cannot come back,
    # and every even spread above 1/1/1 needs more than 3 houses (a hotel needs 4 houses
    # beside it), so the group comes down to 1/1/1: 15 levels - 3 = 12 sold x $100 = $1,200.
    tokens = {1: 'c4', 3: 'c4', 16: 'c4', 18: 'c4', 19: 'c4', 21: 'c3', 23: 'c3', 24: 'c3',
              31: 'aH', 32: 'aH', 34: 'aH'}
    g = at(tokens, '1500@0,1500@0,1500@0')
    assert (g.houses, g.hotels) == (3, 9)
    g.sell(A, 34)
    assert [g.level[s] for s in (31, 32, 34)] == [1, 1, 1]
    assert g.cash[A] == 2700 and (g.houses, g.hotels) == (0, 12)


def test_hotel_sold_with_no_houses_in_the_bank_sells_the_whole_group():
    # 32 houses with c: the dark blue hotels come down to nothing: 10 levels x $100 = $1,000.
    tokens = {1: 'c4', 3: 'c4', 16: 'c4', 18: 'c4', 19: 'c4', 21: 'c4', 23: 'c4', 24: 'c4',
              37: 'aH', 39: 'aH'}
    g = at(tokens, '1500@0,1500@0,1500@0')
    assert g.houses == 0
    g.sell(A, 39)
    assert g.level[37] == g.level[39] == 0 and g.cash[A] == 2500
    assert (g.houses, g.hotels) == (0, 12)


def test_stock_is_32_houses_and_no_house_without_one_in_the_bank():
    tokens = {1: 'c4', 3: 'c4', 16: 'c4', 18: 'c4', 19: 'c4', 21: 'c4', 23: 'c4', 24: 'c4',
              6: 'a', 8: 'a', 9: 'a'}
    g = at(tokens, '1500@0,1500@0,1500@0')
    assert refused(g, g.build, A, 6) == "the bank has no houses left"


def test_stock_is_12_hotels():
    tokens = {s: 'cH' for s in (6, 8, 9, 11, 13, 14, 16, 18, 19, 21, 23, 24)}
    tokens.update({31: 'a4', 32: 'a4', 34: 'a4'})
    g = at(tokens, '1500@0,1500@0,1500@0')
    assert (g.houses, g.hotels) == (20, 0)
    assert refused(g, g.build, A, 31) == "the bank has no hotels left"


# c: oranges 4/4/4, reds 4/4/4, yellows 2/2/2 = 30 houses; bank 2. a (browns), b (dark blues)
# and c (yellows) could each build a house now: 3 players, 2 houses -> shortage auction.
SHORT = {16: 'c4', 18: 'c4', 19: 'c4', 21: 'c4', 23: 'c4', 24: 'c4',
         26: 'c2', 27: 'c2', 29: 'c2', 1: 'a', 3: 'a', 37: 'b', 39: 'b'}


def test_building_shortage_goes_to_auction_among_those_who_could_build():
    g = at(SHORT, '1500@0,1500@0,1500@0,1500@0')
    g.build(A, 1)
    assert g.pending == BID and g.lot == LOT_HOUSE and g.actor == A
    assert g.bidders == 0b0111              # d owns no group: not in it
    assert g.level[1] == 0 and g.cash[A] == 1500
    g.act(BID_AMOUNT, 10)                   # a
    g.act(BID_AMOUNT, 60)                   # b
    g.act(PASS)                             # c
    g.act(PASS)                             # a: b wins one house for its $60 bid
    assert g.pending == PLACE and g.actor == B
    assert refused(g, g.act, PLACE_AT, 1) == "not your street"
    g.act(PLACE_AT, 39)
    # The bid is the whole price (no house cost on top): $1,500 - $60.
    assert g.level[39] == 1 and g.houses == 1 and g.cash[B] == 1440
    assert g.pending == ROLL and g.actor == A


def test_no_shortage_auction_while_the_bank_has_a_house_for_each_builder():
    tokens = dict(SHORT)
    tokens[29] = 'c1'      # 29 on the board, 3 in the bank, 3 builders
    g = at(tokens, '1500@0,1500@0,1500@0,1500@0')
    assert g.houses == 3
    g.build(A, 1)
    assert g.level[1] == 1 and g.cash[A] == 1450 and g.pending == ROLL


def test_hotel_shortage_goes_to_auction_too():
    # c has 11 hotels (light blues, pinks, oranges, two yellows) and 4 houses on Marvin
    # Gardens: the bank has 1 hotel. a (browns 4/4), b (dark blues 4/4) and c (Marvin Gardens)
    # could each build a hotel now: 3 builders for 1 hotel -> auction among a, b and c.
    tokens = {s: 'cH' for s in (6, 8, 9, 11, 13, 14, 16, 18, 19, 26, 27)}
    tokens.update({29: 'c4', 1: 'a4', 3: 'a4', 37: 'b4', 39: 'b4'})
    g = at(tokens, '1500@0,1500@0,1500@0')
    assert (g.houses, g.hotels) == (12, 1)
    g.build(A, 1)
    assert g.pending == BID and g.lot == LOT_HOUSE + 1 and g.bidders == 0b111
    g.act(BID_AMOUNT, 10)                   # a
    g.act(BID_AMOUNT, 20)                   # b
    g.act(PASS)                             # c
    g.act(PASS)                             # a: b wins the hotel for $20
    assert g.pending == PLACE and g.actor == B
    g.act(PLACE_AT, 37)                     # its 4 houses go back: 12 + 4 = 16
    assert g.level[37] == HOTEL and (g.houses, g.hotels) == (16, 0) and g.cash[B] == 1480
